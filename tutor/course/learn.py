"""Lessons: Markdown files in tutor/lessons/, read through pydantic models.

A lesson file starts with a small front matter::

    ---
    id: discard-pile
    title: The discard pile, frozen or not
    order: 4
    rules: classic
    steps:
      - top-card: pile-1
      - unfrozen: pile-2, pile-3
    ---

then one ``## Heading`` section per step, in the order of ``steps``. A step's
text may draw cards (``{{KS KH KD}}``, ``{{pile: …}}``, see
:mod:`tutor.render.markdown_cards`) and must end with at least one check::

    ```check
    {"question": "Can you take the pile?", "ask": "can_take",
     "puzzle": {"kind": "take_pile", "position": {…}}, "answer": true}
    ```

``puzzle`` is a puzzle in the contract format; ``ask`` is the answer field the
learner gives (or ``possible``: is the position possible at all); ``answer``
is what the lesson claims, and a test proves the engine agrees. Some asks act on
the cards: ``with`` (take_pile: the cards from the hand that take the pile),
``discard`` (go_out: the last discard), ``meld`` (go_out: cards to meld this
turn, reaching the minimum when the side has not opened) and ``lines``
(score_hand: the first side's score line by line); their ``answer`` is one
right choice, and the learner's choice is graded against every choice the move
generator allows. ``rule`` names the row a check tests when the engine's reasons
do not (an overview step, ``- id: overview`` in the front matter, teaches no
row). Every lesson ends with a review step and the course with a final test,
both chosen from the checks (see :func:`with_reviews`). A step may
also carry ```` ```claims ```` : a JSON list of puzzles with answers, for the
numbers its text states (the worked examples). Every problem with a lesson
(front matter, an unknown row id, a card that does not parse, a check the
engine rejects) raises :class:`LessonError` naming the file and the line.
"""

from __future__ import annotations

import json
import re
import zlib
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tutor.course import translate, variants
from tutor.course.errors import LessonError
from tutor.course.glossary import Term, terms
from tutor.engine import (
    DEFAULT_RULES,
    HOUSE,
    RULE_IDS,
    SHEET_ROWS,
    HouseValue,
    RuleError,
    Why,
    derive,
    get_rules,
    option_sources,
)
from tutor.explain import language, words
from tutor.explain import say as say_reason
from tutor.puzzles.format import PuzzleBase, PuzzleError, Solution, compare, parse_puzzle, solve
from tutor.puzzles.grading import CARD_CHOICES, CONCEALED_RULES, deciding, grade_choice
from tutor.render import cards as card_render
from tutor.render.markdown_cards import (
    CardMarkupError,
    find_markup,
    parse_markup,
    render_markdown,
)

LESSON_DIR = Path(__file__).resolve().parents[1] / "lessons"


#: The lines of a side's score, in the sheets' order, each with the row that scores it: a
#: check that asks ``lines`` has the learner fill in the first side's score line by line.
SCORE_LINES = (("going out", "scoring-1"), ("canasta bonuses", "scoring-2"),
               ("red 3s", "scoring-3"), ("cards melded", "scoring-4"),
               ("cards left in hand", "scoring-5"))


def score_lines(sol: Solution, side: int = 0) -> list[int]:
    """A side's score, line by line (SCORE_LINES), from the engine's itemised lines."""
    lines = sol.lines[side]
    return [sum(ln.points for ln in lines if ln.rule == rule) for _, rule in SCORE_LINES]


