"""Play: a whole game against computer players at the table in Settings."""

from __future__ import annotations

import logging
import random
from concurrent.futures import Future
from dataclasses import replace

import streamlit as st

from tutor.app.coaching import submit
from tutor.app.hand import preload
from tutor.app.playview import (
    COACH_BUTTONS,
    coach_note,
    do,
    follow_pause,
    forget_notes,
    refused,
    save_position,
    show_hand,
    show_log,
    show_refusal,
    show_score,
    show_table,
    show_waiting,
)
from tutor.app.ui import PAGES, html, keep_settings, opened, profile, set_keyed, settings, store
from tutor.bots.coach import LEVELS, Judged, speaks
from tutor.engine import Why
from tutor.explain import rules_name, say, words
from tutor.render.cards import prefetch_html
from tutor.render.table import captions
from tutor.table.play import Session, coach_points_to, position_puzzle, position_puzzle_of
from tutor.text import plain
from tutor.views.viewmodel import Settings, record_slips

LOG = logging.getLogger(__name__)
STRENGTHS = ("beginner", "club", "strong")


def _session() -> Session | None:
    got = st.session_state.get("play")
    if isinstance(got, Session):
        return _latest(got)
    if got is None and "play.loaded" not in st.session_state:
        st.session_state["play.loaded"] = True  # once a session: the game kept in the store
        saved = store().load_play(profile())
        if saved:
            try:
                got = st.session_state.play = Session.from_json(saved)
            except Exception:  # whatever replaying it raises, the page stays usable
                LOG.exception("a saved game of %s could not be replayed", profile())
                store().save_play(profile(), None)  # it cannot be replayed: start afresh
                st.session_state["play.load_error"] = True
                got = None
    return got if isinstance(got, Session) else None


def _latest(game: Session) -> Session:
    """The game as the store keeps it: another tab or window may have moved it on (or
    dealt a new one). Then this tab shows the latest and says so; nothing is lost."""
    saved = store().load_play(profile())
    if saved is None or saved == game.to_json():
        return game
    try:
        newer = Session.from_json(saved)
    except Exception:  # a game this version cannot replay: this tab keeps its own
        LOG.exception("a saved game of %s could not be replayed", profile())
        return game
    newer.notes = []  # (the coach's word on a move is said in the tab it was made in)
    st.session_state.play = newer
    set_keyed("play.pick", [])
    st.session_state.pop("play.why", None)
    st.session_state["play.moved_on"] = st.session_state["play.moved_toast"] = True
    return newer


def _keep(before: str | None = None) -> None:
    """Keep the game in the store; after a move, only over the game as it was before the
    move (``before``): if another tab changed it meanwhile, the latest is shown instead."""
    game = st.session_state.get("play")
    if not isinstance(game, Session):
        return
    if before is None:
        store().save_play(profile(), game.to_json())
    elif not store().swap_play(profile(), before, game.to_json()):
        _latest(game)  # changed meanwhile: the latest is shown, and the page says so


def _new_game() -> None:
    s = settings()
    st.session_state.play = Session(s.rules, s.players, s.teams if s.players == 6 else None,
                                    st.session_state.get("play.bot", "club"),
                                    random.randrange(1 << 30))
    st.session_state.pop("play.why", None)
    st.session_state.pop("play.counted", None)
    st.session_state.pop("play.load_error", None)
    st.session_state.pop("play.confirm_new", None)
    st.session_state.pop("play.moved_on", None)
    forget_notes(game_left=True)
    set_keyed("play.pick", [])
    _keep()


def _ask_new(ask: bool) -> None:
    st.session_state["play.confirm_new"] = ask


def _do(key: str, kind: str) -> None:
    shown: object = st.session_state.get("play")
    game = _session()
    if game is None:
        return
    if game is not shown:  # the game moved on in another tab: the click is not played
        return
    before = game.to_json()
    game.decision = None
    do(key, kind)
    why = refused(key)
    # A refused move and each coach note count against their rule in the learner's mastery,
    # and the position they are about comes back in the review queue.
    record_slips(store(), profile(), [why] if why is not None else game.notes, game.noted)
    if why is None:
        st.session_state.pop("play.moved_on", None)
        _keep(before)
        _judge(game, kind in TURN_STARTS)


