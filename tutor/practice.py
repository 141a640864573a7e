"""Practice: how hard a puzzle is, and grading a learner's answer against every right one.

Difficulty (1 … 5) is measured, the same way for hand-made and generated
puzzles: it grows with the number of distinct rules the engine's reasons name
(the rules the puzzle combines) and with how close the position sits to the
boundary between yes and no (a near miss). See docs/puzzle-format.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .engine import Card, parse_cards
from .engine.actions import ACTION_RULES, TakePile
from .engine.cards import CardError, holds
from .engine.goout import plan_why
from .engine.pile import signature
from .engine.queries import (
    go_out_discards,
    go_out_position,
    lay_melds,
    some_melds,
    take_choices,
    take_position,
)
from .engine.verdict import Why
from .puzzle import (
    FirstMeldPuzzle,
    GamePuzzle,
    GoOutPuzzle,
    MeldPuzzle,
    PuzzleBase,
    ScoreHandPuzzle,
    Solution,
    TakePilePuzzle,
    UpcardPuzzle,
    solve,
)

#: Reasons every verdict of a kind gives; they do not make a puzzle harder.
_ROUTINE = {"pile-1", "scoring-4"}
#: Reasons said beside the one that decides (how far a meld is from a canasta).
_ROUTINE_CODES = {"meld.short-of-canasta"}
#: Rules every verdict of a kind names at the least (a pile verdict: the way and the state).
_BASELINE = {"take_pile": 2}


def difficulty(puzzle: PuzzleBase, sol: Solution) -> int:
    """How hard a puzzle is, from 1 to 5: rules combined plus nearness to the boundary."""
    rules = {w.rule for w in sol.reasons
             if w.rule not in _ROUTINE and w.code not in _ROUTINE_CODES}
    extra = len(rules) - _BASELINE.get(getattr(puzzle, "kind", ""), 1)
    score = 1 + min(2, max(0, extra)) + _near_miss(puzzle, sol)
    return max(1, min(5, score))


def _near_miss(p: PuzzleBase, sol: Solution) -> int:
    a, d = sol.answer, sol.detail
    if isinstance(p, MeldPuzzle):
        cards = p.position.cards
        naturals = sum(1 for c in cards if c.is_natural)
        wilds = sum(1 for c in cards if c.is_wild)
        close = (not a["legal"] and naturals >= 2) or (a["legal"] and wilds == 3)
        return int(close) + int(len(cards) >= 7 or any(c.is_black_three for c in cards))
    if isinstance(p, TakePilePuzzle):
        pos = p.position
        top = pos.pile[-1] if pos.pile else None
        if top is None:
            return 0
        mine = sum(1 for c in pos.hand if c.rank is top.rank)
        if not a["can_take"]:
            buried = any(c.rank is top.rank for c in pos.pile[:-1])
            return int(mine >= 1 or buried) + int(d.get("frozen_for_all", False)
                                                  and any(c.is_wild for c in pos.hand))
        ways = d.get("ways", [])
        if d.get("minimum") is not None and ways and ways[0]["count"] is not None:
            return 2 if ways[0]["count"] - d["minimum"] <= 20 else 1
        return int(all(w["kind"] != "pair" for w in ways))
    if isinstance(p, FirstMeldPuzzle):
        gap = abs(a["count"] - a["minimum"])
        return (2 if gap <= 10 else 1 if gap <= 30 else 0) + int(p.position.pile_top is not None)
    if isinstance(p, GoOutPuzzle):
        return int(a["concealed"]) + int(not p.position.team_melds)
    if isinstance(p, ScoreHandPuzzle):
        teams = p.position.teams
        penalty = any(t.red_threes and not t.melds for t in teams)
        lines = sum(len(side) for side in d.get("breakdown", []))
        return int(penalty or p.position.concealed) + int(lines > 8)
    if isinstance(p, UpcardPuzzle):
        return int(a["turned"] >= 3) + int(p.position.stock[0].is_black_three)
    if isinstance(p, GamePuzzle):
        totals = p.position.totals
        over = sum(1 for t in totals if t >= p.table.target)
        return int(over > 1 or len(set(totals)) < len(totals)) + int(
            len(totals) > 2 or p.table.top_band is not None)
    return 0


@dataclass
class Grade:
    """The verdict on a learner's answer."""

    right: bool
    wrong: list[str]
    """The answer fields that were wrong."""
    why: list[Why]
    """The engine's reasons, each naming its rule."""
    expected: dict[str, Any]
    accepted: dict[str, list[Any]] = field(default_factory=dict)
    """For questions with several right answers: every accepted value."""
    notes: list[Why] = field(default_factory=list)
    """What was wrong with a chosen set of cards or discard, with its rule."""

    decides: Why | None = None
    """For the first wrong field: the reason its answer rests on; where there is arithmetic,
    its sum (said "K♠ 10 + K♥ 10 + 2♣ 20 = 40", the code ``sum.total``) with the terms to add
    up again and no total as the fact ``add_up`` (a hint, never the key)."""

    @property
    def deciding_rule(self) -> str | None:
        """The rule that decides the first wrong field's answer."""
        if self.decides is not None:
            return self.decides.rule
        return self.why[0].rule if self.why else None


