"""Can you go out? The last discard that ends the hand, whether it can be done concealed,
and why not."""

from __future__ import annotations

import random
from typing import Any, Literal

from pydantic import Field

from tutor.engine import (
    MELD_RANKS,
    Card,
    CardError,
    Problem,
    Rank,
    RuleSet,
    Status,
    Table,
    Why,
    check_go_out,
    go_out_discards,
    go_out_position,
    lay_melds,
    plan_why,
    require,
    some_melds,
)
from tutor.explain import card, words
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
from tutor.puzzles.deal import Deck, make_meld, meld_rank, of_rank, side_melds, with_score
from tutor.puzzles.kind import PuzzleKind
from tutor.render.cards import cards_html, melds_html


class GoOutPosition(Model):
    hand: Cards = Field(description="The player's hand after drawing.")
    team_melds: Melds = Field(default_factory=list)
    team_score: int = 0
    melded_before: bool | None = Field(
        None, description="(extension) The player has melded earlier this hand. By default: "
        "yes when a player alone has melds down, no in a partnership (the melds are partner's).")
    partner_said: bool | None = Field(
        None, description="(extension) Partner's answer to \"May I go out?\", asked this turn: "
        "true (yes: the player must go out), false (no: the player may not), or null (not asked).")


class GoOutAnswer(Model):
    can_go_out: bool | None = None
    concealed: bool | None = None


class GoOutPuzzle(PuzzleBase):
    kind: Literal["go_out"]
    position: GoOutPosition
    answer: GoOutAnswer | None = None


def solve(p: GoOutPuzzle, rules: RuleSet, table: Table) -> Solution:
    pos = p.position
    problems = player_problems(pos.hand, pos.team_melds, rules, table, drawn=True)
    if pos.melded_before is False and table.players == 2 and pos.team_melds:
        problems.append(Problem(Status.INCONSISTENT, "position.melded_before", "false", Why.of(
            "variants-1", "problem.two-players-melded-before")))
    if pos.partner_said is not None and table.members == 1:
        problems.append(Problem(Status.INCONSISTENT, "position.partner_said",
                                str(pos.partner_said).lower(),
                                Why.of("scoring-8", "problem.no-partner-to-ask")))
    require(problems)
    v = check_go_out(pos.hand, pos.team_melds, pos.team_score, rules, table, pos.melded_before,
                     pos.partner_said)
    plan = None
    if v.plan is not None:
        plan = {"melds": [codes(m) for m in v.plan.new_melds],
                "additions": [{"to": codes(b), "cards": codes(c)} for b, c in v.plan.additions],
                "discard": str(v.plan.discard) if v.plan.discard else None}
    return solution({"can_go_out": v.can_go_out, "concealed": v.concealed}, v.why, plan=plan)


def near_miss(p: GoOutPuzzle, sol: Solution) -> int:
    return int(sol.answer["concealed"]) + int(not p.position.team_melds)


def fields(p: GoOutPuzzle) -> list[AnswerField]:
    hand = tuple(dict.fromkeys(str(c) for c in p.position.hand))
    return [AnswerField("can_go_out", words("ask.go_out.can_go_out"), "yesno"),
            AnswerField("discard", words("ask.go_out.discard"), "discard",
                        (None, *hand), (words("ask.go_out.discard.none"),
                                        *(card(Card(h)) for h in hand)), optional=True),
            AnswerField("concealed", words("ask.go_out.concealed"), "yesno")]


def draw(p: GoOutPuzzle) -> str:
    out = p.position
    return (box(words("draw.hand-drawn"), cards_html(out.hand))
            + box(words("draw.side-melds"), melds_html(out.team_melds))
            + score_line(out.team_score, bool(out.team_melds)))


def sample(rng: random.Random, rules: RuleSet, table: Table, theme: set[str],
           want: Any, level: int = 0) -> dict[str, Any]:
    deck = Deck(rng, table)
    opened = rng.random() < (0.3 if "scoring-1" in theme else 0.75)
    melds = _melds(deck, rng, rules) if opened else []
    used = {Card(x).rank for m in melds for x in m if Card(x).is_natural}
    hand = _hand(deck, rng, opened, used)
    return with_score({"hand": codes(hand[:15]), "team_melds": melds}, rng, table, opened)


