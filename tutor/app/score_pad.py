"""Score pad: enter a real hand, let the engine score it line by line, keep the game.

Everything a person typed or loaded (side names, cards, file names, file contents) is
shown through :func:`tutor.table.scorepad.plain`: never as HTML or Markdown. What is typed is
copied to ``pad.keep.*`` keys, which outlive a visit to another page (Streamlit drops the
widget keys of a page not shown) and fill the widgets again on the way back.
"""

import json
from collections.abc import Callable
from typing import Any

import streamlit as st

from tutor.app.ui import draw_why, html, profile, settings, show_errors, store
from tutor.engine import ALL_CARDS, Card, get_rules, player_numbers
from tutor.explain import card, rules_name, say, title, words
from tutor.puzzles.format import ScoreHandPosition
from tutor.table.scorepad import (
    MAX_FILE,
    MAX_NAME,
    EntryError,
    Game,
    hand_from_entries,
    is_blank,
    one_line,
    side_entry,
    size_why,
)
from tutor.text import plain

st.title(words("pad.title"))
NOBODY = -1  # "Who went out?": the stock ran out
KEEP = "pad.keep."  # non-widget copies of the widgets' values
ENTRY = ("pad.melds.", "pad.red.", "pad.hand.")
CHOICES = ("pad.went_out", "pad.concealed", "pad.pair", "pad.lone")  # the rest of a hand


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
    _keep_draft()


def _keep_draft() -> None:
    """The hand being typed, kept in the store as it is typed: a reload, or a phone that
    drops the tab, lost every field before it was added. Not a correction of an earlier
    hand: the next hand's entry stays kept meanwhile (a reload mid-correction brought the
    corrected hand back as the next one, to be added twice)."""
    if st.session_state.get("pad.editing") is not None:
        return
    draft = {k.removeprefix(KEEP): v for k, v in st.session_state.items()
             if isinstance(k, str) and k.startswith(KEEP)}
    store().save_pad_draft(profile(), json.dumps(draft))


def _kept_draft() -> None:
    """(A session's first run.) The hand being typed when the page was left, brought back
    under the fields' kept copies (``_restore`` takes them)."""
    try:
        draft = json.loads(store().load_pad_draft(profile()) or "{}")
    except ValueError:
        return
    for key, value in (draft.items() if isinstance(draft, dict) else ()):
        if str(key).startswith("pad.") and (value is None or isinstance(value, (str, int))):
            st.session_state.setdefault(KEEP + str(key), value)


def _set(key: str, value: Any) -> None:
    st.session_state[key] = value
    st.session_state[KEEP + key] = value


# --- the game ---------------------------------------------------------------------------------


def _game() -> Game:
    if "game" not in st.session_state:
        _kept_draft()
        saved = store().load_game(profile())
        game = None
        if saved:
            try:
                game = Game.from_json(saved)
            except EntryError as e:
                st.session_state.pad_error = words("pad.saved-unreadable",
                                                   reason=e.words())
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


def _numbers(game: Game) -> list[list[int]]:
    """Each side's players as the pad numbers them (its labels and its errors alike)."""
    return player_numbers([_members(game, i) for i in range(_sides(game))])


def _entry(game: Game) -> tuple[ScoreHandPosition, int | None]:
    """The hand being entered and who played alone; EntryError names the bad card."""
    names = game.hand_names(_lone(game))
    numbers = _numbers(game)
    teams = []
    for i in range(_sides(game)):
        hands = [st.session_state.get(f"pad.hand.{i}.{j}") or "" for j in range(_members(game, i))]
        teams.append(side_entry(st.session_state.get(f"pad.melds.{i}") or "",
                                int(st.session_state.get(f"pad.red.{i}") or 0), hands, names[i],
                                numbers[i] if _members(game, i) > 1 else None))
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
    _keep_draft()


