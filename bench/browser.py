"""Browser bench (not a test): what a person waits for, measured in Chromium.

    .venv/bin/python bench/browser.py [--rounds 5]

Starts the app (its own progress file), then in headless Chromium:

- a click to its result, timed in the page: from the tap to the frame painted once the page
  has handled the end of the run it started, for the clicks a learner makes most, in a
  learner's session of its own each round (a new browser): four steps of a lesson with a
  check answered, two practice answers (Next puzzle where one is offered), three page
  switches in the sidebar, and Deal then three turns of Draw and Discard in Play. Each kind
  of click over every round, then the first click of each kind in its session apart
  (nothing cached in the browser yet); and for the Deal, the time until the hand's pictures
  are all on the screen (a picture may come after the run's end);
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


#: Put in every page before its scripts: when a "script finished" message of the server
#: reaches the page (a ForwardMsg whose field 6 is set, read from its top-level fields),
#: the taps waiting on one are told.
RUN_WATCH = """(() => {
  const Native = window.WebSocket;
  window.__ctWaiting = [];
  const varint = (b, i) => {
    let v = 0, s = 0;
    for (;;) { const x = b[i++]; v += (x & 127) * 2 ** s; s += 7; if (x < 128) return [v, i]; }
  };
  const finishes = (b) => {
    let i = 0, key, n;
    while (i < b.length) {
      [key, i] = varint(b, i);
      const field = Math.floor(key / 8), wire = key & 7;
      if (field === 6) return true;
      if (wire === 0) [, i] = varint(b, i);
      else if (wire === 2) { [n, i] = varint(b, i); i += n; }
      else if (wire === 1) i += 8;
      else if (wire === 5) i += 4;
      else return false;
    }
    return false;
  };
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => {
        if (e.data instanceof ArrayBuffer && finishes(new Uint8Array(e.data)))
          for (const go of window.__ctWaiting.splice(0)) go();
      });
    }
  };
})();"""

#: A tap on the element, timed in the page by its own clock: from the tap to the first
#: frame painted after the page has handled the "script finished" message of the run it
#: started (two task hops let Streamlit's own handling and React's render go first).
#: Measured in the page, nothing polls from outside while the click runs: a loop asking the
#: browser every 2 ms whether the run was over took CPU from the page and the server on
#: this 2-core machine, and added 25–80 ms to the same clicks.
TIMED_TAP = """(el) => new Promise((resolve, reject) => {
  const began = performance.now();
  window.__ctTapped = began;
  const hop = (then) => {
    const c = new MessageChannel(); c.port1.onmessage = then; c.port2.postMessage(null);
  };
  window.__ctWaiting.push(() => hop(() => hop(() => requestAnimationFrame(
    () => hop(() => resolve(performance.now() - began))))));
  setTimeout(() => reject(new Error('no run followed the tap')), 30000);
  el.click();
})"""


HAND = "play: Deal, its hand shown"
"""Not a click's result: a Deal's, to its hand's pictures on the screen (HAND_SHOWN)."""

#: Put in the page before a Deal: resolves to the time from the tap to the first frame in
#: which the hand's pictures are all there, loaded (what the learner waits to see; the end
#: of the run may come first, a picture drawn later).
HAND_SHOWN = """() => { window.__ctHand = new Promise((resolve) => {
  const shown = () => {
    const pics = [...document.querySelectorAll('[role="toolbar"] button img')];
    return pics.length > 0 && pics.every((i) => i.complete && i.naturalWidth > 0);
  };
  const look = () => {
    if (!shown()) return;
    watch.disconnect(); document.removeEventListener('load', look, true);
    requestAnimationFrame(() => resolve(performance.now() - window.__ctTapped));
  };
  const watch = new MutationObserver(look);
  watch.observe(document.body, {subtree: true, childList: true});
  document.addEventListener('load', look, true);
}); }"""


