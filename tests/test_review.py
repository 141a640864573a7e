"""The review of a game: every move of every hand, the learner's decisions numbered as
Play's coach numbers them (so a review judges a move as the coach did in play), a position
drawn as Play draws it, and play going on from any position of it."""

from __future__ import annotations

import html
import random
import time
from pathlib import Path
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from tests.conftest import app, texts
from tutor.bots import BOTS
from tutor.bots.coach import judge
from tutor.explain import say
from tutor.store import Store
from tutor.table.play import Session
from tutor.table.record import RecordError
from tutor.table.review import Review, flagged, next_flag


def _game(seed: int, hands: int) -> tuple[Session, list[tuple[int, str]]]:
    """A game of Play with the learner's moves made by the club player, for ``hands``
    hands (the last one unfinished); each decision's number as Play's coach used it."""
    game = Session(bot="club", seed=seed)
    rng = random.Random(seed)
    numbers = []
    while True:
        st = game.st
        if st.is_terminal():
            if game.hand_no == hands or game.over()[0]:
                return game, numbers
            game.next_hand()
            continue
        if game.hand_no == hands and len(game.moves) > 40:
            return game, numbers
        choice = len(st.legal_actions()) > 1
        action = BOTS["club"](st, rng)
        assert game.play(action) is None
        if choice:
            numbers.append((game.number(), repr(action)))


def test_a_review_numbers_the_learners_decisions_as_the_coach_in_play_did() -> None:
    game, numbers = _game(3, 2)
    review = Review(game.record())
    got = [(m.number, repr(m.action)) for h in range(len(review.moves))
           for m in review.decisions(h)]
    assert got == numbers
    assert sum(len(moves) for moves in review.moves) == sum(
        len(s.log) for s in [*game.played, game.st])


def test_the_end_of_a_reviewed_hand_is_the_hand_as_it_ended_in_play() -> None:
    game, _ = _game(5, 2)
    review = Review(game.record())
    ended = review.session(0, len(review.moves[0]))
    first = game.played[0]
    assert ended.st.is_terminal() and ended.st.hands == first.hands
    assert ended.st.melds == first.melds and ended.last_score
    assert ended.totals == list(review.replayed.hands[0].totals)


def test_a_review_judges_a_move_as_the_coach_in_play() -> None:
    game = Session(bot="club", seed=8)
    rng = random.Random(8)
    while len(game.st.legal_actions()) < 3:  # the club player's moves to a real choice
        game.play(BOTS["club"](game.st, rng))
    before = game.st.clone()
    action = game.st.legal_actions()[-1]
    game.play(action)
    in_play = judge(before, action, game.number(), rounds=6)
    review = Review(game.record())
    move = review.decisions(0)[-1]
    in_review = review.judge(move, rounds=6)
    assert move.action == action
    assert in_review.worths == in_play.worths and in_review.cost == in_play.cost


def test_play_goes_on_from_a_position_of_the_review() -> None:
    """From a move of another player's: they play on to the learner's turn; the game
    played on keeps the hands before and the moves up to there."""
    game, _ = _game(7, 2)
    review = Review(game.record())
    at = next(m for m in review.moves[1] if m.seat == 2)
    on = review.session(1, at.index, "strong", seed=1, play_on=True)
    assert on.my_turn() and on.hand_no == 2
    assert on.totals == list(review.replayed.hands[0].totals)
    kept = Review(on.record())
    assert kept.moves[0] == review.moves[0]
    assert kept.moves[1][:at.index] == review.moves[1][:at.index]
    again = Session.from_json(on.to_json())  # kept in the store and read back
    assert again.to_json() == on.to_json() and again.st.hands == on.st.hands
    assert on.play(on.st.legal_actions()[0]) is None
    mine = sum(m.seat == 0 for m in [*review.moves[0], *review.moves[1][:at.index]])
    assert on.number() == mine + 1 + 1  # the "next hand" between, and the move just made


