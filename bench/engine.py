"""Engine benchmark (not a test): prints verdicts per second and the slowest searches.

    python3 dev.py bench            # or: .venv/bin/python bench/engine.py

Targets on a 2-core machine (issue "The rules engine…"): a meld verdict from
card strings at 300,000/s or more, a scored hand with breakdown at 150,000/s or
more, every go-out search under 5 ms, and 1,000 puzzles through
`canasta-tutor solve` in under 1.5 s wall, start-up included.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutor.engine import (  # noqa: E402
    ALL_CARDS,
    CLASSIC,
    Card,
    SideHand,
    analyse_pile,
    check_go_out,
    check_meld,
    parse_cards,
    score_hand,
)

T4 = CLASSIC.table(4)
T2 = CLASSIC.table(2)


def rate(label: str, fn: Callable[[], object], n: int, unit: str = "/s",
         width: int = 52) -> float:
    """Calls of ``fn`` a second, the best of three runs of ``n``, printed beside ``label``."""
    best = 0.0
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(n):
            fn()
        best = max(best, n / (time.perf_counter() - start))
    print(f"{label:<{width}} {best:>12,.0f} {unit}")
    return best


def bench_meld() -> float:
    melds = [["QH", "QD", "2C"], ["KS", "KH", "KD", "KC", "KS", "KH", "2D"], ["QH", "2C", "JK"],
             ["3S", "3C", "3S"], ["10s", "10h", "T♦", "jk"], ["AS", "AH", "AD", "AC", "AS", "AH",
                                                            "AD"]]
    it = iter(range(10**9))

    def one() -> None:
        check_meld(parse_cards(melds[next(it) % 6]), CLASSIC)

    return rate("meld verdict from card strings", one, 60_000)


def bench_pile() -> float:
    cases = [
        (parse_cards("5S 2C 9D KS"), parse_cards("KH KD 4S 6C 7H 8D 9C 10S JS QH AC"),
         [parse_cards("7S 7D 7C")], 0),
        (parse_cards("5S 9D KS"), parse_cards("KH 2D 4S 6C 7H 8D 9C 10S JS QH AC"),
         [parse_cards("7S 7D 7C"), parse_cards("KC KD KH")], 0),
        (parse_cards("5S 9D KS"), parse_cards("KH KD QS QH JK 4S 6C 7H 8D 9C 10S"), [], 1500),
    ]
    it = iter(range(10**9))

    def one() -> None:
        pile, hand, melds, score = cases[next(it) % 3]
        analyse_pile(pile, hand, melds, score, CLASSIC, T4)

    return rate("pile analysis (every way to take it)", one, 20_000)


def bench_score() -> float:
    a = SideHand((parse_cards("KS KH KD KC KS KH KD"), parse_cards("8S 8H 8D 8C 8S 2C 2D"),
                  parse_cards("AS AH AD")), 2, ((), parse_cards("QH 4S")))
    b = SideHand((parse_cards("JS JH JD JK"),), 1, (parse_cards("AC 7H"), parse_cards("9D 3S")))

    def one() -> None:
        got = score_hand((a, b), 0, False, CLASSIC, T4)
        assert got.scores == [1305, 140]

    return rate("scored hand with breakdown (parsed cards in)", one, 40_000)


def slowest_go_out() -> tuple[float, list[Card]]:
    """The slowest go-out search found among hand-made and random wild-heavy 2-player hands."""
    rng = random.Random(7)
    deck = [c for c in ALL_CARDS if not c.is_red_three for _ in range(2)]  # two decks
    deck += [c for c in ALL_CARDS if c.suit is None] * 2  # four jokers in all
    hands = [
        parse_cards("2C 2D 2H 2S JK JK 2C 2D 4S 5S 6S 7S 8S 9S 10S"),
        parse_cards("2C 2D 2H 2S JK JK 2C 2D JK 3S 3C 3S 4S 4H 5D"),
        parse_cards("KS KH KD KC QS QH QD 2C 2D 2H JK JK 4S 4H 5D"),
    ]
    wild_cards = [c for c in deck if c.is_wild]
    others = [c for c in deck if not c.is_wild]
    for _ in range(400):
        n_wild = rng.randint(4, 10)
        hand = rng.sample(wild_cards, n_wild) + rng.sample(others, 15 - n_wild)
        hands.append(tuple(hand))
    worst, worst_hand = 0.0, list(hands[0])
    for hand in hands:
        melds = [parse_cards("7S 7D 7C 7H 7S 2C")]
        for side_melds in ([], melds):
            start = time.perf_counter()
            for _ in range(5):
                check_go_out(hand, side_melds, 0, CLASSIC, T2)
            took = (time.perf_counter() - start) / 5
            if took > worst:
                worst, worst_hand = took, list(hand)
    print(f"{'slowest go-out search (15-card 2-player hands)':<52} {worst * 1000:>12.3f} ms"
          f"   {' '.join(map(str, worst_hand))}")
    return worst


def puzzles_file(n: int) -> Path:
    pack = (ROOT / "tutor" / "puzzles" / "engine-regressions.jsonl").read_text().splitlines()
    lines = [pack[i % len(pack)] for i in range(n)]
    f = Path(tempfile.mkdtemp()) / "bench.jsonl"
    f.write_text("\n".join(lines) + "\n")
    return f


def bench_cli(n: int = 1000) -> float:
    f = puzzles_file(n)
    exe = Path(sys.executable).parent / "canasta-tutor"
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "tutor"]
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        got = subprocess.run([*cmd, "solve", str(f)], capture_output=True, text=True)
        best = min(best, time.perf_counter() - start)
        assert got.returncode == 0, got.stderr
        assert len(got.stdout.splitlines()) == n
    start = time.perf_counter()
    subprocess.run([*cmd, "solve", "-"], input="", capture_output=True, text=True)
    startup = time.perf_counter() - start
    print(f"{f'canasta-tutor solve on {n:,} puzzles (wall)':<52} {best:>12.3f} s"
          f"   (start-up alone {startup:.3f} s)")
    return best


def main() -> None:
    print(f"Python {sys.version.split()[0]}, best of 3 runs\n")
    results = {
        "meld_per_s": bench_meld(),
        "pile_per_s": bench_pile(),
        "score_per_s": bench_score(),
        "slowest_go_out_ms": slowest_go_out() * 1000,
        "solve_1000_s": bench_cli(),
    }
    targets = {"meld_per_s": (300_000, ">="), "score_per_s": (150_000, ">="),
               "slowest_go_out_ms": (5, "<"), "solve_1000_s": (1.5, "<")}
    print()
    for key, (target, op) in targets.items():
        ok = results[key] >= target if op == ">=" else results[key] < target
        print(f"{key:<20} target {op} {target:<10,} {'met' if ok else 'MISSED'}")
    if "--json" in sys.argv:
        print(json.dumps(results))


if __name__ == "__main__":
    main()