def _add_hand() -> None:
    game = _game()
    if _editing(game) is not None:
        return
    def add(hand: ScoreHandPosition, lone: int | None) -> str:
        warnings = game.warnings(hand, lone)
        game.add(hand, lone)
        return " ".join([words("pad.hand-in", n=len(game.hands)), *warnings])

    if _enter(game, add):
        _clear_entry()


def _ask_undo(ask: bool) -> None:
    st.session_state["pad.confirm_undo"] = ask


def _undo() -> None:
    """The last hand taken back, its cards put back in the form to correct and add again."""
    game = _game()
    undone = game.undo()
    _save(game)
    st.session_state["pad.confirm_undo"] = False
    st.session_state["pad.edit_pick"] = None
    st.session_state.pad_error = None
    if undone is not None:
        _fill_entry(game, *undone)
        st.session_state.pad_note = words("pad.taken-back", n=len(game.hands) + 1)


def _confirm_undo(game: Game) -> None:
    if not st.session_state.get("pad.confirm_undo"):
        st.button(words("pad.undo"), on_click=_ask_undo, args=(True,))
        return
    n = len(game.hands)
    st.warning(words("pad.undo-ask", n=n))
    c1, c2 = st.columns(2)
    c1.button(words("pad.undo-yes", n=n), on_click=_undo, type="primary", width="stretch")
    c2.button(words("pad.undo-no"), on_click=_ask_undo, args=(False,), width="stretch")


# --- correcting an earlier hand ------------------------------------------------------------


def _entry_keys() -> list[str]:
    """The bare keys of the hand being typed (cards, red 3s, who went out, …)."""
    keys = {k.removeprefix(KEEP) for k in list(st.session_state) if isinstance(k, str)}
    return sorted(k for k in keys if k.startswith(ENTRY) or k in CHOICES)


def _fill_entry(game: Game, hand: ScoreHandPosition, lone: int | None) -> None:
    """A recorded hand's cards back in the form."""
    _clear_entry()
    pair = game.is_pair(hand)
    _set("pad.pair", pair)
    _set("pad.lone", lone or 0)
    for i, team in enumerate(hand.teams):
        _set(f"pad.melds.{i}", "\n".join(" ".join(map(str, m)) for m in team.melds))
        _set(f"pad.red.{i}", team.red_threes)
        for j, cards in enumerate(team.hands):
            _set(f"pad.hand.{i}.{j}", " ".join(map(str, cards)))
    _set("pad.went_out", NOBODY if hand.went_out is None else hand.went_out)
    _set("pad.concealed", hand.concealed)
    _keep_draft()  # (a hand taken back: in the form to be added again, a reload too)


def _edit() -> None:
    """on_change of "Correct a hand": that hand's cards in the form (what was typed for the
    next hand is put aside until the correction is saved or given up)."""
    n = st.session_state.get("pad.edit_pick")
    game = _game()
    if n is None or not 0 <= n < len(game.hands):
        return
    if st.session_state.get("pad.editing") is None:
        st.session_state["pad.aside"] = {k: st.session_state.get(k) for k in _entry_keys()}
    st.session_state["pad.editing"] = n
    _fill_entry(game, game.hands[n], game.lone_of(n))
    st.session_state.pad_error = None


def _end_edit() -> None:
    """Back to the next hand, with what was typed for it."""
    st.session_state["pad.editing"] = None
    st.session_state["pad.edit_pick"] = None
    _clear_entry()
    for k, v in (st.session_state.pop("pad.aside", None) or {}).items():
        _set(k, v)
    _keep_draft()


def _save_edit() -> None:
    game = _game()
    n = st.session_state.get("pad.editing")
    if n is None:
        return
    def correct(hand: ScoreHandPosition, lone: int | None) -> str:
        game.replace(n, hand, lone)
        return words("pad.corrected", n=n + 1)

    if _enter(game, correct):
        _end_edit()


