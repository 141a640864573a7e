"""The verdicts as queries over the game's one move generator.

"Can you take the pile, and every way" is the set of legal ``TakePile`` actions of
the position; "can you go out, with every discard" is the set of legal ``GoOut``
actions. No verdict here searches on its own: each builds the position as a
:class:`~.game.State`, asks :meth:`~.game.State.legal_actions`, and hands the
deciding facts to the explainer, which writes the ``Why`` values.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from .actions import (
    ACTION_RULES,
    Action,
    AddToMeld,
    Answer,
    AskPartner,
    Discard,
    Draw,
    GoOut,
    Meld,
    TakePile,
    parse_action,
)
from .cards import Card, Rank, holds
from .game import Game, State, opening_shortfall, take_refusal, turn_up
from .goout import (
    GoOutFail,
    GoOutPlan,
    discard_options,
    plan_go_out,
    plan_why,
    rank_of,
)
from .melds import count
from .opening import minimum_for
from .pile import (
    PileVerdict,
    Signature,
    TakeKind,
    TakeWay,
    buried_note,
    pile_state,
    signature,
    state_reasons,
)
from .position import freezing_card, must_cover
from .reach import best_keeping
from .rules import RuleSet, Table, open_pile_rule, option_choice, option_rule
from .scoring import StockTooShort, UpcardVerdict
from .verdict import Why

Melds = Sequence[Sequence[Card]]


def take_position(pile: Sequence[Card], hand: Sequence[Card], team_melds: Melds,
                  team_score: int, rules: RuleSet, table: Table) -> State:
    """The player to move, before drawing, with this pile, hand and side."""
    return State.position(Game(rules, table), hand, team_melds, pile, team_score)


def take_actions(st: State) -> list[TakePile]:
    return [a for a in st.legal_actions() if isinstance(a, TakePile)]


def take_choices(pile: Sequence[Card], hand: Sequence[Card], team_melds: Melds,
                 team_score: int, rules: RuleSet, table: Table
                 ) -> dict[Signature, tuple[Card, ...]]:
    """Every distinct choice of hand cards that legally takes the pile, by signature (suits
    never matter); ``(0, 0, 0)`` is adding the top card to the side's meld."""
    st = take_position(pile, hand, team_melds, team_score, rules, table)
    top = st.pile[-1] if st.pile else None
    out: dict[Signature, tuple[Card, ...]] = {}
    for a in take_actions(st):
        assert top is not None
        sig = signature(a.cards, top.rank)
        assert sig is not None
        out[sig] = a.cards
    return out


def analyse_pile(pile: Sequence[Card], hand: Sequence[Card], team_melds: Melds,
                 team_score: int, rules: RuleSet, table: Table) -> PileVerdict:
    """Every legal way for the player to take the pile, or exactly why there is none."""
    st = take_position(pile, hand, team_melds, team_score, rules, table)
    opened = bool(team_melds)
    state = pile_state(pile, opened, rules)
    minimum = None if opened else st.minimum()
    whys = state_reasons(state, pile, rules)
    takes = take_actions(st)
    if takes:
        ways = tuple(describe_take(st, a) for a in takes)
        top = st.pile[-1]
        lead = Why.of("pile-1", "take.can", n=len(ways), card=top)
        return PileVerdict(state, ways, minimum,
                           (lead, *(w.why for w in ways if w.why), *whys))
    return PileVerdict(state, (), minimum, (*take_refusals(st), *whys))


def describe_take(st: State, a: TakePile) -> TakeWay:
    """One legal take as the player would lay it: the top card's meld, what else opens."""
    top = st.pile[-1]
    n = sum(1 for c in a.cards if c.rank is top.rank)
    target = st.join_target(top.rank, len(a.cards))
    base = tuple(st.melds[st.side][target]) if target is not None else ()
    meld = (*base, top, *a.cards)
    kind: TakeKind = "pair" if n >= 2 else (
        "natural_wild" if n == 1 and len(a.cards) > 1 else "add_to_meld")
    after = st.clone()
    after.apply(a)
    placed = after.join_target(top.rank, 0) if target is None else target
    if placed is None:
        placed = len(after.melds[after.side]) - 1
    choices = _take_choices_tags(st, a, n)
    if st.opened[st.side]:
        return TakeWay(kind, a.cards, meld, why=_opened_way(st, a, kind, base, choices))
    meld, other, total = _opening_witness(after, placed)
    grown = meld[len(base) + 1 + len(a.cards):]
    extras = ((Why.of("first-meld-7", "take.open-adding", cards=grown),) if grown else ()) + tuple(
        Why.of("first-meld-7", "take.open-plus", cards=m) for m in other)
    return TakeWay(kind, a.cards, meld, other, total, Why.of(
        "first-meld-7", "take.way-open", choices, card=top, cards=a.cards, extras=extras,
        total=total, minimum=st.minimum()))


