"""A kind of puzzle, in one place: its model, how the engine answers it, how hard it is,
the questions a learner answers and the position as it is drawn, how a fresh one is
dealt, and what decides each of its answers. Each kind is one module of
:mod:`tutor.puzzles.kinds`, registered there once."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tutor.engine import RuleSet, Table, Why
from tutor.puzzles.base import AnswerField, PuzzleBase, Solution

ChoiceGrader = Callable[[Any, Any], tuple[bool, list[Why], list[Any]]]
"""A choice of cards graded: right or not, what was wrong with it, every right choice."""


@dataclass(frozen=True)
class PuzzleKind:
    """One kind of puzzle (see the module's docstring)."""

    name: str
    """Its name in the format (``take_pile``); its words are ``kind.<name>`` in the
    catalogue: the question it asks, as a page's heading ("Can you take the pile?")."""
    model: type[PuzzleBase]
    solve: Callable[[Any, RuleSet, Table], Solution]
    near_miss: Callable[[Any, Solution], int]
    """How close the position sits to the boundary between yes and no (0 to 2)."""
    fields: Callable[[Any], list[AnswerField]]
    draw: Callable[[Any], str]
    """The position as a card player would lay it out, as HTML."""
    sample: Callable[[random.Random, RuleSet, Table, set[str], Any, int], dict[str, Any]]
    balance: str | None
    """The answer field whose yes and no the generator alternates."""
    field_rules: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """For an answer field: the rules whose reasons decide it, in order."""
    decides: Callable[[Any, str, Solution, Any], Why | None] | None = None
    """For an answer field and the learner's answer: what decides it, where the kind knows
    better than its reasons' order (a sum to do again, a hint, never the key; a move's cost)."""
    choices: Mapping[str, ChoiceGrader] = field(default_factory=dict)
    """The questions answered by choosing cards, each with its grader."""
    baseline: int = 1
    """Rules every verdict of the kind names at the least (they add no difficulty)."""
    cards_are_answers: frozenset[str] = frozenset()
    """Answer fields whose deciding cards are the answer itself (a canasta is mixed for its
    wild card): a hint on a miss there names the rule, never those cards."""
    dealt: bool = True
    """A fresh one is dealt at once (False: found by playing games, too slow for a page)."""
    by_rule: bool = True
    """Its answer rests on the rules its reasons name: a fresh one's hint names the main
    one, and an answer counts for each (False: on play, as the evaluator weighs it; a rule
    named beforehand would give the answer away, and only the reason that decides a wrong
    move counts)."""
