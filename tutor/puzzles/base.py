"""What every kind of puzzle shares: card fields, the base model, the solution, errors,
and the pieces a kind uses to ask its questions and draw its position."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PlainSerializer,
    PlainValidator,
    ValidationInfo,
    WithJsonSchema,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from tutor.engine import (
    DEFAULT_RULES,
    RULE_IDS,
    RULESETS,
    Card,
    CardError,
    HouseValue,
    Line,
    Problem,
    RuleError,
    RuleSet,
    Table,
    Why,
    derive,
    get_rules,
    hand_problems,
    hand_size_problems,
    parse_card,
    parse_cards,
    pile_problems,
    table_meld_problems,
    too_many_copies,
)
from tutor.explain import rule_line, say, words

_CARD_SCHEMA = {
    "type": "string",
    "description": "A card: rank A 2-10 J Q K (T for 10) and suit S H D C (or ♠ ♥ ♦ ♣); "
    "JK, JOKER or 🃏 for a joker. Case-insensitive.",
    "examples": ["QH", "10s", "T♦", "2C", "jk"],
}


def refuse(why: Why) -> PydanticCustomError:
    """A format error for pydantic that keeps its reason as data: the message code is the
    error's type and the facts its context (the catalogue says it; nothing reads it back)."""
    return PydanticCustomError(why.code, why.code, dict(why.facts))


def _card(value: object) -> Card:
    if isinstance(value, Card):
        return value
    try:
        return parse_card(value)  # type: ignore[arg-type]  # CardError names a non-string
    except CardError as e:
        raise refuse(e.why) from None


CardField = Annotated[
    Card, PlainValidator(_card), PlainSerializer(str, return_type=str),
    WithJsonSchema(_CARD_SCHEMA),
]
Cards = list[CardField]
Melds = list[Cards]


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, arbitrary_types_allowed=True)


class PuzzleBase(Model):
    id: str | int | None = Field(None, description="Any string, echoed back.")
    rules: str = Field(DEFAULT_RULES, description="A named rule set: "
                       + " or ".join(RULESETS) + " (or a table's rules as a link names them: "
                       "classic,black_three_freezes=true).")
    options: dict[str, bool | int | str | None] = Field(
        default_factory=dict, description="(extension) House rules over the rule set's: "
        "option names and values as `canasta-tutor rules` lists them.")
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
            raise refuse(e.why) from None
        return v

    @field_validator("options")
    @classmethod
    def _playable_options(cls, v: dict[str, HouseValue], info: ValidationInfo
                          ) -> dict[str, HouseValue]:
        try:
            derive(get_rules(info.data.get("rules", DEFAULT_RULES)), v)
        except RuleError as e:
            raise refuse(Why.plain("format.house-rule", option=e.field, value=repr(e.value),
                                   reason=e.why)) from None
        return v

    @field_validator("rule_ids")
    @classmethod
    def _known_ids(cls, v: list[str]) -> list[str]:
        for rid in v:
            if rid not in RULE_IDS:
                raise refuse(Why.plain("format.not-a-rule-id", value=repr(rid)))
        return v

    @model_validator(mode="after")
    def _teams_only_for_six(self) -> PuzzleBase:
        if self.teams is not None and self.players != 6:
            raise refuse(Why.plain("format.teams-not-six", value=repr(self.teams)))
        return self

    @property
    def ruleset(self) -> RuleSet:
        """The rules the puzzle is answered under: its rule set with its house rules."""
        rules = get_rules(self.rules)
        return derive(rules, self.options) if self.options else rules

    @property
    def table(self) -> Table:
        return self.ruleset.table(self.players, self.teams)


class PuzzleError(ValueError):
    """A puzzle that cannot be read or solved; the message names the field and the value.
    ``problems`` holds each reason when the position is impossible; ``fields`` each part
    of a format error: (field path, the value as found, why), its reason as data."""

    def __init__(self, message: str, problems: Sequence[Problem] = (),
                 fields: Sequence[tuple[str, str, Why]] = ()) -> None:
        super().__init__(message)
        self.problems = list(problems)
        self.fields = list(fields)

    @classmethod
    def of(cls, fields: Sequence[tuple[str, str, Why]]) -> PuzzleError:
        """A format error from its parts; the message is the CLI's English."""
        return cls("; ".join(f"{where}{shown and ' ' + shown}: {say(why)}"
                             for where, shown, why in fields), fields=fields)


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


def player_problems(hand: Sequence[Card], team_melds: Sequence[Sequence[Card]],
                    rules: RuleSet, table: Table, drawn: bool,
                    pile: Sequence[Card] | None = None) -> list[Problem]:
    """What makes the player's side of a position impossible, in the order they are told:
    cards used too often (the pile's among them), a red 3 in hand, a hand size no game
    reaches (before or after drawing), a red 3 in the pile, an illegal meld on the table."""
    groups = [*([("position.pile", pile)] if pile is not None else []),
              ("position.hand", hand),
              *((f"position.team_melds[{i}]", m) for i, m in enumerate(team_melds))]
    return (too_many_copies(groups, table) + hand_problems("position.hand", hand)
            + hand_size_problems("position.hand", hand, table, bool(team_melds), drawn)
            + (pile_problems("position.pile", pile, rules) if pile is not None else [])
            + table_meld_problems("position.team_melds", team_melds, rules))


def solution(answer: dict[str, Any], whys: Sequence[Why], **detail: Any) -> Solution:
    """A kind's answer, its reasons and the detail behind them."""
    return Solution(answer, list(whys), detail)


def codes(cards: Sequence[Card]) -> list[str]:
    """Cards in the puzzle format's notation: ["KS", "2C"]."""
    return [str(c) for c in cards]


def cards_of(value: Any) -> tuple[Card, ...]:
    """A learner's choice of cards, typed or picked."""
    if isinstance(value, str):
        return parse_cards(value)
    return parse_cards([str(v) for v in value])


def unreadable(rule: str, e: CardError) -> Why:
    return Why.of(rule, "choice.not-a-card", text=str(e.text))


@dataclass(frozen=True)
class AnswerField:
    """One thing the learner answers, and the widget that fits it."""

    name: str
    label: str
    widget: str  # yesno | number | choice | cards | discard | numbers
    options: tuple[Any, ...] = ()
    labels: tuple[str, ...] = ()
    optional: bool = False
    step: int = 5
    """What a number box's + and − add: 5 for points (every card counts a multiple of 5),
    1 for a count of cards (a walk's + went from 1 card to 6)."""


def box(caption: str, inner: str) -> str:
    return (f'<div class="ct-block"><span class="ct-caption">{escape(caption)}</span>'
            f"{inner}</div>")


def score_line(score: int, opened: bool) -> str:
    """The side's total, where it sets the first meld's minimum: only before it has opened
    (its melds on the table show that it has)."""
    if opened:
        return ""
    return f'<p class="ct-caption">{escape(words("draw.score-line", n=score))}</p>'


def side_names(n: int) -> tuple[str, ...]:
    """The sides as a puzzle names them, in order, from the catalogue (the one list of
    them): "The first side", "The second side", …"""
    return tuple(words("side.name", i=i) for i in range(n))