def _enter(game: Game, put: Callable[[ScoreHandPosition, int | None], str]) -> bool:
    """The hand typed in the form put into the game (added, or an earlier one corrected) and
    saved, with ``put``'s words as the note; False, with the error shown, if it is refused."""
    try:
        hand, lone = _entry(game)
    except EntryError:
        return False  # a card that is not one: said right above the button already
    try:
        note = put(hand, lone)
    except EntryError as e:
        # said once: the live score above the button already says why the hand is wrong
        said = e.words()
        st.session_state.pad_error = None if said == _live_error(game, hand, lone) else said
        return False
    _save(game)
    st.session_state.pad_error = None
    st.session_state.pad_note = note
    return True


def _editing(game: Game) -> int | None:
    n = st.session_state.get("pad.editing")
    return n if isinstance(n, int) and 0 <= n < len(game.hands) else None


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
    _start(game)


def _start(game: Game) -> None:
    """``game`` replaces the one in progress (a new one, or one read from a file)."""
    _save(game)
    st.session_state["pad.editing"] = None
    st.session_state.pop("pad.aside", None)
    st.session_state["pad.edit_pick"] = None
    _clear_entry()
    for key in ("pad.confirm_new", "pad.confirm_undo", "pad.pending"):
        st.session_state[key] = None
    st.session_state.pad_error = None


def _keep_game() -> None:
    st.session_state["pad.confirm_new"] = None


def _confirm_new(where: str) -> None:
    if st.session_state.get("pad.confirm_new") != where:
        return
    n = len(game.hands)
    st.warning(words("pad.new-ask", n=n))
    c1, c2 = st.columns(2)
    c1.button(words("pad.new-yes"), on_click=_new_game, type="primary",
              key=f"pad.new_yes.{where}")
    c2.button(words("pad.keep-game"), on_click=_keep_game, key=f"pad.new_no.{where}")


def _names_changed() -> None:
    game = _game()
    typed = [" ".join(str(st.session_state.get(f"pad.name.{i}") or "").split())
             for i in range(game.sides)]
    long = next((i for i, name in enumerate(typed) if len(name) > MAX_NAME), None)
    st.session_state.pad_error = None
    if long is not None:  # (the field stops at the limit: only a page that was got round)
        st.session_state.pad_error = words("pad.name-cut", side=long + 1, n=len(typed[long]),
                                           most=MAX_NAME, name=typed[long][:MAX_NAME])
    game.names = [one_line(name, MAX_NAME) for name in typed]
    _save(game)


def _show_names(game: Game) -> None:
    for i in range(game.sides):
        st.session_state[f"pad.name.{i}"] = one_line(game.names[i]) if i < len(game.names) \
            else ""


def _import() -> None:
    """A file read: it replaces a game in progress only once the learner says yes. A new
    file (or none) drops the question about the last one; a file refused is said beside
    the uploader (at the page's top, a walk did not see it and answered the old question)."""
    upload = st.session_state.get("pad.import")
    st.session_state["pad.pending"] = st.session_state["pad.import_error"] = None
    if upload is None:
        return
    if upload.size > MAX_FILE:
        st.session_state["pad.import_error"] = words(
            "pad.named-file-too-big", name=upload.name, size=size_why(upload.size),
            most=size_why(MAX_FILE))
        return
    text = upload.getvalue().decode("utf-8-sig", errors="replace")
    try:
        game = Game.from_csv(text) if upload.name.lower().endswith(".csv") else \
            Game.from_json(text)
    except EntryError as e:
        st.session_state["pad.import_error"] = words("pad.file-refused", name=upload.name,
                                                     reason=e.words())
        return
    st.session_state["pad.pending"] = (upload.name, game)
    if not _game().hands:
        _take_import()


def _take_import() -> None:
    name, game = st.session_state["pad.pending"]
    _start(game)
    _show_names(game)
    st.session_state.pad_note = words("pad.file-read", name=name, n=len(game.hands))