class Check(BaseModel):
    """A question after a step, graded by the engine."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)
    question: str
    ask: str
    puzzle: PuzzleBase
    answer: Any = Field(description="What the lesson says the answer is (proved by a test).")
    line: int = 0
    rule: str | None = None
    """The rule the check tests, when the engine's reasons do not name it (an overview's
    check, a variant's deal); otherwise the first of its step's rows they name."""
    pinned: bool = False
    """The check names its rule set itself (it is about that rule set), so the rules in
    force never change it."""
    questions: dict[str, str] = Field(default_factory=dict)
    """The question in other languages (see :mod:`tutor.course.translate`)."""

    def asked(self, lang: str | None = None) -> str:
        """The question in the learner's language (English when it has no translation)."""
        return self.questions.get(language() if lang is None else lang, self.question)

    def solution(self) -> Solution | None:
        """The engine's answer, or None when the position is impossible."""
        try:
            return solve(self.puzzle)
        except PuzzleError:
            return None

    @property
    def hands_on(self) -> bool:
        """Is the check answered by choosing cards (or a discard), not by yes or no?"""
        return self.ask in CARD_CHOICES

    @property
    def yes_no(self) -> bool:
        return self.ask == "possible" or isinstance(self.answer, bool)

    def engine_answer(self) -> Any:
        if self.hands_on:
            return grade_choice(self.puzzle, self.ask, self.answer)[2]
        got = self.solution()
        if self.ask == "lines":
            return None if got is None else score_lines(got)
        if self.ask == "possible":
            return got is not None
        if got is None:
            return None
        return got.answer.get(self.ask)

    def under(self, rules: str) -> Check:
        """The same question under another rule set (a table's rules in force)."""
        if rules == self.puzzle.rules or self.pinned:
            return self
        return self.model_copy(update={"puzzle": self.puzzle.model_copy(
            update={"rules": rules})})

    def applies_under(self, rules: str) -> bool:
        """Can the check be answered at a table with ``rules``? A check that chooses cards
        has no right choice at some tables (the discard that goes out, where partner must
        be asked first): there it does not apply."""
        return (rules == self.puzzle.rules or not self.hands_on
                or bool(self.under(rules).engine_answer()))

    def deciding_options(self, rules: str) -> list[tuple[str, HouseValue]]:
        """The options of the table ``rules`` (its house rules, or where its book differs
        from the lesson's) that each alone change this check's answer."""
        own, table = self.puzzle.ruleset, get_rules(rules)
        found: list[tuple[str, HouseValue]] = []
        for option in HOUSE:
            value = getattr(table, option.name)
            if value != getattr(own, option.name) and self.differs_under(
                    derive(own, {option.name: value}).name):
                found.append((option.name, value))
        return found

    def differs_under(self, rules: str) -> bool:
        """Does the answer change under ``rules``?"""
        if self.hands_on:  # is the lesson's own choice still right there?
            return self.under(rules).grade(self.answer)[0] != self.grade(self.answer)[0]
        return bool(self.under(rules).engine_answer() != self.engine_answer())

    def choose(self, given: Any) -> tuple[bool, list[Why], list[Any]]:
        """A hands-on check's choice graded: right or not, the reasons (what stops a wrong
        choice; for a right one the engine's reasons, or the lay itself for a meld), and
        every right choice the engine finds."""
        right, notes, accepted = grade_choice(self.puzzle, self.ask, given)
        if not right or self.ask == "meld":
            return right, self._own_rule(right, notes), accepted
        sol = self.solution()
        reasons = sol.reasons if sol else []
        if self.ask == "discard":  # the learner's own going out (in notes), not concealment
            reasons = [w for w in reasons if w.rule not in (*CONCEALED_RULES, "basics-9")]
        return right, self._own_rule(right, [*notes[:1], *reasons]), accepted

    def _own_rule(self, right: bool, why: list[Why]) -> list[Why]:
        """A right answer's reasons, ended with the rule the check tests when they do not
        name it already (the sheet row's summary)."""
        if right and self.rule in SHEET_ROWS and all(w.rule != self.rule for w in why):
            return [*why, Why.of(self.rule, "check.rule", row=self.rule)]
        return why

    def grade(self, given: Any) -> tuple[bool, list[Why]]:
        """Is ``given`` right, and the engine's reasons (with the rule ids); a right answer's
        reasons end with the rule the check tests when they do not name it already."""
        if self.hands_on:
            right, why, _ = self.choose(given)
            return right, why
        right, why = self._grade_answer(given)
        return right, self._own_rule(right, why)

    def _grade_answer(self, given: Any) -> tuple[bool, list[Why]]:
        got = self.solution()
        if self.ask == "possible":
            right = given == (got is not None)
            if got is None:
                try:
                    solve(self.puzzle)
                except PuzzleError as e:
                    return right, impossible_reasons(e)
            return right, got.reasons if got else []
        assert got is not None
        if self.ask == "lines":
            want = score_lines(got)
            wrong = [_line_wrong(got, rule, g)
                     for (_, rule), g, w in zip(SCORE_LINES, list(given or []) + [None] * 5,
                                                want, strict=False) if g != w]
            return not wrong, wrong or list(got.reasons)
        if self.ask in ONE_REASON:  # a count's reason is its sum, a minimum's its band
            return given == got.answer.get(self.ask), [deciding(self.puzzle, self.ask, got)]
        return given == got.answer.get(self.ask), got.reasons


