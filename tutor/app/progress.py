"""Progress: mastery per rule (weakest first), accuracy over time, reviews due."""

import random

import streamlit as st

from tutor.app.ui import PAGES, lessons, profile, settings, store, table
from tutor.explain import title, words
from tutor.store import now
from tutor.text import plain_line
from tutor.views.viewmodel import (
    accuracy_by_day,
    mastery,
    next_steps,
    puzzle_by_id,
    puzzle_name,
    share_params,
    steps_learned,
    when,
)

st.title("Progress")
answers = store().answers(profile())
if not store().saving:
    st.caption("Progress is kept for this session only." if store().problem is None
               else store().problem)
first = [a for a in answers if a.attempt == 1]
right = sum(a.correct for a in first)
played, won = store().results(profile())
c1, c2, c3, c4 = st.columns(4)
c1.metric("Questions answered", len(first), help=words("home.answered-help"))
c2.metric("Right first time", f"{100 * right / len(first):.0f}%" if first else "–")
c3.metric("Lesson steps learned", steps_learned(store(), profile(), lessons()))
c4.metric("Games won", f"{won} of {played}", help="Whole games against the computer")

if not first:
    st.info("Nothing answered yet. Your results appear here as you learn and practise.")
    st.page_link(PAGES["learn"], label="Start the first lesson", icon=":material/school:")
    st.stop()

rows = mastery(answers)
ahead = next_steps(rows, settings(), random.randrange(10**6))
if ahead:
    st.subheader("Work on these next")
    for n in ahead:
        with st.container(border=True):
            st.markdown(f"**{plain_line(n.title)}**")
            st.page_link(PAGES["learn"], label=f"Read it again: {n.lesson_title}",
                         query_params={"lesson": n.lesson, "step": n.step},
                         icon=":material/school:")
            if n.practice is not None:
                st.page_link(PAGES["practice"], label="Practise it",
                             query_params=n.practice, icon=":material/fitness_center:")

st.subheader("Mastery by rule, weakest first")
for m in rows[:15]:  # a bar a rule, its title above it in full (it wraps on a phone)
    st.progress(m.share, text=f"{title(m.rule)} — {round(100 * m.share)}% of {m.total} "
                "right first time")
with st.expander(f"Every rule you have met ({len(rows)})", key="progress.x.rules"):
    table({"rule": [title(m.rule) for m in rows],
           "right first time (%)": [round(100 * m.share) for m in rows],
           "answers": [m.total for m in rows]})

st.subheader("Accuracy over time")
days = accuracy_by_day(answers)
st.vega_lite_chart({"layer": [{  # a line with its points, so a single day still shows
    "data": {"values": [{"day": d, "share": round(100 * a), "answers": n} for d, a, n in days]},
    "mark": {"type": "line", "point": True},
    "encoding": {"x": {"field": "day", "type": "ordinal", "title": None},
                 "y": {"field": "share", "type": "quantitative", "title": "right first time (%)",
                       "scale": {"domain": [0, 100]}},
                 "tooltip": [{"field": "answers"}]}}]}, width="stretch")

st.subheader("Reviews")
moment = now()
upcoming = store().upcoming(profile())
due = [(pid, at) for pid, at in upcoming if at <= moment]
st.write(f"**{len(due)}** puzzle{'s' if len(due) != 1 else ''} due for review now"
         + (f"; the next one after that is due {when(upcoming[len(due)][1], moment)}."
            if len(upcoming) > len(due) else "."))
if due:
    st.page_link(PAGES["practice"], label="Review them now", icon=":material/replay:",
                 query_params={"mode": "review"})
for pid, at in upcoming[:10]:
    p = puzzle_by_id(pid)
    if p is not None:
        st.page_link(PAGES["practice"], label=f"{puzzle_name(p)} — due {when(at, moment)}",
                     query_params=share_params(p))
