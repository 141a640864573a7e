"""Computer players' strength (not a test): games per pairing, wins, and the time a move takes.

    .venv/bin/python bench/bots.py [--games N] [--seed S] [--expert N] [--rounds R]
                                   [--budget SECONDS] [--rollout NAME] [--log FILE]

Plays N four-player games (default 1000) for each pairing, strong against club and club
against beginner, then the --expert games (default 0) of the expert against strong, each
strength on either side half the time and the deal rotating, and prints the win share of
the stronger side with its standard error, and the 50th, 95th and 99th percentile of the
time one move of each computer player takes (the expert's with R rounds of pictures, at
most SECONDS a move, each picture played out by the NAME player: defaults 64, 0.5 and
club). The same games can be played with
`canasta-tutor play --bots strong,club --games N --seed S`.

With --log FILE, each expert game's result is added to FILE as a line of JSON, and the
pairing's total over every line there is printed: runs with other seeds, in other
sessions or side by side on both cores, add up towards the thousand games. A run stopped
(Ctrl-C, or kill's SIGTERM) still prints the move times of the games it played.
"""

from __future__ import annotations

import json
import random
import signal
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutor.bots import BOTS, Policy, play_game, seen  # noqa: E402
from tutor.bots.evaluate import expert  # noqa: E402
from tutor.engine import (  # noqa: E402
    Game,
    check_game,
)

TIMES: dict[str, list[float]] = {}


def timed(name: str, policy: Policy) -> Policy:
    def move(st, rng):  # type: ignore[no-untyped-def]
        start = time.perf_counter()
        action = policy(st, rng)
        if len(st.legal_actions()) > 1:  # a move with a choice in it
            TIMES.setdefault(name, []).append(time.perf_counter() - start)
        return action
    return move


def pairing(strong: str, weak: str, games: int, seed: int, log: Path | None = None) -> None:
    game = Game.named("classic", 4)
    seats = game.seats()
    rng = random.Random(seed)
    wins = draws = illegal = 0
    start = time.perf_counter()
    for n in range(games):
        mine = n % 2  # the stronger player's side
        policies = [timed(strong, BOTS[strong]) if seats[p] == mine else timed(weak, BOTS[weak])
                    for p in range(4)]
        got = play_game(game, policies, rng, first_dealer=n % 4)
        illegal += got.illegal
        verdict = check_game(got.totals, game.rules, game.table)
        if verdict.winner is None:
            draws += 1
        elif verdict.winner == mine:
            wins += 1
        if log is not None:  # one line a game: runs in several sessions add up
            with log.open("a", encoding="utf-8") as f:
                f.write(json.dumps({"pairing": f"{strong}-{weak}", "seed": seed, "game": n,
                                    "won": verdict.winner == mine,
                                    "draw": verdict.winner is None}) + "\n")
    share = wins / games
    error = (share * (1 - share) / games) ** 0.5
    took = time.perf_counter() - start
    print(f"{strong} against {weak}: {games} games, {strong} won {wins} ({share:.1%} ± "
          f"{error:.1%}), draws {draws}, illegal moves {illegal}, {took:.0f} s")
    if log is not None:
        logged(log, f"{strong}-{weak}")


def logged(log: Path, name: str) -> None:
    """Every game of a pairing the log holds (each seed's games once: a run again with the
    same seed deals the same hands)."""
    rows = {(r["seed"], r["game"]): r for line in log.read_text(encoding="utf-8").splitlines()
            if (r := json.loads(line))["pairing"] == name}
    wins = sum(r["won"] for r in rows.values())
    share = wins / len(rows)
    error = (share * (1 - share) / len(rows)) ** 0.5
    print(f"  in {log}: {len(rows)} games of {name}, won {wins} ({share:.1%} ± {error:.1%}), "
          f"seeds {sorted({seed for seed, _ in rows})}")


def _stop(signum: int, frame: object) -> None:
    raise KeyboardInterrupt  # (a run stopped with kill still prints its move times)


def main() -> None:
    signal.signal(signal.SIGTERM, _stop)
    try:
        _run(sys.argv[1:])
    except KeyboardInterrupt:
        print("stopped: the games above were logged one by one; the move times so far:")
    for name, times in TIMES.items():
        ms = sorted(t * 1000 for t in times)
        q = statistics.quantiles(ms, n=100)
        print(f"one {name} move with a choice: median {q[49]:.2f} ms, 95th percentile "
              f"{q[94]:.2f} ms, 99th {q[98]:.2f} ms, slowest {ms[-1]:.1f} ms "
              f"({len(ms):,} moves)")


def _run(args: list[str]) -> None:
    games = int(args[args.index("--games") + 1]) if "--games" in args else 1000
    seed = int(args[args.index("--seed") + 1]) if "--seed" in args else 1
    experts = int(args[args.index("--expert") + 1]) if "--expert" in args else 0
    rounds = int(args[args.index("--rounds") + 1]) if "--rounds" in args else 64
    budget = float(args[args.index("--budget") + 1]) if "--budget" in args else 0.5
    log = Path(args[args.index("--log") + 1]) if "--log" in args else None
    rollout = BOTS[args[args.index("--rollout") + 1] if "--rollout" in args else "club"]
    BOTS["expert"] = seen(lambda st, rng: expert(st, rng, rounds, budget, rollout))
    if games:
        pairing("strong", "club", games, seed)
        pairing("club", "beginner", games, seed + 1)
    if experts:
        pairing("expert", "strong", experts, seed + 2, log)


if __name__ == "__main__":
    main()
