"""Play against computer players: the session logic and the page under AppTest."""

from __future__ import annotations

import html
import random
from pathlib import Path

import pytest

from tests.conftest import app, blocks, hand_pick, texts
from tutor.engine import Card, Discard, Draw, GoOut, Meld, TakePile, parse_cards
from tutor.explain import say
from tutor.table.play import Session, position_puzzle
from tutor.text import plain


def test_a_learner_plays_hands_to_the_end_of_a_game_with_only_legal_moves() -> None:
    game = Session("classic", 4, None, "club", seed=3)
    rng = random.Random(3)
    while not game.over()[0] and game.hand_no < 40:
        while not game.st.is_terminal():
            legal = game.st.legal_actions()
            outs = [a for a in legal if isinstance(a, GoOut)]
            choice = outs[0] if outs else rng.choice(legal)
            assert game.play(choice) is None
        assert game.last_score and "scores" in game.log_lines()[-1]
        game.next_hand()
    assert game.over()[0]


def test_a_refused_move_names_the_rule_and_changes_nothing() -> None:
    game = Session("classic", 4, None, "club", seed=5)
    before = list(game.st.hands[0])
    why = game.play(Discard(before[0]))  # a turn starts by drawing or taking the pile
    assert why is not None and why.rule == "basics-4"
    assert game.st.hands[0] == before
    assert game.play(Draw()) is None
    hand = game.st.hands[0]
    why = game.play(Meld(tuple(hand[:1])))
    assert why is not None and why.rule.startswith(("basics", "first-meld"))


def test_chosen_cards_become_a_meld_or_an_addition() -> None:
    game = Session("classic", 4, None, "club", seed=7)
    st = game.st
    st.melds[0] = [list(parse_cards("KS KH KD"))]
    st.opened[0] = True
    built = game.meld_action(parse_cards("KC"))
    assert type(built).__name__ == "AddToMeld"
    built = game.meld_action(parse_cards("9S 9H 9D"))
    assert isinstance(built, Meld)


def test_the_play_page_deals_and_plays_a_whole_hand(db: Path) -> None:
    at = app("tutor/app/play.py")
    next(b for b in at.button if b.label == "Deal").click().run()
    assert not at.exception
    for _ in range(300):
        labels = [b.label for b in at.button]
        if "Next hand" in labels or "New game" in labels:
            break
        if "Draw" in labels:
            next(b for b in at.button if b.label == "Draw").click().run()
            game = at.session_state["play"]
            markdown = [m.value for m in blocks(at)]
            assert any("<b>Since your last move</b>" in m for m in markdown)  # above the hand
            assert all(plain(line) in texts(at) for line in game.since_your_move())
        elif "Yes" in labels:
            next(b for b in at.button if b.label == "Yes").click().run()
        else:
            hand_pick(at, [0])
            next(b for b in at.button if b.label == "Discard the chosen card").click().run()
        assert not at.exception
    assert "The hand is over" in texts(at)
    # each side's itemised score
    assert sum('<table class="ct-totals"' in m.value for m in blocks(at)) >= 2


def test_a_game_in_progress_replays_from_its_seed_and_moves() -> None:
    game = Session("classic", 4, None, "club", seed=11)
    rng = random.Random(11)
    for _ in range(25):
        if game.st.is_terminal():
            game.next_hand()
            continue
        game.play(rng.choice(game.st.legal_actions()))
    again = Session.from_json(game.to_json())
    assert again.st.hands == game.st.hands and again.st.melds == game.st.melds
    assert again.st.pile == game.st.pile and again.totals == game.totals
    assert again.log == game.log


def test_a_game_survives_a_restart_of_the_server(db: Path) -> None:
    import streamlit

    at = app("tutor/app/play.py")
    next(b for b in at.button if b.label == "Deal").click().run()
    next(b for b in at.button if b.label == "Draw").click().run()
    hand = list(at.session_state["play"].st.hands[0])
    name = at.session_state["profile"]
    streamlit.cache_resource.clear()  # as if the server restarted
    again = app("tutor/app/play.py", profile=name)
    assert not again.exception
    assert list(again.session_state["play"].st.hands[0]) == hand
    assert "Your hand" in texts(again)


