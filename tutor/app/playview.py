"""The card table that Play and the guided first hand share: the scores, the pile, the
melds, the log, the learner's hand and the moves. The game itself is a
:class:`tutor.table.play.Session` kept in ``st.session_state[key]``."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any, Literal

import streamlit as st

from tutor.app.coaching import cancel
from tutor.app.hand import choice, hand_picker
from tutor.app.ui import (
    PAGES,
    focus_after_move,
    html,
    opened,
    set_keyed,
    share_link,
    table,
)
from tutor.bots.coach import deciding_rule
from tutor.course.learn import lesson_by_id, step_for_rule
from tutor.engine import (
    Action,
    Answer,
    AskPartner,
    Card,
    Discard,
    Draw,
    GoOut,
    TakePile,
    Why,
    pile_state,
    state_reasons,
    take_refusal,
)
from tutor.explain import cards, say, title, words
from tutor.render import cards as card_render
from tutor.render.cards import cards_html, pile_html
from tutor.render.table import captions, side_html, since_html
from tutor.table.play import Session
from tutor.table.scorepad import encode_position
from tutor.text import plain
from tutor.views.viewmodel import hand_faces


def session(key: str) -> Session | None:
    got = st.session_state.get(key)
    return got if isinstance(got, Session) else None


def chosen(game: Session, key: str) -> list[Card]:
    hand = game.hand()
    return [hand[i] for i in choice(f"{key}.pick") if i < len(hand)]


def build(game: Session, key: str, kind: str, cards: list[Card]) -> Action | Why:
    """The move a button means, with the chosen cards."""
    moves: dict[str, Callable[[], Action | Why]] = {
        "draw": Draw,
        "take": lambda: TakePile(tuple(cards)),
        "meld": lambda: game.meld_action(cards, st.session_state.get(f"{key}.onto")),
        "discard": lambda: (Why.of("basics-8", "play.choose-one-discard")
                            if len(cards) != 1 else Discard(cards[0])),
        "out": lambda: _go_out(game, cards),
        "ask": AskPartner,
        "yes": lambda: Answer(True),
        "no": lambda: Answer(False),
    }
    return moves[kind]()


def _go_out(game: Session, cards: list[Card]) -> Action | Why:
    """Go out with the chosen card as the last discard. With none chosen where only a
    discard ends it: choose it first (the rules' reason spoke of cards that cannot be
    melded, and read as "you cannot go out")."""
    discard = cards[0] if len(cards) == 1 else None
    outs = [a for a in game.st.legal_actions() if isinstance(a, GoOut)]
    if not cards and outs and all(a.discard is not None for a in outs):
        return Why.of("basics-9", "play.choose-out-discard")
    return GoOut(discard, game.st.is_legal(GoOut(discard, True)))


def do(key: str, kind: str) -> None:
    """Play the button's move for the session under ``key``; the refusal, if any, is kept
    for the page to show (``refused``). The chosen cards go back into the hand either way,
    as at a table: a refused meld's cards left raised made the next discard "choose one
    card" (the refusal names them)."""
    game = session(key)
    if game is None:
        return
    cards = chosen(game, key)
    built = build(game, key, kind, cards)
    why = built if isinstance(built, Why) else game.play(built)
    st.session_state[f"{key}.why"] = why
    st.session_state[f"{key}.then"] = (_choose_first(game) if isinstance(why, Why)
                                       and kind == "take" and not cards else None)
    set_keyed(f"{key}.pick", [])


def _choose_first(game: Session) -> str | None:
    """After Take the pile pressed with no card chosen and refused (the state is as it was),
    while cards from the hand could take it: what to do (tap them first), without naming
    them."""
    if not any(isinstance(a, TakePile) and a.cards for a in game.st.legal_actions()):
        return None
    return words("play.take-choose-first", card=game.st.pile[-1],
                 button=words("play.button.take"))


#: What Play keeps of the coach: the judgements still coming, their notes, and whether the
#: last move's judgement spoke.
COACH_KEYS = ("play.judging", "play.judged", "play.judged.last", "play.quick")


