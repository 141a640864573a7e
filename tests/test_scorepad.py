"""The score pad's game: scored by the engine, errors in card-player words, export/import."""

from __future__ import annotations

import csv
import io
import json
import re
from typing import Any

import pytest

from tutor.table.scorepad import (
    EntryError,
    Game,
    checker_puzzle,
    decode_position,
    encode_position,
    fields_of,
    hand_from_entries,
    side_entry,
)

K7 = "KS KH KD KC KS KH KD"
Q7 = "QS QH QD QC QS QH 2C"


def bicycle_hand() -> Any:
    a = side_entry(f"{K7}\n8S 8H 8D 8C 8S 2C 2D\nAS AH AD", 2, ["", "QH 4S"], "side 0")
    b = side_entry("JS JH JD JK", 1, ["AC 7H", "9D 3S"], "side 1")
    return hand_from_entries([a, b], 0, False)


def test_the_worked_hand_scores_1305_and_140_line_by_line() -> None:
    game = Game()
    got = game.score(bicycle_hand())
    assert got.answer["scores"] == [1305, 140]
    for side, total in zip(got.detail["breakdown"], got.answer["scores"], strict=True):
        assert sum(line["points"] for line in side) == total


def big_hand(winner: int) -> Any:
    """Side `winner` goes out with two canastas; the other has a meld and a card left."""
    win = side_entry(f"{K7}\n{Q7}", 0, ["", ""], f"side {winner}")
    lose = side_entry("9S 9H 9D", 0, ["4C", ""], "other")
    teams = [win, lose] if winner == 0 else [lose, win]
    return hand_from_entries(teams, winner, False)


def test_a_five_hand_game_crosses_5000_and_names_the_winner() -> None:
    game = Game()
    minimums = []
    for _ in range(4):
        game.hands.append(big_hand(0))
        state = game.state()
        assert not state.over
        minimums.append(state.minimums[0])
    # Each hand: going out 100, canastas 500 + 300, cards 70 + 80 = 1,050; the other side 25.
    assert game.results()[0] == [1050, 25]
    assert minimums == [50, 90, 120, 120]  # at 1,050, 2,100, 3,150, 4,200
    game.hands.append(big_hand(0))
    state = game.state()
    assert state.over and state.winner == 0 and state.totals == [5250, 125]
    assert state.minimums == [None, None]


def test_the_next_minimum_follows_each_total() -> None:
    game = Game()
    game.hands += [big_hand(0), big_hand(0)]
    assert game.state().minimums == [90, 50]  # 2,100 and 50


@pytest.mark.parametrize(("melds", "hands", "went_out", "message"), [
    ("KS QX KD", [""], 0, "Side 1, meld 1: 'QX' is not a card"),
    (f"{K7}\nKS KS 2C", ["", ""], 0, "king of spades is used 4 times"),
    ("KS KH KD", ["", ""], 0, "side 1 has 0 canastas and going out needs 1"),
    (f"{K7}\nQH 2C JK", ["", ""], 0, "Side 1, meld 2"),
    (K7, ["3H", ""], 0, "a red 3 never stays in a hand"),
])
def test_what_cannot_be_right_is_named_in_card_players_words(
    melds: str, hands: list[str], went_out: int | None, message: str
) -> None:
    game = Game()
    with pytest.raises(EntryError) as e:
        a = side_entry(melds, 0, hands, "side 1")
        b = side_entry("9S 9H 9D", 0, ["", ""], "side 2")
        game.score(hand_from_entries([a, b], went_out, False))
    assert message in str(e.value)
    assert "position." not in str(e.value)  # no field paths


def test_more_red_threes_than_the_decks_hold() -> None:
    a = side_entry(K7, 3, ["", ""], "side 0")
    b = side_entry("9S 9H 9D", 3, ["", ""], "side 1")
    with pytest.raises(EntryError, match="the decks hold 4 red 3s"):
        Game().score(hand_from_entries([a, b], 0, False))


