"""What an independent referee and a table player found (issue "Fix first"), each built as
described and worked from the rule texts, and random playouts of the invariants behind them.

Every expected value here comes from the sheets (../shared/rules/sources/000_…), not from
the engine: the counts are added up by hand in the comments.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator

import pytest

from tutor.engine import (
    CLASSIC,
    Action,
    AddToMeld,
    AskPartner,
    Card,
    Discard,
    Draw,
    Game,
    GoOut,
    Meld,
    State,
    TakePile,
    analyse_pile,
    get_rules,
    parse_cards,
)
from tutor.explain import say

C = parse_cards
TABLES = [(r, p, t) for r in ("classic", "bicycle")
          for p, t in ((4, None), (2, None), (3, None), (6, "3x2"), (6, "2x3"))]


def position(hand: str, melds: tuple[str, ...] = (), pile: str = "5H", score: int = 0,
             players: int = 4, teams: str | None = None, phase: str = "meld",
             rules: str = "classic") -> State:
    game = Game.named(rules, players, teams)
    return State.position(game, C(hand), [C(m) for m in melds], C(pile), score,
                          phase=phase)  # type: ignore[arg-type]


def dealt(seed: int = 1, players: int = 4, rules: str = "classic") -> State:
    return Game.named(rules, players).new_initial_state(seed)


# --- 1. an opening by the pile counts the top card and melds from the hand alone ----------


def test_an_opening_by_the_pile_does_not_count_melds_that_need_the_piles_cards() -> None:
    # Top 4♦ with the six 4s from the hand: seven 4s, 7 × 5 = 35. The 8♥ 8♠, 9♥ and 6♣ 6♦
    # meld only with the 8♣, 9♣ 9♦ and 6♥ under the top, which join the hand after the
    # opening (pile-8, first-meld-7): 35 is short of 50, so the pile cannot be taken.
    pile, hand = C("6H 9C 9D 8C 4D"), C("4S 4H 4D 4C 4S 4H 8H 8S 9H 6C 6D")
    verdict = analyse_pile(pile, hand, [], 0, CLASSIC, CLASSIC.table(4))
    assert not verdict.can_take
    assert verdict.why[0].rule == "first-meld-7"
    assert "35" in say(verdict.why[0])
    st = State.position(Game.named(), hand, [], pile, 0)
    assert st.legal_actions() == [Draw()]


def test_an_opening_by_the_pile_that_reaches_the_minimum_from_the_hand_then_goes_out() -> None:
    # Top K♦ with K♠ K♥ from the hand (30) and A♠ A♥ JK (90): 120 ≥ 50 from the hand alone.
    # Then the pile's Q♣ Q♦ join the hand and meld with the Q♥; the K♣ makes seven kings
    # with 2♣ 2♦ K♦ K♣ K♠ K♥ … so the turn can end: the take is legal.
    st = position("KS KH AS AH JK QH KC KC KD 2C", pile="QC QD KD", phase="draw")
    takes = [a for a in st.legal_actions() if isinstance(a, TakePile)]
    assert takes
    st.apply(takes[0])
    assert st.phase == "open_pile"
    assert not any(isinstance(a, GoOut) for a in st.legal_actions())  # melds come first
    assert st.why_illegal(GoOut(None, False)) is not None


# --- 2. and 4. red 3s never stay in a hand ----------------------------------------------


def test_two_red_threes_as_the_stocks_last_cards_are_both_laid_out() -> None:
    st = dealt(4, players=2)
    st.stock[:] = [Card("3D"), Card("3H")]  # the draw of two takes both
    side = st.side
    before = len(st.reds[side])
    st.apply(Draw())
    assert not any(c.is_red_three for h in st.hands for c in h)
    assert len(st.reds[side]) == before + 2
    assert st.is_terminal()  # nothing left to replace them: the hand ends (Q9)


def test_a_red_three_taken_with_the_pile_is_laid_out_and_replaced() -> None:
    # Bicycle, two players: the pile 3♥ 9♥ (the red 3 upcard covered by the 9♥), taken with
    # 9♦ 9♠ 2♠: 9 9 9 2 = 50 opens. The 3♥ is laid out and a stock card replaces it.
    st = dealt(2, players=2, rules="bicycle")
    st.hands[st.current][:] = [*C("9D 9S 2S"), *st.hand[3:]]
    st.pile[:] = C("3H 9H")
    stock, reds = st.stock_size, len(st.reds[st.side])
    hand_then = len(st.hand)
    take = TakePile(C("9D 9S 2S"))
    assert st.is_legal(take)
    st.apply(take)
    assert len(st.reds[st.side]) == reds + 1
    assert st.stock_size == stock - 1
    assert st.phase == "meld" and len(st.hand) == hand_then - 3 + 1


def test_a_red_three_from_the_pile_is_not_replaced_where_the_table_says_so() -> None:
    rules = get_rules("bicycle").model_copy(update={"name": "q19-off",
                                                    "red_three_from_pile_replaced": False})
    game = Game(rules, rules.table(2))
    st = game.new_initial_state(2)
    st.hands[st.current][:] = [*C("9D 9S 2S"), *st.hand[3:]]
    st.pile[:] = C("3H 9H")
    stock = st.stock_size
    st.apply(TakePile(C("9D 9S 2S")))
    assert st.stock_size == stock


# --- 3. the stock used up: the hand ends when the next player cannot take --------------


def test_the_hand_ends_when_the_stock_is_used_up_and_the_next_player_cannot_take() -> None:
    st = dealt(7)
    st.apply(Draw())
    st.stock.clear()
    nxt = (st.current + 1) % 4
    st.hands[nxt][:] = [c for c in st.hands[nxt] if c.rank != Card("9S").rank and not c.is_wild]
    st.hands[st.current].append(Card("9S"))
    assert not st.opened[st.side_of[nxt]]
    st.apply(Discard(Card("9S")))
    assert st.is_terminal() and st.went_out is None


def test_with_the_stock_used_up_a_player_may_decline_the_discard_where_the_table_says_so(
) -> None:
    rules = CLASSIC.model_copy(update={"name": "may", "stock_out_must_take": False})
    st = State.position(Game(rules, rules.table(4)), C("AS AH 5C 6D"), [], C("7C AD"), 0,
                        stock=0)
    legal = st.legal_actions()
    assert Draw() in legal and any(isinstance(a, TakePile) for a in legal)
    st.apply(Draw())
    assert st.is_terminal()
    classic = position("AS AH 5C 6D", pile="7C AD", phase="draw")
    classic.unseen_stock = 0
    why = classic.why_illegal(Draw())
    assert why is not None and why.rule == "pile-9"


# --- 5. concealed is a fact of the turn -------------------------------------------------


def test_melding_the_whole_hand_with_a_canasta_is_concealed_whatever_the_flag() -> None:
    st = position("KC KC KD KD KH KS KS 4C 4D 4H")
    outs = [a for a in st.legal_actions() if isinstance(a, GoOut)]
    assert outs == [GoOut(None, True)]
    why = st.why_illegal(GoOut(None, False))
    assert why is not None and why.rule == "scoring-1"
    st.apply(GoOut(None, True))
    assert st.score().sides[0].lines[0].points == 200


# --- 6. and 7. one black-3 meld, no wild card in it, a fourth black 3 may join ------------


def test_black_threes_go_into_one_meld_with_no_wild_card() -> None:
    # Beside a canasta of jacks: the only going outs meld 3♠ 3♣ 3♣ and discard the K♥ with
    # the joker on the jacks, never the joker on the black 3s (scoring-9).
    st = position("3S 3C 3C KH JK", melds=("JS JH JD JC JS JH JD",))
    for a in st.legal_actions():
        if isinstance(a, GoOut):
            plan = st.go_out_plans()[a.discard][0]
            assert plan is not None
            assert all(not c.is_wild for m in plan.new_melds for c in m if
                       any(x.is_black_three for x in m))
    st.apply(Meld(C("3S 3C 3C")))
    assert AddToMeld(1, C("JK")) not in st.legal_actions()
    assert st.why_illegal(AddToMeld(1, C("JK"))) is not None


def test_a_fourth_black_three_joins_the_black_three_meld_laid_this_turn() -> None:
    st = position("3S 3C 3C 3S KH", melds=("JS JH JD JC JS JH JD",))
    st.apply(Meld(C("3S 3C 3C")))
    assert AddToMeld(1, C("3S")) in st.legal_actions()
    assert GoOut(Card("KH"), False) in st.legal_actions()
    st.apply(GoOut(Card("KH"), False))
    blacks = [m for m in st.melds[0] if all(c.is_black_three for c in m)]
    assert [len(m) for m in blacks] == [4]


def test_six_players_never_lay_two_melds_of_black_threes() -> None:
    st = position("3C 3C 3S 3S 3C 3S QH",
                  melds=("JS JH JD JC JS JH JD", "KS KH KD KC KS KH KD"), players=6,
                  teams="2x3")
    # Six black 3s: one meld holds four at most (scoring-9, Q12), so the other two have
    # nowhere to go and there is no going out; 3♣ 3♣ 3♠ and 3♠ 3♣ 3♠ is not a way.
    assert not any(isinstance(a, GoOut | Meld) for a in st.legal_actions())
    assert not st.go_out_plans()
    st.melds[0].append(list(C("3C 3C 3S")))  # as if laid earlier this turn
    st.fresh = frozenset({2})
    st.must_out = True
    why = st.why_illegal(Meld(C("3S 3C 3S")))
    assert why is not None and why.rule == "scoring-9"


# --- 8. the checker and the generator agree ----------------------------------------------


def test_a_joker_meld_reaching_the_150_band_is_generated() -> None:
    # Two teams of three at 7,000: 150 needed. K♣ K♣ JK JK JK = 20 + 150 = 170.
    st = position("2S 2H 2D 3C 3C 4C 5S 6H 9H KC KC JK JK JK", score=7000, players=6,
                  teams="2x3")
    assert st.minimum() == 150
    meld = Meld(C("KC KC JK JK JK"))
    assert st.is_legal(meld)
    assert meld in st.legal_actions()


# --- random playouts: the invariants behind the items --------------------------------------


def _canon(a: Action) -> tuple[object, ...]:
    """An action with suits forgotten (the generator lists one action per distinct choice)."""
    def cards(cs: tuple[Card, ...]) -> tuple[int, ...]:
        return tuple(sorted(c.code for c in cs))
    if isinstance(a, TakePile | Meld):
        return (type(a).__name__, cards(a.cards))
    if isinstance(a, AddToMeld):
        return ("add", a.meld, cards(a.cards))
    if isinstance(a, Discard):
        return ("discard", a.card.code)
    if isinstance(a, GoOut):
        return ("out", None if a.discard is None else a.discard.code, a.concealed)
    return (repr(a),)


def _subsets(cards: list[Card], most: int) -> Iterator[tuple[Card, ...]]:
    for n in range(1, min(most, len(cards)) + 1):
        yield from set(itertools.combinations(sorted(cards), n))


def candidates(st: State) -> Iterator[Action]:
    """A wide net of actions to ask the checker about, generated without the generator."""
    hand = st.hand
    yield Draw()
    yield AskPartner()
    for d in {None, *hand}:
        yield GoOut(d, False)
        yield GoOut(d, True)
    for c in set(hand):
        yield Discard(c)
    if st.pile and st.pile[-1].is_natural:
        top = st.pile[-1].rank
        near = [c for c in hand if c.rank is top or c.is_wild]
        yield from map(TakePile, _subsets(near, 5))
    by_rank: dict[object, list[Card]] = {}
    for c in hand:
        by_rank.setdefault("black" if c.is_black_three else c.rank, []).append(c)
    wild = [c for c in hand if c.is_wild][:4]
    for key, cs in by_rank.items():
        if key == "black":
            group = cs
        elif cs[0].is_natural:
            group = cs[:5] + wild
        else:
            continue
        for sub in _subsets(group, 6):
            yield Meld(sub)
            for i in range(len(st.melds[st.side])):
                yield AddToMeld(i, sub)


def _check_complete(st: State) -> int:
    """Both ways: every generated move is accepted by the checker, and every candidate the
    checker accepts is generated."""
    generated = st.legal_actions()
    assert all(st.why_illegal(a) is None for a in generated), st.phase
    legal = {_canon(a) for a in generated}
    asked = 0
    for a in candidates(st):
        asked += 1
        if st.is_legal(a):
            assert _canon(a) in legal, (a, st.phase, st.hand, st.melds[st.side])
    return asked


def _check_opening(st: State, before: tuple[list[Card], Card] | None) -> None:
    """When a side opens by the pile, the melds that opened it hold only the top card and
    cards from the hand, and count the minimum."""
    if before is None:
        return
    hand, top = before
    fresh = [c for i in st.fresh for c in st.melds[st.side][i]]
    assert not Counter(fresh) - Counter([*hand, top])
    counted = sum(c.value for c in fresh)
    assert counted >= st.minimum(), (fresh, counted)


def _playout(game: Game, seed: int, complete: bool) -> int:
    st = game.new_initial_state(seed)
    rng = random.Random(seed)
    asked = 0
    while not st.is_terminal():
        legal = st.legal_actions()
        assert legal, (st.phase, st.hand)
        if st.phase == "draw" and st.stock_size == 0:
            assert all(isinstance(a, TakePile) for a in legal)  # pile-9: take, or it ends
        if complete and rng.random() < 0.25:
            asked += _check_complete(st)
        takes = [a for a in legal if isinstance(a, TakePile | Meld | AddToMeld)]
        action = rng.choice(takes if takes and rng.random() < 0.6 else legal)
        opening = (list(st.hand), st.pile[-1]) if isinstance(action, TakePile) and \
            not st.opened[st.side] else None
        st.apply(action)
        if opening is not None and st.opened[st.side] and st.phase != "over":
            _check_opening(st, opening)
        elif opening is not None and st.phase == "open_pile":
            while st.phase == "open_pile":  # lay the opening the way the generator offers
                step = rng.choice(st.legal_actions())
                st.apply(step)
            if st.phase != "over":
                _check_opening(st, opening)
        assert not any(c.is_red_three for h in st.hands for c in h), action
        assert not any(c.is_red_three for c in st.aside)
        for melds in st.melds:
            blacks = [m for m in melds if m and all(c.is_black_three for c in m)]
            assert len(blacks) <= 1
            assert not any(c.is_wild for m in melds for c in m if any(
                x.is_black_three for x in m))
    return asked


@pytest.mark.parametrize("case", TABLES, ids=lambda c: f"{c[0]}-{c[1]}{c[2] or ''}")
def test_random_playouts_keep_the_referees_invariants(case: tuple[str, int, str | None]) -> None:
    rules, players, teams = case
    game = Game.named(rules, players, teams)
    asked = sum(_playout(game, seed, complete=seed < 2) for seed in range(6))
    assert asked > 100


# --- 14. the engine's words -------------------------------------------------------------


def test_a_lone_black_three_melded_in_play_is_refused_as_melded_only_when_going_out() -> None:
    st = position("3C KH KD KS 5H")
    why = st.why_illegal(Meld(C("3C")))
    assert why is not None and why.rule == "scoring-9"
    assert "only by a player going out" in say(why) and "not 1" not in say(why)


def test_black_threes_with_no_canasta_in_reach_are_refused_for_the_canasta() -> None:
    """A walk chose 3♠ 3♣ 3♠ beside 8♥ 8♦ 8♣ 10♠, its side with 7♠ 7♥ 7♦ down, and read
    that it "could not meld every other card": the eights meld and the 10♠ is the discard.
    No canasta can be finished this turn, and that is what stops the going out."""
    st = position("3S 3C 3S 8H 8D 8C 10S", melds=("7S 7H 7D",), score=0)
    why = st.why_illegal(Meld(C("3S 3C 3S")))
    assert why is not None and why.rule == "scoring-9"
    assert "needs 1 canasta" in say(why) and "every other card" not in say(why)
    with_canasta = position("3S 3C 3S 8H 8D 8C 10S 10H",
                            melds=("7S 7H 7D 7C 7S 7H 7D",), score=0)
    why = with_canasta.why_illegal(Meld(C("3S 3C 3S")))  # (a canasta: the cards decide)
    assert why is not None and "every other card" in say(why)


def test_no_own_meld_is_not_called_melds_reaching_zero_cards() -> None:
    from tutor.engine import GoOutFail
    why = GoOutFail(3, "no_own_canasta", CLASSIC, largest=0).why
    assert "0 cards" not in say(why) and "no meld of your own" in say(why)


# --- the generator reads the rule set's limits, as the checker does ----------------------

VARIANTS = {
    "four-wilds": {"meld_max_wilds": 4},
    "two-melds-a-rank": {"one_meld_per_rank": False},
    "more-naturals": {"meld_naturals_exceed_wilds": True},
    "decline-last-discard": {"stock_out_must_take": False},
    "pile-red-3-kept": {"red_three_from_pile_replaced": False},
}


def test_a_meld_of_four_wild_cards_is_generated_where_the_table_allows_four() -> None:
    rules = CLASSIC.model_copy(update={"name": "four-wilds", "meld_max_wilds": 4})
    st = State.position(Game(rules, rules.table(4)), C("KS KH 2C 2D JK JK 5C 9D"), [], C("5H"),
                        0, phase="meld")
    meld = Meld(C("KS KH 2C 2D JK JK"))
    assert st.is_legal(meld)
    assert meld in st.legal_actions()


#: The values a number option is tried at (its default is tried by every other playout).
NUMBER_VALUES: dict[str, tuple[object, ...]] = {
    "meld_min_naturals": (1, 3), "meld_max_wilds": (2, 4), "canasta_size": (6, 8),
    "black_three_meld_max": (3, 6), "red_three_value": (5, 100), "going_out_bonus": (0,),
    "concealed_bonus": (100, 300), "natural_canasta_bonus": (400,),
    "mixed_canasta_bonus": (200,), "losing_floor": (-1000, -2000),
}
#: Options whose values are tables of numbers rather than a choice (tried by the tables).
NOT_A_CHOICE = {"bands", "tables"}


def _option_values() -> list[tuple[str, object]]:
    """Every option of a rule set at each of its values other than Classic's."""
    import typing

    from tutor.engine import IDENTITY_FIELDS, RuleSet

    out: list[tuple[str, object]] = []
    for name, info in RuleSet.model_fields.items():
        if name in IDENTITY_FIELDS or name in NOT_A_CHOICE:
            continue
        if info.annotation is bool:
            values: tuple[object, ...] = (not info.default,)
        elif typing.get_origin(info.annotation) is typing.Literal:
            values = tuple(v for v in typing.get_args(info.annotation) if v != info.default)
        else:
            values = NUMBER_VALUES[name]  # a number option must say which values to try
        out += [(name, v) for v in values]
    return out


