"""Bounds and plans: whether a turn can still end, how an opening is reached, every way to
go out; a move is legal only when the turn can end legally after it."""

from __future__ import annotations

from collections.abc import Sequence

from .actions import (
    Action,
    AddToMeld,
    Meld,
    TakePile,
)
from .cards import Card, Rank
from .generator import _black_meld, _split
from .goout import (
    GoOutFail,
    GoOutPlan,
    TurnContext,
    black_meld,
    blacks_fit,
    discard_options,
    plan_go_out,
    rank_of,
)
from .melds import quick_count, wild_capacity
from .opening import minimum_for
from .reach import reach
from .refusals import opening_shortfall
from .rules import RuleSet, option_choice, option_rule
from .state import StateBase, need_rule
from .verdict import Why


class Plans(StateBase):
    """The planner's part of a State."""

    def _completes(self, a: Action) -> bool:
        """After ``a``, can the turn still end legally? (no legal move is a dead end)"""
        if self.opened[self.side] and not self.must_out and self.phase != "open_pile":
            if isinstance(a, TakePile):
                left = len(self.hand) - len(a.cards) + sum(
                    1 for c in self.pile[:-1] if not c.is_red_three)
            else:
                cards = a.cards if isinstance(a, Meld | AddToMeld) else ()
                left = len(self.hand) - len(cards)
            if left >= 2 and not _black_meld(a):
                return True
        elif self._opening_fast(a):
            return True
        self._do(a)
        try:
            return self._can_end_turn()
        finally:
            self.undo()

    def _opening_fast(self, a: Action) -> bool:
        """A meld of an unopened side that reaches (or can still reach) the minimum with two
        cards kept: decided without playing it."""
        if (self.phase != "meld" or self.must_out or not isinstance(a, Meld | AddToMeld)
                or _black_meld(a)):
            return False
        rest = list(self.hand)
        for c in a.cards:
            rest.remove(c)
        if len(rest) < 2:
            return False
        total = self.turn_count + quick_count(a.cards, self.rules)
        need = self.minimum()
        if total >= need:
            return True
        slots = [self.melds[self.side][i] for i in self.fresh]
        if isinstance(a, Meld):
            slots.append(list(a.cards))
        else:
            slots = [[*m, *a.cards] if m is self.melds[self.side][a.meld] else m
                     for m in slots]
        got = reach(rest, slots, self.rules, 2)
        return got is not None and total + got >= need

    def _can_end_turn(self) -> bool:
        if self.phase == "over":
            return True
        if self.phase == "open_pile":
            if not self.rules.opening_take_hand_melds_count:
                return False  # Q6: only the top card's meld counts, and it fell short
            if not self.must_out and self._can_open(max(0, 2 - len(self.aside))):
                return True
            return self.opening_path() is not None
        if self.must_out:
            return self._may_go_out() or self._last_discard_goes_out()
        if self.opened[self.side] or not self.turn_count:
            if len(self.hand) >= 2:
                return True
            return self._last_discard_goes_out() or self._may_go_out()
        return self._can_open(2) or self._may_go_out()

    def opening_path(self) -> list[Action] | None:
        """An opening by the pile still short of its minimum: melds and additions from the
        hand alone (the pile's other cards join the hand only once it is reached: pile-8,
        first-meld-7) that reach it, after which the turn can end; None if there is none."""
        if self.phase != "open_pile":
            return [] if self._can_end_turn() else None
        return self._open_search({})

    def _open_search(self, seen: dict[tuple[object, ...], list[Action] | None]
                     ) -> list[Action] | None:
        key = (tuple(sorted(self.hand)), tuple(tuple(sorted(self.melds[self.side][i]))
                                                for i in sorted(self.fresh)))
        if key in seen:
            return seen[key]
        seen[key] = None
        if not self._can_open(0):
            return None
        for a in self._opening_moves():
            self._do(a)
            try:
                rest = self._open_search(seen) if self.phase == "open_pile" else (
                    [] if self._can_end_turn() else None)
            finally:
                self.undo()
            if rest is not None:
                seen[key] = [a, *rest]
                return seen[key]
        return None

    def _opening_moves(self) -> list[Action]:
        """The melds and additions from the hand an opening by the pile may lay now, by the
        rules of the melds alone (the dearest first)."""
        by_rank = _split(self.hand)
        moves: list[Meld | AddToMeld] = [Meld(cs) for cs in self._meld_choices(by_rank)
                                         if self._meld_rules_refusal(cs) is None]
        moves += [a for a in self._add_choices(by_rank) if self._add_rules_refusal(a) is None]
        moves.sort(key=lambda a: -quick_count(a.cards, self.rules))
        return list(moves)

    def _can_open(self, keep: int) -> bool:
        """Can this turn's melds still reach the minimum with ``keep`` cards left in hand?"""
        slots = [self.melds[self.side][i] for i in self.fresh]
        got = reach(self.hand, slots, self.rules, keep)
        return got is not None and self.turn_count + got >= self.minimum()

    def dead_end_why(self, a: Action) -> Why:
        """The reason a move that is legal in itself leaves a turn that cannot end."""
        side_open = self.opened[self.side]
        if isinstance(a, TakePile) and not side_open:
            return opening_shortfall(self, a.cards)
        if _black_meld(a):  # (no canasta within reach: that, not the cards, is why)
            short = self.canastas_out_of_reach()
            return (Why("scoring-9", "move.black-threes-no-canasta", short.facts)
                    if short is not None else Why.of("scoring-9", "move.black-threes-dead-end"))
        if self.must_out:
            return Why.of("basics-9", "move.must-go-out-dead-end")
        if not side_open:
            return Why.of(self.band_rule(), "move.opening-dead-end", minimum=self.minimum(),
                          best=self._opening_best(a), also="first-meld-2")
        need = self.table.canastas_to_go_out
        return Why.of(need_rule(self.table), "move.no-card-to-keep", need=need)

    def _opening_best(self, a: Action) -> int:
        """The most this turn's melds could count with ``a`` laid, two cards kept (one to
        discard, one in hand): what an opening that falls short reaches."""
        self._do(a)
        try:
            slots = [self.melds[self.side][i] for i in self.fresh]
            return self.turn_count + (reach(self.hand, slots, self.rules, 2) or 0)
        finally:
            self.undo()

    def turn_context(self) -> TurnContext:
        side = self.side
        opened = self.opened[side]
        minimum, band = minimum_for(self.totals[side], self.rules, self.table)
        return TurnContext(
            tuple(tuple(m) for m in self.melds[side]), self.table.canastas_to_go_out,
            need_rule(self.table), None if opened else minimum, band, self.turn_count,
            self.fresh, self.aside)

    def go_out_plans(self) -> dict[Card | None, tuple[GoOutPlan | None, GoOutPlan | None]]:
        """Every way to go out now, by last discard: (a plan, a concealed plan or None)."""
        if self.phase not in ("meld", "open_pile"):
            return {}
        key = self._version
        if self._plans is not None and self._plans[0] == key:
            return self._plans[1]
        out = self._find_plans()
        self._plans = (key, out)
        return out

    def _find_plans(self) -> dict[Card | None, tuple[GoOutPlan | None, GoOutPlan | None]]:
        hand = self.hand
        must = _must_discard(hand, self.aside, self.melds[self.side], self.rules,
                             self.table.canastas_to_go_out)
        if must is False:
            return {}
        ctx = self.turn_context()
        hidden_ok = self._concealed_possible()
        out: dict[Card | None, tuple[GoOutPlan | None, GoOutPlan | None]] = {}
        for d in discard_options([*hand, *self.aside], self.rules):
            if must is not True and d not in must:
                continue
            plain, stage = _try(hand, d, ctx, self.rules, False)
            hidden = None
            # Going out concealed only adds conditions, except that Q5 may waive the minimum
            # (stage 4): a plain failure before that settles the concealed case too.
            if hidden_ok and (d is None or self.rules.concealed_with_discard) and stage >= 4:
                hidden, _ = _try(hand, d, ctx, self.rules, True)
            if plain is not None and self._plan_concealed(plain):
                # Concealed is a fact of the layout (scoring-1), not a choice: a plain plan
                # that melds the whole hand with its own canasta is the concealed one.
                plain, hidden = None, hidden or plain
            if plain is not None or hidden is not None:
                out[d] = (plain, hidden)
        return out

    def go_out_why(self, discard: Card | None, concealed: bool) -> Why:
        """The deciding reason going out with ``discard`` fails."""
        ask = self.ask_refusal()
        if ask is not None:
            return ask
        if self.phase not in ("meld", "open_pile"):
            return Why.of("basics-9", "go-out.before-drawing")
        if concealed and not self._concealed_possible():
            return Why.of("scoring-1", "go-out.melded-before")
        if concealed and discard is not None and not self.rules.concealed_with_discard:
            return Why.of(option_rule(self.rules, "concealed_with_discard"),
                          "go-out.concealed-no-discard",
                          option_choice(self.rules, "concealed_with_discard"))
        short = self.canastas_out_of_reach()
        if short is not None:
            return short
        try:
            plan_go_out(self.hand, discard, self.turn_context(), self.rules, concealed)
        except GoOutFail as fail:
            return fail.why
        return Why.of("basics-9", "go-out.possible")

    def canastas_out_of_reach(self) -> Why | None:
        """basics-9 first: when the side cannot have the canastas going out needs by the end
        of this turn, whatever it melds, that is the reason, before any card's own trouble."""
        need = self.table.canastas_to_go_out
        have = self.canastas(self.side)
        if have >= need:
            return None
        ranks = _natural_counts((*self.hand, *self.aside))
        if _canastas_possible(ranks, self.hand, self.aside, self.melds[self.side], self.rules,
                              need):
            return None
        return Why.of(need_rule(self.table), "go-out.canastas-out-of-reach", need=need,
                      have=have, missing=need - have)

    def _may_go_out(self) -> bool:
        """Going out this turn is possible and partner's answer (or the table) allows it."""
        return self.ask_refusal() is None and bool(self.go_out_plans())

    def _plan_concealed(self, plan: GoOutPlan) -> bool:
        """Is going out by ``plan`` concealed (scoring-1, Q3, Q4, Q16)? Nothing melded before
        this turn, and the layout lays a canasta of the player's own."""
        rules = self.rules
        if not self._concealed_possible() or (plan.discard is not None
                                               and not rules.concealed_with_discard):
            return False
        side = self.melds[self.side]
        own = {tuple(side[i]) for i in self.fresh}
        if not rules.concealed_may_add_to_side_melds and any(b not in own
                                                              for b, _ in plan.additions):
            return False
        if not rules.concealed_needs_canasta:
            return True
        size = rules.canasta_size
        grown = [len(b) + len(c) for b, c in plan.additions if b in own]
        return any(n >= size for n in (*map(len, plan.new_melds), *map(len, own), *grown))

    def _concealed_possible(self) -> bool:
        if self.melded[self.current]:
            return False
        return self.rules.concealed_may_add_to_side_melds or not self.touched_old


