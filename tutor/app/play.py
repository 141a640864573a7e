"""Play: a whole game against computer players at the table in Settings."""

from __future__ import annotations

import json
import random

import streamlit as st

from tutor.app.ui import PAGES, html, profile, settings, share_link, store
from tutor.engine.actions import Answer, AskPartner, Discard, Draw, GoOut, TakePile
from tutor.engine.cards import Card
from tutor.engine.pile import pile_state, state_reasons
from tutor.engine.verdict import Why
from tutor.play import Session, position_puzzle
from tutor.render.cards import cards_html, pile_html
from tutor.scorepad import encode_position
from tutor.text import plain
from tutor.viewmodel import lesson_links

STRENGTHS = {"beginner": "beginner", "club": "club player", "strong": "strong player"}


def _session() -> Session | None:
    got = st.session_state.get("play")
    if got is None and "play.loaded" not in st.session_state:
        st.session_state["play.loaded"] = True  # once a session: the game kept in the store
        saved = store().load_play(profile())
        if saved:
            try:
                got = st.session_state.play = Session.from_json(saved)
            except (ValueError, KeyError, TypeError):
                store().save_play(profile(), None)  # it cannot be replayed: start afresh
                got = None
    return got if isinstance(got, Session) else None


def _keep() -> None:
    game = st.session_state.get("play")
    if isinstance(game, Session):
        store().save_play(profile(), game.to_json())


def _new_game() -> None:
    s = settings()
    st.session_state.play = Session(s.rules, s.players, s.teams if s.players == 6 else None,
                                    st.session_state.get("play.bot", "club"),
                                    random.randrange(1 << 30))
    st.session_state.pop("play.why", None)
    st.session_state.pop("play.counted", None)
    st.session_state["play.pick"] = []
    _keep()


def _chosen(game: Session) -> list[Card]:
    hand = game.hand()
    return [hand[i] for i in st.session_state.get("play.pick") or [] if i < len(hand)]


def _do(kind: str) -> None:
    game = _session()
    if game is None:
        return
    cards = _chosen(game)
    why: Why | None
    if kind == "draw":
        why = game.play(Draw())
    elif kind == "take":
        why = game.play(TakePile(tuple(cards)))
    elif kind == "meld":
        built = game.meld_action(cards)
        why = built if isinstance(built, Why) else game.play(built)
    elif kind == "discard":
        why = (Why("basics-8", "Choose exactly one card to discard.") if len(cards) != 1
               else game.play(Discard(cards[0])))
    elif kind == "out":
        discard = cards[0] if len(cards) == 1 else None
        concealed = game.st.is_legal(GoOut(discard, True))
        why = game.play(GoOut(discard, concealed))
    elif kind == "ask":
        why = game.play(AskPartner())
    else:
        why = game.play(Answer(kind == "yes"))
    st.session_state["play.why"] = why
    # A refused move and each coach note count against the rule in the learner's mastery.
    for slip in ([why] if why is not None else game.notes):
        store().record(profile(), f"play:{slip.rule}", "play", [slip.rule], False, 1)
    if why is None:
        st.session_state["play.pick"] = []
        _keep()


def _next_hand() -> None:
    game = _session()
    if game is not None:
        game.next_hand()
        st.session_state["play.pick"] = []
        st.session_state.pop("play.why", None)
        _keep()


st.title("Play")
game = _session()
if game is None:
    s = settings()
    st.write(f"Play a whole game of {s.label} against computer players, from the deal to "
             "the final score. You sit at the bottom; your moves are checked by the same "
             "rules engine as every puzzle, and a move the rules forbid tells you which "
             "rule and changes nothing.")
    st.radio("Computer players", list(STRENGTHS), format_func=STRENGTHS.get, key="play.bot",
             index=1, horizontal=True)
    st.button("Deal", type="primary", on_click=_new_game)
    st.stop()

stt = game.st
over, winner = game.over()
table = game.game.table
st.caption(f"{game.game.rules.title} · {table.players} players · hand {game.hand_no} · "
           f"playing to {table.target:,} · computer players: {STRENGTHS[game.bot]}")

# The scores and each side's next minimum.
rows = "".join(
    f"<tr><td>{plain(game.side_name(s))}</td><td>{t:,}</td>"
    f"<td>{stt.minimum(s) if s < len(stt.melds) and not stt.opened[s] else 'opened'}</td></tr>"
    for s, t in enumerate(game.totals))
html(f'<table class="ct-totals"><tr><th>side</th><th>total</th><th>first meld needs</th></tr>'
     f"{rows}</table>")

# The pile: its top card, frozen or not, and why.
state = pile_state(stt.pile, stt.opened[stt.side_of[0]], stt.rules)
st.subheader("The discard pile")
n = len(stt.pile)
html(pile_html(stt.pile, stt.rules) + f'<p class="ct-caption">{n} card{"s" if n != 1 else ""} '
     f"· stock: {stt.stock_size} cards</p>")
