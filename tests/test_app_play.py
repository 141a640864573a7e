"""The Play page under AppTest at the tables where hand sides and game sides differ: three
players (the first to take the pile plays alone against the other two as a pair for the
hand) and six."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
import streamlit as st
from streamlit.testing.v1 import AppTest

from tests.conftest import app, blocks, hand_pick, texts
from tutor.engine import Discard, Draw, TakePile
from tutor.explain import card as card_words
from tutor.store import Store
from tutor.table.play import Session

PLAY = "tutor/app/play.py"


def shown(at: AppTest) -> str:
    return html.unescape(texts(at))


def click(at: AppTest, label: str) -> None:
    next(b for b in at.button if b.label == label).click().run()
    assert not at.exception, [e.value for e in at.exception]


def score_table(at: AppTest) -> list[tuple[str, str, str]]:
    """The rows of the scores table (who, total, first meld needs) as the page draws it."""
    block = next(m.value for m in blocks(at) if "first meld needs" in m.value)
    cells = re.findall(r"<tr><td>(.*?)</td><td>(.*?)</td><td>(.*?)</td></tr>", block)
    return [(html.unescape(a), b, c) for a, b, c in cells]


def simple_turn(game: Session) -> None:
    """The learner's plain turn: draw, then discard the first card the rules let go."""
    if game.st.phase == "draw":
        assert game.play(Draw()) is None
        return
    for card in game.hand():
        if game.play(Discard(card)) is None:
            return
    raise AssertionError("no card could be discarded")


def paired(game: Session) -> bool:
    return len(game.st.melds) == 2


def until_the_pile_is_taken(seed: int) -> Session:
    """A three-player game played on until a pair has formed and it is the learner's turn."""
    game = Session("classic", 3, None, "club", seed=seed)
    for _ in range(400):
        if paired(game) and game.my_turn():
            return game
        if game.st.is_terminal():
            game.next_hand()
        else:
            simple_turn(game)
    raise AssertionError("nobody took the pile")


def play_on_the_page(at: AppTest, moves: int) -> None:
    """Draw and discard through the page's own buttons until the game is over."""
    for _ in range(moves):
        labels = [b.label for b in at.button]
        if "New game" in labels:
            return
        if "Next hand" in labels:
            click(at, "Next hand")
        elif "Draw" in labels:
            click(at, "Draw")
        elif "Yes" in labels:
            click(at, "Yes")
        else:
            for i in range(len(at.session_state["play"].hand())):
                hand_pick(at, [i])
                click(at, "Discard the chosen card")
                if not at.warning:
                    break
        rows = score_table(at)
        game: Session = at.session_state["play"]
        assert [r[0] for r in rows] == ["You", "Left", "Right"]
        assert [int(r[1].replace(",", "")) for r in rows] == game.totals
    raise AssertionError("the game did not end")


def test_a_saved_three_player_game_reopens_after_the_pile_was_taken(db: Path) -> None:
    """The crash of issue 18: after the first take of the pile every run raised IndexError
    (three totals, two sides in the hand), and a reload resumed into the same crash."""
    game = until_the_pile_is_taken(seed=4)
    assert any(isinstance(a, TakePile) for _, a in game.st.log)
    at = app()
    name = at.session_state["profile"]
    store = Store()
    store.ensure_profile(name)
    store.save_play(name, game.to_json())
    st.cache_resource.clear()  # as if the server restarted: the page reads the store
    again = app(PLAY, profile=name)
    assert not again.exception, [e.value for e in again.exception]
    rows = score_table(again)
    assert [r[0] for r in rows] == ["You", "Left", "Right"]  # each player's own total
    lone = game.st.members(0)[0]
    pair = game.st.members(1)
    for seat, (_, total, needs) in enumerate(rows):
        assert int(total.replace(",", "")) == game.totals[seat]
        side = game.st.side_of[seat]
        assert (needs == "opened") == game.st.opened[side]
    out = shown(again)  # each side's melds under the name of who plays it this hand
    names = ["You", "Left", "Right"]
    assert f"<b>{names[lone]}</b> (alone this hand)" in out
    pair_name = " and ".join(names[p] for p in pair)
    assert f"<b>{pair_name[:1].upper()}{pair_name[1:].replace('You', 'you')}</b> (a pair" in out


