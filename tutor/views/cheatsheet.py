"""A one-page cheat sheet for the table, from the rule set and the table in force: the
turn, meld limits, the pile, minimums, card values, bonuses, going out and the order of
scoring. Every number comes from the rules as data; every line names its rule. Without
Streamlit: the page shows the sections, and the printable page is standalone HTML."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from tutor.engine import Band, Card, RuleSet, Table, house_rules, need_rule, option_rule
from tutor.explain import house_rule, rules_name, words


@dataclass(frozen=True)
class Line:
    text: str
    rule: str


@dataclass(frozen=True)
class Section:
    title: str
    lines: tuple[Line, ...]


def cheat_sheet(rules: RuleSet, table: Table) -> tuple[Section, ...]:
    return (*_house(rules), _turn(table), _melds(rules), _pile(rules), _minimums(rules, table),
            _values(rules), _bonuses(rules, table), _going_out(rules, table),
            _scoring(rules, table))


def _house(rules: RuleSet) -> tuple[Section, ...]:
    """The table's house rules first, where it has any: the lines below follow them."""
    changed = house_rules(rules)
    if not changed:
        return ()
    return (Section(words("cheat.house", n=len(changed)),
                    tuple(Line(house_rule(n, v), option_rule(rules, n)) for n, v in changed)),)


def _cards(n: int) -> str:
    return "a card" if n == 1 else f"{n} cards"


def _turn(table: Table) -> Section:
    return Section("A turn", (
        Line(f"Draw {_cards(table.draw)} from the stock, or take the whole pile.", "basics-4"),
        Line("Lay out a red 3 at once and draw a card for it.", "basics-3"),
        Line("Meld what you like (your side's first meld must reach its minimum).",
             "basics-5"),
        Line("End with one discard, unless you go out by melding every card.", "basics-8"),
    ))


def _melds(rules: RuleSet) -> Section:
    limits = (f"At least {rules.meld_min_naturals} natural cards, at most "
              f"{rules.meld_max_wilds} wild cards (2s and jokers)")
    if rules.meld_naturals_exceed_wilds:
        limits += ", and more naturals than wilds"
    lines = [
        Line("Three or more cards of one rank, 4 to ace.", "basics-5"),
        Line(limits + ".", "basics-6"),
        Line(f"{rules.canasta_size} cards make a canasta: natural with no wild card, mixed "
             "with one or more.", "basics-7"),
        Line(f"Black 3s: only when going out, 3 to {rules.black_three_meld_max}, no wild "
             "card.", "scoring-9"),
        Line("Red 3s are never melded.", "basics-3"),
    ]
    if rules.one_meld_per_rank:
        lines.append(Line("One meld per rank for a side: more cards of it join that meld.",
                          option_rule(rules, "one_meld_per_rank")))
    return Section("Melds", tuple(lines))


def _pile(rules: RuleSet) -> Section:
    pair = "a natural pair of its rank" + (
        ", or one natural and one wild card" if rules.take_with_natural_and_wild else "")
    freezers = [Line("A wild card in it freezes it for everyone.", "pile-5")]
    if rules.red_three_in_pile_freezes:
        freezers.append(Line("So does a red 3 turned up at the deal.",
                             option_rule(rules, "red_three_in_pile_freezes")))
    if rules.black_three_freezes:
        freezers.append(Line("So does a black 3.", option_rule(rules, "black_three_freezes")))
    return Section("The discard pile", (
        Line(f"Unfrozen: meld its top card with {pair} from your hand.", "pile-2"),
        Line("Unfrozen: or add its top card to your side's meld of that rank.", "pile-3"),
        Line("It is frozen for a side until that side has made its first meld.", "pile-4"),
        *freezers,
        Line("Frozen: only a natural pair of the top card's rank from your hand takes it.",
             "pile-6"),
        Line("A wild card or black 3 on top stops the next player from taking it.", "pile-7"),
        Line("Take it by melding the top card at once; the rest comes into your hand.",
             "pile-1"),
        _stock_out(rules),
    ))


def _stock_out(rules: RuleSet) -> Line:
    if rules.stock_out == "play_on":
        return Line("Stock used up: play goes on while each player takes the last discard "
                    "and melds it; the hand ends when a player must draw and cannot.",
                    option_rule(rules, "stock_out"))
    return Line("Stock used up: the hand ends at once.", option_rule(rules, "stock_out"))


def bands(rules: RuleSet, table: Table) -> list[tuple[str, Band]]:
    """Each first-meld band with the totals it covers, in words."""
    all_bands = [*rules.bands, *([table.top_band] if table.top_band else [])]
    all_bands.sort(key=lambda b: b.score)
    out = []
    for i, band in enumerate(all_bands):
        upper = all_bands[i + 1].score - 5 if i + 1 < len(all_bands) else None
        if i == 0:
            span = f"below {all_bands[1].score:,}" if len(all_bands) > 1 else "any total"
        elif upper is None:
            span = f"{band.score:,} and more"
        else:
            span = f"{band.score:,} to {upper:,}"
        out.append((span, band))
    return out


