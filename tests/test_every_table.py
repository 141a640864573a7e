"""`solve` answers every kind, for both rule sets and every player count."""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import answer, why
from tutor.engine import RULESETS

TABLES = [(2, None), (3, None), (4, None), (6, "3x2"), (6, "2x3")]
SIDES = {(2, None): 2, (3, None): 3, (4, None): 2, (6, "3x2"): 3, (6, "2x3"): 2}
MEMBERS = {(2, None): 1, (3, None): 1, (4, None): 2, (6, "3x2"): 2, (6, "2x3"): 3}
CANASTAS = {(2, None): 2, (3, None): 1, (4, None): 1, (6, "3x2"): 2, (6, "2x3"): 2}

K7 = ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]
Q7 = ["QS", "QH", "QD", "QC", "QS", "QH", "2C"]


def position(kind: str, table: tuple[int, str | None]) -> dict[str, Any]:
    sides, members = SIDES[table], MEMBERS[table]
    if kind == "meld":
        return {"cards": ["QH", "QD", "2C"]}
    if kind == "take_pile":
        return {"pile": ["5S", "2C", "9D", "KS"], "hand": ["KC", "KD", "4S", "6C"],
                "team_melds": [["7S", "7D", "7C"]]}
    if kind == "first_meld":
        return {"team_score": 0, "melds": [["KS", "KH", "KD"], ["QH", "QD", "2C"]]}
    if kind == "go_out":
        return {"hand": ["5S", "5H", "5D", "9C"], "team_melds": [K7, Q7]}
    if kind == "score_hand":
        winner = {"melds": [K7, Q7][: CANASTAS[table]], "red_threes": 1,
                  "hands": [[] for _ in range(members)]}
        left = iter(["4C", "5D", "6H", "7S", "8C", "9H", "10D"])
        others = [{"melds": [["9S", "9H", "9D"]], "red_threes": 0,
                   "hands": [[next(left)] for _ in range(members)]} for _ in range(sides - 1)]
        return {"teams": [winner, *others], "went_out": 0, "concealed": False}
    if kind == "upcard":
        return {"stock": ["2C", "3H", "5D"]}
    return {"totals": [1000 * (i + 1) for i in range(sides)]}


KINDS = ["meld", "take_pile", "first_meld", "go_out", "score_hand", "upcard", "game"]


@pytest.mark.parametrize("rules", sorted(RULESETS))
@pytest.mark.parametrize("table", TABLES, ids=lambda t: f"{t[0]}p{t[1] or ''}")
@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_rule_set_and_player_count(kind: str, table: tuple[int, str | None],
                                              rules: str) -> None:
    puzzle: dict[str, Any] = {"id": "x", "kind": kind, "rules": rules, "players": table[0],
                              "position": position(kind, table)}
    if table[1]:
        puzzle["teams"] = table[1]
    got = answer(puzzle)
    assert got and why(puzzle)
    if kind == "go_out":
        assert got["can_go_out"] is True  # enough canastas for every table
    if kind == "score_hand":
        assert len(got["scores"]) == SIDES[table]
    if kind == "game":
        assert len(got["minimums"]) == SIDES[table]
