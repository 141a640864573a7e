"""After the hand: is the game over, who won, each side's next minimum."""

from __future__ import annotations

import random
from html import escape
from typing import Any, Literal

from pydantic import Field

from tutor.engine import Problem, RuleSet, Status, Table, Why, check_game, require
from tutor.explain import words
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
    names = tuple(words("ask.game.side", n=t) for t in totals)
    return [AnswerField("over", words("ask.game.over"), "yesno"),
            AnswerField("winner", words("ask.game.winner"), "choice", (None, *range(n)),
                        (words("ask.game.winner.none"), *names)),
            AnswerField("minimums", words("ask.game.minimums"), "numbers", tuple(range(n)),
                        names, optional=True)]


def draw(p: GamePuzzle) -> str:
    names = side_names(len(p.position.totals))
    rows = "".join(f"<tr><td>{escape(names[i])}</td><td>{words('number', n=t)}</td></tr>"
                   for i, t in enumerate(p.position.totals))
    return (f'<table class="ct-totals"><tr><th>{escape(words("draw.game.side"))}</th>'
            f'<th>{escape(words("draw.game.total"))}</th></tr>{rows}</table>')


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