def test_the_coach_notes_a_pile_passed_up_and_a_going_out_missed() -> None:
    from tutor.engine import Game, State
    from tutor.table.play import coach_notes

    game = Game.named("classic", 4)
    st = State.position(game, parse_cards("KH KD 4S 6C 8D"), [parse_cards("9S 9H 9D")],
                        parse_cards("5S 7C KS"))
    notes = coach_notes(st, Draw())
    assert [n.rule for n in notes] == ["pile-1"] and "3 cards" in say(notes[0])
    canasta = parse_cards("QS QH QD QC QS QH QD")
    st = State.position(game, parse_cards("9S 9H 9D 9C 5C"), [canasta], phase="meld")
    notes = coach_notes(st, Discard(Card("5C")))
    assert any(n.rule == "basics-9" for n in notes)
    assert coach_notes(st, GoOut(Card("5C"))) == []


def test_the_coach_says_a_wild_card_thrown_on_a_small_or_frozen_pile_is_wasted() -> None:
    """The walk threw a joker onto a pile of two while holding naturals: the coach said
    nothing. A wild card on the pile only freezes it: worth it to guard a big pile, wasted
    on a small one or one frozen already; a hand of nothing but wild cards has no choice."""
    from tutor.engine import Game, State
    from tutor.table.play import coach_notes

    game = Game.named("classic", 4)
    hand = parse_cards("KS KH 5C 6D 7S JK")

    def notes(pile: str, cards: list[Card] = hand) -> list[str]:
        st = State.position(game, cards, [parse_cards("AS AH AD")], parse_cards(pile),
                            phase="meld")
        return [f"{n.rule}: {say(n)}" for n in coach_notes(st, Discard(cards[-1]))]

    assert notes("10C 4S") == [
        "pile-5: A discarded Joker freezes the pile, but a pile of 2 cards is not worth "
        "guarding: in a meld the Joker counts 50 and helps make a canasta."]
    assert notes("10C 2D 9H 8S 7H 6C") == [
        "pile-5: The pile was frozen already, so the Joker froze nothing more: in a meld it "
        "counts 50 and helps make a canasta."]
    assert notes("10C 4S 9H 8S 7H 6C") == []  # (a pile of six: freezing it may be the point)
    assert notes("10C 4S", parse_cards("2C JK")) == []  # (nothing else to throw)
    st = State.position(game, hand, [], parse_cards("10C 4S"), phase="meld")
    es = say(coach_notes(st, Discard(Card("JK")))[0], "es")
    assert es.startswith("Un Joker descartado congela el pozo, pero un pozo de 2 cartas")
    assert coach_notes(st, Discard(Card("5C"))) == []


def test_a_refused_move_on_the_page_names_the_rule_and_links_its_lesson(db: Path) -> None:
    at = app("tutor/app/play.py")
    next(b for b in at.button if b.label == "Deal").click().run()
    next(b for b in at.button if b.label == "Draw").click().run()
    hand_pick(at, [0, 1])
    main = [b.label for b in at.button if b.proto.type == "primary"]
    assert main == ["Meld the chosen cards"]  # two cards chosen: no discard
    next(b for b in at.button if b.label == "Discard the chosen card").click().run()
    # the rule in words and its lesson, never its code
    assert any("A turn ends with one discard" in w.value for w in at.warning)
    assert not any("basics-8" in w.value for w in at.warning)
    # the rule's title stands as a heading above the reason (run into it with a full stop,
    # "The opening minimum from 0 to 1,495. Your melds …" read as a broken sentence)
    said = next(w.value for w in at.warning if "A turn ends with one discard" in w.value)
    title, _, reason = said.partition("\n\n")
    assert title.startswith("**") and title.endswith("**") and reason, said
    # the link names the lesson step that teaches it, not the rule's title a second time
    links = [link.label for link in at.get("page_link") if "lesson" in link.label]
    assert links and all("A turn ends with one discard" not in x for x in links)
    assert links[0].startswith("Where a lesson teaches it: ")
    # the slip counts once against its rule on Progress (a walk read one as "0% of 2")
    from tutor.store import Store
    from tutor.views.viewmodel import mastery
    answers = Store(str(db)).answers(at.session_state["profile"])
    assert [m.total for m in mastery(answers) if m.rule == "basics-8"] == [1], answers
    assert len(answers) == 1, answers


