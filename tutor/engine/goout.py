"""Going out: can the player meld every card, or all but one discard, this turn?

Rules: basics-9 (a canasta on the table, or made this turn; meld all or all but
a discard), variants-3 and variants-8 (two canastas), scoring-9 (black 3s),
basics-6 (wild limits), first-meld-2 (an unopened side still needs its
minimum), scoring-1 (concealed), and the choices Q3, Q4, Q5, Q13, Q16, Q17.

The search works on counts, not permutations: after the discard, each rank's
naturals must go to one meld (the side's meld of that rank or a new one), the
black 3s to one black-3 meld, and the wild cards to melds with room for them.
Which melds become canastas is then a small greedy choice (the cheapest
completions first), so a 20-card hand is decided in well under a millisecond.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import product

from .cards import Card, Rank, describe, sort_cards
from .melds import check_meld, count, value_table, wild_capacity
from .opening import minimum_for
from .rules import RuleSet, Table, option_rule
from .verdict import Why


@dataclass(slots=True)
class _Slot:
    """A meld that will lie on the table after going out."""

    naturals: list[Card]
    base: tuple[Card, ...] = ()  # the side's meld already down, if any
    new: bool = True
    wilds: list[Card] = field(default_factory=list)
    base_wilds: int = 0

    @property
    def size(self) -> int:
        return len(self.base) + len(self.naturals) + len(self.wilds)

    def room(self, rules: RuleSet) -> int:
        natural_count = len(self.naturals) + len(self.base) - self.base_wilds
        return wild_capacity(natural_count, rules) - self.base_wilds - len(self.wilds)

    @property
    def needs(self) -> int:
        """Wild cards a new meld needs to reach three cards."""
        return max(0, 3 - self.size) if self.new else 0


@dataclass(frozen=True, slots=True)
class GoOutPlan:
    """One way to go out: what is melded, what joins the side's melds, the discard."""

    new_melds: tuple[tuple[Card, ...], ...]
    additions: tuple[tuple[tuple[Card, ...], tuple[Card, ...]], ...]
    """(the side's meld, the cards added to it)"""
    discard: Card | None
    canastas: int


@dataclass(frozen=True, slots=True)
class GoOutVerdict:
    can_go_out: bool
    concealed: bool
    plan: GoOutPlan | None
    concealed_plan: GoOutPlan | None
    why: tuple[Why, ...]


class _Fail(Exception):
    def __init__(self, stage: int, why: Why) -> None:
        self.stage = stage
        self.why = why


def check_go_out(
    hand: Sequence[Card],
    team_melds: Sequence[Sequence[Card]],
    team_score: int,
    rules: RuleSet,
    table: Table,
    melded_before: bool | None = None,
) -> GoOutVerdict:
    """Search every discard (or none) for a way to go out, plain and concealed."""
    if melded_before is None:
        melded_before = table.members == 1 and bool(team_melds)
    opened = bool(team_melds)
    minimum, band = minimum_for(team_score, rules, table)
    need = table.canastas_to_go_out
    options: list[Card | None] = [None, *sorted(set(hand), key=_discard_order(rules))]
    plan: GoOutPlan | None = None
    hidden: GoOutPlan | None = None
    worst: _Fail | None = None
    hidden_fail: _Fail | None = None
    for discard in options:
        if discard is not None and discard.is_wild and not rules.last_discard_may_be_wild:
            continue
        rest = list(hand)
        if discard is not None:
            rest.remove(discard)
        for concealed in (False, True):
            if concealed and (hidden is not None or melded_before
                              or (discard is not None and not rules.concealed_with_discard)):
                continue
            if not concealed and plan is not None:
                continue
            try:
                got = _plan(rest, discard, team_melds, opened, minimum, band, need,
                            canasta_rule_for(table), rules, concealed)
            except _Fail as fail:
                if concealed:
                    hidden_fail = fail if hidden_fail is None or fail.stage > hidden_fail.stage \
                        else hidden_fail
                elif worst is None or fail.stage > worst.stage:
                    worst = fail
                continue
            if concealed:
                hidden = got
            else:
                plan = got
        if plan is not None and (hidden is not None or melded_before):
            break
    if plan is None and hidden is not None:
        plan = hidden  # a concealed way is a way (can only happen with Q5 waiving the minimum)
    return GoOutVerdict(plan is not None, hidden is not None, plan, hidden,
                        _reasons(plan, hidden, worst, hidden_fail, melded_before, need, rules))


