"""Scoring a hand, the game after a hand, and the upcard at the deal.

Rules: scoring-1 … scoring-7, variants-1, -5, -8, -9 (player counts), basics-2
and bicycle-upcard (covering the upcard), pile-5 / Q1 / bicycle-frozen (what
the upcards freeze), and the choices Q8 and Q11.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from .cards import MELD_RANKS, Card, Rank
from .opening import minimum_for
from .position import table_meld_problems
from .rules import RuleSet, Table, option_rule
from .verdict import Problem, Status, Why


@dataclass(frozen=True, slots=True)
class SideHand:
    """What one side (a team, or a player alone) has at the end of a hand."""

    melds: tuple[tuple[Card, ...], ...]
    red_threes: int
    hands: tuple[tuple[Card, ...], ...]


class Line(NamedTuple):
    """One line of a side's score: what it is for (a message code: ``line.going-out`` …),
    the points, the rule, the cards, and the line's facts: the canasta's rank, the number of
    red 3s, or which member's hand (``n``, from 1; None for a player alone)."""

    item: str
    points: int
    rule: str
    cards: tuple[Card, ...] = ()
    rank: Rank | None = None
    n: int | None = None

    @property
    def what(self) -> Why:
        """What the line is for, to be said: ``say(line.what)`` is "natural canasta of
        kings"."""
        return Why.of(self.rule, self.item, rank=self.rank, n=self.n)


class SideScore(NamedTuple):
    lines: tuple[Line, ...]
    total: int


class ScoreVerdict(NamedTuple):
    """Every side's itemised score; ``why`` is written from the breakdown when asked for."""

    sides: tuple[SideScore, ...]
    went_out: int | None
    three_player_pair: bool = False
    pair_shares: bool = True

    @property
    def scores(self) -> list[int]:
        """What each side is credited with for the hand (see :meth:`credited`)."""
        return [self.credited(i) for i in range(len(self.sides))]

    def credited(self, side: int) -> int:
        """Side ``side``'s score for the hand. In the three-player game the pair (side 1) either
        credits each member with its whole result or splits it, each half rounded toward
        zero (variants-5, Q11)."""
        total = self.sides[side].total
        if self.three_player_pair and side == 1 and not self.pair_shares:
            return int(total / 2)
        return total

    @property
    def why(self) -> tuple[Why, ...]:
        whys = []
        for i, s in enumerate(self.sides):
            items = tuple(Why.of(ln.rule, "score.item-cards" if ln.cards else "score.item",
                                 what=ln.what, cards=ln.cards, points=ln.points)
                          for ln in s.lines)
            whys.append(Why.of("scoring-4", "score.side" if items else "score.side-nothing",
                               side=i, items=items, total=s.total))
        if self.went_out is None:
            whys.append(Why.of("pile-9", "score.nobody-out"))
        if self.three_player_pair:
            whys.append(Why.of("variants-5", "score.pair-shares" if self.pair_shares
                               else "score.pair-splits", "Q11", each=self.credited(1)))
        return tuple(whys)


class _Bonuses(NamedTuple):
    """The score lines that depend only on the rule set and the table, made once."""

    going_out: Line
    concealed: Line
    natural: dict[Rank | None, Line]
    mixed: dict[Rank | None, Line]
    red: tuple[Line, ...]
    red_penalty: tuple[Line, ...]


_BONUSES: dict[tuple[int, int], tuple[RuleSet, Table, _Bonuses]] = {}