def _line_wrong(got: Solution, rule: str, given: object) -> Why:
    """A score line answered wrong or left out; the cards it counts named where there are
    any (the cards left in hand: "is not -5" alone did not say which cards it takes)."""
    line = Why.of(rule, f"score-line.{rule}")
    if not isinstance(given, int):
        return Why.of(rule, "check.line-missing", line=line)
    cards = tuple(c for ln in got.lines[0] if ln.rule == rule for c in ln.cards)
    return Why.of(rule, "check.line-wrong-cards" if cards else "check.line-wrong", line=line,
                  given=given, cards=cards or None)


#: The questions whose answer is a sum of card values (its reason: the sum itself; "this
#: meld is 4 cards short of a canasta" beside it answered no question asked).
SUMS = ("points", "count")
ONE_REASON = (*SUMS, "minimum")


def explained_rules(check: Check) -> list[str]:
    """Every rule the engine's explanation of a check names: its reasons, the rules of a
    score's lines, in order."""
    _, why = check.grade(check.answer)
    rules = [w.rule for w in why]
    sol = None if check.ask in ("meld", "possible") else check.solution()
    if sol is not None:
        rules += sol.rule_ids
        for side in sol.lines:
            rules += [line.rule for line in side]
    return list(dict.fromkeys(rules))


def rule_tested(step: Step, check: Check) -> str | None:
    """The rule a check tests: the one it names, else the first of its step's rows that the
    engine's explanation of the answer names."""
    if check.rule is not None:
        return check.rule
    named = explained_rules(check)
    return next((r for r in step.rows if r in named), None)


def impossible_reasons(err: PuzzleError) -> list[Why]:
    """Why a position cannot happen, each reason led by its rule id, in card-player words."""
    if not err.problems:
        return [Why.of("basics-1", "check.impossible-text", text=str(err))]
    return [Why.of(p.rule, "check.impossible", p.reason.choice,  # (where a reason names its
                   problem=p.reason if p.reason.fact("places") is not None else p.why)  # places,
            for p in err.problems]  # not the field again: "the meld (K♠): … (the meld)")