#: The rules whose reasons say whether a going out can be concealed.
CONCEALED_RULES = ("scoring-1", "Q3", "Q4", "Q16")

#: For each kind and answer field, the rules whose reasons decide that field, in order.
_FIELD_RULES: dict[tuple[str, str], tuple[str, ...]] = {
    ("meld", "canasta"): ("basics-7",),
    ("take_pile", "frozen"): ("pile-4", "pile-5", "Q1", "bicycle-frozen", "pile-7"),
    ("go_out", "concealed"): CONCEALED_RULES,
    ("first_meld", "minimum"): ("first-meld-3", "first-meld-4", "first-meld-5", "first-meld-6",
                                "variants-9"),
    ("upcard", "frozen"): ("pile-5", "Q1", "bicycle-frozen", "pile-7"),
    ("upcard", "turned"): ("basics-2", "bicycle-upcard", "pile-7"),
    ("game", "minimums"): ("first-meld-3", "first-meld-4", "first-meld-5", "first-meld-6",
                           "variants-9"),
}
_STATE_RULES = {"pile-4", "pile-5", "Q1", "bicycle-frozen"}


def deciding(puzzle: PuzzleBase, name: str, sol: Solution, given: object = None) -> Why:
    """The rule the engine's answer for field ``name`` rests on, and the arithmetic behind it
    where there is some (card values, a score's lines); ``given`` is the learner's answer."""
    kind = str(getattr(puzzle, "kind", ""))
    sums = _arithmetic(puzzle, name, sol, given)
    if sums is not None:
        return sums
    lines = sol.reasons
    wanted = _FIELD_RULES.get((kind, name))
    if wanted is not None:
        for rule in wanted:
            for w in lines:
                if w.rule == rule:
                    return w
    for w in lines:
        if kind == "take_pile" and name == "can_take" and w.rule in _STATE_RULES:
            continue
        if w.code == "take.can":  # the count of ways: the ways themselves decide
            continue
        return w
    if lines:  # only the pile's state decides it (a black 3 that freezes it on top)
        return lines[0]
    return Why.of(ACTION_RULES[TakePile] if kind == "take_pile" else "basics-1", "no-reason")


def _arithmetic(puzzle: PuzzleBase, name: str, sol: Solution,
                given: object = None) -> Why | None:
    if isinstance(puzzle, MeldPuzzle) and name == "points":
        return card_sum(puzzle.position.cards, puzzle)
    if isinstance(puzzle, FirstMeldPuzzle) and name == "count":
        return card_sum([c for m in puzzle.position.melds for c in m], puzzle)
    if isinstance(puzzle, ScoreHandPuzzle) and name == "scores":
        return score_sum(sol, given)
    return None


