"""What the app's pages show and do, without Streamlit: puzzles to practise, their
positions drawn as a card table, the answer fields of each kind, the try-twice flow,
share links, and progress figures. The pages only draw this and call it back.
"""

from __future__ import annotations

import hashlib
import json
import random
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlencode

from tutor.course.learn import (
    SCORE_LINES,
    Check,
    Lesson,
    lesson_by_id,
    load_lessons,
    step_for_rule,
)
from tutor.engine import (
    DEFAULT_RULES,
    HOUSE_BY_NAME,
    RULE_IDS,
    RULESETS,
    Card,
    HouseValue,
    RuleError,
    Why,
    WhyError,
    get_rules,
)
from tutor.explain import (
    card,
    cited_rules,
    language,
    rule_name,
    rules_name,
    rules_problem,
    say,
    teams_name,
    title,
    words,
)
from tutor.puzzles.base import AnswerField
from tutor.puzzles.deal import theme_rules
from tutor.puzzles.format import (
    GoOutPuzzle,
    PuzzleBase,
    PuzzleError,
    parse_puzzle,
    solve,
)
from tutor.puzzles.generate import DEALT, FROM_PLAY, KINDS, STRATEGY, THEMES, generate
from tutor.puzzles.grading import Grade, deciding, grade, secrets
from tutor.puzzles.kinds import KINDS as KINDS_BY_NAME
from tutor.puzzles.positions import FROM_A_GAME
from tutor.render.cards import card_alt, card_file
from tutor.store import Answer, Store, now, rating_for
from tutor.table.scorepad import OPENS, EntryError, decode_position, encode_position

PACK_DIR = Path(__file__).resolve().parents[1] / "puzzles"


def kind_title(kind: str) -> str:
    """A kind of puzzle as the question it asks, in the learner's language ("" if none)."""
    return words("kind." + kind) if kind in KINDS_BY_NAME else ""


# --- the catalogue: packed puzzles, and generated ones by reference ------------------------


@cache
def packs() -> dict[str, PuzzleBase]:
    """Every hand-made puzzle by id (the regression pack is for the engine, not learners)."""
    out: dict[str, PuzzleBase] = {}
    for path in sorted(PACK_DIR.glob("*.jsonl")):
        if path.name == "engine-regressions.jsonl":
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            p = parse_puzzle(json.loads(line))
            out[str(p.id)] = p
    return out


@cache
def house_examples() -> dict[str, PuzzleBase]:
    """A position for each house rule that one question can show, by the option's name
    (tutor/puzzles/house-examples.json): its answer changes with the rule."""
    data = json.loads((PACK_DIR / "house-examples.json").read_text(encoding="utf-8"))
    return {str(d["id"]): parse_puzzle(d) for d in data}


def house_example(option: str) -> list[tuple[HouseValue, list[str]]]:
    """The example's answer at each value of the option (the rest as the Classic sheets
    have it), in sentences; none for an option no one position shows."""
    p = house_examples().get(option)
    if p is None:
        return []
    kind = str(getattr(p, "kind", ""))
    return [(v, answer_sentences(kind, solve(p.model_copy(update={"options": {option: v}}))
                                 .answer)) for v in HOUSE_BY_NAME[option].choices]


@dataclass(frozen=True)
class GenRef:
    """A generated puzzle, by the arguments that make it again."""

    kind: str
    seed: int
    rules: str = DEFAULT_RULES
    players: int = 4
    teams: str | None = None
    difficulty: int | None = None
    theme: str | None = None
    mix: bool = False
    """Whether the seed also decides the answer (yes or no, half the time each) of a kind
    whose puzzles alternate: without it, the answer is yes, as for every puzzle made before
    (their links and reviews open the same position)."""

    def params(self) -> dict[str, str]:
        out = {"kind": self.kind, "seed": str(self.seed), "rules": self.rules,
               "players": str(self.players)}
        for k in ("teams", "difficulty", "theme"):
            v = getattr(self, k)
            if v is not None:
                out[k] = str(v)
        if self.mix:
            out["mix"] = "1"
        return out

    @property
    def id(self) -> str:
        return "gen?" + urlencode(self.params())

    def puzzle(self) -> PuzzleBase:
        if not KINDS_BY_NAME[self.kind].dealt:  # found in play, too slow to make here: one
            packed = sorted((p for p in packs().values()  # of the pack's, by the seed
                             if p.kind == self.kind and p.ruleset.name == self.rules  # type: ignore[attr-defined]
                             and p.players == self.players), key=lambda p: str(p.id))
            if not packed:
                raise ValueError(f"no {self.kind} puzzle is packed for this table")
            return packed[self.seed % len(packed)]
        yes = not self.mix or random.Random(f"{self.seed}:yes").random() < 0.5
        data = next(generate(self.kind, 1, self.seed, self.difficulty, self.rules, self.players,
                             self.teams, self.theme, yes_first=yes))
        data["id"] = self.id
        return parse_puzzle(data)


