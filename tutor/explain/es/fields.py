"""Dónde está el problema de una posición rechazada, en palabras: los campos del formato de
puzzles, cada índice como ``[]`` (los índices llenan las llaves en orden, contando desde 0)."""

from __future__ import annotations

from typing import Final

FIELDS: Final[dict[str, str]] = {
    "": "la posición",
    "position": "la posición",
    "position.teams[].melds[]": "{0:side}, juego {1:#}",
    "position.teams[].hands[]": "{0:side}, mano {1:#}",
    "position.teams[].red_threes": "los 3 rojos de {0:side}",
    "position.teams[].hands": "las manos de {0:side}",
    "position.teams[].melds": "los juegos de {0:side}",
    "position.teams[]": "{0:side}",
    "position.teams": "los equipos",
    "position.totals": "los totales de los equipos",
    "position.went_out": "quién cerró",
    "position.concealed": "en mano",
    "position.melded_before": "ya bajó antes",
    "position.team_melds[]": "el juego {0:#} de tu equipo",
    "position.team_melds": "los juegos de tu equipo",
    "position.pile_top": "la carta de arriba del pozo",
    "position.pile[]": "la carta {0:#} del pozo",
    "position.pile": "el pozo",
    "position.hand[]": "la carta {0:#} de tu mano",
    "position.hand": "tu mano",
    "position.melds[]": "juego {0:#}",
    "position.melds": "los juegos",
    "position.cards": "el juego",
    "position.team_score": "el total de tu equipo",
    "position.going_out": "cerrar",
    "position.stock": "el mazo",
    "hands[]": "mano {0:#}",
    "melds[][]": "{0:side}, juego {1:#}",
    "red_threes[]": "los 3 rojos de {0:side}",
    "pile": "el pozo",
    "deck": "las barajas",
}
