"""The state of one hand and its undo: everything on the table, the moves applied to it
and taken back. The parts that ask what may be done (:mod:`.generator`, :mod:`.refusals`,
:mod:`.plans`) build on it; :class:`~.game.State` is all of them together."""

from __future__ import annotations

import itertools
import operator
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, Self

from .actions import (
    Action,
    AddToMeld,
    AskPartner,
    Discard,
    Draw,
    GoOut,
    Meld,
    TakePile,
)
from .cards import Card, Rank
from .goout import (
    GoOutPlan,
    TurnContext,
    plan_go_out,
    rank_of,
)
from .melds import count, quick_count
from .position import freezing_card, must_cover
from .rules import RuleSet, Table
from .scoring import ScoreVerdict, SideHand, score_hand
from .verdict import Status, Why

if TYPE_CHECKING:
    from .game import Game

Phase = Literal["draw", "open_pile", "meld", "answer", "over"]
_VERSIONS = itertools.count()
#: The generator's and the planner's bounds: off, every candidate is checked one by one (a
#: test compares the two).
SHORTCUTS = True
_PILE_MOVES = frozenset({TakePile, Discard, GoOut})
_STOCK_MOVES = frozenset({Draw, TakePile})  # a red 3 taken with the pile is replaced
_MELD_MOVES = frozenset({TakePile, Meld, AddToMeld, GoOut})
_RED_MOVES = frozenset({Draw, TakePile})
_NONE: list[Card] = []
_KEY = operator.attrgetter("_key")


class IllegalAction(ValueError):
    """An action the rules forbid here; ``why`` names the rule."""

    def __init__(self, action: Action, why: Why) -> None:
        self.action = action
        self.why = why
        super().__init__(f"{action!r}: {why.rule} {why.code}")


@dataclass(slots=True)
class _Snapshot:
    """What an action may change, copied before it (None: that action leaves it alone)."""

    stock: list[Card] | None
    pile: list[Card] | None
    hands: list[list[Card]] | None
    """Every hand (for a copy); an action changes only the mover's: ``own``."""
    own: tuple[int, list[Card]] | None
    melds: list[list[list[Card]]] | None
    reds: list[list[Card]] | None
    side_of: list[int]
    opened: list[bool]
    melded: list[bool]
    scalars: tuple[object, ...]
    version: int


