"""The app under Streamlit's AppTest: every page, answers right and wrong, lessons,
settings, progress that lasts, and share links good and bad."""

from __future__ import annotations

import html
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
import streamlit as st

from tests.conftest import app, blocks, submit, texts

PAGES = {"tutor/app/home.py": "Canasta Tutor", "tutor/app/learn.py": "Learn",
         "tutor/app/practice.py": "Practise", "tutor/app/progress.py": "Progress",
         "tutor/app/settings.py": "Settings", "tutor/app/score_pad.py": None,
         "tutor/app/checker.py": None}


@pytest.mark.parametrize("page", list(PAGES))
def test_every_page_runs_and_shows_the_rules_in_force(db: Path, page: str) -> None:
    at = app(page)
    if PAGES[page]:
        assert at.title[0].value == PAGES[page]
    assert "Rules in force: <b>Classic Canasta · 4 players</b>" in texts(at)


def test_a_wrong_then_a_right_answer_on_a_frozen_pile(db: Path) -> None:
    at = app("tutor/app/practice.py", puzzle="tp-018")
    assert "discard pile" in texts(at) and "two of clubs (wild), turned sideways" in texts(at)
    at.radio(key="ans.tp-018.can_take").set_value(True)
    at.radio(key="ans.tp-018.frozen").set_value(True)
    submit(at)
    out = texts(at)
    assert "Not quite" in out and "Look again at: **whether you can take the pile**" in out
    assert "Frozen pile: only a natural pair takes it" in out  # the rule that decides, in words
    assert "pile-6" not in out
    assert "Answer —" not in out  # not the key: a second try comes first
    at.radio(key="ans.tp-018.can_take").set_value(False)
    submit(at)
    out = texts(at)
    assert "Right on your second try." in out
    assert "Answer — whether you can take the pile: **no**" in out
    assert any(link.label == "Frozen pile: only a natural pair takes it"
               for link in at.get("page_link"))


def test_a_right_first_answer_then_the_next_puzzle(db: Path) -> None:
    at = app("tutor/app/practice.py", puzzle="tp-002")
    at.radio(key="ans.tp-002.can_take").set_value(True)
    at.radio(key="ans.tp-002.frozen").set_value(False)
    at.pills(key="ans.tp-002.with").set_value([0, 1])  # K♥ and the 2♦
    submit(at)
    assert "Right on the first try." in texts(at)
    assert "The right choice (the suits never matter):" in texts(at)  # the only one
    next(b for b in at.button if b.label.startswith("Next puzzle")).click().run()
    assert not at.exception and "tp-002" not in " ".join(c.value for c in at.caption
                                                          if "puzzle" in c.value)


def test_a_second_wrong_choice_of_cards_still_says_what_was_wrong_with_it(db: Path) -> None:
    at = app("tutor/app/practice.py", puzzle="tp-045")
    for _ in range(2):  # K♥ K♦ Q♥ Q♦ 2♣ chosen to go with the top K♠: the queens do not
        at.radio(key="ans.tp-045.can_take").set_value(True)
        at.radio(key="ans.tp-045.frozen").set_value(True)
        at.pills(key="ans.tp-045.with").set_value([0, 1, 2, 3, 4])
        submit(at)
    notes = [m.value for m in blocks(at) if m.value.startswith("- ")]
    assert notes, texts(at)  # the choice's own fault, not only the key


def test_a_reload_keeps_a_wrong_first_try(db: Path) -> None:
    """A reload (a new session: another tab is the same) after a wrong first answer: the
    reason is shown again and the next answer is the second try, never a first."""
    at = app("tutor/app/learn.py", lesson="discard-pile", step="not-opened")
    at.radio(key="chk.discard-pile.not-opened.0").set_value(False)
    submit(at)
    name = at.session_state["profile"]
    again = app("tutor/app/learn.py", lesson="discard-pile", step="not-opened", profile=name)
    assert "Not quite" in texts(again) and "The rule that decides it" in texts(again)
    assert again.radio(key="chk.discard-pile.not-opened.0").value is False  # shown again
    again.radio(key="chk.discard-pile.not-opened.0").set_value(True)
    submit(again)
    assert "Right on your second try." in texts(again)
    from tutor.store import Store
    tries = [(a.attempt, a.correct) for a in Store(str(db)).answers(name)]
    assert tries == [(1, False), (2, True)]


