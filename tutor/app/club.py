"""Club: for a club's organisers only, the rules the club finds hardest and who is due for
review. Learners never see this page, nor each other's progress."""

import streamlit as st

from tutor.app.ui import club, is_organiser, store, table
from tutor.explain import title
from tutor.text import count, plain_line
from tutor.views.viewmodel import mastery

st.title("Club")
c = club()
if c is None or not is_organiser():
    st.info("This page is for a club's organisers.")
    st.stop()
everyone = store().club_answers()
learners = sorted({who for who, _ in everyone})
st.write(f"{plain_line(c.name)}: {count(len(learners), 'learner')} with answers, "
         f"{count(len(everyone), 'answer')} in all.")
st.subheader("The club's weakest rules")
rows = mastery([a for _, a in everyone])[:15]
if rows:
    missed: dict[str, set[str]] = {}
    for who, a in everyone:
        if a.attempt == 1 and not a.correct:
            for r in a.rule_ids:
                missed.setdefault(r, set()).add(who)
    table({"rule": [title(m.rule) for m in rows],
           "right first time (%)": [round(100 * m.share) for m in rows],
           "answers": [m.total for m in rows],
           "learners who missed it": [len(missed.get(m.rule, ())) for m in rows]})
else:
    st.caption("Nobody has answered a question yet.")
st.subheader("Due for review")
due = store().due_counts()
if due:
    table({"learner": list(due), "puzzles due now": list(due.values())})
else:
    st.caption("Nobody has a review due now.")
