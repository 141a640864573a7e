"""A beginner takes the whole course in Chromium at phone width: from the lesson list through
every step of every lesson, each check answered from the cards on screen, each lesson's
review, to the final test's score. Every step is checked as the walk checks a page (no
exception, no code, no sideways scroll, no text cut off, its questions shown) and kept as a
screenshot. The answers a learner gives come from the lesson's own worked choice
(for the checks that choose cards) or from the engine (the test is about the pages)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from tests.browser import WAIT, clicked, fresh, settle, shot
from tests.conftest import APP_DBS
from tests.test_browser_walk import assert_sound, shows
from tutor.course.learn import Check, load_lessons
from tutor.engine import Card
from tutor.store import Store
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
        boxes = form.locator("[data-testid='stNumberInput'] input")
        expect(boxes).to_have_count(len(value))  # every box drawn (a busy suite saw fewer)
        for box, v in zip(boxes.all(), value, strict=True):
            box.fill(str(v))
    else:
        form.locator("[data-testid='stNumberInput'] input").first.fill(str(value))
    clicked(page, form.get_by_role("button", name="Check my answer"))


#: The course in three stretches of about forty checks each, walked side by side (one
#: walk was the suite's longest test by far); each ends on the next one's first step.
LESSONS = load_lessons()
STRETCHES = [LESSONS[:4], LESSONS[4:7], LESSONS[7:]]


@pytest.mark.parametrize("part", range(len(STRETCHES)))
@pytest.mark.long
def test_a_beginner_goes_from_the_first_step_to_the_end_of_the_final_test(
        browser: Browser, app_url: str, artifacts: Path, part: int) -> None:
    """Every step of every lesson in order, by the page's own buttons (the lesson list,
    Next, Next lesson), every check answered right first time, to the final test's score."""
    lessons = STRETCHES[part]
    page = fresh(browser)
    if part == 0:
        page.goto(f"{app_url}/learn")
        settle(page)
        clicked(page, page.get_by_role("button", name="1. The deck and the turn", exact=False))
    else:
        page.goto(f"{app_url}/learn?lesson={lessons[0].id}&step={lessons[0].steps[0].id}")
        settle(page)
    for lesson in lessons:
        for n, step in enumerate(lesson.steps):
            where = f"{lesson.id}/{step.id}"
            expect(page.locator("h1").first).to_have_text(step.title)
            assert_sound(page, where)
            for i, check in enumerate(step.checks):
                shows(page, check.question.split("?")[0][:40], f"{where}: {check.question}")
                _answer(page, page.locator("[data-testid='stForm']").nth(i), check)
                expect(page.get_by_text("Right on the first try.")).to_have_count(
                    i + 1, timeout=WAIT)
            assert_sound(page, where)
            shot(page, artifacts / f"walk-lesson-{lesson.id}-{step.id}.png")
            if n + 1 < len(lesson.steps):
                clicked(page, page.get_by_role("button", name="Next →"))
            elif lesson.id != "final-test":
                clicked(page, page.get_by_role("button", name="Next lesson:", exact=False))
    if part + 1 < len(STRETCHES):
        expect(page.locator("h1").first).to_have_text(STRETCHES[part + 1][0].steps[0].title)
    else:
        checks = len(lesson.steps[-1].checks)
        expect(page.get_by_text(f"Your score: {checks} of {checks} right first time")
               ).to_be_visible()
        expect(page.get_by_text("That was the last step of the last lesson.")).to_be_visible()
        shot(page, artifacts / "course-final-score.png")
    page.context.close()


def test_the_stretches_cover_the_whole_course() -> None:
    assert [x.id for part in STRETCHES for x in part] == [x.id for x in LESSONS]