def _natural_counts(cards: Sequence[Card]) -> dict[Rank, int]:
    """How many natural cards of each rank."""
    ranks: dict[Rank, int] = {}
    for c in cards:
        if c.is_natural:
            ranks[c.rank] = ranks.get(c.rank, 0) + 1
    return ranks


def _must_discard(hand: Sequence[Card], aside: Sequence[Card],
                  melds: Sequence[Sequence[Card]], rules: RuleSet, need: int
                  ) -> bool | set[Card | None]:
    """A quick look before the planner: False when two or more cards have nowhere to go
    (going out is impossible), the cards one of which must be the discard when one card
    has nowhere to go, or True when any card may be."""
    ranks = _natural_counts((*hand, *aside))
    on_table = {rank_of(m) for m in melds}
    loose = {r for r, n in ranks.items() if n == 1 and r not in on_table}
    bad_blacks = _black_threes_left(hand, aside, melds, rules)
    if (len(loose) + bad_blacks >= 2
            or not _canastas_possible(ranks, hand, aside, melds, rules, need)
            or not _wilds_can_fit(ranks, on_table, hand, aside, melds, rules)):
        return False
    return _discard_candidates((*hand, *aside), ranks, on_table, loose, bad_blacks)


def _discard_candidates(cards: Sequence[Card], ranks: dict[Rank, int],
                        on_table: set[Rank | None], loose: set[Rank], bad_blacks: int
                        ) -> set[Card | None]:
    """The one card with nowhere to go is the discard; with none, any card but one of a
    pair (its mate would be left loose), or no discard at all."""
    if loose:
        return {c for c in cards if c.rank in loose}
    if bad_blacks:
        return {c for c in cards if c.is_black_three}
    return {None, *(c for c in cards
                    if not (c.is_natural and ranks[c.rank] == 2 and c.rank not in on_table))}


