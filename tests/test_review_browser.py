"""The review in a real browser at phone width: from the end of a hand in Play to the
review of it, the coach's word on a decision arriving beside the page, stepping and
jumping, a reload and a second tab keeping the move, playing on from a position, and a
record file opened (a bad one named, never a traceback)."""

from __future__ import annotations

import json
import os
import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from tests.browser import PHONE, WAIT, clicked, fresh, settle, shot
from tests.conftest import serve
from tutor.bots import BOTS
from tutor.store import Store
from tutor.table.play import Session
from tutor.table.review import Review

pytestmark = pytest.mark.e2e
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, chromium: str) -> Iterator[tuple[str, str]]:
    db = str(tmp_path_factory.mktemp("review") / "p.sqlite3")
    with serve(ROOT, {**os.environ, "CANASTA_TUTOR_DB": db}) as url:
        yield url, db


def a_hand_played(seed: int) -> Session:
    """A four-player game whose first hand the learner played as the club player does,
    to its end (the page then offers the next hand and the review)."""
    game = Session(bot="club", seed=seed)
    rng = random.Random(seed)
    while not game.st.is_terminal():
        assert game.play(BOTS["club"](game.st, rng)) is None
    return game


def saved_for(db: str, learner: str, seed: int) -> Review:
    """A learner whose game in Play is a hand played to its end (``a_hand_played``): its
    review."""
    game = a_hand_played(seed)
    store = Store(db)
    store.ensure_profile(learner)
    store.save_play(learner, game.to_json())
    return Review(game.record())


def main(page: Page) -> Locator:
    found = page.locator("[data-testid='stMain']")
    assert found.locator("[data-testid='stException']").count() == 0
    text = found.inner_text()
    assert "Traceback" not in text and "Error:" not in text
    wide = page.evaluate("() => document.documentElement.scrollWidth - "
                         "document.documentElement.clientWidth")
    assert wide <= 1, f"{wide}px of sideways scroll at 390 px"
    return found


def on_first_screen(found: Locator, what: str) -> None:
    """``found`` begins on the phone's first screen, the page not scrolled (a walk found
    the coach's mark below the hand, the move and four buttons)."""
    box = found.bounding_box()
    assert box is not None and 0 <= box["y"] <= PHONE["height"] - 48, (
        f"{what} at y = {box and box['y']}, below the first screen of {PHONE['height']} px")


