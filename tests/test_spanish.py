"""The Spanish catalogue: every message, rule title, rule sentence and place the English one
has, with the same facts; numbers, plurals and cards as Spanish writes them; no English
word left in it; the engine's reasons said in Spanish from their codes and facts, and the
CLI's sentences after the same rule ids with ``--lang es``."""

from __future__ import annotations

import json
import random
import re
import string
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tutor.engine import Card, Game, Rank, Why, check_meld, get_rules, parse_cards
from tutor.explain import CATALOGUES, catalogue, say, speaking, use_language, words
from tutor.explain.en import ENGLISH
from tutor.explain.es import SPANISH

ROOT = Path(__file__).resolve().parent.parent
#: Words that give English away in a Spanish sentence (none is also a Spanish word).
ENGLISH_WORDS = {"the", "and", "you", "your", "is", "are", "of", "with", "not", "cannot",
                 "card", "cards", "pile", "meld", "melds", "side", "going", "out", "stock",
                 "hand", "partner", "wild", "frozen", "this", "that", "for", "from", "may",
                 "lesson", "lessons", "step", "steps", "answer", "check", "next", "back",
                 "play", "learn", "deal", "draw", "score", "game", "puzzle", "puzzles",
                 "practise", "settings", "progress", "first", "what", "which", "can",
                 "take", "go", "where", "when", "here", "it", "its", "to", "in", "on"}
#: Notation a Spanish sentence keeps as it is (a rules file's keys, an option's name).
KEPT = re.compile(r"Discard\(card=Card\('5C'\)\)|Draw\(\)|"
                  r"\[options\]|canasta-tutor/\w+|\bbase\b|\bname\b|classic[\w,=]*|[a-z]+_[a-z_]+|"
                  r"\{[^}]*\}|World of Card Games|Bicycle|JSON|TOML|CSV|KB|MB|JK|QH|KS")


def _fields(template: str) -> set[str]:
    return {f[1].split(".")[0].split("[")[0].split("!")[0]
            for f in string.Formatter().parse(template) if f[1] is not None and f[1]}


def test_every_message_has_spanish_words_with_the_same_facts() -> None:
    assert set(SPANISH.messages) == set(ENGLISH.messages)
    for code, english in ENGLISH.messages.items():
        assert _fields(SPANISH.messages[code]) == _fields(english), code
        assert bool(SPANISH.messages[code]) == bool(english), code
    from tutor.engine import RULESETS

    for name in RULESETS:  # each rule book's names are the catalogue's (none in the engine)
        assert {f"ruleset.{name}", f"ruleset.{name}.long"} <= set(ENGLISH.messages)
    assert set(SPANISH.rule_titles) == set(ENGLISH.rule_titles)
    assert set(SPANISH.rule_summaries) == set(ENGLISH.rule_summaries)
    assert set(SPANISH.fields) == set(ENGLISH.fields)


def _spanish_texts() -> Iterator[tuple[str, str]]:
    yield from SPANISH.messages.items()
    yield from SPANISH.rule_titles.items()
    yield from SPANISH.rule_summaries.items()
    yield from SPANISH.fields.items()


def test_no_english_word_is_left_in_the_spanish_catalogue() -> None:
    found = []
    for code, text in _spanish_texts():
        for word in re.findall(r"[A-Za-z']+", KEPT.sub(" ", text)):
            if word.lower() in ENGLISH_WORDS:
                found.append(f"{code}: {word}")
    assert found == []


def test_numbers_plurals_and_cards_as_spanish_writes_them() -> None:
    assert words("scene.three_player_pair_minimum", "es", n=3100) == (
        "Los otros dos siguen en pareja desde 3.100.")
    assert words("scene.three_player_pair_minimum", "en", n=3100) == (
        "The other two play on as a pair from 3,100.")
    assert words("rules.with-house", "es", name="Canasta clásica", n=1) == (
        "Canasta clásica, con 1 regla de la casa")
    assert words("rules.with-house", "es", name="Canasta clásica", n=2) == (
        "Canasta clásica, con 2 reglas de la casa")
    alone = Why.plain("no-reason")
    assert words("can.take", "es", n=1, card=Card("KS"), onto=alone) == (
        "Levantar el pozo (1 carta) con K♠ de arriba.")
    onto = Why.plain("log.onto", meld=(Card("KH"), Card("KD"), Card("KC")))
    assert words("can.take", "es", n=12, card=Card("KS"), onto=onto) == (
        "Levantar el pozo (12 cartas) con K♠ de arriba sobre K♥ K♦ K♣.")
    assert SPANISH.card_name(Card("QH")) == "reina de corazones"
    assert SPANISH.rank(Rank.KING, True) == "reyes" and SPANISH.rank(Rank.ACE, False) == "as"
    assert SPANISH.side(0) == "el primer equipo"
    assert words("scene.red_three_value", "es", n=-1575) == "Tu equipo se anota -1.575 en la mano."


