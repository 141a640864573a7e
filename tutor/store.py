"""A learner's progress behind a database URL: every answer, the steps learned, reviews,
settings, games.

Where it lives: ``$CANASTA_TUTOR_DB``: a file path or a ``sqlite:///path`` URL (the
default, ``~/.canasta-tutor/progress.sqlite3``; ``:memory:`` keeps nothing), or a
``postgresql://user:password@host/db`` URL for a server that several tutors share. The
tables are SQLAlchemy Core tables; :data:`MIGRATIONS` brings any older store up to date
when it opens (the version it reached is kept in ``schema_version``).

Nothing is lost when two tabs, or two servers, write at once: every write is one short
transaction; SQLite takes its write lock at the start (``BEGIN IMMEDIATE``, the file in WAL
mode), and on PostgreSQL a read-modify-write (a review) first locks the learner's row. A
SQLite file that is damaged or cannot be written does not stop the app: the store says
what is wrong in :attr:`Store.problem` and keeps this session's progress in memory; a
file that can be read but not written shows its history and saves nothing new. A server
that cannot be reached is said the same way.

Missed puzzles come back on a spaced-repetition schedule computed by the FSRS algorithm
(the ``fsrs`` package): a first-try right answer is rated Easy, right on the second try
Hard, wrong twice Again.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

import sqlalchemy as sa
from fsrs import Card as ReviewCard
from fsrs import Rating, Scheduler
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import DBAPIError, SQLAlchemyError
from sqlalchemy.pool import StaticPool

from tutor.engine import Why
from tutor.explain import say

DEFAULT_PATH = Path.home() / ".canasta-tutor" / "progress.sqlite3"
ENV = "CANASTA_TUTOR_DB"
SCHEDULER = Scheduler()
T = TypeVar("T")

# --- the tables ------------------------------------------------------------------------------

META = sa.MetaData()
PROFILES = sa.Table(
    "profiles", META, sa.Column("name", sa.Text, primary_key=True),
    sa.Column("created", sa.Text, nullable=False),
    sa.Column("settings", sa.Text, nullable=False, server_default="{}"))
ANSWERS = sa.Table(
    "answers", META, sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("profile", sa.Text, nullable=False), sa.Column("at", sa.Text, nullable=False),
    sa.Column("puzzle", sa.Text, nullable=False), sa.Column("kind", sa.Text, nullable=False),
    sa.Column("rule_ids", sa.Text, nullable=False),
    sa.Column("correct", sa.Integer, nullable=False),
    sa.Column("attempt", sa.Integer, nullable=False),
    sa.Column("given", sa.Text, nullable=False, server_default="{}"),
    sa.Index("answers_profile", "profile", "at"))
STEPS = sa.Table(
    "steps", META, sa.Column("profile", sa.Text, primary_key=True),
    sa.Column("lesson", sa.Text, primary_key=True), sa.Column("step", sa.Text, primary_key=True),
    sa.Column("at", sa.Text, nullable=False))


def _game_table(name: str) -> sa.Table:
    """A learner's game in progress, as JSON: the score pad's (games), Play's (plays),
    the guided first hand's (guided), or the score pad's hand being typed (pad_drafts)."""
    return sa.Table(name, META, sa.Column("profile", sa.Text, primary_key=True),
                    sa.Column("game", sa.Text, nullable=False),
                    sa.Column("updated", sa.Text, nullable=False))


GAMES, PLAYS, GUIDED = _game_table("games"), _game_table("plays"), _game_table("guided")
DRAFTS = _game_table("pad_drafts")
RESULTS = sa.Table(
    "results", META, sa.Column("profile", sa.Text, nullable=False),
    sa.Column("at", sa.Text, nullable=False), sa.Column("won", sa.Integer, nullable=False),
    sa.Column("scores", sa.Text, nullable=False))
REVIEWS = sa.Table(
    "reviews", META, sa.Column("profile", sa.Text, primary_key=True),
    sa.Column("puzzle", sa.Text, primary_key=True), sa.Column("card", sa.Text, nullable=False),
    sa.Column("due", sa.Text, nullable=False),
    sa.Column("reps", sa.Integer, nullable=False, server_default="0"))
VERSION = sa.Table("schema_version", META, sa.Column("version", sa.Integer, nullable=False))
BLOBS = {"games": GAMES, "plays": PLAYS, "guided": GUIDED, "pad_drafts": DRAFTS}


def _create_tables(db: Connection) -> None:
    """Version 1: the tables as the SQLite-only store made them (kept when present)."""
    META.create_all(db, tables=[t for t in META.sorted_tables if t is not VERSION])


def _create_guided(db: Connection) -> None:
    """Version 2: the guided first hand kept (a reload had dealt it afresh)."""
    GUIDED.create(db, checkfirst=True)


def _create_drafts(db: Connection) -> None:
    """Version 3: the score pad's hand being typed kept (a reload lost what was typed)."""
    DRAFTS.create(db, checkfirst=True)


