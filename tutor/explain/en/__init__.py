"""The English catalogue: every sentence the tutor says, by message code."""

from __future__ import annotations

from tutor.engine import Card, Rank

from ..catalogue import Catalogue
from .fields import FIELDS
from .messages import MESSAGES
from .rules import RULE_NAMES, RULE_TITLES
from .summaries import RULE_SUMMARIES

_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")
_RANK_NOUN = {
    Rank.TWO: "two", Rank.THREE: "three", Rank.FOUR: "four", Rank.FIVE: "five",
    Rank.SIX: "six", Rank.SEVEN: "seven", Rank.EIGHT: "eight", Rank.NINE: "nine",
    Rank.TEN: "ten", Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king",
    Rank.ACE: "ace", Rank.JOKER: "joker",
}
_SUIT_NOUN = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def card(c: Card) -> str:
    """As players write a card: 'K♠', '10♥'; a joker is 'Joker'."""
    return "Joker" if c.suit is None else c.pretty


def card_name(c: Card) -> str:
    """A card in words: 'queen of hearts', 'joker'."""
    return "joker" if c.suit is None else f"{_RANK_NOUN[c.rank]} of {_SUIT_NOUN[c.suit.value]}"


def rank(r: Rank, plural: bool) -> str:
    noun = _RANK_NOUN[r]
    if not plural:
        return noun
    return "sixes" if r is Rank.SIX else noun + "s"


def count(n: int, noun: str) -> str:
    """'1 card', '3 cards', '1,200 hands'; an irregular plural is written 'noun/plural'."""
    one, _, many = noun.partition("/")
    return f"{n:,} {one if n == 1 else many or one + 's'}"


def side(i: int) -> str:
    """The sides as a position lists them: 'the first side', … (never 'side 0')."""
    return f"the {_ORDINALS[i]} side" if 0 <= i < len(_ORDINALS) else f"side {i + 1}"


ENGLISH = Catalogue("en", MESSAGES, RULE_TITLES, FIELDS, card, card_name, rank, count, side,
                    RULE_SUMMARIES, rule_names=RULE_NAMES)
