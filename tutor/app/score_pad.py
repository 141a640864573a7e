"""Score pad: enter a real hand, let the engine score it line by line, keep the game.

Everything a person typed or loaded (side names, cards, file names, file contents) is
shown through :func:`tutor.scorepad.plain`: never as HTML or Markdown. What is typed is
copied to ``pad.keep.*`` keys, which outlive a visit to another page (Streamlit drops the
widget keys of a page not shown) and fill the widgets again on the way back.
"""

from typing import Any

import streamlit as st

from tutor.app.ui import draw_why, html, profile, settings, store
from tutor.engine import ALL_CARDS, Card
from tutor.engine.rules import get_rules
from tutor.puzzle import ScoreHandPosition
from tutor.scorepad import (
    EntryError,
    Game,
    hand_from_entries,
    is_blank,
    name_sides,
    one_line,
    side_entry,
)
from tutor.text import plain

st.title("Score pad")
NOBODY = -1  # "Who went out?": the stock ran out
KEEP = "pad.keep."  # non-widget copies of the widgets' values
ENTRY = ("pad.melds.", "pad.red.", "pad.hand.")


# --- what is typed survives a page switch ---------------------------------------------------


def _restore(key: str, default: Any) -> str:
    """The widget key, its value brought back from its kept copy when Streamlit dropped it."""
    if key not in st.session_state:
        st.session_state[key] = st.session_state.get(KEEP + key, default)
    return key


def _keep(key: str) -> None:
    """on_change: keep a copy of the widget's value; an old error no longer applies."""
    st.session_state[KEEP + key] = st.session_state.get(key)
    st.session_state.pad_error = None


def _set(key: str, value: Any) -> None:
    st.session_state[key] = value
    st.session_state[KEEP + key] = value


# --- the game ---------------------------------------------------------------------------------


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


def _pair(game: Game) -> bool:
    """Three players, and this hand is the lone player against the pair."""
    return game.players == 3 and bool(st.session_state.get("pad.pair"))


def _lone(game: Game) -> int | None:
    return int(st.session_state.get("pad.lone") or 0) % 3 if _pair(game) else None


def _sides(game: Game) -> int:
    return 2 if _pair(game) else game.sides


def _members(game: Game, side: int) -> int:
    if _pair(game):
        return 2 if side == 1 else 1
    table = get_rules(game.rules).table(game.players, game.teams)
    return table.members if game.players != 3 else 1


def _entry(game: Game) -> tuple[ScoreHandPosition, int | None]:
    """The hand being entered and who played alone; EntryError names the bad card."""
    names = game.hand_names(_lone(game))
    teams = []
    for i in range(_sides(game)):
        hands = [st.session_state.get(f"pad.hand.{i}.{j}") or "" for j in range(_members(game, i))]
        teams.append(side_entry(st.session_state.get(f"pad.melds.{i}") or "",
                                int(st.session_state.get(f"pad.red.{i}") or 0), hands, names[i]))
    went = st.session_state.get("pad.went_out", NOBODY)
    return hand_from_entries(teams, None if went in (None, NOBODY) else int(went),
                             bool(st.session_state.get("pad.concealed"))), _lone(game)


def _clear_entry() -> None:
    for key in [k for k in list(st.session_state) if isinstance(k, str)]:
        bare = key.removeprefix(KEEP)
        if bare.startswith(ENTRY):
            st.session_state[key] = 0 if bare.startswith("pad.red.") else ""
    _set("pad.went_out", NOBODY)
    _set("pad.concealed", False)


def _add_hand() -> None:
    game = _game()
    try:
        hand, lone = _entry(game)
        warnings = game.warnings(hand, lone)
        game.add(hand, lone)
    except EntryError as e:
        st.session_state.pad_error = str(e)
        return
    _save(game)
    _clear_entry()
    st.session_state.pad_error = None
    st.session_state.pad_note = " ".join([f"Hand {len(game.hands)} is in the game.", *warnings])


def _undo() -> None:
    game = _game()
    game.undo()
    _save(game)
    st.session_state.pad_error = None


def _ask_new(where: str) -> None:
    """"New game" asks first when there is a game to lose."""
    if _game().hands:
        st.session_state["pad.confirm_new"] = where
    else:
        _new_game()


