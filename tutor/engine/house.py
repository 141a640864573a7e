"""A table's rules: a rule set with house rules, named by a spec.

Both rule texts tell players to agree first on the points where tables differ. A table's
rules are a rule set (``classic``, ``bicycle``, ``online``) with some of its options
changed, each to one of the values :data:`HOUSE` offers for it. Such a table is named by
a *spec*, the rule set's name followed by each changed option as ``option=value``, in the
order :data:`HOUSE` lists them::

    classic,black_three_freezes=true,losing_floor=-2000

:func:`get_rules` reads a rule set's name or a spec, so a spec goes wherever a rule set's
name goes: Settings, links, puzzles, saved games, the CLI. An option set to the value its
rule set already has is left out of the spec, so a table has one spec.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Literal, get_args

from .rules import RULESETS, RuleError, RuleSet, default_sources

Group = Literal["melds", "pile", "first-meld", "going-out", "scoring", "game"]
HouseValue = bool | int | str | None

#: Where a house rule's value rests when a rule book states it (otherwise on the option's
#: own rule): (option, value) -> rule ids.
STATED = {
    ("meld_naturals_exceed_wilds", True): "online-melds",
    ("upcard_cover", "wild_or_any_three"): "bicycle-upcard",
    ("upcard_cover", "red_three"): "online-upcard",
    ("black_three_freezes", True): "bicycle-frozen",
    ("take_with_natural_and_wild", False): "online-pile",
    ("one_meld_per_rank", True): "bicycle-one-meld",
    ("red_three_value", 100): "bicycle-values",
    ("must_ask_partner", True): "online-going-out, Q18",
    ("losing_floor", -2000): "online-game-end",
}


@dataclass(frozen=True)
class HouseOption:
    """An option a table may set: its group on the Settings page and the values offered."""

    name: str
    group: Group
    choices: tuple[HouseValue, ...]


def _flag(name: str, group: Group) -> HouseOption:
    return HouseOption(name, group, (True, False))


def _literal(name: str, group: Group) -> HouseOption:
    return HouseOption(name, group, get_args(RuleSet.model_fields[name].annotation))


#: Every option a table may change, in Settings' order. The numbers all three rule books
#: agree on (the canasta and going-out bonuses, the first-meld bands, the tables) and the
#: puzzle format's own convention (``canasta_of_illegal_meld``) are not house rules.
HOUSE: tuple[HouseOption, ...] = (
    HouseOption("meld_min_naturals", "melds", (2, 3)),
    HouseOption("meld_max_wilds", "melds", (2, 3)),
    _flag("meld_naturals_exceed_wilds", "melds"),
    HouseOption("canasta_size", "melds", (6, 7)),
    _flag("one_meld_per_rank", "melds"),
    HouseOption("black_three_meld_max", "melds", (3, 4)),
    _literal("upcard_cover", "pile"),
    _flag("wild_in_pile_freezes", "pile"),
    _flag("red_three_in_pile_freezes", "pile"),
    _flag("black_three_freezes", "pile"),
    _flag("take_with_natural_and_wild", "pile"),
    _flag("frozen_take_extras", "pile"),
    _flag("one_card_hand_takes_one_card_pile", "pile"),
    _flag("red_three_from_pile_replaced", "pile"),
    _flag("opening_take_top_card_counts", "first-meld"),
    _flag("opening_take_hand_melds_count", "first-meld"),
    _flag("must_ask_partner", "going-out"),
    _flag("concealed_needs_canasta", "going-out"),
    _flag("concealed_may_add_to_side_melds", "going-out"),
    _flag("concealed_with_discard", "going-out"),
    _flag("concealed_waives_minimum", "going-out"),
    _flag("last_discard_may_be_wild", "going-out"),
    HouseOption("concealed_bonus", "scoring", (100, 200)),
    HouseOption("red_three_value", "scoring", (0, 100)),
    _flag("three_player_pair_shares", "scoring"),
    _literal("three_player_pair_minimum", "game"),
    HouseOption("losing_floor", "game", (None, -2000)),
    _literal("tie_at_target", "game"),
    _literal("stock_out", "game"),
    _flag("stock_out_must_take", "game"),
)
HOUSE_BY_NAME: dict[str, HouseOption] = {o.name: o for o in HOUSE}


def spec_value(value: HouseValue) -> str:
    """An option's value as a spec writes it: ``true``, ``-2000``, ``none``, ``red_three``."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def read_value(option: HouseOption, text: object) -> HouseValue:
    """The value ``text`` names among the option's choices (a TOML file gives real values,
    a spec or a link gives text); :class:`RuleError` naming the option and the value if it
    names none of them."""
    key = spec_value(text) if text is None or isinstance(text, bool | int) else (
        str(text).strip().lower())
    for choice in option.choices:
        if key == spec_value(choice):
            return choice
    raise RuleError(option.name, text, "rules.bad-option-value",
                    choices=[spec_value(c) for c in option.choices])