def _bonuses(rules: RuleSet, table: Table) -> _Bonuses:
    key = (id(rules), id(table))
    got = _BONUSES.get(key)
    if got is not None and got[0] is rules and got[1] is table:
        return got[2]
    ranks: list[Rank | None] = [*MELD_RANKS, None]
    reds = range(len(table.red_three_bonus))
    rules_by_count = [red_three_rule(table, n) for n in reds]
    made = _Bonuses(
        Line("line.going-out", rules.going_out_bonus, "scoring-1"),
        Line("line.going-out-concealed", rules.concealed_bonus, "scoring-1"),
        {r: Line("line.natural-canasta", rules.natural_canasta_bonus, "scoring-2", (), r)
         for r in ranks},
        {r: Line("line.mixed-canasta", rules.mixed_canasta_bonus, "scoring-2", (), r)
         for r in ranks},
        tuple(Line("line.red-threes", b, rule, n=n) for n, b, rule in zip(
            reds, table.red_three_bonus, rules_by_count, strict=True)),
        tuple(Line("line.red-threes-penalty", -b, rule, n=n) for n, b, rule in zip(
            reds, table.red_three_bonus, rules_by_count, strict=True)),
    )
    if len(_BONUSES) > 64:
        _BONUSES.clear()
    _BONUSES[key] = (rules, table, made)
    return made


def red_three_rule(table: Table, count: int = 4) -> str:
    """scoring-3 (100 each), except the six-player numbers for four or more (variants-8)."""
    return "variants-8" if table.decks == 3 and count >= 4 else "scoring-3"


def side_lines(
    side: SideHand, went_out: bool, concealed: bool, rules: RuleSet, table: Table,
    bonus: _Bonuses | None = None, numbers: Sequence[int] | None = None,
) -> SideScore:
    """The itemised score of one side (scoring-1 … scoring-5); ``numbers``: its players'
    numbers round the table (:func:`player_numbers`; by default 1, 2, …)."""
    if bonus is None:
        bonus = _bonuses(rules, table)
    lines: list[Line] = []
    if went_out:
        lines.append(bonus.concealed if concealed else bonus.going_out)
    melded = _meld_lines(side.melds, rules, bonus, lines)
    n = side.red_threes
    if n > 0:
        n = min(n, len(bonus.red) - 1)
        lines.append(bonus.red[n] if side.melds else bonus.red_penalty[n])
    if side.melds:
        lines.append(Line("line.melded", melded, "scoring-4"))
    _hand_lines(side.hands, rules.red_three_value, lines,
                numbers or range(1, len(side.hands) + 1))
    total = 0
    for line in lines:
        total += line.points
    return SideScore(tuple(lines), total)


def _meld_lines(melds: Sequence[Sequence[Card]], rules: RuleSet, bonus: _Bonuses,
                lines: list[Line]) -> int:
    """Each canasta's bonus line (scoring-2), added to ``lines``; what the melded cards
    count (scoring-4)."""
    melded = 0
    size = rules.canasta_size
    red_value = rules.red_three_value
    for meld in melds:
        wild = False
        rank = None
        for c in meld:  # one pass: values (first-meld-1), wild cards, rank
            melded += c.value or (red_value if c.is_red_three else 0)
            if c.is_wild:
                wild = True
            elif rank is None and c.is_natural:
                rank = c.rank
        if len(meld) >= size:
            lines.append((bonus.mixed if wild else bonus.natural)[rank])
    return melded


def player_numbers(sizes: Sequence[int]) -> list[list[int]]:
    """Each side's players numbered round the table from 1, partners apart as they sit:
    with two sides of two, the first side's players are 1 and 3, the second's 2 and 4
    (numbered within each side, both sides had a "player 1" and a "player 2", and a walk
    could not tell whose hand "player 2's" was). Sides of unequal size (three players, two
    of them partners for a hand) are numbered one side after the other."""
    if len(set(sizes)) <= 1:
        return [[side + len(sizes) * m + 1 for m in range(n)] for side, n in enumerate(sizes)]
    first = [sum(sizes[:side]) for side in range(len(sizes))]
    return [[first[side] + m + 1 for m in range(n)] for side, n in enumerate(sizes)]


def _hand_lines(hands: Sequence[Sequence[Card]], red_value: int, lines: list[Line],
                numbers: Sequence[int]) -> None:
    """The cards left in each hand, against the side (scoring-5), added to ``lines``."""
    alone = len(hands) == 1
    for i, hand in enumerate(hands):
        if hand:
            value = 0
            for c in hand:
                value += c.value or (red_value if c.is_red_three else 0)
            lines.append(Line("line.in-hand" if alone else "line.in-hand-of", -value,
                              "scoring-5", tuple(hand),
                              n=None if alone else numbers[i]))


