"""The puzzle packs: enough of every kind, complete, and covering what other engines miss."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

from tutor.puzzles.format import parse_puzzle

PACKS = Path(__file__).resolve().parent.parent / "tutor" / "puzzles"
HAND_MADE = [p for p in sorted(PACKS.glob("*.jsonl")) if p.name != "engine-regressions.jsonl"]


def puzzles() -> list[dict[str, Any]]:
    return [json.loads(line) for p in HAND_MADE for line in p.read_text().splitlines()]


def test_the_packs_hold_enough_of_every_kind() -> None:
    kinds = Counter(p["kind"] for p in puzzles())
    wanted = {"meld": 40, "take_pile": 80, "first_meld": 30, "go_out": 30, "score_hand": 40,
              "upcard": 10, "game": 15, "strategy": 30}
    for kind, n in wanted.items():
        assert kinds[kind] >= n, (kind, kinds[kind])


def test_every_puzzle_has_answer_difficulty_rule_ids_and_hint() -> None:
    ids = set()
    for p in puzzles():
        assert p["id"] not in ids
        ids.add(p["id"])
        parsed = parse_puzzle(p)
        assert parsed.answer is not None and parsed.difficulty in range(1, 6)
        if p["kind"] == "strategy":  # a rule named beforehand would give the move away
            assert not parsed.hint and not parsed.rule_ids and parsed.theme == "strategy"
        else:
            assert parsed.hint and parsed.rule_ids


def test_both_rule_sets_and_every_table_appear() -> None:
    seen = Counter((p.get("rules", "classic"), p.get("players", 4)) for p in puzzles())
    assert seen[("bicycle", 4)] >= 10
    for players in (2, 3, 6):
        assert seen[("classic", players)] >= 3
    assert any(p.get("teams") == "2x3" for p in puzzles())


def test_a_puzzle_for_each_mistake_other_engines_make() -> None:
    sources = " ".join(p.get("source", "") for p in puzzles())
    for mistake in ("two melds together reaching the minimum", "a pile that unfreezes once taken",
                    "onto a meld with no card from hand", "natural + wild on an unfrozen pile",
                    "a black 3 under the top card", "four red 3s without a meld",
                    "a concealed 200", "four wild cards", "threes as a meld rank"):
        assert mistake in sources, mistake


def test_the_frozen_pile_is_drilled_most() -> None:
    frozen = [p for p in puzzles() if p["kind"] == "take_pile" and p["answer"]["frozen"]]
    assert len(frozen) >= 40
    answers = Counter(p["answer"]["can_take"] for p in frozen)
    assert answers[True] >= 15 and answers[False] >= 15
