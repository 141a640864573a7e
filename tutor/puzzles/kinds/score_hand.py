"""Score this hand: each side's score, line by line."""

from __future__ import annotations

import random
from collections.abc import Sequence
from html import escape
from typing import Any, Literal

from pydantic import Field

from tutor.engine import (
    MELD_RANKS,
    Card,
    Rank,
    RuleSet,
    SideHand,
    Table,
    Why,
    hand_problems,
    parse_cards,
    player_numbers,
    require,
    score_hand,
    score_problems,
    too_many_copies,
)
from tutor.explain import say, words
from tutor.puzzles.base import (
    AnswerField,
    Cards,
    Melds,
    Model,
    PuzzleBase,
    Solution,
    box,
    codes,
    side_names,
    solution,
)
from tutor.puzzles.deal import Deck, make_meld
from tutor.puzzles.kind import PuzzleKind
from tutor.puzzles.sums import score_sum
from tutor.render.cards import cards_html, melds_html


class TeamHand(Model):
    melds: Melds = Field(default_factory=list)
    red_threes: int = Field(0, description="How many red 3s the side laid out.")
    hands: list[Cards] = Field(default_factory=list,
                               description="The cards left in each member's hand.")


class ScoreHandPosition(Model):
    teams: list[TeamHand]
    went_out: int | None = Field(None, description="Index of the side that went out, or null "
                                 "when the stock ran out.")
    concealed: bool = False


class ScoreHandAnswer(Model):
    scores: list[int] | None = None


class ScoreHandPuzzle(PuzzleBase):
    kind: Literal["score_hand"]
    position: ScoreHandPosition
    answer: ScoreHandAnswer | None = None


def solve(p: ScoreHandPuzzle, rules: RuleSet, table: Table) -> Solution:
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
                   **({"cards": codes(ln.cards)} if ln.cards else {})} for ln in s.lines]
                 for s in v.sides]
    sol = solution({"scores": v.scores}, v.why, breakdown=breakdown)
    sol.lines = tuple(s.lines for s in v.sides)
    return sol


def near_miss(p: ScoreHandPuzzle, sol: Solution) -> int:
    teams = p.position.teams
    penalty = any(t.red_threes and not t.melds for t in teams)
    lines = sum(len(side) for side in sol.detail.get("breakdown", []))
    return int(penalty or p.position.concealed) + int(lines > 8)


def fields(p: ScoreHandPuzzle) -> list[AnswerField]:
    n = len(p.position.teams)
    return [AnswerField("scores", words("ask.score_hand.scores"), "numbers",
                        tuple(range(n)), side_names(n))]


def draw(p: ScoreHandPuzzle) -> str:
    pos = p.position
    out = []
    names = side_names(len(pos.teams))
    numbers = player_numbers([len(team.hands) for team in pos.teams])
    for i, team in enumerate(pos.teams):
        who = (words("draw.went-out-concealed" if pos.concealed else "draw.went-out")
               if pos.went_out == i else "")
        head = names[i] + (f" — {who}" if who else "")
        n = team.red_threes  # a count: drawn as that many red 3s, hearts and diamonds
        reds = box(words("draw.red-threes", n=n), cards_html(
            parse_cards(["3H", "3D"] * 4)[:n], words("draw.red-threes.aria", n=n))) if n else ""
        empty = f'<span class="ct-empty">{escape(words("draw.empty"))}</span>'
        hands = "".join(box(words("draw.member-hand", n=numbers[i][j]),
                            cards_html(h) if h else empty) for j, h in enumerate(team.hands))
        out.append(f'<div class="ct-side"><b>{escape(head)}</b>{reds}'
                   f'{box(words("draw.melds"), melds_html(team.melds))}{hands}</div>')
    if pos.went_out is None:
        out.append(f'<p class="ct-caption">{escape(words("draw.nobody-out"))}</p>')
    return "".join(out)


def sample(rng: random.Random, rules: RuleSet, table: Table, theme: set[str],
           want: Any, level: int = 0) -> dict[str, Any]:
    deck = Deck(rng, table)
    sides = table.sides
    went_out = None if rng.random() < 0.15 else rng.randrange(sides)
    reds_left = table.red_threes
    teams = []
    used: set[Rank] = set()
    for i in range(sides):
        melds = _melds(deck, rng, used, i, went_out, table)
        reds = min(reds_left, rng.choice([0, 0, 0, 1, 1, 2, 4]))
        reds_left -= reds
        hands = [deck.take_n(0 if (i == went_out and h == 0) else rng.randint(0, 6),
                             lambda c: not c.is_red_three) for h in range(table.members)]
        teams.append({"melds": [codes(m) for m in melds], "red_threes": reds,
                      "hands": [codes(h) for h in hands]})
    concealed = went_out is not None and rng.random() < 0.1
    return {"teams": teams, "went_out": went_out, "concealed": concealed}


def _melds(deck: Deck, rng: random.Random, used: set[Rank], i: int, went_out: int | None,
           table: Table) -> list[list[Card]]:
    """Side ``i``'s melds: the canastas going out needs for the side that went out."""
    k = rng.randint(0 if i != went_out else 1, 4)
    melds = []
    ranks = [r for r in MELD_RANKS if r not in used]
    rng.shuffle(ranks)
    canastas = table.canastas_to_go_out if i == went_out else rng.choice([0, 0, 1])
    for j, rank in enumerate(ranks[:max(k, canastas)]):
        size = 7 if j < canastas else rng.choice([3, 3, 4, 5, 6, 7, 8])
        meld = make_meld(deck, rng, rank, size, rng.choice([0, 0, 1, 2]))
        if len(meld) >= 3 and (j >= canastas or len(meld) >= 7):
            melds.append(meld)
    return melds


def arithmetic(p: ScoreHandPuzzle, name: str, sol: Solution, given: Any) -> Why | None:
    return score_sum(sol, given) if name == "scores" else None


KIND = PuzzleKind(
    "score_hand", ScoreHandPuzzle, solve, near_miss, fields, draw, sample,
    balance=None, decides=arithmetic)