def _coach_on() -> bool:
    """Whether the coach is on: the toggle under the table says so (on until switched off;
    a move's rerun does not draw it, and reads it here)."""
    return bool(st.session_state.get("play.coach", True))


def _level() -> str:
    """What the coach speaks about: as chosen on this page, else as the learner keeps it."""
    level: str = st.session_state.get("play.level") or settings().coach
    return level


def _keep_level() -> None:
    """The coach's level, kept with the learner's settings: a reload or another tab keeps it."""
    level = st.session_state.get("play.level") or "off"
    keep_settings(lambda s: replace(s, coach=level))


#: The moves that begin the learner's turn: the coach's notes on the turn before go then.
TURN_STARTS = ("draw", "take")


def _judge(game: Session, starts_turn: bool) -> None:
    """The learner's move with a choice in it goes to the coach, to be judged beside the
    page. The notes on a turn stay until the learner's next turn begins (the note on a
    draw comes while the discard is chosen: gone with the discard, it went unread); a
    judgement still being made is kept, and speaks when it is ready."""
    if starts_turn:
        st.session_state.pop("play.judged", None)
    st.session_state.pop("play.judged.last", None)
    pending = [(future, noted, False) for future, noted, _ in _pending()]
    st.session_state["play.judging"] = pending
    if game.decision is None or not _coach_on() or _level() == "off":
        return
    decision, game.decision = game.decision, None
    future = submit(decision.before, decision.action, game.number(),
                    key=game.decision_key(decision))
    pending.append((future, position_puzzle_of(decision.before, game), True))
    # (the rules the move's quick notes counted against already: its judgement does not
    # count them twice; a walk read one blunder as two misses on Progress)
    st.session_state.setdefault("play.quick", {})[id(future)] = {n.rule for n in game.notes}


#: A judgement asked for: its future, the position it is about, whether of the last move.
Pending = tuple[Future[Judged], dict[str, object] | None, bool]


def _pending() -> list[Pending]:
    """The judgements asked for whose notes have not been shown yet, oldest first."""
    return list(st.session_state.get("play.judging") or [])


def _coach(game: Session) -> None:
    """The coach's notes on the learner's turn (and any on a move before it whose judgement
    came late), and the quick ones on the last move, with a line while the coach is
    looking. A judgement weighs the move against every other, so one that speaks takes the
    quick notes' place (a quick "you could have gone out" beside a judged "better: meld Q♥
    Q♦ 2♥" told the learner two things). One that finds no cost it is sure of leaves them:
    they say what the position shows (a walk's 4♠ handed West a pile of 13 cards; the
    quick note said so, and went the moment the playouts found no clear cost)."""
    earlier = game.st.phase == "draw" and game.st.current == 0  # (your turn, not begun)
    if _judging():
        _awaiting(game.notes, earlier)
    else:
        _notes(game.notes, earlier)


def _judging() -> bool:
    """Is the coach still judging one of the learner's moves?"""
    return any(not future.done() for future, _, _ in _pending())


def _notes(quick: list[Why], earlier: bool = False) -> None:
    """The judgements' notes that speak (none: the moves were fine at the learner's level),
    and the quick notes unless the last move's judgement spoke; ``earlier``: said to be
    about the turn before (at the start of the next, a walk read "Better: take the pile
    (5 cards)…" as advice on the pile then on the table)."""
    judged, spoke = _judgement()
    if earlier and (judged or (quick and not spoke)):
        st.caption(words("play.coach-last-turn"))
    for note in judged:
        coach_note(note, ":material/psychology:")
    if not spoke:
        for note in quick:
            coach_note(note)


