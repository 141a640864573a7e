"""The first meld of a hand: the minimum for a score, and whether an opening meets it.

Rules: first-meld-1 … first-meld-7, variants-9 (the 150 band), pile-6 (a natural
pair with the pile's top card), scoring-9 (no black 3s unless going out), Q13.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Card
from .melds import check_meld, count
from .rules import RuleSet, Table, option_choice, option_rule
from .verdict import Why


def minimum_for(team_score: int, rules: RuleSet, table: Table) -> tuple[int, Why]:
    """The first-meld minimum for a side's running total, and the row that sets it: the
    reason's facts are the total, the minimum and the band's span (``low`` … ``high``)."""
    minimum, rule = rules.minimum(team_score, table)
    bands = sorted([*rules.bands, *([table.top_band] if table.top_band else [])],
                   key=lambda b: b.score)
    at = max((b for b in bands if b.score <= team_score), key=lambda b: b.score,
             default=bands[0])
    above = [b.score for b in bands if b.score > at.score]
    low = at.score if at is not bands[0] else None
    high = above[0] - 5 if above else None
    code = ("opening.band-range" if low is not None and high is not None
            else "opening.band-from" if low is not None
            else "opening.band-below" if high is not None and high < 0
            else "opening.band-up-to" if high is not None else "opening.band-any")
    return minimum, Why.of(rule, code, score=team_score, minimum=minimum, low=low,
                           high=high)


@dataclass(frozen=True, slots=True)
class FirstMeldVerdict:
    minimum: int
    count: int
    meets: bool
    why: tuple[Why, ...]


def check_first_meld(
    melds: Sequence[Sequence[Card]],
    team_score: int,
    rules: RuleSet,
    table: Table,
    pile_top: Card | None = None,
    going_out: bool = False,
) -> FirstMeldVerdict:
    """Does this set of melds, laid in one turn, open the side? (first-meld-2)"""
    minimum, band = minimum_for(team_score, rules, table)
    total = sum(count(m, rules) for m in melds)
    fails = _melds_refused(melds, rules, going_out)
    if pile_top is not None:
        fails.extend(_pile_top_meld(melds, pile_top))
    in_melds = pile_top is not None and any(pile_top in m for m in melds)
    counted = Why.of("first-meld-2", "opening.counted-with-top" if in_melds
                     else "opening.counted", option_choice(rules, "opening_take_top_card_counts")
                     if in_melds else None, total=total)
    if total < minimum:
        fails.append(Why.of(band.rule, "opening.short", total=total, minimum=minimum,
                            band=band))
    meets = not fails
    if meets:
        return FirstMeldVerdict(minimum, total, True, (
            Why.of(band.rule, "opening.reaches", total=total, minimum=minimum, band=band),
            counted))
    return FirstMeldVerdict(minimum, total, False, (*fails, counted))


def _melds_refused(melds: Sequence[Sequence[Card]], rules: RuleSet, going_out: bool
                   ) -> list[Why]:
    """Why the melds themselves cannot open: none laid, one illegal, two of a rank."""
    fails: list[Why] = []
    if not melds:
        fails.append(Why.of("first-meld-2", "opening.no-meld"))
    ranks: dict[object, int] = {}
    for i, meld in enumerate(melds):
        verdict = check_meld(meld, rules, going_out=going_out)
        if not verdict.legal:
            fails.extend(Why.of(w.rule, "opening.meld-refused", w.choice, n=i + 1,
                                cards=tuple(meld), reason=w) for w in verdict.why)
        elif rules.one_meld_per_rank and verdict.rank is not None:
            if verdict.rank in ranks:
                fails.append(Why.of(option_rule(rules, "one_meld_per_rank"),
                                    "opening.two-melds-of-a-rank",
                                    option_choice(rules, "one_meld_per_rank"),
                                    first=ranks[verdict.rank] + 1, second=i + 1,
                                    rank=verdict.rank))
            ranks[verdict.rank] = i
    return fails


def _pile_top_meld(melds: Sequence[Sequence[Card]], top: Card) -> list[Why]:
    """first-meld-7 and pile-6: the meld holding the top card has a natural pair from hand."""
    holder = next((m for m in melds if top in m), None)
    if holder is None:
        return [Why.of("pile-1", "opening.top-not-melded", card=top)]
    if not top.is_natural:
        return [Why.of("pile-7", "opening.top-blocked", card=top)]
    same = sum(1 for c in holder if c.rank is top.rank) - 1
    if same < 2:
        return [Why.of("first-meld-7", "opening.top-needs-pair", card=top, rank=top.rank,
                       n=same)]
    return []
