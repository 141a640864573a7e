"""Streamlit helpers shared by the pages: the store, the learner, settings, drawing."""

from __future__ import annotations

import functools
import json
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from html import escape
from pathlib import Path
from typing import Any, Literal, NamedTuple, TypeVar
from urllib.parse import unquote, urlencode

import streamlit as st
from streamlit.delta_generator import DeltaGenerator
from streamlit.runtime.scriptrunner import get_script_run_ctx

from tutor import explain
from tutor.bots.coach import LEVELS
from tutor.course.learn import Lesson, load_lessons, say
from tutor.engine import (
    DEFAULT_RULES,
    HOUSE_CHOICE,
    Card,
    RuleError,
    RuleSet,
    Why,
    get_rules,
)
from tutor.puzzles.base import AnswerField
from tutor.puzzles.grading import CARD_CHOICES, Grade
from tutor.render import cards as card_render
from tutor.render.cards import CSS as CARD_CSS
from tutor.store import Store
from tutor.text import plain, plain_line
from tutor.views.viewmodel import (
    Attempt,
    Settings,
    clean_name,
    field_words,
    identity,
    learn_more,
    pill_labels,
)

# The card images come from static/cards/ beside this file (served by Streamlit, cached by
# the browser) rather than inline in every page.
if (Path(__file__).resolve().parent / "static" / "cards").is_dir():
    card_render.IMAGE_BASE = "app/static/cards/"

APP_CSS = """
[data-testid="stFileUploaderDropzoneInstructions"] { display: none; }
[data-testid="stFileUploaderDropzone"] button [data-testid="stMarkdownContainer"] p {
  font-size: 0; }
[data-testid="stHtml"] { font-size: 1rem; line-height: 1.6; }
[data-testid="stHtml"] p { margin: 0 0 1rem; }
[data-testid="stHtml"] p.ct-caption { font-size: 1rem; }
.ct-totals th { text-align: left; }
.ct-h3 { font-size: 1.5rem; font-weight: 600; line-height: 1.2; margin: 1.25rem 0 .5rem; }
.ct-since p { margin: 0 0 .35rem; }
.ct-side { border: 1px solid #d9dee5; border-radius: .5rem; padding: .4rem .7rem;
  margin: .4rem 0; }
.ct-totals td, .ct-totals th { padding: .2rem .8rem; border-bottom: 1px solid #ddd; }
.ct-totals .ct-name { overflow-wrap: anywhere; }  /* a long side name wraps on a phone (on
  every cell, it broke "points" as "poi nts" beside a long rule) */
@media (max-width: 480px) { .ct-totals td, .ct-totals th { padding: .2rem .4rem; } }
.ct-why { margin: .2rem 0 .2rem 0; }
.ct-term { border-bottom: 1px dotted #1f4e8c; cursor: help; }
.ct-term .ct-def { display: none; color: #1f4e8c; font-size: .9em; }
.ct-term input { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; }
.ct-term input:checked + .ct-def { display: inline; }
.ct-term:has(input:focus-visible) { outline: 2px solid #1f4e8c; outline-offset: 1px; }
.ct-rule { font-weight: 600; color: #1f4e8c; }
[data-testid="stMain"] li > code { white-space: nowrap; }
.ct-house { display: block; font-size: .85em; color: #555; }
.ct-note { font-size: 0.875rem; color: #5a5c65; margin-bottom: 0.5rem; }
[data-testid="stCaptionContainer"] { color: #5a5c65; opacity: 1; }
.ct-sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; }
[data-testid="stElementContainer"]:has(> [data-testid="stHtml"] > script:only-child) {
  display: none; }
[data-testid="stButtonGroup"] button[data-selected="true"] p { color: #a3202f; }
.ct-nowrap { white-space: nowrap; }
[data-testid="stMain"] [data-testid="stPageLink-NavLink"] { height: auto; }
[data-testid="stMain"] [data-testid="stPageLink-NavLink"] span {
  white-space: normal; overflow: visible; text-overflow: clip; height: auto; line-height: 1.4; }
[data-testid="stMain"] button [data-testid="stMarkdownContainer"],
[data-testid="stMain"] button [data-testid="stMarkdownContainer"] p {
  white-space: normal; overflow: visible; text-overflow: clip; height: auto; }
[data-testid="stMain"] button { height: auto; }
[data-testid="stElementContainer"]:has(.ct-hand:empty) { display: none; }
[data-testid="stElementContainer"]:has(.ct-prefetch) { display: none; }
.ct-hand-label { font-size: .875rem; margin-bottom: .25rem; }
.ct-hand { display: flex; flex-wrap: wrap; gap: .5rem .35rem; padding-top: .6rem; }
.ct-hand button { display: flex; flex-direction: column; align-items: center; gap: .1rem;
  padding: .2rem .25rem; border: 1px solid rgba(49, 51, 63, .2); border-radius: .45rem;
  background: #fff; color: inherit; font: inherit; font-size: .8rem; line-height: 1.2;
  cursor: pointer; transition: transform .1s; }
.ct-hand button:hover { border-color: #a3202f; }
.ct-hand button[aria-pressed="true"] { transform: translateY(-.55rem); color: #a3202f;
  border-color: #a3202f; background: #fdf0f1; }
.ct-hand img { height: 4.2rem; width: auto; }
@media (max-width: 480px) { .ct-hand img { height: 3.4rem; } }
[data-testid="stSidebarNav"] a:focus-visible, a:focus-visible, button:focus-visible {
  outline: 3px solid #1f4e8c; outline-offset: 2px; border-radius: .3rem; }
"""

