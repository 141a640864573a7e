"""Score pad: enter a real hand, let the engine score it line by line, keep the game."""

from typing import Any

import streamlit as st

from tutor.app.ui import draw_why, html, profile, settings, store
from tutor.engine import ALL_CARDS, Card
from tutor.engine.rules import get_rules
from tutor.scorepad import EntryError, Game, hand_from_entries, side_entry

st.title("Score pad")
NOBODY = -1  # "Who went out?": the stock ran out


def _game() -> Game:
    if "game" not in st.session_state:
        saved = store().load_game(profile())
        game = None
        if saved:
            try:
                game = Game.from_json(saved)
            except EntryError as e:
                st.session_state.pad_error = f"The saved game could not be read ({e}); a new one "\
                    "was started."
        if game is None:
            s = settings()
            game = Game(rules=s.rules, players=s.players, teams=s.teams)
        st.session_state.game = game
    g: Game = st.session_state.game
    return g


def _save(game: Game) -> None:
    st.session_state.game = game
    store().save_game(profile(), game.to_json())


def _members(game: Game) -> int:
    table = get_rules(game.rules).table(game.players, game.teams)
    return table.members if game.players != 3 else 1


def _entry(game: Game) -> tuple[list[dict[str, Any]], int | None, bool]:
    """The hand being entered, read from the widgets; EntryError names the bad card."""
    teams = []
    for i in range(game.sides):
        hands = [st.session_state.get(f"pad.hand.{i}.{j}", "") for j in range(_members(game))]
        teams.append(side_entry(st.session_state.get(f"pad.melds.{i}", ""),
                                int(st.session_state.get(f"pad.red.{i}") or 0), hands,
                                game.side_names()[i]))
    went = st.session_state.get("pad.went_out", NOBODY)
    return teams, None if went in (None, NOBODY) else went, bool(
        st.session_state.get("pad.concealed"))


def _clear_entry(game: Game) -> None:
    for i in range(game.sides):
        st.session_state[f"pad.melds.{i}"] = ""
        st.session_state[f"pad.red.{i}"] = 0
        for j in range(_members(game)):
            st.session_state[f"pad.hand.{i}.{j}"] = ""
    st.session_state["pad.went_out"] = NOBODY
    st.session_state["pad.concealed"] = False


def _add_hand() -> None:
    game = _game()
    try:
        teams, went, concealed = _entry(game)
        hand = hand_from_entries(teams, went, concealed)
        game.score(hand, len(game.hands))
    except EntryError as e:
        st.session_state.pad_error = str(e)
        return
    game.hands.append(hand)
    _save(game)
    _clear_entry(game)
    st.session_state.pad_error = None


def _undo() -> None:
    game = _game()
    if game.hands:
        game.hands.pop()
        _save(game)


def _new_game() -> None:
    s = settings()
    game = Game(rules=s.rules, players=s.players, teams=s.teams)
    _clear_entry(game)
    _save(game)


def _names() -> None:
    game = _game()
    game.names = [st.session_state.get(f"pad.name.{i}", "") for i in range(game.sides)]
    _save(game)


def _import() -> None:
    upload = st.session_state.get("pad.import")
    if upload is None:
        return
    text = upload.getvalue().decode("utf-8-sig", errors="replace")
    try:
        game = Game.from_csv(text) if upload.name.lower().endswith(".csv") else \
            Game.from_json(text)
    except EntryError as e:
        st.session_state.pad_error = f"{upload.name}: {e}"
        return
    _save(game)
    st.session_state.pad_error = None


def _pick() -> None:
    chosen = st.session_state.get("pad.pick") or []
    target = st.session_state.get("pad.pick_to")
    if not chosen or not target:
        return
    text = " ".join(str(ALL_CARDS[i]) for i in chosen)
    current = st.session_state.get(target, "")
    sep = "\n" if target.startswith("pad.melds") and current.strip() else " "
    st.session_state[target] = (current + sep + text).strip()
    st.session_state["pad.pick"] = []


def _shown(cards: list[str] | None) -> str:
    return " (" + " ".join(Card(c).pretty for c in cards) + ")" if cards else ""


game = _game()
s = settings()
table = get_rules(game.rules).table(game.players, game.teams)
st.caption(f"This game: {get_rules(game.rules).title} · {game.players} players"
           + (f" ({game.teams})" if game.teams else "") + f" · playing to {table.target:,}")
if (s.rules, s.players, s.teams) != (game.rules, game.players, game.teams):
    st.info("Your settings have changed since this game began; it keeps its own rules.")
    st.button("Start a new game with my settings", on_click=_new_game)
if st.session_state.get("pad_error"):
    st.error(st.session_state.pad_error)