class Claim(BaseModel):
    """A number or fact the step's text states, with the puzzle that computes it."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)
    puzzle: PuzzleBase
    line: int = 0


class Step(BaseModel):
    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)
    id: str
    title: str
    rows: list[str]
    text: str = Field(description="The step's Markdown, without its checks and claims.")
    checks: list[Check]
    claims: list[Claim] = Field(default_factory=list)
    line: int = 0
    sources: list[str] = Field(default_factory=list)
    """For a review or the final test: ``lesson/step/n`` of each check where it was taught."""
    titles: dict[str, str] = Field(default_factory=dict)
    texts: dict[str, str] = Field(default_factory=dict)
    """The title and text in other languages (see :mod:`tutor.course.translate`)."""

    def heading(self, lang: str | None = None) -> str:
        """The step's title in the learner's language (a review's from the catalogue)."""
        if self.id in (REVIEW, FINAL_STEP):
            return words(f"learn.{self.id}.title", lang)
        return self.titles.get(language() if lang is None else lang, self.title)

    def words(self, lang: str | None = None) -> str:
        """The step's Markdown in the learner's language."""
        if self.id in (REVIEW, FINAL_STEP):
            return words(f"learn.{self.id}.text", lang, n=len(self.checks))
        return self.texts.get(language() if lang is None else lang, self.text)

    def differences(self, own: str, rules: str) -> list[tuple[str, HouseValue]]:
        """The options on which a table with ``rules`` differs from the lesson's own rule
        set (``own``) and which rest on a row this step teaches."""
        book, table = get_rules(own), get_rules(rules)
        return [(o.name, getattr(table, o.name)) for o in HOUSE
                if getattr(table, o.name) != getattr(book, o.name)
                and any(r.strip() in self.rows for r in option_sources(book, o.name).split(","))]

    def html(self, rules: str = DEFAULT_RULES, lang: str | None = None) -> str:
        lang = language() if lang is None else lang
        return _html(self.words(lang), rules, card_render.IMAGE_BASE, lang)  # once for each


class Lesson(BaseModel):
    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)
    id: str
    title: str
    order: int
    rules: str
    steps: list[Step]
    path: str
    optional: bool = False
    """A lesson a learner may skip (the tables of two, three and six players)."""
    practice: tuple[str, str | None] | None = None
    """The practice that drills the lesson: a puzzle kind and a theme (or none)."""
    titles: dict[str, str] = Field(default_factory=dict)
    """The title in other languages (see :mod:`tutor.course.translate`)."""

    def name(self, lang: str | None = None) -> str:
        """The lesson's title in the learner's language."""
        if self.id == FINAL:
            return words("learn.final-test.name", lang)
        return self.titles.get(language() if lang is None else lang, self.title)

    def step(self, step_id: str) -> Step:
        for s in self.steps:
            if s.id == step_id:
                return s
        raise KeyError(step_id)


@cache
def _html(text: str, rules: str, image_base: str | None, lang: str) -> str:
    return render_markdown(text, get_rules(rules))


_FENCE = re.compile(r"^```(check|claims)\s*\n(.*?)^```\s*$", re.S | re.M)
_STEP_LINE = re.compile(r"^\s*-\s*([a-z0-9][a-z0-9-]*)\s*:\s*(.+?)\s*$")
_KEY_LINE = re.compile(r"^([a-z_]+)\s*:\s*(.*?)\s*$")


def parse_lesson(text: str, path: Path | str = "<lesson>") -> Lesson:
    """Read one lesson file's text; :class:`LessonError` names the line of any problem."""
    lines = text.split("\n")
    end, meta, steps_meta = _front_matter(lines, path)
    heads = [i for i in range(end + 1, len(lines)) if lines[i].startswith("## ")]
    if len(heads) != len(steps_meta):  # the body: one '## ' section per step
        at = (heads[len(steps_meta)] + 1 if len(heads) > len(steps_meta)
              else steps_meta[len(heads)][2])
        raise LessonError(path, at, f"the front matter lists {len(steps_meta)} steps and the "
                          f"text has {len(heads)} '## ' sections")
    steps = []
    for k, (sid, rows, _) in enumerate(steps_meta):
        start = heads[k]
        stop = heads[k + 1] if k + 1 < len(heads) else len(lines)
        steps.append(_parse_step(path, lines, start, stop, sid, rows, meta["rules"]))
    order, practice = _lesson_options(meta, lines, path)
    return Lesson(id=meta["id"], title=meta["title"], order=order, rules=meta["rules"],
                  steps=steps, path=str(path), optional=meta.get("optional") == "yes",
                  practice=practice)


StepMeta = tuple[str, list[str], int]
"""A step as the front matter lists it: its id, the rows it teaches, its line."""


