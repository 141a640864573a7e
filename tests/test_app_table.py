"""The table pages under AppTest: the score pad and the position checker."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest
import streamlit as st
from streamlit.testing.v1 import AppTest

import tutor.table.scorepad
from tests.conftest import app, blocks, texts
from tutor.table.scorepad import Game, hand_from_entries, side_entry

K7 = "KS KH KD KC KS KH KD"
Q7 = "QS QH QD QC QS QH 2C"
PAD = "tutor/app/score_pad.py"
CHECKER = "tutor/app/checker.py"


def pad() -> AppTest:
    return app(PAD)


def shown(at: AppTest) -> str:
    """The page's text as a reader sees it (character references decoded)."""
    return html.unescape(texts(at))


def errors(at: AppTest) -> str:
    return html.unescape("\n".join(e.value for e in at.error))


def ok(at: AppTest) -> AppTest:
    assert not at.exception, [e.value for e in at.exception]
    return at


def enter(at: AppTest, melds: list[str], reds: list[int], hands: list[list[str]],
          went_out: int | None, concealed: bool = False) -> AppTest:
    for i, m in enumerate(melds):
        at.text_area(key=f"pad.melds.{i}").set_value(m)
        at.number_input(key=f"pad.red.{i}").set_value(reds[i])
        for j, h in enumerate(hands[i]):
            at.text_input(key=f"pad.hand.{i}.{j}").set_value(h)
    at.checkbox(key="pad.concealed").set_value(concealed)
    at.selectbox(key="pad.went_out").set_value(-1 if went_out is None else went_out).run()
    return ok(at)


def click(at: AppTest, label: str) -> AppTest:
    next(b for b in at.button if b.label == label).click().run()
    return ok(at)


def add(at: AppTest) -> AppTest:
    return click(at, "Add this hand to the game")


def winning_hand(at: AppTest) -> AppTest:
    return enter(at, [f"{K7}\n{Q7}", "9S 9H 9D"], [0, 0], [["", ""], ["4C", ""]], 0)



