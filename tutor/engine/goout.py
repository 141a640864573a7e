"""Going out: the planner that finds a way to meld every card (or all but a discard).

Rules: basics-9 (a canasta on the table, or made this turn; meld all or all but
a discard), variants-3 and variants-8 (two canastas), scoring-9 (black 3s),
basics-6 (wild limits), first-meld-2 (an unopened side still needs its
minimum), scoring-1 (concealed), and the choices Q3, Q4, Q5, Q13, Q16, Q17.

The planner works on counts, not permutations: after the discard, each rank's
naturals must go to one meld (the side's meld of that rank or a new one), the
black 3s to one black-3 meld, and the wild cards to melds with room for them.
Which melds become canastas is then a small greedy choice (the cheapest
completions first). The game state (:mod:`.game`) calls it to decide which
``GoOut`` actions are legal; the go-out verdict is a query over those actions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import product

from .cards import Card, Rank, sort_cards
from .melds import count, is_legal_meld, value_table, wild_capacity
from .rules import RuleSet, option_choice, option_rule
from .verdict import Why


@dataclass(frozen=True, slots=True)
class TurnContext:
    """What the planner needs to know about the side and the turn so far."""

    side_melds: tuple[tuple[Card, ...], ...]
    need: int
    need_rule: str
    minimum: int | None
    """The first-meld minimum still in force this turn, or None once the side has opened."""
    band: Why | None = None
    turn_count: int = 0
    """What the melds laid this turn already count toward the minimum."""
    fresh: frozenset[int] = frozenset()
    """Indices of ``side_melds`` laid from the hand this turn (they count as new for concealed)."""
    later: tuple[Card, ...] = ()
    """Pile cards set aside while an opening by the pile reaches its minimum (first-meld-7)."""


@dataclass(slots=True, eq=False)
class _Slot:
    """A meld that will lie on the table after going out."""

    naturals: list[Card]
    base: tuple[Card, ...] = ()  # the side's meld already down, if any
    new: bool = True
    wilds: list[Card] = field(default_factory=list)
    base_wilds: int = 0
    fresh: bool = False  # laid from the hand this turn

    @property
    def size(self) -> int:
        return len(self.base) + len(self.naturals) + len(self.wilds)

    def room(self, rules: RuleSet) -> int:
        # Black 3s are no naturals: a black-3 meld takes no wild card (scoring-9).
        natural_count = len(self.naturals) + sum(1 for c in self.base if c.is_natural)
        return wild_capacity(natural_count, rules) - self.base_wilds - len(self.wilds)

    @property
    def needs(self) -> int:
        """Wild cards a new meld needs to reach three cards."""
        return max(0, 3 - self.size) if self.new else 0

    @property
    def own(self) -> bool:
        """A meld made from this turn's hand (for a concealed going out's canasta)."""
        return self.new or self.fresh


@dataclass(frozen=True, slots=True)
class GoOutPlan:
    """One way to go out: what is melded, what joins the side's melds, the discard."""

    new_melds: tuple[tuple[Card, ...], ...]
    additions: tuple[tuple[tuple[Card, ...], tuple[Card, ...]], ...]
    """(the side's meld, the cards added to it)"""
    discard: Card | None
    canastas: int
    value: int = 0
    """Bonuses for the canastas on the table after it, plus the cards melded: how good it is."""


class GoOutFail(Exception):
    """Why a plan fails, as facts: ``stage`` orders failures from 'a card has no meld' (1)
    up to 'short of the minimum' (4); the reason is built only when ``why`` is read."""

    def __init__(self, stage: int, kind: str, rules: RuleSet, **facts: object) -> None:
        super().__init__(kind)
        self.stage = stage
        self.kind = kind
        self.rules = rules
        self.facts = facts

    @property
    def why(self) -> Why:
        return explain_failure(self)


def discard_options(hand: Sequence[Card], rules: RuleSet) -> list[Card | None]:
    """No discard, then one card of each class the rules tell apart (suits never matter:
    any king is the same discard), cheap and awkward cards first."""
    values = value_table(rules)
    ordered = sorted(set(hand), key=lambda c: (not c.is_black_three, c.is_wild,
                                                values[c._key], c._key))
    seen: dict[int, Card] = {}
    for c in ordered:
        seen.setdefault(c.code, c)
    return [None, *seen.values()]


