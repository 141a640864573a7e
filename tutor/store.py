"""A learner's progress in SQLite: every answer, the steps learned, reviews, settings.

Where it lives: ``$CANASTA_TUTOR_DB`` (a file path, or a ``sqlite:///path`` URL;
``:memory:`` for nothing on disk), else ``~/.canasta-tutor/progress.sqlite3``.

Two tabs answering at once lose nothing: the file runs in WAL mode, every write
is one short ``BEGIN IMMEDIATE`` transaction (a second writer waits for the
first), and a review's read-modify-write happens inside that transaction. A
file that is damaged or cannot be written does not stop the app: the store
says what is wrong in :attr:`Store.problem` and keeps this session's progress
in memory instead.

Missed puzzles come back on a spaced-repetition schedule computed by the FSRS
algorithm (the ``fsrs`` package): a first-try right answer is rated Easy, right
on the second try Hard, wrong twice Again.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from fsrs import Card as ReviewCard
from fsrs import Rating, Scheduler

DEFAULT_PATH = Path.home() / ".canasta-tutor" / "progress.sqlite3"
ENV = "CANASTA_TUTOR_DB"

SCHEMA = """
CREATE TABLE IF NOT EXISTS profiles (name TEXT PRIMARY KEY, created TEXT NOT NULL,
  settings TEXT NOT NULL DEFAULT '{}');
CREATE TABLE IF NOT EXISTS answers (id INTEGER PRIMARY KEY AUTOINCREMENT,
  profile TEXT NOT NULL, at TEXT NOT NULL, puzzle TEXT NOT NULL, kind TEXT NOT NULL,
  rule_ids TEXT NOT NULL, correct INTEGER NOT NULL, attempt INTEGER NOT NULL,
  given TEXT NOT NULL DEFAULT '{}');
CREATE INDEX IF NOT EXISTS answers_profile ON answers (profile, at);
CREATE TABLE IF NOT EXISTS steps (profile TEXT NOT NULL, lesson TEXT NOT NULL,
  step TEXT NOT NULL, at TEXT NOT NULL, PRIMARY KEY (profile, lesson, step));
