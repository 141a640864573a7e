"""Reasons are data and words come from one catalogue: every message code the code uses
has words, every reason the engine gives can be said, and nothing reads a sentence the
project wrote back (no regular expression, startswith, split or replace over such text)."""

from __future__ import annotations

import ast
import json
import random
from pathlib import Path

from tutor.engine import (
    RULE_IDS,
    Action,
    AddToMeld,
    Answer,
    AskPartner,
    Discard,
    Draw,
    Game,
    GoOut,
    Meld,
    State,
    TakePile,
    Why,
    get_rules,
)
from tutor.explain import rule_line, say, title
from tutor.explain.en import ENGLISH
from tutor.explain.en.rules import RULE_TITLES
from tutor.puzzles.format import parse_puzzle, solve

ROOT = Path(__file__).resolve().parents[1]
TUTOR = ROOT / "tutor"


def _codes_in(node: ast.AST) -> list[str]:
    """The message codes a call can build (string constants, in either branch of a
    conditional; ``"kind." + name`` as the prefix ``kind.*``)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _codes_in(node.body) + _codes_in(node.orelse)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return [c + "*" for c in _codes_in(node.left)]
    return []


#: Calls that take a message code, and where: ``Why.of(rule, code)``, ``Why.plain(code)``,
#: the errors that carry a reason, ``words(code)``.
_CODE_ARG = {"of": 1, "plain": 0, "refused": 0, "LinkError": 0, "words": 0, "CardError": 1,
             "RuleError": 2}


def _code_calls(tree: ast.AST) -> list[str]:
    codes = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        name = f.attr if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and \
            f.value.id == "Why" else f.id if isinstance(f, ast.Name) else None
        at = _CODE_ARG.get(name or "")
        if at is not None and len(node.args) > at:
            codes += _codes_in(node.args[at])
    return codes


def _has_words(code: str) -> bool:
    if code.endswith("*"):
        return any(c.startswith(code[:-1]) for c in ENGLISH.messages)
    return code in ENGLISH.messages


def test_every_message_code_in_the_code_has_english_words() -> None:
    missing = [f"{path.name}: {c}" for path in TUTOR.rglob("*.py")
               for c in _code_calls(ast.parse(path.read_text())) if not _has_words(c)]
    assert missing == []
    assert len({c for path in TUTOR.rglob("*.py")
                for c in _code_calls(ast.parse(path.read_text()))}) > 250


def test_the_checker_kinds_and_the_pages_sources_have_words() -> None:
    """Codes built from a name (``"check." + kind``): every name has its words."""
    from tutor.puzzles.kinds import KINDS
    from tutor.table.scorepad import CHECKS
    for name in CHECKS:
        assert f"check.{name}" in ENGLISH.messages
    for name in KINDS:
        assert f"kind.{name}" in ENGLISH.messages
    for source in ("link", "file", "saved"):
        assert f"src.{source}" in ENGLISH.messages


def test_every_rule_and_house_point_has_a_title_a_player_would_say() -> None:
    assert set(RULE_TITLES) == set(RULE_IDS)
    for rid, words in RULE_TITLES.items():
        assert words and rid not in words and len(words) <= 70, rid


def test_every_reason_of_every_puzzle_pack_is_said_in_words() -> None:
    """Every reason of every pack; of the strategy pack, whose reasons are its three ways of
    saying the best move (a puzzle there is weighed in playouts, 0.4 s), the first ten."""
    for pack in (TUTOR / "puzzles").glob("*.jsonl"):
        lines = pack.read_text().splitlines()
        for line in lines[:10] if pack.name == "strategy.jsonl" else lines:
            if not line.strip():
                continue
            sol = solve(parse_puzzle(json.loads(line)))
            for w in sol.reasons:
                words = say(w)
                assert words and "{" not in words and "None" not in words, (pack.name, w)
                if not w.rule:  # play decides a strategy puzzle, not a rule: no rule named
                    assert pack.name == "strategy.jsonl" and rule_line(w) == words
                    continue
                assert title(w.rule)
                assert rule_line(w).startswith(w.rule + ": ")


def _tries(st: State, rng: random.Random) -> list[Action]:
    """Moves a learner might try, most of them refused."""
    hand = st.hands[st.current]
    picks = [tuple(rng.sample(hand, min(k, len(hand)))) for k in (1, 2, 3, 4)]
    return [Draw(), AskPartner(), Answer(True), *(TakePile(p[:2]) for p in picks),
            *(Meld(p) for p in picks), *(Discard(c) for c in hand[:3]),
            *(AddToMeld(0, p[:1]) for p in picks), *(GoOut(c) for c in hand[:2])]


def test_every_refusal_met_in_random_play_is_said_in_words() -> None:
    rng = random.Random(7)
    for name in ("classic", "bicycle"):
        for players in (2, 3, 4, 6):
            rules = get_rules(name)
            game = Game(rules, rules.table(players))
            deck = game.deck()
            rng.shuffle(deck)
            st = State.deal(game, deck)
            for _ in range(120):
                if st.is_terminal():
                    break
                for a in _tries(st, rng):
                    why = st.why_illegal(a)
                    if why is not None:
                        words = say(why)
                        assert words and "{" not in words and "None" not in words, why
                st.apply(rng.choice(st.legal_actions()))


def test_a_reason_is_said_from_its_facts_not_from_a_sentence() -> None:
    why = Why.of("pile-6", "take.way-meld", card=parse("KS"), cards=(parse("KH"), parse("KD")))
    assert say(why) == "Meld the top K♠ with K♥ K♦ from your hand."
    assert rule_line(why) == "pile-6: Meld the top K♠ with K♥ K♦ from your hand."
    assert title("pile-6") == "Frozen pile: only a natural pair takes it"


def parse(text: str):  # type: ignore[no-untyped-def]
    from tutor.engine import Card

    return Card(text)


#: Where the code may cut or match text, and why: what it reads is typed by a person, read
#: from a file, a link or a setting, or is the project's own notation (card codes, field
#: paths, rule ids, session keys), never a sentence the project wrote.
ALLOWED = {
    "tutor/app/checker.py": "answer field names (identifiers) shown as words",
    "tutor/app/learn.py": "kind and theme identifiers shown as words",
    "tutor/app/practice.py": "kind and theme identifiers; a puzzle id's prefix",
    "tutor/app/score_pad.py": "session-state keys; an uploaded file's name; typed names",
    "tutor/app/ui.py": "the page's URL; a learner's name as JSON",
    "tutor/cli.py": "the --bots option",
    "tutor/engine/cards.py": "card notation typed by a person",
    "tutor/engine/queries.py": "a rule id (first-meld-…), not a sentence",
    "tutor/engine/rules.py": "option sources and table layouts (data notation)",
    "tutor/explain/catalogue.py": "the catalogue's own format specs and field paths",
    "tutor/explain/en/__init__.py": "a plural written 'noun/plural' in a template spec",
    "tutor/explain/es/__init__.py": "a plural written 'noun/plural'; Spanish thousands (1.500)",
    "tutor/course/glossary.py": "lesson Markdown and HTML: the lesson texts, not reasons",
    "tutor/course/guided.py": "the guided hand's card notation",
    "tutor/course/learn.py": "lesson Markdown files",
    "tutor/course/translate.py": "a lesson's translation files (Markdown)",
    "tutor/course/variants.py": "cards written as cards (K♠) in a lesson's question",
    "tutor/puzzles/format.py": "pydantic's own error text",
    "tutor/engine/house.py": "a table's rules as typed, linked or saved (option=value)",
    "tutor/render/cards.py": "an HTML class on the project's own image tag",
    "tutor/render/markdown_cards.py": "card markup in lesson Markdown",
    "tutor/table/scorepad.py": "typed melds, CSV and spreadsheet cells, file field paths",
    "tutor/store.py": "a database URL",
    "tutor/text.py": "escaping typed text",
    "tutor/views/viewmodel.py": "link parameters, puzzle ids and typed names",
}
_TEXT_CALLS = {"startswith", "endswith", "split", "rsplit", "replace", "removeprefix",
               "removesuffix", "partition", "rpartition"}


def test_nothing_reads_a_sentence_the_project_wrote() -> None:
    """Cutting or matching text happens only where the text is a person's or a file's,
    and reasons are never read back (no ``.text`` on a reason: it has none)."""
    found = set()
    for path in TUTOR.rglob("*.py"):
        rel = str(path.relative_to(ROOT))
        for node in ast.walk(ast.parse(path.read_text())):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            f = node.func
            if f.attr in _TEXT_CALLS or (isinstance(f.value, ast.Name) and f.value.id == "re"):
                found.add(rel)
    assert found - set(ALLOWED) == set(), "new text surgery: " + ", ".join(found - set(ALLOWED))
    assert not hasattr(Why.of("basics-1", "no-reason"), "text")
    for name in ("tutor/table/scorepad.py", "tutor/course/learn.py", "tutor/puzzles/grading.py",
                 "tutor/table/play.py"):
        source = (ROOT / name).read_text()
        for phrase in ("in_words(", "name_sides(", "You can take", "cards left in hand\")"):
            assert phrase not in source, (name, phrase)


def test_a_player_who_goes_out_is_logged_with_every_card_laid_down() -> None:
    """Going out lays a hand down in one move: the log names each card that leaves the hand
    (a learner saw "West goes out, discarding Q♣" and not the tens and jacks West laid)."""
    from tutor.bots import BOTS
    from tutor.explain import card
    from tutor.table.play import Session

    seen = 0
    for seed in range(1, 9):
        game = Session(bot="club", seed=seed)
        rng = random.Random(seed)
        st = game.st
        while not st.is_terminal():
            a = BOTS["club"](st, rng)
            if isinstance(a, GoOut):
                line = say(game.log_why(st.current, a))
                laid = [c for c in [*st.hand, *st.aside] if c != a.discard]
                assert all(card(c) in line for c in laid), (line, laid)
                seen += bool(laid)
            st.apply(a)
    assert seen >= 3


def test_every_move_of_the_play_log_is_said_in_words() -> None:
    """The log of Play says each move from its facts, for you and for the others."""
    from tutor.table.play import Session

    rng = random.Random(3)
    for players in (2, 3, 4, 6):
        game = Session("classic", players, "3x2" if players == 6 else None, "club", seed=11)
        st = game.st
        for _ in range(200):
            if st.is_terminal():
                break
            for a in st.legal_actions()[:12]:
                for seat in (0, 1):
                    words = say(game.log_why(seat, a))
                    assert words and "{" not in words and "None" not in words, a
                option = game.option_words(a)  # "What can I do?": an option, not a deed
                assert option[:1].isupper() and "{" not in option and "None" not in option
                assert not option.startswith(("You ", "you ")), option
            st.apply(rng.choice(st.legal_actions()))
