"""Review: a game looked back on, move by move, the coach's mark on each of your decisions,
and play going on from any position (tutor.table.review does the work)."""

from __future__ import annotations

import json
import logging
import random
from concurrent.futures import Future

import streamlit as st

from tutor.app.coaching import Futures, judgements, waiting
from tutor.app.playview import coach_note, forget_notes, save_position, show_score, show_table
from tutor.app.ui import PAGES, html, kept_for, keyed, opened, profile, set_keyed, store
from tutor.bots.coach import MARKS, Judged, deciding_rule
from tutor.engine import Why
from tutor.explain import say, words
from tutor.puzzles.positions import state_puzzle
from tutor.render.cards import cards_html
from tutor.table.play import Session, coach_notes, seat_why
from tutor.table.record import RecordError
from tutor.table.review import Review, flagged, next_flag
from tutor.text import plain
from tutor.views.viewmodel import position_id

LOG = logging.getLogger(__name__)
MOST_BYTES = 1 << 20


# --- which game --------------------------------------------------------------------------


def _play_record() -> str | None:
    """Play's game, as the store keeps it (another tab may have moved it on), else as this
    session holds it."""
    game = st.session_state.get("play")
    saved = store().load_play(profile()) or (
        game.to_json() if isinstance(game, Session) else None)
    if saved is None:
        return None
    try:
        return kept_for("review.play", saved, lambda: _record_of(game, saved))
    except Exception:  # a game this version cannot replay: nothing to review
        LOG.exception("a saved game of %s could not be replayed", profile())
        return None


def _record_of(game: object, saved: str) -> str:
    """The record of the game saved as ``saved`` (this session's game, if it is that one)."""
    if not (isinstance(game, Session) and game.to_json() == saved):
        game = Session.from_json(saved)
    return game.record()


def _review() -> Review | None:
    """The game under review: an opened file, else Play's game."""
    text = st.session_state.get("review.file") or _play_record()
    if text is None:
        return None
    kept = st.session_state.get("review.obj")
    if kept is not None and kept[0] == text:
        return kept[1]  # type: ignore[no-any-return]
    try:
        review = Review(text)
    except RecordError:
        LOG.exception("a game of %s could not be reviewed", profile())
        return None
    st.session_state["review.obj"] = (text, review)
    return review


def _where(e: RecordError) -> str:
    """Where in a record its fault is, in words: 'hand 2, move 14'."""
    if e.hand is None:
        return words("review.where-file")
    if e.move is None:
        return words("review.where-hand", hand=e.hand + 1)
    return words("review.where-move", hand=e.hand + 1, move=e.move + 1)


#: What is wrong with a record, said for a learner (the CLI says it for a programmer).
_FAULTS = {"record.not-json": "review.not-json", "record.unreadable-move": "review.unreadable",
           "record.hand-over": "review.out-of-order", "record.wrong-seat": "review.out-of-order",
           "record.unfinished": "review.unfinished",
           "record.after-the-end": "review.after-the-end"}


def _fault(e: RecordError, data: bytes) -> Why:
    """A record's fault as the review says it: never a parser's or a validator's words."""
    if e.why.code in _FAULTS:
        return Why.plain(_FAULTS[e.why.code])
    if e.why.code == "record.illegal":
        reason = e.why.fact("reason")
        return Why.plain("review.illegal", reason=reason) if isinstance(reason, Why) else e.why
    if e.why.code in ("record.bad-field", "record.not-a-record"):
        if b'"kind"' in data and b'"position"' in data:
            return Why.plain("review.a-puzzle")
        return Why.plain("review.not-a-game", field=e.where)
    return e.why  # the rules named cannot be had: the engine's own reason, in words


def _opened(key: str) -> None:
    """A record file chosen: kept for this visit when it replays, else the reason."""
    up = st.session_state.get(key)
    st.session_state.pop("review.error", None)
    if up is None:
        return
    data = up.getvalue()
    where, reason = words("review.where-file"), None
    try:
        if len(data) > MOST_BYTES:
            reason = Why.plain("review.too-big", n=len(data))
        else:
            text = data.decode("utf-8")
            Review(text)
    except UnicodeDecodeError:
        reason = Why.plain("review.not-text")
    except RecordError as e:
        where, reason = _where(e), _fault(e, data)
    if reason is not None:
        st.session_state["review.error"] = words("review.bad-file", name=up.name, where=where,
                                                 reason=say(reason))
        return
    st.session_state["review.file"], st.session_state["review.name"] = text, up.name
    st.toast(words("review.opened", name=up.name), icon=":material/history:")
    _go(0, 1)