LANGUAGES = ("en", "es")


def language() -> str:
    """The learner's language (a setting kept with the learner; English until chosen).
    Outside a page's run (the coach's process, a thread) there is no learner: English,
    without asking Streamlit, which logs a warning for each such question."""
    if get_script_run_ctx(suppress_warning=True) is None:
        return "en"
    try:
        current = st.session_state.get("settings")
    except Exception:  # no session (a bare import, a test without Streamlit): English
        return "en"
    return current.lang if isinstance(current, Settings) else "en"


def choose_language() -> None:
    """The learner's language: ``?lang=es`` in an address sets it (kept with the learner);
    on a learner's first visit, with no language chosen yet, the browser's own (Streamlit's
    ``st.context.locale``: "es-AR" reads Spanish). The address then keeps saying it, so a
    reload or a copied link does too."""
    asked = st.query_params.get("lang")
    if asked is None and not st.session_state.get("lang.asked"):
        st.session_state["lang.asked"] = True  # once a session: a learner's choice stands
        if "lang" not in store().settings(profile()):
            asked = browser_language(st.context.locale)
    if asked in LANGUAGES and asked != settings().lang:
        keep_settings(lambda s: replace(s, lang=str(asked)))
    if st.query_params.get("lang") != settings().lang and (
            settings().lang != "en" or "lang" in st.query_params):
        st.query_params["lang"] = settings().lang


def browser_language(locale: str | None) -> str | None:
    """The tutor's language for a browser's locale ("es-AR" → "es"), if it has it."""
    lang = (locale or "").split("-")[0].split("_")[0].lower()
    return lang if lang in LANGUAGES else None


explain.use_language(language)  # every word said on a page is in the learner's language

_HERE = Path(__file__).resolve().parent
PAGES = {key: str(_HERE / f"{key}.py") for key in (  # each page's script, beside this file
    "home", "learn", "practice", "play", "review", "first_hand", "progress", "settings",
    "score_pad", "checker", "club", "cheat_sheet")}


ROUTES = [  # (page, icon, url path): the app's navigation, in order (titles: nav.<page>)
    ("home", "home", "home"),
    ("learn", "school", "learn"),
    ("practice", "fitness_center", "practice"),
    ("first_hand", "tour", "first-hand"),
    ("play", "playing_cards", "play"),
    ("review", "history", "review"),
    ("progress", "insights", "progress"),
    ("cheat_sheet", "receipt_long", "cheat-sheet"),
    ("score_pad", "calculate", "score-pad"),
    ("checker", "search", "checker"),
    ("settings", "settings", "settings"),
    ("club", "groups", "club"),  # a club's organisers only
]


@st.cache_resource
def store() -> Store:
    """One progress store for the server process (SQLite; safe across tabs)."""
    return Store()


@st.cache_resource
def lessons() -> tuple[Lesson, ...]:
    return load_lessons()


COOKIE = "canasta_tutor_learner"


@dataclass(frozen=True)
class Club:
    """A shared server's sign-in (secrets: ``[auth]`` for ``st.login``, ``[club]``)."""

    name: str
    organisers: frozenset[str]


def club() -> Club | None:
    """The club this server signs its learners in for, or None when run alone (no sign-in
    configured: the learner is named by link, cookie or guest name, as before)."""
    if not any(Path(f).expanduser().exists() for f in _secrets_files()):
        # no secrets file at all: run alone (asked first: without a file, Streamlit looks
        # for one again at every question, a few ms of every run)
        return None
    try:
        auth = st.secrets.get("auth")
        conf = dict(st.secrets.get("club") or {})
    except Exception as e:
        raise SecretsError(f"the server's secrets file cannot be read ({e})") from None
    if not auth:
        return None
    listed = conf.get("organisers", [])
    listed = [listed] if isinstance(listed, str) else list(listed)
    return Club(str(conf.get("name", "your club")), frozenset(str(x).lower() for x in listed))


@functools.cache
def _secrets_files() -> tuple[str, ...]:
    """Where this server looks for its secrets (set when it starts)."""
    return tuple(st.config.get_option("secrets.files") or [])


class SecretsError(RuntimeError):
    """Sign-in may be configured but its secrets cannot be read: nothing may show."""


def member() -> str | None:
    """The signed-in learner's identity (see :func:`tutor.views.viewmodel.identity`)."""
    if not st.user.get("is_logged_in", False):
        return None
    return identity(st.user.to_dict())


def is_organiser() -> bool:
    c = club()
    if c is None:
        return False
    who = member()
    return who is not None and who in c.organisers


