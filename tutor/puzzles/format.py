"""The public puzzle and position format (../shared/puzzle-format.md).

Pydantic models for every kind, and :func:`solve`, which turns a puzzle into the
engine's answer with its reasons. Beyond the contract, a puzzle may carry these
optional fields (documented in docs/puzzle-format.md): ``title``, ``hint``,
``difficulty`` (1-5), ``rule_ids`` (the rules it exercises), ``theme`` and
``source``; a ``go_out`` position may say ``melded_before``; a ``first_meld``
position may say ``going_out``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Any, Union

from pydantic import BaseModel, Field, TypeAdapter, ValidationError

from tutor.engine import PositionError, RuleError, StockTooShort, Why, option_rule
from tutor.explain import problem_line
from tutor.puzzles.base import (
    CardField,
    Cards,
    Melds,
    PuzzleBase,
    PuzzleError,
    Solution,
)
from tutor.puzzles.kinds import KINDS as KIND_REGISTRY
from tutor.puzzles.kinds.first_meld import FirstMeldAnswer, FirstMeldPosition, FirstMeldPuzzle
from tutor.puzzles.kinds.game import GameAnswer, GamePosition, GamePuzzle
from tutor.puzzles.kinds.go_out import GoOutAnswer, GoOutPosition, GoOutPuzzle
from tutor.puzzles.kinds.meld import MeldAnswer, MeldPosition, MeldPuzzle
from tutor.puzzles.kinds.score_hand import (
    ScoreHandAnswer,
    ScoreHandPosition,
    ScoreHandPuzzle,
    TeamHand,
)
from tutor.puzzles.kinds.take_pile import TakePileAnswer, TakePilePosition, TakePilePuzzle
from tutor.puzzles.kinds.upcard import UpcardAnswer, UpcardPosition, UpcardPuzzle

#: The kinds' names, in the registry's order.
KINDS: tuple[str, ...] = tuple(KIND_REGISTRY)

_MODELS = tuple(k.model for k in KIND_REGISTRY.values())
#: Any kind's puzzle, told apart by its ``kind`` (the union of the registered models).
Puzzle: Any = Annotated[Union[_MODELS], Field(discriminator="kind")]  # noqa: UP007
PUZZLE: TypeAdapter[Any] = TypeAdapter(Puzzle)


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
    """A validation error as the CLI prints it: each field, its value and why."""
    return str(PuzzleError.of(validation_parts(err)))


#: Pydantic's own errors that the catalogue says; any other is "format.invalid".
_PYDANTIC_SAID = frozenset({
    "missing", "extra_forbidden", "literal_error", "int_type", "int_parsing",
    "int_from_float", "string_type", "list_type", "bool_type", "bool_parsing", "dict_type",
    "model_type", "greater_than_equal", "less_than_equal", "too_short", "too_long",
    "json_invalid"})


def format_why(kind: str, ctx: dict[str, Any]) -> Why:
    """A pydantic error as a reason: ours keep their code and facts (see base.refuse);
    pydantic's own are said by the catalogue from their type and context."""
    if "." in kind:
        return Why.plain(kind, **ctx)
    if kind in _PYDANTIC_SAID:
        return Why.plain("format." + kind.replace("_", "-"),
                         **{k: v if isinstance(v, int) else str(v) for k, v in ctx.items()})
    return Why.plain("format.invalid")


def validation_parts(err: ValidationError) -> list[tuple[str, str, Why]]:
    """Each error of a puzzle that does not validate: (field, the value found, why)."""
    parts = []
    for e in err.errors(include_url=False):
        where, kind = _loc(e["loc"]), e["type"]
        why = format_why(kind, dict(e.get("ctx") or {}))
        if kind in ("union_tag_invalid", "union_tag_not_found"):
            code = "format.unknown-kind" if kind == "union_tag_invalid" else "format.no-kind"
            where, why = "kind", Why.plain(code, kinds=list(KINDS))
        value = e.get("input")
        shown = "" if kind in ("missing", "union_tag_not_found") or isinstance(
            value, dict) else _short(value)
        parts.append((where, shown, why))
    return parts


def parse_puzzle(data: object) -> PuzzleBase:
    """Validate one puzzle object; :class:`PuzzleError` says what is wrong."""
    if not isinstance(data, dict):
        raise PuzzleError.of([("puzzle", _short(data), Why.plain("format.not-an-object"))])
    try:
        puzzle: PuzzleBase = PUZZLE.validate_python(data)
    except ValidationError as e:
        raise PuzzleError.of(validation_parts(e)) from None
    except RuleError as e:
        raise PuzzleError.of([(e.field, _short(e.value), e.why)]) from None
    return puzzle


def solve(puzzle: PuzzleBase) -> Solution:
    """Answer a validated puzzle; :class:`PuzzleError` for an impossible position."""
    rules, table = puzzle.ruleset, puzzle.table
    try:
        return KIND_REGISTRY[str(getattr(puzzle, "kind", ""))].solve(puzzle, rules, table)
    except PositionError as e:
        raise PuzzleError(" ".join(problem_line(p) for p in e.problems), e.problems) from None
    except StockTooShort as e:
        reason = Why.of(option_rule(rules, "upcard_cover"), "problem.stock-too-short",
                        n=e.turned)
        raise PuzzleError.of([("position.stock", "", reason)]) from None


def compare(expected: BaseModel, got: dict[str, Any]) -> dict[str, tuple[Any, Any]]:
    """The fields a puzzle's answer states where the engine disagrees: {field: (stated, engine)}."""
    out = {}
    for name in sorted(expected.model_fields_set):
        want = getattr(expected, name)
        if got.get(name) != want:
            out[name] = (want, got.get(name))
    return out


__all__ = [
    "KINDS", "PUZZLE", "CardField", "Cards", "FirstMeldAnswer", "FirstMeldPosition",
    "FirstMeldPuzzle", "GameAnswer", "GamePosition", "GamePuzzle", "GoOutAnswer",
    "GoOutPosition", "GoOutPuzzle", "MeldAnswer", "MeldPosition", "MeldPuzzle", "Melds",
    "Puzzle", "PuzzleBase", "PuzzleError", "ScoreHandAnswer", "ScoreHandPosition",
    "ScoreHandPuzzle", "Solution", "TakePileAnswer", "TakePilePosition", "TakePilePuzzle",
    "TeamHand", "UpcardAnswer", "UpcardPosition", "UpcardPuzzle", "compare",
    "describe_validation", "format_why", "json_schema", "parse_puzzle", "solve", "validation_parts",
]
