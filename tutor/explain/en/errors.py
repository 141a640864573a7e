"""English for errors in what a person typed, loaded or linked to: a card that does not
parse, a puzzle file's fields, a table the rules do not know. The CLI prints these after
the field's path; the pages say them the same way."""

from __future__ import annotations

from typing import Final

_RANKS = "use A 2-10 J Q K (or T for 10)"

#: A card as typed (facts: ``text``, the text as typed, quoted; ``rank``, the rank typed).
CARDS: Final[dict[str, str]] = {
    "card.not-text": "{text} is not a card: a card is written as a short string such as 'QH'",
    "card.empty": "{text} is not a card: it is empty",
    "card.no-such-rank": "{text} is not a card: there is no rank '{rank}'; " + _RANKS,
    "card.joker-suit": "{text} is not a card: the joker has no suit; write JK",
    "card.unknown-rank": "{text} is not a card: unknown rank '{rank}'; " + _RANKS,
    "card.no-suit": "{text} is not a card: the suit is missing; add S, H, D or C",
    "card.unknown-suit": "{text} is not a card: '{rank}' is no suit; write S, H, D or C "
                         "(or ♠ ♥ ♦ ♣) after the rank",
    "card.a-number": "{text} is not a card but a number: type the cards themselves, such as "
                     "KS 7H (their points are counted for you)",
    "card.unreadable": "{text} is not a card: write a rank (A 2-10 J Q K, T) and a suit "
                       "(S H D C or ♠ ♥ ♦ ♣), or JK",
}

#: A table or a rule set (facts: ``value``, as given, quoted; ``known``, the names).
TABLES: Final[dict[str, str]] = {
    "table.teams-only-six": "only a six-player game chooses its teams",
    "table.teams-layout": "six players play as \"3x2\" or \"2x3\"",
    "table.players": "Canasta is played by 2, 3, 4 or 6",
    "rules.unknown": "unknown rule set; known: {known:, /}",
    "rules.unknown-option": "no house rule has that name",
    "rules.bad-option-value": "not a value of this option; it takes {choices: or /}",
    "rules.bad-toml": "not a rules file (TOML): {value}",
    "rules.file-unknown-key": "a rules file holds base, name and [options] only",
    "rules.file-no-base": "a rules file names its rule set as base = \"classic\" (known: "
                          "{known:, /})",
    "rules.file-name": "a table's name is text in quotes",
    "rules.file-options": "a rules file lists its house rules under [options]",
    "rules.bad-spec-part": "a house rule is written option=value, as in "
                           "classic,black_three_freezes=true",
}

#: A puzzle file's fields (pydantic's errors by their type, with their context).
FORMAT: Final[dict[str, str]] = {
    "format.not-an-object": "a puzzle is a JSON object",
    "format.teams-not-six": "teams {value}: only a six-player game chooses its teams",
    "format.house-rule": "{option} {value}: {reason}",
    "format.not-a-rule-id": "{value} is not a rule id (see tutor/engine/ruleids.py)",
    "format.unknown-kind": "unknown kind; use one of {kinds:, /}",
    "format.no-kind": "missing; use one of {kinds:, /}",
    "format.invalid": "this value does not fit here",
    "format.missing": "Field required",
    "format.extra-forbidden": "unknown field",
    "format.literal-error": "Input should be {expected}",
    "format.int-type": "Input should be a valid integer",
    "format.int-parsing": "Input should be a valid integer, unable to parse string as an "
                          "integer",
    "format.int-from-float": "Input should be a valid integer, got a number with a "
                             "fractional part",
    "format.string-type": "Input should be a valid string",
    "format.list-type": "Input should be a valid list",
    "format.bool-type": "Input should be a valid boolean",
    "format.bool-parsing": "Input should be a valid boolean, unable to interpret input",
    "format.dict-type": "Input should be a valid dictionary",
    "format.model-type": "Input should be an object",
    "format.greater-than-equal": "Input should be greater than or equal to {ge}",
    "format.less-than-equal": "Input should be less than or equal to {le}",
    "format.too-short": "List should have at least {min_length:n item} after validation, "
                        "not {actual_length}",
    "format.too-long": "List should have at most {max_length:n item} after validation, "
                       "not {actual_length}",
    "format.json-invalid": "Invalid JSON: {error}",
}

ERRORS: Final[dict[str, str]] = {**CARDS, **TABLES, **FORMAT}
