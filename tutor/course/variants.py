"""Fresh cards for a check that comes back in a review or the final test.

A check brought back word for word is passed by memory ("the one with three kings"), not
by the rule. So each one comes back on other cards: the ranks are shuffled among ranks
that count the same (4 to 7 among themselves, 8 to king among themselves; aces, wild
cards and 3s stay), and the suits are swapped in pairs that keep every 3 its colour. No
rule of the game turns on a rank beyond its count and on a suit beyond a 3's colour, so
the position tests the same rule; the engine checks it all the same, and a variant whose
verdict differs from the lesson's is not used.

A rank or suit that the question names in words ("a canasta of eights", "kings of
spades") stays as it is, and so does a rank whose number appears on its own ("4 cards"):
only cards written as cards (``K♠``) are rewritten in the text. The shuffle is seeded by
the check's place in the course, so a reload shows the same cards.
"""

from __future__ import annotations

import random
import re
import zlib
from typing import TYPE_CHECKING, Any

from tutor.engine import Card, CardError, Rank, Suit, parse_card

if TYPE_CHECKING:
    from tutor.course.learn import Check

LOW = (Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN)
HIGH = (Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING)
PAIRS = ((Suit.HEARTS, Suit.DIAMONDS), (Suit.SPADES, Suit.CLUBS))
TRIES = 6

_WORDS = {Rank.FOUR: "fours?", Rank.FIVE: "fives?", Rank.SIX: "six(?:es)?",
          Rank.SEVEN: "sevens?", Rank.EIGHT: "eights?", Rank.NINE: "nines?",
          Rank.TEN: "tens?", Rank.JACK: "jacks?", Rank.QUEEN: "queens?", Rank.KING: "kings?"}
_SUIT_WORDS = {Suit.SPADES: "spades?", Suit.HEARTS: "hearts?", Suit.DIAMONDS: "diamonds?",
               Suit.CLUBS: "clubs?"}
_GLYPH = re.compile(r"(10|[2-9JQKA])([♠♥♦♣])")

Mapping = dict[Card, Card]


def _named(question: str) -> tuple[set[Rank], set[Suit]]:
    """The ranks and suits the question names otherwise than as a card."""
    words = _GLYPH.sub(" ", question).lower()
    ranks = {r for r, w in _WORDS.items() if re.search(rf"\b{w}\b", words)}
    ranks |= {r for r in (*LOW, *HIGH)
              if r <= Rank.TEN and re.search(rf"(?<![\d,]){int(r)}(?![\d,])", words)}
    suits = {s for s, w in _SUIT_WORDS.items() if re.search(rf"\b{w}\b", words)}
    return ranks, suits


def mapping(question: str, rng: random.Random) -> Mapping:
    """A shuffle of ranks and suits that leaves the named ones alone (may be the identity)."""
    ranks, suits = _named(question)
    rank_to: dict[Rank, Rank] = {}
    for group in (LOW, HIGH):
        free = [r for r in group if r not in ranks]
        rank_to.update(zip(free, rng.sample(free, len(free)), strict=True))
    suit_to: dict[Suit, Suit] = {}
    for a, b in PAIRS:
        if a not in suits and b not in suits and rng.random() < 0.5:
            suit_to |= {a: b, b: a}
    out: Mapping = {}
    for rank in Rank:
        for suit in Suit:
            try:
                card = parse_card(f"{rank.symbol}{suit.value}")
                new = parse_card(f"{rank_to.get(rank, rank).symbol}"
                                 f"{suit_to.get(suit, suit).value}")
            except CardError:  # the joker has no suit
                continue
            if new != card:
                out[card] = new
    return out


def _map_value(value: Any, to: Mapping) -> Any:
    """Every card code in a JSON value mapped; anything else kept."""
    if isinstance(value, list):
        return [_map_value(v, to) for v in value]
    if isinstance(value, dict):
        return {k: _map_value(v, to) for k, v in value.items()}
    if isinstance(value, str):
        try:
            card = parse_card(value)
        except CardError:
            return value
        return str(to.get(card, card))
    return value


def _map_text(text: str, to: Mapping) -> str:
    def swap(m: re.Match[str]) -> str:
        card = to.get(parse_card(m.group(0)))
        if card is None or card.suit is None:
            return m.group(0)
        return f"{card.rank.symbol}{card.suit.symbol}"
    return _GLYPH.sub(swap, text)


def mapped(check: Check, to: Mapping) -> Check:
    """The check on the mapped cards: its position, its question and its answer."""
    dump = check.puzzle.model_dump(mode="json")
    dump["position"] = _map_value(dump["position"], to)
    for field in ("title", "hint"):
        if isinstance(dump.get(field), str):
            dump[field] = _map_text(dump[field], to)
    puzzle = type(check.puzzle).model_validate(dump)
    answer = _map_value(check.answer, to) if check.hands_on else check.answer
    return check.model_copy(update={
        "puzzle": puzzle, "answer": answer, "question": _map_text(check.question, to),
        "questions": {lang: _map_text(q, to) for lang, q in check.questions.items()}})


def agrees(check: Check, variant: Check) -> bool:
    """Does the engine give the variant the lesson's verdict (its own answer mapped)?"""
    try:
        if variant.hands_on:
            return variant.grade(variant.answer)[0]
        return bool(variant.engine_answer() == check.engine_answer())
    except (ValueError, KeyError):
        return False


def fresh(check: Check, seed: str) -> Check:
    """The check on fresh cards, checked by the engine; the check itself when no shuffle
    of its cards keeps its verdict (or its question names every rank it holds)."""
    if not hasattr(check.puzzle, "position"):
        return check
    rng = random.Random(zlib.crc32(seed.encode()))
    for _ in range(TRIES):
        to = mapping(check.question, rng)
        if not to:
            return check
        variant = mapped(check, to)
        if variant.puzzle != check.puzzle and agrees(check, variant):
            return variant
    return check
