"""The card table that Play and the guided first hand share: the scores, the pile, the
melds, the log, the learner's hand and the moves. The game itself is a
:class:`tutor.table.play.Session` kept in ``st.session_state[key]``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

import streamlit as st

from tutor.app.ui import PAGES, focus_after_move, html, opened, table
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
from tutor.explain import card, cards, say, title
from tutor.render import cards as card_render
from tutor.render.cards import cards_html, meld_box, pile_html
from tutor.table.play import Session
from tutor.text import count, plain
from tutor.views.viewmodel import card_faces, lesson_links


def session(key: str) -> Session | None:
    got = st.session_state.get(key)
    return got if isinstance(got, Session) else None


def chosen(game: Session, key: str) -> list[Card]:
    hand = game.hand()
    return [hand[i] for i in st.session_state.get(f"{key}.pick") or [] if i < len(hand)]


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


def _go_out(game: Session, cards: list[Card]) -> Action:
    discard = cards[0] if len(cards) == 1 else None
    return GoOut(discard, game.st.is_legal(GoOut(discard, True)))


def do(key: str, kind: str) -> None:
    """Play the button's move for the session under ``key``; the refusal, if any, is kept
    for the page to show (``refused``), and the chosen cards are cleared after a move."""
    game = session(key)
    if game is None:
        return
    built = build(game, key, kind, chosen(game, key))
    why = built if isinstance(built, Why) else game.play(built)
    st.session_state[f"{key}.why"] = why
    if why is None:
        st.session_state[f"{key}.pick"] = []


def refused(key: str) -> Why | None:
    why = st.session_state.get(f"{key}.why")
    return why if isinstance(why, Why) else None


def step_others(key: str, all_of_them: bool) -> None:
    game = session(key)
    if game is not None:
        game.advance(None if all_of_them else 1)


def show_table(game: Session, key: str = "play") -> None:
    """The scores and next minimums, the pile, each side's melds and red 3s, the others'
    hands and what they did since your move: one block of HTML (each element a page
    draws costs a click about a millisecond and a half in the browser). After a move,
    focus goes to the next move's button and what the others did is read out."""
    since = game.since_your_move()
    focus_after_move(key, len(game.log),
                     say=f"Since your last move: {' '.join(since)}" if since else "")
    stt = game.st
    rows = "".join(f"<tr><td>{plain(r.name)}</td><td>{r.total:,}</td><td>{plain(r.needs)}"
                   "</td></tr>" for r in game.score_rows())
    who = "player" if game.game.table.members == 1 else "side"
    top = f" · top card {card(stt.pile[-1])}" if stt.pile else ""
    others = " · ".join(f"{name}: {count(len(stt.hands[p]), 'card')}"
                        for p, name in enumerate(game.names) if p != 0)
    html(f'<table class="ct-totals"><tr><th>{who}</th><th>total</th><th>first meld needs</th>'
         f'</tr>{rows}</table><h3 class="ct-h3">The discard pile</h3>'
         + pile_html(stt.pile, stt.rules) + f'<p class="ct-caption">'
         f'{count(len(stt.pile), "card")}{top} · stock: {count(stt.stock_size, "card")}</p>'
         + captions(_pile_lines(game))
         + "".join(_side_html(game, side) for side in range(len(stt.melds)))
         + captions([others]) + _since_html(since))


def captions(lines: list[str]) -> str:
    """Lines of words as caption paragraphs in one piece of HTML, each escaped."""
    return "".join(f'<p class="ct-caption">{plain(line)}</p>' for line in lines)


def _pile_lines(game: Session) -> list[str]:
    """Whether the pile is frozen and why, and a black 3 on top; none once the hand is
    over (nobody takes the pile then)."""
    stt = game.st
    if stt.is_terminal():
        return []
    state = pile_state(stt.pile, stt.opened[stt.side_of[0]], stt.rules)
    lines = [say(why) for why in state_reasons(state, stt.pile, stt.rules)]
    blocked = take_refusal(stt, (), held=True) if stt.pile else None
    if blocked is not None and blocked.rule == "pile-7":  # the top card stops the next one
        lines.append(say(blocked))
    return lines