def _opened_way(st: State, a: TakePile, kind: TakeKind, base: tuple[Card, ...],
                choices: str | None) -> Why:
    """How a side that has opened lays a take: a new meld, or onto one it has."""
    top = st.pile[-1]
    code = ("take.way-meld" if not base else "take.way-add-with" if a.cards
            else "take.way-add")
    rule, house = _take_rule(st, kind)
    choices = choices or house
    if code == "take.way-meld" and rule == "pile-6" and len(a.cards) > 2:
        return _pair_and_more(rule, choices, top, a.cards)
    return Why.of(rule, code, choices, card=top, cards=a.cards, meld=base)


def _pair_and_more(rule: str, choices: str | None, top: Card, cards: tuple[Card, ...]) -> Why:
    """A frozen pile taken with a natural pair and more cards in the same meld, said so:
    the pair takes it, the rest go with them ("with K♥ K♦ 2♦" under "only a natural pair
    takes it" read to a walk as a wild card taking a frozen pile)."""
    pair = tuple(c for c in cards if c.is_natural and c.rank is top.rank)[:2]
    rest = list(cards)
    for c in pair:
        rest.remove(c)
    return Why.of(rule, "take.way-meld-pair", choices, card=top, pair=pair, cards=tuple(rest))


def _take_rule(st: State, kind: TakeKind) -> tuple[str, str | None]:
    """The rule a take of this kind rests on at this table, and the choice behind it."""
    if st.frozen_for_all()[0] is not None:
        return "pile-6", None
    return ("pile-3", None) if kind == "add_to_meld" else open_pile_rule(st.rules)


def _take_choices_tags(st: State, a: TakePile, n: int) -> str | None:
    """The house choice a take rests on, if any (Q7, Q14, Q6)."""
    frozen = st.frozen_for_all()[0] is not None or not st.opened[st.side]
    if frozen and len(a.cards) > 2:
        return option_choice(st.rules, "frozen_take_extras")
    if len(st.hand) == 1 and len(st.pile) == 1:
        return option_choice(st.rules, "one_card_hand_takes_one_card_pile")
    if not st.opened[st.side]:
        return option_choice(st.rules, "opening_take_hand_melds_count")
    return None


def _opening_witness(after: State, target: int
                     ) -> tuple[tuple[Card, ...], tuple[tuple[Card, ...], ...], int]:
    """How an opening by the pile reaches its minimum: the top card's meld as it ends up,
    the other melds from the hand, and what they count."""
    top_meld = tuple(after.melds[after.side][target])
    if after.phase != "open_pile":
        return top_meld, (), after.turn_count
    slots = [after.melds[after.side][i] for i in sorted(after.fresh)]
    got = best_keeping(after.hand, slots, after.rules, max(0, 2 - len(after.aside)))
    if got is not None and after.turn_count + got.count >= after.minimum():
        added = got.additions[sorted(after.fresh).index(target)]
        return (*top_meld, *added), got.new_melds, after.turn_count + got.count
    # The opening needs (nearly) every card: the melds from the hand that reach it, after
    # which the turn ends (by going out, or with the pile's cards to discard from).
    path = after.opening_path()
    assert path is not None
    opened = after.clone()
    for a in path:
        opened.apply(a)
    melds = opened.melds[opened.side]
    return (tuple(melds[target]), tuple(tuple(m) for i, m in enumerate(melds)
                                        if i != target and i not in after.fresh),
            opened.turn_count)


