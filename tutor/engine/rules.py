"""Rule sets as data.

A :class:`RuleSet` is a frozen model of options. Every option names the rule
it comes from (a sheet row id such as ``pile-7``, a ``bicycle-…`` id, or an
open question ``Q1`` … ``Q18`` where the texts are silent) in its field
metadata, so ``canasta-tutor rules`` can print where each number comes from.
The numbers that depend on the number of players live in a :class:`Table`
(sheet "Two, three and six players").
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from .ruleids import RULE_IDS
from .verdict import Why, WhyError

Layout = Literal["1x2", "1x3", "2x2", "3x2", "2x3"]
"""Sides x players per side. ``1x2``/``1x3``: each player scores alone."""


def opt(default: Any, rule: str, doc: str) -> Any:
    """A rule-set option with the rule id it rests on."""
    assert rule.split(",")[0].strip() in RULE_IDS, rule
    return Field(default=default, description=doc, json_schema_extra={"rule": rule})


class Band(BaseModel):
    """From ``score`` upward, the first meld needs ``minimum``."""

    model_config = ConfigDict(frozen=True)
    score: int
    minimum: int
    rule: str


class Table(BaseModel):
    """The numbers of one player count (sheet "Two, three and six players")."""

    model_config = ConfigDict(frozen=True)

    players: Literal[2, 3, 4, 6] = opt(4, "basics-1", "Players at the table.")
    layout: Layout = opt("2x2", "basics-1", "Sides x players per side.")
    decks: int = opt(2, "basics-1", "Decks shuffled together, each with two jokers.")
    deal: int = opt(11, "basics-2", "Cards dealt to each player.")
    draw: int = opt(1, "basics-4", "Stock cards drawn a turn.")
    canastas_to_go_out: int = opt(1, "basics-9", "Canastas a side needs to go out.")
    red_three_bonus: tuple[int, ...] = opt(
        (0, 100, 200, 300, 800), "scoring-3",
        "Bonus for 0, 1, 2, … red 3s; a side with no meld loses it instead.",
    )
    target: int = opt(5000, "scoring-7", "A total that ends the game.")
    top_band: Band | None = opt(
        None, "variants-9", "An extra first-meld band above the standard ones, if any."
    )
    member_rule: str = opt("basics-1", "basics-1", "The sheet row that sets up the sides.")
    canastas_rule: str = opt("basics-9", "basics-9", "The sheet row that sets the canastas "
                             "going out needs at this table.")
    target_rule: str = opt("scoring-7", "scoring-7", "The sheet row that sets the target.")
    decks_rule: str = opt("basics-1", "basics-1", "The sheet row that sets the decks.")
    deal_rule: str = opt("basics-2", "basics-2", "The sheet row that sets the deal and the "
                         "draw.")

    @property
    def sides(self) -> int:
        return int(self.layout.split("x")[0]) if self.layout[0] != "1" else self.players

    @property
    def members(self) -> int:
        return 1 if self.layout[0] == "1" else int(self.layout.split("x")[1])

    @property
    def copies(self) -> int:
        """How many of each suited card the decks hold."""
        return self.decks

    @property
    def jokers(self) -> int:
        return 2 * self.decks

    @property
    def red_threes(self) -> int:
        return 2 * self.decks


#: The player counts of the Classic sheets; keys are ``"4"``, ``"6-3x2"`` …
CLASSIC_TABLES: dict[str, Table] = {
    "4": Table(),
    "2": Table(
        players=2, layout="1x2", deal=15, draw=2, canastas_to_go_out=2, member_rule="variants-1",
        canastas_rule="variants-3", target_rule="variants-1", deal_rule="variants-2",
    ),
    "3": Table(players=3, layout="1x3", deal=13, draw=2, target=7500, member_rule="variants-5",
               target_rule="variants-5", deal_rule="variants-4"),
    "6-3x2": Table(
        players=6, layout="3x2", decks=3, deal=13, canastas_to_go_out=2,
        red_three_bonus=(0, 100, 200, 300, 400, 1000, 1200), target=7500,
        member_rule="variants-7", canastas_rule="variants-8", target_rule="variants-9",
        decks_rule="variants-6", deal_rule="variants-6",
    ),
    "6-2x3": Table(
        players=6, layout="2x3", decks=3, deal=13, canastas_to_go_out=2,
        red_three_bonus=(0, 100, 200, 300, 400, 1000, 1200), target=10000,
        top_band=Band(score=7000, minimum=150, rule="variants-9"), member_rule="variants-7",
        canastas_rule="variants-8", target_rule="variants-9", decks_rule="variants-6",
        deal_rule="variants-6",
    ),
}

CLASSIC_BANDS: tuple[Band, ...] = (
    Band(score=-(10**9), minimum=15, rule="first-meld-3"),
    Band(score=0, minimum=50, rule="first-meld-4"),
    Band(score=1500, minimum=90, rule="first-meld-5"),
    Band(score=3000, minimum=120, rule="first-meld-6"),
)


class RuleSet(BaseModel):
    """Every rule that differs between tables, as data."""

    model_config = ConfigDict(frozen=True)

    name: str
    """(Its name and title in words are the catalogue's: ``ruleset.<name>``, ``.long``.)"""
    authority: str
    option_rules: dict[str, str] = Field(
        default_factory=dict,
        description="Where an option rests on other rule ids than the field's default.")
    base: str = Field("", description="A table's rules: the rule set its house rules change.")
    house: tuple[str, ...] = Field(
        (), description="A table's rules: the options its house rules change.")

    # Melds
    meld_min_naturals: int = opt(2, "basics-6", "Natural cards a meld needs at least.")
    meld_max_wilds: int = opt(3, "basics-6", "Wild cards a meld may hold at most.")
    meld_naturals_exceed_wilds: bool = opt(
        False, "basics-6", "A meld must hold more naturals than wilds (one online site's rule)."
    )
    canasta_size: int = opt(7, "basics-7", "Cards that make a canasta.")
    black_three_meld_max: int = opt(
        4, "scoring-9, Q12",
        "Largest black-3 meld when going out (three or four, also with three decks).",
    )
    one_meld_per_rank: bool = opt(
        True, "Q13", "A side keeps one meld of a rank; more cards of it join that meld."
    )
    red_three_value: int = opt(
        0, "Q2", "Card value of a red 3 when one is counted (it can never be melded)."
    )
    canasta_of_illegal_meld: bool = opt(
        False, "Q15", "Report seven or more cards as a canasta even when the meld is illegal."
    )

    # The deal
    upcard_cover: Literal["wild_or_red_three", "wild_or_any_three", "red_three"] = opt(
        "wild_or_red_three", "basics-2", "Upcards that must be covered by the next stock card "
        "(red_three: a wild upcard stays on top, the pile frozen)."
    )

    # The pile
    wild_in_pile_freezes: bool = opt(True, "pile-5", "A wild card in the pile freezes it for all.")
    red_three_in_pile_freezes: bool = opt(
        True, "Q1", "A red 3 turned up at the deal freezes the pile for everyone."
    )
    black_three_freezes: bool = opt(
        False, "pile-7", "A black 3 in the pile freezes it for everyone (not only blocks)."
    )
    take_with_natural_and_wild: bool = opt(
        True, "pile-2", "An unfrozen pile may be taken with one natural and one wild from hand."
    )
    frozen_take_extras: bool = opt(
        True, "Q7", "More naturals of the rank and wild cards may join the pair taking a pile."
    )
    opening_take_top_card_counts: bool = opt(
        True, "first-meld-7", "Opening by taking the pile: the top card counts toward the minimum."
    )
    opening_take_hand_melds_count: bool = opt(
        True, "first-meld-2", "Opening by taking the pile: other melds from hand count too."
    )
    red_three_from_pile_replaced: bool = opt(
        True, "basics-3, Q19", "A red 3 taken with the pile is laid out and replaced from the "
        "stock, as every red 3 is."
    )
    one_card_hand_takes_one_card_pile: bool = opt(
        True, "Q14", "A player holding one card may take a pile of one card."
    )

    # Going out
    concealed_may_add_to_side_melds: bool = opt(
        True, "Q3", "A concealed going out may add cards to the side's melds already down."
    )
    concealed_with_discard: bool = opt(
        True, "Q4", "A concealed going out may end with a discard."
    )
    concealed_waives_minimum: bool = opt(
        False, "Q5", "A concealed going out need not reach the first-meld minimum."
    )
    concealed_needs_canasta: bool = opt(
        True, "scoring-1", "A concealed going out must lay a canasta from the hand."
    )
    last_discard_may_be_wild: bool = opt(
        True, "Q17", "The last discard when going out may be a wild card."
    )
    must_ask_partner: bool = opt(
        False, "scoring-8, Q18", "Asking partner before going out is required."
    )

    # Scoring
    going_out_bonus: int = opt(100, "scoring-1", "Bonus for going out.")
    concealed_bonus: int = opt(200, "scoring-1", "Bonus for going out concealed (in all).")
    natural_canasta_bonus: int = opt(500, "scoring-2", "Bonus for each natural canasta.")
    mixed_canasta_bonus: int = opt(300, "scoring-2", "Bonus for each mixed canasta.")
    bands: tuple[Band, ...] = opt(CLASSIC_BANDS, "first-meld-2", "First-meld minimum by score.")
    stock_out: Literal["play_on", "end_at_once"] = opt(
        "play_on", "pile-9, Q9", "Stock used up: play on while the discard is taken and "
        "melded, or end the hand at once (a play procedure; scores are the same)."
    )
    stock_out_must_take: bool = opt(
        True, "pile-9, Q20", "Stock used up: a player who can take the last discard must "
        "take it (off: the player may decline, which ends the hand)."
    )
    three_player_pair_shares: bool = opt(
        True, "variants-5, Q11", "Three players: each member of the pair scores the pair's "
        "whole result (not half)."
    )
    three_player_pair_minimum: Literal["higher", "lower"] = opt(
        "higher", "variants-5, Q11", "Three players: the pair's first-meld minimum comes from "
        "the higher of its two members' totals (or the lower)."
    )
    tie_at_target: Literal["draw", "play_on"] = opt(
        "draw", "scoring-7, Q8", "Equal totals at or past the target: a draw, or play on."
    )
    losing_floor: int | None = opt(None, "scoring-6", "A total at or below this loses the game.")
    tables: dict[str, Table] = opt(
        CLASSIC_TABLES, "variants-1", "Numbers per player count (Q10 for Bicycle)."
    )

    def table(self, players: int = 4, teams: str | None = None) -> Table:
        """The :class:`Table` for a player count (``teams`` only for six players)."""
        return _table(self, players, teams)

    def minimums(self) -> tuple[int, ...]:
        """Every first-meld minimum this rule set asks at some table, smallest first."""
        tops = {t.top_band.minimum for t in self.tables.values() if t.top_band is not None}
        return tuple(sorted({b.minimum for b in self.bands} | tops))

    def minimum(self, score: int, table: Table) -> tuple[int, str]:
        """The first-meld minimum for a side's running total, and the row that sets it."""
        band = self.bands[0]
        for b in self.bands:
            if score >= b.score:
                band = b
        if table.top_band is not None and score >= table.top_band.score:
            band = table.top_band
        return band.minimum, band.rule

    def __hash__(self) -> int:
        return hash(self.name)


def _table(rules: RuleSet, players: int, teams: str | None) -> Table:
    if players == 6:
        key = f"6-{teams or '3x2'}"
    elif teams is not None and teams != "":
        raise RuleError("teams", teams, "table.teams-only-six")
    else:
        key = str(players)
    try:
        return rules.tables[key]
    except KeyError:
        if players == 6:
            raise RuleError("teams", teams, "table.teams-layout") from None
        raise RuleError("players", players, "table.players") from None


class RuleError(WhyError):
    """An unknown rule set, player count or team layout: ``field`` and ``value`` say which,
    ``why`` what is wrong (its facts hold the value as given)."""

    def __init__(self, field: str, value: object, code: str, **facts: object) -> None:
        self.field = field
        self.value = value
        super().__init__(Why.plain(code, value=repr(value), **facts))


CLASSIC = RuleSet(
    name="classic",
    authority="../shared/rules/sources/000 (the five Classic sheets)",
)

BICYCLE = RuleSet(
    name="bicycle",
    authority="../shared/rules/sources/004 (Bicycle's rules)",
    upcard_cover="wild_or_any_three",
    black_three_freezes=True,
    red_three_in_pile_freezes=True,
    red_three_value=100,
    option_rules={
        "upcard_cover": "bicycle-upcard",
        "black_three_freezes": "bicycle-frozen",
        "red_three_in_pile_freezes": "bicycle-frozen",
        "red_three_value": "bicycle-values",
        "one_meld_per_rank": "bicycle-one-meld",
        "concealed_needs_canasta": "bicycle-concealed, Q16",
        "tables": "Q10",
        "stock_out": "Q9",
        "opening_take_top_card_counts": "Q6",
        "opening_take_hand_melds_count": "Q6",
    },
)

ONLINE = RuleSet(
    name="online",
    authority="../shared/rules/sources/002 (an online card-game site's rules page)",
    meld_naturals_exceed_wilds=True,
    upcard_cover="red_three",
    take_with_natural_and_wild=False,
    must_ask_partner=True,
    losing_floor=-2000,
    option_rules={
        "meld_naturals_exceed_wilds": "online-melds",
        "upcard_cover": "online-upcard",
        "take_with_natural_and_wild": "online-pile",
        "must_ask_partner": "online-going-out, Q18",
        "losing_floor": "online-game-end",
    },
)

#: Every rule set the tutor knows, by name: pages, links and the CLI list these (a table's
#: rules, one of these with house rules, is named by a spec: :mod:`.house`).
RULESETS: dict[str, RuleSet] = {r.name: r for r in (CLASSIC, BICYCLE, ONLINE)}
#: The rule set a page, a link or a puzzle uses when it names none.
DEFAULT_RULES = CLASSIC.name
#: The fields that name and describe a rule set, not rules of play.
IDENTITY_FIELDS = ("name", "authority", "option_rules", "base", "house")
#: The choice a reason names when a house rule of the table decides it.
HOUSE_CHOICE = "house"


def option_sources(rules: RuleSet, field: str) -> str:
    """Every rule id an option of ``rules`` rests on, as written: ``"scoring-7, Q8"``."""
    return rules.option_rules.get(field) or default_sources(field)


def default_sources(field: str) -> str:
    """The rule ids an option rests on as the Classic sheets have it (its field's own)."""
    extra = RuleSet.model_fields[field].json_schema_extra
    assert isinstance(extra, dict)
    return str(extra["rule"])


def option_rule(rules: RuleSet, field: str) -> str:
    """The one rule id a reason resting on an option names (its first source)."""
    return option_sources(rules, field).split(",")[0].strip()


def describe_options(rules: RuleSet) -> list[tuple[str, object, str, str]]:
    """(option, value, rule id, description) for every option of a rule set."""
    rows = []
    for name, info in RuleSet.model_fields.items():
        if name in IDENTITY_FIELDS:
            continue
        rows.append((name, getattr(rules, name), option_sources(rules, name),
                     info.description or ""))
    return rows


def open_pile_rule(rules: RuleSet) -> tuple[str, str | None]:
    """The rule (and the choice it rests on) that says what takes an open pile at this
    table: the sheet's "a pair, or one natural and a wild card"; where one natural and a
    wild card do not take it (a house rule, the online rules), the table's own. A take
    with a natural pair and a refusal of one natural alone both rest on it."""
    field = "take_with_natural_and_wild"
    if rules.take_with_natural_and_wild:
        return "pile-2", None
    return option_rule(rules, field), option_choice(rules, field)


def option_choice(rules: RuleSet, field: str) -> str | None:
    """The open question (``Q1`` …) an option of ``rules`` rests on, if it rests on one;
    :data:`HOUSE_CHOICE` when a house rule of the table set it."""
    if field in rules.house:
        return HOUSE_CHOICE
    for part in option_sources(rules, field).split(","):
        part = part.strip()
        if part.startswith("Q"):
            return part
    return None
