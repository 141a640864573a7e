"""A beginner takes the whole course in Chromium: from the lesson list through every step of
every lesson, each check answered from the cards on screen, each lesson's review, to the
final test's score. The answers a learner gives come from the lesson's own worked choice
(for the checks that choose cards) or from the engine (the test is about the pages)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from tests.test_browser_walk import WAIT, assert_sound, settle
from tutor.course.learn import Check, load_lessons
from tutor.engine import Card
from tutor.views.viewmodel import check_field, pill_labels

pytestmark = pytest.mark.e2e


def _label(check: Check) -> tuple[str, Any]:
    """The widget kind and what a learner picks on it for the right answer."""
    field = check_field(check)
    if field.widget == "cards":
        labels = pill_labels([Card(c) for c in field.options])
        want = list(check.answer)
        picked = []
        for i, c in enumerate(field.options):  # one pill per card of the lesson's choice
            if c in want:
                want.remove(c)
                picked.append(labels[i])
        return "cards", picked
    value = check.answer if check.hands_on else check.engine_answer()
    if field.widget == "discard":
        return "cards", [field.labels[list(field.options).index(value)]]
    if field.widget == "choice":
        return "choice", field.labels[list(field.options).index(value)]
    if field.widget == "yesno":
        return "yesno", "Yes" if value else "No"
    return field.widget, value


def _answer(page: Page, form: Locator, check: Check) -> None:
    kind, value = _label(check)
    if kind == "cards":
        for label in value:
            form.get_by_text(label, exact=True).click()
    elif kind == "choice":
        form.locator("[data-testid='stSelectbox'] input").first.click()
        page.keyboard.type(value)
        page.keyboard.press("Enter")
    elif kind == "yesno":
        form.locator("[role='radiogroup'] label").filter(has_text=value).first.click()
    elif kind == "numbers":
        for box, v in zip(form.locator("[data-testid='stNumberInput'] input").all(), value,
                          strict=True):
            box.fill(str(v))
    else:
        form.locator("[data-testid='stNumberInput'] input").first.fill(str(value))
    form.get_by_role("button", name="Check my answer").click()


def test_a_beginner_goes_from_the_first_step_to_the_end_of_the_final_test(
        browser: Browser, app_url: str, artifacts: Path) -> None:
    page = browser.new_context(viewport={"width": 900, "height": 1000}).new_page()
    page.set_default_timeout(WAIT)
    page.goto(f"{app_url}/learn")
    settle(page)
    page.get_by_role("button", name="1. The deck and the turn", exact=False).click()
    right = 0
    for lesson in load_lessons():
        for n, step in enumerate(lesson.steps):
            expect(page.locator("h1").first).to_have_text(step.title)
            settle(page)
            assert_sound(page, f"{lesson.id}/{step.id}")
            for i, check in enumerate(step.checks):
                form = page.locator("[data-testid='stForm']").nth(i)
                _answer(page, form, check)
                right += 1
                expect(page.get_by_text("Right on the first try.")).to_have_count(
                    i + 1, timeout=WAIT)
            if step.id == "whole-hand":
                page.screenshot(path=str(artifacts / "course-whole-hand.png"), full_page=True)
            if n + 1 < len(lesson.steps):
                page.get_by_role("button", name="Next →").click()
            elif lesson.id != "final-test":
                page.get_by_role("button", name="Next lesson:", exact=False).click()
    expect(page.get_by_text(f"Your score: {len(lesson.steps[-1].checks)} of "
                            f"{len(lesson.steps[-1].checks)} right first time")).to_be_visible()
    expect(page.get_by_text("That was the last step of the last lesson.")).to_be_visible()
    page.screenshot(path=str(artifacts / "course-final-score.png"), full_page=True)
    assert right == sum(len(s.checks) for x in load_lessons() for s in x.steps)
    page.context.close()


def test_a_learn_more_link_opens_its_step_and_a_reload_stays_there(
        browser: Browser, app_url: str, artifacts: Path) -> None:
    """After a second miss, "Learn more" opens the step that teaches the rule; the address
    follows, so a reload stays on that step (it went back to the old one)."""
    page = browser.new_context(viewport={"width": 390, "height": 844}).new_page()
    page.set_default_timeout(WAIT)
    page.goto(f"{app_url}/learn?lesson=deck-and-turn&step=whole-hand")
    settle(page)
    form = page.locator("[data-testid='stForm']").first
    for _ in range(2):  # 9♣ alone called a meld, twice
        form.get_by_text("9♣", exact=True).click()
        settle(page)
        form.get_by_role("button", name="Check my answer").click()
        settle(page)
        form.get_by_text("9♣", exact=True).click()  # unchosen for the second try
        settle(page)
    link = page.get_by_role("link", name="A meld:", exact=False).first
    link.click()
    settle(page)
    expect(page.locator("h1").first).to_have_text("What a meld is")
    assert "lesson=melds" in page.url
    page.reload()
    settle(page)
    expect(page.locator("h1").first).to_have_text("What a meld is")
    page.screenshot(path=str(artifacts / "learn-more-after-reload.png"), full_page=True)
    page.context.close()


def _say(page: Page, yes_or_no: str) -> None:
    """The first check's answer, Yes or No, given and checked."""
    form = page.locator("[data-testid='stForm']").first
    form.locator("[role='radiogroup'] label").filter(has_text=yes_or_no).first.click()
    form.get_by_role("button", name="Check my answer").click()


