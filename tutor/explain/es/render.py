"""Lo que un lector de pantalla dice de las cartas de una página, y los rótulos bajo los que
se dibujan."""

from __future__ import annotations

from typing import Final

RENDER: Final[dict[str, str]] = {
    "card.alt": "{card:name}{wild}{sideways}",
    "card.wild": " (comodín)",
    "card.sideways": ", de costado: congela el pozo",
    "cards.aria": "{cards:, /name}",
    "cards.none": "ninguna carta",
    "melds.label": "juegos",
    "melds.none": "ningún juego",
    "melds.none-aria": "{label}: ninguno",
    "meld.aria": "juego: {cards:, /name}, {note}",
    "meld.aria-bare": "juego: {cards:, /name}",
    "canasta.naturals": "{n} {rank}",
    "canasta.natural": "canasta limpia",
    "canasta.mixed": "canasta sucia",
    "canasta.aria": "{kind} de {n:n carta}, {top:name} arriba: {cards:, /name}",
    "pile.caption": "pozo",
    "pile.empty": "pozo vacío",
    "pile.empty-aria": "pozo: vacío",
    "pile.aria": "pozo de {n:n carta}, carta de arriba {top:name}",
    "pile.aria-sideways": "pozo de {n:n carta}, carta de arriba {top:name}; {cards:, /name} de "
                          "costado",
    "hand.caption": "mano",
    "hand.aria": "mano: {cards:, /name}",
}
