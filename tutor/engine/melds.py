"""Card values, meld legality and adding to a side's melds.

Rules: first-meld-1 (values), basics-5 (three or more of one rank, 4 to ace),
basics-6 (two naturals, at most three wilds), basics-7 and scoring-2
(canastas), scoring-9 (black 3s only when going out), basics-3 (red 3s are
never melded).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from operator import attrgetter
from typing import Literal, NamedTuple

from .cards import ALL_CARDS, Card, Rank
from .rules import RuleSet, option_choice, option_rule
from .verdict import Why

CanastaKind = Literal["natural", "mixed"]


@cache
def value_table(rules: RuleSet) -> tuple[int, ...]:
    """Card values (first-meld-1) indexed by a card's key."""
    table = [0] * 64
    for card in ALL_CARDS:
        table[card._key] = card_value(card, rules)
    return tuple(table)


def card_value(card: Card, rules: RuleSet) -> int:
    """first-meld-1: joker 50, ace and 2 are 20, K-8 are 10, 7-4 are 5, black 3 is 5.

    A red 3 has no value on the sheets; ``rules.red_three_value`` (Q2) decides.
    """
    return rules.red_three_value if card.is_red_three else card.value


def count(cards: Sequence[Card], rules: RuleSet) -> int:
    """The card values of ``cards`` added up (first-meld-1), legal meld or not."""
    total = 0
    for c in cards:
        total += c.value
        if c.is_red_three:
            total += rules.red_three_value
    return total


class MeldVerdict(NamedTuple):
    """Is a meld legal, is it a canasta, and what are its cards worth."""

    legal: bool
    canasta: CanastaKind | None
    points: int
    why: tuple[Why, ...]
    rank: Rank | None = None
    wilds: int = 0


class _Tally(NamedTuple):
    points: int
    naturals: int
    wilds: int
    black: int
    red: int
    rank: Rank | None
    mixed_ranks: bool


def _tally(cards: Sequence[Card], rules: RuleSet) -> _Tally:
    """What a meld's legality depends on: how many cards of each kind, and its rank."""
    points = 0
    wilds = naturals = black = red = 0
    rank: Rank | None = None
    mixed_ranks = False
    for c in cards:
        points += c.value
        if c.is_wild:
            wilds += 1
        elif c.is_natural:
            naturals += 1
            if rank is None:
                rank = c.rank
            elif c.rank is not rank:
                mixed_ranks = True
        elif c.is_black_three:
            black += 1
        else:
            red += 1
            points += rules.red_three_value
    return _Tally(points, naturals, wilds, black, red, rank, mixed_ranks)


def _legal(t: _Tally, rules: RuleSet, going_out: bool) -> bool:
    """The one decision of meld legality (basics-3, basics-5, basics-6, scoring-9); the
    reasons :func:`check_meld` writes explain it."""
    n = t.naturals + t.wilds + t.black + t.red
    if t.red:
        return False
    if t.black:
        return (going_out and not t.wilds and not t.naturals
                and 3 <= t.black <= rules.black_three_meld_max)
    return (not t.mixed_ranks and n >= 3 and t.naturals >= rules.meld_min_naturals
            and t.wilds <= rules.meld_max_wilds
            and not (rules.meld_naturals_exceed_wilds and t.wilds >= t.naturals))


def check_meld(cards: Sequence[Card], rules: RuleSet, going_out: bool = False) -> MeldVerdict:
    """Judge ``cards`` as one meld lying on the table."""
    t = _tally(cards, rules)
    points, wilds, naturals, black, rank = t.points, t.wilds, t.naturals, t.black, t.rank
    n = len(cards)
    legal = _legal(t, rules, going_out)
    if legal and not black:
        assert rank is not None
        canasta: CanastaKind | None = None
        if n >= rules.canasta_size:
            canasta = "natural" if wilds == 0 else "mixed"
        return MeldVerdict(True, canasta, points, _meld_ok(rank, cards, wilds, canasta, rules),
                           rank, wilds)
    if legal:
        return MeldVerdict(True, None, points, (_black_three_ok(n),), Rank.THREE, 0)
    ranks = {c.rank for c in cards if c.is_natural}
    fails: list[Why] = []
    if t.red:
        fails.append(_red_three_meld(cards))
    if black:
        fails.extend(_black_three_meld(cards, black, n, going_out, rules))
        return MeldVerdict(False, _illegal_canasta(n, wilds, rules), points, tuple(fails), None,
                           wilds)
    if len(ranks) > 1:
        fails.append(_one_rank(cards, ranks))
    if n < 3:
        fails.append(_three_cards(cards))
    fails.extend(_wild_limits(cards, naturals, wilds, rules))
    canasta = _illegal_canasta(n, wilds, rules)
    return MeldVerdict(False, canasta, points, tuple(fails), rank if len(ranks) == 1 else None,
                       wilds)