def _drop_import() -> None:
    st.session_state["pad.pending"] = None


def _confirm_import() -> None:
    """Under the uploader: why its file was refused, or whether to replace the game."""
    refused = st.session_state.get("pad.import_error")
    if refused:
        st.error(plain(refused))
    pending = st.session_state.get("pad.pending")
    if not pending:
        return
    name, read = pending
    n = len(_game().hands)
    st.warning(words("pad.replace-ask", n=n, name=plain(name), read=len(read.hands)))
    c1, c2 = st.columns(2)
    c1.button(words("pad.replace-yes"), on_click=_take_import, type="primary", width="stretch")
    c2.button(words("pad.keep-game"), on_click=_drop_import, width="stretch")


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
    return " (" + " ".join(card(Card(c)) for c in cards) + ")" if cards else ""


def _messages(game: Game) -> None:
    """What the page says about the last thing done: in one container, always there, so that
    a message coming or going never moves what follows it (an open expander stays open)."""
    with st.container():
        s = settings()
        if (s.rules, s.players, s.teams) != (game.rules, game.players, game.teams):
            st.info(words("pad.settings-changed"))
            st.button(words("pad.new-with-settings"), on_click=_ask_new, args=("settings",))
            _confirm_new("settings")
        if st.session_state.get("pad_error"):
            st.error(plain(st.session_state.pad_error))
        if st.session_state.get("pad_note"):
            st.success(plain(st.session_state.pop("pad_note")))


def _names(game: Game) -> None:
    with st.expander(words("pad.names"), key="pad.x.names", on_change="rerun"):
        for i in range(game.sides):
            if f"pad.name.{i}" not in st.session_state:
                st.session_state[f"pad.name.{i}"] = one_line(game.names[i]) \
                    if i < len(game.names) else ""
            side = words("pad.side", n=i + 1)
            st.text_input(side, key=f"pad.name.{i}", max_chars=MAX_NAME,
                          on_change=_names_changed, placeholder=side,
                          help=words("pad.name-help", n=MAX_NAME))


def _who_played_alone(game: Game) -> None:
    if game.players != 3:
        return
    st.checkbox(words("pad.pair"),
                key=_restore("pad.pair", False), on_change=_keep, args=("pad.pair",))
    if _pair(game):
        st.selectbox(words("pad.who-alone-ask"), list(range(game.sides)),
                     format_func=game.side_names().__getitem__,
                     key=_restore("pad.lone", 0), on_change=_keep, args=("pad.lone",))


def _side_fields(game: Game, names: list[str]) -> None:
    """Each side's melds, red 3s and the cards left in its players' hands."""
    numbers = _numbers(game)
    for i, col in enumerate(st.columns(_sides(game))):
        with col:
            html(f"<p><b>{plain(names[i])}</b></p>")
            key = _restore(f"pad.melds.{i}", "")
            st.text_area(words("pad.melds"), key=key, height=110, on_change=_keep,
                         args=(key,), placeholder=words("pad.melds-placeholder"))
            key = _restore(f"pad.red.{i}", 0)  # (no bounds in the box: Streamlit's own
            # "outside the allowed range" named no field and was English only; the hand's
            # check names the side and the count, in the learner's language)
            st.number_input(words("pad.red-threes"), step=1, key=key, on_change=_keep,
                            args=(key,))
            for j in range(_members(game, i)):
                key = _restore(f"pad.hand.{i}.{j}", "")
                st.text_input(words("pad.cards-left-of", n=numbers[i][j])
                              if _members(game, i) > 1
                              else words("pad.cards-left"), key=key, on_change=_keep,
                              args=(key,))


