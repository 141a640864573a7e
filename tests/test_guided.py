"""The guided first hand, the pause on the computer players' moves, and play feeding the
review queue: the logic, and the pages under AppTest."""

from __future__ import annotations

import random
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path

from streamlit.testing.v1 import AppTest

from tests.conftest import app, hand_pick, texts
from tutor.course.guided import STEPS, Guided
from tutor.engine import (
    Action,
    Discard,
    Draw,
    Meld,
    State,
    TakePile,
    count,
    parse_cards,
    pile_state,
)
from tutor.explain import say, words
from tutor.table.play import Session
from tutor.text import plain
from tutor.views.viewmodel import puzzle_by_id


def test_the_guided_hand_plays_from_the_deal_to_the_score() -> None:
    game = Guided()
    for step in STEPS:
        hand = Counter(game.st.hands[0])
        assert not Counter(step.cards) - hand, f"{step.title}: the cards it names are held"
        assert game.play(step.action) is None, step.title
    assert game.st.is_terminal() and game.st.went_out == 0
    labels = [say(label) for label, _, _ in game.last_score[0]]
    assert "going out" in labels and any("natural canasta" in x for x in labels)
    assert game.totals[0] > 500 > game.totals[1]


def test_what_the_guide_says_is_what_the_engine_sees() -> None:
    game = Guided()
    said: dict[str, object] = {}
    for step in STEPS:
        st = game.st
        if step.title == "Draw a card":  # ("your kings could take this pile of one card")
            said["upcard takes"] = str(st.pile[-1]) == "KC" and any(
                isinstance(a, TakePile) and all(c.rank is st.pile[-1].rank for c in
                                                       a.cards) for a in st.legal_actions())
        if step.title == "The first meld's minimum":
            kings = st.melds[0][0]
            said["short"] = (st.minimum(0), count(kings, st.rules))
        if step.title in ("Take the pile", "Take a frozen pile"):
            said[step.title] = pile_state(st.pile, st.opened[0], st.rules).frozen
        if step.title == "A canasta":
            said["kings before"] = len(st.melds[0][0])
        game.play(step.action)
    assert said["short"] == (50, 40)
    assert said["upcard takes"] and "K♣" in words("guide.draw.say")
    assert said["Take the pile"] is False and said["Take a frozen pile"] is True
    assert said["kings before"] == 6
    canasta = game.st.melds[0][0]
    assert len(canasta) == 7 and not any(c.is_wild for c in canasta)


def test_the_first_hand_meets_what_a_real_hand_brings() -> None:
    """Red 3s dealt and drawn, yours and an opponent's; the other side melding and taking
    the pile; a black 3 that stops the pile for you, refused by its own rule."""

    game = Guided()
    assert [str(c) for c in game.st.reds[0]] == ["3H"]  # dealt to you, laid out
    for step in STEPS:
        if step.title == "A black 3 stops the pile":
            assert str(game.st.pile[-1]) == "3S"
            assert game.st.legal_actions() == [Draw()]
            why = game.play(TakePile(tuple(parse_cards("QH QD"))))
            assert why is not None and why.rule == "pile-7", why
            assert "black 3" in say(why)
        assert game.play(step.action) is None, step.title
    lines = "\n".join(game.log_lines())
    assert "Red 3s laid out at the deal (your side): 3♥." in lines
    assert "You lay out 3♦ and draw again." in lines
    assert "West lays out 3♥ and draw" in lines
    assert "East melds A♣ A♥ A♠." in lines
    assert "West takes the pile (5 cards) with the top 7♦ and 7♣ 7♠." in lines
    assert [len(r) for r in game.st.reds] == [2, 1]


