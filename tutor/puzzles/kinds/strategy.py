"""What would a strong player do? A position met in a game, the player to move's decision,
graded against every move the coach would call good there.

The position is a hand as the game record writes it (docs/record-format.md): the seed that
dealt it, the dealer, the totals before it and the moves so far; the player to move is the
one asked. The answer is computed, never stored: the evaluator (:mod:`tutor.bots.evaluate`)
weighs each candidate move with a fixed seed and number of rounds, and every move the
coach would mark good (within its margin of the best, or not surely worse) is right. A
wrong move earns the coach's words: what it cost, and why where the position shows it,
without naming the better move until the tries are over."""

from __future__ import annotations

import random
from html import escape
from typing import Any, Literal

from pydantic import Field

from tutor.bots import BOTS
from tutor.bots.coach import cost_of, mark, reason_of, unsure
from tutor.bots.evaluate import Worth, candidates, evaluate, played_on
from tutor.engine import (
    Action,
    Discard,
    Game,
    Problem,
    RuleSet,
    State,
    Status,
    Table,
    Why,
    action_facts,
    option_why,
    parse_action,
    pile_state,
    read_move,
    require,
    sort_cards,
    state_reasons,
)
from tutor.explain import say, words
from tutor.puzzles.base import AnswerField, Model, PuzzleBase, PuzzleError, Solution, solution
from tutor.puzzles.kind import PuzzleKind
from tutor.render.cards import cards_html, pile_html
from tutor.render.table import captions, side_html, since_html

#: The evaluator's seed and rounds for every strategy puzzle: the same question, the same
#: answer (the pack's positions are chosen where other seeds agree).
SEED, ROUNDS = 1, 48
#: The most moves a strategy puzzle offers (a position with more is a meld puzzle).
MOST_MOVES = 12


class StrategyPosition(Model):
    seed: int = Field(description="The seed of random.Random that shuffled the decks.")
    dealer: int = Field(0, ge=0, le=5, description="The seat that dealt.")
    totals: list[int] | None = Field(
        None, description="Each side's running total before the hand (default: all 0).")
    actions: list[tuple[int, str]] = Field(
        default_factory=list, description="The hand's moves so far, in order: [seat, the "
        "action as the record writes it]. The player to move next is the one asked.")


class Weighing(Model):
    seed: int = Field(SEED, description="The evaluator's seed.")
    rounds: int = Field(ROUNDS, ge=8, le=256, description="The deals of the unseen cards "
                        "each move is played out over.")
    more: int = Field(0, ge=0, le=512, description="Deals more for the best move and each "
                      "move whose cost those rounds leave unsure (as the coach plays them on); "
                      "0: none.")


class StrategyAnswer(Model):
    best: str | None = None
    good: list[str] | None = None


class StrategyPuzzle(PuzzleBase):
    kind: Literal["strategy"]
    position: StrategyPosition
    weighing: Weighing | None = Field(
        None, description="How the evaluator weighs the moves (default: seed 1, 48 rounds). "
        "A position saved from the review carries the seed and rounds its coach judged "
        "the move with, so that both say the same cost.")
    answer: StrategyAnswer | None = None


# --- the position, dealt and played again -------------------------------------------------


Logged = tuple[int, str, dict[str, object]]
"""A move as a log says it: the seat, the kind of move (``log.<kind>``) and its facts."""


def position_state(p: StrategyPuzzle) -> State:
    """The hand dealt again and played up to the decision; :class:`PuzzleError` naming the
    move at fault, or a position where there is nothing to decide."""
    return replayed(p)[0]


def replayed(p: StrategyPuzzle) -> tuple[State, list[Logged]]:
    """The position, and each move that led to it as the log says it."""
    pos, table = p.position, p.table
    totals = pos.totals or [0] * table.sides
    if len(totals) != table.sides:
        require([Problem(Status.BAD_SIDES, "position.totals", (), Why.of(
            table.member_rule, "problem.totals-count", players=table.players,
            want=table.sides, n=len(totals)))])
    st = Game(p.ruleset, table).new_initial_state(pos.seed, totals, pos.dealer)
    log = [_play(st, i, seat, text) for i, (seat, text) in enumerate(pos.actions)]
    if st.is_terminal() or len(st.legal_actions()) < 2:
        raise PuzzleError.of([("position.actions", "", Why.plain("strategy.no-decision"))])
    return st, log