@pytest.mark.long
def test_a_three_player_game_plays_through_pile_takes_to_the_final_score(db: Path) -> None:
    """From near the target (so that the suite stays short) the page plays a three-player
    hand through the computer players' takes of the pile to the end of the game."""
    at = app()
    at.session_state["play"] = Session("classic", 3, None, "club", seed=8,
                                       totals=[4900, 4850, 4800])
    at.switch_page(PLAY).run()
    assert not at.exception, [e.value for e in at.exception]
    play_on_the_page(at, 400)
    game: Session = at.session_state["play"]
    takes = [line for line in game.log_lines() if " the pile (" in line]
    assert len(takes) >= 2, takes
    out = shown(at)
    assert "The game is over. Winner:" in out
    assert game.over()[0]


def test_a_saved_game_that_cannot_be_replayed_says_so_and_offers_a_new_game(db: Path) -> None:
    at = app()
    name = at.session_state["profile"]
    store = Store()
    store.ensure_profile(name)
    store.save_play(name, '{"rules": "classic", "players": 3, "bot": "club", "seed": 1, '
                    '"moves": ["Discard(card=Card(\'KS\'))"]}')
    st.cache_resource.clear()
    again = app(PLAY, profile=name)
    assert not again.exception
    assert "could not be resumed" in shown(again)
    assert any(b.label == "Deal" for b in again.button)


def test_a_game_the_page_cannot_draw_says_so_and_offers_a_new_game(db: Path) -> None:
    at = app()
    broken = Session("classic", 3, None, "club", seed=2)
    broken.totals = [0, 0, 0, 0, 0]  # five totals at a three-player table
    at.session_state["play"] = broken
    at.switch_page(PLAY).run()
    assert not at.exception, [e.value for e in at.exception]
    assert "cannot be shown" in shown(at)
    click(at, "New game")
    assert "Your hand" in shown(at)



def test_six_players_are_told_who_their_partners_are(db: Path) -> None:
    for teams, partners in (("3x2", "Your partner: Across."),
                            ("2x3", "Your partners: Left 2 and Right 2.")):
        at = app()
        at.session_state["play"] = Session("classic", 6, teams, "club", seed=3)
        at.switch_page(PLAY).run()
        assert not at.exception
        assert partners in shown(at)


def test_a_game_dealt_under_other_settings_says_so_and_keeps_them_until_asked(db: Path
                                                                             ) -> None:
    at = app()
    at.session_state["play"] = Session("bicycle", 4, None, "club", seed=3)
    at.switch_page(PLAY).run()
    out = shown(at)
    assert ("This game is played under Bicycle's rules · 4 players, as it was dealt; your "
            "Settings are now Classic Canasta · 4 players.") in out
    click(at, "Start a new game under Classic Canasta · 4 players")
    assert "This game (hand 1) will be gone." in shown(at)
    click(at, "No, keep this game")
    assert at.session_state["play"].rules == "bicycle"
    click(at, "Start a new game under Classic Canasta · 4 players")
    click(at, "Yes, deal a new game")
    assert at.session_state["play"].rules == "classic"
    assert "is played under" not in shown(at)


def test_counts_and_names_read_as_sentences(db: Path) -> None:
    game = Session("classic", 2, None, "club", seed=5)
    while not game.st.is_terminal():
        simple_turn(game)
    last = game.log_lines()[-1]
    assert "your opponent" in last and "Your opponent" not in last[1:]
    at = app()
    game = Session("classic", 4, None, "club", seed=5)
    game.st.stock[:] = game.st.stock[:1]
    at.session_state["play"] = game
    at.switch_page(PLAY).run()
    assert f"1 card · top card {card_words(game.st.pile[-1])} · stock: 1 card</p>" in shown(at)