def sign_in_gate() -> None:
    """On a club's server, nothing shows before sign-in; then the learner is the account."""
    try:
        c = club()
    except SecretsError as e:
        st.title("Canasta Tutor")
        st.error(f"This tutor cannot start: {plain_line(str(e))}. Nothing is shown until the "
                 "file is fixed, so that nobody's progress is open to others.")
        st.stop()
    if c is None:
        return
    who = member()
    if who is None:
        st.title("Canasta Tutor")
        st.write(f"This tutor is run by {plain_line(c.name)}. Sign in with your club account "
                 "to learn, practise and play; your progress is yours alone.")
        st.button("Sign in", type="primary", on_click=st.login)
        st.stop()
    if st.session_state.get("profile") != who:
        switch_learner(who)


def profile() -> str:
    """This browser's learner: on a club's server the signed-in account (links cannot name
    another); run alone, the one a link names (``?profile=``), else the one this browser
    remembers (a cookie), else a new guest of its own. Two browsers never share a learner
    by accident, and a reload, a new tab or a typed address keeps it."""
    if club() is not None:
        who = member()
        if who is None:  # the gate stops every page before this; never someone else's
            raise RuntimeError("not signed in")
        return who
    linked = st.query_params.get("profile")
    if linked and clean_name(linked) != st.session_state.get("profile"):
        switch_learner(clean_name(linked))  # a link or bookmark names the learner
    elif "profile" not in st.session_state:
        remembered = _cookie(COOKIE)
        switch_learner(clean_name(remembered) if remembered else _guest())
    name: str = st.session_state.profile
    if _cookie(COOKIE) != name and st.session_state.get("_remembered") != name:
        st.session_state["_remembered"] = name
        st.session_state["_remember"] = name  # setup() asks the browser, in its fixed place
    return name


def _cookie(name: str) -> str | None:
    try:
        value = st.context.cookies.get(name)
    except Exception:
        return None
    # (text only: a test without a browser has a stand-in object there, no cookie)
    return unquote(value) if isinstance(value, str) and value else None


def remember(name: str) -> str:
    """The script that asks the browser to remember its learner for a year (a first-party
    cookie)."""
    value = json.dumps(name).replace("<", "\\u003c").replace(">", "\\u003e")
    return (f"document.cookie = '{COOKIE}=' + encodeURIComponent({value}) + "
            "'; path=/; max-age=31536000; SameSite=Lax';")


def _browser_scripts(name: str) -> str:
    """What the browser is asked to do on this run: remember its learner (once), and say
    the page's language (once, and again when it changes: a screen reader reads a
    Spanish page with a Spanish voice), Streamlit's own controls' names with it."""
    scripts = []
    if st.session_state.pop("_remember", None) == name:
        scripts.append(remember(name))
    lang = explain.language()
    if st.session_state.get("_html_lang") != lang:
        st.session_state["_html_lang"] = lang
        scripts.append(f"document.documentElement.lang = {json.dumps(lang)};")
        scripts.append(_relabel_script())
    return "".join(scripts)


#: Streamlit's own controls that a screen reader names in English whatever the page's
#: language (their ``aria-label``), and the catalogue's words for each.
_STREAMLIT_LABELS = {
    '[data-testid="stSidebar"]': "page.aria.sidebar",
    '[data-testid="stSidebarNav"]': "page.aria.pages",
    '[data-testid="stExpandSidebarButton"]': "page.aria.expand",
    '[data-testid="stSidebarCollapseButton"] button': "page.aria.collapse",
    '[data-testid="stHeaderActionElements"] a': "page.aria.heading-link",
}


def _relabel_script() -> str:
    """Streamlit's controls named in the page's language: now, and each time Streamlit
    draws one again (one watcher a page, its words replaced when the language changes)."""
    labels = {where: explain.words(key) for where, key in _STREAMLIT_LABELS.items()}
    return ("window.__ctLabels = " + json.dumps(labels).replace("</", "<\\/") + "; "
            "(() => { const go = () => { for (const [where, text] of "
            "Object.entries(window.__ctLabels)) for (const e of document.querySelectorAll("
            "where)) if (e.getAttribute('aria-label') !== text) "
            "e.setAttribute('aria-label', text); }; if (!window.__ctRelabel) { "
            "window.__ctRelabel = new MutationObserver(go); window.__ctRelabel.observe("
            "document.body, {childList: true, subtree: true}); } go(); })();")


def _last_before_me(*selectors: str) -> str:
    """Script for the last element of the page's main part matching one of ``selectors``
    that comes before the focus script's own place (``me``)."""
    within = ", ".join(f'[data-testid=\"stMain\"] {x}' for x in selectors)
    return (f"[...document.querySelectorAll('{within}')].filter(x => "
            "x.compareDocumentPosition(me) & Node.DOCUMENT_POSITION_FOLLOWING).pop()")


