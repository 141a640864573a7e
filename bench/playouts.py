"""Checked random playouts (not a test): many more hands than the suite plays, every check on.

    .venv/bin/python bench/playouts.py [--hands N]

For every table and both rule sets, plays N random hands (default 100) with every check of
tests/test_game.py at every step: each card of the decks in exactly one place, every meld
on the table legal, no dead end, the take-the-pile and go-out verdicts asked from what the
player sees agreeing with ``legal_actions()``, and the hand's score equal to the public
``score_hand`` puzzle of the final table. Prints the counts and stops at the first failure.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.test_game import TABLES, final_score_puzzle, play  # noqa: E402
from tutor.engine import Game  # noqa: E402


def main() -> None:
    args = sys.argv[1:]
    hands = int(args[args.index("--hands") + 1]) if "--hands" in args else 100
    total = queries = moves = 0
    start = time.perf_counter()
    for rules, players, teams in TABLES:
        game = Game.named(rules, players, teams)
        out = 0
        for seed in range(1000, 1000 + hands):
            st, asked = play(game, seed)
            assert st.score().scores == final_score_puzzle(st), (rules, players, teams, seed)
            queries += asked
            moves += len(st.log)
            out += st.went_out is not None
        total += hands
        name = f"{rules} {players}" + (f" {teams}" if teams else "")
        print(f"{name:<16} {hands} hands checked, {out} ended by going out")
    took = time.perf_counter() - start
    print(f"\n{total} hands, {moves:,} moves, {queries:,} verdicts compared with "
          f"legal_actions(), all checks passed in {took:.1f} s")


if __name__ == "__main__":
    main()