def clean_name(text: object, default: str = "learner", limit: int = 40) -> str:
    """A learner's name as typed or linked: no control or direction-override characters,
    spaces collapsed, at most ``limit`` characters; ``default`` when nothing is left."""
    kept = "".join(ch for ch in str(text) if unicodedata.category(ch)[0] != "C")
    name = " ".join(kept.split())[:limit].strip()
    return name or default


class LinkError(WhyError):
    """A share link that names no puzzle; ``why`` says why as data (``str``: in English)."""

    def __init__(self, code: str, **facts: object) -> None:
        super().__init__(Why.plain(code, **facts))

    def __str__(self) -> str:
        return say(self.why)


def from_link(params: dict[str, str]) -> PuzzleBase:
    """The puzzle a share link opens: ``?puzzle=ID`` or ``?kind=…&seed=…&rules=…``."""
    if "puzzle" in params:
        pid = params["puzzle"]
        if pid.startswith("gen?"):
            inner = dict(parse_qsl(pid[4:]))
            if "kind" not in inner:
                raise LinkError("link.gen-no-kind")
            return from_link({k: v for k, v in inner.items() if k != "puzzle"})
        if pid.startswith("lesson:"):
            return lesson_check(pid).puzzle
        if pid.startswith(POSITION):
            return position_puzzle(pid)
        found = packs().get(pid)
        if found is None:
            raise LinkError("link.no-such-puzzle", value=repr(pid))
        return found
    if "kind" in params:
        ref = gen_ref_from(params)
        try:
            return ref.puzzle()
        except (RuntimeError, ValueError):
            none = Why.plain("no-reason")
            raise LinkError(
                "link.cannot-make", kind=Why.plain("kind." + ref.kind), players=ref.players,
                theme=Why.plain("link.theme", theme=ref.theme) if ref.theme else none,
                level=Why.plain("link.level", n=ref.difficulty) if ref.difficulty else none,
            ) from None
    raise LinkError("link.no-puzzle")


POSITION = "pos:"
"""A puzzle id that carries its own position (a position met in play, kept for review)."""


def position_id(puzzle: dict[str, Any]) -> str:
    """The id of a position puzzle: the position itself, encoded as in a share link."""
    return POSITION + encode_position({k: v for k, v in puzzle.items() if k != "id"})


def position_puzzle(pid: str) -> PuzzleBase:
    try:
        data = decode_position(pid[len(POSITION):], "saved", OPENS)
    except EntryError as e:
        raise LinkError("link.position", reason=e.why) from None
    return parse_puzzle({**data, "id": pid})


def gen_ref_from(params: dict[str, str]) -> GenRef:
    """A generated puzzle's reference from a link's parameters; LinkError names what a
    link gets wrong."""
    kind = params.get("kind", "")
    if kind not in KINDS:
        raise LinkError("link.unknown-kind", value=repr(kind), kinds=list(KINDS))
    try:
        seed = int(params.get("seed", ""))
    except ValueError:
        raise LinkError("link.bad-seed", value=repr(params.get("seed", ""))) from None
    rules = params.get("rules", DEFAULT_RULES)
    if rules.split(",")[0] not in RULESETS:
        raise LinkError("link.unknown-rules", value=repr(rules), known=list(RULESETS))
    try:
        rules = get_rules(rules).name  # a table's house rules, each checked
    except RuleError as e:
        raise LinkError("link.bad-rules", value=repr(rules), reason=say(e.why)) from None
    players, teams, difficulty = _link_table(params)
    theme = params.get("theme") or None
    if theme is not None and theme not in THEMES and theme not in RULE_IDS and (
            theme != FROM_PLAY):
        raise LinkError("link.unknown-theme", value=repr(theme))
    return GenRef(kind, seed, rules, players, teams, difficulty, theme, params.get("mix") == "1")


def _link_table(params: dict[str, str]) -> tuple[int, str | None, int | None]:
    """A link's players, teams and difficulty."""
    try:
        players = int(params.get("players", "4"))
        difficulty = int(params["difficulty"]) if params.get("difficulty") else None
    except ValueError:
        raise LinkError("link.not-a-number") from None
    if players not in (2, 3, 4, 6):
        raise LinkError("link.players", n=players)
    if difficulty is not None and not 1 <= difficulty <= 5:
        raise LinkError("link.difficulty", n=difficulty)
    teams = params.get("teams") or None
    if players != 6:
        return players, None, difficulty
    teams = teams or "3x2"
    if teams not in ("3x2", "2x3"):
        raise LinkError("link.teams", value=repr(teams))
    return players, teams, difficulty