def test_a_tab_opened_before_a_wrong_first_try_elsewhere_counts_a_second_try(
        db: Path) -> None:
    """Two tabs show the same check; the first answers wrong; the second, drawn before that,
    answers right: that is the second try, and the stale tab says why (it counted a
    first try, and the miss was lost)."""
    at = app("tutor/app/learn.py", lesson="discard-pile", step="not-opened")
    name = at.session_state["profile"]
    other = app("tutor/app/learn.py", lesson="discard-pile", step="not-opened", profile=name)
    at.radio(key="chk.discard-pile.not-opened.0").set_value(False)
    submit(at)
    other.radio(key="chk.discard-pile.not-opened.0").set_value(True)
    submit(other)
    assert "Right on your second try." in texts(other)
    assert "made in another tab" in texts(other)
    from tutor.store import Store
    tries = [(a.attempt, a.correct) for a in Store(str(db)).answers(name)]
    assert tries == [(1, False), (2, True)]


def test_a_stale_tab_at_a_puzzle_counts_the_other_tabs_first_try(db: Path) -> None:
    at = app("tutor/app/practice.py", puzzle="tp-018")
    name = at.session_state["profile"]
    other = app("tutor/app/practice.py", puzzle="tp-018", profile=name)
    at.radio(key="ans.tp-018.can_take").set_value(True)
    at.radio(key="ans.tp-018.frozen").set_value(True)
    submit(at)
    other.radio(key="ans.tp-018.can_take").set_value(False)
    other.radio(key="ans.tp-018.frozen").set_value(True)
    submit(other)
    assert "Right on your second try." in texts(other) and "made in another tab" in texts(other)


def test_a_reload_keeps_a_wrong_first_try_at_a_puzzle(db: Path) -> None:
    at = app("tutor/app/practice.py", puzzle="tp-018")
    at.radio(key="ans.tp-018.can_take").set_value(True)
    at.radio(key="ans.tp-018.frozen").set_value(True)
    submit(at)
    assert "Not quite" in texts(at)
    name = at.session_state["profile"]
    again = app("tutor/app/practice.py", puzzle="tp-018", profile=name)
    assert "Not quite" in texts(again)  # the reason again, and this is the second try
    assert again.radio(key="ans.tp-018.can_take").value is True  # the answers shown again
    again.radio(key="ans.tp-018.can_take").set_value(False)
    again.radio(key="ans.tp-018.frozen").set_value(True)
    submit(again)
    assert "Right on your second try." in texts(again)


def test_a_reload_keeps_not_a_canasta_chosen_in_a_wrong_first_try(db: Path) -> None:
    """"Not a canasta" is an answer of None: a reload after a wrong first try showed that
    field empty again, and the second try was told "Please answer: Is it a canasta?"."""
    at = app("tutor/app/practice.py", puzzle="meld-001")  # K♠ K♥ K♦: legal, 30
    at.radio(key="ans.meld-001.legal").set_value(False)
    at.selectbox(key="ans.meld-001.canasta").set_value(2)  # not a canasta
    at.number_input(key="ans.meld-001.points").set_value(30)
    submit(at)
    assert "Not quite" in texts(at)
    again = app("tutor/app/practice.py", puzzle="meld-001", profile=at.session_state["profile"])
    assert again.selectbox(key="ans.meld-001.canasta").value == 2
    again.radio(key="ans.meld-001.legal").set_value(True)
    submit(again)
    assert "Right on your second try." in texts(again), texts(again)


def test_practise_it_on_progress_drills_the_rule_itself(db: Path) -> None:
    """"Practise it" under "Black 3s: melded only when going out" opened the lesson's own
    drill, a wild-card meld with no black 3 in it. It opens puzzles on that rule, the Theme
    box names it, and Next keeps to it."""
    from tutor.store import Store

    at = app()
    name = at.session_state["profile"]
    Store(str(db)).record(name, "meld-036", "meld", ["scoring-9"], False, 1)
    at = app("tutor/app/progress.py", profile=name)
    link = next(x for x in at.get("page_link") if x.label == "Practise it")
    query = dict(part.split("=") for part in link.proto.query_string.split("&"))
    assert query["theme"] == "black_threes", query  # (the named theme holding the rule)
    at = app("tutor/app/practice.py", profile=name, **query)
    assert "scoring-9" in at.session_state["current"].rule_ids
    assert at.selectbox(key="theme").value == "black_threes"
    # a rule in no named theme: by its id, its title in full under the box
    from tutor.views.viewmodel import Settings, rule_practice

    query = rule_practice("basics-9", Settings("classic", 4, None), 3) or {}
    assert query["theme"] == "basics-9"
    at = app("tutor/app/practice.py", profile=name, **query)
    assert "basics-9" in at.session_state["current"].rule_ids
    assert at.selectbox(key="theme").value == "basics-9"
    assert "Puzzles on one rule: Going out" in texts(at)