def plan_go_out(
    hand: Sequence[Card], discard: Card | None, ctx: TurnContext, rules: RuleSet,
    concealed: bool,
) -> GoOutPlan:
    """A plan that melds every card of ``hand`` and ``ctx.later`` but ``discard``; raises
    :class:`GoOutFail` with the deciding reason when there is none."""
    if discard is not None and discard.is_wild and not rules.last_discard_may_be_wild:
        raise GoOutFail(1, "wild_discard", rules, cards=(discard,))
    cards = [*hand, *ctx.later]
    if discard is not None:
        cards.remove(discard)
    return _plan(cards, discard, ctx, rules, concealed, hand)


def _plan(
    cards: list[Card], discard: Card | None, ctx: TurnContext, rules: RuleSet, concealed: bool,
    hand: Sequence[Card],
) -> GoOutPlan:
    blacks = [c for c in cards if c.is_black_three]
    wilds = sorted((c for c in cards if c.is_wild), key=lambda c: c.rank)
    by_rank: dict[Rank, list[Card]] = {}
    for c in cards:
        if c.is_natural:
            by_rank.setdefault(c.rank, []).append(c)
    side: dict[Rank | None, int] = {}
    for i, m in enumerate(ctx.side_melds):
        side.setdefault(rank_of(m), i)
    black_base = black_meld(ctx.side_melds)
    _check_loose(by_rank, blacks, side, discard, rules, len(black_base or ()))
    if concealed and not rules.concealed_may_add_to_side_melds:
        r = next((r for r in by_rank if r in side and side[r] not in ctx.fresh), None)
        if r is not None:
            raise GoOutFail(1, "concealed_adds", rules, rank=r)
    chosen = _choose_slots(by_rank, wilds, side, ctx, rules, concealed)
    _check_minimum(cards, discard, ctx, rules, concealed, hand)
    return _laid_out(chosen, blacks, black_base, cards, discard, rules)


def _laid_out(chosen: list[_Slot], blacks: list[Card], black_base: tuple[Card, ...] | None,
              cards: list[Card], discard: Card | None, rules: RuleSet) -> GoOutPlan:
    """The plan as it is laid: new melds (black 3s one meld a side, Q13 and scoring-9),
    additions to the side's melds, the discard, the canastas and what it scores."""
    new_melds = [tuple(sort_cards([*s.naturals, *s.wilds])) for s in chosen if s.new]
    if blacks and black_base is None:
        new_melds.append(tuple(blacks))
    additions = tuple((s.base, tuple([*s.naturals, *s.wilds])) for s in chosen
                      if not s.new and (s.naturals or s.wilds))
    if blacks and black_base is not None:
        additions += ((black_base, tuple(blacks)),)
    canastas = sum(1 for s in chosen if s.size >= rules.canasta_size)
    return GoOutPlan(tuple(new_melds), additions, discard, canastas,
                     _plan_value(chosen, cards, rules))


def black_meld(melds: Sequence[Sequence[Card]]) -> tuple[Card, ...] | None:
    """The side's meld of black 3s, if it has laid one this turn."""
    return next((tuple(m) for m in melds if m and all(c.is_black_three for c in m)), None)


def blacks_fit(blacks: int, down: int, rules: RuleSet) -> bool:
    """Can ``blacks`` black 3s be melded beside a black-3 meld of ``down`` cards (0: none)?
    Three or four together (scoring-9, Q12), in one meld a side."""
    if not blacks:
        return True
    return (3 if not down else 1) <= blacks and down + blacks <= rules.black_three_meld_max


def _check_loose(by_rank: dict[Rank, list[Card]], blacks: list[Card],
                 side: dict[Rank | None, int], discard: Card | None, rules: RuleSet,
                 down: int = 0) -> None:
    """Stage 1: every natural and black 3 has a meld to go to."""
    loose = [cs[0] for r, cs in by_rank.items() if len(cs) == 1 and r not in side]
    if not blacks_fit(len(blacks), down, rules):
        loose.extend(blacks)
    if loose:
        raise GoOutFail(1, "loose", rules, cards=tuple(loose), discard=discard)


