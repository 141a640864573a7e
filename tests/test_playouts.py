"""Random deals and brute force: the engine's searches against independent oracles.

The go-out search and the pile analysis are clever (they count, they don't
enumerate). Here, on small hands dealt from real decks, a brute-force search
over every partition of the hand decides the same questions the slow way, and
every plan or way the engine returns is checked with the other verdicts.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests import oracles
from tests.oracles import rank_of
from tutor.engine import (
    ALL_CARDS,
    BICYCLE,
    CLASSIC,
    Card,
    RuleSet,
    Table,
    analyse_pile,
    check_first_meld,
    check_go_out,
    check_meld,
)

DECK = [c for c in ALL_CARDS if not c.is_red_three for _ in range(2)]
DECK += [c for c in ALL_CARDS if c.suit is None] * 2  # two decks: four jokers


def brute_go_out(hand: Sequence[Card], melds: Sequence[Sequence[Card]], score: int,
                 rules: RuleSet, table: Table) -> tuple[bool, bool]:
    """The oracle of tests/oracles.py, with the minimum a side's score sets when it has not
    opened."""
    minimum = None if melds else rules.minimum(score, table)[0]
    return oracles.brute_go_out(hand, melds, rules, table, minimum)


@st.composite
def go_out_positions(draw: st.DrawFn) -> tuple[list[Card], list[list[Card]], int]:
    rng = random.Random(draw(st.integers(0, 10**9)))
    deck = list(DECK)
    rng.shuffle(deck)
    melds: list[list[Card]] = []
    for _ in range(draw(st.integers(0, 2))):
        rank = rng.choice([c.rank for c in deck if c.is_natural])
        naturals = [c for c in deck if c.rank is rank][: rng.randint(2, 7)]
        wilds = [c for c in deck if c.is_wild][: rng.randint(0, 3)]
        meld = naturals + wilds
        if len(meld) >= 3 and check_meld(meld, CLASSIC).legal and rank not in [
                rank_of(m) for m in melds]:
            melds.append(meld)
            for c in meld:
                deck.remove(c)
    size = draw(st.integers(1, 7))
    # Bias the hand toward pairs and wilds so that going out is often possible.
    hand = []
    for c in deck:
        if len(hand) == size:
            break
        if c.is_wild or any(h.rank is c.rank for h in hand) or rng.random() < 0.35:
            hand.append(c)
    score = draw(st.sampled_from([-50, 0, 1500, 3000]))
    return hand, melds, score


@st.composite
def canasta_hands(draw: st.DrawFn) -> tuple[list[Card], list[list[Card]], int]:
    """Hands of 7 to 8 cards built around a canasta, sometimes beside a meld of the side."""
    rng = random.Random(draw(st.integers(0, 10**9)))
    deck = list(DECK)
    rng.shuffle(deck)
    rank = rng.choice([c.rank for c in deck if c.is_natural])
    naturals = [c for c in deck if c.rank is rank][: rng.randint(3, 7)]
    wilds = [c for c in deck if c.is_wild][: rng.randint(0, 4)]
    hand = (naturals + wilds)[:7]
    for c in hand:
        deck.remove(c)
    hand += deck[: draw(st.integers(0, 1))]
    melds: list[list[Card]] = []
    if draw(st.booleans()):
        other = next(c.rank for c in deck if c.is_natural and c.rank is not rank)
        meld = [c for c in deck if c.rank is other][:3]
        melds.append(meld)
        hand += [c for c in deck if c.rank is other and c not in meld][:1]
    return hand, melds, draw(st.sampled_from([0, 1500, 3000]))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(go_out_positions(), canasta_hands()), st.sampled_from([CLASSIC, BICYCLE]),
       st.sampled_from([2, 4]))
def test_go_out_search_agrees_with_brute_force(
    position: tuple[list[Card], list[list[Card]], int], rules: RuleSet, players: int
) -> None:
    hand, melds, score = position
    table = rules.table(players)
    fast = check_go_out(hand, melds, score, rules, table, melded_before=False)
    slow = brute_go_out(hand, melds, score, rules, table)
    assert (fast.can_go_out, fast.concealed) == slow, (hand, melds, score, fast.why)


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(go_out_positions(), st.sampled_from([CLASSIC, BICYCLE]))
def test_every_go_out_plan_is_legal_and_uses_the_whole_hand(
    position: tuple[list[Card], list[list[Card]], int], rules: RuleSet
) -> None:
    hand, melds, score = position
    table = rules.table(4)
    got = check_go_out(hand, melds, score, rules, table, melded_before=False)
    if not got.can_go_out:
        return
    plan = got.plan
    assert plan is not None
    used: Counter[Card] = Counter()
    for m in plan.new_melds:
        assert check_meld(m, rules, going_out=True).legal
        used.update(m)
    for base, added in plan.additions:
        assert check_meld([*base, *added], rules).legal
        used.update(added)
    if plan.discard is not None:
        used[plan.discard] += 1
    assert used == Counter(hand)
    assert plan.canastas >= table.canastas_to_go_out


def hands_and_piles(rng: random.Random) -> tuple[list[Card], list[Card], list[list[Card]], int]:
    deck = list(DECK)
    rng.shuffle(deck)
    melds: list[list[Card]] = []
    if rng.random() < 0.5:
        rank = rng.choice([c.rank for c in deck[:20] if c.is_natural])
        meld = [c for c in deck if c.rank is rank][:3]
        if len(meld) == 3:
            melds.append(meld)
            for c in meld:
                deck.remove(c)
    pile = deck[: rng.randint(1, 6)]
    top_rank = pile[-1].rank
    rest = deck[len(pile):]
    hand = [c for c in rest if c.rank is top_rank][: rng.randint(0, 3)]
    for c in rest:
        if len(hand) >= rng.randint(3, 11):
            break
        if c not in hand:
            hand.append(c)
    return hand, pile, melds, rng.choice([-50, 0, 1500, 3000])


def test_pile_analysis_agrees_with_brute_force_on_random_deals() -> None:
    rng = random.Random(2026)
    checked = 0
    for _ in range(600):
        hand, pile, melds, score = hands_and_piles(rng)
        if len(hand) > 9 or not pile[-1].is_natural:
            continue
        for rules in (CLASSIC, BICYCLE):
            got = analyse_pile(pile, hand, melds, score, rules, rules.table(4))
            if not melds and got.can_take:
                continue  # an opening: checked in the next test with the first-meld verdict
            want = bool(oracles.brute_take(hand, pile, melds, score, rules, rules.table(4)))
            assert got.can_take == want, (hand, pile, melds, got.why)
            checked += 1
    assert checked > 300


def test_every_opening_by_the_pile_passes_the_first_meld_verdict() -> None:
    rng = random.Random(7)
    openings = 0
    for _ in range(3000):
        hand, pile, _, score = hands_and_piles(rng)
        got = analyse_pile(pile, hand, [], score, CLASSIC, CLASSIC.table(4))
        for way in got.ways:
            openings += 1
            melds = [way.meld, *way.other_melds]
            verdict = check_first_meld(melds, score, CLASSIC, CLASSIC.table(4), pile[-1])
            assert verdict.meets and verdict.count == way.count, (hand, pile, verdict.why)
            used = Counter(c for m in melds for c in m)
            used[pile[-1]] -= 1
            assert not used - Counter(hand)  # every other card came from the hand
    assert openings > 20
