"""Position checker: type the situation at the table, get the engine's answer and why.

The fields sit in a form with a Check button; the answer is worked out from the values
last checked, which are kept under ``chk.keep.*`` (they outlive a visit to another page,
where Streamlit drops the widgets' own keys). Text from a link or a file is shown through
:func:`tutor.table.scorepad.plain`, never as HTML or Markdown.
"""

import json
from html import escape
from typing import Any

import streamlit as st

from tutor.app.ui import PAGES, draw_why, html, settings, share_link, show_errors
from tutor.engine import get_rules, parse_cards
from tutor.explain import words
from tutor.render.cards import cards_html
from tutor.table.scorepad import (
    CHECKS,
    EntryError,
    checker_answer,
    decode_position,
    encode_position,
    fields_of,
    read_position_file,
)
from tutor.text import plain
from tutor.views.viewmodel import (
    Settings,
    answer_sentences,
    lesson_links,
    table_note,
    table_of,
)

FIELDS = ("pile", "hand", "melds", "score", "meld", "going_out", "opening", "top")
DEFAULTS: dict[str, Any] = {"score": "", "going_out": False}
KEEP = "chk.keep."

st.title(words("checker.title"))
st.caption(words("checker.intro"))


def _fill(data: dict[str, Any], how: str) -> None:
    """Put a shared or saved position's fields in the widgets and in their kept copies; it
    is answered under its own rule set and table (kept too) until the learner says not."""
    st.session_state["chk.question"] = st.session_state[KEEP + "question"] = data["kind"]
    for k, v in fields_of(data).items():
        st.session_state[f"chk.{k}"] = st.session_state[KEEP + k] = v
    st.session_state[KEEP + "table"] = table_of(data)
    st.session_state[KEEP + "how"] = how  # "shared", "saved"
    st.session_state[KEEP + "checked"] = data["kind"]


def _my_settings() -> None:
    st.session_state.pop(KEEP + "table", None)


def _table() -> tuple[Settings, bool]:
    """The rule set and table the position is answered under: a shared position's own,
    else the learner's Settings; a note says so when they differ (and then True)."""
    mine = settings()
    kept = st.session_state.get(KEEP + "table")
    if not isinstance(kept, Settings):
        return mine, False
    how = st.session_state.get(KEEP + "how", "shared")
    note = table_note(kept, mine, words("checker.as-it-was", how=words(f"checker.how.{how}")))
    if note:
        st.info(note, icon=":material/info:")
        st.button(words("checker.mine", rules=mine.label), on_click=_my_settings)
    return kept, note is not None


def _keep_fields() -> None:
    """Check: what is typed becomes the position to answer (and is kept)."""
    for k in FIELDS:
        if f"chk.{k}" in st.session_state:
            st.session_state[KEEP + k] = st.session_state[f"chk.{k}"]
    st.session_state[KEEP + "checked"] = st.session_state.get("chk.question")
    st.session_state["chk.pressed"] = True


#: The field each question needs first: named when Check is pressed with nothing typed.
FIRST_FIELD = {"take_pile": "checker.pile", "go_out": "checker.hand-drawn",
               "meld": "checker.meld", "first_meld": "checker.opening"}


def _keep_question() -> None:
    st.session_state[KEEP + "question"] = st.session_state.get("chk.question")


# A shared position (?p=…) opens filled in, once.
shared = st.query_params.get("p")
if shared and st.session_state.get("chk.opened") != shared:
    st.session_state["chk.opened"] = shared
    try:
        _fill(decode_position(shared), "shared")
        st.session_state["chk.link_error"] = None
    except EntryError as e:
        st.session_state["chk.link_error"] = str(e)
if st.session_state.get("chk.link_error"):
    st.error(plain(st.session_state["chk.link_error"]))


def _open_file() -> None:
    upload = st.session_state.get("chk.file")
    if upload is None:
        return
    try:
        data = read_position_file(upload.getvalue().decode("utf-8-sig", errors="replace"))
    except EntryError as e:
        st.session_state["chk.file_error"] = f"{upload.name}: {e}"
        return
    st.session_state["chk.file_error"] = None
    _fill(data, "saved")


with st.expander(words("checker.open-file"), key="chk.x.file", on_change="rerun"):
    st.file_uploader(words("checker.file"), type=["json"], key="chk.file", on_change=_open_file)
if st.session_state.get("chk.file_error"):
    st.error(plain(st.session_state["chk.file_error"]))

