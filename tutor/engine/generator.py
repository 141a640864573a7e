"""The one move generator: every legal action of a position, each candidate kept when the
one checker (:mod:`.refusals`) passes it."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from . import state as _state
from .actions import (
    Action,
    AddToMeld,
    Answer,
    AskPartner,
    Discard,
    Draw,
    GoOut,
    Meld,
    TakePile,
)
from .cards import Card, Rank
from .goout import (
    rank_of,
)
from .state import _KEY, _NONE, StateBase


class MoveGenerator(StateBase):
    """The generator's part of a State."""

    def legal_actions(self) -> list[Action]:
        """Every legal action, one per distinct choice (suits never matter to the rules)."""
        if self._legal is not None and self._legal[0] == self._version:
            return list(self._legal[1])
        got = self._generate()
        self._legal = (self._version, got)
        return list(got)

    def _generate(self) -> list[Action]:
        """The candidates of the phase, each kept when the one checker passes it. Cards the
        generator chose from the hand are not looked for in the hand again (``held``);
        discards share one check unless the card is the last; going-out actions come from
        the planner's own plans."""
        if self.phase == "draw":
            draws: list[Action] = [Draw()] if self._refuse_draw() is None else []
            return draws + [a for a in map(TakePile, self.take_candidates())
                            if self._refuse_take(a, held=True) is None]
        if self.phase == "answer":
            return [Answer(True), Answer(False)]
        if self.phase == "over":
            return []
        out = self._melds_and_additions()
        if self.phase == "meld":
            out += self._legal_discards()
            if self._may_ask():
                out.append(AskPartner())
            out += self._go_out_actions()  # (an opening by the pile melds from the hand first)
        return out

    def _melds_and_additions(self) -> list[Action]:
        """Every legal new meld and addition to the side's melds, unless none can leave a turn
        that ends."""
        if _state.SHORTCUTS and self._opening_out_of_reach():
            return []
        by_rank = _split(self.hand)
        out: list[Action] = [a for a in map(Meld, self._meld_choices(by_rank))
                             if self._refuse_meld(a, held=True) is None]
        return out + [a for a in self._add_choices(by_rank)
                      if self._refuse_add(a, held=True) is None]

    def _may_ask(self) -> bool:
        """Asking partner is offered only when going out may be on (Q21)."""
        return (self.answer is None and self.asker is None and self._partner() is not None
                and bool(self.go_out_plans() or len(self.hand) == 1)
                and self._refuse_ask() is None)

    def _opening_out_of_reach(self) -> bool:
        """A side that has not opened, whose whole hand can neither reach the minimum this
        turn (keeping two cards) nor go out: then no meld or addition can leave a turn that
        ends (each would be refused as a dead end), so none is tried one by one."""
        return (self.phase == "meld" and not self.opened[self.side] and not self.must_out
                and not self._can_open(2) and not self.go_out_plans())

    def _legal_discards(self) -> list[Action]:
        hand = self.hand
        cards = sorted(set(hand), key=_KEY)
        if len(hand) == 1:
            return [Discard(c) for c in cards if self._discard_gate(c) is None]
        return [] if self._discard_gate(cards[0]) is not None else [Discard(c) for c in cards]

    def take_candidates(self, prune: bool = True) -> list[tuple[Card, ...]]:
        """Every distinct choice of cards to take the pile with; ``prune`` leaves out those
        the take's own rules refuse for want of naturals (a query that explains a refusal
        looks at them all)."""
        if not self.pile:
            return []
        top = self.pile[-1]
        if not top.is_natural:
            return []
        least = 0
        if _state.SHORTCUTS and prune:
            if self.frozen_for_all()[0] is not None or not self.opened[self.side]:
                least = 2  # a frozen pile takes a natural pair (pile-6, first-meld-7)
            elif self.join_target(top.rank, 0) is None:
                # No meld of its rank: a natural pair, or one natural and a wild card where
                # the rules allow it (pile-2, pile-3).
                wild = any(c.is_wild for c in self.hand)
                least = 1 if wild and self.rules.take_with_natural_and_wild else 2
        return list(_choices(self.hand, top.rank, least, self.rules.meld_max_wilds))

    def _meld_choices(self, by_rank: dict[Rank, list[Card]]) -> list[tuple[Card, ...]]:
        # With one meld per rank, a rank the side has down is added to, not melded again.
        down = ({rank_of(m) for m in self.melds[self.side]}
                if _state.SHORTCUTS and self.rules.one_meld_per_rank else ())
        least = max(1, self.rules.meld_min_naturals)  # (basics-6: two at the sheets)
        out = [cs for r in sorted(r for r, cs in by_rank.items()
                                  if len(cs) >= least and Rank.FOUR <= r <= Rank.ACE
                                  and r not in down)
               for cs in _combos(by_rank, r, least, self.rules.meld_max_wilds, new_meld=True)]
        blacks = [c for c in by_rank.get(Rank.THREE, _NONE) if c.is_black_three]
        out += [tuple(blacks[:n]) for n in range(3, len(blacks) + 1)]
        return out

    def _add_choices(self, by_rank: dict[Rank, list[Card]]) -> list[AddToMeld]:
        out: list[AddToMeld] = []
        wilds = Rank.TWO in by_rank or Rank.JOKER in by_rank
        for i, m in enumerate(self.melds[self.side]):
            r = rank_of(m)
            if r is None:  # black 3s join the side's black-3 meld (scoring-9)
                blacks = [c for c in by_rank.get(Rank.THREE, _NONE) if c.is_black_three]
                out += [AddToMeld(i, tuple(blacks[:n])) for n in range(1, len(blacks) + 1)]
                continue
            if not (wilds or r in by_rank):
                continue
            out += [AddToMeld(i, cs) for cs in _combos(by_rank, r, 0, self.rules.meld_max_wilds)
                    if cs]
        return out

    def _go_out_actions(self) -> list[Action]:
        if self.ask_refusal() is not None:
            return []
        plans = self.go_out_plans()
        out: list[Action] = []
        for d, (plain, hidden) in plans.items():
            if plain is not None:
                out.append(GoOut(d, False))
            if hidden is not None:
                out.append(GoOut(d, True))
        return out