@pytest.mark.parametrize(("option", "value"), _option_values(),
                         ids=[f"{o}={v}" for o, v in _option_values()])
def test_every_option_at_every_value_generates_exactly_what_the_checker_accepts(
        option: str, value: object) -> None:
    """On random playouts of three tables: every candidate the checker accepts is in
    legal_actions(), and every generated move is applied without complaint."""
    rules = CLASSIC.model_copy(update={"name": f"{option}={value}", option: value})
    for players, teams in ((4, None), (2, None), (6, "2x3")):
        game = Game(rules, rules.table(players, teams))
        assert sum(_playout(game, seed, complete=True) for seed in range(2)) > 20


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_every_move_the_checker_accepts_is_generated_under_other_house_rules(name: str) -> None:
    rules = CLASSIC.model_copy(update={"name": name, **VARIANTS[name]})
    for players, teams in ((4, None), (2, None), (6, "2x3")):
        game = Game(rules, rules.table(players, teams))
        assert sum(_playout(game, seed, complete=True) for seed in range(2)) > 50


def test_a_table_names_the_rows_its_own_numbers_rest_on() -> None:
    from tutor.engine import Table, need_rule, target_rule
    assert [need_rule(CLASSIC.table(p, t)) for p, t in ((4, None), (2, None), (6, "2x3"))] == [
        "basics-9", "variants-3", "variants-8"]
    assert target_rule(CLASSIC.table(3)) == "variants-5"
    house = Table(canastas_to_go_out=2)  # four players who want two: not the six-player row
    assert need_rule(house) == "basics-9"


def test_a_first_meld_that_goes_out_says_so_and_lays_its_canasta() -> None:
    """A walk met black 3s and three aces counted as an opening with no word of going out
    and no canasta anywhere. The pack's puzzle now lays a canasta beside its black 3s, and
    its picture says the melds go out (the format's ``going_out`` lets black 3s be melded;
    the count and the minimum stay the question)."""
    from tutor.engine import check_first_meld
    from tutor.views.viewmodel import position_html, puzzle_by_id

    puzzle = puzzle_by_id("fm-018")
    assert puzzle is not None and "goes out" in position_html(puzzle)
    melds = puzzle.position.melds  # type: ignore[attr-defined]
    assert any(len(m) >= 7 for m in melds) and any(m[0].is_black_three for m in melds)
    v = check_first_meld(melds, 0, CLASSIC, CLASSIC.table(4), going_out=True)
    assert v.meets and v.count == 50
