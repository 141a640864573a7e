"""The tutor in Spanish in a real browser at phone width, as a Spanish-speaking beginner
meets it: a first visit from a browser set to Spanish, every lesson step (no English word
on any), a wrong first answer and its second try, a practice puzzle, the first hand played
to its end and a turn of Play; and the same learner's choice kept after a reload."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser import clicked, fresh, settle, shot
from tests.test_spanish import ENGLISH_WORDS, KEPT
from tutor.course.guided import STEPS
from tutor.course.learn import load_lessons
from tutor.explain import card as say_card
from tutor.explain import words

pytestmark = pytest.mark.e2e


def english(page: Page) -> list[str]:
    """The English words the page's main part shows (a Spanish page shows none)."""
    shown = KEPT.sub(" ", page.locator("[data-testid='stMain']").inner_text())
    return sorted({w for w in re.findall(r"[A-Za-z']+", shown) if w.lower() in ENGLISH_WORDS})


@pytest.fixture(scope="module")
def spanish(browser: Browser) -> Page:
    """A browser whose language is Spanish (Argentina), at phone width."""
    return fresh(browser, locale="es-AR")


def test_a_spanish_browser_gets_the_course_in_spanish_on_every_step(
        spanish: Page, app_url: str, artifacts: Path) -> None:
    page = spanish
    page.goto(f"{app_url}/learn?profile=es-course")  # no ?lang: the browser's language
    settle(page)
    expect(page.get_by_role("heading", name="Aprender", level=1)).to_be_visible()
    assert "lang=es" in page.url and english(page) == []
    shot(page, artifacts / "es-learn.png")
    started = time.monotonic()
    lessons = load_lessons()
    first = lessons[0]
    page.goto(f"{app_url}/learn?profile=es-course&lesson={first.id}&step={first.steps[0].id}")
    settle(page)
    for k, lesson in enumerate(lessons):  # as a learner goes: Next, then the next lesson
        for n, step in enumerate(lesson.steps):
            expect(page.get_by_role("heading", level=1)).to_have_text(step.heading("es"))
            assert english(page) == [], (lesson.id, step.id, english(page))
            for check in step.checks:
                expect(page.get_by_text(check.asked("es"), exact=True).first).to_be_attached()
            if n + 1 < len(lesson.steps):
                clicked(page, page.get_by_role("button", name=words("learn.next", "es")))
            elif k + 1 < len(lessons):
                clicked(page, page.get_by_role("button", name=words(
                    "learn.next-lesson", "es", lesson=lessons[k + 1].name("es"))))
    print(f"every step in Spanish: {time.monotonic() - started:.1f} s")


def test_a_wrong_first_answer_in_spanish_earns_a_reason_and_a_second_try(
        spanish: Page, app_url: str, artifacts: Path) -> None:
    page = spanish
    page.goto(f"{app_url}/learn?profile=es-wrong&lang=es&lesson=deck-and-turn&step=deck")
    settle(page)
    box = page.locator("[data-testid='stForm']").first
    box.locator("[role='radiogroup'] label").filter(has_text="Sí").first.click()  # never
    clicked(page, box.get_by_role("button", name="Comprobar mi respuesta"))
    main = page.locator("[data-testid='stMain']")
    expect(main).to_contain_text(words("feedback.not-quite", "es"))
    assert english(page) == []
    shot(page, artifacts / "es-wrong.png")
    page.reload()
    settle(page)
    expect(main).to_contain_text(words("feedback.not-quite", "es"))  # kept after a reload
    box.locator("[role='radiogroup'] label").filter(has_text="No").first.click()
    clicked(page, box.get_by_role("button", name="Comprobar mi respuesta"))
    expect(main).to_contain_text(words("feedback.right-second", "es"))
    assert english(page) == []


def test_the_first_hand_and_play_in_spanish(spanish: Page, app_url: str,
                                            artifacts: Path) -> None:
    page = spanish
    page.goto(f"{app_url}/first-hand?profile=es-mano&lang=es")
    settle(page)
    clicked(page, page.get_by_role("button", name="Repartir la primera mano"))
    for n, step in enumerate(STEPS):
        expect(page.locator("strong", has_text=words(f"guide.{step.id}", "es")).first
               ).to_be_visible()
        group = page.get_by_role("toolbar", name=words("play.hand-pick", "es"))
        for card in step.cards:
            clicked(page, group.locator("button[aria-pressed='false']")
                    .filter(has_text=say_card(card)).first)
        label = words(f"play.button.{step.button}", "es")
        clicked(page, page.get_by_role("button", name=label, exact=True))
        assert english(page) == [], (n, english(page))
    expect(page.get_by_text("La mano terminó").first).to_be_visible()
    shot(page, artifacts / "es-first-hand-end.png")
    page.goto(f"{app_url}/play?profile=es-mano")
    settle(page)
    clicked(page, page.get_by_role("button", name="Repartir", exact=True))
    clicked(page, page.get_by_role("button", name="Robar", exact=True))
    assert english(page) == []
    shot(page, artifacts / "es-play.png")
    page.goto(f"{app_url}/practice?profile=es-mano")
    settle(page)
    expect(page.get_by_role("heading", name="Practicar", level=1)).to_be_visible()
    assert english(page) == []
    shot(page, artifacts / "es-practice.png")


