"""Dealing a fresh position: the table's decks shuffled, cards taken as a position needs
them, melds of a side, a running total (used by each kind's sampler)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tutor.engine import (
    MELD_RANKS,
    Card,
    Rank,
    RuleSet,
    Table,
    check_meld,
    deck_cards,
    option_rule,
)
from tutor.puzzles.base import codes

#: Themes by name; any rule id (``pile-7``, ``Q1`` …) is also a theme.
THEMES: dict[str, set[str]] = {
    "frozen": {"pile-4", "pile-5", "pile-6", "bicycle-frozen"},
    "blocked": {"pile-7"},
    "opening": {"first-meld-7"},
    "natural_wild": {"pile-2"},
    "add_to_meld": {"pile-3"},
    "top_card": {"pile-8"},
    "minimum": {"first-meld-3", "first-meld-4", "first-meld-5", "first-meld-6", "variants-9"},
    "concealed": {"scoring-1"},
    "canasta": {"basics-7", "scoring-2"},
    "black_threes": {"scoring-9"},
    "red_threes": {"scoring-3", "variants-8"},
}

#: A theme whose rule an option of the rule set can change: at a table where the option
#: is off (a house rule, or the online rules), the rule that decides is the option's own,
#: and the theme's puzzles are the positions it decides too (one natural and a wild card
#: refused there), not only those of the book's rule.
THEME_OPTIONS: dict[str, str] = {"natural_wild": "take_with_natural_and_wild"}


def theme_rules(theme: str, rules: RuleSet) -> set[str]:
    """The rule ids a puzzle on ``theme`` turns on at a table of ``rules`` (a rule id is a
    theme of its own)."""
    wanted = set(THEMES.get(theme, {theme}))
    option = THEME_OPTIONS.get(theme)
    if option is not None:
        wanted.add(option_rule(rules, option))
    return wanted


class Deck:
    """The table's cards, shuffled; cards are taken out as the position is dealt."""

    def __init__(self, rng: random.Random, table: Table) -> None:
        cards = deck_cards(table.decks, copies_together=True)
        rng.shuffle(cards)
        self.cards = cards
        self.rng = rng

    def take(self, want: Callable[[Card], bool] = lambda c: True) -> Card | None:
        for i in range(len(self.cards) - 1, -1, -1):
            if want(self.cards[i]):
                return self.cards.pop(i)
        return None

    def take_n(self, n: int, want: Callable[[Card], bool] = lambda c: True) -> list[Card]:
        out = []
        for _ in range(n):
            c = self.take(want)
            if c is None:
                break
            out.append(c)
        return out


def of_rank(rank: Rank) -> Callable[[Card], bool]:
    return lambda c: c.rank is rank


def meld_rank(meld: list[str]) -> Rank | None:
    return next((Card(x).rank for x in meld if Card(x).is_natural), None)


def make_meld(deck: Deck, rng: random.Random, rank: Rank, size: int, wilds: int) -> list[Card]:
    nat = deck.take_n(max(2, size - wilds), lambda c: c.rank is rank)
    return nat + deck.take_n(wilds, lambda c: c.is_wild)


def side_melds(deck: Deck, rng: random.Random, k: int, avoid: set[Rank],
                rules: RuleSet) -> list[list[str]]:
    melds = []
    ranks = [r for r in MELD_RANKS if r not in avoid]
    rng.shuffle(ranks)
    for rank in ranks[:k]:
        size = rng.choice([3, 3, 4, 4, 5, 6, 7, 7, 8])
        wilds = rng.choice([0, 0, 0, 1, 1, 2, 3])
        meld = make_meld(deck, rng, rank, size, min(wilds, size - 2))
        if len(meld) >= 3 and check_meld(meld, rules).legal:
            melds.append(codes(meld))
    return melds


def some_score(rng: random.Random, table: Table, near: bool) -> int:
    anchors = [-150, -20, 0, 400, 1200, 1495, 1500, 2100, 2995, 3000, 4400]
    if table.top_band is not None:
        anchors += [6995, 7000, 8500]
    return rng.choice(anchors) if near or rng.random() < 0.5 else rng.randrange(-300, 4800, 5)


def with_score(pos: dict[str, Any], rng: random.Random, table: Table,
                opened: bool) -> dict[str, Any]:
    """A side that has not opened always states its score (it sets the minimum)."""
    if not opened or rng.random() < 0.3:
        pos["team_score"] = some_score(rng, table, near=True)
    return pos
