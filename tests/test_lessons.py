"""Lessons: every row taught, every check and every stated number proved by the engine."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tutor.course.glossary import terms, uses
from tutor.course.learn import (
    FINAL,
    FINAL_SIZE,
    FINAL_STEP,
    LESSON_DIR,
    REVIEW,
    REVIEW_SIZE,
    Lesson,
    LessonError,
    Step,
    claim_disagreements,
    load_course,
    load_lessons,
    parse_lesson,
    rows_taught,
    rule_tested,
    step_for_rule,
)
from tutor.engine import RULE_IDS, RULESETS, SHEET_ROWS, Card, Why, parse_card
from tutor.explain import say
from tutor.render.markdown_cards import MARKUP

LESSONS = load_lessons()
COURSE = load_course()  # the lesson files as written, without reviews and the final test
STEPS = [(lesson, step) for lesson in LESSONS for step in lesson.steps]
STEP_IDS = [f"{lesson.id}/{step.id}" for lesson, step in STEPS]


def test_every_one_of_the_45_sheet_rows_is_taught() -> None:
    assert len(SHEET_ROWS) == 45
    taught = rows_taught(LESSONS)
    assert [r for r in SHEET_ROWS if r not in taught] == []


def test_lessons_come_in_a_beginners_order_ending_with_the_differences() -> None:
    assert [lesson.order for lesson in LESSONS] == sorted(lesson.order for lesson in LESSONS)
    assert LESSONS[0].id == "deck-and-turn"
    assert COURSE[-1].id == "rule-books-differ"
    assert COURSE[-2].id == "strong-play"  # what strong players do, once the rules are known
    assert len(COURSE) == 9
    assert LESSONS[-1].id == FINAL and len(LESSONS) == 10  # then the final test


@pytest.mark.parametrize(("lesson", "step"), STEPS, ids=STEP_IDS)
def test_every_check_is_answered_by_the_engine_as_the_lesson_says(lesson: Lesson,
                                                                   step: Step) -> None:
    assert step.checks
    for check in step.checks:
        right, why = check.grade(check.answer)
        assert right and why, (check.question, why)  # the right answer earns its reasons
        if check.hands_on:  # the lesson's choice is one of those the engine finds
            if check.ask != "meld":
                assert _norm(check.answer) in [_norm(a) for a in check.engine_answer()]
        else:
            assert check.engine_answer() == check.answer, (check.question, why)


def _norm(cards: Any) -> Any:
    """A choice of cards, by rank (suits never matter), or a discard by its card."""
    if isinstance(cards, list):
        return sorted(Card(c).rank for c in cards)
    return None if cards is None else Card(cards).rank


@pytest.mark.parametrize(("lesson", "step"), STEPS, ids=STEP_IDS)
def test_every_claim_of_a_worked_example_is_computed_by_the_engine(lesson: Lesson,
                                                                   step: Step) -> None:
    for claim in step.claims:
        assert claim_disagreements(claim) == {}, f"{lesson.path}:{claim.line}"


def rule_constants() -> set[int]:
    """Every number the rule sets themselves hold (values, minimums, bonuses, targets...)."""
    found: set[int] = {52}

    def walk(x: Any) -> None:
        if isinstance(x, bool):
            return
        if isinstance(x, int):
            found.add(abs(x))
        elif isinstance(x, dict):
            for v in x.values():
                walk(v)
        elif isinstance(x, (list, tuple)):
            for v in x:
                walk(v)

    for rules in RULESETS.values():
        walk(rules.model_dump())
        for band in rules.bands:
            found.add(band.score - 5)  # the top of the band below: 1,495, 2,995
        for table in rules.tables.values():
            found.add(table.copies * 52 + table.jokers)
    found |= {50, 20, 10, 5}  # first-meld-1 card values
    return found


def numbers_in(data: Any) -> set[int]:
    out: set[int] = set()
    if isinstance(data, bool):
        return out
    if isinstance(data, int):
        out.add(abs(data))
    elif isinstance(data, dict):
        for v in data.values():
            out |= numbers_in(v)
    elif isinstance(data, (list, tuple)):
        for v in data:
            out |= numbers_in(v)
    return out


NUMBER = re.compile(r"(?<![\w♠♥♦♣-])-?\d{1,3}(?:,\d{3})+(?!\d)|(?<![\w♠♥♦♣,-])-?\d+(?![\d,])")


@pytest.mark.parametrize(("lesson", "step"), STEPS, ids=STEP_IDS)
def test_every_number_a_step_states_is_a_rule_constant_or_computed(lesson: Lesson,
                                                                   step: Step) -> None:
    allowed = rule_constants()
    for claim in step.claims:
        allowed |= numbers_in(claim.puzzle.model_dump())
    for check in step.checks:
        allowed |= numbers_in(check.answer) | numbers_in(check.puzzle.model_dump())
    text = MARKUP.sub(" ", step.text)
    stated = {abs(int(n.replace(",", ""))) for n in NUMBER.findall(text)}
    unexplained = {n for n in stated if n > 15 and n not in allowed}
    assert not unexplained, f"{lesson.path}:{step.line}: numbers no engine claim backs"


def test_claimed_numbers_appear_in_the_text() -> None:
    for lesson, step in STEPS:
        for claim in step.claims:
            answer = claim.puzzle.answer.model_dump(exclude_unset=True)
            for n in numbers_in(answer):
                assert f"{n:,}" in step.text or str(n) in step.text, (lesson.id, step.id, n)


def test_a_wrong_answer_is_graded_wrong_with_the_reason() -> None:
    lesson = next(x for x in LESSONS if x.id == "discard-pile")
    check = lesson.step("not-opened").checks[0]
    right, why = check.grade(not check.answer)
    assert not right
    assert any(w.rule == "pile-4" for w in why)


def test_a_wrong_choice_of_cards_names_the_rule_and_the_card() -> None:
    lesson = next(x for x in LESSONS if x.id == "discard-pile")
    check = lesson.step("wild-freezes").checks[0]  # a frozen pile: K♥ and a wild card fail
    right, why = check.grade(["KH", "2D"])
    assert not right
    assert why[0].rule == "pile-6" and "2♣" in say(why[0]) and "wild card" in say(why[0])
    wrong_top = lesson.step("top-card").checks[0]  # the jacks lower in the pile do not help
    right, why = wrong_top.grade(["JH", "JC"])
    assert not right and "J♥" in say(why[0]) and "8♥" in say(why[0])
    opening = next(x for x in LESSONS if x.id == "first-meld").step("add-them-up").checks[0]
    right, why = opening.grade(["KS", "KH", "KD"])  # 30, short of 50
    assert not right and why[0].rule == "first-meld-4" and "30" in say(why[0])
    right, _ = opening.grade(["KS", "KH", "KD", "QH", "QD", "2C"])
    assert right


def test_step_html_draws_cards_with_words_for_screen_readers() -> None:
    lesson = next(x for x in LESSONS if x.id == "discard-pile")
    html = lesson.step("wild-freezes").html()
    assert html.count("<img") >= 4
    assert 'alt="two of spades (wild), turned sideways: it freezes the pile"' in html
    assert "top card jack of diamonds" in html
    assert "{{" not in html


def test_a_rule_links_to_the_step_that_teaches_it() -> None:
    assert step_for_rule("pile-6") == ("discard-pile", "frozen-pair")
    assert step_for_rule("scoring-9") == ("melds-and-wild-cards", "black-threes")


GOOD = """---
id: t
title: T
order: 1
rules: classic
steps:
  - one: basics-6
