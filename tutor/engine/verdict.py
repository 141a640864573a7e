"""What every verdict carries: the reasons, each naming the rule it rests on."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntFlag
from typing import NamedTuple

from .ruleids import OPEN_QUESTIONS


class Why(NamedTuple):
    """One reason: a rule id and a plain sentence, plus the house-rule choice it rests on.

    ``choice`` names the open question (``Q1`` …) whose chosen reading decides the answer.
    """

    rule: str
    text: str
    choice: str | None = None
    facts: tuple[tuple[str, object], ...] = ()
    """The deciding facts as data, e.g. ``(("count", 40), ("minimum", 50))`` or
    ``(("cards", (Card('5S'),)),)``: what a page shows without reading the sentence."""

    def fact(self, name: str) -> object:
        """One deciding fact by name (None when the reason has no such fact)."""
        return next((v for k, v in self.facts if k == name), None)

    def __str__(self) -> str:
        line = f"{self.rule}: {self.text}"
        if self.choice is not None:
            line += f" [house rule {self.choice}: {OPEN_QUESTIONS[self.choice]}]"
        return line


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
    """One reason a position is impossible, naming the field and the value."""

    status: Status
    field: str
    value: str
    message: str

    def __str__(self) -> str:
        return f"{self.field} {self.value}: {self.message}"

    @property
    def rule(self) -> str:
        """The rule that makes the position impossible."""
        return STATUS_RULES.get(self.status, "basics-1")


#: The rule behind each kind of impossible position.
STATUS_RULES: dict[Status, str] = {
    Status.TOO_MANY_COPIES: "basics-1", Status.RED_THREE_IN_HAND: "basics-3",
    Status.RED_THREE_IN_MELD: "basics-3", Status.ILLEGAL_TABLE_MELD: "basics-5",
    Status.RED_THREE_IN_PILE: "basics-2", Status.TWO_MELDS_OF_A_RANK: "Q13",
    Status.EMPTY_HAND: "basics-9", Status.BAD_SIDES: "basics-1",
    Status.TOO_MANY_RED_THREES: "basics-1", Status.NO_CANASTA_TO_GO_OUT: "basics-9",
    Status.INCONSISTENT: "basics-9", Status.HAND_SIZE: "basics-4",
}


class PositionError(ValueError):
    """An impossible position; ``status`` holds every flag, ``problems`` every reason."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        self.status = Status.VALID
        for p in problems:
            self.status |= p.status
        super().__init__("; ".join(str(p) for p in problems))


ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")


def side_name(i: int, capital: bool = False, article: bool = True) -> str:
    """How the sides are named to people, in the order a position lists them: "the first
    side", "the second side", … (never "side 0"); ``article=False`` gives "first side"."""
    if 0 <= i < len(ORDINALS):
        word = f"the {ORDINALS[i]} side" if article else f"{ORDINALS[i]} side"
    else:
        word = f"side {i + 1}"
    return word[:1].upper() + word[1:] if capital else word