def count_solves(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Every puzzle the table pages solve from now on, in a list."""
    calls: list[object] = []
    real = tutor.table.scorepad.solve

    def counted(puzzle: object) -> object:
        calls.append(puzzle)
        return real(puzzle)  # type: ignore[arg-type]

    monkeypatch.setattr(tutor.table.scorepad, "solve", counted)
    return calls

def test_the_worked_hand_is_scored_line_by_line(db: Path) -> None:
    at = enter(pad(), [f"{K7}\n8S 8H 8D 8C 8S 2C 2D\nAS AH AD", "JS JH JD JK"], [2, 1],
               [["", "QH 4S"], ["AC 7H", "9D 3S"]], 0)
    assert "This hand scores side 1: **1,305** · side 2: **140**" in texts(at)
    table = next(m.value for m in blocks(at) if "natural canasta of kings" in m.value)
    for item in ("going out", "2 red 3s", "cards melded", "cards left in player 3's hand (Q♥ 4♠)"):
        assert item in html.unescape(table)
    add(at)
    assert "First meld next hand: side 1 needs **50** · side 2 needs **50**" in texts(at)
    assert at.text_area(key="pad.melds.0").value == ""  # ready for the next hand


def test_a_five_hand_game_crosses_5000_and_ends_with_a_winner(db: Path) -> None:
    at = pad()
    for n in range(5):
        add(winning_hand(at))
        if n < 4:
            assert "Game over" not in texts(at)
    assert "Game over: side 1 wins with 5,250." in texts(at)


def test_bad_input_is_named_and_nothing_typed_is_lost(db: Path) -> None:
    at = enter(pad(), ["KS QX KD", "9S 9H 9D"], [0, 0], [["", ""], ["", ""]], None)
    assert "Side 1, meld 1: 'QX' is not a card" in errors(at)
    assert at.text_area(key="pad.melds.0").value == "KS QX KD"
    enter(at, ["KS KH KD", "9S 9H 9D"], [0, 0], [["", ""], ["", ""]], 0)
    assert "side 1 has 0 canastas and going out needs 1" in errors(at)
    add(at)
    assert "The game so far" not in texts(at)  # the impossible hand was not added
    assert errors(at).count("going out needs 1") == 1  # said once, above the button
    enter(at, [f"{K7}\nKS KS KD", "9S 9H 9D"], [0, 0], [["", ""], ["", ""]], 0)
    assert "used 4 times" in errors(at)
    enter(at, [K7, "9S 9H 9D"], [3, 3], [["", ""], ["", ""]], 0)
    assert "the decks hold 4 red 3s" in errors(at)


def test_the_game_survives_a_restart(db: Path) -> None:
    at = enter(pad(), [K7, "9S 9H 9D"], [1, 0], [["", ""], ["4C", "6D"]], 0)
    add(at)
    name = at.session_state["profile"]  # the learner this browser keeps in its address
    st.cache_resource.clear()
    again = app(PAD, profile=name)
    assert "The game so far" in texts(again)
    assert again.session_state["game"].totals() == [770, 20]


# --- the score pad at the table (items 3-9, 11) -------------------------------------------


def test_a_blank_hand_is_refused_with_a_message(db: Path) -> None:
    at = add(pad())
    assert "Nothing is typed for this hand yet" in errors(at)
    assert "The game so far" not in texts(at) and not at.session_state["game"].hands
    at.selectbox(key="pad.went_out").set_value(0).run()
    add(at)
    assert "Nothing is typed for this hand yet" in errors(at)
    assert not at.session_state["game"].hands


def test_new_game_asks_first_and_keeps_the_names(db: Path) -> None:
    at = pad()
    at.text_input(key="pad.name.0").set_value("Ann & Bob").run()
    at.text_input(key="pad.name.1").set_value("Cy & Di").run()
    add(winning_hand(at))
    click(at, "New game")
    assert len(at.session_state["game"].hands) == 1  # nothing lost yet
    assert "Start a new game? The 1 hand of this game will be gone" in shown(at)
    click(at, "No, keep this game")
    assert len(at.session_state["game"].hands) == 1
    assert "Start a new game?" not in shown(at)
    click(at, "New game")
    click(at, "Yes, start a new game")
    game = at.session_state["game"]
    assert not game.hands and game.side_names() == ["Ann & Bob", "Cy & Di"]
    assert at.text_input(key="pad.name.0").value == "Ann & Bob"
    click(at, "New game")  # nothing to lose: no question
    assert "Start a new game?" not in shown(at)


def test_messages_name_the_sides(db: Path) -> None:
    at = pad()
    at.text_input(key="pad.name.0").set_value("Ann & Bob").run()
    at.text_input(key="pad.name.1").set_value("Cy & Di").run()
    enter(at, ["KS QX KD", "9S 9H 9D"], [0, 0], [["", ""], ["", ""]], None)
    assert "Ann & Bob, meld 1: 'QX' is not a card" in errors(at)
    enter(at, ["KS KH KD", "9S 9H 9D"], [0, 0], [["", ""], ["4C", ""]], 0)
    assert "Ann & Bob has 0 canastas and going out needs 1" in errors(at)
    assert "side 0" not in errors(at)
    # a hand by its player, as the pad labels it ("hand 1" read as the deal's number)
    enter(at, ["KS KH KD", "9S 9H 9D"], [0, 0], [["", ""], ["1H", ""]], None)
    assert "Cy & Di, cards left in player 2's hand: '1H' is not a card" in errors(at)
    # a count of red 3s out of range: named by the side and kept as typed
    enter(at, ["KS KH KD", "9S 9H 9D"], [-1, 0], [["", ""], ["", ""]], None)
    assert "Ann & Bob" in errors(at) and "negative" in errors(at)
    assert at.number_input(key="pad.red.0").value == -1
    enter(at, ["KS KH KD", "9S 9H 9D"], [0, 9], [["", ""], ["", ""]], None)
    assert "not 9" in errors(at)
    add(winning_hand(at))
    out = shown(at)
    assert "First meld next hand: Ann & Bob needs **50** · Cy & Di needs **50**" in out
    assert "Ann & Bob: at 1,050 points" in out and "Side 0" not in out
    assert at.selectbox(key="pad.went_out").options[1:] == ["Ann & Bob", "Cy & Di"]


def test_unnamed_sides_are_numbered_from_1(db: Path) -> None:
    at = enter(pad(), ["KS KH KD", "9S 9H 9D"], [0, 0], [["", ""], ["4C", ""]], 1)
    assert "side 2 has 0 canastas and going out needs 1" in errors(at)
    assert "side 0" not in shown(at).lower() and "side 0" not in errors(at).lower()


def test_concealed_with_nobody_out_is_refused_in_words(db: Path) -> None:
    at = enter(pad(), [K7, "9S 9H 9D"], [0, 0], [["4C", "5D"], ["6C", ""]], None,
               concealed=True)
    assert "Concealed is ticked, but nobody went out" in errors(at)
    add(at)
    assert not at.session_state["game"].hands
    assert "Concealed is ticked, but nobody went out" in errors(at)


def test_an_empty_hand_for_the_partner_of_who_went_out_is_warned(db: Path) -> None:
    at = enter(pad(), [K7, "9S 9H 9D"], [0, 0], [["", ""], ["6C", "7D"]], 0)
    warned = "\n".join(w.value for w in at.warning)
    assert "Every hand of side 1 is empty" in html.unescape(warned)
    add(at)
    assert len(at.session_state["game"].hands) == 1  # a warning, not a refusal
    assert "Every hand of side 1 is empty" in shown(at)  # said again when it is added
    enter(at, [K7, "9S 9H 9D"], [0, 0], [["", "4C"], ["6C", "7D"]], 0)
    assert not at.warning


def test_no_hand_after_game_over_and_a_new_game_is_offered(db: Path) -> None:
    at = pad()
    for _ in range(5):
        add(winning_hand(at))
    assert "Game over" in texts(at)
    add(winning_hand(at))
    assert "This game is over (side 1 won with 5,250)" in errors(at)
    assert len(at.session_state["game"].hands) == 5
    click(at, "Start a new game")
    click(at, "Yes, start a new game")
    assert not at.session_state["game"].hands and "Game over" not in texts(at)


def test_a_typed_hand_survives_a_visit_to_another_page(db: Path) -> None:
    at = pad()
    at.text_area(key="pad.melds.0").set_value(K7).run()
    at.text_input(key="pad.hand.1.0").set_value("4C").run()
    at.number_input(key="pad.red.1").set_value(1).run()
    at.selectbox(key="pad.went_out").set_value(0).run()
    ok(at.switch_page("tutor/app/home.py").run())
    ok(at.switch_page(PAD).run())
    assert at.text_area(key="pad.melds.0").value == K7
    assert at.text_input(key="pad.hand.1.0").value == "4C"
    assert at.number_input(key="pad.red.1").value == 1
    assert at.selectbox(key="pad.went_out").value == 0
    assert "This hand scores" in texts(at)
    add(at)
    assert len(at.session_state["game"].hands) == 1


def test_three_players_record_the_lone_player_against_the_pair(db: Path) -> None:
    at = app("tutor/app/settings.py")
    at.radio(key="set_players.4").set_value(3).run()  # three players, set in Settings
    ok(at.switch_page(PAD).run())
    assert at.session_state["game"].players == 3
    for i, name in enumerate(["Ann", "Bob", "Cy"]):
        at.text_input(key=f"pad.name.{i}").set_value(name).run()
    at.checkbox(key="pad.pair").check().run()
    at.selectbox(key="pad.lone").set_value(1).run()  # Bob alone against Ann & Cy
    ok(at)
    at.text_area(key="pad.melds.0").set_value(K7)
    at.text_area(key="pad.melds.1").set_value("9S 9H 9D")
    at.text_input(key="pad.hand.1.0").set_value("4C")
    at.text_input(key="pad.hand.1.1").set_value("5D")
    at.selectbox(key="pad.went_out").set_value(0).run()
    ok(at)
    assert "This hand scores Bob: **670** · Ann & Cy: **20**" in shown(at)
    add(at)
    game = at.session_state["game"]
    assert game.results() == [[20, 670, 20]] and game.lone == [1]
    assert "hand 1 (Bob alone)" in shown(at)
    back = Game.from_csv(game.to_csv())
    assert back.results() == [[20, 670, 20]] and back.side_names() == ["Ann", "Bob", "Cy"]
    assert Game.from_json(game.to_json()).results() == [[20, 670, 20]]


def test_typing_does_not_score_the_old_hands_again(db: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    game = Game()
    for n in range(300):  # 300 different hands, nobody melds: a game still far from over
        a = side_entry("", 0, [f"{'456789TJQKA'[n % 11]}C", ""], "a")
        b = side_entry("", 0, [f"{'456789TJQKA'[n // 11 % 11]}D {'4567'[n // 121]}S", ""],
                       "b")
        game.hands.append(hand_from_entries([a, b], None, False))
    at = pad()
    upload = ("long.json", game.to_json().encode(), "application/json")
    at.file_uploader(key="pad.import").set_value(upload).run()
    ok(at)
    assert len(at.session_state["game"].hands) == 300
    calls = count_solves(monkeypatch)
    at.text_area(key="pad.melds.0").set_value("KS KH").run()
    at.text_area(key="pad.melds.0").set_value("KS KH KD").run()
    ok(at)
    assert len(calls) <= 2  # the hand being typed, never the game's 300


# --- the position checker (items 10, 11) ---------------------------------------------------


def check(at: AppTest) -> AppTest:
    return click(at, "Check")


def test_the_checker_gives_70_at_50_and_at_90(db: Path) -> None:
    at = app(CHECKER)
    at.radio(key="chk.question").set_value("first_meld").run()
    at.text_area(key="chk.opening").set_value("KS KH KD\nQH QD 2C")
    check(at)
    assert ("**Yes: this opening reaches the minimum.** Your side's first meld needs 50 "
            "points. This opening counts 70.") in texts(at)
    at.text_input(key="chk.score").set_value("1,500")  # (as a player writes it)
    check(at)
    assert ("**No: this opening does not reach the minimum.** Your side's first meld needs 90 "
            "points. This opening counts 70.") in texts(at)
    assert any("/checker?p=" in c.value for c in at.code)


def test_the_checker_lists_every_way_to_take_the_pile(db: Path) -> None:
    at = app(CHECKER)
    at.text_input(key="chk.pile").set_value("5S 9D KS")
    at.text_input(key="chk.hand").set_value("KH KD 2C 4S")
    at.text_area(key="chk.melds").set_value("KC KD KH")
    out = texts(check(at))
    assert "**Yes: you can take the pile.** The pile is not frozen against your side." in out
    for kind in ("with a natural pair", "with a natural and a wild", "onto your meld"):
        assert kind in out
    at.text_input(key="chk.hand").set_value("KH KX")
    assert "Your hand: 'KX' is not a card" in errors(check(at))
    assert at.text_input(key="chk.pile").value == "5S 9D KS"  # nothing typed is lost


def test_every_field_typed_wrong_is_named_at_once(db: Path) -> None:
    """Two fields wrong: both are named after one Check (it named the first, and the
    second only after the first was put right and Check pressed again)."""
    at = app(CHECKER)
    at.text_input(key="chk.pile").set_value("5S 1H KS")
    at.text_input(key="chk.hand").set_value("KH KX")
    at.text_area(key="chk.melds").set_value("KC KD KH\n7S 7D QQ")
    said = errors(check(at))
    for part in ("The pile: '1H' is not a card", "Your hand: 'KX' is not a card",
                 "Your side's melds, meld 2: 'QQ' is not a card"):
        assert part in said
    assert len(said.split("\n\n")) == 3  # each a paragraph of its own
    at.text_input(key="chk.pile").set_value("5S 9H KS")
    at.text_input(key="chk.hand").set_value("KH KD")
    said = errors(check(at))
    assert "'QQ'" in said and "'1H'" not in said and "'KX'" not in said


def test_the_checker_has_a_check_button_that_applies_the_typed_text(db: Path) -> None:
    at = app(CHECKER)
    assert any(b.label == "Check" for b in at.button)
    at.text_input(key="chk.pile").set_value("5S 9D KS")
    at.text_input(key="chk.hand").set_value("KH KD 2C 4S")
    at.text_area(key="chk.melds").set_value("KC KD KH")
    assert "can take" not in texts(at.run())  # typed, not yet checked: no answer
    at.text_input(key="chk.pile").set_value("5S 9D KS")
    at.text_input(key="chk.hand").set_value("KH KD 2C 4S")
    at.text_area(key="chk.melds").set_value("KC KD KH")
    check(at)
    assert "**Yes: you can take the pile.**" in texts(at)


def test_check_pressed_with_nothing_typed_names_the_field_to_fill(db: Path) -> None:
    """A walk pressed Check on the empty form and got the same "Type the position …" as
    before pressing: now the field to fill is named; a later run without Check is quiet."""
    at = app(CHECKER)
    check(at)
    said = " ".join(w.value for w in at.warning)
    assert ("Nothing to check yet: type the cards in “The discard pile, bottom card first, "
            "top card last” first.") in said, said
    at.run()
    assert not at.warning and "Type the position and press Check" in texts(at)


def test_the_checker_solves_once_a_run(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    at = app(CHECKER)
    calls = count_solves(monkeypatch)

    at.text_input(key="chk.pile").set_value("5S 9D KS")
    at.text_input(key="chk.hand").set_value("KH KD 2C 4S")
    at.text_area(key="chk.melds").set_value("KC KD KH")
    check(at)
    assert "**Yes: you can take the pile.**" in texts(at) and len(calls) == 1
    ok(at.run())
    assert len(calls) == 2


def test_a_checked_position_survives_a_visit_to_another_page(db: Path) -> None:
    at = app(CHECKER)
    at.radio(key="chk.question").set_value("meld").run()
    at.text_input(key="chk.meld").set_value("QH QD 2C")
    check(at)
    ok(at.switch_page("tutor/app/home.py").run())
    ok(at.switch_page(CHECKER).run())
    assert at.radio(key="chk.question").value == "meld"
    assert at.text_input(key="chk.meld").value == "QH QD 2C"
    assert "**Yes: this meld is legal.**" in texts(at)


def test_a_score_out_of_range_is_named_and_no_older_answer_stays(db: Path) -> None:
    """helper-31's walk typed -999999999999 as the score: the number box refused it in a
    tooltip a phone cannot show, sent nothing, and the answer about the cards checked
    before stayed under the new ones."""
    at = app(CHECKER)
    at.radio(key="chk.question").set_value("first_meld").run()
    at.text_area(key="chk.opening").set_value("KS KH KD\nQH QD 2C")
    check(at)
    assert "**Yes: this opening reaches the minimum.**" in texts(at)
    at.text_area(key="chk.opening").set_value("KS KH KD")
    at.text_input(key="chk.score").set_value("-999999999999")
    said = errors(check(at))
    assert "Your side's score -999,999,999,999 is not a running total" in said, said
    assert "this opening" not in texts(at)
    at.text_input(key="chk.score").set_value("12a")
    assert "Your side's score '12a' is not a whole number." in errors(check(at))
    at.text_input(key="chk.score").set_value("12.5")
    assert "Your side's score '12.5' is not a whole number." in errors(check(at))
    at.text_area(key="chk.opening").set_value("KS KH KD\nQH QD 2C")
    at.text_input(key="chk.score").set_value("1.500")  # (as Spanish writes 1,500)
    assert "needs 90 points" in texts(check(at))


def test_a_top_card_in_none_of_the_melds_is_the_field_said_wrong(db: Path) -> None:
    """helper-32's walk typed a top card 5H beside melds without it and read "No: this
    opening does not reach the minimum. … needs 50 points. This opening counts 70."."""
    at = app(CHECKER)
    at.radio(key="chk.question").set_value("first_meld").run()
    at.text_area(key="chk.opening").set_value("KS KH KD\nQH QD 2C")
    at.text_input(key="chk.top").set_value("5H")
    said = errors(check(at))
    assert "If you take the pile: its top card 5♥ is in none of the melds typed" in said, said
    assert "does not reach" not in texts(at)


def test_a_checked_position_is_in_the_address_and_a_reload_keeps_it(db: Path) -> None:
    """helper-31's walk reloaded the checker after a check: every field came back empty.
    The address now holds what was checked, as a share link does."""
    at = app(CHECKER)
    at.text_input(key="chk.pile").set_value("5S 9D KS")
    at.text_input(key="chk.hand").set_value("KH KD 4S")
    at.text_area(key="chk.melds").set_value("7S 7D 7C")
    check(at)
    link = at.query_params["p"]
    link = link[0] if isinstance(link, list) else link
    again = app(CHECKER, p=link)  # a reload: a new session on the same address
    assert again.text_input(key="chk.hand").value == "KH KD 4S"
    assert "**Yes: you can take the pile.**" in texts(again)
    assert "as it was shared" not in shown(again)  # (its own table: no note of elsewhere)


def test_another_question_is_not_answered_from_cards_checked_for_the_last(db: Path) -> None:
    """The walk switched from "take the pile" to "go out": the hand and melds checked for
    the pile were answered at once as a question to go out, before any Check."""
    at = app(CHECKER)
    at.text_input(key="chk.pile").set_value("5S 9D KS")
    at.text_input(key="chk.hand").set_value("KH KD 4S")
    at.text_area(key="chk.melds").set_value("7S 7D 7C")
    check(at)
    at.radio(key="chk.question").set_value("go_out").run()
    assert "go out" not in texts(at).replace("Can I go out", "")
    assert "Press Check to answer this question" in " ".join(i.value for i in at.info)
    check(at)
    assert "**No: you cannot go out now.**" in texts(at)


def test_a_shared_house_rule_is_headed_by_the_rule_it_came_with(db: Path) -> None:
    """The walk shared a meld checked with canastas of six: the visitor, on the book's
    rules, read it under "Seven cards make a canasta", marked a house rule "at your
    table"."""
    from tutor.table.scorepad import checker_puzzle, encode_position

    data = checker_puzzle("meld", {"meld": "8S 8H 8D 8C 2C 2D"}, "classic,canasta_size=6", 4,
                          None)
    at = app(CHECKER, p=encode_position(data))
    out = html.unescape(texts(at))
    assert "It is a mixed canasta." in out
    assert "Seven cards" not in out and "At your table" not in out, out
    assert "Cards that make a canasta: Six." in out, out
    assert "Under the rules this position came with: a house rule" in out, out
    links = [x.proto.label for x in at.get("page_link")]  # (its lesson by the rule's name:
    assert "What makes a canasta" in links, links  # "Seven cards make a canasta" stood here)
    assert not any("Seven" in x for x in links), links


def test_a_cut_checker_link_is_a_plain_message(db: Path) -> None:
    at = app(CHECKER, p="eyJpZCI6InRhYm")
    assert at.error and "cut short" in at.error[0].value


def test_a_shared_link_opens_answered(db: Path) -> None:
    from tutor.table.scorepad import checker_puzzle, encode_position

    data = checker_puzzle("first_meld", {"opening": "KS KH KD\nQH QD 2C", "score": 1500},
                          "classic", 4, None)
    at = app(CHECKER, p=encode_position(data))
    assert at.text_area(key="chk.opening").value == "KS KH KD\nQH QD 2C"
    assert ("**No: this opening does not reach the minimum.** Your side's first meld needs 90 "
            "points. This opening counts 70.") in texts(at)


def test_a_saved_position_file_opens(db: Path) -> None:
    at = app(CHECKER)
    text = json.dumps({"kind": "meld", "position": {"cards": ["QH", "QD", "2C"]}})
    at.file_uploader(key="chk.file").set_value(("p.json", text.encode(), "application/json"))
    ok(at.run())
    assert at.text_input(key="chk.meld").value == "QH QD 2C"
    assert "**Yes: this meld is legal.**" in texts(at)


def test_a_shared_position_is_answered_under_its_own_rules_and_table(db: Path) -> None:
    """Issue 18: a link made under Bicycle (a black 3 under the top card freezes the pile)
    opened under the visitor's Classic rules and answered "yes"; a two-player "no" (two
    canastas to go out) opened as "yes" at four players."""
    from tutor.table.scorepad import checker_puzzle, encode_position

    data = checker_puzzle("take_pile", {"pile": "5S 3C KS", "hand": "KH 2D 4S 5C 9C",
                                        "melds": "7S 7D 7C"}, "bicycle", 4, None)
    at = app(CHECKER, p=encode_position(data))
    out = shown(at)
    assert "**No: you cannot take the pile.** The pile is frozen against your side." in out
    assert ("This position, as it was shared, is answered under Bicycle's rules · 4 players; "
            "your own Settings (Classic Canasta · 4 players) stay as they are.") in out
    assert at.session_state["settings"].rules == "classic"  # the visitor's own, unchanged
    assert "Rules in force: <b>Classic Canasta · 4 players</b>" in texts(at)
    click(at, "Answer it under my Settings (Classic Canasta · 4 players)")
    assert "**Yes: you can take the pile.** The pile is not frozen against your side." in shown(at)

    data = checker_puzzle("go_out", {"hand": "9S 9H 9D 5C", "melds": "QS QH QD QC QS QH QD"},
                          "classic", 2, None)
    at = app(CHECKER, p=encode_position(data))
    assert "**No: you cannot go out now.**" in shown(at)
    assert "answered under Classic Canasta · 2 players" in shown(at)


def test_a_saved_position_file_is_answered_under_its_own_table(db: Path) -> None:
    at = app(CHECKER)
    text = json.dumps({"kind": "go_out", "players": 2, "position": {
        "hand": ["9S", "9H", "9D", "5C"], "team_melds": [["QS", "QH", "QD", "QC", "QS", "QH",
                                                         "QD"]]}})
    at.file_uploader(key="chk.file").set_value(("p.json", text.encode(), "application/json"))
    ok(at.run())
    assert "**No: you cannot go out now.**" in shown(at)
    assert "This position, as it was saved, is answered under Classic Canasta · 2 players" \
        in shown(at)


def test_a_position_link_the_checker_refuses_opens_nowhere(db: Path) -> None:
    """A pile of 2,500 kings of spades: the practice page used to open it (12 s to draw,
    titled with its 40 KB id); it now says what the checker says, in a few words."""
    from tutor.table.scorepad import encode_position

    data = {"kind": "take_pile", "position": {"pile": ["KS"] * 6, "hand": ["KH", "KD"],
                                              "team_melds": [["7S", "7D", "7C"]]}}
    at = app(CHECKER, p=encode_position(data))
    checker_says = errors(at)
    assert "the king of spades is used 6 times" in checker_says
    at = app("tutor/app/practice.py", puzzle="pos:" + encode_position(data))
    practice_says = errors(at)
    assert checker_says.removeprefix("This link") in practice_says
    huge = {**data, "position": {**data["position"], "pile": ["KS"] * 2500}}
    link = encode_position(huge)  # compressed: a few hundred characters, said in a few words
    at = app("tutor/app/practice.py", puzzle="pos:" + link)
    assert "the king of spades is used 2,500 times" in errors(at)
    assert link[:50] not in shown(at) and not at.subheader
    long = "e" + "A" * 4_500  # past the longest link: refused before it is read
    at = app("tutor/app/practice.py", puzzle="pos:" + long)
    assert ("This saved position is 4,501 characters long; a position's link is at "
            "most 4,000") in errors(at)
    at = app(CHECKER, p=long)
    assert "is 4,501 characters long" in errors(at)
    import base64
    import zlib
    bomb = "z" + base64.urlsafe_b64encode(zlib.compress(b" " * 2_000_000, 9)).decode()
    assert len(bomb) < 4_000  # two megabytes of nothing: never unpacked past 64 KB
    at = app(CHECKER, p=bomb)
    assert errors(at) and not at.exception


# --- issue 18: import asks, any hand can be corrected, undo asks and gives the cards back ------


def small_hand(at: AppTest, card: str = "4C") -> AppTest:
    """Side 1 goes out with a canasta of kings; side 2 holds a meld of nines and ``card``."""
    return enter(at, [K7, "9S 9H 9D"], [0, 0], [["", ""], [card, ""]], 0)


def game_file(hands: int) -> tuple[str, bytes, str]:
    game = Game()
    for _ in range(hands):
        game.hands.append(hand_from_entries([side_entry(K7, 0, ["", ""], "a"),
                                             side_entry("9S 9H 9D", 0, ["6C", ""], "b")],
                                            0, False))
    return ("g.json", game.to_json().encode(), "application/json")


def test_an_import_asks_before_it_replaces_a_game_in_progress(db: Path) -> None:
    at = add(small_hand(pad()))
    at.file_uploader(key="pad.import").set_value(game_file(2)).run()
    assert "Replace the game in progress (1 hand) with g.json (2 hands)?" in shown(at)
    assert len(at.session_state["game"].hands) == 1  # nothing replaced yet
    click(at, "No, keep this game")
    assert len(at.session_state["game"].hands) == 1 and "Replace the game" not in shown(at)
    at.file_uploader(key="pad.import").set_value(game_file(3)).run()
    click(at, "Yes, replace it")
    assert len(at.session_state["game"].hands) == 3
    assert "g.json: 3 hands read." in shown(at)
    click(at, "New game")
    click(at, "Yes, start a new game")
    at.file_uploader(key="pad.import").set_value(game_file(1)).run()  # nothing to lose
    assert "g.json: 1 hand read." in shown(at) and "Replace the game" not in shown(at)


def test_a_refused_file_drops_the_question_about_the_last_one(db: Path) -> None:
    """helper-31's walk chose a CSV (asked "Replace the game…?"), then without answering a
    broken JSON: its error was at the page's top, the old question stayed under the
    uploader, and its Yes read the CSV."""
    at = add(small_hand(pad()))
    at.file_uploader(key="pad.import").set_value(game_file(2)).run()
    assert "Replace the game in progress" in shown(at)
    broken = ("wrong.json", b'{"hands": [[{"melds": [["ZZ"]]}]]}', "application/json")
    at.file_uploader(key="pad.import").set_value(broken).run()
    assert "Replace the game in progress" not in shown(at)
    assert not any(b.label == "Yes, replace it" for b in at.button)
    assert "wrong.json" in errors(at)
    assert len(at.session_state["game"].hands) == 1


def test_an_earlier_hand_is_corrected_and_the_totals_follow(db: Path) -> None:
    at = add(small_hand(pad(), "4C"))
    add(small_hand(at, "6D"))
    at.text_area(key="pad.melds.0").set_value("QS QH QD").run()  # hand 3, half typed
    before = at.session_state["game"].totals()
    at.selectbox(key="pad.edit_pick").set_value(0).run()
    assert "Correcting hand 1" in shown(at)
    assert at.text_area(key="pad.melds.0").value == K7  # hand 1's cards are back
    assert at.text_input(key="pad.hand.1.0").value == "4C"
    assert at.selectbox(key="pad.went_out").value == 0
    at.text_input(key="pad.hand.1.0").set_value("4C 8H").run()
    click(at, "Save the changes to hand 1")
    game = at.session_state["game"]
    assert len(game.hands) == 2 and game.totals() == [before[0], before[1] - 10]
    assert "Hand 1 is corrected; the totals follow it." in shown(at)
    assert at.text_area(key="pad.melds.0").value == "QS QH QD"  # hand 3 as it was typed
    at.selectbox(key="pad.edit_pick").set_value(1).run()
    at.text_input(key="pad.hand.1.0").set_value("KX").run()
    click(at, "Save the changes to hand 2")
    assert "'KX' is not a card" in errors(at)
    click(at, "Cancel the correction")
    assert at.session_state["game"].totals() == [before[0], before[1] - 10]
    assert at.text_area(key="pad.melds.0").value == "QS QH QD"


def test_a_correction_that_ends_the_game_before_later_hands_is_refused(db: Path) -> None:
    at = pad()
    for _ in range(4):
        add(winning_hand(at))
    add(small_hand(at))
    at.selectbox(key="pad.edit_pick").set_value(3).run()
    at.number_input(key="pad.red.0").set_value(4).run()  # 800 more: 5,000 after hand 4
    click(at, "Save the changes to hand 4")
    assert ("With this change the game is over after hand 4 (side 1 won with 5,"
            in errors(at)) and "1 later hand follows it" in errors(at)
    assert at.session_state["game"].results()[3] == [1050, 25]


def test_undo_asks_and_puts_the_hand_back_in_the_form(db: Path) -> None:
    at = add(small_hand(pad(), "4C"))
    add(small_hand(at, "6D"))
    click(at, "Undo the last hand")
    assert "Undo hand 2? Its cards come back into the form above" in shown(at)
    assert len(at.session_state["game"].hands) == 2
    click(at, "No, keep it")
    assert len(at.session_state["game"].hands) == 2
    click(at, "Undo the last hand")
    click(at, "Yes, undo hand 2")
    assert len(at.session_state["game"].hands) == 1
    assert at.text_area(key="pad.melds.0").value == K7
    assert at.text_input(key="pad.hand.1.0").value == "6D"
    assert "Hand 2 is taken back: its cards are in the form" in shown(at)
    add(at)
    assert len(at.session_state["game"].hands) == 2


# --- issue 18: limits -------------------------------------------------------------------------


def test_a_file_over_1_mb_or_with_hands_after_the_end_is_refused(db: Path) -> None:
    at = pad()
    big = game_file(1)[1] + b" " * 1_100_000
    at.file_uploader(key="pad.import").set_value(("big.json", big, "application/json")).run()
    assert "big.json is 1.1 MB; the score pad reads game files of up to 1 MB" in errors(at)
    at.file_uploader(key="pad.import").set_value(game_file(10)).run()
    assert ("g.json: Hand 9 comes after the end of the game: after hand 8 side 1 won with "
            "5,360, and a game takes no hands once it is over.") in errors(at)
    assert not at.session_state["game"].hands


def test_a_side_name_over_40_characters_is_refused_or_cut_with_a_message(db: Path) -> None:
    game = Game(names=["A" * 100_000, "Cy"])
    at = pad()
    upload = ("n.json", game.to_json().encode(), "application/json")
    at.file_uploader(key="pad.import").set_value(upload).run()
    assert ("n.json: The name of side 1 is 100,000 characters long ('AAAAAAAAAAAAAAAAA..."
            "AAAAAAAAAAAAAAAAAA'); a side's name has at most 40.") in errors(at)
    assert not at.session_state["game"].names
    at.text_input(key="pad.name.0").set_value("B" * 41).run()  # the field stops at 40
    assert at.session_state["game"].names[0] == "B" * 40
    assert errors(at).startswith("n.json:") and "41" not in errors(at)  # (the file's, still
    # in the uploader beside it: none for the name)


def test_a_hand_being_typed_survives_a_reload(db: Path) -> None:
    """Cards typed on the pad but not yet added were lost to a reload (a phone that drops
    the tab): the hand being typed is kept as it is typed, and a new session of the same
    learner finds every field as it was; adding the hand clears it for the next."""
    at = pad()
    at.text_area(key="pad.melds.0").set_value("KS KH KD").run()
    at.text_input(key="pad.hand.1.0").set_value("4C 1H").run()
    at.number_input(key="pad.red.1").set_value(-1).run()
    again = app(PAD, profile=at.session_state["profile"])
    assert again.text_area(key="pad.melds.0").value == "KS KH KD"
    assert again.text_input(key="pad.hand.1.0").value == "4C 1H"
    assert again.number_input(key="pad.red.1").value == -1
    add(winning_hand(again))
    fresh = app(PAD, profile=at.session_state["profile"])
    assert fresh.text_area(key="pad.melds.0").value == ""


def test_a_reload_while_correcting_brings_back_the_next_hand_not_the_corrected_one(
        db: Path) -> None:
    """The hand being typed is kept for a reload, but a correction is not a hand being
    typed: a reload mid-correction must not put hand 1's cards in the form as the next
    hand (Add would enter them twice); what was typed for the next hand comes back. A hand
    taken back is put in the form to be added again, and a reload keeps it there."""
    at = add(small_hand(pad(), "4C"))
    at.text_area(key="pad.melds.0").set_value("QS QH QD").run()  # hand 2, half typed
    at.selectbox(key="pad.edit_pick").set_value(0).run()
    at.text_input(key="pad.hand.1.0").set_value("4C 8H").run()  # correcting hand 1
    again = app(PAD, profile=at.session_state["profile"])
    assert "Correcting hand 1" not in shown(again)
    assert again.text_area(key="pad.melds.0").value == "QS QH QD"
    assert again.text_input(key="pad.hand.1.0").value == ""
    click(again, "Undo the last hand")
    click(again, "Yes, undo hand 1")
    assert again.text_input(key="pad.hand.1.0").value == "4C"
    last = app(PAD, profile=at.session_state["profile"])
    assert last.text_input(key="pad.hand.1.0").value == "4C"


def test_picked_cards_go_to_a_hand_named_as_its_box_is(db: Path) -> None:
    """helper-31's walk read "side 1: hand 2" among the picker's places, where "hand 2"
    on the pad is the game's second hand: it was player 3's cards."""
    at = pad()
    places = at.selectbox(key="pad.pick_to").options
    assert "side 1: cards left in player 3's hand" in places, places
    assert not any(": hand " in p for p in places), places


def test_a_file_of_another_kind_names_the_questions_in_words(db: Path) -> None:
    """helper-32's walk opened {"kind": "nonsense"} and read "the checker opens take_pile,
    meld, first_meld, go_out positions": the format's names, not the questions."""
    at = app(CHECKER)
    text = json.dumps({"kind": "nonsense", "position": {}})
    at.file_uploader(key="chk.file").set_value(("p.json", text.encode(), "application/json"))
    said = errors(ok(at.run()))
    assert "Can you take the pile? · Is this meld legal?" in said, said
    assert "take_pile" not in said and "first_meld" not in said, said
