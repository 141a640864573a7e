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

import functools
import itertools
import operator
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

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
from .cards import Card, Rank, deck_cards, holds
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
from .melds import check_meld, count, is_legal_meld, quick_count, wild_capacity
from .opening import minimum_for
from .position import freezing_card, must_cover
from .reach import reach
from .rules import DEFAULT_RULES, RuleSet, Table, get_rules, option_choice, option_rule
from .scoring import ScoreVerdict, SideHand, score_hand
from .verdict import Status, Why

Phase = Literal["draw", "open_pile", "meld", "answer", "over"]
_VERSIONS = itertools.count()


class IllegalAction(ValueError):
    """An action the rules forbid here; ``why`` names the rule."""

    def __init__(self, action: Action, why: Why) -> None:
        self.action = action
        self.why = why
        super().__init__(f"{action!r}: {why.rule} {why.code}")


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


class State:
    """Everything on the table in one hand; mutable, with :meth:`apply` and :meth:`undo`."""

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

    # --- set-up -----------------------------------------------------------------------

    @classmethod
    def deal(cls, game: Game, deck: list[Card], totals: Sequence[int] | None = None,
             dealer: int = 0) -> State:
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
    ) -> State:
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

    # --- what the players see -----------------------------------------------------------

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

    # --- the move generator -----------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every legal action, one per distinct choice (suits never matter to the rules)."""
        if self._legal is not None and self._legal[0] == self._version:
            return list(self._legal[1])
        got = self._generate()
        self._legal = (self._version, got)
        return list(got)

    def is_legal(self, action: Action) -> bool:
        return self._refusal(action) is None

    def why_illegal(self, action: Action) -> Why | None:
        """None for a legal action, else the rule that forbids it."""
        return self._refusal(action)

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
        if SHORTCUTS and self._opening_out_of_reach():
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
        if SHORTCUTS and prune:
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
                if SHORTCUTS and self.rules.one_meld_per_rank else ())
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
        if self._ask_refusal() is not None:
            return []
        plans = self.go_out_plans()
        out: list[Action] = []
        for d, (plain, hidden) in plans.items():
            if plain is not None:
                out.append(GoOut(d, False))
            if hidden is not None:
                out.append(GoOut(d, True))
        return out

    def _partner(self) -> int | None:
        """The first other player of the mover's side, if any."""
        me = self.current
        side = self.side_of[me]
        return next((p for p, s in enumerate(self.side_of) if s == side and p != me), None)

    # --- one checker for every action ---------------------------------------------------

    def _refusal(self, a: Action) -> Why | None:
        if self.phase == "over":
            return Why.of("basics-9", "move.hand-over")
        if isinstance(a, Answer):
            return None if self.phase == "answer" else Why.of("scoring-8", "answer.not-asked")
        if self.phase == "answer":
            return Why.of("scoring-8", "move.answer-first")
        kind = type(a)
        if kind is Draw:
            return self._refuse_draw()
        if kind is TakePile:
            return self._refuse_take(a)  # type: ignore[arg-type]
        if self.phase == "draw":
            return Why.of("basics-4", "move.draw-first")
        if kind is Discard:
            return self._refuse_discard(a)  # type: ignore[arg-type]
        if kind is Meld:
            return self._refuse_meld(a)  # type: ignore[arg-type]
        if kind is AddToMeld:
            return self._refuse_add(a)  # type: ignore[arg-type]
        if kind is GoOut:
            return self._refuse_go_out(a)  # type: ignore[arg-type]
        return self._refuse_ask()

    def _refuse_draw(self) -> Why | None:
        if self.phase != "draw":
            return Why.of("basics-4", "draw.already-drawn")
        if self.stock_size == 0 and (self.rules.stock_out_must_take
                                     or self.rules.stock_out != "play_on"):
            return Why.of(option_rule(self.rules, "stock_out_must_take"), "draw.stock-used-up",
                          option_choice(self.rules, "stock_out_must_take"))
        return None

    def _refuse_take(self, a: TakePile, held: bool = False) -> Why | None:
        if self.phase != "draw":
            return Why.of("basics-4", "take.not-at-turn-start")
        refusal = take_refusal(self, a.cards, held)
        if refusal is not None:
            return refusal
        if not self._completes(a):
            return self.dead_end_why(a)
        return None

    def _refuse_meld(self, a: Meld, held: bool = False) -> Why | None:
        cards = a.cards
        if not held and not holds(self.hand, cards):
            return Why.of("basics-5", "move.not-held-cards", cards=cards)
        refusal = self._meld_rules_refusal(cards)
        if refusal is not None:
            return refusal
        if not self._completes(a):
            return self.dead_end_why(a)
        return None

    def _meld_rules_refusal(self, cards: tuple[Card, ...]) -> Why | None:
        """Why ``cards`` may not be laid as a new meld by the rules of melds alone."""
        blacks = bool(cards) and all(c.is_black_three for c in cards)
        if not is_legal_meld(cards, self.rules, going_out=blacks):
            # Fewer than three black 3s: the reason is when black 3s are melded at all.
            return check_meld(cards, self.rules, going_out=blacks and len(cards) >= 3).why[0]
        if self.rules.one_meld_per_rank or blacks:
            r = rank_of(cards)
            if blacks and black_meld(self.melds[self.side]) is not None:
                return Why.of("scoring-9", "move.has-black-three-meld",
                              option_choice(self.rules, "one_meld_per_rank"))
            if any(rank_of(m) is r for m in self.melds[self.side]) and r is not None:
                return Why.of(option_rule(self.rules, "one_meld_per_rank"), "move.has-rank-meld",
                              option_choice(self.rules, "one_meld_per_rank"), rank=r)
        return None

    def _refuse_add(self, a: AddToMeld, held: bool = False) -> Why | None:
        if not 0 <= a.meld < len(self.melds[self.side]):
            return Why.of("basics-5", "add.no-such-meld", number=a.meld + 1)
        if not a.cards:
            return Why.of("basics-5", "add.no-cards")
        if not held and not holds(self.hand, a.cards):
            return Why.of("basics-5", "move.not-held-cards", cards=a.cards)
        refusal = self._add_rules_refusal(a)
        if refusal is not None:
            return refusal
        if not self._completes(a):
            return self.dead_end_why(a)
        return None

    def _add_rules_refusal(self, a: AddToMeld) -> Why | None:
        """Why ``a`` may not add to that meld by the rules of melds alone (and, in an opening
        by the pile, only to this turn's melds)."""
        if self.phase == "open_pile" and a.meld not in self.fresh:
            return Why.of("first-meld-7", "add.opening-own-melds-only")
        meld = (*self.melds[self.side][a.meld], *a.cards)
        blacks = all(c.is_black_three for c in meld)  # laid this turn, going out (scoring-9)
        if not is_legal_meld(meld, self.rules, going_out=blacks):
            return check_meld(meld, self.rules, going_out=blacks).why[0]
        return None

    def _refuse_discard(self, a: Discard) -> Why | None:
        if self.phase != "meld":
            return Why.of("first-meld-7", "discard.opening-unfinished")
        if a.card not in self.hand:
            return Why.of("basics-8", "move.not-held", card=a.card)
        return self._discard_gate(a.card)

    def _discard_gate(self, card: Card) -> Why | None:
        """Why a held card may not be discarded now; only the last card's own kind counts."""
        if not self.opened[self.side] and self.turn_count:
            m = self.minimum()
            return Why.of(self.band_rule(), "discard.short-of-minimum", count=self.turn_count,
                          minimum=m, also="first-meld-2")
        if len(self.hand) == 1:
            return self._going_out_refusal(card)
        if self.must_out:
            return Why.of("scoring-8", "discard.must-go-out")
        return None

    def _refuse_go_out(self, a: GoOut) -> Why | None:
        if self.phase == "open_pile":
            return OPEN_FIRST
        ask = self._ask_refusal()
        if ask is not None:
            return ask
        if a.discard is not None and a.discard not in self.hand and a.discard not in self.aside:
            return Why.of("basics-9", "move.not-held", card=a.discard)
        got = self.go_out_plans().get(self._discard_class(a.discard))
        if got is None or (got[1] if a.concealed else got[0]) is None:
            if not a.concealed and got is not None:
                return Why.of("scoring-1", "go-out.is-concealed")
            return self.go_out_why(a.discard, a.concealed)
        return None

    def _discard_class(self, card: Card | None) -> Card | None:
        """The card that stands for ``card``'s class among the planned discards."""
        if card is None:
            return None
        return next((d for d in self.go_out_plans() if d is not None and d.code == card.code),
                    card)

    def _refuse_ask(self) -> Why | None:
        if self.phase != "meld":
            return Why.of("scoring-8", "ask.before-drawing")
        if self._partner() is None:
            return Why.of("scoring-8", "ask.no-partner")
        if self.answer is not None or self.asker is not None:
            return Why.of("scoring-8", "ask.already-asked")
        if not self.go_out_plans() and not (
                len(self.hand) == 1 and self._going_out_refusal(self.hand[0], ask=False) is None):
            return Why.of("basics-9", "ask.cannot-go-out", "Q21")
        if not self._survives_no():
            return Why.of("scoring-8", "ask.too-late", "Q21")
        return None

    def _survives_no(self) -> bool:
        """Could the turn still end, without going out, if partner said no?"""
        self._do(AskPartner())
        self._do(Answer(False))
        try:
            return self._can_end_turn()
        finally:
            self.undo()
            self.undo()

    def _ask_refusal(self) -> Why | None:
        if self.answer is False:
            return Why.of("scoring-8", "go-out.partner-said-no")
        if (self.rules.must_ask_partner and self._partner() is not None
                and self.answer is not True):
            return Why.of(option_rule(self.rules, "must_ask_partner"), "go-out.must-ask",
                          option_choice(self.rules, "must_ask_partner"))
        return None

    def band_rule(self) -> str:
        return self.rules.minimum(self.totals[self.side], self.table)[1]

    def _going_out_refusal(self, last: Card | None, ask: bool = True) -> Why | None:
        """Why ending the turn with no card left is not a legal going out (basics-9)."""
        refusal = self._ask_refusal() if ask else None
        if refusal is not None:
            return refusal
        if last is not None and last.is_wild and not self.rules.last_discard_may_be_wild:
            return Why.of(option_rule(self.rules, "last_discard_may_be_wild"),
                          "go-out.wild-discard",
                          option_choice(self.rules, "last_discard_may_be_wild"), card=last)
        need = self.table.canastas_to_go_out
        have = self.canastas(self.side)
        if have < need:
            return Why.of(need_rule(self.table), "go-out.last-card-needs-canastas", need=need,
                          have=have)
        if not self.opened[self.side]:
            return Why.of(self.band_rule(), "go-out.not-opened")
        return None

    def _last_discard_goes_out(self) -> bool:
        return len(self.hand) == 1 and self._going_out_refusal(self.hand[0]) is None

    def canastas(self, side: int) -> int:
        return sum(1 for m in self.melds[side] if len(m) >= self.rules.canasta_size)

    # --- can the turn still end? ------------------------------------------------------

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
        if _black_meld(a):
            return Why.of("scoring-9", "move.black-threes-dead-end")
        if self.must_out:
            return Why.of("basics-9", "move.must-go-out-dead-end")
        if not side_open:
            return Why.of(self.band_rule(), "move.opening-dead-end", minimum=self.minimum(),
                          also="first-meld-2")
        need = self.table.canastas_to_go_out
        return Why.of(need_rule(self.table), "move.no-card-to-keep", need=need)

    # --- going out ----------------------------------------------------------------------

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
        ask = self._ask_refusal()
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
        return self._ask_refusal() is None and bool(self.go_out_plans())

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

    # --- applying actions ---------------------------------------------------------------

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

    def clone(self) -> State:
        other = State(self.game, self.totals)
        other.dealt = self.dealt
        snap = self._snapshot()
        other.history = [snap]
        other.log = list(self.log)
        other.undo()  # the same cards in new lists, and the same version number
        other.history = []
        other._legal, other._plans = self._legal, self._plans  # still true of the copy
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

    def _apply_go_out(self, a: GoOut) -> None:
        plan = self.go_out_plans()[self._discard_class(a.discard)][1 if a.concealed else 0]
        assert plan is not None
        if plan.discard is not a.discard:  # another card of the same class: the same plan
            plan = plan_go_out(self.hand, a.discard, self.turn_context(), self.rules,
                               a.concealed)
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

    # --- the end of the hand ------------------------------------------------------------

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


