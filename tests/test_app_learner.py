"""What a learner meets on Learn, Practise and Settings: hostile links and names, the
answer boxes, a check that can always be learned, and a way on after the last step."""

from __future__ import annotations

import html
import re
from pathlib import Path
from urllib.parse import urlencode

import markdown
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import app, blocks, texts
from tutor.course.learn import load_course, load_lessons
from tutor.explain import say
from tutor.puzzles.format import PuzzleError
from tutor.puzzles.generate import KINDS, THEMES
from tutor.text import plain_line
from tutor.views.viewmodel import LinkError, clean_name, from_link


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_and_theme_link_opens_a_puzzle_or_says_why(kind: str) -> None:
    """Every theme at four players, every table size on the first theme (a theme that a
    kind never has is searched for a third of a second before it says so)."""
    for theme in THEMES:
        for players in ("2", "4", "6") if theme == next(iter(THEMES)) else ("4",):
            try:
                from_link({"kind": kind, "theme": theme, "seed": "7", "players": players})
            except (LinkError, PuzzleError) as e:
                assert str(e)


def test_a_link_inside_a_link_inside_a_link_is_refused_plainly() -> None:
    link = "x"
    for _ in range(400):
        link = "gen?" + urlencode({"puzzle": link})
    with pytest.raises(LinkError):
        from_link({"puzzle": link})


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_user_text_through_markdown_stays_plain_text(text: str) -> None:
    rendered = markdown.markdown(plain_line(text))
    inner = rendered.removeprefix("<p>").removesuffix("</p>")
    for tag in ("<a", "<em", "<strong", "<code", "<h1", "<img", "<iframe", "<ul", "<ol"):
        assert tag not in inner


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_a_learner_name_is_short_and_has_no_control_characters(text: str) -> None:
    name = clean_name(text)
    assert 1 <= len(name) <= 40
    assert "\u202e" not in name and "\x00" not in name and "\n" not in name


def test_a_crafted_profile_link_is_cleaned_and_shown_as_text(db: Path) -> None:
    evil = "[click](http://evil.example) **boss**\u202e" + "x" * 80
    at = app("tutor/app/settings.py", profile=evil)
    assert not at.exception
    name = at.session_state["profile"]
    assert len(name) <= 40 and "\u202e" not in name
    assert "[click](http" not in texts(at)  # escaped, so no working link


def test_settings_as_the_first_page_and_a_switch_of_learner(db: Path) -> None:
    at = app("tutor/app/settings.py")
    assert not at.exception
    at.text_input(key="new_profile").set_value("Ann").run()
    at.button[0].click().run()  # the form's Switch button
    assert not at.exception


def test_a_score_check_asks_its_question_and_names_the_boxes(db: Path) -> None:
    lessons = {x.id: x for x in load_lessons()}
    lesson = lessons["scoring"]
    step = next(s for s in lesson.steps if any(c.ask == "scores" for c in s.checks))
    at = app("tutor/app/learn.py", lesson="scoring", step=step.id)
    labels = [n.label for n in at.number_input]
    assert labels and not any("side 0" in label.lower() for label in labels)
    check = next(c for c in step.checks if c.ask == "scores")
    assert any(check.question.split("?")[0][:30] in html.unescape(m.value)
               for m in blocks(at))


def test_a_wrong_count_names_the_cards_to_value_again_without_their_values(db: Path) -> None:
    """First miss on 'what do A♠ A♥ and a joker count': the cards to value again from the
    sheet's table (first-meld-1), never their values (that would be the sum) nor the
    total; a second try is open."""
    check = next(x for x in load_course() if x.id == "first-meld").step("card-values").checks[0]
    at = app("tutor/app/learn.py", lesson="first-meld", step="card-values")
    at.number_input(key="chk.first-meld.card-values.0").set_value(check.engine_answer() + 10)
    next(b for b in at.button if b.label == "Check my answer").click().run()
    hint = next(c.value for c in at.caption if c.value.startswith("Add it up again"))
    said = html.unescape(hint)
    assert "A♠ + A♥ + Joker" in said and not any(n in said for n in ("20", "50", "90", "="))
    assert any(b.label == "Check my answer" and not b.disabled for b in at.button)


