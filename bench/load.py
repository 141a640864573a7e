"""Load test (not a test): a club's arrangement on this machine, then simulated learners.

    .venv/bin/python bench/load.py [--learners 60] [--seconds 120] [--think 3]
                                   [--restart]

Starts a throwaway PostgreSQL (Debian's ``postgresql``), two tutor processes sharing it and
HAProxy in front (deploy/haproxy.cfg, Debian's ``haproxy``). Each simulated learner opens
its own Streamlit session over the app's WebSocket, as a browser does, named by a link
(``?profile=load-N``), and every few seconds (``--think``: 1 to 2x seconds, at random)
clicks: opens a page, or presses one of the buttons the page shows (Deal, Draw, Next, a
lesson, Check my answer...). A click's wait is from sending it to the server's "script
finished". Errors: an exception shown on a page, a run that did not finish, a lost
connection. Then the same load on a single process, for comparison. With ``--restart``
the first process is stopped and started again halfway: its learners reconnect through
the balancer to the other process and carry on (their saved progress is in PostgreSQL);
reconnections are counted apart from errors.
"""

from __future__ import annotations

import asyncio
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import websockets
from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.proto.WidgetStates_pb2 import WidgetState

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.postgres import fresh_database, postgres  # noqa: E402
from tests.servers import free_port, healthy, streamlit_command  # noqa: E402

PAGES = ["", "learn", "practice", "play", "first-hand", "progress", "score-pad"]
SKIP = ("Sign in", "Sign out", "New game", "Switch")


@dataclass
class Tally:
    waits: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    reconnects: int = 0


class Learner:
    """One learner's Streamlit session, spoken to as the browser speaks to it."""

    def __init__(self, url: str, name: str) -> None:
        self.ws_url = url.replace("http://", "ws://") + "/_stcore/stream"
        self.name = name
        self.page = ""
        self.buttons: list[tuple[str, str]] = []
        self.ws: websockets.ClientConnection | None = None

    async def connect(self) -> None:
        self.ws = await websockets.connect(self.ws_url, subprotocols=["streamlit"],
                                           max_size=None, open_timeout=20)

    async def click(self, page: str, button: str | None = None) -> None:
        """Run ``page`` (pressing ``button``, a widget id) and wait for it to finish."""
        assert self.ws is not None
        msg = BackMsg()
        msg.rerun_script.query_string = f"profile={self.name}"
        msg.rerun_script.page_name = page
        if button is not None:
            msg.rerun_script.widget_states.widgets.append(
                WidgetState(id=button, trigger_value=True))
        await self.ws.send(msg.SerializeToString())
        self.page, buttons, problem = page, [], None
        while True:
            fwd = ForwardMsg()
            fwd.ParseFromString(await asyncio.wait_for(self.ws.recv(), 60))
            kind = fwd.WhichOneof("type")
            if kind == "delta" and fwd.delta.WhichOneof("type") == "new_element":
                element = fwd.delta.new_element
                if element.WhichOneof("type") == "button":
                    buttons.append((element.button.id, element.button.label))
                elif element.WhichOneof("type") == "exception":
                    problem = element.exception.message
            if kind == "script_finished":
                break
        self.buttons = [(i, label) for i, label in buttons if label not in SKIP]
        if problem is not None:
            raise RuntimeError(f"{page}: {problem}")

    def next_click(self, rng: random.Random) -> tuple[str, str | None]:
        if self.buttons and rng.random() < 0.7:
            return self.page, rng.choice(self.buttons)[0]
        return rng.choice(PAGES), None


async def learner(url: str, n: int, until: float, think: float, tally: Tally,
                  rng: random.Random) -> None:
    me = Learner(url, f"load-{n}")
    await asyncio.sleep(rng.uniform(0, think))  # they do not all arrive at once
    while time.time() < until:
        try:
            if me.ws is None:
                await me.connect()
                await me.click(me.page)
            await asyncio.sleep(rng.uniform(think, 2 * think))
            page, button = me.next_click(rng)
            start = time.perf_counter()
            await me.click(page, button)
            tally.waits.append(time.perf_counter() - start)
        except (websockets.ConnectionClosed, websockets.InvalidHandshake, OSError,
                TimeoutError) as e:
            if time.time() >= until:
                break
            tally.reconnects += 1
            me.ws = None
            if tally.reconnects > 10 * (n + 1):
                tally.errors.append(f"learner {n}: {type(e).__name__}")
                return
            await asyncio.sleep(1)
        except RuntimeError as e:
            tally.errors.append(str(e))
    if me.ws is not None:
        await me.ws.close()


