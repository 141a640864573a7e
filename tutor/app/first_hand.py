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
from tutor.app.ui import PAGES, html, profile, set_keyed, store
from tutor.course.guided import STEPS, Guided
from tutor.explain import words
from tutor.render.cards import cards_html
from tutor.text import plain

KEY = "guided"


def _start() -> None:
    _shown(Guided())
    st.session_state.pop(f"{KEY}.moved_on", None)
    _keep()


def _shown(game: Guided) -> Guided:
    st.session_state[KEY] = game
    set_keyed(f"{KEY}.pick", [])
    st.session_state.pop(f"{KEY}.why", None)
    return game


def _keep() -> None:
    """The hand as far as it has gone, in the store: a reload, another tab or a later visit
    goes on from there."""
    game = session(KEY)
    if isinstance(game, Guided):
        store().save_guided(profile(), game.kept())


def _do(key: str, kind: str) -> None:
    """A move, played on the hand as the store keeps it: a click on a view another tab has
    left behind is not played (the page shows the latest and says so), so that tab never
    takes the hand back to where it was."""
    shown = session(KEY)
    if _game() is not shown:
        return
    do(key, kind)
    # (Play's "tap the cards for its top card, then Take the pile" is not said here: the
    # guide's own step is, and a walk read the two at once at the draw)
    st.session_state.pop(f"{KEY}.then", None)
    if st.session_state.get(f"{KEY}.why") is None:  # played: the older view is gone
        st.session_state.pop(f"{KEY}.moved_on", None)
    _keep()


def _game() -> Guided | None:
    """The hand this tab shows, or the one the store keeps when another tab (or an earlier
    visit) has taken it further or dealt it again: then that one, and the page says so."""
    got = session(KEY)
    kept = store().load_guided(profile())
    if kept is None or (isinstance(got, Guided) and kept == got.kept()):
        return got if isinstance(got, Guided) else None
    if isinstance(got, Guided):
        st.session_state[f"{KEY}.moved_on"] = True
    return _shown(Guided.resumed(kept))


st.title(words("first.title"))
game = _game()
if game is None:
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
if st.session_state.get(f"{KEY}.moved_on"):
    st.info(words("first.moved-on"), icon=":material/sync:")
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


show_hand(game, KEY, _do, _guide, step.button if step is not None else None)
show_log(game, KEY)