def _went_out(game: Game, names: list[str]) -> None:
    c1, c2 = st.columns(2)
    went_key = _restore("pad.went_out", NOBODY)
    if st.session_state[went_key] not in [NOBODY, *range(_sides(game))]:
        _set(went_key, NOBODY)
    nobody = words("pad.nobody-out")  # said now: a format_func may be called later
    c1.selectbox(words("pad.who-out"), [NOBODY, *range(_sides(game))], key=went_key,
                 format_func=lambda v: nobody if v == NOBODY else names[v],
                 on_change=_keep, args=(went_key,))
    c2.checkbox(words("pad.concealed"), key=_restore("pad.concealed", False), on_change=_keep,
                args=("pad.concealed",))


def _picker(game: Game, names: list[str]) -> None:
    with st.expander(words("pad.pick"), key="pad.x.pick", on_change="rerun"):
        st.multiselect(words("pad.pick-cards"), list(range(len(ALL_CARDS))), key="pad.pick",
                       format_func=lambda k: card(ALL_CARDS[k]), select_all=False,
                       placeholder=words("pad.pick-placeholder"))  # (Streamlit's own were
        # English: "Choose options", "Select all")
        targets: dict[str, str] = {f"pad.melds.{i}": words("pad.to-meld", name=names[i])
                                   for i in range(_sides(game))}
        numbers = _numbers(game)  # (as the hand's own box says it: "hand 2" read as a round)
        targets |= {f"pad.hand.{i}.{j}": words("pad.to-hand", name=names[i],
                                                who=words("pad.cards-left-of",
                                                          n=numbers[i][j])
                                                if _members(game, i) > 1
                                                else words("pad.cards-left"))
                    for i in range(_sides(game)) for j in range(_members(game, i))}
        if st.session_state.get("pad.pick_to") not in targets:
            st.session_state.pop("pad.pick_to", None)
        st.selectbox(words("pad.pick-to"), list(targets), key="pad.pick_to",
                     format_func=lambda t: targets[t])
        st.button(words("pad.pick-add"), on_click=_pick)


def _live_error(game: Game, hand: ScoreHandPosition, lone: int | None) -> str | None:
    """What the live score says is wrong with the hand as typed (None: nothing)."""
    try:
        game.score(hand, len(game.hands), lone)
    except EntryError as e:
        return e.words()
    return None


def _live_score(game: Game, names: list[str]) -> None:
    """The hand as typed so far, scored live (or exactly what is wrong with it)."""
    try:
        hand, lone = _entry(game)
        if is_blank(hand):
            return
        scored = game.score(hand, len(game.hands), lone)
    except EntryError as e:
        show_errors(e.sentences())
        return
    rows = "".join(
        f"<tr><td>{plain(names[i])}</td><td>{plain(say(ln.what))}"
        f"{_shown([str(c) for c in ln.cards])}</td><td>{words('pad.points', n=ln.points)}</td>"
        f"<td class='ct-rule'>{plain(title(ln.rule))}</td></tr>"
        for i, side in enumerate(scored.lines) for ln in side)
    totals = " · ".join(words("pad.side-total", name=plain(names[i]), n=v) for i, v in
                        enumerate(scored.answer["scores"]))
    st.markdown(words("pad.hand-scores", totals=totals))
    head = "".join(f"<th>{words(f'pad.col.{col}')}</th>"
                   for col in ("side", "what", "points", "rule"))
    html(f"<table class='ct-totals'><tr>{head}</tr>{rows}</table>")
    for warning in game.warnings(hand, lone):
        st.warning(plain(warning))


def _entry_form(game: Game) -> None:
    """The hand being typed: the next hand, or an earlier one being corrected."""
    editing = _editing(game)
    st.subheader(words("pad.hand-heading", n=len(game.hands) + 1) if editing is None
                 else words("pad.correcting", n=editing + 1))
    if editing is not None:
        st.info(words("pad.correct-info", n=editing + 1), icon=":material/edit:")
    _who_played_alone(game)
    names = game.hand_names(_lone(game))
    st.caption(words("pad.how-to-type"))
    _side_fields(game, names)
    _went_out(game, names)
    _picker(game, names)
    _live_score(game, names)
    if editing is None:
        st.button(words("pad.add"), on_click=_add_hand, type="primary")
        return
    c1, c2 = st.columns(2)
    c1.button(words("pad.save-edit", n=editing + 1), on_click=_save_edit, type="primary",
              width="stretch")
    c2.button(words("pad.cancel-edit"), on_click=_end_edit, width="stretch")


