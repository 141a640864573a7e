"""Can you take the pile? Every way to take it, or the rule and the card that stop it."""

from __future__ import annotations

import random
from typing import Any, Literal

from pydantic import Field

from tutor.engine import (
    Card,
    CardError,
    RuleSet,
    Table,
    TakePile,
    Why,
    analyse_pile,
    holds,
    require,
    signature,
    take_choices,
    take_position,
)
from tutor.explain import words
from tutor.puzzles.base import (
    AnswerField,
    Cards,
    Melds,
    Model,
    PuzzleBase,
    Solution,
    box,
    cards_of,
    codes,
    player_problems,
    score_line,
    solution,
    unreadable,
)
from tutor.puzzles.deal import THEMES, Deck, make_meld, meld_rank, side_melds, with_score
from tutor.puzzles.kind import PuzzleKind
from tutor.render.cards import cards_html, melds_html, pile_html


class TakePilePosition(Model):
    pile: Cards = Field(description="The discard pile, bottom card first, top card last.")
    hand: Cards = Field(description="The player's hand before drawing.")
    team_melds: Melds = Field(default_factory=list, description="The side's melds on the table.")
    team_score: int = Field(0, description="The side's running total before this hand.")


class TakePileAnswer(Model):
    can_take: bool | None = None
    frozen: bool | None = None


class TakePilePuzzle(PuzzleBase):
    kind: Literal["take_pile"]
    position: TakePilePosition
    answer: TakePileAnswer | None = None


def solve(p: TakePilePuzzle, rules: RuleSet, table: Table) -> Solution:
    pos = p.position
    require(player_problems(pos.hand, pos.team_melds, rules, table, drawn=False,
                            pile=pos.pile))
    v = analyse_pile(pos.pile, pos.hand, pos.team_melds, pos.team_score, rules, table)
    ways = [{"kind": w.kind, "from_hand": codes(w.from_hand), "meld": codes(w.meld),
             "other_melds": [codes(m) for m in w.other_melds], "count": w.count}
            for w in v.ways]
    return solution({"can_take": v.can_take, "frozen": v.frozen}, v.why, ways=ways,
                    blocked=v.state.blocked, frozen_for_all=v.state.frozen_for_all,
                    minimum=v.minimum)


def near_miss(p: TakePilePuzzle, sol: Solution) -> int:
    a, d = sol.answer, sol.detail
    pos = p.position
    top = pos.pile[-1] if pos.pile else None
    if top is None:
        return 0
    mine = sum(1 for c in pos.hand if c.rank is top.rank)
    if not a["can_take"]:
        buried = any(c.rank is top.rank for c in pos.pile[:-1])
        return int(mine >= 1 or buried) + int(d.get("frozen_for_all", False)
                                              and any(c.is_wild for c in pos.hand))
    ways = d.get("ways", [])
    if d.get("minimum") is not None and ways and ways[0]["count"] is not None:
        return 2 if ways[0]["count"] - d["minimum"] <= 20 else 1
    return int(all(w["kind"] != "pair" for w in ways))


def fields(p: TakePilePuzzle) -> list[AnswerField]:
    hand = tuple(str(c) for c in p.position.hand)
    return [AnswerField("can_take", words("ask.take_pile.can_take"), "yesno"),
            AnswerField("with", words("ask.take_pile.with"),
                        "cards", hand, optional=True),
            AnswerField("frozen", words("ask.take_pile.frozen"), "yesno")]


def draw(p: TakePilePuzzle) -> str:
    take = p.position
    return (box(words("draw.pile"), pile_html(take.pile, p.ruleset))
            + box(words("draw.hand"), cards_html(take.hand))
            + box(words("draw.side-melds"), melds_html(take.team_melds))
            + score_line(take.team_score, bool(take.team_melds)))


def sample(rng: random.Random, rules: RuleSet, table: Table, theme: set[str],
           want: Any, level: int = 0) -> dict[str, Any]:
    deck = Deck(rng, table)
    hard = level >= 4
    opened = rng.random() < (0.25 if theme & {"first-meld-7", "pile-4"} or hard else 0.6)
    if theme & {"pile-3", "pile-2", "pile-7"}:
        opened = True
    pile = _pile(deck, rng, theme, hard)
    top = pile[-1]
    melds = _melds(deck, rng, rules, theme, top) if opened else []
    hand = _hand(deck, rng, table, top, opened, want, hard)
    return with_score({"pile": codes(pile), "hand": codes(hand), "team_melds": melds}, rng,
                      table, opened)