def share_params(puzzle: PuzzleBase) -> dict[str, str]:
    """The query parameters of a link that opens exactly this puzzle."""
    pid = str(puzzle.id)
    if pid.startswith("gen?"):
        return dict(parse_qsl(pid[4:]))
    return {"puzzle": pid}


def puzzle_by_id(pid: str) -> PuzzleBase | None:
    try:
        return from_link({"puzzle": pid})
    except (LinkError, PuzzleError, KeyError, ValueError, RuntimeError):
        return None


@dataclass(frozen=True)
class LessonCheckRef:
    lesson: str
    step: str
    index: int
    puzzle: PuzzleBase


def lesson_check(pid: str) -> LessonCheckRef:
    """``lesson:LESSON/STEP/N`` names the Nth check of a lesson step."""
    try:
        lesson_id, step_id, n = pid[len("lesson:"):].split("/")
        lesson = lesson_by_id(lesson_id)
        if lesson is None:
            raise KeyError(lesson_id)
        check = lesson.step(step_id).checks[int(n) - 1]
    except (ValueError, KeyError, IndexError):
        raise LinkError("link.no-such-check", value=repr(pid)) from None
    # (the puzzle goes by the id its review and its links know it by)
    return LessonCheckRef(lesson_id, step_id, int(n), check.puzzle.model_copy(update={"id": pid}))


def offered_table(params: dict[str, str]) -> tuple[str, str]:
    """The table's rules a link to Settings offers (``?rules=SPEC&table=NAME``): the spec,
    checked, and the name, cleaned; :class:`LinkError` saying what is wrong with it."""
    spec = params.get("rules", "")
    try:
        rules = get_rules(spec).name
    except RuleError as e:
        why = rules_problem(e, words("src.link"))
        raise LinkError(why.code, **dict(why.facts)) from None
    return rules, clean_name(params.get("table", ""), default="")


# --- choosing the next puzzle ---------------------------------------------------------------


@dataclass(frozen=True)
class Settings:
    rules: str = DEFAULT_RULES
    players: int = 4
    teams: str | None = None
    table: str = ""
    """What the learner calls the table's rules ("Grandma's rules"): their own words, so a
    page shows them escaped; ``label`` leaves them out."""
    lang: str = "en"
    """The language the learner reads the tutor in."""
    coach: str = "off"
    """What the coach in Play speaks about: "off" (quick notes only), or a mark and worse."""

    def saved(self) -> dict[str, Any]:
        """As the store keeps them."""
        return {"rules": self.rules, "players": self.players, "teams": self.teams,
                "table": self.table, "lang": self.lang, "coach": self.coach}

    @property
    def label(self) -> str:
        if self.teams:
            return words("table.label-teams", rules=rules_name(self.rules), n=self.players,
                         teams=teams_name(self.teams))
        return words("table.label", rules=rules_name(self.rules), n=self.players)


def table_of(p: PuzzleBase | dict[str, Any]) -> Settings:
    """The rule set and table a puzzle (or a puzzle's JSON) is answered under."""
    if isinstance(p, dict):
        p = parse_puzzle(p)
    return Settings(p.ruleset.name, p.players, (p.teams or "3x2") if p.players == 6 else None)


def same_table(a: Settings, b: Settings) -> bool:
    six = a.players == 6
    return (a.rules, a.players, (a.teams or "3x2") if six else None) == (
        b.rules, b.players, (b.teams or "3x2") if b.players == 6 else None)


def table_note(table: Settings, mine: Settings, what: str) -> str | None:
    """What a page says when ``what`` ("This position, as it was shared") is answered
    under another rule set or table than the visitor's Settings; None when they agree."""
    if same_table(table, mine):
        return None
    return words("practice.table-note", what=what, table=table.label, mine=mine.label)


def short_key(pid: str) -> str:
    """A short, stable widget key part for a puzzle id (a position's id runs to hundreds of
    characters)."""
    return hashlib.sha256(pid.encode()).hexdigest()[:12]


PACK_LANGUAGE = "en"
"""The language the puzzle packs are written in: a puzzle's own title and hint are shown
only to a learner reading it; in another language its kind's question heads it and its
hint names its rule."""


def own_title(p: PuzzleBase) -> str | None:
    """The puzzle's own title, where the learner reads its language (a shared position's
    title is the sharer's, never shown)."""
    if language() != PACK_LANGUAGE or str(p.id).startswith(POSITION):
        return None
    return p.title


def hint(p: PuzzleBase) -> str | None:
    """The hint under a puzzle: its own, or in another language the rule it turns on."""
    if language() == PACK_LANGUAGE:
        return p.hint
    return words("practice.think-of", rule=p.rule_ids[0]) if p.hint and p.rule_ids else None