def _front_matter(lines: list[str], path: Path | str
                  ) -> tuple[int, dict[str, Any], list[StepMeta]]:
    """The front matter's closing line, its keys and its steps."""
    if not lines or lines[0].strip() != "---":
        raise LessonError(path, 1, "a lesson starts with front matter between '---' lines")
    try:
        end = next(i for i in range(1, len(lines)) if lines[i].strip() == "---")
    except StopIteration:
        raise LessonError(path, 1, "the front matter has no closing '---' line") from None
    meta: dict[str, Any] = {}
    steps_meta: list[StepMeta] = []
    in_steps = False
    for n in range(1, end):
        raw = lines[n]
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        step = _STEP_LINE.match(raw)
        if in_steps and step:
            steps_meta.append(_step_meta(step, n + 1, path))
            continue
        key = _KEY_LINE.match(raw)
        if not key:
            raise LessonError(path, n + 1, f"cannot read this front matter line: {raw.strip()!r}")
        in_steps = key.group(1) == "steps"
        if not in_steps:
            meta[key.group(1)] = key.group(2)
    _check_meta(meta, steps_meta, lines, path)
    return end, meta, steps_meta


def _step_meta(step: re.Match[str], line: int, path: Path | str) -> StepMeta:
    # "overview": a step that shows the whole before the rules, teaching no row.
    rows = [r.strip() for r in step.group(2).split(",")
            if r.strip() and r.strip() != "overview"]
    for r in rows:
        if r not in SHEET_ROWS and r not in RULE_IDS:
            raise LessonError(path, line, f"unknown row id {r!r} (see tutor/engine/ruleids.py)")
    return step.group(1), rows, line


def _check_meta(meta: dict[str, Any], steps_meta: list[StepMeta], lines: list[str],
                path: Path | str) -> None:
    for need in ("id", "title", "order", "rules"):
        if need not in meta:
            raise LessonError(path, 1, f"the front matter needs '{need}:'")
    unknown = set(meta) - {"id", "title", "order", "rules", "optional", "practice"}
    if unknown:
        raise LessonError(path, 1, f"unknown front matter key {sorted(unknown)[0]!r}")
    try:
        get_rules(meta["rules"])
    except RuleError as e:
        raise LessonError(path, _line_of(lines, "rules:"),
                          f"rules {e.value!r}: {say_reason(e.why)}") from None
    if not steps_meta:
        raise LessonError(path, 1, "the front matter lists no steps")


def _lesson_options(meta: dict[str, Any], lines: list[str], path: Path | str
                    ) -> tuple[int, tuple[str, str | None] | None]:
    """The lesson's order and the practice that drills it (a kind and a theme)."""
    try:
        order = int(meta["order"])
    except ValueError:
        raise LessonError(path, _line_of(lines, "order:"), "order must be a whole number") \
            from None
    if meta.get("optional", "no") not in ("yes", "no"):
        raise LessonError(path, _line_of(lines, "optional:"), "optional is yes or no")
    practice = meta["practice"].split() if "practice" in meta else None
    if practice is not None and len(practice) not in (1, 2):
        raise LessonError(path, _line_of(lines, "practice:"), "practice is a puzzle kind and "
                          "an optional theme, such as 'take_pile frozen'")
    return order, (practice[0], practice[1] if len(practice) > 1 else None) if practice else None


def _line_of(lines: list[str], prefix: str) -> int:
    return next((i + 1 for i, ln in enumerate(lines) if ln.startswith(prefix)), 1)


