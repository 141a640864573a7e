"""A table's house rule set in Settings, followed by a lesson and by Play, in Chromium at
phone width: the learner's table freezes the pile with a black 3 (Bicycle's reading, a
house rule at a Classic table); the lesson step about the black 3 says so beside it and
grades its check by it; a hand of Play is dealt and played to its score under it."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser import clicked, fresh, ran, settle, shot
from tests.test_browser_walk import assert_sound
from tutor.course.learn import load_lessons
from tutor.engine import Card
from tutor.views.viewmodel import check_field, pill_labels

pytestmark = pytest.mark.e2e
FREEZES = "Freezes the pile for everyone, not only while on top."
TABLE = "Classic Canasta, with 1 house rule"
SPEC = "classic,black_three_freezes=true"


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
    shot(page, artifacts / "house-settings.png")


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
    shot(page, artifacts / "house-lesson.png")


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
        if not page.get_by_role("button", name="Draw", exact=True).count():
            # the stock is used up and the discard must be taken (black 3s that freeze make
            # long hands): this simple player, who only draws and discards, stops there
            shot(page, artifacts / "house-play-stock-out.png")
            expect(page.get_by_role("button", name="Take the pile", exact=True)).to_be_visible()
            return
        clicked(page, page.get_by_role("button", name="Draw", exact=True))
        if page.get_by_text("The hand is over").count():
            break  # (the stock ran out on your draw)
        hand = page.get_by_role("toolbar", name="Your hand: tap cards to choose them")
        clicked(page, hand.locator("button").first)
        clicked(page, page.get_by_role("button", name="Discard the chosen card"))
        assert_sound(page, f"play under a house rule, turn {turn + 1}")
    expect(page.get_by_text("The hand is over")).to_be_visible()
    # each side's itemised score (drawn just after the heading: waited for, not counted at
    # once, which under load once saw the heading before its tables)
    expect(page.locator("table.ct-totals").nth(1)).to_be_visible()
    shot(page, artifacts / "house-play.png")


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


def test_rules_offered_by_a_link_show_its_name_as_text_and_change_nothing_until_taken(
        browser: Browser, app_url: str, artifacts: Path) -> None:
    """A link to Settings offers a table's rules with a name someone typed: the name is
    shown as typed, never as markup or a link (not even a web address in it), and the
    rules in force change only when the learner takes them."""
    page = fresh(browser)
    name = "Grandma [x](http://e.vil) www.evil.com"
    page.goto(f"{app_url}/settings?profile=www.evil.com&rules={quote(SPEC)}&table={quote(name)}")
    settle(page)
    offer = page.get_by_text("This link offers", exact=False)
    expect(offer).to_contain_text(f"{name}: {TABLE}".replace("://", ":\u2060//")
                                  .replace("www.", "www\u2060."))
    expect(page.get_by_text(re.compile("^In force: Classic Canasta · 4 players"))).to_be_visible()
    clicked(page, page.get_by_role("button", name="Use these rules"))
    shown = name.replace("://", ":\u2060//").replace("www.", "www\u2060.")
    expect(page.get_by_text(re.compile(re.escape(f"In force: {shown}: {TABLE} · 4 players")))
           ).to_be_visible()
    links = page.locator("a").evaluate_all("as => as.map(a => a.href + ' ' + a.innerText)")
    own = [x for x in links if x.startswith(app_url)]  # the app's own (the address has evil)
    assert not [x for x in links if "evil" in x and x not in own], links
    assert not [x for x in own if "evil" in x.split(" ", 1)[1]], own  # nor a link's words
    assert_sound(page, "settings from a link")
    shot(page, artifacts / "house-link.png")
    page.context.close()


def test_named_rules_go_to_another_browser_as_a_file_and_a_bad_file_is_named(
        browser: Browser, app_url: str, artifacts: Path, tmp_path: Path) -> None:
    from tutor.engine import get_rules, rules_from_toml

    page = fresh(browser)
    page.goto(f"{app_url}/settings?profile=house-file&rules={quote(SPEC)}")
    settle(page)
    clicked(page, page.get_by_role("button", name="Use these rules"))
    page.get_by_label("Your name for these rules", exact=False).fill("Grandma's rules")
    clicked(page, page.get_by_role("button", name="Save the name"))
    expect(page.get_by_text(f"Rules in force: Grandma's rules: {TABLE}", exact=False)
           ).to_be_visible()
    clicked(page, page.get_by_text("Share these rules: a link or a file", exact=True))
    with page.expect_download() as got:
        page.get_by_role("button", name="Download them as a rules file").click()
    saved = tmp_path / "rules.toml"
    got.value.save_as(saved)
    assert rules_from_toml(saved.read_text("utf-8")) == (get_rules(SPEC), "Grandma's rules")
    page.context.close()

    other = fresh(browser)  # another learner, another browser: the file opened there
    other.goto(f"{app_url}/settings?profile=house-file-2")
    settle(other)
    bad = tmp_path / "bad.toml"
    bad.write_text('base = "classic"\n[options]\nmeld_max_wilds = 9\n', encoding="utf-8")
    ran(other, lambda: other.locator("input[type=file]").set_input_files(str(bad)))
    expect(other.locator("[data-testid='stAlertContentError']")).to_contain_text(
        "This file answers \u201cWild cards a meld may hold\u201d (meld_max_wilds) with 9, "
        "which is not one of its answers: it takes 2 or 3.")
    ran(other, lambda: other.locator("input[type=file]").set_input_files(str(saved)))
    expect(other.get_by_text(f"This file offers Grandma's rules: {TABLE}.")).to_be_visible()
    clicked(other, other.get_by_role("button", name="Use these rules"))
    expect(other.get_by_text(f"Rules in force: Grandma's rules: {TABLE}", exact=False)
           ).to_be_visible()
    assert_sound(other, "settings from a file")
    shot(other, artifacts / "house-file.png")
    other.context.close()


HOUSE_SPEC = "online,canasta_size=6,black_three_freezes=true,concealed_bonus=100"


@pytest.mark.long
def test_every_page_follows_a_table_with_house_rules(browser: Browser, app_url: str,
                                                     artifacts: Path) -> None:
    """The online site's book with three house rules taken from a link, then every page at
    phone width: each says the table's rules, shows no exception, code or cut text; a
    practice puzzle is answered and a hand of Play dealt under them."""
    from tests.test_browser_walk import PAGES, answer_every_form

    page = fresh(browser)
    page.goto(f"{app_url}/settings?profile=house-walk&rules={quote(HOUSE_SPEC)}")
    settle(page)
    clicked(page, page.get_by_role("button", name="Use these rules"))
    named = "Online Canasta, with 3 house rules · 4 players"
    for path in PAGES:
        page.goto(f"{app_url}/{path}?profile=house-walk")
        settle(page)
        expect(page.locator("[data-testid='stMain']").get_by_text(
            f"Rules in force: {named}", exact=False)).to_be_visible()
        if path == "practice":
            assert answer_every_form(page, "practice under house rules") == 1
        if path == "play":
            clicked(page, page.get_by_role("button", name="Deal"))
            expect(page.get_by_text("Canasta as the World of Card Games site plays it online, "
                                    "with 3 house rules", exact=False)).to_be_visible()
        assert_sound(page, f"{path or 'home'} under house rules")
        shot(page, artifacts / f"house-page-{path or 'home'}.png")
    page.context.close()


def test_a_house_rule_shows_a_position_where_it_matters(tab: Page, app_url: str,
                                                        artifacts: Path) -> None:
    page = tab
    page.goto(f"{app_url}/settings?profile=house-example")
    settle(page)
    clicked(page, page.get_by_text("The discard pile", exact=True))
    clicked(page, page.get_by_text("Show it on the cards: a black 3 in the pile"))
    expect(page.get_by_text(re.compile(r"^Freezes the pile for everyone, not only while on "
                                       r"top\. No: you cannot take the pile"))).to_be_visible()
    expect(page.get_by_text(re.compile(r"^Only stops the next player while it is on top\. "
                                       r"\(Classic Canasta\) Yes: you can take the pile"))
           ).to_be_visible()
    assert page.get_by_role("img", name="three of spades", exact=False).count() >= 1
    # a rule about how a hand is played: a moment of a hand, played at each answer
    clicked(page, page.get_by_text("Going out", exact=True))
    clicked(page, page.get_by_text("Show it on the cards: asking partner", exact=False))
    expect(page.get_by_text(re.compile(r"^Always, and a no stops going out that turn\. You "
                                       r"must ask partner"))).to_be_visible()
    expect(page.get_by_text(re.compile(r"^Up to the player; .*You may go out at once"))
           ).to_be_visible()
    assert page.get_by_role("img", name="nine of spades", exact=False).count() >= 1
    assert_sound(page, "settings with a house rule's position")
    shot(page, artifacts / "house-example.png")


def _answer_shown(page: Page, question: str) -> list[str]:
    """The answers the house rule's buttons show as chosen (one, as a person sees it)."""
    group = page.get_by_role("radiogroup", name=question)
    return [r.evaluate("e => e.closest('label').innerText")
            for r in group.get_by_role("radio").all() if r.is_checked()]


