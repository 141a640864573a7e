"""Your first hand: a whole hand of Classic Canasta, dealt so that each rule comes up once,
with a guide that points to one move at a time."""

from __future__ import annotations

import streamlit as st

from tutor.app.playview import (
    do,
    pause_control,
    session,
    show_hand,
    show_log,
    show_refusal,
    show_score,
    show_table,
    show_waiting,
)
from tutor.app.ui import PAGES, html
from tutor.course.guided import STEPS, Guided
from tutor.explain import title
from tutor.render.cards import cards_html
from tutor.text import plain

KEY = "guided"


def _start() -> None:
    st.session_state[KEY] = Guided()
    st.session_state[f"{KEY}.pick"] = []
    st.session_state.pop(f"{KEY}.why", None)


st.title("Your first hand")
game = session(KEY)
if not isinstance(game, Guided):
    st.write("Play one whole hand of Classic Canasta with four players, from the deal to the "
             "score. The cards are dealt so that each thing a beginner needs comes up once: "
             "red 3s, drawing, melding, the first meld's minimum, taking the pile (unfrozen, "
             "then frozen), a black 3 that stops it, a canasta, a wild card, going out and "
             "the score; the other side melds and takes the pile too. A guide points to one "
             "move at a time and says why anything else does not fit.")
    st.caption("This hand is always played under the Classic rules with four players, "
               "whatever Settings say. You sit at the bottom, your partner across; West and "
               "East play against you.")
    st.button("Deal the first hand", type="primary", on_click=_start)
    st.stop()

stt = game.st
step = game.current
st.progress(game.step / len(STEPS),
            text=f"Step {min(game.step + 1, len(STEPS))} of {len(STEPS)}"
            if step else "The hand is over")
show_table(game, KEY)

if stt.is_terminal():
    show_score(game)
    st.success("You went out, and the hand is scored line by line above, each line with "
               "its rule: the bonus for going out, the canasta bonus, 100 for each red 3, the "
               "count of the cards each side melded, less the count of the cards its players "
               "still hold.")
    st.page_link(PAGES["play"], label="Play a whole game against the computer",
                 icon=":material/playing_cards:")
    st.page_link(PAGES["learn"], label="Back to the lessons", icon=":material/school:")
    st.button("Play this hand again", on_click=_start)
    show_log(game, KEY)
    st.stop()

st.subheader("Your hand")
pause_control(game, KEY)
if show_waiting(game, KEY):
    show_log(game, KEY)
    st.stop()


def _guide() -> None:
    """The step being taught, next to the cards to choose; a refusal just under it."""
    if step is not None:
        with st.container(border=True):
            st.markdown(f"**{plain(step.title)}** · {plain(title(step.rule))}")
            st.write(plain(step.say))
            if step.cards:
                html(cards_html(step.cards, "the cards to choose"))
    show_refusal(KEY)


show_hand(game, KEY, do, _guide, step.button if step is not None else None)
show_log(game, KEY)
