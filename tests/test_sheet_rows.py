"""One test (at least) per row of the five Classic sheets, named by the row id.

Expected values come from the rule texts (../shared/rules/sources/000_…), never
from running the engine.
"""

from __future__ import annotations

import pytest

from tests.conftest import T4, C, answer, why
from tutor.engine import (
    BICYCLE,
    CLASSIC,
    SHEET_ROWS,
    PositionError,
    SideHand,
    Status,
    analyse_pile,
    card_value,
    check_first_meld,
    check_game,
    check_go_out,
    check_meld,
    score_hand,
    turn_upcard,
)
from tutor.explain import rule_line, say

CANASTA_Q = C("QS QH QD QC QS QH 2C")
SEVENS = C("7S 7D 7C")


def rules_named(whys: list[str]) -> set[str]:
    return {w.split(":", 1)[0] for w in whys}


# --- the standard sheet ----------------------------------------------------------------


def test_basics_1_two_decks_and_four_jokers_108_cards() -> None:
    table = CLASSIC.table(4)
    assert table.players == 4 and table.sides == 2 and table.members == 2
    assert table.copies * 52 + table.jokers == 108
    # A third king of spades is impossible with two decks; a fifth joker too.
    with pytest.raises(ValueError, match="king of spades"):
        solve_meld(["KS", "KS", "KS"])
    with pytest.raises(ValueError, match="joker"):
        solve_meld(["AS", "AH", "JK", "JK", "JK"], extra_meld=["KS", "KH", "JK", "JK"])


def solve_meld(cards: list[str], extra_meld: list[str] | None = None) -> dict[str, object]:
    from tutor.puzzles.format import PuzzleError, parse_puzzle, solve

    if extra_meld is None:
        puzzle = {"kind": "meld", "position": {"cards": cards}}
    else:
        puzzle = {"kind": "first_meld", "position": {"melds": [cards, extra_meld]}}
    try:
        return solve(parse_puzzle(puzzle)).answer
    except PuzzleError as e:
        raise ValueError(str(e)) from e


def test_basics_2_eleven_cards_and_a_wild_or_red_three_upcard_is_covered() -> None:
    assert T4.deal == 11
    assert turn_upcard(C("2C 9D"), CLASSIC).turned == 2
    assert turn_upcard(C("3D 9D"), CLASSIC).turned == 2
    assert turn_upcard(C("JK 3H 2S 9D"), CLASSIC).turned == 4
    assert turn_upcard(C("9D 2C"), CLASSIC).turned == 1


def test_basics_3_red_threes_never_stay_in_a_hand_and_are_not_melded() -> None:
    with pytest.raises(PositionError) as e:
        from tutor.engine import hand_problems, require

        require(hand_problems("position.hand", C("3H KS")))
    assert e.value.status & Status.RED_THREE_IN_HAND
    verdict = check_meld(C("3H 3D 3H"), CLASSIC)
    assert not verdict.legal and verdict.why[0].rule == "basics-3"


def test_basics_4_a_turn_draws_one_card_or_takes_the_pile() -> None:
    assert T4.draw == 1
    # "Or take the whole discard pile": a pile-taking verdict exists and can say yes.
    got = analyse_pile(C("5S KD"), C("KH KC 4S 9H"), [SEVENS], 0, CLASSIC, T4)
    assert got.can_take


@pytest.mark.parametrize("rank", ["4", "7", "10", "J", "Q", "K", "A"])
def test_basics_5_three_or_more_of_one_rank_from_4_to_ace(rank: str) -> None:
    assert check_meld(C(f"{rank}S {rank}H {rank}D"), CLASSIC).legal
    assert not check_meld(C(f"{rank}S {rank}H"), CLASSIC).legal


def test_basics_5_cards_added_to_the_sides_meld_must_keep_it_legal() -> None:
    from tutor.engine import add_to_meld

    assert add_to_meld(C("KS KH 2C"), C("KD"), CLASSIC).legal
    assert add_to_meld(C("KS KH KD 2C 2D"), C("JK"), CLASSIC).legal
    too_wild = add_to_meld(C("KS KH KD 2C 2D JK"), C("2H"), CLASSIC)
    assert not too_wild.legal and too_wild.why[0].rule == "basics-6"
    assert not add_to_meld(C("KS KH KD"), C("QS"), CLASSIC).legal


