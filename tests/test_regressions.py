"""The positions where the old searches disagreed, each with the answer worked from the sheets.

The take-the-pile positions are also puzzles in tutor/puzzles/engine-regressions.jsonl
(checked by ``canasta-tutor check``); here are the ones a puzzle cannot say (rule-set
options, every way to take) and the reasons and flags a user sees.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tutor.engine import (
    CLASSIC,
    Card,
    PositionError,
    Status,
    Why,
    analyse_pile,
    check_go_out,
    parse_cards,
    take_choices,
)
from tutor.explain import say
from tutor.puzzles.format import PuzzleError, parse_puzzle, solve

C = parse_cards
T4 = CLASSIC.table(4)


def test_other_melds_do_not_count_when_the_option_is_off_but_the_top_meld_may_grow() -> None:
    # Q6 / first-meld-2 off: only the top card's meld counts. K♣ K♦ K♠ K♥ 2♦ = 10+10+10+10+20
    # = 60 and K♣ K♦ K♠ 2♦ = 50 both reach 50; K♣ K♦ K♠ (30) and K♣ K♦ K♠ K♥ (40) do not.
    rules = CLASSIC.model_copy(update={"name": "q6-off", "opening_take_hand_melds_count": False})
    pile, hand = C("6D QD KC"), C("KD KS KH 6C 4D 6S 2D 5S")
    verdict = analyse_pile(pile, hand, [], 0, rules, T4)
    assert verdict.can_take
    assert sorted(w.count for w in verdict.ways if w.count is not None) == [50, 60]
    assert all(not w.other_melds for w in verdict.ways)
    assert set(take_choices(pile, hand, [], 0, rules, T4)) == {(2, 1, 0), (3, 1, 0)}


def test_every_way_to_take_is_listed() -> None:
    # Opened side, unfrozen pile of three: one king with a wild (3 ways: 2, JK, both), two
    # kings with 0-2 wilds (4), three kings with 0-2 wilds (4) = 11.
    pile, hand, melds = C("5S 9D KS"), C("KH KD KC 2C JK"), [C("9S 9H 9C")]
    ways = analyse_pile(pile, hand, melds, 0, CLASSIC, T4).ways
    assert len(ways) == 11
    assert set(take_choices(pile, hand, melds, 0, CLASSIC, T4)) == {
        (1, 1, 0), (1, 0, 1), (1, 1, 1),
        (2, 0, 0), (2, 1, 0), (2, 0, 1), (2, 1, 1),
        (3, 0, 0), (3, 1, 0), (3, 0, 1), (3, 1, 1)}


def puzzle_error(data: dict[str, Any]) -> str:
    with pytest.raises(PuzzleError) as err:
        solve(parse_puzzle(data))
    return str(err.value)


def status_of(data: dict[str, Any]) -> Status:
    """The flags the engine raises for a position (through the same checks as solve)."""
    from tutor.puzzles.kinds import KINDS

    p = parse_puzzle(data)
    try:
        KINDS[str(getattr(p, "kind", ""))].solve(p, p.ruleset, p.table)
    except PositionError as e:
        return e.status
    return Status.VALID


K3, K3B = ["KS", "KH", "KD"], ["KC", "KS", "KH"]


def test_two_melds_of_one_rank_get_the_same_flag_everywhere() -> None:
    score = {"kind": "score_hand", "position": {"teams": [
        {"melds": [K3, K3B], "hands": [[], ["5C"]]}, {"melds": [], "hands": [["4C"], ["6C"]]}],
        "went_out": None}}
    take = {"kind": "take_pile", "position": {"pile": ["9C"], "hand": ["9S", "9H"],
                                              "team_melds": [K3, K3B]}}
    assert status_of(score) & Status.TWO_MELDS_OF_A_RANK
    assert status_of(take) & Status.TWO_MELDS_OF_A_RANK


@pytest.mark.parametrize(("data", "flag", "words"), [
    ({"kind": "take_pile", "position": {"pile": ["9C"], "hand": [], "team_melds": [K3]}},
     Status.EMPTY_HAND, "at least one card"),
    ({"kind": "score_hand", "position": {"teams": [
        {"melds": [["KS", "KH", "KD", "KC", "KS", "KH", "KD"]], "hands": [["5C"], ["6C"]]},
        {"melds": [], "hands": [["4C"], ["7C"]]}], "went_out": 0}},
     Status.INCONSISTENT, "holds no card"),
    ({"kind": "score_hand", "position": {"teams": [
        {"melds": [["KS", "KH", "KD", "KC", "KS", "KH", "KD"]], "hands": [[], []]},
        {"melds": [], "hands": [[], []]}], "went_out": 0}},
     Status.INCONSISTENT, "no card"),
    ({"kind": "score_hand", "position": {"teams": [
        {"melds": [["KS", "KH", "KD", "KC", "KS", "KH", "KD"]], "hands": [[]]},
        {"melds": [], "hands": [["4C"], ["7C"]]}], "went_out": 0}},
     Status.BAD_SIDES, "every member's hand"),
    ({"kind": "score_hand", "players": 3, "position": {"teams": [
        {"melds": [["KS", "KH", "KD", "KC", "KS", "KH", "KD"]], "hands": [[], ["5C"]]},
        {"melds": [], "hands": [["4C"], ["7C"]]}], "went_out": 0}},
     Status.BAD_SIDES, "The lone player"),
    ({"kind": "go_out", "position": {"hand": ["KS", "KH", "KD", "KC", "KS", "KH", "KD", "4S",
                                              "4H", "4D"]}},
     Status.HAND_SIZE, "12 cards after drawing"),
    ({"kind": "take_pile", "position": {"pile": ["9C"], "hand": [
        "KS", "KH", "KD", "KC", "KS", "KH", "KD", "4S", "4H", "4D", "4C", "5S", "5H", "5D"]}},
     Status.HAND_SIZE, "11 cards before drawing"),
    ({"kind": "go_out", "players": 2, "position": {
        "hand": ["5S", "5H", "5D"], "team_melds": [["KS", "KH", "KD", "KC", "KS", "KH", "KD"],
                                                   ["QS", "QH", "QD", "QC", "QS", "QH", "QD"]],
        "melded_before": False}},
     Status.INCONSISTENT, "melded before"),
    ({"kind": "go_out", "position": {"hand": ["5S", "5H", "5D"],
                                     "team_melds": [["2S", "2H", "JK"]]}},
     Status.ILLEGAL_TABLE_MELD, "natural"),
])
def test_impossible_positions_are_refused_with_a_flag_and_words(
    data: dict[str, Any], flag: Status, words: str
) -> None:
    assert status_of(data) & flag
    assert words in puzzle_error(data)


def test_an_all_wild_meld_given_straight_to_the_go_out_verdict_does_not_crash() -> None:
    got = check_go_out(C("5S 5H 5D"), [C("2S 2H JK")], 0, CLASSIC, T4)
    assert not got.can_go_out


def whys(data: dict[str, Any]) -> list[str]:
    return solve(parse_puzzle(data)).why


@pytest.mark.parametrize(("data", "choice"), [
    # Q5: an unopened side going out still needs its minimum (4 fours and a 2: 40 < 50).
    ({"kind": "go_out", "position": {"hand": ["4S", "4H", "4D", "4C", "4S", "4H", "4D", "2C",
                                              "5S", "5H", "5D", "9C"], "team_score": 1500}},
     "Q5"),
    # Q7: a frozen pile taken with more than the natural pair.
    ({"kind": "take_pile", "position": {"pile": ["2C", "KS"], "hand": ["KH", "KD", "KC", "5S"],
                                        "team_melds": [["9S", "9H", "9D"]]}}, "Q7"),
    # Q14: a one-card hand taking a one-card pile.
    ({"kind": "take_pile", "position": {"pile": ["KS"], "hand": ["KH"], "team_melds": [
        ["KD", "KC", "KD", "KC", "KH"], ["9S", "9H", "9D"]]}}, "Q14"),
    # Q17: 9 9 9 holds three wild cards and the canasta is full, so the fourth wild card
    # can only be the last discard.
    ({"kind": "go_out", "position": {"hand": ["9S", "9H", "9D", "2C", "2D", "2H", "JK"],
                                     "team_melds": [["KS", "KH", "KD", "KC", "2S", "2S", "JK"]],
                                     "melded_before": True}}, "Q17"),
])
def test_a_verdict_resting_on_a_house_choice_says_so(data: dict[str, Any], choice: str) -> None:
    assert any(f"house rule {choice}" in w for w in whys(data)), whys(data)


def test_the_concealed_reason_is_true_when_the_cards_must_join_the_sides_meld() -> None:
    # Six players (three decks): seven queens in hand must join the side's meld of queens,
    # which is not the player's own, so no canasta of the player's own is made.
    data = {"kind": "go_out", "players": 6, "teams": "3x2", "position": {
        "hand": ["QC", "QC", "QC", "QS", "QS", "QH", "QH", "5S", "5H", "5D", "9C"],
        "team_melds": [["QS", "QH", "QD"], ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]]}}
    got = solve(parse_puzzle(data))
    assert got.answer == {"can_go_out": True, "concealed": False}
    concealed = next(w for w in got.why if w.startswith("scoring-1"))
    assert "join the side's meld of queens" in concealed and "cannot make one" not in concealed


def test_a_plan_never_spoils_a_natural_canasta_when_a_discard_saves_it() -> None:
    # 9 9 9 takes three wild cards; the fourth must be discarded or go onto the natural
    # canasta of kings (turning 500 into 300): the plan keeps the canasta natural.
    canasta = C("KS KH KD KC KS KH KD")
    got = check_go_out(C("9S 9H 9D 2C 2D 2H JK"), [canasta], 0, CLASSIC, T4, True)
    assert got.can_go_out and got.plan is not None
    assert all(not any(c.is_wild for c in added) for base, added in got.plan.additions
               if tuple(base) == tuple(canasta))
    assert got.plan.discard is not None and got.plan.discard.is_wild


def test_reasons_are_values_with_a_rule_id() -> None:
    verdict = analyse_pile(C("KH"), C("KS KD QC"), [C("QH QS QD QC QH QS")], 0, CLASSIC, T4)
    assert all(isinstance(w, Why) and w.rule for w in verdict.why)
    assert json.dumps([w._asdict() for w in verdict.why], default=repr)


def test_a_refusal_carries_its_deciding_facts_as_data() -> None:
    # K K with the top K count 30; the rest of the hand cannot add 20 and keep a card.
    hand = C("KS KD 4C 5D 6H 7S 8C 9D 10H JC QS")
    verdict = analyse_pile(C("5C KH"), hand, [], 0, CLASSIC, T4)
    assert not verdict.can_take
    why = verdict.why[0]
    assert why.rule == "first-meld-7"
    assert why.fact("minimum") == 50 and isinstance(why.fact("count"), int)
    assert why.fact("count") < 50
    out = check_go_out(C("5S 5H 9C 8D"), [C("KS KH KD KC KS KH KD")], 0, CLASSIC, T4, True)
    loose = out.why[0].fact("cards")
    assert isinstance(loose, tuple) and set(loose) == {Card("8D"), Card("9C")}


def test_black_threes_melded_while_opening_by_the_pile_must_still_let_the_turn_end() -> None:
    # Found by a six-player playout: a player took the pile to open (9♠ on top, 9♦ 9♠ from
    # hand: 30 of the 50 needed), then laid down three black 3s. Black 3s are melded only when
    # going out (scoring-9); this hand cannot go out, so the
    # meld must be refused, or the turn is stuck with no legal move.
    from tutor.engine import Game, Meld, State, TakePile

    game = Game.named("classic", 4)
    hand = C("9D 9S 3S 3C 3C AD JK 4D 4H JH 8C")
    st = State.position(game, hand, [], C("7C 5H 9S"), stock=30)
    st.apply(TakePile(C("9D 9S")))
    assert st.phase == "open_pile" and st.turn_count == 30
    blacks = Meld(C("3S 3C 3C"))
    assert blacks not in st.legal_actions()
    why = st.why_illegal(blacks)
    assert why is not None and why.rule == "scoring-9" and "going out" in say(why)
    while not st.is_terminal() and st.current == 0:  # every way on still ends the turn
        legal = st.legal_actions()
        assert legal
        st.apply(legal[-1])


def test_partners_no_decides_before_the_cards_and_needs_a_partner() -> None:
    """scoring-8: after "no" the player may not go out, and the reason is the answer, not
    a card (the cards here would go out); a lone player has nobody to ask."""
    canasta = ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]
    data = {"kind": "go_out", "position": {"hand": ["8H", "8D", "8C", "JS"],
                                           "team_melds": [canasta]}}
    assert solve(parse_puzzle(data)).answer["can_go_out"] is True
    data["position"]["partner_said"] = False
    got = solve(parse_puzzle(data))
    assert got.answer["can_go_out"] is False
    assert got.reasons[0].rule == "scoring-8" and "Partner said no" in say(got.reasons[0])
    data["position"]["partner_said"] = True
    assert solve(parse_puzzle(data)).answer["can_go_out"] is True
    with pytest.raises(PuzzleError) as err:
        solve(parse_puzzle({**data, "players": 2}))
    assert "partner" in str(err.value).lower() or any(
        "partner" in say(w) for _, _, w in err.value.fields)


def test_black_threes_left_over_are_said_plainly() -> None:
    """The walk read "3♣ cannot all go once the 3♠ is discarded": a lone black 3 is left
    alone; two are too few for a meld of their own."""
    two = check_go_out(C("3C 3S"), [C("KS KH KD KC KS KH KD")], 0, CLASSIC, T4)
    assert not two.can_go_out
    assert say(two.why[0]).endswith("; your 3♣ 3♠ cannot make such a meld.")
    one = Why.of("scoring-9", "go-out.black-threes-loose-after-discard", cards=(C("3C")[0],),
                 discard=C("3S")[0])
    assert say(one).endswith("; with the 3♠ discarded, your 3♣ is left alone and cannot be "
                             "melded.")
    assert "no se puede bajar" in say(one, "es")


def test_a_scoring_check_links_the_rows_its_lines_rest_on_not_the_row_totals_are_kept_under(
) -> None:
    # Lesson 6's red 3 check (four red 3s laid out by a side with no meld: −800) linked only
    # to "Melded cards count …", the row a side's total is filed under, and never to red 3s.
    from tutor.course.learn import lesson_by_id, rule_tested
    from tutor.views.viewmodel import grade_check, learn_more

    lesson = lesson_by_id("scoring")
    assert lesson is not None
    step = lesson.step("red-threes")
    check = step.checks[0]
    for given in (check.engine_answer(), [670, -800]):  # right, and a first wrong try
        g = grade_check(check, given, rule_tested(step, check))
        links = [(rid, step_id) for rid, _, _, step_id in learn_more(g.why)]
        assert ("scoring-3", "red-threes") in links, links
        assert ("scoring-1", "going-out") in links, links  # the first side went out