#: Where focus goes after a move: the page's main button, or what follows the move's place.
_FOCUS_TO = {
    "main": "document.querySelector('[data-testid=\"stMain\"] button[kind=\"primary\"]"
            ":not([disabled])')",
    "next": "[...document.querySelectorAll('[data-testid=\"stMain\"] button:not([disabled]),"
            " [data-testid=\"stMain\"] input:not([disabled])')].find(x => "
            "me.compareDocumentPosition(x) & Node.DOCUMENT_POSITION_FOLLOWING && "
            "!x.innerText.trim().startsWith('←'))",  # going back is never what comes next
    # the first answer field of the form above this place (a check tried again: its own)
    "own": "(() => { const f = " + _last_before_me('[data-testid=\"stForm\"]') + "; return f "
           "&& f.querySelector('input:not([disabled]), button:not([disabled])'); })()",
    # the heading above this place (a new puzzle's), focusable for this, and so on screen
    "heading": "(() => { const h = " + _last_before_me("h2", "h3") + "; if (h) "
               "h.setAttribute('tabindex', '-1'); return h; })()",
}


def focus_after_move(key: str, moves: int,
                     to: Literal["main", "next", "heading", "own"] = "main",
                     say: str = "") -> None:
    """Keyboard focus after a move or an answer: the button pressed has often gone with it
    (or is disabled now), and focus with it, back to the top of the page (two dozen Tabs
    from the cards). Once the page is redrawn after a move made in this tab (``moves``
    changed for ``key``) and its run is over, a focus that was lost goes ``to`` the page's
    main button, the move it offers next, what follows this place (the next check), or the
    first field of the form above it (a check tried again: its own).
    Not on a first view or a reload: there the page is read from the top. ``say`` is read
    out then by a screen reader (a polite live region, there from the first view on: what
    the other players did)."""
    st.html(focus_script(key, moves, to, say), unsafe_allow_javascript=True, width="content")


def focus_script(key: str, moves: int, to: Literal["main", "next", "heading", "own"],
                 say: str) -> str:
    """The script of :func:`focus_after_move`."""
    words = json.dumps(say).replace("</", "<\\/")
    return (_FOCUS_SCRIPT.replace("$KEY", json.dumps(key)).replace("$N", str(moves))
            .replace("$TO", _FOCUS_TO[to]).replace("$SAY", words))


_FOCUS_SCRIPT = (
    "<script>(() => { const me = document.currentScript, k = 'ct-focus-' + $KEY, n = '$N', "
    "was = sessionStorage.getItem(k), say = $SAY; sessionStorage.setItem(k, n); "
    "let live = document.getElementById('ct-live'); if (say && !live) { live = "
    "document.createElement('div'); live.id = 'ct-live'; live.className = 'ct-sr-only'; "
    "live.setAttribute('role', 'status'); live.setAttribute('aria-live', 'polite'); "
    "document.body.appendChild(live); } if (was === null || was === n) return; "
    "if (say) live.textContent = say; "
    # once the run that drew this is over (its last buttons drawn, the old ones gone)
    "const app = document.querySelector('[data-testid=\"stApp\"]'); "
    "const go = (left) => { if (left > 0 && app && "
    "app.getAttribute('data-test-script-state') !== 'notRunning') { "
    "setTimeout(() => go(left - 1), 50); return; } "
    # focus lost now, or in the next 3 s with a redraw (an element Streamlit mounts afresh
    # takes focus with it): to the target; focus the learner moves elsewhere stays there
    "const held = document.activeElement; const look = (n) => { "
    "const now = document.activeElement, lost = !now || now === document.body; "
    "if (lost) { const b = $TO; if (b) { b.focus(); return; } } "
    # (its target not drawn yet, under load: looked for again, not given up at once)
    "if ((lost || now === held) && n > 0) setTimeout(() => look(n - 1), 100); }; look(30); }; "
    "setTimeout(() => go(100), 50); })();</script>")


def switch_learner(name: str) -> None:
    """Make ``name`` this browser's learner; what belonged to the last one is dropped."""
    for key in ("settings", "current", "attempts", "done", "streak", "game"):
        st.session_state.pop(key, None)
    st.session_state.profile = name
    store().ensure_profile(name)


def _known_rules(name: object) -> str:
    """A saved table's rules, if this tutor can still play them (else the default)."""
    try:
        return get_rules(str(name)).name if name else DEFAULT_RULES
    except RuleError:
        return DEFAULT_RULES


def _stored_settings() -> Settings:
    saved = store().settings(profile())
    lang, coach = saved.get("lang"), saved.get("coach")
    return Settings(_known_rules(saved.get("rules")), int(saved.get("players", 4)),
                    saved.get("teams"), clean_name(saved.get("table") or "", default=""),
                    lang if lang in LANGUAGES else "en",
                    coach if coach in ("off", *LEVELS) else "off")


def settings() -> Settings:
    if "settings" not in st.session_state:
        st.session_state.settings = _stored_settings()
    current: Settings = st.session_state.settings
    return current


def _follow_settings() -> None:
    """The settings as the store keeps them: another tab or window may have changed them
    (once per run; the page that was showing others says so)."""
    latest = _stored_settings()
    if "settings" in st.session_state and latest != st.session_state.settings:
        st.session_state.setdefault("settings.moved_on", "moved-on")
        st.session_state.pop("current", None)  # the next puzzle follows the latest rules
    st.session_state.settings = latest