def coach_note(note: Why, icon: str = ":material/lightbulb:") -> None:
    """A coach's note, headed by the rule it rests on (a judgement: where a rule decides),
    as Play and the review say it."""
    rule = deciding_rule(note) if note.code == "coach.judged" else note.rule
    st.info(words("play.coach-note", rule=rule, reason=plain(say(note))) if rule else
            words("play.coach-note-plain", reason=plain(say(note))), icon=icon)


def forget_notes(game_left: bool = False) -> None:
    """The coach's notes, and the judgements still coming, are of a game or hand left. Of a
    game left (a new one dealt), those not begun are never made: the coach has others to
    judge. Of a hand left they are: its review, the likely next page, takes them."""
    if game_left:
        cancel(future for future, _, _ in st.session_state.get("play.judging") or [])
    for k in COACH_KEYS:
        st.session_state.pop(k, None)


def refused(key: str) -> Why | None:
    why = st.session_state.get(f"{key}.why")
    return why if isinstance(why, Why) else None


def step_others(key: str, all_of_them: bool) -> None:
    game = session(key)
    if game is not None:
        game.advance(None if all_of_them else 1)


def show_table(game: Session, key: str = "play", lead: Sequence[str] = (),
               then: str = "") -> None:
    """The scores and next minimums, the pile, each side's melds and red 3s, the others'
    hands and what they did since your move: one block of HTML (each element a page
    draws costs a click about a millisecond in the browser, and each element on the page
    a third of one), with the ``lead`` lines above it and the heading ``then`` under it.
    After a move, focus goes to the next move's button and what the others did is read
    out."""
    since = game.since_your_move()
    focus_after_move(key, len(game.log),
                     say=words("play.since-say", lines=" ".join(since)) if since else "")
    stt = game.st
    rows = "".join(f"<tr><td>{plain(r.name)}</td><td>{words('number', n=r.total)}</td>"
                   f"<td>{plain(r.needs)}</td></tr>" for r in game.score_rows())
    who = "play.col.player" if game.game.table.members == 1 else "play.col.side"
    heads = "".join(f"<th>{plain(words(c))}</th>" for c in (who, "play.col.total",
                                                             "play.col.needs"))
    pile = (words("play.pile-line", n=len(stt.pile), card=stt.pile[-1], stock=stt.stock_size)
            if stt.pile else words("play.pile-line-empty", n=0, stock=stt.stock_size))
    others = " · ".join(words("play.hand-of", name=name, n=len(stt.hands[p]))
                        for p, name in enumerate(game.names) if p != 0)
    html(captions([line for line in lead if line])
         + f'<table class="ct-totals"><tr>{heads}</tr>{rows}</table>'
         f'<h3 class="ct-h3">{plain(words("play.pile-heading"))}</h3>'
         + pile_html(stt.pile, stt.rules) + captions([pile, *_pile_lines(game)])
         + "".join(_side_html(game, side) for side in range(len(stt.melds)))
         + captions([others]) + since_html(since)
         + (f'<h3 class="ct-h3">{plain(then)}</h3>' if then else ""))


def _pile_lines(game: Session) -> list[str]:
    """Whether the pile is frozen and why, and a black 3 on top; none once the hand is
    over (nobody takes the pile then), nor while it is empty (a walk read "the pile is
    frozen against it" above a pile just taken to open, its cards aside)."""
    stt = game.st
    if stt.is_terminal() or not stt.pile:
        return []
    state = pile_state(stt.pile, stt.opened[stt.side_of[0]], stt.rules)
    lines = [say(why) for why in state_reasons(state, stt.pile, stt.rules)]
    blocked = take_refusal(stt, (), held=True) if stt.pile else None
    if blocked is not None and blocked.rule == "pile-7":  # the top card stops the next one
        lines.append(say(blocked))
    return lines


def show_log(game: Session, key: str = "play") -> None:
    """The whole hand's log, one tap away. (Expanders here have keys: opened or closed,
    they stay so when what is above them changes.)"""
    log = opened(words("play.log"), f"{key}.x.log")
    if log is not None:
        log.html(captions(game.log_lines(game.hand_start)))


