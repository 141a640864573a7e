"""The moves of a turn, as small frozen values whose ``repr`` round-trips.

``eval(repr(a), {"Card": Card, **ACTION_TYPES}) == a`` for every action. Cards in
an action are the actual cards a player chooses; the game judges them by what
the rules look at (rank, wild or not), so any two kings are the same move.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card


@dataclass(frozen=True, slots=True)
class Draw:
    """Take the top stock card (two in the two- and three-player games, variants-2)."""


@dataclass(frozen=True, slots=True)
class TakePile:
    """Take the discard pile: meld its top card with ``cards`` from the hand (pile-1)."""

    cards: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class Meld:
    """Lay a new meld from the hand (basics-5)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class AddToMeld:
    """Add cards from the hand to the side's meld number ``meld`` (0 = first laid)."""

    meld: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Discard:
    """End the turn by discarding ``card`` (basics-8); the last card is a going out."""

    card: Card


@dataclass(frozen=True, slots=True)
class GoOut:
    """Meld the whole hand this turn, all but ``discard`` (basics-9); ``concealed`` asks for
    the concealed bonus (scoring-1). The game lays the cards out the way that scores best."""

    discard: Card | None = None
    concealed: bool = False


@dataclass(frozen=True, slots=True)
class AskPartner:
    """Ask partner "May I go out?" (scoring-8)."""


@dataclass(frozen=True, slots=True)
class Answer:
    """Partner's binding answer to "May I go out?" (scoring-8)."""

    yes: bool


Action = Draw | TakePile | Meld | AddToMeld | Discard | GoOut | AskPartner | Answer

ACTION_TYPES: dict[str, type] = {t.__name__: t for t in (
    Draw, TakePile, Meld, AddToMeld, Discard, GoOut, AskPartner, Answer)}

#: The rule that governs each kind of move (what a move is, whatever the position).
ACTION_RULES: dict[type, str] = {
    Draw: "basics-4", TakePile: "pile-1", Meld: "basics-5", AddToMeld: "basics-5",
    Discard: "basics-8", GoOut: "basics-9", AskPartner: "scoring-8", Answer: "scoring-8",
}


def parse_action(text: str) -> Action:
    """Read an action back from its ``repr`` (only these constructors and ``Card``)."""
    import ast

    from .cards import parse_card

    node = ast.parse(text.strip(), mode="eval").body
    value = _build(node, parse_card)
    if not isinstance(value, tuple(ACTION_TYPES.values())):
        raise ValueError(f"{text!r} is not an action")
    assert isinstance(value, Draw | TakePile | Meld | AddToMeld | Discard | GoOut | AskPartner
                      | Answer)
    return value


def _build(node: object, parse_card: object) -> object:
    import ast

    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Tuple):
        return tuple(_build(e, parse_card) for e in node.elts)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        name = node.func.id
        args = [_build(a, parse_card) for a in node.args]
        kwargs = {k.arg: _build(k.value, parse_card) for k in node.keywords if k.arg}
        if name == "Card" and len(args) == 1 and isinstance(args[0], str):
            return Card(args[0])
        if name in ACTION_TYPES:
            return ACTION_TYPES[name](*args, **kwargs)
    raise ValueError("only actions, cards, numbers and True/False may appear")