def test_an_opening_by_the_pile_is_explained_and_melds_come_before_going_out(db: Path) -> None:
    """After taking the pile to open, the page says what the melds from the hand must reach
    and that the pile's cards come after (first-meld-7, pile-8); "Go out" before then is
    refused with that reason, not played."""
    game = Session("classic", 4, None, "club", seed=7)
    game.advance(None)
    assert game.my_turn()
    take = next(a for a in game.st.legal_actions() if isinstance(a, TakePile))
    assert game.play(take) is None
    assert game.st.phase == "open_pile"
    at = app()
    at.session_state["play"] = game
    at.switch_page(PLAY).run()
    assert not at.exception, [e.value for e in at.exception]
    out = shown(at)
    assert "You are opening by taking the pile" in out
    assert f"of the {game.st.minimum()} your side needs" in out
    assert "frozen" not in out  # the pile is empty: its cards wait aside
    # the main button melds: a discard is refused until the minimum is reached (a walk
    # found "Discard the chosen card" drawn as the main button here)
    assert [b.label for b in at.button if b.proto.type == "primary"] == [
        "Meld the chosen cards"]
    click(at, "Go out")
    warned = " ".join(w.value for w in at.warning)
    assert "melds from your hand first" in warned
    assert at.session_state["play"].st.phase == "open_pile"


def test_the_ask_partner_button_that_goes_away_says_why(db: Path) -> None:
    """Asking partner "May I go out?" is offered; after a meld that leaves too few cards
    to end the turn without going out, the button goes, and a line says why."""
    import json

    moves = ["Draw()", "Discard(card=Card('2H'))", "Draw()",
             "Meld(cards=(Card('9S'), Card('9C'), Card('JK')))",
             "Meld(cards=(Card('7C'), Card('7D'), Card('7H')))", "Discard(card=Card('JH'))",
             "Draw()", "AddToMeld(meld=0, cards=(Card('9H'),))", "Discard(card=Card('KH'))",
             "Draw()", "Meld(cards=(Card('5D'), Card('5S'), Card('5C')))",
             "Discard(card=Card('QC'))", "Draw()"]
    game = Session.from_json(json.dumps({"rules": "classic", "players": 4, "teams": None,
                                         "bot": "club", "seed": 0, "moves": moves}))
    at = app()
    at.session_state["play"] = game
    at.switch_page(PLAY).run()
    assert any(b.label == 'Ask partner "May I go out?"' for b in at.button)
    from tutor.engine import AddToMeld, Card
    assert game.play(AddToMeld(3, (Card("2C"),))) is None
    at.run()
    assert not any(b.label == 'Ask partner "May I go out?"' for b in at.button)
    assert not at.exception, at.exception
    assert "is no longer open this turn. You could now end this turn only by going out" \
        in texts(at), [c.value for c in at.caption]


def _until_the_coach_points(seed: int) -> Session | None:
    """A game played plainly (draw, throw the first card) until, at the learner's draw,
    the coach would point to the pile."""
    from tutor.engine import Discard, Draw
    from tutor.table.play import coach_points_to

    game = Session("classic", 4, None, "club", seed=seed)
    for _ in range(30):
        if game.st.is_terminal():
            return None
        if game.st.phase == "draw" and coach_points_to(game.st) is not None:
            return game
        action = Draw() if game.st.phase == "draw" else Discard(game.st.hands[0][0])
        if game.play(action) is not None:
            return None
    return None


def test_the_main_button_is_the_move_the_coach_points_to(db: Path) -> None:
    """With a pile worth taking, the coach's move (Take the pile) is the main button, not
    Draw; with the coach off, Draw is."""
    game = next(g for seed in range(40) if (g := _until_the_coach_points(seed)) is not None)
    at = app()
    at.session_state["play"] = game
    at.switch_page(PLAY).run()
    assert [b.label for b in at.button if b.proto.type == "primary"] == ["Take the pile"]
    at.toggle(key="play.coach").set_value(False).run()
    assert [b.label for b in at.button if b.proto.type == "primary"] == ["Draw"]