def test_a_first_miss_points_at_the_rule_its_step_teaches(db: Path) -> None:
    """'Only the top card counts' (pile-8): a learner who thinks the buried 5♣ lets them take
    the pile is sent to pile-8, not only to the pair rule."""
    at = app("tutor/app/learn.py", lesson="discard-pile", step="top-only")
    at.radio(key="chk.discard-pile.top-only.0").set_value(True)
    next(b for b in at.button if b.label == "Check my answer").click().run()
    page = html.unescape("\n".join(m.value for m in blocks(at)))
    assert "The rule that decides it: " in page and ">Only the top card counts</span>" in page
    assert "The card it turns on:" in page  # the buried card the learner counted on
    assert "have another go" in texts(at)


def test_nobody_yet_is_an_answer(db: Path) -> None:
    lessons = {x.id: x for x in load_lessons()}
    for lesson in lessons.values():
        for step in lesson.steps:
            for i, check in enumerate(step.checks):
                if check.ask == "winner":
                    at = app("tutor/app/learn.py", lesson=lesson.id, step=step.id)
                    key = f"chk.{lesson.id}.{step.id}.{i}"
                    at.selectbox(key=key).set_value(0)  # "nobody (yet)"
                    next(b for b in at.button if b.label == "Check my answer").click().run()
                    assert "Choose an answer first." not in texts(at)
                    return
    pytest.skip("no lesson asks who won")


def test_a_check_missed_twice_can_be_tried_again(db: Path) -> None:
    at = app("tutor/app/learn.py", lesson="discard-pile", step="not-opened")
    key = "chk.discard-pile.not-opened.0"
    right = load_lessons()
    step = next(s for x in right if x.id == "discard-pile" for s in x.steps
                if s.id == "not-opened")
    wrong = not step.checks[0].engine_answer()
    for _ in range(2):
        at.radio(key=key).set_value(wrong)
        next(b for b in at.button if b.label == "Check my answer").click().run()
    cards = [h.value for h in at.html if "ct-card" in h.value]
    retry = next(b for b in at.button if b.label == "Try this check again")
    retry.click().run()
    assert not at.exception
    assert next(b for b in at.button if b.label == "Check my answer").disabled is False
    # on other cards, nothing chosen: the answer the misses showed cannot just be copied (a
    # walk copied it, and the step was marked learned)
    assert [h.value for h in at.html if "ct-card" in h.value] != cards
    assert at.radio(key=key + ".r1").value is None
    at.radio(key=key + ".r1").set_value(wrong)  # (the same rule: the same verdict)
    next(b for b in at.button if b.label == "Check my answer").click().run()
    assert "Right this time" not in html.unescape(texts(at))


def test_the_lesson_list_counts_its_lessons_and_the_last_step_leads_on(db: Path) -> None:
    lessons = load_lessons()
    at = app("tutor/app/learn.py")
    words = texts(at)
    assert "8 lessons" not in words and "9 lessons" in words  # there are nine
    assert "final test" in words
    assert len(lessons) == 10 and lessons[-1].id == "final-test"
    last = lessons[-1]
    at = app("tutor/app/learn.py", lesson=last.id, step=last.steps[-1].id)
    assert any("Practise" in link.label for link in at.get("page_link"))


ARITHMETIC = {("meld", "points"), ("first_meld", "count")}


def _first_miss_cases() -> list[tuple[str, object, str]]:
    from tutor.views.viewmodel import answer_fields, packs

    cases: list[tuple[str, object, str]] = []
    for lesson in load_lessons():
        for step in lesson.steps:
            for check in step.checks:
                if check.ask != "possible" and not check.hands_on:  # choices: own test
                    cases.append((f"{lesson.id}/{step.id}", check.puzzle, check.ask))
    for pid, p in packs().items():
        for f in answer_fields(p):
            if f.name in ("with", "discard"):
                continue
            cases.append((pid, p, f.name))
    return cases


