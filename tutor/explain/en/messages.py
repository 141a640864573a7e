"""English sentences by message code (the facts in braces; see tutor.explain.catalogue)."""

from __future__ import annotations

from typing import Final

from ..neutral import NEUTRAL
from .checker import CHECKER
from .entry import ENTRY
from .errors import ERRORS
from .guide import GUIDE
from .house import HOUSE, SCENES
from .learn import LEARN
from .moves import MOVES
from .pad import PAD
from .pages import PAGES
from .play import PLAY
from .practice import PRACTICE, PUZZLE
from .progress import PROGRESS
from .render import RENDER
from .review import REVIEW
from .table import TABLE
from .verdicts import VERDICTS

_OWN: Final[dict[str, str]] = {
    "problem.impossible": "This cannot happen at a real table: {problem:lower}",
}


def _merged(*parts: dict[str, str]) -> dict[str, str]:
    """The parts in one catalogue; a code written twice is an error, not a silent winner."""
    out: dict[str, str] = {}
    for part in parts:
        twice = set(out) & set(part)
        if twice:
            raise ValueError(f"message codes written twice: {sorted(twice)}")
        out.update(part)
    return out


MESSAGES: Final[dict[str, str]] = _merged(NEUTRAL, _OWN, VERDICTS, MOVES, TABLE, ERRORS, ENTRY,
                                           RENDER, HOUSE, SCENES, PAGES, LEARN,
                                           PUZZLE, PRACTICE, PROGRESS, PLAY,
                                           GUIDE, CHECKER, PAD, REVIEW)