def derive(base: RuleSet, changes: Mapping[str, object]) -> RuleSet:
    """``base`` with house rules: each option in ``changes`` set to the value it names."""
    if base.base:  # more house rules on a table's: the same rule set with all of them
        changes = {**dict(house_rules(base)), **changes}
        base = RULESETS[base.base]
    values: dict[str, HouseValue] = {}
    for name, given in changes.items():
        option = HOUSE_BY_NAME.get(name)
        if option is None:
            raise RuleError("option", name, "rules.unknown-option", known=list(HOUSE_BY_NAME))
        value = read_value(option, given)
        if value != getattr(base, name):
            values[name] = value
    house = tuple(o.name for o in HOUSE if o.name in values)
    if not house:
        return base
    spec = ",".join([base.name, *(f"{n}={spec_value(values[n])}" for n in house)])
    rests = {n: STATED.get((n, values[n])) or default_sources(n) for n in house}
    return base.model_copy(update={**values, "name": spec, "base": base.name, "house": house,
                                   "option_rules": {**base.option_rules, **rests}})


def parse_spec(spec: str) -> tuple[RuleSet, dict[str, str]]:
    """A spec's rule set and its ``option=value`` parts (not yet checked)."""
    name, *parts = [p.strip() for p in spec.split(",")]
    base = RULESETS.get(name)
    if base is None:
        raise RuleError("rules", name, "rules.unknown", known=sorted(RULESETS))
    changes: dict[str, str] = {}
    for part in parts:
        option, sep, value = part.partition("=")
        if not sep or not option.strip():
            raise RuleError("rules", part, "rules.bad-spec-part")
        changes[option.strip()] = value.strip()
    return base, changes


@cache
def get_rules(name: str) -> RuleSet:
    """The rule set called ``name``, or the table a spec names; :class:`RuleError` (naming
    the rule set, the option or the value) if there is none."""
    if name in RULESETS:
        return RULESETS[name]
    base, changes = parse_spec(name)
    rules = derive(base, changes)
    return rules if rules.name == name else get_rules(rules.name)  # one table, one value


def house_rules(rules: RuleSet) -> list[tuple[str, HouseValue]]:
    """The house rules of a table: each changed option and its value (none for a rule set
    as its book has it)."""
    return [(n, getattr(rules, n)) for n in rules.house]


def rules_from_toml(text: str) -> tuple[RuleSet, str | None]:
    """A table's rules from a rules file (TOML): ``base`` names the rule set, ``[options]``
    its house rules, ``name`` what the table calls them; :class:`RuleError` naming the key
    and the value at fault."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise RuleError("file", str(e), "rules.bad-toml") from None
    for key in data:
        if key not in ("base", "name", "options"):
            raise RuleError(key, data[key], "rules.file-unknown-key")
    base, name, options = data.get("base"), data.get("name"), data.get("options", {})
    if not isinstance(base, str):
        raise RuleError("base", base, "rules.file-no-base", known=sorted(RULESETS))
    if name is not None and not isinstance(name, str):
        raise RuleError("name", name, "rules.file-name")
    if not isinstance(options, dict):
        raise RuleError("options", options, "rules.file-options")
    return get_rules(derive(get_rules(base), options).name), name


def rules_toml(rules: RuleSet, name: str | None = None) -> str:
    """A table's rules as a rules file that :func:`rules_from_toml` reads back."""
    lines = [f"name = {_toml_string(name)}"] if name else []
    lines.append(f"base = {_toml_string(rules.base or rules.name)}")
    lines.append("")
    lines.append("[options]")
    for option, value in house_rules(rules):
        lines.append(f"{option} = " + (_toml_string(value) if isinstance(value, str) else
                                       spec_value(value) if value is not None else '"none"'))
    return "\n".join(lines) + "\n"


def _toml_string(text: str) -> str:
    """A TOML basic string (quotes, backslashes and control characters escaped)."""
    out = "".join(f"\\u{ord(ch):04x}" if ord(ch) < 32 or ch in '"\\' else ch for ch in text)
    return f'"{out}"'