def _minimums(rules: RuleSet, table: Table) -> Section:
    lines = [Line(f"Side's total {span}: {band.minimum}.", band.rule)
             for span, band in bands(rules, table)]
    lines.append(Line("All the melds of one turn add up; bonuses never count.",
                      "first-meld-2"))
    if rules.opening_take_top_card_counts:
        lines.append(Line("Opening by taking the pile: its top card counts.", "first-meld-7"))
    return Section("First meld: the minimum count", tuple(lines))


def _values(rules: RuleSet) -> Section:
    def value(text: str) -> int:
        return Card(text).value

    lines = [Line(f"Joker: {value('JK')} · 2 and ace: {value('2C')} · king to 8: "
                  f"{value('KS')} · 7 to 4: {value('7S')} · black 3: {value('3S')}.",
                  "first-meld-1")]
    if rules.red_three_value:
        lines.append(Line(f"A red 3 counts {rules.red_three_value}.",
                          option_rule(rules, "red_three_value")))
    return Section("Card values", tuple(lines))


def _bonuses(rules: RuleSet, table: Table) -> Section:
    reds = table.red_three_bonus
    return Section("Bonuses", (
        Line(f"Going out {rules.going_out_bonus}; concealed {rules.concealed_bonus} in all.",
             "scoring-1"),
        Line(f"Natural canasta {rules.natural_canasta_bonus}; mixed canasta "
             f"{rules.mixed_canasta_bonus}.", "scoring-2"),
        Line(f"Red 3s: {reds[1]} for one, {reds[-1]:,} for all {len(reds) - 1}; a side "
             "that has melded nothing loses them instead.", "scoring-3"),
    ))


def _going_out(rules: RuleSet, table: Table) -> Section:
    need = table.canastas_to_go_out
    ask = ("You must ask partner \"May I go out?\" first; the answer binds."
           if rules.must_ask_partner else
           "You may ask partner \"May I go out?\"; the answer binds.")
    lines = [Line(f"Your side needs {need} canasta{'s' if need > 1 else ''}; a canasta "
                  "finished as you go out counts.", need_rule(table))]
    if table.members > 1:
        lines.append(Line(ask, option_rule(rules, "must_ask_partner")))
    return Section("Going out", tuple(lines))


def _scoring(rules: RuleSet, table: Table) -> Section:
    lines: tuple[Line, ...] = (
        Line("First, going out (or going out concealed).", "scoring-1"),
        Line("Then each canasta.", "scoring-2"),
        Line("Then the red 3s.", "scoring-3"),
        Line("Plus every card melded.", "scoring-4"),
        Line("Minus every card left in the side's hands.", "scoring-5"),
        Line(f"The game ends when a total reaches {table.target:,}; the higher total wins.",
             "scoring-7"),
    )
    if rules.losing_floor is not None:
        lines += (Line(f"A side whose total falls to {rules.losing_floor:,} or below loses "
                       "the game at once.", option_rule(rules, "losing_floor")),)
    return Section("Scoring a hand, in this order", lines)


PRINT_CSS = """
@page { size: A4; margin: 12mm; }
body { font: 10pt/1.3 system-ui, sans-serif; color: #111; margin: 0; }
h1 { font-size: 15pt; margin: 0 0 2mm; }
.sub { color: #555; margin: 0 0 4mm; }
.cols { column-count: 2; column-gap: 8mm; }
section { break-inside: avoid; margin: 0 0 3.5mm; }
h2 { font-size: 11.5pt; margin: 0 0 1mm; border-bottom: 1px solid #bbb; }
ul { margin: 0; padding-left: 4mm; }
li { margin: 0.4mm 0; }
.rule { color: #1f4e8c; font: 8pt ui-monospace, monospace; white-space: nowrap; }
"""


def cheat_sheet_html(rules: RuleSet, table: Table, name: str = "") -> str:
    """The cheat sheet as a standalone page that prints on one A4 sheet (``name``: what the
    table calls its rules, as typed: escaped)."""
    parts = []
    for sec in cheat_sheet(rules, table):
        items = "".join(f"<li>{escape(ln.text)}</li>" for ln in sec.lines)
        parts.append(f"<section><h2>{escape(sec.title)}</h2><ul>{items}</ul></section>")
    named = f"{name}: " if name else ""
    title = (f"Canasta cheat sheet: {named}{rules_name(rules.name, long=True)}, "
             f"{table.players} players")
    return (f"<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>"
            f"{escape(title)}</title><style>{PRINT_CSS}</style></head><body><h1>"
            f"{escape(title)}</h1><p class=\"sub\">Canasta Tutor · the rules in force at "
            f"this table</p><div class=\"cols\">{''.join(parts)}</div>"
            "</body></html>")
