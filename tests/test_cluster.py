"""More than one machine: two tutor processes share one PostgreSQL behind HAProxy (the
deploy/ configuration, Debian's packages); a learner's game survives the restart of the
process that served it, and two learners' clicks at once lose nothing."""

from __future__ import annotations

import asyncio
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
import websockets

from bench.load import Learner, healthy, start_tutor
from tests.conftest import free_port
from tests.postgres import fresh_database
from tutor.store import Store

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def cluster(postgres_server: str) -> Iterator[tuple[str, list[subprocess.Popen[bytes]],
                                                     list[int], str]]:
    """(balancer URL, the two processes, their ports, the database URL)."""
    if shutil.which("haproxy") is None:
        if os.environ.get("CI"):
            pytest.fail("HAProxy is not installed (.ci/run installs Debian's haproxy)")
        pytest.skip("HAProxy is not installed here")
    database = fresh_database(postgres_server)
    ports = [free_port(), free_port()]
    tutors = [start_tutor(p, database) for p in ports]
    lb = free_port()
    env = {**os.environ, "LB_PORT": str(lb), "TUTOR1": f"127.0.0.1:{ports[0]}",
           "TUTOR2": f"127.0.0.1:{ports[1]}"}
    balancer = subprocess.Popen(["haproxy", "-db", "-f", str(ROOT / "deploy/haproxy.cfg")],
                                env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for p in ports:
            healthy(f"http://127.0.0.1:{p}")
        healthy(f"http://127.0.0.1:{lb}")
        yield f"http://127.0.0.1:{lb}", tutors, ports, database
    finally:
        balancer.terminate()
        for t in tutors:
            t.terminate()
        for t in tutors:
            t.wait(20)


def press(me: Learner, label: str) -> None:
    button = next(i for i, text in me.buttons if text == label)
    asyncio.run(_click(me, me.page, button))


async def _click(me: Learner, page: str, button: str | None = None) -> None:
    if me.ws is None:
        await me.connect()
    await me.click(page, button)


def test_a_game_survives_the_restart_of_its_process(cluster: tuple[
        str, list[subprocess.Popen[bytes]], list[int], str]) -> None:
    url, tutors, ports, database = cluster

    async def deal() -> Learner:
        me = Learner(url, "resumer")
        await me.connect()
        await me.click("play")
        await me.click("play", next(i for i, t in me.buttons if t == "Deal"))
        return me

    me = asyncio.run(deal())
    assert "Draw" in [t for _, t in me.buttons]
    saved = Store(database).load_play("resumer")
    assert saved is not None
    for t in tutors:  # whichever process served it, stop both in turn: restart one first
        t.terminate()
        t.wait(20)
    tutors[:] = [start_tutor(ports[0], database)]
    healthy(f"http://127.0.0.1:{ports[0]}")
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

    labels = asyncio.run(again())
    assert "Draw" in labels and "Deal" not in labels  # the game resumed, nothing lost
    assert Store(database).load_play("resumer") == saved


def test_learners_on_both_processes_at_once_lose_nothing(cluster: tuple[
        str, list[subprocess.Popen[bytes]], list[int], str]) -> None:
    url, _, _, database = cluster

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

    asyncio.run(all_of_them())
    store = Store(database)
    assert all(store.load_play(f"club-{n}") for n in range(8))
