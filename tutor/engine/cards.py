"""Cards and card notation (../shared/puzzle-format.md, "Cards").

A :class:`Card` is a small immutable value. There are only 53 different cards
(13 ranks in 4 suits, and the joker), so every card is made once and shared:
``Card("qh") is Card("QH")``. ``repr`` round-trips: ``Card('QH')``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from enum import Enum, IntEnum
from typing import Final

from .verdict import Why, WhyError


class CardError(WhyError):
    """A card string that does not parse; ``why`` says what is wrong with it (its facts
    hold the text as typed)."""

    def __init__(self, text: object, code: str, **facts: object) -> None:
        self.text = text
        super().__init__(Why.plain(code, text=repr(text), **facts))


class Rank(IntEnum):
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14
    JOKER = 15

    @property
    def symbol(self) -> str:
        return _RANK_SYMBOL[self]



class Suit(Enum):
    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOL[self]

    @property
    def red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


_RANK_SYMBOL: Final = {
    **{Rank(n): str(n) for n in range(2, 11)},
    Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A", Rank.JOKER: "JK",
}
_SUIT_SYMBOL: Final = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}

#: Ranks that may form an ordinary meld (basics-5: "any rank from 4 to ace").
MELD_RANKS: Final = tuple(Rank(n) for n in range(4, 15))


class Card:
    """One playing card. Build it from notation: ``Card("10s")``, ``Card("jk")``."""

    __slots__ = ("_key", "code", "is_black_three", "is_natural", "is_red_three", "is_wild", "rank",
                 "suit", "value")

    rank: Rank
    suit: Suit | None
    is_wild: bool
    is_natural: bool
    is_red_three: bool
    is_black_three: bool
    value: int
    """Card value (first-meld-1); a red 3 has none on the sheets: 0 here (Q2, see RuleSet)."""
    code: int
    """The card's class as one bit in a 5-bit field per class (each natural rank, twos,
    jokers, black 3s, red 3s): the sum over a meld identifies what the rules look at."""
    _key: int

    def __new__(cls, text: str) -> Card:
        return parse_card(text)

    @classmethod
    def _make(cls, rank: Rank, suit: Suit | None) -> Card:
        card = object.__new__(cls)
        setter = object.__setattr__
        setter(card, "rank", rank)
        setter(card, "suit", suit)
        setter(card, "is_wild", rank in (Rank.TWO, Rank.JOKER))
        setter(card, "is_natural", Rank.FOUR <= rank <= Rank.ACE)
        setter(card, "is_red_three", rank is Rank.THREE and suit is not None and suit.red)
        setter(card, "is_black_three", rank is Rank.THREE and suit is not None and not suit.red)
        setter(card, "_key", rank * 4 + (0 if suit is None else "SHDC".index(suit.value)))
        setter(card, "value", _base_value(rank, card.is_black_three))
        setter(card, "code", 1 << (5 * _class_of(card)))
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[str]]:
        return (Card, (str(self),))

    def __str__(self) -> str:
        return _TEXT[self._key]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    # Equality is identity (below), so the identity hash object gives is the right one,
    # and it keeps hashing a tuple of cards at C speed.
    __hash__ = object.__hash__

    # Every card is made once and shared (see the module docstring), so equality is
    # identity: object's own __eq__, which keeps `card in hand` at C speed.

    def __lt__(self, other: Card) -> bool:
        return self._key < other._key

    @property
    def red(self) -> bool:
        """Red ink: hearts and diamonds (the joker is drawn apart)."""
        return self.suit is not None and self.suit.red

    @property
    def pretty(self) -> str:
        """Card-table spelling: 'Q♥', '10♠', 'JK'."""
        return self.rank.symbol if self.suit is None else self.rank.symbol + self.suit.symbol


def _class_of(card: Card) -> int:
    """0-10 for the natural ranks 4 to ace, then twos, jokers, black 3s, red 3s."""
    if card.is_natural:
        return card.rank - Rank.FOUR
    if card.rank is Rank.TWO:
        return 11
    if card.rank is Rank.JOKER:
        return 12
    return 13 if card.is_black_three else 14


def _base_value(rank: Rank, black_three: bool) -> int:
    """first-meld-1: joker 50, ace and 2 are 20, K-8 are 10, 7-4 are 5, black 3 is 5."""
    if rank is Rank.JOKER:
        return 50
    if rank in (Rank.TWO, Rank.ACE):
        return 20
    if rank >= Rank.EIGHT:
        return 10
    if rank >= Rank.FOUR or black_three:
        return 5
    return 0


_TEXT: dict[int, str] = {}
_PARSE: dict[str, Card] = {}


def _build() -> tuple[Card, ...]:
    cards = []
    for rank in Rank:
        if rank is Rank.JOKER:
            continue
        for suit in Suit:
            card = Card._make(rank, suit)
            _TEXT[card._key] = rank.symbol + suit.value
            cards.append(card)
            rank_spellings = [rank.symbol.lower()] + (["t"] if rank is Rank.TEN else [])
            for r in rank_spellings:
                for s in (suit.value.lower(), suit.symbol):
                    _PARSE[r + s] = card
    joker = Card._make(Rank.JOKER, None)
    _TEXT[joker._key] = "JK"
    for spelling in ("jk", "joker", "🃏"):
        _PARSE[spelling] = joker
    cards.append(joker)
    return tuple(cards)


#: Every distinct card, jokers last.
ALL_CARDS: Final[tuple[Card, ...]] = _build()
JOKER: Final = _PARSE["jk"]


def deck_cards(decks: int, copies_together: bool = False) -> list[Card]:
    """Every card of ``decks`` decks, each with two jokers (basics-1, variants-6): deck after
    deck, or with each card's copies side by side (the order the puzzle generator shuffles;
    both orders are kept because seeded games and puzzle links replay from them)."""
    suited = [c for c in ALL_CARDS if c.suit is not None]
    jokers = [c for c in ALL_CARDS if c.suit is None] * (2 * decks)
    if copies_together:
        return [c for c in suited for _ in range(decks)] + jokers
    return suited * decks + jokers

_VARIATION = "\ufe0f"
_SPLIT = re.compile(r"[\s,;]+")


def parse_card(text: str) -> Card:
    """Read one card in any accepted spelling; raise :class:`CardError` if it is none."""
    try:
        return _PARSE[text]
    except (KeyError, TypeError):
        pass
    if not isinstance(text, str):
        raise CardError(text, "card.not-text")
    key = text.strip().lower().replace(_VARIATION, "")
    card = _PARSE.get(key)
    if card is not None:
        if len(_PARSE) < 4096:  # remember common spellings ("QH", "10s"), bounded
            _PARSE[text] = card
        return card
    code, rank = _diagnose(key)
    raise CardError(text, code, rank=rank)


def _diagnose(key: str) -> tuple[str, str | None]:
    """What is wrong with a card as typed: a message code and the rank as typed."""
    if not key:
        return "card.empty", None
    if key[-1:] in "shdc♠♥♦♣" and len(key) >= 2:
        rank = key[:-1]
        if rank in ("1", "11", "12", "13", "14", "0"):
            return "card.no-such-rank", rank.upper()
        if rank == "jk":
            return "card.joker-suit", None
        return "card.unknown-rank", rank.upper()
    ranks = {r.symbol.lower() for r in Rank} | {"t"}
    if key in ranks:
        return "card.no-suit", None
    if key.isdigit():  # points typed where cards go: "50" is no five of suit '0'
        return "card.a-number", None
    rank = "10" if key.startswith("10") else key[:1]
    if rank in ranks and key[len(rank):].isalnum():  # a rank and then no suit: "KX"
        return "card.unknown-suit", key[len(rank):].upper()
    return "card.unreadable", None


def parse_cards(cards: str | Iterable[str]) -> tuple[Card, ...]:
    """Read several cards: a list of strings, or one string like ``"KS KH, 2c"``."""
    if isinstance(cards, str):
        cards = [c for c in _SPLIT.split(cards) if c]
    try:
        return tuple(map(_PARSE.__getitem__, cards))  # the common spellings, at C speed
    except (KeyError, TypeError):
        return tuple(parse_card(c) for c in cards)


def format_cards(cards: Iterable[Card]) -> list[str]:
    """Canonical notation of each card, in order."""
    return [str(c) for c in cards]


def sort_cards(cards: Iterable[Card]) -> list[Card]:
    """Table order: by rank, high first, wild cards last."""
    return sorted(cards, key=lambda c: (c.is_wild, -c.rank, c._key))


def holds(hand: Sequence[Card], cards: Sequence[Card]) -> bool:
    """Are ``cards`` all in ``hand``, each as often as chosen?"""
    rest = list(hand)
    for c in cards:
        if c not in rest:
            return False
        rest.remove(c)
    return True
