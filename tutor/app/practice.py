"""Practise: puzzles the engine grades, reviews that come back, and the frozen-pile drill."""

import random

import streamlit as st

from tutor.app.ui import (
    answered,
    draw_field,
    fill_field,
    focus_after_move,
    html,
    opened,
    profile,
    read_field,
    settings,
    share_link,
    show_feedback,
    store,
)
from tutor.engine import RULE_IDS
from tutor.explain import rules_name, teams_name, title, words
from tutor.puzzles.format import PuzzleBase, PuzzleError
from tutor.puzzles.generate import FROM_PLAY, KINDS, STRATEGY, THEMES
from tutor.puzzles.grading import grade
from tutor.text import plain_line
from tutor.views.viewmodel import (
    POSITION,
    Attempt,
    LinkError,
    answer_fields,
    collect,
    current_attempt,
    elsewhere_said,
    from_link,
    hint,
    kind_title,
    next_puzzle,
    own_title,
    position_html,
    puzzle_by_id,
    puzzle_name,
    record_answer,
    resume_attempt,
    share_params,
    short_key,
    table_note,
    table_of,
)

MODES = ("set", "review", "drill")
THEME_NAMES = ["frozen", *[t for t in THEMES if t != "frozen"], FROM_PLAY, STRATEGY]


def _attempts() -> dict[str, Attempt]:
    out: dict[str, Attempt] = st.session_state.setdefault("attempts", {})
    return out


def _show(p: PuzzleBase) -> None:
    st.session_state.current = p
    keep = {k: st.query_params[k] for k in ("profile",) if k in st.query_params}
    st.query_params.clear()
    st.query_params.update({**keep, **share_params(p)})
    if st.session_state.get("mode") == "drill":
        st.query_params["mode"] = "drill"


def _done_ids() -> set[str]:
    """Puzzles done in this session, and the last ones this learner answered before (so a
    reload does not bring back what was just done)."""
    if "done" not in st.session_state:
        recent = [a.puzzle for a in store().answers(profile())[-200:]]
        st.session_state.done = set(recent)
    done: set[str] = st.session_state.done
    return done


def _next() -> None:
    st.session_state["practice.nexts"] = st.session_state.get("practice.nexts", 0) + 1
    mode = st.session_state.get("mode", "set")
    s = settings()
    seed = random.randrange(10**9)
    if mode == "review":
        shown = str(getattr(st.session_state.get("current"), "id", ""))
        reviewed = st.session_state.setdefault("practice.reviewed", set())
        for pid, _ in store().due(profile()):
            p = puzzle_by_id(pid)
            if p is not None and pid != shown and pid not in reviewed:
                _show(p)
                return
        st.session_state.current = None
        return
    kind, theme, level = (("take_pile", "frozen", None) if mode == "drill" else
                          (st.session_state.get(k) or None for k in ("kind", "theme", "level")))
    try:
        p = next_puzzle(s, kind, theme, level, _done_ids(), seed)
    except LinkError as e:  # (a rule's last puzzle done, none to make: say so, keep this one)
        st.session_state["practice.none-fits"] = str(e)
        return
    _show(p)


def _set_mode(mode: str) -> None:
    st.session_state.mode = mode
    st.session_state.current = None
    st.session_state.streak = 0
    _next()


def _submit(p: PuzzleBase, given_override: dict[str, object] | None = None) -> None:
    pid = str(p.id)
    attempt, elsewhere = current_attempt(_attempts().get(pid), store(), profile(), pid,
                                         lambda given: grade(p, given))
    _attempts()[pid] = attempt
    if elsewhere:
        st.session_state.elsewhere = (pid, elsewhere_said(attempt))
    if attempt.finished:
        return
    if given_override is None:
        fields = answer_fields(p)
        values = {f.name: read_field(f, f"ans.{pid}.{f.name}") for f in fields}
        done = {f.name for f in fields if answered(f, f"ans.{pid}.{f.name}")}
        given, missing = collect(p, values, done)
        if missing:
            st.session_state.missing = missing
            return
    else:
        given = dict(given_override)
    st.session_state.missing = []
    attempt.answer(p, given)
    record_answer(store(), profile(), pid, str(getattr(p, "kind", "")), p.rule_ids, attempt,
                  given)
    if attempt.finished:
        _done_ids().add(pid)
        if st.session_state.get("mode") == "review":  # (not brought back this session)
            st.session_state.setdefault("practice.reviewed", set()).add(pid)
        if st.session_state.get("mode") == "drill":
            st.session_state.streak = (st.session_state.get("streak", 0) + 1
                                       if attempt.right and attempt.tries == 1 else 0)
            st.session_state.best = max(st.session_state.get("best", 0),
                                        st.session_state.streak)
    elif st.session_state.get("mode") == "drill":
        st.session_state.streak = 0


