"""Learn: the lessons in order, one step at a time, each step checked by the engine."""

import random
from collections.abc import Callable
from typing import Any, Literal

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from tutor.app.ui import (
    PAGES,
    answered,
    draw_field,
    fill_field,
    focus_after_move,
    html,
    lessons,
    profile,
    read_field,
    settings,
    show_feedback,
    store,
)
from tutor.course.glossary import mark_terms
from tutor.course.learn import (
    FINAL_STEP,
    Check,
    Lesson,
    Step,
    lesson_by_id,
    rule_tested,
    terms_known,
)
from tutor.course.variants import fresh
from tutor.engine import RULE_IDS, HouseValue, get_rules, option_rule
from tutor.explain import house_rule, rules_name, title, words
from tutor.puzzles.base import AnswerField
from tutor.puzzles.grading import Grade
from tutor.render.table import captions
from tutor.text import plain_line
from tutor.views.viewmodel import (
    Attempt,
    Settings,
    check_field,
    current_attempt,
    elsewhere_said,
    grade_check,
    kind_title,
    lesson_links,
    position_html,
    practice_params,
    record_answer,
    resume_attempt,
)

LESSONS = lessons()


def _open(lesson_id: str, step_id: str) -> None:
    st.session_state.lesson, st.session_state.step = lesson_id, step_id
    st.query_params.update({"lesson": lesson_id, "step": step_id})


def _close() -> None:
    st.session_state.pop("lesson", None)
    st.session_state.pop("step", None)
    st.query_params.clear()


def _in_force(check: Check) -> Check:
    """The check as the table in Settings plays it: graded by the rules in force, unless it
    does not apply there (then by the lesson's own)."""
    rules = settings().rules
    return check.under(rules) if check.applies_under(rules) else check


def _check_key(lesson: Lesson, step_id: str, i: int) -> str:
    """Where check ``i`` of a step keeps its state in the session (its attempt, its answer
    widget, its tries again)."""
    return f"chk.{lesson.id}.{step_id}.{i}"


def _retries(key: str) -> int:
    """How many times the check under ``key`` was tried again after its misses."""
    return int(st.session_state.get(key + ".retries", 0))


def _check(step: Step, i: int, key: str) -> Check:
    """Check ``i`` of the step as it is asked now: in force at the table, and once tried
    again after two misses had shown its answer, on other cards (the same rule, checked by
    the engine), so that the answer just shown cannot simply be copied (a walk copied it
    and had the step marked learned)."""
    check = _in_force(step.checks[i])
    r = _retries(key)
    return fresh(check, f"{key}/again/{r}") if r else check


def _field_key(key: str) -> str:
    """The key of the check's answer widget: a new one for each try again, whose cards
    differ (a choice from the last try is not left chosen)."""
    r = _retries(key)
    return f"{key}.r{r}" if r else key


def at_your_table(lesson: Lesson, step: Step, in_force: Settings) -> None:
    """Beside a step: where the table's rules differ from the lesson's on what it teaches
    or on its check's answer, which rule and how, in words (the check is graded by the
    table's rules, or as the lesson has it where it has no right answer there)."""
    apart = [c for c in step.checks if not c.applies_under(in_force.rules)]
    differ = [c for c in step.checks if c.puzzle.rules != in_force.rules and c not in apart
              and c.differs_under(in_force.rules)]
    options = dict.fromkeys([*step.differences(lesson.rules, in_force.rules),
                             *(o for c in differ for o in c.deciding_options(in_force.rules))])
    if not (apart or options):
        return
    st.warning(_table_note(lesson.rules, in_force.label, list(options), bool(apart),
                           bool(differ)), icon=":material/rule:")
    st.page_link(PAGES["settings"], label=words("learn.table-link"), icon=":material/tune:")


def _table_note(book: str, table: str, options: list[tuple[str, HouseValue]], apart: bool,
                differ: bool) -> str:
    """The note beside a step: the lesson's rule book, the table's house rules that differ
    on it, and how its check is graded there."""
    said = "\n".join(f"- {house_rule(o, v)}" for o, v in options)
    graded = (words("learn.graded-apart") if apart else words("learn.graded-table") if differ
              else "")
    return (words("learn.table-note", book=rules_name(book), table=table)
            + (f":\n\n{said}" if said else words("learn.table-differs"))
            + (f"\n\n{graded}" if graded else ""))


