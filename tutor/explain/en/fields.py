"""Where a refused position's problem lies, in words: the puzzle format's field paths,
each index as ``[]`` (the indices fill the braces in order, counted from 0)."""

from __future__ import annotations

from typing import Final

FIELDS: Final[dict[str, str]] = {
    "": "the position",
    "position": "the position",
    "position.teams[].melds[]": "{0:side}, meld {1:#}",
    "position.teams[].hands[]": "{0:side}, hand {1:#}",
    "position.teams[].red_threes": "{0:side}'s red 3s",
    "position.teams[].hands": "{0:side}'s hands",
    "position.teams[].melds": "{0:side}'s melds",
    "position.teams[]": "{0:side}",
    "position.teams": "the sides",
    "position.totals": "the sides' totals",
    "position.went_out": "who went out",
    "position.concealed": "concealed",
    "position.melded_before": "melded before",
    "position.team_melds[]": "your side's meld {0:#}",
    "position.team_melds": "your side's melds",
    "position.pile_top": "the pile's top card",
    "position.pile[]": "the pile's card {0:#}",
    "position.pile": "the pile",
    "position.hand[]": "your hand's card {0:#}",
    "position.hand": "your hand",
    "position.melds[]": "meld {0:#}",
    "position.melds": "the melds",
    "position.cards": "the meld",
    "position.team_score": "your side's score",
    "position.going_out": "going out",
    "position.stock": "the stock",
    "hands[]": "hand {0:#}",
    "melds[][]": "{0:side}, meld {1:#}",
    "red_threes[]": "{0:side}'s red 3s",
    "pile": "the pile",
    "deck": "the decks",
}
