"""What makes a game state impossible: the :meth:`State.status` flags.

The same checks as a typed position (:mod:`.position`), plus the one only a dealt
hand allows: every card of the decks is in exactly one place.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .cards import Card
from .position import (
    Named,
    hand_problems,
    pile_problems,
    table_meld_problems,
    too_many_copies,
)
from .verdict import Problem, Status, Why

if TYPE_CHECKING:
    from .state import StateBase


def places(state: StateBase) -> list[Named]:
    """Every place a card can be, named as a field."""
    out: list[Named] = [("stock", state.stock), ("pile", state.pile), ("aside", state.aside)]
    out += [(f"hands[{p}]", h) for p, h in enumerate(state.hands)]
    for s, side in enumerate(state.melds):
        out += [(f"melds[{s}][{i}]", m) for i, m in enumerate(side)]
    out += [(f"red_threes[{s}]", r) for s, r in enumerate(state.reds)]
    return out


def state_problems(state: StateBase) -> list[Problem]:
    rules, table = state.rules, state.table
    problems = too_many_copies(places(state), table)
    for p, h in enumerate(state.hands):
        problems += hand_problems(f"hands[{p}]", h)
    for s, side in enumerate(state.melds):
        going_out = state.went_out is not None or (state.must_out and s == state.side)
        pooled = state.lone is not None and s == 1
        problems += table_meld_problems(f"melds[{s}]", side, rules, going_out, pooled)
    problems += pile_problems("pile", state.pile, rules)
    if state.dealt:
        problems += _missing(state)
    return problems


def _missing(state: StateBase) -> list[Problem]:
    """A dealt hand: the decks' cards, each exactly as often as the decks hold it."""
    seen: Counter[Card] = Counter()
    for _, cards in places(state):
        seen.update(cards)
    want = Counter(state.game.deck())
    lost = want - seen
    if not lost:
        return []
    card = next(iter(lost))
    return [Problem(Status.INCONSISTENT, "deck", card, Why.of(
        "basics-1", "problem.cards-missing", n=sum(lost.values()), card=card))]


def state_status(state: StateBase) -> Status:
    status = Status.VALID
    for p in state_problems(state):
        status |= p.status
    return status