def _parse_step(path: Path | str, lines: list[str], start: int, stop: int, sid: str,
                rows: list[str], rules: str) -> Step:
    title = lines[start][3:].strip()
    body = "\n".join(lines[start + 1:stop])
    checks: list[Check] = []
    claims: list[Claim] = []
    for m in _FENCE.finditer(body):
        line = start + 2 + body.count("\n", 0, m.start())
        try:
            data = json.loads(m.group(2))
        except ValueError as e:
            raise LessonError(path, line, f"the {m.group(1)} block is not valid JSON: {e}") \
                from None
        if m.group(1) == "check":
            checks.append(_check(path, line, data, rules, f"{sid}-{len(checks) + 1}"))
        else:
            if not isinstance(data, list):
                raise LessonError(path, line, "a claims block is a JSON list of puzzles")
            claims.extend(_claim(path, line, item, rules, f"{sid}-claim-{i + 1}")
                          for i, item in enumerate(data))
    text = _FENCE.sub("", body).strip()
    for rel, kind, markup in find_markup(text):
        try:
            parse_markup(kind, markup)
        except CardMarkupError as e:
            at = _find_line(lines, start, stop, markup) or start + rel
            raise LessonError(path, at, f"a card does not parse: {e}") from None
    if not checks:
        raise LessonError(path, start + 1, f"step {sid!r} has no check question")
    return Step(id=sid, title=title, rows=rows, text=text, checks=checks, claims=claims,
                line=start + 1)


def _find_line(lines: list[str], start: int, stop: int, needle: str) -> int | None:
    for i in range(start, stop):
        if needle in lines[i]:
            return i + 1
    return None


def _puzzle(path: Path | str, line: int, data: Any, rules: str, pid: str) -> PuzzleBase:
    if not isinstance(data, dict):
        raise LessonError(path, line, "a puzzle is a JSON object")
    data = {"id": pid, "rules": rules, **data}
    try:
        return parse_puzzle(data)
    except PuzzleError as e:
        raise LessonError(path, line, f"the puzzle does not read: {e}") from None


def _check(path: Path | str, line: int, data: Any, rules: str, pid: str) -> Check:
    if not isinstance(data, dict):
        raise LessonError(path, line, "a check block is a JSON object")
    missing = {"question", "ask", "puzzle", "answer"} - set(data)
    if missing:
        raise LessonError(path, line, f"the check needs {sorted(missing)[0]!r}")
    puzzle = _puzzle(path, line, data["puzzle"], rules, pid)
    try:
        unknown = set(data) - {"question", "ask", "puzzle", "answer", "rule"}
        if unknown:
            raise LessonError(path, line, f"unknown check key {sorted(unknown)[0]!r}")
        rule = data.get("rule")
        if rule is not None and rule not in SHEET_ROWS and rule not in RULE_IDS:
            raise LessonError(path, line, f"unknown rule id {rule!r} (see "
                              "tutor/engine/ruleids.py)")
        check = Check(question=data["question"], ask=data["ask"], puzzle=puzzle,
                      answer=data["answer"], line=line, rule=rule,
                      pinned=isinstance(data["puzzle"], dict) and "rules" in data["puzzle"])
    except ValidationError as e:
        raise LessonError(path, line, f"the check does not read: {e}") from None
    _check_answerable(check, path, line)
    return check


def _check_answerable(check: Check, path: Path | str, line: int) -> None:
    """The engine answers the check's position, and what it asks is one of its answers (or
    a choice of cards in a puzzle of the kind that asks it)."""
    kind = str(getattr(check.puzzle, "kind", ""))
    if check.hands_on:
        if check.solution() is None:
            raise LessonError(path, line, "the engine rejects this check's position")
        if kind != CARD_CHOICES[check.ask]:
            raise LessonError(path, line, f"ask {check.ask!r} chooses cards in a "
                              f"{CARD_CHOICES[check.ask]!r} puzzle, not {kind!r}")
        return
    if check.ask == "possible":
        return
    got = check.solution()
    if got is None:
        raise LessonError(path, line, "the engine rejects this check's position; use "
                          "ask: possible to ask whether a position can happen")
    if check.ask not in got.answer and not (check.ask == "lines" and got.lines):
        raise LessonError(path, line, f"ask {check.ask!r} is not an answer field of kind "
                          f"{kind!r} ({', '.join(got.answer)})")


def _claim(path: Path | str, line: int, data: Any, rules: str, pid: str) -> Claim:
    puzzle = _puzzle(path, line, data, rules, pid)
    if puzzle.answer is None:  # type: ignore[attr-defined]
        raise LessonError(path, line, "a claim states an answer")
    return Claim(puzzle=puzzle, line=line)


