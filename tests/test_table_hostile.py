"""Hostile input at the table: crafted links, files, CSV rows and side names.

Whatever comes in, only :class:`EntryError` (a message for card players) may come out,
and nothing a person typed or loaded reaches the page as HTML or Markdown.
"""

from __future__ import annotations

import base64
import csv
import html
import io
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from streamlit.testing.v1 import AppTest

from tests.conftest import app, blocks
from tutor.table.scorepad import (
    CHECKS,
    EntryError,
    Game,
    checker_answer,
    decode_position,
    encode_position,
    fields_of,
    hand_from_entries,
    one_line,
    read_position_file,
    side_entry,
)
from tutor.text import plain

FAST = settings(max_examples=80, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])
PAGES = settings(max_examples=25, deadline=None,
                 suppress_health_check=[HealthCheck.function_scoped_fixture,
                                        HealthCheck.too_slow])

DEEP = "[" * 50_000 + "]" * 50_000
K7 = "KS KH KD KC KS KH KD"
HOSTILE = ['<iframe src="https://example.com/x"></iframe>', "<a href='https://x'>win</a>",
           "<style>body{display:none}</style>", "[click](https://example.com)", "**loud**",
           "# Heading\n\n<b>x</b>", "`code` ~~gone~~ $x^2$", ":red[red] :material/home:",
           "<img src=x onerror=alert(1)>", "a & b < c", "| a | b |\n|---|---|", "\\*"]

# --- strategies -----------------------------------------------------------------------------

scalars = (st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.floats()
           | st.text(max_size=8) | st.sampled_from(HOSTILE))
json_values = st.recursive(scalars, lambda c: st.lists(c, max_size=4)
                           | st.dictionaries(st.text(max_size=6), c, max_size=4), max_leaves=16)
card_names = st.sampled_from(["KS", "KH", "KD", "2C", "JK", "3H", "3S", "QX", "10d", "", "KS KH",
                              *HOSTILE])
cards = st.lists(card_names, max_size=8)
melds = st.lists(cards, max_size=3)
field_values = (json_values | cards | melds | st.sampled_from(["yes", "abc", 10**16, -5, 50])
                | st.integers(-10**6, 10**6))
positions = st.dictionaries(
    st.sampled_from(["pile", "hand", "team_melds", "team_score", "cards", "going_out", "melds",
                     "pile_top", "melded_before", "stock", "teams", "x"]),
    field_values, max_size=6)
puzzles = st.fixed_dictionaries(
    {"kind": st.sampled_from([*CHECKS, "game", "score_hand", 5, None, ["meld"]]),
     "position": positions | json_values},
    optional={"rules": st.sampled_from(["classic", "bicycle", "hoyle", 3, None]),
              "players": st.sampled_from([2, 3, 4, 6, 5, "4", None, True, 10**16]),
              "teams": st.sampled_from(["3x2", "2x3", "x", None, 6]), "id": json_values,
              "answer": json_values})


def only_entry_errors(fn: Callable[[], Any]) -> Any:
    """Run ``fn``: an EntryError is a fine answer (None); any other exception fails the test."""
    try:
        return fn()
    except EntryError as e:
        assert str(e) and "Traceback" not in str(e)
        return None


def opened(data: dict[str, Any] | None) -> None:
    """A position that opened must fill the fields and answer (or say why not)."""
    if data is None:
        return
    fields = fields_of(data)
    assert isinstance(fields["score"], int) and isinstance(fields["going_out"], bool)
    only_entry_errors(lambda: checker_answer(data["kind"], fields, "classic", 4, None))


# --- crafted checker links and files ---------------------------------------------------------


@FAST
@given(puzzles)
@example({"kind": "meld", "position": {"cards": ["KS", "KH", "KD"], "going_out": "yes"}})
@example({"kind": "take_pile", "position": {"pile": ["KS"], "hand": [], "team_score": "abc"}})
@example({"kind": "take_pile", "position": {"pile": ["KS"], "hand": [], "team_score": 10**16}})
@example({"kind": "meld", "position": {"cards": [1, {"a": 2}]}})
@example({"kind": "go_out", "position": [1, 2]})
def test_a_crafted_link_opens_or_says_why(data: dict[str, Any]) -> None:
    opened(only_entry_errors(lambda: decode_position(encode_position(data))))


@FAST
@given(st.text(max_size=60) | st.binary(max_size=60).map(
    lambda b: base64.urlsafe_b64encode(b).decode()) | json_values.map(
    lambda v: base64.urlsafe_b64encode(json.dumps(v).encode()).decode().rstrip("=")))