def _attempts(lesson: Lesson, step: Step) -> list[Attempt | None]:
    """This session's attempt at each check of a step (None: not answered yet)."""
    got = [st.session_state.get(_check_key(lesson, step.id, i) + ".attempt")
           for i in range(len(step.checks))]
    return [a if a is not None and a.tries else None for a in got]


def _rows_tested(step: Step, n: int) -> list[str]:
    """The rules an answer counts for in Progress: the step's rows, or where the table's
    house rules change this check's answer, the rules those house rules rest on (a miss
    there is about the table's rule, not the book's)."""
    rules = settings().rules
    check = step.checks[n]
    if check.puzzle.rules == rules or not check.applies_under(rules) or not (
            check.differs_under(rules)):
        return list(step.rows)
    table = get_rules(rules)
    house = [option_rule(table, o) for o, _ in check.deciding_options(rules)]
    return list(dict.fromkeys(house)) or list(step.rows)


def _answer(lesson: Lesson, step_id: str, n: int) -> None:
    step = lesson.step(step_id)
    key = _check_key(lesson, step_id, n)
    check = _check(step, n, key)
    field = check_field(check)
    widget = _field_key(key)
    if not answered(field, widget):
        st.session_state[key + ".missing"] = True
        return
    value = read_field(field, widget)
    st.session_state[key + ".missing"] = False
    pid, regrade = _stored(lesson, step, n)
    attempt, elsewhere = current_attempt(st.session_state.get(key + ".attempt"), store(),
                                         profile(), pid, regrade, finished=True)
    st.session_state[key + ".attempt"] = attempt
    st.session_state[key + ".elsewhere"] = elsewhere_said(attempt) if elsewhere else None
    if attempt.finished:  # (over in another tab: Next may now be the main button)
        st.session_state["learn.whole_page"] = elsewhere
        return
    attempt.record(grade_check(check, value, rule_tested(step, check)))
    record_answer(store(), profile(), pid,
                  str(getattr(check.puzzle, "kind", "")), _rows_tested(step, n), attempt,
                  {check.ask: value})
    attempts = _attempts(lesson, step)
    if all(a is not None and a.right for a in attempts):
        store().mark_step(profile(), lesson.id, step_id)  # marked on the page's next run
    if all(a is not None and a.finished for a in attempts):
        # the whole page: the final test's score shows under the checks, and "Next" becomes
        # the main button once every check of the step is done
        st.session_state["learn.whole_page"] = True


def show_final_score(lesson: Lesson, step: Step) -> None:
    """The final test's score: right first time, and the rules to look at again."""
    attempts = [a for a in _attempts(lesson, step) if a is not None]
    first = sum(a.history[:1] == [True] for a in attempts)
    st.subheader(words("learn.score", right=first, n=len(attempts)))
    missed = [rule_tested(step, c) for a, c in zip(attempts, step.checks, strict=True)
              if a.history[:1] != [True]]
    for _, about, lid, sid in lesson_links(r for r in missed if r):
        st.page_link(PAGES["learn"], label=words("learn.look-again", about=about),
                     query_params={"lesson": lid, "step": sid}, icon=":material/school:")


def _retry(key: str) -> None:
    """A check missed twice can be tried again: the step must stay learnable (a fresh
    attempt, so that the missed one is not resumed from the store)."""
    st.session_state[key + ".attempt"] = Attempt(key, again=True)
    st.session_state[key + ".retries"] = _retries(key) + 1  # on other cards (``_check``)
    for part in (".missing", ".elsewhere"):
        st.session_state.pop(key + part, None)


