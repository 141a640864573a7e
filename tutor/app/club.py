"""Club: for a club's organisers only, the rules the club finds hardest and who is due for
review. Learners never see this page, nor each other's progress."""

import streamlit as st

from tutor.app.ui import club, is_organiser, store, table
from tutor.explain import title, words
from tutor.text import plain_line
from tutor.views.viewmodel import mastery

st.title(words("nav.club"))
c = club()
if c is None or not is_organiser():
    st.info(words("club.organisers-only"))
    st.stop()
everyone = store().club_answers()
learners = sorted({who for who, _ in everyone})
st.write(words("club.summary", name=plain_line(c.name), learners=len(learners),
               answers=len(everyone)))
st.subheader(words("club.weakest"))
rows = mastery([a for _, a in everyone])[:15]
if rows:
    missed: dict[str, set[str]] = {}
    for who, a in everyone:
        if a.attempt == 1 and not a.correct:
            for r in a.rule_ids:
                missed.setdefault(r, set()).add(who)
    table({words("club.col.rule"): [title(m.rule) for m in rows],
           words("club.col.share"): [round(100 * m.share) for m in rows],
           words("club.col.answers"): [m.total for m in rows],
           words("club.col.missed"): [len(missed.get(m.rule, ())) for m in rows]})
else:
    st.caption(words("club.none-answered"))
st.subheader(words("club.due"))
due = store().due_counts()
if due:
    table({words("club.col.learner"): list(due), words("club.col.due"): list(due.values())})
else:
    st.caption(words("club.none-due"))