---

## One

Queen, queen, two {{QH QD 2C}}.

```check
{"question": "Legal?", "ask": "legal",
 "puzzle": {"kind": "meld", "position": {"cards": ["QH", "QD", "2C"]}}, "answer": true}
```
"""

BAD_LESSONS = [
    ("no front matter", GOOD.replace("---\nid: t", "id: t", 1), 1, "front matter"),
    ("unknown row", GOOD.replace("basics-6", "basics-10"), 7, "unknown row id 'basics-10'"),
    ("bad card", GOOD.replace("{{QH QD 2C}}", "{{QH QX 2C}}"), 12, "'QX' is not a card"),
    ("bad card in check", GOOD.replace('["QH", "QD", "2C"]', '["QH", "1D", "2C"]'), 14,
     "'1D' is not a card"),
    ("engine rejects", GOOD.replace('["QH", "QD", "2C"]', '["QH", "QH", "QH", "3H"]').replace(
        '"ask": "legal"', '"ask": "legal"'), 14, "engine rejects"),
    ("not json", GOOD.replace('"answer": true}', '"answer": true'), 14, "not valid JSON"),
    ("no check", GOOD.split("```check")[0], 10, "no check question"),
    ("steps mismatch", GOOD.replace("  - one: basics-6", "  - one: basics-6\n  - two: basics-7"),
     8, "lists 2 steps"),
    ("bad ask", GOOD.replace('"ask": "legal"', '"ask": "can_take"'), 14, "not an answer field"),
    ("unknown rules", GOOD.replace("rules: classic", "rules: hoyle"), 5, "unknown rule set"),
]


@pytest.mark.parametrize(("name", "text", "line", "message"), BAD_LESSONS,
                         ids=[b[0] for b in BAD_LESSONS])
def test_a_malformed_lesson_fails_with_file_and_line(name: str, text: str, line: int,
                                                     message: str) -> None:
    with pytest.raises(LessonError) as e:
        parse_lesson(text, Path("bad.md"))
    assert str(e.value).startswith(f"bad.md:{line}: "), str(e.value)
    assert message in str(e.value)


def test_the_good_lesson_parses() -> None:
    lesson = parse_lesson(GOOD, Path("good.md"))
    assert lesson.steps[0].checks[0].engine_answer() is True


def test_every_lesson_file_is_loaded() -> None:
    assert len(list(LESSON_DIR.glob("*.md"))) == len(COURSE)


# --- teaching by doing -------------------------------------------------------------------------


#: Words that lean on the check before it, which a review or the final test shows alone.
LEANING = re.compile(r"^(?:Same|Now|And|Also|Then|Again)\b|\bthe same (?:hand|pile|cards)\b|"
                     r"\b(?:as before|as above)\b", re.I)


def test_every_check_stands_on_its_own() -> None:
    """Reviews and the final test bring checks back one at a time, so none may refer to the
    check before it ("Same hand, but …"): each says what it needs, over its own cards."""
    leaning = [(lesson.id, step.id, check.question[:60]) for lesson in load_course()
               for step in lesson.steps for check in step.checks
               if LEANING.search(check.question)]
    assert not leaning


def test_the_leaning_finder_can_fail() -> None:
    assert LEANING.search("Same hand, but your side has no canasta yet.")
    assert LEANING.search("Can you take the same pile?")
    assert not LEANING.search("Choose the cards that take the pile shown.")


def test_a_discard_check_explains_the_going_out_not_concealment() -> None:
    """Lesson 1 asks for a discard long before going out concealed is taught: its reasons
    are about going out, and the word 'concealed' does not come up."""
    for lesson in load_course():
        for step in lesson.steps:
            for check in step.checks:
                if check.ask == "discard":
                    right, why = check.grade(check.answer)
                    assert right and why
                    assert not any("concealed" in say(w) for w in why), (lesson.id, step.id)


def test_a_right_discard_is_explained_as_the_learner_went_out() -> None:
    """Two right answers (the Q♦ discarded, or onto the canasta with no discard): each is
    explained as chosen, never as the other; a wrong one is told what it strands."""
    check = next(x for x in COURSE if x.id == "canastas-and-going-out").step(
        "going-out").checks[0]
    right, why = check.grade("QD")
    assert right and "discard the Q♦" in say(why[0])
    right, why = check.grade(None)
    assert right and "no discard" in say(why[0]) and "discard the" not in say(why[0])
    right, why = check.grade("2C")
    assert not right and "9♠ 9♥" in say(why[0]) and "Q♦" not in say(why[0])


def test_at_most_a_third_of_the_checks_are_yes_or_no() -> None:
    checks = [c for lesson in COURSE for step in lesson.steps for c in step.checks]
    assert 3 * sum(c.yes_no for c in checks) <= len(checks)
    with_reviews = [c for lesson in LESSONS for step in lesson.steps for c in step.checks]
    assert 3 * sum(c.yes_no for c in with_reviews) <= len(with_reviews)
    # and the checks that act on the cards are there: take the pile, go out, meld
    asks = {c.ask for c in checks}
    assert {"with", "discard", "meld", "scores"} <= asks


@pytest.mark.parametrize(("lesson", "step"), STEPS, ids=STEP_IDS)
def test_each_check_tests_its_own_steps_rule(lesson: Lesson, step: Step) -> None:
    for check in step.checks:
        rule = rule_tested(step, check)
        assert rule in RULE_IDS, (check.question, rule)
        if step.rows:  # an overview or a review names each check's rule itself
            assert rule in step.rows, (check.question, rule, step.rows)
        else:
            assert check.rule is not None
        if rule in SHEET_ROWS:  # and a right answer's explanation, as the page grades it,
            # names that rule
            from tutor.views.viewmodel import grade_check

            g = grade_check(check, check.answer if check.hands_on else check.engine_answer())
            items = [i for w in g.why for i in w.fact("items") or ()  # a score's lines
                     if isinstance(i, Why)]
            named = [w.rule for w in g.why] + [i.rule for i in items]
            assert g.right and rule in named, (check.question, rule)


def test_every_lesson_ends_with_a_mixed_review_and_the_course_with_a_final_test() -> None:
    seen: list[str] = []
    for lesson in LESSONS[:-1]:
        review = lesson.steps[-1]
        assert review.id == REVIEW and len(review.checks) == REVIEW_SIZE
        assert len(set(review.sources)) == REVIEW_SIZE
        for source, check in zip(review.sources, review.checks, strict=True):
            lid, sid, n = source.split("/")
            taught = next(x for x in LESSONS if x.id == lid).step(sid).checks[int(n) - 1]
            assert (check.ask, check.rule) == (taught.ask, rule_tested(
                next(x for x in LESSONS if x.id == lid).step(sid), taught))  # the same check
            assert f"{lid}/{sid}" in seen or lid == lesson.id
        if lesson.order > 1:  # mixed: rules from an earlier lesson too
            assert any(not src.startswith(lesson.id + "/") for src in review.sources)
        seen += [f"{lesson.id}/{st.id}" for st in lesson.steps]
    final = LESSONS[-1].steps[0]
    assert len(final.checks) == FINAL_SIZE
    core = [x.id for x in COURSE if not x.optional and x.id != "rule-books-differ"]
    assert {src.split("/")[0] for src in final.sources} == set(core)


def _card_lists(value: object) -> list[list[str]]:
    """Every list of card codes in a puzzle's position (a pile, a hand, a meld)."""
    if isinstance(value, dict):
        return [x for v in value.values() for x in _card_lists(v)]
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        return [value]
    return [x for v in value for x in _card_lists(v)] if isinstance(value, list) else []


