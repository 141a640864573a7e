"""The rule that decides: after a wrong answer, the first hint names the rule that separates
the learner's answer from a right one, for each kind of question and the wrong answers a
beginner gives (not a neighbour of that rule)."""

from __future__ import annotations

from typing import Any

import pytest

from tutor.course.guided import STEPS, Guided
from tutor.engine import AskPartner, Why
from tutor.puzzles.format import parse_puzzle
from tutor.puzzles.grading import grade


def _hint_rule(puzzle: dict[str, Any], given: dict[str, Any]) -> str | None:
    g = grade(parse_puzzle(puzzle), given)
    assert not g.right
    return g.deciding_rule


TEAMS = [{"melds": [["KS", "KH", "KD", "KC", "KS", "KH", "KD"]], "hands": [[], ["5C", "9D"]]},
         {"melds": [["QS", "QH", "QD"]], "hands": [["4S"], ["7C"]]}]

CASES = [
    # six nines called a natural canasta: a canasta takes seven cards (basics-7), not the
    # wild-card limit (basics-6)
    ({"kind": "meld", "position": {"cards": ["9S", "9H", "9D", "9C", "9S", "9H"]}},
     {"canasta": "natural"}, "basics-7"),
    # three kings and four wild cards called legal: the wild-card limit
    ({"kind": "meld", "position": {"cards": ["KS", "KH", "KD", "2C", "2D", "JK", "JK"]}},
     {"legal": True}, "basics-6"),
    # a frozen pile taken with a king and a wild card: only a natural pair takes it
    ({"kind": "take_pile", "position": {"pile": ["5S", "2C", "KS"], "hand": ["KH", "2D", "4S"],
                                        "team_melds": [["7S", "7H", "7D"]]}},
     {"can_take": True}, "pile-6"),
    # the minimum at 1,600 points taken as 50
    ({"kind": "first_meld", "position": {"team_score": 1600,
                                         "melds": [["KS", "KH", "KD"], ["AS", "AH", "AD"]]}},
     {"minimum": 50}, "first-meld-5"),
    # the cards left in hand forgotten: scoring-5, not going out's scoring-1
    ({"kind": "score_hand", "position": {"teams": TEAMS, "went_out": 0}},
     {"scores": [670, 20]}, "scoring-5"),  # right: 655 and 20
    # both partners' cards left in hand forgotten (two lines of one rule): scoring-5
    ({"kind": "score_hand", "position": {"teams": TEAMS, "went_out": 0}},
     {"scores": [655, 30]}, "scoring-5"),
    # the going-out bonus forgotten: scoring-1
    ({"kind": "score_hand", "position": {"teams": TEAMS, "went_out": 0}},
     {"scores": [555, 20]}, "scoring-1"),
    # both bonuses forgotten (going out, the canasta): the dearer of the two lines' rules,
    # not the first bonus line
    ({"kind": "score_hand", "position": {"teams": TEAMS, "went_out": 0}},
     {"scores": [55, 20]}, "scoring-2"),
    # the cards melded and the cards in hand both left out: the dearer, the cards melded
    ({"kind": "score_hand", "position": {"teams": TEAMS, "went_out": 0}},
     {"scores": [600, 20]}, "scoring-4"),
    # a wild card turned up: it is covered and freezes the pile
    ({"kind": "upcard", "position": {"stock": ["2C", "9H", "5D"]}},
     {"frozen": False}, "pile-5"),
    # 5,100 against 3,000 called not over: the target
    ({"kind": "game", "position": {"totals": [5100, 3000]}}, {"over": False}, "scoring-7"),
]


@pytest.mark.parametrize(("puzzle", "given", "rule"), CASES,
                         ids=[f"{p['kind']}-{r}" for p, _, r in CASES])
def test_the_first_hint_names_the_rule_that_separates_the_answer(
        puzzle: dict[str, Any], given: dict[str, Any], rule: str) -> None:
    assert _hint_rule(puzzle, given) == rule


