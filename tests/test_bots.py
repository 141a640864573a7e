"""Computer players: only legal moves, every table, and the `canasta-tutor play` command."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from tutor.bots import BOTS, play_game
from tutor.engine import Game, State

TABLES = [("classic", 4, None), ("classic", 2, None), ("classic", 3, None),
          ("classic", 6, "3x2"), ("classic", 6, "2x3"), ("bicycle", 4, None)]


QUICK = [name for name in BOTS if name != "expert"]  # (the expert thinks: a hand below)


@pytest.mark.parametrize(("rules", "players", "teams"), TABLES)
@pytest.mark.parametrize("name", QUICK)
def test_every_bot_plays_only_legal_moves_to_the_end_of_the_game(
    rules: str, players: int, teams: str | None, name: str
) -> None:
    game = Game.named(rules, players, teams)
    rng = random.Random(f"{rules}{players}{teams}{name}")
    others = [n for n in QUICK if n != name]
    for n in range(2):
        policies = [BOTS[name] if p % 2 == 0 else BOTS[others[n % 2]] for p in range(players)]
        got = play_game(game, policies, rng, first_dealer=n)
        assert got.illegal == 0
        assert max(got.totals) >= game.table.target or got.hands == 60


@pytest.mark.parametrize(("rules", "players", "teams"), TABLES)
def test_the_expert_plays_only_legal_moves_through_a_hand(
        rules: str, players: int, teams: str | None) -> None:
    from tutor.bots import seen
    from tutor.bots.evaluate import expert

    game = Game.named(rules, players, teams)
    quick = seen(lambda st, rng: expert(st, rng, rounds=2, budget=None))
    st = game.new_initial_state(3, [0] * game.table.sides, 0)
    rng = random.Random(3)
    while not st.is_terminal():
        move = (quick if st.current % 2 == 0 else BOTS["strong"])(st, rng)
        assert st.is_legal(move), move
        st.apply(move)


def test_play_prints_a_line_a_game_and_a_summary() -> None:
    out = subprocess.run([sys.executable, "-m", "tutor", "play", "--bots", "club,beginner",
                          "--games", "3", "--seed", "5"], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    games = [json.loads(line) for line in out[:-1]]
    summary = json.loads(out[-1])["summary"]
    assert [g["game"] for g in games] == [1, 2, 3]
    assert all(g["illegal"] == 0 and len(g["scores"]) == 2 for g in games)
    assert summary["games"] == 3 and sum(summary["wins"]) + summary["draws"] == 3
    again = subprocess.run([sys.executable, "-m", "tutor", "play", "--bots", "club,beginner",
                            "--games", "3", "--seed", "5"], capture_output=True, text=True,
                           check=True).stdout.splitlines()
    assert again == out  # the seed makes a run repeatable


def test_play_names_a_bad_bot() -> None:
    got = subprocess.run([sys.executable, "-m", "tutor", "play", "--bots", "club,grandmaster"],
                         capture_output=True, text=True)
    assert got.returncode == 2 and "grandmaster" in got.stderr


def _discard_positions(n: int) -> list[State]:
    """Positions of club play where the player to move must end its turn and could throw
    away a wild card or a card of a rank its side has melded, or something else."""
    from tutor.bots import wasteful
    from tutor.engine import Discard

    found: list[State] = []
    for seed in range(40):
        st = Game.named("classic", 4).new_initial_state(seed, dealer=seed % 4)
        rng = random.Random(seed)
        while not st.is_terminal() and len(found) < n:
            discards = [a.card for a in st.legal_actions() if isinstance(a, Discard)]
            if any(wasteful(st, c) for c in discards) and not all(
                    wasteful(st, c) for c in discards):
                found.append(st.clone())
            st.apply(BOTS["club"](st, rng))
    return found


@pytest.mark.parametrize("name", ["beginner", "club", "strong"])
def test_a_partner_never_throws_away_a_wild_card_or_the_rank_its_side_builds(name: str) -> None:
    """The learner's partner in Play, at every strength: where another card could go, no
    wild card, no card of a rank its side has melded and none the next player's side has
    melded (with the pile theirs to take) goes on the pile, nor any card while it could
    go out (the plain beginner does throw them)."""
    from tutor.bots import PARTNERS, wasteful
    from tutor.engine import Discard, GoOut

    positions = _discard_positions(60)
    assert len(positions) == 60
    thrown = 0
    for i, st in enumerate(positions):
        move = PARTNERS[name](st.clone(), random.Random(i))
        assert not (isinstance(move, Discard) and wasteful(st, move.card)), (st, move)
        if isinstance(move, Discard):  # a discard only where it may not go out instead
            assert not any(isinstance(a, GoOut) for a in st.legal_actions())
        assert st.is_legal(move)
        plain = BOTS["beginner"](st.clone(), random.Random(i))
        thrown += isinstance(plain, Discard) and wasteful(st, plain.card)
    assert thrown > 0
