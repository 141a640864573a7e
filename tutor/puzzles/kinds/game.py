"""After the hand: is the game over, who won, each side's next minimum."""

from __future__ import annotations

import random
from typing import Any, Literal

from pydantic import Field

from tutor.engine import Problem, RuleSet, Status, Table, Why, check_game, require
from tutor.puzzles.base import AnswerField, Model, PuzzleBase, Solution, side_names, solution
from tutor.puzzles.kind import PuzzleKind
from tutor.puzzles.kinds.first_meld import BANDS


class GamePosition(Model):
    totals: list[int] = Field(description="Each side's running total after the hand.")


class GameAnswer(Model):
    over: bool | None = None
    winner: int | None = None
    minimums: list[int | None] | None = None


class GamePuzzle(PuzzleBase):
    kind: Literal["game"]
    position: GamePosition
    answer: GameAnswer | None = None


def solve(p: GamePuzzle, rules: RuleSet, table: Table) -> Solution:
    pos = p.position
    sides = table.sides
    if len(pos.totals) != sides:
        require([Problem(Status.BAD_SIDES, "position.totals", (), Why.of(
            table.member_rule, "problem.totals-count", players=table.players, want=sides,
            n=len(pos.totals)))])
    v = check_game(pos.totals, rules, table)
    return solution({"over": v.over, "winner": v.winner, "minimums": list(v.minimums)}, v.why)


def near_miss(p: GamePuzzle, sol: Solution) -> int:
    totals = p.position.totals
    over = sum(1 for t in totals if t >= p.table.target)
    return int(over > 1 or len(set(totals)) < len(totals)) + int(
        len(totals) > 2 or p.table.top_band is not None)


def fields(p: GamePuzzle) -> list[AnswerField]:
    totals = p.position.totals
    n = len(totals)
    names = tuple(f"the side with {t:,}" for t in totals)
    return [AnswerField("over", "Is the game over?", "yesno"),
            AnswerField("winner", "Who won?", "choice", (None, *range(n)),
                        ("nobody (yet)", *names)),
            AnswerField("minimums", "Each side's minimum for its next first meld (any "
                        "number if the game is over)", "numbers", tuple(range(n)),
                        names, optional=True)]


def draw(p: GamePuzzle) -> str:
    names = side_names(len(p.position.totals))
    rows = "".join(f"<tr><td>{names[i]}</td><td>{t:,}</td></tr>"
                   for i, t in enumerate(p.position.totals))
    return (f'<table class="ct-totals"><tr><th>side</th><th>total after the hand</th></tr>'
            f"{rows}</table>")


def sample(rng: random.Random, rules: RuleSet, table: Table, theme: set[str],
           want: Any, level: int = 0) -> dict[str, Any]:
    target = table.target
    totals = []
    for _ in range(table.sides):
        if rng.random() < 0.35:
            totals.append(target + rng.randrange(-400, 900, 5))
        else:
            totals.append(rng.randrange(-800, target, 5))
    if rng.random() < 0.05:
        totals[-1] = totals[0]
    return {"totals": totals}


KIND = PuzzleKind(
    "game", GamePuzzle, solve, near_miss, fields, draw, sample,
    balance="over", field_rules={"minimums": BANDS})
