"""Shared helpers: short ways to write cards, positions and puzzles in tests."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

import pytest
import streamlit as st
from playwright.sync_api import Browser, BrowserContext, Page
from streamlit.testing.v1 import AppTest

from tests.browser import fresh, watch
from tests.postgres import postgres_server  # noqa: F401 - a fixture for every test module
from tests.servers import free_port, healthy, streamlit_command
from tutor.course.page import CHROMIUM_ARGS, chromium_path
from tutor.engine import CLASSIC, Card, parse_cards
from tutor.puzzles.format import parse_puzzle, solve


def C(text: str) -> tuple[Card, ...]:
    """Cards from one string: C("KS KH 2C")."""
    return parse_cards(text)


T4 = CLASSIC.table(4)


def answer(puzzle: dict[str, Any]) -> dict[str, Any]:
    """Solve a contract-format puzzle and return the engine's answer."""
    return solve(parse_puzzle(puzzle)).answer


def why(puzzle: dict[str, Any]) -> list[str]:
    return solve(parse_puzzle(puzzle)).why


# --- the order of the tests under pytest-xdist ---------------------------------------------


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Under pytest-xdist (dev.py runs a worker a core, ``--dist worksteal``): the tests
    marked ``long`` first, dealt out one worker at a time. worksteal gives each worker an
    equal run of the list and lets an idle one take the end of a busy one's queue; a long
    test left at the end of a queue kept one worker busy for a minute while the other
    waited."""
    workers = int(getattr(config, "workerinput", {}).get("workercount", 1))
    if workers < 2:
        return
    long = [x for x in items if x.get_closest_marker("long")]
    rest = [x for x in items if not x.get_closest_marker("long")]
    queues: list[list[pytest.Item]] = [[] for _ in range(workers)]
    for i, item in enumerate(long):
        queues[i % workers].append(item)
    left = len(items)
    for k, queue in enumerate(queues):  # each queue as long as worksteal's share for it
        share = left // (workers - k)
        left -= share
        take = max(0, share - len(queue))
        queue.extend(rest[:take])
        del rest[:take]
    queues[-1].extend(rest)
    items[:] = [x for queue in queues for x in queue]


# --- real-browser tests ----------------------------------------------------------------


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


@pytest.fixture
def context(context: BrowserContext) -> BrowserContext:
    """pytest-playwright's context for a test's ``page``, watched (tests/browser.py)."""
    return watch(context)


@pytest.fixture(scope="module")
def tab(browser: Browser) -> Iterator[Page]:
    """One page at phone width for a module's tests, each of which opens its own address
    in it as a learner of its own (``?profile=``): a new document, so a new Streamlit
    session in which that address is the first page. (A new tab for each cost 0.3 s more,
    a new browser context 0.5 s more: the app's scripts loaded again.)"""
    page = fresh(browser)
    yield page
    page.context.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session")
def app_url(tmp_path_factory: pytest.TempPathFactory, chromium: str) -> Iterator[str]:
    """The app served by `streamlit run` on a free port, with its own progress file."""
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "CANASTA_TUTOR_DB": str(tmp_path_factory.mktemp("db") / "p.sqlite3")}
    with serve(root, env) as url:
        APP_DBS[url] = Path(env["CANASTA_TUTOR_DB"])
        yield url


#: The progress file of each app served by ``app_url``, by its address (a test may look at
#: what was kept).
APP_DBS: dict[str, Path] = {}


#: The logs of the servers running now: a failing test's report ends with theirs.
SERVER_LOGS: list[IO[bytes]] = []


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """A browser test that fails on CI shows what its server said (a coach's note that
    never came: was the coach's process gone, or busy?) and what its pages showed (a
    timed-out click says only what it waited for)."""
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    if report.failed:
        for i, log in enumerate(SERVER_LOGS):
            report.sections.append((f"the end of server {i + 1}'s log", log_tail(log)))
        browser = getattr(item, "funcargs", {}).get("browser")
        if report.when == "call" and isinstance(browser, Browser):
            for n, page in enumerate(p for c in browser.contexts for p in c.pages):
                report.sections.append((f"open page {n + 1}", page_text(page)))


def page_text(page: Page, size: int = 3000) -> str:
    """A page's address and the start of what its main part says (or why it cannot)."""
    try:
        text = page.locator("[data-testid='stMain']").inner_text(timeout=3000)
    except Exception as e:  # (a page that hangs, or is gone)
        text = f"(unreadable: {type(e).__name__})"
    return f"{page.url}\n{text[:size]}"