def _game_so_far(game: Game) -> None:
    """Every hand with the running totals, who wins or what each side needs next."""
    st.subheader(words("pad.so-far"))
    all_names = game.side_names()
    results = game.results()
    lines = []
    for n, (scores, running) in enumerate(zip(results, game.running(results), strict=True)):
        cells = "".join(f"<td>{words('pad.points', n=x)}</td><td><b>{words('number', n=r)}</b>"
                        "</td>" for x, r in zip(scores, running, strict=True))
        alone = game.lone_of(n)
        label = words("pad.row-hand", n=n + 1) if alone is None else \
            words("pad.row-alone", n=n + 1, name=plain(all_names[alone]))
        lines.append(f"<tr><td>{label}</td>{cells}</tr>")
    total = words("pad.col.total")
    head = "".join(f'<th class="ct-name">{plain(nm)}</th><th>{total}</th>' for nm in all_names)
    html(f"<table class='ct-totals'><tr><th></th>{head}</tr>{''.join(lines)}</table>")
    _outcome(game, results, all_names)
    hands = [words("pad.row-hand", n=n + 1) for n in range(len(game.hands))]
    st.selectbox(words("pad.correct-pick"), list(range(len(game.hands))), index=None,
                 key="pad.edit_pick", on_change=_edit, format_func=hands.__getitem__,
                 placeholder=words("pad.correct-placeholder"))
    if _editing(game) is None:
        _confirm_undo(game)


def _outcome(game: Game, results: list[list[int]], all_names: list[str]) -> None:
    state = game.state(results)
    if state.over:
        if state.winner is not None:
            st.success(words("pad.winner", name=plain(all_names[state.winner]),
                             n=state.totals[state.winner]))
        else:
            st.success(words("pad.draw"))
        st.info(words("pad.over-info"))
        st.button(words("pad.start-new"), on_click=_ask_new, args=("over",), type="primary")
        _confirm_new("over")
    else:
        nxt = " · ".join(words("pad.needs", name=plain(all_names[i]), n=m)
                         for i, m in enumerate(state.minimums) if m is not None)
        st.markdown(words("pad.first-meld-next", needs=nxt))
    draw_why(state.why, sides=all_names)


def _files(game: Game) -> None:
    st.subheader(words("pad.files"))
    c1, c2, c3 = st.columns(3)
    # The files are made now, not on the click (a deferred file is gone after a rerun
    # between the page and the click: "Deferred file … not found"); a click downloads
    # without a rerun.
    c1.download_button(words("pad.export-json"), game.to_json(), "canasta-game.json",
                       "application/json", key="pad.export_json", on_click="ignore")
    c2.download_button(words("pad.export-csv"), game.to_csv(), "canasta-game.csv",
                       "text/csv", key="pad.export_csv", on_click="ignore")
    c3.button(words("pad.new-game"), on_click=_ask_new, args=("bottom",))
    _confirm_new("bottom")
    st.file_uploader(words("pad.import", size=size_why(MAX_FILE)),
                     type=["json", "csv"], key="pad.import", on_change=_import)
    _confirm_import()
    if not store().saving:
        st.caption(words("pad.session-only"))


game = _game()
table = get_rules(game.rules).table(game.players, game.teams)
st.caption(words("pad.about-teams" if game.teams else "pad.about",
                 rules=rules_name(game.rules, long=True), players=game.players,
                 teams=game.teams or "", target=table.target))
_messages(game)
_names(game)
_entry_form(game)
if game.hands:
    _game_so_far(game)
_files(game)