def start_tutor(port: int, database: str) -> subprocess.Popen[bytes]:
    env = {**os.environ, "CANASTA_TUTOR_DB": database}
    return subprocess.Popen(streamlit_command(port), cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def wait_healthy(url: str) -> None:
    if not healthy(url):
        raise RuntimeError(f"{url} did not become healthy")


def run_load(url: str, learners: int, seconds: float, think: float,
             restart: tuple[subprocess.Popen[bytes], int, str] | None = None) -> Tally:
    tally = Tally()
    rng = random.Random(1)
    until = time.time() + seconds

    async def main() -> None:
        tasks = [asyncio.create_task(learner(url, n, until, think, tally,
                                             random.Random(rng.random())))
                 for n in range(learners)]
        if restart is not None:
            await asyncio.sleep(seconds / 2)
            proc, port, database = restart
            proc.terminate()  # a process restart in the middle of the load
            await asyncio.to_thread(proc.wait, 20)
            fresh = start_tutor(port, database)
            restart_box.append(fresh)
            await asyncio.to_thread(wait_healthy, f"http://127.0.0.1:{port}")
        await asyncio.gather(*tasks)

    restart_box: list[subprocess.Popen[bytes]] = []
    asyncio.run(main())
    if restart_box:
        restart_box[0].terminate()
    return tally


def report(label: str, tally: Tally, seconds: float) -> None:
    waits = sorted(w * 1000 for w in tally.waits)
    q = statistics.quantiles(waits, n=100) if len(waits) > 1 else [0.0] * 99
    print(f"{label:<34} {len(waits) / seconds:6.1f} clicks/s   median {q[49]:6.0f} ms   "
          f"p95 {q[94]:6.0f} ms   max {waits[-1] if waits else 0:6.0f} ms   "
          f"errors {len(tally.errors)}   reconnects {tally.reconnects}")
    for e in tally.errors[:5]:
        print("   ", e)


@dataclass
class Cluster:
    url: str
    """The balancer's address."""
    tutors: list[subprocess.Popen[bytes]]
    ports: list[int]


@contextmanager
def cluster(database: str) -> Iterator[Cluster]:
    """Two tutor processes on ``database`` behind HAProxy (deploy/haproxy.cfg)."""
    ports = [free_port(), free_port()]
    tutors = [start_tutor(p, database) for p in ports]
    lb_port = free_port()
    env = {**os.environ, "LB_PORT": str(lb_port), "TUTOR1": f"127.0.0.1:{ports[0]}",
           "TUTOR2": f"127.0.0.1:{ports[1]}"}
    balancer = subprocess.Popen(["haproxy", "-db", "-f", str(ROOT / "deploy/haproxy.cfg")],
                                env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    got = Cluster(f"http://127.0.0.1:{lb_port}", tutors, ports)
    try:
        for p in ports:
            wait_healthy(f"http://127.0.0.1:{p}")
        wait_healthy(got.url)
        yield got
    finally:
        stop([balancer, *got.tutors])


def stop(processes: list[subprocess.Popen[bytes]]) -> None:
    """Stop each process, killing one that does not stop within 20 s."""
    for proc in processes:
        proc.terminate()
    for proc in processes:
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def main() -> None:
    args = sys.argv[1:]
    learners = int(args[args.index("--learners") + 1]) if "--learners" in args else 60
    seconds = float(args[args.index("--seconds") + 1]) if "--seconds" in args else 120
    think = float(args[args.index("--think") + 1]) if "--think" in args else 3
    print(f"{learners} learners, {seconds:.0f} s, {think:.0f}-{2 * think:.0f} s between "
          "clicks\n")
    with postgres() as server:
        database = fresh_database(server)
        with cluster(database) as two:
            restart = (two.tutors[0], two.ports[0], database) if "--restart" in args else None
            got = run_load(two.url, learners, seconds, think, restart)
            report("two processes behind HAProxy" + (", one restarted" if restart else ""),
                   got, seconds)
        port = free_port()
        alone = start_tutor(port, fresh_database(server))
        try:
            wait_healthy(f"http://127.0.0.1:{port}")
            got = run_load(f"http://127.0.0.1:{port}", learners, seconds, think)
            report("one process", got, seconds)
        finally:
            stop([alone])


if __name__ == "__main__":
    main()
