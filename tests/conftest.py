"""Shared helpers: short ways to write cards, positions and puzzles in tests."""

from __future__ import annotations

from typing import Any

from tutor.engine import CLASSIC, Card, parse_cards
from tutor.puzzle import parse_puzzle, solve


def C(text: str) -> tuple[Card, ...]:
    """Cards from one string: C("KS KH 2C")."""
    return parse_cards(text)


T4 = CLASSIC.table(4)


def answer(puzzle: dict[str, Any]) -> dict[str, Any]:
    """Solve a contract-format puzzle and return the engine's answer."""
    return solve(parse_puzzle(puzzle)).answer


def why(puzzle: dict[str, Any]) -> list[str]:
    return solve(parse_puzzle(puzzle)).why
