"""The public record of a game: computer players' games at every table and rule set (house
rules too) are written, dealt again and replayed move by move to the same scores; a move
the rules refuse, a seat out of turn, an unreadable move, a cut-short hand and a file that
is not a record are each refused naming the move (hand and action) and the rule; the CLI
writes records (play --record) and replays them (replay), in English or Spanish."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tutor.bots import BOTS, play_game
from tutor.engine import Game, State
from tutor.table.record import (
    HandModel,
    RecordError,
    RecordModel,
    game_record,
    hand_record,
    read_record,
    replay,
)

ROOT = Path(__file__).resolve().parent.parent
TABLES = [(rules, players, teams)
          for rules in ("classic", "bicycle", "online", "classic,black_three_freezes=true,"
                        "canasta_size=6", "online,stock_out=end_at_once,losing_floor=None")
          for players, teams in ((2, None), (3, None), (4, None), (6, "3x2"), (6, "2x3"))]


def _played(rules: str, players: int, teams: str | None, seed: int) -> tuple[str, list[int]]:
    """A game between computer players, its record, and the totals the game reached."""
    game = Game.named(rules, players, teams)
    hands: list[HandModel] = []

    def heard(st: State, s: int, dealer: int) -> None:
        hands.append(hand_record(st, s, dealer))

    got = play_game(game, [BOTS["club"]] * players, random.Random(seed), max_hands=8,
                    on_hand=heard)
    return game_record(game, hands), got.totals


@pytest.mark.parametrize(("rules", "players", "teams"), TABLES)
def test_a_recorded_game_replays_to_the_same_scores(rules: str, players: int,
                                                    teams: str | None) -> None:
    text, totals = _played(rules, players, teams, seed=len(rules) + players)
    done = replay(read_record(text))
    assert list(done.hands[-1].totals) == totals
    assert len(done.hands) == len(json.loads(text)["hands"])


def _record() -> dict[str, Any]:
    text, _ = _played("classic", 4, None, seed=5)
    data: dict[str, Any] = json.loads(text)
    return data


def _refused(data: dict[str, Any]) -> RecordError:
    with pytest.raises(RecordError) as e:
        replay(read_record(json.dumps(data)))
    return e.value


def test_a_move_the_rules_refuse_is_named_with_its_rule() -> None:
    data = _record()
    first = data["hands"][0]["actions"]
    assert first[0][1] in ("Draw()",) or first[0][1].startswith("TakePile")
    first[1] = [first[0][0], "Discard(card=Card('JK'))"]  # a joker nobody drew
    e = _refused(data)
    assert e.where == "hands[0].actions[1]"
    assert e.why.code == "record.illegal" and e.why.rule


@pytest.mark.parametrize(("change", "code"), [
    (lambda d: d["hands"][0]["actions"].__setitem__(0, [3, "Draw()"]), "record.wrong-seat"),
    (lambda d: d["hands"][0]["actions"].__setitem__(0, [1, "Drw()"]), "record.unreadable-move"),
    (lambda d: d["hands"][0]["actions"].pop(), "record.unfinished"),
    (lambda d: d["hands"][0]["actions"].append([1, "Draw()"]), "record.hand-over"),
])
def test_a_record_that_is_not_a_game_is_refused_naming_the_move(change: Any, code: str) -> None:
    data = _record()
    change(data)
    assert _refused(data).why.code == code


def test_a_file_that_is_not_a_record_is_named() -> None:
    for text, code in (("{", "record.not-json"), ('{"rules": "classic"}', "record.bad-field"),
                       (json.dumps({**_record(), "format": "chess"}), "record.not-a-record")):
        with pytest.raises(RecordError) as e:
            read_record(text)
        assert e.value.why.code == code
    with pytest.raises(RecordError) as e:
        replay(read_record(json.dumps({**_record(), "rules": "hoyle"})))
    assert e.value.where == "rules"


def test_the_schema_in_docs_is_the_records() -> None:
    schema = json.loads((ROOT / "docs" / "record.schema.json").read_text(encoding="utf-8"))
    assert schema == RecordModel.model_json_schema()


def test_the_cli_writes_records_and_replays_them(tmp_path: Path) -> None:
    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "tutor", *args], capture_output=True,
                              text=True, cwd=ROOT)

    got = run("play", "--bots", "club,strong", "--games", "2", "--seed", "4", "--record",
              str(tmp_path), "--rules", "online")
    assert got.returncode == 0
    scores = [json.loads(line)["scores"] for line in got.stdout.splitlines()[:2]]
    for n in (1, 2):
        replayed = run("replay", str(tmp_path / f"game-{n:04d}.json"))
        assert replayed.returncode == 0, replayed.stderr
        lines = replayed.stdout.splitlines()
        assert lines[0].startswith("Hand 1: The first side:")
        assert f"{max(scores[n - 1]):,}" in lines[-1] or "loses" in lines[-1]
    spanish = run("replay", "--lang", "es", str(tmp_path / "game-0001.json"))
    assert spanish.stdout.startswith("Mano 1: El primer equipo:")
    bad = tmp_path / "bad.json"
    data = json.loads((tmp_path / "game-0001.json").read_text())
    data["hands"][0]["actions"][0][0] = 3
    bad.write_text(json.dumps(data))
    refused = run("replay", str(bad))
    assert refused.returncode == 1
    assert "hands[0].actions[0]" in refused.stderr and "Traceback" not in refused.stderr


def test_a_record_naming_no_rules_replays_under_a_rules_file(tmp_path: Path) -> None:
    """replay --rules takes a rules file (TOML) for a record that names none."""
    text, totals = _played("classic,canasta_size=6", 4, None, seed=9)
    data = json.loads(text)
    del data["rules"]
    record = tmp_path / "game.json"
    record.write_text(json.dumps(data))
    rules = tmp_path / "six.toml"
    rules.write_text('base = "classic"\n[options]\ncanasta_size = 6\n')
    got = subprocess.run([sys.executable, "-m", "tutor", "replay", str(record), "--rules",
                          str(rules)], capture_output=True, text=True, cwd=ROOT)
    assert got.returncode == 0, got.stderr
    assert list(replay(read_record(json.dumps(data)), "classic,canasta_size=6")
                .hands[-1].totals) == totals


def test_a_game_of_play_is_saved_as_a_record_that_replays_to_its_totals(
        tmp_path: Path) -> None:
    """Play's "Save the whole game": hands over score as the page scored them, and a hand
    still being played replays as far as it went (and says so)."""
    from tutor.engine import Discard, Draw
    from tutor.table.play import Session

    game = Session(bot="club", seed=4)
    while game.hand_no < 3:  # two whole hands of the simplest play, then some of a third
        st = game.st
        if st.is_terminal():
            game.next_hand()
        elif st.phase == "draw":
            game.play(Draw() if Draw() in st.legal_actions() else st.legal_actions()[0])
        else:
            discards = [a for a in st.legal_actions() if isinstance(a, Discard)]
            game.play(discards[0] if discards else st.legal_actions()[0])
    game.play(Draw())
    done = replay(read_record(game.record()))
    assert len(done.hands) == 2 and done.in_progress == len(game.st.log)
    assert list(done.hands[-1].totals) == game.totals
    path = tmp_path / "game.json"
    path.write_text(game.record(), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "tutor", "replay", str(path)],
                         capture_output=True, text=True, check=True).stdout
    assert f"Hand 3: still being played, {len(game.st.log)} moves so far." in out
