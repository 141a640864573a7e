"""The discard pile: its state and the values that describe a way to take it.

Rules: pile-4, pile-5, pile-7, pile-8 and the choice Q1. Whether and how the pile
can be taken is a query over the game's legal actions (:mod:`.queries`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from .cards import Card, Rank
from .position import freezing_card
from .rules import RuleSet, option_choice, option_rule
from .verdict import Why

TakeKind = Literal["pair", "natural_wild", "add_to_meld"]


@dataclass(frozen=True, slots=True)
class PileState:
    """What the pile looks like to the side about to play."""

    top: Card | None
    blocked: bool
    """A wild card or black 3 on top: the pile cannot be taken this turn (pile-7)."""
    freezer: Card | None
    """The card that freezes the pile for everyone, if any (pile-5, Q1, bicycle-frozen)."""
    opened: bool
    """The side has made its first meld this hand (pile-4)."""
    freeze_rule: str = ""
    """The rule id by which ``freezer`` freezes the pile."""

    @property
    def frozen_for_all(self) -> bool:
        return self.freezer is not None

    @property
    def frozen(self) -> bool:
        """Frozen against this side right now: for everyone, or because it has not opened."""
        return self.freezer is not None or not self.opened


@dataclass(frozen=True, slots=True)
class TakeWay:
    """One legal way to take the pile."""

    kind: TakeKind
    from_hand: tuple[Card, ...]
    """Hand cards melded with the top card."""
    meld: tuple[Card, ...]
    """The meld holding the top card once the pile is taken."""
    other_melds: tuple[tuple[Card, ...], ...] = ()
    """Further melds from hand laid in the same turn (an opening, first-meld-2)."""
    count: int | None = None
    """For an opening: the count toward the minimum."""
    why: Why | None = None


@dataclass(frozen=True, slots=True)
class PileVerdict:
    state: PileState
    ways: tuple[TakeWay, ...]
    minimum: int | None
    why: tuple[Why, ...]

    @property
    def can_take(self) -> bool:
        return bool(self.ways)

    @property
    def frozen(self) -> bool:
        return self.state.frozen


def pile_state(pile: Sequence[Card], opened: bool, rules: RuleSet) -> PileState:
    top = pile[-1] if pile else None
    blocked = top is not None and (top.is_wild or top.is_black_three)
    freezer, rule = freezing_card(pile, rules)
    return PileState(top, blocked, freezer, opened, rule)


def state_reasons(state: PileState, pile: Sequence[Card], rules: RuleSet) -> list[Why]:
    """Why the pile is or is not frozen, blocked."""
    whys = []
    if state.freezer is not None:
        c = state.freezer
        code = ("pile.frozen-by-wild" if c.is_wild else "pile.frozen-by-red-three"
                if c.is_red_three else "pile.frozen-by-black-three")
        option = ("wild_in_pile_freezes" if c.is_wild else "red_three_in_pile_freezes"
                  if c.is_red_three else "black_three_freezes")
        whys.append(Why.of(state.freeze_rule, code, option_choice(rules, option), card=c))
    elif rules.black_three_freezes is False and any(c.is_black_three for c in pile[:-1]):
        b = next(c for c in reversed(pile[:-1]) if c.is_black_three)  # (the latest covered:
        # a walk read "the 3♠ is covered" long after, with a 3♣ just covered above it)
        whys.append(Why.of(option_rule(rules, "black_three_freezes"), "pile.black-three-covered",
                           option_choice(rules, "black_three_freezes"), card=b))
    if not state.opened:
        whys.append(Why.of("pile-4", "pile.frozen-not-opened"))
    elif state.freezer is None and state.top is not None:
        whys.append(Why.of("pile-4", "pile.not-frozen"))
    return whys


def buried_note(pile: Sequence[Card], top: Card) -> list[Why]:
    """pile-8: cards of the top card's rank lower in the pile cannot help."""
    same = [c for c in pile[:-1] if c.rank is top.rank]
    if not same:
        return []
    return [Why.of("pile-8", "pile.buried", cards=tuple(same))]


Signature = tuple[int, int, int]
"""A choice of hand cards to meld with the top card: (naturals of its rank, twos, jokers)."""


def signature(cards: Sequence[Card], rank: Rank) -> Signature | None:
    """The signature of hand cards chosen to go with a top card of ``rank``, or None if a
    chosen card can never go there (another rank, a three)."""
    nat = twos = jokers = 0
    for c in cards:
        if c.rank is rank:
            nat += 1
        elif c.rank is Rank.TWO:
            twos += 1
        elif c.rank is Rank.JOKER:
            jokers += 1
        else:
            return None
    return nat, twos, jokers


__all__ = ["PileState", "PileVerdict", "Signature", "TakeKind", "TakeWay", "buried_note",
           "freezing_card", "pile_state", "signature", "state_reasons"]
