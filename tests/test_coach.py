"""The coach that knows the game: each of the learner's moves with a choice in it is
judged against the best move the evaluator finds, beside the page; a costly one earns a
note in words (what a strong player would do, what it was worth, and why), and a move
the playouts cannot tell from the best earns none."""

from __future__ import annotations

import html
import time
from concurrent.futures import Future
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from tests.conftest import app, hand_pick
from tests.test_app_play import PLAY
from tests.test_evaluate import _table
from tutor.bots import canasta_made
from tutor.bots.coach import Judged, _note, deciding_rule, judge, reason_of, speaks
from tutor.engine import AddToMeld, AskPartner, Card, Discard, Draw, Meld, TakePile, parse_cards
from tutor.explain import say
from tutor.store import Store
from tutor.table.play import Session

CANASTA_IN_THE_PILE = (["KS KH 5C 6D 7S 8H 9C JD 4S", "5H 6H 7H 8D 9D 10S 4C QS JC",
                        "5S 6S 7D 8S 9S 10D 4D QD JS", "5D 6C 7C 8C 9H 10H 4H QC JH"],
                       [[["AS", "AH", "AD"]], [["QH", "QH", "2C"]]], "10C KD KC KS KH KD")


def test_drawing_past_a_pile_with_a_canasta_in_it_is_a_blunder_said_in_words() -> None:
    st = _table(*CANASTA_IN_THE_PILE)
    judged = judge(st, Draw(), seed=2, rounds=24)
    assert judged.mark == "blunder" and isinstance(judged.best, TakePile)
    assert judged.note is not None and judged.note.rule == "pile-1"
    english, spanish = say(judged.note, "en"), say(judged.note, "es")
    assert english.startswith("A blunder: played out to the end of the hand, it leaves your "
                              "side about ")
    assert "Better: Take the pile (6 cards)" in english
    assert "The pile's 6 cards are worth more than a card from the stock." in english
    assert spanish.startswith("Un error grave: jugada hasta el final de la mano, deja a tu "
                              "bando unos ") and "Levantar el pozo" in spanish
    assert all(speaks(judged, level) for level in ("blunder", "mistake", "inaccuracy"))
    assert not speaks(judged, "off")  # (a judgement asked for, then the coach told to hush)


def test_the_best_move_earns_no_note() -> None:
    st = _table(*CANASTA_IN_THE_PILE)
    best = judge(st, Draw(), seed=2, rounds=24).best
    judged = judge(st, best, seed=2, rounds=24)
    assert (judged.mark, judged.note, judged.cost) == ("good", None, 0)
    assert not speaks(judged, "inaccuracy")


def test_the_play_page_shows_the_coachs_judgement_once_it_is_ready(db: Path) -> None:
    """A draw past a pile with a canasta in it: the click returns at once (the coach is
    still looking), and a later run shows its judgement in words, in place of the quick
    note on the same rule."""
    game = Session("classic", 4, None, "club", seed=1, state=_table(*CANASTA_IN_THE_PILE))
    at = app()
    at.session_state["play"] = game
    at.switch_page(PLAY).run()
    assert at.radio(key="play.level").value == "off"  # quick notes only, unless asked
    at.radio(key="play.level").set_value("mistake").run()
    next(b for b in at.button if b.label == "Draw").click().run()
    shown = ""
    for _ in range(40):  # what the half-second look does in a browser
        shown = html.unescape(" ".join(str(i.value) for i in at.info))
        if "Better:" in shown:
            break
        time.sleep(0.25)
        at.run()
    assert "A blunder: played out to the end of the hand, it leaves your side" in shown, shown
    assert "Better: Take the pile (6 cards)" in shown
    assert "You played: Draw a card from the stock." in shown
    assert "You could have taken the pile" not in shown  # the quick note gave way
    # the draw counts once against its rule on Progress: not once for the quick note, once
    # for its position and again for the judgement (a walk read one blunder as "0% of 3")
    answers = Store(str(db)).answers(at.session_state["profile"])
    assert len(answers) == 1 and answers[0].puzzle.startswith("pos:"), answers


