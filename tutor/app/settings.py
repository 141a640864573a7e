"""Settings: the learner, the table's rules (a rule book and its house rules) and the
number of players every page follows."""

from collections.abc import Callable

import streamlit as st

from tutor.app.ui import club, opened, profile, settings, store, switch_learner
from tutor.engine import (
    HOUSE,
    RULESETS,
    HouseValue,
    derive,
    get_rules,
    house_rules,
    option_rule,
    spec_value,
)
from tutor.explain import rules_name, title, words
from tutor.text import plain_line
from tutor.views.viewmodel import Settings, clean_name

GROUPS = list(dict.fromkeys(o.group for o in HOUSE))


def _keep(new: Settings) -> None:
    st.session_state.settings = new
    store().save_settings(profile(), {"rules": new.rules, "players": new.players,
                                      "teams": new.teams})
    st.session_state.pop("current", None)  # the next puzzle follows the new settings


def _save() -> None:
    """A rule book chosen (as it is written: its house rules start afresh) or the players."""
    players = st.session_state.set_players
    teams = st.session_state.get("set_teams") if players == 6 else None
    book = st.session_state.set_rules
    was = get_rules(settings().rules)
    rules = was.name if (was.base or was.name) == book else book
    _keep(Settings(rules, players, teams or ("3x2" if players == 6 else None)))


def _set_house(option: str) -> None:
    """One house rule changed: the table's rules are its book with all its house rules."""
    s = settings()
    rules = derive(get_rules(s.rules), {option: st.session_state[f"house.{option}"]})
    _keep(Settings(rules.name, s.players, s.teams))


def _answers(option: str, book: str) -> Callable[[HouseValue], str]:
    """An option's answers in words, the book's own marked with its name."""
    def say(value: HouseValue) -> str:
        said = words(f"house.{option}={spec_value(value)}")
        return said + (f" ({rules_name(book)})" if value == getattr(get_rules(book), option)
                       else "")
    return say


def house_group(group: str) -> None:
    """The house rules of one group: each a question, its answers in words (the book's own
    marked) and the rule the table's answer rests on."""
    rules = get_rules(settings().rules)
    book = rules.base or rules.name
    for option in (o for o in HOUSE if o.group == group):
        choices: list[HouseValue] = list(option.choices)
        st.radio(words(f"house.{option.name}"), choices, key=f"house.{option.name}",
                 index=choices.index(getattr(rules, option.name)), on_change=_set_house,
                 args=(option.name,), format_func=_answers(option.name, book))
        st.caption(f"Rests on: {title(option_rule(rules, option.name))}"
                   + (" · a house rule at your table" if option.name in rules.house else ""))


def house_section() -> None:
    st.subheader("Your table's rules")
    rules = get_rules(settings().rules)
    changed = house_rules(rules)
    if changed:
        st.write(f"{rules_name(rules.name)}:")
        st.markdown("\n".join(f"- {words(f'house.{n}')}: {words(f'house.{n}={spec_value(v)}')}"
                               for n, v in changed))
        st.button("Back to the book's rules", on_click=_reset_house)
    else:
        st.write(f"{rules_name(rules.name)} as the book has them. Tables differ on the points "
                 "below: set each as your table plays it.")
    for group in GROUPS:
        box = opened(words(f"house.group.{group}"), key=f"house-group.{group}")
        if box is not None:
            with box:
                house_group(group)


def _reset_house() -> None:
    s = settings()
    rules = get_rules(s.rules)
    _keep(Settings(rules.base or rules.name, s.players, s.teams))
    for option in HOUSE:
        st.session_state.pop(f"house.{option.name}", None)


def _switch_profile() -> None:
    name = clean_name(st.session_state.get("new_profile") or "", default="")
    if not name:
        return
    switch_learner(name)
    st.query_params.pop("profile", None)  # this browser remembers the new name itself


st.title("Settings")
s = settings()
in_force = get_rules(s.rules)
st.radio("Rule book", list(RULESETS), key="set_rules",
         index=list(RULESETS).index(in_force.base or in_force.name), on_change=_save,
         format_func=lambda name: RULESETS[name].title)
st.radio("Players", [2, 3, 4, 6], key="set_players", index=[2, 3, 4, 6].index(s.players),
         on_change=_save, horizontal=True)
if s.players == 6:
    st.radio("Six players play as", ["3x2", "2x3"], key="set_teams",
             index=["3x2", "2x3"].index(s.teams or "3x2"), on_change=_save, horizontal=True,
             format_func={"3x2": "three teams of two", "2x3": "two teams of three"}.get)
st.caption(f"In force: {s.label}. Lessons, practice puzzles, Play, the score pad and the "
           "checker follow it.")
house_section()

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
