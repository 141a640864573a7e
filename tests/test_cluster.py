"""More than one machine: two tutor processes share one PostgreSQL behind HAProxy (the
deploy/ configuration, Debian's packages); a learner's game survives the restart of the
process that served it, and two learners' clicks at once lose nothing."""

from __future__ import annotations

import asyncio
import os
import shutil
from collections.abc import Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

import pytest
import websockets

from bench.load import Cluster, Learner, cluster, start_tutor, wait_healthy
from tests.postgres import fresh_database
from tutor.store import Store

ROOT = Path(__file__).resolve().parent.parent
T = TypeVar("T")


def in_thread(work: Coroutine[Any, Any, T]) -> T:
    """Run ``work`` on an event loop of its own (the browser tests' sync Playwright keeps
    one running in this thread)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, work).result()


@pytest.fixture
def two(postgres_server: str) -> Iterator[tuple[Cluster, str]]:
    """Two tutor processes behind HAProxy, and their database's URL."""
    if shutil.which("haproxy") is None:
        if os.environ.get("CI"):
            pytest.fail("HAProxy is not installed (.ci/run installs Debian's haproxy)")
        pytest.skip("HAProxy is not installed here")
    database = fresh_database(postgres_server)
    with cluster(database) as running:
        yield running, database


@pytest.mark.long
def test_a_game_survives_the_restart_of_its_process(two: tuple[Cluster, str]) -> None:
    running, database = two
    url, tutors, ports = running.url, running.tutors, running.ports

    async def deal() -> Learner:
        me = Learner(url, "resumer")
        await me.connect()
        await me.click("play")
        await me.click("play", next(i for i, t in me.buttons if t == "Deal"))
        return me

    me = in_thread(deal())
    assert "Draw" in [t for _, t in me.buttons]
    saved = Store(database).load_play("resumer")
    assert saved is not None
    for t in tutors:  # whichever process served it, stop both in turn: restart one first
        t.terminate()
        t.wait(20)
    tutors[:] = [start_tutor(ports[0], database)]
    wait_healthy(f"http://127.0.0.1:{ports[0]}")
    me.ws = None

    async def again() -> list[str]:
        back = Learner(url, "resumer")  # a new session: the browser reconnected
        for _ in range(40):
            try:
                await back.connect()
                break
            except (OSError, websockets.InvalidHandshake):  # the balancer finds out
                await asyncio.sleep(0.5)
        await back.click("play")
        return [t for _, t in back.buttons]

    labels = in_thread(again())
    assert "Draw" in labels and "Deal" not in labels  # the game resumed, nothing lost
    assert Store(database).load_play("resumer") == saved


def test_learners_on_both_processes_at_once_lose_nothing(two: tuple[Cluster, str]) -> None:
    running, database = two
    url = running.url

    async def one(n: int) -> None:
        me = Learner(url, f"club-{n}")
        await me.connect()
        await me.click("play")
        await me.click("play", next(i for i, t in me.buttons if t == "Deal"))
        await me.click("play", next(i for i, t in me.buttons if t == "Draw"))
        assert me.ws is not None
        await me.ws.close()

    async def all_of_them() -> None:
        await asyncio.gather(*(one(n) for n in range(8)))

    in_thread(all_of_them())
    store = Store(database)
    assert all(store.load_play(f"club-{n}") for n in range(8))