def keep_settings(change: Callable[[Settings], Settings]) -> tuple[Settings, Settings]:
    """Make ``change`` to the settings as the store keeps them (if another tab changed them
    since this one last ran, both changes are kept, and the page says so); the settings
    before and after."""
    latest = _stored_settings()
    if latest != settings():
        st.session_state["settings.moved_on"] = "merged"
    new = change(latest)
    st.session_state.settings = new
    store().save_settings(profile(), new.saved())
    st.session_state.pop("current", None)  # the next puzzle follows the new settings
    return latest, new


def _guest() -> str:
    """A new learner's name, in the browser's language ("guest-74d6cc", "invitado-…"): the
    learner's own language is not known yet (it is kept with the name)."""
    try:
        lang = browser_language(st.context.locale) or "en"
    except Exception:  # no browser (a test without one)
        lang = "en"
    return f"{explain.words('learner.guest', lang)}-{secrets.token_hex(3)}"


def _own_words_css() -> str:
    """Streamlit's own words on a file uploader, in the learner's language: its button's
    (its own line of limits is hidden: each label here says the size and the kinds)."""
    said = json.dumps(explain.words("upload.button"), ensure_ascii=False)  # a CSS string
    return ('[data-testid="stFileUploaderDropzone"] button [data-testid="stMarkdownContainer"] '
            f"p::after {{ content: {said}; font-size: 0.875rem; }}")


def setup() -> None:
    """Styles, and the sidebar every page shares: the learner and the rules in force."""
    explain.use_language(language)  # (again each run: a script in this process may have
    # said words in another language since the import)
    # (st.html, not st.markdown: a page of nothing but a style goes to the page's events, not
    # among its elements, and is not parsed as Markdown again when the page is redrawn: on a
    # bare page that draws it each run, 55 against 67 ms a click; in the tutor's own bench
    # the difference is within its spread)
    st.html(f"<style>{CARD_CSS}{APP_CSS}{_own_words_css()}</style>")
    name = profile()
    # One element here on every run, the cookie's script or nothing: were it there on the
    # first run only, every element after it would move and Streamlit would draw them
    # afresh on the next run (an expander opened on the first run snapped shut).
    slot = st.empty()
    scripts = _browser_scripts(name)
    if scripts:
        slot.html(f"<script>{scripts}</script>", unsafe_allow_javascript=True, width="content")
    _follow_settings()
    s = settings()
    # (the learner's name kept on one line: "guest-" and "74d6cc" apart read as two words)
    named = f"{s.table}: " if s.table else ""
    moved = st.session_state.pop("settings.moved_on", None)
    if moved == "merged":  # where the eye is, too: the click may have been far down
        st.toast(explain.words("settings.merged-short"), icon=":material/sync_problem:")
    html(f'<p class="ct-note">{explain.words("page.rules-in-force")} '
         f'<b>{plain_line(named + s.label)}</b> · {explain.words("page.learner")} '
         f'<b class="ct-nowrap">{plain_line(profile())}</b></p>'
         + (f'<p class="ct-note" role="status"><b>{explain.words(f"settings.{moved}")}</b></p>'
            if moved else ""))
    with st.sidebar:
        st.caption(explain.words("page.learner-side", name=plain_line(profile())))
        st.info(explain.words("page.rules-side", rules=s.label), icon=":material/style:")
        if store().problem:
            st.warning(store().problem)
    st.session_state["_store_problem_shown"] = store().problem


def after_page() -> None:
    """A store problem that showed up while the page ran is said on this page, not the next."""
    problem = store().problem
    if problem and st.session_state.get("_store_problem_shown") != problem:
        st.sidebar.warning(problem)
        st.warning(problem)
        st.session_state["_store_problem_shown"] = problem


_T = TypeVar("_T")


def kept_for(name: str, source: str, make: Callable[[], _T]) -> _T:
    """What ``make`` gives for ``source`` (a saved game, as the store keeps it), worked out
    once while ``source`` stays the same and kept in the session under ``name``: replaying
    a game takes tens of milliseconds, and a page asks on every run. Nothing is kept when
    ``make`` raises."""
    kept = st.session_state.get(name)
    if kept is not None and kept[0] == source:
        got: _T = kept[1]
        return got
    got = make()
    st.session_state[name] = (source, got)
    return got


def keyed(name: str) -> str:
    """The key, this time, of the widget ``name`` whose value the page sets as well as the
    learner (Back moves the review's slider; a move clears the chosen cards). Each time the
    page sets it (``set_keyed``) the widget takes a new key, so that a message the browser
    sent before it saw the change (a fragment's timer, a quick second click) cannot put the
    old value back: Streamlit takes the browser's value of a widget over the page's."""
    return f"{name}.{st.session_state.get(name + '#', 0)}"