def test_a_missed_score_adds_up_the_lines_again_without_the_totals() -> None:
    puzzle = {"kind": "score_hand", "position": {"teams": TEAMS, "went_out": 0}}
    g = grade(parse_puzzle(puzzle), {"scores": [670, 20]})
    from tutor.explain import say

    assert g.decides is not None
    hint = g.decides.fact("add_up")
    words = say(hint) if hint is not None else ""  # type: ignore[arg-type]
    assert "the cards still held (5♣ 9♦)" in words and "=" not in words


def test_asking_partner_off_the_script_names_the_rule_of_asking() -> None:
    """In the first hand, "May I go out?" before drawing is refused by the draw that starts
    a turn; after drawing, when the guide wants a meld, by the rules of asking and going
    out (partner is asked only when going out is on), never by the step's rule about
    melds."""
    game = Guided()
    first = game.play(AskPartner())
    assert first is not None and first.rule == "basics-4"
    game.play(STEPS[0].action)
    assert STEPS[1].rule == "basics-5"
    why = game.play(AskPartner())
    assert why is not None and why.rule in ("basics-9", "scoring-8")
    reason = why.fact("reason")
    assert isinstance(reason, Why) and reason.choice == "Q21"


def test_a_hint_on_a_frozen_pile_does_not_give_the_count_away() -> None:
    """One king chosen for a frozen pile: the note says a pair is needed and that one was
    chosen, never how many kings the hand holds (that would hand over the answer)."""
    from tutor.explain import say

    puzzle = {"kind": "take_pile", "position": {
        "pile": ["5S", "2C", "KS"], "hand": ["KH", "KD", "4S"],
        "team_melds": [["7S", "7H", "7D"]]}}
    g = grade(parse_puzzle(puzzle), {"can_take": True, "frozen": True, "with": ["KH"]})
    said = " ".join(say(w) for w in [*g.notes, *g.why])
    assert "Of natural kings, you chose only 1" in said and "you hold" not in said, said
    # a wild card chosen alone is no natural king: not "you chose none" beside a 2♦
    g = grade(parse_puzzle({**puzzle, "position": {**puzzle["position"],
                                                   "hand": ["KH", "KD", "2D", "4S"]}}),
              {"can_take": True, "frozen": True, "with": ["2D"]})
    said = " ".join(say(w) for w in [*g.notes, *g.why])
    assert "You chose no natural king." in said and "chose none" not in said, said
    # and where a wild card may join the pair (the right choices then list K♥ K♦ 2♦), the
    # refusal says so, not a bare "cannot stand in"
    assert "cannot stand in for either (it may only join the pair)" in said, said


CARD_CASES = [
    # a frozen pile taken with a king and a wild card: the king on top and the 2♣ under it
    (CASES[2][0], CASES[2][1], ["KS", "2C"]),
    # a wild card turned up and called not frozen: that wild card
    (CASES[9][0], CASES[9][1], ["2C"]),
    # a black 3 on top called takeable: the black 3
    ({"kind": "take_pile", "position": {"pile": ["KS", "3S"], "hand": ["3C", "3C", "4S"],
                                        "team_melds": [["7S", "7H", "7D"]]}},
     {"can_take": True}, ["3S"]),
    # a count missed: the sum to do again is the hint, no card singled out
    (CASES[4][0], CASES[4][1], []),
    # three kings and four wild cards called legal: the four wild cards, both jokers
    (CASES[1][0], CASES[1][1], ["2C", "2D", "JK", "JK"]),
    # a canasta with a joker in it called natural: no card, the joker would say "mixed"
    # (helper-29's walk: "The card it turns on: Joker" gave the answer away)
    ({"kind": "meld", "position": {"cards": ["JS", "JH", "JD", "JC", "JS", "JH", "JK"]}},
     {"canasta": "natural"}, []),
]


@pytest.mark.parametrize(("puzzle", "given", "cards"), CARD_CASES)
def test_the_first_hint_names_the_cards_that_decide(
        puzzle: dict[str, Any], given: dict[str, Any], cards: list[str]) -> None:
    """Beside the rule, the cards it turns on (the learner is told where to look), never a
    sum's total or the answer itself."""
    g = grade(parse_puzzle(puzzle), given)
    assert not g.right
    assert [str(c) for c in g.deciding_cards] == cards


