"""Engine invariants, checked by hypothesis on random positions."""

from __future__ import annotations

import io
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.cli import main
from tutor.engine import (
    ALL_CARDS,
    CLASSIC,
    RULE_IDS,
    RULESETS,
    Card,
    Rank,
    SideHand,
    check_meld,
    count,
    score_hand,
)
from tutor.puzzles.format import PuzzleError, Solution, parse_puzzle, solve

NATURALS = [c for c in ALL_CARDS if c.is_natural]
WILDS = [c for c in ALL_CARDS if c.is_wild]
cards = st.lists(st.sampled_from(ALL_CARDS), max_size=14)
card_strs = cards.map(lambda cs: [str(c) for c in cs])
melds = st.lists(card_strs, max_size=4)


@st.composite
def legal_melds(draw: st.DrawFn) -> list[Card]:
    rank = draw(st.sampled_from([Rank(n) for n in range(4, 15)]))
    of_rank = [c for c in NATURALS if c.rank is rank]
    naturals = draw(st.lists(st.sampled_from(of_rank), min_size=2, max_size=8))
    wilds = draw(st.lists(st.sampled_from(WILDS), max_size=3))
    if len(naturals) + len(wilds) < 3:
        wilds.append(WILDS[0])
    return naturals + wilds


@given(legal_melds(), st.data())
def test_a_legal_meld_stays_legal_when_a_natural_of_its_rank_is_added(
    meld: list[Card], data: st.DataObject
) -> None:
    assert check_meld(meld, CLASSIC).legal
    rank = next(c.rank for c in meld if c.is_natural)
    extra = data.draw(st.sampled_from([c for c in NATURALS if c.rank is rank]))
    bigger = check_meld([*meld, extra], CLASSIC)
    assert bigger.legal
    assert bigger.points == check_meld(meld, CLASSIC).points + count([extra], CLASSIC)


@given(st.lists(legal_melds(), max_size=4), st.integers(0, 4), st.lists(cards, max_size=2),
       st.lists(legal_melds(), max_size=3), st.integers(0, 4), st.lists(cards, max_size=2),
       st.sampled_from([0, 1, None]), st.booleans(), st.sampled_from(sorted(RULESETS)))
def test_the_breakdown_of_a_score_sums_to_the_score(
    m0: list[list[Card]], r0: int, h0: list[list[Card]], m1: list[list[Card]], r1: int,
    h1: list[list[Card]], went_out: int | None, concealed: bool, rules: str,
) -> None:
    rs = RULESETS[rules]
    sides = [SideHand(tuple(map(tuple, m0)), r0, tuple(map(tuple, h0))),
             SideHand(tuple(map(tuple, m1)), r1, tuple(map(tuple, h1)))]
    got = score_hand(sides, went_out, concealed and went_out is not None, rs, rs.table(4))
    for s, total in zip(got.sides, got.scores, strict=True):
        assert sum(line.points for line in s.lines) == total
        assert all(line.rule for line in s.lines)


@st.composite
def puzzles(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(st.sampled_from(["meld", "take_pile", "first_meld", "go_out", "score_hand",
                                 "upcard", "game"]))
    players = draw(st.sampled_from([2, 3, 4, 6]))
    p: dict[str, Any] = {"id": "h", "kind": kind, "players": players,
                         "rules": draw(st.sampled_from(sorted(RULESETS)))}
    if players == 6:
        p["teams"] = draw(st.sampled_from(["3x2", "2x3"]))
    score = draw(st.integers(-3000, 12000))
    if kind == "meld":
        p["position"] = {"cards": draw(card_strs), "going_out": draw(st.booleans())}
    elif kind == "take_pile":
        p["position"] = {"pile": draw(card_strs), "hand": draw(card_strs),
                         "team_melds": draw(melds), "team_score": score}
    elif kind == "first_meld":
        ms = draw(melds)
        top = draw(st.one_of(st.none(), st.sampled_from([c for m in ms for c in m] or ["KS"])))
        p["position"] = {"melds": ms, "team_score": score, "pile_top": top}
    elif kind == "go_out":
        p["position"] = {"hand": draw(card_strs), "team_melds": draw(melds), "team_score": score,
                         "melded_before": draw(st.one_of(st.none(), st.booleans()))}
    elif kind == "score_hand":
        n = draw(st.integers(1, 4))
        teams = [{"melds": draw(melds), "red_threes": draw(st.integers(0, 7)),
                  "hands": draw(st.lists(card_strs, max_size=3))} for _ in range(n)]
        p["position"] = {"teams": teams, "went_out": draw(st.one_of(st.none(),
                                                                     st.integers(0, n))),
                         "concealed": draw(st.booleans())}
    elif kind == "upcard":
        p["position"] = {"stock": draw(card_strs)}
    else:
        p["position"] = {"totals": draw(st.lists(st.integers(-5000, 15000), min_size=1,
                                                 max_size=4))}
    return p


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(puzzles())
def test_no_verdict_raises_on_any_position_the_models_accept(puzzle: dict[str, Any]) -> None:
    parsed = parse_puzzle(puzzle)  # every generated puzzle is well-formed
    try:
        got = solve(parsed)
    except PuzzleError as e:  # an impossible position: a clear message naming the field
        assert "position" in str(e) or "teams" in str(e)
        return
    assert isinstance(got, Solution) and got.why
    for line in got.why:  # every reason starts with the one known rule it rests on
        assert line.split(":", 1)[0] in RULE_IDS, line
    json.dumps(got.answer)


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=300))
def test_solve_never_prints_a_traceback_on_random_bytes(data: bytes) -> None:
    rc, out, err = run_cli_on(data)
    assert rc in (0, 1)
    assert "Traceback" not in out + err
    for line in out.splitlines():
        assert set(json.loads(line)) in ({"id", "answer", "why"}, {"id", "error"})


@settings(max_examples=100, deadline=None)
@given(st.lists(st.one_of(puzzles(), st.dictionaries(st.text(max_size=5),
                                                       st.text(max_size=5), max_size=3)),
                max_size=5))
def test_solve_answers_every_puzzle_of_a_list_in_order(items: list[Any]) -> None:
    rc, out, _ = run_cli_on(json.dumps(items).encode())
    lines = [json.loads(x) for x in out.splitlines()]
    assert len(lines) == len(items)
    assert rc == (1 if any("error" in x for x in lines) else 0)


def run_cli_on(data: bytes) -> tuple[int, str, str]:
    import contextlib
    import sys
    import tempfile

    with tempfile.NamedTemporaryFile(suffix=".jsonl") as fh:
        fh.write(data)
        fh.flush()
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            old = sys.stdout
            try:
                rc = main(["solve", fh.name])
            finally:
                sys.stdout = old
    return rc, out.getvalue(), err.getvalue()
