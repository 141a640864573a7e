"""Settings: the learner, the table's rules (a rule book and its house rules) and the
number of players every page follows."""

from collections.abc import Callable
from dataclasses import replace

import streamlit as st

from tutor.app.ui import (
    LANGUAGES,
    club,
    html,
    keep_settings,
    opened,
    profile,
    settings,
    share_link,
    switch_learner,
)
from tutor.engine import (
    HOUSE,
    RULESETS,
    HouseValue,
    RuleError,
    RuleSet,
    derive,
    get_rules,
    house_rules,
    option_rule,
    rules_from_toml,
    rules_toml,
)
from tutor.explain import (
    house_answer,
    house_question,
    house_rule,
    language,
    rules_name,
    rules_problem,
    say,
    teams_name,
    title,
    words,
)
from tutor.text import plain, plain_line
from tutor.views.scenes import SCENES, scene_html, scene_outcomes
from tutor.views.viewmodel import (
    LinkError,
    Settings,
    clean_name,
    house_example,
    house_examples,
    offered_table,
    position_html,
)

GROUPS = list(dict.fromkeys(o.group for o in HOUSE))
MAX_RULES_FILE = 10_000


def _keep(change: Callable[[Settings], Settings]) -> None:
    """Make one change to the settings as they stand (another tab's changes kept: the
    change is made on the latest)."""
    _keep_told(lambda s: (change(s), ""))


def _keep_told(change: Callable[[Settings], tuple[Settings, str]]) -> None:
    """As :func:`_keep`, for a change that also says what it did (worked out once, on the
    settings it changes): the words and a button that undoes it."""
    st.session_state.pop("settings.undo", None)
    told = ""

    def made(s: Settings) -> Settings:
        nonlocal told
        new, told = change(s)
        return new

    was, _ = keep_settings(made)
    if told:
        st.session_state["settings.undo"] = (was, told)


def _undo() -> None:
    was, _ = st.session_state.get("settings.undo") or (settings(), "")
    _keep(lambda _: was)


def _set_book(key: str) -> None:
    """A rule book chosen: the table's house rules (and its name) come along."""
    book = st.session_state[key]

    def carried(s: Settings) -> tuple[Settings, str]:
        rules, said = _carried(get_rules(s.rules), book)
        return replace(s, rules=rules), said

    _keep_told(carried)


def _set_players(key: str) -> None:
    players = st.session_state[key]
    _keep(lambda s: replace(s, players=players, teams="3x2" if players == 6 else None))


def _set_language(key: str) -> None:
    lang = st.session_state[key]
    _keep(lambda s: replace(s, lang=lang))
    st.query_params["lang"] = lang  # the address says it: a reload or a link keeps it


def _set_teams(key: str) -> None:
    teams = st.session_state[key]
    _keep(lambda s: replace(s, teams=teams))


def _carried(was: RuleSet, book: str) -> tuple[str, str]:
    """The table's house rules on another rule book (those it already has drop out), and
    what that did in words; the same rules if the book is the same."""
    if (was.base or was.name) == book:
        return was.name, ""
    said = [words("settings.book-changed", was=rules_name(was.base or was.name),
                  now=rules_name(book))]
    kept = list({**_chosen(), **dict(house_rules(was))}.items())
    if not kept:
        return book, said[0]
    try:
        rules = derive(get_rules(book), dict(kept))
    except RuleError as e:
        return book, " ".join([*said, words("settings.house-left", why=say(e.why),
                                            now=rules_name(book))])
    said.append(words("settings.house-came", rules=[house_rule(n, v) for n, v in kept]))
    if len(rules.house) < len(kept):
        said.append(words("settings.house-book", n=len(kept) - len(rules.house)))
    return rules.name, " ".join(said)


def undo_note() -> None:
    """What the last change of rule book or house rules did, and a button to undo it."""
    got = st.session_state.get("settings.undo")
    if got is None:
        return
    with st.container(border=True):
        st.write(got[1])  # (the tutor's own words: rule books and house rules)
        st.button(words("settings.undo"), on_click=_undo, key="settings-undo")


def _set_house(option: str, key: str) -> None:
    """One house rule changed: the table's rules are its book with all its house rules."""
    value = st.session_state[key]
    _chosen()[option] = value  # kept for another rule book, even where it is this one's own
    _keep(lambda s: replace(s, rules=derive(get_rules(s.rules), {option: value}).name))