def _judgement() -> tuple[list[Why], bool]:
    """The notes of the judgements ready since the last move that speak at the learner's
    level, and whether the last move's judgement spoke (one that failed did not)."""
    still = []
    for future, noted, last in _pending():
        if not future.done():
            still.append((future, noted, last))
            continue
        note = _spoken(future, noted, st.session_state.get("play.quick", {}).pop(id(future),
                                                                               set()))
        judged = st.session_state.setdefault("play.judged", [])
        if note is not None:
            judged.append(note)
        if last:
            st.session_state["play.judged.last"] = (note is not None
                                                    and note.code != "coach.failed")
    st.session_state["play.judging"] = still
    return (list(st.session_state.get("play.judged") or []),
            bool(st.session_state.get("play.judged.last")))


def _spoken(future: Future[Judged], noted: dict[str, object] | None,
            counted: set[str]) -> Why | None:
    """A judgement's note if it speaks at the learner's level (counted against its rule,
    unless a quick note on the same move has already counted against it)."""
    try:
        judged = future.result()
    except Exception:  # never a traceback for a note, and never a silence that reads as
        LOG.exception("the coach could not judge a move of %s", profile())  # a good move
        return Why.plain("coach.failed")
    if judged.note is None or not speaks(judged, _level()):
        return None
    if judged.note.rule not in counted:
        record_slips(store(), profile(), [judged.note], noted)
    return judged.note


@st.fragment(run_every=0.5)
def _awaiting(quick: list[Why], earlier: bool) -> None:
    """While the coach judges: the notes ready so far, the quick notes unless the last
    move's judgement spoke, and a line that says it is looking, looked at again every half
    second (only this bit of the page runs again: a click is never held up, and focus
    stays where it is). It stops at the page's next run."""
    _notes(quick, earlier)
    if _judging():
        st.caption(words("play.coach-thinking"))


def _next_hand() -> None:
    game = _session()
    if game is not None:
        game.next_hand()
        set_keyed("play.pick", [])
        st.session_state.pop("play.why", None)
        st.session_state.pop("play.moved_on", None)  # (a move played here)
        forget_notes()
        _keep()


st.title(words("play.title"))


@st.fragment
def table_view() -> None:
    """The table, your hand and the moves. A fragment: a move reruns only this part of
    the page, not the app around it. A game the page cannot draw never locks the page: it
    says so and offers a new game."""
    game = _session()
    if game is None:
        _intro()
        return
    box = st.empty()
    try:
        with box.container():
            _game_view(game)
    except Exception:
        LOG.exception("the Play page could not draw the game of %s", profile())
        box.empty()
        st.error(words("play.broken"))
        st.button(words("play.new-game"), type="primary", on_click=_new_game, key="play.new_broken")


def _intro() -> None:
    s = settings()
    if st.session_state.get("play.load_error"):
        st.warning(words("play.not-resumed"))
    st.write(words("play.intro", rules=s.label))
    st.radio(words("play.bots"), STRENGTHS, format_func=lambda b: words(f"play.bot.{b}"),
             key="play.bot", index=1, horizontal=True)
    st.button(words("play.deal"), type="primary", on_click=_new_game)
    st.page_link(PAGES["first_hand"], label=words("play.first-hand"), icon=":material/tour:")
    preload()
    html(prefetch_html())  # (the cards' pictures, before the deal: not seen)


def _game_view(game: Session) -> None:
    table = game.game.table
    about = words("play.about", rules=rules_name(game.game.rules.name, long=True),
                  players=table.players, hand=game.hand_no, target=table.target,
                  bot=words(f"play.bot.{game.bot}"))
    _settings_changed(game)
    over = game.st.is_terminal()
    show_table(game, lead=[about, game.partners() or ""],
               then="" if over else words("play.your-hand"))
    if over:
        _moved_on()
        _hand_over(game)
    else:
        _your_turn(game)


def _moved_on() -> None:
    """Said until a move is played here (a tap after it keeps it in view), where the eye is:
    above your hand, by the card or button just tapped (at the top of the page, a phone
    showed it a screen's height above the tap, and the tap seemed ignored), and at once in a
    toast, on the screen wherever the page is scrolled (for Streamlit's 4 seconds: a
    walk's "long" one still covered the top of the page when the hand ended)."""
    if st.session_state.pop("play.moved_toast", None):
        st.toast(words("play.moved-on.toast"), icon=":material/sync:")
    if st.session_state.get("play.moved_on"):
        st.info(words("play.moved-on"), icon=":material/sync:")