@example(base64.urlsafe_b64encode(DEEP.encode()).decode())
@example("%%%%")
@example("é")
def test_garbage_links_are_plain_messages(text: str) -> None:
    opened(only_entry_errors(lambda: decode_position(text)))


@FAST
@given(puzzles.map(json.dumps) | json_values.map(json.dumps) | st.text(max_size=40)
       | puzzles.map(lambda p: json.dumps([p])))
@example(DEEP)
@example('{"kind": "meld", "position": {"cards": ' + "[" * 5000 + "]" * 5000 + "}}")
def test_a_hostile_position_file_opens_or_says_why(text: str) -> None:
    opened(only_entry_errors(lambda: read_position_file(text)))


# --- hostile game files: JSON and CSV ---------------------------------------------------------

teams = st.fixed_dictionaries(
    {}, optional={"melds": melds | json_values,
                  "red_threes": st.integers(-3, 5) | st.sampled_from([10**17, "2", "x", None]),
                  "hands": st.lists(cards, max_size=3) | json_values})
hands = st.fixed_dictionaries(
    {"teams": st.lists(teams, max_size=4) | json_values},
    optional={"went_out": st.none() | st.integers(-2, 5) | st.sampled_from(["yes", 1.5]),
              "concealed": st.sampled_from([True, False, "yes", 1, None])})
games = st.fixed_dictionaries(
    {}, optional={"rules": st.sampled_from(["classic", "bicycle", "hoyle", 5]),
                  "players": st.sampled_from([2, 3, 4, 6, 5, 0, -1, 10**16, "4", "four",
                                              True, None]),
                  "teams": st.sampled_from(["3x2", "2x3", "x", None]),
                  "names": st.lists(st.text(max_size=30) | st.sampled_from(HOSTILE), max_size=4)
                  | json_values,
                  "hands": st.lists(hands, max_size=3) | json_values,
                  "lone": st.lists(st.none() | st.integers(-1, 4), max_size=3) | json_values,
                  "colour": json_values})


def game_works(game: Game | None) -> None:
    """A game that was read must score, export and read back with the same totals."""
    if game is None:
        return
    game.state()
    assert Game.from_json(game.to_json()).totals() == game.totals()
    if game.hands:  # a CSV export without a hand carries no rules to read back
        assert Game.from_csv(game.to_csv()).totals() == game.totals()
    for name in game.side_names():
        assert "\n" not in name


@FAST
@given(games.map(json.dumps) | json_values.map(json.dumps) | st.text(max_size=40))
@example(DEEP)
@example(json.dumps({"names": [[[["x"]]]]}))
@example(json.dumps({"players": 3, "hands": [{"teams": [
    {"melds": [K7.split()], "hands": [[]]},
    {"melds": [["9S", "9H", "9D"]], "hands": [["4C"], ["5D"]]}], "went_out": 0}],
    "lone": [2]}))
def test_a_hostile_game_file_is_read_or_refused_in_words(text: str) -> None:
    game_works(only_entry_errors(lambda: Game.from_json(text)))


HEADER = list(Game.CSV_FIELDS)
cells = (st.text(max_size=12) | st.sampled_from(
    ["classic", "4", "3", "1", "0", "zero", "yes", "KS KH KD", K7, "4C | 5D", "9S 9H 9D", "", "2",
     "-1", "99999999999999999999", *HOSTILE]))
rows = st.lists(st.lists(cells, min_size=0, max_size=14), max_size=5)


def as_csv(header: list[str], body: list[list[str]], quoted: bool) -> str:
    if not quoted:  # written by hand: quotes and commas as they come
        return "\n".join(",".join(r) for r in [header, *body]) + "\n"
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(header)
    writer.writerows(body)
    return out.getvalue()


@FAST
@given(st.sampled_from([HEADER, [*HEADER, "lone"], HEADER[:-1], HEADER[::-1]]), rows,
       st.booleans())
@example(HEADER, [["classic", "4", "", "1", "0", ""]], True)  # a short row
@example(HEADER, [["classic", "4", "", "1", "zero", "Ann", K7, "0", "", "yes", "", "0"]], True)
@example(HEADER, [["classic", "4", "", "1", "0", "<b>Ann</b>", K7, "0", "|", "yes", "", "0"],
                  ["classic", "4", "", "1", "1", "**Cy**", "9S 9H 9D", "0", "4C|", "", "", "0"]],
         True)