def test_take_the_pile_pressed_with_no_card_chosen_says_what_to_do(db: Path) -> None:
    """The walk pressed "Take the pile" with nothing chosen and read only why it was
    refused; the box now says what to do: tap the cards that go with the top card first
    (which cards is the learner's to find)."""
    at = app()
    at.session_state["play"] = Session(bot="club", seed=44)  # (10♠ 10♠ 2♠ and a 10♦ on top)
    at.switch_page("tutor/app/play.py").run()
    next(b for b in at.button if b.label == "Take the pile").click().run()
    said = html.unescape(" ".join(w.value for w in at.warning))
    assert ("To take the pile, first tap the cards in your hand that go with its top 10♦, "
            "then press Take the pile.") in said, said
    assert "10♠ 10♠" not in said
    next(b for b in at.button if b.label == "Draw").click().run()
    assert not any("first tap the cards" in w.value for w in at.warning)


def test_the_meld_button_says_when_melding_the_chosen_cards_goes_out(db: Path) -> None:
    """The walk chose its last three cards and pressed "Meld the chosen cards": the hand
    ended on the spot (melding every card left goes out). With every card chosen the
    button now says so before it is pressed."""
    at = app()
    at.session_state["play"] = Session(bot="club", seed=44)
    at.switch_page("tutor/app/play.py").run()
    next(b for b in at.button if b.label == "Draw").click().run()
    n = len(at.session_state["play"].hand())
    hand_pick(at, list(range(n - 1)))
    labels = [b.label for b in at.button]
    assert "Meld the chosen cards" in labels and "Meld them all and go out" not in labels
    hand_pick(at, list(range(n)))
    labels = [b.label for b in at.button]
    assert "Meld them all and go out" in labels and "Meld the chosen cards" not in labels


@pytest.mark.parametrize(("players", "seed", "moves"), [(4, 21, 60), (3, 4, 150)])
def test_a_position_from_play_is_a_puzzle_the_engine_answers_as_the_game_does(
        players: int, seed: int, moves: int) -> None:
    """(At three players a pair brings both players' melds together, two of a rank at
    times: no puzzle holds that, so no position is offered then.)"""
    from tutor.puzzles.format import parse_puzzle, solve

    game = Session("classic", players, None, "club", seed=seed)
    rng = random.Random(seed)
    checked = 0
    for _ in range(moves):
        if game.st.is_terminal() and game.over()[0]:
            break
        if game.st.is_terminal():
            game.next_hand()
            continue
        puzzle = position_puzzle(game)
        if puzzle is not None:
            answer = solve(parse_puzzle(puzzle)).answer
            legal = game.st.legal_actions()
            if puzzle["kind"] == "take_pile":
                assert answer["can_take"] == any(isinstance(a, TakePile) for a in legal)
            else:
                assert answer["can_go_out"] == any(isinstance(a, GoOut) for a in legal)
            checked += 1
        game.play(rng.choice(game.st.legal_actions()))
    assert checked > 10