def _pile(deck: Deck, rng: random.Random, theme: set[str], hard: bool) -> list[Card]:
    """The pile: discards (no red 3s), perhaps a wild inside, perhaps a black 3."""
    size = rng.randint(1, 9)
    pile = deck.take_n(size, lambda c: not c.is_red_three and not c.is_wild
                       and not c.is_black_three)
    if hard and rng.random() < 0.5 and pile[-1].is_natural:  # a buried match (pile-8)
        match = deck.take(lambda c: c.rank is pile[-1].rank)
        if match is not None:
            pile.insert(rng.randrange(0, len(pile)), match)
    if rng.random() < (0.7 if theme & THEMES["frozen"] or hard else 0.25) and len(pile) > 1:
        wild = deck.take(lambda c: c.is_wild)
        if wild is not None:
            pile.insert(rng.randrange(0, len(pile)), wild)
    _stoppers(deck, rng, theme, pile)
    return pile


def _stoppers(deck: Deck, rng: random.Random, theme: set[str], pile: list[Card]) -> None:
    """Perhaps a black 3 in or on the pile, perhaps a wild card just discarded on top
    (blocked and frozen)."""
    if rng.random() < (0.5 if theme & {"pile-7"} else 0.12):
        black = deck.take(lambda c: c.is_black_three)
        if black is not None:
            pile.insert(len(pile) if rng.random() < 0.5 else rng.randrange(0, len(pile)), black)
    if rng.random() < 0.06:
        wild = deck.take(lambda c: c.is_wild)
        if wild is not None:
            pile.append(wild)


def _melds(deck: Deck, rng: random.Random, rules: RuleSet, theme: set[str],
           top: Card) -> list[list[str]]:
    """An opened side's melds, perhaps one of the top card's rank (to add it to)."""
    melds = side_melds(deck, rng, rng.randint(1, 4), set(), rules)
    if (rng.random() < (0.6 if "pile-3" in theme else 0.25) and top.is_natural
            and all(meld_rank(m) is not top.rank for m in melds)):
        extra = make_meld(deck, rng, top.rank, rng.choice([3, 4, 5, 6]), 0)
        if len(extra) >= 3:
            melds.append(codes(extra))
    return melds


def _hand(deck: Deck, rng: random.Random, table: Table, top: Card, opened: bool,
          want: Any, hard: bool) -> list[Card]:
    """The hand: some cards of the top's rank, perhaps wilds, the rest at random."""
    n = table.deal if not opened else rng.randint(3, 11)
    mine = rng.choice([0, 1, 1, 2, 2, 2, 3]) if want is not False else rng.choice([0, 1, 1, 2])
    if hard:
        mine = rng.choice([1, 2, 2])
    hand = deck.take_n(min(mine, n), lambda c: c.rank is top.rank and c.is_natural)
    hand += deck.take_n(min(rng.choice([1, 1, 2] if hard else [0, 0, 1, 1, 2]), n - len(hand)),
                        lambda c: c.is_wild)
    hand += deck.take_n(n - len(hand), lambda c: not c.is_red_three)
    rng.shuffle(hand)
    return hand


def grade_with(p: TakePilePuzzle, chosen: Any) -> tuple[bool, list[Why], list[Any]]:
    pos = p.position
    choices = take_choices(pos.pile, pos.hand, pos.team_melds, pos.team_score, p.ruleset,
                           p.table)
    accepted = [[str(c) for c in cards] for cards in choices.values()]
    if not pos.pile:
        return False, [Why.of("pile-1", "choice.pile-empty")], accepted
    try:
        cards = cards_of(chosen)
    except CardError as e:
        return False, [unreadable("pile-1", e)], accepted
    if not holds(pos.hand, cards):
        return False, [Why.of("pile-1", "lay.not-held")], accepted
    sig = signature(cards, pos.pile[-1].rank)
    if sig is not None and sig in choices:
        return True, [], accepted
    st = take_position(pos.pile, pos.hand, pos.team_melds, pos.team_score, p.ruleset, p.table)
    why = st.why_illegal(TakePile(tuple(cards)))
    if why is None:
        why = Why.of("pile-1", "choice.does-not-take", card=pos.pile[-1])
    return False, [why], accepted


KIND = PuzzleKind(
    "take_pile", TakePilePuzzle, solve, near_miss, fields, draw,
    sample, balance="can_take",
    field_rules={"frozen": ("pile-4", "pile-5", "Q1", "bicycle-frozen", "pile-7")},
    choices={"with": grade_with}, baseline=2)