@pytest.mark.parametrize("lesson", [x for x in COURSE if x.order <= 6], ids=lambda x: x.id)
def test_no_check_asks_about_the_example_drawn_above_it(lesson: Lesson) -> None:
    """A check on the very pile or hand the step just drew (and often solved in words) is
    answered by reading up, not by the rule (lesson 1 step 5, lesson 3 step 1, …)."""
    from collections import Counter

    for step in lesson.steps:
        drawn = [Counter(str(parse_card(t)) for t in m.group(1).split())
                 for m in re.finditer(r"\{\{(?:[a-z ]+:)?([^}|]*)\}\}", step.text)]
        for check in step.checks:
            position = check.puzzle.model_dump(mode="json")["position"]
            for cards in _card_lists(position):
                assert len(cards) < 3 or Counter(cards) not in drawn, (step.id, check.question)


def test_reviews_and_the_final_test_bring_rules_back_on_fresh_cards() -> None:
    """A check brought back on the lesson's cards is passed by memory ("the one with three
    kings"): most come back on other cards, each one a position the engine gives the
    lesson's verdict, and its question names the cards it shows."""
    from tutor.views.viewmodel import grade_check

    fresh = total = 0
    for lesson in LESSONS:
        for step in (s for s in lesson.steps if s.id in (REVIEW, FINAL_STEP)):
            for source, check in zip(step.sources, step.checks, strict=True):
                lid, sid, n = source.split("/")
                taught = next(x for x in LESSONS if x.id == lid).step(sid).checks[int(n) - 1]
                total += 1
                if check.puzzle == taught.puzzle:
                    assert check.question == taught.question
                    continue
                fresh += 1
                assert type(check.puzzle) is type(taught.puzzle)
                if check.hands_on:
                    assert grade_check(check, check.answer).right, check.question
                else:
                    assert check.engine_answer() == taught.answer, check.question
                shown = set(re.findall(r"(?:10|[2-9JQKA])[♠♥♦♣]", check.question))
                held = {say_card(c) for c in cards_in(check.puzzle.model_dump(mode="json"))}
                was = set(re.findall(r"(?:10|[2-9JQKA])[♠♥♦♣]", taught.question))
                had = {say_card(c) for c in cards_in(taught.puzzle.model_dump(mode="json"))}
                assert len(shown - held) == len(was - had), check.question
    assert fresh >= 0.8 * total, f"only {fresh} of {total} come back on fresh cards"


