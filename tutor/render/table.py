"""A card table's pieces as HTML, for Play and for a strategy puzzle alike: lines of
captions, a side's melds and red 3s, and what happened since the player's last move.
Every word is escaped."""

from __future__ import annotations

from collections.abc import Sequence

from tutor.engine import Card
from tutor.explain import words
from tutor.text import plain

from .cards import cards_html, meld_box


def captions(lines: Sequence[str]) -> str:
    """Lines of words as caption paragraphs in one piece of HTML, each escaped."""
    return "".join(f'<p class="ct-caption">{plain(line)}</p>' for line in lines)


def since_html(lines: Sequence[str]) -> str:
    """What happened since your last move, each player's move in words with its cards, the
    latest last: under the table, where the eye is."""
    if not lines:
        return ""
    return (f'<div class="ct-side ct-since"><p><b>{plain(words("play.since"))}</b></p>'
            + captions(lines) + "</div>")


def side_html(name: str, melds: Sequence[Sequence[Card]], reds: Sequence[Card],
              canasta_size: int, role: str = "") -> str:
    """A side as it lies on the table: its name, its red 3s and its melds (a canasta
    squared and named natural or mixed)."""
    parts = []
    for m in melds:
        kind = ""
        if len(m) >= canasta_size:
            kind = words("play.canasta.mixed" if any(c.is_wild for c in m)
                         else "play.canasta.natural")
        parts.append(meld_box(m, kind))
    inner = "".join(parts) or f'<span class="ct-empty">{plain(words("play.no-melds"))}</span>'
    red = (f'<div>{plain(words("play.red-threes"))} '
           f'{cards_html(reds, words("play.red-threes.aria", n=len(reds)))}</div>' if reds
           else "")
    return (f'<div class="ct-side"><div><b>{plain(name)}</b>'
            f"{plain(role)}</div>{red}<div>{inner}</div></div>")