def test_a_score_hint_counts_again_only_the_sides_given_wrong() -> None:
    """The first side right, the second wrong: the lines to count again are the second's."""
    from tutor.explain import say

    puzzle = {"kind": "score_hand", "position": {"teams": TEAMS, "went_out": 0}}
    right = grade(parse_puzzle(puzzle), {"scores": [0, 0]}).expected["scores"]
    g = grade(parse_puzzle(puzzle), {"scores": [right[0], right[1] + 10]})
    assert g.decides is not None
    hint = g.decides.fact("add_up")
    assert isinstance(hint, Why)
    words = say(hint)
    assert words.startswith("the second side:") and "first side" not in words, words


def test_a_missed_last_discard_is_hinted_without_naming_the_card_to_throw() -> None:
    """Going out, the Q♠ chosen to discard: the hint says a card would be left that cannot be
    melded, not which (the 5♣ named there was the answer); the answer at the end names it."""
    from tutor.explain import hint, say

    puzzle = {"kind": "go_out", "position": {"hand": ["KS", "KH", "KD", "KC", "KS", "KH", "KD",
                                                      "QS", "QH", "QD", "QC", "5C"],
                                             "team_melds": [["7S", "7H", "7D"]]}}
    g = grade(parse_puzzle(puzzle), {"discard": "KS"})
    notes = [n for n in g.notes if n.code.startswith("go-out.loose")]
    assert notes, g.notes
    assert "5♣" in say(notes[0]) and "5♣" not in hint(notes[0]), hint(notes[0])


def test_a_count_is_explained_by_its_sum_alone() -> None:
    """'What do A♠ A♥ and a joker count?' answered: the sum, not that the meld is short of a
    canasta (a verdict on a question nobody asked)."""
    from tutor.course.learn import load_lessons
    from tutor.explain import say

    check = next(x for x in load_lessons() if x.id == "first-meld").step(
        "card-values").checks[0]
    for given in (90, 80):
        _, why = check.grade(given)
        said = [say(w) for w in why]
        assert said == ["A♠ 20 + A♥ 20 + Joker 50 = 90"], said


def test_black_threes_and_a_loose_card_are_refused_by_the_black_threes_rule() -> None:
    """3♠ 3♣ 9♦ beside a canasta of queens: "9♦ 3♠ 3♣ cannot be melded (no pair and no
    meld of that rank)" called a pair of black 3s no pair. The 9♦ could go as the discard;
    what decides is that two black 3s are no meld (scoring-9)."""
    from tutor.puzzles.format import solve

    p = parse_puzzle({"id": "b3", "kind": "go_out", "position": {
        "hand": ["3S", "3C", "9D"],
        "team_melds": [["QS", "QH", "QD", "QC", "QS", "QH", "2C"]]}})
    why = solve(p).why
    assert why == ["scoring-9: Black 3s are melded only three or four together, with no wild "
                   "card; with the 9♦ discarded, your 3♠ 3♣ cannot make such a meld."], why
    p = parse_puzzle({"id": "b3b", "kind": "go_out", "position": {
        "hand": ["3S", "3C", "9D", "8H"],
        "team_melds": [["QS", "QH", "QD", "QC", "QS", "QH", "2C"]]}})
    why = solve(p).why  # two loose naturals: they alone decide, the black 3s unnamed
    assert why[0].startswith("basics-9: 8♥ 9♦ cannot be melded") or why[0].startswith(
        "basics-9: 9♦ 8♥ cannot be melded"), why


def test_a_concealed_going_out_counts_the_wild_cards_of_its_own_meld() -> None:
    """4♠ 4♥ 2♦ 2♣ beside a canasta of kings goes out, not concealed: its meld is 4 cards,
    and the reason said "your own melds reach at most 2 cards"."""
    from tutor.puzzles.format import solve

    p = parse_puzzle({"id": "c4", "kind": "go_out", "position": {
        "hand": ["4S", "4H", "2C", "2D"],
        "team_melds": [["KS", "KH", "KD", "KC", "KS", "KH", "KD"]]}})
    why = solve(p).why
    assert "your own melds reach at most 4 cards, and a canasta is 7 cards" in why[1], why