def test_a_learn_more_link_opens_its_step_and_a_reload_stays_there(
        browser: Browser, app_url: str, artifacts: Path) -> None:
    """After a second miss, "Learn more" opens the step that teaches the rule; the address
    follows, so a reload stays on that step (it went back to the old one)."""
    page = fresh(browser)
    page.goto(f"{app_url}/learn?lesson=deck-and-turn&step=whole-hand")
    settle(page)
    form = page.locator("[data-testid='stForm']").first
    for _ in range(2):  # 9♣ alone called a meld, twice
        form.get_by_text("9♣", exact=True).click()
        clicked(page, form.get_by_role("button", name="Check my answer"))
        form.get_by_text("9♣", exact=True).click()  # unchosen for the second try
    clicked(page, page.get_by_role("link", name="A meld:", exact=False).first)
    expect(page.locator("h1").first).to_have_text("What a meld is")
    assert "lesson=melds" in page.url
    page.reload()
    settle(page)
    expect(page.locator("h1").first).to_have_text("What a meld is")
    shot(page, artifacts / "learn-more-after-reload.png")
    page.context.close()


def _say(page: Page, yes_or_no: str) -> None:
    """The first check's answer, Yes or No, given and checked."""
    form = page.locator("[data-testid='stForm']").first
    form.locator("[role='radiogroup'] label").filter(has_text=yes_or_no).first.click()
    clicked(page, form.get_by_role("button", name="Check my answer"))


def test_a_reload_keeps_a_wrong_first_try_in_the_browser(
        browser: Browser, app_url: str, artifacts: Path) -> None:
    """A wrong first answer, then a reload: the reason is still there and the next answer
    is the second try (a reload used to forget the first and count the second as first)."""
    page = fresh(browser)
    page.goto(f"{app_url}/learn?lesson=discard-pile&step=not-opened")
    settle(page)
    _say(page, "No")
    expect(page.get_by_text("Not quite", exact=False)).to_be_visible()
    page.reload()
    settle(page)
    expect(page.get_by_text("Not quite", exact=False)).to_be_visible()
    form = page.locator("[data-testid='stForm']").first  # the answer given is shown again
    expect(form.get_by_role("radio", name="No")).to_be_checked()
    _say(page, "Yes")
    expect(page.get_by_text("Right on your second try.")).to_be_visible()
    shot(page, artifacts / "learn-reload-second-try.png")
    page.context.close()


def test_a_check_tried_again_comes_on_other_cards_with_focus_on_its_own_answer(
        browser: Browser, app_url: str, artifacts: Path) -> None:
    """Two misses show the answer; "Try this check again" brings the check back on other
    cards with nothing chosen (a walk copied the answer just shown, and the step counted
    as learned), and focus on its own answer, not on the next check's cards (where the
    walk's keyboard landed)."""
    page = fresh(browser)
    page.goto(f"{app_url}/learn?lesson=discard-pile&step=frozen-pair")
    settle(page)
    form = page.locator("[data-testid='stForm']").first
    cards = form.locator("img.ct-card")
    before = [cards.nth(i).get_attribute("alt") for i in range(cards.count())]
    for _ in range(2):
        _say(page, "Yes")
    expect(page.get_by_text("Here is the answer and why", exact=False)).to_be_visible()
    retry = page.get_by_role("button", name="Try this check again")
    retry.focus()
    clicked(page, retry)
    expect(form.get_by_role("radio", name="Yes")).not_to_be_checked()
    after = [cards.nth(i).get_attribute("alt") for i in range(cards.count())]
    assert after != before, after
    page.wait_for_function(
        "() => document.activeElement && document.activeElement.closest("
        "'[data-testid=\"stForm\"]') === document.querySelector('[data-testid=\"stForm\"]')",
        timeout=5000)
    shot(page, artifacts / "learn-tried-again.png")
    page.context.close()


def test_a_first_miss_names_the_rule_and_the_card_it_turns_on_at_phone_width(
        browser: Browser, app_url: str, artifacts: Path) -> None:
    """A wrong yes at "Only the top card counts": the hint names that rule and the card the
    learner counted on, whole on a phone's screen, and a second try is open."""
    page = fresh(browser, {"width": 390, "height": 2400})
    page.goto(f"{app_url}/learn?lesson=discard-pile&step=top-only")
    settle(page)
    _say(page, "Yes")
    main = page.locator("[data-testid='stMain']")
    expect(main.get_by_text("The rule that decides it:")).to_be_visible()
    expect(main.locator(".ct-rule", has_text="Only the top card counts")).to_be_visible()
    line = main.locator("p", has_text="The card it turns on:")
    expect(line).to_be_visible()
    box = line.bounding_box()
    assert box is not None and box["x"] + box["width"] <= 390
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    expect(main.get_by_role("button", name="Check my answer")).to_be_enabled()
    shot(page, artifacts / "learn-first-miss-card.png")
    page.context.close()


