"""Your first hand: a whole hand of Classic Canasta, dealt so that each rule comes up once,
with a guide that points to one move at a time."""

from __future__ import annotations

import streamlit as st

from tutor.app.hand import preload
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
from tutor.app.ui import PAGES, html, set_keyed
from tutor.course.guided import STEPS, Guided
from tutor.explain import words
from tutor.render.cards import cards_html
from tutor.text import plain

KEY = "guided"


def _start() -> None:
    st.session_state[KEY] = Guided()
    set_keyed(f"{KEY}.pick", [])
    st.session_state.pop(f"{KEY}.why", None)


st.title(words("first.title"))
game = session(KEY)
if not isinstance(game, Guided):
    st.write(words("first.intro"))
    st.caption(words("first.always-classic"))
    st.button(words("first.deal"), type="primary", on_click=_start)
    preload()
    st.stop()

stt = game.st
step = game.current
st.progress(game.step / len(STEPS),
            text=words("first.step", n=min(game.step + 1, len(STEPS)), of=len(STEPS))
            if step else words("first.over"))
show_table(game, KEY)

if stt.is_terminal():
    show_score(game)
    st.success(words("first.done"))
    st.page_link(PAGES["play"], label=words("first.play-game"), icon=":material/playing_cards:")
    st.page_link(PAGES["learn"], label=words("first.back"), icon=":material/school:")
    st.button(words("first.again"), on_click=_start)
    show_log(game, KEY)
    st.stop()

st.subheader(words("play.your-hand"))
pause_control(game, KEY)
if show_waiting(game, KEY):
    show_log(game, KEY)
    st.stop()


def _guide() -> None:
    """The step being taught, next to the cards to choose; a refusal just under it."""
    if step is not None:
        with st.container(border=True):
            st.markdown(words("first.step-head", title=plain(step.title), rule=step.rule))
            st.write(plain(step.say))
            if step.cards:
                html(cards_html(step.cards, words("first.to-choose")))
    show_refusal(KEY)


show_hand(game, KEY, do, _guide, step.button if step is not None else None)
show_log(game, KEY)
