"""The game state and its one move generator, played as a table plays it.

Random playouts for every table and both rule sets check what must hold at every
step (each card of the decks in exactly one place, every meld on the table legal,
no legal move leading into a turn that cannot end), that every hand ends, that the
hand's score is what the public ``score_hand`` puzzle says of the final table, and
that the take-the-pile and go-out verdicts, asked from what a player sees, agree
with ``legal_actions()`` of the real state.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tutor.engine import (
    ACTION_TYPES,
    Answer,
    AskPartner,
    Card,
    Discard,
    Draw,
    Game,
    GoOut,
    IllegalAction,
    Meld,
    State,
    Status,
    TakePile,
    parse_action,
    parse_cards,
    places,
)
from tutor.puzzles.format import parse_puzzle, solve

TABLES = [(r, p, t) for r in ("classic", "bicycle")
          for p, t in ((4, None), (2, None), (3, None), (6, "3x2"), (6, "2x3"))]
TABLES += [("online", 4, None), ("online", 3, None)]  # the site's book plays four


def _id(case: tuple[str, int, str | None]) -> str:
    return f"{case[0]}-{case[1]}" + (f"-{case[2]}" if case[2] else "")


def puzzle_base(st: State) -> dict[str, Any]:
    base: dict[str, Any] = {"rules": st.rules.name, "players": st.table.players}
    if st.table.players == 6:
        base["teams"] = "3x2" if st.table.layout == "3x2" else "2x3"
    return base


def strs(cards: Any) -> list[str]:
    return [str(c) for c in cards]


def check_queries(st: State, legal: list[Any]) -> int:
    """Ask the verdicts what the player to move sees; compare with the real state."""
    base = puzzle_base(st)
    side = st.side
    melds = [strs(m) for m in st.melds[side]]
    ranks = [next((c.rank for c in m if c.is_natural), None) for m in st.melds[side]]
    if len(set(ranks)) < len(ranks):
        return 0  # a three-player pair pooled two melds of a rank: no puzzle says that
    score = st.totals[side]
    if st.phase == "draw" and st.pile:
        p = {**base, "kind": "take_pile", "position": {
            "pile": strs(st.pile), "hand": strs(st.hand), "team_melds": melds,
            "team_score": score}}
        got = solve(parse_puzzle(p)).answer["can_take"]
        assert got == any(isinstance(a, TakePile) for a in legal), (p, legal)
        return 1
    if (st.phase == "meld" and st.turn_count == 0 and not st.fresh and st.answer is None
            and not st.touched_old and not st.must_out):
        p = {**base, "kind": "go_out", "position": {
            "hand": strs(st.hand), "team_melds": melds, "team_score": score,
            "melded_before": st.melded[st.current]}}
        got = solve(parse_puzzle(p)).answer
        outs = [a for a in _after_a_yes(st, legal) if isinstance(a, GoOut)]
        assert got["can_go_out"] == bool(outs), (p, legal)
        assert got["concealed"] == any(a.concealed for a in outs), (p, legal)
        return 1
    return 0


def _after_a_yes(st: State, legal: list[Any]) -> list[Any]:
    """The moves open once partner has said yes, where the table makes asking part of going
    out (the go-out puzzle then asks whether a yes lets the player go out)."""
    if not (st.rules.must_ask_partner and AskPartner() in legal):
        return legal
    st.apply(AskPartner())
    st.apply(Answer(True))
    after = st.legal_actions()
    st.undo()
    st.undo()
    return after


def final_score_puzzle(st: State) -> list[int]:
    """The finished hand as the public score_hand puzzle, solved from scratch."""
    teams = [{"melds": [strs(m) for m in side.melds], "red_threes": side.red_threes,
              "hands": [strs(h) for h in side.hands]} for side in st.side_hands()]
    went = st.side_of[st.went_out] if st.went_out is not None else None
    p = {**puzzle_base(st), "kind": "score_hand",
         "position": {"teams": teams, "went_out": went, "concealed": st.concealed}}
    scores: list[int] = solve(parse_puzzle(p)).answer["scores"]
    return scores


def play(game: Game, seed: int) -> tuple[State, int]:
    st = game.new_initial_state(seed)
    rng = random.Random(seed)
    queries = 0
    assert st.status() == Status.VALID
    while not st.is_terminal():
        legal = st.legal_actions()
        assert legal, (st.phase, st.hand)
        queries += check_queries(st, legal)
        action = rng.choice(legal)
        st.apply(action)
        assert st.status() == Status.VALID, action
        assert len(st.log) < 3000
    return st, queries


@pytest.mark.parametrize("case", TABLES, ids=_id)
def test_random_playouts_keep_every_card_and_score_as_the_puzzle_does(
    case: tuple[str, int, str | None]
) -> None:
    rules, players, teams = case
    game = Game.named(rules, players, teams)
    out = queries = 0
    for seed in range(4):
        st, asked = play(game, seed)
        queries += asked
        out += st.went_out is not None
        assert st.score().scores == final_score_puzzle(st)
        returns = st.returns()
        assert [returns[p] for p in range(players)] == [
            st.score().credited(st.side_of[p]) for p in range(players)]
    assert queries > 20


def test_undo_restores_the_state_exactly() -> None:
    game = Game.named("classic", 4)
    st = game.new_initial_state(3)
    rng = random.Random(3)
    for _ in range(60):
        before = (repr(st.hands), repr(st.melds), repr(st.pile), len(st.stock), st.phase,
                  st.current, st.legal_actions())
        action = rng.choice(st.legal_actions())
        st.apply(action)
        st.undo()
        after = (repr(st.hands), repr(st.melds), repr(st.pile), len(st.stock), st.phase,
                 st.current, st.legal_actions())
        assert before == after
        st.apply(action)
        if st.is_terminal():
            break


def test_every_action_repr_round_trips() -> None:
    game = Game.named("classic", 4)
    st = game.new_initial_state(5)
    rng = random.Random(5)
    seen = set()
    namespace = {"Card": Card, **ACTION_TYPES}
    while not st.is_terminal():
        for a in st.legal_actions():
            assert eval(repr(a), namespace) == a
            assert parse_action(repr(a)) == a
            seen.add(type(a))
        st.apply(rng.choice(st.legal_actions()))
    assert {Draw, Discard, Meld} <= seen


def test_a_refused_action_names_its_rule_and_changes_nothing() -> None:
    st = Game.named("classic", 4).new_initial_state(1)
    before = repr(st.hands)
    with pytest.raises(IllegalAction) as err:
        st.apply(Discard(st.hand[0]))
    assert err.value.why.rule == "basics-4"
    assert repr(st.hands) == before


# --- the deal and the draw ------------------------------------------------------------


@pytest.mark.parametrize("case", TABLES, ids=_id)
def test_the_deal_follows_the_table(case: tuple[str, int, str | None]) -> None:
    rules, players, teams = case
    game = Game.named(rules, players, teams)
    st = game.new_initial_state(11)
    table = game.table
    assert all(len(h) == table.deal for h in st.hands)
    assert not any(c.is_red_three for h in st.hands for c in h)
    on_table = sum(len(cards) for _, cards in places(st))
    assert on_table == len(game.deck()) == (108 if table.decks == 2 else 162)
    assert st.pile[-1].is_natural or st.pile[-1].is_black_three


@pytest.mark.parametrize(("players", "drawn"), [(4, 1), (2, 2), (3, 2), (6, 1)])
def test_a_draw_takes_the_tables_number_of_cards(players: int, drawn: int) -> None:
    st = Game.named("classic", players, "3x2" if players == 6 else None).new_initial_state(2)
    st.stock = [c for c in st.stock if not c.is_red_three]
    before = len(st.hand)
    st.apply(Draw())
    assert len(st.hand) == before + drawn


def test_the_last_stock_card_counts_as_a_full_draw_for_two_players() -> None:
    st = Game.named("classic", 2).new_initial_state(2)
    st.stock = [Card("9S")]
    before = len(st.hand)
    st.apply(Draw())
    assert len(st.hand) == before + 1 and st.stock_size == 0


def test_a_red_three_drawn_is_laid_out_and_replaced() -> None:
    st = Game.named("classic", 4).new_initial_state(2)
    st.stock = [Card("9S"), Card("3H")]
    side = st.side
    reds = len(st.reds[side])
    st.apply(Draw())
    assert len(st.reds[side]) == reds + 1 and Card("9S") in st.hand
    assert not any(c.is_red_three for c in st.hand)


def test_a_red_three_as_the_last_stock_card_ends_the_hand() -> None:
    st = Game.named("classic", 4).new_initial_state(2)
    st.stock = [Card("3D")]
    st.apply(Draw())
    assert st.is_terminal() and st.went_out is None
    assert Card("3D") in st.reds[st.side_of[st.log[-1][0]]]


# --- the stock runs out (pile-9, Q9) ----------------------------------------------------


def stock_out_state(rules: str = "classic", **changes: Any) -> State:
    """Seat 0's side has kings down; seat 1 will face an empty stock."""
    game = Game.named(rules, 4)
    if changes:
        r = game.rules.model_copy(update=changes)
        game = Game(r, r.table(4))
    st = State.position(game, parse_cards("5S 6S 7D"), [parse_cards("KS KH KD")],
                        parse_cards("9C"), phase="meld", stock=0)
    st.hands[1] = list(parse_cards("QS QH 4C"))
    st.hands[2] = list(parse_cards("8C 8D 6C"))
    st.hands[3] = list(parse_cards("JS JH 5C"))
    st.melds[1] = [list(parse_cards("AS AH AD"))]
    st.opened[1] = True
    return st


