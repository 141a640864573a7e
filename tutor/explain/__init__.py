"""Words: one catalogue per language turns the engine's reasons into sentences.

The engine says why as data (:class:`tutor.engine.Why`: a rule id, a message code and
its facts); everything a person reads is said here. A learner reads a rule's title,
never its id; the CLI and the public puzzle format keep ``"pile-6: …"`` for scripts.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from tutor.engine import (
    HOUSE,
    HOUSE_CHOICE,
    Card,
    HouseValue,
    Problem,
    RuleError,
    RuleSet,
    Why,
    get_rules,
    house_rules,
    option_rule,
    spec_value,
)

from .catalogue import Catalogue, MissingWords
from .en import ENGLISH
from .es import SPANISH

CATALOGUES: dict[str, Catalogue] = {"en": ENGLISH, "es": SPANISH}


def _english() -> str:
    return "en"


#: The language words are said in when a call names none: English, unless the app (the
#: learner's language) or the CLI (``--lang``) says otherwise.
_language: Callable[[], str] = _english


def use_language(source: str | Callable[[], str]) -> None:
    """Say words in this language from now on (a code such as ``"es"``, or a function that
    gives the current one, such as the learner's in the app)."""
    global _language
    _language = (lambda: source) if isinstance(source, str) else source


@contextmanager
def speaking(source: str | Callable[[], str]) -> Iterator[None]:
    """Say words in this language inside the block, and as before after it."""
    global _language
    before = _language
    use_language(source)
    try:
        yield
    finally:
        _language = before


def language() -> str:
    """The language words are said in now: one the tutor has a catalogue for, else
    English."""
    lang = _language()
    return lang if lang in CATALOGUES else "en"


def catalogue(lang: str | None = None) -> Catalogue:
    """The catalogue of one language (by default, the current one)."""
    return CATALOGUES[lang if lang in CATALOGUES else language()]


def say(why: Why, lang: str | None = None, sides: Sequence[str] | None = None) -> str:
    """A reason in a sentence; ``sides`` names the sides (else "the first side" …)."""
    return catalogue(lang).say(why, sides)


def hint(why: Why, lang: str | None = None) -> str:
    """A reason as a first miss's hint says it: its ``<code>.hint`` words where the catalogue
    has them (the same reason without the card that would be the answer), else in full."""
    cat = catalogue(lang)
    if why.code + ".hint" in cat.messages:
        return cat.say(Why(why.rule, why.code + ".hint", why.facts, why.choice))
    return cat.say(why)


def words(code: str, lang: str | None = None, **facts: object) -> str:
    """A message with no rule behind it (a page's words, an error in what was typed) by its
    code and facts: ``words("check.meld")``."""
    return catalogue(lang).say(Why.plain(code, **facts))


def rules_name(name: str, long: bool = False, lang: str | None = None) -> str:
    """A table's rules as a page names them: "Classic Canasta", or "Classic Canasta, with 2
    house rules" (``long``: the rule set's full title); a name the engine does not know, as
    given."""
    try:
        rules = get_rules(name)
    except RuleError:
        return name
    book = rules.base or rules.name
    said = words(f"ruleset.{book}" + (".long" if long else ""), lang)
    if not rules.house:
        return said
    return words("rules.with-house", lang, name=said, n=len(rules.house))


def teams_name(layout: str) -> str:
    """A six-player table's teams in words ("three teams of two"), never its code "3x2"."""
    return words(f"settings.teams-{layout}")


def house_rule(option: str, value: HouseValue, lang: str | None = None) -> str:
    """A house rule as a table states it: its question and the table's answer ("A black 3
    in the pile: Freezes the pile for everyone, not only while on top.")."""
    return f"{house_question(option, lang)}: {house_answer(option, value, lang)}"


def house_heading(rules: RuleSet, rule: str, lang: str | None = None) -> str | None:
    """The table's house rule that rests on ``rule``, as a reason's heading ("Cards that make
    a canasta: Six", not the book's "Seven cards make a canasta"); None if none does."""
    found = [house_rule(o, v, lang) for o, v in house_rules(rules)
             if option_rule(rules, o) == rule]
    return " ".join(found) if found else None


def house_question(option: str, lang: str | None = None) -> str:
    """What a house rule settles, as a card player asks it: "A black 3 in the pile"."""
    return words(f"house.{option}", lang)


def house_answer(option: str, value: HouseValue, lang: str | None = None) -> str:
    """One answer to a house rule, in words: "Only stops the next player …"."""
    return words(f"house.{option}={spec_value(value)}", lang)


def card(c: Card, lang: str | None = None) -> str:
    """A card as players write it: 'K♠'; a joker 'Joker'."""
    return catalogue(lang).card(c)


def cards(cs: Sequence[Card], lang: str | None = None) -> str:
    """Cards in a row: 'K♠ K♥ Joker'."""
    return " ".join(catalogue(lang).card(c) for c in cs)


def title(rule: str, lang: str | None = None) -> str:
    """A rule's (or a house point's) short title, in words."""
    return catalogue(lang).title(rule)


def rule_name(rule: str, lang: str | None = None) -> str:
    """A rule as a first miss's hint names it: its title, less a score or a count the title
    states that a check may ask."""
    return catalogue(lang).name(rule)


_TOTALS = frozenset({"score.side", "score.side-nothing", "sum.side-total"})
"""Reasons that total a side's hand, every line of the scoring sheet at once."""


def heading(why: Why, lang: str | None = None) -> str:
    """The title a reason is shown under: its rule's, but a side's whole score is under the
    scoring sheet's name (the rule it is kept under, melded cards, is one line of it)."""
    return words("rules.scoring-sheet", lang) if why.code in _TOTALS else title(why.rule, lang)


#: The scoring sheet's rows that count cards (melded, left in hand): every side total has
#: them, so the rows of its other lines are the ones worth naming first.
_CARD_ROWS = ("scoring-4", "scoring-5")


def cited_rules(why: Sequence[Why]) -> list[str]:
    """The rules reasons rest on, once each, as links name them: a reason's own, but a
    side's whole score rests on the rows of the lines it adds up, not on the one row it is
    kept under; where scores are added up, the rows that count cards come after the others
    (going out, canastas, red 3s: what the question turns on)."""
    rules = dict.fromkeys(r for w in why for r in (
        _line_rules(w) if w.code in _TOTALS else [w.rule] if w.rule else []))
    return [r for r in rules if r not in _CARD_ROWS] + [r for r in rules if r in _CARD_ROWS]


def _line_rules(why: Why) -> Iterator[str]:
    """The rules of the lines inside a total, in their order: those of the reasons among its
    facts, searched down to the ones that hold no reason of their own (a line)."""
    for v in _reasons_in(why):
        inner = list(_reasons_in(v))
        if not inner and v.rule:
            yield v.rule
        yield from _line_rules(v)


def _reasons_in(why: Why) -> Iterator[Why]:
    """The reasons among a reason's facts (a fact may be a tuple of them)."""
    for _, value in why.facts:
        yield from (v for v in (value if isinstance(value, tuple) else (value,))
                    if isinstance(v, Why))


def say_problem(p: Problem, lang: str | None = None, sides: Sequence[str] | None = None) -> str:
    """A refused position: where, what was found and why."""
    return catalogue(lang).say_problem(p, sides)


def rule_line(why: Why) -> str:
    """A reason as the CLI and the puzzle format print it: ``"pile-6: …"``, and the open
    point it rests on: ``" [house rule Q7: …]"``."""
    line = f"{why.rule}: {say(why)}" if why.rule else say(why)  # (play decides, not a rule)
    if why.choice == HOUSE_CHOICE:
        line += f" [{words('rules.house-choice')}]"
    elif why.choice is not None:
        line += f" [house rule {why.choice}: {catalogue().summary(why.choice)}]"
    return line


def problem_line(p: Problem) -> str:
    """A refused position as the CLI prints it: the field, the value in card notation
    and the reason: ``"position.hand 3H: …"``."""
    return f"{p.field} {notation(p.value)}: {say(Why.of(p.rule, 'problem.line', reason=p.reason))}"


def notation(value: object) -> str:
    """A value in the puzzle format's notation: cards as codes ('KS'), lists in brackets."""
    if isinstance(value, (tuple, list)):
        return " ".join(map(str, value)) if value else "[]"
    return str(value)


__all__ = ["CATALOGUES", "Catalogue", "MissingWords", "card", "cards", "catalogue",
           "heading", "hint", "notation", "problem_line", "rule_line", "rule_name", "say",
           "say_problem", "title", "words"]


#: What is wrong with a table's rules (the engine's code) → how a link or a file is told so.
RULES_PROBLEMS = {code: "rules.problem." + code[len("rules."):] for code in (
    "rules.unknown", "rules.unknown-option", "rules.bad-option-value", "rules.bad-spec-part",
    "rules.bad-toml", "rules.file-unknown-key", "rules.file-no-base", "rules.file-name",
    "rules.file-options")}


def rules_problem(e: RuleError, source: str) -> Why:
    """What is wrong with a table's rules that a link or a file gives, as a learner reads it:
    the part at fault named (a house rule by its question too), after ``source`` ("This
    file")."""
    code = RULES_PROBLEMS.get(e.why.code)
    if code is None:
        return Why.plain("rules.problem", source=source, why=e.why)
    facts: dict[str, object] = {"source": source, "value": repr(e.value), "key": e.field,
                                "detail": str(e.value)}
    if code == "rules.problem.unknown":
        facts["known"] = [rules_name(str(n)) for n in _listed(e.why.fact("known"))]
    elif code == "rules.problem.unknown-option":
        near = difflib.get_close_matches(str(e.value), [o.name for o in HOUSE], n=1)
        if near:
            code = "rules.problem.unknown-option-near"
            facts.update(near=near[0], question=house_question(near[0]))
    elif code == "rules.problem.bad-option-value":
        facts.update(question=house_question(e.field), option=e.field,
                     choices=_listed(e.why.fact("choices")))
    return Why.plain(code, **facts)


def _listed(fact: object) -> list[object]:
    return list(fact) if isinstance(fact, (list, tuple)) else []