@st.fragment
def check_box(lesson: Lesson, step: Step, i: int) -> None:
    """One check and its feedback. A fragment: answering reruns only this box, unless the
    answer changes the page around it (the final test's score)."""
    key = _check_key(lesson, step.id, i)
    attempt = st.session_state.get(key + ".attempt")
    check = _check(step, i, key)
    field = check_field(check)
    with st.form(key + ".form"):  # the position, drawn as cards, with its question
        source = _source(step, i)  # (a review's check: where it comes from)
        html((captions([source]) if source else "") + position_html(check.puzzle))
        draw_field(field, _field_key(key))
        st.form_submit_button(words("learn.check-answer"), on_click=_answer,
                              args=(lesson, step.id, i), type="primary",
                              disabled=bool(attempt and attempt.finished))
    if st.session_state.get(key + ".missing"):
        st.info(words("learn.choose-first"))
    if attempt is not None:
        _feedback(key, attempt, field)
    if (i + 1 == len(step.checks) and attempt is not None and attempt.right
            and step.id != FINAL_STEP
            and all(a is not None and a.right for a in _attempts(lesson, step))):
        st.caption(words("learn.step-learned"))
    _focus_after(key, attempt)
    if st.session_state.pop("learn.whole_page", False):
        st.rerun()  # the final test's score shows under the checks: the whole page


def _focus_after(key: str, attempt: Attempt | None) -> None:
    """After an answer, focus on to what follows the check; after "Try this check again",
    on its own answer (not on the next check's cards, where a walk's keyboard landed)."""
    if attempt is None:
        focus_after_move(key, 0, to="next")
    else:
        again = attempt.again and not attempt.tries
        focus_after_move(key, attempt.tries, to="own" if again else "next")


def _source(step: Step, i: int) -> str | None:
    """Where a review's (or the final test's) check comes from: its lesson and step."""
    if i >= len(step.sources):
        return None
    lid, sid, _ = step.sources[i].split("/")
    lesson = lesson_by_id(lid)
    if lesson is None:
        return None
    return words("learn.from-lesson", lesson=lesson.name(), step=lesson.step(sid).heading())


def _feedback(key: str, attempt: Attempt, field: AnswerField) -> None:
    """What the answer earned; a retry once the tries are over and it was missed."""
    said = st.session_state.get(key + ".elsewhere")
    if said:
        st.caption(words(said))
    show_feedback(attempt, [field])
    if attempt.finished and not attempt.right:
        st.button(words("learn.try-again"), key=key + ".retry", on_click=_retry, args=(key,))


def _stored(lesson: Lesson, step: Step, i: int) -> tuple[str, Callable[[dict[str, Any]], Grade]]:
    """A check's id in the store, and how an answer kept there is graded again."""
    check = _check(step, i, _check_key(lesson, step.id, i))
    rule = rule_tested(step, check)
    return (f"lesson:{lesson.id}/{step.id}/{i + 1}",
            lambda given: grade_check(check, given[check.ask], rule))


def _resume(lesson: Lesson, step: Step, i: int) -> None:
    """A check answered before a reload (or in another tab) is resumed: a first wrong try,
    so that the next answer is the second try, never a first; an answer already over, so
    that a right one still counts towards the step."""
    key = _check_key(lesson, step.id, i)
    if key + ".attempt" in st.session_state:
        return
    pid, regrade = _stored(lesson, step, i)
    got = resume_attempt(store(), profile(), pid, regrade, finished=True)
    if got is not None:
        st.session_state[key + ".attempt"] = got
        if not got.finished:  # what was chosen, shown again
            check = _check(step, i, key)
            if check.ask in got.given:
                fill_field(check_field(check), _field_key(key), got.given[check.ask])


def lesson_list(learned: set[tuple[str, str]]) -> None:
    """Every lesson, how far the learner is in it, and a button to open it where they left."""
    if "lesson" in st.query_params:
        st.warning(words("learn.no-lesson", name=plain_line(repr(st.query_params["lesson"]))))
    st.title(words("learn.title"))
    st.write(words("learn.intro", n=len(LESSONS) - 1))
    for x in LESSONS:
        done = sum((x.id, s.id) in learned for s in x.steps)
        first = next((s.id for s in x.steps if (x.id, s.id) not in learned), x.steps[0].id)
        mark = (":material/check_circle:" if done == len(x.steps) else
                ":material/incomplete_circle:" if done else ":material/radio_button_unchecked:")
        extra = words("learn.optional") if x.optional else ""
        so_far = words("learn.so-far", done=done, n=len(x.steps))
        st.button(f"{mark} {x.order}. {x.name()}{extra} — {so_far}",
                  key=f"open.{x.id}", on_click=_open, args=(x.id, first),
                  width="stretch")
    st.page_link(PAGES["first_hand"], label=words("learn.then-first-hand"),
                 icon=":material/tour:")


