"""Is this meld legal? Cards as they would lie on the table: legal or not, a canasta or
not, what they count."""

from __future__ import annotations

import random
from typing import Any, Literal

from pydantic import Field

from tutor.engine import MELD_RANKS, RuleSet, Table, Why, check_meld, require, too_many_copies
from tutor.explain import words
from tutor.puzzles.base import AnswerField, Cards, Model, PuzzleBase, Solution, box, codes, solution
from tutor.puzzles.deal import Deck, make_meld
from tutor.puzzles.kind import PuzzleKind
from tutor.puzzles.sums import card_sum
from tutor.render.cards import cards_html


class MeldPosition(Model):
    cards: Cards = Field(description="The whole meld as it would lie on the table.")
    going_out: bool = Field(False, description="Black 3s may be melded only when going out.")


class MeldAnswer(Model):
    legal: bool | None = None
    canasta: Literal["natural", "mixed"] | None = None
    points: int | None = None


class MeldPuzzle(PuzzleBase):
    kind: Literal["meld"]
    position: MeldPosition
    answer: MeldAnswer | None = None


def solve(p: MeldPuzzle, rules: RuleSet, table: Table) -> Solution:
    pos = p.position
    require(too_many_copies([("position.cards", pos.cards)], table))
    v = check_meld(pos.cards, rules, going_out=pos.going_out)
    return solution({"legal": v.legal, "canasta": v.canasta, "points": v.points}, v.why)


def near_miss(p: MeldPuzzle, sol: Solution) -> int:
    a = sol.answer
    cards = p.position.cards
    naturals = sum(1 for c in cards if c.is_natural)
    wilds = sum(1 for c in cards if c.is_wild)
    close = (not a["legal"] and naturals >= 2) or (a["legal"] and wilds == 3)
    return int(close) + int(len(cards) >= 7 or any(c.is_black_three for c in cards))


def fields(p: MeldPuzzle) -> list[AnswerField]:
    return [AnswerField("legal", words("ask.meld.legal"), "yesno"),
            AnswerField("canasta", words("ask.meld.canasta"), "choice",
                        ("natural", "mixed", None),
                        tuple(words(f"ask.meld.canasta.{k}") for k in ("natural", "mixed",
                                                                       "none"))),
            AnswerField("points", words("ask.meld.points"), "number")]


def draw(p: MeldPuzzle) -> str:
    return box(words("draw.meld.going-out" if p.position.going_out else "draw.meld"),
               cards_html(p.position.cards))


def sample(rng: random.Random, rules: RuleSet, table: Table, theme: set[str],
           want: Any, level: int = 0) -> dict[str, Any]:
    deck = Deck(rng, table)
    roll = rng.random()
    if roll < 0.12 or "scoring-9" in theme:
        cards = deck.take_n(rng.randint(2, 5), lambda c: c.is_black_three)
        if rng.random() < 0.3:
            cards += deck.take_n(1, lambda c: c.is_wild)
        return {"cards": codes(cards), "going_out": rng.random() < 0.6}
    rank = rng.choice(MELD_RANKS)
    size = rng.choice([2, 3, 3, 4, 5, 6, 7, 7, 8])
    wilds = rng.choice([0, 0, 1, 1, 2, 3, 3, 4]) if want is not True else rng.choice([0, 1, 2, 3])
    cards = make_meld(deck, rng, rank, size, min(wilds, size))
    if roll > 0.9:
        other = rng.choice([r for r in MELD_RANKS if r is not rank])
        cards += deck.take_n(1, lambda c: c.rank is other)
    if roll > 0.97:
        cards += deck.take_n(1, lambda c: c.is_red_three)
    rng.shuffle(cards)
    return {"cards": codes(cards)}


def arithmetic(p: MeldPuzzle, name: str, sol: Solution, given: Any) -> Why | None:
    return card_sum(p.position.cards, p) if name == "points" else None


KIND = PuzzleKind(
    "meld", MeldPuzzle, solve, near_miss, fields, draw, sample,
    balance="legal", field_rules={"canasta": ("basics-7",)}, decides=arithmetic,
    cards_are_answers=frozenset({"canasta"}))