def test_a_meld_is_judged_in_either_language_from_the_same_reasons() -> None:
    v = check_meld(parse_cards("KS KH 2C 2D JK"), get_rules("classic"))
    assert [say(w, "en") for w in v.why] == [
        "2 natural kings and 3 wild: a legal meld.",
        "A canasta takes 7 cards: this meld is 2 cards short."]
    assert [say(w, "es") for w in v.why] == [
        "2 reyes naturales y 3 comodines: un juego válido.",
        "Una canasta lleva 7 cartas: a este juego le faltan 2 cartas."]


def _reasons(seed: int) -> Iterator[Why]:
    """Every reason a random hand meets: each refused action's and each move's."""
    rng = random.Random(seed)
    st = Game.named("classic", 4).new_initial_state(seed)
    while not st.is_terminal():
        legal = st.legal_actions()
        for a in legal[:6]:
            why = st.why_illegal(a)
            if why is not None:
                yield why
        st.apply(rng.choice(legal))
    yield from (line.why for side in st.score().sides for line in side.lines
                if getattr(line, "why", None) is not None)


@pytest.mark.parametrize("seed", range(3))
def test_the_reasons_of_whole_hands_are_said_in_spanish(seed: int) -> None:
    for why in _reasons(seed):
        assert say(why, "es") and say(why, "es") != say(why, "en")


def test_the_language_in_use_is_the_one_chosen_and_english_otherwise() -> None:
    with speaking("es"):
        assert catalogue() is SPANISH and words("answer.yes") == "Sí"
        use_language(lambda: "fr")  # a language without a catalogue: English
        assert catalogue() is ENGLISH and words("answer.yes") == "Yes"
    assert set(CATALOGUES) == {"en", "es"}


def test_the_cli_writes_spanish_sentences_after_the_same_rule_ids(tmp_path: Path) -> None:
    puzzle = tmp_path / "p.json"
    puzzle.write_text(json.dumps({"id": "m", "kind": "meld",
                                  "position": {"cards": ["KS", "KH", "2C"]}}))

    def solve(*extra: str) -> dict[str, object]:
        got = subprocess.run([sys.executable, "-m", "tutor", "solve", str(puzzle), *extra],
                             capture_output=True, text=True, cwd=ROOT, check=True)
        out: dict[str, object] = json.loads(got.stdout)
        return out

    english, spanish = solve(), solve("--lang", "es")
    assert english["answer"] == spanish["answer"]
    ids = [str(w).split(":")[0] for w in english["why"]]  # type: ignore[attr-defined]
    assert ids == [str(w).split(":")[0] for w in spanish["why"]]  # type: ignore[attr-defined]
    assert spanish["why"] == ["basics-6: 2 reyes naturales y 1 comodín: un juego válido.",
                              "basics-7: Una canasta lleva 7 cartas: a este juego le faltan 4 "
                              "cartas."]


PAGES_IN_SPANISH = ("tutor/app/home.py", "tutor/app/settings.py", "tutor/app/cheat_sheet.py",
                    "tutor/app/learn.py", "tutor/app/practice.py", "tutor/app/progress.py",
                    "tutor/app/play.py", "tutor/app/first_hand.py", "tutor/app/score_pad.py")


def _shown(at: object) -> str:
    """Every word a page shows: its text, and its buttons', choices' and tabs' labels."""
    from tests.conftest import texts

    parts = [texts(at)]  # type: ignore[arg-type]
    for kind in ("button", "radio", "toggle", "text_input", "metric", "expandable"):
        for el in at.get(kind):  # type: ignore[attr-defined]
            parts.append(str(getattr(el, "label", "")))
            parts.extend(str(o) for o in getattr(el, "options", []) or [])
    return "\n".join(parts)