_CODE = attrgetter("code")
_VALUE = attrgetter("value")
_FIELD = 5  # bits per class in a card's ``code`` (tutor/engine/cards.py)
_SIGNATURES: dict[int, tuple[RuleSet, tuple[frozenset[int], frozenset[int]]]] = {}
_last_rules: RuleSet | None = None
_last_sigs: tuple[frozenset[int], frozenset[int]] = (frozenset(), frozenset())
_seen: tuple[dict[tuple[Card, ...], bool], dict[tuple[Card, ...], bool]] = ({}, {})
"""The answers for melds met before (not going out, going out), by their exact cards."""


def is_legal_meld(cards: Sequence[Card], rules: RuleSet, going_out: bool = False) -> bool:
    """``check_meld(...).legal`` without writing the reasons: the move generator's check.

    Legality depends only on how many cards of each class a meld holds, and the sum of the
    cards' ``code`` counts them (a 5-bit field per class). The sums of every legal meld are
    worked out once per rule set by the same decision :func:`check_meld` gives; a meld met
    before is answered from memory."""
    global _last_rules, _last_sigs
    if rules is not _last_rules:
        _last_rules, _last_sigs = rules, _signatures(rules)
        _seen[0].clear()
        _seen[1].clear()
    memo = _seen[going_out]
    got = memo.get(cards) if type(cards) is tuple else None
    if got is not None:
        return got
    if len(cards) > 31:  # a field would overflow
        return _legal(_tally(cards, rules), rules, going_out)
    got = sum(map(_CODE, cards)) in _last_sigs[going_out]
    if type(cards) is tuple:
        if len(memo) > 200_000:
            memo.clear()
        memo[cards] = got
    return got


def _signatures(rules: RuleSet) -> tuple[frozenset[int], frozenset[int]]:
    """The code sums of every legal meld of at most 31 cards: (not going out, going out)."""
    entry = _SIGNATURES.get(id(rules))
    if entry is not None and entry[0] is rules:
        return entry[1]
    # A meld with more wild cards than the rules allow is never legal (basics-6), so the
    # wild cards need counting only up to that limit.
    most = min(rules.meld_max_wilds, 31)
    two, joker, black = (1 << (_FIELD * k) for k in (11, 12, 13))
    found: tuple[set[int], set[int]] = (set(), set())
    for going_out in (False, True):
        for b in range(32):
            if _legal(_Tally(0, 0, 0, b, 0, None, False), rules, going_out):
                found[going_out].add(b * black)
        for rank in range(Rank.FOUR, Rank.ACE + 1):
            one = 1 << (_FIELD * (rank - Rank.FOUR))
            for n in range(32):
                for t in range(most + 1):
                    for j in range(most - t + 1):
                        tally = _Tally(0, n, t + j, 0, 0, Rank(rank) if n else None, False)
                        if _legal(tally, rules, going_out):
                            found[going_out].add(n * one + t * two + j * joker)
    got = (frozenset(found[0]), frozenset(found[1]))
    if len(_SIGNATURES) > 64:
        _SIGNATURES.clear()
    _SIGNATURES[id(rules)] = (rules, got)
    return got


def quick_count(cards: Sequence[Card], rules: RuleSet) -> int:
    """:func:`count` at C speed where no red 3 can be among the cards (hands, melds)."""
    total: int = sum(map(_VALUE, cards))
    if rules.red_three_value:
        total += rules.red_three_value * sum(1 for c in cards if c.is_red_three)
    return total


def _illegal_canasta(n: int, wilds: int, rules: RuleSet) -> CanastaKind | None:
    """Q15: with the option on, seven or more cards are reported as a canasta even when the
    meld is illegal."""
    if rules.canasta_of_illegal_meld and n >= rules.canasta_size:
        return "natural" if wilds == 0 else "mixed"
    return None


def wild_capacity(naturals: int, rules: RuleSet) -> int:
    """How many wild cards a meld with ``naturals`` natural cards may hold (basics-6)."""
    if naturals < rules.meld_min_naturals:
        return 0
    cap = rules.meld_max_wilds
    if rules.meld_naturals_exceed_wilds:
        cap = min(cap, naturals - 1)
    return cap


# --- the reasons, one rule each ---------------------------------------------------------


def _red_three_meld(cards: Sequence[Card]) -> Why:
    card = next(c for c in cards if c.is_red_three)
    return Why.of("basics-3", "meld.red-three", card=card)


def _black_three_meld(
    cards: Sequence[Card], black: int, n: int, going_out: bool, rules: RuleSet
) -> list[Why]:
    other = [c for c in cards if not c.is_black_three and not c.is_red_three]
    wild = next((c for c in other if c.is_wild), None)
    nat = next((c for c in other if c.is_natural), None)
    fails = [*([Why.of("scoring-9", "meld.black-threes-no-wild", card=wild)] if wild else []),
             *([Why.of("basics-5", "meld.black-threes-one-rank", card=nat)] if nat else [])]
    if not going_out:
        three = next(c for c in cards if c.is_black_three)
        fails.append(Why.of("scoring-9", "meld.black-three-not-going-out", card=three))
    return fails + _black_three_count(black, going_out, rules)


