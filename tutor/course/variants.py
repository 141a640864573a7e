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


#: How far a check's scores may move (both ways, in fives) when it comes back.
SHIFTS = tuple(x for x in range(-500, 501, 5) if x)
_NUMBER = re.compile(r"(?<![\d.,])-?\d[\d.,]*\d(?![\d])|(?<![\d.,-])\d(?![\d.,])")


def _said(n: int, sep: str) -> str:
    """A score as the question writes it: "1,495" (English), "1.495" (Spanish), "-120"."""
    return ("-" if n < 0 else "") + f"{abs(n):,}".replace(",", sep)


def _renumber(text: str, old: list[int], new: list[int], sep: str) -> str | None:
    """``text`` with each score of ``old`` said as the one of ``new`` in its place; None
    unless every number it says is one of those scores (a question that also says what
    they mean, "so its first meld needs 90", is not rewritten)."""
    marks = {_said(v, sep): f"\x00{i}\x00" for i, v in enumerate(old)}
    found = _NUMBER.findall(_GLYPH.sub(" ", text))
    if not found or any(x not in marks for x in found):
        return None
    out = _NUMBER.sub(lambda m: marks.get(m.group(0), m.group(0)), text)
    for i, v in enumerate(new):
        out = out.replace(f"\x00{i}\x00", _said(v, sep))
    return out


def shifted(check: Check, rng: random.Random) -> Check:
    """The check with the scores of its position (a side's score, the game's totals) moved
    by one amount, and its words with them (a review's "Your side has 1,495" came back word
    for word: fresh cards change nothing in a question about scores); the check itself when
    it holds no score, or its words say more numbers than its scores."""
    dump = check.puzzle.model_dump(mode="json")
    pos = dump.get("position") or {}
    key = next((k for k in ("team_score", "totals") if k in pos), None)
    if key is None:
        return check
    old = pos[key] if isinstance(pos[key], list) else [pos[key]]
    if not old or not all(isinstance(v, int) for v in old):
        return check
    d = rng.choice(SHIFTS)
    new = [v + d for v in old]
    texts = {"": check.question, **check.questions}
    said = {lang: _renumber(t, old, new, "." if lang == "es" else ",")
            for lang, t in texts.items()}
    if any(t is None for t in said.values()):
        return check
    pos[key] = new if isinstance(pos[key], list) else new[0]
    puzzle = type(check.puzzle).model_validate({**dump, "position": pos})
    question = said.pop("")
    return check.model_copy(update={"puzzle": puzzle, "question": question,
                                    "questions": said})


def _moved(check: Check, rng: random.Random) -> Check:
    """The check with its scores moved (:func:`shifted`) so that its verdict stays, or the
    check itself. Not a check answered with cards: its lesson's answer may stay right at
    another score though the minimum it was about has changed (1,600 moved to 1,230 asked
    for 50, not 90)."""
    if check.hands_on:
        return check
    for _ in range(TRIES):
        moved = shifted(check, rng)
        if moved is check:
            return check
        if agrees(check, moved):
            return moved
    return check


def fresh(check: Check, seed: str) -> Check:
    """The check on fresh cards, and with other scores where it is about scores, checked by
    the engine; the check itself when nothing of it can change and keep its verdict (or its
    question names every rank it holds)."""
    if not hasattr(check.puzzle, "position"):
        return check
    rng = random.Random(zlib.crc32(seed.encode()))
    base = _moved(check, rng)
    for _ in range(TRIES):
        to = mapping(base.question, rng)
        if not to:
            return base
        variant = mapped(base, to)
        if variant.puzzle != base.puzzle and agrees(check, variant):
            return variant
    return base