def _play(st: State, i: int, seat: int, text: str) -> Logged:
    where = f"position.actions[{i}]"
    action = read_move(st, seat, text)
    if isinstance(action, Why):
        raise PuzzleError.of([(where, repr(text), action)])
    why = st.why_illegal(action)
    if why is not None:
        raise PuzzleError.of([(where, repr(text), why)])
    kind, facts = action_facts(st, action)
    st.apply(action)
    return seat, kind, facts


_WEIGHED: dict[str, tuple[State, tuple[Worth, ...]]] = {}


def _weighing(p: StrategyPuzzle) -> tuple[int, int]:
    """The evaluator's rounds and seed for the puzzle (its own, else the pack's)."""
    how = p.weighing or Weighing()
    return how.rounds, how.seed


def _weigh(st: State, p: StrategyPuzzle) -> tuple[Worth, ...]:
    """Every candidate move's worth, best first; with the puzzle's ``more``, the moves whose
    cost is unsure played on as the coach plays them (a review's position costs here what
    the review said)."""
    worths = evaluate(st, *_weighing(p))
    how = p.weighing or Weighing()
    moves = [w.action for w in worths[1:] if unsure(worths[0], w)]
    return tuple(played_on(st, worths, moves, how.seed, how.more))


def weighed(p: StrategyPuzzle) -> tuple[State, tuple[Worth, ...]]:
    """The position and its candidate moves' worths, best first (kept: a page asks again
    at each answer)."""
    key = p.model_dump_json(include={"rules", "options", "players", "teams", "position",
                                     "weighing"})
    if key not in _WEIGHED:
        st = position_state(p)
        if len(_WEIGHED) > 256:
            _WEIGHED.clear()
        _WEIGHED[key] = st, _weigh(st, p)
    st, worths = _WEIGHED[key]
    return st.clone(), worths


def good_moves(worths: tuple[Worth, ...]) -> list[Action]:
    """Every move the coach would mark good: within its margin of the best, or not surely
    worse (the best first), and every move the rules cannot tell from one of those (a
    discard of the same rank in another suit)."""
    good = [w.action for w in worths if mark(cost_of(worths[0], w)) == "good"]
    return [w.action for w in worths if any(_alike(w.action, g) for g in good)]


def _alike(a: Action, b: Action) -> bool:
    """The same move but for a suit: the rules look at ranks (a joker is not a 2)."""
    if isinstance(a, Discard) and isinstance(b, Discard):
        return a.card.rank is b.card.rank
    return a == b


def margin(worths: tuple[Worth, ...]) -> int:
    """How much the best move beats the best of the moves that are not good (0: all are)."""
    good = good_moves(worths)
    rest = [w for w in worths if w.action not in good]
    return min((cost_of(worths[0], w) for w in rest), default=0)


def solve(p: StrategyPuzzle, rules: RuleSet, table: Table) -> Solution:
    st, worths = weighed(p)
    good = good_moves(worths)
    best = worths[0].action
    code = ("strategy.all-good" if len(good) == len(worths) else
            "strategy.many-good" if 2 * len(good) > len(worths) else "strategy.best")
    why = Why.plain(code, best=option_why(st, best), cost=margin(worths),  # play decides
                    n=len(good), all=len(worths))
    return solution({"best": repr(best), "good": [repr(a) for a in good]},
                    [why, *_against(st, best, [w.action for w in worths if w.action not in good])])


AGAINST = 3
"""The most reasons a solution gives against the moves that are not as good."""


def _against(st: State, best: Action, others: list[Action]) -> list[Why]:
    """Why the best beats the moves that are not as good, where the position shows it (a
    right answer is explained too, not only a wrong one): a reason once, for its first move."""
    said: list[Why] = []
    kinds: set[tuple[str, object]] = set()
    for other in others:
        reason = reason_of(st, other, best)
        if reason is not None and (reason.code, reason.fact("rank")) not in kinds:
            kinds.add((reason.code, reason.fact("rank")))
            said.append(Why(reason.rule, "strategy.against", (
                ("chosen", option_why(st, other)), ("reason", reason))))
    return said[:AGAINST]


