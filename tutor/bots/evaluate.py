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

    def joined(self, more: Worth) -> Worth:
        """This worth and ``more`` of the same action (over later rounds) as one."""
        values = self.values + more.values
        return Worth(self.action, statistics.fmean(values), _error(list(values)), len(values),
                     values)

    def beats(self, other: Worth) -> tuple[float, float]:
        """How much more this action is worth than ``other``, round by round: the mean
        difference and its standard error (the pictures are shared, so luck cancels)."""
        n = min(len(self.values), len(other.values))  # (the rounds both were played in)
        diffs = [a - b for a, b in zip(self.values[:n], other.values[:n], strict=True)]
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
    actions = candidates(st)
    if include is not None and include not in actions:
        actions.append(include)
    return _weigh(st, actions, rounds, seed, budget, rollout)


#: The rounds after which the expert's search (:func:`focused`) goes on with only the
#: better half of the moves it still weighs: the later rounds go to the few that may
#: beat the strong move, whose differences then have the most rounds behind them.
HALVINGS = (4, 8, 16)


def focused(st: State, rounds: int, seed: int, budget: float | None, rollout: Policy,
            keep: Action) -> list[Worth]:
    """As :func:`evaluate` weighs, but after each round of :data:`HALVINGS` only the
    better half of the moves (and ``keep``, always) are played on (successive halving):
    the worths of the moves weighed to the end, best first, every one over the same
    rounds."""
    actions = candidates(st)
    if keep not in actions:
        actions.append(keep)
    return _weigh(st, actions, rounds, seed, budget, rollout, HALVINGS, keep)


def played_on(st: State, worths: list[Worth], moves: list[Action], seed: int, more: int,
              rollout: Policy = club) -> list[Worth]:
    """``worths`` (best first, over the rounds of ``seed``) with the best move and ``moves``
    played on over ``more`` rounds in new pictures (of ``seed`` + 1, shared by them): a gap
    the first rounds left unsure, measured again with more behind it. The best stays
    first; the same seed, the same answer."""
    if not moves or more <= 0:
        return worths
    best = worths[0]
    again = {w.action: w for w in _weigh(st, [best.action, *moves], more, seed + 1, None,
                                         rollout)}
    longer = [w.joined(again[w.action]) if w.action in again else w for w in worths]
    return [longer[0], *sorted(longer[1:], key=lambda w: -w.points)]


def _weigh(st: State, actions: list[Action], rounds: int, seed: int, budget: float | None,
           rollout: Policy, halvings: tuple[int, ...] = (), keep: Action | None = None
           ) -> list[Worth]:
    """``actions`` played out round by round, each round in a new picture shared by all
    of them (the first round always whole, the others while the ``budget`` lasts); after
    each round of ``halvings``, only the better half of them (and ``keep``) go on. The
    worths of those weighed to the end, best first."""
    rng = random.Random(seed)
    results: dict[Action, list[float]] = {a: [] for a in actions}
    deadline = None if budget is None else time.perf_counter() + budget
    for n in range(rounds):
        got = _round(st, actions, rng, rollout, None if n == 0 else deadline)
        if got is None:
            break
        for action, value in zip(actions, got, strict=True):
            results[action].append(value)
        if n + 1 in halvings:
            actions = _better_half(actions, results, keep)
    worths = [Worth(a, statistics.fmean(results[a]), _error(results[a]), len(results[a]),
                    tuple(results[a])) for a in actions]
    return sorted(worths, key=lambda w: -w.points)


def _round(st: State, actions: list[Action], rng: random.Random, rollout: Policy,
           deadline: float | None) -> list[float] | None:
    """One round: a new picture of the table and every action played out in it, in
    order; None if the ``deadline`` passes before the round is whole."""
    player = st.current
    picture = st.determinized(player, rng)
    play_seed = rng.randrange(1 << 30)
    got = []
    for action in actions:
        if deadline is not None and time.perf_counter() > deadline:
            return None
        got.append(_playout(picture, action, player, random.Random(play_seed), rollout))
    return got


def _better_half(active: list[Action], results: dict[Action, list[float]],
                 keep: Action | None) -> list[Action]:
    """The better half of ``active`` by their mean so far, with ``keep`` among them."""
    ranked = sorted(active, key=lambda a: -statistics.fmean(results[a]))
    half = ranked[:max(2, (len(ranked) + 1) // 2)]
    return half if keep is None or keep in half else [*half, keep]


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


def expert(st: State, rng: random.Random, rounds: int = 64,
           budget: float | None = 0.5, rollout: Policy = club) -> Action:
    """The strong player's move, unless the evaluator is sure another is better (a lone
    legal action at once). Its search halves the moves it weighs as the rounds go
    (:func:`focused`): the rounds left go to the moves that may beat strong's."""
    legal = st.legal_actions()
    if len(legal) == 1:
        return legal[0]
    default = strong(st, rng)
    worths = focused(st, rounds, rng.randrange(1 << 30), budget, rollout, default)
    mine = next(w for w in worths if w.action == default)
    gap, error = worths[0].beats(mine)
    sure = mine.playouts >= 3 and gap > SURE * error > 0
    return worths[0].action if sure else default
