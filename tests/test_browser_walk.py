"""Every page, every lesson step and every practice kind in a real browser at phone width.

Each page is opened by its address as the first page of a fresh session: the app's pages
in a new browser context (no cookies, no Streamlit session), a lesson step of each kind of
answer and each practice kind as a new document (a new Streamlit session) as a learner of
its own. The walk fails on any exception the page shows, any question whose text is
missing, any sideways scroll at 390 px and any text cut off; it answers every check once.
Every lesson step, in order, gets the same checks at phone width in test_course_browser.py.
Screenshots land in test-artifacts/.
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest
from playwright.sync_api import Browser, Page, expect
from playwright.sync_api import Error as PlaywrightError

from tests.a11y import step_of_each_kind
from tests.browser import clicked, fresh, settle, shot
from tutor.course.learn import load_lessons
from tutor.explain import card as say_card
from tutor.explain import words
from tutor.puzzles.generate import KINDS

pytestmark = pytest.mark.e2e
PAGES = ["", "learn", "practice", "first-hand", "play", "review", "progress", "cheat-sheet",
         "score-pad", "checker", "settings"]


def shows(page: Page, text: str, why: str) -> None:
    """Wait (up to the page's timeout) until the main part of the page holds ``text``."""
    try:
        page.wait_for_function(
            "t => (document.querySelector(\"[data-testid='stMain']\") || {innerText: ''})"
            ".innerText.includes(t)", arg=text)
    except PlaywrightError:
        raise AssertionError(f"{why}\n{page.inner_text('[data-testid=stMain]')}") from None


#: Codes a learner must never read: rule ids, house-point numbers, lesson and generator ids.
RULE_CODES = re.compile(r"\b(?:basics|pile|first-meld|scoring|variants)-\d\b|"
                        r"\bbicycle-(?:upcard|frozen|values|one-meld|concealed)\b|"
                        r"\bQ\d{1,2}\b|lesson:[a-z]|gen\?[a-z]")
#: Card codes, outside the pages where cards are typed in that notation.
CARD_CODES = re.compile(r"\bJK\b|\b(?:10|[2-9JQKA])[SHDC]\b")
TYPED_HERE = ("checker", "score-pad")


def assert_no_codes(page: Page, where: str) -> None:
    """No code where a learner reads: the page's text, its sidebar and its links."""
    text = page.inner_text("body")
    found = RULE_CODES.findall(text)
    if not where.startswith(TYPED_HERE):
        found += CARD_CODES.findall(text)
    assert not found, f"{where}: codes on the page: {sorted(set(found))}"


def assert_sound(page: Page, where: str) -> None:
    assert page.locator("[data-testid='stException']").count() == 0, (
        where, page.locator("[data-testid='stException']").all_inner_texts())
    assert_no_codes(page, where)
    body = page.inner_text("body")
    assert "Traceback" not in body and "Error:" not in body.split("Rules in force")[0], where
    wide = page.evaluate("() => document.documentElement.scrollWidth - "
                         "document.documentElement.clientWidth")
    assert wide <= 1, f"{where}: {wide}px of sideways scroll at 390 px"
    cut = page.evaluate(CUT_TEXT)
    assert not cut, f"{where}: text cut off with '…': {cut}"


#: Visible text on the page that the browser cuts off with an ellipsis (a link or label
#: wider than a phone).
CUT_TEXT = """() => [...document.querySelectorAll(
  '[data-testid=stMain] p, [data-testid=stMain] span, [data-testid=stMain] div')]
  .filter(e => e.offsetParent && e.scrollWidth > e.clientWidth + 1
          && getComputedStyle(e).textOverflow === 'ellipsis')
  .map(e => e.innerText.slice(0, 80))"""


@pytest.mark.parametrize("path", PAGES)
def test_every_page_as_the_first_page_of_a_fresh_session(browser: Browser, app_url: str,
                                                         artifacts: Path, path: str) -> None:
    page = fresh(browser)
    page.goto(f"{app_url}/{path}")
    settle(page)
    expect(page.locator("h1").first).to_be_visible()
    assert_sound(page, path or "home")
    shot(page, artifacts / f"walk-page-{path or 'home'}.png")
    page.context.close()


def answer_every_form(page: Page, where: str) -> int:
    """Answer each check on the page once (the first choice of each question) and expect
    the engine's verdict back."""
    forms = page.locator("[data-testid='stForm']")
    answered = 0
    for i in range(forms.count()):
        form = forms.nth(i)
        button = form.get_by_role("button", name="Check my answer")
        if button.count() == 0 or button.is_disabled():
            continue
        for radio in form.locator("[data-testid='stRadio']").all():
            radio.locator("[role='radiogroup'] label").first.click()
        for group in form.locator("[data-testid='stButtonGroup']").all():  # cards to choose
            group.locator("button").first.click()
        for box in form.locator("[data-testid='stNumberInput'] input").all():
            box.fill("0")
        for select in form.locator("[data-testid='stSelectbox']").all():
            select.locator("input").first.click()
            page.keyboard.press("ArrowDown")
            page.keyboard.press("Enter")
        clicked(page, button)
        answered += 1
    assert_sound(page, where)
    return answered


#: A lesson step for each kind of answer (the course walk in test_course_browser.py goes
#: through every step at phone width by the page's own buttons, answering each check right).
KIND_STEPS = {kind.removeprefix("lesson step: "): address
              for kind, address in step_of_each_kind().items()}


@pytest.mark.parametrize("kind", KIND_STEPS)
def test_a_lesson_step_of_each_kind_opens_by_its_address_and_takes_an_answer(
        tab: Page, app_url: str, artifacts: Path, kind: str) -> None:
    """The step's address as the first page of a new session; its questions shown; the first
    answer offered for each check, and the engine's verdict back."""
    query = parse_qs(urlsplit(KIND_STEPS[kind]).query)
    lesson, step = query["lesson"][0], query["step"][0]
    questions = [c.question for x in load_lessons() if x.id == lesson for c in x.step(step).checks]
    page = tab
    page.goto(f"{app_url}{KIND_STEPS[kind]}&profile=walk-{kind}")
    settle(page)
    assert_sound(page, f"{lesson}/{step}")
    for q in questions:  # a check is a fragment: on a busy machine it may draw a moment later
        shows(page, q.split("?")[0][:40], f"{lesson}/{step}: question not shown: {q}")
    assert answer_every_form(page, f"{lesson}/{step}") == len(questions)
    expect(page.get_by_text("Right on the first try.").or_(
        page.get_by_text("Not quite.")).first).to_be_visible()
    shot(page, artifacts / f"walk-answered-{kind}.png")


@pytest.mark.parametrize("kind", [*KINDS, "drill"])
def test_every_practice_kind_and_the_drill(tab: Page, app_url: str, artifacts: Path,
                                          kind: str) -> None:
    page = tab
    query = {"mode": "drill"} if kind == "drill" else {"kind": kind, "seed": "11"}
    query["profile"] = f"walk-practice-{kind}"
    page.goto(f"{app_url}/practice?{urlencode(query)}")
    settle(page)
    assert_sound(page, kind)
    if kind == "drill":
        clicked(page, page.get_by_role("button", name="Yes, I can take it"))
        assert_sound(page, kind)
    else:
        expect(page.locator("[data-testid='stForm'] label").first).to_be_visible()
        labels = page.locator("[data-testid='stForm'] label").all_inner_texts()
        assert any(len(t.strip()) > 8 for t in labels), f"{kind}: questions without text"
        assert answer_every_form(page, kind) == 1
        if page.get_by_text("Not quite").count():  # a second try: the answer and its reasons
            assert answer_every_form(page, kind) == 1
    expect(page.get_by_text("Right on").or_(page.get_by_text("Not quite")).or_(
        page.get_by_text("Not this time")).first).to_be_visible()
    shot(page, artifacts / f"walk-practice-{kind}.png")


def learner_on(page: Page) -> str:
    text = page.inner_text("[data-testid='stSidebar']")
    return text.split("Learner:", 1)[1].split("\n", 1)[0].strip()


def test_each_browser_keeps_its_own_learner(browser: Browser, app_url: str) -> None:
    first = fresh(browser)
    first.goto(f"{app_url}/settings")
    settle(first)
    name = learner_on(first)
    assert name.startswith("guest-")
    first.goto(f"{app_url}/progress")  # a typed address: a new session, the same browser
    settle(first)
    assert learner_on(first) == name
    other = fresh(browser)  # another browser: another learner
    other.goto(f"{app_url}/progress")
    settle(other)
    assert learner_on(other) != name
    first.context.close()
    other.context.close()


@pytest.mark.long
def test_a_beginner_completes_the_guided_hand(browser: Browser, app_url: str,
                                              artifacts: Path) -> None:
    """The guided first hand from the deal to the score, choosing the cards each step names
    by their faces and pressing the button it names; one wrong move first, refused."""
    from tutor.course.guided import STEPS

    page = fresh(browser)
    page.goto(f"{app_url}/first-hand")
    settle(page)
    clicked(page, page.get_by_role("button", name="Deal the first hand"))
    # not now: draw first
    clicked(page, page.get_by_role("button", name="Take the pile", exact=True))
    expect(page.locator("[data-testid='stAlertContentWarning']")).to_contain_text("Draw")
    warning = page.locator("[data-testid='stAlertContentWarning']")
    frozen = [s.id for s in STEPS].index("frozen")
    seen = {4: "East melds A♣ A♥ A♠.", 1: "You lay out 3♦ and draw again.",
            frozen: "West takes the pile (5 cards) with the top 7♦ and 7♣ 7♠."}
    refused_once = False
    for n, step in enumerate(STEPS):
        expect(page.locator("strong", has_text=step.title).first).to_be_visible()
        if n in seen:  # what a real hand brings: red 3s drawn, the other side's melds
            expect(page.get_by_text(seen[n]).first).to_be_visible()
        if step.title == "A black 3 stops the pile":
            clicked(page, page.get_by_role("button", name="Take the pile", exact=True))
            expect(warning).to_contain_text("is a black 3: the pile cannot be taken")
        group = page.get_by_role("toolbar", name="Your hand: tap cards to choose them")
        if step.button == "meld" and not refused_once:  # two cards and Discard: refused,
            refused_once = True  # and both go back down (the next tap chooses one card)
            for i in (0, 1):
                clicked(page, group.locator("button").nth(i))
            clicked(page, page.get_by_role("button", name=words("play.button.discard")))
            expect(warning).to_contain_text("exactly one card")
            expect(group.locator("button[aria-pressed='true']")).to_have_count(0)
        for card in step.cards:
            clicked(page, group.locator("button[aria-pressed='false']")
                    .filter(has_text=say_card(card)).first)
        main = page.locator("[data-testid='stMain'] [data-testid='stBaseButton-primary']")
        label = words(f"play.button.{step.button}")
        expect(main).to_have_text([label])  # the main button is the guide's move
        clicked(page, page.get_by_role("button", name=label, exact=True))
        assert_sound(page, f"guided step {n + 1}")
        assert warning.count() == 0, step.title
        if n == frozen:
            shot(page, artifacts / "walk-guided-frozen.png")
    expect(page.get_by_text("The hand is over").first).to_be_visible()
    expect(page.get_by_text("natural canasta of kings")).to_be_visible()
    # every column's heading on one line ("points" broke as "poi nts" beside long rules)
    for head in page.locator("table.ct-totals th").all():
        box = head.bounding_box()
        assert box is not None and box["height"] < 40, (head.inner_text(), box)
    shot(page, artifacts / "walk-guided-end.png")
    page.context.close()


def _guided_step(page: Page, step: object) -> None:
    """The guide's step played as a learner plays it: its cards tapped, its button."""
    group = page.get_by_role("toolbar", name="Your hand: tap cards to choose them")
    for card in step.cards:  # type: ignore[attr-defined]
        clicked(page, group.locator("button[aria-pressed='false']")
                .filter(has_text=say_card(card)).first)
    label = words(f"play.button.{step.button}")  # type: ignore[attr-defined]
    clicked(page, page.get_by_role("button", name=label, exact=True))


def test_the_first_hand_survives_a_reload_and_a_second_tab(browser: Browser,
                                                          app_url: str) -> None:
    """A walk reloaded the first hand at step 5 and was dealt it afresh. Now a reload goes
    on at the step reached; a second tab shows it there too, and when that tab plays on,
    a button pressed on the first tab's older view is not played and the tab says so."""
    from tutor.course.guided import STEPS

    page = fresh(browser)
    page.goto(f"{app_url}/first-hand?profile=walk-first-reload")
    settle(page)
    clicked(page, page.get_by_role("button", name="Deal the first hand"))
    for step in STEPS[:4]:
        _guided_step(page, step)
    page.reload()
    settle(page)
    heading = page.locator("strong", has_text=STEPS[4].title).first
    expect(heading).to_be_visible()
    expect(page.get_by_role("button", name="Deal the first hand")).to_have_count(0)
    other = page.context.new_page()
    other.goto(f"{app_url}/first-hand?profile=walk-first-reload")
    settle(other)
    expect(other.locator("strong", has_text=STEPS[4].title).first).to_be_visible()
    _guided_step(other, STEPS[4])  # the second tab takes the pile
    # the first tab, still showing the pile untaken, presses Take the pile: not played
    clicked(page, page.get_by_role("button", name=words("play.button.take"), exact=True))
    expect(page.get_by_text("This hand went further in another tab").first).to_be_visible()
    expect(page.locator("strong", has_text=STEPS[5].title).first).to_be_visible()
    _guided_step(page, STEPS[5])
    expect(page.locator("strong", has_text=STEPS[6].title).first).to_be_visible()
    page.context.close()