class Clicker:
    """A page whose clicks are timed, each from the tap to its result painted."""

    def __init__(self, page: Page) -> None:
        self.page = page
        page.add_init_script(RUN_WATCH)

    def settle(self) -> None:
        self.page.wait_for_function(
            "() => !document.querySelector('[data-testid=\"stStatusWidget\"] button')")
        self.page.wait_for_timeout(300)

    def click(self, target: Locator) -> float:
        """Seconds from a tap on ``target`` (dispatched in the page, as a finger's tap is,
        without Playwright's own checks before a click) to the result painted."""
        target.wait_for(state="visible")
        took = float(target.evaluate(TIMED_TAP)) / 1000
        self.settle()
        return took


Note = Callable[[str, float], None]


def learner_clicks(url: str, browser: object, rounds: int
                   ) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    """Every click of each kind over ``rounds`` learners' sessions, and apart from them the
    first click of each kind in each session (a new browser: nothing cached yet)."""
    waits: dict[str, list[float]] = {}
    firsts: dict[str, list[float]] = {}
    for _ in range(rounds):
        seen: set[str] = set()

        def note(what: str, seconds: float, seen: set[str] = seen) -> None:
            waits.setdefault(what, []).append(seconds)
            if what not in seen:
                seen.add(what)
                firsts.setdefault(what, []).append(seconds)

        one_round(url, browser, note)
    return waits, firsts


def one_round(url: str, browser: object, note: Note) -> None:
    """A learner's session in a fresh browser context (desktop width, so that the sidebar's
    page links show): a few steps of a lesson with a check, two practice answers (a second
    try where the first was wrong), three page switches and three turns of Play."""
    page = browser.new_context(viewport=DESKTOP).new_page()  # type: ignore[attr-defined]
    page.set_default_timeout(30_000)
    c = Clicker(page)
    _open(page, c, f"{url}/learn?lesson=deck-and-turn&step=deck")
    for n in range(4):
        note("lesson: Next", c.click(page.get_by_role("button", name="Next →")))
        if n == 0:
            _answer(page, c, note, "lesson: check answered")
    _open(page, c, f"{url}/practice?puzzle=tp-018")
    for _ in range(2):
        _answer(page, c, note, "practice: answer checked")
        nxt = page.get_by_role("button", name="Next puzzle")
        if nxt.count():
            note("practice: Next puzzle", c.click(nxt.first))
    for name in ("Progress", "Learn", "Home"):
        link = page.locator("[data-testid='stSidebarNavItems'] a", has_text=name)
        note("page switch (sidebar)", c.click(link))
    _play(page, c, url, note)
    page.context.close()


def _open(page: Page, c: Clicker, address: str) -> None:
    page.goto(address)
    page.wait_for_selector("[data-testid='stMain'] h1")
    c.settle()


def _answer(page: Page, c: Clicker, note: Note, what: str) -> None:
    """The first check on the page answered with its first choice (a yes or no, a card)."""
    form = page.locator("[data-testid='stForm']").first
    pick = form.locator("[data-testid='stRadio'] label, [data-testid='stButtonGroup'] button")
    if pick.count():
        pick.first.click()
        c.settle()
        note(what, c.click(form.get_by_role("button", name="Check my answer")))


def _play(page: Page, c: Clicker, url: str, note: Note) -> None:
    """A new game dealt, then three turns: draw, choose a card, discard it."""
    _open(page, c, f"{url}/play")
    page.evaluate(HAND_SHOWN)
    note("play: Deal", c.click(page.get_by_role("button", name="Deal")))
    note(HAND, float(page.evaluate("window.__ctHand")) / 1000)
    for _ in range(3):
        draw = page.get_by_role("button", name="Draw", exact=True)
        if not draw.count():
            return  # (the hand is over)
        note("play: Draw", c.click(draw))
        hand = page.get_by_role("toolbar", name="Your hand: tap cards to choose them")
        hand.locator("button").first.click()
        c.settle()
        note("play: Discard", c.click(page.get_by_role("button", name="Discard the chosen card")))


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
    waits, firsts = clicks
    print(f"{'':<32}{'n':>4} {'min ms':>8} {'median':>8} {'p95':>8}")
    for what, values in waits.items():
        line(what, values)
    line("every click", [v for what, values in waits.items() if what != HAND for v in values])
    print("the first click of its kind in a new browser:")
    for what, values in firsts.items():
        line(f"  {what}", values)
    line("warm server: first usable page", warm)
    line("cold start: to a usable page", cold)


if __name__ == "__main__":
    main()