def claim_disagreements(claim: Claim) -> dict[str, tuple[Any, Any]]:
    got = solve(claim.puzzle)
    return compare(claim.puzzle.answer, got.answer)  # type: ignore[attr-defined]


def say(value: Any) -> str:
    """An answer value in words, in the learner's language."""
    if value is True:
        return words("value.yes")
    if value is False:
        return words("value.no")
    if value is None:
        return words("value.none")
    if isinstance(value, list):
        return ", ".join(say(v) for v in value) or words("value.none")
    if isinstance(value, int):
        return words("number", n=value)
    if isinstance(value, Why):  # a move, as an option says it
        return say_reason(value)
    return str(value)


def load_lesson(path: Path) -> Lesson:
    return parse_lesson(path.read_text(encoding="utf-8"), path)


@cache
def load_lessons(directory: Path = LESSON_DIR) -> tuple[Lesson, ...]:
    """Every lesson in teaching order, each ending with a short mixed review, then the
    final test."""
    return with_reviews(load_course(directory))


def lesson_by_id(lesson_id: object) -> Lesson | None:
    """The lesson (of :func:`load_lessons`, reviews and the final test too) named
    ``lesson_id``; None for any other value (a link may name anything)."""
    return next((x for x in load_lessons() if x.id == lesson_id), None)


@cache
def load_course(directory: Path = LESSON_DIR) -> tuple[Lesson, ...]:
    """The lesson files as written, in teaching order."""
    lessons = [load_lesson(p) for p in sorted(directory.glob("*.md"))]
    for lang in translate.languages(directory):
        lessons = [translate.translate(x, lang, directory) for x in lessons]
    ids = [lesson.id for lesson in lessons]
    for lesson in lessons:
        if ids.count(lesson.id) > 1:
            raise LessonError(lesson.path, 1, f"lesson id {lesson.id!r} is used twice")
    return tuple(sorted(lessons, key=lambda x: x.order))


# --- reviews and the final test -------------------------------------------------------------

REVIEW = "review"
FINAL = "final-test"
FINAL_STEP = "final"
"""The final test's one step: its checks add up to a score at the end."""
REVIEW_SIZE = 3
FINAL_SIZE = 10

Taught = tuple[Lesson, Step, int, Check]


def with_reviews(lessons: tuple[Lesson, ...]) -> tuple[Lesson, ...]:
    """Each lesson with a review step at its end (earlier rules, mixed), and the final test
    after them all; which checks come back is computed from the course, never stored."""
    out = []
    used: set[str] = set()
    for i, lesson in enumerate(lessons):
        earlier = [x for x in lessons[:i] if _core(x)]
        picks = _review_picks(lesson, earlier, used)
        step = _review_step(REVIEW, words("learn.review.title", "en"), picks,
                            words("learn.review.text", "en"))
        out.append(lesson.model_copy(update={"steps": [*lesson.steps, step]}))
    core = [x for x in lessons if _core(x)]
    final = _review_step(FINAL_STEP, words("learn.final.title", "en"), _final_picks(core, used),
                         words("learn.final.text", "en", n=FINAL_SIZE))
    out.append(Lesson(id=FINAL, title=words("learn.final-test.name", "en"),
                      order=max(x.order for x in lessons) + 1, rules=DEFAULT_RULES,
                      steps=[final], path="", optional=False))
    return tuple(out)


def _core(lesson: Lesson) -> bool:
    """Lessons every learner takes (not the optional tables, not the rule books' differences,
    which a review would test against the rules in force)."""
    return not lesson.optional and lesson.id != "rule-books-differ"


def _taught(lesson: Lesson) -> list[Taught]:
    return [(lesson, st, n, c) for st in lesson.steps if st.id != REVIEW
            for n, c in enumerate(st.checks)]