def _back_to_play() -> None:
    st.session_state.pop("review.file", None)
    st.session_state.pop("review.error", None)
    st.session_state["review.uploads"] = st.session_state.get("review.uploads", 0) + 1
    _go(0, 1)  # (the uploader, under a new key, shows no file)


# --- where in the game -------------------------------------------------------------------


# The hand and the move are widgets the page sets too (Back, Next, a jump): under keys of
# their own each time (ui.keyed), so that the coach's timer cannot undo a click.


def _go(hand: int, move: int) -> None:
    set_keyed("review.hand", hand)
    set_keyed("review.move", move)


def _step(by: int, last: int) -> None:
    at = int(st.session_state.get(keyed("review.move"), 1)) + by
    set_keyed("review.move", min(max(at, 1), last))


def _jump(review: Review, hand: int, at: int, step: int) -> None:
    """To the next marked move before (``step`` -1) or after (1) the move ``at`` (its
    index), by the marks in at the press (the coach may have found more since the buttons
    were drawn); none marked there yet: said so."""
    futures, marks = judgements(review, hand, at)
    to = next_flag(flagged(marks), at, step)
    if to is not None:
        set_keyed("review.move", to + 1)
    else:
        st.session_state["review.none"] = "review.none-yet" if waiting(futures) else (
            "review.none-that-way")


def _from_address(review: Review) -> None:
    """On the way into the page (a first look, a link from Play's end of a hand, the
    menu): where the address says (?hand=2&move=14), else the start of the last hand.
    Runs of the page itself keep their own place (the address follows it)."""
    if keyed("review.hand") in st.session_state and not st.session_state.get("page.entered",
                                                                              True):
        return
    try:
        hand = int(st.query_params.get("hand", len(review.moves))) - 1
        move = int(st.query_params.get("move", 1))
    except ValueError:
        hand, move = len(review.moves) - 1, 1
    hand = min(max(hand, 0), len(review.moves) - 1)
    _go(hand, min(max(move, 1), len(review.moves[hand]) + 1))


def _hand_label(review: Review, h: int) -> str:
    if h < len(review.replayed.hands):  # the learner's side is the game's first
        return words("review.hand-done", n=h + 1, total=review.replayed.hands[h].totals[0])
    return words("review.hand-playing", n=h + 1)


def _steps(review: Review, hand: int, at: int, marks: dict[int, str], looking: bool) -> None:
    """The buttons that step through the hand (``at``: the move shown, from 1), right under
    the move, where a thumb finds them at the same place move after move. While the coach
    is ``looking``, the mistake buttons stay on (a press with none marked yet says so): a
    button that woke up as a mark came in ran the whole page again mid-look, and a Back
    tapped then was lost (CI)."""
    last = len(review.moves[hand]) + 1
    flags = flagged(marks)
    row = st.container(horizontal=True)
    row.button(words("review.back"), on_click=_step, args=(-1, last), disabled=at == 1,
               icon=":material/chevron_left:", key="review.b.back")
    row.button(words("review.next"), on_click=_step, args=(1, last), disabled=at == last,
               icon=":material/chevron_right:", key="review.b.next", type="primary")
    before, after = next_flag(flags, at - 1, -1), next_flag(flags, at - 1, 1)
    row.button(words("review.previous-flag"), on_click=_jump, args=(review, hand, at - 1, -1),
               disabled=before is None and not looking, icon=":material/flag:",
               key="review.b.flag-")
    row.button(words("review.next-flag"), on_click=_jump, args=(review, hand, at - 1, 1),
               disabled=after is None and not looking, icon=":material/flag:",
               key="review.b.flag+")
    said = st.session_state.pop("review.none", None)
    if said:
        st.caption(words(said))


def _goto(review: Review, hand: int, at: int) -> None:
    """The hand and the move to jump to, below the table (``at``: the move shown, from 1;
    one past the last: the end of the hand); the address follows."""
    st.selectbox(words("review.hand"), range(len(review.moves)), key=keyed("review.hand"),
                 format_func=lambda h: str(h + 1),  # the same in every language
                 on_change=lambda: set_keyed("review.move", 1))
    st.caption(_hand_label(review, hand))
    last = len(review.moves[hand]) + 1
    st.session_state[keyed("review.move")] = at
    if last > 1:  # (a hand with no move yet has nothing to slide along; one past its last
        st.select_slider(words("review.move"), range(1, last + 1),  # move is its end)
                         key=keyed("review.move"),
                         format_func=lambda n: str(n) if n < last else words("review.end"))
    st.query_params.update({"hand": str(hand + 1), "move": str(at)})


