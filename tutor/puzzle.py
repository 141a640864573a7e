"""The public puzzle and position format (../shared/puzzle-format.md).

Pydantic models for every kind, and :func:`solve`, which turns a puzzle into the
engine's answer with its reasons. Beyond the contract, a puzzle may carry these
optional fields (documented in docs/puzzle-format.md): ``title``, ``hint``,
``difficulty`` (1-5), ``rule_ids`` (the rules it exercises), ``theme`` and
``source``; a ``go_out`` position may say ``melded_before``; a ``first_meld``
position may say ``going_out``.
"""

from __future__ import annotations

import typing
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PlainSerializer,
    PlainValidator,
    TypeAdapter,
    ValidationError,
    WithJsonSchema,
    field_validator,
    model_validator,
)

from .engine import (
    Card,
    PositionError,
    RuleError,
    RuleSet,
    SideHand,
    Table,
    analyse_pile,
    check_first_meld,
    check_game,
    check_go_out,
    check_meld,
    get_rules,
    score_hand,
    turn_upcard,
)
from .engine.cards import CardError, parse_card
from .engine.position import (
    hand_problems,
    hand_size_problems,
    pile_problems,
    require,
    table_meld_problems,
    too_many_copies,
)
from .engine.ruleids import RULE_IDS
from .engine.rules import DEFAULT_RULES, RULESETS, option_rule
from .engine.scoring import Line, StockTooShort, score_problems
from .engine.verdict import Problem, Status, Why
from .explain import problem_line, rule_line, say

_CARD_SCHEMA = {
    "type": "string",
    "description": "A card: rank A 2-10 J Q K (T for 10) and suit S H D C (or ♠ ♥ ♦ ♣); "
    "JK, JOKER or 🃏 for a joker. Case-insensitive.",
    "examples": ["QH", "10s", "T♦", "2C", "jk"],
}


def _card(value: object) -> Card:
    if isinstance(value, Card):
        return value
    if not isinstance(value, str):
        raise ValueError(f"{value!r} is not a card: a card is a string such as 'QH'")
    try:
        return parse_card(value)
    except CardError as e:
        raise ValueError(str(e)) from None


CardField = Annotated[
    Card, PlainValidator(_card), PlainSerializer(str, return_type=str),
    WithJsonSchema(_CARD_SCHEMA),
]
Cards = list[CardField]
Melds = list[Cards]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, arbitrary_types_allowed=True)


# --- positions --------------------------------------------------------------------------


class MeldPosition(_Model):
    cards: Cards = Field(description="The whole meld as it would lie on the table.")
    going_out: bool = Field(False, description="Black 3s may be melded only when going out.")


class TakePilePosition(_Model):
    pile: Cards = Field(description="The discard pile, bottom card first, top card last.")
    hand: Cards = Field(description="The player's hand before drawing.")
    team_melds: Melds = Field(default_factory=list, description="The side's melds on the table.")
    team_score: int = Field(0, description="The side's running total before this hand.")


class FirstMeldPosition(_Model):
    team_score: int = 0
    melds: Melds = Field(description="The melds laid this turn to open the side.")
    pile_top: CardField | None = Field(
        None, description="When the pile is being taken: its top card, which is in one meld.")
    going_out: bool = Field(False, description="(extension) The opening also goes out.")


class GoOutPosition(_Model):
    hand: Cards = Field(description="The player's hand after drawing.")
    team_melds: Melds = Field(default_factory=list)
    team_score: int = 0
    melded_before: bool | None = Field(
        None, description="(extension) The player has melded earlier this hand. By default: "
        "yes when a player alone has melds down, no in a partnership (the melds are partner's).")


class TeamHand(_Model):
    melds: Melds = Field(default_factory=list)
    red_threes: int = Field(0, description="How many red 3s the side laid out.")
    hands: list[Cards] = Field(default_factory=list,
                               description="The cards left in each member's hand.")


class ScoreHandPosition(_Model):
    teams: list[TeamHand]
    went_out: int | None = Field(None, description="Index of the side that went out, or null "
                                 "when the stock ran out.")
    concealed: bool = False


class UpcardPosition(_Model):
    stock: Cards = Field(description="The top cards of the stock after the deal, first first.")


class GamePosition(_Model):
    totals: list[int] = Field(description="Each side's running total after the hand.")


# --- answers (every field optional: `check` compares the fields a puzzle states) ----------


class MeldAnswer(_Model):
    legal: bool | None = None
    canasta: Literal["natural", "mixed"] | None = None
    points: int | None = None


class TakePileAnswer(_Model):
    can_take: bool | None = None
    frozen: bool | None = None


class FirstMeldAnswer(_Model):
    minimum: int | None = None
    count: int | None = None
    meets: bool | None = None


