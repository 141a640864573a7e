"""A table's house rule set in Settings, followed by a lesson and by Play, in Chromium at
phone width: the learner's table freezes the pile with a black 3 (Bicycle's reading, a
house rule at a Classic table); the lesson step about the black 3 says so beside it and
grades its check by it; a hand of Play is dealt and played to its score under it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser import clicked, fresh, settle
from tests.test_browser_walk import assert_sound
from tutor.course.learn import load_lessons
from tutor.engine import Card
from tutor.views.viewmodel import check_field, pill_labels

pytestmark = pytest.mark.e2e
FREEZES = "Freezes the pile for everyone, not only while on top."
TABLE = "Classic Canasta, with 1 house rule"


def _set_the_house_rule(page: Page, app_url: str, artifacts: Path) -> None:
    page.goto(f"{app_url}/settings?profile=house-table")
    settle(page)
    expect(page.get_by_text("Classic Canasta as the book has them", exact=False)).to_be_visible()
    clicked(page, page.get_by_text("The discard pile", exact=True))
    group = page.get_by_role("radiogroup", name="A black 3 in the pile")
    clicked(page, group.get_by_text(FREEZES, exact=True))
    expect(page.get_by_text(re.compile(f"^In force: {TABLE} · 4 players"))).to_be_visible()
    expect(page.get_by_text("A black 3 in the pile: " + FREEZES)).to_be_visible()
    assert_sound(page, "settings with a house rule")
    page.screenshot(path=str(artifacts / "house-settings.png"), full_page=True)


def _the_lesson_follows(page: Page, app_url: str, artifacts: Path) -> None:
    page.goto(f"{app_url}/learn?lesson=discard-pile&step=blocked&profile=house-table")
    settle(page)
    note = page.locator("[data-testid='stAlertContentWarning']")
    expect(note).to_contain_text(f"At your table ({TABLE}")
    expect(note).to_contain_text("A black 3 in the pile: " + FREEZES)
    step = next(s for x in load_lessons() if x.id == "discard-pile" for s in x.steps
                if s.id == "blocked")
    options = list(check_field(step.checks[0]).options)
    labels = pill_labels([Card(c) for c in options])
    form = page.locator("[data-testid='stForm']").first
    for code in ("KH", "KC"):  # the natural pair: right at this table (K♥ 2♦ is not)
        form.get_by_text(labels[options.index(code)], exact=True).click()
    clicked(page, form.get_by_role("button", name="Check my answer"))
    expect(page.get_by_text("Right on the first try.")).to_be_visible()
    assert_sound(page, "lesson at a table with a house rule")
    page.screenshot(path=str(artifacts / "house-lesson.png"), full_page=True)


def _a_hand_of_play(page: Page, app_url: str, artifacts: Path) -> None:
    page.goto(f"{app_url}/play?profile=house-table")
    settle(page)
    clicked(page, page.get_by_role("button", name="Deal"))
    expect(page.get_by_text("Classic Canasta (the rule sheets), with 1 house rule · 4 players",
                            exact=False)).to_be_visible()
    for turn in range(60):
        if page.get_by_text("The hand is over").count():
            break
        if page.get_by_role("button", name="Yes", exact=True).count():
            clicked(page, page.get_by_role("button", name="Yes", exact=True))
            continue
        clicked(page, page.get_by_role("button", name="Draw", exact=True))
        if page.get_by_text("The hand is over").count():
            break  # (the stock ran out on your draw)
        hand = page.get_by_role("toolbar", name="Your hand: tap cards to choose them")
        clicked(page, hand.locator("button").first)
        clicked(page, page.get_by_role("button", name="Discard the chosen card"))
        assert_sound(page, f"play under a house rule, turn {turn + 1}")
    expect(page.get_by_text("The hand is over")).to_be_visible()
    assert page.locator("table.ct-totals").count() >= 2  # each side's itemised score
    page.screenshot(path=str(artifacts / "house-play.png"), full_page=True)


@pytest.mark.long
def test_a_house_rule_set_in_settings_is_followed_by_a_lesson_and_by_play(
        browser: Browser, app_url: str, artifacts: Path) -> None:
    page = fresh(browser)
    _set_the_house_rule(page, app_url, artifacts)
    _the_lesson_follows(page, app_url, artifacts)
    _a_hand_of_play(page, app_url, artifacts)
    page.goto(f"{app_url}/settings?profile=house-table")  # and back to the book's rules
    settle(page)
    clicked(page, page.get_by_role("button", name="Back to the book's rules"))
    expect(page.get_by_text(re.compile("^In force: Classic Canasta · 4 players"))).to_be_visible()
    page.context.close()
