"""Practice: how hard a puzzle is, and grading a learner's answer against every right one.

Difficulty (1 … 5) is measured, the same way for hand-made and generated
puzzles: it grows with the number of distinct rules the engine's reasons name
(the rules the puzzle combines) and with how close the position sits to the
boundary between yes and no (a near miss). See docs/puzzle-format.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tutor.engine import ACTION_RULES, Card, TakePile, Why
from tutor.puzzles.base import PuzzleBase, Solution
from tutor.puzzles.format import solve
from tutor.puzzles.kinds import KINDS
from tutor.puzzles.kinds.go_out import CONCEALED_RULES

#: Reasons every verdict of a kind gives; they do not make a puzzle harder.
_ROUTINE = {"pile-1", "scoring-4"}
#: Reasons said beside the one that decides (how far a meld is from a canasta), or the
#: other face of one (a black 3 turned up is not covered: it is the stop).
_ROUTINE_CODES = {"meld.short-of-canasta", "upcard.black-three-stays"}


def difficulty(puzzle: PuzzleBase, sol: Solution) -> int:
    """How hard a puzzle is, from 1 to 5: rules combined plus nearness to the boundary."""
    kind = KINDS[str(getattr(puzzle, "kind", ""))]
    rules = {w.rule for w in sol.reasons
             if w.rule not in _ROUTINE and w.code not in _ROUTINE_CODES}
    extra = len(rules) - kind.baseline
    score = 1 + min(2, max(0, extra)) + kind.near_miss(puzzle, sol)
    return max(1, min(5, score))


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

    secret: frozenset[str] = frozenset()
    """The puzzle's kind's fields whose deciding cards are the answer
    (:attr:`PuzzleKind.cards_are_answers`): none is named on a miss there."""

    @property
    def deciding_rule(self) -> str | None:
        """The rule that decides the first wrong field's answer."""
        if self.decides is not None:
            return self.decides.rule
        return self.why[0].rule if self.why else None

    @property
    def deciding_cards(self) -> tuple[Card, ...]:
        """The cards the first wrong field's deciding reason turns on (none for a sum, whose
        terms are the hint): the pile's top card, the wild card that froze it, the card a
        meld may not hold, the card a position cannot have."""
        if (self.decides is None or self.decides.fact("add_up") is not None
                or any(w in self.secret for w in self.wrong[:1])):
            return ()
        return cards_of(self.decides) or tuple(dict.fromkeys(
            c for _, v in self.decides.facts if isinstance(v, Why) for c in cards_of(v)))


#: The facts of a reason that name the cards it turns on, in the order they are said: the
#: cards that decide, else (a meld's or a position's) the cards it is about.
_CARD_FACTS = (("top", "freezer", "card", "wild_cards"), ("cards", "value"))


def cards_of(why: Why) -> tuple[Card, ...]:
    """The cards a reason's own facts name (not those of the reasons inside it)."""
    for names in _CARD_FACTS:
        found: list[Card] = []
        for name in names:
            value = why.fact(name)
            found += [c for c in (value if isinstance(value, tuple) else (value,))
                      if isinstance(c, Card)]
        if found:  # (two jokers are two cards: a meld's four wild cards are said as four)
            return tuple(found)
    return ()


_STATE_RULES = {"pile-4", "pile-5", "Q1", "bicycle-frozen"}


def deciding(puzzle: PuzzleBase, name: str, sol: Solution, given: object = None) -> Why:
    """The rule the engine's answer for field ``name`` rests on, and the arithmetic behind it
    where there is some (card values, a score's lines); ``given`` is the learner's answer."""
    kind = KINDS[str(getattr(puzzle, "kind", ""))]
    sums = kind.decides(puzzle, name, sol, given) if kind.decides else None
    if sums is not None:
        return sums
    lines = sol.reasons
    for rule in kind.field_rules.get(name, ()):
        for w in lines:
            if w.rule == rule:
                return w
    for w in lines:
        if kind.name == "take_pile" and name == "can_take" and w.rule in _STATE_RULES:
            continue
        if w.code == "take.can":  # the count of ways: the ways themselves decide
            continue
        return w
    if lines:  # only the pile's state decides it (a black 3 that freezes it on top)
        return lines[0]
    return Why.of(ACTION_RULES[TakePile] if kind.name == "take_pile" else "basics-1",
                  "no-reason")


def grade(puzzle: PuzzleBase, given: dict[str, Any]) -> Grade:
    """Grade ``given`` (some of the answer's fields, plus a choice of cards such as ``with``
    for take_pile or ``discard`` for go_out) against the engine, accepting any of several
    right answers."""
    sol = solve(puzzle)
    wrong = [k for k, v in given.items() if k in sol.answer and not _agrees(sol.answer[k], v)]
    accepted: dict[str, list[Any]] = {}
    notes: list[Why] = []
    for name, grader in KINDS[str(getattr(puzzle, "kind", ""))].choices.items():
        if name in given and name != "meld":
            ok, extra, accepted[name] = grader(puzzle, given[name])
            if not ok:
                wrong.append(name)
                notes += extra
    decides = deciding(puzzle, wrong[0], sol, given.get(wrong[0])) if wrong else None
    return Grade(not wrong, wrong, list(sol.reasons), sol.answer, accepted, notes, decides,
                 secrets(puzzle))


def secrets(puzzle: PuzzleBase) -> frozenset[str]:
    """The fields of ``puzzle`` whose deciding cards are their answer."""
    return KINDS[str(getattr(puzzle, "kind", ""))].cards_are_answers


def _agrees(want: Any, given: Any) -> bool:
    """Is ``given`` the engine's answer? A list of no values (the next minimums of a game
    that is over: "any number if the game is over") takes any answer."""
    return bool(given == want or (isinstance(want, list) and want
                                  and all(w is None for w in want)))


#: The questions answered by choosing cards, and the puzzle kind each asks about.
CARD_CHOICES = {name: kind.name for kind in KINDS.values() for name in kind.choices}


def grade_choice(puzzle: PuzzleBase, ask: str, chosen: Any) -> tuple[bool, list[Why], list[Any]]:
    """A choice of cards (or of a discard) graded against every right choice the engine
    finds: right or not, what was wrong with it (rule id first), every right choice."""
    grader = KINDS[str(getattr(puzzle, "kind", ""))].choices.get(ask)
    if grader is None:
        raise ValueError(f"no card choice {ask!r} for a {type(puzzle).__name__}")
    return grader(puzzle, chosen)


__all__ = ["CARD_CHOICES", "CONCEALED_RULES", "Grade", "deciding", "difficulty", "grade",
           "grade_choice"]