CREATE TABLE IF NOT EXISTS games (profile TEXT PRIMARY KEY, game TEXT NOT NULL,
  updated TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS plays (profile TEXT PRIMARY KEY, game TEXT NOT NULL,
  updated TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS results (profile TEXT NOT NULL, at TEXT NOT NULL,
  won INTEGER NOT NULL, scores TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS reviews (profile TEXT NOT NULL, puzzle TEXT NOT NULL,
  card TEXT NOT NULL, due TEXT NOT NULL, reps INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (profile, puzzle));
"""

SCHEDULER = Scheduler()


def now() -> datetime:
    return datetime.now(UTC)


def location() -> str:
    """Where the store lives, from the environment or the default."""
    raw = os.environ.get(ENV, "").strip()
    if not raw:
        return str(DEFAULT_PATH)
    if raw.startswith("sqlite:///"):
        return raw[len("sqlite:///"):] or ":memory:"
    if raw.startswith("sqlite://"):
        return raw[len("sqlite://"):] or ":memory:"
    return raw


@dataclass(frozen=True)
class Answer:
    at: datetime
    puzzle: str
    kind: str
    rule_ids: list[str]
    correct: bool
    attempt: int


class Store:
    """The progress store; never raises on a bad file, says so in ``problem``."""

    def __init__(self, path: str | None = None) -> None:
        self.path = path if path is not None else location()
        self.problem: str | None = None
        self._memory: sqlite3.Connection | None = None
        self._lock = threading.Lock()
        self.read_only = False
        try:
            if self.path != ":memory:":
                Path(self.path).expanduser().parent.mkdir(parents=True, exist_ok=True)
            db = self._connect()
            try:
                db.executescript(SCHEMA)  # commits on its own: not inside _write
                if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                    raise sqlite3.DatabaseError("database disk image is malformed")
                # Can we write? Find out now, so the first page already says so.
                db.execute("BEGIN IMMEDIATE")
                db.execute("INSERT OR IGNORE INTO profiles (name, created) VALUES ('', '')")
                db.execute("ROLLBACK")
            finally:
                if db is not self._memory:
                    db.close()
        except (sqlite3.Error, OSError) as e:
            if not self._open_read_only(e):
                self._fall_back(e)

    def _open_read_only(self, error: BaseException) -> bool:
        """A file that can be read but not written: show its history, save nothing new."""
        if self.path == ":memory:" or "readonly" not in str(error).lower():
            return False
        try:
            db = sqlite3.connect(f"file:{Path(self.path).expanduser()}?mode=ro", uri=True)
            try:
                db.execute("SELECT count(*) FROM answers").fetchone()
            finally:
                db.close()
        except sqlite3.Error:
            return False
        self.read_only = True
        self.problem = (f"Your progress file {self.path} can be read but not written: your "
                        "history shows, but what you do now will not be saved. Make the file "
                        f"writable, or set {ENV} to another file.")
        return True

    # --- connections ------------------------------------------------------------------

    def _connect(self) -> sqlite3.Connection:
        if self._memory is not None:
            return self._memory
        if self.path == ":memory:":
            self._memory = sqlite3.connect(":memory:", check_same_thread=False,
                                           isolation_level=None)
            return self._memory
        if self.read_only:
            return sqlite3.connect(f"file:{Path(self.path).expanduser()}?mode=ro", uri=True,
                                   timeout=15, isolation_level=None)
        db = sqlite3.connect(str(Path(self.path).expanduser()), timeout=15,
                             isolation_level=None)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA busy_timeout=15000")
        return db

    def _guard(self) -> AbstractContextManager[object]:
        """In memory one connection is shared by every thread: take turns. On disk each call
        has its own connection and SQLite does the locking."""
        return self._lock if self._memory is not None or self.path == ":memory:" \
            else nullcontext()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        if self.read_only:  # nothing is saved; the write goes to a throwaway database
            scratch = sqlite3.connect(":memory:", isolation_level=None)
            scratch.executescript(SCHEMA)
            try:
                yield scratch
            finally:
                scratch.close()
            return
        with self._guard():
            db = self._connect()
            try:
                db.execute("BEGIN IMMEDIATE")
                try:
                    yield db
                except BaseException:
                    db.execute("ROLLBACK")
                    raise
                db.execute("COMMIT")
            finally:
                if db is not self._memory:
                    db.close()

    @contextmanager
    def _read(self) -> Iterator[sqlite3.Connection]:
        with self._guard():
            db = self._connect()
            try:
                yield db
            finally:
                if db is not self._memory:
                    db.close()

    def _fall_back(self, error: BaseException) -> None:
        where = self.path
        text = str(error)
        if "not a database" in text or "malformed" in text:
            why = "it is damaged (not a readable SQLite database)"
        elif "readonly" in text or "unable to open" in text or isinstance(error, OSError):
            why = "it cannot be written here"
        else:
            why = f"of an error ({text})"
        self.problem = (f"Your progress file {where} cannot be used because {why}. The tutor "
                        f"works as usual, but this session's progress will not be saved. Set "
                        f"{ENV} to another file, or move this one away to start afresh.")
        self._memory = sqlite3.connect(":memory:", check_same_thread=False,
                                       isolation_level=None)
        self._memory.executescript(SCHEMA)

    def _safely(self, fn: Any, *args: Any) -> Any:
        """Run a store operation; on a file error, fall back to memory and run it there."""
        try:
            return fn(*args)
        except sqlite3.Error as e:
            if self._memory is not None or self.read_only:
                raise
            if not self._open_read_only(e):
                self._fall_back(e)
            return fn(*args)

    @property
    def saving(self) -> bool:
        return self.problem is None and self.path != ":memory:" and not self.read_only

    # --- profiles and settings -----------------------------------------------------------

    def profiles(self) -> list[str]:
        def run() -> list[str]:
            with self._read() as db:
                return [r[0] for r in db.execute("SELECT name FROM profiles ORDER BY created")]
        return list(self._safely(run))

    def ensure_profile(self, name: str) -> None:
        def run() -> None:
            with self._write() as db:
                db.execute("INSERT OR IGNORE INTO profiles (name, created) VALUES (?, ?)",
                           (name, now().isoformat()))
        self._safely(run)

    def settings(self, name: str) -> dict[str, Any]:
        def run() -> dict[str, Any]:
            with self._read() as db:
                row = db.execute("SELECT settings FROM profiles WHERE name = ?",
                                 (name,)).fetchone()
            return dict(json.loads(row[0])) if row else {}
        result: dict[str, Any] = self._safely(run)
        return result

    def save_settings(self, name: str, settings: dict[str, Any]) -> None:
        def run() -> None:
            with self._write() as db:
                db.execute("INSERT OR IGNORE INTO profiles (name, created) VALUES (?, ?)",
                           (name, now().isoformat()))
                db.execute("UPDATE profiles SET settings = ? WHERE name = ?",
                           (json.dumps(settings, sort_keys=True), name))
        self._safely(run)

    # --- answers and reviews ---------------------------------------------------------------

    def record(self, profile: str, puzzle: str, kind: str, rule_ids: list[str], correct: bool,
               attempt: int, given: dict[str, Any] | None = None,
               at: datetime | None = None) -> None:
        """Store one answer: its time, the puzzle, the rules it exercises, the result."""
        def run() -> None:
            with self._write() as db:
                db.execute(
                    "INSERT INTO answers (profile, at, puzzle, kind, rule_ids, correct, attempt,"
                    " given) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (profile, (at or now()).isoformat(), puzzle, kind, json.dumps(rule_ids),
                     int(correct), attempt, json.dumps(given or {}, default=str)))
        self._safely(run)

    def answers(self, profile: str) -> list[Answer]:
        def run() -> list[Answer]:
            with self._read() as db:
                rows = db.execute("SELECT at, puzzle, kind, rule_ids, correct, attempt FROM "
                                  "answers WHERE profile = ? ORDER BY id", (profile,)).fetchall()
            return [Answer(datetime.fromisoformat(r[0]), r[1], r[2], json.loads(r[3]),
                           bool(r[4]), r[5]) for r in rows]
        result: list[Answer] = self._safely(run)
        return result

    def review(self, profile: str, puzzle: str, rating: Rating,
               at: datetime | None = None) -> datetime:
        """Schedule a puzzle's next review after an answer; returns when it is due."""
        when = at or now()

        def run() -> datetime:
            with self._write() as db:
                row = db.execute("SELECT card, reps FROM reviews WHERE profile = ? AND "
                                 "puzzle = ?", (profile, puzzle)).fetchone()
                card = ReviewCard.from_json(row[0]) if row else ReviewCard()
                card, _ = SCHEDULER.review_card(card, rating, review_datetime=when)
                db.execute("INSERT OR REPLACE INTO reviews (profile, puzzle, card, due, reps) "
                           "VALUES (?, ?, ?, ?, ?)", (profile, puzzle, card.to_json(),
                                                      card.due.isoformat(),
                                                      (row[1] if row else 0) + 1))
                due: datetime = card.due
                return due
        result: datetime = self._safely(run)
        return result

    def due(self, profile: str, at: datetime | None = None) -> list[tuple[str, datetime]]:
        """Puzzles due for review now, oldest first."""
        when = (at or now()).isoformat()

        def run() -> list[tuple[str, datetime]]:
            with self._read() as db:
                rows = db.execute("SELECT puzzle, due FROM reviews WHERE profile = ? AND due <= ?"
                                  " ORDER BY due", (profile, when)).fetchall()
            return [(r[0], datetime.fromisoformat(r[1])) for r in rows]
        result: list[tuple[str, datetime]] = self._safely(run)
        return result

    def upcoming(self, profile: str) -> list[tuple[str, datetime]]:
        """Every scheduled review, soonest first."""
        def run() -> list[tuple[str, datetime]]:
            with self._read() as db:
                rows = db.execute("SELECT puzzle, due FROM reviews WHERE profile = ? ORDER BY "
                                  "due", (profile,)).fetchall()
            return [(r[0], datetime.fromisoformat(r[1])) for r in rows]
        result: list[tuple[str, datetime]] = self._safely(run)
        return result

    # --- the game at the table -----------------------------------------------------------------

    def save_game(self, profile: str, game: str | None) -> None:
        """Keep the score pad's game in progress (JSON), or forget it with None."""
        self._save_blob("games", profile, game)

    def load_game(self, profile: str) -> str | None:
        return self._load_blob("games", profile)

    def save_play(self, profile: str, game: str | None) -> None:
        """Keep the game being played against the computer (JSON), or forget it."""
        self._save_blob("plays", profile, game)

    def load_play(self, profile: str) -> str | None:
        return self._load_blob("plays", profile)

    def finish_play(self, profile: str, won: bool, scores: list[int]) -> None:
        """A game against the computer is over: count it, and forget the game in progress."""
        def run() -> None:
            with self._write() as db:
                db.execute("INSERT INTO results (profile, at, won, scores) VALUES (?, ?, ?, ?)",
                           (profile, now().isoformat(), int(won), json.dumps(scores)))
                db.execute("DELETE FROM plays WHERE profile = ?", (profile,))
        self._safely(run)

    def results(self, profile: str) -> tuple[int, int]:
        """(games played to the end against the computer, games won)."""
        def run() -> tuple[int, int]:
            with self._read() as db:
                row = db.execute("SELECT count(*), coalesce(sum(won), 0) FROM results WHERE "
                                 "profile = ?", (profile,)).fetchone()
            return int(row[0]), int(row[1])
        got: tuple[int, int] = self._safely(run)
        return got

    def _save_blob(self, table: str, profile: str, game: str | None) -> None:
        assert table in ("games", "plays")

        def run() -> None:
            with self._write() as db:
                if game is None:
                    db.execute(f"DELETE FROM {table} WHERE profile = ?", (profile,))
                else:
                    db.execute(f"INSERT OR REPLACE INTO {table} (profile, game, updated) "
                               "VALUES (?, ?, ?)", (profile, game, now().isoformat()))
        self._safely(run)

    def _load_blob(self, table: str, profile: str) -> str | None:
        assert table in ("games", "plays")

        def run() -> str | None:
            with self._read() as db:
                row = db.execute(f"SELECT game FROM {table} WHERE profile = ?",
                                 (profile,)).fetchone()
            return str(row[0]) if row else None
        result: str | None = self._safely(run)
        return result

    # --- lesson steps ------------------------------------------------------------------------

    def mark_step(self, profile: str, lesson: str, step: str) -> None:
        def run() -> None:
            with self._write() as db:
                db.execute("INSERT OR IGNORE INTO steps (profile, lesson, step, at) VALUES "
                           "(?, ?, ?, ?)", (profile, lesson, step, now().isoformat()))
        self._safely(run)

    def steps(self, profile: str) -> set[tuple[str, str]]:
        def run() -> set[tuple[str, str]]:
            with self._read() as db:
                return {(r[0], r[1]) for r in db.execute(
                    "SELECT lesson, step FROM steps WHERE profile = ?", (profile,))}
        result: set[tuple[str, str]] = self._safely(run)
        return result


def rating_for(tries: int, right: bool) -> Rating:
    """How well a puzzle went, for the review schedule: right first time Easy (it comes back
    in days), right on the second try Hard, missed Again (back within minutes)."""
    if right:
        return Rating.Easy if tries == 1 else Rating.Hard
    return Rating.Again
