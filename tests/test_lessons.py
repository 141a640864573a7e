"""Lessons: every row taught, every check and every stated number proved by the engine."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tutor.engine.ruleids import SHEET_ROWS
from tutor.engine.rules import RULESETS
from tutor.learn import (
    LESSON_DIR,
    Lesson,
    LessonError,
    Step,
    claim_disagreements,
    load_lessons,
    parse_lesson,
    rows_taught,
    step_for_rule,
)
from tutor.render.markdown_cards import MARKUP

LESSONS = load_lessons()
STEPS = [(lesson, step) for lesson in LESSONS for step in lesson.steps]
STEP_IDS = [f"{lesson.id}/{step.id}" for lesson, step in STEPS]


def test_every_one_of_the_45_sheet_rows_is_taught() -> None:
    assert len(SHEET_ROWS) == 45
    taught = rows_taught(LESSONS)
    assert [r for r in SHEET_ROWS if r not in taught] == []


def test_lessons_come_in_a_beginners_order_ending_with_the_differences() -> None:
    assert [lesson.order for lesson in LESSONS] == sorted(lesson.order for lesson in LESSONS)
    assert LESSONS[0].id == "deck-and-turn"
    assert LESSONS[-1].id == "rule-books-differ"
    assert LESSONS[-2].id == "strong-play"  # what strong players do, once the rules are known
    assert len(LESSONS) == 9


@pytest.mark.parametrize(("lesson", "step"), STEPS, ids=STEP_IDS)
def test_every_check_is_answered_by_the_engine_as_the_lesson_says(lesson: Lesson,
                                                                   step: Step) -> None:
    assert step.checks
    for check in step.checks:
        assert check.engine_answer() == check.answer, (check.question, check.grade(check.answer))
        right, why = check.grade(check.answer)
        assert right and why  # the right answer earns the engine's reasons


@pytest.mark.parametrize(("lesson", "step"), STEPS, ids=STEP_IDS)
def test_every_claim_of_a_worked_example_is_computed_by_the_engine(lesson: Lesson,
                                                                   step: Step) -> None:
    for claim in step.claims:
        assert claim_disagreements(claim) == {}, f"{lesson.path}:{claim.line}"


def rule_constants() -> set[int]:
    """Every number the rule sets themselves hold (values, minimums, bonuses, targets...)."""
    found: set[int] = {52}

    def walk(x: Any) -> None:
        if isinstance(x, bool):
            return
        if isinstance(x, int):
            found.add(abs(x))
        elif isinstance(x, dict):
            for v in x.values():
                walk(v)
        elif isinstance(x, (list, tuple)):
            for v in x:
                walk(v)

    for rules in RULESETS.values():
        walk(rules.model_dump())
        for band in rules.bands:
            found.add(band.score - 5)  # the top of the band below: 1,495, 2,995
        for table in rules.tables.values():
            found.add(table.copies * 52 + table.jokers)
    found |= {50, 20, 10, 5}  # first-meld-1 card values
    return found


def numbers_in(data: Any) -> set[int]:
    out: set[int] = set()
    if isinstance(data, bool):
        return out
    if isinstance(data, int):
        out.add(abs(data))
    elif isinstance(data, dict):
        for v in data.values():
            out |= numbers_in(v)
    elif isinstance(data, (list, tuple)):
        for v in data:
            out |= numbers_in(v)
    return out


NUMBER = re.compile(r"(?<![\w♠♥♦♣-])-?\d{1,3}(?:,\d{3})+(?!\d)|(?<![\w♠♥♦♣,-])-?\d+(?![\d,])")


@pytest.mark.parametrize(("lesson", "step"), STEPS, ids=STEP_IDS)
def test_every_number_a_step_states_is_a_rule_constant_or_computed(lesson: Lesson,
                                                                   step: Step) -> None:
    allowed = rule_constants()
    for claim in step.claims:
        allowed |= numbers_in(claim.puzzle.model_dump())
    for check in step.checks:
        allowed |= numbers_in(check.answer) | numbers_in(check.puzzle.model_dump())
    text = MARKUP.sub(" ", step.text)
    stated = {abs(int(n.replace(",", ""))) for n in NUMBER.findall(text)}
    unexplained = {n for n in stated if n > 15 and n not in allowed}
    assert not unexplained, f"{lesson.path}:{step.line}: numbers no engine claim backs"


def test_claimed_numbers_appear_in_the_text() -> None:
    for lesson, step in STEPS:
        for claim in step.claims:
            answer = claim.puzzle.answer.model_dump(exclude_unset=True)
            for n in numbers_in(answer):
                assert f"{n:,}" in step.text or str(n) in step.text, (lesson.id, step.id, n)


def test_a_wrong_answer_is_graded_wrong_with_the_reason() -> None:
    lesson = next(x for x in LESSONS if x.id == "discard-pile")
    check = lesson.step("wild-freezes").checks[0]
    right, why = check.grade(not check.answer)
    assert not right
    assert any(line.startswith("pile-5:") for line in why)


def test_step_html_draws_cards_with_words_for_screen_readers() -> None:
    lesson = next(x for x in LESSONS if x.id == "discard-pile")
    html = lesson.step("wild-freezes").html()
    assert html.count("<img") >= 4
    assert 'alt="two of clubs (wild), turned sideways: it freezes the pile"' in html
    assert "top card king of spades" in html
    assert "{{" not in html


def test_a_rule_links_to_the_step_that_teaches_it() -> None:
    assert step_for_rule("pile-6") == ("discard-pile", "frozen-pair")
    assert step_for_rule("scoring-9") == ("melds-and-wild-cards", "black-threes")


GOOD = """---
id: t
title: T
order: 1
rules: classic
steps:
  - one: basics-6