def go_out_discards(
    hand: Sequence[Card],
    team_melds: Sequence[Sequence[Card]],
    team_score: int,
    rules: RuleSet,
    table: Table,
) -> dict[Card | None, GoOutPlan]:
    """Every way to end the hand by going out, by its last discard (``None``: no discard)."""
    minimum, band = minimum_for(team_score, rules, table)
    out: dict[Card | None, GoOutPlan] = {}
    for discard in [None, *sorted(set(hand), key=_discard_order(rules))]:
        if discard is not None and discard.is_wild and not rules.last_discard_may_be_wild:
            continue
        rest = list(hand)
        if discard is not None:
            rest.remove(discard)
        try:
            out[discard] = _plan(rest, discard, team_melds, bool(team_melds), minimum, band,
                                 table.canastas_to_go_out, canasta_rule_for(table), rules,
                                 False)
        except _Fail:
            continue
    return out


def _discard_order(rules: RuleSet) -> Callable[[Card], tuple[bool, bool, int, int]]:
    values = value_table(rules)
    # Try cheap, awkward cards first: singletons and black 3s are the usual discards.
    return lambda c: (not c.is_black_three, c.is_wild, values[c._key], c._key)


def _plan(
    cards: list[Card], discard: Card | None, team_melds: Sequence[Sequence[Card]],
    opened: bool, minimum: int, band: Why, need: int, need_rule: str, rules: RuleSet,
    concealed: bool,
) -> GoOutPlan:
    blacks = [c for c in cards if c.is_black_three]
    wilds = sorted((c for c in cards if c.is_wild), key=lambda c: c.rank)
    by_rank: dict[Rank, list[Card]] = {}
    for c in cards:
        if c.is_natural:
            by_rank.setdefault(c.rank, []).append(c)
    side = {_rank_of(m): m for m in team_melds}
    # Stage 1: every natural and black 3 has a meld to go to.
    loose = [cs[0] for r, cs in by_rank.items() if len(cs) == 1 and r not in side]
    if blacks and not 3 <= len(blacks) <= rules.black_three_meld_max:
        loose.extend(blacks)
    if loose:
        raise _Fail(1, _loose_why(loose, discard, rules))
    if concealed and not rules.concealed_may_add_to_side_melds and any(r in side for r in by_rank):
        r = next(r for r in by_rank if r in side)
        raise _Fail(1, Why(option_rule(rules, "concealed_may_add_to_side_melds"),
                           f"Going out concealed may not add to the side's meld of {r.plural}.",
                           "Q3"))
    # Stage 2 and 3: wild cards fit, and enough canastas.
    fixed: list[_Slot] = []
    for m in team_melds:
        r = _rank_of(m)
        fixed.append(_Slot(list(by_rank.pop(r, [])), tuple(m), False,
                           base_wilds=sum(1 for c in m if c.is_wild)))
    splits = [_splits(r, cs, rules) for r, cs in by_rank.items()]
    best: _Fail | None = None
    for choice in product(*splits) if splits else [()]:
        slots = [*fixed, *(s for group in choice for s in group)]
        try:
            chosen = _fit_wilds(slots, wilds, need, need_rule, rules, concealed)
        except _Fail as fail:
            best = fail if best is None or fail.stage > best.stage else best
            continue
        break
    else:
        assert best is not None
        raise best
    new_melds = [tuple(sort_cards([*s.naturals, *s.wilds])) for s in chosen if s.new]
    if blacks:
        new_melds.append(tuple(blacks))
    # Stage 4: an unopened side still needs its first-meld minimum (Q5 for concealed).
    total = count(cards, rules)
    if not opened and total < minimum and not (concealed and rules.concealed_waives_minimum):
        raise _Fail(4, Why(band.rule, f"Going out would be your side's first meld, and "
                           f"everything you can meld counts {total}, short of {minimum}: "
                           f"{band.text}", "Q5" if concealed else None))
    additions = tuple((s.base, tuple([*s.naturals, *s.wilds])) for s in chosen
                      if not s.new and (s.naturals or s.wilds))
    canastas = sum(1 for s in chosen if s.size >= rules.canasta_size)
    return GoOutPlan(tuple(new_melds), additions, discard, canastas)