def cards_in(value: object) -> list[Card]:
    """Every card code in a puzzle's JSON."""
    if isinstance(value, dict):
        return [c for k, v in value.items() if k == "position" or isinstance(v, dict | list)
                for c in cards_in(v)]
    if isinstance(value, list):
        return [c for v in value for c in cards_in(v)]
    try:
        return [parse_card(value)] if isinstance(value, str) else []
    except ValueError:
        return []


def say_card(card: Card) -> str:
    return f"{card.rank.symbol}{card.suit.symbol}" if card.suit else "Joker"


# --- the glossary: nothing used before it is taught ------------------------------------------

ORDER = [(f"{lesson.id}/{step.id}", step) for lesson in LESSONS for step in lesson.steps]


def _words(step: Step) -> str:
    return step.text + "\n" + "\n".join(c.question for c in step.checks)


@pytest.mark.parametrize("term", terms(), ids=[t.term for t in terms()])
def test_no_step_uses_a_term_before_the_step_that_defines_it(term: Any) -> None:
    keys = [k for k, _ in ORDER]
    assert term.step in keys, f"{term.term}: no step {term.step}"
    defined = keys.index(term.step)
    assert uses(term, ORDER[defined][1].text), f"{term.step} does not use {term.term!r}"
    early = {k: uses(term, _words(st)) for k, st in ORDER[:defined] if uses(term, _words(st))}
    assert early == {}, f"{term.term!r} is used before {term.step}"


