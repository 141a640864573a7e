"""The cheat sheet: every line names a rule, its numbers are the rule set's own (change a
number and the sheet follows), its minimums are the engine's, and it prints on one page."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser

from tests.conftest import app, texts
from tutor.engine import RULE_IDS, get_rules
from tutor.views.cheatsheet import bands, cheat_sheet, cheat_sheet_html

TABLES = [(r, p, t) for r in ("classic", "bicycle")
          for p, t in ((2, None), (3, None), (4, None), (6, "3x2"), (6, "2x3"))]
TABLES += [("online", 4, None),  # and a table with house rules: they head the sheet
           ("online,canasta_size=6,black_three_freezes=true,concealed_bonus=100,"
            "red_three_value=100,stock_out=end_at_once", 6, "2x3")]


def _text(rules_name: str = "classic", players: int = 4, teams: str | None = None,
          **changes: object) -> str:
    rules = get_rules(rules_name).model_copy(update=changes)
    sheet = cheat_sheet(rules, rules.table(players, teams))
    return "\n".join(line.text for section in sheet for line in section.lines)


@pytest.mark.parametrize("case", TABLES)
def test_every_line_names_a_rule(case: tuple[str, int, str | None]) -> None:
    name, players, teams = case
    rules = get_rules(name)
    for section in cheat_sheet(rules, rules.table(players, teams)):
        for line in section.lines:
            assert line.rule in RULE_IDS, (section.title, line)


def test_the_numbers_are_the_rule_sets_own() -> None:
    plain = _text()
    changed = _text(natural_canasta_bonus=600, mixed_canasta_bonus=350, meld_max_wilds=2,
                    going_out_bonus=150, canasta_size=6, take_with_natural_and_wild=False)
    assert "Natural canasta 600; mixed canasta 350" in changed
    assert "at most 2 wild cards" in changed and "Going out 150" in changed
    assert "6 cards make a canasta" in changed and "one natural and one wild" not in changed
    assert "one natural and one wild" in plain and changed != plain


@pytest.mark.parametrize("case", TABLES)
def test_the_minimums_are_the_engines(case: tuple[str, int, str | None]) -> None:
    name, players, teams = case
    rules = get_rules(name)
    table = rules.table(players, teams)
    for span, band in bands(rules, table):
        low = band.score if band.score > -(10**8) else -500
        assert rules.minimum(low, table)[0] == band.minimum, span
        assert str(band.minimum) in _text(name, players, teams)
    draw = table.draw
    assert (f"Draw {draw} cards" if draw > 1 else "Draw a card") in _text(name, players, teams)


def test_the_page_shows_the_sheet_for_the_rules_in_force(db: Path) -> None:
    at = app("tutor/app/cheat_sheet.py")
    assert not at.exception
    shown = texts(at)
    assert "The discard pile" in shown and "first-meld-4" not in shown  # words, not codes
    assert any("printable" in b.label for b in at.get("download_button"))


@pytest.mark.e2e
@pytest.mark.parametrize("case", TABLES)
def test_the_printable_page_fits_one_sheet(case: tuple[str, int, str | None],
                                           browser: Browser) -> None:
    name, players, teams = case
    rules = get_rules(name)
    page = browser.new_page()
    table = rules.table(players, teams)
    page.set_content(cheat_sheet_html(rules, table))
    shown = page.inner_text("body")
    for section in cheat_sheet(rules, table):  # the sheet itself is printed, every line of it
        assert section.title in shown
        assert all(line.text in shown for line in section.lines)
    pdf = page.pdf(format="A4", print_background=True)
    page.close()
    pages = pdf.count(b"/Type /Page") - pdf.count(b"/Type /Pages")
    assert pages == 1, f"{name} {players}: {pages} pages"


def test_the_sheet_says_where_a_side_loses_the_game() -> None:
    """The online site's rules end the game at -2,000; the printed page says so."""
    for name in ("online", "classic,losing_floor=-2000"):
        rules = get_rules(name)
        page = cheat_sheet_html(rules, rules.table())
        assert "-2,000 or below loses" in page, name
    classic = get_rules("classic")
    assert "or below loses" not in cheat_sheet_html(classic, classic.table())
