"""The table pages under AppTest: the score pad and the position checker."""

from __future__ import annotations

from pathlib import Path

import streamlit as st
from streamlit.testing.v1 import AppTest

from tests.conftest import app, texts

K7 = "KS KH KD KC KS KH KD"
Q7 = "QS QH QD QC QS QH 2C"


def pad() -> AppTest:
    return app("tutor/app/score_pad.py")


def enter(at: AppTest, melds: list[str], reds: list[int], hands: list[list[str]],
          went_out: int | None) -> AppTest:
    for i, m in enumerate(melds):
        at.text_area(key=f"pad.melds.{i}").set_value(m)
        at.number_input(key=f"pad.red.{i}").set_value(reds[i])
        for j, h in enumerate(hands[i]):
            at.text_input(key=f"pad.hand.{i}.{j}").set_value(h)
    at.selectbox(key="pad.went_out").set_value(-1 if went_out is None else went_out).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def add(at: AppTest) -> AppTest:
    next(b for b in at.button if b.label == "Add this hand to the game").click().run()
    assert not at.exception
    return at


def test_the_worked_hand_is_scored_line_by_line(db: Path) -> None:
    at = enter(pad(), [f"{K7}\n8S 8H 8D 8C 8S 2C 2D\nAS AH AD", "JS JH JD JK"], [2, 1],
               [["", "QH 4S"], ["AC 7H", "9D 3S"]], 0)
    assert "This hand scores side 0: **1,305** · side 1: **140**" in texts(at)
    table = next(m.value for m in at.markdown if "natural canasta of kings" in m.value)
    for item in ("going out", "2 red 3s", "cards melded", "cards left in hand 2 (Q♥ 4♠)"):
        assert item in table
    add(at)
    assert "First meld next hand: side 0 needs **50** · side 1 needs **50**" in texts(at)
    assert at.text_area(key="pad.melds.0").value == ""  # ready for the next hand


def test_a_five_hand_game_crosses_5000_and_ends_with_a_winner(db: Path) -> None:
    at = pad()
    for n in range(5):
        enter(at, [f"{K7}\n{Q7}", "9S 9H 9D"], [0, 0], [["", ""], ["4C", ""]], 0)
        add(at)
        if n < 4:
            assert "Game over" not in texts(at)
    assert "Game over: side 0 wins with 5,250." in texts(at)


def test_bad_input_is_named_and_nothing_typed_is_lost(db: Path) -> None:
    at = enter(pad(), ["KS QX KD", "9S 9H 9D"], [0, 0], [["", ""], ["", ""]], None)
    assert "side 0, meld 1: 'QX' is not a card" in texts(at)
    assert at.text_area(key="pad.melds.0").value == "KS QX KD"
    enter(at, ["KS KH KD", "9S 9H 9D"], [0, 0], [["", ""], ["", ""]], 0)
    assert "side 0 has 0 canastas and going out needs 1" in texts(at)
    add(at)
    assert "The game so far" not in texts(at)  # the impossible hand was not added
    enter(at, [f"{K7}\nKS KS KD", "9S 9H 9D"], [0, 0], [["", ""], ["", ""]], 0)
    assert "used 4 times" in texts(at)
    enter(at, [K7, "9S 9H 9D"], [3, 3], [["", ""], ["", ""]], 0)
    assert "the decks hold 4 red 3s" in texts(at)


def test_the_game_survives_a_restart(db: Path) -> None:
    at = enter(pad(), [K7, "9S 9H 9D"], [1, 0], [["", ""], ["4C", "6D"]], 0)
    add(at)
    st.cache_resource.clear()
    again = pad()
    assert "The game so far" in texts(again)
    assert again.session_state["game"].totals() == [770, 20]


def test_the_checker_gives_70_at_50_and_at_90(db: Path) -> None:
    at = app("tutor/app/checker.py")
    at.radio(key="chk.question").set_value("first_meld").run()
    at.text_area(key="chk.opening").set_value("KS KH KD\nQH QD 2C").run()
    assert "minimum: **50** · count: **70** · meets: **yes**" in texts(at)
    at.number_input(key="chk.score").set_value(1500).run()
    assert "minimum: **90** · count: **70** · meets: **no**" in texts(at)
    assert any(c.value.startswith("?p=") for c in at.code)


def test_the_checker_lists_every_way_to_take_the_pile(db: Path) -> None:
    at = app("tutor/app/checker.py")
    at.text_input(key="chk.pile").set_value("5S 9D KS")
    at.text_input(key="chk.hand").set_value("KH KD 2C 4S")
    at.text_area(key="chk.melds").set_value("KC KD KH").run()
    out = texts(at)
    assert "can take: **yes** · frozen: **no**" in out
    for kind in ("with a natural pair", "with a natural and a wild", "onto your meld"):
        assert kind in out
    at.text_input(key="chk.hand").set_value("KH KX").run()
    assert "your hand: 'KX' is not a card" in texts(at)
    assert at.text_input(key="chk.pile").value == "5S 9D KS"  # nothing typed is lost


def test_a_cut_checker_link_is_a_plain_message(db: Path) -> None:
    at = app("tutor/app/checker.py", p="eyJpZCI6InRhYm")
    assert at.error and "cut short" in at.error[0].value