def puzzle_name(p: PuzzleBase) -> str:
    """How a page names a puzzle: by what it is and where it comes from, never by its id
    (an id is for links), and never more than 60 characters but a lesson's question, named
    by its step: "A shared position: can you take the pile?"."""
    pid = str(p.id)
    kind = Why.plain("kind." + str(getattr(p, "kind", "")))
    if pid.startswith(POSITION):
        said = words("puzzle.from-game" if p.source == FROM_A_GAME else "puzzle.shared",
                     kind=kind)
    elif pid.startswith("lesson:"):  # by its step, whole: a lesson's name cut short left
        ref = lesson_check(pid)  # its questions alike ("A question of the lesson The d…")
        lesson = lesson_by_id(ref.lesson)
        if lesson is None:
            return words("puzzle.lesson", kind=kind)
        step = lesson.step(ref.step)
        check = step.checks[ref.index - 1]  # (the kind's question only where the check asks
        # it: a choice of cards to meld was listed as "can you go out?")
        if check.ask == KINDS_BY_NAME[check.puzzle.kind].balance:  # type: ignore[attr-defined]
            return words("puzzle.of-step", step=step.heading(), kind=kind)
        return words("puzzle.of-step-n", step=step.heading(), n=ref.index)
    elif pid.startswith("gen?"):
        said = words("puzzle.new", kind=kind)
    else:
        name = own_title(p) or ""
        return name if 0 < len(name) <= 60 else words("puzzle.any", kind=kind)
    return said if len(said) <= 60 else said[:59] + "…"


def _fits(p: PuzzleBase, settings: Settings, kind: str | None, theme: str | None,
          difficulty: int | None) -> bool:
    if kind and p.kind != kind:  # type: ignore[attr-defined]
        return False
    if p.ruleset.name != settings.rules or p.players != settings.players:
        return False
    if settings.players == 6 and (p.teams or "3x2") != (settings.teams or "3x2"):
        return False
    if difficulty and p.difficulty != difficulty:
        return False
    if theme:
        wanted = theme_rules(theme, p.ruleset)
        if p.theme != theme and not wanted & set(p.rule_ids):
            return False
    return True


def _dealt(kind: str | None, theme: str | None) -> bool:
    """Can fresh puzzles of this kind and theme be made on a page?"""
    return (kind is None or kind in DEALT) and theme != STRATEGY


def next_puzzle(settings: Settings, kind: str | None, theme: str | None,
                difficulty: int | None, done: Iterable[str], seed: int) -> PuzzleBase:
    """The next packed puzzle that fits and was not done yet; generated ones when they run
    dry. ``seed`` keeps the order stable and makes the generated ones reproducible."""
    seen = set(done)
    fitting = [p for pid, p in packs().items()
               if pid not in seen and _fits(p, settings, kind, theme, difficulty)]
    if not fitting and not _dealt(kind, theme):  # none to make: the pack's come round again
        fitting = [p for p in packs().values() if _fits(p, settings, kind, theme, difficulty)]
    if fitting:
        rng = random.Random(seed)
        return rng.choice(sorted(fitting, key=lambda p: str(p.id)))
    if _dealt(kind, theme):
        fresh = _fresh(settings, kind, theme, difficulty, seen, random.Random(seed))
        if fresh is not None:
            return fresh
    raise LinkError("link.nothing-fits")


def _fresh(settings: Settings, kind: str | None, theme: str | None, difficulty: int | None,
           seen: set[str], rng: random.Random) -> PuzzleBase | None:
    """A generated puzzle that fits and was not done yet (None after 50 tries)."""
    for _ in range(50):
        ref = GenRef(kind or rng.choice(DEALT), rng.randrange(10**9), settings.rules,
                     settings.players, settings.teams if settings.players == 6 else None,
                     difficulty, theme if kind in (None, "take_pile") or theme in RULE_IDS
                     or (theme == FROM_PLAY and kind == "go_out") else None, mix=True)
        if ref.id not in seen:
            try:
                return ref.puzzle()
            except (RuntimeError, ValueError):
                continue
    return None


# --- the position as a card table, the questions to answer -------------------------------------


def position_html(p: PuzzleBase) -> str:
    """The puzzle's position as a card player would lay it out (its kind draws it)."""
    return KINDS_BY_NAME[str(getattr(p, "kind", ""))].draw(p)


