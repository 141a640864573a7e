"""Browser bench (not a test): what a person waits for, measured in Chromium.

    .venv/bin/python bench/browser.py [--rounds 5]

Starts the app (its own progress file), then in headless Chromium:

- a click to its result: from the click to the server's "script finished" message on the
  page's WebSocket plus the next painted frame, for the clicks a learner makes most (a
  lesson's Next, a lesson check answered, a practice answer checked, Next puzzle, a page
  switch in the sidebar, Deal, Draw and Discard in Play);
- a warm server's first usable page: a new browser (no cache, no session) opening the
  practice page until its "Check my answer" button shows;
- a cold start: the process started until that page is usable.

Prints min, median and 95th percentile of each (the issue's targets: a click under 100 ms
median and 250 ms at the 95th percentile; a warm first page within 1.5 s; a cold start
within 3 s).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from playwright.sync_api import Browser, Locator, Page, sync_playwright
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.servers import free_port, healthy, streamlit_command  # noqa: E402
from tutor.course.page import CHROMIUM_ARGS, chromium_path  # noqa: E402

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}


def start(port: int) -> tuple[subprocess.Popen[bytes], float]:
    env = {**os.environ, "CANASTA_TUTOR_DB": str(Path(tempfile.mkdtemp()) / "b.sqlite3")}
    began = time.perf_counter()
    proc = subprocess.Popen(streamlit_command(port), cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    healthy(f"http://127.0.0.1:{port}")
    return proc, began


@contextmanager
def chromium_on(args: list[str]) -> Iterator[tuple[str, Browser]]:
    """The app's address (``--url URL`` in ``args``, else the app started here with a
    progress file of its own, stopped afterwards) and Chromium to open it in."""
    url = args[args.index("--url") + 1] if "--url" in args else None
    exe = chromium_path()
    if exe is None:
        sys.exit("no chromium here")
    proc = None
    if url is None:
        port = free_port()
        proc, _ = start(port)
        url = f"http://127.0.0.1:{port}"
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
            yield url, browser
            browser.close()
    finally:
        if proc is not None:
            proc.terminate()


class Clicker:
    """A page whose clicks are timed to the server's 'script finished' and a paint."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.finished: list[float] = []
        page.on("websocket", lambda ws: ws.on("framereceived", self._frame))

    def _frame(self, payload: bytes | str) -> None:
        if isinstance(payload, bytes):
            msg = ForwardMsg()
            msg.ParseFromString(payload)
            if msg.WhichOneof("type") == "script_finished":
                self.finished.append(time.perf_counter())

    def settle(self) -> None:
        self.page.wait_for_function(
            "() => !document.querySelector('[data-testid=\"stStatusWidget\"] button')")
        self.page.wait_for_timeout(300)

    def click(self, target: Locator) -> float:
        """Seconds from a tap on ``target`` (dispatched in the page, as a finger's tap is,
        without Playwright's own checks before a click) to the result painted."""
        target.wait_for(state="visible")
        seen = len(self.finished)
        began = time.perf_counter()
        target.evaluate("e => e.click()")
        while len(self.finished) <= seen:
            self.page.wait_for_timeout(2)
        self.page.evaluate("() => new Promise(r => requestAnimationFrame(() => r()))")
        took = time.perf_counter() - began
        self.settle()
        return took


def learner_clicks(url: str, browser: object, rounds: int) -> dict[str, list[float]]:
    waits: dict[str, list[float]] = {}

    def note(what: str, seconds: float) -> None:
        waits.setdefault(what, []).append(seconds)

    for _ in range(rounds):
        one_round(url, browser, note)
    return waits