# --- helpers --------------------------------------------------------------------------


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


OPEN_FIRST = Why.of("first-meld-7", "go-out.opening-first")

SHORTCUTS = True
"""The generator's bulk checks (see ``_opening_out_of_reach``); off only to test them."""

_PILE_MOVES = frozenset({TakePile, Discard, GoOut})
_STOCK_MOVES = frozenset({Draw, TakePile})  # a red 3 taken with the pile is replaced
_MELD_MOVES = frozenset({TakePile, Meld, AddToMeld, GoOut})
_RED_MOVES = frozenset({Draw, TakePile})


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


_NONE: list[Card] = []
_KEY = operator.attrgetter("_key")


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


# --- taking the pile: the rules of the take itself (pile-1 … pile-8, first-meld-7) --------


def take_refusal(state: State, cards: tuple[Card, ...], held: bool = False) -> Why | None:
    """Why taking the pile with ``cards`` from the hand is refused by the take's own rules
    (before asking whether the turn can go on); None if those rules allow it. ``held``: the
    cards were chosen from the hand, so they are not looked for again."""
    rules = state.rules
    if not state.pile:
        return Why.of("pile-1", "take.empty-pile")
    top = state.pile[-1]
    if not top.is_natural:
        return _unnatural_top(top, rules)
    if not held and not holds(state.hand, cards):
        return Why.of("pile-1", "move.not-held-cards", cards=cards)
    stray = next((c for c in cards if c.rank is not top.rank and not c.is_wild), None)
    if stray is not None:
        return Why.of("basics-5", "take.wrong-rank", card=stray, top=top, rank=top.rank)
    if (not rules.one_card_hand_takes_one_card_pile and len(state.hand) == 1
            and len(state.pile) == 1):
        return Why.of(option_rule(rules, "one_card_hand_takes_one_card_pile"),
                      "take.one-card-hand",
                      option_choice(rules, "one_card_hand_takes_one_card_pile"))
    return _take_meld_refusal(state, top, cards)