def test_when_the_stock_is_out_a_player_who_cannot_take_the_pile_ends_the_hand() -> None:
    st = stock_out_state()
    st.apply(Discard(Card("7D")))  # seat 1 holds no seven: the hand is over
    assert st.is_terminal() and st.went_out is None
    lines = [ln.item for side in st.score().sides for ln in side.lines]
    assert not any(item.startswith("line.going-out") for item in lines)


def test_when_the_stock_is_out_play_goes_on_while_the_discard_can_be_taken() -> None:
    st = stock_out_state()
    st.apply(Discard(Card("5S")))
    assert st.is_terminal()  # seat 1 holds no five
    st = stock_out_state()
    st.hands[1] = list(parse_cards("QS QH 7C 7S 4C"))
    st.apply(Discard(Card("7D")))
    assert not st.is_terminal() and st.phase == "draw"
    legal = st.legal_actions()
    assert legal and all(isinstance(a, TakePile) for a in legal)
    assert st.why_illegal(Draw()) is not None and st.why_illegal(Draw()).rule == "pile-9"


def test_end_at_once_ends_the_hand_when_the_stock_is_used_up() -> None:
    st = stock_out_state(stock_out="end_at_once")
    st.hands[1] = list(parse_cards("QS QH 7C 7S 4C"))
    st.apply(Discard(Card("7D")))
    assert st.is_terminal() and st.went_out is None