def _black_three_count(black: int, going_out: bool, rules: RuleSet) -> list[Why]:
    """Three or four black 3s (the lone black 3 is said above: melded only going out)."""
    if black < 3:
        return [Why.of("scoring-9", "meld.black-threes-too-few", n=black)] if going_out else []
    if black > rules.black_three_meld_max:
        return [Why.of("scoring-9", "meld.black-threes-too-many", option_choice(
            rules, "black_three_meld_max") if black <= 6 else None, n=black)]
    return []


def _black_three_ok(n: int) -> Why:
    return Why.of("scoring-9", "meld.black-threes-ok", n=n)


def _one_rank(cards: Sequence[Card], ranks: set[Rank]) -> Why:
    """Cards of more than one rank: where most of the naturals share a rank, the others by
    name (the card that decides, not the whole meld); else every rank mixed."""
    naturals = [c for c in cards if c.is_natural]
    most = max(ranks, key=lambda r: sum(c.rank is r for c in naturals))
    odd = tuple(c for c in naturals if c.rank is not most)
    if 2 * len(odd) < len(naturals):
        return Why.of("basics-5", "meld.odd-rank", cards=tuple(cards), odd=odd, rank=most)
    return Why.of("basics-5", "meld.one-rank", cards=tuple(cards), ranks=tuple(sorted(ranks)))


def _three_cards(cards: Sequence[Card]) -> Why:
    return Why.of("basics-5", "meld.three-cards" if cards else "meld.three-cards-none",
                  cards=tuple(cards), n=len(cards))


def _wild_limits(cards: Sequence[Card], naturals: int, wilds: int, rules: RuleSet) -> list[Why]:
    fails = []
    shown = tuple(cards)
    if naturals == 0 and wilds:
        fails.append(Why.of("basics-6", "meld.wilds-alone", cards=shown))
    elif naturals < rules.meld_min_naturals:
        nat = tuple(c for c in cards if c.is_natural)
        fails.append(_by(rules, "meld_min_naturals", "meld.too-few-naturals" if naturals
                         else "meld.no-naturals", need=rules.meld_min_naturals,
                         cards=shown, n=naturals, naturals=nat))
    if wilds > rules.meld_max_wilds:
        fails.append(_by(rules, "meld_max_wilds", "meld.too-many-wilds",
                         most=rules.meld_max_wilds, cards=shown, n=wilds,
                         wild_cards=_wild_cards(cards)))
    elif rules.meld_naturals_exceed_wilds and naturals and wilds >= naturals:
        fails.append(_by(rules, "meld_naturals_exceed_wilds", "meld.naturals-exceed-wilds",
                         cards=shown, naturals=naturals, wilds=wilds,
                         wild_cards=_wild_cards(cards)))
    return fails


def _by(rules: RuleSet, option: str, code: str, **facts: object) -> Why:
    """A reason resting on an option of the rule set: the rule the table's value rests on,
    and whether the texts leave it open or the table set it."""
    return Why.of(option_rule(rules, option), code, option_choice(rules, option), **facts)


def _wild_cards(cards: Sequence[Card]) -> tuple[Card, ...]:
    """The wild cards of a meld: what makes it mixed, or too wild (a hint names them)."""
    return tuple(c for c in cards if c.is_wild)


def _meld_ok(rank: Rank, cards: Sequence[Card], wilds: int, canasta: CanastaKind | None,
             rules: RuleSet) -> tuple[Why, ...]:
    n = len(cards)
    if canasta == "natural":
        return (_by(rules, "canasta_size", "meld.natural-canasta", n=n, rank=rank),)
    if canasta == "mixed":
        return (_by(rules, "canasta_size", "meld.mixed-canasta", n=n, rank=rank,
                    wilds=wilds, wild_cards=_wild_cards(cards)),)
    # legal, and short of a canasta: the meld rests on basics-5 (and on basics-6 with wild
    # cards in it); that it is no canasta yet, on basics-7
    legal = Why.of("basics-6" if wilds else "basics-5",
                   "meld.legal-with-wilds" if wilds else "meld.legal",
                   n=n - wilds, rank=rank, wilds=wilds,
                   wild_cards=_wild_cards(cards) if wilds else None)
    return legal, _by(rules, "canasta_size", "meld.short-of-canasta",
                      size=rules.canasta_size, short=rules.canasta_size - n)


def add_to_meld(meld: Sequence[Card], cards: Sequence[Card], rules: RuleSet) -> MeldVerdict:
    """basics-5: cards added to one of the side's own melds must leave it a legal meld."""
    verdict = check_meld((*meld, *cards), rules)
    if verdict.legal:
        joined = Why.of("basics-5", "meld.added", cards=tuple(cards), reason=verdict.why[0])
        return MeldVerdict(True, verdict.canasta, verdict.points, (joined, *verdict.why[1:]),
                           verdict.rank, verdict.wilds)
    return verdict