def test_the_log_shows_everything_since_your_last_move() -> None:
    import random as rnd

    game = Session("classic", 4, None, "strong", seed=17)
    rng = rnd.Random(17)
    for _ in range(40):
        if game.st.is_terminal():
            break
        action = rng.choice(game.st.legal_actions())
        mine = game.say(0, action)
        before = len(game.log)
        assert game.play(action) is None
        shown = game.since_your_move()
        if isinstance(action, Draw):  # your own draw names the cards it brought
            drawn = shown[0].removeprefix("You draw ").removesuffix(" from the stock.")
            assert drawn != shown[0] and drawn != "a card"
            assert all(name[-1] in "♠♥♦♣" or name == "Joker" for name in drawn.split())
        else:  # your own move, then every move of the others after it
            assert shown[0] == mine
        assert shown == game.log_lines(before)


def test_a_pile_taken_onto_a_meld_says_which_meld_it_joined() -> None:
    """"West takes the pile (9 cards) with the top K♠ onto K♥ K♦ K♣": the meld the top card
    joined, as it lay before (a take with no cards from hand said only "with the top K♠")."""
    from tutor.bots import BOTS
    from tutor.explain import card, cards

    found = 0
    for seed in range(40):
        game, rng = Session("classic", 4, None, "club", seed=seed), random.Random(seed)
        while not game.st.is_terminal() and found < 3:
            st, action = game.st, BOTS["club"](game.st, random.Random(rng.random()))
            if isinstance(action, TakePile) and not action.cards:
                top = st.pile[-1]
                meld = next(m for m in st.melds[st.side] if not m[0].is_wild
                            and any(c.rank is top.rank for c in m))
                line = game.say(st.current, action)
                assert line.endswith(f" {card(top)} onto {cards(meld)}."), line
                found += 1
            assert game.play(action) is None
    assert found == 3


def test_three_players_keep_their_own_totals_through_every_take_of_the_pile() -> None:
    """At three players the first to take the pile plays alone against the other two as a
    pair: the hand then has two sides, the game still three totals. A whole seeded game,
    the learner taking the pile whenever the rules allow: the scores table always shows
    each player's own total and whether that player's side in the hand has opened."""
    game = Session("classic", 3, None, "club", seed=12)
    rng = random.Random(12)
    takes = paired = 0
    while not game.over()[0]:
        assert game.hand_no < 30
        while not game.st.is_terminal():
            st = game.st
            rows = game.score_rows()
            assert [r.name for r in rows] == ["You", "Left", "Right"]
            assert [r.total for r in rows] == game.totals
            for seat, row in enumerate(rows):
                assert (row.needs == "opened") == st.opened[st.side_of[seat]]
            names = [game.side_name(s) for s in range(len(st.melds))]
            assert sorted(" and ".join(names).replace("you", "You").split(" and ")) == \
                sorted(["You", "Left", "Right"])  # every seat named once, on its side
            paired += len(st.melds) == 2
            legal = st.legal_actions()
            pick = ([a for a in legal if isinstance(a, GoOut)]
                    or [a for a in legal if isinstance(a, TakePile)] or [rng.choice(legal)])
            takes += isinstance(pick[0], TakePile)
            assert game.play(pick[0]) is None
        assert len(game.last_score) in (2, 3) and game.score_rows()[0].needs.isdigit()
        game.next_hand()
    winner = game.over()[1]
    assert winner is not None and say(game.total_why(winner)) in ("you", "Left", "Right")
    assert takes >= 3 and paired > 20


def test_a_red_three_drawn_in_play_is_logged_yours_and_the_others() -> None:
    """A red 3 drawn from the stock is laid out and replaced: the log says so, for you and
    for the other players (it said nothing of it, only of red 3s dealt)."""
    game = Session("classic", 4, None, "club", seed=2)
    while not game.st.is_terminal():
        if game.st.phase == "draw":
            assert game.play(Draw()) is None
        else:
            assert any(game.play(Discard(c)) is None for c in game.hand())
    lines = game.log_lines()
    assert "You lay out 3♦ and draw again." in lines
    assert "West lays out 3♥ and draws again." in lines
    laid = sum(len(r) for r in game.st.reds)
    said = sum(line.count("3♥") + line.count("3♦") for line in lines
               if "lay out" in line or "lays out" in line or "at the deal" in line)
    assert said == laid  # every red 3 on the table is in the log, once