def test_a_hostile_csv_is_read_or_refused_in_words(header: list[str], body: list[list[str]],
                                                   quoted: bool) -> None:
    game_works(only_entry_errors(lambda: Game.from_csv(as_csv(header, body, quoted))))


@FAST
@given(st.lists(st.text(max_size=60) | st.sampled_from(HOSTILE), max_size=6))
def test_side_names_are_one_line_and_shown_as_typed(names: list[str]) -> None:
    game = Game(names=names)
    for name in game.side_names():
        assert "\n" not in name and len(name) <= 40
        assert html.unescape(plain(name)).replace("\u2060", "") == name  # (a word joiner
        # keeps a web address from turning into a link: it shows nothing)
        assert "<" not in plain(name) and "*" not in plain(name) and "[" not in plain(name)


# --- on the pages: nothing typed or loaded is HTML or Markdown --------------------------------

SPECIAL = set("<>*_[]`#|~$\\&:!")


def bodies(at: AppTest) -> list[str]:
    """Every text the page renders as Markdown (html() blocks included)."""
    out = [m.value for m in blocks(at)] + [c.value for c in at.caption]
    for group in (at.error, at.warning, at.success, at.info):
        out += [x.value for x in group]
    return [str(x) for x in out]


REFERENCE = re.compile(r"&(#\d+|#x[0-9a-fA-F]+|[a-zA-Z]+);")


def leaks(body: str, text: str) -> bool:
    """Does ``text`` (which begins with a marker no page says) reach ``body`` with one of its
    own special characters raw? Walks each occurrence, decoding character references, and
    stops where the page's text and the typed text part."""
    forms = {text, one_line(text)}
    for m in re.finditer("Zq", body):
        j, seen = m.start(), ""
        while j < len(body):
            ref = REFERENCE.match(body, j)
            if ref:
                seen, j = seen + html.unescape(ref[0]), ref.end()
            elif body[j] in SPECIAL or body[j] == "\n":
                if any(f.startswith(seen + body[j]) for f in forms):
                    return True
                break
            else:
                seen, j = seen + body[j], j + 1
            if not any(f.startswith(seen) for f in forms):
                break
    return False


def assert_plain(at: AppTest, text: str) -> None:
    """Nothing of ``text`` reaches the page as HTML or Markdown; the page did not fail."""
    assert not at.exception, [e.value for e in at.exception]
    for body in bodies(at):
        assert not leaks(body, text), body


def test_the_leak_finder_finds_leaks() -> None:
    assert leaks("<p>Zq<b>x</b></p>", "Zq<b>x</b>")
    assert leaks("hi Zq&amp;*x", "Zq&*x")
    assert not leaks("'Zq&amp;' is not a card", "Zq&")
    assert not leaks(f"<td>{plain('Zq<i>')}</td>", "Zq<i>")


def pad_with_a_hand() -> AppTest:
    at = app("tutor/app/score_pad.py")
    at.text_area(key="pad.melds.0").set_value(f"{K7}\nQS QH QD QC QS QH 2C")
    at.text_area(key="pad.melds.1").set_value("9S 9H 9D")
    at.text_input(key="pad.hand.1.0").set_value("4C")
    at.selectbox(key="pad.went_out").set_value(0).run()
    next(b for b in at.button if b.label == "Add this hand to the game").click().run()
    assert len(at.session_state["game"].hands) == 1
    at.text_area(key="pad.melds.0").set_value(K7)  # a hand being typed: scored live
    at.text_input(key="pad.hand.1.0").set_value("4C")
    at.selectbox(key="pad.went_out").set_value(0).run()
    return at


def test_a_hostile_side_name_is_escaped_everywhere(db: Path) -> None:
    at = pad_with_a_hand()
    for i, name in enumerate(['<iframe src="https://example.com">', "[win](https://x.y)"]):
        at.text_input(key=f"pad.name.{i}").set_value(name).run()
    page = "\n".join(bodies(at))
    assert "&lt;iframe src&#61;&quot;https&#58;\u2060//example&#46;com&quot;&gt;" in page
    assert "<iframe" not in page and "[win](" not in page
    assert "&#91;win&#93;&#40;https&#58;\u2060//x&#46;y&#41;" in page
    assert "This hand scores &lt;iframe" in page  # the summary line
    assert "First meld next hand: &lt;iframe" in page  # the minimums
    assert "<th class=\"ct-name\">&lt;iframe" in page  # the game's table

    @PAGES
    @given(st.text(max_size=30) | st.sampled_from(HOSTILE))
    def typed(name: str) -> None:
        name = "Zq" + name
        at.text_input(key="pad.name.0").set_value(name).run()
        assert_plain(at, name)
        assert_plain(at, one_line(name))
        assert plain(one_line(name)) in "\n".join(bodies(at))

    typed()


