"""Home: what the tutor does, where the learner stands, and the way in."""

import streamlit as st

from tutor.app.ui import PAGES, lessons, profile, store
from tutor.views.viewmodel import ANSWERED_HELP, steps_learned

if "puzzle" in st.query_params or "kind" in st.query_params:  # a share link to the home page
    st.switch_page(PAGES["practice"], query_params=dict(st.query_params))

st.title("Canasta Tutor")
st.write("Learn Classic Canasta from its rule sheets, one rule at a time; practise on "
         "positions a rules engine checks and explains; and check a real table's pile or score.")
due = len(store().due(profile()))
c1, c2, c3 = st.columns(3)
c1.metric("Lesson steps learned", steps_learned(store(), profile(), lessons()))
c2.metric("Questions answered", sum(a.attempt == 1 for a in store().answers(profile())),
          help=ANSWERED_HELP)
c3.metric("Due for review", due)
st.page_link(PAGES["learn"], label="Start or continue the lessons", icon=":material/school:")
st.page_link(PAGES["first_hand"], label="Play your first hand, with a guide",
             icon=":material/tour:")
st.page_link(PAGES["practice"], label="Practise puzzles", icon=":material/fitness_center:")
st.page_link(PAGES["practice"], label="Frozen-pile drill", icon=":material/ac_unit:",
             query_params={"mode": "drill"})
st.page_link(PAGES["score_pad"], label="Score a real game", icon=":material/calculate:")