def test_basics_5_threes_and_mixed_ranks_are_not_melds() -> None:
    assert not check_meld(C("3S 3C 3S"), CLASSIC).legal
    assert not check_meld(C("KS KH QD"), CLASSIC).legal
    assert check_meld(C("KS KH QD"), CLASSIC).why[0].rule == "basics-5"


def test_basics_5_cards_of_three_ranks_chosen_to_meld_are_refused_by_the_lone_card() -> None:
    from tutor.engine import lay_melds

    hand = C("9C JD QS KS KH KD 4S 2C")
    mixed = lay_melds(hand, C("9C JD QS"), [], 0, CLASSIC, T4)
    assert not mixed.ok and mixed.why.rule == "basics-5"
    assert "one rank" in say(mixed.why) and "9♣" in say(mixed.why)
    kings_and_a_nine = lay_melds(hand, C("KS KH KD 9C"), [], 0, CLASSIC, T4)
    assert not kings_and_a_nine.ok and "9♣" in say(kings_and_a_nine.why)
    # with a meld of nines down, the 9♣ joins it: no refusal
    assert lay_melds(hand, C("KS KH KD 9C"), [C("9S 9H 9D")], 0, CLASSIC, T4).ok


def test_basics_6_queen_queen_two_is_a_meld_queen_two_joker_is_not() -> None:
    assert check_meld(C("QH QD 2C"), CLASSIC).legal
    bad = check_meld(C("QH 2C JK"), CLASSIC)
    assert not bad.legal and bad.why[0].rule == "basics-6"
    assert "Q♥" in say(bad.why[0])  # the card that decides


def test_basics_6_at_most_three_wild_cards() -> None:
    assert check_meld(C("KS KH 2C 2D JK"), CLASSIC).legal
    assert not check_meld(C("KS KH KD 2C 2D JK JK"), CLASSIC).legal


def test_basics_7_seven_cards_make_a_canasta() -> None:
    assert check_meld(C("7S 7H 7D 7C 7S 7H 7D"), CLASSIC).canasta == "natural"
    assert check_meld(C("7S 7H 7D 7C 7S 7H 2D"), CLASSIC).canasta == "mixed"
    assert check_meld(C("7S 7H 7D 7C 7S 7H"), CLASSIC).canasta is None


def test_basics_8_a_black_three_on_top_stops_the_next_player() -> None:
    got = analyse_pile(C("5S 9D 3C"), C("3S 3S 4S 9H"), [SEVENS], 0, CLASSIC, T4)
    assert not got.can_take and got.state.blocked
    assert got.why[0].rule == "pile-7" and "3♣" in say(got.why[0])


def test_basics_9_going_out_needs_a_canasta_and_allows_one_discard() -> None:
    hand = C("KS KH KD 5S 5H 5D 9C")
    assert not check_go_out(hand, [], 0, CLASSIC, T4).can_go_out
    assert check_go_out(hand, [CANASTA_Q], 0, CLASSIC, T4).can_go_out
    two_loose = C("KS KH KD 5S 5H 5D 9C 8D")
    assert not check_go_out(two_loose, [CANASTA_Q], 0, CLASSIC, T4).can_go_out


# --- Taking the discard pile, frozen or not ---------------------------------------------


def test_pile_1_the_top_card_must_be_melded_at_once() -> None:
    got = analyse_pile(C("KS KD 9H"), C("KH KC 4S 6D"), [SEVENS], 0, CLASSIC, T4)
    assert not got.can_take  # kings below do not help: the top card is the 9
    empty = analyse_pile((), C("KH KC 4S"), [SEVENS], 0, CLASSIC, T4)
    assert not empty.can_take and empty.why[0].rule == "pile-1"