def test_a_hostile_game_file_shows_as_plain_text(db: Path) -> None:
    at = app("tutor/app/score_pad.py")
    game = Game(names=["<iframe src=x>", "**Cy** [x](y)"])
    game.add(hand_from_entries([side_entry(K7, 0, ["", "5D"], "a"),
                                side_entry("9S 9H 9D", 0, ["4C", "6D"], "b")], 0, False))
    for name, text in [("g.json", game.to_json()), ("g.csv", game.to_csv())]:
        at.file_uploader(key="pad.import").set_value((name, text.encode(), "text/plain")).run()
        assert not at.exception and at.session_state["game"].side_names()[0] == "<iframe src=x>"
        page = "\n".join(bodies(at))
        assert "&lt;iframe src&#61;x&gt;" in page and "<iframe" not in page
        assert "&#42;&#42;Cy&#42;&#42;" in page and "**Cy**" not in page
        assert at.text_input(key="pad.name.0").value == "<iframe src=x>"

    @PAGES
    @given(st.sampled_from(["g.json", "g.csv", "<b>x</b>.json", "**y**.csv"]),
           games.map(json.dumps) | st.text(max_size=30) | st.sampled_from(HOSTILE))
    def imported(name: str, text: str) -> None:
        at.file_uploader(key="pad.import").set_value((name, text.encode(), "text/plain")).run()
        assert_plain(at, "Zq" + text)
        for body in bodies(at):
            assert "<b>x</b>" not in body and "**y**" not in body

    imported()


def test_hostile_cards_typed_on_the_pad_are_plain_text(db: Path) -> None:
    at = app("tutor/app/score_pad.py")

    @PAGES
    @given(st.text(min_size=1, max_size=30) | st.sampled_from(HOSTILE))
    def typed(text: str) -> None:
        text = "Zq" + text
        at.text_area(key="pad.melds.0").set_value(text)
        at.text_input(key="pad.hand.1.0").set_value(text).run()
        assert_plain(at, text)
        assert at.error  # never a card: a message, and the page keeps working

    typed()


def test_a_hostile_link_and_typed_text_on_the_checker_are_plain(db: Path) -> None:
    at = app("tutor/app/checker.py")

    @PAGES
    @given(puzzles, st.sampled_from(HOSTILE))
    def linked(data: dict[str, Any], payload: str) -> None:
        data = {**data, "position": {"cards": ["Zq" + payload], "going_out": "Zq" + payload}} \
            if data["kind"] == "meld" else data
        at.query_params["p"] = encode_position(data)
        at.run()
        assert_plain(at, "Zq" + payload)
        assert at.title[-1].value == "Position checker"

    linked()
    at.query_params["p"] = encode_position(
        {"kind": "take_pile", "position": {"pile": ['<iframe src="x">'], "hand": []}})
    at.run()
    assert "&lt;iframe src&#61;&quot;x&quot;&gt;" in at.error[0].value
    at.query_params["p"] = "not-base64!"
    at.run()
    assert "cut short" in at.error[0].value

    @PAGES
    @given(st.text(min_size=1, max_size=30) | st.sampled_from(HOSTILE))
    def typed(text: str) -> None:
        text = "Zq" + text
        at.radio(key="chk.question").set_value("take_pile").run()
        at.text_input(key="chk.pile").set_value(text)
        at.text_input(key="chk.hand").set_value("KS")
        next(b for b in at.button if b.label == "Check").click().run()
        assert_plain(at, text)

    typed()


def test_a_hostile_position_file_on_the_checker_is_plain(db: Path) -> None:
    at = app("tutor/app/checker.py")

    @PAGES
    @given(st.sampled_from(["p.json", "<b>p</b>.json"]),
           puzzles.map(json.dumps) | st.sampled_from([DEEP, *HOSTILE]))
    def opened(name: str, text: str) -> None:
        at.file_uploader(key="chk.file").set_value((name, text.encode(), "text/plain")).run()
        assert not at.exception, [e.value for e in at.exception]
        for body in bodies(at):
            assert "<b>p</b>" not in body and "<iframe" not in body and "**loud**" not in body

    opened()