def _take_meld_refusal(state: State, top: Card, cards: tuple[Card, ...]) -> Why | None:
    """The meld the top card makes with ``cards``: a natural pair on a frozen pile, a pair,
    a natural and a wild card, or the side's meld of that rank; and a legal meld."""
    rules = state.rules
    n = sum(1 for c in cards if c.rank is top.rank)
    w = len(cards) - n
    freezer, freeze_rule = state.frozen_for_all()
    opened = state.opened[state.side]
    target = state.join_target(top.rank, len(cards))
    if freezer is not None or not opened:
        refusal = _frozen_refusal(state, top, n, w, freezer, freeze_rule, opened)
        if refusal is not None:
            return refusal
    elif target is None:
        if n == 0 and w == 0:
            return Why.of("pile-3", "take.no-meld-to-join", top=top, rank=top.rank)
        if n < 2 and not (n == 1 and w and rules.take_with_natural_and_wild):
            return Why.of("pile-2", "take.needs-pair-or-meld", top=top, rank=top.rank,
                          also="pile-3")
    base = state.melds[state.side][target] if target is not None else []
    meld = (*base, top, *cards)
    if not is_legal_meld(meld, rules):
        return check_meld(meld, rules).why[0]
    return None


def _unnatural_top(top: Card, rules: RuleSet) -> Why:
    """Why a black 3 or a wild card on top of the pile cannot be taken (pile-7)."""
    if top.is_black_three and rules.black_three_freezes:
        return Why.of(option_rule(rules, "black_three_freezes"), "take.black-three-freezes",
                      top=top)
    return Why.of("pile-7", "take.wild-card-on-top" if top.is_wild else "take.black-three-on-top",
                  top=top)