def _since_html(lines: list[str]) -> str:
    """What happened since your last move, each player's move in words with its cards, the
    latest last: under the table, where the eye is."""
    if not lines:
        return ""
    return ('<div class="ct-side ct-since"><p><b>Since your last move</b></p>'
            + captions(lines) + "</div>")


def show_log(game: Session, key: str = "play") -> None:
    """The whole hand's log, one tap away. (Expanders here have keys: opened or closed,
    they stay so when what is above them changes.)"""
    log = opened("The whole hand so far", f"{key}.x.log")
    if log is not None:
        log.html(captions(game.log_lines(game.hand_start)))


def _side_html(game: Session, side: int) -> str:
    stt = game.st
    parts = []
    for m in stt.melds[side]:
        kind = ""
        if len(m) >= stt.rules.canasta_size:
            kind = "mixed canasta" if any(c.is_wild for c in m) else "natural canasta"
        parts.append(meld_box(m, kind))
    inner = "".join(parts) or '<span class="ct-empty">no melds yet</span>'
    reds = stt.reds[side]
    red = (f'<div>red 3s: {cards_html(reds, count(len(reds), "red 3"))}</div>' if reds else "")
    name = game.side_name(side)
    return (f'<div class="ct-side"><div><b>{plain(name)}</b>'
            f"{plain(game.hand_role(side))}</div>{red}<div>{inner}</div></div>")


def show_score(game: Session) -> None:
    """The finished hand: each side's itemised score, as on the score pad."""
    st.subheader("The hand is over")
    for i, lines in enumerate(game.last_score):
        total = sum(p for _, p, _ in lines)
        name = game.side_name(i)
        st.markdown(f"**{plain(name)}**: {total:,}")
        table({"what": [say(what) for what, _, _ in lines],
               "points": [p for _, p, _ in lines], "rule": [title(r) for _, _, r in lines]})


def show_refusal(key: str) -> bool:
    """The last refused move: its rule, in words, and the lesson step that teaches it."""
    why = refused(key)
    if why is None:
        return False
    st.warning(f"{plain(title(why.rule))}. {plain(say(why))}")
    for _, words, lesson, step in lesson_links([why.rule])[:1]:
        st.page_link(PAGES["learn"], label=words,
                     query_params={"lesson": lesson, "step": step}, icon=":material/school:")
    return True


def pause_control(game: Session, key: str, where: Any = st) -> None:
    """The learner's pause on the other players' moves; switched off, they play on to your
    turn (the game kept is the same: their moves follow from the seed and yours)."""
    game.pause = where.toggle("Pause on their moves", key=f"{key}.pause",
                              help="Step through the other players' moves one at a time")
    if not game.pause and game.waiting():
        game.advance()


def show_waiting(game: Session, key: str) -> bool:
    """With the pause on: whose move is next, and the buttons that play it."""
    who = game.waiting()
    if who is None:
        return False
    st.info(f"{who} is to play. Step through the others' moves, or let them play on to "
            "your turn.", icon=":material/pause:")
    c1, c2 = st.columns(2)
    c1.button(f"Show {game.called(game.st.current)}'s move", on_click=step_others,
              args=(key, False), type="primary", width="stretch")
    c2.button("Play on to my turn", on_click=step_others, args=(key, True), width="stretch")
    return True


#: The button of each move the coach may point to before a move (tutor.table.play).
COACH_BUTTONS: dict[type, str] = {TakePile: "Take the pile", GoOut: "Go out"}