def answer_sentences(kind: str, answer: dict[str, Any]) -> list[str]:
    """The engine's answer in sentences, one a field, yes-or-no ones first ("Yes: you can
    take the pile.", "The pile is frozen."): each field's words are ``answer.<kind>.<field>``
    with ``.yes``, ``.no`` or the value's name; a number is a fact; a field with no value
    (or no words) says nothing."""
    out = []
    yes_no_first = sorted(answer.items(), key=lambda item: not isinstance(item[1], bool))
    for name, value in yes_no_first:
        code = f"answer.{kind}.{name}"
        if value is None:
            continue
        if isinstance(value, bool):
            out.append(words(code + (".yes" if value else ".no")))
        elif isinstance(value, list):
            out.append(words(code, values=tuple(value)))
        elif isinstance(value, int):
            out.append(words(code, n=value))
        else:
            out.append(words(code + "." + str(value)))
    return [line for line in out if line]


def answer_fields(p: PuzzleBase) -> list[AnswerField]:
    """What the learner answers about the puzzle, and the widget for each (its kind's)."""
    return KINDS_BY_NAME[str(getattr(p, "kind", ""))].fields(p)


# --- answer fields ----------------------------------------------------------------------------


def collect(p: PuzzleBase, values: dict[str, Any], answered: set[str] | None = None
            ) -> tuple[dict[str, Any], list[str]]:
    """The learner's answer from widget values, and the questions left unanswered.

    ``answered`` names the fields the learner set (a choice of "nobody (yet)" is an answer
    whose value is None); without it, a value of None counts as unanswered except for
    choices."""
    given: dict[str, Any] = {}
    missing = []
    for f in answer_fields(p):
        v = values.get(f.name)
        if f.widget == "numbers" and isinstance(v, list) and any(x is None for x in v):
            v = None
        unset = f.name not in answered if answered is not None else (
            v is None and f.widget not in ("choice", "discard", "cards"))
        if unset and f.widget != "cards":
            if not f.optional and not _skipped(f, values):
                missing.append(f.label)
        elif not _left_out(f, v, values):
            given[f.name] = v
    return given, missing


def _left_out(f: AnswerField, v: Any, values: dict[str, Any]) -> bool:
    """An answer that does not apply: no cards chosen (the learner did not say how), a
    discard when not going out, minimums once the game is over."""
    if f.widget == "cards":
        return values.get("can_take") is not True or not v
    if f.widget == "discard":
        return values.get("can_go_out") is not True
    return f.name == "minimums" and values.get("over") is True


def _skipped(f: AnswerField, values: dict[str, Any]) -> bool:
    """Fields that only apply after another answer (the discard only if going out, …)."""
    if f.widget == "discard":
        return values.get("can_go_out") is not True
    return f.name == "minimums" and values.get("over") is True


#: The misses after which a check is over, and may be tried again (Attempt.again).
MISSED = 2


@dataclass
class Attempt:
    """The try-twice flow: a first wrong answer earns the reason and a second try."""

    puzzle_id: str
    tries: int = 0
    last: Grade | None = None
    history: list[bool] = field(default_factory=list)
    given: dict[str, Any] = field(default_factory=dict)
    """What was given at a try resumed from the store (a reload shows it again)."""
    again: bool = False
    """Tried again after two misses had shown the answer: a right answer then is no first
    try (it says so, and its answers are kept as the ones after the misses)."""

    @property
    def counted(self) -> int:
        """Its tries as the store keeps them: after the :data:`MISSED` misses, if ``again``."""
        return self.tries + MISSED if self.again else self.tries

    @property
    def finished(self) -> bool:
        return bool(self.history) and (self.history[-1] or self.tries >= MISSED)

    @property
    def right(self) -> bool:
        return bool(self.history) and self.history[-1]

    def answer(self, p: PuzzleBase, given: dict[str, Any]) -> Grade:
        return self.record(grade(p, given))

    def record(self, g: Grade) -> Grade:
        self.tries += 1
        self.last = g
        self.history.append(g.right)
        return g

    @property
    def feedback(self) -> str:
        if self.last is None:
            return ""
        if self.last.right:
            return words("feedback.right-again" if self.again else
                         "feedback.right-first" if self.tries == 1 else "feedback.right-second")
        if self.finished:
            return words("feedback.not-this-time")
        return words("feedback.not-quite" if self.last.deciding_rule else "feedback.not-quite-why")


#: How long a first wrong try waits for its second: a reload or another tab within this
#: time finds it, later the check starts afresh.
RESUME_WITHIN = timedelta(hours=6)


def resume_attempt(store: Store, learner: str, pid: str,
                   regrade: Callable[[dict[str, Any]], Grade],
                   finished: bool = False) -> Attempt | None:
    """A first wrong try kept in the store (a reload, another tab): the attempt as it
    stood, graded again from what was given, so the next answer is the second try and
    the hint shows again; with ``finished``, an attempt already over too (a lesson's
    check answered before a reload stays answered). None when there is none to resume."""
    return _resumed(pid, store.last_answer(learner, pid), regrade, finished)