def test_every_page_of_the_menu_reads_in_spanish(spanish: Page, app_url: str,
                                                 artifacts: Path) -> None:
    """Each page as the first page of a fresh session with ?lang=es: its heading and every
    word in Spanish."""
    from tutor.app.ui import ROUTES

    page = spanish
    for n, (key, _, path) in enumerate(ROUTES):
        if key == "club":  # a club's organisers only (tests/test_signin.py)
            continue
        address = "" if key == "home" else path
        page.goto(f"{app_url}/{address}?profile=es-pag-{n}&lang=es")
        settle(page)
        expect(page.get_by_role("heading", level=1).first).to_have_text(
            words(f"nav.{key}", "es") if key not in ("home", "first_hand", "cheat_sheet")
            else re.compile(r".+"))
        assert english(page) == [], (key, english(page))
        shot(page, artifacts / f"es-page-{key}.png")


def test_switching_the_language_in_settings_there_and_back(spanish: Page, app_url: str,
                                                           artifacts: Path) -> None:
    """English, then Español again, in one tab: each switch shows the page in that language
    and keeps the rules as they were; no word of another tab's change (once the rule
    book's button, keyed without the language, fired with its Spanish words as a book)."""
    page = spanish
    page.goto(f"{app_url}/settings?profile=es-ida-vuelta")
    settle(page)
    heading = page.get_by_role("heading", level=1)
    expect(heading).to_have_text("Ajustes")
    clicked(page, page.locator("[role='radiogroup'] label").filter(has_text="English").first)
    expect(heading).to_have_text("Settings")
    assert "lang=en" in page.url and english(page) != []
    clicked(page, page.locator("[role='radiogroup'] label").filter(has_text="Español").first)
    expect(heading).to_have_text("Ajustes")
    main = page.locator("[data-testid='stMain']")
    expect(main).not_to_contain_text("otra pestaña")
    expect(main).to_contain_text("Reglas en juego: Canasta clásica · 4 jugadores")
    shot(page, artifacts / "es-language-back.png")


def test_streamlits_own_words_are_not_left_in_english(spanish: Page, app_url: str) -> None:
    """A new learner from a Spanish browser is an «invitado»; a file uploader's button
    says «Subir archivo» and its English line of limits is gone (each label says the size
    and the kinds); the ⋮ menu, all Streamlit's English, is not there."""
    page = spanish
    page.context.clear_cookies()
    page.goto(f"{app_url}/score-pad")  # no profile: a new learner
    settle(page)
    expect(page.get_by_text(re.compile(r"alumno invitado-[0-9a-f]{6}"))).to_be_visible()
    box = page.locator("[data-testid='stFileUploaderDropzone']").first
    label = box.locator("button p").evaluate(
        "p => getComputedStyle(p, '::after').getPropertyValue('content')")
    assert label == '"Subir archivo"'
    expect(page.locator("[data-testid='stFileUploaderDropzoneInstructions']").first).to_be_hidden()
    assert page.locator("[data-testid='stMainMenu']").count() == 0
    # Streamlit's controls named for a screen reader in Spanish (the sidebar, its pages,
    # its button, a heading's link), also when Streamlit draws them again on another page
    for path in ("score-pad", "learn"):
        if path != "score-pad":
            page.locator("[data-testid='stExpandSidebarButton']").click()  # (no run)
            clicked(page, page.locator("[data-testid='stSidebarNavItems'] a").nth(1))
        labels = page.evaluate(
            "() => [...document.querySelectorAll('[aria-label]')].map(e => e.ariaLabel)")
        assert not {"Sidebar", "App pages", "Expand sidebar", "Collapse sidebar",
                    "Link to heading"} & set(labels), labels
        assert words("page.aria.heading-link", "es") in labels


def test_a_spanish_learner_and_an_english_one_on_one_server(
        spanish: Page, browser: Browser, app_url: str) -> None:
    """The same puzzle for a Spanish learner, then for an English one on the same server:
    each reads its cards in its own words (a drawing kept for Spanish was shown in English),
    and each page says its language to a screen reader."""
    sideways = "img.ct-sideways"
    spanish.goto(f"{app_url}/practice?profile=es-y-en&lang=es&puzzle=tp-018")
    settle(spanish)
    assert spanish.locator(sideways).first.get_attribute("alt", timeout=5000) == (
        "dos de tréboles (comodín), de costado: congela el pozo")
    assert spanish.evaluate("document.documentElement.lang") == "es"  # a Spanish voice reads it
    page = fresh(browser)
    page.goto(f"{app_url}/practice?profile=en-y-es&puzzle=tp-018")
    settle(page)
    assert page.locator(sideways).first.get_attribute("alt", timeout=5000) == (
        "two of clubs (wild), turned sideways: it freezes the pile")
    assert page.evaluate("document.documentElement.lang") == "en"
    page.close()