def test_a_miss_counts_against_the_rule_of_the_field_answered_wrong(db: Path) -> None:
    """A walk answered "Concealed?" right in four go-out puzzles and missed "Can you go
    out?": Progress put "Going out: 100, or 200 concealed" at 0% first in its list. A miss
    with a field right counts against the rule that decides the wrong one alone; a right
    answer still counts for every rule the puzzle names."""
    from tutor.store import Store
    from tutor.views.viewmodel import Attempt, puzzle_by_id, record_answer

    store = Store(str(db))
    p = puzzle_by_id("go-021")  # 4♠ 4♥ 2♦ 2♣ beside a canasta: out, not concealed
    attempt = Attempt("go-021")
    given = {"can_go_out": False, "concealed": False}
    attempt.answer(p, given)
    record_answer(store, "walker", "go-021", "go_out", p.rule_ids, attempt, given)
    missed = store.answers("walker")[-1].rule_ids
    assert "scoring-1" not in missed and missed, missed
    given = {"can_go_out": True, "concealed": False}
    attempt.answer(p, given)
    record_answer(store, "walker", "go-021", "go_out", p.rule_ids, attempt, given)
    assert "scoring-1" in store.answers("walker")[-1].rule_ids


def test_a_lesson_step_check_marks_the_step_learned(db: Path) -> None:
    at = app("tutor/app/learn.py", lesson="discard-pile", step="not-opened")
    assert at.title[0].value == "Before your side's first meld"
    assert "Step 4 of 10" in texts(at)  # nine steps and the review

    def main() -> list[str]:
        return [b.label for b in at.button if b.proto.type == "primary"]
    assert main() == ["Check my answer"]  # the check first, not "Next"
    at.radio(key="chk.discard-pile.not-opened.0").set_value(True)
    submit(at)
    assert "Right on the first try." in texts(at)
    assert "Next →" in main()  # once the step's checks are done
    assert "learned" in texts(at)
    next(b for b in at.button if b.label == "← All lessons").click().run()
    labels = [b.label for b in at.button]
    assert any("The discard pile, frozen or not — 1 of 10 steps learned" in x for x in labels)


def test_a_right_answer_survives_a_reload_and_the_step_is_still_learned(db: Path) -> None:
    """One check of two answered right, a reload, then the other: both count, and the step
    is learned (the first came back blank and the step was never marked)."""
    at = app("tutor/app/learn.py", lesson="discard-pile", step="frozen-pair")
    at.radio(key="chk.discard-pile.frozen-pair.0").set_value(False)
    submit(at)
    name = at.session_state["profile"]
    again = app("tutor/app/learn.py", lesson="discard-pile", step="frozen-pair", profile=name)
    assert "Right on the first try." in texts(again)  # the first check, as it was answered
    pills = again.pills(key="chk.discard-pile.frozen-pair.1")
    pills.set_value([i for i, o in enumerate(pills.options) if o.startswith("K")])
    [b for b in again.button if b.label == "Check my answer"][-1].click().run()
    assert texts(again).count("Right on the first try.") == 2
    assert "Step learned" in texts(again)
    next(b for b in again.button if b.label == "← All lessons").click().run()
    assert any("1 of 10 steps learned" in b.label for b in again.button)


def test_a_wrong_lesson_answer_gives_the_reason_and_a_second_try(db: Path) -> None:
    at = app("tutor/app/learn.py", lesson="discard-pile", step="not-opened")
    at.radio(key="chk.discard-pile.not-opened.0").set_value(False)
    submit(at)
    assert "Not quite" in texts(at) and "The rule that decides it" in texts(at)
    assert "pile-" not in texts(at)  # the rule in words, never its code
    button = next(b for b in at.button if b.label == "Check my answer")
    assert not button.disabled