def _resumed(pid: str, last: tuple[Answer, dict[str, Any]] | None,
             regrade: Callable[[dict[str, Any]], Grade], finished: bool) -> Attempt | None:
    """The attempt that the learner's ``last`` answer to ``pid`` stands at, if it resumes."""
    if last is None:
        return None
    answer, given = last
    over = answer.correct or answer.attempt >= 2
    if (over and not finished) or now() - answer.at > RESUME_WITHIN:
        return None
    try:
        g = regrade(given)
    except (KeyError, TypeError, ValueError):  # an old record that no longer fits the check
        return None
    if g.right != answer.correct:  # the check changed since
        return None
    again = answer.attempt > MISSED  # a check tried again after its misses (Attempt.again)
    before = answer.attempt - 1 - (MISSED if again else 0)
    attempt = Attempt(pid, tries=before, history=[False] * before, given=given, again=again)
    attempt.record(g)
    return attempt


def current_attempt(known: Attempt | None, store: Store, learner: str, pid: str,
                    regrade: Callable[[dict[str, Any]], Grade],
                    finished: bool = False) -> tuple[Attempt, bool]:
    """The attempt a new answer counts in: this tab's own, unless another tab answered
    since (then the store's, over or not: a check missed here, answered right in a second
    tab and answered again here was counted twice); with none here, a first wrong try kept
    in the store, made in another tab (or before a reload) since this tab drew the check;
    else a fresh one. True: the store's was taken (the tab was stale, and says so)."""
    if known is None:
        got = resume_attempt(store, learner, pid, regrade, finished)
        return (got, True) if got is not None else (Attempt(pid), False)
    last = store.last_answer(learner, pid)
    if last is None or last[0].attempt <= known.counted:
        return known, False
    got = _resumed(pid, last, regrade, finished=True)  # (the answer just read, not again)
    return (got, True) if got is not None else (known, False)


def elsewhere_said(attempt: Attempt) -> str:
    """The words under a check whose attempt came from another tab: an answer over there
    (this one not counted), or a first try made there (this one the second)."""
    return "learn.elsewhere-over" if attempt.finished else "learn.elsewhere"


#: Said under a check whose first try was made in another tab.
def record_answer(store: Store, learner: str, pid: str, kind: str, rules: Iterable[str],
                  attempt: Attempt, given: dict[str, Any]) -> None:
    """A graded answer kept for the learner: the rules it exercises (those the puzzle or
    step names, then those its reasons name); a miss with some of its fields right, only
    the rule that decides the one answered wrong (a walk answered "concealed?" right in four
    go-out puzzles and missed "can you go out?": Progress put the concealed bonus at 0%);
    and once the tries are over, its next review (a miss comes back within minutes)."""
    g = attempt.last
    assert g is not None
    by_rule = kind not in KINDS_BY_NAME or KINDS_BY_NAME[kind].by_rule
    said = [w.rule for w in g.why] if by_rule else [g.decides.rule if g.decides else ""]
    named = [r for r in dict.fromkeys([*rules, *said]) if r]
    if not g.right and g.deciding_rule and len(given) > len(g.wrong):
        named = [g.deciding_rule]
    store.record(learner, pid, kind, named, g.right, attempt.counted, given)
    if attempt.finished:
        store.review(learner, pid, rating_for(attempt.counted, attempt.right))


def record_slips(store: Store, learner: str, slips: Sequence[Why],
                 noted: dict[str, Any] | None) -> None:
    """A refused move or the coach's notes in Play: once against each rule they name, and
    the position they are about comes back for review at once (one answer, the position's,
    where there is one: a walk read one slip as "0% of 2" on Progress)."""
    rules = list(dict.fromkeys(s.rule for s in slips))
    if not rules:
        return
    if noted is None:
        for rule in rules:
            store.record(learner, f"play:{rule}", "play", [rule], False, 1)
        return
    pid = position_id(noted)
    store.record(learner, pid, str(noted["kind"]), rules, False, 1)
    store.review(learner, pid, rating_for(1, False))


def check_field(check: Check) -> AnswerField:
    """The widget for a lesson check's one question."""
    if check.ask == "possible":
        return AnswerField("possible", check.asked(), "yesno")
    if check.ask == "lines":
        return AnswerField("lines", check.asked(), "numbers", tuple(range(len(SCORE_LINES))),
                           tuple(words(f"score-line.{rule}") for _, rule in SCORE_LINES))
    if check.ask == "meld" and isinstance(check.puzzle, GoOutPuzzle):
        hand = tuple(str(c) for c in check.puzzle.position.hand)
        return AnswerField("meld", check.asked(), "cards", hand)
    for f in answer_fields(check.puzzle):
        if f.name == check.ask:
            return replace(f, label=check.asked())
    return AnswerField(check.ask, check.asked(), "number")


