"""Waiting in a real browser for what Streamlit does, not for a fixed time.

Every browser context the tests open gets ``WATCH`` as an init script. It notes when the
page last sent a message to the server (a click, a typed value, a page switch: each is a
message that starts a run), when it last heard back, and when Streamlit's run state (the
``data-test-script-state`` of the app's root) last changed. A run is over when the server
has answered the last message sent, the state is ``notRunning``, no element is still a
placeholder (a kind of element first drawn on a page loads its code then: a skeleton
until it has), and nothing has arrived or changed for ``QUIET_MS``: the last message of a
run is its "finished".

(Streamlit's status widget, which the older waits looked at, shows its Stop button only
after a run has lasted half a second, so it says nothing about a short run; a fixed pause
after it read the old page once under load.)
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Browser, BrowserContext, Locator, Page

WAIT = 30_000
PHONE = {"width": 390, "height": 844}
QUIET_MS = 30

WATCH = """(() => {
  if (window.__ct) return;
  const now = () => performance.now();
  const ct = window.__ct = {sends: 0, sent: 0, heard: 0, changed: 0};
  const Socket = window.WebSocket;
  window.WebSocket = class extends Socket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', () => { ct.heard = now(); });
    }
    send(data) { ct.sends += 1; ct.sent = now(); return super.send(data); }
  };
  new MutationObserver(() => { ct.changed = now(); }).observe(document, {
    subtree: true, attributes: true, attributeFilter: ['data-test-script-state']});
  ct.over = (sends, quiet) => {
    const app = document.querySelector('[data-testid="stApp"]');
    return !!app && ct.sends > sends && ct.heard > ct.sent
      && app.getAttribute('data-test-script-state') === 'notRunning'
      && !document.querySelector('[data-testid="stSkeleton"]')
      && now() - Math.max(ct.heard, ct.changed) > quiet;
  };
})()"""


def watch(context: BrowserContext) -> BrowserContext:
    """Install the watcher on every page ``context`` opens from now on."""
    context.add_init_script(WATCH)
    return context


def fresh(browser: Browser, viewport: dict[str, int] | None = None, **options: object) -> Page:
    """A page in a new context (no cookies, no Streamlit session), watched; phone width
    unless ``viewport`` says otherwise."""
    context = watch(browser.new_context(viewport=viewport or PHONE, **options))  # type: ignore[arg-type]
    page = context.new_page()
    page.set_default_timeout(WAIT)
    return page


def sends(page: Page) -> int:
    """How many messages the page has sent the server so far."""
    n: int = page.evaluate("() => window.__ct.sends")
    return n


def settle(page: Page, after: int = 0) -> None:
    """Wait until the run started by the page's messages after the first ``after`` (by
    default: any, such as the first run of a page just opened) is over. The page is
    brought to the front first, as a person's tab is when they use it (a tab behind
    another draws no frames, and what waits for a frame waits for it)."""
    page.bring_to_front()
    page.wait_for_function("([n, q]) => window.__ct && window.__ct.over(n, q)",
                           arg=[after, QUIET_MS])
    page.evaluate(LAID_OUT)


#: The page's fonts loaded, its transitions over (an element fading in after a run has
#: the contrast of neither colour) and two frames drawn since: what a run drew is laid out
#: (a row of columns is measured after its first frame, before it stacks on a phone).
LAID_OUT = """() => Promise.race([
  new Promise(done => setTimeout(done, 3000)),  // (an animation may be paused for good)
  document.fonts.ready
    .then(() => Promise.all(document.getAnimations()
      .filter(a => a.playState === 'running' && a.effect
              && a.effect.getTiming().iterations !== Infinity)
      .map(a => a.finished.catch(() => null))))
    .then(() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done))))
])"""


def ran(page: Page, act: Callable[[], object]) -> None:
    """Do ``act`` (a click, a key, a typed value) and wait for the run it starts."""
    page.bring_to_front()
    before = sends(page)
    act()
    settle(page, before)


def clicked(page: Page, target: Locator) -> None:
    """Click ``target`` and wait for the run the click starts."""
    ran(page, target.click)


def shot(page: Page, path: Path, full: bool = True) -> None:
    """A screenshot to look at, under tests/artifacts, when ``CT_SHOTS=1`` (a full page of a
    lesson takes a quarter of a second: the suite does not take them to pass)."""
    if os.environ.get("CT_SHOTS") == "1":
        page.screenshot(path=str(path), full_page=full)