def test_any_decision_of_a_review_becomes_a_strategy_puzzle_that_a_link_opens() -> None:
    """Another player's decision late in the second hand: the puzzle is dealt and played to
    the same position (the same hand, the same totals), its link fits the link's limit,
    and Practise opens it; the hand's end, where nothing is left to decide, is none."""
    from tutor.puzzles.kinds.strategy import StrategyPuzzle, position_state
    from tutor.table.scorepad import MAX_LINK
    from tutor.views.viewmodel import POSITION, position_id, position_puzzle

    game, _ = _game(7, 2)
    review = Review(game.record())
    at = [m for m in review.moves[1] if m.seat == 2][-1]
    data = review.strategy_puzzle(1, at.index)
    assert data is not None
    link = position_id(data)
    assert len(link) - len(POSITION) <= MAX_LINK
    opened = position_puzzle(link)
    assert isinstance(opened, StrategyPuzzle) and opened.source == "a game against the computer"
    st = position_state(opened)
    seen = review.session(1, at.index).st
    assert st.current == 2 and st.hands == seen.hands and st.totals == seen.totals
    first = review.model.hands[0]
    assert review.strategy_puzzle(0, len(first.actions)) is None


def test_a_decision_saved_as_a_strategy_puzzle_costs_what_the_review_said() -> None:
    """The learner's move the coach marked in the review costs the same on Practise: the
    puzzle carries the seed and rounds the coach judged it with (it said 310 points in the
    review and 444 on Practise, weighed at the pack's seed)."""
    from tutor.puzzles.format import parse_puzzle
    from tutor.puzzles.kinds.strategy import grade_move

    game, _ = _game(3, 1)
    review = Review(game.record())
    judged = next((m, j) for m in review.decisions(0)
                  if (j := review.judge(m, rounds=16)).cost >= 30)  # (16: a quicker test)
    move, verdict = judged
    data = review.strategy_puzzle(0, move.index)
    assert data is not None and data["weighing"] == {"seed": move.number, "rounds": 64,
                                                     "more": 192}
    data["weighing"] = {"seed": move.number, "rounds": 16, "more": 192}
    right, why, _ = grade_move(parse_puzzle(data), repr(move.action))  # type: ignore[arg-type]
    assert not right and why[0].fact("cost") == verdict.cost > 0


def test_a_record_the_rules_refuse_is_no_review() -> None:
    game, _ = _game(9, 1)
    text = game.record().replace('"Draw()"', '"Discard(card=Card(\'2C\'))"', 1)
    with pytest.raises(RecordError):
        Review(text)


def test_the_flags_step_from_mistake_to_mistake() -> None:
    flags = flagged({3: "good", 7: "mistake", 12: "inaccuracy", 20: "blunder", 25: "good"})
    assert flags == [7, 12, 20]
    assert next_flag(flags, 0, 1) == 7 and next_flag(flags, 7, 1) == 12
    assert next_flag(flags, 12, -1) == 7 and next_flag(flags, 7, -1) is None
    assert next_flag(flags, 20, 1) is None


# --- the page -----------------------------------------------------------------------------

REVIEW = "tutor/app/review.py"


def _page(game: Session, **params: str) -> AppTest:
    at = app()
    at.session_state["play"] = game
    for k, v in params.items():
        at.query_params[k] = v
    at.switch_page(REVIEW).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def _said(at: AppTest) -> str:
    return html.unescape(" ".join([texts(at), *(str(i.value) for i in at.info),
                                   *(str(w.value) for w in at.warning),
                                   *(str(s.value) for s in at.success)]))


def test_the_review_steps_through_a_hand_and_says_each_move(db: Path) -> None:
    game, _ = _game(3, 1)
    review = Review(game.record())
    at = _page(game)
    total = len(review.moves[0])
    assert f"Move 1 of {total}" in _said(at)
    first, second = review.moves[0][:2]
    assert "The move: " + review.session(0, 0).say(first.seat, first.action) in _said(at)
    next(b for b in at.button if b.label == "Next").click().run()
    assert f"Move 2 of {total}" in _said(at)
    assert "The move: " + review.session(0, 1).say(second.seat, second.action) in _said(at)
    assert at.query_params["move"] == "2"  # a reload comes back here


def test_an_address_opens_the_review_at_its_move_and_says_the_coachs_word(db: Path) -> None:
    game, _ = _game(3, 1)
    review = Review(game.record())
    mine = review.decisions(0)[0]
    at = _page(game, hand="1", move=str(mine.index + 1))
    for _ in range(120):  # the coach looks beside the page; the page looks again each second
        if "The coach is still looking" not in _said(at):
            break
        time.sleep(0.5)
        at.run()
    said = _said(at)
    assert f"Move {mine.index + 1} of" in said
    assert "A good move" in said or "Coach — " in said, said