def score_problems(
    sides: Sequence[SideHand], went_out: int | None, concealed: bool, rules: RuleSet,
    table: Table,
) -> list[Problem]:
    """What makes a finished hand impossible (beyond card counts and red 3s in hands)."""
    problems = _sides_problems(sides, went_out, rules, table)
    listed = [h for s in sides for h in s.hands]
    if listed and not any(listed):
        problems.append(Problem(Status.INCONSISTENT, "position.teams", (), Why.of(
            "basics-9", "problem.every-hand-empty")))
    problems += _red_threes_problems(sides, table)
    return problems + _going_out_problems(sides, went_out, concealed, rules, table)


def _red_threes_problems(sides: Sequence[SideHand], table: Table) -> list[Problem]:
    """More red 3s than the decks hold: at the side that alone has too many (a walk read
    "The sides: …, not 9" and could not tell which box), else at the sides together."""
    over = [i for i, s in enumerate(sides) if s.red_threes > table.red_threes]
    if over:
        return [Problem(Status.TOO_MANY_RED_THREES, f"position.teams[{i}].red_threes",
                        sides[i].red_threes, Why.of("basics-1", "problem.too-many-red-threes",
                                                    n=sides[i].red_threes,
                                                    most=table.red_threes)) for i in over]
    reds = sum(max(0, s.red_threes) for s in sides)
    if reds <= table.red_threes:
        return []
    return [Problem(Status.TOO_MANY_RED_THREES, "position.teams", (), Why.of(
        "basics-1", "problem.too-many-red-threes", n=reds, most=table.red_threes))]


def _sides_problems(sides: Sequence[SideHand], went_out: int | None, rules: RuleSet,
                    table: Table) -> list[Problem]:
    """As many sides as the table has; each side's hands, red 3s and melds."""
    problems: list[Problem] = []
    allowed = {table.sides} | ({2} if table.players == 3 else set())
    if len(sides) not in allowed:
        problems.append(Problem(Status.BAD_SIDES, "position.teams", (), Why.of(
            table.member_rule, "problem.sides-count", n=len(sides), players=table.players,
            want=tuple(sorted(allowed)))))
    pair = table.players == 3 and len(sides) == 2
    for i, side in enumerate(sides):
        members = (2 if i == 1 else 1) if pair else table.members
        problems += _hands_problems(i, side, members, went_out == i, pair)
        if side.red_threes < 0:
            problems.append(Problem(Status.INCONSISTENT, f"position.teams[{i}].red_threes",
                                    side.red_threes, Why.of("scoring-3",
                                                            "problem.red-threes-negative")))
        problems += table_meld_problems(f"position.teams[{i}].melds", side.melds, rules,
                                        went_out=(went_out == i), pooled=pair and i == 1)
    return problems


def _going_out_problems(sides: Sequence[SideHand], went_out: int | None, concealed: bool,
                        rules: RuleSet, table: Table) -> list[Problem]:
    """Who went out is a side, with the canastas going out needs; concealed only then."""
    if went_out is None:
        return [Problem(Status.INCONSISTENT, "position.concealed", "true", Why.of(
            "scoring-1", "problem.concealed-nobody-out"))] if concealed else []
    if not 0 <= went_out < len(sides):
        return [Problem(Status.INCONSISTENT, "position.went_out", (), Why.of(
            "basics-9", "problem.no-such-side", n=went_out))]
    canastas = sum(1 for m in sides[went_out].melds if len(m) >= rules.canasta_size)
    need = table.canastas_to_go_out
    if canastas >= need:
        return []
    return [Problem(Status.NO_CANASTA_TO_GO_OUT, "position.went_out", (), Why.of(
        table.canastas_rule, "problem.went-out-without-canastas", side=went_out,
        have=canastas, need=need))]


