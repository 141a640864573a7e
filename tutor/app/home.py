"""Home: what the tutor does, where the learner stands, and the way in."""

import streamlit as st

from tutor.app.ui import PAGES, kept_for, lessons, profile, store
from tutor.explain import words
from tutor.table.play import Session
from tutor.views.viewmodel import steps_learned

if "puzzle" in st.query_params or "kind" in st.query_params:  # a share link to the home page
    st.switch_page(PAGES["practice"], query_params=dict(st.query_params))


def _playing() -> bool:
    """Has the learner a game in Play not over yet? (Once a game as saved.)"""
    saved = store().load_play(profile())
    return saved is not None and kept_for("home.playing", saved, lambda: _goes_on(saved))


def _goes_on(saved: str) -> bool:
    """Does the game saved as ``saved`` go on (its last hand not the game's end)?"""
    try:
        return not Session.from_json(saved).over()[0]
    except Exception:  # a game this version cannot read: Play says so, not Home
        return False


def _next(due: int) -> None:
    """What to do next, where it is (a walk found "Due for review 4" and no way to them,
    nor back to a game left in Play, nor to Progress)."""
    if due:
        st.page_link(PAGES["practice"], label=words("home.review-due", n=due),
                     icon=":material/replay:", query_params={"mode": "review"})
    if _playing():
        st.page_link(PAGES["play"], label=words("home.carry-on"),
                     icon=":material/playing_cards:")
    st.page_link(PAGES["progress"], label=words("home.progress"), icon=":material/insights:")


st.title(words("home.title"))
st.write(words("home.intro"))
due = len(store().due(profile()))
c1, c2, c3 = st.columns(3)
c1.metric(words("home.steps"), steps_learned(store(), profile(), lessons()))
c2.metric(words("home.answered"), sum(a.attempt == 1 for a in store().answers(profile())),
          help=words("home.answered-help"))
c3.metric(words("home.due"), due)
_next(due)
st.page_link(PAGES["learn"], label=words("home.learn"), icon=":material/school:")
st.page_link(PAGES["first_hand"], label=words("home.first-hand"),
             icon=":material/tour:")
st.page_link(PAGES["practice"], label=words("home.practise"), icon=":material/fitness_center:")
st.page_link(PAGES["practice"], label=words("home.drill"), icon=":material/ac_unit:",
             query_params={"mode": "drill"})
st.page_link(PAGES["score_pad"], label=words("home.score-pad"), icon=":material/calculate:")
