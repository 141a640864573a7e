"""Where a click's time goes (not a test), measured in Chromium.

    .venv/bin/python bench/click_parts.py [--rounds 3] [--url http://127.0.0.1:8501]

For a lesson's Next, Deal, Draw and Discard in Play and a page switch, prints the
median milliseconds from the tap to the server's first message, to its "script
finished" message, and to the next painted frame; the last two apart are the browser's
own work on the page. With ``--url`` it measures a running server (two servers side by
side compare two commits); else it starts the app with a progress file of its own.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

from playwright.sync_api import Locator, Page
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.browser import DESKTOP, Clicker, chromium_on  # noqa: E402

Parts = dict[str, list[tuple[float, float, float]]]


class Parted(Clicker):
    """A page whose clicks are timed in three parts (every message kept, with its time)."""

    def __init__(self, page: Page) -> None:
        self.frames: list[tuple[float, str]] = []
        super().__init__(page)
        page.on("websocket", lambda ws: ws.on("framereceived", self._frame))

    def _frame(self, payload: bytes | str) -> None:
        if isinstance(payload, bytes):
            msg = ForwardMsg()
            msg.ParseFromString(payload)
            self.frames.append((time.perf_counter(), str(msg.WhichOneof("type"))))

    def parts(self, target: Locator) -> tuple[float, float, float]:
        target.wait_for(state="visible")
        self.frames.clear()
        began = time.perf_counter()
        target.evaluate("e => e.click()")
        while not any(kind == "script_finished" for _, kind in self.frames):
            self.page.wait_for_timeout(2)
        self.page.evaluate("() => new Promise(r => requestAnimationFrame(() => r()))")
        painted = time.perf_counter() - began
        first = self.frames[0][0] - began
        finished = next(t for t, kind in self.frames if kind == "script_finished") - began
        self.settle()
        return first, finished, painted


def one_round(url: str, browser: object, parts: Parts) -> None:
    page = browser.new_context(viewport=DESKTOP).new_page()  # type: ignore[attr-defined]
    page.set_default_timeout(30_000)
    c = Parted(page)

    def note(what: str, target: Locator) -> None:
        parts.setdefault(what, []).append(c.parts(target))

    page.goto(f"{url}/learn?lesson=deck-and-turn&step=deck")
    page.wait_for_selector("[data-testid='stMain'] h1")
    c.settle()
    note("lesson: Next", page.get_by_role("button", name="Next →"))
    page.goto(f"{url}/play")
    page.wait_for_selector("[data-testid='stMain'] h1")
    c.settle()
    note("play: Deal", page.get_by_role("button", name="Deal"))
    note("play: Draw", page.get_by_role("button", name="Draw", exact=True))
    hand = page.get_by_role("toolbar", name="Your hand: tap cards to choose them")
    hand.locator("button").first.click()
    c.settle()
    note("play: Discard", page.get_by_role("button", name="Discard the chosen card"))
    note("page switch", page.locator("[data-testid='stSidebarNavItems'] a", has_text="Progress"))
    page.context.close()


def report(parts: Parts) -> None:
    print(f"{'':<16}{'n':>3} {'1st msg':>8} {'finished':>9} {'painted':>8} {'paint':>6}")
    for what, values in parts.items():
        first, finished, painted = (statistics.median(v[i] * 1000 for v in values)
                                    for i in range(3))
        paint = statistics.median((v[2] - v[1]) * 1000 for v in values)
        print(f"{what:<16}{len(values):>3} {first:>8.0f} {finished:>9.0f} {painted:>8.0f} "
              f"{paint:>6.0f}")


def main() -> None:
    args = sys.argv[1:]
    rounds = int(args[args.index("--rounds") + 1]) if "--rounds" in args else 3
    parts: Parts = {}
    with chromium_on(args) as (url, browser):
        for _ in range(rounds):
            one_round(url, browser, parts)
    report(parts)


if __name__ == "__main__":
    main()