def set_keyed(name: str, value: object) -> None:
    """Set the widget ``name`` (see ``keyed``) to ``value``, under its next key."""
    n = int(st.session_state.get(name + "#", 0)) + 1
    st.session_state[name + "#"] = n
    st.session_state[f"{name}.{n}"] = value


def opened(label: str, key: str) -> DeltaGenerator | None:
    """An expander whose contents are drawn only while it is open (its container then,
    else None): a closed one costs a click nothing (a share link's address box, closed,
    was a tenth of a second of every move in Play). Its key keeps it open or shut when
    what is above it changes."""
    box = st.expander(label, key=key, on_change="rerun")
    return box if box.open else None


def share_link(page_path: str, params: dict[str, str], label: str) -> None:
    """A real link to ``page_path`` with ``params`` (clickable) and the address in a code box
    whose copy button copies it. A link shared in another language than English says it
    (``lang``): it opens in the language it was shared in."""
    if language() != "en":
        params = {**params, "lang": language()}
    try:
        base = st.context.url or ""
    except Exception:
        base = ""
    root = base.split("?", 1)[0].rstrip("/")
    if root.rsplit("/", 1)[-1] in PAGE_PATHS:
        root = root.rsplit("/", 1)[0]
    url = f"{root}/{page_path}?{urlencode(params)}" if root else f"/{page_path}?{urlencode(params)}"
    st.markdown(f"[{plain_line(label)}]({url})")
    st.code(url, language=None, wrap_lines=True)


PAGE_PATHS = tuple(path for _, _, path in ROUTES)


def show_errors(sentences: Sequence[str]) -> None:
    """What is wrong with what was typed, each thing a paragraph of one error box (run
    together, a walk read two as one)."""
    st.error("\n\n".join(plain(line) for line in sentences))


def html(block: str) -> None:
    """Our own HTML (cards, tables, escaped text), drawn by ``st.html``: the browser sets
    it in place, where ``st.markdown`` parses it as Markdown first (a tenth to a quarter
    of the paint after a click, measured by bench/browser.py). Inline SVG is stripped
    there; cards are ``<img>``."""
    st.html(block)


def table(columns: dict[str, list[Any]]) -> None:
    """A small table, every cell escaped. Plain HTML: st.table and st.dataframe load pandas,
    a second or two the first time a process shows one."""
    head = "".join(f"<th>{escape(str(c))}</th>" for c in columns)
    body = "".join("<tr>" + "".join(f"<td>{escape(str(v))}</td>" for v in row) + "</tr>"
                   for row in zip(*columns.values(), strict=True))
    html(f'<table class="ct-totals" role="table"><tr>{head}</tr>{body}</table>')


#: The longest choice a select box shows whole at 390 px; longer ones (a move in words)
#: are a list of round buttons, each label wrapped whole.
WHOLE = 28


def draw_field(f: AnswerField, key: str) -> None:
    """The widget that fits an answer field (its value lands in session_state[key])."""
    if f.widget == "yesno":
        st.radio(f.label, [True, False], index=None, key=key, horizontal=True,
                 format_func=lambda v: explain.words("answer.yes" if v else "answer.no"))
    elif f.widget == "number":
        st.number_input(f.label, value=None, step=f.step, key=key, format="%d")
    elif f.widget == "discard":  # the cards themselves, one to choose
        st.pills(f.label, list(range(len(f.options))), selection_mode="single", key=key,
                 format_func=lambda i: f.labels[i])
    elif f.widget == "choice" and max(map(len, f.labels), default=0) > WHOLE:
        st.radio(f.label, list(range(len(f.options))), index=None, key=key,  # each whole
                 format_func=lambda i: f.labels[i])
    elif f.widget == "choice":
        st.selectbox(f.label, list(range(len(f.options))), index=None, key=key,
                     format_func=lambda i: f.labels[i], placeholder=explain.words("field.choose"))
    elif f.widget == "cards":
        labels = pill_labels([Card(c) for c in f.options])
        st.pills(f.label, list(range(len(f.options))), selection_mode="multi", key=key,
                 format_func=lambda i: labels[i])
    elif f.widget == "numbers":
        st.markdown(plain_line(f.label))  # the question itself, above its boxes
        cols = st.columns(len(f.options))
        for i, col in zip(f.options, cols, strict=True):
            name = f.labels[i] if i < len(f.labels) else f"side {i + 1}"
            with col:
                st.number_input(name[:1].upper() + name[1:], value=None, step=f.step,
                                key=f"{key}.{i}", format="%d")


def answered(f: AnswerField, key: str) -> bool:
    """Has the learner answered this field? (Choosing "nobody (yet)" or "no discard" is an
    answer, though its value is None.)"""
    if f.widget == "numbers":
        return all(st.session_state.get(f"{key}.{i}") is not None for i in f.options)
    if f.widget == "cards":
        return True
    return st.session_state.get(key) is not None