def test_a_side_with_more_red_threes_than_the_decks_is_the_one_named() -> None:
    """helper-31's walk typed 9 red 3s for side 1 and read "The sides: …, not 9"."""
    a = side_entry(K7, 9, ["", ""], "side 0")
    b = side_entry("9S 9H 9D", 0, ["", ""], "side 1")
    with pytest.raises(EntryError) as e:
        Game().score(hand_from_entries([a, b], 0, False))
    assert "Side 1's red 3s (9): the decks hold 4 red 3s, not 9." in e.value.sentences()
    assert e.value.sentences()[0].startswith("Every box of cards left in a hand is empty")


@pytest.mark.parametrize("players,teams", [(2, None), (3, None), (6, "3x2"), (6, "2x3")])
def test_every_table_and_both_rule_sets_score(players: int, teams: str | None) -> None:
    for rules in ("classic", "bicycle"):
        game = Game(rules=rules, players=players, teams=teams)
        members = {2: 1, 3: 1, 6: 2 if teams == "3x2" else 3}[players]
        melds = f"{K7}\n{Q7}" if players in (2, 6) else K7
        sides = [side_entry(melds, 1, [""] * members, "side 0")]
        sides += [side_entry("", 0, ["4C"] + [""] * (members - 1), f"side {i}")
                  for i in range(1, game.sides)]
        got = game.score(hand_from_entries(sides, 0, False))
        assert len(got.answer["scores"]) == game.sides


def test_json_and_csv_round_trip() -> None:
    game = Game(names=["Ann & Bob", "Cy & Di"])
    game.hands += [bicycle_hand(), big_hand(1)]
    again = Game.from_json(game.to_json())
    assert again == game and again.totals() == game.totals()
    back = Game.from_csv(game.to_csv())
    assert back.totals() == game.totals() == [1305 + 25, 140 + 1050]
    assert back.side_names() == ["Ann & Bob", "Cy & Di"]
    assert [h.went_out for h in back.hands] == [0, 1]


@pytest.mark.parametrize(("text", "csv_file", "message"), [
    ("not json at all", False, "not a saved game"),
    (json.dumps({"rules": "classic", "colour": "red"}), False, "not a valid game"),
    (json.dumps({"rules": "hoyle"}), False, "unknown rule set"),
    ("a,b\n1,2\n", True, "not a score-pad CSV export"),
    ("rules,players,teams,hand,side,name,melds,red_threes,hands,went_out,concealed,score\n"
     "classic,4,,1,0,,KS KX KD,0,,yes,,0\n", True,
     "Line 2 (hand 1, side 1), meld 1: 'KX' is not a card"),
])
def test_a_file_that_is_not_a_game_says_what_is_wrong(text: str, csv_file: bool,
                                                      message: str) -> None:
    with pytest.raises(EntryError) as e:
        Game.from_csv(text) if csv_file else Game.from_json(text)
    assert message in str(e.value)


def test_the_checker_answers_the_sheet_example_and_round_trips_a_link() -> None:
    fields = {"opening": "KS KH KD\nQH QD 2C", "score": 0}
    at_50 = checker_puzzle("first_meld", fields, "classic", 4, None)
    at_90 = checker_puzzle("first_meld", {**fields, "score": 1500}, "classic", 4, None)
    from tutor.puzzles.format import parse_puzzle, solve

    assert solve(parse_puzzle(at_50)).answer == {"minimum": 50, "count": 70, "meets": True}
    assert solve(parse_puzzle(at_90)).answer == {"minimum": 90, "count": 70, "meets": False}
    assert decode_position(encode_position(at_90)) == at_90
    assert fields_of(at_90)["opening"] == "KS KH KD\nQH QD 2C"