def _drew_past_the_canasta() -> tuple[AppTest, Session]:
    """Play with the coach on mistakes, and a draw past a pile with a canasta in it."""
    game = Session("classic", 4, None, "club", seed=1, state=_table(*CANASTA_IN_THE_PILE))
    at = app()
    at.session_state["play"] = game
    at.switch_page(PLAY).run()
    at.radio(key="play.level").set_value("mistake").run()
    next(b for b in at.button if b.label == "Draw").click().run()
    return at, game


def test_a_judgement_still_being_made_speaks_after_the_learners_next_move(db: Path) -> None:
    """A quick learner draws past a pile with a canasta in it and discards before the coach
    has judged the draw: the judgement was dropped with the next move, so the coach never
    spoke about the costliest move of the turn. Now it speaks once it is ready."""
    at, _ = _drew_past_the_canasta()
    draw: Future[Judged] = Future()  # (the coach's judgement of the draw, not ready yet)
    at.session_state["play.judging"] = [(draw, None, True)]
    hand_pick(at, [0])
    next(b for b in at.button if b.label == "Discard the chosen card").click().run()
    assert not at.exception, [e.value for e in at.exception]
    draw.set_result(judge(_table(*CANASTA_IN_THE_PILE), Draw(), seed=2, rounds=24))
    at.run()
    shown = html.unescape(" ".join(str(i.value) for i in at.info))
    assert "Better: Take the pile (6 cards)" in shown, shown


def test_a_judgement_that_failed_says_so_and_never_breaks_a_move(db: Path) -> None:
    """A walk saw the coach fail on every move (its process could not be started after the
    code changed beneath a running server): the learner heard nothing, which reads as "a
    good move", and once a traceback took the place of the table and the tap was lost.
    Now the move is played, and the note says the coach could not judge it."""
    at, game = _drew_past_the_canasta()
    failed: Future[Judged] = Future()
    failed.set_exception(RuntimeError("the coach's process cannot be started"))
    at.session_state["play.judging"] = [(failed, None, True)]
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    shown = html.unescape(" ".join(str(i.value) for i in at.info))
    assert "this move could not be judged just now" in shown, shown
    assert game.moves == ["Draw()"]  # (the draw was played)