s, theirs = _table()

# Widgets dropped on another page come back with what was kept.
for name in ("question", *FIELDS):
    if f"chk.{name}" not in st.session_state and KEEP + name in st.session_state:
        st.session_state[f"chk.{name}"] = st.session_state[KEEP + name]
if st.session_state.get("chk.question") not in CHECKS:
    st.session_state["chk.question"] = "take_pile"
if not isinstance(st.session_state.get("chk.score"), str):  # (a number, kept before)
    st.session_state["chk.score"] = str(st.session_state.get("chk.score") or "")

question = st.radio(words("checker.question"), list(CHECKS),
                    format_func=lambda q: words("check." + q), key="chk.question",
                    horizontal=True, on_change=_keep_question)
with st.form("chk.form", border=False):
    if question == "take_pile":
        st.text_input(words("checker.pile"), key="chk.pile",
                      placeholder="5S 2C 9D KS")
    if question in ("take_pile", "go_out"):
        st.text_input(words("checker.hand-drawn" if question == "go_out" else "checker.hand"),
                      key="chk.hand", placeholder="KH KD 4S 9C")
        st.text_area(words("checker.melds"), key="chk.melds", height=90,
                     placeholder="7S 7D 7C")
    if question == "meld":
        st.text_input(words("checker.meld"), key="chk.meld", placeholder="QH QD 2C")
        st.checkbox(words("checker.going-out"), key="chk.going_out")
    if question == "first_meld":
        st.text_area(words("checker.opening"), key="chk.opening", height=90,
                     placeholder="KS KH KD\nQH QD 2C")
        st.text_input(words("checker.top"),
                      key="chk.top", placeholder="KS")
    if question != "meld":
        # (typed, not a number box: a number out of its range was refused only in a
        # tooltip, and the form then sent nothing; the engine's message names it)
        st.text_input(words("checker.score"), key="chk.score", placeholder="0")
    st.form_submit_button(words("checker.check"), type="primary", on_click=_keep_fields)

fields = {k: st.session_state.get(KEEP + k, DEFAULTS.get(k, "")) for k in FIELDS}
typed = any(fields.get(k) for k in ("pile", "hand", "meld", "opening"))
pressed = st.session_state.pop("chk.pressed", False)
if typed and st.session_state.get(KEEP + "checked", question) != question:
    st.info(words("checker.press-check"))  # (the cards kept were checked for another)
    st.stop()
if not typed:
    if pressed:  # (the prompt again, on Check pressed, said nothing new)
        st.warning(words("checker.nothing-typed", field=words(FIRST_FIELD[question])))
    else:
        st.info(words("checker.type-first"))
    st.stop()
try:
    data, sol = checker_answer(question, fields, s.rules, s.players, s.teams)
except EntryError as e:
    show_errors(e.sentences())
    st.stop()

st.subheader(words("checker.answer"))
st.markdown(" ".join(f"**{line}**" if i == 0 else line for i, line in
                     enumerate(answer_sentences(question, sol.answer))))
if question == "take_pile" and sol.detail.get("ways"):
    st.markdown(words("checker.ways"))
    for way in sol.detail["ways"]:
        label = escape(words(f"checker.way.{way['kind']}"))
        extra = "".join(" + " + cards_html(parse_cards(m)) for m in way["other_melds"])
        counts = words("checker.counts", n=way["count"]) if way["count"] is not None else ""
        html(f"<div class='ct-block'>{label}: {cards_html(parse_cards(way['meld']))}{extra}"
             f"{escape(counts)}</div>")
draw_why(sol.reasons, rules=get_rules(s.rules), theirs=theirs)
for _, link_words, lesson, step in lesson_links(sol.rule_ids)[:3]:
    st.page_link(PAGES["learn"], label=link_words,
                 query_params={"lesson": lesson, "step": step}, icon=":material/school:")

st.subheader(words("checker.make-puzzle"))
link = encode_position(data)
if st.query_params.get("p") != link:  # the address holds what was checked: a reload keeps it
    st.session_state["chk.opened"] = link
    st.query_params["p"] = link
saved = {**data, "id": f"table-{link[:10]}", "answer": sol.answer}
st.download_button(words("checker.download"), json.dumps(saved, indent=2,
                                                              ensure_ascii=False),
                   "canasta-position.json", "application/json", key="chk.download",
                   on_click="ignore")
share_link("checker", {"p": link}, words("checker.link"))