def one_round(url: str, browser: object, note: Callable[[str, float], None]) -> None:
    """A learner's most common clicks, once each, in a fresh browser context (desktop
    width, so that the sidebar's page links show)."""
    page = browser.new_context(viewport=DESKTOP).new_page()  # type: ignore[attr-defined]
    page.set_default_timeout(30_000)
    c = Clicker(page)
    page.goto(f"{url}/learn?lesson=deck-and-turn&step=deck")
    page.wait_for_selector("[data-testid='stMain'] h1")
    c.settle()
    note("lesson: Next", c.click(page.get_by_role("button", name="Next →")))
    form = page.locator("[data-testid='stForm']").first
    pick = form.locator("[data-testid='stRadio'] label, [data-testid='stButtonGroup'] button")
    if pick.count():  # a yes or no, or a card to choose
        pick.first.click()
        c.settle()
        check = form.get_by_role("button", name="Check my answer")
        note("lesson: check answered", c.click(check))
    page.goto(f"{url}/practice?puzzle=tp-018")
    page.wait_for_selector("[data-testid='stMain'] h1")
    c.settle()
    form = page.locator("[data-testid='stForm']").first
    form.locator("[data-testid='stRadio'] label").first.click()
    c.settle()
    check = form.get_by_role("button", name="Check my answer")
    note("practice: answer checked", c.click(check))
    nxt = page.get_by_role("button", name="Next puzzle")
    if nxt.count():
        note("practice: Next puzzle", c.click(nxt.first))
    link = page.locator("[data-testid='stSidebarNavItems'] a", has_text="Progress")
    note("page switch (sidebar)", c.click(link))
    page.goto(f"{url}/play")
    page.wait_for_selector("[data-testid='stMain'] h1")
    c.settle()
    note("play: Deal", c.click(page.get_by_role("button", name="Deal")))
    note("play: Draw", c.click(page.get_by_role("button", name="Draw", exact=True)))
    hand = page.get_by_role("toolbar", name="Your hand: tap cards to choose them")
    hand.locator("button").first.click()
    c.settle()
    note("play: Discard", c.click(page.get_by_role("button", name="Discard the chosen card")))
    page.context.close()


def first_page(url: str, browser: object) -> float:
    page = browser.new_context(viewport=PHONE).new_page()  # type: ignore[attr-defined]
    began = time.perf_counter()
    page.goto(f"{url}/practice?puzzle=tp-018")
    page.get_by_role("button", name="Check my answer").wait_for(timeout=30_000)
    took = time.perf_counter() - began
    page.context.close()
    return took


def line(label: str, values: list[float]) -> None:
    ms = sorted(v * 1000 for v in values)
    p95 = statistics.quantiles(ms, n=20)[18] if len(ms) > 1 else ms[0]
    print(f"{label:<32}{len(ms):>4} {ms[0]:>8.0f} {statistics.median(ms):>8.0f} {p95:>8.0f}")


def main() -> None:
    args = sys.argv[1:]
    rounds = int(args[args.index("--rounds") + 1]) if "--rounds" in args else 5
    exe = chromium_path()
    if exe is None:
        sys.exit("no chromium here")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
        cold = []
        for _ in range(3):
            port = free_port()
            proc, began = start(port)
            page = browser.new_context(viewport=PHONE).new_page()
            page.goto(f"http://127.0.0.1:{port}/practice?puzzle=tp-018")
            page.get_by_role("button", name="Check my answer").wait_for(timeout=60_000)
            cold.append(time.perf_counter() - began)
            page.context.close()
            proc.terminate()
            proc.wait(10)
        port = free_port()
        proc, _ = start(port)
        url = f"http://127.0.0.1:{port}"
        try:
            first_page(url, browser)  # the server's first visitor warms it
            warm = [first_page(url, browser) for _ in range(rounds)]
            clicks = learner_clicks(url, browser, rounds)
        finally:
            proc.terminate()
            browser.close()
    print(f"{'':<32}{'n':>4} {'min ms':>8} {'median':>8} {'p95':>8}")
    everything: list[float] = []
    for what, values in clicks.items():
        line(what, values)
        everything += values
    line("every click", everything)
    line("warm server: first usable page", warm)
    line("cold start: to a usable page", cold)


if __name__ == "__main__":
    main()