def read_field(f: AnswerField, key: str) -> Any:
    """A field's value from session_state, in the engine's terms."""
    if f.widget == "numbers":
        values = [st.session_state.get(f"{key}.{i}") for i in f.options]
        return [None if v is None else int(v) for v in values]
    v = st.session_state.get(key)
    if f.widget in ("choice", "discard"):
        return None if v is None else f.options[v]
    if f.widget == "cards":
        return [f.options[i] for i in (v or [])]
    if f.widget == "number":
        return None if v is None else int(v)
    return v


def fill_field(f: AnswerField, key: str, value: Any) -> None:
    """Show ``value`` (an answer as the engine takes it, kept in the store) in the field's
    widget again, as :func:`read_field` would read it: a reload keeps what was chosen.
    None is an answer where the field offers it ("not a canasta": a reload showed the field
    empty, and the second try was asked to answer it again); elsewhere, nothing to show."""
    if value is None and not (f.widget in ("choice", "discard") and None in f.options):
        return
    if f.widget == "numbers" and isinstance(value, list):
        for i, v in zip(f.options, value, strict=False):
            st.session_state.setdefault(f"{key}.{i}", v)
    elif key not in st.session_state:
        shown = _widget_value(f, value)
        if shown is not None:
            st.session_state[key] = shown


def _widget_value(f: AnswerField, value: Any) -> Any:
    """What the field's widget holds for an answer (None: nothing it can show)."""
    if f.widget in ("choice", "discard"):
        return f.options.index(value) if value in f.options else None
    if f.widget == "cards" and isinstance(value, list):
        free = list(range(len(f.options)))  # each card chosen once (two alike: two pills)
        return [free.pop(next(j for j, i in enumerate(free) if f.options[i] == c))
                for c in value if any(f.options[i] == c for i in free)]
    return value if f.widget in ("yesno", "number") else None


def _pretty(card: str) -> str:
    return explain.card(Card(card))


def _chosen_cards(value: list[Any]) -> str:
    """Cards chosen, in words; none: the top card goes onto a meld (pile-3)."""
    return " ".join(_pretty(c) for c in value) or explain.words("feedback.no-cards")


def _choice_words(value: Any) -> str:
    """One of several right answers in words: cards, a discard (or none), a value."""
    if isinstance(value, list):
        return _chosen_cards(value)
    if value is None or isinstance(value, str):
        return _pretty(value) if value else explain.words("feedback.no-discard")
    return say(value)


def _say_field(name: str, value: Any, fields: list[AnswerField]) -> str:
    """An answer as its question's choices word it ("the side with 5,400", not "1")."""
    f = next((f for f in fields if f.name == name), None)
    if f is not None and f.labels and f.widget in ("choice", "discard") and value in f.options:
        return f.labels[f.options.index(value)]
    if f is not None and f.widget == "cards" and isinstance(value, list):
        return _chosen_cards(value)
    if f is not None and f.labels and f.widget == "numbers" and isinstance(value, list):
        return ", ".join(f"{label[:1].lower()}{label[1:]}: {say(v)}"  # (mid-sentence)
                         for label, v in zip(f.labels, value, strict=False))
    return say(value)


def show_feedback(attempt: Attempt, fields: list[AnswerField] | None = None) -> None:
    """The verdict: right or not, the engine's reasons with their rules, lesson links."""
    g = attempt.last
    if g is None:
        return
    if g.right:
        st.success(attempt.feedback)
    elif attempt.finished:
        st.error(attempt.feedback)
    else:
        st.warning(attempt.feedback)
    if not g.right and not attempt.finished:
        _show_hint(g)
        return
    if attempt.finished:
        for note in g.notes:  # what was wrong with the cards chosen, before the answer
            st.markdown(f"- {plain_line(explain.say(note))}")
        _show_answer(g, fields or [])
    draw_why(g.why)
    # up to three rules, and the open point a reason rests on (where the books differ)
    links = learn_more(g.why)
    if links:
        st.caption(explain.words("feedback.learn-more"))
        for _, words_of, lesson, step in links:
            st.page_link(PAGES["learn"], label=words_of,
                         query_params={"lesson": lesson, "step": step}, icon=":material/school:")


def _show_hint(g: Grade) -> None:
    """After a first miss, the reason, not the key: which answers to look at again and the
    rule that decides (and a sum to add up again, without its total)."""
    wrong = ", ".join(field_words(w) for w in g.wrong)
    st.markdown(explain.words("feedback.look-again", fields=wrong))
    for note in g.notes:
        st.markdown(f"- {plain_line(explain.hint(note))}")
    rule = g.deciding_rule
    if not rule:
        return
    heading, house = explain.rule_name(rule), ""
    table = _Table(get_rules(settings().rules), "page")
    if g.decides is not None and g.decides.choice == HOUSE_CHOICE:
        heading, house = _house_choice(table, rule, heading)
    elif g.decides is not None:
        house = _frozen_at_your_table(g.decides, table)
    named = g.deciding_cards  # (a choice of cards: its notes have named them already)
    cards = (f'<br>{explain.words("feedback.deciding-cards", n=len(named))} <span '
             f'class="ct-nowrap">{escape(explain.cards(named))}</span>'
             if named and g.decides not in g.notes else "")
    html(f'<p>{explain.words("feedback.deciding-rule")} <span class="ct-rule">{escape(heading)}'
         f"</span>{house}{cards}</p>")
    add_up = g.decides.fact("add_up") if g.decides else None
    if isinstance(add_up, Why):
        st.caption(explain.words("feedback.add-up", sum=plain_line(explain.say(add_up))))