MIGRATIONS: list[Callable[[Connection], None]] = [_create_tables, _create_guided,
                                                  _create_drafts]
"""Step n brings a store at version n to n + 1; a new column or table is a new step."""


def now() -> datetime:
    return datetime.now(UTC)


def _stamp(when: datetime) -> str:
    """A time as stored: UTC, fixed width, so that text order is time order under any
    collation."""
    return when.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f+00:00")


def location() -> str:
    """The database URL, from the environment or the default file."""
    raw = os.environ.get(ENV, "").strip()
    return database_url(raw or str(DEFAULT_PATH))


def database_url(raw: str) -> str:
    """A path, ``:memory:`` or a URL, as a SQLAlchemy URL (PostgreSQL through psycopg)."""
    if raw == ":memory:":
        return "sqlite://"
    if raw.startswith(("postgresql://", "postgres://")):
        return "postgresql+psycopg://" + raw.split("://", 1)[1]
    if "://" in raw:
        return raw
    return f"sqlite:///{Path(raw).expanduser()}"


def shown(url: str) -> str:
    """A URL as the learner may see it: the password left out; a file as its path."""
    parsed = sa.make_url(url)
    if parsed.get_backend_name() == "sqlite":
        return parsed.database or ":memory:"
    return parsed.render_as_string(hide_password=True)


@dataclass(frozen=True)
class Answer:
    at: datetime
    puzzle: str
    kind: str
    rule_ids: list[str]
    correct: bool
    attempt: int


