"""Español para los errores en lo que alguien escribió, cargó o enlazó: una carta que no se
entiende, los campos de un archivo de ejercicios, una mesa que las reglas no conocen."""

from __future__ import annotations

from typing import Final

_RANKS = "usa A 2-10 J Q K (o T para el 10)"
#: The suits' letters are English (the format's, shared with every link and file): said.
_SUITS = "S (picas), H (corazones), D (diamantes) o C (tréboles)"

CARDS: Final[dict[str, str]] = {
    "card.not-text": "{text} no es una carta: una carta se escribe con un texto corto como 'QH'",
    "card.empty": "{text} no es una carta: está vacío",
    "card.no-such-rank": "{text} no es una carta: no existe el valor '{rank}'; " + _RANKS,
    "card.joker-suit": "{text} no es una carta: el joker no tiene palo; escribe JK",
    "card.unknown-rank": "{text} no es una carta: valor desconocido '{rank}'; " + _RANKS,
    "card.no-suit": "{text} no es una carta: falta el palo; agrega " + _SUITS,
    "card.unknown-suit": "{text} no es una carta: '{rank}' no es un palo; escribe " + _SUITS + " "
                         "(o ♠ ♥ ♦ ♣) después del valor",
    "card.a-number": "{text} no es una carta sino un número: escribe las cartas mismas, como "
                     "KS 7H (sus puntos se cuentan solos)",
    "card.unreadable": "{text} no es una carta: escribe un valor (A 2-10 J Q K, T) y un palo "
                       "(S H D C o ♠ ♥ ♦ ♣), o JK",
}

TABLES: Final[dict[str, str]] = {
    "table.teams-only-six": "solo una partida de seis jugadores elige sus equipos",
    "table.teams-layout": "seis jugadores juegan como \"3x2\" o \"2x3\"",
    "table.players": "la canasta se juega entre 2, 3, 4 o 6",
    "rules.unknown": "reglamento desconocido; se conocen: {known:, /}",
    "rules.unknown-option": "ninguna regla de la casa tiene ese nombre",
    "rules.bad-option-value": "no es un valor de esta opción; admite {choices: o /}",
    "rules.bad-toml": "no es un archivo de reglas (TOML): {value}",
    "rules.file-unknown-key": "un archivo de reglas solo tiene base, name y [options]",
    "rules.file-no-base": "un archivo de reglas nombra su reglamento como base = \"classic\" "
                          "(se conocen: {known:, /})",
    "rules.file-name": "el nombre de una mesa es un texto entre comillas",
    "rules.file-options": "un archivo de reglas pone sus reglas de la casa bajo [options]",
    "rules.bad-spec-part": "una regla de la casa se escribe opción=valor, como en "
                           "classic,black_three_freezes=true",
}

FORMAT: Final[dict[str, str]] = {
    "format.not-an-object": "un ejercicio es un objeto JSON",
    "format.teams-not-six": "teams {value}: solo una partida de seis jugadores elige sus equipos",
    "format.house-rule": "{option} {value}: {reason}",
    "format.not-a-rule-id": "{value} no es un id de regla (ver tutor/engine/ruleids.py)",
    "format.unknown-kind": "tipo desconocido; usa uno de {kinds:, /}",
    "format.no-kind": "falta; usa uno de {kinds:, /}",
    "format.invalid": "este valor no encaja aquí",
    "format.missing": "Campo obligatorio",
    "format.extra-forbidden": "campo desconocido",
    "format.literal-error": "El valor debe ser {expected}",
    "format.int-type": "El valor debe ser un número entero",
    "format.int-parsing": "El valor debe ser un número entero; el texto no se puede leer como "
                          "entero",
    "format.int-from-float": "El valor debe ser un número entero, no un número con decimales",
    "format.string-type": "El valor debe ser un texto",
    "format.list-type": "El valor debe ser una lista",
    "format.bool-type": "El valor debe ser verdadero o falso",
    "format.bool-parsing": "El valor debe ser verdadero o falso; no se puede interpretar",
    "format.dict-type": "El valor debe ser un diccionario",
    "format.model-type": "El valor debe ser un objeto",
    "format.greater-than-equal": "El valor debe ser mayor o igual que {ge}",
    "format.less-than-equal": "El valor debe ser menor o igual que {le}",
    "format.too-short": "La lista debe tener al menos {min_length:n elemento}, no "
                        "{actual_length}",
    "format.too-long": "La lista debe tener como mucho {max_length:n elemento}, no "
                       "{actual_length}",
    "format.json-invalid": "JSON no válido: {error}",
}

ERRORS: Final[dict[str, str]] = {**CARDS, **TABLES, **FORMAT}