def test_the_first_miss_names_a_rule_the_answer_for_that_field_rests_on() -> None:
    from tutor.engine import RULE_IDS
    from tutor.puzzles.format import solve
    from tutor.puzzles.grading import deciding

    checked = 0
    for where, puzzle, name in _first_miss_cases():
        kind = getattr(puzzle, "kind", "")
        if kind == "strategy":  # the move chosen decides (tests/test_strategy.py); solving
            continue  # one weighs its moves in playouts, the bulk of this test's time
        sol = solve(puzzle)  # type: ignore[arg-type]
        decides = deciding(puzzle, name, sol)  # type: ignore[arg-type]
        rule, text = decides.rule, say(decides)
        assert rule in RULE_IDS, (where, name, rule)
        if (kind, name) in ARITHMETIC:
            assert rule == "first-meld-1" and "=" in text, (where, name, text)
        elif kind == "score_hand":  # a row of the score's own lines; the lines, no points
            lines = [ln for side in sol.detail["breakdown"] for ln in side]
            assert rule in {ln["rule"] for ln in lines} and " = " in text, (where, text)
            hint = re.sub(r" = [−-]?[\d,]+", "", text)
            assert not any(f"{abs(ln['points'])} {ln['item']}" in hint for ln in lines)
        else:
            assert rule in sol.rule_ids, (where, name, rule, sol.why)
        if (kind, name) == ("meld", "canasta"):
            assert rule != "scoring-2", (where, rule)  # the kind of canasta, not its bonus
        if (kind, name) == ("go_out", "can_go_out"):
            assert rule != "scoring-1" or "concealed" in text, (where, rule)
        checked += 1
    assert checked > 500


def test_a_lesson_says_where_the_rules_in_force_differ_and_grades_by_them(db: Path) -> None:
    at = app("tutor/app/settings.py")
    at.radio(key="set_rules.classic.en").set_value("bicycle").run()
    at.query_params["lesson"] = "discard-pile"
    at.query_params["step"] = "blocked"
    at.switch_page("tutor/app/learn.py").run()
    assert not at.exception
    said = [w.value for w in at.warning if "At your table (Bicycle's rules" in w.value]
    assert said and ("- A black 3 in the pile: Freezes the pile for everyone, not only while "
                     "on top.") in said[0]  # the option that changes the answer, in words
    step = next(s for x in load_lessons() if x.id == "discard-pile" for s in x.steps
                if s.id == "blocked")
    check = step.checks[0]
    assert check.grade(["KH", "2D"])[0] and not check.under("bicycle").grade(["KH", "2D"])[0]
    hand = check.puzzle.position.hand  # type: ignore[attr-defined]
    at.pills(key="chk.discard-pile.blocked.0").set_value(
        [i for i, c in enumerate(hand) if str(c) in ("KH", "KC")])
    next(b for b in at.button if b.label == "Check my answer").click().run()
    assert "Right on the first try." in texts(at)



def test_a_reason_resting_on_a_house_reading_says_so_in_words(db: Path) -> None:
    """A reason the books leave open names the open point in a sentence, not a raw tag."""
    step = next(s for x in load_lessons() if x.id == "discard-pile" for s in x.steps
                if s.id == "wild-freezes")
    check = step.checks[0]
    sol = check.solution()
    assert sol is not None and any(w.choice == "Q7" for w in sol.reasons)
    hand = [str(c) for c in check.puzzle.position.hand]  # type: ignore[attr-defined]
    picks: list[int] = []
    for code in check.answer:
        picks.append(next(i for i, c in enumerate(hand) if c == code and i not in picks))
    at = app("tutor/app/learn.py", lesson="discard-pile", step="wild-freezes")
    at.pills(key="chk.discard-pile.wild-freezes.0").set_value(picks)
    next(b for b in at.button if b.label == "Check my answer").click().run()
    page = "\n".join(m.value for m in blocks(at))
    assert "Right on the first try." in texts(at)
    assert ("Tables differ on this point (Wild cards with the pair that takes a frozen pile): "
            "the tutor plays it this way; Settings can set it otherwise" in html.unescape(page))
    assert "[house rule" not in page and "&#91;house rule" not in page
    # and it leads to the step that explains the open points
    assert any(link.label == "Wild cards with the pair that takes a frozen pile"
               for link in at.get("page_link"))


HOSTILE = st.text(alphabet=st.characters(codec="utf-8"), max_size=60) | st.sampled_from([
    "<iframe src=x>", "[a](javascript:alert(1))", "**x**", "\u202e", "gen?kind=meld",
    "lesson:x/y/1", "-1", "1e309", "../../etc", "%00", "seed=1&kind=go_out"])


