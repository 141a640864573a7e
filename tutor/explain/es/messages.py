"""Todas las frases en español por código de mensaje, reunidas en un catálogo."""

from __future__ import annotations

from typing import Final

from ..en.messages import _merged
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
    "problem.impossible": "Esto no puede pasar en una mesa real: {problem:lower}",
}

MESSAGES: Final[dict[str, str]] = _merged(NEUTRAL, _OWN, VERDICTS, MOVES, TABLE, ERRORS, ENTRY,
                                           RENDER, HOUSE, SCENES, PAGES, LEARN,
                                           PUZZLE, PRACTICE, PROGRESS, PLAY,
                                           GUIDE, CHECKER, PAD, REVIEW)
