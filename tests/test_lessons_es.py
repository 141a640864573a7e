"""The lessons in Spanish: each translated step says the same facts as its lesson (the same
cards drawn, the same cards and numbers named, the same links), every check keeps its
position and answer and only its question changes, and no English word is left."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.test_spanish import ENGLISH_WORDS, KEPT
from tutor.course.errors import LessonError
from tutor.course.learn import LESSON_DIR, load_course, load_lessons, parse_lesson
from tutor.course.translate import read_translation
from tutor.explain import speaking

SPANISH_DIR = LESSON_DIR / "es"
_GLYPH = re.compile(r"(?:10|[2-9JQKA])[♠♥♦♣]|Joker")
_NUMBER = re.compile(r"(?<![\w.,])[−-]?\d{1,3}(?:[.,]\d{3})+(?!\d)|(?<![\w.,])[−-]?\d+(?![\w])")
_LINK = re.compile(r"\]\(([^)\s]+)\)")


def _facts(text: str) -> dict[str, list[str]]:
    """What a text states that a translation must state too, whatever its words."""
    bare = re.sub(r"\{\{.*?\}\}", " ", text, flags=re.S)
    numbers = [re.sub(r"[.,−]", "", n).replace("-", "") for n in _NUMBER.findall(
        _GLYPH.sub(" ", re.sub(r"\]\([^)]*\)", "]", bare)))]
    return {"markup": sorted(re.findall(r"\{\{.*?\}\}", text, flags=re.S)),
            "cards": sorted(_GLYPH.findall(bare)), "numbers": sorted(numbers),
            "links": sorted(_LINK.findall(text))}


def _translated() -> list[tuple[str, str, str, str]]:
    """(where, English, Spanish, what) for every translated title, text and question."""
    out = []
    for lesson in load_course():
        if "es" not in lesson.titles:
            continue
        for step in lesson.steps:
            where = f"{lesson.id}/{step.id}"
            out.append((where, step.text, step.texts["es"], "text"))
            out += [(f"{where}/{i + 1}", c.question, c.questions["es"], "question")
                    for i, c in enumerate(step.checks)]
    return out


def test_every_lesson_is_in_spanish() -> None:
    english = sorted(p.name for p in LESSON_DIR.glob("*.md"))
    spanish = sorted(p.name for p in SPANISH_DIR.glob("*.md"))
    assert spanish == english
    for lesson in load_course():
        assert "es" in lesson.titles, lesson.id
        for step in lesson.steps:
            assert "es" in step.titles and "es" in step.texts, (lesson.id, step.id)
            assert all("es" in c.questions for c in step.checks), (lesson.id, step.id)


@pytest.mark.parametrize(("where", "english", "spanish", "what"), _translated(),
                         ids=lambda v: v if isinstance(v, str) and "/" in v else "")
def test_a_translation_states_the_same_facts(where: str, english: str, spanish: str,
                                             what: str) -> None:
    assert _facts(spanish) == _facts(english), where
    left = {w for w in re.findall(r"[A-Za-z']+", KEPT.sub(" ", re.sub(
        r"\{\{.*?\}\}|\]\([^)]*\)", " ", spanish))) if w.lower() in ENGLISH_WORDS}
    assert not left, f"{where}: English words {sorted(left)}"


def test_the_course_in_spanish_has_the_same_checks_and_answers() -> None:
    with speaking("es"):
        spanish = load_lessons()
    english = load_lessons()
    for es, en in zip(spanish, english, strict=True):
        assert es.name("es") != en.name("en") or es.id == "final-test", es.id
        for s_es, s_en in zip(es.steps, en.steps, strict=True):
            assert s_es.heading("es") != s_en.heading("en"), (es.id, s_es.id)
            for c_es, c_en in zip(s_es.checks, s_en.checks, strict=True):
                assert (c_es.puzzle, c_es.answer) == (c_en.puzzle, c_en.answer)
                assert c_es.asked("es") != c_en.asked("en")


def test_a_review_asks_in_spanish_on_the_same_fresh_cards() -> None:
    review = next(s for x in load_lessons() for s in x.steps if s.id == "review"
                  and any(c.question != c.asked("es") for c in s.checks))
    for check in review.checks:
        assert _facts(check.asked("es"))["cards"] == _facts(check.question)["cards"]


LESSON = """---
id: one
title: One
order: 1
rules: classic
steps:
  - a: basics-5
---

## A meld

Three kings {{KS KH KD}}.

```check
{"question": "Is K♠ K♥ K♦ a meld?", "ask": "legal",
 "puzzle": {"kind": "meld", "position": {"cards": ["KS", "KH", "KD"]}}, "answer": true}
```
"""


@pytest.mark.parametrize(("text", "message"), [
    ("---\nid: one\ntitle: Uno\n---\n## Un juego\n", "names its lesson"),
    ("---\nid: one\ntitle: Uno\nsteps:\n  - b\n---\n", "not the lesson's"),
    ("---\nid: one\ntitle: Uno\nsteps:\n  - a\n---\n## Un juego\n\nTres reyes.\n",
     "has 1 checks and its translation 0"),
    ("---\nid: one\ntitle: Uno\nsteps:\n  - a\n---\n## Un juego\n\n```check\n"
     '{"question": "¿Sí?", "answer": false}\n```\n', "holds only its question"),
    ("---\nid: one\ntitle: Uno\nsteps:\n  - a\n---\n## Un juego\n\n{{KX}}\n```check\n"
     '{"question": "¿Sí?"}\n```\n', "does not parse"),
])
def test_a_broken_translation_names_its_line(text: str, message: str) -> None:
    lesson = parse_lesson(LESSON, Path("one.md"))
    with pytest.raises(LessonError, match=message):
        read_translation(text, lesson, "es", Path("es/one.md"))


def test_the_glossary_has_every_term_in_spanish_and_says_where_words_differ() -> None:
    from tutor.course.glossary import terms

    english, spanish = terms("en"), terms("es")
    assert [t.step for t in spanish] == [t.step for t in english]
    assert all(t.term and t.forms and t.means for t in spanish)
    regions = [t for t in spanish if "España" in t.means or "Río de la Plata" in t.means]
    assert len(regions) >= 5  # the pozo, cerrar/cortar, the mazo/monte, …
    for t in spanish:  # each term is used, in one of its forms, in the Spanish lessons
        text = " ".join(s.texts["es"] for x in load_course() for s in x.steps)
        assert t.pattern.search(text), t.term
