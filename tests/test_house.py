"""A table's rules: a rule book with house rules, named by a spec, and the third rule book
(the online site's, ../shared/rules/sources/002_…). Each house rule is checked where a
player meets it: the verdicts follow it, the reasons name the rule it rests on and say it
is the table's, and a spec that cannot be played is refused naming the option and value."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.test_referee import _option_values
from tutor import explain
from tutor.engine import (
    CLASSIC,
    HOUSE,
    HOUSE_CHOICE,
    ONLINE,
    RuleError,
    check_game,
    check_meld,
    derive,
    get_rules,
    parse_cards,
    spec_value,
    take_choices,
    turn_upcard,
)
from tutor.puzzles.format import parse_puzzle, solve


def test_a_spec_names_one_table_whatever_order_it_is_written_in() -> None:
    a = get_rules("classic,losing_floor=-2000,black_three_freezes=true")
    b = get_rules("classic, black_three_freezes = TRUE, losing_floor=-2000")
    assert a == b and a.name == "classic,black_three_freezes=true,losing_floor=-2000"
    assert get_rules(a.name) is a
    assert a.house == ("black_three_freezes", "losing_floor") and a.base == "classic"
    assert get_rules("classic,black_three_freezes=false") is CLASSIC  # the book's own value
    more = derive(a, {"must_ask_partner": True, "losing_floor": None})  # on a table's rules
    assert more.name == "classic,black_three_freezes=true,must_ask_partner=true"


@pytest.mark.parametrize(("spec", "field", "value", "said"), [
    ("hoyle", "rules", "hoyle", "unknown rule set; known: bicycle, classic, online"),
    ("classic,colour=red", "option", "colour", "no house rule has that name"),
    ("classic,canasta_size=2", "canasta_size", "2", "not a value of this option; it takes "
                                                    "6 or 7"),
    ("classic,losing_floor=-5", "losing_floor", "-5", "it takes none or -2000"),
    ("classic,black_three_freezes", "rules", "black_three_freezes", "option=value"),
])
def test_a_table_that_cannot_be_played_is_refused_naming_the_option_and_value(
        spec: str, field: str, value: str, said: str) -> None:
    with pytest.raises(RuleError) as e:
        get_rules(spec)
    assert (e.value.field, str(e.value.value)) == (field, value)
    assert said in explain.say(e.value.why)


def test_every_house_rule_and_each_of_its_values_is_said_in_words_and_played() -> None:
    tried = {(o, str(v)) for o, v in _option_values()}
    for option in HOUSE:
        assert explain.words(f"house.{option.name}")
        assert explain.words(f"house.group.{option.group}")
        assert getattr(CLASSIC, option.name) in option.choices
        for value in option.choices:
            assert explain.words(f"house.{option.name}={spec_value(value)}")
            # every value other than Classic's is played out in test_referee (completeness)
            assert value == getattr(CLASSIC, option.name) or (option.name, str(value)) in tried
            get_rules(f"classic,{option.name}={spec_value(value)}")


def test_a_black_three_that_freezes_at_your_table_says_it_is_a_house_rule() -> None:
    rules = get_rules("classic,black_three_freezes=true")
    pile, hand = parse_cards("3S 9H 7C"), parse_cards("7H JK 5D 6D")
    melds = [list(parse_cards("KS KH KD"))]
    assert take_choices(pile, hand, [], 0, CLASSIC, CLASSIC.table(4)) == {}  # not opened
    assert take_choices(pile, hand, melds, 0, CLASSIC, CLASSIC.table(4))  # 7 + joker takes it
    assert take_choices(pile, hand, melds, 0, rules, rules.table(4)) == {}  # frozen by the 3♠
    p = parse_puzzle({"kind": "take_pile", "rules": rules.name, "position": {
        "pile": ["3S", "9H", "7C"], "hand": ["7H", "JK", "5D", "6D"],
        "team_melds": [["KS", "KH", "KD"]], "team_score": 0}})
    sol = solve(p)
    assert sol.answer["can_take"] is False and sol.answer["frozen"] is True
    why = next(w for w in sol.reasons if w.rule == "bicycle-frozen")
    assert why.choice == HOUSE_CHOICE


def test_the_online_site_wants_more_naturals_than_wilds_and_a_pair_to_take() -> None:
    assert check_meld(parse_cards("KS KH 2C 2D"), CLASSIC).legal
    got = check_meld(parse_cards("KS KH 2C 2D"), ONLINE)
    assert not got.legal and got.why[0].rule == "online-melds"
    assert check_meld(parse_cards("KS KH KD 2C 2D"), ONLINE).legal
    pile, hand = parse_cards("9H 7C"), parse_cards("7H JK 5D")
    melds = [list(parse_cards("KS KH KD"))]
    assert take_choices(pile, hand, melds, 0, CLASSIC, CLASSIC.table(4))
    assert take_choices(pile, hand, melds, 0, ONLINE, ONLINE.table(4)) == {}
    assert take_choices(pile, parse_cards("7H 7D 5D"), melds, 0, ONLINE, ONLINE.table(4))


def test_the_online_site_leaves_a_wild_upcard_on_top_and_ends_the_game_at_minus_2000() -> None:
    classic = turn_upcard(parse_cards("2C 9H 5S"), CLASSIC)
    online = turn_upcard(parse_cards("2C 9H 5S"), ONLINE)
    assert classic.pile == tuple(parse_cards("2C 9H")) and classic.frozen
    assert online.pile == tuple(parse_cards("2C")) and online.frozen
    assert turn_upcard(parse_cards("3H 9H 5S"), ONLINE).pile == tuple(parse_cards("3H 9H"))
    assert not check_game([-2100, 1200], CLASSIC, CLASSIC.table(4)).over
    over = check_game([-2100, 1200], ONLINE, ONLINE.table(4))
    assert over.over and over.winner == 1
    assert ONLINE.must_ask_partner and not CLASSIC.must_ask_partner


def test_a_rules_file_is_read_back_as_written_and_the_cli_plays_by_it(tmp_path: Path) -> None:
    from tests.test_cli import run
    from tutor.engine import rules_from_toml, rules_toml

    table = get_rules("classic,upcard_cover=red_three,black_three_freezes=true,"
                      "losing_floor=-2000")
    text = rules_toml(table, 'Grandma\'s "rules"')
    assert rules_from_toml(text) == (table, 'Grandma\'s "rules"')
    path = tmp_path / "grandma.toml"
    path.write_text(text, encoding="utf-8")
    shown = run("rules", str(path))
    assert shown.returncode == 0
    assert "house rule: black_three_freezes = true  (A black 3 in the pile: Freezes the " \
        "pile for everyone" in shown.stdout
    puzzle = ('{"kind": "take_pile", "position": {"pile": ["3S", "9H", "7C"], "hand": '
              '["7H", "JK", "5D", "6D"], "team_melds": [["KS", "KH", "KD"]]}}')
    assert '"can_take": true' in run("solve", "-", stdin=puzzle).stdout
    solved = run("solve", "--rules", str(path), "-", stdin=puzzle).stdout
    assert '"can_take": false' in solved and "[a house rule at this table]" in solved
    bad = tmp_path / "bad.toml"
    bad.write_text('base = "classic"\n[options]\ncanasta_size = 5\n', encoding="utf-8")
    got = run("generate", "--kind", "meld", "--rules", str(bad))
    assert got.returncode == 2 and got.stderr.strip() == (
        f"canasta-tutor: {bad}: canasta_size 5: not a value of this option; it takes 6 or 7")


def test_a_puzzle_gives_house_rules_as_options_and_a_bad_one_is_named() -> None:
    from tutor.puzzles.format import PuzzleError

    meld = {"kind": "meld", "position": {"cards": ["KS", "KH", "2C", "2D"]}}
    assert solve(parse_puzzle(meld)).answer["legal"] is True
    p = parse_puzzle({**meld, "options": {"meld_naturals_exceed_wilds": True}})
    assert p.ruleset.name == "classic,meld_naturals_exceed_wilds=true"
    assert solve(p).answer["legal"] is False
    with pytest.raises(PuzzleError) as e:
        parse_puzzle({**meld, "options": {"meld_max_wilds": 9}})
    assert "meld_max_wilds 9: not a value of this option; it takes 2 or 3" in str(e.value)


def test_settings_sets_a_house_rule_every_page_follows_and_takes_it_back(db: Path) -> None:
    from tests.conftest import app, texts
    from tutor.store import Store

    at = app("tutor/app/settings.py")
    at.session_state["house-group.pile"] = True  # the group opened
    at.run()
    at.radio(key="house.classic.black_three_freezes.en").set_value(True).run()
    assert not at.exception
    spec = "classic,black_three_freezes=true"
    assert "In force: Classic Canasta, with 1 house rule · 4 players" in texts(at)
    assert Store(str(db)).settings(at.session_state["profile"])["rules"] == spec
    assert "Rests on: Bicycle: what freezes the pile · a house rule at your table" in texts(at)
    next(b for b in at.button if b.label == "Back to the book's rules").click().run()
    assert "In force: Classic Canasta · 4 players" in texts(at)
    assert "House rules cleared: A black 3 in the pile: Freezes the pile" in texts(at)
    at.button(key="settings-undo").click().run()  # and undone: the house rule is back
    assert Store(str(db)).settings(at.session_state["profile"])["rules"] == spec
    assert at.radio(key=f"house.{spec}.black_three_freezes.en").value is True


#: House rules that no one question of the puzzle format shows: each is about how a hand
#: is played (the stock running out, a red 3 from the pile, asking partner, the three-player
#: pair) or changes what is taken with, not whether. Each is a moment of a hand instead
#: (tutor/views/scenes.py; tests/test_house_play.py).
NO_EXAMPLE = {"one_meld_per_rank", "frozen_take_extras", "red_three_from_pile_replaced",
              "must_ask_partner", "red_three_value", "three_player_pair_shares",
              "three_player_pair_minimum", "stock_out", "stock_out_must_take"}


def test_each_house_rule_has_a_position_whose_answer_it_changes_or_says_why_not() -> None:
    from tutor.views.viewmodel import house_example, house_examples

    assert set(house_examples()) | NO_EXAMPLE == {o.name for o in HOUSE}
    assert not set(house_examples()) & NO_EXAMPLE
    for option in house_examples():
        said = house_example(option)
        assert len({tuple(lines) for _, lines in said}) == len(said), (option, said)
    said = dict(house_example("black_three_freezes"))
    assert said[True][0].startswith("No") and said[False][0].startswith("Yes"), said


def test_a_step_whose_statement_differs_at_your_table_says_so_beside_it(db: Path) -> None:
    """No check of the red-3 step turns on a red 3 that comes with the pile, but the step
    teaches the row it rests on: at a table that does not replace it, the step says so."""
    from tests.conftest import app

    at = app("tutor/app/settings.py")
    at.session_state["house-group.pile"] = True
    at.run()
    at.radio(key="house.classic.red_three_from_pile_replaced.en").set_value(False).run()
    at.query_params["lesson"] = "deck-and-turn"
    at.query_params["step"] = "red-threes"
    at.switch_page("tutor/app/learn.py").run()
    said = [w.value for w in at.warning]
    assert len(said) == 1 and "At your table (Classic Canasta, with 1 house rule" in said[0]
    assert "- A red 3 that comes with the pile: Is laid out, not replaced." in said[0]
    assert "Its check" not in said[0]  # the check's answer is the same there


@st.composite
def tables(draw: st.DrawFn) -> str:
    """A rule book with a random handful of house rules, as a spec."""
    book = draw(st.sampled_from(["classic", "bicycle", "online"]))
    chosen = draw(st.lists(st.sampled_from(HOUSE), min_size=2, max_size=6,
                           unique_by=lambda o: o.name))
    parts = [f"{o.name}={spec_value(draw(st.sampled_from(o.choices)))}" for o in chosen]
    return ",".join([book, *parts])


@settings(max_examples=20, deadline=None)
@given(tables(), st.sampled_from([(4, None), (2, None), (3, None)]), st.integers(0, 99))
def test_any_mix_of_house_rules_plays_whole_hands_with_every_move_generated(
        spec: str, table: tuple[int, str | None], seed: int) -> None:
    """House rules together, not only one at a time: a random hand is played to its end,
    every card in one place, and every move the checker accepts is among legal_actions()."""
    import random

    from tests.test_referee import _check_complete
    from tutor.engine import Game, Status

    rules = get_rules(spec)
    st_ = Game(rules, rules.table(*table)).new_initial_state(seed)
    rng, checked = random.Random(seed), 0
    while not st_.is_terminal():
        legal = st_.legal_actions()
        assert legal and all(st_.why_illegal(a) is None for a in legal), st_.log[-3:]
        if rng.random() < 0.3:
            checked += _check_complete(st_)
        st_.apply(rng.choice(legal))
        assert st_.status() == Status.VALID, (spec, st_.log[-3:])  # every card in one place
    assert checked > 0 and st_.score().scores


def test_an_open_pile_refused_at_a_table_without_natural_and_wild_says_what_takes_it() -> None:
    """With "one natural and a wild card" not allowed (a house rule, or the online rules),
    a walk's refusal still said "two natural kings, or one and a wild card, or a meld",
    the book's rule, not the table's."""
    from tutor.engine import analyse_pile, get_rules, parse_cards
    from tutor.explain import say

    pile, hand = parse_cards("5S 9D KS"), parse_cards("KH 2D 4S 6C")
    for name in ("classic,take_with_natural_and_wild=false", "online"):
        rules = get_rules(name)
        v = analyse_pile(pile, hand, [parse_cards("7S 7D 7C")], 0, rules, rules.table(4))
        said = say(v.why[0])
        assert not v.can_take and "one and a wild card" not in said, said
        assert "one natural and a wild card are not enough" in said
    classic = get_rules("classic")
    v = analyse_pile(pile, hand, [parse_cards("7S 7D 7C")], 0, classic, classic.table(4))
    assert v.can_take


@pytest.mark.parametrize(("rules", "rule", "choice"), [
    ("classic", "pile-2", None), ("online", "online-pile", None),
    ("classic,take_with_natural_and_wild=false", "online-pile", "house")])
def test_a_pile_taken_with_a_natural_pair_rests_on_the_tables_own_rule(
        rules: str, rule: str, choice: str | None) -> None:
    """Where one natural and a wild card do not take an open pile, a take with a natural
    pair is said under the table's rule, not the sheet's "a pair from your hand, or one
    natural and a wild card" (helper-30's walk read that heading under such a house rule,
    the refusals beside it naming the house's)."""
    puzzle = parse_puzzle({"kind": "take_pile", "rules": rules, "position": {
        "pile": ["5S", "9D", "KS"], "hand": ["KH", "KD", "4S"],
        "team_melds": [["7S", "7H", "7D"]]}})
    way = next(w for w in solve(puzzle).reasons if w.code == "take.way-meld")
    assert (way.rule, way.choice) == (rule, choice)