def _black_threes_left(hand: Sequence[Card], aside: Sequence[Card],
                       melds: Sequence[Sequence[Card]], rules: RuleSet) -> int:
    """How many black 3s would have nowhere to go (0, 1, or 2 for more than one)."""
    blacks = sum(1 for c in (*hand, *aside) if c.is_black_three)
    down = len(black_meld(melds) or ())
    if blacks_fit(blacks, down, rules):
        return 0
    return 1 if blacks_fit(blacks - 1, down, rules) else 2


def _wilds_can_fit(ranks: dict[Rank, int], on_table: set[Rank | None], hand: Sequence[Card],
                   aside: Sequence[Card], melds: Sequence[Sequence[Card]],
                   rules: RuleSet) -> bool:
    """A bound (basics-6): each pair needs a wild card, and every wild card but one
    discard needs room in a meld."""
    wilds = sum(1 for c in (*hand, *aside) if c.is_wild)
    pairs = sum(1 for r, n in ranks.items() if n == 2 and r not in on_table)
    if pairs > wilds:
        return False
    if not rules.one_meld_per_rank:
        return True  # naturals split into several melds have more room than counted here
    spare = 1 if rules.last_discard_may_be_wild else 0
    return wilds - spare <= _wild_room(ranks, on_table, melds, rules)