class Store:
    """The progress store; never raises on a bad file or server, says so in ``problem``."""

    def __init__(self, path: str | None = None) -> None:
        self.url = database_url(path) if path is not None else location()
        self.path = shown(self.url)
        self.trouble: Why | None = None
        """What went wrong with the store, if anything (said by :attr:`problem`)."""
        self.read_only = False
        self._lock = threading.Lock()
        self._switch = threading.Lock()
        self._shared = False
        """The engine is one in-memory connection that every thread shares (take turns)."""
        self.engine = self._engine("sqlite://")  # until the real one opens
        try:
            self.engine = self._engine(self.url)
            self._shared = self.path == ":memory:" and self.sqlite
            _migrate(self.engine)
            self._check_writable()
        except (SQLAlchemyError, OSError) as e:
            if not self._open_read_only(e):
                self._fall_back(e)

    # --- engines ------------------------------------------------------------------------------

    @property
    def sqlite(self) -> bool:
        return self.engine.dialect.name == "sqlite"

    def _engine(self, url: str, read_only: bool = False) -> Engine:
        parsed = sa.make_url(url)
        if parsed.get_backend_name() != "sqlite":
            return sa.create_engine(url, pool_pre_ping=True, pool_size=5, max_overflow=5,
                                    connect_args={"connect_timeout": 10})
        if not parsed.database or parsed.database == ":memory:":
            engine = sa.create_engine("sqlite://", poolclass=StaticPool,
                                      connect_args={"check_same_thread": False})
        else:
            file = Path(parsed.database).expanduser()
            if read_only:
                url = f"sqlite:///file:{file}?mode=ro&uri=true"
            else:
                file.parent.mkdir(parents=True, exist_ok=True)
            engine = sa.create_engine(url, connect_args={"timeout": 15,
                                                          "check_same_thread": False})
        _sqlite_transactions(engine, wal=bool(parsed.database) and not read_only)
        return engine

    def _check_writable(self) -> None:
        """Find out now whether writing works, so the first page already says so."""
        with self.engine.connect() as db:
            db.execution_options(immediate=True)
            db.begin()
            db.execute(_insert(db, PROFILES).values(name="", created="")
                       .on_conflict_do_nothing())
            db.rollback()

    def _open_read_only(self, error: BaseException) -> bool:
        """A file that can be read but not written: show its history, save nothing new."""
        if not self.sqlite or self.path == ":memory:" or "readonly" not in str(error).lower():
            return False
        try:
            engine = self._engine(self.url, read_only=True)
            with engine.connect() as db:
                db.execute(sa.select(sa.func.count()).select_from(ANSWERS)).scalar()
        except (SQLAlchemyError, OSError):
            return False
        self.engine = engine
        self.read_only = True
        self.trouble = Why.plain("store.read-only", path=str(self.path), env=ENV)
        return True

    def _fall_back(self, error: BaseException) -> None:
        """Go on in memory: the new engine is ready before any thread is given it."""
        memory = self._engine("sqlite://")
        _migrate(memory)
        text = str(error)
        if not self.sqlite:
            trouble = Why.plain("store.unreachable", path=str(self.path), env=ENV,
                                error=_first_line(error))
        else:
            if "not a database" in text or "malformed" in text:
                why = Why.plain("store.damaged")
            elif "readonly" in text or "unable to open" in text or isinstance(error, OSError):
                why = Why.plain("store.not-writable")
            else:
                why = Why.plain("store.error", error=_first_line(error))
            trouble = Why.plain("store.unusable", path=str(self.path), env=ENV, why=why)
        old = self.engine
        self._shared = True
        self.engine, self.read_only, self.trouble = memory, False, trouble
        old.dispose()

    # --- transactions ---------------------------------------------------------------------

    @contextmanager
    def _write(self) -> Iterator[Connection]:
        if self.read_only:  # nothing is saved; the write goes to a throwaway database
            scratch = self._engine("sqlite://")
            with scratch.begin() as db:
                _create_tables(db)
                yield db
            scratch.dispose()
            return
        with self._guard(), self.engine.connect() as db:
            db.execution_options(immediate=True)
            with db.begin():
                yield db

    @contextmanager
    def _read(self) -> Iterator[Connection]:
        with self._guard(), self.engine.connect() as db:
            yield db

    def _guard(self) -> Any:
        """In memory one connection is shared by every thread: take turns."""
        return self._lock if self._shared else _NoLock()

    def _safely(self, fn: Callable[[], T]) -> T:
        """Run a store operation. A server that fails is tried once more (it may have
        restarted); a file or server that still fails is replaced, once, for every thread
        alike: by the file read-only, or by memory."""
        try:
            return fn()
        except (SQLAlchemyError, OSError) as e:
            if self.trouble is not None:  # already in memory, or read-only
                raise
            error: BaseException = e
        if not self.sqlite:
            self.engine.dispose()  # connections to a server that restarted are stale
            try:
                return fn()
            except (SQLAlchemyError, OSError) as again:
                error = again
        with self._switch:
            if self.trouble is None and not self._open_read_only(error):
                self._fall_back(error)
        return fn()

    @property
    def problem(self) -> str | None:
        """What went wrong with the store, in the reader's language (None: nothing)."""
        return None if self.trouble is None else say(self.trouble)

    @property
    def saving(self) -> bool:
        return self.trouble is None and self.path != ":memory:" and not self.read_only

    # --- profiles and settings -----------------------------------------------------------

    def profiles(self) -> list[str]:
        def run() -> list[str]:
            with self._read() as db:
                rows = db.execute(sa.select(PROFILES.c.name).where(PROFILES.c.name != "")
                                  .order_by(PROFILES.c.created))
                return [r[0] for r in rows]
        return self._safely(run)

    def ensure_profile(self, name: str) -> None:
        def run() -> None:
            with self._write() as db:
                _ensure(db, name)
        self._safely(run)

    def settings(self, name: str) -> dict[str, Any]:
        def run() -> dict[str, Any]:
            with self._read() as db:
                raw = db.execute(sa.select(PROFILES.c.settings)
                                 .where(PROFILES.c.name == name)).scalar()
            return dict(json.loads(raw)) if raw else {}
        return self._safely(run)

    def save_settings(self, name: str, settings: dict[str, Any]) -> None:
        def run() -> None:
            with self._write() as db:
                _ensure(db, name)
                db.execute(PROFILES.update().where(PROFILES.c.name == name)
                           .values(settings=json.dumps(settings, sort_keys=True)))
        self._safely(run)

    # --- answers and reviews ---------------------------------------------------------------

    def record(self, profile: str, puzzle: str, kind: str, rule_ids: list[str], correct: bool,
               attempt: int, given: dict[str, Any] | None = None,
               at: datetime | None = None) -> None:
        """Store one answer: its time, the puzzle, the rules it exercises, the result."""
        def run() -> None:
            with self._write() as db:
                db.execute(ANSWERS.insert().values(
                    profile=profile, at=_stamp(at or now()), puzzle=puzzle, kind=kind,
                    rule_ids=json.dumps(rule_ids), correct=int(correct), attempt=attempt,
                    given=json.dumps(given or {}, default=str)))
        self._safely(run)

    def answers(self, profile: str) -> list[Answer]:
        def run() -> list[Answer]:
            c = ANSWERS.c
            with self._read() as db:
                rows = db.execute(sa.select(c.at, c.puzzle, c.kind, c.rule_ids, c.correct,
                                            c.attempt).where(c.profile == profile)
                                  .order_by(c.id)).all()
            return [_answer(r) for r in rows]
        return self._safely(run)

    def last_answer(self, profile: str, puzzle: str) -> tuple[Answer, dict[str, Any]] | None:
        """The learner's latest answer to one puzzle, with what was given (None: never)."""
        def run() -> tuple[Answer, dict[str, Any]] | None:
            c = ANSWERS.c
            with self._read() as db:
                row = db.execute(sa.select(c.at, c.puzzle, c.kind, c.rule_ids, c.correct,
                                           c.attempt, c.given)
                                 .where(c.profile == profile, c.puzzle == puzzle)
                                 .order_by(c.id.desc()).limit(1)).first()
            if row is None:
                return None
            given = json.loads(row[6] or "{}")
            return _answer(row[:6]), given if isinstance(given, dict) else {}
        return self._safely(run)

    def review(self, profile: str, puzzle: str, rating: Rating,
               at: datetime | None = None) -> datetime:
        """Schedule a puzzle's next review after an answer; returns when it is due."""
        when = at or now()

        def run() -> datetime:
            c = REVIEWS.c
            with self._write() as db:
                _lock_learner(db, profile)  # one review of a learner at a time, any server
                row = db.execute(sa.select(c.card, c.reps).where(
                    c.profile == profile, c.puzzle == puzzle)).first()
                card = ReviewCard.from_json(row[0]) if row else ReviewCard()
                card, _ = SCHEDULER.review_card(card, rating, review_datetime=when)
                values = {"card": card.to_json(), "due": _stamp(card.due),
                          "reps": (row[1] if row else 0) + 1}
                db.execute(_insert(db, REVIEWS).values(profile=profile, puzzle=puzzle, **values)
                           .on_conflict_do_update(index_elements=[c.profile, c.puzzle],
                                                  set_=values))
                due: datetime = card.due
                return due
        return self._safely(run)

    def due(self, profile: str, at: datetime | None = None) -> list[tuple[str, datetime]]:
        """Puzzles due for review now, oldest first."""
        when = _stamp(at or now())
        return self._reviews(profile, REVIEWS.c.due <= when)

    def upcoming(self, profile: str) -> list[tuple[str, datetime]]:
        """Every scheduled review, soonest first."""
        return self._reviews(profile, sa.true())

    def _reviews(self, profile: str, also: Any) -> list[tuple[str, datetime]]:
        def run() -> list[tuple[str, datetime]]:
            c = REVIEWS.c
            with self._read() as db:
                rows = db.execute(sa.select(c.puzzle, c.due).where(c.profile == profile, also)
                                  .order_by(c.due)).all()
            return [(r[0], datetime.fromisoformat(r[1])) for r in rows]
        return self._safely(run)

    # --- the club, for its organisers -----------------------------------------------------

    def club_answers(self) -> list[tuple[str, Answer]]:
        """Every learner's answers (the club page of an organiser; no learner sees it)."""
        def run() -> list[tuple[str, Answer]]:
            c = ANSWERS.c
            with self._read() as db:
                rows = db.execute(sa.select(c.profile, c.at, c.puzzle, c.kind, c.rule_ids,
                                            c.correct, c.attempt).order_by(c.id)).all()
            return [(r[0], _answer(r[1:])) for r in rows]
        return self._safely(run)

    def due_counts(self, at: datetime | None = None) -> dict[str, int]:
        """Per learner, how many puzzles are due for review now."""
        when = _stamp(at or now())

        def run() -> dict[str, int]:
            c = REVIEWS.c
            with self._read() as db:
                rows = db.execute(sa.select(c.profile, sa.func.count()).where(c.due <= when)
                                  .group_by(c.profile)).all()
            return {str(r[0]): int(r[1]) for r in rows}
        return self._safely(run)

    # --- the game at the table -----------------------------------------------------------------

    def save_game(self, profile: str, game: str | None) -> None:
        """Keep the score pad's game in progress (JSON), or forget it with None."""
        self._save_blob("games", profile, game)

    def load_game(self, profile: str) -> str | None:
        return self._load_blob("games", profile)

    def save_pad_draft(self, profile: str, draft: str | None) -> None:
        """Keep the score pad's hand being typed, its fields as JSON, or forget it."""
        self._save_blob("pad_drafts", profile, draft)

    def load_pad_draft(self, profile: str) -> str | None:
        return self._load_blob("pad_drafts", profile)

    def save_play(self, profile: str, game: str | None) -> None:
        """Keep the game being played against the computer (JSON), or forget it."""
        self._save_blob("plays", profile, game)

    def load_play(self, profile: str) -> str | None:
        return self._load_blob("plays", profile)

    def save_guided(self, profile: str, hand: str | None) -> None:
        """Keep how far the guided first hand has gone (JSON), or forget it."""
        self._save_blob("guided", profile, hand)

    def load_guided(self, profile: str) -> str | None:
        return self._load_blob("guided", profile)

    def swap_play(self, profile: str, old: str | None, new: str) -> bool:
        """Keep ``new`` in place of the game as it was (``old``): refused (False, nothing
        written) when another tab or process has changed it since, so no move is lost."""
        table = BLOBS["plays"]

        def run() -> bool:
            with self._write() as db:  # one transaction: read, compare, write
                now_kept = db.execute(sa.select(table.c.game).where(table.c.profile == profile)
                                      .with_for_update()).scalar()
                if (None if now_kept is None else str(now_kept)) != old:
                    return False
                values = {"game": new, "updated": _stamp(now())}
                db.execute(_insert(db, table).values(profile=profile, **values)
                           .on_conflict_do_update(index_elements=[table.c.profile],
                                                  set_=values))
                return True
        return self._safely(run)

    def finish_play(self, profile: str, won: bool, scores: list[int]) -> None:
        """A game against the computer is over: count it, and forget the game in progress."""
        def run() -> None:
            with self._write() as db:
                db.execute(RESULTS.insert().values(profile=profile, at=_stamp(now()),
                                                   won=int(won), scores=json.dumps(scores)))
                db.execute(PLAYS.delete().where(PLAYS.c.profile == profile))
        self._safely(run)

    def results(self, profile: str) -> tuple[int, int]:
        """(games played to the end against the computer, games won)."""
        def run() -> tuple[int, int]:
            c = RESULTS.c
            with self._read() as db:
                row = db.execute(sa.select(sa.func.count(), sa.func.coalesce(
                    sa.func.sum(c.won), 0)).where(c.profile == profile)).one()
            return int(row[0]), int(row[1])
        return self._safely(run)

    def _save_blob(self, name: str, profile: str, game: str | None) -> None:
        table = BLOBS[name]

        def run() -> None:
            with self._write() as db:
                if game is None:
                    db.execute(table.delete().where(table.c.profile == profile))
                    return
                values = {"game": game, "updated": _stamp(now())}
                db.execute(_insert(db, table).values(profile=profile, **values)
                           .on_conflict_do_update(index_elements=[table.c.profile],
                                                  set_=values))
        self._safely(run)

    def _load_blob(self, name: str, profile: str) -> str | None:
        table = BLOBS[name]

        def run() -> str | None:
            with self._read() as db:
                got = db.execute(sa.select(table.c.game)
                                 .where(table.c.profile == profile)).scalar()
            return None if got is None else str(got)
        return self._safely(run)

    # --- lesson steps ------------------------------------------------------------------------

    def mark_step(self, profile: str, lesson: str, step: str) -> None:
        def run() -> None:
            with self._write() as db:
                db.execute(_insert(db, STEPS).values(profile=profile, lesson=lesson, step=step,
                                                     at=_stamp(now()))
                           .on_conflict_do_nothing())
        self._safely(run)

    def steps(self, profile: str) -> set[tuple[str, str]]:
        def run() -> set[tuple[str, str]]:
            c = STEPS.c
            with self._read() as db:
                rows = db.execute(sa.select(c.lesson, c.step).where(c.profile == profile))
                return {(r[0], r[1]) for r in rows}
        return self._safely(run)