def test_pile_2_natural_pair_or_one_natural_and_one_wild() -> None:
    pair = analyse_pile(C("5S 9D KS"), C("KH KD 4S 6C"), [SEVENS], 0, CLASSIC, T4)
    wild = analyse_pile(C("5S 9D KS"), C("KH 2D 4S 6C"), [SEVENS], 0, CLASSIC, T4)
    assert [w.kind for w in pair.ways] == ["pair"]
    assert [w.kind for w in wild.ways] == ["natural_wild"]
    none = analyse_pile(C("5S 9D KS"), C("KH 4S 6C 8D"), [SEVENS], 0, CLASSIC, T4)
    assert not none.can_take and none.why[0].rule == "pile-2"


def test_pile_3_add_the_top_card_to_the_sides_meld() -> None:
    got = analyse_pile(C("5S 9D KS"), C("4S 6C 8D"), [SEVENS, C("KC KD KH")], 0, CLASSIC, T4)
    assert [w.kind for w in got.ways] == ["add_to_meld"]
    assert got.ways[0].from_hand == ()


def test_pile_4_frozen_against_a_side_that_has_not_melded() -> None:
    hand = C("KH 2D 4S 6C 7H 8D 9C 10S JS QH AC")
    got = analyse_pile(C("5S 9D KS"), hand, [], 0, CLASSIC, T4)
    assert got.frozen and not got.state.frozen_for_all
    assert not got.can_take  # one king and a wild would do for an opened side
    assert "pile-4" in rules_named([rule_line(w) for w in got.why])
    opened = analyse_pile(C("5S 9D KS"), hand, [SEVENS], 0, CLASSIC, T4)
    assert not opened.frozen and opened.can_take


def test_pile_5_a_discarded_wild_freezes_for_everyone_until_taken() -> None:
    got = analyse_pile(C("5S 2C 9D KS"), C("KH 2D 4S 6C"), [SEVENS], 0, CLASSIC, T4)
    assert got.frozen and got.state.frozen_for_all and not got.can_take
    # Once someone has taken it, the new pile holds no wild: not frozen.
    after = analyse_pile(C("9D KS"), C("KH 2D 4S 6C"), [SEVENS], 0, CLASSIC, T4)
    assert not after.frozen and after.can_take


def test_pile_6_frozen_takes_only_a_natural_pair_not_a_meld_on_the_table() -> None:
    melds = [SEVENS, C("KC KD KH")]
    got = analyse_pile(C("5S 2C KS"), C("KH 2D 4S 6C"), melds, 0, CLASSIC, T4)
    assert not got.can_take
    assert got.why[0].rule == "pile-6"
    pair = analyse_pile(C("5S 2C KS"), C("KH KS 4S 6C"), melds, 0, CLASSIC, T4)
    assert [w.kind for w in pair.ways] == ["pair"]


def test_pile_7_wild_or_black_three_on_top_blocks_a_covered_black_three_does_nothing() -> None:
    wild_top = analyse_pile(C("5S 9D 2C"), C("2D 2H 4S"), [SEVENS], 0, CLASSIC, T4)
    assert not wild_top.can_take and wild_top.state.blocked
    covered = analyse_pile(C("5S 3C KS"), C("KH 2D 4S 6C"), [SEVENS], 0, CLASSIC, T4)
    assert covered.can_take and not covered.frozen


def test_pile_8_only_the_top_card_counts() -> None:
    hand = C("5H 4S 6C 7H 8D")
    got = analyse_pile(C("9D 5C 10S 5S"), hand, [SEVENS], 0, CLASSIC, T4)
    assert not got.can_take
    assert "pile-8" in rules_named([rule_line(w) for w in got.why])


def test_pile_9_when_the_stock_runs_out_nobody_scores_for_going_out() -> None:
    sides = [SideHand((C("KS KH KD"),), 0, ()), SideHand((C("QS QH QD"),), 0, ())]
    got = score_hand(sides, None, False, CLASSIC, T4)
    assert got.scores == [30, 30]
    assert "pile-9" in rules_named([rule_line(w) for w in got.why])


# --- First meld: the table by score -----------------------------------------------------


