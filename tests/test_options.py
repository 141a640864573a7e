"""Every option of a rule set, flipped from its default, against a brute-force oracle.

For each option the engine and an oracle written from the rule text (tests/oracles.py)
answer the same random positions: meld legality, every way to take the pile, going out
and concealed, the score of a hand, the upcard, the game's end. Positions are dealt
from the real decks; hands are small so the oracles can try every arrangement.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.oracles import brute_go_out, brute_take, oracle_meld_legal, rank_of
from tutor.engine import (
    ALL_CARDS,
    CLASSIC,
    Band,
    Card,
    Game,
    RuleSet,
    SideHand,
    check_game,
    check_go_out,
    check_meld,
    is_legal_meld,
    parse_cards,
    score_hand,
    take_choices,
    turn_upcard,
)

DECK = [c for c in ALL_CARDS if c.suit is not None for _ in range(2)]
DECK += [c for c in ALL_CARDS if c.suit is None] * 4


def flipped(**changes: Any) -> RuleSet:
    return CLASSIC.model_copy(update={"name": "test-" + "-".join(changes), **changes})


MELD_OPTIONS = [
    {"meld_min_naturals": 3}, {"meld_max_wilds": 2}, {"meld_naturals_exceed_wilds": True},
    {"black_three_meld_max": 3}, {"canasta_of_illegal_meld": True},
]
TAKE_OPTIONS = [
    {"wild_in_pile_freezes": False}, {"red_three_in_pile_freezes": False},
    {"black_three_freezes": True}, {"take_with_natural_and_wild": False},
    {"frozen_take_extras": False}, {"opening_take_top_card_counts": False},
    {"opening_take_hand_melds_count": False}, {"one_card_hand_takes_one_card_pile": False},
    {"one_meld_per_rank": False}, {"meld_max_wilds": 2}, {"canasta_size": 6},
]
GO_OUT_OPTIONS = [
    {"concealed_may_add_to_side_melds": False}, {"concealed_with_discard": False},
    {"concealed_waives_minimum": True}, {"concealed_needs_canasta": False},
    {"last_discard_may_be_wild": False}, {"black_three_meld_max": 3},
    {"one_meld_per_rank": False}, {"canasta_size": 6}, {"meld_naturals_exceed_wilds": True},
]


def _name(option: dict[str, Any]) -> str:
    return ",".join(f"{k}={v}" for k, v in option.items())


@pytest.mark.parametrize("option", MELD_OPTIONS, ids=_name)
def test_meld_legality_follows_each_option(option: dict[str, Any]) -> None:
    rules = flipped(**option)
    rng = random.Random(str(option))
    for _ in range(3000):
        rank = rng.choice([c for c in ALL_CARDS if c.is_natural or c.is_black_three]).rank
        pool = [c for c in DECK if c.rank is rank or c.is_wild or rng.random() < 0.02]
        cards = rng.sample(pool, rng.randint(1, 8))
        going_out = rng.random() < 0.5
        want = oracle_meld_legal(cards, rules, going_out)
        got = check_meld(cards, rules, going_out)
        assert got.legal == want, (cards, option, got.why)
        assert got.why, cards  # a verdict always says why, legal or not
        assert is_legal_meld(cards, rules, going_out) == want
        if len(cards) >= rules.canasta_size and rules.canasta_of_illegal_meld and not want:
            assert got.canasta is not None


def small_take(rng: random.Random) -> tuple[list[Card], list[Card], list[list[Card]], int]:
    deck = list(DECK)
    rng.shuffle(deck)
    melds: list[list[Card]] = []
    if rng.random() < 0.6:
        rank = rng.choice([c.rank for c in deck[:10] if c.is_natural])
        meld = [c for c in deck if c.rank is rank][: rng.randint(3, 6)]
        melds.append(meld)
        for c in meld:
            deck.remove(c)
    pile = deck[: rng.randint(1, 4)]
    if rng.random() < 0.3:
        pile.insert(0, rng.choice([c for c in deck if c.is_wild or c.is_black_three]))
    top = pile[-1]
    rest = [c for c in deck[len(pile):] if not c.is_red_three]
    hand = [c for c in rest if c.rank is top.rank][: rng.randint(0, 3)]
    hand += [c for c in rest if c.is_wild][: rng.randint(0, 2)]
    for c in rest:
        if len(hand) >= rng.randint(2, 6):
            break
        if c not in hand:
            hand.append(c)
    if melds and rng.random() < 0.4:
        hand += [c for c in rest if c.rank is rank_of(melds[0]) and c not in hand][:1]
    return hand[:7], pile, melds, rng.choice([-50, 0, 0, 1500])


@pytest.mark.parametrize("option", [{}, *TAKE_OPTIONS], ids=lambda o: _name(o) or "default")
def test_every_way_to_take_the_pile_follows_each_option(option: dict[str, Any]) -> None:
    rules = flipped(**option) if option else CLASSIC
    table = rules.table(4)
    rng = random.Random("take" + str(option))
    takeable = 0
    for _ in range(250):
        hand, pile, melds, score = small_take(rng)
        if not pile[-1].is_natural or any(c.is_red_three for c in pile):
            continue
        got = set(take_choices(pile, hand, melds, score, rules, table))
        want = brute_take(hand, pile, melds, score, rules, table)
        assert got == want, (hand, pile, melds, score, option)
        takeable += bool(got)
    assert takeable > 20


def small_go_out(rng: random.Random) -> tuple[list[Card], list[list[Card]], int]:
    deck = list(DECK)
    rng.shuffle(deck)
    melds: list[list[Card]] = []
    for _ in range(rng.randint(0, 2)):
        rank = rng.choice([c.rank for c in deck if c.is_natural])
        meld = [c for c in deck if c.rank is rank][: rng.randint(3, 7)]
        if rank not in [rank_of(m) for m in melds]:
            melds.append(meld)
            for c in meld:
                deck.remove(c)
    hand: list[Card] = []
    size = rng.randint(1, 6)
    for c in deck:
        if len(hand) == size:
            break
        if c.is_red_three:
            continue
        if c.is_wild or any(h.rank is c.rank for h in hand) or rng.random() < 0.3 or (
                melds and c.rank is rank_of(melds[0])):
            hand.append(c)
    return hand, melds, rng.choice([0, 0, 1500, 3000])


GO_OUT_CASES = [(o, 4) for o in [{}, *GO_OUT_OPTIONS]] + [({}, 2), ({"canasta_size": 6}, 2)]


@pytest.mark.parametrize(("option", "players"), GO_OUT_CASES,
                         ids=lambda o: (_name(o) or "default") if isinstance(o, dict) else str(o))
def test_going_out_follows_each_option(option: dict[str, Any], players: int) -> None:
    rules = flipped(**option) if option else CLASSIC
    table = rules.table(players)
    rng = random.Random(f"out{option}{players}")
    yes = 0
    for _ in range(150):
        hand, melds, score = small_go_out(rng)
        if any(not check_meld(m, rules).legal for m in melds):
            continue
        if rules.one_meld_per_rank and len({rank_of(m) for m in melds}) < len(melds):
            continue
        got = check_go_out(hand, melds, score, rules, table, melded_before=False)
        minimum = None if melds else rules.minimum(score, table)[0]
        want = brute_go_out(hand, melds, rules, table, minimum)
        assert (got.can_go_out, got.concealed) == want, (hand, melds, score, option, got.why)
        yes += got.can_go_out
    assert yes > (10 if players == 4 else 0)


SCORE_OPTIONS = [
    {"going_out_bonus": 50}, {"concealed_bonus": 300}, {"natural_canasta_bonus": 400},
    {"mixed_canasta_bonus": 200}, {"red_three_value": 100}, {"canasta_size": 6},
]


@pytest.mark.parametrize("option", SCORE_OPTIONS, ids=_name)
def test_scores_of_played_hands_follow_each_option(option: dict[str, Any]) -> None:
    """scoring-1 … scoring-5 worked by a plain formula on hands the engine played."""
    rules = flipped(**option)
    game = Game(rules, rules.table(4))
    rng = random.Random(str(option))
    for seed in range(6):
        st = game.new_initial_state(seed)
        while not st.is_terminal():
            st.apply(rng.choice(st.legal_actions()))
        verdict = st.score()
        for s, side in enumerate(st.side_hands()):
            assert verdict.sides[s].total == formula(side, s, st.went_out, st, rules)


def formula(side: SideHand, s: int, went_out: int | None, st: Any, rules: RuleSet) -> int:
    def value(c: Card) -> int:
        return rules.red_three_value if c.is_red_three else c.value

    total = 0
    if went_out is not None and st.side_of[went_out] == s:
        total += rules.concealed_bonus if st.concealed else rules.going_out_bonus
    for m in side.melds:
        total += sum(value(c) for c in m)
        if len(m) >= rules.canasta_size:
            wild = any(c.is_wild for c in m)
            total += rules.mixed_canasta_bonus if wild else rules.natural_canasta_bonus
    reds = st.table.red_three_bonus[min(side.red_threes, len(st.table.red_three_bonus) - 1)]
    total += reds if side.melds else -reds
    total -= sum(value(c) for h in side.hands for c in h)
    return total


def test_three_player_pair_split_changes_the_scores() -> None:
    rules = flipped(three_player_pair_shares=False)
    table = rules.table(3)
    k7 = parse_cards("KS KH KD KC KS KH KD")
    lone = SideHand((k7,), 0, ((),))
    pair = SideHand(((Card("9S"), Card("9H"), Card("9D")),), 0,
                    ((Card("4C"),), (Card("5D"),)))
    shared = score_hand([lone, pair], 0, False, CLASSIC, table)
    split = score_hand([lone, pair], 0, False, rules, table)
    assert shared.scores == [670, 20]
    assert split.scores == [670, 10]  # 30 - 10 = 20, split: 10 each


def test_upcard_cover_option_covers_black_threes() -> None:
    rules = flipped(upcard_cover="wild_or_any_three")
    stock = list(parse_cards("3S 2C 3H 9D"))
    assert turn_upcard(stock, rules).turned == 4
    assert turn_upcard(stock, CLASSIC).turned == 1


@pytest.mark.parametrize(("option", "totals", "over", "winner"), [
    ({"tie_at_target": "play_on"}, [5200, 5200], False, None),
    ({}, [5200, 5200], True, None),
    ({"losing_floor": -2000}, [-2000, 300], True, 1),
    ({}, [-2000, 300], False, None),
])
def test_the_games_end_follows_each_option(option: dict[str, Any], totals: list[int],
                                           over: bool, winner: int | None) -> None:
    rules = flipped(**option) if option else CLASSIC
    got = check_game(totals, rules, rules.table(4))
    assert (got.over, got.winner) == (over, winner)


def test_bands_are_data() -> None:
    rules = flipped(bands=(Band(score=-(10**9), minimum=10, rule="first-meld-3"),
                           Band(score=0, minimum=60, rule="first-meld-4")))
    assert rules.minimum(0, rules.table(4))[0] == 60
    assert rules.minimum(-5, rules.table(4))[0] == 10
