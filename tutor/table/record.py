"""A public record of a game: its table, its rules (a rule book and its house rules, as a
link names them), and for each hand the deal (the seed that shuffled it and the dealer)
and every action in order, written in the notation of the actions' ``repr``
(``TakePile(cards=(Card('9D'), Card('9S')))``). ``canasta-tutor play --record DIR`` writes
one file a game; ``canasta-tutor replay FILE`` deals each hand again, checks every move
against the rules and says each hand's itemised score and the game's result. Its format:
docs/record-format.md, and docs/record.schema.json (from :class:`RecordModel`)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tutor.engine import (
    DEFAULT_RULES,
    Action,
    Game,
    GameVerdict,
    RuleError,
    ScoreVerdict,
    State,
    Why,
    check_game,
    get_rules,
    read_move,
)

FORMAT = "canasta-tutor/game"


class HandModel(BaseModel):
    """One hand: how it was dealt, and each action with the seat that made it."""

    model_config = ConfigDict(extra="forbid")
    seed: int = Field(description="The seed of random.Random that shuffled the decks.")
    dealer: int = Field(ge=0, le=5, description="The seat that dealt (the next one plays first).")
    actions: list[tuple[int, str]] = Field(
        description="Each move in order: [seat, the action as its repr writes it].")


class RecordModel(BaseModel):
    """A whole game, as ``canasta-tutor play --record`` writes it."""

    model_config = ConfigDict(extra="forbid")
    format: str = Field(FORMAT, description=f"Always {FORMAT!r}.")
    rules: str | None = Field(None, description="The rules, as a link names them: classic, "
                              "or classic,black_three_freezes=true (none: the rules replay "
                              "is given, else classic).")
    players: int = Field(description="2, 3, 4 or 6.")
    teams: str | None = Field(None, description="Six players: 3x2 or 2x3.")
    names: list[str] = Field(default_factory=list, description="Who sat at each seat.")
    hands: list[HandModel]


class RecordError(ValueError):
    """A record that cannot be replayed: where (a field, or hand and move) and why."""

    def __init__(self, where: str, why: Why, hand: int | None = None,
                 move: int | None = None) -> None:
        super().__init__(where)
        self.where = where
        self.why = why
        self.hand = hand
        """The hand at fault (from 0), if it is one hand's; ``move`` its move (from 0)."""
        self.move = move


@dataclass(frozen=True)
class HandReplayed:
    """A hand dealt again and played through: its itemised score, the totals after it."""

    score: ScoreVerdict
    totals: tuple[int, ...]


@dataclass(frozen=True)
class Replayed:
    hands: tuple[HandReplayed, ...]
    verdict: GameVerdict
    in_progress: int | None = None
    """The moves of a last hand still being played (a game saved in the middle of a hand),
    or None: every hand is over."""


class GameDigest:
    """A game up to a move, as a digest: its rules and table, each hand's deal and every
    move in order. With a decision's number it is what a judgement of the decision is kept
    by, the same in Play and in any review of the game, however far the game goes on."""

    def __init__(self, rules: str | None, players: int, teams: str | None) -> None:
        self._digest = hashlib.sha256(f"{rules}|{players}|{teams}".encode())

    @classmethod
    def of(cls, game: Game) -> GameDigest:
        """A game of Play's, as its record names its rules and table."""
        return cls(game.rules.name, game.table.players, _teams(game))

    def deal(self, seed: int, dealer: int) -> None:
        self._digest.update(f"|{seed}:{dealer}".encode())

    def move(self, action: Action) -> None:
        self._digest.update(f"|{action!r}".encode())

    def key(self, number: int) -> str:
        """The key of the decision just digested, the learner's ``number``-th move."""
        return f"{self._digest.hexdigest()}:{number}"


def hand_record(st: State, seed: int, dealer: int) -> HandModel:
    """A finished (or unfinished) hand as the record writes it."""
    return HandModel(seed=seed, dealer=dealer,
                     actions=[(seat, repr(action)) for seat, action in st.log])