def _wild_room(ranks: dict[Rank, int], on_table: set[Rank | None],
               melds: Sequence[Sequence[Card]], rules: RuleSet) -> int:
    """Room for wild cards: in the side's melds with the hand's naturals joined to them, and
    in the new melds the hand's pairs and more make."""
    room = 0
    for m in melds:
        r = rank_of(m)
        naturals = sum(1 for c in m if c.is_natural) + ranks.get(r, 0) if r is not None else 0
        room += max(0, wild_capacity(naturals, rules) - sum(1 for c in m if c.is_wild))
    return room + sum(wild_capacity(n, rules) for r, n in ranks.items()
                      if n >= 2 and r not in on_table)


def _canastas_possible(ranks: dict[Rank, int], hand: Sequence[Card], aside: Sequence[Card],
                       melds: Sequence[Sequence[Card]], rules: RuleSet, need: int) -> bool:
    """A bound: could the side have the canastas going out needs after this turn?"""
    size = rules.canasta_size
    wilds = sum(1 for c in (*hand, *aside) if c.is_wild)
    have = 0
    ranks = dict(ranks)
    for m in melds:
        r = rank_of(m)
        if r is None:
            continue  # black 3s: never a canasta
        extra = ranks.pop(r, 0)
        in_meld = sum(1 for c in m if c.is_wild)
        room = max(0, rules.meld_max_wilds - in_meld)
        if len(m) + extra + min(wilds, room) >= size:
            have += 1
    have += sum(1 for n in ranks.values()
                if n >= 2 and n + min(wilds, rules.meld_max_wilds) >= size)
    return have >= need


def _try(hand: Sequence[Card], d: Card | None, ctx: TurnContext, rules: RuleSet,
         concealed: bool) -> tuple[GoOutPlan | None, int]:
    """A plan, or None and the stage at which planning failed (5 for a plan)."""
    try:
        return plan_go_out(hand, d, ctx, rules, concealed), 5
    except GoOutFail as fail:
        return None, fail.stage
