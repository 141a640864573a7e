"""The course's glossary: each term, the words it shows up as, the lesson step that defines
it and what it means. A test holds the lessons to it (no step uses a term before the step
that defines it); pages show the meaning when a learner hovers over or taps a term."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from html import escape
from pathlib import Path

from tutor.explain import language, words

GLOSSARY = Path(__file__).resolve().parents[1] / "lessons" / "glossary.json"


@dataclass(frozen=True)
class Term:
    term: str
    forms: tuple[str, ...]
    step: str
    """``lesson-id/step-id`` of the step that defines it."""
    means: str

    @property
    def pattern(self) -> re.Pattern[str]:
        return _pattern(self.forms)


@cache
def _pattern(forms: tuple[str, ...]) -> re.Pattern[str]:
    # Longest first, whole words.
    words = "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True))
    return re.compile(rf"(?<![\w-])(?:{words})(?![\w-])", re.I)


def terms(lang: str | None = None) -> tuple[Term, ...]:
    """The glossary in the learner's language: each term as that language says it, defined
    at the same step (``lessons/<lang>/glossary.json`` names the English term it
    translates, ``of``); English where a language has none."""
    return _terms(language() if lang is None else lang)


@cache
def _terms(lang: str) -> tuple[Term, ...]:
    data = json.loads(GLOSSARY.read_text(encoding="utf-8"))
    english = tuple(Term(d["term"], tuple(d["forms"]), d["step"], d["means"]) for d in data)
    other = GLOSSARY.parent / lang / GLOSSARY.name
    if lang == "en" or not other.is_file():
        return english
    steps = {t.term: t.step for t in english}
    return tuple(Term(d["term"], tuple(d["forms"]), steps[d["of"]], d["means"])
                 for d in json.loads(other.read_text(encoding="utf-8")))


def _matches(term: Term, text: str) -> list[re.Match[str]]:
    """Where ``text`` uses ``term``; "Canasta" with a capital is the game's name, not a meld."""
    return [m for m in term.pattern.finditer(text)
            if not (m.group(0)[0] == "C" and m.group(0).lower().startswith("canasta"))]


def uses(term: Term, text: str) -> list[str]:
    """The words of ``text`` that use ``term`` (card markup and the game's name left out)."""
    text = re.sub(r"\{\{.*?\}\}", " ", text, flags=re.S)
    return [m.group(0) for m in _matches(term, text)]


_TAG = re.compile(r"(<[^>]+>)")
_SKIP = {"a", "code", "h1", "h2", "h3", "button", "img", "span"}


def mark_terms(html: str, known: list[Term]) -> str:
    """The first use of each known term in ``html`` wrapped so that its meaning shows on
    hover (the browser's own tooltip, never cut off) and, once tapped, in brackets after it
    until tapped again (text inside tags, links, code and headings is left alone)."""
    left = list(known)
    out: list[str] = []
    depth = 0
    for part in _TAG.split(html):
        if part.startswith("<"):
            name = re.match(r"</?\s*([a-zA-Z0-9]+)", part)
            if name and name.group(1).lower() in _SKIP and not part.endswith("/>"):
                if part.startswith("</"):
                    depth = max(0, depth - 1)
                elif name.group(1).lower() != "img":
                    depth += 1
            out.append(part)
            continue
        if depth == 0 and left:
            part, left = _mark_text(part, left)
        out.append(part)
    return "".join(out)


def _mark_text(text: str, left: list[Term]) -> tuple[str, list[Term]]:
    hits = []
    for t in left:
        first = _matches(t, text)[:1]
        hits += [(m.start(), m.end(), t) for m in first]
    hits.sort(key=lambda h: h[0])
    done: list[Term] = []
    pieces = []
    at = 0
    for start, end, t in hits:
        if start < at:
            continue
        pieces.append(text[at:start])
        word = text[start:end]
        means = escape(f"{t.term}: {t.means}")
        # A label around a hidden checkbox: a tap (or Space) shows the meaning, the next
        # tap hides it again; no script, which Streamlit's Markdown would not run.
        aria = escape(words("term.aria", word=word))
        pieces.append(f'<label class="ct-term" title="{means}">{word}'
                      f'<input type="checkbox" aria-label="{aria}">'
                      f'<span class="ct-def"> ({means})</span></label>')
        at = end
        done.append(t)
    pieces.append(text[at:])
    return "".join(pieces), [t for t in left if t not in done]
