"""A game looked back on, without Streamlit: every move of every hand in order, the position
before each, and the coach's judgement of the learner's decisions (seat 0's moves that had
a choice), each a query over the one move generator, as in Play.

A review is made from a record (docs/record-format.md), Play's own game or a file: it is
replayed and checked move by move first (a record the rules refuse is a
:class:`~tutor.table.record.RecordError`). A position of it becomes a game again
(:meth:`Review.session`): to look at as Play draws it, or to play on from."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from tutor.bots.coach import MORE, ROUNDS, Judged, judge
from tutor.engine import DEFAULT_RULES, Action, Discard, State, TakePile, get_rules
from tutor.puzzles.base import PuzzleError
from tutor.puzzles.format import parse_puzzle
from tutor.puzzles.kinds.strategy import StrategyPuzzle, position_state
from tutor.puzzles.positions import FROM_A_GAME
from tutor.table.play import Session
from tutor.table.record import (
    GameDigest,
    HandModel,
    Replayed,
    read_record,
    record_text,
    replay,
)


@dataclass(frozen=True)
class Move:
    """One move of a hand: who made it, and, for the learner's, the move's number in the
    game (the seed the coach judges it with in Play) and whether there was a choice."""

    hand: int
    index: int
    seat: int
    action: Action
    number: int
    """The learner's moves so far in the game, this one included, with a "next hand"
    between hands counted as Play counts them (0 for the others' moves)."""
    choice: bool
    key: str = ""
    """For a decision: a digest of the game up to it and of the move (the same in any
    review of the same game, however far it goes on): what a judgement is kept by."""


class Review:
    """A record, replayed and checked, with every move and the learner's decisions."""

    def __init__(self, text: str, rules: str | None = None) -> None:
        self.model = read_record(text)
        self.moves: list[list[Move]] = [[] for _ in self.model.hands]
        self._before: dict[tuple[int, int], State] = {}
        self._count = 0
        self._digest = GameDigest(self.model.rules, self.model.players, self.model.teams)
        self.replayed: Replayed = replay(self.model, rules, self._watch)
        self.rules = self.model.rules or rules or DEFAULT_RULES

    def _watch(self, h: int, i: int, st: State, action: Action) -> None:
        if i == 0:
            hand = self.model.hands[h]
            self._digest.deal(hand.seed, hand.dealer)
            self._count += h > 0  # Play counts the learner's "next hand" as a move
        self._digest.move(action)
        number, choice, key = 0, False, ""
        if st.current == 0:
            self._count += 1
            number, choice = self._count, len(st.legal_actions()) > 1
            if choice:
                self._before[h, i] = st.clone()
                key = self._digest.key(number)
        self.moves[h].append(Move(h, i, st.current, action, number, choice, key))

    def decisions(self, hand: int) -> list[Move]:
        """The learner's moves in a hand that had a choice in them."""
        return [m for m in self.moves[hand] if m.choice]

    def taken_after(self, hand: int, index: int) -> int | None:
        """The seat that took the pile with the very next move, after a discard of the
        learner's (None: no discard, or the pile was not taken at once)."""
        moves = self.moves[hand]
        if not (index + 1 < len(moves) and isinstance(moves[index].action, Discard)
                and moves[index].seat == 0 and isinstance(moves[index + 1].action, TakePile)):
            return None
        return moves[index + 1].seat

    def judging(self, move: Move) -> tuple[State, Action, int]:
        """What the coach judges one of the learner's decisions by: the position before it,
        the move, and its number in the game (the seed Play's coach judged it with)."""
        return self._before[move.hand, move.index].clone(), move.action, move.number

    def judge(self, move: Move, rounds: int = ROUNDS) -> Judged:
        """The coach's judgement of one of the learner's decisions (as Play's coach makes
        it: the same seed, the same rounds, so the same answer)."""
        before, action, number = self.judging(move)
        return judge(before, action, number, rounds)

    def prefix(self, hand: int, index: int) -> str:
        """The record up to the position before a move (``index``: the hand's length for
        the hand's end)."""
        hands = [*self.model.hands[:hand], HandModel(
            seed=self.model.hands[hand].seed, dealer=self.model.hands[hand].dealer,
            actions=self.model.hands[hand].actions[:index])]
        return record_text(self.model.model_copy(update={"hands": hands}))

    def session(self, hand: int, index: int, bot: str = "club", seed: int = 0,
                play_on: bool = False) -> Session:
        """The game at the position before a move, as Play draws it; ``play_on``: the
        computer players (of strength ``bot``) move on to the learner's turn."""
        return Session(self.rules, self.model.players, self.model.teams, bot, seed,
                       opening=self.prefix(hand, index), play_on=play_on)


    def strategy_puzzle(self, hand: int, index: int) -> dict[str, object] | None:
        """The position before a move as a strategy puzzle (what would a strong player do
        here?), from the chair of the player to move; None where there is nothing to
        decide (the hand is over, or one move only)."""
        played = self.model.hands[hand]
        sides = get_rules(self.rules).table(self.model.players, self.model.teams).sides
        totals = self.replayed.hands[hand - 1].totals if hand else (0,) * sides
        data: dict[str, object] = {
            "id": f"review-{played.seed}-{index}-strategy", "kind": "strategy",
            "rules": self.rules, "players": self.model.players, "source": FROM_A_GAME,
            "position": {"seed": played.seed, "dealer": played.dealer,
                         "totals": list(totals),
                         "actions": [list(a) for a in played.actions[:index]]}}
        if self.model.players == 6:
            data["teams"] = self.model.teams or "3x2"
        move = self.moves[hand][index] if index < len(self.moves[hand]) else None
        if move is not None and move.choice:  # the learner's: weighed as the coach judged it
            data["weighing"] = {"seed": move.number, "rounds": ROUNDS, "more": MORE}
        try:
            puzzle = parse_puzzle(data)
            if isinstance(puzzle, StrategyPuzzle):
                position_state(puzzle)  # (a PuzzleError: nothing to decide there)
        except PuzzleError:
            return None
        return data


def flagged(marks: Mapping[int, str]) -> list[int]:
    """The moves (by index) the coach marked worse than good, in order."""
    return sorted(i for i, got in marks.items() if got != "good")


def next_flag(flags: list[int], at: int, step: int) -> int | None:
    """The next flagged move after ``at`` (``step`` 1) or before it (-1), or None."""
    ahead = [i for i in flags if (i - at) * step > 0]
    if not ahead:
        return None
    return min(ahead) if step > 0 else max(ahead)
