"""The `canasta-tutor` command: solve, check, schema, rules."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKS = sorted((ROOT / "tutor" / "puzzles").glob("*.json*"))


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tutor", *args], input=stdin,
                          capture_output=True, text=True, cwd=ROOT, timeout=120)


def test_there_are_puzzle_packs() -> None:
    assert PACKS


@pytest.mark.parametrize("pack", PACKS, ids=[p.name for p in PACKS])
def test_every_pack_passes_check(pack: Path) -> None:
    got = run("check", str(pack))
    assert got.returncode == 0, got.stdout + got.stderr
    assert " 0 disagree, 0 errors" in got.stdout


def test_solve_answers_in_input_order_and_never_imports_streamlit(tmp_path: Path) -> None:
    pack = ROOT / "tutor" / "puzzles" / "engine-regressions.jsonl"
    code = ("import sys, tutor.cli; rc = tutor.cli.main(['solve', sys.argv[1]]); "
            "assert 'streamlit' not in sys.modules, 'streamlit imported'; sys.exit(rc)")
    got = subprocess.run([sys.executable, "-c", code, str(pack)], capture_output=True,
                         text=True, cwd=ROOT, timeout=120)
    assert got.returncode == 0, got.stderr
    ids = [json.loads(line)["id"] for line in pack.read_text().splitlines()]
    out = [json.loads(line) for line in got.stdout.splitlines()]
    assert [o["id"] for o in out] == ids
    assert all(set(o) == {"id", "answer", "why"} for o in out)


def test_check_names_every_field_the_engine_disputes(tmp_path: Path) -> None:
    wrong = {"id": "oops", "kind": "first_meld",
             "position": {"team_score": 1500, "melds": [["KS", "KH", "KD"], ["QH", "QD", "2C"]]},
             "answer": {"minimum": 50, "count": 70, "meets": True}}
    f = tmp_path / "wrong.json"
    f.write_text(json.dumps(wrong))
    got = run("check", str(f))
    assert got.returncode == 1
    assert "oops: minimum: the puzzle says 50, the engine says 90" in got.stdout
    assert "oops: meets: the puzzle says true, the engine says false" in got.stdout
    assert "count" not in got.stdout.split("why:")[0].split("DISAGREE oops: minimum")[0]


BAD = [
    ("not json", "line 2: not valid JSON"),
    ('{"id": "k", "kind": "melt", "position": {}}', "k: kind: unknown kind"),
    ('{"id": "f", "kind": "meld", "position": {"cards": ["KS"]}, "colour": 1}',
     "f: colour 1: unknown field"),
    ('{"id": "c", "kind": "meld", "position": {"cards": ["KS", "1X"]}}',
     "c: position.cards[1] '1X': '1X' is not a card"),
    ('{"id": "i", "kind": "take_pile", "position": {"pile": ["KS", "KS"], "hand": ["KS"]}}',
     "i: position.hand KS: the king of spades is used 3 times"),
    ('{"id": "r", "kind": "take_pile", "position": {"pile": ["KS"], "hand": ["3H", "4S"]}}',
     "r: position.hand 3H: a red 3 never stays in a hand"),
    ('{"id": "m", "kind": "take_pile", "position": {"pile": ["KS"], "hand": ["4S"], '
     '"team_melds": [["QH", "2C", "JK"]]}}', "m: position.team_melds[0] QH 2C JK: this meld"),
    ('{"id": "u", "kind": "meld", "rules": "hoyle", "position": {"cards": ["KS"]}}',
     "u: rules 'hoyle': unknown rule set"),
    ('{"id": "p", "kind": "meld", "players": 5, "position": {"cards": ["KS"]}}', "p: players 5"),
    ('{"id": "s", "kind": "upcard", "position": {"stock": ["2C"]}}', "s: position.stock"),
    ('[1, 2]', "line 2: puzzle [1, 2]: a puzzle is a JSON object"),
]


@pytest.mark.parametrize(("line", "message"), BAD)
def test_bad_input_gets_one_line_naming_puzzle_field_and_value(line: str, message: str) -> None:
    good = '{"id": "ok", "kind": "meld", "position": {"cards": ["QH", "QD", "2C"]}}'
    got = run("solve", "-", stdin=good + "\n" + line + "\n" + good + "\n")
    assert got.returncode == 1
    assert "Traceback" not in got.stdout + got.stderr
    out = [json.loads(x) for x in got.stdout.splitlines()]
    errors = [o["error"] for o in out if "error" in o]
    assert errors and any(message in e for e in errors), errors
    assert [o["id"] for o in out if "answer" in o] == ["ok", "ok"]


def test_one_puzzle_object_and_a_list() -> None:
    one = {"id": 7, "kind": "game", "position": {"totals": [100, 200]}}
    got = run("solve", "-", stdin=json.dumps(one, indent=2))
    assert got.returncode == 0
    assert json.loads(got.stdout)["answer"] == {"over": False, "winner": None,
                                                "minimums": [50, 50]}
    got = run("solve", "-", stdin=json.dumps([one, one]))
    assert len(got.stdout.splitlines()) == 2


def test_a_missing_file_is_one_line_not_a_traceback() -> None:
    got = run("solve", "no-such-file.jsonl")
    assert got.returncode == 2 and "no-such-file.jsonl" in got.stderr
    assert "Traceback" not in got.stderr


def test_an_unknown_rule_set_and_a_reader_that_stops_early_get_one_line(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    got = run("rules", "--rules", "hoyle")
    assert got.returncode == 2
    assert got.stderr.strip() == ("canasta-tutor: rules 'hoyle': unknown rule set; known: "
                                  "bicycle, classic, online")

    class StoppedReader:  # `canasta-tutor rules | head -3`: the pipe closes under us
        def write(self, text: str) -> int:
            raise BrokenPipeError(32, "Broken pipe")

        def flush(self) -> None:
            pass

    from tutor.cli import main
    monkeypatch.setattr(sys, "stdout", StoppedReader())
    assert main(["rules"]) == 0
    assert "Traceback" not in capsys.readouterr().err


def test_schema_is_json_schema_and_the_checked_in_copy_is_current() -> None:
    got = run("schema")
    schema = json.loads(got.stdout)
    assert schema["title"] == "Canasta Tutor puzzle"
    kinds = {m["properties"]["kind"]["const"] for m in schema["$defs"].values()
             if "kind" in m.get("properties", {})}
    assert kinds == {"meld", "take_pile", "first_meld", "go_out", "score_hand", "upcard", "game",
                     "strategy"}
    assert json.loads((ROOT / "docs" / "puzzle.schema.json").read_text()) == schema


def test_rules_lists_every_option_with_its_rule_id() -> None:
    got = run("rules", "--rules", "bicycle")
    assert got.returncode == 0
    assert "black_three_freezes = True  [bicycle-frozen]" in got.stdout
    assert "red_three_in_pile_freezes" in got.stdout


def test_docs_name_every_option_and_every_open_question() -> None:
    from tutor.engine import IDENTITY_FIELDS, OPEN_QUESTIONS, RuleSet

    doc = (ROOT / "docs" / "rules.md").read_text()
    for name in RuleSet.model_fields:
        if name not in IDENTITY_FIELDS:
            assert f"`{name}`" in doc, name
    for q in OPEN_QUESTIONS:
        assert f"| {q} |" in doc, q


def test_check_disputes_a_difficulty_that_is_not_the_measured_one(tmp_path: Path) -> None:
    line = json.loads((ROOT / "tutor" / "puzzles" / "meld.jsonl").read_text().splitlines()[0])
    line["difficulty"] = 1 + line["difficulty"] % 5
    f = tmp_path / "d.jsonl"
    f.write_text(json.dumps(line))
    got = run("check", str(f))
    assert got.returncode == 1 and ": difficulty: the puzzle says" in got.stdout
