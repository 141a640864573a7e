"""A lesson step, rendered by the loader, looked at in real Chromium (screenshots kept)."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest
from playwright.sync_api import Page

from tests.browser import shot
from tutor.course.learn import load_lessons
from tutor.course.page import step_page

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
    sideways = page.locator("img.ct-sideways")
    assert sideways.count() == 1
    box = sideways.bounding_box()
    assert box is not None and box["width"] > box["height"]  # the wild lies across the pile
    assert page.get_by_role("img", name="two of spades (wild), turned sideways: it freezes "
                            "the pile").count() == 1
    assert page.evaluate("document.documentElement.scrollWidth") <= width + 1  # no sideways scroll
    shot(page, artifacts / f"lesson-step-{width}.png")


def test_the_card_under_a_sideways_wild_stays_in_view_and_canastas_are_squared(
        page: Page, artifacts: Path) -> None:
    from tutor.engine import get_rules, parse_cards
    from tutor.render.cards import CSS, melds_html, pile_html

    pile = pile_html(parse_cards(["5S", "9D", "2C", "KS"]), get_rules("classic"))
    melds = melds_html([parse_cards(["QS", "QC", "QH", "QD", "QS", "QC", "QH"]),
                        parse_cards(["8S", "8H", "8D", "8C", "8S", "2C", "JK"]),
                        parse_cards(["7S", "7H", "7D"])])
    doc = artifacts / "pile-and-canastas.html"
    doc.write_text(f"<!doctype html><meta charset=utf-8><style>{CSS}</style>"
                   f"<p>{pile}</p><p>{melds}</p>", encoding="utf-8")
    page.goto(doc.as_uri())
    under, wild = page.locator("img.ct-under"), page.locator("img.ct-sideways")
    assert under.count() == 1 and wild.count() == 1
    a, b = under.bounding_box(), wild.bounding_box()
    assert a is not None and b is not None
    assert a["x"] + a["width"] <= b["x"] + 0.5  # the 9♦ under the two is not covered at all
    canastas = page.locator(".ct-canasta")
    assert canastas.count() == 2  # each squared into one pile: one card shows
    assert canastas.nth(0).locator("img").count() == 1
    assert canastas.nth(0).locator("img").get_attribute("alt") in ("queen of hearts",
                                                                   "queen of diamonds")
    assert canastas.nth(1).locator("img").get_attribute("alt") in ("eight of spades",
                                                                   "eight of clubs")
    assert canastas.nth(0).locator(".ct-count").inner_text() == "7"
    # what each squared pile holds stays readable, for counting it: the wild cards by name
    assert canastas.nth(0).locator(".ct-inside").inner_text() == "7 queens"  # not "7 × Q"
    assert canastas.nth(1).locator(".ct-inside").inner_text() == "5 eights + 2♣ + Joker"
    assert canastas.nth(1).locator(".ct-inside").is_visible()
    for i in (0, 1):  # the count sits on its card's corner, however wide the words under it
        card = canastas.nth(i).locator("img").bounding_box()
        badge = canastas.nth(i).locator(".ct-count").bounding_box()
        assert card is not None and badge is not None
        assert abs(badge["x"] + badge["width"] / 2 - (card["x"] + card["width"])) < 12, i
    assert page.locator(".ct-meld img").count() == 3  # the sevens lie spread out
    shot(page, artifacts / "pile-and-canastas.png", full=False)


def test_a_wild_card_inside_a_meld_shows_its_face(page: Page, artifacts: Path) -> None:
    """Melds overlap their cards to the corner index; a 2 or joker in the middle of one
    showed only a sliver at phone width (8♣ 8♣ 2♠ 2♥ 8♦), so wild cards overlap less."""
    from tutor.engine import parse_cards
    from tutor.render import cards as render

    melds = [list(parse_cards(["8C", "8C", "2S", "2H", "8D"])),
             list(parse_cards(["AS", "AH", "JK", "AD", "AC"]))]
    doc = artifacts / "melds-with-wild-cards.html"
    doc.write_text(f"<html><head><meta name='viewport' content='width=device-width'><style>"
                   f"{render.CSS}</style></head><body>{render.melds_html(melds)}</body></html>",
                   encoding="utf-8")
    page.set_viewport_size({"width": 390, "height": 400})
    page.goto(doc.as_uri())
    for meld in page.locator(".ct-meld").all():
        cards = meld.locator("img.ct-card").all()
        for card, after in pairwise(cards):
            a, b = card.bounding_box(), after.bounding_box()
            assert a is not None and b is not None
            shown = b["x"] - a["x"]
            wild = "ct-wild" in (card.get_attribute("class") or "")
            assert shown >= (0.6 if wild else 0.35) * a["width"], (card.get_attribute("alt"), shown)
    shot(page, artifacts / "melds-with-wild-cards.png", full=False)
