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

st.title(words("progress.title"))
answers = store().answers(profile())
if not store().saving:
    st.caption(words("progress.session-only") if store().problem is None
               else store().problem)
first = [a for a in answers if a.attempt == 1]
right = sum(a.correct for a in first)
played, won = store().results(profile())
c1, c2, c3, c4 = st.columns(4)
c1.metric(words("progress.answered"), len(first), help=words("home.answered-help"))
c2.metric(words("progress.right"), f"{100 * right / len(first):.0f}%" if first else "–")
c3.metric(words("progress.steps"), steps_learned(store(), profile(), lessons()))
c4.metric(words("progress.games"), words("progress.games-of", won=won, n=played),
          help=words("progress.games-help"))

if not first:
    st.info(words("progress.nothing"))
    st.page_link(PAGES["learn"], label=words("progress.start"), icon=":material/school:")
    st.stop()

rows = mastery(answers)
ahead = next_steps(rows, settings(), random.randrange(10**6))
if ahead:
    st.subheader(words("progress.next"))
    for n in ahead:
        with st.container(border=True):
            st.markdown(f"**{plain_line(n.title)}**")
            st.page_link(PAGES["learn"], label=words("progress.read-again", lesson=n.lesson_title),
                         query_params={"lesson": n.lesson, "step": n.step},
                         icon=":material/school:")
            if n.practice is not None:
                st.page_link(PAGES["practice"], label=words("progress.practise-it"),
                             query_params=n.practice, icon=":material/fitness_center:")

st.subheader(words("progress.mastery"))
for m in rows[:15]:  # a bar a rule, its title above it in full (it wraps on a phone)
    st.progress(m.share, text=words("progress.bar", rule=title(m.rule),
                                    share=round(100 * m.share), n=m.total))
with st.expander(words("progress.every-rule", n=len(rows)), key="progress.x.rules"):
    table({words("progress.col.rule"): [title(m.rule) for m in rows],
           words("progress.col.share"): [round(100 * m.share) for m in rows],
           words("progress.col.answers"): [m.total for m in rows]})

st.subheader(words("progress.accuracy"))
days = accuracy_by_day(answers)
st.vega_lite_chart({"layer": [{  # a line with its points, so a single day still shows
    "data": {"values": [{"day": d, "share": round(100 * a), "answers": n} for d, a, n in days]},
    "mark": {"type": "line", "point": True},
    "encoding": {"x": {"field": "day", "type": "ordinal", "title": None},
                 "y": {"field": "share", "type": "quantitative",
                       "title": words("progress.col.share"),
                       "scale": {"domain": [0, 100]}},
                 "tooltip": [{"field": "answers",
                              "title": words("progress.col.answers")}]}}]}, width="stretch")

st.subheader(words("progress.reviews"))
moment = now()
upcoming = store().upcoming(profile())
due = [(pid, at) for pid, at in upcoming if at <= moment]
st.write(words("progress.due-then" if due else "progress.none-due-then", n=len(due),
               when=when(upcoming[len(due)][1], moment))
         if len(upcoming) > len(due) else words("progress.due", n=len(due)))
if due:
    st.page_link(PAGES["practice"], label=words("progress.review-now"), icon=":material/replay:",
                 query_params={"mode": "review"})
for pid, at in upcoming[:10]:
    p = puzzle_by_id(pid)
    if p is not None:
        st.page_link(PAGES["practice"],
                     label=words("progress.due-at", name=puzzle_name(p), when=when(at, moment)),
                     query_params=share_params(p))