def _new_game() -> None:
    """A new game with the settings in force; the side names stay."""
    s = settings()
    game = Game(rules=s.rules, players=s.players, teams=s.teams, names=list(_game().names))
    _clear_entry()
    _save(game)
    st.session_state["pad.confirm_new"] = None
    st.session_state.pad_error = None


def _keep_game() -> None:
    st.session_state["pad.confirm_new"] = None


def _confirm_new(where: str) -> None:
    if st.session_state.get("pad.confirm_new") != where:
        return
    n = len(game.hands)
    st.warning(f"Start a new game? The {n} hand{'s' if n != 1 else ''} of this game will be "
               "gone (export it first to keep it); the names of the sides stay.")
    c1, c2 = st.columns(2)
    c1.button("Yes, start a new game", on_click=_new_game, type="primary",
              key=f"pad.new_yes.{where}")
    c2.button("No, keep this game", on_click=_keep_game, key=f"pad.new_no.{where}")


def _names_changed() -> None:
    game = _game()
    game.names = [one_line(st.session_state.get(f"pad.name.{i}") or "")
                  for i in range(game.sides)]
    _save(game)


def _show_names(game: Game) -> None:
    for i in range(game.sides):
        st.session_state[f"pad.name.{i}"] = one_line(game.names[i]) if i < len(game.names) \
            else ""


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
    _show_names(game)
    st.session_state.pad_error = None
    st.session_state.pad_note = f"{upload.name}: {len(game.hands)} hands read."


def _pick() -> None:
    chosen = st.session_state.get("pad.pick") or []
    target = st.session_state.get("pad.pick_to")
    if not chosen or not target:
        return
    text = " ".join(str(ALL_CARDS[i]) for i in chosen)
    current = st.session_state.get(target) or ""
    sep = "\n" if target.startswith("pad.melds") and current.strip() else " "
    _set(target, (current + sep + text).strip())
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
    st.button("Start a new game with my settings", on_click=_ask_new, args=("settings",))
    _confirm_new("settings")
if st.session_state.get("pad_error"):
    st.error(plain(st.session_state.pad_error))
if st.session_state.get("pad_note"):
    st.success(plain(st.session_state.pop("pad_note")))

all_names = game.side_names()
with st.expander("Names of the sides"):
    for i in range(game.sides):
        if f"pad.name.{i}" not in st.session_state:
            st.session_state[f"pad.name.{i}"] = one_line(game.names[i]) \
                if i < len(game.names) else ""
        st.text_input(f"side {i + 1}", key=f"pad.name.{i}", max_chars=40,
                      on_change=_names_changed, placeholder=f"side {i + 1}")

st.subheader(f"Hand {len(game.hands) + 1}")
if game.players == 3:
    st.checkbox("Someone took the pile: one player alone against the other two as a pair",
                key=_restore("pad.pair", False), on_change=_keep, args=("pad.pair",))
    if _pair(game):
        st.selectbox("Who played alone?", list(range(game.sides)),
                     format_func=all_names.__getitem__,
                     key=_restore("pad.lone", 0), on_change=_keep, args=("pad.lone",))
names = game.hand_names(_lone(game))
st.caption("Type cards like `KS KH KD 2C` (T or 10, ♠♥♦♣ work too), one meld a line; "
           "or pick them below.")
cols = st.columns(_sides(game))
for i, col in enumerate(cols):
    with col:
        html(f"<p><b>{plain(names[i])}</b></p>")
        key = _restore(f"pad.melds.{i}", "")
        st.text_area("melds", key=key, height=110, on_change=_keep, args=(key,),
                     placeholder="one meld a line, e.g. KS KH KD 2C")
        key = _restore(f"pad.red.{i}", 0)
        if not 0 <= int(st.session_state[key] or 0) <= table.red_threes:
            _set(key, 0)
        st.number_input("red 3s", min_value=0, max_value=table.red_threes, step=1, key=key,
                        on_change=_keep, args=(key,))
        for j in range(_members(game, i)):
            key = _restore(f"pad.hand.{i}.{j}", "")
            st.text_input(f"cards left in hand {j + 1}" if _members(game, i) > 1 else
                          "cards left in hand", key=key, on_change=_keep, args=(key,))