@settings(max_examples=25, deadline=None)
@given(st.fixed_dictionaries({}, optional={
    "puzzle": HOSTILE, "kind": HOSTILE, "seed": HOSTILE, "theme": HOSTILE,
    "players": HOSTILE, "difficulty": HOSTILE, "rules": HOSTILE, "mode": HOSTILE,
    "profile": HOSTILE}))
def test_hostile_practice_links_never_show_a_traceback_or_markup(params: dict[str, str]
                                                                 ) -> None:
    import os
    import tempfile

    import streamlit

    with tempfile.TemporaryDirectory() as tmp:
        os.environ["CANASTA_TUTOR_DB"] = os.path.join(tmp, "p.sqlite3")
        streamlit.cache_resource.clear()
        try:
            at = app("tutor/app/practice.py", **params)  # asserts no exception
            shown = texts(at)
            for value in params.values():
                if any(ch in value for ch in "<[*") and len(value) > 3:
                    assert value not in shown  # user text only ever appears escaped
        finally:
            os.environ.pop("CANASTA_TUTOR_DB", None)
            streamlit.cache_resource.clear()


@settings(max_examples=20, deadline=None)
@given(HOSTILE, HOSTILE)
def test_hostile_lesson_links_never_show_a_traceback(lesson: str, step: str) -> None:
    at = app("tutor/app/learn.py", lesson=lesson, step=step)
    assert not at.exception
    shown = texts(at)
    for value in (lesson, step):
        if any(ch in value for ch in "<[*") and len(value) > 3:
            assert value not in shown


def test_the_answer_is_worded_as_its_choices(db: Path) -> None:
    at = app("tutor/app/learn.py", lesson="scoring", step="game-end")
    key = "chk.scoring.game-end.0"
    for _ in range(2):
        at.selectbox(key=key).set_value(0)  # "nobody (yet)": wrong, twice
        next(b for b in at.button if b.label == "Check my answer").click().run()
    words = html.unescape(texts(at))
    assert "Answer — who won: **the side with 5,400**" in words


def test_an_answer_of_two_numbers_says_which_is_which(db: Path) -> None:
    """Each side's number after its label, mid-sentence: "the side with -120: 15", never
    "the side with -120 15" nor a capital in the middle of the answer."""
    at = app("tutor/app/learn.py", lesson="scoring", step="running-total")
    key = "chk.scoring.running-total.0"
    for _ in range(2):
        for i in (0, 1):
            at.number_input(key=f"{key}.{i}").set_value(50)
        next(b for b in at.button if b.label == "Check my answer").click().run()
    words = html.unescape(texts(at))
    assert "the side with -120: **15" not in words  # (bold wraps the whole answer)
    assert "**the side with -120: 15, the side with 1,600: 90**" in words, words


def test_a_lesson_check_missed_comes_back_for_review(db: Path) -> None:
    from datetime import UTC, datetime, timedelta

    from tutor.app.ui import store

    lesson = load_lessons()[0]
    step = lesson.steps[0]
    at = app("tutor/app/learn.py", lesson=lesson.id, step=step.id)
    wrong = not step.checks[0].engine_answer()
    for _ in range(2):  # missed twice: the check is finished, wrong
        at.radio(key=f"chk.{lesson.id}.{step.id}.0").set_value(wrong)
        next(b for b in at.button if b.label == "Check my answer").click().run()
    later = datetime.now(UTC) + timedelta(hours=1)
    due = [pid for pid, _ in store().due(at.session_state["profile"], later)]
    pid = f"lesson:{lesson.id}/{step.id}/1"
    assert pid in due
    # tried again and right: not "right on the first try" (the misses showed the answer)
    next(b for b in at.button if b.label == "Try this check again").click().run()
    at.radio(key=f"chk.{lesson.id}.{step.id}.0.r1").set_value(not wrong)  # (a new field)
    next(b for b in at.button if b.label == "Check my answer").click().run()
    said = html.unescape(texts(at))
    assert "Right this time" in said and "first try" not in said
    reloaded = app("tutor/app/learn.py", lesson=lesson.id, step=step.id,
                   profile=at.session_state["profile"])  # a reload says the same
    said = html.unescape(texts(reloaded))
    assert "Right this time" in said and "try" not in said.split("Right this time")[0][-40:]
    # Practise opens it by that id (its links too): once it opened a link to the check's
    # own puzzle id inside the lesson file, which no link knows
    from tutor.views.viewmodel import puzzle_by_id, share_params

    puzzle = puzzle_by_id(pid)
    assert puzzle is not None and share_params(puzzle) == {"puzzle": pid}
    shown = app("tutor/app/practice.py", puzzle=pid)
    assert not shown.error, [e.value for e in shown.error]
    assert shown.query_params["puzzle"] == [pid] or shown.query_params["puzzle"] == pid


