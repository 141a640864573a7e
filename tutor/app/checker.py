"""Position checker: type the situation at the table, get the engine's answer and why."""

import json

import streamlit as st

from tutor.app.ui import PAGES, draw_why, html, settings
from tutor.engine import parse_cards
from tutor.learn import say
from tutor.puzzle import parse_puzzle, solve
from tutor.render.cards import cards_html
from tutor.scorepad import (
    CHECKS,
    EntryError,
    checker_puzzle,
    decode_position,
    encode_position,
    fields_of,
    read_position_file,
)
from tutor.viewmodel import lesson_links

FIELDS = ("pile", "hand", "melds", "score", "meld", "going_out", "opening", "top")

st.title("Position checker")
st.caption("Type what is in front of you; the engine answers with the rule. Cards like "
           "`KS KH 2C` (T or 10, ♠♥♦♣ work too); melds one a line.")

# A shared position (?p=…) opens filled in, once.
shared = st.query_params.get("p")
if shared and st.session_state.get("chk.opened") != shared:
    st.session_state["chk.opened"] = shared
    try:
        data = decode_position(shared)
        st.session_state["chk.question"] = data["kind"]
        for k, v in fields_of(data).items():
            st.session_state[f"chk.{k}"] = v
    except EntryError as e:
        st.error(str(e))

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
    st.session_state["chk.question"] = data["kind"]
    for k, v in fields_of(data).items():
        st.session_state[f"chk.{k}"] = v


with st.expander("Open a saved position (a puzzle file)"):
    st.file_uploader("puzzle JSON", type=["json"], key="chk.file", on_change=_open_file)
if st.session_state.get("chk.file_error"):
    st.error(st.session_state["chk.file_error"])

question = st.radio("Question", list(CHECKS), format_func=lambda q: CHECKS[q],
                    key="chk.question", horizontal=True)
if question == "take_pile":
    st.text_input("The discard pile, bottom card first, top card last", key="chk.pile",
                  placeholder="5S 2C 9D KS")
if question in ("take_pile", "go_out"):
    st.text_input("Your hand" + (" (after drawing)" if question == "go_out" else ""),
                  key="chk.hand", placeholder="KH KD 4S 9C")
    st.text_area("Your side's melds on the table, one a line", key="chk.melds", height=90,
                 placeholder="7S 7D 7C")
if question == "meld":
    st.text_input("The meld", key="chk.meld", placeholder="QH QD 2C")
    st.checkbox("I am going out (black 3s may meld)", key="chk.going_out")
if question == "first_meld":
    st.text_area("The melds you would lay, one a line", key="chk.opening", height=90,
                 placeholder="KS KH KD\nQH QD 2C")
    st.text_input("If you take the pile: its top card (it is in one of the melds)",
                  key="chk.top", placeholder="KS")
if question != "meld":
    st.number_input("Your side's score before this hand", step=5, key="chk.score",
                    value=st.session_state.get("chk.score", 0))

s = settings()
fields = {k: st.session_state.get(f"chk.{k}") for k in FIELDS}
typed = any(fields.get(k) for k in ("pile", "hand", "meld", "opening"))
if not typed:
    st.info("Type the position to get an answer.")
    st.stop()
try:
    data = checker_puzzle(question, fields, s.rules, s.players, s.teams)
except EntryError as e:
    st.error(str(e))
    st.stop()

puzzle = parse_puzzle(data)
sol = solve(puzzle)
st.subheader("Answer")
st.markdown(" · ".join(f"{k.replace('_', ' ')}: **{say(v)}**" for k, v in sol.answer.items()))
if question == "take_pile" and sol.detail.get("ways"):
    st.markdown("Every way to take it:")
    for way in sol.detail["ways"]:
        label = {"pair": "with a natural pair", "natural_wild": "with a natural and a wild",
                 "add_to_meld": "onto your meld"}[way["kind"]]
        extra = "".join(" + " + cards_html(parse_cards(m)) for m in way["other_melds"])
        html(f"<div class='ct-block'>{label}: {cards_html(parse_cards(way['meld']))}{extra}"
             + (f" — counts {way['count']}" if way["count"] is not None else "") + "</div>")
draw_why(sol.why)
for rid, summary, lesson, step in lesson_links(w.split(":", 1)[0] for w in sol.why)[:3]:
    st.page_link(PAGES["learn"], label=f"{rid} — {summary}",
                 query_params={"lesson": lesson, "step": step}, icon=":material/school:")

st.subheader("Make it a puzzle")
saved = {**data, "id": f"table-{encode_position(data)[:10]}", "answer": sol.answer}
st.download_button("Download as a puzzle (JSON)", json.dumps(saved, indent=2,
                                                              ensure_ascii=False),
                   "canasta-position.json", "application/json")
st.caption("Share link (open it on the Position checker page):")
st.code(f"?p={encode_position(data)}", language=None)
