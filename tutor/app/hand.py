"""Your hand in Play and the first hand: the cards themselves are what you tap to choose
them. One element for the whole hand (a component of this app's, `hand.js`), where a
widget a card cost every move a fifth of its time in the browser (bench/browser.py).

The choice is kept in the session under the name :func:`tutor.app.ui.keyed` gives
(``<name>.<n>``): the page reads and clears it there (``set_keyed``) as it did the pills'
value, and a test sets it there as a learner's taps would."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import streamlit as st

from tutor.app.ui import keyed

_HAND = st.components.v2.component(
    "canasta_tutor.hand", js=(Path(__file__).with_name("hand.js")).read_text(encoding="utf-8"),
    isolate_styles=False)  # (in the page itself: focus and the page's styles reach it)


def hand_picker(label: str, faces: list[dict[str, str]], name: str) -> None:
    """The row of cards ``faces`` (each its picture ``src``, the picture's words ``alt`` and
    its ``label``) under ``label``, the chosen ones raised; a tap changes the choice kept
    under ``keyed(name)``."""
    key = keyed(name)
    chosen = [i for i in st.session_state.get(key) or [] if 0 <= i < len(faces)]
    # (a list, not a dict: Streamlit looks for tables among a dict's values, and that
    # first look imports pandas, a second and a half)
    _HAND(data=[label, faces, chosen], key=f"{key}.tap",
          on_chosen_change=partial(_picked, key), width="stretch", height="content")


def choice(name: str) -> list[int]:
    """The places chosen under ``keyed(name)``, with a tap whose message came in with the
    click that asks: Streamlit folds a tap and a quick click after it into one run (the
    second sent while a run went on: the coach's timer, a busy machine), and the click's
    callback may come before the tap's, which left it "choose exactly one card"."""
    key = keyed(name)
    _picked(key)
    return list(st.session_state.get(key) or [])


def _picked(key: str) -> None:
    """The learner's taps: the choice the row sends, kept (the row's own key is gone if the
    page cleared the choice since: a tap on a hand already redrawn does nothing)."""
    got = getattr(st.session_state.get(f"{key}.tap"), "chosen", None)
    if isinstance(got, list):
        st.session_state[key] = [i for i in got if type(i) is int and i >= 0]  # (a place)


def preload() -> None:
    """An empty row of cards, not seen: drawn before the deal, so that the browser has the
    row's code when the first hand is dealt (fetched then, it made a Deal half as slow
    again)."""
    _HAND(data=["", [], []], key="hand.preload", width="stretch", height="content")