def test_the_six_and_three_player_lesson_is_marked_optional(db: Path) -> None:
    at = app("tutor/app/learn.py")
    optional = [b.label for b in at.button if "(optional)" in b.label]
    assert len(optional) == 1 and "Two, three and six players" in optional[0]


@pytest.mark.parametrize(("rules", "players"), [("classic", 4), ("classic", 2),
                                                ("bicycle", 6), ("classic", 3)])
def test_every_lesson_links_to_practice_that_drills_it(rules: str, players: int) -> None:
    from tutor.views.viewmodel import Settings, from_link, practice_params

    settings = Settings(rules, players, "3x2" if players == 6 else None)
    for lesson in load_course():
        params = practice_params(lesson, settings, seed=11)
        assert params is not None, lesson.id
        puzzle = from_link(params)  # opens a puzzle of the lesson's kind at this table
        assert puzzle.kind == lesson.practice[0] and puzzle.players == players  # type: ignore[index]


def test_a_drill_link_keeps_the_next_puzzles_to_its_kind_and_theme(db: Path) -> None:
    at = app("tutor/app/practice.py", kind="take_pile", seed="5", theme="frozen")
    assert not at.exception
    assert at.session_state["kind"] == "take_pile" and at.session_state["theme"] == "frozen"


def test_a_link_to_another_step_of_the_open_lesson_opens_that_step(db: Path) -> None:
    """A "Learn more" link from one step to another of the same lesson moves the page."""
    lesson = load_lessons()[0]
    first, other = lesson.steps[0], lesson.steps[2]
    at = app("tutor/app/learn.py", lesson=lesson.id, step=first.id)
    assert at.title[0].value == first.title
    at.query_params["step"] = other.id
    at.run()
    assert at.title[0].value == other.title
    at.query_params["step"] = "no-such-step"
    at.run()
    assert at.title[0].value == first.title and len(at.warning) == 1
    at.run()  # the warning is said once: the link is put right
    assert at.title[0].value == first.title and not at.warning


def _forms(at: object) -> list[object]:
    found = []

    def walk(node: object) -> None:
        for child in getattr(node, "children", {}).values():
            proto = getattr(child, "proto", None)
            if type(proto).__name__ == "Block" and proto.HasField("form"):
                found.append(proto.form)
            walk(child)
    walk(at._tree)  # type: ignore[attr-defined]
    return found


def test_a_count_of_cards_steps_by_one_and_enter_sends_only_a_form_of_one_field(
        db: Path) -> None:
    """A walk's + on "How many cards start the pile?" went from 1 to 6 (points step by 5,
    cards by 1); and Enter (a phone's Go key) in that box sent the answer with the yes/no
    below still as the first try left it, spending the second try."""
    at = app("tutor/app/practice.py", puzzle="up-011")
    assert [(n.label, n.step) for n in at.number_input] == [
        ("How many cards start the pile?", 1)]
    assert [f.enter_to_submit for f in _forms(at)] == [False]  # two fields: the button sends
    at = app("tutor/app/practice.py", puzzle="sh-005")
    assert {n.step for n in at.number_input} == {5}  # points


def test_a_six_player_table_is_named_in_words_not_by_its_code() -> None:
    """A walk read "teams 3x2" above a puzzle: the table's teams are said in words."""
    from tutor.views.viewmodel import Settings

    assert Settings(players=6, teams="3x2").label == (
        "Classic Canasta · 6 players, three teams of two")
    assert Settings(players=6, teams="2x3").label.endswith("6 players, two teams of three")


def test_a_six_player_puzzle_says_its_teams_in_words(db: Path) -> None:
    at = app("tutor/app/practice.py", kind="take_pile", seed="3", players="6", teams="3x2")
    said = " ".join(c.value for c in at.caption)
    assert "6 players (three teams of two)" in said and "3x2" not in said, said