def test_a_reload_keeps_a_wrong_first_try_in_the_browser(
        browser: Browser, app_url: str, artifacts: Path) -> None:
    """A wrong first answer, then a reload: the reason is still there and the next answer
    is the second try (a reload used to forget the first and count the second as first)."""
    page = browser.new_context(viewport={"width": 390, "height": 844}).new_page()
    page.set_default_timeout(WAIT)
    page.goto(f"{app_url}/learn?lesson=discard-pile&step=not-opened")
    settle(page)
    _say(page, "No")
    expect(page.get_by_text("Not quite", exact=False)).to_be_visible()
    page.reload()
    settle(page)
    expect(page.get_by_text("Not quite", exact=False)).to_be_visible()
    _say(page, "Yes")
    expect(page.get_by_text("Right on your second try.")).to_be_visible()
    page.screenshot(path=str(artifacts / "learn-reload-second-try.png"), full_page=True)
    page.context.close()


def test_a_review_brings_its_rules_back_on_fresh_cards(
        browser: Browser, app_url: str, artifacts: Path) -> None:
    """A lesson's review asks the rules again on other cards than the steps above showed
    (it showed the same cards, so memory passed it), at phone width."""
    from tutor.course.learn import load_course

    taught = {x.id: x for x in load_course()}
    lesson = next(x for x in load_lessons() if x.id == "melds-and-wild-cards")
    review = lesson.steps[-1]
    page = browser.new_context(viewport={"width": 390, "height": 844}).new_page()
    page.set_default_timeout(WAIT)
    page.goto(f"{app_url}/learn?lesson={lesson.id}&step={review.id}")
    settle(page)
    expect(page.locator("h1").first).to_have_text(review.title)
    fresh = 0
    for source, check in zip(review.sources, review.checks, strict=True):
        lid, sid, n = source.split("/")
        was = taught[lid].step(sid).checks[int(n) - 1]
        expect(page.get_by_text(check.question, exact=True)).to_be_visible()
        if check.question != was.question:
            fresh += 1
            expect(page.get_by_text(was.question, exact=True)).to_have_count(0)
    assert fresh >= 2
    page.screenshot(path=str(artifacts / "learn-review-fresh.png"), full_page=True)
    page.context.close()


def test_a_check_open_in_two_tabs_keeps_the_first_try(
        browser: Browser, app_url: str, artifacts: Path) -> None:
    """The same check in two tabs: a wrong first try in one, then a right answer in the
    other, drawn before it: the second tab counts a second try and says why (it counted a
    first try, so the miss was lost)."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    first, second = context.new_page(), context.new_page()
    for page in (first, second):
        page.set_default_timeout(WAIT)
        page.goto(f"{app_url}/learn?lesson=discard-pile&step=not-opened&profile=two-tab-learner")
        settle(page)
    _say(first, "No")
    expect(first.get_by_text("Not quite", exact=False)).to_be_visible()
    _say(second, "Yes")
    expect(second.get_by_text("Right on your second try.")).to_be_visible()
    expect(second.get_by_text("made in another tab", exact=False)).to_be_visible()
    second.screenshot(path=str(artifacts / "learn-two-tabs.png"), full_page=True)
    context.close()