def _melds(deck: Deck, rng: random.Random, rules: RuleSet) -> list[list[str]]:
    """An opened side's melds, often with a canasta (going out needs one)."""
    melds = side_melds(deck, rng, rng.randint(1, 4), set(), rules)
    if rng.random() < 0.7 and not any(len(m) >= 7 for m in melds):
        rank = rng.choice([r for r in MELD_RANKS if all(meld_rank(m) is not r for m in melds)])
        canasta = make_meld(deck, rng, rank, 7, rng.choice([0, 1, 2]))
        if len(canasta) >= 7:
            melds.append(codes(canasta))
    return melds


def _hand(deck: Deck, rng: random.Random, opened: bool, used: set[Rank]) -> list[Card]:
    """A hand after drawing: groups of a rank, perhaps a card for a meld on the table, wild
    cards, loose cards, now and then three black 3s."""
    hand: list[Card] = []
    groups = rng.choice([1, 2, 2, 3]) if opened else rng.choice([2, 3])
    ranks = [r for r in MELD_RANKS if r not in used]
    rng.shuffle(ranks)
    for rank in ranks[:groups]:
        size = rng.choice([2, 3, 3, 4]) if opened else rng.choice([3, 4, 6, 7])
        hand += deck.take_n(size, of_rank(rank))
    if used and rng.random() < 0.4:
        r = rng.choice(sorted(used))
        hand += deck.take_n(1, lambda c: c.rank is r)
    hand += deck.take_n(rng.choice([0, 1, 1, 2]), lambda c: c.is_wild)
    hand += deck.take_n(rng.choice([0, 1, 1, 2]), lambda c: not c.is_red_three and not c.is_wild)
    if rng.random() < 0.08:
        hand += deck.take_n(3, lambda c: c.is_black_three)
    if not hand:
        hand = deck.take_n(1, lambda c: not c.is_red_three)
    rng.shuffle(hand)
    return hand


def grade_discard(p: GoOutPuzzle, chosen: Any) -> tuple[bool, list[Why], list[Any]]:
    pos = p.position
    ways = go_out_discards(pos.hand, pos.team_melds, pos.team_score, p.ruleset, p.table)
    accepted = [None if d is None else str(d) for d in ways]
    try:
        card = None if chosen in (None, "", "none") else cards_of([chosen])[0]
    except CardError as e:
        return False, [unreadable("basics-9", e)], accepted
    if card is not None and card not in pos.hand:
        return False, [Why.of("basics-9", "choice.card-not-held")], accepted
    if card in ways:  # the going out as the learner chose it
        return True, [Why.of("basics-9", "go-out.can", plan=plan_why(ways[card]))], accepted
    st = go_out_position(pos.hand, pos.team_melds, pos.team_score, p.ruleset, p.table)
    return False, [st.go_out_why(card, concealed=False)], accepted


def grade_meld(p: GoOutPuzzle, chosen: Any) -> tuple[bool, list[Why], list[Any]]:
    """Can the chosen cards be melded this turn (opening the side if it has not opened)?
    One right choice is shown as the answer; every choice the checker allows is right."""
    pos = p.position
    example = some_melds(pos.hand, pos.team_melds, pos.team_score, p.ruleset, p.table)
    accepted = [] if example is None else [[str(c) for c in example]]
    try:
        cards = cards_of(chosen or [])
    except CardError as e:
        return False, [unreadable("basics-5", e)], accepted
    v = lay_melds(pos.hand, cards, pos.team_melds, pos.team_score, p.ruleset, p.table)
    return v.ok, [v.why], accepted


#: The rules whose reasons say whether a going out can be concealed.
CONCEALED_RULES = ("scoring-1", "Q3", "Q4", "Q16")

KIND = PuzzleKind(
    "go_out", GoOutPuzzle, solve, near_miss, fields, draw, sample,
    balance="can_go_out", field_rules={"concealed": CONCEALED_RULES},
    choices={"discard": grade_discard, "meld": grade_meld})