def test_another_rule_book_keeps_the_house_rules_shown_and_undoes(tab: Page, app_url: str,
                                                                  artifacts: Path) -> None:
    """A table with a house rule moves to another rule book: the house rule comes along (and
    says where it is that book's own), every button still shows its answer, and Undo takes
    the table back."""
    page = tab
    page.goto(f"{app_url}/settings?profile=house-book")
    settle(page)
    clicked(page, page.get_by_text("The discard pile", exact=True))
    group = page.get_by_role("radiogroup", name="A black 3 in the pile")
    clicked(page, group.get_by_text(FREEZES, exact=True))
    clicked(page, page.get_by_role("radiogroup", name="Rule book").get_by_text(
        "Canasta as Bicycle publishes it"))
    expect(page.get_by_text("Rule book changed from Classic Canasta to Bicycle's rules. Your "
                            "house rules came along: A black 3 in the pile: " + FREEZES
                            + " 1 of them is the book's own rule there.")).to_be_visible()
    assert _answer_shown(page, "A black 3 in the pile") == [FREEZES + " (Bicycle's rules)"]
    assert _answer_shown(page, "A wild card in the pile") != []
    shot(page, artifacts / "house-book.png")
    clicked(page, page.get_by_role("radiogroup", name="Rule book").get_by_text(
        "Classic Canasta (the rule sheets)"))  # and back: the black 3 is still the table's
    expect(page.get_by_text(re.compile(f"^In force: {TABLE} · 4 players"))).to_be_visible()
    assert _answer_shown(page, "A black 3 in the pile") == [FREEZES]
    clicked(page, page.get_by_role("button", name="Undo"))
    expect(page.get_by_text(re.compile("^In force: Bicycle's rules · 4 players"))).to_be_visible()
    assert _answer_shown(page, "Rule book") == ["Canasta as Bicycle publishes it"]
    assert _answer_shown(page, "A black 3 in the pile") == [FREEZES + " (Bicycle's rules)"]


