"""Card notation (../shared/puzzle-format.md, "Cards")."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutor.engine import ALL_CARDS, Card, CardError, parse_card, parse_cards

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


@pytest.mark.parametrize(("text", "canonical"), [
    ("QH", "QH"), ("qh", "QH"), ("10s", "10S"), ("T♦", "10D"), ("t♦", "10D"), ("2C", "2C"),
    ("jk", "JK"), ("JOKER", "JK"), ("Joker", "JK"), ("🃏", "JK"), ("A♠", "AS"), ("k♥", "KH"),
    ("3♣", "3C"), (" 9d ", "9D"), ("Q♥\ufe0f", "QH"),
])
def test_every_accepted_form_parses_to_the_canonical_card(text: str, canonical: str) -> None:
    assert str(parse_card(text)) == canonical


@pytest.mark.parametrize("text", ["", "1S", "11H", "QX", "Q", "JKS", "10", "ZZ", "AH2", "♠"])
def test_a_card_that_does_not_parse_is_a_value_error_naming_it(text: str) -> None:
    with pytest.raises(CardError) as e:
        parse_card(text)
    assert isinstance(e.value, ValueError)
    assert repr(text) in str(e.value)


@pytest.mark.parametrize(("text", "bad"), [("KX", "'X' is no suit"), ("QQ", "'Q' is no suit"),
                                          ("10Z", "'Z' is no suit")])
def test_a_rank_with_no_suit_after_it_names_the_part_that_is_wrong(text: str, bad: str) -> None:
    """helper-30's walk typed "KX" and read "write a rank… and a suit", with a K there:
    the part that is no suit is named."""
    from tutor.explain import say

    with pytest.raises(CardError) as e:
        parse_card(text)
    assert bad in say(e.value.why), say(e.value.why)


@pytest.mark.parametrize("text", ["50", "100", "0"])
def test_points_typed_where_cards_go_are_called_a_number(text: str) -> None:
    """helper-31's walk typed 50 among the melds and read "'0' is no suit"."""
    from tutor.explain import say

    with pytest.raises(CardError) as e:
        parse_card(text)
    assert say(e.value.why).startswith(f"'{text}' is not a card but a number"), say(e.value.why)


def test_non_strings_are_refused() -> None:
    with pytest.raises(ValueError):
        parse_card(12)  # type: ignore[arg-type]


def test_kinds_of_card() -> None:
    assert Card("2C").is_wild and Card("JK").is_wild
    assert Card("3H").is_red_three and Card("3D").is_red_three
    assert Card("3S").is_black_three and Card("3C").is_black_three
    assert Card("4S").is_natural and Card("AS").is_natural and not Card("3S").is_natural



def test_a_card_is_said_in_words_and_a_joker_never_as_its_code() -> None:
    from tutor.explain import card, catalogue
    from tutor.render.cards import card_alt, card_img, card_svg
    assert catalogue().card_name(Card("QH")) == "queen of hearts"
    assert card(Card("JK")) == "Joker" and card(Card("10S")) == "10♠"
    assert card_alt(Card("2C"), sideways=True) == (
        "two of clubs (wild), turned sideways: it freezes the pile")
    assert 'title="Joker"' in card_img(Card("JK")) and ">JK<" not in card_svg(Card("JK"))


def test_53_distinct_cards() -> None:
    assert len(ALL_CARDS) == 53 and len(set(ALL_CARDS)) == 53


def test_a_string_of_cards() -> None:
    assert [str(c) for c in parse_cards("KS kh, 2c;jk")] == ["KS", "KH", "2C", "JK"]


def spellings(card: Card) -> list[str]:
    """Every accepted way to write a card."""
    if card.suit is None:
        return ["JK", "jk", "JOKER", "joker", "🃏"]
    ranks = [card.rank.symbol] + (["T"] if card.rank.symbol == "10" else [])
    out = []
    for r in ranks:
        for s in (card.suit.value, SUIT_SYMBOLS[card.suit.value]):
            out += [r + s, (r + s).lower()]
    return out


