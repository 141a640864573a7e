"""Brute-force oracles written straight from the rule texts, for small hands.

They share nothing with the engine's move generator but the card values and the
meld check (``check_meld``, itself tested row by row against the sheets in
test_sheet_rows.py); ``oracle_meld_legal`` re-derives even that. Every rule-set
option they depend on is read from the rule set, so a test can flip one option and
ask the engine and the oracle the same question.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations

from tutor.engine import Card, RuleSet, Table, check_meld, count

Melds = Sequence[Sequence[Card]]


def partitions(items: Sequence[Card]) -> Iterator[list[list[Card]]]:
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for smaller in partitions(rest):
        for i in range(len(smaller)):
            yield [*smaller[:i], [first, *smaller[i]], *smaller[i + 1:]]
        yield [[first], *smaller]


def rank_of(meld: Sequence[Card]) -> object:
    return next((c.rank for c in meld if c.is_natural), "black3")


def oracle_meld_legal(cards: Sequence[Card], rules: RuleSet, going_out: bool = False) -> bool:
    """basics-5, basics-6, scoring-9 as the sheets state them, with the rule set's numbers."""
    if len(cards) < 3 or any(c.is_red_three for c in cards):
        return False
    if any(c.is_black_three for c in cards):
        return (going_out and all(c.is_black_three for c in cards)
                and len(cards) <= rules.black_three_meld_max)
    naturals = [c for c in cards if c.is_natural]
    wilds = len(cards) - len(naturals)
    if len({c.rank for c in naturals}) != 1 or len(naturals) < rules.meld_min_naturals:
        return False
    if wilds > rules.meld_max_wilds:
        return False
    return not (rules.meld_naturals_exceed_wilds and wilds >= len(naturals))


def _meldable(cards: Sequence[Card]) -> Iterator[list[list[Card]]]:
    """Each way to split ``cards`` into blocks of at most one rank besides wild cards (no
    block mixing two ranks is a meld or joins one), each way once though cards repeat."""
    seen: set[tuple[tuple[str, ...], ...]] = set()
    for blocks in partitions(cards):
        if any(len({c.rank for c in b if not c.is_wild}) > 1 for b in blocks):
            continue
        key = tuple(sorted(tuple(sorted(str(c) for c in b)) for b in blocks))
        if key not in seen:
            seen.add(key)
            yield blocks


def _targets(blocks: int, melds: int) -> Iterator[list[int | None]]:
    """Each block is a new meld (None) or joins one of the side's melds (at most one block)."""
    def rec(i: int, used: frozenset[int]) -> Iterator[list[int | None]]:
        if i == blocks:
            yield []
            return
        for tail in rec(i + 1, used):
            yield [None, *tail]
        for j in range(melds):
            if j not in used:
                for tail in rec(i + 1, used | {j}):
                    yield [j, *tail]
    return rec(0, frozenset())


def lay_out(blocks: list[list[Card]], targets: list[int | None], melds: Melds,
            rules: RuleSet, going_out: bool) -> tuple[list[list[Card]], list[list[Card]]] | None:
    """The side's melds and the new melds after laying ``blocks``; None if any is illegal."""
    table_melds = [list(m) for m in melds]
    new: list[list[Card]] = []
    for block, target in zip(blocks, targets, strict=True):
        if target is None:
            new.append(block)
        else:
            table_melds[target] += block
    if not all(check_meld(m, rules, going_out=going_out).legal for m in new):
        return None
    if not all(check_meld(m, rules).legal for m in table_melds):
        return None
    ranks = [rank_of(m) for m in (*table_melds, *new)]
    if rules.one_meld_per_rank and len(set(ranks)) != len(ranks):
        return None
    return table_melds, new


def brute_go_out(hand: Sequence[Card], melds: Melds, rules: RuleSet, table: Table,
                 minimum: int | None, own: Sequence[int] = ()) -> tuple[bool, bool]:
    """(can go out, can go out concealed) by trying every discard and every way to lay the
    rest. ``minimum`` is the first-meld minimum still in force (None once opened); ``own``
    are the side melds the player laid this turn (they count as the player's own)."""
    plain = concealed = False
    for discard in [None, *set(hand)]:
        if discard is not None and discard.is_wild and not rules.last_discard_may_be_wild:
            continue
        rest = list(hand)
        if discard is not None:
            rest.remove(discard)
        for blocks in _meldable(rest):
            for targets in _targets(len(blocks), len(melds)):
                got = lay_out(blocks, targets, melds, rules, going_out=True)
                if got is None:
                    continue
                side, new = got
                size = rules.canasta_size
                if sum(1 for m in (*side, *new) if len(m) >= size) < table.canastas_to_go_out:
                    continue
                short = minimum is not None and count(rest, rules) < minimum
                old_touched = any(t is not None and t not in own for t in targets)
                hidden = ((discard is None or rules.concealed_with_discard)
                          and (rules.concealed_may_add_to_side_melds or not old_touched)
                          and (not rules.concealed_needs_canasta
                               or any(len(m) >= size for m in new)
                               or any(len(side[i]) >= size for i in own))
                          and (not short or rules.concealed_waives_minimum))
                plain |= not short
                concealed |= hidden
                if plain and concealed:
                    return True, True
    return plain or concealed, concealed