# --- asking partner (scoring-8, Q18) ----------------------------------------------------


def ask_state(**changes: Any) -> State:
    game = Game.named("classic", 4)
    if changes:
        r = game.rules.model_copy(update=changes)
        game = Game(r, r.table(4))
    canasta = parse_cards("QS QH QD QC QS QH QD")
    return State.position(game, parse_cards("9S 9H 9D 9C 5C"), [canasta], phase="meld")


def test_a_yes_binds_the_player_to_go_out() -> None:
    st = ask_state()
    st.apply(AskPartner())
    assert st.phase == "answer" and st.current == 2  # partner sits opposite
    st.apply(Answer(True))
    assert st.current == 0 and st.must_out
    why = st.why_illegal(Discard(Card("5C")))
    assert why is not None and why.rule == "scoring-8"
    assert not any(isinstance(a, Discard) for a in st.legal_actions())


def test_a_no_forbids_going_out_this_turn() -> None:
    st = ask_state()
    st.apply(AskPartner())
    st.apply(Answer(False))
    assert not any(isinstance(a, GoOut) for a in st.legal_actions())
    assert st.why_illegal(GoOut(Card("5C"))) is not None
    assert st.is_legal(Discard(Card("5C")))


def test_asking_is_optional_unless_the_table_says_so() -> None:
    assert any(isinstance(a, GoOut) for a in ask_state().legal_actions())
    st = ask_state(must_ask_partner=True)
    assert not any(isinstance(a, GoOut) for a in st.legal_actions())
    why = st.why_illegal(GoOut(None))
    assert why is not None and why.choice == "Q18"
    st.apply(AskPartner())
    st.apply(Answer(True))
    assert any(isinstance(a, GoOut) for a in st.legal_actions())