def test_a_coach_that_cannot_be_asked_fails_the_judgement_not_the_click(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The walk's traceback: starting the coach's process raised (a pickling error) inside
    the learner's click. Whatever sending a judgement raises goes to the judgement."""
    import pickle

    from tutor.app import coaching

    def cannot(asked: object) -> None:
        raise pickle.PicklingError("Can't pickle <function watch_parent>")

    monkeypatch.setattr(coaching, "_send", cannot)
    future = coaching.submit(_table(*CANASTA_IN_THE_PILE), Draw(), 1)
    assert isinstance(future.exception(timeout=5), pickle.PicklingError)


def test_the_coachs_notes_on_a_turn_stay_until_the_next_turn_begins(db: Path) -> None:
    """The note on a draw (here a blunder: 10♠ 10♠ 2♠ in hand take the pile's 10♦) comes
    while the learner chooses a discard: it stays through the discard and the others' turns,
    and goes when the learner's next turn begins (it went with the discard, often unread)."""
    at = app()
    at.session_state["play"] = Session(bot="club", seed=44)
    at.switch_page(PLAY).run()
    at.radio(key="play.level").set_value("mistake").run()
    next(b for b in at.button if b.label == "Draw").click().run()

    def shown() -> str:
        return html.unescape(" ".join(str(i.value) for i in at.info))

    for _ in range(120):  # what the half-second look does in a browser
        if "242 points" in shown():
            break
        time.sleep(0.25)
        at.run()
    assert "Better: Take the pile (1 card) with the top 10♦ and 10♠ 10♠ 2♠" in shown(), shown()
    game: Session = at.session_state["play"]
    hand_pick(at, [len(game.hand()) - 1])
    next(b for b in at.button if b.label == "Discard the chosen card").click().run()
    assert not at.exception, [e.value for e in at.exception]
    assert "242 points" in shown(), shown()  # (the others have played: the learner's turn)
    assert game.my_turn()
    # said to be about the turn before (helper-30's walk read "Better: Take the pile…" at
    # the start of its next turn as advice on the pile then on the table)
    assert "On your last turn:" in [c.value for c in at.caption]
    next(b for b in at.button if b.label == "Draw").click().run()
    assert "242 points" not in shown(), shown()
    assert "On your last turn:" not in [c.value for c in at.caption]


def test_the_coachs_level_is_kept_with_the_learner_across_a_reload(db: Path) -> None:
    """A learner who asked the coach for every mistake finds it so after a reload (a new
    session of the same learner); another learner's coach still says quick notes only."""
    game = Session("classic", 4, None, "club", seed=1, state=_table(*CANASTA_IN_THE_PILE))
    at = app()
    at.query_params["profile"] = "keeps-level"
    at.session_state["play"] = game
    at.switch_page(PLAY).run()
    at.radio(key="play.level").set_value("mistake").run()
    again = app()
    again.query_params["profile"] = "keeps-level"
    again.session_state["play"] = game
    again.switch_page(PLAY).run()
    assert again.radio(key="play.level").value == "mistake"
    other = app()
    other.query_params["profile"] = "another-learner"
    other.session_state["play"] = game
    other.switch_page(PLAY).run()
    assert other.radio(key="play.level").value == "off"


def test_the_coachs_process_does_not_run_the_page_it_was_started_from(tmp_path: Path) -> None:
    """Streamlit runs a page as ``__main__`` with the page's file, and a spawned process
    runs its parent's ``__main__`` file first: the coach's process ran the whole app, a
    hundred warnings in the server's log. A page here that leaves a mark when run: the
    coach judges a move, and the page never ran."""
    import sys
    import types

    from tutor.app import coaching

    mark = tmp_path / "ran"
    page = tmp_path / "page.py"
    page.write_text(f"open({str(mark)!r}, 'w').close()\n", encoding="utf-8")
    fake = types.ModuleType("__main__")
    fake.__file__ = str(page)
    main, pools = sys.modules["__main__"], list(coaching._POOL)
    coaching._POOL.clear()  # (a process of its own, started now)
    sys.modules["__main__"] = fake
    try:
        future = coaching.submit(_table(*CANASTA_IN_THE_PILE), Draw(), 1)
    finally:
        sys.modules["__main__"] = main
    try:
        assert future.result(timeout=120).best is not None
        assert not mark.exists()
    finally:
        for pool in coaching._POOL:
            pool.shutdown(wait=False, cancel_futures=True)
        coaching._POOL[:] = pools


def test_a_note_on_a_move_in_play_does_not_wait_behind_a_reviews_judgements() -> None:
    """One process judges one move at a time, and it took them in the order asked: the
    reviews of a club's members went first, and a learner at the table waited behind them
    for the note on the move just made (past a minute on a busy machine). A move in Play is
    judged as soon as the process is free, before the reviews' waiting ones."""
    from tutor.app import coaching

    st = _table(*CANASTA_IN_THE_PILE)
    done: list[str] = []
    busy = coaching.submit(st, Draw(), 99)  # (the process busy: the rest wait their turn)
    asked = [("review", coaching.submit(st, Draw(), n, coaching.REVIEW)) for n in range(3)]
    asked.append(("play", coaching.submit(st, Draw(), 9)))
    for who, future in asked:
        future.add_done_callback(lambda _, who=who: done.append(who))  # type: ignore[misc]
    for _, future in [("", busy), *asked]:
        assert future.result(timeout=300).best is not None
    assert done == ["play", "review", "review", "review"]


def test_the_move_on_a_reviews_screen_is_judged_before_its_other_marks() -> None:
    """A review opened at a later move (a link, a reload) asked for the marks from the
    first on and waited for them: the move on screen had its word after a minute on a busy
    machine. Asked again as the move on screen, a waiting judgement goes ahead of the
    review's others, the move shown last first."""
    from tutor.app import coaching

    st = _table(*CANASTA_IN_THE_PILE)
    done: list[int] = []
    busy = coaching.submit(st, Draw(), 99)  # (the process busy: the rest wait their turn)
    asked = [coaching.submit(st, Draw(), n, coaching.REVIEW, key=f"shown-{n}") for n in range(3)]
    again = coaching.submit(st, Draw(), 2, coaching.SHOWN, key="shown-2")
    assert again is asked[2]  # (the same judgement, not a second one)
    coaching.submit(st, Draw(), 1, coaching.SHOWN, key="shown-1")  # a step back: the latest
    for n, future in enumerate(asked):
        future.add_done_callback(lambda _, n=n: done.append(n))  # type: ignore[misc]
    for future in [busy, *asked]:
        assert future.result(timeout=300).best is not None
    assert done == [1, 2, 0]


def test_a_judgement_lost_with_the_coachs_process_is_made_again() -> None:
    """The coach's process killed in the middle of a judgement (out of memory, say): the
    note was lost without a word, and the learner never heard of the move. It is asked
    again of a new process; a judgement no one waits for any more is never made."""
    import multiprocessing
    import os
    import signal

    from tutor.app import coaching

    st = _table(*CANASTA_IN_THE_PILE)
    coaching.submit(st, Draw(), 1).result(timeout=300)  # (the process is up)
    lost = coaching.submit(st, Draw(), 2)
    left = coaching.submit(st, Draw(), 3)
    assert coaching.cancel([left]) is None and left.cancelled()
    until = time.monotonic() + 60
    while not lost.running() and time.monotonic() < until:
        time.sleep(0.01)
    for child in multiprocessing.active_children():
        os.kill(child.pid or 0, signal.SIGKILL)
    assert lost.result(timeout=300).best is not None


def test_a_judgement_that_speaks_takes_the_quick_notes_place_a_silent_one_leaves_them(
        db: Path) -> None:
    """A draw past a pile with a canasta in it: the quick note says the pile could have
    been taken. A judgement that speaks takes its place (the coach never says two things
    about one move); one that found no cost it is sure of leaves it (helper-21's walk: a
    4♠ handed West a pile of 13 cards, the quick note said so, and it went the moment the
    playouts found no clear cost: a note that comes and goes, and a warning lost)."""
    game = Session("classic", 4, None, "club", seed=1, state=_table(*CANASTA_IN_THE_PILE))
    at = app()
    at.session_state["play"] = game
    at.switch_page(PLAY).run()
    next(b for b in at.button if b.label == "Draw").click().run()

    def said() -> str:
        return html.unescape(" ".join(str(i.value) for i in at.info))

    assert "You could have taken the pile" in said()
    at.session_state["play.judged"] = []  # what a judgement with nothing to say leaves
    at.session_state["play.judged.last"] = False
    at.run()
    assert "You could have taken the pile" in said(), said()
    note = judge(_table(*CANASTA_IN_THE_PILE), Draw(), seed=2, rounds=24).note
    at.session_state["play.judged"] = [note]  # and one that speaks
    at.session_state["play.judged.last"] = True
    at.run()
    assert "Better: Take the pile" in said() and "You could have taken" not in said(), said()


def test_a_better_move_that_makes_a_canasta_says_so() -> None:
    """The walk's note named 'Add 2♥ to 5♥ 5♦ 5♣ 2♥ Joker 5♥' as better than a meld of aces
    and never said why: it makes a canasta (a bonus, and what lets the side go out)."""
    st = _table(["AH AH 2H 9C 4S", "5H 6H 7H 8D 9D 10S 4C QS JC",
                 "5S 6S 7D 8S 9S 10D 4D QD JS", "5D 6C 7C 8C 9H 10H 4H QC JH"],
                [[["5H", "5D", "5C", "2H", "JK", "5H"]], []], "10C KD")
    st.apply(Draw())
    legal = st.legal_actions()
    add = next(a for a in legal if isinstance(a, AddToMeld) and a.cards == parse_cards("2H"))
    aces = next(a for a in legal if isinstance(a, Meld) and a.cards == parse_cards("AH AH 2H"))
    why = reason_of(st, aces, add)
    assert why is not None and why.rule == "scoring-2"
    assert say(why) == ("The better move makes a canasta of fives, mixed: a bonus of 300 "
                        "points, and a canasta is what lets your side go out.")
    assert say(why, "es").startswith("La mejor jugada hace una canasta sucia de cincos")
    assert reason_of(st, add, aces) is None  # (the move played made it: no such word)


def test_a_take_of_the_pile_that_makes_a_canasta_and_asking_to_go_out_say_why() -> None:
    """The second walk: strategy-012's better take (the top 6♠ and a 2♠ onto five sixes)
    and a note whose better move was asking partner both came without a reason."""
    from tutor.puzzles.kinds.strategy import grade_move, position_state
    from tutor.views.viewmodel import puzzle_by_id

    puzzle = puzzle_by_id("strategy-012")
    assert puzzle is not None
    right, why, _ = grade_move(puzzle, "TakePile()")  # the top alone: six sixes
    assert not right and say(why[0]).endswith(
        "The better move makes a canasta of sixes, mixed: a bonus of 300 points, and a "
        "canasta is what lets your side go out.")
    st = position_state(puzzle)  # (the state is tried and given back as it was)
    before = st.observation(st.current)
    made = canasta_made(st, TakePile(parse_cards("2S")))
    assert made is not None and len(made) == 7
    assert st.observation(st.current) == before
    ask = reason_of(st, Discard(parse_cards("7S")[0]), AskPartner())
    assert ask is not None and ask.rule == "scoring-8"
    assert say(ask).startswith('Asking partner "May I go out?" is the way to go out now')


def test_the_coachs_process_ends_when_its_server_is_gone(tmp_path: Path) -> None:
    """A server killed while its coach judged a move left the coach running, an orphan that
    kept its core: the coach now ends within seconds of its server."""
    import os
    import signal
    import subprocess
    import sys

    script = tmp_path / "server.py"
    script.write_text(
        "import multiprocessing, sys, time\n"
        "from tests.test_coach import CANASTA_IN_THE_PILE\n"
        "from tests.test_evaluate import _table\n"
        "from tutor.app import coaching\n"
        "from tutor.engine import Draw\n"
        "coaching.submit(_table(*CANASTA_IN_THE_PILE), Draw(), 1)\n"
        "while not multiprocessing.active_children(): time.sleep(0.05)\n"
        "print(multiprocessing.active_children()[0].pid, flush=True)\n"
        "time.sleep(600)\n", encoding="utf-8")
    root = Path(__file__).resolve().parent.parent
    server = subprocess.Popen([sys.executable, str(script)], cwd=root, stdout=subprocess.PIPE,
                              text=True, env={**os.environ, "PYTHONPATH": str(root)})
    assert server.stdout is not None
    coach = int(server.stdout.readline())
    server.send_signal(signal.SIGKILL)
    server.wait(10)

    def alive() -> bool:
        try:
            status = Path(f"/proc/{coach}/status").read_text(encoding="utf-8")
        except FileNotFoundError:
            return False
        return "State:\tZ" not in status  # (a zombie has ended: only its entry is left)

    until = time.monotonic() + 20
    while alive() and time.monotonic() < until:
        time.sleep(0.2)
    assert not alive()


def test_a_move_the_rules_refuse_makes_no_canasta_and_raises_nothing() -> None:
    """A puzzle answer may be a move the rules refuse: what decides it is asked of the coach's
    reasons, which try a meld or a take on the state; a refused one makes no canasta."""
    from tutor.puzzles.format import solve
    from tutor.puzzles.kinds.strategy import decides, position_state
    from tutor.views.viewmodel import puzzle_by_id

    puzzle = puzzle_by_id("strategy-012")
    assert puzzle is not None
    st = position_state(puzzle)
    refused = TakePile(parse_cards("9S"))  # (a card the player does not hold)
    assert not st.is_legal(refused) and canasta_made(st, refused) is None
    sol = solve(puzzle)
    for move in (repr(refused), "Meld(cards=(Card('KS'), Card('KH'), Card('KD')))"):
        assert decides(puzzle, "move", sol, move) is not None


def test_a_quick_note_is_said_in_the_tab_the_move_was_made_in(db: Path) -> None:
    """The walk's two tabs: a draw past a pile made in one tab, and its quick note ("You
    could have taken the pile…") showed in the other tab, the stale one, as that tab took
    the latest game, and not in the tab where the learner drew (its coach had judged the
    draw and kept quiet). The note belongs to the tab the move was made in."""
    from tutor.store import Store

    Store(str(db)).save_play("two-tabs", Session(bot="club", seed=33).to_json())
    tabs = []
    for _ in range(2):
        tab = app()
        tab.query_params["profile"] = "two-tabs"
        tab.switch_page(PLAY).run()
        tabs.append(tab)
    first, second = tabs
    next(b for b in first.button if b.label == "Draw").click().run()

    def said(tab: AppTest) -> str:
        return html.unescape(" ".join(str(i.value) for i in tab.info))

    assert "You could have taken the pile" in said(first), said(first)
    second.run()
    assert "moved on in another tab" in said(second), said(second)
    assert "You could have taken the pile" not in said(second), said(second)


def test_a_discard_that_hands_the_next_player_the_pile_says_so_whatever_was_better() -> None:
    """helper-21's note: "Better: Add 8♠ to 8♠ 8♦ Joker 8♥ 8♦. You played: Discard 4♠",
    and not a word of the 4♠ letting West, whose side had melded fours, take a pile of 17
    cards. The reason is given against any better move; on a frozen pile, where a meld of
    fours takes nothing, it is not."""
    hands = ["8S 4S 9H KD QC", "5H 6H 7H 8D 9D 10S 4C QS JC",
             "5S 6S 7D 8S 9S 10D 4D QD JS", "5D 6C 7C 8C 9H 10H 4H QC JH"]
    melds = [[["8S", "8D", "JK", "8H", "8D"]], [["4H", "4D", "4C"]]]
    st = _table(hands, melds, "10C 6D 7S 9C JD KH 5C")
    st.apply(Draw())
    add = next(a for a in st.legal_actions() if isinstance(a, AddToMeld)
               and a.cards == parse_cards("8S"))
    why = reason_of(st, Discard(parse_cards("4S")[0]), add)
    assert why is not None and why.rule == "pile-3"
    assert say(why) == "The next player's side has melded fours: the 4♠ lets them take the pile."
    frozen = _table(hands, melds, "10C 6D 2C 9C JD KH 5C")  # (a 2 in it freezes it for all)
    frozen.apply(Draw())
    assert reason_of(frozen, Discard(parse_cards("4S")[0]), add) is None


def test_a_better_meld_with_one_card_more_names_the_card() -> None:
    """helper-21: "Better: Add 10♣ 10♠ Joker Joker to 10♦ 10♠ Joker. You played: Add 10♠
    10♣ Joker to …": the one Joker between them was for the learner to find. Where no
    canasta tells them apart, the note says it, and heads itself with no rule (the rules
    allow both: play, not a rule, decides)."""
    st = _table(["10C JK 4S 7H 9H", "5H 6H 7H 8D 9D 10S 4C QS JC",
                 "5S 6S 7D 8S 9S 10D 4D QD JS", "5D 6C 7C 8C 9H 10H 4H QC JH"],
                [[["10D", "10S", "JK"]], []], "9C KD")
    st.apply(Draw())
    adds = [a for a in st.legal_actions() if isinstance(a, AddToMeld)]
    more = next(a for a in adds if sorted(map(str, a.cards)) == ["10C", "JK"])
    fewer = next(a for a in adds if sorted(map(str, a.cards)) == ["10C"])
    why = reason_of(st, fewer, more)
    assert why is not None and say(why) == "The better move lays the same cards plus Joker."
    assert say(why, "es") == "La mejor jugada baja las mismas cartas más Joker."
    note = _note(st, fewer, more, 120, "mistake")
    assert deciding_rule(note) is None and note.rule  # (counted against the meld's rule)
    assert reason_of(st, more, fewer) is None


def test_the_next_hand_keeps_the_coachs_judgements_for_its_review_a_new_game_not() -> None:
    """Play forgets the coach's notes on leaving a hand or a game. The judgements still
    coming of a hand left go on (its review, the likely next page, takes them: calling
    them off made the review ask again); those of a game left are called off."""
    def leave() -> None:
        import streamlit as st

        from tutor.app.playview import forget_notes

        forget_notes(game_left=st.session_state["left"])

    for left in (False, True):
        coming: Future[Judged] = Future()
        at = AppTest.from_function(leave)
        at.session_state["play.judging"] = [(coming, None, True)]
        at.session_state["left"] = left
        at.run()
        assert not at.exception, [e.value for e in at.exception]
        assert coming.cancelled() is left and "play.judging" not in at.session_state


def test_a_wild_card_thrown_where_the_better_move_lays_it_says_why() -> None:
    """helper-23 threw a Joker where laying A♠ A♣ Joker was the best move: the answer said
    only what it cost. A wild card discarded says why whatever the better move is; a
    natural card thrown in place of a meld still says nothing it cannot show."""
    st = _table(["AS AC KD 8S 5C JK 9H", "5H 6H 7H 8D 9D 10S 4C QS JC",
                 "5S 6S 7D 8S 9S 10D 4D QD JS", "5D 6C 7C 8C 9H 10H 4H QC JH"],
                [[["QH", "QD", "QC"]], [["6D", "6C", "6S"]]], "4S 7C")
    st.apply(Draw())
    joker, aces = parse_cards("JK")[0], Meld(parse_cards("AS AC JK"))
    assert st.is_legal(Discard(joker)) and st.is_legal(aces)
    why = reason_of(st, Discard(joker), aces)
    assert why is not None and say(why) == ("A wild card is worth more in your melds than on "
                                            "the pile, where it freezes the pile for your "
                                            "side too.")
    assert reason_of(st, Discard(parse_cards("5C")[0]), aces) is None


#: A hand of Play from helper-29's walk (seed and the learner's moves): at its third and
#: fifth moves the learner drew past a pile its 6s and then its 7s took, the second one of
#: nine cards that made a canasta of jacks; Play's quick note said the pile could be taken.
def walk_game(seed: int, moves: list[str]) -> dict[str, object]:
    """A walk's game of Play as Session.to_json keeps it: Classic, four players against club
    players, the deal's seed and the learner's moves."""
    return {"rules": "classic", "players": 4, "teams": None, "bot": "club", "seed": seed,
            "careful": True, "moves": moves}


WALK_GAME = walk_game(40692125, [
    "Draw()",
    "Discard(card=Card('QD'))",
    "Draw()",
    "Discard(card=Card('JH'))",
    "Draw()",
    "Discard(card=Card('JD'))",
    "Draw()",
    "Meld(cards=(Card('6H'), Card('6D'), Card('6C')))",
    "Meld(cards=(Card('7D'), Card('7D'), Card('7C')))",
    "AddToMeld(meld=0, cards=(Card('JC'),))",
    "Discard(card=Card('10C'))",
    "Draw()",
    "Discard(card=Card('QS'))",
    "Draw()",
    "Discard(card=Card('9D'))",
    "Draw()",
    "AddToMeld(meld=1, cards=(Card('KS'),))",
    "Discard(card=Card('5H'))",
    "Draw()",
    "Discard(card=Card('AC'))",
    "Draw()",
    "Discard(card=Card('5C'))",
    "Draw()",
    "Discard(card=Card('QS'))",
    "Draw()",
    "GoOut(discard=None, concealed=False)"])


def test_a_draw_past_a_pile_worth_taking_is_marked_in_the_review() -> None:
    """Those draws measured 208 ± 86 and 109 ± 60 points at the coach's 64 rounds: not
    sure, so unmarked, and the review said "marked none of your decisions" under Play's
    note. Played on over more deals where unsure, the first is a blunder and the second a
    mistake, the pile the better move (and the same seed gives the same marks)."""
    import json

    from tutor.table.review import Review

    review = Review(Session.from_json(json.dumps(WALK_GAME)).record())
    passed = [m for m in review.decisions(0) if isinstance(m.action, Draw)
              and any(isinstance(a, TakePile) for a in review.judging(m)[0].legal_actions())]
    assert len(passed) == 2
    marks = [review.judge(m) for m in passed]
    assert [j.mark for j in marks] == ["blunder", "mistake"], [(j.mark, j.cost) for j in marks]
    assert all(isinstance(j.best, TakePile) for j in marks)
    assert review.judge(passed[1]).cost == marks[1].cost


#: helper-30's hand (seed and the learner's moves, to its end).
WALK2_GAME = walk_game(669951136, [
    "Draw()",
    "Discard(card=Card('4S'))",
    "Draw()",
    "Meld(cards=(Card('9H'), Card('9H'), Card('2H')))",
    "Discard(card=Card('QD'))",
    "TakePile(cards=(Card('6D'), Card('6C')))",
    "Discard(card=Card('KS'))",
    "Draw()",
    "Discard(card=Card('8D'))",
    "Draw()",
    "Discard(card=Card('3S'))",
    "Draw()",
    "Discard(card=Card('3C'))",
    "Draw()",
    "Discard(card=Card('JH'))",
    "Draw()",
    "Discard(card=Card('KS'))"])


def test_a_reason_the_better_discard_shares_is_not_said() -> None:
    """helper-30's walk: "the 8♦ lets them take the pile. Better: Discard 7♣", the sevens
    on the next side's table too. Where the better discard hands the pile as well, the
    note says no such reason; where it does not, it still does."""
    import json

    from tutor.bots import hands_the_pile
    from tutor.table.review import Review

    review = Review(Session.from_json(json.dumps(WALK2_GAME)).record())
    move = next(m for m in review.decisions(0) if m.action == Discard(Card("8D")))
    st = review.judging(move)[0]
    assert hands_the_pile(st, Card("8D")) and hands_the_pile(st, Card("7C"))
    assert reason_of(st, Discard(Card("8D")), Discard(Card("7C"))) is None
    safe = next(c for c in st.hand if not hands_the_pile(st, c) and c.is_natural
                and not c.is_black_three)
    said = reason_of(st, Discard(Card("8D")), Discard(safe))
    assert said is not None and said.code == "coach.why.feeds"


def test_a_black_three_thrown_on_a_small_pile_is_said_why_it_costs() -> None:
    """helper-30's walk: 3♠ thrown on a one-card pile, a blunder of 462 points by the
    playouts, said with no reason (the lesson calls a black 3 a good discard). The note
    says what it costs: it stops the next player for one turn, on a pile worth little."""
    import json

    from tutor.explain import say
    from tutor.table.review import Review

    review = Review(Session.from_json(json.dumps(WALK2_GAME)).record())
    move = next(m for m in review.decisions(0) if m.action == Discard(Card("3S")))
    st = review.judging(move)[0]
    assert len(st.pile) == 1
    why = reason_of(st, Discard(Card("3S")), Discard(Card("4C")))
    assert why is not None and why.rule == "pile-7"
    assert "on a pile of 1 card the 3♠ blocks little" in say(why), say(why)
    assert reason_of(st, Discard(Card("3S")), Discard(Card("3C"))) is None  # (a 3 for a 3)
