"""A lesson in another language: the same steps and checks, other words.

A translation lives beside the lessons, in ``tutor/lessons/<lang>/``, under the name of the
file it translates. It carries words only; what a check asks, its position and its answer
are written once, in the lesson, and shared::

    ---
    id: deck-and-turn
    title: La baraja y el turno
    steps:
      - deck
      - whole-hand
    ---

    ## Dos barajas y cuatro comodines

    …the step's text, with the same card markup…

    ```check
    {"question": "¿Pueden estar tres reyes de picas en la mesa a la vez?"}
    ```

The front matter names the lesson and lists its step ids in the lesson's order; each step
has one ``## `` section and one ``check`` block for each of the lesson's checks, in order,
holding only the question. Claims stay in the lesson (the numbers are the same in every
language). A problem raises :class:`~tutor.course.learn.LessonError` naming the line.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import TYPE_CHECKING

from tutor.course.errors import LessonError
from tutor.render.markdown_cards import CardMarkupError, find_markup, parse_markup

if TYPE_CHECKING:
    from tutor.course.learn import Lesson, Step

_FENCE = re.compile(r"^```(\w*)\s*\n(.*?)^```\s*$", re.S | re.M)
_ITEM = re.compile(r"^\s*-\s*([a-z0-9][a-z0-9-]*)\s*$")
_KEY = re.compile(r"^([a-z_]+)\s*:\s*(.*?)\s*$")


def languages(directory: Path) -> list[str]:
    """The languages the lessons in ``directory`` are translated into."""
    return sorted(p.name for p in directory.iterdir() if p.is_dir() and len(p.name) == 2)


def translate(lesson: Lesson, lang: str, directory: Path) -> Lesson:
    """The lesson with its words in ``lang`` added, when a translation of it exists."""
    path = directory / lang / Path(lesson.path).name
    if not path.is_file():
        return lesson
    return read_translation(path.read_text(encoding="utf-8"), lesson, lang, path)


def read_translation(text: str, lesson: Lesson, lang: str, path: Path | str) -> Lesson:
    lines = text.split("\n")
    end, title, ids = _front(lines, path)
    if title is None or ids is None or ids[0] != lesson.id:
        raise LessonError(path, 1, f"a translation names its lesson ('id: {lesson.id}'), "
                          "its title and its steps")
    if ids[1] != [s.id for s in lesson.steps]:
        raise LessonError(path, 1, "the steps are not the lesson's, in its order: "
                          + ", ".join(s.id for s in lesson.steps))
    heads = [i for i in range(end + 1, len(lines)) if lines[i].startswith("## ")]
    if len(heads) != len(lesson.steps):
        raise LessonError(path, end + 1, f"the lesson has {len(lesson.steps)} steps and "
                          f"the translation {len(heads)} '## ' sections")
    bounds = [*heads, len(lines)]
    steps = [_step(step, lines, bounds[k], bounds[k + 1], lang, path)
             for k, step in enumerate(lesson.steps)]
    return lesson.model_copy(update={"titles": {**lesson.titles, lang: title},
                                     "steps": steps})


def _front(lines: list[str], path: Path | str
           ) -> tuple[int, str | None, tuple[str, list[str]] | None]:
    """The front matter's closing line, the title, and the lesson id with its step ids."""
    if not lines or lines[0].strip() != "---":
        raise LessonError(path, 1, "a translation starts with front matter between '---' lines")
    end = next((i for i in range(1, len(lines)) if lines[i].strip() == "---"), None)
    if end is None:
        raise LessonError(path, 1, "the front matter has no closing '---' line")
    keys: dict[str, str] = {}
    steps: list[str] = []
    for n in range(1, end):
        item, key = _ITEM.match(lines[n]), _KEY.match(lines[n])
        if item:
            steps.append(item.group(1))
        elif key and key.group(1) in ("id", "title", "steps"):
            keys[key.group(1)] = key.group(2)
        elif lines[n].strip():
            raise LessonError(path, n + 1, f"cannot read this line: {lines[n].strip()!r}")
    lesson = (keys["id"], steps) if "id" in keys and steps else None
    return end, keys.get("title"), lesson


def _step(step: Step, lines: list[str], start: int, stop: int, lang: str,
          path: Path | str) -> Step:
    body = "\n".join(lines[start + 1:stop])
    questions = []
    for m in _FENCE.finditer(body):
        line = start + 2 + body.count("\n", 0, m.start())
        questions.append(_question(m.group(1), m.group(2), line, path))
    if len(questions) != len(step.checks):
        raise LessonError(path, start + 1, f"step {step.id!r} has {len(step.checks)} checks "
                          f"and its translation {len(questions)} check blocks")
    text = _FENCE.sub("", body).strip()
    for rel, kind, markup in find_markup(text):
        try:
            parse_markup(kind, markup)
        except CardMarkupError as e:
            raise LessonError(path, start + 1 + rel, f"a card does not parse: {e}") from None
    checks = [c.model_copy(update={"questions": {**c.questions, lang: q}})
              for c, q in zip(step.checks, questions, strict=True)]
    return step.model_copy(update={"titles": {**step.titles, lang: lines[start][3:].strip()},
                                   "texts": {**step.texts, lang: text}, "checks": checks})


def _question(kind: str, block: str, line: int, path: Path | str) -> str:
    if kind != "check":
        raise LessonError(path, line, f"a translation has only check blocks, not {kind!r}")
    try:
        data = json.loads(block)
    except ValueError as e:
        raise LessonError(path, line, f"the check block is not valid JSON: {e}") from None
    if not isinstance(data, dict) or set(data) != {"question"} \
            or not isinstance(data["question"], str):
        raise LessonError(path, line, 'a translated check holds only its question: '
                          '{"question": "…"}')
    return data["question"]