def _chosen() -> dict[str, HouseValue]:
    """The house rules chosen in this visit, as chosen: a black 3 that freezes, set at a
    Classic table, is still the table's after a look at Bicycle (where it is the book's)."""
    chosen: dict[str, HouseValue] = st.session_state.setdefault("house.chosen", {})
    return chosen


def _use(rules: str, name: str) -> None:
    """A table's rules taken from a link or a file, with their name."""
    _chosen().clear()
    _keep(lambda s: replace(s, rules=rules, table=name))
    st.query_params.pop("rules", None)
    st.query_params.pop("table", None)


def _name_table() -> None:
    name = clean_name(st.session_state.get("table_name") or "", default="")
    _keep(lambda s: replace(s, table=name))


def _answers(option: str, book: str) -> Callable[[HouseValue], str]:
    """An option's answers in words, the book's own marked with its name."""
    def say(value: HouseValue) -> str:
        said = house_answer(option, value)
        return (words("settings.book-answer", answer=said, book=rules_name(book))
                if value == getattr(get_rules(book), option) else said)
    return say


def house_group(group: str) -> None:
    """The house rules of one group: each a question, its answers in words (the book's own
    marked) and the rule the table's answer rests on."""
    rules = get_rules(settings().rules)
    book = rules.base or rules.name
    for option in (o for o in HOUSE if o.group == group):
        choices: list[HouseValue] = list(option.choices)
        question = house_question(option.name)
        # (keyed by the table's rules: a button drawn for other rules, such as another
        # book's, would keep the answer it showed there, or none; and by the language, as
        # every button whose answers are words: Streamlit keeps a choice by its words)
        key = f"house.{rules.name}.{option.name}.{language()}"
        st.radio(question, choices, key=key,
                 index=choices.index(getattr(rules, option.name)), on_change=_set_house,
                 args=(option.name, key), format_func=_answers(option.name, book))
        st.caption(words("settings.rests-on-house" if option.name in rules.house
                         else "settings.rests-on", rule=title(option_rule(rules, option.name))))
        if (option.name in house_examples() or option.name in SCENES) and st.toggle(
                words("settings.show-on-cards", question=question),
                key=f"example.{option.name}"):
            draw_example(option.name)


def draw_example(option: str) -> None:
    """The option's example position (or a moment of a hand, for a rule about how a hand is
    played), and what it comes to under each of its answers (the rest of the rules as the
    Classic sheets have them)."""
    answers = _answers(option, "classic")
    if option in SCENES:
        html(scene_html(option))
        outcomes = [(v, [say(why)]) for v, why in scene_outcomes(option)]
    else:
        html(position_html(house_examples()[option]))
        outcomes = house_example(option)
    html("".join(f"<p><b>{plain(answers(v))}</b> {plain(' '.join(lines))}</p>"
                 for v, lines in outcomes))


def house_section() -> None:
    st.subheader(words("settings.table-rules"))
    rules = get_rules(settings().rules)
    changed = house_rules(rules)
    if changed:
        st.write(words("settings.with-house", rules=rules_name(rules.name)))
        st.markdown("\n".join(f"- {house_rule(n, v)}" for n, v in changed))
        st.button(words("settings.back-to-book"), on_click=_reset_house)
    else:
        st.write(words("settings.as-the-book", rules=rules_name(rules.name)))
    undo_note()
    for group in GROUPS:
        box = opened(words(f"house.group.{group}"), key=f"house-group.{group}")
        if box is not None:
            with box:
                house_group(group)


def _reset_house() -> None:
    _chosen().clear()

    def book(s: Settings) -> tuple[Settings, str]:
        rules = get_rules(s.rules)
        said = words("settings.house-reset", rules=[
            house_rule(n, v) for n, v in house_rules(rules)]) if rules.house else ""
        return replace(s, rules=rules.base or rules.name, table=""), said

    _keep_told(book)


def share_section() -> None:
    """Name the table's rules, share them as a link or a file, or take them from a file."""
    s = settings()
    with st.form("name_table"):
        st.text_input(words("settings.name-label"),
                      value=s.table, key="table_name", max_chars=40)
        st.form_submit_button(words("settings.save-name"), on_click=_name_table)
    box = opened(words("settings.share"), key="share-rules")
    if box is not None:
        with box:
            rules = get_rules(s.rules)
            params = {"rules": rules.name, **({"table": s.table} if s.table else {})}
            share_link("settings", params, words("settings.share-link"))
            st.download_button(words("settings.download"),
                               rules_toml(rules, s.table or None),
                               file_name="canasta-rules.toml", mime="application/toml")
    got = st.file_uploader(words("settings.open-file", what=words("rules.file-size")),
                           type=["toml"],
                           key="rules_file")
    if got is not None:
        _offer_file(got.getvalue())