@pytest.mark.parametrize(("card", "value"), [
    ("JK", 50), ("AS", 20), ("2H", 20), ("KD", 10), ("8C", 10), ("7S", 5), ("4H", 5),
    ("3S", 5), ("3C", 5), ("10H", 10), ("9D", 10),
])
def test_first_meld_1_card_values(card: str, value: int) -> None:
    assert card_value(C(card)[0], CLASSIC) == value


def test_first_meld_2_melds_of_one_turn_add_up() -> None:
    one = check_first_meld([C("KS KH KD")], 0, CLASSIC, T4)
    two = check_first_meld([C("KS KH KD"), C("QH QD 2C")], 0, CLASSIC, T4)
    assert not one.meets and two.meets and two.count == one.count + 40


@pytest.mark.parametrize(("score", "minimum"), [
    (-5, 15), (-2000, 15), (0, 50), (1495, 50), (1500, 90), (2995, 90), (3000, 120), (6000, 120),
])
def test_first_meld_3_to_6_minimum_by_score(score: int, minimum: int) -> None:
    got = answer({"kind": "first_meld", "position": {"team_score": score,
                                                     "melds": [["4S", "4H", "4D"]]}})
    assert got["minimum"] == minimum
    assert got["meets"] is (minimum <= 15)


def test_first_meld_3_any_meld_will_do_below_zero() -> None:
    assert check_first_meld([C("4S 4H 4D")], -10, CLASSIC, T4).meets


def test_first_meld_6_bonuses_never_count() -> None:
    # Seven fours are a natural canasta (a 500 bonus) but count only 35.
    got = check_first_meld([C("4S 4H 4D 4C 4S 4H 4D")], 0, CLASSIC, T4)
    assert got.count == 35 and not got.meets


def test_first_meld_5_three_aces_and_a_joker_are_110() -> None:
    got = check_first_meld([C("AS AH AD JK")], 1500, CLASSIC, T4)
    assert (got.count, got.minimum, got.meets) == (110, 90, True)


def test_first_meld_7_taking_the_pile_top_card_counts_deeper_cards_do_not() -> None:
    # K K from hand + top K = 30; with Q Q 2 from hand = 70 >= 50.
    hand = C("KH KD QS QH 2C 4S 6C 7H 8D 9C 10S")
    assert analyse_pile(C("5S KS"), hand, [], 0, CLASSIC, T4).can_take
    # Only kings: 30 < 50, and the aces deeper in the pile do not help.
    thin = C("KH KD 4S 5H 6C 7H 8D 9C 10S JS QH")
    got = analyse_pile(C("AS AH AC KS"), thin, [], 0, CLASSIC, T4)
    assert not got.can_take
    assert got.why[0].rule == "first-meld-7" and "30" in say(got.why[0])


def test_first_meld_8_an_opened_side_melds_freely() -> None:
    # 4 4 4 counts 15, far below 120, but the side has opened.
    got = analyse_pile(C("9D 4S"), C("4H 4D 6C 8D"), [SEVENS], 3500, CLASSIC, T4)
    assert got.can_take and got.minimum is None
    out = check_go_out(C("4H 4D 4C 9S"), [CANASTA_Q], 3500, CLASSIC, T4)
    assert out.can_go_out


def test_first_meld_9_worked_example_70_enough_at_50_short_at_90() -> None:
    melds = [C("KS KH KD"), C("QH QD 2C")]
    at_50 = check_first_meld(melds, 0, CLASSIC, T4)
    at_90 = check_first_meld(melds, 1500, CLASSIC, T4)
    assert at_50.count == at_90.count == 70
    assert at_50.meets and not at_90.meets


# --- Scoring a hand ---------------------------------------------------------------------


def side(melds: str = "", reds: int = 0, hands: tuple[str, ...] = ()) -> SideHand:
    return SideHand(tuple(C(m) for m in melds.split("|") if m), reds, tuple(C(h) for h in hands))


def test_scoring_1_going_out_100_concealed_200() -> None:
    plain = score_hand([side("AS AH AD AC AS AH AD"), side()], 0, False, CLASSIC, T4)
    hidden = score_hand([side("AS AH AD AC AS AH AD"), side()], 0, True, CLASSIC, T4)
    assert hidden.scores[0] - plain.scores[0] == 100
    assert plain.scores[0] == 100 + 500 + 140


