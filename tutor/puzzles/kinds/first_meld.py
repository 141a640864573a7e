"""Does this opening reach the minimum? The side's minimum, what the melds count, and
whether they open it."""

from __future__ import annotations

import random
from typing import Any, Literal

from pydantic import Field

from tutor.engine import MELD_RANKS, RuleSet, Table, Why, check_first_meld, require, too_many_copies
from tutor.explain import words
from tutor.puzzles.base import (
    AnswerField,
    CardField,
    Melds,
    Model,
    PuzzleBase,
    Solution,
    box,
    codes,
    score_line,
    solution,
)
from tutor.puzzles.deal import Deck, make_meld, some_score
from tutor.puzzles.kind import PuzzleKind
from tutor.puzzles.sums import card_sum
from tutor.render.cards import melds_html


class FirstMeldPosition(Model):
    team_score: int = 0
    melds: Melds = Field(description="The melds laid this turn to open the side.")
    pile_top: CardField | None = Field(
        None, description="When the pile is being taken: its top card, which is in one meld.")
    going_out: bool = Field(False, description="(extension) The opening also goes out.")


class FirstMeldAnswer(Model):
    minimum: int | None = None
    count: int | None = None
    meets: bool | None = None


class FirstMeldPuzzle(PuzzleBase):
    kind: Literal["first_meld"]
    position: FirstMeldPosition
    answer: FirstMeldAnswer | None = None


def solve(p: FirstMeldPuzzle, rules: RuleSet, table: Table) -> Solution:
    pos = p.position
    require(too_many_copies([(f"position.melds[{i}]", m) for i, m in enumerate(pos.melds)],
                            table))
    v = check_first_meld(pos.melds, pos.team_score, rules, table, pos.pile_top, pos.going_out)
    return solution({"minimum": v.minimum, "count": v.count, "meets": v.meets}, v.why)


def near_miss(p: FirstMeldPuzzle, sol: Solution) -> int:
    a = sol.answer
    gap = abs(a["count"] - a["minimum"])
    return (2 if gap <= 10 else 1 if gap <= 30 else 0) + int(p.position.pile_top is not None)


def fields(p: FirstMeldPuzzle) -> list[AnswerField]:
    mins = p.ruleset.minimums()
    return [AnswerField("minimum", words("ask.first_meld.minimum"), "choice", mins,
                        tuple(words("number", n=m) for m in mins)),
            AnswerField("count", words("ask.first_meld.count"), "number"),
            AnswerField("meets", words("ask.first_meld.meets"), "yesno")]


def draw(p: FirstMeldPuzzle) -> str:
    first = p.position
    caption = (words("draw.first-meld.top", card=first.pile_top) if first.pile_top
               else words("draw.first-meld.out") if first.going_out  # (a walk saw black 3s
               else words("draw.first-meld"))  # counted with no word of going out)
    return (box(caption, melds_html(first.melds))
            + score_line(first.team_score, False))


def sample(rng: random.Random, rules: RuleSet, table: Table, theme: set[str],
           want: Any, level: int = 0) -> dict[str, Any]:
    deck = Deck(rng, table)
    melds = []
    ranks = list(MELD_RANKS)
    rng.shuffle(ranks)
    for rank in ranks[: rng.choice([1, 1, 2, 2, 2, 3])]:
        size = rng.choice([3, 3, 3, 4, 4, 5])
        wilds = rng.choice([0, 0, 1, 1, 2]) if rng.random() < 0.95 else 3
        melds.append(make_meld(deck, rng, rank, size, min(wilds, size - 1)))
    pos: dict[str, Any] = {"team_score": some_score(rng, table, near=True),
                           "melds": [codes(m) for m in melds]}
    if rng.random() < (0.6 if "first-meld-7" in theme else 0.2):
        m = melds[0]
        top = next((c for c in m if c.is_natural), None)
        if top is not None:
            pos["pile_top"] = str(top)
    return pos


def arithmetic(p: FirstMeldPuzzle, name: str, sol: Solution, given: Any) -> Why | None:
    """A count's sum; a minimum's band alone ("30 is short of the 50 needed" answered a
    question about the minimum with the melds' count, which it did not ask)."""
    if name == "minimum":
        band = next((w.fact("band") for w in sol.reasons if w.rule in BANDS), None)
        return band if isinstance(band, Why) else None
    if name != "count":
        return None
    return card_sum([c for m in p.position.melds for c in m], p)


#: The rows that set a first meld's minimum.
BANDS = ("first-meld-3", "first-meld-4", "first-meld-5", "first-meld-6", "variants-9")

KIND = PuzzleKind(
    "first_meld", FirstMeldPuzzle, solve, near_miss,
    fields, draw, sample, balance="meets", field_rules={"minimum": BANDS},
    decides=arithmetic)