def _black_meld(a: Action) -> bool:
    return isinstance(a, Meld) and bool(a.cards) and all(c.is_black_three for c in a.cards)


def _choices(hand: Sequence[Card], rank: Rank, least: int, wilds: int
             ) -> list[tuple[Card, ...]]:
    """Every distinct choice of naturals of ``rank`` (at least ``least``), twos and jokers
    from ``hand``, at most ``wilds`` wild cards: one example of cards per choice."""
    return _combos(_split(hand), rank, least, wilds)


def _split(hand: Sequence[Card]) -> dict[Rank, list[Card]]:
    """The hand by rank (twos and jokers under their own ranks)."""
    out: dict[Rank, list[Card]] = {}
    for c in hand:
        got = out.get(c.rank)
        if got is None:
            out[c.rank] = [c]
        else:
            got.append(c)
    return out


def _combos(by_rank: dict[Rank, list[Card]], rank: Rank, least: int, most: int,
            new_meld: bool = False) -> list[tuple[Card, ...]]:
    """Every distinct choice of at least ``least`` naturals of ``rank`` with at most ``most``
    wild cards from the hand (the rule set's limit, basics-6); three cards or more for a
    ``new_meld``."""
    naturals = by_rank.get(rank, _NONE)
    if len(naturals) < least:
        return []
    twos = by_rank.get(Rank.TWO, _NONE)
    jokers = by_rank.get(Rank.JOKER, _NONE)
    if not twos and not jokers:
        return [tuple(naturals[:n]) for n in range(max(least, 3) if new_meld else least,
                                                   len(naturals) + 1)]
    return [(*naturals[:n], *twos[:t], *jokers[:j])
            for n, t, j in _shapes(len(naturals), len(twos), len(jokers), least, most,
                                   new_meld)]


@functools.cache
def _shapes(naturals: int, twos: int, jokers: int, least: int, most: int, new_meld: bool
            ) -> tuple[tuple[int, int, int], ...]:
    """How many naturals, twos and jokers each distinct choice takes."""
    return tuple((n, t, j) for n in range(least, naturals + 1)
                 for t in range(min(most, twos) + 1) for j in range(min(most - t, jokers) + 1)
                 if not new_meld or n + t + j >= 3)
