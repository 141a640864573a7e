"""Game benchmark (not a test): the move generator, random playouts, the legality checks.

    .venv/bin/python bench/game.py [--hands N] [--peer-git DIR]

Prints:
- ``legal_actions()`` on mid-hand four-player positions (turns 20-23 and 40-43 of random
  hands), computed afresh each call, by phase and over the mix;
- random four-player hands played out from the deal to the score, per second, and the
  same for every other table;
- the meld and opening checks the generator runs, per second, legal and illegal, and side
  by side in the same run the same checks of jhtschultz/canasta-openspiel (``is_valid_meld``
  including building its ``Meld``, ``can_form_initial_meld``) when ``--peer-git`` names a
  git directory of that project (its two modules are read from it into a temporary folder
  and imported from there; nothing of it is kept).
"""

from __future__ import annotations

import importlib.util
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import bench.engine as engine_bench  # noqa: E402
from tutor.engine import (  # noqa: E402
    ALL_CARDS,
    CLASSIC,
    Card,
    Game,
    State,
    is_legal_meld,
    parse_cards,
    quick_count,
)

T4 = CLASSIC.table(4)


def rate(label: str, fn: Callable[[], object], n: int) -> float:
    return engine_bench.rate(label, fn, n, width=58)


def mid_hand_positions(count: int = 60) -> list[State]:
    game = Game.named("classic", 4)
    out: list[State] = []
    for seed in range(count):
        st = game.new_initial_state(seed)
        rng = random.Random(seed)
        step = 0
        while not st.is_terminal():
            if step in (20, 21, 22, 23, 40, 41, 42, 43):
                out.append(st.clone())
            st.apply(rng.choice(st.legal_actions()))
            step += 1
    return out


def fresh_legal(st: State) -> int:
    st._legal = None  # no cached answer: the generator runs in full
    st._plans = None
    return len(st.legal_actions())


def bench_legal_actions() -> None:
    positions = mid_hand_positions()
    for phase in ("draw", "meld", None):
        chosen = [s for s in positions if phase is None or s.phase == phase]
        it = iter(range(10**9))

        def one(chosen: list[State] = chosen, it: Iterator[int] = it) -> None:
            fresh_legal(chosen[next(it) % len(chosen)])

        label = f"legal_actions(), mid-hand 4 players, {phase or 'all'} ({len(chosen)} positions)"
        rate(label, one, 20 * len(chosen))


def play_hand(game: Game, seed: int) -> int:
    st = game.new_initial_state(seed)
    rng = random.Random(seed)
    steps = 0
    while not st.is_terminal():
        st.apply(rng.choice(st.legal_actions()))
        steps += 1
    return steps


