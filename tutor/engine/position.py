"""Impossible positions: what no real game can reach.

Each check returns :class:`Problem` values naming the field, the card and the reason
(a :class:`Why`), so a user sees "your hand (3♥): a red 3 never stays in a hand …" and
not a traceback. :func:`require` raises them together as a :class:`PositionError`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from .cards import Card
from .melds import check_meld
from .rules import RuleSet, Table, option_choice, option_rule
from .verdict import PositionError, Problem, Status, Why

Named = tuple[str, Sequence[Card]]
"""A field path and the cards in it: ``("position.hand", cards)``."""

def too_many_copies(groups: Iterable[Named], table: Table) -> list[Problem]:
    """A card used more often than the decks in play hold (basics-1, variants-6)."""
    seen: Counter[Card] = Counter()
    where: dict[Card, list[str]] = {}
    for field, cards in groups:
        for c in cards:
            seen[c] += 1
            where.setdefault(c, [])
            if field not in where[c]:
                where[c].append(field)
    problems = []
    for card, n in seen.items():
        limit = table.jokers if card.suit is None else table.copies
        if n > limit:
            problems.append(Problem(
                Status.TOO_MANY_COPIES, where[card][-1], card, Why.of(
                    table.decks_rule, "problem.too-many-jokers" if card.suit is None
                    else "problem.too-many-copies", card=card, n=n, places=tuple(where[card]),
                    decks=table.decks, limit=limit)))
    return problems


def hand_problems(field: str, hand: Sequence[Card]) -> list[Problem]:
    """basics-3: a red 3 is laid out at once and never stays in a hand."""
    return [Problem(Status.RED_THREE_IN_HAND, field, c, Why.of(
        "basics-3", "problem.red-three-in-hand", card=c)) for c in hand if c.is_red_three][:1]


def table_meld_problems(
    field: str, melds: Sequence[Sequence[Card]], rules: RuleSet, went_out: bool = False,
    pooled: bool = False,
) -> list[Problem]:
    """Melds on the table must each be legal; one meld of a rank per side (Q13). A
    three-player pair (``pooled``) brings two players' melds together and may hold two."""
    problems = []
    ranks: dict[object, int] = {}
    for i, meld in enumerate(melds):
        f = f"{field}[{i}]"
        verdict = check_meld(meld, rules, going_out=went_out)
        if not meld:
            problems.append(Problem(Status.ILLEGAL_TABLE_MELD, f, (), Why.of(
                "basics-5", "problem.empty-meld")))
            continue
        if not verdict.legal:
            status = (Status.RED_THREE_IN_MELD if any(c.is_red_three for c in meld)
                      else Status.ILLEGAL_TABLE_MELD)
            why = verdict.why[0]
            problems.append(Problem(status, f, tuple(meld), Why.of(
                why.rule, "problem.meld-on-table", why.choice, reason=why)))
            continue
        if rules.one_meld_per_rank and verdict.rank is not None and not pooled:
            if verdict.rank in ranks:
                problems.append(Problem(
                    Status.TWO_MELDS_OF_A_RANK, f, tuple(meld), Why.of(
                        option_rule(rules, "one_meld_per_rank"), "problem.two-melds-of-a-rank",
                        option_choice(rules, "one_meld_per_rank"), rank=verdict.rank,
                        other=ranks[verdict.rank] + 1)))
            ranks[verdict.rank] = i
    return problems


def pile_problems(field: str, pile: Sequence[Card], rules: RuleSet) -> list[Problem]:
    """A red 3 reaches the pile only as an upcard at the deal, covered at once (basics-2).

    So every red 3 in the pile lies at the bottom under cards that were turned up
    and covered too, and a red 3 is never on top.
    """
    problems = []
    for i, c in enumerate(pile):
        if not c.is_red_three:
            continue
        below = pile[:i]
        if i == len(pile) - 1:
            problems.append(Problem(Status.RED_THREE_IN_PILE, f"{field}[{i}]", c, Why.of(
                option_rule(rules, "upcard_cover"), "problem.red-three-on-top", card=c)))
        elif not all(must_cover(b, rules) for b in below):
            problems.append(Problem(Status.RED_THREE_IN_PILE, f"{field}[{i}]", c, Why.of(
                "basics-3", "problem.red-three-discarded", card=c)))
    return problems


def must_cover(card: Card, rules: RuleSet) -> bool:
    """Must this upcard be covered by the next stock card? (basics-2, bicycle-upcard,
    online-upcard: there a wild card stays on top)"""
    if card.is_red_three:
        return True
    if card.is_wild:
        return rules.upcard_cover != "red_three"
    return rules.upcard_cover == "wild_or_any_three" and card.is_black_three


def require(problems: list[Problem]) -> None:
    if problems:
        raise PositionError(problems)


def freezing_card(pile: Sequence[Card], rules: RuleSet) -> tuple[Card | None, str]:
    """The first card that freezes the pile for everyone, and the rule that says so."""
    for c in pile:
        if c.is_wild and rules.wild_in_pile_freezes:
            return c, option_rule(rules, "wild_in_pile_freezes")
        if c.is_red_three and rules.red_three_in_pile_freezes:
            return c, option_rule(rules, "red_three_in_pile_freezes")
        if c.is_black_three and rules.black_three_freezes:
            return c, option_rule(rules, "black_three_freezes")
    return None, ""


def hand_size_problems(field: str, hand: Sequence[Card], table: Table, opened: bool,
                       drawn: bool) -> list[Problem]:
    """Hand sizes a real game reaches (basics-2, basics-4, variants-2, variants-4).

    An empty hand never has to play. A player whose side has not melded has only drawn
    and discarded: with one card drawn a turn the hand is the deal before drawing and one
    more after; with two drawn it grows by one a turn."""
    n = len(hand)
    after = "after" if drawn else "before"
    if n == 0:
        return [Problem(Status.EMPTY_HAND, field, (), Why.of(
            "basics-9", f"problem.empty-hand-{after}"))]
    if opened:
        return []
    base = table.deal + (table.draw if drawn else 0)
    if table.draw == 1 and n != base:
        return [Problem(Status.HAND_SIZE, field, (), Why.of(
            table.deal_rule, f"problem.hand-size-{after}", n=n, want=base, deal=table.deal))]
    low = table.deal + (1 if drawn else 0)
    if table.draw > 1 and n < low:
        return [Problem(Status.HAND_SIZE, field, (), Why.of(
            table.deal_rule, f"problem.hand-size-draw-two-{after}", n=n, want=low,
            deal=table.deal))]
    return []
