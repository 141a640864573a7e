"""The generator: realistic, verified, balanced, reproducible, distinct; and grading."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from tests.conftest import C
from tutor.cli import main
from tutor.engine import RULESETS
from tutor.puzzles.format import compare, parse_puzzle, solve
from tutor.puzzles.generate import BALANCE, DEALT, THEMES, generate
from tutor.puzzles.grading import difficulty, grade
from tutor.puzzles.kinds import KINDS as KINDS_BY_NAME

TABLES = [(2, None), (3, None), (4, None), (6, "3x2"), (6, "2x3")]


@pytest.mark.parametrize("rules", sorted(RULESETS))
@pytest.mark.parametrize("table", TABLES, ids=lambda t: f"{t[0]}p{t[1] or ''}")
@pytest.mark.parametrize("kind", DEALT)
def test_generated_puzzles_pass_check_for_every_kind_rule_set_and_table(
    kind: str, table: tuple[int, str | None], rules: str
) -> None:
    puzzles = list(generate(kind, 12, seed=5, rules=rules, players=table[0], teams=table[1]))
    assert len(puzzles) == 12
    for p in puzzles:
        parsed = parse_puzzle(p)
        sol = solve(parsed)
        assert compare(parsed.answer, sol.answer) == {}
        assert p["difficulty"] == difficulty(parsed, sol)
        assert 1 <= p["difficulty"] <= 5 and p["rule_ids"] and p["hint"]
        assert parsed.players == table[0]


@pytest.mark.parametrize("kind", DEALT)
def test_reproducible_distinct_and_balanced(kind: str) -> None:
    a = list(generate(kind, 40, seed=9))
    b = list(generate(kind, 40, seed=9))
    c = list(generate(kind, 40, seed=10))
    assert a == b and a != c
    positions = [json.dumps(p["position"], sort_keys=True) for p in a]
    assert len(set(positions)) == len(positions)
    field = BALANCE[kind]
    if field:
        assert Counter(p["answer"][field] for p in a) == {True: 20, False: 20}


def test_positions_are_realistic() -> None:
    for p in generate("take_pile", 60, seed=4):
        pos = p["position"]
        if not pos["team_melds"]:
            assert len(pos["hand"]) == 11  # a side that has not opened holds the deal
        else:
            assert 3 <= len(pos["hand"]) <= 11
        assert not any(card in ("3H", "3D") for card in pos["hand"])


@pytest.mark.parametrize("level", [2, 3, 4])
def test_a_requested_difficulty_is_met(level: int) -> None:
    assert {p["difficulty"] for p in generate("take_pile", 15, seed=1,
                                              difficulty_wanted=level)} == {level}


def test_a_theme_is_met() -> None:
    for p in generate("take_pile", 30, seed=2, theme="frozen"):
        assert set(p["rule_ids"]) & THEMES["frozen"]
    for p in generate("take_pile", 10, seed=2, theme="pile-7"):
        assert "pile-7" in p["rule_ids"]


def test_the_generate_command_writes_json_lines(tmp_path: Any, capsys: Any) -> None:
    out = tmp_path / "gen.jsonl"
    assert main(["generate", "--kind", "take_pile", "--count", "5", "--seed", "7",
                 "--rules", "bicycle", "--players", "2", "--theme", "frozen",
                 "-o", str(out)]) == 0
    assert main(["check", str(out)]) == 0
    assert "5 checked, 5 agree" in capsys.readouterr().out


def test_an_unknown_theme_is_one_clear_line(capsys: Any) -> None:
    assert main(["generate", "--kind", "meld", "--theme", "nonsense"]) == 2
    assert "theme 'nonsense'" in capsys.readouterr().err


# --- grading against every right answer ---------------------------------------------------


def take(hand: str, pile: str, melds: list[str], score: int = 0) -> Any:
    return parse_puzzle({"kind": "take_pile", "position": {
        "pile": pile.split(), "hand": hand.split(), "team_melds": [m.split() for m in melds],
        "team_score": score}})


def test_every_way_to_take_the_pile_counts() -> None:
    p = take("KH KD 2C 4S 9H", "5S 9D KS", ["KC KD KH", "7S 7D 7C"])
    for way in (["KH", "KD"], ["KH", "2C"], [], ["KD", "2C"], ["KH", "KD", "2C"]):
        assert grade(p, {"can_take": True, "with": way}).right, way
    wrong = grade(p, {"can_take": True, "with": ["4S", "9H"]})
    assert not wrong.right and wrong.wrong == ["with"]
    assert [] in wrong.accepted["with"] and ["KH", "KD"] in wrong.accepted["with"]


def test_a_frozen_pile_accepts_only_a_natural_pair() -> None:
    p = take("KH KD 2C 4S 9H", "5S 2S KS", ["KC KD KH", "7S 7D 7C"])
    assert grade(p, {"with": ["KH", "KD"]}).right
    assert grade(p, {"with": ["KH", "KD", "2C"]}).right  # Q7: a wild may join the pair
    assert not grade(p, {"with": ["KH", "2C"]}).right
    assert not grade(p, {"with": []}).right
    assert not grade(p, {"with": ["KH", "KH"]}).right  # not in the hand twice


def test_every_discard_that_goes_out_counts() -> None:
    p = parse_puzzle({"kind": "go_out", "position": {
        "hand": ["KS", "KH", "KD", "KC", "4H", "4D", "4C"],
        "team_melds": [["QS", "QH", "QD", "QC", "QS", "QH", "2C"]]}})
    assert grade(p, {"can_go_out": True, "discard": None}).right  # meld all seven
    assert grade(p, {"can_go_out": True, "discard": "KS"}).right  # K K K still melds
    bad = grade(p, {"can_go_out": True, "discard": "4H"})  # 4 4 would need a wild
    assert not bad.right
    assert set(bad.accepted["discard"]) == {None, "KS", "KH", "KD", "KC"}


def test_a_wrong_yes_no_names_the_field_and_gives_the_reason() -> None:
    p = take("KH 2D 4S 6C", "5S 2C 9D KS", ["7S 7D 7C"])
    g = grade(p, {"can_take": True, "frozen": True})
    assert not g.right and g.wrong == ["can_take"]
    assert any(w.rule == "pile-6" for w in g.why)
    assert g.expected == {"can_take": False, "frozen": True}
    assert C("KH")  # the cards in the position parse


def test_puzzles_from_real_play_are_valid_balanced_and_checked() -> None:
    import json
    import subprocess
    import sys

    from tutor.puzzles.generate import FROM_PLAY, generate

    for kind, field in (("take_pile", "can_take"), ("go_out", "can_go_out")):
        got = list(generate(kind, 6, seed=4, theme=FROM_PLAY))
        assert [p["answer"][field] for p in got] == [True, False] * 3
        assert all(p["theme"] == FROM_PLAY for p in got)
        lines = "\n".join(json.dumps(p) for p in got)
        out = subprocess.run([sys.executable, "-m", "tutor", "check", "-"], input=lines,
                             capture_output=True, text=True)
        assert out.returncode == 0, out.stdout


def test_a_practice_link_to_a_puzzle_from_play_opens_it() -> None:
    from tutor.views.viewmodel import from_link

    p = from_link({"kind": "take_pile", "seed": "5", "theme": "from_play"})
    assert p.kind == "take_pile" and p.source == "a game between computer players"


def test_a_strategy_puzzle_is_found_in_play_with_a_clear_answer() -> None:
    """Strategy puzzles are not dealt: the generator plays games between strong players
    until a decision is clear (at most half the moves good, the rest surely worse)."""
    (p,) = generate("strategy", 1, seed=1)  # (a seed that finds one in a few games)
    parsed = parse_puzzle(p)
    sol = solve(parsed)
    assert compare(parsed.answer, sol.answer) == {}
    assert "hint" not in p and "rule_ids" not in p  # a rule named would give it away
    assert 1 <= len(sol.answer["good"]) <= len(KINDS_BY_NAME["strategy"].fields(parsed)[0]
                                                  .options) // 2


@pytest.mark.parametrize("kind", [k for k in DEALT if BALANCE[k] is not None])
def test_puzzles_made_on_the_page_answer_no_as_often_as_yes(kind: str) -> None:
    """Where the packs have none left for a table (here a house rule's), Practise makes
    them: those answered yes every time (each was the first of its seed, and the first of
    a batch is a yes), so "yes" was always right there."""
    from tutor.views.viewmodel import Settings, next_puzzle

    table = Settings(rules="classic,take_with_natural_and_wild=false")
    answers = Counter(
        getattr(next_puzzle(table, kind, None, None, [], seed).answer, str(BALANCE[kind]))
        for seed in range(24))
    assert answers[True] >= 6 and answers[False] >= 6, answers


def test_a_link_made_before_the_mix_opens_the_same_puzzle() -> None:
    """A generated puzzle's link (and a review due on it) from before the answers were
    mixed still opens the position it named."""
    from tutor.views.viewmodel import GenRef, from_link

    old = GenRef("take_pile", 7)
    assert old.puzzle().position == parse_puzzle(next(generate("take_pile", 1, 7))).position
    mixed = GenRef("take_pile", 7, mix=True)
    assert from_link({"puzzle": mixed.id}).position == mixed.puzzle().position
    assert from_link(old.params()).position == old.puzzle().position


def test_the_natural_and_wild_theme_follows_a_table_where_that_does_not_take_the_pile() -> None:
    """At a table where one natural and a wild card do not take an open pile, the theme
    deals positions that turn on it: held a natural and a wild card, the answer is no,
    under that table's rule."""
    from tutor.views.viewmodel import Settings, next_puzzle

    table = Settings(rules="classic,take_with_natural_and_wild=false")
    refused = []
    for seed in range(24):
        p = next_puzzle(table, "take_pile", "natural_wild", None, [], seed)
        assert "online-pile" in p.rule_ids, p.id  # yes or no, the table's rule decides
        if p.answer.can_take is False:  # type: ignore[attr-defined]
            refused.append(p)
    with_wild = [p for p in refused if any(c.is_wild for c in p.position.hand)  # type: ignore[attr-defined]
                 and any(c.rank is p.position.pile[-1].rank for c in p.position.hand)]  # type: ignore[attr-defined]
    assert len(with_wild) >= 3, [p.id for p in refused]
