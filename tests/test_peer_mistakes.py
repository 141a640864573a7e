"""Regression tests for the mistakes other Canasta engines make (issue: the rules engine)."""

from __future__ import annotations

from tests.conftest import T4, C, answer
from tutor.engine import CLASSIC, SideHand, analyse_pile, check_go_out, check_meld, score_hand

SEVENS = C("7S 7D 7C")


def test_opening_minimum_counts_all_melds_of_the_turn_not_one_at_a_time() -> None:
    got = answer({"kind": "first_meld", "position": {
        "team_score": 0, "melds": [["KS", "KH", "KD"], ["QH", "QD", "2C"]]}})
    assert got == {"minimum": 50, "count": 70, "meets": True}
    # The same when the pile is taken: K K K from the pile plus Q Q JK from hand.
    hand = C("KH KD QS QH JK 4S 6C 7H 8D 9C 10S")
    assert analyse_pile(C("5S 9D KS"), hand, [], 0, CLASSIC, T4).can_take


def test_the_pile_unfreezes_once_taken() -> None:
    frozen = analyse_pile(C("5S 2C 9D KS"), C("KH 2D 4S 6C"), [SEVENS], 0, CLASSIC, T4)
    fresh = analyse_pile(C("9D KS"), C("KH 2D 4S 6C"), [SEVENS], 0, CLASSIC, T4)
    assert frozen.frozen and not frozen.can_take
    assert not fresh.frozen and fresh.can_take


def test_the_pile_can_be_taken_onto_an_existing_meld_with_no_card_from_hand() -> None:
    got = analyse_pile(C("5S 9D KS"), C("4S 9H 6C QD"), [C("KC KD KH")], 0, CLASSIC, T4)
    assert got.can_take and got.ways[0].kind == "add_to_meld"


def test_natural_and_wild_takes_an_unfrozen_pile() -> None:
    got = analyse_pile(C("5S 9D KS"), C("KH 2D 4S 6C"), [SEVENS], 0, CLASSIC, T4)
    assert [w.kind for w in got.ways] == ["natural_wild"]


def test_four_red_threes_without_a_meld_cost_800() -> None:
    sides = [SideHand((C("KS KH KD KC KS KH KD"),), 0, ()), SideHand((), 4, ())]
    assert score_hand(sides, 0, False, CLASSIC, T4).scores[1] == -800


def test_no_more_than_three_wild_cards() -> None:
    assert not check_meld(C("KS KH KD 2C 2D JK JK"), CLASSIC).legal


def test_threes_are_not_a_meld_rank() -> None:
    assert not check_meld(C("3S 3C 3S"), CLASSIC).legal
    assert not check_meld(C("3H 3D 3H"), CLASSIC).legal


def test_the_concealed_bonus_can_be_earned() -> None:
    hand = C("KS KH KD KC KS KH 2C 5S 5H 5D 5C 9C")  # 12 cards: a four-player hand after drawing
    got = check_go_out(hand, [], 0, CLASSIC, T4)
    assert got.can_go_out and got.concealed
    sides = [SideHand((C("KS KH KD KC KS KH 2C"), C("5S 5H 5D 5C")), 0, ()), SideHand((), 0, ())]
    assert score_hand(sides, 0, True, CLASSIC, T4).scores[0] == 200 + 300 + 80 + 20