def test_settings_switch_the_rule_set_everywhere(db: Path) -> None:
    at = app("tutor/app/settings.py")
    at.radio(key="set_rules.classic.en").set_value("bicycle").run()
    at.radio(key="set_players.4").set_value(2).run()
    assert "Rules in force: <b>Bicycle&#x27;s rules · 2 players</b>" in texts(at)
    at.switch_page("tutor/app/practice.py").run()
    assert not at.exception
    assert "Canasta as Bicycle publishes it · 2 players" in texts(at)


def test_progress_is_recorded_shown_and_survives_a_restart(db: Path) -> None:
    at = app("tutor/app/practice.py", puzzle="tp-018")
    at.radio(key="ans.tp-018.can_take").set_value(True)
    at.radio(key="ans.tp-018.frozen").set_value(True)
    submit(at)
    at.radio(key="ans.tp-018.can_take").set_value(False)
    submit(at)
    name = at.session_state["profile"]  # the learner this browser keeps in its address
    st.cache_resource.clear()  # as if the server restarted
    at = app("tutor/app/progress.py", profile=name)
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Questions answered"] == "1"
    assert metrics["Right first time"] == "0%"
    progress_bars = [b.proto.text for b in at.get("progress")]
    assert any(t.startswith("Frozen pile: only a natural pair takes it — 0% of 1") for t in
               progress_bars), progress_bars  # the whole title, above its bar
    assert "Work on these next" in texts(at)  # a missed rule, with where to read and drill it
    links = [link.label for link in at.get("page_link")]
    assert any(x.startswith("Read it again: ") for x in links) and "Practise it" in links
    home = app("tutor/app/home.py", profile=name)  # two tries of one question: one, there too
    assert {m.label: m.value for m in home.metric}["Questions answered"] == "1"
    # Home says where to go next: Progress, and the review once a puzzle is due (a walk
    # read "Due for review 4" with no way to them)
    links = [link.label for link in home.get("page_link")]
    assert "Your progress, and what to work on next" in links
    assert not any(x.startswith("Review the") for x in links)  # (due in minutes, not now)
    at = app("tutor/app/progress.py", profile=name)
    tables = [m.value for m in blocks(at) if m.value.startswith('<table class="ct-totals"')]
    assert tables and "<td>Frozen pile: only a natural pair takes it</td>" in tables[0]
    assert "due for review now" in texts(at)
    assert "No puzzle is due for review now; the next one is due in " in texts(at)  # (it
    # said "0 puzzles due for review now; the next one after that is due in 5 minutes")
    # a lesson's question is named by its step, whole (a lesson's name cut short left them
    # all alike: "A question of the lesson The deck and the turn: can you go …")
    from tutor.views.viewmodel import lesson_check, puzzle_name

    assert puzzle_name(lesson_check("lesson:deck-and-turn/discard/1").puzzle) == (
        "Ending a turn, and the black three: can you take the pile?")
    # a puzzle due now: Home links to the review
    from tutor.store import Store, rating_for

    Store(str(db)).review(name, "tp-018", rating_for(1, False),
                          at=datetime.now(UTC) - timedelta(days=2))
    home = app("tutor/app/home.py", profile=name)
    review = next(x for x in home.get("page_link") if x.label == "Review the puzzle due now")
    assert "mode=review" in review.proto.page or review.proto.query_string == "mode=review"


def test_the_link_to_the_review_opens_the_first_puzzle_due(db: Path) -> None:
    """Home's "Review the 18 puzzles due now" opened Practise saying "18 puzzles due for
    review now" and "Nothing is due for review right now" under it: a page opened in review
    mode with no puzzle yet showed none. It opens the first one due now, and says nothing
    is due only where nothing is."""
    from tutor.store import Store, rating_for

    at = app()
    name = at.session_state["profile"]
    for pid in ("tp-018", "tp-019"):
        Store(str(db)).review(name, pid, rating_for(1, False),
                              at=datetime.now(UTC) - timedelta(days=2))
    at = app("tutor/app/practice.py", mode="review", profile=name)
    assert "Nothing is due" not in texts(at)
    assert str(at.session_state["current"].id) in ("tp-018", "tp-019")
    other = app("tutor/app/practice.py", mode="review")  # another learner: none due
    assert "Nothing is due for review right now" in texts(other)


@pytest.mark.parametrize(("params", "message"), [
    ({"puzzle": "no-such-puzzle"}, "There is no puzzle called 'no-such-puzzle'"),
    ({"kind": "melt", "seed": "3"}, "a kind of puzzle called 'melt'"),
    ({"kind": "take_pile", "seed": "x"}, "seed 'x' is not a whole number"),
    ({"kind": "take_pile", "seed": "3", "players": "5"}, "not 5"),
    ({"puzzle": "lesson:nope/x/1"}, "no lesson question"),
])