def _side_html(game: Session, side: int) -> str:
    stt = game.st
    return side_html(game.side_name(side), stt.melds[side], stt.reds[side],
                     stt.rules.canasta_size, game.hand_role(side))


def show_score(game: Session) -> None:
    """The finished hand: each side's itemised score, as on the score pad."""
    st.subheader(words("play.hand-over"))
    for i, lines in enumerate(game.last_score):
        total = sum(p for _, p, _ in lines)
        name = game.side_name(i)
        st.markdown(f"**{plain(name)}**: {words('number', n=total)}")
        table({words("play.col.what"): [say(what) for what, _, _ in lines],
               words("play.col.points"): [p for _, p, _ in lines],
               words("play.col.rule"): [title(r) for _, _, r in lines]})


def show_refusal(key: str) -> bool:
    """The last refused move: its rule, in words, and the lesson step that teaches it."""
    why = refused(key)
    if why is None:
        return False
    then = st.session_state.get(f"{key}.then")  # (what to do instead, where it is plain)
    st.warning(words("play.refused", rule=why.rule, reason=plain(say(why)))
               + (f"\n\n{plain(then)}" if then else ""))
    where = step_for_rule(why.rule)
    if where is not None:  # the rule's title is in the warning: the link names its step
        lesson, step = where
        taught = lesson_by_id(lesson)
        if taught is None:
            return True
        st.page_link(PAGES["learn"], label=words("play.refused-lesson", lesson=taught.name(),
                                                 step=taught.step(step).heading()),
                     query_params={"lesson": lesson, "step": step}, icon=":material/school:")
    return True


def pause_control(game: Session, key: str) -> None:
    """The learner's pause on the other players' moves; switched off, they play on to your
    turn (the game kept is the same: their moves follow from the seed and yours)."""
    st.toggle(words("play.pause"), key=f"{key}.pause", help=words("play.pause-help"))
    follow_pause(game, key)


def follow_pause(game: Session, key: str) -> None:
    """The game paused or not as the toggle ``<key>.pause`` says (drawn here or elsewhere
    on the page); switched off while the others are waiting, they play on."""
    game.pause = bool(st.session_state.get(f"{key}.pause", False))
    if not game.pause and game.waiting():
        game.advance()


def show_waiting(game: Session, key: str) -> bool:
    """With the pause on: whose move is next, and the buttons that play it."""
    who = game.waiting()
    if who is None:
        return False
    st.info(words("play.waiting", who=who), icon=":material/pause:")
    c1, c2 = st.columns(2)
    c1.button(words("play.show-move", who=game.called(game.st.current)), on_click=step_others,
              args=(key, False), type="primary", width="stretch")
    c2.button(words("play.play-on"), on_click=step_others, args=(key, True), width="stretch")
    return True


#: The button of each move the coach may point to before a move (tutor.table.play).
COACH_BUTTONS: dict[type, str] = {TakePile: "take", GoOut: "out"}


def _button(where: Any, move: str, key: str, on_move: Callable[[str, str], None],
            usual: str | None = None, press: str | None = None, label: str = "") -> None:
    """A move's button, its words from the catalogue (``play.button.<move>``, or
    ``label``); the main one when the guide or the coach asks for it (``press``), else when
    it is the phase's usual move."""
    main: Literal["primary", "secondary"] = (
        "primary" if usual is not None and move == (press or usual) else "secondary")
    where.button(words(label or f"play.button.{move}"), on_click=on_move, args=(key, move),
                 type=main, width="stretch")