@pytest.mark.parametrize(("question", "fields", "message"), [
    ("take_pile", {"pile": "5S 2C KS", "hand": "KH KX"}, "Your hand: 'KX' is not a card"),
    ("take_pile", {"pile": "KS KS KS", "hand": "4S"}, "king of spades is used 3 times"),
    ("take_pile", {"pile": "5S 3H", "hand": "4S"}, "The pile's card 2 (3♥)"),
    ("take_pile", {"pile": "", "hand": "4S"}, "The pile is empty"),
    ("go_out", {"hand": "KS KH", "melds": "QH 2C JK"}, "Your side's meld 1"),
    ("first_meld", {"opening": "KS KH KD", "top": "KS KH"}, "top card is one card"),
])
def test_the_checker_names_bad_input_in_card_players_words(question: str,
                                                           fields: dict[str, Any],
                                                           message: str) -> None:
    with pytest.raises(EntryError) as e:
        checker_puzzle(question, fields, "classic", 4, None)
    assert message in str(e.value) and "position." not in str(e.value)


def test_a_cut_link_is_a_plain_message() -> None:
    with pytest.raises(EntryError, match="cut short"):
        decode_position("eyJpZCI6InRhYm")


@pytest.mark.parametrize(("text", "message"), [
    ("{not json", "not a saved position"),
    ("[1, 2]", "should hold one puzzle"),
    (json.dumps({"kind": "game", "position": {"totals": [1, 2]}}), "This file holds a 'game'"),
    (json.dumps({"kind": "take_pile", "position": {"pile": ["KX"], "hand": []}}),
     "The pile's card 1 'KX': 'KX' is not a card"),
])
def test_a_file_that_is_not_a_position_says_what_is_wrong(text: str, message: str) -> None:
    from tutor.table.scorepad import read_position_file

    with pytest.raises(EntryError) as e:
        read_position_file(text)
    assert message in str(e.value)


def test_a_downloaded_position_opens_again() -> None:
    from tutor.table.scorepad import read_position_file

    data = checker_puzzle("take_pile", {"pile": "5S 2C KS", "hand": "KH KD 4S",
                                       "melds": "9S 9H 9D"}, "classic", 4,
                          None)
    back = read_position_file(json.dumps({**data, "answer": {"can_take": True}}))
    assert fields_of(back)["pile"] == "5S 2C KS"


# --- at the table: refusals, names, the three-player pair, the checker's inputs ---------------


def test_a_hand_is_refused_when_blank_or_after_game_over() -> None:
    from tutor.table.scorepad import is_blank

    game = Game()
    blank = hand_from_entries([side_entry("", 0, ["", ""], "a"),
                               side_entry("", 0, ["", ""], "b")], None, False)
    assert is_blank(blank)
    with pytest.raises(EntryError, match="Nothing is typed for this hand yet"):
        game.add(blank)
    for _ in range(5):
        game.add(big_hand(0))
    with pytest.raises(EntryError, match=r"This game is over \(side 1 won with 5,250\)"):
        game.add(big_hand(1))
    assert len(game.hands) == 5


def test_concealed_with_nobody_out_is_refused_in_words() -> None:
    hand = hand_from_entries([side_entry(K7, 0, ["4C", ""], "a"),
                              side_entry("9S 9H 9D", 0, ["5D", ""], "b")], None, True)
    with pytest.raises(EntryError, match="Concealed is ticked, but nobody went out"):
        Game().score(hand)


def test_an_empty_partner_hand_is_a_warning_by_name() -> None:
    game = Game(names=["Ann & Bob", ""])
    hand = big_hand(0)
    assert game.warnings(hand) == [
        "Every hand of Ann & Bob is empty: only the player who went out ends the hand with no "
        "card; type the cards their partner still held (they count against the side)."]
    assert Game().warnings(big_hand(1))[0].startswith("Every hand of side 2 is empty")


