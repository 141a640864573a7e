"""A strategy puzzle as a learner meets it in a browser at phone width: the table as the
player to move sees it, a wrong move that earns what it cost (not the answer), a reload
and a second tab that keep the first try, and the right move on the second."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser import clicked, fresh, settle, shot

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 3000}
DRAW = "Draw a card from the stock."
TAKE = "Take the pile (4 cards) with the top 6♠ and 2♠ onto 6♦ 6♠ 6♣ 6♥ 6♦."


def _choose(page: Page, move: str) -> None:
    """The move chosen, then checked. Under a busy suite a click could land while the form
    was still being drawn (or just before a run that drew it again), and the answer went
    unchosen: it is chosen again until the form shows it chosen, three times at most."""
    form = page.locator("[data-testid='stForm']")
    checked = form.locator("input[type='radio']:checked")
    for _ in range(3):
        settle(page)
        form.locator("[role='radiogroup'] label").filter(has_text=move).first.click()
        try:
            expect(checked).to_have_count(1, timeout=5_000)
            break
        except AssertionError:
            continue
    expect(checked).to_have_count(1)
    clicked(page, page.get_by_role("button", name="Check my answer"))


def test_a_strategy_puzzle_at_phone_width(browser: Browser, app_url: str,
                                          artifacts: Path) -> None:
    address = f"{app_url}/practice?puzzle=strategy-012&profile=strategy-walk"
    page = fresh(browser, PHONE)
    page.goto(address)
    settle(page)
    main = page.locator("[data-testid='stMain']")
    expect(main.get_by_text("What would a strong player do?")).to_be_visible()
    expect(main.get_by_text("4 cards · top card 6♠ · stock: 43 cards")).to_be_visible()
    expect(main.get_by_text("East discards 6♠.")).to_be_visible()  # what happened, in words
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    _choose(page, DRAW)
    expect(main.get_by_text("Not quite.")).to_be_visible()
    said = main.inner_text()
    assert "costs about" in said and "worth more than a card from the stock" in said
    assert TAKE not in said.split("Check my answer")[1]  # the better move: not yet
    shot(page, artifacts / "strategy-first-miss.png")
    other = fresh(browser, PHONE)  # a second tab, and a reload: the first try is kept
    other.goto(address)
    settle(other)
    expect(other.get_by_text("Not quite.")).to_be_visible()
    page.reload()
    settle(page)
    expect(main.get_by_text("Not quite.")).to_be_visible()
    _choose(page, TAKE)
    expect(main.get_by_text("Right on your second try.")).to_be_visible()
    assert "Share this puzzle" in main.inner_text() and "Traceback" not in main.inner_text()
    # the right answer is explained too: why the others are not as good
    expect(main.get_by_text(f"Not as good: {DRAW} The pile's 4 cards are worth more than a "
                            "card from the stock.")).to_be_visible()
    expect(main.get_by_text("The better move makes a canasta of sixes, mixed", exact=False)
           ).to_be_visible()  # (the take of the top alone: six sixes, no canasta)
    shot(page, artifacts / "strategy-second-try.png")
    other.context.close()
    page.context.close()


def test_next_puzzle_opens_the_new_puzzle_at_its_heading_on_a_phone(
        browser: Browser, app_url: str) -> None:
    """helper-23's phone stayed where "Next puzzle" was, half way down the new puzzle's
    table, with focus fallen to the page: the new puzzle now shows from its heading, which
    has the focus (a keyboard goes on from there)."""
    page = fresh(browser)  # (a phone's own height: the page scrolls)
    page.goto(f"{app_url}/practice?puzzle=strategy-012&profile=next-walk")
    settle(page)
    _choose(page, DRAW)
    _choose(page, TAKE)
    nxt = page.get_by_role("button", name="Next puzzle →")
    clicked(page, nxt)
    page.wait_for_function("() => document.activeElement && "
                           "document.activeElement.tagName === 'H3'")
    box = page.evaluate("(() => { const r = document.activeElement.getBoundingClientRect(); "
                        "return [r.top, r.bottom, innerHeight]; })()")
    assert box[0] >= 0 and box[1] <= box[2], f"the new puzzle's heading at {box}"
    page.context.close()