def _choose_slots(by_rank: dict[Rank, list[Card]], wilds: list[Card],
                  side: dict[Rank | None, int], ctx: TurnContext, rules: RuleSet,
                  concealed: bool) -> list[_Slot]:
    """Stages 2 and 3: the wild cards fit and enough canastas stand."""
    taken = dict(by_rank)
    fixed = _side_slots(taken, side, ctx)
    splits = [_splits(cs, rules) for cs in taken.values()]
    best: GoOutFail | None = None
    for choice in product(*splits) if splits else [()]:
        slots = [*(_copy(s) for s in fixed), *(s for group in choice for s in group)]
        try:
            return _fit_wilds(slots, wilds, ctx.need, ctx.need_rule, rules, concealed)
        except GoOutFail as fail:
            best = fail if best is None or fail.stage > best.stage else best
    assert best is not None
    raise best


def _side_slots(taken: dict[Rank, list[Card]], side: dict[Rank | None, int],
                ctx: TurnContext) -> list[_Slot]:
    """A slot for each of the side's melds, with the hand's naturals of its rank (taken out
    of ``taken``)."""
    fixed: list[_Slot] = []
    for i, m in enumerate(ctx.side_melds):
        r = rank_of(m)
        mine = taken.pop(r, []) if r is not None and side.get(r) == i else []
        fixed.append(_Slot(list(mine), tuple(m), False,
                           base_wilds=sum(1 for c in m if c.is_wild), fresh=i in ctx.fresh))
    return fixed


def _copy(s: _Slot) -> _Slot:
    return _Slot(list(s.naturals), s.base, s.new, [], s.base_wilds, s.fresh)


def _check_minimum(cards: list[Card], discard: Card | None, ctx: TurnContext, rules: RuleSet,
                   concealed: bool, hand: Sequence[Card]) -> None:
    """Stage 4: an unopened side still needs its first-meld minimum (Q5 for concealed).

    Cards set aside from the pile do not count (first-meld-7)."""
    if ctx.minimum is None or (concealed and rules.concealed_waives_minimum):
        return
    melded_from_hand = list(hand)
    if discard is not None and discard in melded_from_hand and discard not in ctx.later:
        melded_from_hand.remove(discard)
    total = ctx.turn_count + count(melded_from_hand, rules)
    if total >= ctx.minimum:
        return
    raise GoOutFail(4, "minimum", rules, count=total, minimum=ctx.minimum, band=ctx.band)


def _plan_value(chosen: list[_Slot], cards: list[Card], rules: RuleSet) -> int:
    value = count(cards, rules)
    for s in chosen:
        if s.size >= rules.canasta_size:
            wild = s.wilds or s.base_wilds
            value += rules.mixed_canasta_bonus if wild else rules.natural_canasta_bonus
    return value


def rank_of(meld: Sequence[Card]) -> Rank | None:
    """The rank of a meld's naturals (None for a meld with none, such as black 3s)."""
    for c in meld:
        if c.is_natural:
            return c.rank
    return None


def _splits(naturals: list[Card], rules: RuleSet) -> list[list[_Slot]]:
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
        for_wilds = [s for s in slots if s.own]
    else:
        for_wilds = slots
    mandatory = sum(s.needs for s in slots)
    room = sum(max(0, s.room(rules)) for s in for_wilds)
    bad = next((s for s in slots if s.needs > s.room(rules)), None)
    if bad is not None:
        raise GoOutFail(2, "wild_rule", rules, cards=tuple(bad.naturals))
    if mandatory > wild_count:
        short = [s for s in slots if s.needs]
        raise GoOutFail(2, "pairs", rules, pairs=tuple(tuple(s.naturals) for s in short),
                        wilds=wild_count)
    if wild_count > room:
        raise GoOutFail(2, "too_many_wilds", rules, wilds=wild_count, room=room)
    picks = _canasta_picks(slots, for_wilds, wild_count - mandatory, need, need_rule, size,
                           rules, concealed)
    _place(slots, for_wilds, picks, wilds, size, rules)
    return slots