def show_hand(game: Session, key: str, on_move: Callable[[str, str], None],
              guide: Callable[[], None] | None = None, press: str | None = None) -> None:
    """Your hand drawn as cards, the cards to choose, and the moves of the phase (with the
    guide's words, if any, just above the choice). ``press`` names the button the guide
    asks for: it is the one drawn as the main button (else Draw, then Discard)."""
    stt = game.st
    hand = game.hand()
    if guide is not None:
        guide()
    faces = card_faces(hand, card_render.IMAGE_BASE)  # one hand: the cards are what you tap
    st.pills("Your hand: tap cards to choose them", list(range(len(hand))),
             selection_mode="multi", key=f"{key}.pick", format_func=lambda i: faces[i])
    if stt.phase == "answer":
        st.info("Your partner asks: \"May I go out?\" Your answer binds them.")
        c1, c2 = st.columns(2)
        c1.button("Yes", on_click=on_move, args=(key, "yes"), width="stretch")
        c2.button("No", on_click=on_move, args=(key, "no"), width="stretch")
    elif stt.phase == "draw":
        if stt.pile:  # the card that decides "take it or not", next to the buttons
            html(f'<p class="ct-caption">The pile\'s top card ({count(len(stt.pile), "card")} '
                 f"in the pile): {cards_html(stt.pile[-1:], 'top card of the pile')}</p>")
        st.caption("Begin your turn: draw from the stock, or take the pile (choose the cards "
                   "that go with its top card, or none to add it to your side's meld).")
        c1, c2 = st.columns(2)
        c1.button("Draw", on_click=on_move, args=(key, "draw"),
                  type=_main("Draw", "Draw", press), width="stretch")
        c2.button("Take the pile", on_click=on_move, args=(key, "take"),
                  type=_main("Take the pile", "Draw", press), width="stretch")
    elif stt.phase == "open_pile":
        n = len(stt.aside)
        rest = (f"the pile's other {count(n, 'card')} join{'s' if n == 1 else ''} your hand "
                "then, and after that" if n else "then")
        st.caption(f"You are opening by taking the pile: this turn's melds count "
                   f"{stt.turn_count} of the {stt.minimum()} your side needs. Meld from your "
                   f"hand to reach it; {rest} you may go on melding, discard or go out.")
        _meld_controls(game, key, on_move, press)
    else:
        st.caption("Meld what you can, then end your turn with a discard (or go out).")
        _meld_controls(game, key, on_move, press)


def _meld_controls(game: Session, key: str, on_move: Callable[[str, str], None],
                   press: str | None) -> None:
    """Meld, discard, go out, the wild cards' meld, and asking partner when it may be asked."""
    c1, c2, c3 = st.columns(3)
    usual = "Discard the chosen card"
    c1.button("Meld the chosen cards", on_click=on_move, args=(key, "meld"), width="stretch",
              type=_main("Meld the chosen cards", usual, press))
    c2.button(usual, on_click=on_move, args=(key, "discard"),
              type=_main(usual, usual, press), width="stretch")
    c3.button("Go out", on_click=on_move, args=(key, "out"), width="stretch",
              type=_main("Go out", usual, press))
    _wild_target(game, key)
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
        st.button("Ask partner \"May I go out?\"", on_click=on_move, args=(key, "ask"))
    elif stt.phase == "meld":
        why = stt.why_illegal(AskPartner())
        # offered earlier this turn (in this tab), or closed by melding too far (a reload
        # forgets what this tab offered; the reason still says what closed it)
        if why is not None and (st.session_state.get(seen) == (game.hand_no, stt.turns)
                                or why.code == "ask.too-late"):
            st.caption(f"Asking partner \"May I go out?\" is no longer open this turn. "
                       f"{plain(say(why))}")


def _main(label: str, usual: str, press: str | None) -> Literal["primary", "secondary"]:
    """A move's button drawn as the main one when the guide asks for it (``press``), else
    when it is the phase's usual move."""
    return "primary" if label == (press or usual) else "secondary"


def _wild_target(game: Session, key: str) -> None:
    """Which of your side's melds wild cards chosen alone go onto."""
    melds = game.st.melds[game.st.side]
    if len(melds) < 2 or not any(c.is_wild for c in chosen(game, key)):
        return
    st.selectbox("Wild cards chosen alone go onto", list(range(len(melds))), index=None,
                 key=f"{key}.onto", placeholder="the biggest meld with room",
                 help="Left empty, they go onto your biggest meld with room for them that is "
                      "not a natural canasta (a wild card would make it mixed).",
                 format_func=lambda i: cards(melds[i]))