def test_nonsense_in_the_address_opens_the_start_of_the_last_hand(db: Path) -> None:
    game, _ = _game(3, 1)
    at = _page(game, hand="<b>x</b>", move="-4")
    assert "Move 1 of" in _said(at)


def test_play_goes_on_from_a_position_in_play(db: Path) -> None:
    """Play on from a move of the hand: a game in Play not yet over is replaced only when
    the learner says yes; then Play shows the game from that position, kept in the store."""
    game, _ = _game(3, 1)
    at = _page(game, hand="1", move="5")
    profile = at.session_state["profile"]
    Store(str(db)).save_play(profile, game.to_json())
    next(b for b in at.button if b.label == "Play on from here").click().run()
    assert "is not over" in _said(at)
    next(b for b in at.button if b.label == "No, keep my game").click().run()
    assert Store(str(db)).load_play(profile) == game.to_json()
    next(b for b in at.button if b.label == "Play on from here").click().run()
    next(b for b in at.button if b.label == "Yes, play on from here").click().run()
    assert not at.exception, [e.value for e in at.exception]
    kept = Session.from_json(Store(str(db)).load_play(profile) or "")
    assert kept.opening is not None and kept.my_turn()
    assert Review(kept.record()).moves[0][:4] == Review(game.record()).moves[0][:4]
    assert [t.value for t in at.title] == ["Play"]


def test_the_review_in_spanish_has_no_english_word(db: Path) -> None:
    """A decision of the learner's in a review with ?lang=es, the coach's word come: every
    word a learner reads is Spanish."""
    import re

    from tests.test_spanish import ENGLISH_WORDS, KEPT, _shown

    game, _ = _game(4, 1)
    mine = Review(game.record()).decisions(0)[1]
    at = app("tutor/app/home.py", lang="es", profile="es-review")
    at.session_state["play"] = game
    at.query_params.update({"hand": "1", "move": str(mine.index + 1)})
    at.switch_page(REVIEW).run()
    for _ in range(120):
        if "todavía está mirando" not in _said(at):
            break
        time.sleep(0.5)
        at.run()
    shown = re.sub(r"<style>.*?</style>|<[^>]+>|&[#\w]+;", " ", _shown(at) + _said(at),
                   flags=re.S)
    assert "Entrenador — " in shown or "Una buena jugada" in shown, shown[-2000:]
    english = sorted({w for w in re.findall(r"[A-Za-z']+", KEPT.sub(" ", shown))
                      if w.lower() in ENGLISH_WORDS})
    assert english == [], (english, shown[:3000])


def test_a_hand_still_being_played_ends_where_it_stands_not_over(db: Path) -> None:
    game = Session(bot="club", seed=6)
    rng = random.Random(6)
    for _ in range(6):
        game.play(BOTS["club"](game.st, rng))
    assert not game.st.is_terminal()
    moves = len(Review(game.record()).moves[0])
    at = _page(game, hand="1", move=str(moves + 1))
    said = _said(at)
    assert f"Where the hand stands now, after move {moves}" in said
    assert "The end of the hand" not in said and "The hand is over" not in said


@pytest.mark.parametrize(("change", "says"), [
    (lambda text: "not json at all", "it is not a game record (its text is not JSON)"),
    (lambda text: '{"id": "x", "kind": "go_out", "position": {}}',
     "it is a puzzle, not a game: open it on the position checker"),
    (lambda text: text.replace('"Draw()"', '"Draw("', 1), "hand 1, move "),
])
def test_a_record_that_cannot_be_opened_is_said_in_a_learners_words(
        change: Any, says: str) -> None:
    """What the review says of a file it cannot open: where and why, in words (never a
    parser's message, a field path or a move's code)."""
    from tutor.app import review as page

    game, _ = _game(3, 1)
    data = change(game.record()).encode()
    try:
        Review(data.decode())
    except RecordError as e:
        said = f"{page._where(e)}: {say(page._fault(e, data))}"
    assert says in said, said
    assert "Expecting" not in said and "Field required" not in said and "Draw(" not in said


def test_a_hand_with_no_move_yet_shows_the_deal(db: Path) -> None:
    """The learner plays first and has not moved: nothing to step along, no error."""
    game = Session(bot="club", seed=2)
    assert not game.st.log
    at = _page(game)
    assert "The hand as dealt: no move yet" in _said(at)
    assert not at.select_slider and not at.slider