def test_a_malformed_share_link_gets_a_plain_message_and_a_way_on(
    db: Path, params: dict[str, str], message: str
) -> None:
    at = app("tutor/app/practice.py", **params)
    assert at.error and message in html.unescape(at.error[0].value)  # shown as typed
    way_on = next(b for b in at.button if b.label == "Give me a puzzle instead")
    way_on.click().run()
    assert not at.exception and not at.error


def test_a_generated_share_link_opens_exactly_that_puzzle(db: Path) -> None:
    one = app("tutor/app/practice.py", kind="take_pile", seed="42", rules="bicycle")
    two = app("tutor/app/practice.py", kind="take_pile", seed="42", rules="bicycle")
    cards = [m.value for m in blocks(one) if "discard pile" in m.value]
    assert cards and cards == [m.value for m in blocks(two) if "discard pile" in m.value]
    assert "Canasta as Bicycle publishes it" in texts(one)


def test_the_frozen_pile_drill_counts_a_streak(db: Path) -> None:
    at = app("tutor/app/practice.py", mode="drill")
    for _ in range(3):
        pid = str(at.session_state["current"].id)
        from tutor.views.viewmodel import puzzle_by_id

        right = puzzle_by_id(pid)
        assert right is not None
        from tutor.puzzles.format import solve

        answer = solve(right).answer["can_take"]
        label = "Yes, I can take it" if answer else "No, I can't"
        next(b for b in at.button if b.label == label).click().run()
        assert "Right on the first try." in texts(at)
        next(b for b in at.button if b.label.startswith("Next puzzle")).click().run()
    assert at.metric[0].value == "3"


def test_a_damaged_progress_file_gives_a_message_and_a_working_app(db: Path) -> None:
    db.write_text("this is not a database" * 50)
    at = app("tutor/app/practice.py", puzzle="tp-002")
    assert "cannot be used because it is damaged" in texts(at)
    at.radio(key="ans.tp-002.can_take").set_value(True)
    at.radio(key="ans.tp-002.frozen").set_value(False)
    submit(at)
    assert "Right on the first try." in texts(at)


def test_a_practice_link_is_answered_under_its_own_table_and_says_so(db: Path) -> None:
    at = app("tutor/app/practice.py", kind="take_pile", seed="7", rules="bicycle",
             players="2")
    out = texts(at)
    assert "Canasta as Bicycle publishes it · 2 players" in out
    assert ("This puzzle is answered under Bicycle's rules · 2 players; your own Settings "
            "(Classic Canasta · 4 players) stay as they are.") in out
    assert at.session_state["settings"].players == 4
    at = app("tutor/app/practice.py", puzzle="tp-018")  # made for the table in Settings
    assert "is answered under" not in texts(at)


def test_a_position_link_is_named_by_what_it_is_not_by_its_id(db: Path) -> None:
    from tutor.table.scorepad import checker_puzzle, encode_position

    data = checker_puzzle("take_pile", {"pile": "5S 3C KS", "hand": "KH 2D 4S 5C 9C",
                                        "melds": "7S 7D 7C"}, "classic", 4, None)
    data["title"] = "[a link](https://example.com) **loud**"
    code = encode_position(data)
    at = app("tutor/app/practice.py", puzzle="pos:" + code)
    assert not at.exception and at.subheader[0].value == "Can you take the pile?"
    caption = html.unescape(next(c.value for c in at.caption if "players" in c.value))
    assert caption.endswith("· 4 players · A shared position: can you take the pile?")
    assert code[:20] not in caption  # (the share link at the foot of the page holds it)


def test_a_position_due_for_review_is_listed_by_what_it_is(db: Path) -> None:
    from fsrs import Rating

    from tutor.app.ui import store
    from tutor.table.scorepad import checker_puzzle, encode_position

    data = checker_puzzle("take_pile", {"pile": "5S 3C KS", "hand": "KH 2D 4S 5C 9C",
                                        "melds": "7S 7D 7C"}, "classic", 4, None)
    data["source"] = "a game against the computer"
    pid = "pos:" + encode_position(data)
    at = app()
    name = at.session_state["profile"]
    store().record(name, pid, "take_pile", ["pile-1"], False, 1)  # a slip in a game
    store().review(name, pid, Rating.Again)
    at.switch_page("tutor/app/progress.py").run()
    labels = [link.label for link in at.get("page_link")]
    assert any(label.startswith("A position from a game: can you take the pile? — due")
               for label in labels), labels
    assert not any(pid[:30] in label for label in labels)