def _rank(item: Taught, salt: str) -> tuple[bool, int]:
    """Hands-on and number checks before yes/no ones; otherwise a fixed shuffle."""
    lesson, step, n, check = item
    return check.yes_no, zlib.crc32(f"{salt}/{lesson.id}/{step.id}/{n}".encode())


def _review_picks(lesson: Lesson, earlier: list[Lesson], used: set[str]) -> list[Taught]:
    """One check from this lesson and the rest from the lessons before it, most recent
    first (all from this lesson when it is the first); no step twice, and no check that an
    earlier review already brought back while another will do."""
    def fresh(pool: list[Taught], picks: list[Taught]) -> list[Taught]:
        steps = {(t[0].id, t[1].id) for t in picks}
        ok = [t for t in pool if (t[0].id, t[1].id) not in steps]
        return sorted(ok, key=lambda t: (_key(t) in used, _rank(t, lesson.id)))

    picks: list[Taught] = []
    own = _taught(lesson)
    picks += fresh(own, picks)[:1 if earlier else REVIEW_SIZE]
    for prev in [*reversed(earlier), *reversed(earlier)]:
        if len(picks) >= REVIEW_SIZE:
            break
        picks += fresh(_taught(prev), picks)[:1]
    used.update(_key(t) for t in picks)
    return picks


def _key(t: Taught) -> str:
    return f"{t[0].id}/{t[1].id}/{t[2] + 1}"


def _final_picks(core: list[Lesson], used: set[str]) -> list[Taught]:
    """A check from each core lesson, then more from the longest, no step twice, checks no
    review brought back first."""
    picks: list[Taught] = []
    pools = [sorted(_taught(x), key=lambda t: (_key(t) in used, _rank(t, FINAL))) for x in core]
    while len(picks) < FINAL_SIZE and any(pools):
        for pool in sorted(pools, key=len, reverse=True):
            steps = {(t[0].id, t[1].id) for t in picks}
            while pool and (pool[0][0].id, pool[0][1].id) in steps:
                pool.pop(0)
            if pool and len(picks) < FINAL_SIZE:
                picks.append(pool.pop(0))
    order = {x.id: i for i, x in enumerate(core)}
    return sorted(picks, key=lambda t: (order[t[0].id], t[0].steps.index(t[1]), t[2]))


def _review_step(sid: str, title: str, picks: list[Taught], text: str) -> Step:
    checks = []
    for t in picks:  # each on fresh cards, under the rule its step tests
        _, step, _, check = t
        checks.append(variants.fresh(check, f"{sid}/{_key(t)}").model_copy(
            update={"rule": rule_tested(step, check)}))
    sources = [_key(t) for t in picks]
    return Step(id=sid, title=title, rows=[], text=text, checks=checks, sources=sources)


def terms_known(lesson_id: str, step_id: str) -> list[Term]:
    """The glossary terms defined before this step (shown with their meaning on the page)."""
    keys = _step_keys()
    here = keys.get(f"{lesson_id}/{step_id}", len(keys))
    return [t for t in terms() if keys.get(t.step, len(keys)) < here]


@cache
def _step_keys() -> dict[str, int]:
    return {f"{x.id}/{s.id}": i for i, (x, s) in
            enumerate((x, s) for x in load_lessons() for s in x.steps)}


def rows_taught(lessons: tuple[Lesson, ...]) -> dict[str, list[str]]:
    """Row id -> the lesson/step ids that teach it."""
    out: dict[str, list[str]] = {}
    for lesson in lessons:
        for step in lesson.steps:
            for r in step.rows:
                out.setdefault(r, []).append(f"{lesson.id}/{step.id}")
    return out


def step_for_rule(
    rule_id: str, lessons: tuple[Lesson, ...] | None = None
) -> tuple[str, str] | None:
    """The (lesson id, step id) that teaches a rule, for "learn more" links."""
    for lesson in lessons or load_lessons():
        for step in lesson.steps:
            if rule_id in step.rows:
                return lesson.id, step.id
    return None