def take_refusals(st: State) -> list[Why]:
    """Why no take is legal: the reason of the most promising attempt, and pile-8."""
    first = take_refusal(st, ())
    if not st.pile or not st.pile[-1].is_natural:
        assert first is not None
        return [first]
    top = st.pile[-1]
    best: tuple[tuple[int, int, int], Why] | None = None
    for cards in st.take_candidates(prune=False):
        n = sum(1 for c in cards if c.rank is top.rank)
        why = take_refusal(st, cards)
        stage = 1
        if why is None:
            stage = 2
            why = (opening_shortfall(st, cards) if not st.opened[st.side]
                   else st.dead_end_why(TakePile(cards)))
        key = (stage, n, -(len(cards) - n))
        if best is None or key > best[0]:
            best = (key, why)
    assert best is not None
    return [best[1], *buried_note(st.pile, top)]


# --- going out ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GoOutVerdict:
    can_go_out: bool
    concealed: bool
    plan: GoOutPlan | None
    concealed_plan: GoOutPlan | None
    why: tuple[Why, ...]


def go_out_position(hand: Sequence[Card], team_melds: Melds, team_score: int, rules: RuleSet,
                    table: Table, melded_before: bool | None = None) -> State:
    """The player to move, after drawing, with this hand and side."""
    return State.position(Game(rules, table), hand, team_melds, (), team_score, "meld",
                          melded_before)


def best_plan(plans: Sequence[GoOutPlan]) -> GoOutPlan | None:
    """The plan that scores most (no natural canasta spoiled for nothing)."""
    return max(plans, key=lambda p: p.value, default=None)


def check_go_out(hand: Sequence[Card], team_melds: Melds, team_score: int, rules: RuleSet,
                 table: Table, melded_before: bool | None = None,
                 partner_said: bool | None = None) -> GoOutVerdict:
    """Can the player go out this turn, and concealed? A query over the legal ``GoOut``s.
    ``partner_said``: the answer to "May I go out?" when it was asked this turn."""
    st = go_out_position(hand, team_melds, team_score, rules, table, melded_before)
    _ask(st, partner_said)
    outs = [a for a in st.legal_actions() if isinstance(a, GoOut)]
    plans = st.go_out_plans()
    plain = best_plan([p for a in outs if not a.concealed
                       for p in [plans[a.discard][0]] if p is not None])
    hidden = best_plan([p for a in outs if a.concealed
                        for p in [plans[a.discard][1]] if p is not None])
    plan = plain if plain is not None else hidden
    return GoOutVerdict(plan is not None, hidden is not None, plan, hidden,
                        _go_out_reasons(st, plan, hidden))


def go_out_discards(hand: Sequence[Card], team_melds: Melds, team_score: int, rules: RuleSet,
                    table: Table) -> dict[Card | None, GoOutPlan]:
    """Every way to end the hand by going out, by its last discard (``None``: no discard)."""
    st = go_out_position(hand, team_melds, team_score, rules, table)
    plans = st.go_out_plans()
    out: dict[Card | None, GoOutPlan] = {}
    for a in st.legal_actions():
        if isinstance(a, GoOut) and a.discard not in out:
            plain, hidden = plans[a.discard]
            got = plain if plain is not None else hidden
            assert got is not None
            out[a.discard] = got
            if a.discard is not None:  # any card of the same class is the same discard
                for c in hand:
                    if c.code == a.discard.code:
                        out.setdefault(c, got)
    return out


def _ask(st: State, partner_said: bool | None) -> None:
    """Partner asked and answered, when the position says so (scoring-8: the answer binds
    both ways) or the table makes asking part of going out (Q18: the question is then
    whether a "yes" lets the player go out)."""
    if partner_said is None and st.rules.must_ask_partner:
        partner_said = True
    if partner_said is not None and st.is_legal(AskPartner()):
        st.apply(AskPartner())
        st.apply(Answer(partner_said))