def test_the_term_checker_can_fail() -> None:
    meld = next(t for t in terms() if t.term == "meld")
    assert uses(meld, "You may meld three kings; melds grow.") == ["meld", "melds"]
    assert uses(meld, "Classic Canasta {{KS KH KD}} no melding-free words") == []
    canasta = next(t for t in terms() if t.term == "canasta")
    assert uses(canasta, "Classic Canasta is played with canastas.") == ["canastas"]


@pytest.mark.parametrize("rules", sorted(RULESETS))
def test_every_check_that_chooses_cards_has_a_right_choice_at_every_table(rules: str) -> None:
    """Graded by the rules in force, a learner can still answer each hands-on check, or the
    check says it does not apply there (Classic and Bicycle: every check applies)."""
    missing = []
    for lesson, step in STEPS:
        for check in step.checks:
            if check.hands_on and not check.under(rules).engine_answer():
                assert not check.applies_under(rules)
                missing.append((lesson.id, step.id))
    assert missing == [] or rules not in ("classic", "bicycle"), missing
    if rules == "online":  # partner is asked before going out there: a discard that goes out
        assert ("deck-and-turn", "whole-hand") in missing  # needs partner's yes first


def test_no_title_above_a_check_gives_its_answer_away() -> None:
    """A step's title and the rule title a check shows ("This check is about: …") never
    hold the number the check asks for ("From 0 to 1,495: 50" above "what minimum at
    1,495?" was answered by its own heading), nor the number its question gives."""
    import re

    from tutor.explain import title

    found = []
    for lesson in load_lessons():
        for step in lesson.steps:
            for c in step.checks:
                answer = c.answer if c.hands_on else c.engine_answer()
                numbers = [v for v in (answer if isinstance(answer, list) else [answer])
                           if isinstance(v, int) and not isinstance(v, bool) and abs(v) >= 10]
                shown = [step.title] + ([title(c.rule)] if c.rule else [])
                for v in numbers:
                    pattern = rf"(?<![\d,])({v:,}|{v})(?![\d,])"
                    found += [(step.id, t, v) for t in shown if re.search(pattern, t)]
                # nor, above a check asking for a number, the number the question gives
                # (a walk read "From 0 to 1,495" as the answer to "1,495: what minimum?")
                asked = re.findall(r"\d[\d,]{2,}", c.question) if numbers else []
                found += [(step.id, step.title, n) for n in asked if n in step.title]
                found += _yes_in_title(step.title, c.question, answer)
    assert found == []


