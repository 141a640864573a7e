"""What the accessibility tests and bench/axe.py share: the pages axe-core checks, how
each is opened as a learner reaches it, and axe's WCAG 2.1 AA violations on a page."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from urllib.parse import urlencode

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page

from tests.browser import PHONE, clicked, settle
from tutor.course.learn import load_lessons
from tutor.views.viewmodel import check_field

WIDTHS = {"phone": PHONE, "desktop": {"width": 1280, "height": 900}}
WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
AXE = Axe()


def _click(name: str) -> Callable[[Page], None]:
    def go(page: Page) -> None:
        clicked(page, page.get_by_role("button", name=name, exact=True))
    return go


def _answer_first(page: Page) -> None:
    """The first answer offered, checked: its verdict and reason are on the page."""
    form = page.locator("[data-testid='stForm']").first
    form.locator("[data-testid='stRadio'] label, [data-testid='stButtonGroup'] button").first \
        .click()  # (in the check's form: no run)
    clicked(page, form.get_by_role("button", name="Check my answer"))


def _deal_and_take(page: Page) -> None:
    """Play dealt, then the pile asked for with no cards chosen: refused, with its rule."""
    _click("Deal")(page)
    _click("Take the pile")(page)


def _house_rule(page: Page) -> None:
    """The discard pile's house rules opened, and a black 3 made to freeze the pile."""
    clicked(page, page.get_by_text("The discard pile", exact=True))
    clicked(page, page.get_by_role("radiogroup", name="A black 3 in the pile").get_by_text(
        "Freezes the pile for everyone", exact=False))


def step_of_each_kind() -> dict[str, str]:
    """A lesson step for each kind of answer a check asks for (yes or no, a number, the
    cards to choose, ...): its address."""
    found: dict[str, str] = {}
    for lesson in load_lessons():
        for step in lesson.steps:
            for check in step.checks:
                kind = check_field(check).widget
                found.setdefault(f"lesson step: {kind}",
                                 f"/learn?lesson={lesson.id}&step={step.id}")
    return found


#: name -> (address, what a learner does there before it is checked)
PAGES: dict[str, tuple[str, Callable[[Page], None] | None]] = {
    "home": ("/home", None),
    "learn: the lessons": ("/learn", None),
    **{k: (v, None) for k, v in step_of_each_kind().items()},
    "lesson step, answered": ("/learn?lesson=deck-and-turn&step=deck", _answer_first),
    "practice": ("/practice?puzzle=tp-018", None),
    "practice, answered": ("/practice?puzzle=tp-018", _answer_first),
    "first hand, dealt": ("/first-hand", _click("Deal the first hand")),
    "play, dealt": ("/play", _click("Deal")),
    "play, a move refused": ("/play", _deal_and_take),
    "progress": ("/progress", None),
    "cheat sheet": ("/cheat-sheet", None),
    "score pad": ("/score-pad", None),
    "position checker": ("/checker", None),
    "settings": ("/settings", None),
    "settings, a house rule set": ("/settings", _house_rule),
}


def open_page(page: Page, url: str, name: str, profile: str = "") -> None:
    """The page ``name`` opened as a learner reaches it (as ``profile``, if given)."""
    address, then = PAGES[name]
    if profile:
        address += ("&" if "?" in address else "?") + urlencode({"profile": profile})
    page.goto(url + address)
    settle(page)
    if then is not None:
        then(page)


def violations(page: Page, impacts: set[str] | None = frozenset({"serious", "critical"})
               ) -> list[dict[str, Any]]:
    """axe-core's WCAG 2.1 AA violations on the page as it stands (of these impacts)."""
    found = AXE.run(page, options={"runOnly": {"type": "tag", "values": WCAG_21_AA},
                                   "resultTypes": ["violations"]}).response["violations"]
    return [v for v in found if impacts is None or v["impact"] in impacts]
