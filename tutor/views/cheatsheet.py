"""A one-page cheat sheet for the table, from the rule set and the table in force: the
turn, meld limits, the pile, minimums, card values, bonuses, going out and the order of
scoring. Every number comes from the rules as data; every line names its rule. Without
Streamlit: the page shows the sections, and the printable page is standalone HTML."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from tutor.engine import Band, Card, RuleSet, Table, house_rules, need_rule, option_rule
from tutor.explain import house_rule, language, rules_name, words


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


def _line(code: str, rule: str, **facts: object) -> Line:
    return Line(words(f"cheat.{code}", None, **facts), rule)


def _section(code: str, lines: Sequence[Line]) -> Section:
    return Section(words(f"cheat.{code}"), tuple(lines))


def _turn(table: Table) -> Section:
    return _section("turn", [
        _line("draw", "basics-4", n=table.draw), _line("red-three", "basics-3"),
        _line("meld", "basics-5"), _line("discard", "basics-8")])


def _melds(rules: RuleSet) -> Section:
    lines = [
        _line("meld-rank", "basics-5"),
        _line("limits-more-naturals" if rules.meld_naturals_exceed_wilds else "limits",
              "basics-6", naturals=rules.meld_min_naturals, wilds=rules.meld_max_wilds),
        _line("canasta", "basics-7", n=rules.canasta_size),
        _line("black-threes", "scoring-9", most=rules.black_three_meld_max),
        _line("red-threes", "basics-3"),
    ]
    if rules.one_meld_per_rank:
        lines.append(_line("one-meld", option_rule(rules, "one_meld_per_rank")))
    return _section("melds", lines)


def _pile(rules: RuleSet) -> Section:
    freezers = [_line("wild-freezes", "pile-5")]
    if rules.red_three_in_pile_freezes:
        freezers.append(_line("red-three-freezes", option_rule(rules,
                                                                "red_three_in_pile_freezes")))
    if rules.black_three_freezes:
        freezers.append(_line("black-three-freezes", option_rule(rules, "black_three_freezes")))
    return _section("pile", [
        _line("open-pair-or-wild" if rules.take_with_natural_and_wild else "open-pair",
              "pile-2"),
        _line("open-add", "pile-3"), _line("frozen-until", "pile-4"), *freezers,
        _line("frozen-pair", "pile-6"), _line("stopped", "pile-7"), _line("take", "pile-1"),
        _line("stock-out-play-on" if rules.stock_out == "play_on" else "stock-out-ends",
              option_rule(rules, "stock_out")),
    ])


def bands(rules: RuleSet, table: Table) -> list[tuple[str, Band]]:
    """Each first-meld band with the totals it covers, in words."""
    all_bands = [*rules.bands, *([table.top_band] if table.top_band else [])]
    all_bands.sort(key=lambda b: b.score)
    out = []
    for i, band in enumerate(all_bands):
        upper = all_bands[i + 1].score - 5 if i + 1 < len(all_bands) else None
        if i == 0:
            span = (words("cheat.band-below", n=all_bands[1].score) if len(all_bands) > 1
                    else words("cheat.band-any"))
        elif upper is None:
            span = words("cheat.band-from", n=band.score)
        else:
            span = words("cheat.band-range", low=band.score, high=upper)
        out.append((span, band))
    return out


def _minimums(rules: RuleSet, table: Table) -> Section:
    lines = [_line("band", band.rule, span=span, n=band.minimum)
             for span, band in bands(rules, table)]
    lines.append(_line("add-up", "first-meld-2"))
    if rules.opening_take_top_card_counts:
        lines.append(_line("top-counts", "first-meld-7"))
    return _section("minimums", lines)


def _values(rules: RuleSet) -> Section:
    lines = [_line("values-line", "first-meld-1", joker=Card("JK").value, ace=Card("2C").value,
                   high=Card("KS").value, low=Card("7S").value, black=Card("3S").value)]
    if rules.red_three_value:
        lines.append(_line("red-three-value", option_rule(rules, "red_three_value"),
                           n=rules.red_three_value))
    return _section("values", lines)


def _bonuses(rules: RuleSet, table: Table) -> Section:
    reds = table.red_three_bonus
    return _section("bonuses", [
        _line("going-out", "scoring-1", out=rules.going_out_bonus,
              concealed=rules.concealed_bonus),
        _line("canastas", "scoring-2", natural=rules.natural_canasta_bonus,
              mixed=rules.mixed_canasta_bonus),
        _line("red-bonus", "scoring-3", one=reds[1], all=reds[-1], n=len(reds) - 1),
    ])


def _going_out(rules: RuleSet, table: Table) -> Section:
    lines = [_line("need", need_rule(table), n=table.canastas_to_go_out)]
    if table.members > 1:
        lines.append(_line("must-ask" if rules.must_ask_partner else "may-ask",
                           option_rule(rules, "must_ask_partner")))
    return _section("going-out-title", lines)


def _scoring(rules: RuleSet, table: Table) -> Section:
    lines = [_line("score-out", "scoring-1"), _line("score-canastas", "scoring-2"),
             _line("score-reds", "scoring-3"), _line("score-melded", "scoring-4"),
             _line("score-left", "scoring-5"), _line("game-end", "scoring-7", n=table.target)]
    if rules.losing_floor is not None:
        lines.append(_line("floor", option_rule(rules, "losing_floor"), n=rules.losing_floor))
    return _section("scoring", lines)


PRINT_CSS = """
@page { size: A4; margin: 12mm; }
body { font: 10pt/1.3 system-ui, sans-serif; color: #111; margin: 0; }
@media screen { body { margin: 0 auto; padding: 12px 16px; max-width: 48rem; } }
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
    title = words("cheat.print-title", name=named + rules_name(rules.name, long=True),
                  n=table.players)
    return (f"<!doctype html><html lang=\"{language()}\"><head><meta charset=\"utf-8\">"
            f"<title>{escape(title)}</title><style>{PRINT_CSS}</style></head><body><h1>"
            f"{escape(title)}</h1><p class=\"sub\">{escape(words('cheat.print-sub'))}</p>"
            f"<div class=\"cols\">{''.join(parts)}</div></body></html>")