names = game.side_names()
with st.expander("Names of the sides"):
    for i in range(game.sides):
        st.text_input(f"side {i}", value=names[i] if game.names else "", key=f"pad.name.{i}",
                      on_change=_names)

st.subheader(f"Hand {len(game.hands) + 1}")
st.caption("Type cards like `KS KH KD 2C` (T or 10, ♠♥♦♣ work too), one meld a line; "
           "or pick them below.")
cols = st.columns(game.sides)
for i, col in enumerate(cols):
    with col:
        st.markdown(f"**{names[i]}**")
        st.text_area("melds", key=f"pad.melds.{i}", height=110,
                     placeholder="one meld a line, e.g. KS KH KD 2C")
        st.number_input("red 3s", min_value=0, max_value=table.red_threes, step=1,
                        key=f"pad.red.{i}")
        for j in range(_members(game)):
            st.text_input(f"cards left in hand {j + 1}" if _members(game) > 1 else
                          "cards left in hand", key=f"pad.hand.{i}.{j}")
c1, c2 = st.columns(2)
c1.selectbox("Who went out?", [NOBODY, *range(game.sides)], key="pad.went_out",
             format_func=lambda v: "nobody (the stock ran out)" if v == NOBODY else names[v])
c2.checkbox("concealed", key="pad.concealed")

with st.expander("Pick cards instead of typing"):
    st.multiselect("cards", list(range(len(ALL_CARDS))), key="pad.pick",
                   format_func=lambda k: ALL_CARDS[k].pretty)
    targets: dict[str, str] = {f"pad.melds.{i}": f"{names[i]}: a new meld"
                               for i in range(game.sides)}
    targets |= {f"pad.hand.{i}.{j}": f"{names[i]}: hand {j + 1}" for i in range(game.sides)
                for j in range(_members(game))}
    st.selectbox("add them to", list(targets), key="pad.pick_to",
                 format_func=lambda t: targets[t])
    st.button("Add the cards", on_click=_pick)

# The hand as typed so far, scored live (or exactly what is wrong with it).
try:
    teams, went, concealed = _entry(game)
    typed_anything = any(t["melds"] or any(t["hands"]) or t["red_threes"] for t in teams)
    if typed_anything:
        hand = hand_from_entries(teams, went, concealed)
        scored = game.score(hand, len(game.hands))
        rows = "".join(
            f"<tr><td>{names[i]}</td><td>{ln['item']}{_shown(ln.get('cards'))}</td>"
            f"<td>{ln['points']:+,}</td>"
            f"<td class='ct-rule'>{ln['rule']}</td></tr>"
            for i, side in enumerate(scored.detail["breakdown"]) for ln in side)
        totals = " · ".join(f"{names[i]}: **{v:,}**" for i, v in
                            enumerate(scored.answer["scores"]))
        st.markdown(f"This hand scores {totals}")
        html(f"<table class='ct-totals'><tr><th>side</th><th>what</th><th>points</th>"
             f"<th>rule</th></tr>{rows}</table>")
except EntryError as e:
    st.error(str(e))
st.button("Add this hand to the game", on_click=_add_hand, type="primary")

if game.hands:
    st.subheader("The game so far")
    results = game.results()
    running = [0] * game.sides
    lines = []
    for n, scores in enumerate(results):
        running = [r + x for r, x in zip(running, scores, strict=True)]
        cells = "".join(f"<td>{x:+,}</td><td><b>{r:,}</b></td>"
                        for x, r in zip(scores, running, strict=True))
        lines.append(f"<tr><td>hand {n + 1}</td>{cells}</tr>")
    head = "".join(f"<th>{nm}</th><th>total</th>" for nm in names)
    html(f"<table class='ct-totals'><tr><th></th>{head}</tr>{''.join(lines)}</table>")
    state = game.state(results)
    if state.over:
        if state.winner is not None:
            st.success(f"Game over: {names[state.winner]} wins with "
                       f"{state.totals[state.winner]:,}.")
        else:
            st.success("Game over: the leaders are level — a draw.")
    else:
        nxt = " · ".join(f"{names[i]} needs **{m}**" for i, m in enumerate(state.minimums))
        st.markdown(f"First meld next hand: {nxt}")
    draw_why(state.why)
    st.button("Undo the last hand", on_click=_undo)

st.subheader("Save, share, start again")
c1, c2, c3 = st.columns(3)
c1.download_button("Export JSON", game.to_json(), "canasta-game.json", "application/json")
c2.download_button("Export CSV", game.to_csv(), "canasta-game.csv", "text/csv")
c3.button("New game", on_click=_new_game)
st.file_uploader("Import a game (JSON or CSV export)", type=["json", "csv"], key="pad.import",
                 on_change=_import)
if not store().saving:
    st.caption("This game is kept for this session only.")
