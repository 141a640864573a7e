"""Sums a learner adds up again after a wrong count: card values, a hand's score lines."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from tutor.engine import Card, Line, Why, card_value
from tutor.puzzles.base import PuzzleBase, Solution


def card_sum(cards: Sequence[Card], puzzle: PuzzleBase) -> Why:
    """The cards' values added up (first-meld-1): 'K♠ 10 + K♥ 10 + 2♣ 20 = 40', with the
    cards alone as the fact ``add_up`` (a hint, never the key: with their values it would
    be the sum itself)."""

    values = tuple(card_value(c, puzzle.ruleset) for c in cards)
    terms = tuple(Why.of("first-meld-1", "sum.term", card=c, value=v)
                  for c, v in zip(cards, values, strict=True))
    add_up = Why.of("first-meld-1", "sum.cards", cards=tuple(cards))
    return Why.of("first-meld-1", "sum.total", terms=terms, total=sum(values), add_up=add_up)


def score_sum(sol: Solution, given: object = None) -> Why:
    """The lines to count for each side, without their points (a hint, never the key),
    under the rule of the line that separates the learner's scores from the right ones (a
    line left out or counted the wrong way), else of the first line that is more than the
    cards' own values."""
    plans, totals = [], []
    for i, side in enumerate(sol.lines):
        items = _items(side)
        plans.append(Why.of("scoring-4", "sum.side" if items else "sum.side-nothing", side=i,
                            items=items))
        totals.append(Why.of("scoring-4", "sum.side-total", plan=plans[-1],
                             total=sol.answer["scores"][i]))
    rule = _separating_rule(sol, given) or next(
        (ln.rule for side in sol.lines for ln in side if ln.rule != "scoring-4"), "scoring-4")
    wrong = _wrong_sides(sol, given) or range(len(plans))  # (the sides to count again)
    return Why.of(rule, "sum.sides", sides=tuple(totals), add_up=Why.of(
        rule, "sum.sides", sides=tuple(plans[i] for i in wrong)))


def _wrong_sides(sol: Solution, given: object) -> list[int]:
    """The sides whose score the learner gave wrong (none known: an answer not a list)."""
    if not isinstance(given, (list, tuple)):
        return []
    return [i for i, want in enumerate(sol.answer["scores"])
            if i >= len(given) or given[i] != want]


#: A side's lines for the cards left in its hands (one player's, or each partner's).
HAND_LINES = ("line.in-hand", "line.in-hand-of")


def _items(side: Sequence[Line]) -> tuple[Why, ...]:
    """A side's score lines as terms to count, without their points: the cards left in
    its hands as one term that names them (5♣ A♠: the question said who holds what, the
    hint shows what is taken away), each other line as what it is for."""
    held = tuple(c for ln in side if ln.item in HAND_LINES for c in ln.cards)
    terms = []
    for j, ln in enumerate(side):
        what = (Why.of(ln.rule, "sum.in-hands", cards=held) if ln.item in HAND_LINES
                else Why.of(ln.rule, ln.item, rank=ln.rank, n=ln.n))
        code = ("sum.first" if j == 0 else "sum.plus") if ln.points >= 0 else "sum.minus"
        terms.append(Why.of(ln.rule, code, what=what))
    return tuple(dict.fromkeys(terms))  # (the hands' term once)


def _separating_rule(sol: Solution, given: object) -> str | None:
    """The rule of the lines the learner's score for some side is off by: rules' lines left
    out (off by their points) or counted the wrong way (off by twice them), the fewest rules
    that make up the difference, the dearest of them named; else the rule whose lines come
    closest to it."""
    if not isinstance(given, (list, tuple)):
        return None
    for side, want, got in zip(sol.lines, sol.answer["scores"], given, strict=False):
        if not isinstance(got, int) or got == want:
            continue
        by_rule: dict[str, int] = {}
        for ln in side:  # a rule's lines together: the cards left in each hand, say
            by_rule[ln.rule] = by_rule.get(ln.rule, 0) + ln.points
        if got == -want:  # the whole total's sign: the rule of the dearest minus line
            return min(side, key=lambda ln: ln.points).rule
        return _rules_off_by(by_rule, want - got)
    return None


def _rules_off_by(by_rule: dict[str, int], off: int) -> str | None:
    """The dearest rule of the fewest whose points, each left out or counted the wrong way,
    make ``off``; else the rule whose points come closest to it."""
    rules = [(r, pts) for r, pts in by_rule.items() if pts][:10]
    best: tuple[int, str] | None = None
    for ways in itertools.product((0, 1, 2), repeat=len(rules)):
        if sum(w * pts for w, (_, pts) in zip(ways, rules, strict=True)) != off:
            continue
        used = [(abs(pts), r) for w, (r, pts) in zip(ways, rules, strict=True) if w]
        if used and (best is None or len(used) < best[0]):
            best = (len(used), max(used)[1])
    if best is not None:
        return best[1]
    return min(rules, key=lambda rp: abs(abs(off) - abs(rp[1])))[0] if rules else None