def frozen_against(pile: Sequence[Card], opened: bool, rules: RuleSet) -> bool:
    """pile-4, pile-5, Q1, bicycle-frozen."""
    for_all = any((c.is_wild and rules.wild_in_pile_freezes)
                  or (c.is_red_three and rules.red_three_in_pile_freezes)
                  or (c.is_black_three and rules.black_three_freezes) for c in pile)
    return for_all or not opened


def take_allowed(chosen: Sequence[Card], hand: Sequence[Card], pile: Sequence[Card],
                 melds: Melds, rules: RuleSet) -> list[Card] | None:
    """The meld holding the top card if taking with ``chosen`` obeys pile-1 … pile-8 and the
    options; None otherwise."""
    top = pile[-1]
    if not top.is_natural:
        return None
    if any(c.rank is not top.rank and not c.is_wild for c in chosen):
        return None
    if not rules.one_card_hand_takes_one_card_pile and len(hand) == 1 and len(pile) == 1:
        return None
    n = sum(1 for c in chosen if c.rank is top.rank)
    w = len(chosen) - n
    side = next((m for m in melds if rank_of(m) is top.rank), None)
    joins = side is not None and (rules.one_meld_per_rank or len(chosen) < 2)
    if frozen_against(pile, bool(melds), rules):
        if n < 2 or ((n > 2 or w) and not rules.frozen_take_extras):
            return None
    elif not joins and not (n >= 2 or (n == 1 and w and rules.take_with_natural_and_wild)):
        return None
    meld = [*(side if joins and side else []), top, *chosen]
    return meld if check_meld(meld, rules).legal else None


def brute_take(hand: Sequence[Card], pile: Sequence[Card], melds: Melds, score: int,
               rules: RuleSet, table: Table) -> set[tuple[int, int, int]]:
    """Every choice of hand cards (by naturals, twos, jokers) that takes the pile and leaves
    a turn that can end: keep a card after discarding, or go out; an unopened side reaches
    its minimum with the top card's meld and other melds from the hand (first-meld-7)."""
    top = pile[-1]
    out: set[tuple[int, int, int]] = set()
    buried = [c for c in pile[:-1] if not c.is_red_three]
    minimum = rules.minimum(score, table)[0]
    opened = bool(melds)
    for k in range(len(hand) + 1):
        for chosen in set(combinations(sorted(hand), k)):
            meld = take_allowed(chosen, hand, pile, melds, rules)
            if meld is None:
                continue
            sig = (sum(1 for c in chosen if c.rank is top.rank),
                   sum(1 for c in chosen if c.rank.name == "TWO"),
                   sum(1 for c in chosen if c.suit is None))
            if sig in out:
                continue
            rest = list(hand)
            for c in chosen:
                rest.remove(c)
            side = [list(m) for m in melds if m is not None]
            joined = next((i for i, m in enumerate(side) if rank_of(m) is top.rank
                           and len(meld) > len(chosen) + 1), None)
            if joined is not None:
                side[joined] = meld
            else:
                side.append(meld)
            top_at = joined if joined is not None else len(side) - 1
            if opened:
                if len(rest) + len(buried) >= 2 or brute_go_out(
                        [*rest, *buried], side, rules, table, None, ())[0]:
                    out.add(sig)
                continue
            base = count(meld, rules) - (0 if rules.opening_take_top_card_counts else top.value)
            if _opening_completes(rest, buried, side, top_at, base, minimum, rules, table):
                out.add(sig)
    return out


def _opening_completes(rest: list[Card], buried: list[Card], side: list[list[Card]],
                       top_at: int, base: int, minimum: int, rules: RuleSet,
                       table: Table) -> bool:
    """Can an opening by the pile reach ``minimum`` with melds from ``rest`` (the pile
    still aside) and then end the turn?"""
    if base >= minimum:
        return len(rest) + len(buried) >= 2 or brute_go_out(
            [*rest, *buried], side, rules, table, None, (top_at,))[0]
    if not rules.opening_take_hand_melds_count:
        return False
    for k in range(len(rest), 0, -1):
        for melded in set(combinations(sorted(rest), k)):
            if base + count(melded, rules) < minimum:
                continue
            left = list(rest)
            for c in melded:
                left.remove(c)
            for blocks in partitions(list(melded)):
                for targets in _targets(len(blocks), len(side)):
                    if any(t is not None and t != top_at for t in targets):
                        continue
                    got = lay_out(blocks, targets, side, rules, going_out=False)
                    if got is None:
                        continue
                    now = [*got[0], *got[1]]
                    own = tuple(range(top_at, len(now))) if top_at == len(side) - 1 else (
                        top_at, *range(len(side), len(now)))
                    if len(left) + len(buried) >= 2 or brute_go_out(
                            [*left, *buried], now, rules, table, None, own)[0]:
                        return True
    # Everything melded at once: going out with the opening in the same turn.
    return brute_go_out(rest, side, rules, table, minimum - base, (top_at,))[0] if not buried \
        else False