def _go_out_reasons(st: State, plan: GoOutPlan | None, hidden: GoOutPlan | None
                    ) -> tuple[Why, ...]:
    rules = st.rules
    if plan is None:
        return (deciding_failure(st, concealed=False),)
    tag = None
    if plan.discard is not None and plan.discard.is_wild:
        tag = option_choice(rules, "last_discard_may_be_wild")
    elif not st.opened[st.side]:
        tag = option_choice(rules, "concealed_waives_minimum")
    whys = [Why.of("basics-9", "go-out.can", tag, plan=plan_why(plan))]
    if hidden is not None:
        choice = (option_choice(rules, "concealed_may_add_to_side_melds") if hidden.additions
                  else option_choice(rules, "concealed_with_discard") if hidden.discard
                  else None)
        whys.append(Why.of(option_rule(rules, "concealed_needs_canasta"), "go-out.concealed-can",
                           choice or option_choice(rules, "concealed_needs_canasta"),
                           plan=plan_why(hidden)))
    elif st.melded[st.current]:
        whys.append(Why.of("scoring-1", "go-out.not-concealed-melded-before"))
    else:
        failed = deciding_failure(st, concealed=True)
        whys.append(Why.of(failed.rule, "go-out.not-concealed", failed.choice, reason=failed))
    return tuple(whys)


def deciding_failure(st: State, concealed: bool) -> Why:
    """The reason going out fails that gets furthest (a card with no meld is stage 1, the
    minimum stage 4), over every discard; partner's "no" first, whatever the cards."""
    said_no = st.ask_refusal() if st.answer is False else None
    if said_no is not None:
        return said_no
    short = st.canastas_out_of_reach()
    if short is not None:
        return short
    ctx = st.turn_context()
    worst: GoOutFail | None = None
    for d in discard_options(st.hand, st.rules):
        if concealed and d is not None and not st.rules.concealed_with_discard:
            continue
        try:
            plan_go_out(st.hand, d, ctx, st.rules, concealed)
        except GoOutFail as fail:
            if worst is None or fail.stage > worst.stage:
                worst = fail
    if worst is None:
        return st.go_out_why(None, concealed)
    return worst.why


# --- the upcard -----------------------------------------------------------------------


def turn_upcard(stock: Sequence[Card], rules: RuleSet) -> UpcardVerdict:
    """basics-2: the deal's own upcard procedure, run on these stock cards (first first)."""
    pile = tuple(turn_up(list(reversed(stock)), rules))
    if not pile or must_cover(pile[-1], rules):
        raise StockTooShort(len(pile))
    return UpcardVerdict(len(pile), freezing_card(pile, rules)[0] is not None, pile,
                         upcard_reasons(pile, rules))


def upcard_reasons(pile: Sequence[Card], rules: RuleSet) -> tuple[Why, ...]:
    """Why the starting pile is what it is: each card covered, the top, what freezes it."""
    cover_rule = option_rule(rules, "upcard_cover")
    whys: list[Why] = []
    for card in pile[:-1]:
        code = ("upcard.cover-wild" if card.is_wild else "upcard.cover-red-three"
                if card.is_red_three else "upcard.cover-black-three")
        whys.append(Why.of(cover_rule, code, card=card))
    top = pile[-1]
    if top.is_black_three:  # (the count is the deal rule's: a black 3 is not covered)
        whys += [Why.of(cover_rule, "upcard.black-three-stays", card=top, n=len(pile)),
                 Why.of("pile-7", "upcard.black-three-on-top", card=top)]
    else:
        whys.append(Why.of(cover_rule, "upcard.natural", card=top, n=len(pile)))
    freezer, rule = freezing_card(pile, rules)
    if freezer is not None:
        whys.append(Why.of(rule, "upcard.frozen", option_choice(
            rules, "red_three_in_pile_freezes") if freezer.is_red_three else None,
            card=freezer))
    return tuple(whys)


# --- melds laid from chosen cards -------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LayVerdict:
    """Can the chosen cards be melded this turn (and, for a side that has not opened, do
    they open it)? ``melds`` is how the side's melds then lie; otherwise ``why`` names the
    rule and the card that stop them."""

    ok: bool
    melds: tuple[tuple[Card, ...], ...]
    count: int
    minimum: int | None
    why: Why