# --- helpers ----------------------------------------------------------------------------------


MIGRATION_LOCK = 7_441_251
"""PostgreSQL advisory lock id: two servers opening a new database take turns to set it up."""


def _migrate(engine: Engine) -> None:
    """Bring the tables up to date (:data:`MIGRATIONS`), one process at a time."""
    with engine.connect() as db:
        db.execution_options(immediate=True)
        with db.begin():
            if db.dialect.name == "postgresql":
                db.execute(sa.select(sa.func.pg_advisory_xact_lock(MIGRATION_LOCK)))
            VERSION.create(db, checkfirst=True)
            got = db.execute(sa.select(VERSION.c.version)).scalar()
            at = int(got or 0)
            for step in MIGRATIONS[at:]:
                step(db)
            if got is None:
                db.execute(VERSION.insert().values(version=len(MIGRATIONS)))
            elif at < len(MIGRATIONS):
                db.execute(VERSION.update().values(version=len(MIGRATIONS)))
        if db.dialect.name == "sqlite" and db.exec_driver_sql(
                "PRAGMA quick_check").scalar() != "ok":
            raise sa.exc.DatabaseError("quick_check", None,
                                       Exception("database disk image is malformed"))


def _answer(row: Any) -> Answer:
    """An answer from its row: at, puzzle, kind, rule_ids, correct, attempt."""
    return Answer(datetime.fromisoformat(row[0]), row[1], row[2], json.loads(row[3]),
                  bool(row[4]), row[5])