def _hands_problems(i: int, side: SideHand, members: int, out: bool, pair: bool
                    ) -> list[Problem]:
    """Each member's hand listed, and the one who went out holding nothing."""
    field = f"position.teams[{i}].hands"
    n = len(side.hands)
    who = Why.of("basics-1", ("problem.who-lone" if i == 0 else "problem.who-pair") if pair
                 else "problem.who-side", side=i)
    if n > members:
        return [Problem(Status.BAD_SIDES, field, (), Why.of(
            "basics-1", "problem.too-many-hands", who=who, members=members, n=n))]
    if 0 < n < members:
        return [Problem(Status.BAD_SIDES, field, (), Why.of(
            "basics-1", "problem.too-few-hands-out" if out else "problem.too-few-hands",
            who=who, members=members))]
    if out and n == members and all(side.hands):
        return [Problem(Status.INCONSISTENT, field, (), Why.of(
            "basics-9", "problem.out-holds-cards", who=who))]
    return []


def score_hand(
    sides: Sequence[SideHand], went_out: int | None, concealed: bool, rules: RuleSet,
    table: Table,
) -> ScoreVerdict:
    """Score every side, each with an itemised breakdown that sums to its score."""
    bonus = _bonuses(rules, table)
    numbers = player_numbers([len(s.hands) for s in sides])
    scores = tuple([side_lines(s, went_out == i, concealed, rules, table, bonus, numbers[i])
                    for i, s in enumerate(sides)])
    return ScoreVerdict(scores, went_out, table.players == 3 and len(sides) == 2,
                        rules.three_player_pair_shares)


# --- the game after a hand --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameVerdict:
    over: bool
    winner: int | None
    minimums: tuple[int | None, ...]
    why: tuple[Why, ...]


def target_rule(table: Table) -> str:
    """The row that sets the table's target (the table's own data)."""
    return table.target_rule


def check_game(totals: Sequence[int], rules: RuleSet, table: Table) -> GameVerdict:
    """After a hand: is the game over, who won, and each side's next minimum."""
    target = table.target
    rule = target_rule(table)
    reached = [i for i, t in enumerate(totals) if t >= target]
    floor = rules.losing_floor
    fallen = [i for i, t in enumerate(totals) if floor is not None and t <= floor]
    whys = [Why.of(rule, "game.goes-on", target=target)]
    if reached or fallen:
        ended = _game_end(totals, fallen, rules, table)
        if ended is not None:
            return ended
        whys.append(Why.of(option_rule(rules, "tie_at_target"), "game.level-play-on", "Q8",
                           target=target))  # level past the target, and this table plays on
    mins: list[int | None] = []
    for i, t in enumerate(totals):
        m, why = minimum_for(t, rules, table)
        mins.append(m)
        whys.append(Why.of(why.rule, "game.side-minimum", side=i, reason=why))
    return GameVerdict(False, None, tuple(mins), tuple(whys))


def _game_end(totals: Sequence[int], fallen: list[int], rules: RuleSet, table: Table
              ) -> GameVerdict | None:
    """A side past the target (or one fallen below the floor): the higher total wins; level
    leaders draw, or play on (then None: the game goes on)."""
    target = table.target
    contenders = [i for i in range(len(totals)) if i not in fallen]
    top = max((totals[i] for i in contenders), default=None)
    leaders = [i for i in contenders if totals[i] == top]
    none = tuple(None for _ in totals)
    if len(leaders) == 1:
        winner = leaders[0]
        return GameVerdict(True, winner, none, (Why.of(
            target_rule(table), "game.won", side=winner, total=totals[winner], target=target),))
    if rules.tie_at_target == "play_on":
        return None
    return GameVerdict(True, None, none, (Why.of(
        option_rule(rules, "tie_at_target"), "game.level-drawn", "Q8", target=target),))


# --- the upcard ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class UpcardVerdict:
    turned: int
    frozen: bool
    pile: tuple[Card, ...]
    why: tuple[Why, ...]


class StockTooShort(ValueError):
    def __init__(self, turned: int) -> None:
        self.turned = turned
        super().__init__(f"stock too short after {turned} cards")