def test_a_missed_last_discard_is_hinted_without_naming_the_card_to_throw(
        browser: Browser, app_url: str, artifacts: Path) -> None:
    """Going out with Q♠ Q♥ Q♦ 5♣, the Q♠ chosen: the hint says a card would be left that
    cannot be melded, never "5♣ cannot be melded" (the answer), and a second try is open;
    the 5♣ then is right on the second try."""
    page = fresh(browser, {"width": 390, "height": 2400})
    page.goto(f"{app_url}/learn?lesson=deck-and-turn&step=whole-hand")
    settle(page)
    form = page.locator("[data-testid='stForm']").nth(1)
    form.locator("[data-testid='stButtonGroup'] button").filter(has_text="Q♠").first.click()
    clicked(page, form.get_by_role("button", name="Check my answer"))
    main = page.locator("[data-testid='stMain']")
    expect(main.get_by_text("With the Q♠ discarded, a card is left in your hand")).to_be_visible()
    assert "5♣ cannot be melded" not in main.inner_text()
    shot(page, artifacts / "learn-discard-hint.png")
    form.locator("[data-testid='stButtonGroup'] button").filter(has_text="5♣").first.click()
    clicked(page, form.get_by_role("button", name="Check my answer"))
    expect(main.get_by_text("Right on your second try.")).to_be_visible()
    page.context.close()


def test_a_first_miss_names_the_rule_without_the_score_or_the_card_that_answers(
        browser: Browser, app_url: str, artifacts: Path) -> None:
    """A going-out line of 200 where it is 100: the hint names the bonus for going out,
    not "Going out: 100, or 200 concealed" (the answer, once 200 is out); a canasta with a
    joker called natural: no "The card it turns on: Joker" (which says mixed)."""
    page = fresh(browser, {"width": 390, "height": 2400})
    page.goto(f"{app_url}/learn?lesson=scoring&step=cards-in-hand")
    settle(page)
    form = page.locator("[data-testid='stForm']").nth(1)
    boxes = form.locator("[data-testid='stNumberInput'] input")
    expect(boxes).to_have_count(5)
    for box, value in zip(boxes.all(), (200, 300, 200, 110, -25), strict=True):
        box.fill(str(value))
    clicked(page, form.get_by_role("button", name="Check my answer"))
    hint = page.locator("[data-testid='stMain'] p", has_text="The rule that decides it:")
    expect(hint).to_contain_text("The bonus for going out")
    assert "100" not in hint.inner_text(), hint.inner_text()
    shot(page, artifacts / "learn-line-hint.png")
    page.goto(f"{app_url}/learn?lesson=canastas-and-going-out&step=canastas")
    settle(page)
    form = page.locator("[data-testid='stForm']").first
    form.locator("[data-testid='stSelectbox']").click()
    page.get_by_role("option", name="natural canasta").click()
    clicked(page, form.get_by_role("button", name="Check my answer"))
    hint = page.locator("[data-testid='stMain'] p", has_text="The rule that decides it:")
    expect(hint).to_be_visible()
    assert "Joker" not in hint.inner_text(), hint.inner_text()
    page.context.close()