def test_a_hand_of_play_is_reviewed_move_by_move_and_played_on(
        browser: Browser, server: tuple[str, str], artifacts: Path) -> None:
    url, db = server
    review = saved_for(db, "reviewer", 3)
    page = fresh(browser)
    page.goto(f"{url}/play?profile=reviewer")
    settle(page)
    clicked(page, page.get_by_role("link", name="Review this hand, move by move"))
    expect(page.locator("h1").first).to_have_text("Review")
    total = len(review.moves[0])
    expect(main(page).get_by_text(f"Move 1 of {total}", exact=True)).to_be_visible()
    ends = main(page).get_by_test_id("stSliderTickBar")  # the slider runs from move 1 to
    expect(ends).to_have_text("1End")  # the end of the hand, not to a move {total + 1}
    # A decision of the learner's: the coach's word arrives beside the page.
    mine = review.decisions(0)[2]
    page.goto(f"{url}/review?profile=reviewer&hand=1&move={mine.index + 1}")
    settle(page)
    expect(main(page).get_by_text(f"Move {mine.index + 1} of {total}", exact=True)
           ).to_be_visible()
    word = main(page).get_by_text("A good move").or_(main(page).get_by_text("Coach — "))
    expect(word.first).to_be_visible(timeout=WAIT * 2)
    on_first_screen(word.first, "the coach's word on the move")
    on_first_screen(page.get_by_role("button", name="Next", exact=True), "Next")
    expect(main(page).get_by_text("Your hand before this move")).to_be_visible()
    shot(page, artifacts / "review-decision.png")
    # Back and Next; the address keeps the move, so a reload and a second tab show it.
    clicked(page, page.get_by_role("button", name="Next", exact=True))
    expect(main(page).get_by_text(f"Move {mine.index + 2} of {total}", exact=True)
           ).to_be_visible()
    assert f"move={mine.index + 2}" in page.url
    page.reload()
    settle(page)
    expect(main(page).get_by_text(f"Move {mine.index + 2} of {total}", exact=True)
           ).to_be_visible()
    other = page.context.new_page()
    other.goto(page.url)
    settle(other)
    expect(main(other).get_by_text(f"Move {mine.index + 2} of {total}", exact=True)
           ).to_be_visible()
    other.close()
    clicked(page, page.get_by_role("button", name="Back", exact=True))
    expect(main(page).get_by_text(f"Move {mine.index + 1} of {total}", exact=True)
           ).to_be_visible()
    # The decision as a strategy puzzle: its link opens it on Practise, in a tab of its own.
    clicked(page, main(page).get_by_text("Save this position as a puzzle", exact=True))
    link = main(page).get_by_role("link", name="Try it on Practise")
    expect(link).to_be_visible()
    href = link.get_attribute("href") or ""
    puzzle = page.context.new_page()
    puzzle.goto(href if href.startswith("http") else f"{url}/{href.lstrip('/')}")
    settle(puzzle)
    expect(main(puzzle).get_by_text("What would a strong player do?").first).to_be_visible()
    expect(main(puzzle).get_by_text("What do you play?")).to_be_visible()
    shot(puzzle, artifacts / "review-strategy-puzzle.png")
    puzzle.close()
    # Play on from here: the game in Play (a hand over, the game not) goes only on a yes.
    clicked(page, page.get_by_role("button", name="Play on from here"))
    expect(main(page).get_by_text("is not over")).to_be_visible()
    clicked(page, page.get_by_role("button", name="Yes, play on from here"))
    expect(page.locator("h1").first).to_have_text("Play", timeout=WAIT)
    expect(main(page).get_by_text("Your hand", exact=True)).to_be_visible()
    kept = Session.from_json(Store(db).load_play("reviewer") or "")
    assert kept.opening is not None and kept.my_turn()
    shot(page, artifacts / "review-played-on.png")
    page.context.close()


def test_a_record_file_opens_in_the_review_and_a_bad_one_is_named(
        browser: Browser, server: tuple[str, str], tmp_path: Path, artifacts: Path) -> None:
    url, _ = server
    game = a_hand_played(5)
    good = tmp_path / "my-game.json"
    good.write_text(game.record(), encoding="utf-8")
    data = json.loads(game.record())
    data["hands"][0]["actions"][3][1] = "Discard(card=Card('<b>2C</b>'))"
    bad = tmp_path / "<i>bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    page = fresh(browser)
    page.goto(f"{url}/review")
    settle(page)
    expect(main(page).get_by_text("There is no game to review yet")).to_be_visible()
    upload = page.locator("[data-testid='stFileUploader'] input[type=file]")
    upload.set_input_files(str(bad))
    settle(page)
    error = main(page).locator("[data-testid='stAlertContentError']")
    expect(error).to_contain_text("could not be opened as a game: hand 1, move 4")
    expect(error).to_contain_text("<i>bad.json")  # as text, not markup
    shot(page, artifacts / "review-bad-file.png")
    upload.set_input_files(str(good))
    settle(page)
    expect(main(page).get_by_text("The game in the file my-game.json.")).to_be_visible()
    expect(main(page).get_by_text(f"Move 1 of {len(Review(game.record()).moves[0])}",
                                  exact=True)).to_be_visible()
    expect(error).to_have_count(0)
    page.context.close()