for why in state_reasons(state, stt.pile, stt.rules):
    st.caption(f"{why.rule}: {plain(why.text)}")

# Each side's melds and red 3s.
for side in range(len(stt.melds)):
    melds = stt.melds[side]
    reds = len(stt.reds[side])
    parts = []
    for m in melds:
        kind = ""
        if len(m) >= stt.rules.canasta_size:
            kind = " (mixed canasta)" if any(c.is_wild for c in m) else " (natural canasta)"
        parts.append(cards_html(m) + f'<span class="ct-caption">{kind}</span>')
    inner = " ".join(parts) or '<span class="ct-caption">no melds yet</span>'
    red = f'<div class="ct-caption">red 3s: {reds}</div>' if reds else ""
    html(f'<div class="ct-side"><b>{plain(game.side_name(side))}</b>{red}'
         f'<div class="ct-melds">{inner}</div></div>')

# What the others hold and did.
others = " · ".join(f"{name}: {len(stt.hands[p])} cards" for p, name in
                    enumerate(game.names) if p != 0)
st.caption(others)
with st.expander("What happened", expanded=True):
    for line in game.log[-16:]:
        st.caption(plain(line))

if stt.is_terminal():
    st.subheader("The hand is over")
    for i, lines in enumerate(game.last_score):
        total = sum(p for _, p, _ in lines)
        st.markdown(f"**{plain(game.side_name(i))}**: {total:,}")
        st.table({"what": [label for label, _, _ in lines],
                  "points": [p for _, p, _ in lines], "rule": [r for _, _, r in lines]})
    if over:
        who = "nobody: a draw" if winner is None else game.side_name(winner)
        st.success(f"The game is over. Winner: {plain(who)}.")
        if not st.session_state.get("play.counted"):
            st.session_state["play.counted"] = True
            store().finish_play(profile(), winner == game.game.seats()[0], game.totals)
        st.button("New game", type="primary", on_click=_new_game)
    else:
        st.button("Next hand", type="primary", on_click=_next_hand)
    st.stop()

# Your hand, and what to do with it.
st.subheader("Your hand")
coach = st.toggle("Coach", value=True, key="play.coach",
                  help="Notes after a move a strong player would not make")
hand = game.hand()
html(cards_html(hand, "your hand"))
st.pills("Choose cards", list(range(len(hand))), selection_mode="multi", key="play.pick",
         format_func=lambda i: hand[i].pretty)
refused = st.session_state.get("play.why")
if isinstance(refused, Why):
    st.warning(f"{refused.rule}: {plain(refused.text)}")
    for rid, summary, lesson, step in lesson_links([refused.rule])[:1]:
        st.page_link(PAGES["learn"], label=f"{rid} — {summary}",
                     query_params={"lesson": lesson, "step": step}, icon=":material/school:")
elif coach and game.notes:
    for note in game.notes:
        st.info(f"Coach — {note.rule}: {plain(note.text)}", icon=":material/lightbulb:")

if stt.phase == "answer":
    st.info("Your partner asks: \"May I go out?\" Your answer binds them.")
    c1, c2 = st.columns(2)
    c1.button("Yes", on_click=_do, args=("yes",), width="stretch")
    c2.button("No", on_click=_do, args=("no",), width="stretch")
elif stt.phase == "draw":
    st.caption("Begin your turn: draw from the stock, or take the pile (choose the cards that "
               "go with its top card, or none to add it to your side's meld).")
    c1, c2 = st.columns(2)
    c1.button("Draw", on_click=_do, args=("draw",), type="primary", width="stretch")
    c2.button("Take the pile", on_click=_do, args=("take",), width="stretch")
else:
    st.caption("Meld what you can, then end your turn with a discard (or go out).")
    c1, c2, c3 = st.columns(3)
    c1.button("Meld the chosen cards", on_click=_do, args=("meld",), width="stretch")
    c2.button("Discard the chosen card", on_click=_do, args=("discard",), type="primary",
              width="stretch")
    c3.button("Go out", on_click=_do, args=("out",), width="stretch")
    if table.members > 1 and stt.is_legal(AskPartner()):
        st.button("Ask partner \"May I go out?\"", on_click=_do, args=("ask",))
with st.expander("What can I do?"):
    for action in stt.legal_actions()[:30]:
        st.caption(plain(game.say(0, action)))
puzzle = position_puzzle(game)
if puzzle is not None:
    with st.expander("Save this position as a puzzle"):
        st.download_button("Download it (puzzle JSON)", json.dumps(puzzle, indent=2,
                                                                  ensure_ascii=False),
                           "canasta-position.json", "application/json")
        share_link("checker", {"p": encode_position(puzzle)},
                   "Open it on the position checker")