def _yes_in_title(heading: str, question: str, answer: object) -> list[tuple[str, str]]:
    """A yes-or-no question whose yes the title says: "Is it frozen for you?" under
    "Frozen until you open" (a walk's find): the word asked about ("is it …", "is the pile
    …", "is this …") in the title."""
    import re

    if answer is not True:
        return []
    asked = re.findall(r"\b(?:is|are) (?:it|the pile|this meld|this|they) (\w+)", question,
                       re.IGNORECASE)
    return [(heading, w) for w in asked if w.lower() in heading.lower()]



def test_no_score_question_gives_a_line_of_its_sum_away() -> None:
    """A scoring check's question never states a number one of the score's lines comes to:
    "a natural canasta of sevens (35 in cards)" and "4♠ and 5♦: those two cards count 10
    against it" gave away part of the sum asked (a walk's find). Card names aside."""
    import re

    found = []
    for lesson in load_lessons():
        for step in lesson.steps:
            for c in step.checks:
                sol = c.solution() if c.puzzle.kind == "score_hand" else None
                if sol is None:
                    continue
                points = {abs(ln.points) for side in sol.lines for ln in side}
                said = {int(n.replace(",", "")) for n in
                        re.findall(r"(?<![\d,])\d[\d,]*(?![\d,♠♥♦♣])", c.question)}
                found += [(step.id, n) for n in sorted(said & points) if n >= 10]
    assert found == []


def test_a_wrong_score_line_names_the_cards_it_counts() -> None:
    """"The cards left in hand line is not -5" said nothing of the A♠ that counts 20."""
    from tutor.explain import say

    check = next(c for lesson in load_lessons() for step in lesson.steps
                 for c in step.checks if c.ask == "lines")
    right, why = check.grade([100, 300, 200, 110, -5])
    assert not right and "A♠" in say(why[0]) and "-5" in say(why[0])


def test_a_minimum_asked_is_answered_with_its_band_alone() -> None:
    """"What minimum does its first meld need?" was answered "30 is short of the 50
    needed", a count of melds the question did not ask about."""
    from tutor.explain import say

    checks = [c for lesson in load_lessons() for step in lesson.steps for c in step.checks
              if c.ask == "minimum"]
    assert checks
    for check in checks:
        _, why = check.grade(check.engine_answer())
        assert [w.rule.startswith("first-meld-") for w in why] == [True]
        assert "short" not in say(why[0]) and "needs 50" in say(why[0])


def test_every_house_point_a_practice_puzzle_turns_on_is_taught() -> None:
    """A practice puzzle that rests on a house point (the tutor's reading of something the
    rule texts leave open) is used only once a lesson step teaches that reading: the drill
    of frozen piles turned on a red 3 upcard freezing the pile, which no lesson said."""
    from tutor.views.viewmodel import packs

    taught = {r for lesson in load_lessons() for step in lesson.steps for r in step.rows}
    untaught = sorted({(r, pid) for pid, p in packs().items() for r in p.rule_ids
                       if r.startswith("Q") and r not in taught})
    assert untaught == []