def score_sum(sol: Solution, given: object = None) -> Why:
    """The lines to count for each side, without their points (a hint, never the key),
    under the rule of the line that separates the learner's scores from the right ones (a
    line left out or counted the wrong way), else of the first line that is more than the
    cards' own values."""
    plans, totals = [], []
    for i, side in enumerate(sol.lines):
        items = tuple(dict.fromkeys(
            Why.of(ln.rule, ("sum.first" if j == 0 else "sum.plus") if ln.points >= 0
                   else "sum.minus", what=Why.of(ln.rule, "line.in-hand" if ln.item ==
                                                 "line.in-hand-of" else ln.item, rank=ln.rank,
                                                 n=ln.n)) for j, ln in enumerate(side)))
        plans.append(Why.of("scoring-4", "sum.side" if items else "sum.side-nothing", side=i,
                            items=items))
        totals.append(Why.of("scoring-4", "sum.side-total", plan=plans[-1],
                             total=sol.answer["scores"][i]))
    rule = _separating_rule(sol, given) or next(
        (ln.rule for side in sol.lines for ln in side if ln.rule != "scoring-4"), "scoring-4")
    return Why.of(rule, "sum.sides", sides=tuple(totals), add_up=Why.of(
        rule, "sum.sides", sides=tuple(plans)))


def _separating_rule(sol: Solution, given: object) -> str | None:
    """The rule of the line the learner's score for some side is off by: left out (off by
    its points) or counted the wrong way (off by twice them)."""
    if not isinstance(given, (list, tuple)):
        return None
    for side, want, got in zip(sol.lines, sol.answer["scores"], given, strict=False):
        if not isinstance(got, int) or got == want:
            continue
        for ln in side:
            if ln.points and want - got in (ln.points, 2 * ln.points):
                return ln.rule
    return None


def card_sum(cards: Sequence[Card], puzzle: PuzzleBase) -> Why:
    """The cards' values added up (first-meld-1): 'K♠ 10 + K♥ 10 + 2♣ 20 = 40', with the
    terms alone as the fact ``add_up`` (a hint, never the key)."""
    from .engine.melds import card_value

    values = tuple(card_value(c, puzzle.ruleset) for c in cards)
    terms = tuple(Why.of("first-meld-1", "sum.term", card=c, value=v)
                  for c, v in zip(cards, values, strict=True))
    add_up = Why.of("first-meld-1", "sum.terms", terms=terms)
    return Why.of("first-meld-1", "sum.total", terms=terms, total=sum(values), add_up=add_up)


def grade(puzzle: PuzzleBase, given: dict[str, Any]) -> Grade:
    """Grade ``given`` (some of the answer's fields, plus ``with`` for take_pile or
    ``discard`` for go_out) against the engine, accepting any of several right answers."""
    sol = solve(puzzle)
    wrong = [k for k, v in given.items() if k in sol.answer and sol.answer[k] != v]
    accepted: dict[str, list[Any]] = {}
    notes: list[Why] = []
    if isinstance(puzzle, TakePilePuzzle) and "with" in given:
        ok, extra, accepted["with"] = _grade_take(puzzle, given["with"])
        if not ok:
            wrong.append("with")
            notes += extra
    if isinstance(puzzle, GoOutPuzzle) and "discard" in given:
        ok, extra, accepted["discard"] = _grade_discard(puzzle, given["discard"])
        if not ok:
            wrong.append("discard")
            notes += extra
    decides = deciding(puzzle, wrong[0], sol, given.get(wrong[0])) if wrong else None
    return Grade(not wrong, wrong, list(sol.reasons), sol.answer, accepted, notes, decides)


def _unreadable(rule: str, e: CardError) -> Why:
    return Why.of(rule, "choice.not-a-card", text=str(e.text))