---

## One

Queen, queen, two {{QH QD 2C}}.

```check
{"question": "Legal?", "ask": "legal",
 "puzzle": {"kind": "meld", "position": {"cards": ["QH", "QD", "2C"]}}, "answer": true}
```
"""

BAD_LESSONS = [
    ("no front matter", GOOD.replace("---\nid: t", "id: t", 1), 1, "front matter"),
    ("unknown row", GOOD.replace("basics-6", "basics-10"), 7, "unknown row id 'basics-10'"),
    ("bad card", GOOD.replace("{{QH QD 2C}}", "{{QH QX 2C}}"), 12, "'QX' is not a card"),
    ("bad card in check", GOOD.replace('["QH", "QD", "2C"]', '["QH", "1D", "2C"]'), 14,
     "'1D' is not a card"),
    ("engine rejects", GOOD.replace('["QH", "QD", "2C"]', '["QH", "QH", "QH", "3H"]').replace(
        '"ask": "legal"', '"ask": "legal"'), 14, "engine rejects"),
    ("not json", GOOD.replace('"answer": true}', '"answer": true'), 14, "not valid JSON"),
    ("no check", GOOD.split("```check")[0], 10, "no check question"),
    ("steps mismatch", GOOD.replace("  - one: basics-6", "  - one: basics-6\n  - two: basics-7"),
     8, "lists 2 steps"),
    ("bad ask", GOOD.replace('"ask": "legal"', '"ask": "can_take"'), 14, "not an answer field"),
    ("unknown rules", GOOD.replace("rules: classic", "rules: hoyle"), 5, "unknown rule set"),
]


@pytest.mark.parametrize(("name", "text", "line", "message"), BAD_LESSONS,
                         ids=[b[0] for b in BAD_LESSONS])
def test_a_malformed_lesson_fails_with_file_and_line(name: str, text: str, line: int,
                                                     message: str) -> None:
    with pytest.raises(LessonError) as e:
        parse_lesson(text, Path("bad.md"))
    assert str(e.value).startswith(f"bad.md:{line}: "), str(e.value)
    assert message in str(e.value)


def test_the_good_lesson_parses() -> None:
    lesson = parse_lesson(GOOD, Path("good.md"))
    assert lesson.steps[0].checks[0].engine_answer() is True


def test_every_lesson_file_is_loaded() -> None:
    assert len(list(LESSON_DIR.glob("*.md"))) == len(LESSONS)