def bench_playouts(hands: int) -> None:
    tables = [("classic", 4, None), ("classic", 2, None), ("classic", 3, None),
              ("classic", 6, "3x2"), ("classic", 6, "2x3"), ("bicycle", 4, None)]
    for rules, players, teams in tables:
        game = Game.named(rules, players, teams)
        n = hands if (rules, players) == ("classic", 4) else max(20, hands // 5)
        start = time.perf_counter()
        steps = sum(play_hand(game, seed) for seed in range(n))
        took = time.perf_counter() - start
        name = f"random hands played out, {rules} {players}" + (f" {teams}" if teams else "")
        print(f"{name:<58} {n / took:>12,.1f} /s   ({n} hands, {steps / n:.0f} moves each)")


def load_peer(git_dir: str) -> ModuleType:
    """The peer's melds module, read from its git directory into a temporary package."""
    tmp = Path(tempfile.mkdtemp()) / "canasta_peer"
    tmp.mkdir()
    (tmp / "__init__.py").write_text("")
    for name in ("cards", "melds"):
        text = subprocess.run(["git", "--git-dir", git_dir, "show", f"HEAD:canasta/{name}.py"],
                              capture_output=True, text=True, check=True).stdout
        (tmp / f"{name}.py").write_text(text.replace("from canasta.", "from canasta_peer."))
    sys.path.insert(0, str(tmp.parent))
    spec = importlib.util.find_spec("canasta_peer.melds")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


LEGAL = [parse_cards(m) for m in ("QH QD 2C", "KS KH KD KC KS KH 2D", "10S 10H 10D JK",
                                  "AS AH AD AC AS AH AD", "7S 7H 2C 2D")]
ILLEGAL = [parse_cards(m) for m in ("QH 2C JK", "KS QH 2D", "5S 5H 2C 2D JK 2S",
                                    "3S 3C 3S", "9S 9H")]


def many_melds(n: int = 50_000) -> list[tuple[Card, ...]]:
    """Random three- to seven-card melds and near-melds, most seen once."""
    rng = random.Random(1)
    suited = [c for c in ALL_CARDS if c.is_natural]
    wild = [c for c in ALL_CARDS if c.is_wild]
    out = []
    for _ in range(n):
        rank = rng.choice(suited).rank
        same = [c for c in suited if c.rank is rank]
        cards = [rng.choice(same) for _ in range(rng.randint(2, 5))]
        cards += [rng.choice(wild) for _ in range(rng.randint(0, 3))]
        if rng.random() < 0.2:
            cards.append(rng.choice(suited))
        out.append(tuple(cards))
    return out


def generator_melds(hands: int = 50) -> list[tuple[tuple[Card, ...], bool]]:
    """Every meld check the move generator makes in ``hands`` random four-player hands, in
    the order it makes them."""
    import tutor.engine.refusals as game_module  # where the checker judges a meld

    seen: list[tuple[tuple[Card, ...], bool]] = []
    real = game_module.is_legal_meld

    def spy(cards: tuple[Card, ...], rules: object, going_out: bool = False) -> bool:
        seen.append((tuple(cards), going_out))
        return real(cards, rules, going_out)  # type: ignore[arg-type]

    game_module.is_legal_meld = spy  # type: ignore[assignment]
    try:
        game = Game.named("classic", 4)
        for seed in range(1000, 1000 + hands):
            play_hand(game, seed)
    finally:
        game_module.is_legal_meld = real
    return seen


def bench_generator_mix(peer: ModuleType | None) -> None:
    """The meld checks of real playouts, replayed in order: ours with nothing remembered
    of the melds (the rule set's table of legal melds, built once a process, timed apart),
    and the peer's on the same melds. Best of 7 passes each."""
    checks = [(cards, out) for cards, out in generator_melds()
              if not any(c.is_black_three or c.is_red_three for c in cards)]
    from tutor.engine import melds as melds_module

    melds_module._SIGNATURES.clear()
    melds_module._last_rules = None
    start = time.perf_counter()
    melds_module._signatures(CLASSIC)
    print(f"{'the table of legal melds, built once a process':<58} "
          f"{(time.perf_counter() - start) * 1000:>12.1f} ms")
    best = 0.0
    for _ in range(7):
        melds_module._seen[0].clear()
        melds_module._seen[1].clear()
        start = time.perf_counter()
        for cards, out in checks:
            is_legal_meld(cards, CLASSIC, out)
        best = max(best, len(checks) / (time.perf_counter() - start))
    print(f"{f'meld checks of 50 playouts, ours ({len(checks):,} in order, none remembered)':<58} "
          f"{best:>12,.0f} /s")
    if peer is None:
        return
    ids = [_peer_ids(cards) for cards, _ in checks]
    best = 0.0
    for _ in range(7):
        start = time.perf_counter()
        for rank, naturals, wilds in ids:
            peer.is_valid_meld(peer.Meld(rank, list(naturals), list(wilds)))
        best = max(best, len(ids) / (time.perf_counter() - start))
    print(f"{'the same melds, jhtschultz is_valid_meld (Meld built)':<58} {best:>12,.0f} /s")


def bench_checks(peer_git: str | None) -> None:
    varied = many_melds()
    it0 = iter(range(10**9))

    def ours_varied() -> None:
        is_legal_meld(varied[next(it0) % len(varied)], CLASSIC)

    from tutor.engine import melds as melds_module

    melds_module._SIGNATURES.clear()
    melds_module._last_rules = None
    start = time.perf_counter()
    for cards in varied:  # every meld met for the first time (the rule set's table of legal
        is_legal_meld(cards, CLASSIC)  # meld signatures is built within the timing, too)
    cold = len(varied) / (time.perf_counter() - start)
    print(f"{f'meld check, ours ({len(varied):,} different melds, first sight)':<58} "
          f"{cold:>12,.0f} /s")
    rate(f"meld check, ours ({len(varied):,} different melds, seen before)", ours_varied,
         len(varied))
    for name, melds in (("legal", LEGAL), ("illegal", ILLEGAL)):
        it = iter(range(10**9))

        def ours(melds: list[tuple[Card, ...]] = melds, it: Iterator[int] = it) -> None:
            is_legal_meld(melds[next(it) % 5], CLASSIC)

        rate(f"meld check, ours ({name} melds, cards in, repeated)", ours, 300_000)

    def opening() -> None:
        total = quick_count(LEGAL[1], CLASSIC) + quick_count(LEGAL[0], CLASSIC)
        assert total >= CLASSIC.minimum(1500, T4)[0]

    rate("opening check, ours (two melds against the minimum)", opening, 300_000)
    if peer_git is None:
        bench_generator_mix(None)
        print("(peer not measured: pass --peer-git DIR, a git directory of "
              "jhtschultz/canasta-openspiel)")
        return
    peer = load_peer(peer_git)
    ids = {name: [_peer_ids(m) for m in melds] for name, melds in
           (("legal", LEGAL), ("illegal", ILLEGAL))}
    for name, cases in ids.items():
        it = iter(range(10**9))

        def theirs(cases: list[tuple[int, list[int], list[int]]] = cases,
                   it: Iterator[int] = it) -> None:
            rank, naturals, wilds = cases[next(it) % 5]
            peer.is_valid_meld(peer.Meld(rank, list(naturals), list(wilds)))

        rate(f"meld check, jhtschultz is_valid_meld ({name}, Meld built, repeated)", theirs,
             300_000)
    peer_varied = [_peer_ids(m) for m in varied]
    it1 = iter(range(10**9))

    def theirs_varied() -> None:
        rank, naturals, wilds = peer_varied[next(it1) % len(peer_varied)]
        peer.is_valid_meld(peer.Meld(rank, list(naturals), list(wilds)))

    rate(f"meld check, jhtschultz is_valid_meld ({len(varied):,} different melds)",
         theirs_varied, len(varied))
    a, b = ids["legal"][1], ids["legal"][0]

    def their_opening() -> None:
        peer.can_form_initial_meld([peer.Meld(a[0], list(a[1]), list(a[2])),
                                    peer.Meld(b[0], list(b[1]), list(b[2]))], 1500)

    rate("opening check, jhtschultz can_form_initial_meld (Melds built)", their_opening,
         300_000)
    bench_generator_mix(peer)


_PEER_RANK = {"A": 0, "2": 1, "3": 2, "4": 3, "5": 4, "6": 5, "7": 6, "8": 7, "9": 8, "10": 9,
              "J": 10, "Q": 11, "K": 12}


def _peer_ids(cards: tuple[Card, ...]) -> tuple[int, list[int], list[int]]:
    """The same cards in the peer's numbering (rank index + 13 x suit; jokers 104+)."""
    naturals, wilds = [], []
    rank = 0
    for i, c in enumerate(cards):
        if c.suit is None:
            wilds.append(104 + i % 4)
            continue
        r = _PEER_RANK[c.rank.symbol]
        card_id = r + 13 * "CDHS".index(c.suit.value)
        if c.is_wild:
            wilds.append(card_id)
        else:
            naturals.append(card_id)
            rank = r
    return rank, naturals, wilds


def main() -> None:
    args = sys.argv[1:]
    hands = int(args[args.index("--hands") + 1]) if "--hands" in args else 200
    peer = args[args.index("--peer-git") + 1] if "--peer-git" in args else None
    print(f"Python {sys.version.split()[0]}, best of 3 runs where repeated\n")
    bench_legal_actions()
    bench_playouts(hands)
    bench_checks(peer)


if __name__ == "__main__":
    main()