def lay_melds(hand: Sequence[Card], chosen: Sequence[Card], team_melds: Melds, team_score: int,
              rules: RuleSet, table: Table) -> LayVerdict:
    """Can the player, after drawing, meld exactly ``chosen`` this turn, as new melds or added
    to the side's? A search over the position's legal ``Meld`` and ``AddToMeld`` actions kept
    to the chosen cards (suits never matter: any card of a rank will do)."""
    st = go_out_position(hand, team_melds, team_score, rules, table)
    opened = bool(team_melds)
    minimum, band = minimum_for(team_score, rules, table)
    total = count(chosen, rules)
    left = Counter(c.rank for c in chosen)
    laid = _lay_search(st, left) if left else None
    if laid is not None:
        changed = tuple(m for m in laid if list(m) not in [list(t) for t in team_melds])
        if opened:
            return LayVerdict(True, laid, total, None, Why.of(
                "basics-5", "lay.may", melds=changed))
        return LayVerdict(True, laid, total, minimum, Why.of(
            band.rule, "lay.opens", melds=changed, count=total, minimum=minimum))
    return LayVerdict(False, (), total, None if opened else minimum,
                      _lay_refusal(st, chosen, total, None if opened else minimum, band))


def _lay_search(st: State, left: Counter[Rank]) -> tuple[tuple[Card, ...], ...] | None:
    """Melds and additions, each legal where it is made, that use up ``left`` and leave the
    side opened: the side's melds as they then lie."""
    if not left:
        return tuple(tuple(m) for m in st.melds[st.side]) if st.opened[st.side] else None
    # New melds and the biggest first: the lay found is the one a player means.
    moves = sorted((a for a in st.legal_actions() if isinstance(a, (Meld, AddToMeld))),
                   key=lambda a: (isinstance(a, AddToMeld), -len(a.cards)))
    for a in moves:
        need = Counter(c.rank for c in a.cards)
        if need - left:
            continue
        st.apply(a)
        got = _lay_search(st, left - need)
        st.undo()
        if got is not None:
            return got
    return None


def _lay_refusal(st: State, chosen: Sequence[Card], total: int, minimum: int | None,
                 band: Why) -> Why:
    """The one reason the chosen cards cannot be melded: the first meld the checker refuses
    when they are laid rank by rank, or the count short of the minimum."""
    if not chosen:
        return Why.of("basics-5", "lay.choose")
    if not holds(st.hand, chosen):
        return Why.of("basics-5", "lay.not-held")
    short = minimum is not None and total < minimum
    by_rank = {rank_of(m): i for i, m in enumerate(st.melds[st.side])}
    for meld in _by_rank(chosen):
        at = by_rank.get(rank_of(meld)) if not meld[0].is_black_three else None
        lone = _lone_card(meld, chosen) if at is None else None
        if lone is not None:
            return lone
        a: Meld | AddToMeld = Meld(meld) if at is None else AddToMeld(at, meld)
        why = st.why_illegal(a)
        if why is None:
            st.apply(a)
            continue
        if why.rule.startswith("first-meld") and short:
            break  # the count decides, said below with its sum
        return why
    if short:
        return Why.of(band.rule, "lay.short", cards=tuple(chosen), count=total,
                      minimum=minimum)
    return Why.of("basics-6", "lay.cannot", cards=tuple(chosen))


def _lone_card(meld: Sequence[Card], chosen: Sequence[Card]) -> Why | None:
    """A natural card chosen with no other of its rank, among cards of several ranks, and no
    meld of its rank on the table: the learner mixed ranks into one meld (basics-5)."""
    naturals = [c for c in meld if not c.is_wild]
    ranks = {c.rank for c in chosen if not c.is_wild}
    if len(naturals) != 1 or len(ranks) < 2 or naturals[0].is_black_three:
        return None
    card = naturals[0]
    return Why.of("basics-5", "lay.lone-card", card=card, rank=card.rank, cards=(card,))


def _by_rank(chosen: Sequence[Card]) -> list[tuple[Card, ...]]:
    """The chosen cards as melds, smallest first: each rank's naturals together, a wild card
    first to each pair, then the others to the biggest melds (no more wild cards than
    naturals, three at most)."""
    naturals: dict[Rank, list[Card]] = {}
    for c in chosen:
        if not c.is_wild:
            naturals.setdefault(c.rank, []).append(c)
    wilds = [c for c in chosen if c.is_wild]
    groups = sorted(naturals.values(), key=len)
    for g in [g for g in groups if len(g) == 2] + groups[::-1]:
        _fill_with_wilds(g, wilds)
    if wilds and groups:
        groups[-1].extend(wilds)  # too many wild cards: the checker says so
    elif wilds:
        groups.append(wilds)
    return [tuple(g) for g in groups]