def test_the_may_i_go_out_step_asks_about_asking() -> None:
    """Lesson 3's "May I go out?" step had one check that never asked about asking; its
    checks now turn on partner's answer: a "no" stops a player whose cards would go out."""
    lesson = next(x for x in COURSE if x.id == "canastas-and-going-out")
    step = next(s for s in lesson.steps if "scoring-8" in s.rows)
    said = [c for c in step.checks if getattr(c.puzzle.position, "partner_said", None)
            is not None]
    assert len(said) == 2
    no = next(c for c in said if c.puzzle.position.partner_said is False)  # type: ignore[attr-defined]
    right, why = no.grade(True)  # the cards would go out: the answer decides
    assert not right and why[0].rule == "scoring-8"
    assert no.under("classic").model_copy(update={"puzzle": no.puzzle.model_copy(update={
        "position": no.puzzle.position.model_copy(update={"partner_said": None})})}  # type: ignore[attr-defined]
    ).engine_answer() is True


def test_a_score_before_the_step_on_cards_in_hand_is_told_what_they_count() -> None:
    """Cards left in hand count against their side (scoring-5), a step taught after the
    red 3s and the melded cards: a check there whose hands hold cards says what they count
    (a walk's "melded cards" check expected 20 for 9♠ 9♥ 9♦ with 4♣ 6♦ in hand, which only
    the next step explains)."""
    lesson = next(x for x in COURSE if x.id == "scoring")
    taught = next(n for n, s in enumerate(lesson.steps) if "scoring-5" in s.rows)
    untold = []
    for step in lesson.steps[:taught]:
        for c in step.checks:
            teams = getattr(getattr(c.puzzle, "position", None), "teams", [])
            if any(h for t in teams for h in t.hands) and "against it" not in c.question:
                untold.append((step.id, c.question))
    assert untold == []


def test_a_frozen_pile_taken_with_a_pair_and_a_wild_card_says_the_pair_takes_it() -> None:
    """Under "only a natural pair takes it", the way with K♥ K♦ 2♦ says that the pair takes
    the pile and the 2♦ goes with them (a walk read "with K♥ K♦ 2♦" as a wild card taking a
    frozen pile, against the rule just above it)."""
    check = next(x for x in COURSE if x.id == "discard-pile").step("wild-freezes").checks[0]
    right, why = check.grade(["KH", "KD", "2D"])
    said = [say(w) for w in why]
    assert right
    assert "Meld the top K♠ with the natural pair K♥ K♦ from your hand, and 2♦ with them." in said
    assert not any("with K♥ K♦ 2♦" in s for s in said), said


def test_the_hands_of_a_scored_hand_are_named_apart() -> None:
    """Lesson 6 draws both sides' hands: each is a player of its own, numbered round the
    table (both sides had a "player 1's hand" and a "player 2's hand", and a walk could not
    tell whose "player 2" the feedback meant)."""
    from html import unescape

    from tutor.puzzles.kinds.score_hand import draw

    check = next(x for x in COURSE if x.id == "scoring").step("cards-in-hand").checks[0]
    labels = re.findall(r"player \d's hand", unescape(draw(check.puzzle)))  # type: ignore[arg-type]
    assert sorted(labels) == ["player 1's hand", "player 2's hand", "player 3's hand",
                              "player 4's hand"], labels


def test_a_review_about_scores_comes_back_with_other_scores() -> None:
    """A check about scores alone comes back in a review with its scores moved and its
    words with them, with the same verdict (the lesson 6 review asked "Your side has 1,495:
    what minimum?" word for word, and the final test "5,100 and 5,400: who won?"); a check
    answered with cards keeps its score, whose minimum it is about."""
    from tutor.course.variants import fresh

    taught = {c.question: c for x in COURSE for s in x.steps for c in s.checks}
    moved = [c for x in LESSONS for s in x.steps if s.id in ("review", "final")
             for c in s.checks if not c.hands_on
             and getattr(c.puzzle, "kind", "") in ("first_meld", "game")]
    assert len(moved) >= 3
    for c in moved:
        assert c.question not in taught, c.question
        assert re.sub(r"[\d.,]+", "#", c.question) in {
            re.sub(r"[\d.,]+", "#", q) for q in taught}  # the same words, other numbers
    lesson = next(x for x in COURSE if x.id == "first-meld")
    cards = next(c for s in lesson.steps for c in s.checks if c.hands_on and "1,600" in c.question)
    assert "1,600" in fresh(cards, "any").question
