"""What every verdict carries: reasons as values, each naming the rule it rests on.

A reason is data, never a sentence: a rule id, a message code and the facts that decide
(the cards, counts and sums). Words come from a catalogue (:mod:`tutor.explain`), one per
language, so nothing here is English and nothing reads a sentence back.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntFlag
from typing import NamedTuple

Facts = tuple[tuple[str, object], ...]


def _facts(facts: dict[str, object]) -> Facts:
    """Keyword facts as a value: ``None`` left out, a list kept as the tuple it holds now
    (a reason must not change when the pile or a hand it was read from does)."""
    return tuple((k, tuple(v) if isinstance(v, list) else v)
                 for k, v in facts.items() if v is not None)


class Why(NamedTuple):
    """One reason: the rule it rests on, a message code and its facts, plus the house
    choice (the open question ``Q1`` … whose chosen reading decides it), if any.

    Build one with :meth:`of`: ``Why.of("pile-6", "take.frozen-needs-pair", top=card)``.
    """

    rule: str
    code: str
    facts: Facts = ()
    choice: str | None = None

    @classmethod
    def of(cls, rule: str, code: str, choice: str | None = None, **facts: object) -> Why:
        """A reason from keyword facts (``None`` facts are left out)."""
        return cls(rule, code, _facts(facts), choice)

    @classmethod
    def plain(cls, code: str, **facts: object) -> Why:
        """Words with no rule of the game behind them: a card that does not parse, a field
        of the puzzle format that is missing (the catalogue says them like any reason)."""
        return cls("", code, _facts(facts))

    def fact(self, name: str) -> object:
        """One deciding fact by name (None when the reason has no such fact)."""
        return next((v for k, v in self.facts if k == name), None)


class Status(IntFlag):
    """What makes a position impossible (python-chess style flags)."""

    VALID = 0
    TOO_MANY_COPIES = 1
    RED_THREE_IN_HAND = 2
    RED_THREE_IN_MELD = 4
    ILLEGAL_TABLE_MELD = 8
    RED_THREE_IN_PILE = 16
    TWO_MELDS_OF_A_RANK = 32
    EMPTY_HAND = 64
    BAD_SIDES = 128
    TOO_MANY_RED_THREES = 256
    NO_CANASTA_TO_GO_OUT = 512
    INCONSISTENT = 1024
    HAND_SIZE = 2048


@dataclass(frozen=True, slots=True)
class Problem:
    """One reason a position is impossible: the field it is about (``position.hand``), the
    value found there (a card, cards, a count) and the reason, a :class:`Why`."""

    status: Status
    field: str
    value: object
    reason: Why

    @property
    def rule(self) -> str:
        """The rule that makes the position impossible."""
        return self.reason.rule

    @property
    def why(self) -> Why:
        """The problem as one reason to be said: where, what was found there, and why."""
        bare = self.value in ((), [], "", None)
        return Why.of(self.rule, "problem.at-bare" if bare else "problem.at",
                      self.reason.choice, field=self.field, value=self.value,
                      reason=self.reason)


class WhyError(ValueError):
    """An error whose reason is data: a :class:`Why` that a catalogue says in the reader's
    language. ``str`` gives only the code and the facts, for logs and tracebacks."""

    def __init__(self, why: Why) -> None:
        self.why = why
        super().__init__(" ".join([why.code, *(f"{k}={v!r}" for k, v in why.facts)]))


class PositionError(ValueError):
    """An impossible position; ``status`` holds every flag, ``problems`` every reason.
    (Its words come from :mod:`tutor.explain`; ``str`` names only fields and codes.)"""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        self.status = Status.VALID
        for p in problems:
            self.status |= p.status
        super().__init__("; ".join(f"{p.field}: {p.reason.code}" for p in problems))
