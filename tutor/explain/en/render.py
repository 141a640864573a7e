"""English for what a screen reader says of the cards on a page, and the captions the
cards are drawn under."""

from __future__ import annotations

from typing import Final

RENDER: Final[dict[str, str]] = {
    "card.alt": "{card:name}{wild}{sideways}",
    "card.wild": " (wild)",
    "card.sideways": ", turned sideways: it freezes the pile",
    "cards.aria": "{cards:, /name}",
    "cards.none": "no cards",
    "melds.label": "melds",
    "melds.none": "no melds",
    "melds.none-aria": "{label}: none",
    "meld.aria": "meld: {cards:, /name}, {note}",
    "meld.aria-bare": "meld: {cards:, /name}",
    "canasta.naturals": "{n} {rank}",
    "canasta.natural": "natural canasta",
    "canasta.mixed": "mixed canasta",
    "canasta.aria": "{kind} of {n:n card}, {top:name} on top: {cards:, /name}",
    "pile.caption": "discard pile",
    "pile.empty": "empty pile",
    "pile.empty-aria": "discard pile: empty",
    "pile.aria": "discard pile of {n:n card}, top card {top:name}",
    "pile.aria-sideways": "discard pile of {n:n card}, top card {top:name}; {cards:, /name} "
                          "sideways",
    "hand.caption": "hand",
    "hand.aria": "hand: {cards:, /name}",
}
