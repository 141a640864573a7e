"""How much a hand can still meld this turn: the bound behind "can this opening still reach
its minimum?" (first-meld-2: the melds of one turn add up).

The game state asks it before letting an unopened side lay a meld or take the pile, so a
legal move never leads into a turn that cannot end. It works on counts: every rank with
three naturals melds, a pair melds with a wild card (the dearest pairs first), and the
wild cards go down dearest first, one to each pair and then where there is room. Card
values are all positive and any wild card fills any wild place, so this is the maximum.
It also returns the melds themselves, so an explanation can show them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement

from .cards import Card, Rank
from .melds import count, value_table, wild_capacity
from .rules import RuleSet


@dataclass(frozen=True, slots=True)
class Reach:
    """The most a hand can meld this turn: new melds, cards added to ``slots``, the rest."""

    count: int
    new_melds: tuple[tuple[Card, ...], ...]
    additions: tuple[tuple[Card, ...], ...]
    """Per slot, the cards added to it."""
    left: tuple[Card, ...]


def best_melds(cards: Sequence[Card], slots: Sequence[Sequence[Card]], rules: RuleSet) -> Reach:
    """The highest-counting way to meld ``cards`` into new melds or into ``slots`` (the side's
    melds that may still take cards this turn)."""
    values = value_table(rules)
    by_rank, wilds, left = _sorted_out(cards)
    adds: list[list[Card]] = [[] for _ in slots]
    groups, pairs = _group(by_rank, slots, adds, left)
    wilds.sort(key=lambda c: -values[c._key])
    pairs.sort(key=lambda cs: -count(cs, rules))
    _place_wilds(wilds, groups, pairs, list(zip(adds, slots, strict=True)), left, rules)
    melded = [c for g in groups for c in g] + [c for a in adds for c in a]
    return Reach(count(melded, rules), tuple(tuple(g) for g in groups),
                 tuple(tuple(a) for a in adds), tuple(left))


def _place_wilds(wilds: list[Card], groups: list[list[Card]], pairs: list[list[Card]],
                 onto: list[tuple[list[Card], Sequence[Card]]], left: list[Card],
                 rules: RuleSet) -> None:
    """Every wild card is worth the same to a meld's legality, so the dearest go down: a
    pair takes its one (the dearest pairs first), then each meld takes what it has room for
    (a cheap two completing the pair would keep a joker out); the rest are left over."""
    if wild_capacity(2, rules) >= 1:
        while pairs and wilds:
            groups.append([*pairs.pop(0), wilds.pop(0)])
    for cs in pairs:
        left.extend(cs)
    targets: list[tuple[list[Card], Sequence[Card]]] = [(g, ()) for g in groups]
    for extra, base in [*targets, *onto]:
        room = _room([*base, *extra], rules)
        while wilds and room > 0:
            extra.append(wilds.pop(0))
            room -= 1
    left.extend(wilds)


def _sorted_out(cards: Sequence[Card]) -> tuple[dict[Rank, list[Card]], list[Card], list[Card]]:
    """The naturals by rank, the wild cards, and the rest (black 3s: left over)."""
    by_rank: dict[Rank, list[Card]] = {}
    wilds: list[Card] = []
    left: list[Card] = []
    for c in cards:
        if c.is_natural:
            by_rank.setdefault(c.rank, []).append(c)
        elif c.is_wild:
            wilds.append(c)
        else:
            left.append(c)
    return by_rank, wilds, left


def _group(by_rank: dict[Rank, list[Card]], slots: Sequence[Sequence[Card]],
           adds: list[list[Card]], left: list[Card]) -> tuple[list[list[Card]], list[list[Card]]]:
    """Each rank's naturals: onto the slot of its rank (into ``adds``), a new meld of three
    or more, a pair, or left over (into ``left``)."""
    slot_of: dict[Rank, int] = {}
    for i, m in enumerate(slots):
        r = next((c.rank for c in m if c.is_natural), None)
        if r is not None:
            slot_of.setdefault(r, i)
    groups: list[list[Card]] = []
    pairs: list[list[Card]] = []
    for rank, cs in by_rank.items():
        if rank in slot_of:
            adds[slot_of[rank]].extend(cs)
        elif len(cs) >= 3:
            groups.append(list(cs))
        elif len(cs) == 2:
            pairs.append(list(cs))
        else:
            left.extend(cs)
    return groups, pairs


def _room(meld: Sequence[Card], rules: RuleSet) -> int:
    naturals = sum(1 for c in meld if c.is_natural)
    return max(0, wild_capacity(naturals, rules) - (len(meld) - naturals))


def best_keeping(
    cards: Sequence[Card], slots: Sequence[Sequence[Card]], rules: RuleSet, keep: int
) -> Reach | None:
    """:func:`best_melds` with at least ``keep`` cards left in the hand; None when fewer
    than ``keep`` cards are there at all."""
    if len(cards) < keep:
        return None
    best = best_melds(cards, slots, rules)
    if len(best.left) >= keep:
        return best
    top: Reach | None = None
    distinct = sorted(set(cards))
    for size in range(keep - len(best.left), keep + 1):
        for held in combinations_with_replacement(distinct, size):
            rest = list(cards)
            try:
                for c in held:
                    rest.remove(c)
            except ValueError:
                continue
            got = best_melds(rest, slots, rules)
            if len(got.left) + size >= keep and (top is None or got.count > top.count):
                top = Reach(got.count, got.new_melds, got.additions, (*got.left, *held))
    return top


def reach(
    cards: Sequence[Card], slots: Sequence[Sequence[Card]], rules: RuleSet, keep: int
) -> int | None:
    """The most ``cards`` can add to this turn's melds keeping ``keep`` cards in hand."""
    got = best_keeping(cards, slots, rules, keep)
    return None if got is None else got.count
