"""Settings: the learner, the rule set and the number of players every page follows."""

import streamlit as st

from tutor.app.ui import club, profile, settings, store, switch_learner
from tutor.engine import RULESETS
from tutor.text import plain_line
from tutor.views.viewmodel import Settings, clean_name


def _save() -> None:
    players = st.session_state.set_players
    teams = st.session_state.get("set_teams") if players == 6 else None
    new = Settings(st.session_state.set_rules, players, teams or ("3x2" if players == 6 else None))
    st.session_state.settings = new
    store().save_settings(profile(), {"rules": new.rules, "players": new.players,
                                      "teams": new.teams})
    st.session_state.pop("current", None)  # the next puzzle follows the new settings


def _switch_profile() -> None:
    name = clean_name(st.session_state.get("new_profile") or "", default="")
    if not name:
        return
    switch_learner(name)
    st.query_params.pop("profile", None)  # this browser remembers the new name itself


st.title("Settings")
s = settings()
st.radio("Rule set", list(RULESETS), key="set_rules",
         index=list(RULESETS).index(s.rules) if s.rules in RULESETS else 0, on_change=_save,
         horizontal=True, format_func=lambda name: RULESETS[name].title)
st.radio("Players", [2, 3, 4, 6], key="set_players", index=[2, 3, 4, 6].index(s.players),
         on_change=_save, horizontal=True)
if s.players == 6:
    st.radio("Six players play as", ["3x2", "2x3"], key="set_teams",
             index=["3x2", "2x3"].index(s.teams or "3x2"), on_change=_save, horizontal=True,
             format_func={"3x2": "three teams of two", "2x3": "two teams of three"}.get)
st.caption(f"In force: {s.label}. Practice puzzles, the score pad and the checker follow it.")

st.subheader("Learner")
if club() is not None:
    st.write(f"You are signed in as **{plain_line(profile())}**; your progress is yours "
             "alone on this server.")
    st.button("Sign out", on_click=st.logout)
    st.stop()
st.write(f"You are learning as **{plain_line(profile())}**. Progress is kept per name (no "
         "password); this browser remembers your name. Switch to a name of your own below, "
         "and use the same name on another device to carry on there.")
with st.form("switch_learner"):
    st.text_input("Switch to another name", key="new_profile", max_chars=40)
    st.form_submit_button("Switch", on_click=_switch_profile)