def test_settings_changed_in_another_tab_are_not_overwritten(browser: Browser, app_url: str,
                                                             artifacts: Path) -> None:
    """Two tabs of Settings: a house rule set in the second is kept when the first, still
    showing the old rules, sets another; the first says so and shows both."""
    first = fresh(browser)
    first.goto(f"{app_url}/settings?profile=house-tabs")
    settle(first)
    clicked(first, first.get_by_text("The discard pile", exact=True))
    second = first.context.new_page()
    second.goto(f"{app_url}/settings?profile=house-tabs")
    settle(second)
    clicked(second, second.get_by_text("The discard pile", exact=True))
    clicked(second, second.get_by_role("radiogroup", name="A black 3 in the pile")
            .get_by_text(FREEZES, exact=True))
    clicked(first, first.get_by_role("radiogroup", name="A wild card in the pile")
            .get_by_text("Does not freeze it.", exact=True))
    expect(first.get_by_role("status").filter(has_text="your change was made on top of that")
           ).to_be_visible()
    both = "Classic Canasta, with 2 house rules"
    expect(first.get_by_text(re.compile(f"^In force: {both} · 4 players"))).to_be_visible()
    assert _answer_shown(first, "A black 3 in the pile") == [FREEZES]
    assert _answer_shown(first, "A wild card in the pile") == ["Does not freeze it."]
    shot(first, artifacts / "house-tabs.png", full=False)
    second.goto(f"{app_url}/learn?profile=house-tabs")  # every page follows the latest
    settle(second)
    expect(second.locator(".ct-note").first).to_contain_text(f"Rules in force: {both}")
    first.context.close()