def _settings_changed(game: Session) -> None:
    """Settings changed since this game was dealt: it keeps its own rules until the
    learner asks for a new game under the new ones."""
    s = settings()
    mine = Settings(game.rules, game.players, game.teams)
    if (s.rules, s.players, s.teams if s.players == 6 else None) == (
            mine.rules, mine.players, mine.teams):
        return
    st.info(words("play.other-rules", mine=mine.label, now=s.label), icon=":material/info:")
    if not st.session_state.get("play.confirm_new"):
        st.button(words("play.start-under", rules=s.label), on_click=_ask_new, args=(True,))
        return
    st.warning(words("play.confirm-new", rules=s.label, hand=game.hand_no))
    c1, c2 = st.columns(2)
    c1.button(words("play.yes-new"), type="primary", on_click=_new_game, width="stretch")
    c2.button(words("play.no-keep"), on_click=_ask_new, args=(False,), width="stretch")


def _hand_over(game: Session) -> None:
    if _coach_on():
        _coach(game)
    show_score(game)
    over, winner = game.over()
    if over:
        who = words("play.drawn-game") if winner is None else say(game.total_why(winner))
        st.success(words("play.over", who=plain(who)))
        if not st.session_state.get("play.counted"):
            st.session_state["play.counted"] = True
            store().finish_play(profile(), winner == game.game.seats()[0], game.totals)
        st.button(words("play.new-game"), type="primary", on_click=_new_game)
    else:
        st.button(words("play.next-hand"), type="primary", on_click=_next_hand)
    st.page_link(PAGES["review"], label=words("play.review-hand"), icon=":material/history:",
                 query_params={"hand": str(game.hand_no), "move": "1"})
    show_log(game)
    _save_game(game)


def _your_turn(game: Session) -> None:
    coach = _coach_on()
    _moved_on()
    follow_pause(game, "play")
    if not show_refusal("play") and coach:
        _coach(game)
    if show_waiting(game, "play"):
        show_log(game)
        return
    points = coach_points_to(game.st) if coach else None
    show_hand(game, "play", _do, press=COACH_BUTTONS[points] if points else None)
    show_log(game)
    moves = opened(words("play.what-can-i-do"), "play.x.moves")
    if moves is not None:
        moves.html(captions([game.option_words(a) for a in game.st.legal_actions()[:30]]))
    _save_position(game)
    _save_game(game)


def _save_game(game: Session) -> None:
    """The game so far as a record: every hand's deal and moves, for `canasta-tutor
    replay` (docs/record-format.md)."""
    box = opened(words("play.save-game"), "play.x.record")
    if box is not None:
        with box:
            st.caption(words("play.save-game-about"))
            st.download_button(words("play.download-game"), game.record(),
                               "canasta-game.json", "application/json", key="play.record",
                               on_click="ignore")


def _save_position(game: Session) -> None:
    puzzle = position_puzzle(game)
    if puzzle is None:  # (a control that goes away says why: a walk's went with a meld)
        st.caption(words("play.save-when"))
        return
    save = opened(words("play.save"), "play.x.save")
    if save is not None:
        with save:
            save_position(puzzle, "play")


def coach_controls() -> None:
    """The coach and the pause, under the table (outside it: a move never draws them
    again, and a change to them redraws the whole page). There before a game is dealt,
    too: the learner may choose them first."""
    c1, c2 = st.columns(2)
    coach = c1.toggle(words("play.coach"), value=True, key="play.coach",
                      help=words("play.coach-help"))
    if coach:
        st.session_state.setdefault("play.level", settings().coach)
        c1.radio(words("play.coach-level"), ("off", *LEVELS), key="play.level",
                 format_func=lambda lv: words(f"play.level.{lv}"), on_change=_keep_level)
    c2.toggle(words("play.pause"), key="play.pause", help=words("play.pause-help"))


table_view()
coach_controls()