def test_engine_messages_use_the_names_of_the_sides() -> None:
    game = Game(names=["Ann & Bob", "Cy & Di"])
    hand = hand_from_entries([side_entry("KS KH KD", 0, ["", ""], "Ann & Bob"),
                              side_entry("9S 9H 9D", 0, ["4C", ""], "Cy & Di")], 0, False)
    with pytest.raises(EntryError) as e:
        game.score(hand)
    assert str(e.value) == "Who went out: Ann & Bob has 0 canastas and going out needs 1."
    game.hands.append(big_hand(0))
    from tutor.explain import say

    why = [say(w, sides=game.side_names()) for w in game.state().why]
    assert any("Ann & Bob: at 1,050 points" in w for w in why)
    assert not any("Side 0" in w or "side 0" in w for w in why)


def pair_hand() -> Any:
    lone = side_entry(K7, 0, [""], "lone")
    pair = side_entry("9S 9H 9D", 0, ["4C", "5D"], "pair")
    return hand_from_entries([lone, pair], 0, False)


def test_three_players_the_lone_player_against_the_pair() -> None:
    game = Game(players=3, names=["Ann", "Bob", "Cy"])
    with pytest.raises(EntryError, match="who played alone"):
        game.add(pair_hand())
    game.add(pair_hand(), lone=2)
    assert game.results() == [[20, 20, 670]] and game.totals() == [20, 20, 670]
    assert game.hand_names(2) == ["Cy", "Ann & Bob"]
    assert Game.from_json(game.to_json()) == game
    back = Game.from_csv(game.to_csv())
    assert back.results() == game.results() and back.side_names() == ["Ann", "Bob", "Cy"]
    game.undo()
    assert game.hands == [] and game.lone == []


@pytest.mark.parametrize(("text", "message"), [
    ("rules,players,teams,hand,side,name,melds,red_threes,hands,went_out,concealed,score\n"
     "classic,4,,1,zero,,KS KH KD,0,,,,0\n", "Line 2: side 'zero' is not a number"),
    ("rules,players,teams,hand,side,name,melds,red_threes,hands,went_out,concealed,score\n"
     "classic,4,,1,0\n", "Line 2 is cut short: it has no value for name"),
    ("rules,players,teams,hand,side,name,melds,red_threes,hands,went_out,concealed,score\n"
     "classic,4,,1,0,,,0,,,,0,extra\n", "Line 2 has more values than the header has columns"),
    ("rules,players,teams,hand,side,name,melds,red_threes,hands,went_out,concealed,score\n"
     "classic,four,,1,0,,,0,,,,0\n", "Line 2: players 'four' is not a number"),
    ("rules,players,teams,hand,side,name,melds,red_threes,hands,went_out,concealed,score\n"
     "classic,4,,1,1,,,0,4C,,,0\n", "Hand 1 has no row for side 0"),
    ("rules,players,teams,hand,side,name,melds,red_threes,hands,went_out,concealed,score\n",
     "no hand"),
])
def test_a_damaged_csv_says_which_line_and_what(text: str, message: str) -> None:
    with pytest.raises(EntryError) as e:
        Game.from_csv(text)
    assert message in str(e.value)


@pytest.mark.parametrize(("data", "message"), [
    ([1, 2], "This link does not hold a position: it holds [1, 2]"),
    ({"kind": "meld", "position": {"cards": [1, 2]}}, "the meld [1, 2] should be cards"),
    ({"kind": "meld", "position": {"cards": {"a": 1}}}, "the meld {'a': 1} should be cards"),
    ({"kind": "meld", "position": {"cards": ["KS", "KH", "KD"], "going_out": "yes"}},
     "going out 'yes' should be true or false"),
    ({"kind": "take_pile", "position": {"pile": ["KS"], "hand": [], "team_score": "abc"}},
     "your side's score 'abc' should be a whole number"),
    ({"kind": "take_pile", "position": {"pile": ["KS"], "hand": [], "team_score": 10**16}},
     "your side's score 10000000000000000 should be a whole number between"),
    ({"kind": ["meld"], "position": {}}, "This link holds a ['meld'] position"),
    ({"kind": "meld", "position": [1]}, "the position [1] should list its cards"),
])
def test_a_crafted_link_names_the_field_and_the_value(data: object, message: str) -> None:
    import base64

    text = base64.urlsafe_b64encode(json.dumps(data).encode()).decode()
    with pytest.raises(EntryError) as e:
        decode_position(text)
    assert message in str(e.value)


