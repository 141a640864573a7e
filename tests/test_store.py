"""The progress store: lasting, shared by tabs, robust to bad files, scheduling reviews."""

from __future__ import annotations

import threading
from datetime import timedelta
from pathlib import Path

import pytest

from tests.postgres import fresh_database
from tutor.store import Store, now, rating_for


@pytest.fixture(params=["sqlite", "postgresql"])
def where(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """The same tests on a SQLite file and on a real PostgreSQL server."""
    if request.param == "sqlite":
        return str(tmp_path / "p.sqlite3")
    server: str = request.getfixturevalue("postgres_server")
    return fresh_database(server)


def test_answers_survive_a_restart(where: str) -> None:
    path = where
    Store(path).record("ann", "tp-001", "take_pile", ["pile-2"], True, 1)  # then a restart
    again = Store(path)
    assert again.problem is None
    got = again.answers("ann")
    assert [(a.puzzle, a.correct, a.rule_ids) for a in got] == [("tp-001", True, ["pile-2"])]


def test_two_tabs_or_servers_answering_at_once_lose_nothing(where: str) -> None:
    path = where
    Store(path)

    def tab(name: str) -> None:
        s = Store(path)  # each its own connections, as two servers have
        for i in range(60):
            s.record("ann", f"{name}-{i}", "meld", ["basics-6"], i % 2 == 0, 1)
            s.review("ann", "shared", rating_for(1, True))

    threads = [threading.Thread(target=tab, args=(n,)) for n in ("a", "b", "c")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    s = Store(path)
    assert s.problem is None
    assert len(s.answers("ann")) == 180
    assert len(s.upcoming("ann")) == 1
    import sqlalchemy as sa

    from tutor.store import REVIEWS

    with s.engine.connect() as db:  # every review counted: no read-modify-write was lost
        assert db.execute(sa.select(REVIEWS.c.reps)).scalar() == 180


def test_a_game_moved_on_elsewhere_is_not_overwritten(where: str) -> None:
    """Two tabs (or servers) play the same game: each keeps its move only over the game as
    it saw it; the slower one is refused and nothing is lost, even when they race."""
    s = Store(where)
    s.save_play("ann", "move 0")
    assert s.swap_play("ann", "move 0", "move 1")
    assert not s.swap_play("ann", "move 0", "move 1 from a stale tab")
    assert s.load_play("ann") == "move 1"
    assert s.swap_play("bob", None, "bob's first game")  # nothing kept yet: kept

    def tab(name: str, won: list[str]) -> None:
        mine = Store(where)
        for i in range(30):
            seen = mine.load_play("ann")
            if mine.swap_play("ann", seen, f"{seen}+{name}{i}"):
                won.append(f"{name}{i}")

    won: list[str] = []
    threads = [threading.Thread(target=tab, args=(n, won)) for n in ("a", "b")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    final = s.load_play("ann") or ""
    assert final.count("+") == len(won) and all(w in final for w in won)  # no move lost


def test_a_damaged_file_falls_back_with_a_message(tmp_path: Path) -> None:
    path = tmp_path / "p.sqlite3"
    path.write_bytes(b"\x00garbage" * 100)
    s = Store(str(path))
    assert s.problem and "damaged" in s.problem and str(path) in s.problem
    s.record("ann", "x", "meld", [], True, 1)  # still works, in memory
    assert len(s.answers("ann")) == 1
    assert path.read_bytes().startswith(b"\x00garbage")  # the file is left as it was


def test_an_unwritable_place_falls_back_with_a_message(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("a file where a folder should be")
    s = Store(str(blocker / "sub" / "p.sqlite3"))
    assert s.problem and "cannot be written" in s.problem
    s.mark_step("ann", "deck-and-turn", "deck")
    assert s.steps("ann") == {("deck-and-turn", "deck")}


@pytest.mark.parametrize(("url", "where"), [("sqlite:///{}", "{}"), ("{}", "{}")])
def test_the_location_comes_from_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                 url: str, where: str) -> None:
    from tutor.store import location

    path = str(tmp_path / "x.sqlite3")
    monkeypatch.setenv("CANASTA_TUTOR_DB", url.format(path))
    assert location() == f"sqlite:///{where.format(path)}"
    assert Store().path == where.format(path) and Path(path).exists()


def test_a_missed_puzzle_comes_back_sooner_than_a_known_one(where: str) -> None:
    s = Store(where)
    t = now()
    missed = s.review("ann", "missed", rating_for(2, False), t)
    known = s.review("ann", "known", rating_for(1, True), t)
    assert missed < known
    assert missed - t <= timedelta(hours=1)
    assert known - t >= timedelta(days=1)
    assert [p for p, _ in s.due("ann", t + timedelta(hours=1))] == ["missed"]


def test_settings_are_kept_per_learner(where: str) -> None:
    s = Store(where)
    s.save_settings("ann", {"rules": "bicycle", "players": 2})
    assert Store(where).settings("ann") == {"players": 2, "rules": "bicycle"}
    assert s.settings("bob") == {}


def test_a_read_only_file_shows_the_history_and_saves_nothing(tmp_path: Path) -> None:
    import shutil
    import subprocess

    path = tmp_path / "p.sqlite3"
    s = Store(str(path))
    s.record("ann", "x", "meld", ["basics-5"], True, 1)
    del s
    # Read-only for everyone, root included (the tests run as root in CI): the immutable flag.
    if shutil.which("chattr") is None or subprocess.run(
            ["chattr", "+i", str(path)], capture_output=True).returncode != 0:
        pytest.skip("no way to make a file read-only for this user here")
    try:
        again = Store(str(path))
        assert again.read_only and again.problem and "read but not written" in again.problem
        assert len(again.answers("ann")) == 1  # the history is there
        again.record("ann", "y", "meld", [], True, 1)  # no error, nothing saved
        assert len(again.answers("ann")) == 1
    finally:
        subprocess.run(["chattr", "-i", str(path)], check=False)


def test_games_against_the_computer_are_counted(where: str) -> None:
    s = Store(where)
    s.save_play("ann", '{"seed": 1}')
    s.finish_play("ann", True, [5100, 2000])
    s.finish_play("ann", False, [3000, 5050])
    assert s.results("ann") == (2, 1)
    assert s.load_play("ann") is None  # a finished game is not resumed
    assert s.results("bob") == (0, 0)


def test_a_server_that_cannot_be_reached_falls_back_with_a_message() -> None:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # nobody listens here
    s = Store(f"postgresql://tutor:secret@127.0.0.1:{port}/club")
    assert s.problem and "cannot be reached" in s.problem and "secret" not in s.problem
    s.record("ann", "x", "meld", [], True, 1)  # still works, in memory
    assert len(s.answers("ann")) == 1


def test_an_old_store_is_brought_up_to_date(tmp_path: Path) -> None:
    import sqlite3

    path = tmp_path / "old.sqlite3"
    old = sqlite3.connect(path)  # the store as the SQLite-only version left it
    old.executescript("""
        CREATE TABLE profiles (name TEXT PRIMARY KEY, created TEXT NOT NULL,
          settings TEXT NOT NULL DEFAULT '{}');
        CREATE TABLE answers (id INTEGER PRIMARY KEY AUTOINCREMENT, profile TEXT NOT NULL,
          at TEXT NOT NULL, puzzle TEXT NOT NULL, kind TEXT NOT NULL, rule_ids TEXT NOT NULL,
          correct INTEGER NOT NULL, attempt INTEGER NOT NULL, given TEXT NOT NULL DEFAULT '{}');
        INSERT INTO answers (profile, at, puzzle, kind, rule_ids, correct, attempt)
          VALUES ('ann', '2026-11-01T10:00:00+00:00', 'tp-1', 'take_pile', '["pile-2"]', 1, 1);
    """)
    old.commit()
    old.close()
    s = Store(str(path))
    assert s.problem is None
    assert [a.puzzle for a in s.answers("ann")] == ["tp-1"]
    s.review("ann", "tp-1", rating_for(1, True))  # a table the old store never had
    assert len(s.upcoming("ann")) == 1


def test_two_servers_opening_a_new_database_at_once_both_use_it(postgres_server: str) -> None:
    """Setting up the tables is done one process at a time (found by review: the second
    one's CREATE TABLE failed and it kept its progress in memory)."""
    for _ in range(3):
        stores = _opened_together(fresh_database(postgres_server), 3)
        assert [s.problem for s in stores] == [None, None, None]


def _opened_together(url: str, n: int) -> list[Store]:
    stores: list[Store] = []
    threads = [threading.Thread(target=lambda: stores.append(Store(url))) for _ in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return stores


def test_a_server_restart_in_the_middle_is_tried_again_not_given_up(where: str) -> None:
    s = Store(where)
    s.record("ann", "x", "meld", [], True, 1)
    s.engine.dispose()  # every pooled connection gone, as after a restart of the server
    s.record("ann", "y", "meld", [], True, 1)
    assert s.problem is None and len(s.answers("ann")) == 2