def test_the_guide_refuses_anything_else_kindly_with_the_reason() -> None:
    game = Guided()
    before = list(game.st.hands[0])
    why = game.play(Discard(before[0]))  # a turn starts with a draw: the rules say no
    assert why is not None and why.rule == "basics-4" and "Draw" in say(why)
    assert game.st.hands[0] == before and game.step == 0
    assert game.play(Draw()) is None
    aces = Meld(tuple(parse_cards("AS AH AD")))  # legal, but not this step
    why = game.play(aces)
    assert why is not None and "another way" in say(why) and "K♠" in say(why)
    assert game.step == 1 and not game.st.melds[0]
    assert game.play(STEPS[1].action) is None  # four kings: 40 of the 50 needed
    why = game.play(Discard(parse_cards("7D")[0]))  # the turn would end 10 short
    assert why is not None and why.rule.startswith("first-meld"), why
    assert "50" in say(why) and game.step == 2


def test_with_the_pause_on_the_others_move_one_at_a_time() -> None:
    game = Session("classic", 4, None, "club", seed=9)
    game.pause = True
    assert game.play(Draw()) is None
    card = game.st.hands[0][0]
    assert game.play(Discard(card)) is None
    assert game.waiting() == "West" and game.st.current == 1
    seen = len(game.log)
    game.advance(1)
    assert len(game.log) == seen + 1 and game.log_lines()[-1].startswith("West draws")
    game.advance()
    assert game.waiting() is None and game.st.current == 0


def test_the_pause_does_not_change_the_game() -> None:
    plain, paused = (Session("classic", 4, None, "club", seed=13) for _ in range(2))
    paused.pause = True
    rng = random.Random(13)
    for _ in range(20):
        if plain.st.is_terminal():
            break
        action = rng.choice(plain.st.legal_actions())
        assert plain.play(action) is None and paused.play(action) is None
        while paused.waiting():
            paused.advance(1)
    assert paused.st.hands == plain.st.hands and paused.log == plain.log


def test_the_guided_page_walks_a_beginner_through_the_hand(db: Path) -> None:
    at = app("tutor/app/first_hand.py")
    next(b for b in at.button if b.label == "Deal the first hand").click().run()
    for step in STEPS:
        assert plain(step.title) in texts(at), step.title
        game = at.session_state["guided"]
        hand = game.hand()
        picks, left = [], list(step.cards)
        for i, card in enumerate(hand):
            if card in left:
                left.remove(card)
                picks.append(i)
        hand_pick(at, picks, "guided.pick")
        main = [b.label for b in at.button if b.proto.type == "primary"]
        label = words(f"play.button.{step.button}")
        assert main == [label], (step.title, main)  # the button the guide names
        next(b for b in at.button if b.label == label).click().run()
        assert not at.exception and not at.warning, (step.title, [w.value for w in at.warning])
    assert "The hand is over" in texts(at)
    assert any("Play a whole game" in link.label for link in at.get("page_link"))
    # the hand is over: no word on whether the pile could be taken (it said "not frozen")
    assert "frozen" not in texts(at)


def _play_step(at: AppTest) -> None:
    """The guide's step on the guided page: its cards tapped, its button pressed."""
    game = at.session_state["guided"]
    step = game.current
    picks, left = [], list(step.cards)
    for i, card in enumerate(game.hand()):
        if card in left:
            left.remove(card)
            picks.append(i)
    hand_pick(at, picks, "guided.pick")
    label = words(f"play.button.{step.button}")
    next(b for b in at.button if b.label == label).click().run()


def test_a_reload_goes_on_with_the_first_hand_where_it_was(db: Path) -> None:
    """A walk reloaded the first hand at step 5 of 14 and was dealt it afresh: now a new
    session (a reload, a later visit) goes on at the step reached, with the same cards."""
    at = app("tutor/app/first_hand.py")
    next(b for b in at.button if b.label == "Deal the first hand").click().run()
    for _ in range(5):
        _play_step(at)
    name = at.session_state["profile"]
    was = at.session_state["guided"]
    again = app("tutor/app/first_hand.py", profile=name)
    assert again.session_state["guided"].step == 5 and plain(STEPS[5].title) in texts(again)
    assert not any(b.label == "Deal the first hand" for b in again.button)
    now = again.session_state["guided"]
    assert now.hand() == was.hand() and now.st.pile == was.st.pile
    _play_step(again)
    assert not again.warning and plain(STEPS[6].title) in texts(again)