class _NoLock:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None


def _insert(db: Connection, table: sa.Table) -> Any:
    """An INSERT that can say what to do on a conflict, in the database's own dialect."""
    return (postgresql.insert(table) if db.dialect.name == "postgresql"
            else sqlite.insert(table))


def _ensure(db: Connection, name: str) -> None:
    db.execute(_insert(db, PROFILES).values(name=name, created=_stamp(now()))
               .on_conflict_do_nothing())


def _lock_learner(db: Connection, name: str) -> None:
    """Hold the learner's row until the transaction ends (SQLite already holds the file)."""
    _ensure(db, name)
    if db.dialect.name == "postgresql":
        db.execute(sa.select(PROFILES.c.name).where(PROFILES.c.name == name).with_for_update())


def _sqlite_transactions(engine: Engine, wal: bool) -> None:
    """SQLite's write lock at the start of each transaction (SQLAlchemy's recipe for the
    sqlite3 driver), WAL for a file, and a wait rather than an error when it is busy."""

    @sa.event.listens_for(engine, "connect")
    def _connect(dbapi: Any, _record: Any) -> None:
        dbapi.isolation_level = None  # the driver opens no transaction of its own
        cursor = dbapi.cursor()
        if wal:  # (in WAL, a commit need not wait for the disk: a crash of the process
            # loses nothing, only the machine's losing power may lose the last moves)
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA busy_timeout=15000")
        cursor.close()

    @sa.event.listens_for(engine, "begin")
    def _begin(conn: Connection) -> None:
        writing = conn.get_execution_options().get("immediate", False)
        conn.exec_driver_sql("BEGIN IMMEDIATE" if writing else "BEGIN")


def _first_line(error: BaseException) -> str:
    inner = error.orig if isinstance(error, DBAPIError) and error.orig is not None else error
    return str(inner).strip().splitlines()[0] if str(inner).strip() else type(inner).__name__


def rating_for(tries: int, right: bool) -> Rating:
    """How well a puzzle went, for the review schedule: right first time Easy (it comes back
    in days), right on the second try Hard, missed Again (back within minutes)."""
    if right:
        return Rating.Easy if tries == 1 else Rating.Hard
    return Rating.Again
