"""The house rules no puzzle position shows, each as a moment of a hand played on a real
table (tutor/views/scenes.py, which Settings draws): a second meld of a rank, what joins
the pair on a frozen pile, a red 3 in the pile, asking partner, a red 3 left in hand, the
three-player pair's share and total, the stock running out. Each is played at both of the
option's values, and what a player would notice differs as the rule says: the outcomes
below were worked by hand from the positions, not read back from the engine."""

from __future__ import annotations

import pytest

from tests.test_house import NO_EXAMPLE
from tutor.engine import derive, get_rules
from tutor.explain import say
from tutor.views.scenes import SCENES, scene_html, scene_outcomes

#: Each option's moment at each value, worked by hand.
WORKED: dict[str, dict[object, object]] = {
    # K K K in hand beside K K K down: a meld of its own only where a rank may have two
    "one_meld_per_rank": {True: False, False: True},
    # frozen pile, 9 on top; 9 9 9 2 in hand: more than the pair only where extras may join
    "frozen_take_extras": {True: True, False: False},
    # 3♥ 9♥ taken: the stock gives a card for the 3♥ only where it is replaced
    "red_three_from_pile_replaced": {True: True, False: False},
    # a canasta down, 5 5 5 9 in hand: going out offered at once only where asking is free
    "must_ask_partner": {False: True, True: False},
    # 9 9 9 down (30), 3♥ 4♣ left (5, and 100 for the 3♥ where it counts)
    "red_three_value": {0: 30 - 5, 100: 30 - 5 - 100},
    # the pair: 30 melded, 4♣ and 5♦ left (10): 20 for each, or half of it
    "three_player_pair_shares": {True: 20, False: 10},
    # at 1,600, -100 and 3,100 the second plays alone: the pair from 3,100 or 1,600
    "three_player_pair_minimum": {"higher": 3100, "lower": 1600},
    # the stock used up, a discard the next player can take: over at once, or play on
    "stock_out": {"play_on": False, "end_at_once": True},
    # ... and may the next player leave it (and end the hand)?
    "stock_out_must_take": {True: False, False: True},
}


def test_every_house_rule_without_a_puzzle_position_has_a_moment_of_a_hand() -> None:
    assert set(SCENES) == set(WORKED) == NO_EXAMPLE


@pytest.mark.parametrize("option", sorted(WORKED))
def test_the_moment_comes_out_as_each_value_says_and_is_said_apart(option: str) -> None:
    scene = SCENES[option]
    classic = get_rules("classic")
    got = {v: scene.play(derive(classic, {option: v})) for v in WORKED[option]}
    assert got == WORKED[option]
    said = [say(why) for _, why in scene_outcomes(option)]
    assert len(set(said)) == len(said) and all(said)  # each value in words of its own
    assert "<p>" in scene_html(option) and "_" not in scene_html(option)  # no code shown