def _canasta_picks(slots: list[_Slot], for_wilds: list[_Slot], spare: int, need: int,
                   need_rule: str, size: int, rules: RuleSet, concealed: bool) -> list[int]:
    """Which slots to complete into canastas with spare wilds (the cheapest first)."""
    have = sum(1 for s in slots if s.size >= size)
    own_done = (not (concealed and rules.concealed_needs_canasta)
                or any(s.own and s.size >= size for s in slots))
    options = _completions(slots, for_wilds, size, rules)
    wanted = max(0, need - have)
    if not own_done:
        picks = _own_first(options, slots, wanted, spare)
        if picks is None:
            raise GoOutFail(3, "no_own_canasta", rules, **_own_canasta_facts(slots, spare,
                                                                              rules))
        return picks
    if len(options) >= wanted and sum(c for c, _ in options[:wanted]) <= spare:
        return [i for _, i in options[:wanted]]
    best = have + len(_affordable(options, spare))
    raise GoOutFail(3, "canastas", rules, need=need, most=best, rule=need_rule)


def _completions(slots: list[_Slot], for_wilds: list[_Slot], size: int, rules: RuleSet
                 ) -> list[tuple[int, int]]:
    """The slots wild cards could complete into a canasta: (spare wilds it costs, slot),
    the cheapest first."""
    options = []
    open_to_wilds = {id(s) for s in for_wilds}
    for i, s in enumerate(slots):
        now = s.size
        if now >= size:
            continue
        needs = s.needs
        cost = max(size - now, needs)
        if id(s) in open_to_wilds and cost <= s.room(rules):
            options.append((cost - needs, i))
    options.sort()
    return options


def _own_first(options: list[tuple[int, int]], slots: list[_Slot], wanted: int, spare: int
               ) -> list[int] | None:
    """Completions that make one of the player's own melds a canasta (going out concealed),
    with the cheapest others; None when the spare wilds cannot pay for them."""
    for j, (c, i) in enumerate(options):
        if not slots[i].own:
            continue
        rest = [o for k, o in enumerate(options) if k != j][: max(0, wanted - 1)]
        if len(rest) >= wanted - 1 and c + sum(x for x, _ in rest) <= spare:
            return [i, *(k for _, k in rest)]
    return None


def _own_canasta_facts(slots: list[_Slot], spare: int, rules: RuleSet) -> dict[str, object]:
    """The facts of a concealed going out with no canasta of its own: the most cards one of
    the player's own melds can reach, its wild cards counted (the ones it needs and every
    spare one it has room for: "at most 2 cards" was said of 4♠ 4♥ with 2♦ 2♣)."""
    biggest = max((s.size + min(s.needs + spare, max(0, s.room(rules)))
                   for s in slots if s.own), default=0)
    joined = next((s for s in slots if not s.own and s.naturals), None)
    rank = rank_of(joined.base) if joined is not None else None
    if joined is None or rank is None:  # (naturals join only a meld of their rank)
        return {"largest": biggest}
    return {"largest": biggest, "cards": tuple(joined.naturals), "rank": rank}


def _place(slots: list[_Slot], for_wilds: list[_Slot], picks: list[int], wilds: list[Card],
           size: int, rules: RuleSet) -> None:
    """Mandatory wilds, then completions, then the rest where it costs least: melds short of
    a canasta first, mixed canastas next, a natural canasta only as a last resort."""
    pool = list(wilds)
    for s in slots:
        for _ in range(s.needs):
            s.wilds.append(pool.pop())
    for i in picks:
        s = slots[i]
        while s.size < size:
            s.wilds.append(pool.pop())

    def cost(s: _Slot) -> int:
        if s.size < size:
            return 0
        return 1 if (s.wilds or s.base_wilds) else 2

    for s in sorted(for_wilds, key=cost):
        while pool and s.room(rules) > 0:
            s.wilds.append(pool.pop())
    assert not pool
    assert all(is_legal_meld([*s.naturals, *s.wilds], rules) for s in slots if s.new)


def _affordable(options: list[tuple[int, int]], spare: int) -> list[int]:
    got = []
    for c, i in options:
        if c > spare:
            break
        spare -= c
        got.append(i)
    return got