def test_deeply_nested_json_is_a_plain_message() -> None:
    from tutor.table.scorepad import read_position_file

    deep = "[" * 100_000 + "]" * 100_000
    with pytest.raises(EntryError, match="nested too deeply"):
        read_position_file(deep)
    with pytest.raises(EntryError, match="nested too deeply"):
        Game.from_json(deep)
    b64 = __import__("base64").urlsafe_b64encode
    with pytest.raises(EntryError, match="266,668 characters long; a position's link is at most"):
        decode_position(b64(deep.encode()).decode())  # longer than any position's link
    within = "[" * 1400 + "]" * 1400
    with pytest.raises(EntryError, match="nested too deeply"):
        decode_position(b64(within.encode()).decode())


def test_plain_shows_any_text_as_typed() -> None:
    import html

    from tutor.text import plain

    for text in ("<iframe src=x>", "**bold** [a](javascript:x)", "# h\n\n<b>x</b>", "a & b"):
        out = plain(text)
        assert html.unescape(out) == text
        bare = re.sub(r"&(#\d+|#x[0-9a-f]+|[a-z]+);", "", out)  # without the references
        assert not set(bare) & set("<>*[]()#&\n`_|~$:\\")


def test_a_csv_export_never_hands_a_spreadsheet_a_formula() -> None:
    names = ['=HYPERLINK("http://example.com","click")', "+1+1", "-2", "@SUM(A1)", "Ann"]
    for name in names:
        game = Game(names=[name, "Cy & Di"], hands=[big_hand(0)])
        cells = [row["name"] for row in csv.DictReader(io.StringIO(game.to_csv()))]
        assert cells[0] == (name if name == "Ann" else "'" + name)  # text, not a formula
        assert Game.from_csv(game.to_csv()).names[0] == name  # and read back as typed


def test_a_game_file_is_refused_over_1_mb_after_the_end_or_with_a_long_name() -> None:
    with pytest.raises(EntryError, match=r"This file is 10\.5 MB; the score pad reads game "
                                         r"files of up to 1 MB"):
        Game.from_json(Game(names=["A" * 10_500_000]).to_json())
    over = Game(hands=[big_hand(0)] * 6)  # 5,250 after five hands: the sixth comes after
    with pytest.raises(EntryError, match="Hand 6 comes after the end of the game: after hand 5 "
                                         "side 1 won with 5,250"):
        Game.from_json(over.to_json())
    with pytest.raises(EntryError, match="Hand 6 comes after the end of the game"):
        Game.from_csv(over.to_csv())
    with pytest.raises(EntryError, match="The name of side 2 is 41 characters long"):
        Game.from_json(Game(names=["Ann", "B" * 41]).to_json())
    text = Game(names=["Ann", "B" * 40], hands=[big_hand(0)]).to_csv().replace("B" * 40,
                                                                            "B" * 41)
    with pytest.raises(EntryError, match="Line 3: the name of side 2 is 41 characters long"):
        Game.from_csv(text)


def test_an_earlier_hand_is_replaced_unless_it_ends_the_game_too_soon() -> None:
    game = Game(hands=[big_hand(0)] * 4 + [big_hand(1)])
    game.replace(4, big_hand(0))
    assert game.state().over and game.totals() == [5250, 125]
    game = Game(hands=[big_hand(0)] * 5)
    game.hands[4] = big_hand(1)
    game.hands.append(big_hand(1))
    with pytest.raises(EntryError, match="With this change the game is over after hand 5 "
                                         r"\(side 1 won with 5,250\), but 1 later hand follows"):
        game.replace(4, big_hand(0))
    assert game.results()[4] == [25, 1050]  # unchanged
    assert game.undo() == (big_hand(1), None) and len(game.hands) == 5
