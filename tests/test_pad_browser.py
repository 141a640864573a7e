"""The score pad in a real browser at phone width: exports that download on every click,
however the clicks fall between reruns, and expanders that stay open while typing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from tests.browser import clicked, fresh, ran, sends, settle, shot
from tests.test_browser_walk import RULE_CODES

pytestmark = pytest.mark.e2e


def pad(browser: Browser, url: str) -> tuple[Page, Locator]:
    """The score pad as the first page of a new session: the page and its main part."""
    page = fresh(browser, accept_downloads=True)
    page.goto(url)
    settle(page)
    expect(page.get_by_role("button", name="Add this hand to the game")).to_be_visible()
    return page, page.locator("[data-testid='stMain']")


def typed(page: Page, field: Locator, text: str) -> None:
    """``text`` typed into ``field``, then Tab: the page runs again with it."""
    field.fill(text)
    ran(page, lambda: field.press("Tab"))


def is_open(main: Locator, label: str) -> bool:
    details = main.locator("[data-testid='stExpander']").filter(has_text=label).locator(
        "details")
    return details.get_attribute("open") is not None


@pytest.mark.long
def test_every_export_click_downloads_the_game(browser: Browser, app_url: str,
                                               artifacts: Path) -> None:
    """Issue 18: one click in three downloaded nothing ("Deferred file … not found" in the
    server's log) when the page had run again between drawing the button and the click."""
    page, main = pad(browser, f"{app_url}/score-pad")
    typed(page, main.locator("textarea").nth(0), "KS KH KD KC KS KH KD")
    typed(page, main.get_by_label("cards left in player 2's hand"), "4C")  # (the second side's)
    went = page.get_by_role("combobox", name="Who went out?")
    went.click()
    clicked(page, page.get_by_role("option", name="side 1"))
    clicked(page, main.get_by_role("button", name="Add this hand to the game"))
    expect(main.get_by_text("The game so far")).to_be_visible()
    body = page.inner_text("body")
    assert not RULE_CODES.findall(body), "a rule's code on the pad"  # its words instead
    got = []
    for i in range(12):
        box = main.locator("textarea").nth(0)
        box.fill("QS QH QD" if i % 2 else "QS QH")
        before = sends(page)
        box.press("Tab")  # the page runs again ...
        if i % 3:
            settle(page, before)  # ... and the click comes after it, or while it runs
        name = "Export JSON" if i % 2 else "Export CSV"
        with page.expect_download(timeout=10_000) as download:
            main.get_by_role("button", name=name).click()  # (a download: no run)
        got.append(Path(download.value.path()).read_text(encoding="utf-8"))
        settle(page, before)
    assert len(got) == 12
    for text in got[1::2]:
        assert len(json.loads(text)["hands"]) == 1
    for text in got[::2]:
        assert text.startswith("rules,players,teams,hand,side,name")
    shot(page, artifacts / "pad-exports.png")
    page.context.close()


def test_expanders_stay_open_while_names_and_cards_are_changed(browser: Browser, app_url: str,
                                                               artifacts: Path) -> None:
    """Issue 18: the first change after a load shut the expander it was made in."""
    page, main = pad(browser, f"{app_url}/score-pad")
    clicked(page, main.get_by_text("Names of the sides"))
    for i, name in enumerate(["Ann & Bob", "Cy & Di"]):
        typed(page, main.get_by_label(f"side {i + 1}", exact=True), name)
        assert is_open(main, "Names of the sides"), f"closed after naming side {i + 1}"
    expect(main.get_by_text("Ann & Bob", exact=True).first).to_be_visible()
    page.reload()
    settle(page)
    expect(page.get_by_role("button", name="Add this hand to the game")).to_be_visible()
    clicked(page, main.get_by_text("Pick cards instead of typing"))
    picker = main.get_by_role("combobox", name="cards")
    for card in ("K♠", "K♥"):
        picker.click()
        picker.fill(card)  # (the list shows a few cards at a time: typed, it shows that one)
        clicked(page, page.get_by_role("option", name=card, exact=True).first)
        assert is_open(main, "Pick cards instead of typing"), f"closed after choosing {card}"
    page.keyboard.press("Escape")
    clicked(page, main.get_by_role("button", name="Add the cards"))
    assert is_open(main, "Pick cards instead of typing")
    expect(main.locator("textarea").nth(0)).to_have_value("KS KH")
    shot(page, artifacts / "pad-expanders.png")
    page.context.close()


def test_long_side_names_keep_the_game_so_far_on_a_phone(browser: Browser,
                                                         app_url: str) -> None:
    """A walk named the sides "Montgomery-Fitzgerald" and "Vanderbilt-Worthington": the
    game so far ran to 447 px on a 390 px screen, side 2's total off its edge. The names
    wrap; nothing is wider than the screen."""
    page, main = pad(browser, f"{app_url}/score-pad?profile=pad-long-names")
    clicked(page, main.get_by_text("Names of the sides"))
    for i, name in enumerate(["Montgomery-Fitzgerald", "Vanderbilt-Worthington"]):
        typed(page, main.get_by_label(f"side {i + 1}", exact=True), name)
    typed(page, main.locator("textarea").nth(0), "KS KH KD KC KS KH KD")
    for player, card in enumerate(("4S", "5S", "6S", "7S"), 1):  # (nobody went out)
        typed(page, main.get_by_label(f"cards left in player {player}'s hand"), card)
    clicked(page, main.get_by_role("button", name="Add this hand to the game"))
    expect(main.get_by_text("The game so far")).to_be_visible()
    width = page.evaluate("document.querySelector('[data-testid=stMain]').scrollWidth")
    assert width == 390, width
    page.context.close()


def test_a_hand_being_typed_survives_a_reload_and_shows_in_a_second_tab(
        browser: Browser, app_url: str, artifacts: Path) -> None:
    """A reload of the pad (a phone that drops the tab) lost every field not yet added:
    the melds, the cards in hand, a count of red 3s out of range typed to be corrected.
    They come back, and a second tab of the same learner opens with them."""
    page, main = pad(browser, f"{app_url}/score-pad")
    typed(page, main.locator("textarea").nth(0), "KS KH KD")
    typed(page, main.get_by_label("cards left in player 2's hand"), "4C 1H")
    typed(page, main.locator("[data-testid='stNumberInput'] input").first, "-1")
    page.reload()
    settle(page)
    expect(main.locator("textarea").nth(0)).to_have_value("KS KH KD")
    expect(main.get_by_label("cards left in player 2's hand")).to_have_value("4C 1H")
    expect(main.locator("[data-testid='stNumberInput'] input").first).to_have_value("-1")
    other = page.context.new_page()
    other.goto(page.url)
    settle(other)
    expect(other.locator("[data-testid='stMain'] textarea").nth(0)).to_have_value("KS KH KD")
    other.close()
    shot(page, artifacts / "pad-after-reload.png")
    page.context.close()


def test_a_checked_position_outlives_a_reload_and_a_bad_score_is_said(
        browser: Browser, app_url: str, artifacts: Path) -> None:
    """helper-31's walk on a phone: a reload after a check emptied every field; a score of
    -999999999999 was refused only in a tooltip, and the answer about the cards checked
    before stayed under the new ones."""
    page = fresh(browser)
    page.goto(f"{app_url}/checker")
    settle(page)
    main = page.locator("[data-testid='stMain']")
    main.get_by_label("The discard pile, bottom card first, top card last").fill("5S 9D KS")
    main.get_by_label("Your hand").fill("KH KD 4S")
    main.get_by_label("Your side's melds on the table, one a line").fill("7S 7D 7C")
    clicked(page, main.get_by_role("button", name="Check"))
    expect(main.get_by_text("Yes: you can take the pile.")).to_be_visible()
    assert "?p=" in page.url
    page.reload()
    settle(page)
    expect(main.get_by_label("Your hand")).to_have_value("KH KD 4S")
    expect(main.get_by_text("Yes: you can take the pile.")).to_be_visible()
    main.get_by_label("Your hand").fill("QS QH 4S")
    main.get_by_label("Your side's score before this hand").fill("-999999999999")
    clicked(page, main.get_by_role("button", name="Check"))
    said = main.locator("[data-testid='stAlertContentError']")
    expect(said).to_contain_text("Your side's score -999,999,999,999 is not a running total")
    expect(main.get_by_text("Yes: you can take the pile.")).to_have_count(0)
    shot(page, artifacts / "checker-bad-score.png")
    page.context.close()


def test_a_refused_file_is_said_under_the_uploader_and_drops_the_last_question(
        browser: Browser, app_url: str, artifacts: Path, tmp_path: Path) -> None:
    """helper-31's walk chose a game file (asked "Replace the game…?"), then a broken one:
    its error sat at the page's top, out of sight, and the old question's Yes stayed."""
    from tests.test_app_table import game_file

    page, main = pad(browser, f"{app_url}/score-pad")
    typed(page, main.locator("textarea").nth(0), "KS KH KD KC KS KH KD")
    typed(page, main.get_by_label("cards left in player 2's hand"), "4C")
    page.get_by_role("combobox", name="Who went out?").click()
    clicked(page, page.get_by_role("option", name="side 1"))
    clicked(page, main.get_by_role("button", name="Add this hand to the game"))
    good, bad = tmp_path / "game.json", tmp_path / "bad.json"
    good.write_bytes(game_file(2)[1])
    bad.write_text('{"hands": [[{"melds": [["ZZ"]]}]]}')
    uploader = main.locator("[data-testid='stFileUploader']").last
    uploader.locator("input[type=file]").set_input_files(str(good))
    expect(main.get_by_text("Replace the game in progress (1 hand)")).to_be_visible()
    uploader.locator("input[type=file]").set_input_files(str(bad))
    below = uploader.locator("xpath=following::*[@data-testid='stAlertContentError'][1]")
    expect(below).to_contain_text("bad.json: This file is not a valid game")
    expect(main.get_by_text("Replace the game in progress")).to_have_count(0)
    expect(main.get_by_role("button", name="Yes, replace it")).to_have_count(0)
    shot(page, artifacts / "pad-refused-file.png", full=False)
    page.context.close()
