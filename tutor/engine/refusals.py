"""The one checker: why an action is refused, with the rule and the cards that decide."""

from __future__ import annotations

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
from .cards import Card, holds
from .goout import (
    black_meld,
    rank_of,
)
from .melds import check_meld, count, is_legal_meld
from .reach import reach
from .rules import RuleSet, open_pile_rule, option_choice, option_rule
from .state import StateBase, need_rule
from .verdict import Why


class Refusals(StateBase):
    """The checker's part of a State."""

    def is_legal(self, action: Action) -> bool:
        return self._refusal(action) is None

    def why_illegal(self, action: Action) -> Why | None:
        """None for a legal action, else the rule that forbids it."""
        return self._refusal(action)

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
        ask = self.ask_refusal()
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

    def ask_refusal(self) -> Why | None:
        if self.answer is False:
            return Why.of("scoring-8", "go-out.partner-said-no")
        if (self.rules.must_ask_partner and self._partner() is not None
                and self.answer is not True):
            return Why.of(option_rule(self.rules, "must_ask_partner"), "go-out.must-ask",
                          option_choice(self.rules, "must_ask_partner"))
        return None

    def _going_out_refusal(self, last: Card | None, ask: bool = True) -> Why | None:
        """Why ending the turn with no card left is not a legal going out (basics-9)."""
        refusal = self.ask_refusal() if ask else None
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


OPEN_FIRST = Why.of("first-meld-7", "go-out.opening-first")


def take_refusal(state: StateBase, cards: tuple[Card, ...], held: bool = False) -> Why | None:
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


def _take_meld_refusal(state: StateBase, top: Card, cards: tuple[Card, ...]) -> Why | None:
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
            return _needs_pair_or_meld(rules, top)
    base = state.melds[state.side][target] if target is not None else []
    meld = (*base, top, *cards)
    if not is_legal_meld(meld, rules):
        return check_meld(meld, rules).why[0]
    return None


def _needs_pair_or_meld(rules: RuleSet, top: Card) -> Why:
    """An open pile whose top card the cards chosen cannot meld: what takes it at this
    table (a house rule without "one natural and a wild card" was told it took it)."""
    rule, choice = open_pile_rule(rules)
    code = ("take.needs-pair-or-meld" if rules.take_with_natural_and_wild
            else "take.needs-natural-pair-or-meld")
    return Why.of(rule, code, choice, top=top, rank=top.rank, also="pile-3")


def _unnatural_top(top: Card, rules: RuleSet) -> Why:
    """Why a black 3 or a wild card on top of the pile cannot be taken (pile-7)."""
    if top.is_black_three and rules.black_three_freezes:
        return Why.of(option_rule(rules, "black_three_freezes"), "take.black-three-freezes",
                      top=top)
    return Why.of("pile-7", "take.wild-card-on-top" if top.is_wild else "take.black-three-on-top",
                  top=top)


def _frozen_refusal(state: StateBase, top: Card, n: int, w: int, freezer: Card | None,
                    freeze_rule: str, opened: bool) -> Why | None:
    rules = state.rules
    if n < 2:
        held = sum(1 for c in state.hand if c.rank is top.rank)
        rule = "pile-6" if opened else "first-meld-7"
        have = (Why.of(rule, "take.chosen-none" if n == 0 else "take.chosen-of-held", chosen=n,
                       held=held, rank=top.rank) if held >= 2
                else Why.of(rule, "take.held", held=held))
        if not opened:
            return Why.of("first-meld-7", "take.open-needs-pair", top=top, held=held, chosen=n,
                          rank=top.rank, have=have)
        assert freezer is not None
        # (where wild cards may join the pair, saying only "cannot stand in" read as false
        # beside the right choices listed after two misses: K♥ K♦, and K♥ K♦ 2♦)
        code = "take.frozen-needs-pair-joins" if rules.frozen_take_extras else (
            "take.frozen-needs-pair")
        return Why.of("pile-6", code, top=top, held=held, chosen=n,
                      freezer=freezer, freeze_rule=freeze_rule, rank=top.rank, have=have)
    if (n > 2 or w) and not rules.frozen_take_extras:
        return Why.of(option_rule(rules, "frozen_take_extras"), "take.frozen-pair-alone",
                      option_choice(rules, "frozen_take_extras"))
    return None


def opening_shortfall(state: StateBase, cards: tuple[Card, ...]) -> Why:
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
