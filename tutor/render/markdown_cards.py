"""A python-markdown extension that writes cards and small table positions inline.

    {{QH QD 2C}}                  a row of cards (a meld)
    {{hand: KH KD 4S 9C}}         a hand
    {{pile: 5S 2C 9D KS}}         the discard pile, bottom first; a card that freezes it
                                  lies sideways, the top card is clear
    {{melds: KS KH KD | QH QD 2C}} a side's melds

Cards use the contract notation (case-insensitive, T for 10, suit symbols). A
card that does not parse raises :class:`CardMarkupError` naming the markup.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import markdown
from markdown.inlinepatterns import InlineProcessor

from tutor.engine import CLASSIC, DEFAULT_RULES, Card, CardError, RuleSet, get_rules, parse_cards
from tutor.explain import say, words

from .cards import cards_html, melds_html, pile_html

MARKUP = re.compile(r"\{\{\s*(?:(pile|hand|melds|meld)\s*:\s*)?([^{}]*?)\s*\}\}")


class CardMarkupError(ValueError):
    def __init__(self, markup: str, reason: str) -> None:
        self.markup = markup
        super().__init__(f"{markup}: {reason}")


def parse_markup(kind: str | None, body: str) -> list[tuple[Card, ...]]:
    """The card groups of one piece of markup; :class:`CardMarkupError` if a card is bad."""
    markup = "{{" + (f"{kind}: " if kind else "") + body + "}}"
    groups = body.split("|") if kind == "melds" else [body]
    try:
        cards = [parse_cards(g) for g in groups]
    except CardError as e:
        raise CardMarkupError(markup, say(e.why)) from None
    if kind != "pile" and kind != "melds" and not cards[0]:
        raise CardMarkupError(markup, "no cards between the braces")
    return cards


def render_markup(kind: str | None, body: str, rules: RuleSet) -> str:
    groups = parse_markup(kind, body)
    if kind == "pile":
        return _block(words("pile.caption"), pile_html(groups[0], rules))
    if kind == "hand":
        return _block(words("hand.caption"),
                      cards_html(groups[0], words("hand.aria", cards=groups[0])))
    if kind == "melds":
        return _block(words("melds.label"), melds_html([g for g in groups if g]))
    return cards_html(groups[0])


def _block(caption: str, inner: str) -> str:
    return (f'<span class="ct-block"><span class="ct-caption" aria-hidden="true">{caption}'
            f"</span>{inner}</span>")


def find_markup(text: str) -> Iterator[tuple[int, str | None, str]]:
    """(line number, kind, body) of every piece of card markup, for checking before rendering."""
    for m in MARKUP.finditer(text):
        yield text.count("\n", 0, m.start()) + 1, m.group(1), m.group(2)


class _CardPattern(InlineProcessor):
    def __init__(self, md: markdown.Markdown, rules: RuleSet) -> None:
        super().__init__(MARKUP.pattern, md)
        self.rules = rules

    def handleMatch(  # type: ignore[override]
        self, m: re.Match[str], data: str
    ) -> tuple[str, int, int]:
        html = render_markup(m.group(1), m.group(2), self.rules)
        return self.md.htmlStash.store(html), m.start(0), m.end(0)


class CardExtension(markdown.Extension):
    def __init__(self, **kwargs: Any) -> None:
        self.config = {"rules": [DEFAULT_RULES, "rule set that decides which pile cards freeze"]}
        super().__init__(**kwargs)

    def extendMarkdown(self, md: markdown.Markdown) -> None:
        rules = get_rules(str(self.getConfig("rules")))
        md.inlinePatterns.register(_CardPattern(md, rules), "canasta_cards", 200)


def render_markdown(text: str, rules: RuleSet = CLASSIC) -> str:
    """Markdown with card markup to HTML."""
    md = markdown.Markdown(extensions=[CardExtension(rules=rules.name), "tables"])
    return md.convert(text)


__all__ = ["CardExtension", "CardMarkupError", "find_markup", "render_markdown"]