def grade_check(check: Check, value: Any, tests: str | None = None) -> Grade:
    """A lesson check's answer graded. ``tests`` is the rule the check tests (its step's):
    a first miss on a question points at that rule when the engine's reasons name it."""
    if check.hands_on:
        return _grade_choice_check(check, value)
    right, why = check.grade(value)
    expected = {check.ask: check.engine_answer()}
    decides = None
    if not right and check.ask == "lines":  # the first wrong line and the row that scores it
        return Grade(right, [check.ask], why, expected, notes=why, decides=why[0])
    if not right:
        sol = check.solution()
        if sol is not None and check.ask != "possible":
            decides = deciding(check.puzzle, check.ask, sol, value)
            if decides.fact("add_up") is None and decides.rule != tests:  # (a sum to do
                # again stays the hint; a reason of the rule tested, this one)
                decides = next((w for w in sol.reasons if w.rule == tests), decides)
        elif why:
            decides = why[0]
    return Grade(right, [] if right else [check.ask], why, expected, decides=decides,
                 secret=secrets(check.puzzle))


def _grade_choice_check(check: Check, value: Any) -> Grade:
    """A choice of cards: right when the engine accepts it; a wrong one is told what stops it
    (rule and card), and the answer shown at the end is one of every right choice."""
    right, why, accepted = check.choose(value)
    decides = None
    if not right and why:
        decides = why[0]
    every = {} if check.ask == "meld" else {check.ask: accepted}  # "meld": one example
    return Grade(right, [] if right else [check.ask], why,
                 {} if right else {check.ask: accepted[0] if accepted else None}, every,
                 [] if right else why, decides)


#: What an answer is called on screen ("Look again at: …").
FIELD_WORDS = ("lines", "with", "meld", "possible", "legal", "canasta", "points", "can_take",
               "frozen", "minimum", "count", "meets", "can_go_out", "concealed", "scores",
               "turned", "over", "winner", "minimums", "discard", "move")
"""The answer fields a learner is told to look at again, each said by ``field.<name>``."""


def field_words(name: str) -> str:
    return words(f"field.{name}") if name in FIELD_WORDS else name.replace("_", " ")


def pill_labels(hand: Sequence[Card]) -> list[str]:
    """A label per card; a second card alike gets a mark of its own (the two decks hold two
    of each), so that each can be chosen: "3♠ (copy 2)" (a walk read "3♠ (2)" as a 3♠ and
    a two, a wild card)."""
    seen: dict[Card, int] = {}
    out = []
    for c in hand:
        seen[c] = seen.get(c, 0) + 1
        out.append(card(c) if seen[c] == 1 else words("field.card-alike", card=card(c),
                                                       n=seen[c]))
    return out


def hand_faces(hand: Sequence[Card], base: str | None) -> list[dict[str, str]]:
    """A card of the hand as the row of cards to tap draws it: its picture (``src``, none
    when there are no card images to show: ``base`` is where the app serves them), the
    picture's words (``alt``) and its name (``label``) under it. Two cards alike are named
    alike: each is a button of its own (a mark such as "A♣ (2)" read as a two, a wild card,
    to a beginner)."""
    return [{"src": f"{base}{card_file(c)}" if base is not None else "", "alt": card_alt(c),
             "label": card(c)} for c in hand]


def lesson_links(rule_ids: Iterable[str]) -> list[tuple[str, str, str, str]]:
    """(rule id, its name in words, lesson id, step id) for the rules a verdict names: the
    rule's name, not its title, which may state the book's number ("Seven cards make a
    canasta" stood under a canasta of six at a table with that house rule)."""
    out = []
    for rid in dict.fromkeys(rule_ids):
        where = step_for_rule(rid)
        if where is not None:
            out.append((rid, rule_name(rid), where[0], where[1]))
    return out


def learn_more(why: Sequence[Why]) -> list[tuple[str, str, str, str]]:
    """The lesson steps under a verdict: those of up to three rules it names and of the open
    point it rests on, one link a step (a reading can be both a rule a reason names and the
    point another rests on, and a rule and its reading may be taught on one step)."""
    links = (lesson_links(cited_rules(why))[:3]
             + lesson_links(w.choice for w in why if w.choice)[:1])
    first: dict[tuple[str, str], tuple[str, str, str, str]] = {}
    for link in links:
        first.setdefault((link[2], link[3]), link)
    return list(first.values())


# --- progress ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Mastery:
    rule: str
    right: int
    total: int

    @property
    def share(self) -> float:
        return self.right / self.total if self.total else 0.0