def explain_failure(fail: GoOutFail) -> Why:
    """The reason for a failed plan, from its facts (one rule each)."""
    rules, f = fail.rules, fail.facts
    kind = fail.kind
    if kind == "wild_discard":
        return _why(option_rule(rules, "last_discard_may_be_wild"), "go-out.wild-discard",
                    option_choice(rules, "last_discard_may_be_wild"), f,
                    card=_first(f["cards"]))
    if kind == "concealed_adds":
        return _why(option_rule(rules, "concealed_may_add_to_side_melds"),
                    "go-out.concealed-adds",
                    option_choice(rules, "concealed_may_add_to_side_melds"), f)
    if kind == "loose":
        return _loose_why(f, rules)
    if kind in ("wild_rule", "pairs", "too_many_wilds"):
        return _wild_why(kind, f, rules)
    if kind == "no_own_canasta":
        return _no_own_canasta(f, rules)
    if kind == "canastas":
        # the row that sets the count is the reason's own rule, not a fact besides it
        return _why(str(f["rule"]), "go-out.needs-canastas", None, f, rule=None)
    band = f["band"]
    choice = option_choice(rules, "concealed_waives_minimum")
    if isinstance(band, Why):
        return Why.of(band.rule, "go-out.short-of-minimum", choice, count=f["count"],
                      minimum=f["minimum"], band=band)
    return Why.of("first-meld-2", "go-out.short-of-minimum-plain", choice, count=f["count"],
                  minimum=f["minimum"])


def _why(rule: str, code: str, choice: str | None, facts: dict[str, object], /,
         **more: object) -> Why:
    """A reason with a failure's facts, ``more`` added or replacing (None facts left out)."""
    return Why(rule, code, tuple((k, v) for k, v in {**facts, **more}.items() if v is not None),
               choice)


def _first(cards: object) -> Card:
    assert isinstance(cards, tuple) and cards and isinstance(cards[0], Card)
    return cards[0]


def _cards_of(value: object) -> tuple[Card, ...]:
    assert isinstance(value, tuple)
    return tuple(c for c in value if isinstance(c, Card))


def _wild_why(kind: str, f: dict[str, object], rules: RuleSet) -> Why:
    if kind == "wild_rule":
        return _why("basics-6", "go-out.wild-rule", None, f)
    if kind == "pairs":
        pairs = f["pairs"]
        assert isinstance(pairs, tuple)
        code = "go-out.pair-needs-wild" if len(pairs) == 1 else "go-out.pairs-need-wilds"
        return _why("basics-5", code, None, f)
    return _why("basics-6", "go-out.too-many-wilds", None, f, most=rules.meld_max_wilds)


def _no_own_canasta(f: dict[str, object], rules: RuleSet) -> Why:
    """Why no canasta of the concealed player's own can be made (scoring-1, Q16)."""
    choice = option_choice(rules, "concealed_needs_canasta")
    largest = f["largest"]
    if "cards" in f:
        code = ("go-out.concealed-joins-side-meld-largest" if largest
                else "go-out.concealed-joins-side-meld")
        return _why("scoring-1", code, choice, f)
    code = "go-out.concealed-own-melds-short" if largest else "go-out.concealed-no-own-meld"
    return _why("scoring-1", code, choice, f, size=rules.canasta_size)


def _loose_why(f: dict[str, object], rules: RuleSet) -> Why:
    """The cards that cannot be melded, by the rule that decides: black 3s that are too few
    (or too many) when the one other such card could be the discard; else the naturals
    alone (black 3s beside them are no "card without a pair": a walk read 3♠ 3♣ so)."""
    loose = _cards_of(f["cards"])
    discarded = isinstance(f["discard"], Card)
    blacks = tuple(c for c in loose if c.is_black_three)
    others = tuple(c for c in loose if not c.is_black_three)
    if blacks and len(others) <= (0 if discarded else 1):
        code = ("go-out.black-threes-loose-after-discard" if discarded or others
                else "go-out.black-threes-loose")
        more: dict[str, object] = {"cards": blacks}
        if others:  # (the one other card could go as the discard)
            more["discard"] = others[0]
        return _why("scoring-9", code, option_choice(rules, "black_three_meld_max")
                    if len(blacks) > 4 else None, f, **more)
    code = "go-out.loose-besides-discard" if discarded else "go-out.loose"
    return _why("basics-9", code, None, f, cards=tuple(sort_cards(others or loose)))


def plan_why(plan: GoOutPlan) -> Why:
    """A way to go out as a reason: each new meld, each addition, then the discard."""
    parts = [Why.of("basics-9", "plan.meld", cards=m) for m in plan.new_melds]
    parts += [Why.of("basics-9", "plan.add", cards=c, meld=b) for b, c in plan.additions]
    parts.append(Why.of("basics-9", "plan.no-discard") if plan.discard is None
                 else Why.of("basics-9", "plan.discard", card=plan.discard))
    return Why.of("basics-9", "plan", parts=tuple(parts))