class GoOutAnswer(_Model):
    can_go_out: bool | None = None
    concealed: bool | None = None


class ScoreHandAnswer(_Model):
    scores: list[int] | None = None


class UpcardAnswer(_Model):
    turned: int | None = None
    frozen: bool | None = None


class GameAnswer(_Model):
    over: bool | None = None
    winner: int | None = None
    minimums: list[int | None] | None = None


# --- puzzles ----------------------------------------------------------------------------

Kind = Literal["meld", "take_pile", "first_meld", "go_out", "score_hand", "upcard", "game"]
KINDS: tuple[str, ...] = typing.get_args(Kind)


class PuzzleBase(_Model):
    id: str | int | None = Field(None, description="Any string, echoed back.")
    rules: str = Field(DEFAULT_RULES, description="A named rule set: "
                       + " or ".join(RULESETS) + ".")
    players: Literal[2, 3, 4, 6] = 4
    teams: Literal["3x2", "2x3"] | None = Field(
        None, description='Six players: "3x2" (three teams of two, default) or "2x3".')
    title: str | None = Field(None, description="(extension) A short title.")
    hint: str | None = Field(None, description="(extension) A hint shown on request.")
    difficulty: int | None = Field(None, ge=1, le=5, description="(extension) 1 (easy) to 5.")
    rule_ids: list[str] = Field(default_factory=list,
                                description="(extension) The rule ids the puzzle exercises.")
    theme: str | None = Field(None, description="(extension) A practice theme, e.g. frozen.")
    source: str | None = Field(None, description="(extension) Where the puzzle comes from.")

    @field_validator("rules")
    @classmethod
    def _known_rules(cls, v: str) -> str:
        try:
            get_rules(v)
        except RuleError as e:
            raise ValueError(e.reason) from None
        return v

    @field_validator("rule_ids")
    @classmethod
    def _known_ids(cls, v: list[str]) -> list[str]:
        for rid in v:
            if rid not in RULE_IDS:
                raise ValueError(f"{rid!r} is not a rule id (see tutor/engine/ruleids.py)")
        return v

    @model_validator(mode="after")
    def _teams_only_for_six(self) -> PuzzleBase:
        if self.teams is not None and self.players != 6:
            raise ValueError(f"teams {self.teams!r}: only a six-player game chooses its teams")
        return self

    @property
    def ruleset(self) -> RuleSet:
        return get_rules(self.rules)

    @property
    def table(self) -> Table:
        return self.ruleset.table(self.players, self.teams)


class MeldPuzzle(PuzzleBase):
    kind: Literal["meld"]
    position: MeldPosition
    answer: MeldAnswer | None = None


class TakePilePuzzle(PuzzleBase):
    kind: Literal["take_pile"]
    position: TakePilePosition
    answer: TakePileAnswer | None = None


class FirstMeldPuzzle(PuzzleBase):
    kind: Literal["first_meld"]
    position: FirstMeldPosition
    answer: FirstMeldAnswer | None = None


class GoOutPuzzle(PuzzleBase):
    kind: Literal["go_out"]
    position: GoOutPosition
    answer: GoOutAnswer | None = None


class ScoreHandPuzzle(PuzzleBase):
    kind: Literal["score_hand"]
    position: ScoreHandPosition
    answer: ScoreHandAnswer | None = None


class UpcardPuzzle(PuzzleBase):
    kind: Literal["upcard"]
    position: UpcardPosition
    answer: UpcardAnswer | None = None


class GamePuzzle(PuzzleBase):
    kind: Literal["game"]
    position: GamePosition
    answer: GameAnswer | None = None


Puzzle = Annotated[
    MeldPuzzle | TakePilePuzzle | FirstMeldPuzzle | GoOutPuzzle | ScoreHandPuzzle
    | UpcardPuzzle | GamePuzzle,
    Field(discriminator="kind"),
]
PUZZLE: TypeAdapter[Any] = TypeAdapter(Puzzle)


class PuzzleError(ValueError):
    """A puzzle that cannot be read or solved; the message names the field and the value.
    ``problems`` holds each reason when the position is impossible."""

    def __init__(self, message: str, problems: Sequence[Problem] = (),
                 fields: Sequence[tuple[str, str, str]] = ()) -> None:
        super().__init__(message)
        self.problems = list(problems)
        self.fields = list(fields)
        """A format error's parts: (field path, the value as found, what is wrong)."""


def json_schema() -> dict[str, Any]:
    schema: dict[str, Any] = PUZZLE.json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Canasta Tutor puzzle"
    return schema


