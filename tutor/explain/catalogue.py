"""A catalogue turns a reason (a message code and its facts) into a sentence.

One catalogue per language; each holds its message templates, the rules' titles and the
few word-level helpers a template needs (a card, a count of things, a side). Templates
are ``str.format`` strings over the reason's facts, with these format specs:

==================  ==================================================================
``{n}``             a number, with thousands separators: 1,495
``{n:n card}``      a count with its noun: "1 card", "3 cards"
``{n:is|are}``      the first word for 1, the second for any other number
``{i:side}``        a side by its index: "the first side" (``Side`` capitalised), or by
                    its name when the sides are named
``{i:#}``           an index counted from 1: meld 0 is "meld 1"
``{card}``          a card as players write it: "K♠", a joker "Joker"
``{card:name}``     a card in words: "king of spades"
``{cards}``         cards in a row: "K♠ K♥ 2♣" (``{cards:?is|are}``: a word by how many)
``{rank}``          a rank in the plural: "kings" (``{rank:one}``: "king")
``{rule:rule}``     a rule's title, in words (``{rule:summary}``: its sentence)
``{f:field}``       a field of the puzzle format in words: "your hand"
``{n:+}``           a number with its sign: +100, -35
``{reason}``        a nested reason, said in full (``{reason:lower}`` starts lower-case,
                    ``{reason:Upper}`` upper-case)
``{reasons}``       nested reasons joined by "; " (``{reasons:, /lower}``: by ", ", each
                    lower-case; the separator is what comes before the ``/``)
==================  ==================================================================
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tutor.engine import Card, Problem, Rank, Why


class MissingWords(KeyError):
    """A message code or rule that a catalogue has no words for."""


@dataclass(frozen=True)
class Catalogue:
    """The words of one language."""

    lang: str
    messages: Mapping[str, str]
    rule_titles: Mapping[str, str]
    fields: Mapping[str, str]
    """Where a problem is, in words: ``position.hand`` → "the hand"."""
    card: Callable[[Card], str]
    card_name: Callable[[Card], str]
    rank: Callable[[Rank, bool], str]
    count: Callable[[int, str], str]
    side: Callable[[int], str]

    rule_summaries: Mapping[str, str] = field(default_factory=dict)
    """A sentence for each rule, as a right answer's last reason says it."""
    thousands: str = ","
    """How the language groups a number's thousands: 1,500 (English), 1.500 (Spanish)."""
    rule_names: Mapping[str, str] = field(default_factory=dict)
    """A rule's name where its title states what a check may ask (a first miss's hint)."""

    def name(self, rule: str) -> str:
        """A rule as a hint names it: without the score or count its title states."""
        return self.rule_names.get(rule) or self.title(rule)

    def summary(self, rule: str) -> str:
        return self.rule_summaries.get(rule) or self.title(rule) + "."

    def template(self, code: str) -> str:
        try:
            return self.messages[code]
        except KeyError:
            raise MissingWords(f"{self.lang}: no words for the message {code!r}") from None

    def title(self, rule: str) -> str:
        try:
            return self.rule_titles[rule]
        except KeyError:
            raise MissingWords(f"{self.lang}: no title for the rule {rule!r}") from None

    def say(self, why: Why, sides: Sequence[str] | None = None) -> str:
        """The reason in a sentence; ``sides`` names the sides (else "the first side" …)."""
        return _Words(self, sides).vformat(self.template(why.code), (), dict(why.facts))

    def say_problem(self, p: Problem, sides: Sequence[str] | None = None) -> str:
        """A refused position in words: where, what was found there, and why."""
        return self.say(p.why, sides)

    def where(self, field: str, sides: Sequence[str] | None = None) -> str:
        """A field path of the puzzle format in words: ``position.teams[1].melds[0]`` →
        "the second side, meld 1" (the most specific words the catalogue has)."""
        key, indices = _path(field)
        while key not in self.fields and "." in key:
            key = key.rpartition(".")[0]
            indices = indices[:key.count("[]")]
        template = self.fields.get(key, self.fields[""])
        return _Words(self, sides).vformat(template, tuple(indices), {})


def _path(field: str) -> tuple[str, list[int]]:
    """A field path's shape and its indices: ``teams[1].melds[0]`` → ``teams[].melds[]``,
    [1, 0] (the puzzle format's own notation, not a sentence)."""
    shape, indices, number = [], [], None
    for ch in field:
        if ch == "[":
            number = ""
        elif ch == "]" and number is not None:
            shape.append("[]")
            indices.append(int(number) if number.isdigit() else 0)
            number = None
        elif number is not None:
            number += ch
        else:
            shape.append(ch)
    return "".join(shape), indices


class _Words(string.Formatter):
    """``str.format`` with the catalogue's ways of saying cards, counts and reasons."""

    def __init__(self, cat: Catalogue, sides: Sequence[str] | None = None) -> None:
        self.cat = cat
        self.sides = sides

    def format_field(self, value: Any, spec: str) -> str:
        cat = self.cat
        if isinstance(value, Why):
            return self._reason(value, spec)
        if isinstance(value, Card):
            return cat.card_name(value) if spec == "name" else cat.card(value)
        if isinstance(value, Rank):
            return cat.rank(value, spec != "one")
        if isinstance(value, bool):
            raise TypeError(f"a yes/no fact cannot be said: {value!r}")
        if isinstance(value, int):
            return self._number(value, spec)
        if isinstance(value, Sequence) and not isinstance(value, str):
            return self._many(value, spec)
        return self._text(str(value), spec)

    def _reason(self, why: Why, spec: str) -> str:
        text = self.cat.say(why, self.sides)
        if spec == "lower" and self.cat.template(why.code).startswith("{"):
            return text  # it starts with a name or a place: said as it is
        if spec == "lower":
            return text[:1].lower() + text[1:]
        return text[:1].upper() + text[1:] if spec == "Upper" else text

    def _text(self, value: str, spec: str) -> str:
        """A text fact: a rule (its title or its sentence), a field path, or as it is."""
        if spec == "rule":
            return self.cat.title(value)
        if spec == "summary":
            return self.cat.summary(value)
        if spec == "field":
            return self.cat.where(value, self.sides)
        return value[:1].lower() + value[1:] if spec == "lower" else value

    def _number(self, n: int, spec: str) -> str:
        if spec.startswith("n "):
            return self.cat.count(n, spec[2:])
        if "|" in spec:
            one, _, many = spec.partition("|")
            return one if n == 1 else many
        if spec == "+":
            return f"{n:+,}".replace(",", self.cat.thousands)
        if spec == "#":
            return str(n + 1)
        if spec in ("side", "Side"):
            if self.sides is not None and 0 <= n < len(self.sides):
                return self.sides[n]
            words = self.cat.side(n)
            return words[:1].upper() + words[1:] if spec == "Side" else words
        return f"{n:,}".replace(",", self.cat.thousands)

    def _many(self, items: Sequence[Any], spec: str) -> str:
        if spec.startswith("?"):  # a word chosen by how many: {cards:?puede|pueden}
            one, _, many = spec[1:].partition("|")
            return one if len(items) == 1 else many
        cards = all(isinstance(c, Card) for c in items)
        sep, _, spec = spec.rpartition("/") if "/" in spec else (" " if cards else "; ", "", spec)
        return sep.join(self.format_field(v, spec) for v in items)