def test_scoring_1_concealed_can_be_earned() -> None:
    hand = C("KS KH KD KC KS KH 2C 5S 5H 5D 5C 9C")
    got = check_go_out(hand, [], 0, CLASSIC, T4)
    assert got.can_go_out and got.concealed


def test_scoring_2_natural_500_mixed_300() -> None:
    nat = score_hand([side("7S 7H 7D 7C 7S 7H 7D"), side()], None, False, CLASSIC, T4)
    mixed = score_hand([side("7S 7H 7D 7C 7S 7H 2D"), side()], None, False, CLASSIC, T4)
    assert nat.scores[0] == 500 + 35
    assert mixed.scores[0] == 300 + 30 + 20


def test_scoring_3_red_threes_100_each_800_for_four_lost_without_a_meld() -> None:
    for n, bonus in [(1, 100), (2, 200), (3, 300), (4, 800)]:
        got = score_hand([side("KS KH KD", n), side(reds=0)], None, False, CLASSIC, T4)
        assert got.scores[0] == 30 + bonus
        lost = score_hand([side("KS KH KD"), side(reds=n)], None, False, CLASSIC, T4)
        assert lost.scores[1] == -bonus


def test_scoring_4_seven_kings_are_570() -> None:
    got = score_hand([side("KS KH KD KC KS KH KD"), side()], None, False, CLASSIC, T4)
    assert got.scores[0] == 570


def test_scoring_5_cards_in_both_partners_hands_are_subtracted() -> None:
    got = score_hand([side("KS KH KD", 0, ("", "QH 4S")), side("9S 9H 9D", 0, ("AC", "JK"))],
                     0, False, CLASSIC, T4)
    assert got.scores == [100 + 30 - 15, 30 - 70]


def test_scoring_6_totals_can_fall_below_zero_and_set_the_next_minimum() -> None:
    got = check_game([-120, 1600], CLASSIC, T4)
    assert not got.over and got.minimums == (15, 90)


def test_scoring_7_game_ends_at_5000_higher_total_wins() -> None:
    assert check_game([5000, 4990], CLASSIC, T4).winner == 0
    both = check_game([5100, 5400], CLASSIC, T4)
    assert both.over and both.winner == 1 and both.minimums == (None, None)
    assert not check_game([4995, 4990], CLASSIC, T4).over


def test_scoring_8_asking_partner_is_optional() -> None:
    assert CLASSIC.must_ask_partner is False
    # Nothing about asking enters a verdict: going out needs no partner's answer.
    assert check_go_out(C("KS KH KD"), [CANASTA_Q], 0, CLASSIC, T4).can_go_out


def test_scoring_9_black_threes_only_when_going_out_three_or_four_no_wilds() -> None:
    assert not check_meld(C("3S 3C 3S"), CLASSIC).legal
    assert check_meld(C("3S 3C 3S"), CLASSIC, going_out=True).legal
    assert check_meld(C("3S 3C 3S 3C"), CLASSIC, going_out=True).legal
    assert not check_meld(C("3S 3C 2D"), CLASSIC, going_out=True).legal
    assert not check_meld(C("3S 3C"), CLASSIC, going_out=True).legal
    assert check_go_out(C("3S 3C 3S 9D"), [CANASTA_Q], 0, CLASSIC, T4).can_go_out
    assert not check_go_out(C("3S 3C 9D"), [CANASTA_Q], 0, CLASSIC, T4).can_go_out


# --- Two, three and six players ---------------------------------------------------------


def test_variants_1_two_players_15_cards_each_alone_to_5000() -> None:
    t = CLASSIC.table(2)
    assert (t.deal, t.sides, t.members, t.target) == (15, 2, 1, 5000)
    assert check_game([5000, 0], CLASSIC, t).over


def test_variants_2_two_players_draw_two() -> None:
    assert CLASSIC.table(2).draw == 2