def _fill_with_wilds(group: list[Card], wilds: list[Card]) -> None:
    """Wild cards from ``wilds`` onto a group, up to as many as its naturals, three at most
    (none onto black 3s)."""
    if group[0].is_black_three:
        return
    room = min(3, len([c for c in group if not c.is_wild])) - sum(c.is_wild for c in group)
    while wilds and room > 0:
        group.append(wilds.pop())
        room -= 1


def some_melds(hand: Sequence[Card], team_melds: Melds, team_score: int, rules: RuleSet,
               table: Table) -> tuple[Card, ...] | None:
    """Cards of ``hand`` that can be melded this turn (opening the side if it has not
    opened): one right answer, or None when there is none."""
    st = go_out_position(hand, team_melds, team_score, rules, table)
    return _first_lay(st, ())


def _first_lay(st: State, laid: tuple[Card, ...]) -> tuple[Card, ...] | None:
    if laid and st.opened[st.side]:
        return laid
    for a in st.legal_actions():
        if isinstance(a, (Meld, AddToMeld)):
            st.apply(a)
            got = _first_lay(st, laid + a.cards)
            st.undo()
            if got is not None:
                return got
    return None


def option_why(st: State, action: Action) -> Why:
    """A move the player to move may make, as an option: "Discard 2♠."."""
    kind, facts = action_facts(st, action)
    return Why.of(ACTION_RULES[type(action)], "can." + kind, None, **facts)


def action_facts(st: State, a: Action) -> tuple[str, dict[str, object]]:
    """A move in ``st`` as words take it: its kind (``log.<kind>``, ``can.<kind>``) and facts."""
    if isinstance(a, Draw):
        return "draw", {"n": min(st.table.draw, st.stock_size)}
    if isinstance(a, TakePile):
        target = st.join_target(st.pile[-1].rank, len(a.cards))
        onto = (Why.plain("no-reason") if target is None else  # (the meld it joins, if one)
                Why.plain("log.onto", meld=tuple(st.melds[st.side][target])))
        return ("take-with" if a.cards else "take"), {"n": len(st.pile), "card": st.pile[-1],
                                                      "cards": a.cards, "onto": onto}
    if isinstance(a, Meld):
        return "meld", {"cards": a.cards}
    if isinstance(a, AddToMeld):
        return "add", {"cards": a.cards, "meld": tuple(st.melds[st.side][a.meld])}
    if isinstance(a, Discard):
        return "discard", {"card": a.card}
    if isinstance(a, GoOut):
        return ("out" + ("-discarding" if a.discard else "")
                + ("-concealed" if a.concealed else "")), {"card": a.discard,
                                                           "laid": _laid(st, a)}
    if isinstance(a, AskPartner):
        return "ask", {}
    return ("answer-yes" if a.yes else "answer-no"), {}


def _laid(st: State, a: GoOut) -> Why:
    """What going out lays down, as the log says it after the move (nothing to say where
    nothing is laid)."""
    plan = st.go_out_plan(a)
    if plan is None or not (plan.new_melds or plan.additions):
        return Why.plain("no-reason")
    parts = [Why.plain("log.laid-meld", cards=m) for m in plan.new_melds]
    parts += [Why.plain("log.laid-add", cards=c, meld=b) for b, c in plan.additions]
    return Why.plain("log.laid", parts=tuple(parts))


def read_move(st: State, seat: int, text: str) -> Action | Why:
    """A move as a game record writes it (the seat and the action's ``repr``), read for
    the position: the action, or why it cannot be read or is not that seat's to make there
    (whether the rules allow it is ``st.why_illegal``'s to say)."""
    try:
        action: Action = parse_action(text)
    except (ValueError, SyntaxError, TypeError):
        return Why.plain("record.unreadable-move", value=repr(text))
    if st.is_terminal():
        return Why.plain("record.hand-over", value=text)
    if seat != st.current:
        return Why.plain("record.wrong-seat", seat=seat, current=st.current)
    return action