def _frozen_refusal(state: State, top: Card, n: int, w: int, freezer: Card | None,
                    freeze_rule: str, opened: bool) -> Why | None:
    rules = state.rules
    if n < 2:
        held = sum(1 for c in state.hand if c.rank is top.rank)
        rule = "pile-6" if opened else "first-meld-7"
        have = (Why.of(rule, "take.chosen-of-held", chosen=n, held=held) if held >= 2
                else Why.of(rule, "take.held", held=held))
        if not opened:
            return Why.of("first-meld-7", "take.open-needs-pair", top=top, held=held, chosen=n,
                          rank=top.rank, have=have)
        assert freezer is not None
        return Why.of("pile-6", "take.frozen-needs-pair", top=top, held=held, chosen=n,
                      freezer=freezer, freeze_rule=freeze_rule, rank=top.rank, have=have)
    if (n > 2 or w) and not rules.frozen_take_extras:
        return Why.of(option_rule(rules, "frozen_take_extras"), "take.frozen-pair-alone",
                      option_choice(rules, "frozen_take_extras"))
    return None


def opening_shortfall(state: State, cards: tuple[Card, ...]) -> Why:
    """Why an opening by the pile with ``cards`` cannot reach the minimum (first-meld-7)."""
    top = state.pile[-1]
    rules = state.rules
    meld = (top, *cards)
    base = count(meld, rules) - (0 if rules.opening_take_top_card_counts else top.value)
    rest = list(state.hand)
    for c in cards:
        rest.remove(c)
    keep = max(0, 2 - (len(state.pile) - 1))
    more = 0
    if rules.opening_take_hand_melds_count:
        got = reach(rest, [meld], rules, keep)
        more = got if got is not None else 0
    code = ("take.opening-counts-more" if more
            else "take.opening-counts" if rules.opening_take_hand_melds_count
            else "take.opening-counts-top-only")
    head = Why.of("first-meld-7", code, chosen=cards, cards=meld, base=base, more=more,
                  count=base + more)
    buried = tuple(c for c in state.pile[:-1] if not c.is_red_three)
    choice = option_choice(rules, "opening_take_hand_melds_count")
    return Why.of("first-meld-7", "take.opening-short-buried" if buried else "take.opening-short",
                  choice, cards=meld, count=base + more, minimum=state.minimum(),
                  band=state.band_rule(), head=head, buried=buried or None)
