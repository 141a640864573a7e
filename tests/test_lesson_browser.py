"""A lesson step, rendered by the loader, looked at in real Chromium (screenshots kept)."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page

from tutor.learn import load_lessons
from tutor.render.page import step_page

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("width", [900, 390], ids=["desktop", "phone"])
def test_a_rendered_lesson_step_shows_real_cards(page: Page, artifacts: Path,
                                                 width: int) -> None:
    lesson = next(x for x in load_lessons() if x.id == "discard-pile")
    html = artifacts / "lesson-step.html"
    html.write_text(step_page(lesson, lesson.step("wild-freezes")), encoding="utf-8")
    page.set_viewport_size({"width": width, "height": 800})
    page.goto(html.as_uri())
    cards = page.locator("img.ct-card")
    assert cards.count() == 4
    for i in range(cards.count()):  # every card image decoded and drawn at a readable size
        box = cards.nth(i).bounding_box()
        assert box is not None and box["height"] >= 40
        assert cards.nth(i).evaluate("img => img.complete && img.naturalWidth > 0")
    sideways = page.locator("img.ct-side")
    assert sideways.count() == 1
    box = sideways.bounding_box()
    assert box is not None and box["width"] > box["height"]  # the wild lies across the pile
    assert page.get_by_role("img", name="two of clubs (wild), turned sideways: it freezes "
                            "the pile").count() == 1
    assert page.evaluate("document.documentElement.scrollWidth") <= width + 1  # no sideways scroll
    page.screenshot(path=str(artifacts / f"lesson-step-{width}.png"), full_page=True)