def _step_shown(lesson: Lesson) -> int:
    """Which step of the lesson is open (the first, where the one asked for does not exist),
    said in the address too: a reload or a shared link opens it."""
    ids = [s.id for s in lesson.steps]
    step_id = st.session_state.get("step")
    if step_id not in ids:
        if step_id:
            st.warning(words("learn.no-step", lesson=plain_line(lesson.name()),
                             name=plain_line(repr(step_id))))
        step_id = ids[0]
        st.session_state.step = step_id
    if (st.query_params.get("lesson"), st.query_params.get("step")) != (lesson.id, step_id):
        # (a link to a step that does not exist is put right, so its warning is said once)
        st.query_params.update({"lesson": lesson.id, "step": step_id})
    return ids.index(step_id)


@st.fragment
def lesson_view() -> None:
    """The lesson list, or the open step with its checks. A fragment: Next, Back and opening
    a lesson rerun only this part of the page, not the sidebar and the header around it."""
    learned = store().steps(profile())
    lesson = lesson_by_id(st.session_state.get("lesson"))
    if lesson is None:
        lesson_list(learned)
        return
    n = _step_shown(lesson)
    step = lesson.steps[n]
    st.button(words("learn.all-lessons"), on_click=_close)
    st.caption(words("learn.where", lesson=lesson.name(), n=n + 1, of=len(lesson.steps))
               + (words("learn.learned-mark") if (lesson.id, step.id) in learned else ""))
    st.title(step.heading())  # the page's one h1
    at_your_table(lesson, step, settings())
    html(mark_terms(step.html(lesson.rules), terms_known(lesson.id, step.id)))
    for i in range(len(step.checks)):
        _resume(lesson, step, i)
        check_box(lesson, step, i)
    if step.id == FINAL_STEP and all(_attempts(lesson, step)):
        show_final_score(lesson, step)
    _step_end(lesson, n)


def _step_end(lesson: Lesson, n: int) -> None:
    """Under a step: practice at the lesson's end, Back, and Next (the main button once every
    check of the step is done; until then the checks are)."""
    ids = [s.id for s in lesson.steps]
    drill = practice_params(lesson, settings(), random.randrange(10**6))
    if drill is not None and n + 1 == len(ids):  # at the lesson's end, with its review
        kind, theme = lesson.practice or ("", None)
        about = (title(theme) if theme in RULE_IDS else words(f"theme.{theme}") if theme
                 else kind_title(kind))
        st.page_link(PAGES["practice"], label=words("learn.practise-lesson", about=about),
                     query_params=drill, icon=":material/fitness_center:")
    back = forward = _step_row(n)
    main: Literal["primary", "secondary"] = "primary" if all(
        a is not None and a.finished for a in _attempts(lesson, lesson.steps[n])) else "secondary"
    if n > 0:
        back.button(words("learn.back"), on_click=_open, args=(lesson.id, ids[n - 1]))
    if n + 1 < len(ids):
        forward.button(words("learn.next"), on_click=_open, args=(lesson.id, ids[n + 1]),
                       type=main)
        return
    nxt = next((x for x in LESSONS if x.order > lesson.order), None)
    if nxt is not None:
        forward.button(words("learn.next-lesson", lesson=nxt.name()), on_click=_open,
                       args=(nxt.id, nxt.steps[0].id), type=main)
        return
    st.success(words("learn.course-done"))
    st.page_link(PAGES["first_hand"], label=words("learn.play-first-hand"),
                 icon=":material/tour:")
    st.page_link(PAGES["practice"], label=words("learn.practise-all"),
                 icon=":material/extension:")


def _step_row(n: int) -> DeltaGenerator:
    """The row of Back and Next under step ``n``: Back at the left, Next at the right."""
    return st.container(horizontal=True, horizontal_alignment="distribute" if n else "right")


# A deep link (?lesson=…&step=…) opens that step, another step of the open lesson too
# (a "Learn more" link from one step to another).
params = st.query_params
if "lesson" in params and (params.get("lesson"), params.get("step")) != (
        st.session_state.get("lesson"), st.session_state.get("step")):
    st.session_state.lesson = params["lesson"]
    st.session_state.step = params.get("step")
    # the address bar too: a link to this same page brings its parameters to the run but
    # leaves the old address showing, and a reload would go back there
    st.query_params.update(params.to_dict())
lesson_view()