def test_no_rule_title_above_a_check_and_a_review_says_where_its_checks_come_from(
        db: Path) -> None:
    """The line "This check is about: <the rule>" above a check answered several of them
    ("A red 3 is laid out at once and replaced" above "can the 3♥ stay in your hand?");
    a lesson's check now sits under its step alone, and a review's check names the lesson
    and step it comes from."""
    at = app("tutor/app/learn.py", lesson="deck-and-turn", step="red-threes")
    assert "This check is about" not in texts(at)
    review = app("tutor/app/learn.py", lesson="melds-and-wild-cards", step="review")
    assert texts(review).count("From the lesson \u201c") == 3


def test_a_reload_shows_the_cards_chosen_in_a_wrong_first_try(db: Path) -> None:
    """The cards chosen at a first wrong try come back with its reason after a reload (the
    hint said "you chose only 1" with nothing chosen)."""
    from tutor.course.learn import load_lessons
    from tutor.views.viewmodel import check_field

    step = next(s for x in load_lessons() if x.id == "discard-pile" for s in x.steps
                if s.id == "blocked")
    options = list(check_field(step.checks[0]).options)
    key = "chk.discard-pile.blocked.0"
    at = app("tutor/app/learn.py", lesson="discard-pile", step="blocked")
    at.get("button_group")[0].set_value([options.index("KH")])
    submit(at)
    assert "Not quite" in texts(at)
    again = app("tutor/app/learn.py", lesson="discard-pile", step="blocked",
                profile=at.session_state["profile"])
    assert "Not quite" in texts(again)
    assert again.session_state[key] == [options.index("KH")]


def test_a_miss_under_a_house_rule_counts_against_the_tables_rule(db: Path) -> None:
    """At a table where a black 3 freezes the pile (a house rule), a miss at the lesson's
    black-3 check counts in Progress against the rule the table's answer rests on, not
    against the book's row the step teaches (whose answer differs there)."""
    from tutor.course.learn import load_lessons
    from tutor.store import Store
    from tutor.views.viewmodel import check_field

    at = app("tutor/app/settings.py")
    at.session_state["house-group.pile"] = True
    at.run()
    at.radio(key="house.classic.black_three_freezes.en").set_value(True).run()
    step = next(s for x in load_lessons() if x.id == "discard-pile" for s in x.steps
                if s.id == "blocked")
    options = list(check_field(step.checks[0]).options)
    at.query_params.update({"lesson": "discard-pile", "step": "blocked"})
    at.switch_page("tutor/app/learn.py").run()
    at.get("button_group")[0].set_value([options.index("KH")])
    submit(at)
    rules = Store(str(db)).answers(at.session_state["profile"])[-1].rule_ids
    assert "bicycle-frozen" in rules and "pile-7" not in rules


def test_learn_more_links_each_step_once() -> None:
    """A red 3 upcard's frozen pile linked "Whether a red 3 turned up freezes the pile"
    twice (the reading is both a rule its verdict names and the point it rests on)."""
    from tutor.puzzles.format import parse_puzzle, solve
    from tutor.views.viewmodel import learn_more

    sol = solve(parse_puzzle({"kind": "take_pile", "position": {
        "pile": ["3H", "5D", "9S", "KS"], "hand": ["KH", "2C", "4S", "6D"],
        "team_melds": [["7S", "7D", "7C"]]}}))
    links = learn_more(sol.reasons)
    assert [x[1] for x in links] == ["Frozen pile: only a natural pair takes it",
                                     "Whether a red 3 turned up freezes the pile"]


def test_home_leads_back_to_a_game_left_in_play(db: Path) -> None:
    from tutor.store import Store
    from tutor.table.play import Session

    home = app("tutor/app/home.py", profile="carry")
    assert "Carry on with your game in Play" not in [x.label for x in home.get("page_link")]
    Store(str(db)).save_play("carry", Session(bot="club", seed=1).to_json())
    home = app("tutor/app/home.py", profile="carry")
    assert "Carry on with your game in Play" in [x.label for x in home.get("page_link")]
