"""Canasta Tutor: the Streamlit entry point (a placeholder until the app issue lands)."""

import streamlit as st

from tutor.engine import RULESETS

st.set_page_config(page_title="Canasta Tutor", page_icon="🃏")
st.title("Canasta Tutor")
st.write(
    "The rules engine is ready; lessons and practice pages are on their way. "
    "Meanwhile the `canasta-tutor` command solves puzzles from the terminal."
)
st.write("Rule sets: " + ", ".join(r.title for r in RULESETS.values()))
