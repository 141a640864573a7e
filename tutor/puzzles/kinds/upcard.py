"""Start the discard pile: the cards turned up at the deal, which are covered, and whether
the pile starts frozen."""

from __future__ import annotations

import random
from typing import Any, Literal

from pydantic import Field

from tutor.engine import (
    Card,
    Rank,
    RuleSet,
    Table,
    Why,
    require,
    too_many_copies,
    turn_upcard,
)
from tutor.explain import words
from tutor.puzzles.base import AnswerField, Cards, Model, PuzzleBase, Solution, box, codes, solution
from tutor.puzzles.deal import Deck
from tutor.puzzles.kind import PuzzleKind
from tutor.render.cards import cards_html


class UpcardPosition(Model):
    stock: Cards = Field(description="The top cards of the stock after the deal, first first.")


class UpcardAnswer(Model):
    turned: int | None = None
    frozen: bool | None = None


class UpcardPuzzle(PuzzleBase):
    kind: Literal["upcard"]
    position: UpcardPosition
    answer: UpcardAnswer | None = None


def solve(p: UpcardPuzzle, rules: RuleSet, table: Table) -> Solution:
    pos = p.position
    require(too_many_copies([("position.stock", pos.stock)], table))
    v = turn_upcard(pos.stock, rules)
    return solution({"turned": v.turned, "frozen": v.frozen}, v.why, pile=codes(v.pile))


def near_miss(p: UpcardPuzzle, sol: Solution) -> int:
    return int(sol.answer["turned"] >= 3) + int(p.position.stock[0].is_black_three)


def fields(p: UpcardPuzzle) -> list[AnswerField]:
    return [AnswerField("turned", words("ask.upcard.turned"), "number", step=1),
            AnswerField("frozen", words("ask.upcard.frozen"), "yesno")]


def draw(p: UpcardPuzzle) -> str:
    return box(words("draw.upcard"), cards_html(p.position.stock))


def sample(rng: random.Random, rules: RuleSet, table: Table, theme: set[str],
           want: Any, level: int = 0) -> dict[str, Any]:
    deck = Deck(rng, table)
    first = rng.choice([0, 1, 1, 2, 3])
    stock = [deck.take(lambda c: c.is_wild or c.rank is Rank.THREE) for _ in range(first)]
    cards = [c for c in stock if c is not None]
    cards += deck.take_n(6 - len(cards), lambda c: True)
    return {"stock": codes(cards)}


#: The reasons that cover a card turned up (turn_upcard's).
COVERS = frozenset({"upcard.cover-wild", "upcard.cover-red-three", "upcard.cover-black-three"})


def covered(p: UpcardPuzzle, name: str, sol: Solution, given: Any) -> Why | None:
    """How many cards are turned: every card covered decides it, not the first alone (a
    walk read "the card it turns on: Joker" where the 3♥ under it was covered too)."""
    covers = [w for w in sol.reasons if w.code in COVERS]
    if name != "turned" or len(covers) < 2:
        return None
    cards = tuple(c for w in covers if isinstance(c := w.fact("card"), Card))
    return Why.of(covers[0].rule, "upcard.covered", cards=cards, n=sol.answer["turned"])


KIND = PuzzleKind(
    "upcard", UpcardPuzzle, solve, near_miss, fields, draw, sample,
    balance="frozen", field_rules={"frozen": ("pile-5", "Q1", "bicycle-frozen", "pile-7"),
                                   "turned": ("basics-2", "bicycle-upcard", "online-upcard",
                                              "pile-7")},
    decides=covered)