def test_a_link_followed_later_in_the_session_opens_its_move(db: Path) -> None:
    """Play's "Review this hand" link after an earlier look at the review: the link's hand
    and move, not the place left before."""
    game, _ = _game(3, 1)
    at = _page(game, hand="1", move="5")
    assert "Move 5 of" in _said(at)
    at.switch_page("tutor/app/play.py").run()
    at.query_params.update({"hand": "1", "move": "9"})
    at.switch_page(REVIEW).run()
    assert "Move 9 of" in _said(at)
    next(b for b in at.button if b.label == "Next").click().run()
    assert "Move 10 of" in _said(at)


def test_a_review_finds_the_judgements_plays_coach_asked_for() -> None:
    """Play's coach judged each decision as it was made, and the review of the hand asked
    for every one again (18 decisions, some 25 s of the coach's time, its marks "still
    looking" meanwhile). Each decision's key in Play is the one a review of the game keeps
    its judgement by: over two hands, in a game read back from the store, and in one played
    on from a review's position; the review takes Play's judgement, not a new one."""
    from tutor.app import coaching

    game = Session(bot="club", seed=11)
    rng = random.Random(11)
    keys: list[str] = []
    while game.hand_no < 2 or len(game.moves) < 60:
        if game.st.is_terminal():
            game.next_hand()
            continue
        assert game.play(BOTS["club"](game.st, rng)) is None
        if game.decision is not None:
            keys.append(game.decision_key(game.decision))
    review = Review(Session.from_json(game.to_json()).record())
    assert keys == [m.key for h in range(len(review.moves)) for m in review.decisions(h)]
    assert len(set(keys)) == len(keys) > 20
    at = next(m for m in review.moves[1] if m.seat == 2)
    on = review.session(1, at.index, "club", seed=1, play_on=True)
    while on.decision is None:
        assert on.play(BOTS["club"](on.st, rng)) is None
    last = Review(on.record()).decisions(1)[-1]
    assert on.decision_key(on.decision) == last.key
    asked = coaching.submit(on.decision.before, on.decision.action, on.number(),
                            key=on.decision_key(on.decision))
    futures, _ = coaching.judgements(Review(on.record()), 1, last.index)
    assert futures[last.index] is asked
    asked.result(timeout=300)


def test_the_review_says_the_quick_note_beside_a_judgement_that_found_no_clear_cost(
        db: Path) -> None:
    """helper-21 read a warning in Play (a 2♠ thrown onto a pile of two: not worth
    guarding) and only "A good move" in the review. The review says the quick note too,
    beside the coach's word, as Play now does."""
    from concurrent.futures import Future

    from tutor.app import coaching
    from tutor.bots.coach import Judged
    from tutor.engine import Discard, Draw

    game = Session(bot="club", seed=1)
    assert game.play(Draw()) is None
    wild = next(c for c in game.st.hand if c.is_wild)
    assert game.play(Discard(wild)) is None and game.notes  # (Play's quick note)
    review = Review(game.record())
    mine = review.decisions(0)[-1]
    good: Future[Judged] = Future()
    good.set_result(Judged(mine.action, mine.action, 0, "good", None, ()))
    with coaching._LOCK:
        coaching._JUDGED[mine.key] = good  # (as if Play's coach had judged it so)
    at = _page(game, hand="1", move=str(mine.index + 1))
    said = _said(at)
    assert "A good move" not in said and "is not worth guarding" in said, said
    assert "The coach finds no clearly better move here, but what Play warned of" in said


def test_a_discard_taken_at_once_is_known_to_the_review() -> None:
    """The seat that took the pile right after one of the learner's discards (the review
    says so beside "a good move"); none after a draw, nor after a discard not taken."""
    import json

    from tests.test_coach import WALK_GAME
    from tutor.engine import Discard

    review = Review(Session.from_json(json.dumps(WALK_GAME)).record())
    mine = [m for m in review.moves[0] if m.seat == 0]
    taken = [m for m in mine if review.taken_after(0, m.index) is not None]
    assert taken and all(isinstance(m.action, Discard) for m in taken)
    assert {review.taken_after(0, m.index) for m in taken} == {1}  # West, the next seat
    assert all(review.taken_after(0, m.index) is None for m in mine
               if not isinstance(m.action, Discard))