def _cards_of(value: Any) -> tuple[Card, ...]:
    if isinstance(value, str):
        return parse_cards(value)
    return parse_cards([str(v) for v in value])


def _grade_take(p: TakePilePuzzle, chosen: Any) -> tuple[bool, list[Why], list[Any]]:
    pos = p.position
    choices = take_choices(pos.pile, pos.hand, pos.team_melds, pos.team_score, p.ruleset,
                           p.table)
    accepted = [[str(c) for c in cards] for cards in choices.values()]
    if not pos.pile:
        return False, [Why.of("pile-1", "choice.pile-empty")], accepted
    try:
        cards = _cards_of(chosen)
    except CardError as e:
        return False, [_unreadable("pile-1", e)], accepted
    if not holds(pos.hand, cards):
        return False, [Why.of("pile-1", "lay.not-held")], accepted
    sig = signature(cards, pos.pile[-1].rank)
    if sig is not None and sig in choices:
        return True, [], accepted
    st = take_position(pos.pile, pos.hand, pos.team_melds, pos.team_score, p.ruleset, p.table)
    why = st.why_illegal(TakePile(tuple(cards)))
    if why is None:
        why = Why.of("pile-1", "choice.does-not-take", card=pos.pile[-1])
    return False, [why], accepted


def _grade_discard(p: GoOutPuzzle, chosen: Any) -> tuple[bool, list[Why], list[Any]]:
    pos = p.position
    ways = go_out_discards(pos.hand, pos.team_melds, pos.team_score, p.ruleset, p.table)
    accepted = [None if d is None else str(d) for d in ways]
    try:
        card = None if chosen in (None, "", "none") else _cards_of([chosen])[0]
    except CardError as e:
        return False, [_unreadable("basics-9", e)], accepted
    if card is not None and card not in pos.hand:
        return False, [Why.of("basics-9", "choice.card-not-held")], accepted
    if card in ways:  # the going out as the learner chose it
        return True, [Why.of("basics-9", "go-out.can", plan=plan_why(ways[card]))], accepted
    st = go_out_position(pos.hand, pos.team_melds, pos.team_score, p.ruleset, p.table)
    return False, [st.go_out_why(card, concealed=False)], accepted


def _grade_meld(p: GoOutPuzzle, chosen: Any) -> tuple[bool, list[Why], list[Any]]:
    """Can the chosen cards be melded this turn (opening the side if it has not opened)?
    One right choice is shown as the answer; every choice the checker allows is right."""
    pos = p.position
    example = some_melds(pos.hand, pos.team_melds, pos.team_score, p.ruleset, p.table)
    accepted = [] if example is None else [[str(c) for c in example]]
    try:
        cards = _cards_of(chosen or [])
    except CardError as e:
        return False, [_unreadable("basics-5", e)], accepted
    v = lay_melds(pos.hand, cards, pos.team_melds, pos.team_score, p.ruleset, p.table)
    return v.ok, [v.why], accepted


#: The questions answered by choosing cards, and the puzzle kind each asks about.
CARD_CHOICES = {"with": "take_pile", "discard": "go_out", "meld": "go_out"}


def grade_choice(puzzle: PuzzleBase, ask: str, chosen: Any) -> tuple[bool, list[Why], list[Any]]:
    """A choice of cards (or of a discard) graded against every right choice the engine
    finds: right or not, what was wrong with it (rule id first), every right choice."""
    if ask == "with" and isinstance(puzzle, TakePilePuzzle):
        return _grade_take(puzzle, chosen)
    if ask == "discard" and isinstance(puzzle, GoOutPuzzle):
        return _grade_discard(puzzle, chosen)
    if ask == "meld" and isinstance(puzzle, GoOutPuzzle):
        return _grade_meld(puzzle, chosen)
    raise ValueError(f"no card choice {ask!r} for a {type(puzzle).__name__}")
