"""One game state and one move generator, the way OpenSpiel builds a game.

A :class:`Game` is a rule set and a table; :meth:`Game.new_initial_state` deals a
hand from a seeded generator. A :class:`State` holds everything on the table:
the stock, the pile, every hand, each side's melds and red 3s, whose turn it is
and the phase of the turn (draw, opening by the pile, meld, partner's answer,
hand over). :meth:`State.legal_actions` is the single source of truth for what
may be done; :meth:`State.apply` refuses anything else with the rule that
forbids it. Every verdict (take the pile, go out, …) is a query over it.

Legality is per turn where the rules make it so: the first-meld minimum is
summed over the turn (first-meld-2), the pile's top card is melded at once
(pile-1), a turn that leaves no card must be a going out (basics-9) and a
canasta finished in the going-out turn counts. A move is legal only when the
turn can still end legally after it, so no legal move leads into a dead end.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Card, deck_cards
from .generator import MoveGenerator
from .house import get_rules
from .plans import Plans
from .refusals import OPEN_FIRST, Refusals, opening_shortfall, take_refusal
from .rules import DEFAULT_RULES, RuleSet, Table
from .state import IllegalAction, Phase, StateBase, need_rule, turn_up


@dataclass(frozen=True)
class Game:
    """A rule set and a table: what does not change during a game."""

    rules: RuleSet
    table: Table

    @classmethod
    def named(cls, rules: str = DEFAULT_RULES, players: int = 4,
              teams: str | None = None) -> Game:
        r = get_rules(rules)
        return cls(r, r.table(players, teams))

    @property
    def players(self) -> int:
        return self.table.players

    def deck(self) -> list[Card]:
        """Every card of the decks in play (basics-1, variants-6)."""
        return deck_cards(self.table.decks)

    def seats(self) -> list[int]:
        """The side of each seat: partners opposite (2x2, 3x2), teams of three alternate."""
        sides = self.table.sides
        return [p % sides for p in range(self.players)]

    def new_initial_state(self, seed: int | None = None, totals: Sequence[int] | None = None,
                          dealer: int = 0) -> State:
        """Shuffle with ``random.Random(seed)``, deal, lay out red 3s, turn the upcard."""
        deck = self.deck()
        random.Random(seed).shuffle(deck)
        return State.deal(self, deck, totals, dealer)


class State(MoveGenerator, Refusals, Plans):
    """Everything on the table in one hand (:class:`~.state.StateBase`), the one move
    generator (:class:`~.generator.MoveGenerator`), the one checker
    (:class:`~.refusals.Refusals`) and the bounds and plans (:class:`~.plans.Plans`)."""



__all__ = ["OPEN_FIRST", "Game", "IllegalAction", "Phase", "State", "StateBase",
           "need_rule", "opening_shortfall", "take_refusal", "turn_up"]