def test_a_player_alone_has_nobody_to_ask() -> None:
    game = Game.named("classic", 2)
    st = State.position(game, parse_cards("9S 9H 9D 5C"), [
        parse_cards("QS QH QD QC QS QH QD"), parse_cards("KS KH KD KC KS KH KD")], phase="meld")
    assert not any(isinstance(a, AskPartner) for a in st.legal_actions())


# --- a whole turn, per turn -------------------------------------------------------------


def test_the_opening_minimum_is_summed_over_the_turn() -> None:
    game = Game.named("classic", 4)
    hand = parse_cards("KS KH KD QS QH QC 5C 6D 7H 8S 9C JD")
    st = State.position(game, hand, [], phase="meld")
    st.apply(Meld(parse_cards("KS KH KD")))  # 30 so far: the turn must go on to 50
    why = st.why_illegal(Discard(Card("5C")))
    assert why is not None and why.rule == "first-meld-4"
    st.apply(Meld(parse_cards("QS QH QC")))  # 60
    assert st.opened[0] and st.is_legal(Discard(Card("5C")))


def test_a_meld_that_leaves_the_minimum_out_of_reach_is_refused() -> None:
    game = Game.named("classic", 4)
    hand = parse_cards("5S 5H 5D 6C 7D 8S 9C JD QH KS AC 4H")
    st = State.position(game, hand, [], phase="meld")
    why = st.why_illegal(Meld(parse_cards("5S 5H 5D")))
    assert why is not None and why.rule == "first-meld-4"


def test_melding_the_last_card_without_the_canastas_is_refused() -> None:
    game = Game.named("classic", 4)
    st = State.position(game, parse_cards("9S 9H 9D"), [parse_cards("KS KH KD")],
                        phase="meld")
    why = st.why_illegal(Meld(parse_cards("9S 9H 9D")))
    assert why is not None and why.rule == "basics-9"


@pytest.mark.parametrize("case", TABLES, ids=_id)
def test_the_generators_bulk_checks_agree_with_checking_each_move(
    case: tuple[str, int, str | None], monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the shortcuts off, every candidate goes through the checker one by one; the
    legal moves must be the same, position after position, and no position is stuck."""
    import tutor.engine.state as state_module

    rules, players, teams = case
    game = Game.named(rules, players, teams)
    compared = 0
    for seed in range(100, 106):
        st = game.new_initial_state(seed)
        rng = random.Random(seed)
        while not st.is_terminal():
            st._legal = st._plans = None
            fast = st.legal_actions()
            monkeypatch.setattr(state_module, "SHORTCUTS", False)
            st._legal = st._plans = None
            slow = st.legal_actions()
            monkeypatch.setattr(state_module, "SHORTCUTS", True)
            assert fast and sorted(map(repr, fast)) == sorted(map(repr, slow)), st.log[-3:]
            assert all(st.why_illegal(a) is None for a in fast)  # the whole checker agrees
            compared += 1
            st.apply(rng.choice(fast))
    assert compared > 300


def test_the_pile_note_names_the_black_three_covered_last() -> None:
    """helper-23 read "The 3♠ is covered" under a pile whose 3♣, covered later, showed in
    its fan: the note names the one covered last."""
    from tutor.engine import get_rules, parse_cards, pile_state, state_reasons
    from tutor.explain import say

    rules = get_rules("classic")
    pile = parse_cards("3S 5H JS 3C 4C JS")
    said = [say(w) for w in state_reasons(pile_state(pile, True, rules), pile, rules)]
    assert any(s.startswith("The 3♣ is covered: a black 3 only stops") for s in said), said