def steps_learned(store: Store, learner: str, lessons: Sequence[Lesson]) -> str:
    """Lesson steps learned out of all, as Home and Progress show it: "12 / 61"."""
    return f"{len(store.steps(learner))} / {sum(len(x.steps) for x in lessons)}"


def mastery(answers: list[Answer]) -> list[Mastery]:
    """Per rule: first-try answers right out of all first tries; the weakest first."""
    right: dict[str, int] = defaultdict(int)
    total: dict[str, int] = defaultdict(int)
    for a in answers:
        if a.attempt != 1:
            continue
        for r in a.rule_ids:
            if r not in RULE_IDS:
                continue  # an old record's stray text, not a rule
            total[r] += 1
            right[r] += int(a.correct)
    rows = [Mastery(r, right[r], total[r]) for r in total]
    return sorted(rows, key=lambda m: (m.share, -m.total, m.rule))


@dataclass(frozen=True)
class NextStep:
    """A rule to work on next: its title, the lesson step that teaches it, and puzzles that
    drill that lesson (None when the lesson has none)."""

    rule: str
    title: str
    lesson: str
    step: str
    lesson_title: str
    practice: dict[str, str] | None


def next_steps(rows: Sequence[Mastery], settings: Settings, seed: int,
               most: int = 3) -> list[NextStep]:
    """The weakest rules not yet mastered (below 80% right first time), each with where to
    read it again and where to practise it."""
    lessons = {x.id: x for x in load_lessons()}
    out: list[NextStep] = []
    for m in rows:
        if m.share >= 0.8 or len(out) == most:
            continue
        where = step_for_rule(m.rule)
        if where is None:
            continue
        lesson = lessons[where[0]]
        out.append(NextStep(m.rule, title(m.rule), where[0], where[1], lesson.name(),
                            rule_practice(m.rule, settings, seed)
                            or practice_params(lesson, settings, seed)))
    return out


def rule_practice(rule: str, settings: Settings, seed: int) -> dict[str, str] | None:
    """A Practise link that drills ``rule`` itself: the kind of puzzle most of the packed
    ones on it are, with the rule as the theme (the lesson's own drill took a walk from
    "black 3s: melded only when going out" to wild-card melds with no black 3). A rule in
    one of Practise's named themes goes by that theme (its name fits the Theme box on a
    phone). None when no packed puzzle at this table turns on it."""
    kinds = Counter(str(getattr(p, "kind", "")) for p in packs().values()
                    if _fits(p, settings, None, rule, None))
    if not kinds:
        return None
    theme = next((name for name, rules in THEMES.items() if rule in rules), rule)
    return _drill_link(kinds.most_common(1)[0][0], theme, settings, seed)


def accuracy_by_day(answers: list[Answer]) -> list[tuple[str, float, int]]:
    days: dict[str, list[bool]] = defaultdict(list)
    for a in answers:
        if a.attempt == 1:
            days[a.at.date().isoformat()].append(a.correct)
    return [(d, sum(v) / len(v), len(v)) for d, v in sorted(days.items())]


def when(due: datetime, now: datetime) -> str:
    """When a review is due, in words: "now", "in 5 minutes", "in 2 days"."""
    minutes = int((due - now).total_seconds() // 60)
    if due <= now:
        return words("when.now")
    if minutes < 1:
        return words("when.under-a-minute")
    if minutes < 60:
        return words("when.minutes", n=minutes)
    hours = minutes // 60
    return words("when.hours", n=hours) if hours < 48 else words("when.days", n=hours // 24)


def identity(claims: dict[str, Any]) -> str | None:
    """Who a signed-in account is, from its OpenID Connect claims: its email when the
    provider says the email is verified, else ``sub:`` and its subject id (an unverified
    email could be anyone's)."""
    email = claims.get("email")
    if email and claims.get("email_verified") is True:
        return str(email).lower()
    sub = claims.get("sub")
    return f"sub:{sub}" if sub else None


def practice_params(lesson: Lesson, settings: Settings, seed: int) -> dict[str, str] | None:
    """A Practise link that drills ``lesson``: its puzzle kind and theme, at the table in
    Settings (the page keeps to that kind and theme for the puzzles after it)."""
    if lesson.practice is None:
        return None
    kind, theme = lesson.practice
    return _drill_link(kind, theme, settings, seed)


def _drill_link(kind: str, theme: str | None, settings: Settings, seed: int
                ) -> dict[str, str]:
    """Practise's parameters for puzzles of ``kind`` (and ``theme``) at the table in
    Settings."""
    params = {"kind": kind, "seed": str(seed), "rules": settings.rules,
              "players": str(settings.players)}
    if theme:
        params["theme"] = theme
    if settings.players == 6:
        params["teams"] = settings.teams or "3x2"
    return params
