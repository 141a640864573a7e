"""Three-player Play in a real browser at phone width: dealt from the page, through the
computer players' takes of the pile (the first taker plays alone, the other two as a
pair), a reload and a second tab, and a game played on to its final score."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from tests.browser import PHONE, WAIT, clicked, fresh, ran, settle, shot
from tests.conftest import serve
from tutor.engine import Answer, Discard, Draw
from tutor.explain import card as card_words
from tutor.store import Store
from tutor.table.play import NEXT_HAND, Session

pytestmark = pytest.mark.e2e
HAND = "Your hand: tap cards to choose them"
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, chromium: str) -> Iterator[tuple[str, str]]:
    """The app on a free port with a progress file of its own (the test writes a saved game
    into it): its URL and the file."""
    db = str(tmp_path_factory.mktemp("play") / "p.sqlite3")
    with serve(ROOT, {**os.environ, "CANASTA_TUTOR_DB": db}) as url:
        yield url, db


def sound(page: Page) -> Locator:
    """The page's main part, after checking that it shows no exception and three rows of
    scores, one a player."""
    main = page.locator("[data-testid='stMain']")
    assert main.locator("[data-testid='stException']").count() == 0
    assert "IndexError" not in main.inner_text()
    rows = main.locator("table.ct-totals").first.locator("tr")
    assert [rows.nth(i).locator("td").first.inner_text() for i in range(1, 4)] == \
        ["You", "Left", "Right"]
    return main


def button(main: Locator, name: str) -> Locator:
    return main.get_by_role("button", name=name, exact=True)


def one_move(page: Page) -> str:
    """The learner's next plain move through the page's buttons: draw; say yes to a
    partner's question; else discard the first card the rules let go. Returns what the
    page offers when there is no move to make ("Next hand", "New game"), else ""."""
    main = sound(page)
    for done in ("New game", "Next hand"):
        if button(main, done).count():
            return done
    if button(main, "Draw").count():
        clicked(page, button(main, "Draw"))
    elif button(main, "Yes").count():
        clicked(page, button(main, "Yes"))
    else:
        cards = main.get_by_role("toolbar", name=HAND).locator("button")  # the hand's cards
        for i in range(cards.count()):
            clicked(page, cards.nth(i))
            clicked(page, button(main, "Discard the chosen card"))
            if main.locator("[data-testid='stAlertContentWarning']").count() == 0:
                return ""
            clicked(page, cards.nth(i))  # refused (a warning says why): unchosen, the next
        raise AssertionError("no card could be discarded")
    return ""


def simple_turn(game: Session) -> None:
    """The same plain move, played on a Session (the strategy of :func:`one_move`)."""
    if game.st.phase == "draw":
        assert game.play(Draw()) is None
    elif game.st.phase == "answer":
        assert game.play(Answer(True)) is None
    else:
        assert any(game.play(Discard(card)) is None for card in game.hand())


def before_the_last_hand(seed: int) -> tuple[str, int]:
    """A three-player game played with the plain moves to its end, kept as it stood at the
    deal of its last hand (its JSON, as the Play page saves a game), and how many times the
    pile was taken in that last hand."""
    game = Session("classic", 3, None, "club", seed=seed)
    while not game.over()[0]:
        if game.st.is_terminal():
            game.next_hand()
        else:
            simple_turn(game)
    last = max(i for i, m in enumerate(game.moves) if m == NEXT_HAND)
    deal = max(i for i, line in enumerate(game.log_lines())
               if line.startswith(f"Hand {game.hand_no} "))
    takes = sum(" the pile (" in line for line in game.log_lines(deal))
    kept = Session("classic", 3, None, "club", seed=seed)
    kept.moves = game.moves[:last + 1]
    return kept.to_json(), takes


@pytest.mark.long
def test_three_players_play_through_takes_of_the_pile_to_the_final_score(
        browser: Browser, server: tuple[str, str], artifacts: Path) -> None:
    url, db = server
    # Dealt from the page at three players, played on until the pile has been taken.
    page = fresh(browser)
    page.goto(f"{url}/settings")
    settle(page)
    clicked(page, page.get_by_role("radiogroup", name="Players").get_by_text("3", exact=True))
    page.goto(f"{url}/play")
    settle(page)
    # a learner new to the game is offered the guided first hand before dealing
    expect(page.get_by_role("link", name="New to Canasta? Play a first hand with a guide")
           ).to_be_visible()
    clicked(page, page.get_by_role("button", name="Deal"))
    for _ in range(60):
        if "(alone this hand)" in sound(page).inner_text() and button(
                sound(page), "Draw").count():
            break
        if one_move(page) == "Next hand":
            clicked(page, button(sound(page), "Next hand"))
    main = sound(page)
    expect(main.get_by_text("(alone this hand)")).to_be_visible()
    expect(main.get_by_text("(a pair this hand)")).to_be_visible()
    shot(page, artifacts / "play-three-after-a-take.png")
    # A reload and a second tab resume the same game and draw it.
    page.reload()
    settle(page)
    expect(page.get_by_role("button", name="Draw", exact=True)).to_be_visible()
    expect(sound(page).get_by_text("(alone this hand)")).to_be_visible()
    other = page.context.new_page()
    other.goto(f"{url}/play")
    settle(other)
    expect(other.get_by_role("button", name="Draw", exact=True)).to_be_visible()
    sound(other)
    page.context.close()

    # The end of a game: its earlier hands were played by the same moves on the Play
    # session and saved as the page saves a game, so that the browser plays only the last
    # hand, from its deal through the takes of the pile to the final score (a whole game
    # of six hands would take minutes).
    saved, takes = before_the_last_hand(seed=6)
    assert takes >= 3
    store = Store(db)
    store.ensure_profile("three-players")
    store.save_settings("three-players", {"rules": "classic", "players": 3, "teams": None})
    store.save_play("three-players", saved)
    page = fresh(browser)
    page.goto(f"{url}/play?profile=three-players")
    settle(page)
    expect(page.get_by_role("button", name="Draw", exact=True)).to_be_visible()
    seen_pair = False
    for _ in range(120):
        seen_pair = seen_pair or "(a pair this hand)" in sound(page).inner_text()
        if one_move(page) == "New game":
            break
    main = sound(page)
    expect(main.get_by_text("The game is over. Winner:")).to_be_visible()
    expect(main.get_by_text("The hand is over")).to_be_visible()
    assert seen_pair
    shot(page, artifacts / "play-three-game-over.png")
    page.context.close()


def test_a_pile_of_forty_cards_stays_on_a_phone_screen_its_top_card_in_full(
        browser: Browser, server: tuple[str, str], artifacts: Path) -> None:
    """A pile that no one has taken for a long time: squared up, its top card face up in
    full and named in words, nothing wider than the screen at 390 px."""
    url, db = server
    game = Session("classic", 4, None, "beginner", seed=0)
    while not (game.st.phase == "draw" and game.st.current == 0 and len(game.st.pile) >= 40):
        simple_turn(game)
    store = Store(db)
    store.ensure_profile("big-pile")
    store.save_settings("big-pile", {"rules": "classic", "players": 4, "teams": None})
    store.save_play("big-pile", game.to_json())
    page = fresh(browser)
    page.goto(f"{url}/play?profile=big-pile")
    shot(page, artifacts / "play-pile-of-forty-opened.png")
    settle(page)
    expect(page.get_by_role("button", name="Draw", exact=True)).to_be_visible()
    pile = page.locator("[data-testid='stMain'] .ct-pile").first
    top = pile.locator("img.ct-card").last
    box, pile_box = top.bounding_box(), pile.bounding_box()
    assert box is not None and pile_box is not None
    assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], box
    assert pile_box["x"] + pile_box["width"] <= PHONE["width"], pile_box
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    top_card = card_words(game.st.pile[-1])
    expect(page.get_by_text(f"{len(game.st.pile)} cards · top card {top_card}")).to_be_visible()
    assert "top card" in (pile.get_attribute("aria-label") or "")  # said to a screen reader
    shot(page, artifacts / "play-pile-of-forty.png")
    draw = page.get_by_role("button", name="Draw", exact=True)
    draw.scroll_into_view_if_needed()  # down at the buttons, the top card is in sight too
    near = page.get_by_role("group", name="top card of the pile").locator("img")
    box, at = near.bounding_box(), draw.bounding_box()
    assert box is not None and at is not None
    assert box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"], (box, at)
    assert near.get_attribute("title") == top_card
    shot(page, artifacts / "play-pile-of-forty-at-the-buttons.png", full=False)
    hand = page.get_by_role("toolbar", name=HAND)
    first, second = hand.locator("button").nth(0), hand.locator("button").nth(1)
    assert first.locator("img").get_attribute("alt")  # the card itself is what you tap
    first.focus()
    page.keyboard.press("ArrowRight")  # the arrow keys move along the row
    assert second.evaluate("(b) => b === document.activeElement")
    page.keyboard.press("ArrowLeft")
    assert first.evaluate("(b) => b === document.activeElement")
    ran(page, lambda: page.keyboard.press("Enter"))  # the keyboard chooses too
    assert first.evaluate("(b) => b === document.activeElement")  # still there, redrawn
    up, level = first.bounding_box(), second.bounding_box()
    assert up is not None and level is not None and up["y"] < level["y"] - 4  # raised
    assert first.get_attribute("aria-pressed") == "true"
    third = hand.locator("button").nth(2)
    ran(page, lambda: (second.click(), third.click()))  # two quick taps: both are kept
    settle(page)
    assert [hand.locator("button").nth(i).get_attribute("aria-pressed") for i in range(4)] \
        == ["true", "true", "true", "false"]
    second.focus()  # Streamlit now and then draws the row afresh in the old one's place:
    page.evaluate(REMOUNT)  # focus goes to the same card of the new row
    page.wait_for_function("() => document.activeElement === "
                           "document.querySelector('.ct-hand').children[1]")
    page.context.close()


#: The hand's row replaced by a new one, as when Streamlit mounts its element afresh.
REMOUNT = """() => { const old = document.querySelector('.ct-hand');
  const copy = old.cloneNode(true); old.after(copy); old.remove(); }"""


@pytest.mark.long
def test_a_game_open_in_two_tabs_loses_no_move(
        browser: Browser, server: tuple[str, str], artifacts: Path) -> None:
    """The same game in two tabs: a move made in one is not overwritten by the other; the
    stale tab says the game moved on and shows it as it stands, a reload too."""
    url, db = server
    store = Store(db)
    store.ensure_profile("two-tabs")
    store.save_settings("two-tabs", {"rules": "classic", "players": 4, "teams": None})
    store.save_play("two-tabs", Session("classic", 4, None, "club", seed=5).to_json())
    first = fresh(browser)
    second = first.context.new_page()
    for page in (first, second):
        page.set_default_timeout(WAIT)
        page.goto(f"{url}/play?profile=two-tabs")
        settle(page)
        expect(page.get_by_role("button", name="Draw", exact=True)).to_be_visible()
    clicked(second, button(second.locator("[data-testid='stMain']"), "Draw"))  # the second
    main = first.locator("[data-testid='stMain']")  # tab draws; the first, still showing
    clicked(first, button(main, "Draw"))  # the draw, tries too
    notice = main.get_by_text("This game moved on in another tab or window")
    expect(notice).to_be_visible()
    assert button(main, "Draw").count() == 0  # it shows the game after the second tab's draw
    toast = first.get_by_test_id("stToast")  # on the screen where the tap was, at once (the
    expect(toast).to_contain_text("your click was not played")  # notice was a screen above)
    said = toast.bounding_box()
    assert said is not None and 0 <= said["y"] < PHONE["height"] - said["height"], said
    shot(first, artifacts / "play-two-tabs-moved-on.png")
    clicked(first, first.get_by_role("toolbar", name=HAND).locator("button").first)  # a card,
    # the word that the game moved on stays until a move is played here (a tap on the older
    # view is dropped, and a discard then asks for a card: the learner must see why)
    expect(notice).to_be_visible()
    clicked(first, button(main, "Discard the chosen card"))  # discarded on the latest game
    assert main.locator("[data-testid='stException']").count() == 0
    expect(main.get_by_text("This game moved on in another tab or window")).to_have_count(0)
    first.reload()
    settle(first)
    expect(first.get_by_role("button", name="Draw", exact=True)).to_be_visible()
    kept = Session.from_json(Store(db).load_play("two-tabs") or "")
    assert kept.moves[:1] == ["Draw()"] and kept.moves[1].startswith("Discard(")
    assert len(kept.moves) == 2  # both tabs' moves, once each
    first.context.close()


def test_what_the_others_did_shows_above_your_hand(
        browser: Browser, server: tuple[str, str], artifacts: Path) -> None:
    """After your move, what each other player did since is under the table, above your
    hand, where the eye is (it was a box at the bottom, its first lines scrolled away)."""
    url, db = server
    store = Store(db)
    store.ensure_profile("since")
    store.save_settings("since", {"rules": "classic", "players": 4, "teams": None})
    game = Session("classic", 4, None, "club", seed=9)
    simple_turn(game)  # a draw
    simple_turn(game)  # a discard: the others have played since
    store.save_play("since", game.to_json())
    page = fresh(browser)
    page.goto(f"{url}/play?profile=since")
    main = page.locator("[data-testid='stMain']")
    since = main.get_by_text("Since your last move")
    settle(page)
    expect(since).to_be_visible()
    for line in game.since_your_move():
        expect(main.get_by_text(line, exact=True).first).to_be_attached()
    hand = page.get_by_role("toolbar", name=HAND)
    a, b = since.bounding_box(), hand.bounding_box()
    assert a is not None and b is not None and a["y"] < b["y"]
    shot(page, artifacts / "play-since-your-move.png")
    # What is one tap away is drawn when it is opened (not on every move: the saved
    # position's link alone cost a tenth of a second a click): the whole log, the options,
    # the position to save.
    for label, shown in [("The whole hand so far", game.log_lines(game.hand_start)[0]),
                         ("What can I do?", game.option_words(game.st.legal_actions()[0])),
                         ("Save this position as a puzzle", "Download it (puzzle JSON)")]:
        expect(main.get_by_text(shown, exact=True)).to_have_count(0)
        clicked(page, main.get_by_text(label, exact=True))
        expect(main.get_by_text(shown, exact=True).first).to_be_visible()
    page.context.close()


def test_a_control_that_goes_away_says_why_and_every_label_fits(
        browser: Browser, server: tuple[str, str], artifacts: Path) -> None:
    """After a meld that leaves too few cards to end the turn without going out, "May I go
    out?" is gone and a line says why (it vanished with no word); nothing on the page,
    the wild-card target box included, is wider than a 390 px screen."""
    import json

    url, db = server
    store = Store(db)
    store.ensure_profile("gone")
    store.save_settings("gone", {"rules": "classic", "players": 4, "teams": None})
    moves = ["Draw()", "Discard(card=Card('2H'))", "Draw()",
             "Meld(cards=(Card('9S'), Card('9C'), Card('JK')))",
             "Meld(cards=(Card('7C'), Card('7D'), Card('7H')))", "Discard(card=Card('JH'))",
             "Draw()", "AddToMeld(meld=0, cards=(Card('9H'),))", "Discard(card=Card('KH'))",
             "Draw()", "Meld(cards=(Card('5D'), Card('5S'), Card('5C')))",
             "Discard(card=Card('QC'))", "Draw()", "AddToMeld(meld=3, cards=(Card('2C'),))"]
    store.save_play("gone", json.dumps({"rules": "classic", "players": 4, "teams": None,
                                        "bot": "club", "seed": 0, "moves": moves}))
    page = fresh(browser)
    page.goto(f"{url}/play?profile=gone")
    main = page.locator("[data-testid='stMain']")
    settle(page)
    expect(main.get_by_text("is no longer open this turn. You could now end this turn only",
                            exact=False)).to_be_visible()
    assert button(main, 'Ask partner "May I go out?"').count() == 0
    assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
    for box in main.locator("[data-testid='stSelectbox'], [data-testid='stRadio']").all():
        b = box.bounding_box()
        assert b is None or b["x"] + b["width"] <= PHONE["width"], box.inner_text()
    shot(page, artifacts / "play-ask-gone-says-why.png")
    page.context.close()


def test_the_coach_judges_a_move_beside_the_page(
        browser: Browser, server: tuple[str, str], artifacts: Path) -> None:
    """With the coach asked to speak about mistakes, a draw past a pile worth taking: the
    page answers the click at once ("The coach is looking at your last move…"), and the
    judgement follows in place, in words, without another click."""
    from tests.test_app_play import _until_the_coach_points

    url, db = server
    store = Store(db)
    store.ensure_profile("judged")
    store.save_settings("judged", {"rules": "classic", "players": 4, "teams": None})
    game = next(g for seed in range(40) if (g := _until_the_coach_points(seed)) is not None)
    store.save_play("judged", game.to_json())
    page = fresh(browser)
    page.goto(f"{url}/play?profile=judged")
    settle(page)
    main = page.locator("[data-testid='stMain']")
    clicked(page, main.get_by_role("radiogroup", name="The coach speaks about")
            .locator("label").filter(has_text="mistakes").first)
    clicked(page, button(main, "Draw"))
    note = main.get_by_text("Better: Take the pile")
    expect(note).to_be_visible(timeout=20_000)
    expect(main.get_by_text("You played: Draw a card from the stock.")).to_be_visible()
    note.scroll_into_view_if_needed()
    shot(page, artifacts / "play-coach-judged.png", full=False)
    page.context.close()


def test_the_cards_pictures_are_fetched_before_the_deal_and_the_deal_asks_for_none(
        browser: Browser, server: tuple[str, str]) -> None:
    """Before a game is dealt, Play has every card's picture fetched out of sight; the
    Deal then asks the server for none (its thirteen requests came while its run went on,
    and the hand showed 153 ms after the tap at the median, 82 with them fetched)."""
    url, _ = server
    page = fresh(browser)
    page.goto(f"{url}/play")
    settle(page)
    pictures = page.locator(".ct-prefetch img")
    expect(pictures).to_have_count(53)
    page.wait_for_function(
        "() => [...document.querySelectorAll('.ct-prefetch img')].every(i => i.complete"
        " && i.naturalWidth > 0)")
    box = page.locator("[data-testid='stElementContainer']:has(.ct-prefetch)")
    assert box.bounding_box() is None  # (never shown: no room taken on the page)
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url) if "/app/static/cards/" in r.url
            and not r.is_navigation_request() else None)
    clicked(page, page.get_by_role("button", name="Deal"))
    expect(page.get_by_role("toolbar", name=HAND)).to_be_visible()
    assert page.evaluate(
        "() => [...document.querySelectorAll('[role=toolbar] img')].every(i => i.complete)")
    assert len(asked) <= 2, asked  # (a sideways card for a wild card turned up, at most)
    page.context.close()