def _flat(node: object) -> list[object]:
    """The page's elements in the order they are drawn."""
    kids = getattr(node, "children", None)
    if not kids:
        return [node]
    return [e for k in sorted(kids) for e in _flat(kids[k])]


def test_a_wild_card_goes_onto_the_meld_chosen_above_the_meld_button(db: Path) -> None:
    """A 2 chosen alone with two melds it could join: the box that says which is above the
    Meld button (below it, a learner pressed Meld before seeing it), and the 2 goes onto
    the meld chosen there, not onto the biggest."""
    from tutor.bots import BOTS
    from tutor.engine import AddToMeld

    game = Session(bot="club", seed=2)
    rng = random.Random(2)
    while not (game.st.current == 0 and game.st.phase == "meld"
               and len(game.st.melds[0]) >= 2 and any(c.is_wild for c in game.st.hand)):
        assert game.play(BOTS["club"](game.st, rng)) is None
    st = game.st
    wild = next(i for i, c in enumerate(st.hand) if c.is_wild)
    targets = [k for k in range(len(st.melds[0])) if st.is_legal(AddToMeld(k, (st.hand[wild],)))]
    at = app()
    at.session_state["play"] = game
    at.switch_page("tutor/app/play.py").run()
    hand_pick(at, [wild])
    box = next(s for s in at.selectbox if s.label == "Wild cards chosen alone go onto")
    order = [getattr(e, "label", None) for e in _flat(at.main)]
    assert order.index(box.label) < order.index("Meld the chosen cards")
    default = game.meld_action([st.hand[wild]])  # where it goes when nothing is chosen
    aim = next(k for k in targets if not (isinstance(default, AddToMeld) and default.meld == k))
    before = len(game.st.melds[0][aim])
    box.set_value(aim).run()
    next(b for b in at.button if b.label == "Meld the chosen cards").click().run()
    assert not at.exception and not at.warning
    assert len(at.session_state["play"].st.melds[0][aim]) == before + 1


def test_an_opening_meld_that_falls_short_says_how_far_it_reaches() -> None:
    """Three sevens laid before the side has opened, with nothing else in hand to meld (A♥ K♥
    K♦ J♠ J♥ 10♣ 9♦ 9♦ 4♥, no wild card): they count 15 and the side needs 50. The refusal
    said "After that, this turn's melds could not reach the 50…" (helper-22's walk: after
    what? and how far short?)."""
    game = Session(bot="club", seed=11)
    assert game.play(Draw()) is None
    why = game.st.why_illegal(Meld(parse_cards("7S 7D 7C")))
    assert why is not None
    assert say(why) == ("With these cards laid, this turn's melds could count 15 at most, "
                        "short of the 50 your side needs for its first meld (keeping a card "
                        "to discard).")
    assert "sumarían 15 como mucho" in say(why, "es")


def test_saving_the_position_says_when_it_can_once_a_meld_takes_it_away(db: Path) -> None:
    """A walk's "Save this position as a puzzle" went with its first meld of the turn, and
    no word why (no puzzle kind holds melds laid this turn): now a line says when it can."""
    from tutor.bots import BOTS

    game = Session(bot="club", seed=2)
    rng = random.Random(2)
    while not (game.st.current == 0 and game.st.phase == "meld" and any(
            isinstance(a, Meld) for a in game.st.legal_actions())):
        assert game.play(BOTS["club"](game.st, rng)) is None
    at = app()
    at.session_state["play"] = game
    at.switch_page("tutor/app/play.py").run()
    assert "Save this position as a puzzle" in [e.label for e in at.expander]
    assert game.play(next(a for a in game.st.legal_actions() if isinstance(a, Meld))) is None
    at.run()
    assert "Save this position as a puzzle" not in [e.label for e in at.expander]
    assert any(c.value.startswith("A position can be saved as a puzzle on your turn")
               for c in at.caption), [c.value for c in at.caption]
