"""The first meld of a hand: the minimum for a score, and whether an opening meets it.

Rules: first-meld-1 … first-meld-7, variants-9 (the 150 band), pile-6 (a natural
pair with the pile's top card), scoring-9 (no black 3s unless going out), Q13.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Card, describe
from .melds import check_meld, count
from .rules import RuleSet, Table, option_choice, option_rule
from .verdict import Why

_BAND_TEXT = {
    "first-meld-3": "(below zero) a side needs {m}",
    "first-meld-4": "(from 0 to 1,495) a side needs {m}",
    "first-meld-5": "(from 1,500 to 2,995) a side needs {m}",
    "first-meld-6": "(3,000 or more) a side needs {m}",
    "variants-9": "(7,000 or more, two teams of three) a side needs {m}",
}


def minimum_for(team_score: int, rules: RuleSet, table: Table) -> tuple[int, Why]:
    """The first-meld minimum for a side's running total, and the row that sets it."""
    minimum, rule = rules.minimum(team_score, table)
    text = (f"at {team_score:,} points " + _BAND_TEXT.get(rule, "the side needs {m}").format(
        m=minimum) + " for its first meld.")
    return minimum, Why(rule, text)


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
    fails: list[Why] = []
    if not melds:
        fails.append(Why("first-meld-2", "No meld is laid, so nothing opens the side."))
    ranks: dict[object, int] = {}
    for i, meld in enumerate(melds):
        verdict = check_meld(meld, rules, going_out=going_out)
        if not verdict.legal:
            fails.extend(Why(w.rule, f"Meld {i + 1} ({describe(meld)}): {w.text}", w.choice)
                         for w in verdict.why)
        elif rules.one_meld_per_rank and verdict.rank is not None:
            if verdict.rank in ranks:
                fails.append(Why(option_rule(rules, "one_meld_per_rank"), f"Melds "
                                 f"{ranks[verdict.rank] + 1} and {i + 1} are both "
                                 f"{verdict.rank.plural}: a side keeps one meld of a rank.",
                                 option_choice(rules, "one_meld_per_rank")))
            ranks[verdict.rank] = i
    if pile_top is not None:
        fails.extend(_pile_top_meld(melds, pile_top))
    in_melds = pile_top is not None and any(pile_top in m for m in melds)
    counted = Why("first-meld-2", f"The melds count {total} in card values"
                  + (" (the pile's top card included; cards deeper in the pile are not)"
                     if in_melds else "") + "; bonuses never count.",
                  option_choice(rules, "opening_take_top_card_counts") if in_melds else None)
    if total < minimum:
        fails.append(Why(band.rule, f"{total} is short of the {minimum} needed: {band.text}"))
    meets = not fails
    if meets:
        return FirstMeldVerdict(minimum, total, True, (
            Why(band.rule, f"{total} reaches the {minimum} needed: {band.text}"), counted))
    return FirstMeldVerdict(minimum, total, False, (*fails, counted))


def _pile_top_meld(melds: Sequence[Sequence[Card]], top: Card) -> list[Why]:
    """first-meld-7 and pile-6: the meld holding the top card has a natural pair from hand."""
    holder = next((m for m in melds if top in m), None)
    if holder is None:
        return [Why("pile-1", f"The pile's top card {top.pretty} is in none of the melds; "
                    "taking the pile means melding it at once.")]
    if not top.is_natural:
        return [Why("pile-7", f"The top card {top.pretty} cannot be taken: a wild card or "
                    "black 3 on top stops the next player.")]
    same = sum(1 for c in holder if c.rank is top.rank) - 1
    if same < 2:
        return [Why("first-meld-7", f"The meld with the top {top.pretty} needs two natural "
                    f"{top.rank.plural} from hand; it has {same}.")]
    return []