@pytest.fixture(autouse=True)
def _judgements_called_off() -> Iterator[None]:
    """After a test, the judgements it asked the coach for and no one will read are called
    off (a page's tests play moves by the dozen, with the coach speaking of mistakes as it
    does until asked otherwise: a dozen judgements left waiting took a core from the tests
    after them). The one being made finishes; the rest are never made."""
    yield
    coaching = sys.modules.get("tutor.app.coaching")
    if coaching is not None:
        with coaching._LOCK:
            coaching.cancel([job.future for job in coaching._WAITING])


@pytest.fixture(autouse=True)
def _pages_closed(request: pytest.FixtureRequest) -> Iterator[None]:
    """A browser test's own contexts are closed after it, failed or not: a page left open
    by a failed test went on loading its server (a review's timer asking the coach for more),
    and the next test on that server failed waiting behind it."""
    browser = request.getfixturevalue("browser") if "browser" in request.fixturenames else None
    before = set(browser.contexts) if isinstance(browser, Browser) else set()
    yield
    if isinstance(browser, Browser):
        for context in [c for c in browser.contexts if c not in before]:
            context.close()


def log_tail(log: IO[bytes], size: int = 6000) -> str:
    """The last ``size`` bytes of a log the server is still writing to (read without moving
    the offset the server's output shares with it)."""
    end = os.fstat(log.fileno()).st_size
    return os.pread(log.fileno(), size, max(0, end - size)).decode(errors="replace")


@contextmanager
def serve(cwd: Path, env: dict[str, str], port: int | None = None) -> Iterator[str]:
    """`streamlit run app.py` from ``cwd`` (its ``.streamlit/`` folder configures it) on a
    free port; the URL once it is healthy; stopped at the end."""
    import subprocess
    import tempfile

    port = port or free_port()
    # the server's output goes to a file: a pipe nobody reads fills at 64 KB of log lines
    # and then stops the server mid-test (CT_SERVER_LOG names a file to keep it in)
    kept = os.environ.get("CT_SERVER_LOG")
    log = open(kept, "ab") if kept else tempfile.TemporaryFile()  # noqa: SIM115 (closed below)
    SERVER_LOGS.append(log)
    proc = subprocess.Popen(streamlit_command(port), cwd=cwd, env=env,
                            stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        if not healthy(url, 60, alive=proc):
            if proc.poll() is not None:
                log.seek(0)
                pytest.fail(f"streamlit exited early:\n{log.read().decode()}")
            pytest.fail("streamlit did not become healthy in 60 s")
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        SERVER_LOGS.remove(log)
        log.close()


# --- the app under AppTest ---------------------------------------------------------------


APP = str(Path(__file__).resolve().parent.parent / "app.py")


@pytest.fixture
def db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    path = tmp_path / "progress.sqlite3"
    monkeypatch.setenv("CANASTA_TUTOR_DB", str(path))
    st.cache_resource.clear()  # the store is a cached resource: one per test
    yield path
    st.cache_resource.clear()


def app(page: str | None = None, **params: str) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    at.run()
    if page:
        for k, v in params.items():
            at.query_params[k] = v
        at.switch_page(page).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def blocks(at: AppTest) -> list[Any]:
    """The page's Markdown and its own HTML (cards, tables: st.html), in that order; not
    the script that remembers the learner (it is not shown)."""
    return [*at.markdown, *(h for h in at.get("html")
                            if not str(h.value).lstrip().startswith("<script"))]


def texts(at: AppTest) -> str:
    parts = [m.value for m in blocks(at)] + [c.value for c in at.caption]
    parts += [x.value for x in at.success] + [x.value for x in at.error]
    parts += [x.value for x in at.warning] + [x.value for x in at.info]
    parts += [x.value for x in at.header] + [x.value for x in at.subheader]
    return "\n".join(str(p) for p in parts)


def hand_pick(at: AppTest, cards: list[int], name: str = "play.pick") -> AppTest:
    """Choose the hand's cards ``cards`` (their places in the hand) as taps on them would,
    and run: the choice is kept under the name the page gives it now (tutor.app.hand)."""
    n = at.session_state.get(name + "#", 0)
    at.session_state[f"{name}.{n}"] = cards
    return at.run()


def submit(at: AppTest) -> AppTest:
    next(b for b in at.button if b.label == "Check my answer").click().run()
    assert not at.exception, [e.value for e in at.exception]
    return at