def near_miss(p: StrategyPuzzle, sol: Solution) -> int:
    """Closer calls are harder: a margin under 150 points, under 80 points."""
    _, worths = weighed(p)
    gap = margin(worths)
    return int(gap < 150) + int(gap < 80)


# --- the question, and the grader ----------------------------------------------------------


def _moves(st: State) -> list[Action]:
    """The moves offered, in the order the game lists them (never best first)."""
    return candidates(st)


def fields(p: StrategyPuzzle) -> list[AnswerField]:
    st = position_state(p)
    moves = _moves(st)
    return [AnswerField("move", words("ask.strategy.move"), "choice",
                        tuple(repr(a) for a in moves),
                        tuple(say(option_why(st, a)) for a in moves))]


def grade_move(p: StrategyPuzzle, chosen: Any) -> tuple[bool, list[Why], list[Any]]:
    """The move chosen against every good one; a wrong one earns what it cost and why,
    where the position shows it (the better move is the answer, shown at the end)."""
    st, worths = weighed(p)
    good = good_moves(worths)
    accepted: list[Any] = [option_why(st, a) for a in good]
    try:
        action: Action = parse_action(str(chosen))
    except (ValueError, SyntaxError, TypeError):
        return False, [Why.plain("strategy.not-a-move", value=repr(chosen))], accepted
    if action in good:
        return True, [], accepted
    mine = next((w for w in worths if w.action == action), None)
    if mine is None:
        refused = st.why_illegal(action)
        if refused is not None:
            return False, [refused], accepted
        mine = next(w for w in evaluate(st, *_weighing(p), include=action)
                    if w.action == action)
    return False, [costs(st, action, worths[0], mine)], accepted


def costs(st: State, action: Action, best: Worth, mine: Worth) -> Why:
    """What a move cost, and why where the position shows it (the rule then decides)."""
    reason = reason_of(st, action, best.action)
    rule = reason.rule if reason is not None else ""
    return Why(rule, "strategy.costs", (
        ("chosen", option_why(st, action)), ("cost", cost_of(best, mine)),
        ("reason", reason if reason is not None else Why.plain("no-reason"))))


def decides(p: StrategyPuzzle, name: str, sol: Solution, given: object) -> Why | None:
    """What decides a wrong move: the position's reason, where it shows one (else no rule:
    the evaluator's playouts, not a rule, prefer the better move)."""
    st, worths = weighed(p)
    try:
        action: Action = parse_action(str(given))
    except (ValueError, SyntaxError, TypeError):
        return Why.plain("no-reason")
    return reason_of(st, action, worths[0].action) or Why.plain("no-reason")


# --- the table, as the player to move sees it ------------------------------------------------


def draw(p: StrategyPuzzle) -> str:
    st, log = replayed(p)
    me = st.current
    pile = (words("play.pile-line", n=len(st.pile), card=st.pile[-1], stock=st.stock_size)
            if st.pile else words("play.pile-line-empty", n=0, stock=st.stock_size))
    frozen = [say(w) for w in state_reasons(
        pile_state(st.pile, st.opened[st.side], st.rules), st.pile, st.rules)]
    others = " · ".join(words("play.hand-of", name=words("seat.name", who=_seat(st, s)),
                              n=len(st.hands[s])) for s in _round(st) if s != me)
    turn = words("draw.strategy.turn-draw" if st.phase == "draw" else "draw.strategy.turn-meld")
    return (captions([turn, *_scores(st)]) + pile_html(st.pile, st.rules)
            + captions([pile, *frozen]) + "".join(_side(st, side) for side in _sides(st))
            + captions([others]) + since_html(last_moves(st, log))
            + f'<p><b>{escape(words("play.your-hand"))}</b></p>'
            + cards_html(sort_cards(st.hand), words("play.your-hand")))


def _sides(st: State) -> list[int]:
    """The sides, the player to move's first."""
    return sorted(range(len(st.melds)), key=lambda side: side != st.side)


def _round(st: State) -> list[int]:
    """The seats in the order of play from the player to move's (as Play lists them)."""
    return [(st.current + k) % st.table.players for k in range(st.table.players)]