def test_variants_3_two_players_need_two_canastas() -> None:
    t = CLASSIC.table(2)
    hand = C("KS KH KD KC KS KH 2C 5S 5H 5D 5C 9C")
    assert check_go_out(hand, [], 0, CLASSIC, T4).can_go_out
    got = check_go_out(hand, [], 0, CLASSIC, t)
    assert not got.can_go_out and got.why[0].rule == "variants-3"
    assert check_go_out(hand, [C("7S 7H 7D 7C 7S 7H 7D")], 0, CLASSIC, t).can_go_out


def test_variants_4_three_players_13_cards_draw_two() -> None:
    t = CLASSIC.table(3)
    assert (t.deal, t.draw) == (13, 2)


def test_variants_5_three_players_score_alone_to_7500() -> None:
    t = CLASSIC.table(3)
    assert t.target == 7500 and t.sides == 3
    assert not check_game([7000, 100, 100], CLASSIC, t).over
    assert check_game([7500, 100, 100], CLASSIC, t).winner == 0


def test_variants_6_six_players_three_decks_162_cards_13_each() -> None:
    t = CLASSIC.table(6)
    assert t.copies * 52 + t.jokers == 162 and t.deal == 13
    assert check_meld(C("KS KS KS"), CLASSIC).legal  # three decks hold three of each
    assert answer({"kind": "meld", "players": 6, "position": {"cards": ["KS", "KS", "KS"]}})


def test_variants_7_six_players_three_teams_of_two_or_two_of_three() -> None:
    assert (CLASSIC.table(6, "3x2").sides, CLASSIC.table(6, "3x2").members) == (3, 2)
    assert (CLASSIC.table(6, "2x3").sides, CLASSIC.table(6, "2x3").members) == (2, 3)


def test_variants_8_six_players_two_canastas_and_red_three_bonuses() -> None:
    t = CLASSIC.table(6)
    assert t.canastas_to_go_out == 2
    for n, bonus in [(3, 300), (4, 400), (5, 1000), (6, 1200)]:
        got = score_hand([side("KS KH KD", n), side(), side()], None, False, CLASSIC, t)
        assert got.scores[0] == 30 + bonus
    got = check_go_out(C("9S 9H 9D"), [CANASTA_Q], 0, CLASSIC, t)
    assert not got.can_go_out and got.why[0].rule == "variants-8"


def test_variants_9_six_players_targets_and_the_150_band() -> None:
    three, two = CLASSIC.table(6, "3x2"), CLASSIC.table(6, "2x3")
    assert (three.target, two.target) == (7500, 10000)
    assert check_game([6995, 7000], CLASSIC, two).minimums == (120, 150)
    assert check_game([7000, 0, 0], CLASSIC, three).minimums == (120, 50, 50)
    assert check_game([7000, 0], CLASSIC, T4).over


def test_every_sheet_row_has_a_test_here() -> None:
    names = " ".join(name for name in globals() if name.startswith("test_"))
    missing = []
    for row in SHEET_ROWS:
        sheet, n = row.rsplit("-", 1)
        stem = sheet.replace("-", "_")
        found = f"test_{stem}_{n}_" in names or any(
            f"test_{stem}_{a}_to_{b}_" in names for a in range(1, 10) for b in range(int(n), 10)
            if a <= int(n))
        if not found:
            missing.append(row)
    assert not missing


def test_bicycle_differs_where_its_text_does() -> None:
    assert turn_upcard(C("3S 9D"), BICYCLE).turned == 2
    assert turn_upcard(C("3S 9D"), CLASSIC).turned == 1
    got = analyse_pile(C("5S 3C KS"), C("KH 2D 4S 6C"), [SEVENS], 0, BICYCLE, T4)
    assert got.frozen and not got.can_take
    assert "bicycle-frozen" in rules_named([rule_line(w) for w in got.why])
    assert "bicycle-frozen" in " ".join(why({
        "kind": "take_pile", "rules": "bicycle",
        "position": {"pile": ["5S", "3C", "KS"], "hand": ["KH", "2D"], "team_melds": [["7S", "7D",
                                                                                        "7C"]]}}))