def canasta_rule_for(table: Table) -> str:
    """The row that sets how many canastas going out takes."""
    if table.canastas_to_go_out == 1:
        return "basics-9"
    return "variants-3" if table.players == 2 else "variants-8"


def _rank_of(meld: Sequence[Card]) -> Rank:
    return next(c.rank for c in meld if c.is_natural)


def _splits(rank: Rank, naturals: list[Card], rules: RuleSet) -> list[list[_Slot]]:
    """Ways to lay one rank's naturals as new melds (several only without Q13's rule)."""
    ways = [[_Slot(list(naturals))]]
    if rules.one_meld_per_rank or len(naturals) < 4:
        return ways
    for parts in _partitions(len(naturals), 2):
        if len(parts) > 1:
            slots, at = [], 0
            for p in parts:
                slots.append(_Slot(list(naturals[at:at + p])))
                at += p
            ways.append(slots)
    return ways


def _partitions(n: int, smallest: int) -> list[list[int]]:
    if n == 0:
        return [[]]
    out: list[list[int]] = []
    for first in range(smallest, n + 1):
        out.extend([first, *rest] for rest in _partitions(n - first, first))
    return out


def _fit_wilds(
    slots: list[_Slot], wilds: list[Card], need: int, need_rule: str, rules: RuleSet,
    concealed: bool,
) -> list[_Slot]:
    """Place every wild card so that every meld is legal and ``need`` canastas stand."""
    size = rules.canasta_size
    wild_count = len(wilds)
    if concealed and not rules.concealed_may_add_to_side_melds:
        slots_for_wilds = [s for s in slots if s.new]
    else:
        slots_for_wilds = slots
    mandatory = sum(s.needs for s in slots)
    room = sum(max(0, s.room(rules)) for s in slots_for_wilds)
    if any(s.needs > s.room(rules) for s in slots):
        bad = next(s for s in slots if s.needs > s.room(rules))
        raise _Fail(2, Why("basics-6", f"{describe(bad.naturals)} cannot become a meld under "
                           "this table's wild-card rule."))
    if mandatory > wild_count:
        short = [s for s in slots if s.needs]
        raise _Fail(2, Why("basics-5", f"The pairs {', '.join(describe(s.naturals) for s in short)}"
                           f" need a wild card each to make three, and you have {wild_count}."))
    if wild_count > room:
        raise _Fail(2, Why("basics-6", f"{wild_count} wild cards are too many to meld: a meld "
                           f"holds at most {rules.meld_max_wilds}, and your melds have room "
                           f"for {room}."))
    have = sum(1 for s in slots if s.size >= size)
    if concealed and rules.concealed_needs_canasta:
        new_done = any(s.new and s.size >= size for s in slots)
    else:
        new_done = True
    # Cost in extra wilds (beyond the mandatory ones) to complete each slot.
    options = []
    for i, s in enumerate(slots):
        if s.size >= size:
            continue
        cost = max(size - s.size, s.needs)
        if s in slots_for_wilds and cost <= s.room(rules):
            options.append((cost - s.needs, i))
    options.sort()
    spare = wild_count - mandatory
    picks: list[int] | None = None
    wanted = max(0, need - have)
    if new_done:
        if len(options) >= wanted and sum(c for c, _ in options[:wanted]) <= spare:
            picks = [i for _, i in options[:wanted]]
    else:
        for j, (c, i) in enumerate(options):
            if not slots[i].new:
                continue
            rest = [o for k, o in enumerate(options) if k != j][: max(0, wanted - 1)]
            if len(rest) >= wanted - 1 and c + sum(x for x, _ in rest) <= spare:
                picks = [i, *(k for _, k in rest)]
                break
    if picks is None:
        best = have + sum(1 for _ in _affordable(options, spare))
        if not new_done:
            raise _Fail(3, Why("scoring-1", "Going out concealed needs a canasta made from your "
                               "hand this turn, and your cards cannot make one.", "Q16"
                               if rules.name == "bicycle" else None))
        raise _Fail(3, Why(need_rule, f"Going out needs {need} canasta{'s' if need > 1 else ''} on "
                           f"the table; the most your side can have after this turn is {best}."))
    # Build the assignment: mandatory wilds, then completions, then anything with room.
    pool = list(wilds)
    for s in slots:
        for _ in range(s.needs):
            s.wilds.append(pool.pop())
    for i in picks:
        s = slots[i]
        while s.size < size:
            s.wilds.append(pool.pop())
    for s in slots_for_wilds:
        while pool and s.room(rules) > 0:
            s.wilds.append(pool.pop())
    assert not pool
    for s in slots:
        if s.new:
            assert check_meld([*s.naturals, *s.wilds], rules).legal
    return slots


