"""What each legal action is worth, in points, to the player about to move.

The player does not know the other hands or the stock. So the evaluator pictures them,
many times over: each picture deals the cards the player cannot see again at random
(:meth:`State.determinized`, the determinization of information-set Monte-Carlo search),
plays the action in it and then the rest of the hand with a fast player (``club`` by
default) for everyone, and scores it: the player's side's points less the others'. An
action's worth is the mean over its pictures. The actions share the pictures round by
round (each round one picture, every action played in it), so luck in the deal weighs on
all of them alike and their differences are sharper than their worths.

It asks the game only for ``legal_actions()``, ``apply`` and the picture; it lives beside
the computer players, outside the engine. The same question with the same ``seed`` and
``rounds`` gets the same answer; a time ``budget`` stops it sooner (then the answer
depends on the machine's speed).
"""

from __future__ import annotations

import random
import statistics
import time
from dataclasses import dataclass, field

from tutor.engine import Action, AddToMeld, Meld, State

from . import Policy, club, strong


@dataclass(frozen=True)
class Worth:
    """An action and what it is worth: the mean points over its playouts, and the
    standard error of that mean (0 with a single playout)."""

    action: Action
    points: float
    error: float
    playouts: int
    values: tuple[float, ...] = field(default=(), repr=False)
    """Each round's points, in the order of the rounds (the same pictures for every
    action: two actions' values pair up)."""

    def beats(self, other: Worth) -> tuple[float, float]:
        """How much more this action is worth than ``other``, round by round: the mean
        difference and its standard error (the pictures are shared, so luck cancels)."""
        diffs = [a - b for a, b in zip(self.values, other.values, strict=True)]
        if not diffs:
            return self.points - other.points, 0.0
        return statistics.fmean(diffs), _error(diffs)


#: The most actions weighed at once: a hand rich in melds has hundreds of ways to lay
#: them, and every one played out would take seconds (see :func:`candidates`).
MOST = 24


def evaluate(st: State, rounds: int = 24, seed: int = 0, budget: float | None = None,
             rollout: Policy = club, include: Action | None = None) -> list[Worth]:
    """The player to move's candidate actions (every legal one, up to :data:`MOST`) with
    their worth, best first. With a ``budget``, a round that would end past it is left
    out (the first is always played out whole). ``include``: an action weighed whatever
    the count (the one a player made, to judge it)."""
    player = st.current
    actions = candidates(st)
    if include is not None and include not in actions:
        actions.append(include)
    rng = random.Random(seed)
    results: list[list[float]] = [[] for _ in actions]
    deadline = None if budget is None else time.perf_counter() + budget
    for n in range(rounds):
        picture = st.determinized(player, rng)
        play_seed = rng.randrange(1 << 30)
        got = []
        for action in actions:
            if n and deadline is not None and time.perf_counter() > deadline:
                break
            got.append(_playout(picture, action, player, random.Random(play_seed), rollout))
        if len(got) < len(actions):
            break
        for i, value in enumerate(got):
            results[i].append(value)
    worths = [Worth(a, statistics.fmean(r), _error(r), len(r), tuple(r)) for a, r in zip(
        actions, results, strict=True)]
    return sorted(worths, key=lambda w: -w.points)


def candidates(st: State) -> list[Action]:
    """The legal actions worth weighing: all of them, or when there are more than
    :data:`MOST`, every move that is not a meld and the melds that lay the most cards
    (a meld of fewer cards of the same rank can follow later)."""
    legal = st.legal_actions()
    if len(legal) <= MOST:
        return legal
    melds = [a for a in legal if isinstance(a, Meld | AddToMeld)]
    others = [a for a in legal if not isinstance(a, Meld | AddToMeld)]
    room = max(MOST - len(others), 4)
    melds.sort(key=lambda a: -len(a.cards))
    return others + melds[:room]


def _playout(picture: State, action: Action, player: int, rng: random.Random,
             rollout: Policy) -> float:
    """The points the action brings the player's side in one picture of the table."""
    st = picture.clone()
    st.apply(action)
    moves = 0
    while not st.is_terminal() and moves < 2000:
        st.apply(rollout(st, rng))
        moves += 1
    returns = st.returns()
    mine = st.side_of[player]
    others = [r for p, r in enumerate(returns) if st.side_of[p] != mine]
    return returns[player] - (statistics.fmean(others) if others else 0.0)


def _error(values: list[float]) -> float:
    return statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0


#: The expert leaves the strong player's move only for one the playouts are this many
#: standard errors sure is better: a few noisy rounds otherwise choose at random among
#: two dozen moves (so it played: 22.5% ± 6.6% of 40 games against strong).
SURE = 2.0


def expert(st: State, rng: random.Random, rounds: int = 24,
           budget: float | None = 0.5, rollout: Policy = club) -> Action:
    """The strong player's move, unless the evaluator is sure another is better (a lone
    legal action at once)."""
    legal = st.legal_actions()
    if len(legal) == 1:
        return legal[0]
    default = strong(st, rng)
    worths = evaluate(st, rounds, rng.randrange(1 << 30), budget, rollout, include=default)
    mine = next(w for w in worths if w.action == default)
    gap, error = worths[0].beats(mine)
    sure = mine.playouts >= 3 and gap > SURE * error > 0
    return worths[0].action if sure else default