def test_no_click_is_undone_while_the_coach_looks(
        browser: Browser, server: tuple[str, str]) -> None:
    """Back and Next while the coach is still looking at the hand (the page looks again
    every second): each click lands, none is put back by the timer's next look (one in
    thirty was, before the slider took a new key at each click: Streamlit took the
    browser's old value of it over the page's)."""
    url, db = server
    total = len(saved_for(db, "clicker", 13).moves[0])  # (a hand no other test opens: the
    # coach's marks of it are not kept from before, so it is still looking)
    page = fresh(browser)
    page.goto(f"{url}/review?profile=clicker&hand=1&move=40")
    settle(page)
    expect(main(page).get_by_text("The coach is looking at your decisions", exact=False)
           ).to_be_visible()
    at = 40
    for i in range(24):
        name = "Back" if i % 3 == 0 else "Next"
        at += -1 if name == "Back" else 1
        clicked(page, page.get_by_role("button", name=name, exact=True))
        page.wait_for_timeout(150)  # (a look of the timer's may come in meanwhile)
        expect(main(page).get_by_text(f"Move {at} of {total}", exact=True)).to_be_visible()


def test_back_and_next_stay_under_the_finger_from_a_long_move_to_a_short_one(
        browser: Browser, server: tuple[str, str]) -> None:
    """A walk tapped Back five times from a move said on two lines to one said on one: the
    buttons, below the move, jumped up under the finger, and taps missed. They stand above
    it, where the move's length cannot move them."""
    url, db = server
    review = saved_for(db, "stepper", 3)
    said = [len(review.session(0, i).say(m.seat, m.action))
            for i, m in enumerate(review.moves[0])]
    long = next(i for i in range(1, len(said)) if said[i] > 75 and said[i - 1] < 30)
    page = fresh(browser)
    page.goto(f"{url}/review?profile=stepper&hand=1&move={long + 1}")
    settle(page)
    back = page.get_by_role("button", name="Back", exact=True)
    where = back.bounding_box()
    clicked(page, back)
    expect(main(page).get_by_text(f"Move {long} of {len(said)}", exact=True)).to_be_visible()
    assert where is not None and back.bounding_box() == where
    page.context.close()


def _drew_and_discarded(browser: Browser, server: tuple[str, str], learner: str, seed: int,
                        level: str, card: Callable[[Locator], Locator]) -> Page:
    """A learner's game of Play (dealt from ``seed``) with the coach speaking at ``level``:
    a draw, the ``card`` tapped in the hand and discarded at once, and the coach's looking
    at those moves over (the page then shows what it said: a failure says which of the
    two did not come)."""
    url, db = server
    store = Store(db)
    store.ensure_profile(learner)
    store.save_play(learner, Session(bot="club", seed=seed).to_json())
    page = fresh(browser)
    page.goto(f"{url}/play?profile={learner}")
    settle(page)
    clicked(page, main(page).get_by_text(level, exact=True))
    clicked(page, page.get_by_role("button", name="Draw", exact=True))
    hand = page.get_by_role("toolbar", name="Your hand: tap cards to choose them")
    clicked(page, card(hand))
    clicked(page, page.get_by_role("button", name="Discard the chosen card"))
    expect(main(page).get_by_text("The coach is looking at your last move")).to_have_count(
        0, timeout=WAIT * 3)
    return page


def test_the_coach_speaks_of_a_draw_after_a_quick_discard(
        browser: Browser, server: tuple[str, str], artifacts: Path) -> None:
    """A learner draws past a pile worth taking (a pair of tens and a 2 in hand, a ten on top)
    and discards at once: the coach's note on the draw, arriving while the discard is
    chosen or after it, stays on the phone's screen through the others' turns (it was gone
    with the discard, unread, or dropped if it came after it)."""
    page = _drew_and_discarded(browser, server, "quick", 44, "mistakes",
                               lambda hand: hand.locator("button").first)
    note = main(page).get_by_text("Better: Take the pile", exact=False)
    expect(note).to_be_visible()
    expect(main(page).get_by_text("You played: Draw a card from the stock", exact=False)
           ).to_be_visible()
    note.scroll_into_view_if_needed()
    box = note.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 391, box
    shot(page, artifacts / "play-late-coach-note.png", full=False)
    page.context.close()