def test_take_pressed_at_the_draw_step_says_only_the_guides_way(db: Path) -> None:
    """Take the pile pressed at the first step: the refusal and the guide's step, not also
    Play's "first tap the cards that go with its top card" (a walk read both at once)."""
    at = app("tutor/app/first_hand.py")
    next(b for b in at.button if b.label == "Deal the first hand").click().run()
    next(b for b in at.button if b.label == words("play.button.take")).click().run()
    said = " ".join(w.value for w in at.warning)
    assert "press Draw" in said and "first tap the cards" not in said, said


def test_a_tab_left_behind_never_takes_the_first_hand_back(db: Path) -> None:
    """Two tabs on the first hand: the second draws and melds; Draw pressed in the first,
    still showing the deal, is not played (it would have saved the hand two steps back),
    and that tab says the hand went further and shows it; the word stays until a move is
    played there."""
    at = app("tutor/app/first_hand.py")
    next(b for b in at.button if b.label == "Deal the first hand").click().run()
    name = at.session_state["profile"]
    other = app("tutor/app/first_hand.py", profile=name)
    _play_step(other)
    _play_step(other)
    assert plain(STEPS[2].title) in texts(other)
    next(b for b in at.button if b.label == words("play.button.draw")).click().run()
    assert "This hand went further in another tab" in texts(at)
    assert plain(STEPS[2].title) in texts(at) and at.session_state["guided"].step == 2
    from tutor.store import Store
    assert Store(str(db)).load_guided(name) == '{"step": 2}'
    next(b for b in at.button if b.label == words("play.button.discard")).click().run()
    assert "went further" in texts(at)  # refused (no card chosen): the word stays
    _play_step(at)  # now played, on the latest
    assert plain(STEPS[3].title) in texts(at) and "went further" not in texts(at)


def test_a_wrong_move_on_the_guided_page_is_refused_with_its_rule(db: Path) -> None:
    at = app("tutor/app/first_hand.py")
    next(b for b in at.button if b.label == "Deal the first hand").click().run()
    next(b for b in at.button if b.label == "Take the pile").click().run()
    assert at.warning and "Draw" in at.warning[0].value
    assert at.session_state["guided"].step == 0


def test_a_refused_move_puts_the_chosen_cards_back_in_the_hand(db: Path) -> None:
    """Two cards chosen and Discard pressed: refused (one card is discarded), and the two go
    back down, so that the next card tapped is a choice of one, not of three."""
    at = app("tutor/app/first_hand.py")
    next(b for b in at.button if b.label == "Deal the first hand").click().run()
    next(b for b in at.button if b.label == "Draw").click().run()
    hand_pick(at, [0, 1], "guided.pick")
    next(b for b in at.button if b.label.startswith("Discard")).click().run()
    assert at.warning, texts(at)
    n = at.session_state.get("guided.pick#", 0)
    assert not at.session_state[f"guided.pick.{n}"]


def test_home_and_the_last_lesson_lead_to_the_guided_hand(db: Path) -> None:
    at = app()
    assert any("first hand" in link.label for link in at.get("page_link"))


def test_a_refused_move_in_play_comes_back_for_review(db: Path) -> None:
    at = app("tutor/app/play.py")
    next(b for b in at.button if b.label == "Deal").click().run()
    next(b for b in at.button if b.label == "Take the pile").click().run()  # no cards chosen
    assert at.warning and "pile" in at.warning[0].value  # nobody has melded: a pair is needed
    from tutor.app.ui import store

    later = datetime.now(UTC) + timedelta(hours=1)  # a miss comes back within minutes
    due = store().due(at.session_state["profile"], later)
    positions = [pid for pid, _ in due if pid.startswith("pos:")]
    assert positions, "the refused position is due for review"
    puzzle = puzzle_by_id(positions[0])
    assert puzzle is not None and puzzle.kind == "take_pile"
    again = app("tutor/app/practice.py", puzzle=positions[0])  # it opens as a puzzle
    assert not again.exception and not again.error
    assert "pile" in texts(again).lower()