def test_a_meld_of_mixed_ranks_names_the_odd_card_out() -> None:
    """"K♠ K♥ Q♦ mixes queens and kings" named every card; the walk wanted the one that
    decides. Beside a majority rank the others are named; with no majority, every rank."""
    from tutor.engine import CLASSIC, check_meld, parse_cards
    from tutor.explain import say

    def said(text: str) -> str:
        return say(check_meld(list(parse_cards(text.split())), CLASSIC).why[0])

    assert said("KS KH QD 2C") == ("A meld is cards of one rank; beside the kings, Q♦ is the "
                                   "odd card out.")
    assert said("KS QH JD") == ("A meld is cards of one rank; K♠ Q♥ J♦ mixes jacks and queens "
                                "and kings.")


def test_how_many_cards_are_turned_is_decided_by_every_card_covered() -> None:
    """A joker, then the 3♥, then the 5♦: a wrong count named only the joker ("the card it
    turns on: Joker"), though the 3♥ under it was covered too."""
    from tutor.course.learn import load_lessons, rule_tested
    from tutor.views.viewmodel import grade_check

    step = next(s for s in load_lessons()[0].steps if s.title == "The deal and the upcard")
    check = next(c for c in step.checks if c.ask == "turned")
    g = grade_check(check, 1, rule_tested(step, check))
    assert [str(c) for c in g.deciding_cards] == ["JK", "3H"]
    assert g.deciding_rule == "basics-2"


def test_a_game_that_is_over_takes_any_minimums() -> None:
    """"Each side's minimum … (any number if the game is over)": a walk's 120 and 120 on
    a game over at 5,100 were counted wrong and sent it back to the minimums."""
    from tutor.views.viewmodel import puzzle_by_id

    puzzle = puzzle_by_id("gm-001")
    assert puzzle is not None
    assert grade(puzzle, {"over": False, "winner": None, "minimums": [120, 120]}).wrong == [
        "over", "winner"]
    assert grade(puzzle, {"over": True, "winner": 0, "minimums": [120, 120]}).right


def test_a_black_three_turned_up_is_counted_by_the_deal_rule_not_the_stop() -> None:
    """3♠ then 5♦: how many cards start the pile was put to the black 3's stop (the next
    player may not take the pile), a neighbour; the deal's rule covers only a wild card or
    a red 3, and that decides the count."""
    from tutor.views.viewmodel import puzzle_by_id

    puzzle = puzzle_by_id("up-004")
    assert puzzle is not None
    g = grade(puzzle, {"turned": 11})
    assert g.deciding_rule == "basics-2" and [str(c) for c in g.deciding_cards] == ["3S"]


def test_a_first_hint_names_a_rule_without_the_score_it_asks_for() -> None:
    """A score line missed: the hint names its rule without the points the title states
    ("Going out: 100, or 200 concealed" after 200 left one answer); each language names
    the same rules so."""
    import re

    from tutor.explain import CATALOGUES, rule_name, title

    assert rule_name("scoring-1") == "The bonus for going out"
    assert "100" in title("scoring-1")
    named = {lang: set(cat.rule_names) for lang, cat in CATALOGUES.items()}
    assert len({frozenset(n) for n in named.values()}) == 1, named
    for cat in CATALOGUES.values():
        for rule in cat.rule_names:
            assert cat.name(rule) != cat.title(rule)
        for rule in ("scoring-1", "scoring-2", "scoring-3", "scoring-7", "bicycle-values"):
            assert not re.search(r"\d{2}", cat.name(rule)), (cat.lang, rule)
        assert "(" not in cat.name("first-meld-6")  # (bonuses not counted): the "no" given
        for band in ("first-meld-3", "first-meld-4", "first-meld-5", "first-meld-6"):
            assert not re.search(r"\d", cat.name(band)), (cat.lang, band)  # a band's ends
