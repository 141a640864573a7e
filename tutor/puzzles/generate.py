"""Fresh puzzles without end: realistic positions with engine-computed answers.

    canasta-tutor generate --kind take_pile --count 100 --seed 7 [--difficulty 3]
                           [--rules bicycle] [--players 2] [--teams 2x3] [--theme frozen]

Positions are dealt from the real decks of the table (so no card appears more
often than the decks hold), hands have sizes that occur in play (a side that
has not opened holds the deal's size; an opened player 3 to 11 cards), and the
side's melds are legal melds of distinct ranks. Yes and no answers alternate,
a requested difficulty or theme is reached by drawing again, the output is the
same for the same arguments, and no position comes twice.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from tutor.engine import (
    DEFAULT_RULES,
    RULE_IDS,
    RuleSet,
    Table,
    get_rules,
)
from tutor.explain import title
from tutor.puzzles.deal import THEMES, theme_rules
from tutor.puzzles.format import PuzzleError, parse_puzzle, solve
from tutor.puzzles.grading import difficulty
from tutor.puzzles.kinds import KINDS as KIND_REGISTRY

#: A theme of its own: positions met in games between computer players (take_pile and
#: go_out), chosen where the decision matters.
FROM_PLAY = "from_play"
#: A theme of its own: what a strong player would do (the strategy puzzles, found in games
#: between computer players where one choice is clearly better).
STRATEGY = "strategy"

KINDS: tuple[str, ...] = tuple(KIND_REGISTRY)
#: The kinds a fresh puzzle of is dealt at once (a strategy puzzle is found in play).
DEALT: tuple[str, ...] = tuple(k for k, kind in KIND_REGISTRY.items() if kind.dealt)
#: The answer field whose yes/no (or value class) is balanced, per kind.
BALANCE = {name: kind.balance for name, kind in KIND_REGISTRY.items()}
ATTEMPTS = 400


# --- samplers, one per kind: (rng, rules, table, theme rules, want) -> position --------------


def generate(
    kind: str,
    count: int,
    seed: int = 0,
    difficulty_wanted: int | None = None,
    rules: str = DEFAULT_RULES,
    players: int = 4,
    teams: str | None = None,
    theme: str | None = None,
    yes_first: bool = True,
) -> Iterator[dict[str, Any]]:
    """``count`` distinct puzzles of ``kind`` with their engine-computed answers; of a kind
    whose answers alternate (yes, no, …), the first is a yes unless ``yes_first`` is false."""
    if kind not in KIND_REGISTRY:
        raise ValueError(f"kind {kind!r}: use one of {', '.join(KINDS)}")
    if theme == FROM_PLAY:
        yield from from_play(kind, count, seed, rules, players, teams, yes_first)
        return
    ruleset = get_rules(rules)
    table = ruleset.table(players, teams if players == 6 else None)
    wanted_rules = theme_rules(theme, ruleset) if theme else set()
    if theme and theme not in THEMES and not wanted_rules <= _known_ids():
        raise ValueError(f"theme {theme!r}: use a rule id or one of "
                         f"{', '.join([*THEMES, FROM_PLAY])}")
    rng = random.Random(f"{seed}:{kind}:{rules}:{players}:{teams}:{difficulty_wanted}:{theme}")
    draw = _Draw(kind, ruleset, table, wanted_rules, rules, players, teams,
                 difficulty_wanted or 0)
    balance = BALANCE[kind]
    for made in range(1, count + 1):
        want: Any = None if balance is None else (made % 2 == 1) == yes_first
        puzzle = _closest(draw, rng, want, difficulty_wanted)
        draw.seen.add(_key(puzzle))
        puzzle["id"] = f"gen-{kind}-{seed}-{made}"
        yield puzzle


@dataclass
class _Draw:
    """What every attempt at a fresh puzzle shares: the kind, the table, the theme's
    rules, the difficulty aimed at, and the positions already made."""

    kind: str
    ruleset: RuleSet
    table: Table
    theme: set[str]
    rules: str
    players: int
    teams: str | None
    level: int
    seen: set[str] = field(default_factory=set)


def _closest(draw: _Draw, rng: random.Random, want: Any, wanted: int | None
             ) -> dict[str, Any]:
    """The first puzzle at the difficulty wanted, else the closest of ``ATTEMPTS``."""
    best: tuple[int, dict[str, Any]] | None = None
    for _ in range(ATTEMPTS):
        puzzle = _attempt(draw, rng, want)
        if puzzle is None:
            continue
        gap = 0 if wanted is None else abs(puzzle["difficulty"] - wanted)
        if best is None or gap < best[0]:
            best = (gap, puzzle)
        if gap == 0:
            break
    if best is None:
        raise RuntimeError(f"no {draw.kind} puzzle found for these settings")
    return best[1]


def from_play(kind: str, count: int, seed: int, rules: str, players: int,
              teams: str | None, yes_first: bool = True) -> Iterator[dict[str, Any]]:
    """Positions from games between club players where the decision matters: a pile that
    can be taken (or nearly: a card of its rank in hand), a hand that can go out (or holds
    four cards or fewer). Yes and no alternate, as for the other themes."""
    from tutor.bots import BOTS
    from tutor.engine import Game
    from tutor.puzzles.positions import state_puzzle

    if kind not in ("take_pile", "go_out"):
        raise RuntimeError(f"no {kind} puzzle comes from play; use take_pile or go_out")
    game = Game.named(rules, players, teams if players == 6 else None)
    rng = random.Random(f"{seed}:{kind}:{rules}:{players}:{teams}:play")
    seen: set[str] = set()
    made = 0
    for _ in range(400):  # hands
        st = game.new_initial_state(rng.randrange(1 << 30))
        while not st.is_terminal() and made < count:
            data = state_puzzle(st, "gen") if _matters(st, kind) else None
            if data is not None and data["kind"] == kind and _key(data) not in seen:
                puzzle = _played(data, kind, want=(made % 2 == 0) == yes_first)
                if puzzle is not None:
                    seen.add(_key(data))
                    made += 1
                    yield {**puzzle, "id": f"play-{kind}-{seed}-{made}"}
            st.apply(BOTS["club"](st, rng))
        if made >= count:
            return
    raise RuntimeError(f"no {kind} puzzle found from play for these settings")


def _played(data: dict[str, Any], kind: str, want: bool) -> dict[str, Any] | None:
    """A position met in play as a puzzle with its answer, when its answer is the one
    wanted (yes and no alternate)."""
    puzzle = parse_puzzle(data)
    try:
        sol = solve(puzzle)
    except PuzzleError:
        return None
    field = BALANCE[kind]
    if field is None or sol.answer[field] is not want:
        return None
    main = next((r for r in sol.rule_ids if r != "pile-1"), sol.rule_ids[0])
    return {**data, "answer": sol.answer, "difficulty": difficulty(puzzle, sol),
            "rule_ids": sol.rule_ids, "theme": FROM_PLAY,
            "hint": f"Think of the rule: {title(main)}.",
            "source": "a game between computer players"}


def _matters(st: Any, kind: str) -> bool:
    """Is this a decision worth a puzzle?"""
    if kind == "take_pile":
        if st.phase != "draw" or not st.pile:
            return False
        top = st.pile[-1]
        return any(c.rank is top.rank for c in st.hand) or len(st.pile) >= 4
    return st.phase == "meld" and (len(st.hand) <= 4 or any(
        type(a).__name__ == "GoOut" for a in st.legal_actions()))


def _known_ids() -> set[str]:
    return set(RULE_IDS)


def _key(puzzle: dict[str, Any]) -> str:
    pos = puzzle["position"]
    norm = {k: (sorted(v) if k in ("hand",) else v) for k, v in pos.items()}
    return json.dumps([puzzle["kind"], puzzle.get("rules"), puzzle.get("players"), norm],
                      sort_keys=True)


def _attempt(draw: _Draw, rng: random.Random, want: Any) -> dict[str, Any] | None:
    kind, table = draw.kind, draw.table
    position = KIND_REGISTRY[kind].sample(rng, draw.ruleset, table, draw.theme, want,
                                          draw.level)
    data: dict[str, Any] = {"id": "gen", "kind": kind, "rules": draw.rules,
                            "players": draw.players, "position": position}
    if draw.players == 6:
        data["teams"] = table.layout
    if _key(data) in draw.seen:
        return None
    try:
        puzzle = parse_puzzle(data)
        sol = solve(puzzle)
    except PuzzleError:
        return None  # an impossible position: draw again
    field = BALANCE[kind]
    if want is not None and field is not None and sol.answer[field] is not want:
        return None
    if draw.theme and not draw.theme & set(sol.rule_ids):
        return None
    data["answer"] = sol.answer
    data["difficulty"] = difficulty(puzzle, sol)
    if KIND_REGISTRY[kind].by_rule:
        main = next((r for r in sol.rule_ids if r != "pile-1"), sol.rule_ids[0])
        data["rule_ids"] = sol.rule_ids
        data["hint"] = f"Think of the rule: {title(main)}."
    data["source"] = "generated"
    return data


__all__ = ["BALANCE", "DEALT", "FROM_PLAY", "KINDS", "STRATEGY", "THEMES", "from_play", "generate"]