c1, c2 = st.columns(2)
went_key = _restore("pad.went_out", NOBODY)
if st.session_state[went_key] not in [NOBODY, *range(_sides(game))]:
    _set(went_key, NOBODY)
c1.selectbox("Who went out?", [NOBODY, *range(_sides(game))], key=went_key,
             format_func=lambda v: "nobody (the stock ran out)" if v == NOBODY else names[v],
             on_change=_keep, args=(went_key,))
c2.checkbox("concealed", key=_restore("pad.concealed", False), on_change=_keep,
            args=("pad.concealed",))

with st.expander("Pick cards instead of typing"):
    st.multiselect("cards", list(range(len(ALL_CARDS))), key="pad.pick",
                   format_func=lambda k: ALL_CARDS[k].pretty)
    targets: dict[str, str] = {f"pad.melds.{i}": f"{names[i]}: a new meld"
                               for i in range(_sides(game))}
    targets |= {f"pad.hand.{i}.{j}": f"{names[i]}: hand {j + 1}" for i in range(_sides(game))
                for j in range(_members(game, i))}
    if st.session_state.get("pad.pick_to") not in targets:
        st.session_state.pop("pad.pick_to", None)
    st.selectbox("add them to", list(targets), key="pad.pick_to",
                 format_func=lambda t: targets[t])
    st.button("Add the cards", on_click=_pick)

# The hand as typed so far, scored live (or exactly what is wrong with it).
try:
    hand, lone = _entry(game)
    if not is_blank(hand):
        scored = game.score(hand, len(game.hands), lone)
        rows = "".join(
            f"<tr><td>{plain(names[i])}</td><td>{plain(ln['item'])}{_shown(ln.get('cards'))}"
            f"</td><td>{ln['points']:+,}</td><td class='ct-rule'>{plain(ln['rule'])}</td></tr>"
            for i, side in enumerate(scored.detail["breakdown"]) for ln in side)
        totals = " · ".join(f"{plain(names[i])}: **{v:,}**" for i, v in
                            enumerate(scored.answer["scores"]))
        st.markdown(f"This hand scores {totals}")
        html(f"<table class='ct-totals'><tr><th>side</th><th>what</th><th>points</th>"
             f"<th>rule</th></tr>{rows}</table>")
        for warning in game.warnings(hand, lone):
            st.warning(plain(warning))
except EntryError as e:
    st.error(plain(str(e)))
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
        alone = game.lone_of(n)
        label = f"hand {n + 1}" + (f" ({plain(all_names[alone])} alone)"
                                   if alone is not None else "")
        lines.append(f"<tr><td>{label}</td>{cells}</tr>")
    head = "".join(f"<th>{plain(nm)}</th><th>total</th>" for nm in all_names)
    html(f"<table class='ct-totals'><tr><th></th>{head}</tr>{''.join(lines)}</table>")
    state = game.state(results)
    if state.over:
        if state.winner is not None:
            st.success(f"Game over: {plain(all_names[state.winner])} wins with "
                       f"{state.totals[state.winner]:,}.")
        else:
            st.success("Game over: the leaders are level — a draw.")
        st.info("This game is over, so it takes no more hands: start a new game to play on.")
        st.button("Start a new game", on_click=_ask_new, args=("over",), type="primary")
        _confirm_new("over")
    else:
        nxt = " · ".join(f"{plain(all_names[i])} needs **{m}**"
                         for i, m in enumerate(state.minimums))
        st.markdown(f"First meld next hand: {nxt}")
    draw_why([w._replace(text=name_sides(w.text, all_names)) for w in state.why])
    st.button("Undo the last hand", on_click=_undo)

st.subheader("Save, share, start again")
c1, c2, c3 = st.columns(3)
c1.download_button("Export JSON", game.to_json, "canasta-game.json", "application/json")
c2.download_button("Export CSV", game.to_csv, "canasta-game.csv", "text/csv")
c3.button("New game", on_click=_ask_new, args=("bottom",))
_confirm_new("bottom")
st.file_uploader("Import a game (JSON or CSV export)", type=["json", "csv"], key="pad.import",
                 on_change=_import)
if not store().saving:
    st.caption("This game is kept for this session only.")