@given(st.sampled_from(ALL_CARDS), st.data())
def test_parse_format_round_trip(card: Card, data: st.DataObject) -> None:
    spelling = data.draw(st.sampled_from(spellings(card)))
    parsed = parse_card(spelling)
    assert parsed == card and parsed is card
    assert parse_card(str(parsed)) is card
    assert eval(repr(card)) == card  # repr round-trips
    assert pickle.loads(pickle.dumps(card)) == card


def test_cards_are_immutable() -> None:
    with pytest.raises(AttributeError):
        Card("QH").rank = Card("KH").rank  # type: ignore[misc]


def test_the_served_card_images_are_the_cards_drawn_now() -> None:
    """static/cards/ (served to the browser, cached there) holds exactly the card images
    the renderer draws: redraw them with write_card_files after changing a card."""
    from pathlib import Path

    from tutor.engine import ALL_CARDS
    from tutor.render.cards import card_file, card_svg

    folder = Path(__file__).resolve().parent.parent / "tutor" / "app" / "static" / "cards"
    want = {card_file(c, side): card_svg(c, side) for c in ALL_CARDS for side in (False, True)}
    assert {p.name for p in folder.iterdir()} == set(want)
    for name, svg in want.items():
        assert (folder / name).read_text() == svg, name


def test_a_score_board_draws_red_threes_and_says_what_a_canasta_holds() -> None:
    """Scoring a hand needs every card: red 3s laid out are drawn as that many cards, and a
    squared canasta names what it holds (its naturals by rank, its wild cards by name)."""
    from tutor.puzzles.format import parse_puzzle
    from tutor.views.viewmodel import position_html

    p = parse_puzzle({"kind": "score_hand", "position": {"went_out": 0, "concealed": False,
                      "teams": [{"melds": [["QS", "QH", "QD", "QC", "QS", "QH", "2C"]],
                                 "red_threes": 3, "hands": [[], []]},
                                {"melds": [], "red_threes": 0, "hands": [["4S"], ["5D"]]}]}})
    html = position_html(p)
    assert html.count('alt="three of hearts"') + html.count('alt="three of diamonds"') == 3
    assert "6 queens + 2♣" in html


def test_a_card_drawn_for_a_spanish_learner_is_not_shown_to_an_english_one() -> None:
    """One server, two learners: the drawing kept for the first language is never handed to
    the second (an English learner read "dos de tréboles" after a Spanish one)."""
    from tutor.explain import speaking
    from tutor.render.cards import card_img

    with speaking("es"):
        spanish = card_img(Card("2C"), True)
    with speaking("en"):
        english = card_img(Card("2C"), True)
    assert "dos de tréboles" in spanish and "tréboles" not in english
    assert 'alt="two of clubs (wild), turned sideways' in english


def test_a_pile_of_up_to_ten_cards_shows_every_card_unless_wide() -> None:
    """A puzzle's pile of 7 squared its A♠ away, and the reason "the A♠ lower in the pile
    cannot help" named a card the learner could not see (helper-30's walk): up to ten cards
    with at most one sideways all show; more, or more sideways, are squared up (the top
    card stays on a phone's screen)."""
    from tutor.engine import get_rules
    from tutor.render.cards import pile_html

    classic = get_rules("classic")
    plain = pile_html(parse_cards("5S 9D AS 7D 8C QS 4H 6C 10D AH"), classic)
    assert "ct-stack" not in plain and plain.count("<img") == 10
    one_wild = pile_html(parse_cards("5S 9D AS 7D 2C 8C QS 4H 6C 10D"), classic)
    assert "ct-stack" not in one_wild
    wide = pile_html(parse_cards("5S 2C 9D 2H KS JK 7D 2D 8C QS"), classic)
    assert "ct-stack" in wide
    assert "ct-stack" in pile_html(parse_cards("5S 9D AS 7D 8C QS 4H 6C 10D AH KS"), classic)