def _offer_file(data: bytes) -> None:
    """A rules file opened: its rules offered, or what is wrong with it, in words."""
    if len(data) > MAX_RULES_FILE:
        st.error(words("settings.file-too-big", n=len(data), most=MAX_RULES_FILE))
        return
    try:
        rules, name = rules_from_toml(data.decode("utf-8-sig", errors="replace"))
    except RuleError as e:
        st.error(plain_line(say(rules_problem(e, words("src.file")))))
        return
    _offer(rules.name, clean_name(name or "", default=""), words("src.file"))


def _offer(rules: str, name: str, source: str) -> None:
    """The rules a link or a file offers, drawn as HTML (a name someone typed is never read
    as Markdown, not even a web address in it), and the button that takes them."""
    named = f"{name}: " if name else ""
    items = "".join(f"<li>{plain(house_rule(n, v))}</li>"
                    for n, v in house_rules(get_rules(rules)))
    s = settings()
    taken = (s.rules, s.table) == (rules, name)
    with st.container(border=True):
        html(f"<p>{plain(words('settings.offers', source=source))} "
             f"<b>{plain_line(named + rules_name(rules))}</b>"
             + (plain(words("settings.offers-in-force")) if taken else "") + ".</p>"
             + (f"<ul>{items}</ul>" if items else ""))
        if not taken:
            st.button(words("settings.use"), on_click=_use, args=(rules, name), type="primary",
                      key=f"use.{source}")


def offered_by_link() -> None:
    """A link to Settings that carries a table's rules offers them (a bad one says why)."""
    if "rules" not in st.query_params:
        return
    try:
        rules, name = offered_table(dict(st.query_params))
    except LinkError as e:
        st.error(str(e))
        return
    _offer(rules, name, words("src.link"))


def _switch_profile() -> None:
    name = clean_name(st.session_state.get("new_profile") or "", default="")
    if not name:
        return
    switch_learner(name)
    st.query_params.pop("profile", None)  # this browser remembers the new name itself


st.title(words("settings.title"))
offered_by_link()
s = settings()
st.radio(words("settings.language"), LANGUAGES, key=f"set_lang.{s.lang}",
         index=LANGUAGES.index(s.lang), on_change=_set_language, args=(f"set_lang.{s.lang}",),
         format_func=lambda lang: words(f"language.{lang}"), horizontal=True)
in_force = get_rules(s.rules)
# (each button keyed by what it shows: set elsewhere, by Undo or another tab, it is drawn
# afresh with that, not with the answer it showed before)
book = in_force.base or in_force.name
st.radio(words("settings.book"), list(RULESETS), key=f"set_rules.{book}.{s.lang}",
         index=list(RULESETS).index(book), on_change=_set_book,
         args=(f"set_rules.{book}.{s.lang}",),
         format_func=lambda name: rules_name(name, long=True))
st.radio(words("settings.players"), [2, 3, 4, 6], key=f"set_players.{s.players}",
         index=[2, 3, 4, 6].index(s.players), on_change=_set_players,
         args=(f"set_players.{s.players}",), horizontal=True)
if s.players == 6:
    st.radio(words("settings.six-as"), ["3x2", "2x3"], key=f"set_teams.{s.teams}.{s.lang}",
             index=["3x2", "2x3"].index(s.teams or "3x2"), on_change=_set_teams,
             args=(f"set_teams.{s.teams}.{s.lang}",), horizontal=True,
             format_func=teams_name)
named = f"{s.table}: " if s.table else ""
st.caption(words("settings.in-force", table=plain_line(named + s.label)))
house_section()
share_section()

st.subheader(words("settings.learner"))
if club() is not None:
    st.write(words("settings.signed-in", name=plain_line(profile())))
    st.button(words("settings.sign-out"), on_click=st.logout)
    st.stop()
st.write(words("settings.learning-as", name=plain_line(profile())))
with st.form("switch_learner"):
    st.text_input(words("settings.switch-label"), key="new_profile", max_chars=40)
    st.form_submit_button(words("settings.switch"), on_click=_switch_profile)
