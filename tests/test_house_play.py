"""The house rules no puzzle position shows, each worked by hand on a table in play: how a
hand is played (a second meld of a rank, what joins the pair on a frozen pile, a red 3 in
the pile, asking partner, the stock running out, the three-player pair) and a red 3's
value. Each position is played at both of the option's values and what a player would
notice (a move offered or not, the hand over or not, a score) differs as the rule says."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.test_house import NO_EXAMPLE
from tutor.engine import (
    AskPartner,
    Discard,
    Draw,
    Game,
    GoOut,
    Meld,
    SideHand,
    State,
    TakePile,
    derive,
    get_rules,
    parse_cards,
    score_hand,
)

C = parse_cards


def _state(option: str, value: object, hand: str, melds: tuple[str, ...] = (),
           pile: str = "5H", players: int = 4, phase: str = "meld", stock: int = 40) -> State:
    rules = derive(get_rules("classic"), {option: value})
    return State.position(Game(rules, rules.table(players)), C(hand), [C(m) for m in melds],
                          C(pile), 0, phase=phase, stock=stock)  # type: ignore[arg-type]


def one_meld_per_rank(value: object) -> object:
    """Kings already melded, three more in hand: a second meld of kings, or not."""
    st = _state("one_meld_per_rank", value, "KS KH KD 5C 6D 8S", ("KC KC KD",))
    return Meld(C("KS KH KD")) in st.legal_actions()


def frozen_take_extras(value: object) -> object:
    """A frozen pile (a wild card in it), a 9 on top, three 9s and a deuce in hand: the
    cards that may go with the top card."""
    st = _state("frozen_take_extras", value, "9S 9H 9D 2C 5C 6D", ("KC KC KD",),
                pile="2S 4C 9C", phase="draw")
    return sorted(len(a.cards) for a in st.legal_actions() if isinstance(a, TakePile))


def red_three_from_pile_replaced(value: object) -> object:
    """A pile with a red 3 in it, taken: the stock after it (a card drawn to replace it,
    or none)."""
    rules = derive(get_rules("classic"), {"red_three_from_pile_replaced": value})
    st = Game(rules, rules.table(2)).new_initial_state(2)
    st.hands[st.current][:] = [*C("9D 9S 2S"), *st.hand[3:]]
    st.pile[:] = C("3H 9H")
    before = st.stock_size
    st.apply(TakePile(C("9D 9S")))
    return before - st.stock_size


def must_ask_partner(value: object) -> object:
    """A canasta down and the rest of the hand meldable: going out at once, or asking
    first."""
    st = _state("must_ask_partner", value, "5C 5D 5H 9S", ("KC KC KD KD KH KS KS",))
    st.melded[0] = True
    legal = st.legal_actions()
    return (any(isinstance(a, GoOut) for a in legal), AskPartner() in legal)


def red_three_value(value: object) -> object:
    """A red 3 left in a hand when partner goes out: what the side loses for it."""
    rules = derive(get_rules("classic"), {"red_three_value": value})
    side = SideHand((C("9S 9H 9D"),), 0, ((C("3H")[0], C("4C")[0]), ()))
    other = SideHand((C("KS KH KD KC KS KH KD"),), 0, ((), ()))
    return score_hand([side, other], 1, False, rules, rules.table(4)).scores[0]


def three_player_pair_shares(value: object) -> object:
    """Three players: what each member of the pair scores for the pair's result."""
    rules = derive(get_rules("classic"), {"three_player_pair_shares": value})
    lone = SideHand((C("KS KH KD KC KS KH KD"),), 0, ((),))
    pair = SideHand((C("9S 9H 9D"),), 0, ((C("4C")[0],), (C("5D")[0],)))
    return score_hand([lone, pair], 0, False, rules, rules.table(3)).scores[1]


def three_player_pair_minimum(value: object) -> object:
    """Three players at 1,600, -100 and 3,100: the second (below zero: a minimum of 15)
    takes the pile first and plays alone; the pair's total, and so its first-meld minimum,
    is the higher of the other two's or the lower."""
    rules = derive(get_rules("classic"), {"three_player_pair_minimum": value})
    st = Game(rules, rules.table(3)).new_initial_state(5, totals=[1600, -100, 3100])
    assert st.current == 1
    st.hands[1][:] = [*C("9D 9S"), *[c for c in st.hand if not c.is_wild][:6]]
    st.pile[:] = C("4C 9H")
    take = TakePile(C("9D 9S"))
    assert take in st.legal_actions()
    st.apply(take)
    return st.totals[1]


def _stock_used_up(option: str, value: object) -> State:
    """The stock used up; 9♠ discarded to a next player who holds a pair of 9s and has
    melded."""
    rules = derive(get_rules("classic"), {option: value})
    st = Game(rules, rules.table(4)).new_initial_state(7)
    st.apply(Draw())
    st.stock.clear()
    nxt = (st.current + 1) % 4
    st.hands[nxt][:] = [*C("9H 9D"), *[c for c in st.hands[nxt] if c.rank != C("9S")[0].rank
                                       and not c.is_wild and not c.is_red_three][:6]]
    side = st.side_of[nxt]
    st.melds[side].append(list(C("KS KH KD")))  # the next side has melded: the pair takes
    st.opened[side] = True
    st.hands[st.current].append(C("9S")[0])
    st.apply(Discard(C("9S")[0]))
    return st


def stock_out(value: object) -> object:
    """The stock used up and a discard the next player can take: the hand over, or play
    on."""
    return _stock_used_up("stock_out", value).is_terminal()


def stock_out_must_take(value: object) -> object:
    """The stock used up and a discard the next player can take: whether drawing (which
    leaves it and ends the hand) is allowed."""
    st = _stock_used_up("stock_out_must_take", value)
    return (not st.is_terminal()) and Draw() in st.legal_actions()


#: Each option: its position, and what it comes to at each of the option's two values.
WORKED: dict[str, tuple[Callable[[object], object], dict[object, object]]] = {
    "one_meld_per_rank": (one_meld_per_rank, {True: False, False: True}),
    "frozen_take_extras": (frozen_take_extras, {True: [2, 3, 3, 4], False: [2]}),
    "red_three_from_pile_replaced": (red_three_from_pile_replaced, {True: 1, False: 0}),
    "must_ask_partner": (must_ask_partner, {False: (True, True), True: (False, True)}),
    "red_three_value": (red_three_value, {0: 30 - 5, 100: 30 - 105}),
    "three_player_pair_shares": (three_player_pair_shares, {True: 20, False: 10}),
    "three_player_pair_minimum": (three_player_pair_minimum,
                                  {"higher": 3100, "lower": 1600}),
    "stock_out": (stock_out, {"play_on": False, "end_at_once": True}),
    "stock_out_must_take": (stock_out_must_take, {True: False, False: True}),
}


def test_every_house_rule_without_a_puzzle_position_is_worked_here() -> None:
    assert set(WORKED) == NO_EXAMPLE


@pytest.mark.parametrize("option", sorted(WORKED))
def test_a_hand_worked_position_comes_out_as_each_value_says(option: str) -> None:
    play, expected = WORKED[option]
    got = {value: play(value) for value in expected}
    assert got == expected