def _affordable(options: list[tuple[int, int]], spare: int) -> list[int]:
    got = []
    for c, i in options:
        if c > spare:
            break
        spare -= c
        got.append(i)
    return got


def _loose_why(loose: list[Card], discard: Card | None, rules: RuleSet) -> Why:
    blacks = [c for c in loose if c.is_black_three]
    if blacks and len(blacks) == len(loose):
        return Why("scoring-9", f"Black 3s are melded only three or four together, with no "
                   f"wild card; {describe(blacks)} cannot all go"
                   + (f" once the {discard.pretty} is discarded" if discard else "") + ".")
    named = describe(sort_cards(loose))
    tail = f" besides the {discard.pretty} you discard" if discard else ""
    return Why("basics-9", f"{named} cannot be melded{tail} (no pair and no meld of that rank "
               "on the table), and going out allows at most one discard.")


def _reasons(
    plan: GoOutPlan | None, hidden: GoOutPlan | None, worst: _Fail | None,
    hidden_fail: _Fail | None, melded_before: bool, need: int, rules: RuleSet,
) -> tuple[Why, ...]:
    if plan is None:
        assert worst is not None
        return (worst.why,)
    whys = [Why("basics-9", "You can go out: " + _describe_plan(plan) + ".")]
    if hidden is not None:
        whys.append(Why("scoring-1", "It can be done concealed, the whole hand melded this turn "
                        "with a canasta in it: " + _describe_plan(hidden) + ".",
                        "Q3" if hidden.additions else ("Q4" if hidden.discard else None)))
    elif melded_before:
        whys.append(Why("scoring-1", "Not concealed: you melded before this turn."))
    elif hidden_fail is not None:
        text = hidden_fail.why.text
        whys.append(Why(hidden_fail.why.rule, "Not concealed: " + text[:1].lower() + text[1:],
                        hidden_fail.why.choice))
    return tuple(whys)


def _describe_plan(plan: GoOutPlan) -> str:
    parts = [f"meld {describe(m)}" for m in plan.new_melds]
    parts += [f"add {describe(c)} to {describe(b)}" for b, c in plan.additions]
    if plan.discard is not None:
        parts.append(f"discard the {plan.discard.pretty}")
    else:
        parts.append("with no discard")
    return ", ".join(parts)