def game_record(game: Game, hands: Sequence[HandModel], names: Sequence[str] = ()) -> str:
    """A game's record as JSON text."""
    return record_text(RecordModel(
        rules=game.rules.name, players=game.table.players, teams=_teams(game),
        names=list(names), hands=list(hands)))


def _teams(game: Game) -> str | None:
    return game.table.layout if game.table.players == 6 else None


def record_text(model: RecordModel) -> str:
    """A record as JSON text, a move a line."""
    head = json.dumps(model.model_dump(exclude={"hands"}), indent=1)[:-2]
    blocks = [f'  {{"seed": {h.seed}, "dealer": {h.dealer}, "actions": [\n'
              + ",\n".join(f"   {json.dumps(list(a))}" for a in h.actions) + "\n  ]}"
              for h in model.hands]
    return head + ',\n "hands": [\n' + ",\n".join(blocks) + "\n ]\n}"  # a move a line


def read_record(text: str) -> RecordModel:
    """A record from its JSON text; :class:`RecordError` naming the field at fault."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise RecordError("record", Why.plain("record.not-json", detail=e.msg,
                                              line=e.lineno)) from None
    try:
        model = RecordModel.model_validate(data)
    except ValidationError as e:
        first = e.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "record"
        loc = [p for p in first["loc"] if isinstance(p, int)]
        raise RecordError(where, Why.plain("record.bad-field", detail=first["msg"]),
                          *loc[:2]) from None
    if model.format != FORMAT:
        raise RecordError("format", Why.plain("record.not-a-record", value=repr(model.format)))
    return model


#: Shown each move as it is replayed: the hand's index, the move's, the position before it
#: (not to be kept: it moves on) and the move.
Watch = Callable[[int, int, State, Action], None]


def replay(model: RecordModel, rules: str | None = None, watch: Watch | None = None) -> Replayed:
    """Every hand dealt again from its seed and played move by move, each move checked by
    the one checker (under the record's rules, else ``rules``, else Classic);
    :class:`RecordError` for the first move that is not the rules'. ``watch`` sees each
    move before it is played."""
    named = model.rules or rules or DEFAULT_RULES
    try:
        ruleset = get_rules(named)
        game = Game(ruleset, ruleset.table(model.players, model.teams))
    except RuleError as e:
        raise RecordError(e.field, e.why) from None
    totals = [0] * game.table.sides
    done: list[HandReplayed] = []
    for h, hand in enumerate(model.hands):
        if done and check_game(totals, game.rules, game.table).over:
            raise RecordError(f"hands[{h}]", Why.plain("record.after-the-end", n=h + 1), h)
        st = game.new_initial_state(hand.seed, totals, hand.dealer)
        for i, (seat, text) in enumerate(hand.actions):
            _play(st, seat, text, h, i, watch)
        if not st.is_terminal():
            if h + 1 < len(model.hands):  # only the last hand may be still in play
                raise RecordError(f"hands[{h}]", Why.plain("record.unfinished", n=h + 1), h)
            return Replayed(tuple(done), check_game(totals, game.rules, game.table),
                            len(hand.actions))
        returns = st.returns()
        for s in range(game.table.sides):
            totals[s] += returns[game.seats().index(s)]
        done.append(HandReplayed(st.score(), tuple(totals)))
    return Replayed(tuple(done), check_game(totals, game.rules, game.table))


def _play(st: State, seat: int, text: str, h: int, i: int, watch: Watch | None) -> None:
    """One recorded move, read and checked: the seat to play, and an action the rules
    allow there (else the reason, as the engine gives it)."""
    where = f"hands[{h}].actions[{i}]"
    action = read_move(st, seat, text)
    if isinstance(action, Why):
        raise RecordError(where, action, h, i)
    why = st.why_illegal(action)
    if why is not None:
        raise RecordError(where, Why.of(why.rule, "record.illegal", value=text, reason=why),
                          h, i)
    if watch is not None:
        watch(h, i, st, action)
    st.apply(action)