def test_two_cards_alike_can_each_be_chosen() -> None:
    from tutor.views.viewmodel import pill_labels

    hand = list(parse_cards("9H 9H KS 9D KS KS"))
    labels = pill_labels(hand)
    assert len(set(labels)) == len(labels) and labels[0] == "9♥"
    assert labels[1] == "9♥ (copy 2)"  # (not "9♥ (2)": a walk read it as a two, a wild card)


def test_what_the_guide_refuses_names_the_deciding_rule() -> None:
    from tutor.engine import GoOut, TakePile

    game = Guided()
    assert game.play(Draw()) is None
    why = game.play(GoOut(None))  # nothing melded, no canasta anywhere
    assert why is not None and why.rule == "basics-9" and "canasta" in say(why)
    for step in STEPS[1:[s.id for s in STEPS].index("frozen")]:
        assert game.play(step.action) is None
    why = game.play(TakePile(tuple(parse_cards("QH"))))  # one queen of the pair chosen
    assert why is not None and why.rule == "pile-6" and "you chose only 1" in say(why)


def test_the_score_names_whose_cards_were_left() -> None:
    game = Guided()
    for step in STEPS:
        game.play(step.action)
    labels = [say(label) for side in game.last_score for label, _, _ in side]
    assert "cards left in your partner's hand" in labels
    assert "cards left in West's hand" in labels and "cards left in East's hand" in labels


def test_the_partner_in_the_first_hand_plays_as_a_partner_should() -> None:
    """The computer partner never throws a card of a rank your side has melded (it threw
    the K♦ while the side held six kings), and it freezes the pile with its wild card."""
    from tutor.course.guided import PARTNER
    from tutor.engine import Discard, rank_of

    game = Guided()
    seen = 0
    thrown = []
    for step in STEPS:
        assert game.play(step.action) is None
        st = game.st
        side = st.side_of[PARTNER]
        ranks = {rank_of(m) for m in st.melds[side]}
        for player, action in st.log[seen:]:
            if player == PARTNER and isinstance(action, Discard):
                thrown.append(action.card)
                assert action.card.is_wild or action.card.rank not in ranks, action
        seen = len(st.log)
    assert any(c.is_wild for c in thrown)  # the 2♣ that freezes the pile


def test_nobody_in_the_first_hand_passes_a_pile_they_could_take() -> None:
    """The others' moves are fixed, so the deal decides whether they look sensible: the
    partner drew with the K♥ on the pile and the side's kings on the table (a free pile),
    then passed a pair of eights and a pair of fives on the pile. Now whenever another
    player draws, no take was open to them, and the one pile taken is taken by the player
    the script says."""
    from tutor.course import guided

    passed: list[str] = []
    taken: list[int] = []

    def watched(st: State, rng: object) -> Action:
        action = guided._scripted(st, rng)
        takes = [a for a in st.legal_actions() if isinstance(a, TakePile)]
        if isinstance(action, Draw) and takes:
            passed.append(f"seat {st.current} with {st.pile[-1]} on top: {takes}")
        if isinstance(action, TakePile):
            taken.append(st.current)
        return action

    game = Guided()
    game.policy = lambda seat: watched  # type: ignore[method-assign]
    for step in STEPS:
        assert game.play(step.action) is None, step.id
    assert passed == []
    assert taken == [guided.WEST]


def test_go_out_pressed_with_no_card_chosen_asks_for_the_last_discard() -> None:
    """A walk held only the 5♠ at the last step and pressed Go out with nothing chosen: the
    answer was "5♠ cannot be melded …, and going out allows at most one discard", which
    reads as "you cannot go out". Where only a discard ends the hand, it asks for that
    card; where no going out is open, the rules' own reason still answers."""
    from tutor.app.playview import build
    from tutor.engine import GoOut, Why

    game = Guided()
    assert isinstance(build(game, "guided", "out", []), GoOut)  # step 1: the rules answer
    for step in STEPS[:-1]:
        assert game.play(step.action) is None
    why = build(game, "guided", "out", [])
    assert isinstance(why, Why) and why.rule == "basics-9"
    assert say(why) == "To go out, choose the card you discard last, then press Go out."
    assert build(game, "guided", "out", list(STEPS[-1].cards)) == GoOut(STEPS[-1].cards[0])