def _show_answer(g: Grade, fields: list[AnswerField]) -> None:
    """The answer once the tries are over, and every right choice of cards."""
    asked = {f.name for f in fields}  # (a strategy puzzle's best move is among the right ones)
    answer = "; ".join((explain.words("feedback.one-choice") if k in CARD_CHOICES else
                        f"{field_words(k)}: ") + f"**{plain_line(_say_field(k, v, fields))}**"
                       for k, v in g.expected.items() if not fields or k in asked)
    if answer:  # (a right choice of cards is the learner's own: no other answer shown)
        st.markdown(explain.words("feedback.answer", answer=answer))
    for name, values in g.accepted.items():
        if values:
            words = [_choice_words(v) for v in values]
            every = ("feedback.every-choice-suits" if name in ("with", "meld")
                     else "feedback.every-choice")
            shown = " · ".join(  # a short choice (cards) never broken across lines
                f'<span class="ct-nowrap">{plain_line(w)}</span>' if len(w) <= 24
                else plain_line(w) for w in words)
            html(f'<p class="ct-note">{explain.words(every, choices=shown, n=len(values))}</p>')


def draw_why(lines: list[Why], sides: Sequence[str] | None = None,
             rules: RuleSet | None = None, theirs: bool = False) -> None:
    """The engine's reasons, each under its rule's title (``sides`` names the sides): a
    title, or a word on a house reading, said once for the reasons in a row that share it
    (a covered joker, a covered 3♥ and the 5♦ on top were three lines under one title).
    ``rules``: the rules they were given under, where not the learner's Settings (a shared
    position's); ``theirs``: those are not the learner's table, whose words would mislead."""
    table = _Table(rules or get_rules(settings().rules), "shared" if theirs else "page")
    groups: list[tuple[str, str, list[str]]] = []  # (title, house note, sentences)
    for w in lines:
        lead, said, house = _why_parts(w, sides, table)
        if groups and (lead, house) == groups[-1][:2]:
            groups[-1][2].append(said)
        else:
            groups.append((lead, house, [said]))
    html("<ul>" + "".join(_why_group(*g) for g in groups) + "</ul>")


def _why_group(lead: str, house: str, said: list[str]) -> str:
    """Reasons under one title: the title once, above them (run into the first of three
    "Not as good: …" lines, a walk read it as that line's alone)."""
    if len(said) == 1 or not (lead or house):
        return "".join(_why_item(lead if i == 0 else "", s, house if i == 0 else "")
                       for i, s in enumerate(said))
    inner = "".join(f"<li>{s}</li>" for s in said)
    return f'<li class="ct-why">{lead}{house}<ul>{inner}</ul></li>'


class _Table(NamedTuple):
    """The rules reasons were given under, and whose they are: "page" (the learner's
    table) or "shared" (the rules a shared position came with)."""

    rules: RuleSet
    whose: str


def _house_choice(table: _Table, rule: str, heading: str) -> tuple[str, str]:
    """A reason a house rule decides: headed by the table's own rule, not the book's it
    came from (else ``heading``), and a note that says whose rule it is."""
    said = explain.words(f"rules.house-choice.{table.whose}")
    return (explain.house_heading(table.rules, rule) or heading,
            f' <span class="ct-house">{plain(said)}</span>')


def _frozen_at_your_table(w: Why, table: _Table) -> str:
    """Where a reason's pile is frozen by a house rule at this table (a black 3 that freezes),
    that rule in words, as a note (else nothing)."""
    rule = w.fact("freeze_rule")
    heading = explain.house_heading(table.rules, rule) if isinstance(rule, str) else None
    if heading is None:
        return ""
    said = explain.words(f"rules.frozen-at-table.{table.whose}", rule=heading)
    return f' <span class="ct-house">{plain(said)}</span>'


def _why_item(lead: str, said: str, house: str) -> str:
    return f'<li class="ct-why">{lead}{said}{house}</li>'


def _why_parts(w: Why, sides: Sequence[str] | None, table: _Table) -> tuple[str, str, str]:
    """A reason's escaped title, sentence and house note (each possibly empty)."""
    house, heading = "", explain.heading(w) + "." if w.rule else ""  # (play decides)
    if w.code == "check.rule":  # the rule's own sentence: its title would say it twice
        heading = ""
    if w.choice == HOUSE_CHOICE:
        heading, house = _house_choice(table, w.rule, heading)
    elif w.choice is None:
        house = _frozen_at_your_table(w, table)
    else:
        house = (' <span class="ct-house">'
                 f'{plain(explain.words("rules.open-point", point=explain.title(w.choice)))}'
                 "</span>")
    lead = f'<span class="ct-rule">{plain(heading)}</span> ' if heading else ""
    return lead, plain(explain.say(w, sides=sides)), house
