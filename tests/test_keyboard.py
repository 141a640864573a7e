"""The tutor with the keyboard alone, in Chromium: a whole lesson (every check answered,
each kind of answer by its keys) and a whole hand of Play, with no mouse event at all.
After a move, focus comes back to the move the page offers next, not to the top of the
page (it fell to the top: two dozen Tabs back to the cards after each move)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser import fresh, ran, settle, shot
from tests.test_browser_walk import assert_sound
from tests.test_course_browser import _label
from tutor.course.learn import load_lessons

pytestmark = pytest.mark.e2e
HAND = "Your hand: tap cards to choose them"
FOCUSED = """() => { const e = document.activeElement;
  if (!e || e === document.body) return {label: '', hand: false, group: false, tag: '', type: ''};
  const box = e.closest('label');
  const label = e.getAttribute('aria-label') || (e.tagName === 'INPUT' && box ? box.innerText
    : '') || (['BUTTON', 'A'].includes(e.tagName) ? e.innerText : '');
  return {label: label.trim(), tag: e.tagName, type: e.type || '',
          group: !!e.closest('[data-testid="stButtonGroup"]'),
          hand: !!e.closest('[aria-label="HAND"]')}; }""".replace("HAND", HAND)


def focused(page: Page) -> dict[str, Any]:
    got: dict[str, Any] = page.evaluate(FOCUSED)
    return got


def tab_to(page: Page, want: Callable[[dict[str, Any]], bool], back: bool = False) -> None:
    """Tab (or Shift+Tab) until the focused element is the one wanted."""
    seen = []
    for _ in range(120):
        page.keyboard.press("Shift+Tab" if back else "Tab")
        now = focused(page)
        seen.append(now["label"])
        if want(now):
            return
    raise AssertionError(f"the keyboard never reached it; it went through {seen[-30:]}")


def arrow_to(page: Page, label: str) -> bool:
    """Within a row of cards, the arrow keys to the card named ``label``: False at the end
    of the row without it."""
    for _ in range(40):  # to the row's first card
        was = focused(page)["label"]
        page.keyboard.press("ArrowLeft")
        if focused(page)["label"] == was:
            break
    last = None
    for _ in range(40):
        now = focused(page)["label"]
        if now == label:
            return True
        if now == last:
            return False
        last = now
        page.keyboard.press("ArrowRight")
    return False


def named(text: str) -> Callable[[dict[str, Any]], bool]:
    """The element whose words end with ``text`` (after an icon's name, if it has one)."""
    return lambda f: bool(f["label"].endswith(text))


def press(page: Page, button: str, new_view: bool = False) -> None:
    """The button reached by Tab and pressed with Enter (if focus is not on it already).
    A move or an answer takes focus with it; the page gives it back (its script moves a
    lost focus 150 ms after the page is drawn), except on a ``new_view`` (another lesson,
    the deal), which is read from the top."""
    if not named(button)(focused(page)):
        tab_to(page, named(button))
    ran(page, lambda: page.keyboard.press("Enter"))
    if not new_view:
        page.wait_for_function("() => document.activeElement !== document.body")


def reach(page: Page, want: Callable[[dict[str, Any]], bool]) -> None:
    """Focus on what is wanted: there already (focus comes to the next check after an
    answer), else Tab on to it."""
    if not want(focused(page)):
        tab_to(page, want)


def _answer(page: Page, kind: str, value: Any) -> None:
    """A check's answer given by keys: Space on a card, arrows in a yes-or-no, typing."""
    if kind == "cards":  # one Tab stop for a row of cards; the arrow keys go from card to card
        reach(page, lambda f: bool(f["group"]))
        for _ in range(8):  # this row of cards, or the next that holds the first card
            if arrow_to(page, value[0]):
                break
            tab_to(page, lambda f: bool(f["group"]))
        for label in value:
            assert arrow_to(page, label), label
            page.keyboard.press("Space")  # (in the check's form: no run)
    elif kind == "yesno":
        reach(page, lambda f: f["type"] == "radio")
        page.keyboard.press("Space" if value == "Yes" else "ArrowDown")
    elif kind == "choice":
        reach(page, lambda f: f["tag"] == "INPUT" and f["type"] == "text")
        page.keyboard.type(value)
        page.keyboard.press("Enter")
    else:
        for v in value if kind == "numbers" else [value]:
            reach(page, lambda f: f["type"] == "number")
            page.keyboard.type(str(v))
    press(page, "Check my answer")


@pytest.mark.long
def test_a_whole_lesson_with_the_keyboard_alone(browser: Browser, app_url: str) -> None:
    lesson = load_lessons()[0]
    page = fresh(browser)
    page.goto(f"{app_url}/learn?profile=keys-lesson")
    settle(page)
    press(page, f"1. {lesson.title} — 0 of {len(lesson.steps)} steps learned", new_view=True)
    for n, step in enumerate(lesson.steps):
        expect(page.locator("h1").first).to_have_text(step.title)
        for i, check in enumerate(step.checks):
            _answer(page, *_label(check))
            expect(page.get_by_text("Right on the first try.")).to_have_count(i + 1)
        if n + 1 < len(lesson.steps):
            press(page, "Next →", new_view=True)  # a new step: read from the top
    press(page, "← All lessons", new_view=True)
    expect(page.get_by_text(f"{len(lesson.steps)} of {len(lesson.steps)} steps learned",
                            exact=False)).to_be_visible()
    page.context.close()


def main_button(page: Page) -> str:
    """The move the page offers next (the guide's or the coach's, else Draw or Discard):
    after a move, focus is back on it."""
    return page.locator("[data-testid='stMain'] button[kind='primary']").first.inner_text()


@pytest.mark.long
def test_a_whole_hand_of_play_with_the_keyboard_alone(browser: Browser, app_url: str,
                                                      artifacts: Path) -> None:
    """Deal, then each turn: Draw, a card chosen with Space (Shift+Tab from the main button
    back into the hand), Discard; a partner's question answered; to the hand's score, every
    turn's page sound at phone width (the computer players meld and go out)."""
    page = fresh(browser)
    page.goto(f"{app_url}/play?profile=keys-play")
    settle(page)
    press(page, "Deal", new_view=True)
    turns = 0
    for _ in range(150):
        buttons = page.locator("[data-testid='stMain'] button").all_inner_texts()
        if "Next hand" in buttons or "New game" in buttons:
            break
        if "Yes" in buttons:
            press(page, "Yes")
        elif "Draw" in buttons:  # (the first turn starts where the page starts)
            assert focused(page)["label"] == main_button(page) or not turns, focused(page)
            press(page, "Draw")
            turns += 1
        else:
            assert focused(page)["label"] == main_button(page), focused(page)
            tab_to(page, lambda f: bool(f["hand"]), back=True)
            ran(page, lambda: page.keyboard.press("Space"))  # a card chosen: a run
            press(page, "Discard the chosen card")
            # what the others did since is read out by a screen reader (a polite live region)
            live = page.locator("#ct-live")
            expect(live).to_have_attribute("aria-live", "polite")
            # (set by the page's script as the run's last element is drawn: waited for)
            expect(live).to_have_text(re.compile(r"^Since your last move: You discard"))
            said = live.text_content() or ""
            assert any(who in said for who in ("West", "East", "Your partner")), said
            assert_sound(page, f"play, turn {turns}")
    expect(page.get_by_text("The hand is over")).to_be_visible()
    assert turns > 1
    broken = page.evaluate("() => [...document.querySelectorAll('img.ct-card')]"
                           ".filter(i => !i.complete || i.naturalWidth === 0).length")
    assert broken == 0 and page.locator("img.ct-card").count() > 10  # the cards are drawn
    assert page.locator("table.ct-totals").count() >= 2  # each side's itemised score
    shot(page, artifacts / "walk-play.png")
    page.context.close()


def test_focus_taken_by_a_redraw_soon_after_an_answer_goes_to_what_follows(
        browser: Browser) -> None:
    """The page's focus script, alone in a page shaped as Streamlit's: the run is over and
    focus is still on the button pressed; a moment later a redraw takes that button away
    (Streamlit mounted it afresh). Focus goes to what follows, not to the top of the page:
    the script looked only once, and a keyboard lesson on a loaded machine was left with
    focus on the page's body."""
    from tutor.app.ui import focus_script

    page = fresh(browser)
    body = ("<div data-testid='stApp' data-test-script-state='notRunning'>"
            "<div data-testid='stMain'><button id='held'>Check my answer</button>"
            "<script>sessionStorage.setItem('ct-focus-chk', '0');"
            "document.getElementById('held').focus();</script>"
            + focus_script("chk", 1, "next", "")
            + "<button id='after'>The next check</button></div></div>")
    page.route("http://focus.test/", lambda route: route.fulfill(
        body=body, content_type="text/html"))
    page.goto("http://focus.test/")
    page.wait_for_timeout(300)  # (the script has looked: focus is on the button)
    assert page.evaluate("document.activeElement.id") == "held"
    page.evaluate("document.getElementById('held').remove()")
    page.wait_for_function("document.activeElement && document.activeElement.id === 'after'",
                           timeout=5000)
    page.context.close()
