"""The discard pile: its state, and every legal way to take it.

Rules: pile-1 … pile-8, first-meld-2, first-meld-7 (opening by taking the
pile), basics-9 (a turn that leaves no card must be a going out), and the
house-rule choices Q1, Q6, Q7, Q14 of the rule set.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Literal

from .cards import Card, Rank, describe
from .melds import check_meld, count, value_table, wild_capacity
from .rules import RuleSet, Table, option_rule
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


def freezing_card(pile: Sequence[Card], rules: RuleSet) -> tuple[Card | None, str]:
    """The first card that freezes the pile for everyone, and the rule that says so."""
    for c in pile:
        if c.is_wild and rules.wild_in_pile_freezes:
            return c, "pile-5"
        if c.is_red_three and rules.red_three_in_pile_freezes:
            return c, option_rule(rules, "red_three_in_pile_freezes")
        if c.is_black_three and rules.black_three_freezes:
            return c, option_rule(rules, "black_three_freezes")
    return None, ""


def pile_state(pile: Sequence[Card], opened: bool, rules: RuleSet) -> PileState:
    top = pile[-1] if pile else None
    blocked = top is not None and (top.is_wild or top.is_black_three)
    freezer, rule = freezing_card(pile, rules)
    return PileState(top, blocked, freezer, opened, rule)


def state_reasons(state: PileState, pile: Sequence[Card], rules: RuleSet) -> list[Why]:
    """Why the pile is or is not frozen, blocked."""
    whys = []
    if state.freezer is not None:
        rule = state.freeze_rule
        c = state.freezer
        if c.is_wild:
            text = (f"The {c.pretty} in the pile is a wild card: it freezes the pile for "
                    "everyone until someone takes it.")
        elif c.is_red_three:
            text = (f"The {c.pretty} turned up at the deal freezes the pile for everyone until "
                    "someone takes it.")
        else:
            text = (f"The {c.pretty} is a black 3: under these rules it freezes the pile for "
                    "everyone until someone takes it.")
        whys.append(Why(rule, text, "Q1" if c.is_red_three and rules.name == "classic" else None))
    elif rules.black_three_freezes is False and any(c.is_black_three for c in pile[:-1]):
        b = next(c for c in pile[:-1] if c.is_black_three)
        whys.append(Why("pile-7", f"The {b.pretty} is covered: a black 3 only stops the next "
                        "player and does not freeze the pile."))
    if not state.opened:
        whys.append(Why("pile-4", "Your side has not made its first meld, so the pile is frozen "
                        "against it."))
    elif state.freezer is None and state.top is not None:
        whys.append(Why("pile-4", "Your side has opened and nothing freezes the pile: it is "
                        "not frozen."))
    return whys


def analyse_pile(
    pile: Sequence[Card],
    hand: Sequence[Card],
    team_melds: Sequence[Sequence[Card]],
    team_score: int,
    rules: RuleSet,
    table: Table,
) -> PileVerdict:
    """Every legal way for the player to take the pile, or exactly why there is none."""
    opened = len(team_melds) > 0
    state = pile_state(pile, opened, rules)
    minimum = None if opened else rules.minimum(team_score, table)[0]
    whys = state_reasons(state, pile, rules)
    top = state.top
    if top is None:
        return PileVerdict(state, (), minimum, (Why("pile-1", "The pile is empty: there is no "
                                                    "top card to meld."), *whys))
    if state.blocked:
        kind = "a wild card" if top.is_wild else "a black 3"
        block = Why("pile-7", f"The top card, the {top.pretty}, is {kind}: the next player "
                    "cannot take the pile.")
        return PileVerdict(state, (), minimum, (block, *whys))

    rank = top.rank
    naturals = [c for c in hand if c.rank is rank]
    wilds = sorted({c for c in hand if c.is_wild}, key=lambda c: c.rank)
    side_meld = next((m for m in team_melds if _meld_rank(m) is rank), None)
    buried = len(pile) - 1
    ways: list[TakeWay] = []
    refusals: list[Why] = []

    if not opened:
        way, refusal = _opening_way(pile, hand, top, naturals, minimum or 0, team_score,
                                    rules, table)
        if way is not None:
            ways.append(way)
        else:
            refusals.extend(refusal)
    else:
        base = tuple(side_meld) if side_meld is not None and rules.one_meld_per_rank else ()
        if len(naturals) >= 2:
            pair = tuple(naturals[:2])
            frozen_note = " (the only way while the pile is frozen)" if state.freezer else ""
            ways.append(TakeWay("pair", pair, (*base, top, *pair), why=Why(
                "pile-6" if state.freezer else "pile-2",
                f"Meld the top {top.pretty} with your natural pair {describe(pair)}"
                f"{frozen_note}.")))
        if state.freezer is None:
            if rules.take_with_natural_and_wild and naturals:
                for w in wilds:
                    meld = (*base, top, naturals[0], w)
                    if check_meld(meld, rules).legal:
                        ways.append(TakeWay("natural_wild", (naturals[0], w), meld, why=Why(
                            "pile-2", f"Meld the top {top.pretty} with your {naturals[0].pretty} "
                            f"and the wild {w.pretty}.")))
            if side_meld is not None:
                meld = (*side_meld, top)
                ways.append(TakeWay("add_to_meld", (), meld, why=Why(
                    "pile-3", f"Add the top {top.pretty} to your side's meld of {rank.plural} "
                    f"({describe(side_meld)}).")))
        if not ways:
            refusals.extend(_opened_refusal(pile, top, naturals, wilds, side_meld, state, rules))
        ways, ended = _can_end_turn(ways, hand, buried, team_melds, rules, table)
        refusals.extend(ended)

    if ways:
        lead = Why("pile-1", f"You can take the pile: {len(ways)} way"
                   f"{'s' if len(ways) > 1 else ''} to meld its top card {top.pretty}.")
        return PileVerdict(state, tuple(ways), minimum,
                           (lead, *(w.why for w in ways if w.why), *whys))
    return PileVerdict(state, (), minimum, (*refusals, *whys))


def _meld_rank(meld: Sequence[Card]) -> Rank | None:
    for c in meld:
        if c.is_natural:
            return c.rank
    return None


def _buried_note(pile: Sequence[Card], top: Card) -> list[Why]:
    same = [c for c in pile[:-1] if c.rank is top.rank]
    if not same:
        return []
    return [Why("pile-8", f"The {describe(same)} lower in the pile cannot help: only the top "
                "card counts.")]


def _opened_refusal(
    pile: Sequence[Card], top: Card, naturals: list[Card], wilds: list[Card],
    side_meld: Sequence[Card] | None, state: PileState, rules: RuleSet,
) -> list[Why]:
    rank = top.rank
    held = f"you hold {len(naturals)}" + (f" ({describe(naturals)})" if naturals else "")
    if state.freezer is not None:
        extra = []
        if naturals and wilds:
            extra.append(f"your wild {wilds[0].pretty} cannot stand in")
        if side_meld is not None:
            extra.append(f"your meld of {rank.plural} on the table is not enough")
        tail = ("; " + " and ".join(extra)) if extra else ""
        out = [Why("pile-6", f"The pile is frozen, so it takes two natural {rank.plural} from "
                   f"your hand to go with the top {top.pretty}; {held}{tail}.")]
    else:
        out = [Why("pile-2", f"To take the top {top.pretty} you need two natural {rank.plural}, "
                   f"or one and a wild card, or a meld of {rank.plural} on the table (pile-3); "
                   f"{held}" + (", no wild card" if naturals and not wilds else "")
                   + f" and no meld of {rank.plural}.")]
    return out + _buried_note(pile, top)


def _can_end_turn(
    ways: list[TakeWay], hand: Sequence[Card], buried: int,
    team_melds: Sequence[Sequence[Card]], rules: RuleSet, table: Table,
) -> tuple[list[TakeWay], list[Why]]:
    """basics-9: a take that leaves at most one card is a going out and needs the canastas."""
    kept, refused = [], []
    for way in ways:
        left = len(hand) - len(way.from_hand) + buried
        if left >= 2:
            kept.append(way)
            continue
        if (not rules.one_card_hand_takes_one_card_pile and len(hand) == 1 and buried == 0):
            refused.append(Why(option_rule(rules, "one_card_hand_takes_one_card_pile"),
                               "Holding one card, you may not take a pile of one card.", "Q14"))
            continue
        canastas = _canastas_after(way, team_melds, rules)
        if canastas >= table.canastas_to_go_out:
            kept.append(way)
        else:
            refused.append(Why("basics-9", f"Taking the pile this way leaves you {left} card"
                               f"{'s' if left != 1 else ''}, so the turn would end by going out, "
                               f"and that needs {table.canastas_to_go_out} canasta"
                               f"{'s' if table.canastas_to_go_out > 1 else ''}; your side would "
                               f"have {canastas}."))
    return kept, refused


def _canastas_after(way: TakeWay, team_melds: Sequence[Sequence[Card]], rules: RuleSet) -> int:
    touched = _meld_rank(way.meld)
    melds = [m for m in team_melds if _meld_rank(m) is not touched]
    melds += [way.meld, *way.other_melds]
    return sum(1 for m in melds if len(m) >= rules.canasta_size)


# --- opening by taking the pile (first-meld-7) -----------------------------------------


@dataclass(frozen=True, slots=True)
class Opening:
    count: int
    top_meld: tuple[Card, ...]
    other_melds: tuple[tuple[Card, ...], ...]
    kept: int


def best_opening(
    hand: Sequence[Card], top: Card, rules: RuleSet, keep: int = 0
) -> Opening | None:
    """The highest-counting opening that melds ``top`` with a natural pair from ``hand``.

    At least ``keep`` hand cards stay unmelded (so the turn can end with a discard).
    """
    if keep <= 0:
        return _best_opening(hand, top, rules)
    best: Opening | None = None
    distinct = sorted(set(hand))
    for reserve in combinations(distinct + distinct, keep):
        rest = list(hand)
        try:
            for c in reserve:
                rest.remove(c)
        except ValueError:
            continue
        got = _best_opening(rest, top, rules)
        if got is not None and (best is None or got.count > best.count):
            best = Opening(got.count, got.top_meld, got.other_melds, got.kept + keep)
    return best


def _best_opening(hand: Sequence[Card], top: Card, rules: RuleSet) -> Opening | None:
    own = [c for c in hand if c.rank is top.rank]
    if len(own) < 2:
        return None
    top_meld = [top, *(own if rules.frozen_take_extras else own[:2])]
    rest = [c for c in hand if c.rank is not top.rank] + (
        [] if rules.frozen_take_extras else own[2:])
    melds, pool = hand_melds(rest, rules, exclude=top.rank)
    if rules.frozen_take_extras:
        # Wild cards with no other home may join the top card's meld.
        room = wild_capacity(len(top_meld), rules)
        while pool and room > 0:
            top_meld.append(pool.pop(0))
            room -= 1
    if not rules.opening_take_hand_melds_count:
        melds = []
    melded = len(top_meld) - 1 + sum(len(m) for m in melds)
    total = count(top_meld, rules) + sum(count(m, rules) for m in melds)
    if not rules.opening_take_top_card_counts:
        total -= top.value
    return Opening(total, tuple(top_meld), tuple(tuple(m) for m in melds), len(hand) - melded)


def hand_melds(
    cards: Sequence[Card], rules: RuleSet, exclude: Rank | None = None
) -> tuple[list[list[Card]], list[Card]]:
    """The highest-counting melds ``cards`` can make (no black 3s), and the wilds left over.

    Every rank with three naturals melds; a pair melds with a wild card, the dearest pairs
    first (a wild completing a pair earns the pair too); the other wilds go where there is
    room, the dearest first.
    """
    values = value_table(rules)
    by_rank: dict[Rank, list[Card]] = {}
    pool: list[Card] = []
    for c in cards:
        if c.is_natural and c.rank is not exclude:
            by_rank.setdefault(c.rank, []).append(c)
        elif c.is_wild:
            pool.append(c)
    pool.sort(key=lambda c: -values[c._key])
    groups = sorted((cs for cs in by_rank.values() if len(cs) >= 2),
                    key=lambda cs: -count(cs, rules))
    melds: list[list[Card]] = []
    for cs in groups:
        if len(cs) >= 3:
            melds.append(list(cs))
        elif pool and wild_capacity(2, rules) >= 1:
            melds.append([*cs, pool.pop(0)])
    for meld in melds:
        room = (wild_capacity(sum(1 for c in meld if c.is_natural), rules)
                - sum(1 for c in meld if c.is_wild))
        while pool and room > 0:
            meld.append(pool.pop(0))
            room -= 1
    return melds, pool


def _opening_way(
    pile: Sequence[Card], hand: Sequence[Card], top: Card, naturals: list[Card],
    minimum: int, team_score: int, rules: RuleSet, table: Table,
) -> tuple[TakeWay | None, list[Why]]:
    """pile-4 with first-meld-7: an unopened side takes only with a natural pair and the count."""
    rank = top.rank
    _, band_rule = rules.minimum(team_score, table)
    if len(naturals) < 2:
        held = f"you hold {len(naturals)}" + (f" ({describe(naturals)})" if naturals else "")
        return None, [Why("first-meld-7", f"To open by taking the pile you need two natural "
                          f"{rank.plural} from your hand with the top {top.pretty}; {held}."),
                      *_buried_note(pile, top)]
    buried = len(pile) - 1
    keep = max(0, 2 - buried)
    opening = best_opening(hand, top, rules, keep)
    if opening is None:
        opening = best_opening(hand, top, rules, 0)
        assert opening is not None
        canastas = sum(1 for m in (opening.top_meld, *opening.other_melds)
                       if len(m) >= rules.canasta_size)
        if canastas < table.canastas_to_go_out:
            return None, [Why("basics-9", "Melding the pair would leave you no card to "
                              "discard, and your side has no canasta to go out with.")]
    choice = "Q6" if rules.name == "bicycle" else None
    top_rule = "first-meld-7"
    if opening.count >= minimum:
        pair = opening.top_meld[1:]
        text = (f"Open with the top {top.pretty} and {describe(pair)} from your hand"
                + ("".join(f", plus {describe(m)}" for m in opening.other_melds))
                + f": {opening.count} counted, and your side needs {minimum} ({band_rule}).")
        return TakeWay("pair", tuple(pair), opening.top_meld, opening.other_melds,
                       opening.count, Why(top_rule, text, choice)), []
    melds_txt = " and ".join(describe(m) for m in (opening.top_meld, *opening.other_melds))
    return None, [Why(top_rule, f"You hold the natural pair, but the best opening with the top "
                      f"{top.pretty} ({melds_txt}) counts {opening.count}, short of the {minimum} "
                      f"your side needs ({band_rule}); cards deeper in the pile do not count.",
                      choice)]


# --- every way, card by card (for grading a learner's choice) ---------------------------

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


def take_choices(
    pile: Sequence[Card],
    hand: Sequence[Card],
    team_melds: Sequence[Sequence[Card]],
    team_score: int,
    rules: RuleSet,
    table: Table,
) -> dict[Signature, tuple[Card, ...]]:
    """Every distinct choice of hand cards that legally takes the pile with its top card.

    Keys are signatures (suits do not matter to the rules), values one example of the
    cards. Empty when the pile cannot be taken; ``(0, 0, 0)`` is adding the top card to
    the side's meld.
    """
    opened = bool(team_melds)
    state = pile_state(pile, opened, rules)
    top = state.top
    if top is None or state.blocked:
        return {}
    rank = top.rank
    naturals = [c for c in hand if c.rank is rank]
    twos = [c for c in hand if c.rank is Rank.TWO]
    jokers = [c for c in hand if c.rank is Rank.JOKER]
    side_meld = next((m for m in team_melds if _meld_rank(m) is rank), None)
    base = tuple(side_meld) if side_meld is not None and rules.one_meld_per_rank else ()
    minimum = 0 if opened else rules.minimum(team_score, table)[0]
    buried = len(pile) - 1
    out: dict[Signature, tuple[Card, ...]] = {}
    for n in range(len(naturals) + 1):
        for t in range(len(twos) + 1):
            for j in range(len(jokers) + 1):
                pick = (*naturals[:n], *twos[:t], *jokers[:j])
                if _choice_ok(pick, n, t + j, top, hand, base, side_meld, state, team_melds,
                              minimum, buried, rules, table):
                    out[(n, t, j)] = pick
    return out


def _choice_ok(
    pick: tuple[Card, ...], n: int, w: int, top: Card, hand: Sequence[Card],
    base: tuple[Card, ...], side_meld: Sequence[Card] | None, state: PileState,
    team_melds: Sequence[Sequence[Card]], minimum: int, buried: int, rules: RuleSet,
    table: Table,
) -> bool:
    if state.frozen:
        if n < 2:
            return False  # pile-6: only a natural pair from hand
        if (n > 2 or w) and not rules.frozen_take_extras:
            return False  # Q7
    elif n < 2 and w and not base and not rules.take_with_natural_and_wild:
        return False  # pile-2
    if n == 0 and w == 0 and side_meld is None:
        return False  # pile-3: adding needs the side's meld of the rank
    # The top card's meld must be legal: a new one, or the side's meld it joins.
    meld = (*(side_meld if n == 0 and w == 0 and side_meld else base), top, *pick)
    if not check_meld(meld, rules).legal:
        return False
    if not state.opened:
        rest = list(hand)
        for c in pick:
            rest.remove(c)
        base_count = count(meld, rules) - (0 if rules.opening_take_top_card_counts
                                           else top.value)
        keep = max(0, 2 - buried)  # cards left to discard and hold (basics-9)
        extra = _best_extra(rest, top, rules, keep)
        if extra is not None and base_count + extra[0] >= minimum:
            return True
        if not keep:
            return False
        # Reaching the minimum leaves at most one card: the turn must end by going out.
        melds, _ = hand_melds(rest, rules, exclude=top.rank)
        total = base_count + sum(count(m, rules) for m in melds)
        canastas = (len(meld) >= rules.canasta_size) + sum(
            1 for m in melds if len(m) >= rules.canasta_size)
        return total >= minimum and canastas >= table.canastas_to_go_out
    left = len(hand) - len(pick) + buried
    if left >= 2:
        return True
    if not rules.one_card_hand_takes_one_card_pile and len(hand) == 1 and buried == 0:
        return False
    way = TakeWay("pair", pick, meld)
    return _canastas_after(way, team_melds, rules) >= table.canastas_to_go_out


def _best_extra(rest: Sequence[Card], top: Card, rules: RuleSet,
                keep: int) -> tuple[int, int] | None:
    """The most that other melds from ``rest`` add to an opening while at least ``keep`` of
    its cards stay in hand, and how many canastas they make; None if impossible."""
    if len(rest) < keep:
        return None
    if not rules.opening_take_hand_melds_count:
        return 0, 0
    best: tuple[int, int] | None = None
    distinct = sorted(set(rest))
    for reserve in (combinations(distinct + distinct, keep) if keep else [()]):
        pool = list(rest)
        try:
            for c in reserve:
                pool.remove(c)
        except ValueError:
            continue
        melds, _ = hand_melds(pool, rules, exclude=top.rank)
        got = (sum(count(m, rules) for m in melds),
               sum(1 for m in melds if len(m) >= rules.canasta_size))
        if best is None or got[0] > best[0]:
            best = got
    return best
