"""A learner in a real browser: a lesson step, a frozen-pile puzzle wrong then right,
share links. Screenshots are kept in test-artifacts/."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser import LAID_OUT, WAIT, ran, settle
from tests.browser import shot as screenshot

pytestmark = pytest.mark.e2e


def shot(page: Page, artifacts: Path, name: str) -> None:
    page.evaluate(LAID_OUT)
    screenshot(page, artifacts / f"e2e-{name}.png")


def choose(page: Page, question: str, option: str) -> None:
    group = page.get_by_role("radiogroup", name=question)
    group.get_by_text(option, exact=True).click()


@pytest.mark.long
def test_a_learner_goes_from_a_lesson_to_frozen_pile_puzzles(page: Page, app_url: str,
                                                             artifacts: Path) -> None:
    page.set_default_timeout(WAIT)
    # Home, then the first lesson.
    page.goto(app_url)
    settle(page)
    expect(page.get_by_role("heading", name="Canasta Tutor")).to_be_visible()
    expect(page.get_by_text("Rules in force").first).to_be_visible()
    page.goto(f"{app_url}/learn?lesson=discard-pile&step=wild-freezes")
    settle(page)
    expect(page.get_by_role("heading", name="A wild card freezes it for everyone")).to_be_visible()
    # the frozen card lies sideways (in the step's pile and the check's)
    expect(page.locator("img.ct-sideways")).to_have_count(2)
    form = page.locator("[data-testid='stForm']").first
    form.get_by_text("K♥", exact=True).click()  # a natural pair: the king of hearts and
    form.get_by_text("K♦", exact=True).click()  # the king of diamonds
    page.get_by_role("button", name="Check my answer").click()
    expect(page.get_by_text("Right on the first try.")).to_be_visible()
    expect(page.get_by_text("learned").first).to_be_visible()
    shot(page, artifacts, "lesson-step")

    # A frozen-pile puzzle: wrong first, then right.
    page.goto(f"{app_url}/practice?puzzle=tp-018")
    settle(page)
    expect(page.get_by_role("heading", name="Can you take the pile?")).to_be_visible()
    choose(page, "Can you take the pile?", "Yes")
    choose(page, "Is the pile frozen against your side?", "Yes")
    page.get_by_role("button", name="Check my answer").click()
    expect(page.get_by_text("Not quite.")).to_be_visible()
    expect(page.get_by_text("Frozen pile: only a natural pair takes it", exact=True).first
           ).to_be_visible()
    shot(page, artifacts, "puzzle-wrong")
    choose(page, "Can you take the pile?", "No")
    page.get_by_role("button", name="Check my answer").click()
    expect(page.get_by_text("Right on your second try.")).to_be_visible()
    shot(page, artifacts, "puzzle-right")

    # The answers were stored: the Progress page shows them.
    page.goto(f"{app_url}/progress")
    settle(page)
    expect(page.get_by_text("Mastery by rule, weakest first")).to_be_visible()
    expect(page.locator("[data-testid='stVegaLiteChart']").first).to_be_visible()
    expect(page.get_by_text("Work on these next")).to_be_visible()
    expect(page.get_by_text("Frozen pile: only a natural pair takes it — ", exact=False)
           .first).to_be_visible()  # its bar, under its whole title
    page.get_by_text("Every rule you have met", exact=False).click()  # the full list
    expect(page.locator("table.ct-totals").first).to_be_visible()
    expect(page.locator("table.ct-totals td", has_text="Frozen pile: only a natural pair takes it")
           .first).to_be_visible()
    page.wait_for_function(  # the charts draw after they appear
        "() => [...document.querySelectorAll('[data-testid=stVegaLiteChart]')]"
        ".every(c => c.querySelector('canvas, svg.marks'))")
    shot(page, artifacts, "progress")


def test_share_links_open_exactly_that_puzzle_or_say_why_not(page: Page, app_url: str,
                                                             artifacts: Path) -> None:
    page.set_default_timeout(WAIT)
    page.goto(f"{app_url}/practice?kind=take_pile&seed=7&rules=bicycle")
    settle(page)
    expect(page.get_by_text("Canasta as Bicycle publishes it").first).to_be_visible()
    first = page.locator(".ct-pile").first.get_attribute("aria-label")
    page.goto(f"{app_url}/practice?kind=take_pile&seed=7&rules=bicycle")
    settle(page)
    expect(page.locator(".ct-pile").first).to_be_visible()
    assert page.locator(".ct-pile").first.get_attribute("aria-label") == first
    shot(page, artifacts, "share-link")
    page.goto(f"{app_url}/practice?puzzle=nonsense-42")
    settle(page)
    expect(page.get_by_text("There is no puzzle called 'nonsense-42'")).to_be_visible()
    page.get_by_role("button", name="Give me a puzzle instead").click()
    expect(page.get_by_role("button", name="Check my answer")).to_be_visible()
    shot(page, artifacts, "bad-link")


def test_the_practice_page_fits_a_phone(page: Page, app_url: str, artifacts: Path) -> None:
    page.set_default_timeout(WAIT)
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{app_url}/practice?puzzle=tp-030")
    settle(page)
    expect(page.locator("img.ct-card").first).to_be_visible()
    for i in range(page.locator("img.ct-card").count()):
        box = page.locator("img.ct-card").nth(i).bounding_box()
        assert box is not None and box["x"] + box["width"] <= 390
    shot(page, artifacts, "phone")


def test_a_player_scores_a_hand_on_the_score_pad(page: Page, app_url: str,
                                                 artifacts: Path) -> None:
    page.set_default_timeout(WAIT)
    page.set_viewport_size({"width": 1100, "height": 2200})  # the whole pad in one screenshot
    page.goto(f"{app_url}/score-pad")
    settle(page)
    expect(page.get_by_role("button", name="Add this hand to the game")).to_be_visible()
    areas = page.locator("textarea")
    typed = [
        (areas.nth(0), "KS KH KD KC KS KH KD\n8S 8H 8D 8C 8S 2C 2D\nAS AH AD"),
        (areas.nth(1), "JS JH JD JK"),
        # (players numbered round the table: side 1 holds players 1 and 3, side 2 players 2
        # and 4; each label is one box)
        (page.get_by_label("cards left in player 3's hand"), "QH 4S"),
        (page.get_by_label("cards left in player 2's hand"), "AC 7H"),
        (page.get_by_label("cards left in player 4's hand"), "9D 3S"),
        (page.get_by_label("red 3s").nth(0), "2"),
        (page.get_by_label("red 3s").nth(1), "1"),
    ]
    for box, text in typed:  # as a person types: one field, then the next
        box.fill(text)
        ran(page, lambda: box.press("Tab"))  # noqa: B023 - called at once
        expect(box).to_have_value(text)
    went = page.get_by_role("combobox", name="Who went out?")
    went.click()
    went.fill("side 1")
    page.get_by_role("option", name="side 1").wait_for()
    page.keyboard.press("Enter")
    expect(page.get_by_text("This hand scores")).to_contain_text("1,305")
    expect(page.get_by_text("This hand scores")).to_contain_text("140")
    shot(page, artifacts, "score-pad-hand")
    page.get_by_role("button", name="Add this hand to the game").click()
    expect(page.get_by_text("The game so far")).to_be_visible()
    expect(page.get_by_text("First meld next hand")).to_be_visible()
    shot(page, artifacts, "score-pad-game")
    # A bad card is named, and what was typed stays.
    areas.nth(0).fill("KS QX KD")
    areas.nth(0).press("Control+Enter")
    expect(page.get_by_text("'QX' is not a card")).to_be_visible()
    assert areas.nth(0).input_value() == "KS QX KD"


def test_a_glossary_word_shows_its_meaning_on_a_tap_and_hides_it_on_the_next(
        page: Page, app_url: str, artifacts: Path) -> None:
    page.set_default_timeout(WAIT)
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{app_url}/learn?lesson=discard-pile&step=wild-freezes")
    settle(page)
    expect(page.get_by_role("heading", name="A wild card freezes it for everyone")).to_be_visible()
    term = page.locator("label.ct-term").first
    meaning = term.locator(".ct-def")
    expect(meaning).to_be_hidden()
    assert ":" in (term.get_attribute("title") or "")  # the hover tooltip: "term: meaning"
    term.click()
    expect(meaning).to_be_visible()
    assert (meaning.inner_text().strip().startswith("(")
            and meaning.inner_text().strip().endswith(")"))
    shot(page, artifacts, "glossary-open")
    term.click()
    expect(meaning).to_be_hidden()


def test_the_checker_names_every_field_typed_wrong_at_phone_width(page: Page, app_url: str,
                                                                 artifacts: Path) -> None:
    """Three fields typed wrong: one Check names all three, each in a paragraph of its
    own, on the screen of a phone; what was typed stays in its box."""
    page.set_default_timeout(WAIT)
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{app_url}/checker")
    settle(page)
    boxes = page.locator("[data-testid=stMain] input[type=text]")
    boxes.nth(0).fill("5S 1H KS")
    boxes.nth(1).fill("KH KX")
    page.locator("[data-testid=stMain] textarea").first.fill("KC KD KH\n7S 7D QQ")
    ran(page, page.get_by_role("button", name="Check", exact=True).click)
    error = page.locator("[data-testid=stAlertContentError]")
    expect(error).to_be_visible()
    paragraphs = error.locator("p")
    expect(paragraphs).to_have_count(3)
    for i, said in enumerate(("'1H' is not a card", "'KX' is not a card", "'QQ' is not a card")):
        expect(paragraphs.nth(i)).to_contain_text(said)
    box = error.bounding_box()
    assert box is not None and box["x"] + box["width"] <= 390
    expect(boxes.nth(1)).to_have_value("KH KX")
    shot(page, artifacts, "checker-errors")