def test_a_missed_score_lists_the_cards_still_held_without_the_totals(
        browser: Browser, app_url: str, artifacts: Path) -> None:
    """Scores 475 and -40 given as 480 and -40 (the partner's 5♣ left out): the hint counts
    the first side again, naming the 5♣ it still holds, with no total in it; a second try is
    open and right."""
    page = fresh(browser, {"width": 390, "height": 2400})
    page.goto(f"{app_url}/learn?lesson=scoring&step=cards-in-hand")
    settle(page)
    form = page.locator("[data-testid='stForm']").first
    boxes = form.locator("[data-testid='stNumberInput'] input")
    expect(boxes).to_have_count(2)
    for box, value in zip(boxes.all(), (480, -40), strict=True):
        box.fill(str(value))
    clicked(page, form.get_by_role("button", name="Check my answer"))
    main = page.locator("[data-testid='stMain']")
    hint = main.locator("p", has_text="Add it up again:")
    expect(hint).to_contain_text("the cards still held (5♣)")
    assert "475" not in hint.inner_text() and "second side" not in hint.inner_text()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    shot(page, artifacts / "learn-score-hint.png")
    boxes.first.fill("475")
    clicked(page, form.get_by_role("button", name="Check my answer"))
    expect(main.get_by_text("Right on your second try.")).to_be_visible()
    # each side's whole score is under the sheet's name, not one of its lines' (it was
    # "Melded cards count for the side…" on every line), and the name is said once
    said = main.locator("li.ct-why").all_inner_texts()
    assert said[0].startswith("Scoring a hand.") and "The first side: " in said[0], said
    assert sum("Scoring a hand." in line for line in said) == 1, said
    assert not any("Melded cards count for the side" in line for line in said), said
    page.context.close()


def test_a_review_brings_its_rules_back_on_fresh_cards(
        browser: Browser, app_url: str, artifacts: Path) -> None:
    """A lesson's review asks the rules again on other cards than the steps above showed
    (it showed the same cards, so memory passed it), at phone width."""
    from tutor.course.learn import load_course

    taught = {x.id: x for x in load_course()}
    lesson = next(x for x in load_lessons() if x.id == "melds-and-wild-cards")
    review = lesson.steps[-1]
    page = fresh(browser)
    page.goto(f"{app_url}/learn?lesson={lesson.id}&step={review.id}")
    settle(page)
    expect(page.locator("h1").first).to_have_text(review.title)
    new = 0
    for source, check in zip(review.sources, review.checks, strict=True):
        lid, sid, n = source.split("/")
        was = taught[lid].step(sid).checks[int(n) - 1]
        expect(page.get_by_text(check.question, exact=True)).to_be_visible()
        if check.question != was.question:
            new += 1
            expect(page.get_by_text(was.question, exact=True)).to_have_count(0)
    assert new >= 2
    shot(page, artifacts / "learn-review-fresh.png")
    page.context.close()


@pytest.mark.long
def test_a_check_open_in_two_tabs_keeps_the_first_try(
        browser: Browser, app_url: str, artifacts: Path) -> None:
    """The same check in two tabs: a wrong first try in one, then a right answer in the
    other, drawn before it: the second tab counts a second try and says why (it counted a
    first try, so the miss was lost)."""
    first = fresh(browser)
    second = first.context.new_page()
    for page in (first, second):
        page.set_default_timeout(WAIT)
        page.goto(f"{app_url}/learn?lesson=discard-pile&step=not-opened&profile=two-tab-learner")
        settle(page)
    _say(first, "No")
    expect(first.get_by_text("Not quite", exact=False)).to_be_visible()
    _say(second, "Yes")
    expect(second.get_by_text("Right on your second try.")).to_be_visible()
    expect(second.get_by_text("made in another tab", exact=False)).to_be_visible()
    shot(second, artifacts / "learn-two-tabs.png")
    # Back in the first tab, answered again: the check is over (answered in the second);
    # this answer is not counted again (a walk had "Right on your second try" twice, and
    # one answer too many in Progress).
    _say(first, "Yes")
    expect(first.get_by_text("already answered in another tab", exact=False)).to_be_visible()
    expect(first.get_by_text("Right on your second try.")).to_be_visible()
    expect(first.locator("[data-testid='stBaseButton-primary']", has_text="Next")
           ).to_be_visible()  # the step is done: Next is the main button
    rows = Store(str(APP_DBS[app_url])).answers("two-tab-learner")
    assert [(a.attempt, a.correct) for a in rows] == [(1, False), (2, True)]
    shot(first, artifacts / "learn-two-tabs-back.png")
    first.context.close()