def _summary(futures: Futures, marks: dict[int, str]) -> None:
    done = sum(1 for f in futures.values() if f is not None and f.done())
    if done < len(futures):
        st.caption(words("review.looking", done=done, all=len(futures)))
        return
    counts = [(name, sum(1 for m in marks.values() if m == name)) for name, _ in MARKS]
    said = [words(f"review.marks.{name}", n=n) for name, n in reversed(counts) if n]
    if not said:
        st.caption(words("review.all-good", all=len(futures)) if futures
                   else words("review.no-flags"))
    else:
        marked = sum(n for _, n in counts)
        st.caption(words("review.flags", n=marked, all=len(futures), marks=", ".join(said),
                         good=len(futures) - marked))


def _verdict(future: Future[Judged] | None, quick: list[Why], taken: Why | None) -> None:
    """The coach's word on one of your decisions, with the quick notes on it as Play said
    them: beside a judgement that found no clear cost, or none yet (a walk read a warning
    in Play and "a good move" here, and nothing of the warning)."""
    if future is None:
        return
    if not future.done() or future.exception() is not None:
        st.caption(words("review.looking-here" if not future.done() else "review.not-judged"))
    elif (judged := future.result()).note is None and quick:  # (a walk read "a good move"
        st.caption(words("review.no-clear-cost"))  # right above Play's warning on it)
    elif judged.note is None:
        st.success(words("review.good"), icon=":material/check_circle:")
        if taken is not None:  # (a walk read "a good move" on a discard taken at once)
            st.caption(words("review.taken-after", who=taken))
    else:
        rule = deciding_rule(judged.note)
        text = (words("review.judged", rule=rule, reason=plain(say(judged.note))) if rule
                else words("review.judged-plain", reason=plain(say(judged.note))))
        (st.error if judged.mark == "blunder" else st.warning)(text, icon=":material/psychology:")
        return  # (a judgement that speaks takes the quick notes' place)
    for note in quick:
        coach_note(note)


def _said(review: Review, where: tuple[int, int], futures: Futures, marks: dict[int, str],
          quick: list[Why]) -> None:
    """The coach's word on the move on screen and how its look at the hand goes."""
    taker = review.taken_after(*where)
    _verdict(futures.get(where[1]), quick,
             None if taker is None else seat_why(review.model.players, taker))
    _summary(futures, marks)


@st.fragment(run_every=1.0)
def _looking(review: Review, where: tuple[int, int], quick: list[Why]) -> None:
    """While the coach looks at the hand's decisions: its word, looked at again every
    second, and only its word (no button of the page runs with the timer: a CI run lost a
    Next tapped while the whole review ran again each second). Nothing else runs again
    from it, not even with every mark in (the whole page run then lost a Back tapped at
    that moment, on two fresh clones): the mistake buttons look for marks when pressed,
    and the learner's next step draws the page without the timer."""
    futures, marks = judgements(review, *where)
    _said(review, where, futures, marks, quick)


def _coach(review: Review, where: tuple[int, int], futures: Futures, marks: dict[int, str],
           quick: list[Why]) -> None:
    (_looking(review, where, quick) if waiting(futures)
     else _said(review, where, futures, marks, quick))


def _position(review: Review, hand: int, index: int, futures: Futures,
              marks: dict[int, str]) -> None:
    """The buttons to step on, the move and the coach's word on it if it was yours first
    (on a phone, the first screen: a walk found the word below it), then how the coach's
    look at the hand goes, your hand, the table before the move, and where to jump."""
    game = review.session(hand, index)
    moves = review.moves[hand]
    if index < len(moves):
        move = moves[index]
        st.subheader(words("review.at", n=index + 1, total=len(moves)))
        # (the buttons above the move: below a move said on two lines, they moved from
        # under the finger of a learner tapping Back five times)
        _steps(review, hand, index + 1, marks, waiting(futures))
        st.markdown(plain(words("review.then", line=game.say(move.seat, move.action))))
        _coach(review, (hand, index), futures, marks,
               coach_notes(game.st, move.action) if move.seat == 0 else [])
        if move.seat == 0:
            html(f'<p class="ct-caption">{plain(words("review.your-hand"))}</p>'
                 + cards_html(game.hand(), words("review.your-hand")))
        show_table(game, "review")
    else:
        end = game.st.is_terminal()
        st.subheader(words("review.at-end", n=len(moves)) if end else
                     words("review.at-now", n=len(moves)) if moves else words("review.at-deal"))
        _steps(review, hand, index + 1, marks, waiting(futures))
        _coach(review, (hand, index), futures, marks, [])
        show_table(game, "review")
        if end:
            show_score(game)
    _goto(review, hand, index + 1)
    _actions(review, hand, index, game)