class StateBase:
    """Everything on the table in one hand; mutable, with :meth:`apply` and :meth:`undo`."""

    if TYPE_CHECKING:  # the other parts of a State, which this part calls
        def take_candidates(self, prune: bool = True) -> list[tuple[Card, ...]]: ...
        def _concealed_possible(self) -> bool: ...
        def go_out_plans(self) -> dict[Card | None, tuple[GoOutPlan | None, GoOutPlan | None]]: ...
        def turn_context(self) -> TurnContext: ...
        def _discard_class(self, card: Card | None) -> Card | None: ...
        def _going_out_refusal(self, last: Card | None, ask: bool = True) -> Why | None: ...
        def _refusal(self, a: Action) -> Why | None: ...
        def _can_open(self, keep: int) -> bool: ...
        def ask_refusal(self) -> Why | None: ...
        def _discard_gate(self, card: Card) -> Why | None: ...
        def _refuse_add(self, a: AddToMeld, held: bool = False) -> Why | None: ...
        def _refuse_ask(self) -> Why | None: ...
        def _refuse_draw(self) -> Why | None: ...
        def _refuse_meld(self, a: Meld, held: bool = False) -> Why | None: ...
        def _refuse_take(self, a: TakePile, held: bool = False) -> Why | None: ...
        def _add_choices(self, by_rank: dict[Rank, list[Card]]) -> list[AddToMeld]: ...
        def _meld_choices(self, by_rank: dict[Rank, list[Card]]) -> list[tuple[Card, ...]]: ...
        def _add_rules_refusal(self, a: AddToMeld) -> Why | None: ...
        def _last_discard_goes_out(self) -> bool: ...
        def _meld_rules_refusal(self, cards: tuple[Card, ...]) -> Why | None: ...
        def _can_end_turn(self) -> bool: ...
        def _completes(self, a: Action) -> bool: ...
        def dead_end_why(self, a: Action) -> Why: ...
        def go_out_why(self, discard: Card | None, concealed: bool) -> Why: ...
        def legal_actions(self) -> list[Action]: ...
        def why_illegal(self, action: Action) -> Why | None: ...
        def is_legal(self, action: Action) -> bool: ...

    def __init__(self, game: Game, totals: Sequence[int] | None = None) -> None:
        self.game = game
        self.rules = game.rules
        self.table = game.table
        sides = self.table.sides
        self.totals: tuple[int, ...] = tuple(totals) if totals is not None else (0,) * sides
        self.stock: list[Card] = []
        self.unseen_stock = 0
        """A position typed in by hand has a stock of unknown cards: only its size counts."""
        self.pile: list[Card] = []
        self.hands: list[list[Card]] = [[] for _ in range(game.players)]
        self.side_of: list[int] = game.seats()
        self.melds: list[list[list[Card]]] = [[] for _ in range(sides)]
        self.reds: list[list[Card]] = [[] for _ in range(sides)]
        self.opened: list[bool] = [False] * sides
        self.melded: list[bool] = [False] * game.players
        self.current = 0
        self.phase: Phase = "draw"
        self.turn_count = 0
        self.fresh: frozenset[int] = frozenset()
        self.aside: tuple[Card, ...] = ()
        self.touched_old = False
        self.answer: bool | None = None
        self.asker: int | None = None
        self.must_out = False
        self.went_out: int | None = None
        self.concealed = False
        self.lone: int | None = None
        self.turns = 0
        self.dealt = False
        self._version = next(_VERSIONS)
        self._plans: tuple[int, dict[Card | None, tuple[GoOutPlan | None,
                                                         GoOutPlan | None]]] | None = None
        self._legal: tuple[int, list[Action]] | None = None
        self._frozen: tuple[tuple[int, int, int], tuple[Card | None, str]] | None = None
        self.history: list[_Snapshot] = []
        self.log: list[tuple[int, Action]] = []

    @classmethod
    def deal(cls, game: Game, deck: list[Card], totals: Sequence[int] | None = None,
             dealer: int = 0) -> Self:
        """Deal from ``deck`` (its last card is the top of the stock)."""
        s = cls(game, totals)
        s.dealt = True
        s.stock = list(deck)
        n = game.players
        for _ in range(game.table.deal):
            for p in range(n):
                s.hands[(dealer + 1 + p) % n].append(s.stock.pop())
        for p in range(n):
            s._lay_out_red_threes((dealer + 1 + p) % n)
        s._turn_upcard()
        s.current = (dealer + 1) % n
        return s

    @classmethod
    def position(
        cls, game: Game, hand: Sequence[Card], side_melds: Sequence[Sequence[Card]] = (),
        pile: Sequence[Card] = (), team_score: int = 0, phase: Phase = "draw",
        melded_before: bool | None = None, stock: int = 40,
    ) -> Self:
        """A position as a player types it: seat 0 to play, the rest of the table unknown."""
        totals = [team_score] + [0] * (game.table.sides - 1)
        s = cls(game, totals)
        s.unseen_stock = stock
        s.pile = list(pile)
        s.hands[0] = list(hand)
        s.melds[0] = [list(m) for m in side_melds]
        s.opened[0] = bool(side_melds)
        if melded_before is None:
            melded_before = game.table.members == 1 and bool(side_melds)
        s.melded[0] = melded_before
        s.phase = phase
        return s

    @classmethod
    def table_position(
        cls, game: Game, hands: Sequence[Sequence[Card]],
        melds: Sequence[Sequence[Sequence[Card]]] = (), pile: Sequence[Card] = (),
        stock: Sequence[Card] = (), current: int = 0, totals: Sequence[int] | None = None,
        phase: Phase = "draw",
    ) -> Self:
        """A whole table with every card known, as a position in a book sets it: each seat's
        hand, each side's melds (a side with melds has made its first meld, and so has each
        of its members), the pile (top last), the stock (its top last), the seat to play."""
        s = cls(game, totals)
        s.dealt = True
        s.hands = [list(h) for h in hands] + [[] for _ in range(game.players - len(hands))]
        for side, side_melds in enumerate(melds):
            s.melds[side] = [list(m) for m in side_melds]
            s.opened[side] = bool(side_melds)
        s.melded = [s.opened[s.side_of[p]] for p in range(game.players)]
        s.pile, s.stock = list(pile), list(stock)
        s.current, s.phase = current, phase
        return s

    def _lay_out_red_threes(self, player: int) -> bool:
        """basics-3: each red 3 is laid out and replaced from the stock. False when a red 3
        found no card left to replace it."""
        hand = self.hands[player]
        short = False
        while True:
            reds = [c for c in hand if c.is_red_three]
            if not reds:
                return not short
            for c in reds:  # every red 3 is laid out, replaced while the stock lasts
                hand.remove(c)
                self.reds[self.side_of[player]].append(c)
                if self.stock:
                    hand.append(self.stock.pop())
                else:
                    short = True

    def _turn_upcard(self) -> None:
        self.pile += turn_up(self.stock, self.rules)

    @property
    def side(self) -> int:
        """The side of the player to move."""
        return self.side_of[self.current]

    @property
    def hand(self) -> list[Card]:
        return self.hands[self.current]

    @property
    def stock_size(self) -> int:
        return len(self.stock) + self.unseen_stock

    def minimum(self, side: int | None = None) -> int:
        """The first-meld minimum of a side (first-meld-2 … -6, variants-9)."""
        side = self.side if side is None else side
        return self.rules.minimum(self.totals[side] if side < len(self.totals) else 0,
                                  self.table)[0]

    def members(self, side: int) -> list[int]:
        return [p for p, s in enumerate(self.side_of) if s == side]

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def frozen_for_all(self) -> tuple[Card | None, str]:
        """The card that freezes the pile for everyone, and its rule (pile-5, Q1, …)."""
        key = (self._version, id(self.pile), len(self.pile))  # a pile set by hand is new
        if self._frozen is None or self._frozen[0] != key:
            self._frozen = (key, freezing_card(self.pile, self.rules))
        return self._frozen[1]

    def observation(self, player: int) -> dict[str, object]:
        """What ``player`` may see: own hand, the table, the pile's top, the others' counts."""
        freezer, rule = self.frozen_for_all()
        return {
            "player": player, "side": self.side_of[player], "to_play": self.current,
            "phase": self.phase, "hand": list(self.hands[player]),
            "hand_sizes": [len(h) for h in self.hands], "stock": self.stock_size,
            "pile_top": self.pile[-1] if self.pile else None, "pile_size": len(self.pile),
            "freezer": freezer, "freeze_rule": rule,
            "melds": [[list(m) for m in side] for side in self.melds],
            "red_threes": [list(r) for r in self.reds], "opened": list(self.opened),
            "totals": list(self.totals),
            "minimums": [self.minimum(s) for s in range(len(self.melds))],
        }

    def _partner(self) -> int | None:
        """The first other player of the mover's side, if any."""
        me = self.current
        side = self.side_of[me]
        return next((p for p, s in enumerate(self.side_of) if s == side and p != me), None)

    def band_rule(self) -> str:
        return self.rules.minimum(self.totals[self.side], self.table)[1]

    def canastas(self, side: int) -> int:
        return sum(1 for m in self.melds[side] if len(m) >= self.rules.canasta_size)

    def apply(self, action: Action) -> None:
        """Play ``action``; :class:`IllegalAction` (naming the rule) if it is not legal."""
        known = self._legal[1] if self._legal is not None and \
            self._legal[0] == self._version else None
        listed = known is not None and (any(a is action for a in known) or action in known)
        why = None if listed else self._refusal(action)
        if why is not None:
            raise IllegalAction(action, why)
        player = self.current
        self._do(action)
        self.log.append((player, action))

    def _do(self, a: Action) -> None:
        self.history.append(self._snapshot(a))
        self._version = next(_VERSIONS)
        if isinstance(a, Draw):
            self._apply_draw()
        elif isinstance(a, TakePile):
            self._apply_take(a.cards)
        elif isinstance(a, Meld):
            self._apply_meld(a.cards)
        elif isinstance(a, AddToMeld):
            self._apply_add(a.meld, a.cards)
        elif isinstance(a, Discard):
            self._apply_discard(a.card)
        elif isinstance(a, GoOut):
            self._apply_go_out(a)
        elif isinstance(a, AskPartner):
            self.asker = self.current
            partner = self._partner()
            assert partner is not None
            self.current = partner
            self.phase = "answer"
        else:
            assert self.asker is not None
            self.current = self.asker
            self.asker = None
            self.answer = a.yes
            self.must_out = self.must_out or a.yes  # black 3s melded still bind
            self.phase = "meld"

    def undo(self) -> None:
        """Take back the last action (as OpenSpiel's ``undo_action``)."""
        snap = self.history.pop()
        self._version = snap.version
        # Lists a caller may hold on to (a hand, the pile) are restored in place.
        if snap.stock is not None:
            self.stock[:] = snap.stock
        if snap.pile is not None:
            self.pile[:] = snap.pile
        if snap.hands is not None:
            for mine, was in zip(self.hands, snap.hands, strict=True):
                mine[:] = was
        if snap.own is not None:
            self.hands[snap.own[0]][:] = snap.own[1]
        if snap.melds is not None:
            self.melds = snap.melds
        if snap.reds is not None:
            self.reds = snap.reds
        self.side_of = snap.side_of
        self.opened, self.melded = snap.opened, snap.melded
        (self.current, self.phase, self.turn_count, self.fresh, self.aside, self.touched_old,
         self.answer, self.asker, self.must_out, self.went_out, self.concealed, self.lone,
         self.turns, self.unseen_stock, self.totals, log_len) = snap.scalars  # type: ignore[assignment]
        del self.log[int(log_len):]  # type: ignore[call-overload]

    def _snapshot(self, a: Action | None = None) -> _Snapshot:
        """Before ``a`` (or everything, for a copy): the stock changes only by a draw, the
        pile by a take or a discard, the melds by a take or melding, red 3s by a draw or
        a take."""
        kind = type(a)
        whole = a is None
        return _Snapshot(
            list(self.stock) if whole or kind in _STOCK_MOVES else None,
            list(self.pile) if whole or kind in _PILE_MOVES else None,
            [list(h) for h in self.hands] if whole else None,
            None if whole else (self.current, list(self.hands[self.current])),
            [[list(m) for m in side] for side in self.melds]
            if whole or kind in _MELD_MOVES else None,
            [list(r) for r in self.reds] if whole or kind in _RED_MOVES else None,
            list(self.side_of), list(self.opened), list(self.melded),
            (self.current, self.phase, self.turn_count, self.fresh, self.aside,
             self.touched_old, self.answer, self.asker, self.must_out, self.went_out,
             self.concealed, self.lone, self.turns, self.unseen_stock, self.totals,
             len(self.log)), self._version)

    def clone(self) -> Self:
        other = type(self)(self.game, self.totals)
        other.dealt = self.dealt
        snap = self._snapshot()
        other.history = [snap]
        other.log = list(self.log)
        other.undo()  # the same cards in new lists, and the same version number
        other.history = []
        other._legal, other._plans = self._legal, self._plans  # still true of the copy
        return other

    def determinized(self, player: int, rng: random.Random) -> Self:
        """This state as ``player`` may picture it: the cards it cannot see (the other
        hands and the stock) dealt again at random into the same places, each keeping its
        size; its own hand, the table and the pile as they are. Two states that differ only
        in cards ``player`` cannot see give the same picture for the same ``rng``: a
        computer player handed the picture plays on what it sees. (Cards another player
        took with the pile, which everyone saw, are dealt again too: not yet remembered.)"""
        other = self.clone()
        places = [other.hands[p] for p in range(len(other.hands)) if p != player]
        places.append(other.stock)
        hidden = sorted((c for place in places for c in place if not c.is_red_three), key=str)
        rng.shuffle(hidden)
        dealt = iter(hidden)
        for place in places:  # a red 3 stays where it is: never dealt into a hand
            place[:] = [c if c.is_red_three else next(dealt) for c in place]
        other._version = next(_VERSIONS)  # nothing worked out for the old cards holds
        other._legal = other._plans = None
        if player == self.current and self._legal is not None \
                and self._legal[0] == self._version:  # the mover's moves: the same
            other._legal = (other._version, self._legal[1])
        return other

    def _apply_draw(self) -> None:
        if self.stock_size == 0:  # Q20: declining the last discard ends the hand (pile-9)
            self.phase = "over"
            return
        n = min(self.table.draw, self.stock_size)
        for _ in range(n):
            if self.stock:
                self.hand.append(self.stock.pop())
            else:
                self.unseen_stock -= 1
        self.phase = "meld"
        if not self._lay_out_red_threes(self.current):
            # pile-9 (Q9): the stock's last card was a red 3: it is laid out with nothing to
            # replace it, and the hand ends at once, the player neither melding nor discarding.
            self.phase = "over"

    def _apply_take(self, cards: tuple[Card, ...]) -> None:
        if self.table.players == 3 and self.lone is None:
            self._form_pair()
        side = self.side
        top = self.pile.pop()
        rest, self.pile = self.pile, []
        for c in cards:
            self.hand.remove(c)
        target = self.join_target(top.rank, len(cards))
        melds = self.melds[side]
        if target is None:
            melds.append([top, *cards])
            target = len(melds) - 1
            self.fresh = self.fresh | {target}
        else:
            melds[target].extend((top, *cards))
            if target not in self.fresh:
                self.touched_old = True
        if not self.opened[side]:
            self.turn_count += count((top, *cards), self.rules)
            if not self.rules.opening_take_top_card_counts:
                self.turn_count -= top.value
        self.aside = tuple(self._red_threes_from_pile(rest))
        self.phase = "open_pile"
        if self.opened[side]:
            self.hand.extend(self.aside)
            self.aside = ()
            self.phase = "meld"
        self._check_opened()
        if self.phase == "meld":
            self._after_melding()

    def _red_threes_from_pile(self, rest: list[Card]) -> list[Card]:
        """The pile's cards under the top, red 3s laid out (basics-3) and, as the option says
        (Q19), each replaced from the stock while it lasts; the replacements join the hand
        with the pile's cards."""
        out: list[Card] = []
        todo = list(rest)
        while todo:
            c = todo.pop(0)
            if not c.is_red_three:
                out.append(c)
                continue
            self.reds[self.side].append(c)
            if self.rules.red_three_from_pile_replaced and self.stock:
                todo.append(self.stock.pop())
        return out

    def join_target(self, rank: Rank, from_hand: int) -> int | None:
        """The side's meld the top card joins, if it joins one (pile-3, Q13)."""
        for i, m in enumerate(self.melds[self.side]):
            if rank_of(m) is rank and (self.rules.one_meld_per_rank or from_hand < 2):
                return i
        return None

    def _form_pair(self) -> None:
        """variants-5: the first to take the pile plays alone; the other two become a side."""
        lone = self.current
        others = [p for p in range(self.table.players) if p != lone]
        melds = [self.melds[lone], [m for p in others for m in self.melds[p]]]
        reds = [self.reds[lone], [c for p in others for c in self.reds[p]]]
        opened = [self.opened[lone], any(self.opened[p] for p in others)]
        self.melds, self.reds, self.opened = melds, reds, opened
        self.side_of = [0 if p == lone else 1 for p in range(self.table.players)]
        pick = max if self.rules.three_player_pair_minimum == "higher" else min
        self.totals = (self.totals[lone], pick(self.totals[p] for p in others))
        self.lone = lone

    def _apply_meld(self, cards: tuple[Card, ...]) -> None:
        for c in cards:
            self.hand.remove(c)
        melds = self.melds[self.side]
        melds.append(list(cards))
        self.fresh = self.fresh | {len(melds) - 1}
        if all(c.is_black_three for c in cards):
            self.must_out = True
        if not self.opened[self.side]:
            self.turn_count += quick_count(cards, self.rules)
        self._check_opened()
        self._after_melding()

    def _apply_add(self, i: int, cards: tuple[Card, ...]) -> None:
        for c in cards:
            self.hand.remove(c)
        self.melds[self.side][i].extend(cards)
        if i not in self.fresh:
            self.touched_old = True
        if not self.opened[self.side]:
            self.turn_count += count(cards, self.rules)
        self._check_opened()
        self._after_melding()

    def _check_opened(self) -> None:
        side = self.side
        if self.opened[side] or self.turn_count < self.minimum():
            return
        self.opened[side] = True
        if self.phase == "open_pile":
            self.hand.extend(self.aside)
            self.aside = ()
            self.phase = "meld"

    def _after_melding(self) -> None:
        """A hand emptied by melding ends the hand, if going out is allowed now."""
        if self.phase == "meld" and not self.hand and self._going_out_refusal(None) is None:
            self._finish(discarded=False)

    def _apply_discard(self, card: Card) -> None:
        self.hand.remove(card)
        self.pile.append(card)
        if not self.hand:
            self._finish(discarded=True)
            return
        self._end_turn()

    def go_out_plan(self, a: GoOut) -> GoOutPlan | None:
        """How ``a`` lays the hand down (the plan playing it follows), or None where it
        cannot go out so."""
        plans = self.go_out_plans().get(self._discard_class(a.discard))
        plan = plans[1 if a.concealed else 0] if plans is not None else None
        if plan is not None and plan.discard is not a.discard:
            # another card of the same class: the same plan, with this card thrown
            plan = plan_go_out(self.hand, a.discard, self.turn_context(), self.rules,
                               a.concealed)
        return plan

    def _apply_go_out(self, a: GoOut) -> None:
        plan = self.go_out_plan(a)
        assert plan is not None
        hand = self.hand
        hand.extend(self.aside)
        self.aside = ()
        melds = self.melds[self.side]
        for base, added in plan.additions:
            i = next(i for i, m in enumerate(melds) if tuple(m) == base)
            melds[i].extend(added)
            for c in added:
                hand.remove(c)
        for m in plan.new_melds:
            melds.append(list(m))
            for c in m:
                hand.remove(c)
        if a.discard is not None:
            hand.remove(a.discard)
            self.pile.append(a.discard)
        assert not hand
        self.opened[self.side] = True
        self.went_out = self.current
        self.concealed = a.concealed
        self.melded[self.current] = True
        self.phase = "over"

    def _finish(self, discarded: bool) -> None:
        """The player to move has no card left: a going out (basics-9)."""
        side = self.side
        concealed = (self._concealed_possible()
                     and (not discarded or self.rules.concealed_with_discard)
                     and (not self.rules.concealed_needs_canasta or any(
                         len(self.melds[side][i]) >= self.rules.canasta_size
                         for i in self.fresh)))
        self.went_out = self.current
        self.concealed = concealed
        self.melded[self.current] = True
        self.phase = "over"

    def _end_turn(self) -> None:
        if self.fresh or self.touched_old:
            self.melded[self.current] = True
        self.current = (self.current + 1) % self.table.players
        self.turn_count = 0
        self.fresh = frozenset()
        self.touched_old = False
        self.answer = None
        self.must_out = False
        self.turns += 1
        self.phase = "draw"
        if self.stock_size == 0 and (self.rules.stock_out == "end_at_once"
                                     or not self._take_possible()):
            self.phase = "over"  # pile-9: the stock is used up and nobody went out

    def _take_possible(self) -> bool:
        return any(self._refusal(TakePile(c)) is None for c in self.take_candidates())

    def side_hands(self) -> list[SideHand]:
        """Each side as the scoring rows see it (scoring-1 … scoring-5)."""
        return [SideHand(tuple(tuple(m) for m in self.melds[s]), len(self.reds[s]),
                         tuple(tuple(self.hands[p]) for p in self.members(s)))
                for s in range(len(self.melds))]

    def score(self) -> ScoreVerdict:
        """The itemised score of a finished hand."""
        went = self.side_of[self.went_out] if self.went_out is not None else None
        return score_hand(self.side_hands(), went, self.concealed, self.rules, self.table)

    def returns(self) -> list[int]:
        """Each player's score for the hand (0 for everyone until it is over)."""
        if not self.is_terminal():
            return [0] * self.table.players
        verdict = self.score()
        return [verdict.credited(self.side_of[p]) for p in range(self.table.players)]

    def status(self) -> Status:
        """Flags for what makes this position impossible (python-chess style)."""
        from .audit import state_status

        return state_status(self)


def turn_up(stock: list[Card], rules: RuleSet) -> list[Card]:
    """basics-2 / bicycle-upcard: turn the stock's top card, and cover it with the next while
    it must be covered; the cards turned (taken off ``stock``), the last one on top."""
    turned: list[Card] = []
    while stock:
        card = stock.pop()
        turned.append(card)
        if not must_cover(card, rules):
            break
    return turned


def need_rule(table: Table) -> str:
    """The row that sets how many canastas going out takes (the table's own data)."""
    return table.canastas_rule
