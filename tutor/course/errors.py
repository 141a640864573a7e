"""The error a malformed lesson or translation raises."""

from __future__ import annotations

from pathlib import Path


class LessonError(ValueError):
    """A malformed lesson; the message starts with ``file:line:``."""

    def __init__(self, path: Path | str, line: int, message: str) -> None:
        self.path = str(path)
        self.line = line
        super().__init__(f"{Path(path).name}:{line}: {message}")