@pytest.mark.parametrize("page", PAGES_IN_SPANISH)
def test_a_page_in_spanish_has_no_english_word(page: str, db: Path) -> None:
    """A page with ?lang=es: every word a learner reads is Spanish; the same page stays
    English for another learner, and Spanish for this one without the link."""
    from tests.conftest import app

    at = app(page, lang="es", rules="classic,black_three_freezes=true", profile="es-reader")
    assert not at.exception
    shown = re.sub(r"<style>.*?</style>|<[^>]+>|&[#\w]+;", " ", _shown(at), flags=re.S)
    english = sorted({w for w in re.findall(r"[A-Za-z']+", KEPT.sub(" ", shown))
                      if w.lower() in ENGLISH_WORDS})
    assert english == [], (english, shown[:3000])
    assert "Reglas en juego:" in shown
    plain = app(page, profile="en-reader")  # another learner: English
    assert "Rules in force" in _shown(plain)
    again = app(page, profile="es-reader")  # the Spanish reader, without the link: Spanish
    assert "Reglas en juego:" in _shown(again)


@pytest.mark.e2e
def test_spanish_chosen_by_a_link_is_kept_across_pages_and_a_reload(
        tab: object, app_url: str, artifacts: Path) -> None:
    """?lang=es at phone width: Settings in Spanish (no English word a learner reads), the
    cheat sheet reached from the menu in Spanish too, and still after a reload."""
    from playwright.sync_api import Page, expect

    from tests.browser import settle, shot

    page: Page = tab  # type: ignore[assignment]
    page.goto(f"{app_url}/settings?profile=es-walk&lang=es")
    settle(page)
    expect(page.get_by_role("heading", name="Ajustes", level=1)).to_be_visible()
    shown = KEPT.sub(" ", page.locator("[data-testid='stMain']").inner_text())
    assert not {w for w in re.findall(r"[A-Za-z']+", shown) if w.lower() in ENGLISH_WORDS}
    shot(page, artifacts / "es-settings.png", full=False)
    page.goto(f"{app_url}/cheat-sheet?profile=es-walk")  # the learner keeps Spanish
    settle(page)
    page.reload()
    settle(page)
    expect(page.get_by_role("heading", name="Chuleta", level=1)).to_be_visible()
    assert "lang=es" in page.url
    expect(page.get_by_text("Total del equipo de 0 a 1.495: 50.")).to_be_visible()
    shot(page, artifacts / "es-cheat-sheet.png", full=False)


def test_a_card_named_in_an_error_takes_no_wrong_article() -> None:
    """helper-31's walk read "el reina de tréboles aparece 3 veces": the queen is "la". The
    sentence names the card as it is written, and says what the suits' letters are."""
    why = Why.of("basics-1", "problem.too-many-copies", card=Card("QC"), n=3,
                 places=("position.hand",), decks=2, limit=2)
    said = say(why, "es")
    assert said.startswith("La carta Q♣ aparece 3 veces"), said
    from tutor.engine import CardError, parse_card

    with pytest.raises(CardError) as e:
        parse_card("7P")
    assert "S (picas), H (corazones), D (diamantes) o C (tréboles)" in say(e.value.why, "es")


def test_a_lesson_question_is_listed_by_its_own_question_not_its_kind() -> None:
    """The walk found "Choose the cards you can meld" listed among reviews as "can you go
    out?", its position's kind: a check that asks something else is named by its number."""
    from tutor.views.viewmodel import lesson_check, puzzle_name

    assert puzzle_name(lesson_check("lesson:deck-and-turn/review/3").puzzle) == (
        "Review: earlier rules together, question 3")
    assert puzzle_name(lesson_check("lesson:deck-and-turn/discard/1").puzzle) == (
        "Ending a turn, and the black three: can you take the pile?")


def test_an_impossible_lesson_position_names_its_place_once() -> None:
    """The walk read "el juego (K♠): el rey de picas aparece 3 veces en esta posición (el
    juego)": the field said twice around the reason that names it."""
    from tutor.course.learn import impossible_reasons
    from tutor.puzzles.base import PuzzleError
    from tutor.puzzles.format import parse_puzzle, solve

    with pytest.raises(PuzzleError) as e:
        solve(parse_puzzle({"id": "x", "kind": "meld", "position": {"cards": ["KS"] * 3}}))
    said = [say(w, "es") for w in impossible_reasons(e.value)]
    assert said == ["Esto no puede pasar en una mesa real: la carta K♠ aparece 3 veces en esta "
                    "posición (el juego), pero 2 barajas tienen 2 copias de cada carta."], said