def show_hand(game: Session, key: str, on_move: Callable[[str, str], None],
              guide: Callable[[], None] | None = None, press: str | None = None) -> None:
    """Your hand drawn as cards, the cards to choose, and the moves of the phase (with the
    guide's words, if any, just above the choice). ``press`` names the button the guide
    asks for (a move: draw, take, meld, discard, out): it is the one drawn as the main
    button (else Draw, then Discard)."""
    stt = game.st
    hand = game.hand()
    if guide is not None:
        guide()
    # one hand: the cards are what you tap
    hand_picker(words("play.hand-pick"), hand_faces(hand, card_render.IMAGE_BASE), f"{key}.pick")
    if stt.phase == "answer":
        st.info(words("play.partner-asks"))
        c1, c2 = st.columns(2)
        _button(c1, "yes", key, on_move)
        _button(c2, "no", key, on_move)
    elif stt.phase == "draw":
        top = (f'<p class="ct-caption">{plain(words("play.top-card", n=len(stt.pile)))} '
               f'{cards_html(stt.pile[-1:], words("play.top-card.aria"))}</p>' if stt.pile
               else "")  # the card that decides "take it or not", next to the buttons
        html(top + captions([words("play.begin")]))
        c1, c2 = st.columns(2)
        _button(c1, "draw", key, on_move, "draw", press)
        _button(c2, "take", key, on_move, "draw", press)
    elif stt.phase == "open_pile":
        n = len(stt.aside)
        st.caption(words("play.opening" if n else "play.opening-bare", n=n,
                         count=stt.turn_count, minimum=stt.minimum()))
        _meld_controls(game, key, on_move, press)
    else:
        st.caption(words("play.meld-turn"))
        _meld_controls(game, key, on_move, press)


def _meld_controls(game: Session, key: str, on_move: Callable[[str, str], None],
                   press: str | None) -> None:
    """The wild cards' meld (above the buttons: chosen before Meld is pressed), meld,
    discard, go out, and asking partner when it may be asked."""
    _wild_target(game, key)
    picked = len(chosen(game, key))
    # (two cards are no discard; nor is any card while the pile waits for the minimum)
    usual = "meld" if picked > 1 or game.st.phase == "open_pile" else "discard"
    # (melding every card left goes out: the button says so before it is pressed)
    meld = "play.button.meld-all" if picked > 1 and picked == len(game.hand()) else ""
    c1, c2, c3 = st.columns(3)
    for where, move in ((c1, "meld"), (c2, "discard"), (c3, "out")):
        _button(where, move, key, on_move, usual, press, meld if move == "meld" else "")
    _ask_control(game, key, on_move)


def _ask_control(game: Session, key: str, on_move: Callable[[str, str], None]) -> None:
    """Asking partner "May I go out?", while the rules allow it; a button that was there
    this turn and went away says why (melding too far, say)."""
    stt = game.st
    if game.game.table.members == 1:
        return
    seen = f"{key}.ask_seen"
    if stt.is_legal(AskPartner()):
        st.session_state[seen] = (game.hand_no, stt.turns)
        st.button(words("play.button.ask"), on_click=on_move, args=(key, "ask"))
    elif stt.phase == "meld":
        why = stt.why_illegal(AskPartner())
        # offered earlier this turn (in this tab), or closed by melding too far (a reload
        # forgets what this tab offered; the reason still says what closed it)
        if why is not None and (st.session_state.get(seen) == (game.hand_no, stt.turns)
                                or why.code == "ask.too-late"):
            st.caption(words("play.ask-closed", reason=plain(say(why))))


def _wild_target(game: Session, key: str) -> None:
    """Which of your side's melds wild cards chosen alone go onto."""
    melds = game.st.melds[game.st.side]
    if len(melds) < 2 or not any(c.is_wild for c in chosen(game, key)):
        return
    st.selectbox(words("play.onto"), list(range(len(melds))), index=None,
                 key=f"{key}.onto", placeholder=words("play.onto-placeholder"),
                 help=words("play.onto-help"),
                 format_func=lambda i: cards(melds[i]))


def save_position(puzzle: dict[str, object], key: str) -> None:
    """A position as a puzzle: to download, and to open on the position checker."""
    st.download_button(words("play.download"), json.dumps(puzzle, indent=2, ensure_ascii=False),
                       "canasta-position.json", "application/json", key=f"{key}.download",
                       on_click="ignore")
    share_link("checker", {"p": encode_position(puzzle)}, words("play.open-checker"))