def _seat(st: State, seat: int) -> Why:
    """A seat named from the player to move's chair ("you", "West", "your partner")."""
    players = st.table.players
    return Why.plain(f"seat.{players}.{(seat - st.current) % players}")


def _side_why(st: State, side: int) -> Why:
    members = st.members(side)
    if st.current in members and len(members) > 1:
        return Why.plain("seat.your-side")
    return Why.plain("seat.and", seats=tuple(_seat(st, s) for s in _round(st) if s in members))


def _scores(st: State) -> list[str]:
    """Each side's total before the hand, and what its first meld needs until it opens."""
    out = []
    for side in _sides(st):
        needs = st.rules.minimum(st.totals[side], st.table)[0]
        code = "draw.strategy.score" if st.opened[side] else "draw.strategy.score-closed"
        out.append(words(code, who=_side_why(st, side), n=st.totals[side], need=needs))
    return out


def _side(st: State, side: int) -> str:
    return side_html(words("seat.name", who=_side_why(st, side)), st.melds[side],
                     st.reds[side], st.rules.canasta_size)


def last_moves(st: State, log: list[Logged]) -> list[str]:
    """The moves since the player to move's last turn (the others', then its own so far
    this turn), in words, each seat named from the player to move's chair."""
    others = [i for i, (seat, _, _) in enumerate(log) if seat != st.current]
    before = [i for i, (seat, _, _) in enumerate(log[:others[-1]]) if seat == st.current] \
        if others else []
    return [say(Why.plain(f"log.{kind}" + ("-you" if seat == st.current else ""),
                          who=_seat(st, seat), **facts))
            for seat, kind, facts in log[before[-1] + 1 if before else 0:]]


# --- a fresh one: found in a game between computer players --------------------------------


def clear(st: State, seeds: tuple[int, ...] = (SEED, SEED + 1, SEED + 2)) -> Action | None:
    """A decision worth a puzzle, and its best move at the first seed (else None): three
    moves or more to choose from (of two, a first wrong try would leave the answer), at
    most half of them good, every other surely worse by a mistake's cost, the same good
    moves at every seed, and a best move that none of the coach's reasons speaks against
    (a discard the next side can take the pile with, …)."""
    moves = _moves(st)
    if not 3 <= len(moves) <= MOST_MOVES:
        return None
    sets, bests = [], []
    for seed in seeds:
        worths = tuple(evaluate(st, ROUNDS, seed))
        good = good_moves(worths)
        if len(good) > len(worths) // 2 or margin(worths) < 80:
            return None
        if any(reason_of(st, worths[0].action, w.action) for w in worths[1:]):
            return None
        sets.append(set(good))
        bests.append(worths[0].action)
    return bests[0] if all(s == sets[0] for s in sets) else None


def sample(rng: random.Random, rules: RuleSet, table: Table, theme: set[str], want: Any,
           level: int = 0) -> dict[str, Any]:
    """A position from a game between strong players where the decision is clear (slow: it
    plays and weighs until it finds one). A black 3 thrown to stop the next player is kept
    one time in three (it was the best move in 14 of a first pack's 40)."""
    game = Game(rules, table)
    for _ in range(200):
        seed = rng.randrange(1 << 30)
        st = game.new_initial_state(seed)
        while not st.is_terminal():
            if len(st.log) > 4 and rng.random() < 0.25 and _varied(clear(st), rng):
                return {"seed": seed, "dealer": 0,
                        "actions": [[s, repr(a)] for s, a in st.log]}
            st.apply(BOTS["strong"](st, rng))
    raise RuntimeError("no clear decision found")


def _varied(best: Action | None, rng: random.Random) -> bool:
    """A clear decision (its best move), kept; a black 3 thrown, one time in three."""
    if best is None:
        return False
    black_three = isinstance(best, Discard) and best.card.is_black_three
    return not black_three or rng.random() < 1 / 3


KIND = PuzzleKind(
    "strategy", StrategyPuzzle, solve, near_miss, fields, draw, sample,
    balance=None, decides=decides, choices={"move": grade_move}, dealt=False, by_rule=False,
    baseline=AGAINST)  # (the reasons against the other moves make it no harder: its margin
# does)