def test_a_quick_note_stays_once_the_coach_finds_no_clear_cost(
        browser: Browser, server: tuple[str, str], artifacts: Path) -> None:
    """A 2♣ thrown onto a pile of one card, the coach on every inaccuracy: the quick note
    (a wild card freezes the pile, but a pile of one is not worth guarding) stays on the
    phone's screen once the coach's judgement is in and finds no clear cost (helper-21's
    walk saw such a note go three seconds after it came)."""
    page = _drew_and_discarded(browser, server, "wild", 1, "every inaccuracy",
                               lambda hand: hand.get_by_role(
                                   "button", name="two of clubs (wild) 2♣"))
    page.wait_for_timeout(1500)  # (three looks of the page's half-second timer)
    note = main(page).get_by_text("is not worth guarding", exact=False)
    expect(note).to_be_visible()
    note.scroll_into_view_if_needed()
    box = note.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 391, box
    shot(page, artifacts / "play-quick-note-stays.png", full=False)
    page.context.close()


def test_homes_link_to_the_puzzles_due_opens_one(browser: Browser,
                                                 server: tuple[str, str]) -> None:
    """A walk followed Home's "Review the 18 puzzles due now" and read "Nothing is due for
    review right now" under "18 puzzles due for review now". The link opens the first
    puzzle due, with its answer form."""
    from datetime import UTC, datetime, timedelta

    from tutor.store import rating_for

    url, db = server
    store = Store(db)
    store.ensure_profile("due-walk")
    store.review("due-walk", "tp-018", rating_for(1, False),
                 at=datetime.now(UTC) - timedelta(days=2))
    page = fresh(browser)
    page.goto(f"{url}/?profile=due-walk")
    settle(page)
    clicked(page, page.get_by_role("link", name="Review the puzzle due now"))
    main = page.locator("[data-testid='stMain']")
    expect(main.get_by_role("button", name="Check my answer")).to_be_visible()
    expect(main.get_by_text("Nothing is due for review")).to_have_count(0)
    page.context.close()


def test_piles_passed_up_are_marked_and_next_mistake_goes_to_them(
        browser: Browser, server: tuple[str, str], artifacts: Path) -> None:
    """helper-29's walk drew past two piles it could take (Play's coach said so); the
    review said "The coach marked none of your … decisions" and Next mistake never woke.
    On the walk's own hand: both are marked, and Next mistake goes to the first of them."""
    from tests.test_coach import WALK_GAME

    url, db = server
    game = Session.from_json(json.dumps(WALK_GAME))
    store = Store(db)
    store.ensure_profile("walker")
    store.save_play("walker", game.to_json())
    review = Review(game.record())
    passed = [m for m in review.decisions(0) if m.action.__class__.__name__ == "Draw"
              and any(type(a).__name__ == "TakePile"
                      for a in review.judging(m)[0].legal_actions())]
    page = fresh(browser)
    page.goto(f"{url}/review?profile=walker&hand=1&move=1")
    settle(page)
    summary = main(page).get_by_text(re.compile(r"The coach marked [1-9]\d* of your"))
    expect(summary).to_be_visible(timeout=WAIT * 4)  # every decision looked at by then
    total = len(review.moves[0])
    clicked(page, page.get_by_role("button", name="Next mistake"))
    expect(main(page).get_by_text(f"Move {passed[0].index + 1} of {total}", exact=True)
           ).to_be_visible()
    mark = main(page).get_by_text("A blunder", exact=False).or_(
        main(page).get_by_text("A mistake", exact=False))
    expect(mark.first).to_be_visible(timeout=WAIT)
    on_first_screen(mark.first, "the coach's mark on the pile passed up")
    shot(page, artifacts / "review-pile-passed.png")
    # A discard West took at once, judged good: the review says why it is still good (the
    # walk read "A good move" above West's take and no word on it)
    taken = next(m for m in review.decisions(0) if review.taken_after(0, m.index) is not None)
    page.goto(f"{url}/review?profile=walker&hand=1&move={taken.index + 1}")
    settle(page)
    expect(main(page).get_by_text("A good move", exact=False)).to_be_visible(timeout=WAIT)
    expect(main(page).get_by_text("West took the pile right after it.", exact=False)
           ).to_be_visible()
    page.context.close()
