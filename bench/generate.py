"""Generator benchmark (not a test): verified puzzles per second, per kind.

    .venv/bin/python bench/generate.py

Each puzzle is sampled from real decks, solved by the engine, measured for
difficulty and checked for duplicates; the figure excludes interpreter start-up.
Target (issue "Puzzle packs and a generator"): 2,000 verified puzzles a second.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tutor.puzzles.format import parse_puzzle, solve
from tutor.puzzles.generate import KINDS, generate


def main() -> None:
    n = 1000
    total_time = total = 0.0
    for kind in KINDS:
        start = time.perf_counter()
        puzzles = list(generate(kind, n, seed=1))
        took = time.perf_counter() - start
        total_time += took
        total += n
        print(f"{kind:<12} {n / took:>10,.0f} puzzles/s")
    for kind, difficulty in (("take_pile", 5), ("take_pile", 1), ("first_meld", 5)):
        start = time.perf_counter()
        list(generate(kind, 300, seed=2, difficulty_wanted=difficulty))
        print(f"{kind} at difficulty {difficulty}: {300 / (time.perf_counter() - start):>8,.0f}"
              " puzzles/s")
    start = time.perf_counter()
    list(generate("take_pile", 300, seed=3, theme="frozen"))
    print(f"take_pile, theme frozen: {300 / (time.perf_counter() - start):>8,.0f} puzzles/s")
    # Every generated answer re-verified independently (what `check` does).
    start = time.perf_counter()
    for p in puzzles:
        assert solve(parse_puzzle(p)).answer == p["answer"]
    print(f"\nall kinds: {total / total_time:,.0f} verified puzzles/s (target 2,000)")


if __name__ == "__main__":
    main()
