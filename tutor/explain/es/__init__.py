"""El catálogo en español: cada frase que dice el tutor, por código de mensaje.

Las palabras del juego son las de las mesas del Río de la Plata, de donde viene la
canasta: el pozo (el montón de descartes), el mazo (las cartas para robar), bajar un juego,
la primera bajada, cerrar (en España también «cortar»), cerrar en mano, la canasta limpia y
la sucia, el pozo congelado y el bloqueado, los comodines (los jokers y los 2). Los números
llevan punto de miles: 1.500."""

from __future__ import annotations

from tutor.engine import Card, Rank

from ..catalogue import Catalogue
from .fields import FIELDS
from .messages import MESSAGES
from .rules import RULE_NAMES, RULE_TITLES
from .summaries import RULE_SUMMARIES

_ORDINALS = ("primer", "segundo", "tercer", "cuarto", "quinto", "sexto")
_RANK_NOUN = {
    Rank.TWO: ("dos", "doses"), Rank.THREE: ("tres", "treses"),
    Rank.FOUR: ("cuatro", "cuatros"), Rank.FIVE: ("cinco", "cincos"),
    Rank.SIX: ("seis", "seises"), Rank.SEVEN: ("siete", "sietes"),
    Rank.EIGHT: ("ocho", "ochos"), Rank.NINE: ("nueve", "nueves"),
    Rank.TEN: ("diez", "dieces"), Rank.JACK: ("jota", "jotas"),
    Rank.QUEEN: ("reina", "reinas"), Rank.KING: ("rey", "reyes"), Rank.ACE: ("as", "ases"),
    Rank.JOKER: ("joker", "jokers"),
}
_SUIT_NOUN = {"S": "picas", "H": "corazones", "D": "diamantes", "C": "tréboles"}


def card(c: Card) -> str:
    """Una carta como la escriben los jugadores: 'K♠', '10♥'; un joker, 'Joker'."""
    return "Joker" if c.suit is None else c.pretty


def card_name(c: Card) -> str:
    """Una carta en palabras: 'reina de corazones', 'joker'."""
    return "joker" if c.suit is None else f"{_RANK_NOUN[c.rank][0]} de {_SUIT_NOUN[c.suit.value]}"


def rank(r: Rank, plural: bool) -> str:
    one, many = _RANK_NOUN[r]
    return many if plural else one


def count(n: int, noun: str) -> str:
    """'1 carta', '3 cartas', '1.200 manos'; un plural irregular se escribe 'singular/plural'."""
    one, _, many = noun.partition("/")
    return f"{n:,}".replace(",", ".") + f" {one if n == 1 else many or one + 's'}"


def side(i: int) -> str:
    """Los equipos como los enumera una posición: 'el primer equipo', … (nunca 'equipo 0')."""
    return f"el {_ORDINALS[i]} equipo" if 0 <= i < len(_ORDINALS) else f"equipo {i + 1}"


SPANISH = Catalogue("es", MESSAGES, RULE_TITLES, FIELDS, card, card_name, rank, count, side,
                    RULE_SUMMARIES, thousands=".", rule_names=RULE_NAMES)
