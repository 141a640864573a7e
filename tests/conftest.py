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


# --- real-browser tests ----------------------------------------------------------------

import os  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from tutor.render.page import CHROMIUM_ARGS, chromium_path  # noqa: E402

ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts"


@pytest.fixture(scope="session")
def chromium() -> str:
    """Debian's chromium; CI must have it (.ci/run installs it), elsewhere the test skips."""
    exe = chromium_path()
    if exe is None:
        if os.environ.get("CI"):
            pytest.fail("CI needs chromium for the browser tests (.ci/run installs it)")
        pytest.skip("no chromium on this machine")
    return exe


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, object],
                             chromium: str) -> dict[str, object]:
    return {**browser_type_launch_args, "executable_path": chromium, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