# --- which puzzle: a share link first ----------------------------------------------------------
params = {k: v for k, v in st.query_params.items() if k != "profile"}
if params.get("mode") in MODES and params["mode"] != st.session_state.get("mode"):
    st.session_state.mode = params["mode"]
st.session_state.setdefault("mode", "set")
current: PuzzleBase | None = st.session_state.get("current")
link_error = None
if ("puzzle" in params or "kind" in params) and (
        current is None or share_params(current) != {k: v for k, v in params.items()
                                                      if k != "mode"}):
    try:
        current = from_link({k: v for k, v in params.items() if k != "mode"})
        st.session_state.current = current
        if params.get("kind") in KINDS and st.session_state.get("mode") == "set":
            # A link to a kind (and theme) drills it: the next puzzles keep to them.
            st.session_state.kind = params["kind"]
            theme = params.get("theme")
            # (a rule's id too: Progress's "Practise it" keeps to that rule)
            st.session_state.theme = theme if theme in THEME_NAMES or theme in RULE_IDS else None
    except (LinkError, PuzzleError) as e:
        link_error = str(e)
        current = None
        st.session_state.current = None

def _fill(p: PuzzleBase, pid: str, attempt: Attempt) -> None:
    """A first wrong try resumed after a reload: its answer shown in the fields again."""
    if not attempt.finished:
        for f in answer_fields(p):
            if f.name in attempt.given:
                fill_field(f, f"ans.{pid}.{f.name}", attempt.given[f.name])


st.title(words("practice.title"))
if none_fits := st.session_state.pop("practice.none-fits", None):
    st.warning(plain_line(none_fits))
if link_error:
    st.error(words("practice.bad-link", why=plain_line(link_error)))
    st.button(words("practice.instead"), on_click=_set_mode, args=("set",), type="primary")
    st.stop()

mode = st.session_state.mode
def _pick_mode() -> None:
    picked = st.session_state.mode_pick
    if picked is None:  # the mode already chosen was clicked again: it stays chosen
        st.session_state.mode_pick = st.session_state.get("mode", "set")
        return
    _set_mode(picked)


st.session_state.setdefault("mode_pick", mode)
if st.session_state.mode_pick != mode:
    st.session_state.mode_pick = mode
st.segmented_control(words("practice.what"), MODES,
                     format_func=lambda m: words(f"practice.mode.{m}"),
                     key="mode_pick", on_change=_pick_mode)
if mode == "set":
    c1, c2, c3 = st.columns(3)
    c1.selectbox(words("practice.kind"), [None, *KINDS], key="kind", on_change=_next,
                 format_func=lambda k: words("practice.any-kind") if k is None else kind_title(k))
    rule = st.session_state.get("theme")
    c2.selectbox(words("practice.theme"),
                 [None, *THEME_NAMES, *([rule] if rule in RULE_IDS else [])], key="theme",
                 on_change=_next, format_func=lambda t: words("practice.any-theme") if t is None
                 else words("practice.one-rule") if t in RULE_IDS else words(f"theme.{t}"))
    if rule in RULE_IDS:  # (its title in full: in the box it was cut at a phone's width)
        st.caption(words("practice.rule-theme", rule=title(rule)))
    c3.selectbox(words("practice.level"), [None, 1, 2, 3, 4, 5], key="level", on_change=_next,
                 format_func=lambda d: words("practice.any-level") if d is None else str(d))
elif mode == "review":
    due = store().due(profile())
    st.caption(words("practice.due", n=len(due)))

if current is None:
    _next()  # in review, the first puzzle due (a link from Home or Progress opens here)
    if st.session_state.get("current") is None:
        if mode == "review":
            st.info(words("practice.nothing-due"))
        else:
            st.warning(plain_line(st.session_state.pop("practice.none-fits", "")))
        st.stop()