def _actions(review: Review, hand: int, index: int, game: Session) -> None:
    if st.session_state.get("review.go"):  # played on: the whole page runs again, and
        st.rerun(scope="app")  # goes to Play from there (not from inside this fragment)
    st.button(words("review.play-on"), help=words("review.play-on-help"),
              on_click=_play_on, args=(hand, index), icon=":material/play_arrow:",
              key="review.b.play-on")
    _confirm(review)
    box = opened(words("review.save"), "review.x.save")
    if box is not None:
        with box:
            _save(review, hand, index, game)


def _save(review: Review, hand: int, index: int, game: Session) -> None:
    """The position as a puzzle of the kind that fits it, and as a strategy puzzle (what
    would a strong player do here?) to try on Practise or download."""
    puzzle = state_puzzle(game.st, f"review-{review.model.hands[hand].seed}-{index}")
    if puzzle is not None:
        save_position(puzzle, "review")
    strategy = review.strategy_puzzle(hand, index)
    if strategy is not None:
        st.markdown(words("review.strategy-about"))
        st.page_link(PAGES["practice"], label=words("review.strategy-try"),
                     query_params={"puzzle": position_id(strategy)}, icon=":material/psychology:")
        st.download_button(words("review.strategy-download"),
                           json.dumps(strategy, indent=1, ensure_ascii=False),
                           "canasta-strategy.json", "application/json",
                           key="review.download-strategy", on_click="ignore")
    if puzzle is None and strategy is None:
        st.caption(words("review.no-puzzle"))


# --- play on ----------------------------------------------------------------------------


def _play_on(hand: int, index: int, sure: bool = False) -> None:
    """A new game in Play from the position; a game in Play not yet over is replaced only
    once the learner says so."""
    saved = store().load_play(profile())
    if saved is not None and not sure:
        try:
            current = Session.from_json(saved)
        except Exception:
            current = None
        if current is not None and not current.over()[0]:
            st.session_state["review.confirm"] = (hand, index, current.hand_no)
            return
    review = st.session_state["review.obj"][1]
    bot = str(st.session_state.get("play.bot", "club"))
    game = review.session(hand, index, bot, random.randrange(1 << 30), play_on=True)
    store().save_play(profile(), game.to_json())
    st.session_state.play = game
    for key in ("review.confirm", "play.why", "play.counted"):
        st.session_state.pop(key, None)
    forget_notes()
    set_keyed("play.pick", [])
    st.session_state["review.go"] = True


def _confirm(review: Review) -> None:
    asked = st.session_state.get("review.confirm")
    if asked is None:
        return
    hand, index, playing = asked
    st.warning(words("review.replace", hand=playing))
    row = st.container(horizontal=True)
    row.button(words("review.yes-play-on"), type="primary", on_click=_play_on,
               args=(hand, index, True), key="review.b.yes")
    row.button(words("review.no-keep"), key="review.b.no",
               on_click=lambda: st.session_state.pop("review.confirm", None))


# --- the page ---------------------------------------------------------------------------


def _where_now(review: Review) -> tuple[int, int]:
    """The hand and the move (its index; the hand's length: its end) on screen."""
    hand = min(int(st.session_state.get(keyed("review.hand"), 0)), len(review.moves) - 1)
    at = min(int(st.session_state.get(keyed("review.move"), 1)), len(review.moves[hand]) + 1)
    return hand, at - 1


@st.fragment
def _body() -> None:
    """The review as it stands (a step along it runs only this part of the page)."""
    review = _review()
    if review is not None:
        hand, at = _where_now(review)
        _position(review, hand, at, *judgements(review, hand, at))


def _source(review: Review | None) -> None:
    """Whose game this is (and the way back to Play's), or how to get one to review."""
    if review is None:
        st.info(words("review.none"))
        st.page_link(PAGES["play"], label=words("review.play-link"),
                     icon=":material/playing_cards:")
    elif st.session_state.get("review.file"):
        st.caption(words("review.of-file", name=st.session_state.get("review.name", "")))
        st.button(words("review.back-to-play"), on_click=_back_to_play)
    else:
        st.caption(words("review.of-play"))


def _open_file() -> None:
    """Another game to review, from its record: the reason if it cannot be opened."""
    error = st.session_state.get("review.error")
    if error:
        st.error(plain(error))
    key = f"review.upload.{st.session_state.get('review.uploads', 0)}"
    st.file_uploader(words("review.open"), type=["json"], key=key, on_change=_opened,
                     args=(key,))


if st.session_state.pop("review.go", False):  # a game played on from here: Play shows it
    st.switch_page(PAGES["play"])
st.title(words("review.title"))
st.caption(words("review.intro"))
review_now = _review()
_source(review_now)
if review_now is not None:
    _from_address(review_now)  # (once a run of the whole page, never in a fragment's)
    _body()
_open_file()