def _loc(loc: Sequence[int | str]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part in KINDS and not out:
            continue  # the discriminator tag pydantic puts first
        else:
            out += ("." if out else "") + str(part)
    return out or "puzzle"


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def describe_validation(err: ValidationError) -> str:
    return "; ".join(f"{where}{shown and ' ' + shown}: {msg}"
                     for where, shown, msg in validation_parts(err))


def validation_parts(err: ValidationError) -> list[tuple[str, str, str]]:
    """Each error of a puzzle that does not validate: (field, the value found, why)."""
    parts = []
    for e in err.errors(include_url=False):
        where = _loc(e["loc"])
        msg = e["msg"]
        if msg.startswith("Value error, "):
            msg = msg[len("Value error, "):]
        if e["type"] == "extra_forbidden":
            msg = "unknown field"
        elif e["type"] == "union_tag_invalid":
            where, msg = "kind", f"unknown kind; use one of {', '.join(KINDS)}"
        elif e["type"] == "union_tag_not_found":
            where, msg = "kind", f"missing; use one of {', '.join(KINDS)}"
        value = e.get("input")
        shown = "" if e["type"] in ("missing", "union_tag_not_found") or isinstance(
            value, dict) else _short(value)
        parts.append((where, shown, msg))
    return parts


def parse_puzzle(data: object) -> PuzzleBase:
    """Validate one puzzle object; :class:`PuzzleError` says what is wrong."""
    if not isinstance(data, dict):
        raise PuzzleError(f"puzzle {_short(data)}: a puzzle is a JSON object")
    try:
        puzzle: PuzzleBase = PUZZLE.validate_python(data)
    except ValidationError as e:
        raise PuzzleError(describe_validation(e), fields=validation_parts(e)) from None
    except RuleError as e:
        raise PuzzleError(str(e)) from None
    return puzzle


# --- solving ----------------------------------------------------------------------------


@dataclass
class Solution:
    """The engine's answer to a puzzle, its reasons, and the detail behind them."""

    answer: dict[str, Any]
    reasons: list[Why]
    """The reasons as values, each naming its rule (and the house-rule choice it rests on)."""
    detail: dict[str, Any] = field(default_factory=dict)
    lines: tuple[tuple[Line, ...], ...] = ()
    """A scored hand: each side's score lines, as values."""

    @property
    def why(self) -> list[str]:
        """The reasons as the puzzle format prints them, ``"rule: text"``."""
        return [rule_line(w) for w in self.reasons]

    @property
    def rule_ids(self) -> list[str]:
        """The rules the reasons name, each once, in order."""
        return list(dict.fromkeys(w.rule for w in self.reasons))


def solve(puzzle: PuzzleBase) -> Solution:
    """Answer a validated puzzle; :class:`PuzzleError` for an impossible position."""
    rules, table = puzzle.ruleset, puzzle.table
    try:
        solution: Solution = _SOLVERS[type(puzzle)](puzzle, rules, table)
        return solution
    except PositionError as e:
        raise PuzzleError(" ".join(problem_line(p) for p in e.problems), e.problems) from None
    except StockTooShort as e:
        reason = Why.of(option_rule(rules, "upcard_cover"), "problem.stock-too-short",
                        n=e.turned)
        raise PuzzleError(f"position.stock: {say(reason)}") from None


def _out(answer: dict[str, Any], whys: Sequence[Why], **detail: Any) -> Solution:
    return Solution(answer, list(whys), detail)


def _cards(cards: Sequence[Card]) -> list[str]:
    return [str(c) for c in cards]


def _solve_meld(p: MeldPuzzle, rules: RuleSet, table: Table) -> Solution:
    pos = p.position
    require(too_many_copies([("position.cards", pos.cards)], table))
    v = check_meld(pos.cards, rules, going_out=pos.going_out)
    return _out({"legal": v.legal, "canasta": v.canasta, "points": v.points}, v.why)


def _solve_take(p: TakePilePuzzle, rules: RuleSet, table: Table) -> Solution:
    pos = p.position
    require(
        too_many_copies([("position.pile", pos.pile), ("position.hand", pos.hand),
                         *((f"position.team_melds[{i}]", m) for i, m in
                           enumerate(pos.team_melds))], table)
        + hand_problems("position.hand", pos.hand)
        + hand_size_problems("position.hand", pos.hand, table, bool(pos.team_melds), False)
        + pile_problems("position.pile", pos.pile, rules)
        + table_meld_problems("position.team_melds", pos.team_melds, rules)
    )
    v = analyse_pile(pos.pile, pos.hand, pos.team_melds, pos.team_score, rules, table)
    ways = [{"kind": w.kind, "from_hand": _cards(w.from_hand), "meld": _cards(w.meld),
             "other_melds": [_cards(m) for m in w.other_melds], "count": w.count}
            for w in v.ways]
    return _out({"can_take": v.can_take, "frozen": v.frozen}, v.why, ways=ways,
                blocked=v.state.blocked, frozen_for_all=v.state.frozen_for_all,
                minimum=v.minimum)


def _solve_first(p: FirstMeldPuzzle, rules: RuleSet, table: Table) -> Solution:
    pos = p.position
    require(too_many_copies([(f"position.melds[{i}]", m) for i, m in enumerate(pos.melds)],
                            table))
    v = check_first_meld(pos.melds, pos.team_score, rules, table, pos.pile_top, pos.going_out)
    return _out({"minimum": v.minimum, "count": v.count, "meets": v.meets}, v.why)


def _solve_go_out(p: GoOutPuzzle, rules: RuleSet, table: Table) -> Solution:
    pos = p.position
    problems = (
        too_many_copies([("position.hand", pos.hand),
                         *((f"position.team_melds[{i}]", m) for i, m in
                           enumerate(pos.team_melds))], table)
        + hand_problems("position.hand", pos.hand)
        + hand_size_problems("position.hand", pos.hand, table, bool(pos.team_melds), True)
        + table_meld_problems("position.team_melds", pos.team_melds, rules)
    )
    if pos.melded_before is False and table.players == 2 and pos.team_melds:
        problems.append(Problem(Status.INCONSISTENT, "position.melded_before", "false", Why.of(
            "variants-1", "problem.two-players-melded-before")))
    require(problems)
    v = check_go_out(pos.hand, pos.team_melds, pos.team_score, rules, table, pos.melded_before)
    plan = None
    if v.plan is not None:
        plan = {"melds": [_cards(m) for m in v.plan.new_melds],
                "additions": [{"to": _cards(b), "cards": _cards(c)} for b, c in v.plan.additions],
                "discard": str(v.plan.discard) if v.plan.discard else None}
    return _out({"can_go_out": v.can_go_out, "concealed": v.concealed}, v.why, plan=plan)


def _solve_score(p: ScoreHandPuzzle, rules: RuleSet, table: Table) -> Solution:
    pos = p.position
    sides = [SideHand(tuple(tuple(m) for m in t.melds), t.red_threes,
                      tuple(tuple(h) for h in t.hands)) for t in pos.teams]
    groups: list[tuple[str, Sequence[Card]]] = []
    problems = []
    for i, t in enumerate(pos.teams):
        groups += [(f"position.teams[{i}].melds[{j}]", m) for j, m in enumerate(t.melds)]
        groups += [(f"position.teams[{i}].hands[{j}]", h) for j, h in enumerate(t.hands)]
        for j, h in enumerate(t.hands):
            problems += hand_problems(f"position.teams[{i}].hands[{j}]", h)
    require(too_many_copies(groups, table) + problems
            + score_problems(sides, pos.went_out, pos.concealed, rules, table))
    v = score_hand(sides, pos.went_out, pos.concealed, rules, table)
    breakdown = [[{"item": say(ln.what), "points": ln.points, "rule": ln.rule,
                   **({"cards": _cards(ln.cards)} if ln.cards else {})} for ln in s.lines]
                 for s in v.sides]
    solution = _out({"scores": v.scores}, v.why, breakdown=breakdown)
    solution.lines = tuple(s.lines for s in v.sides)
    return solution


def _solve_upcard(p: UpcardPuzzle, rules: RuleSet, table: Table) -> Solution:
    pos = p.position
    require(too_many_copies([("position.stock", pos.stock)], table))
    v = turn_upcard(pos.stock, rules)
    return _out({"turned": v.turned, "frozen": v.frozen}, v.why, pile=_cards(v.pile))


def _solve_game(p: GamePuzzle, rules: RuleSet, table: Table) -> Solution:
    pos = p.position
    sides = table.sides
    if len(pos.totals) != sides:
        require([Problem(Status.BAD_SIDES, "position.totals", (), Why.of(
            table.member_rule, "problem.totals-count", players=table.players, want=sides,
            n=len(pos.totals)))])
    v = check_game(pos.totals, rules, table)
    return _out({"over": v.over, "winner": v.winner, "minimums": list(v.minimums)}, v.why)


_SOLVERS: dict[type, Any] = {
    MeldPuzzle: _solve_meld, TakePilePuzzle: _solve_take, FirstMeldPuzzle: _solve_first,
    GoOutPuzzle: _solve_go_out, ScoreHandPuzzle: _solve_score, UpcardPuzzle: _solve_upcard,
    GamePuzzle: _solve_game,
}


def compare(expected: BaseModel, got: dict[str, Any]) -> dict[str, tuple[Any, Any]]:
    """The fields a puzzle's answer states where the engine disagrees: {field: (stated, engine)}."""
    out = {}
    for name in sorted(expected.model_fields_set):
        want = getattr(expected, name)
        if got.get(name) != want:
            out[name] = (want, got.get(name))
    return out