def _heading(p: PuzzleBase) -> None:
    """The puzzle's question, its table and what it is, and a note when it is made for
    another table than Settings."""
    heading = own_title(p) or kind_title(str(getattr(p, "kind", "")))
    st.subheader(plain_line(heading))
    # where it comes from (a lesson, a game, a link); a pack's puzzle is named by its heading
    name = puzzle_name(p) if str(p.id).startswith((POSITION, "lesson:", "gen?")) else heading
    st.caption(words("practice.table", rules=rules_name(p.rules, long=True), n=p.players)
               + (f" ({teams_name(p.teams)})" if p.teams else "")
               + (words("practice.level-of", n=p.difficulty) if p.difficulty else "")
               + ("" if name == heading else " · " + plain_line(name)))
    note = table_note(table_of(p), settings(), words("practice.this-puzzle"))
    if note:
        st.info(note, icon=":material/info:")


def _drill_buttons(p: PuzzleBase, done: bool) -> None:
    pid = str(p.id)
    c1, c2 = st.columns(2)
    c1.button(words("practice.yes-take"), key=f"drill.yes.{pid}", on_click=_submit,
              args=(p, {"can_take": True}), disabled=done, width="stretch")
    c2.button(words("practice.no-take"), key=f"drill.no.{pid}", on_click=_submit,
              args=(p, {"can_take": False}), disabled=done, width="stretch")


def _answer_form(p: PuzzleBase, attempt: Attempt | None) -> None:
    pid = str(p.id)
    fields = answer_fields(p)
    # (Enter, a phone's Go key, sends a form of one field; in a form of two it sent a
    # half-changed answer, the other field as the first try left it, and spent a try)
    with st.form(f"form.{pid}", enter_to_submit=len(fields) == 1):
        for f in fields:
            draw_field(f, f"ans.{pid}.{f.name}")
        st.form_submit_button(words("learn.check-answer"), on_click=_submit, args=(p,),
                              type="primary", disabled=bool(attempt and attempt.finished))
    if st.session_state.get("missing"):
        st.info(words("practice.please", fields="; ".join(st.session_state.missing)))
    said = hint(p)
    if said and not (attempt and attempt.finished):
        with st.expander(words("practice.hint"), key=f"x.hint.{short_key(pid)}", on_change="rerun"):
            st.write(plain_line(said))


def _feedback(p: PuzzleBase, attempt: Attempt) -> None:
    """What the answer earned (and where it was given, if in another tab); Next once over."""
    pid = str(p.id)
    said = st.session_state.get("elsewhere")
    if said and said[0] == pid:
        st.caption(words(said[1]))
    show_feedback(attempt, answer_fields(p))
    if attempt.finished:
        st.button(words("practice.next"), on_click=_next, type="primary", key=f"next.{pid}")


@st.fragment
def puzzle_view() -> None:
    """The puzzle, its answer form and the verdict. A fragment: answering and "Next
    puzzle" rerun only this part of the page."""
    current: PuzzleBase | None = st.session_state.get("current")
    if current is None:  # the review queue ran dry: the whole page says so
        st.rerun()
    assert current is not None
    p: PuzzleBase = current
    pid = str(p.id)
    if pid not in _attempts():  # a first wrong try before a reload (or in another tab)
        resumed = resume_attempt(store(), profile(), pid, lambda given: grade(p, given))
        if resumed is not None:
            _attempts()[pid] = resumed
            _fill(p, pid, resumed)
    attempt = _attempts().get(pid)
    mode = st.session_state.get("mode", "set")
    if mode == "drill":
        st.metric(words("practice.streak"), st.session_state.get("streak", 0),
                  help=words("practice.streak-help"))
    _heading(p)
    # (after Next puzzle, the new puzzle from its heading: a walk's phone stayed where Next
    # was, half way down the new puzzle's table, and focus fell to the page)
    focus_after_move("practice.next", st.session_state.get("practice.nexts", 0), to="heading")
    html(position_html(p))
    if mode == "drill":
        _drill_buttons(p, bool(attempt and attempt.finished))
    else:
        _answer_form(p, attempt)

    if attempt is not None:
        _feedback(p, attempt)

    box = opened(words("practice.share"), f"x.share.{short_key(pid)}")
    if box is not None:
        with box:
            share_link("practice", share_params(p), words("practice.share-link"))


puzzle_view()
