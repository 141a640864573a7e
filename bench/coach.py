"""How often the coach speaks (not a test): notes per hand for a learner who plays as the
beginner, club or expert computer player does.

    .venv/bin/python bench/coach.py [--hands N] [--seed S] [--rounds R] [--strengths A,B]
    .venv/bin/python bench/coach.py --partner [--hands N] ...

For each strength, N four-player hands (default 6) in which seat 0 plays at that strength
and the other three as club players; every decision of seat 0 (a move with a choice in
it) is judged by the coach as Play judges it (tutor.bots.coach.judge, R rounds, default
64). Prints, per strength: decisions per hand, the notes per hand the coach would give at
each level the learner can choose (blunders only, mistakes and worse, every inaccuracy),
the mean cost of a move in points, and the time a judgement takes (median, 95th
percentile).

With --partner, seat 2 (the learner's partner) is the one judged, each strength played
plain and as Play's partners play it (tutor.bots.sensible): the partner's blunders a hand.
With --show, each blunder is printed: the move, the best one, the hand.

With --truth T, each move the coach speaks about is weighed again against the best move
the coach named, over T fresh rounds (say 512): the mean cost the coach said against the
mean found then, and how often the two costs earn the same mark (is the coach's figure
to be believed?).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutor.bots import BOTS, PARTNERS, Policy  # noqa: E402
from tutor.bots.coach import LEVELS, Judged, judge, mark, speaks  # noqa: E402
from tutor.bots.evaluate import _weigh  # noqa: E402
from tutor.engine import Game, State  # noqa: E402


def hand(player: Policy, seed: int, rounds: int, out: dict[str, list[float]],
         seat: int = 0, show: bool = False, truth: int = 0) -> None:
    """One hand: ``seat`` plays as ``player``, the others as club players; each of its
    decisions judged."""
    game = Game.named("classic", 4)
    st: State = game.new_initial_state(seed, dealer=seed % 4)
    rng = random.Random(seed)
    policies: list[Policy] = [BOTS["club"]] * 4
    policies[seat] = player
    while not st.is_terminal():
        mover = st.current
        action = policies[mover](st, rng)
        if mover == seat and len(st.legal_actions()) > 1:
            start = time.perf_counter()
            judged = judge(st.clone(), action, len(out["cost"]), rounds)
            out["time"].append(time.perf_counter() - start)
            out["cost"].append(judged.cost)
            if show and judged.mark == "blunder":
                print(f"    hand {seed}: {action!r} costs {judged.cost} against "
                      f"{judged.best!r}; hand {' '.join(map(repr, st.hand))}")
            for level in LEVELS:
                out[level].append(1.0 if speaks(judged, level) else 0.0)
            if truth and judged.mark != "good":
                again(st, judged, truth, seed, out)
        st.apply(action)


def again(st: State, judged: Judged, rounds: int, seed: int,
          out: dict[str, list[float]]) -> None:
    """The cost of a move the coach speaks about, weighed again over fresh rounds."""
    worths = _weigh(st.clone(), [judged.best, judged.chosen], rounds, seed + 10_007, None,
                    BOTS["club"])
    best, mine = (next(w for w in worths if w.action == a)
                  for a in (judged.best, judged.chosen))
    gap, _ = best.beats(mine)
    out["said"].append(judged.cost)
    out["truth"].append(gap)
    out["agree"].append(1.0 if mark(max(0.0, gap)) == judged.mark else 0.0)


def report(name: str, out: dict[str, list[float]], hands: int) -> None:
    per = {lv: sum(out[lv]) / hands for lv in LEVELS}
    times = sorted(out["time"])
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    print(f"  {name:18} decisions/hand {len(out['cost']) / hands:5.1f} · notes/hand "
          f"blunder {per['blunder']:.1f}, mistake+ {per['mistake']:.1f}, "
          f"inaccuracy+ {per['inaccuracy']:.1f} · mean cost "
          f"{statistics.fmean(out['cost']):.0f} pts · judge median "
          f"{statistics.median(times) * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms")
    if out["said"]:
        print(f"  {'':18} {len(out['said'])} moves spoken of: cost said "
              f"{statistics.fmean(out['said']):.0f} pts, found again "
              f"{statistics.fmean(out['truth']):.0f} pts; the same mark "
              f"{sum(out['agree'])}/{len(out['agree'])}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=6)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=64)
    ap.add_argument("--strengths", default="beginner,club,expert")
    ap.add_argument("--partner", action="store_true")
    ap.add_argument("--show", action="store_true", help="print each blunder")
    ap.add_argument("--truth", type=int, default=0,
                    help="weigh each move spoken of again over this many fresh rounds")
    args = ap.parse_args()
    print(f"bench/coach.py: {args.hands} hands a strength, coach at {args.rounds} rounds")
    for strength in args.strengths.split(","):
        players = ([(f"{strength} partner", BOTS[strength]),
                    (f"{strength} sensible", PARTNERS[strength])] if args.partner
                   else [(strength, BOTS[strength])])
        for name, player in players:
            out: dict[str, list[float]] = {k: [] for k in (
                "cost", "time", "said", "truth", "agree", *LEVELS)}
            for n in range(args.hands):
                hand(player, args.seed + n, args.rounds, out, 2 if args.partner else 0,
                     args.show, args.truth)
            report(name, out, args.hands)


if __name__ == "__main__":
    main()
