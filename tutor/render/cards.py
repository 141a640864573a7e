"""Playing cards drawn as SVG, with a text alternative for screen readers.

Every card is an ``<img>`` whose source is an SVG data URI: it renders the same
in a browser, in ``st.markdown`` and in ``st.html`` (which strips inline
``<svg>``), and its ``alt`` says the card in words ("queen of hearts").
Nothing is fetched at run time. Groups (a meld, a hand, the pile, a side's
melds) are HTML around those images; a card that freezes the pile lies
sideways on it, as players turn it at the table.
"""

from __future__ import annotations

import base64
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import cache
from html import escape
from pathlib import Path

from tutor.engine import ALL_CARDS, Card, RuleSet, Why, freezing_card
from tutor.explain import card as card_words
from tutor.explain import language, words

RED = "#c8102e"
BLACK = "#1b1b1b"
JOKER = "#5b2a86"
WILD_RING = "#d4a017"
FONT = "DejaVu Sans, Segoe UI Symbol, Arial, sans-serif"

W, H = 60, 84  # card size in SVG units (poker ratio 5:7)


def _corner(rank: str, suit: str, colour: str) -> str:
    size = 15 if len(rank) < 2 else 13
    return (f'<text x="5" y="17" font-size="{size}" font-weight="700" fill="{colour}" '
            f'font-family="{FONT}" letter-spacing="-1">{rank}</text>'
            f'<text x="5.5" y="30" font-size="12" fill="{colour}" font-family="{FONT}">'
            f"{suit}</text>")


@cache
def card_svg(card: Card, sideways: bool = False) -> str:
    """One card as a standalone SVG document."""
    if card.suit is None:
        face = (f'<rect x="3.5" y="3.5" width="{W - 7}" height="{H - 7}" rx="4" fill="none" '
                f'stroke="{WILD_RING}" stroke-width="1.5"/>'
                f'<text x="{W / 2}" y="{H / 2 + 9}" font-size="30" text-anchor="middle" '
                f'fill="{JOKER}" font-family="{FONT}">★</text>'
                f'<text x="5" y="17" font-size="12" fill="{JOKER}" '
                f'font-family="{FONT}">★</text>'
                f'<text x="{W / 2}" y="{H - 9}" font-size="8.5" font-weight="700" '
                f'text-anchor="middle" fill="{JOKER}" font-family="{FONT}" '
                f'letter-spacing="1">JOKER</text>')
    else:
        colour = RED if card.red else BLACK
        rank, suit = card.rank.symbol, card.suit.symbol
        face = _corner(rank, suit, colour)
        face += (f'<g transform="rotate(180 {W / 2} {H / 2})">{_corner(rank, suit, colour)}</g>'
                 f'<text x="{W / 2}" y="{H / 2 + 10}" font-size="30" text-anchor="middle" '
                 f'fill="{colour}" font-family="{FONT}">{suit}</text>')
        if card.is_wild:
            face = (f'<rect x="3.5" y="3.5" width="{W - 7}" height="{H - 7}" rx="4" fill="none" '
                    f'stroke="{WILD_RING}" stroke-width="1.5"/>') + face
    body = (f'<rect x="0.75" y="0.75" width="{W - 1.5}" height="{H - 1.5}" rx="5" fill="#fff" '
            f'stroke="#555" stroke-width="1.2"/>{face}')
    if sideways:
        body = f'<g transform="translate({H} 0) rotate(90)">{body}</g>'
        w, h = H, W
    else:
        w, h = W, H
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
            f'viewBox="0 0 {w} {h}">{body}</svg>')


def _data_uri(svg: str) -> str:
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode()


def card_alt(card: Card, sideways: bool = False) -> str:
    """A card as a screen reader says it: "two of clubs (wild), turned sideways: …"."""
    return words("card.alt", card=card, wild=_part("card.wild", card.is_wild),
                 sideways=_part("card.sideways", sideways))


def _part(code: str, shown: bool) -> Why:
    """A part of a sentence that is there only when ``shown`` (else nothing is said)."""
    return Why.plain(code if shown else "no-reason")


IMAGE_BASE: str | None = None
"""Where the app serves the card images (``app/static/cards/``, cached by the browser);
None draws each card inline, as a standalone page needs."""


@contextmanager
def inline_images() -> Iterator[None]:
    """Cards drawn inline while the block runs: a standalone page has no server."""
    global IMAGE_BASE
    was, IMAGE_BASE = IMAGE_BASE, None
    try:
        yield
    finally:
        IMAGE_BASE = was


def card_file(card: Card, sideways: bool = False) -> str:
    """A card image's file name: ``KS.svg``, ``2C-sideways.svg``."""
    return f"{card}{'-sideways' if sideways else ''}.svg"


def write_card_files(folder: Path) -> list[Path]:
    """Every card image, upright and sideways, as files (tutor/app/static/cards/)."""
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for card in ALL_CARDS:
        for sideways in (False, True):
            path = folder / card_file(card, sideways)
            path.write_text(card_svg(card, sideways))
            out.append(path)
    return out


def card_img(card: Card, sideways: bool = False) -> str:
    """One card as an ``<img>`` with its words as ``alt``, in the language spoken now."""
    return _card_img(card, sideways, IMAGE_BASE, language())


@cache
def _card_img(card: Card, sideways: bool, base: str | None, lang: str) -> str:
    """(``lang``: a drawing kept for one language is never shown in another: a server
    with a Spanish learner gave the next English learner "dos de tréboles".)"""
    cls = "ct-card" + (" ct-sideways" if sideways else "") + (" ct-wild" if card.is_wild else "")
    src = (base + card_file(card, sideways) if base is not None
           else _data_uri(card_svg(card, sideways)))
    return (f'<img class="{cls}" src="{src}" '
            f'alt="{escape(card_alt(card, sideways))}" title="{escape(card_words(card))}">')


def prefetch_html() -> str:
    """Every card's picture, upright, in a block that never shows (``ct-prefetch``): put on
    a page before its cards are dealt, the browser has them by the deal (fetched then,
    a Deal's thirteen pictures were thirteen requests to the server while its run went
    on)."""
    if IMAGE_BASE is None:
        return ""
    imgs = "".join(f'<img src="{IMAGE_BASE}{card_file(c)}" alt="">' for c in ALL_CARDS)
    return f'<div class="ct-prefetch" aria-hidden="true">{imgs}</div>'


def _words(cards: Sequence[Card]) -> str:
    return words("cards.aria", cards=list(cards)) if cards else words("cards.none")


def cards_html(cards: Sequence[Card], label: str | None = None) -> str:
    """A row of cards (a meld, a hand) with one label for screen readers."""
    aria = escape(label or _words(cards))
    imgs = "".join(card_img(c) for c in cards)
    return f'<span class="ct-row" role="group" aria-label="{aria}">{imgs}</span>'


def melds_html(melds: Sequence[Sequence[Card]], label: str | None = None) -> str:
    label = label or words("melds.label")
    if not melds:
        return (f'<span class="ct-melds ct-empty" aria-label="'
                f'{escape(words("melds.none-aria", label=label))}">{words("melds.none")}</span>')
    parts = "".join(meld_html(m) for m in melds)
    return f'<span class="ct-melds" role="group" aria-label="{escape(label)}">{parts}</span>'


def canasta_kind(meld: Sequence[Card], size: int = 7) -> str | None:
    """"natural" or "mixed" for a meld of ``size`` cards or more, else None."""
    if len(meld) < size:
        return None
    return "mixed" if any(c.is_wild for c in meld) else "natural"


def canasta_top(meld: Sequence[Card], kind: str) -> Card:
    """The card a player squares a canasta up with (basics-7): a red card on top of a
    natural canasta, a black one on a mixed canasta (a black natural card where there is
    one, else a black two, else a joker)."""
    if kind == "natural":
        return next((c for c in meld if c.suit is not None and c.suit.red), meld[0])
    black = [c for c in meld if c.suit is not None and not c.suit.red]
    return next((c for c in black if c.is_natural), black[0] if black else
                next((c for c in meld if c.is_wild), meld[0]))


def canasta_html(meld: Sequence[Card], kind: str) -> str:
    """A finished canasta squared up into one pile, the right card on top, its size marked."""
    top = canasta_top(meld, kind)
    said = escape(words("canasta.aria", kind=Why.plain("canasta." + kind), n=len(meld),
                        top=top, cards=list(meld)))
    # the count sits on the card's own corner (ct-squared), however wide the words under it
    return (f'<span class="ct-canasta ct-{kind}" role="group" aria-label="{said}">'
            f'<span class="ct-squared">{card_img(top)}'
            f'<span class="ct-count" aria-hidden="true">{len(meld)}</span></span>'
            f'<span class="ct-inside" aria-hidden="true">{escape(canasta_inside(meld))}</span>'
            "</span>")


def canasta_inside(meld: Sequence[Card]) -> str:
    """What a squared canasta holds, for counting it: '6 queens + 2♣' (naturals by rank,
    each wild card by name; '6 × Q' read as a product, 36)."""
    naturals = [c for c in meld if not c.is_wild]
    parts = [words("canasta.naturals", n=len(naturals), rank=naturals[0].rank)
             ] if naturals else []
    return " + ".join(parts + [card_words(c) for c in meld if c.is_wild])


def meld_html(meld: Sequence[Card], note: str = "") -> str:
    """One meld as it lies: a canasta squared up with the right card on top, any other meld
    with its cards overlapping (``note`` added to what a screen reader says of it)."""
    kind = canasta_kind(meld)
    if kind is not None:
        return canasta_html(meld, kind)
    said = escape(words("meld.aria", cards=list(meld), note=note or None)
                  if note else words("meld.aria-bare", cards=list(meld)))
    return (f'<span class="ct-meld" role="group" aria-label="{said}">'
            + "".join(card_img(c) for c in meld) + "</span>")


def meld_box(meld: Sequence[Card], caption: str = "") -> str:
    """One meld on the table with a caption above it (a canasta's kind when none given)."""
    kind = canasta_kind(meld)
    caption = caption or (words("canasta." + kind) if kind else "")
    top = f'<span class="ct-caption">{escape(caption)}</span>' if caption else ""
    return f'<span class="ct-meldbox">{top}{meld_html(meld, caption)}</span>'


#: A pile of more cards is drawn squared up: its last cards spread on top (the top one in
#: full), the rest one stack with its count, a card that freezes it sideways beneath.
SPREAD = 6
ON_TOP = 3
#: Up to this many cards, with at most one lying sideways (the wide ones), every card shows
#: (a puzzle's pile of 7 squared its A♠ away, and the reason "the A♠ lower in the pile
#: cannot help" named a card the learner could not see): about 16em, inside a phone's
#: screen; two or three sideways cards among ten ran past it, the top card out of view.
SPREAD_PLAIN = 10


def pile_html(pile: Sequence[Card], rules: RuleSet) -> str:
    """The discard pile, bottom card first: cards that freeze it lie sideways, the top is
    clear, and the card under a sideways one stays in full view. A long pile is squared
    up, so that it never runs off a phone's screen."""
    if not pile:
        return (f'<span class="ct-pile ct-empty" aria-label="{words("pile.empty-aria")}">'
                f'{words("pile.empty")}</span>')
    sideways = _freezers(pile, rules)
    spread = len(pile) <= SPREAD or (len(pile) <= SPREAD_PLAIN and len(sideways) <= 1)
    start = 0 if spread else len(pile) - ON_TOP
    imgs = "".join(card_img(c, i in sideways).replace('class="ct-card"', 'class="ct-card ct-under"')
                   if i + 1 in sideways else card_img(c, i in sideways)
                   for i, c in enumerate(pile) if i >= start)
    if start:
        imgs = _squared(pile[:start], sorted(i for i in sideways if i < start)) + imgs
    top = pile[-1]
    aria = words("pile.aria", n=len(pile), top=top) if not sideways else words(
        "pile.aria-sideways", n=len(pile), top=top, cards=[pile[i] for i in sorted(sideways)])
    return f'<span class="ct-pile" role="group" aria-label="{escape(aria)}">{imgs}</span>'


def _squared(under: Sequence[Card], freezers: Sequence[int]) -> str:
    """The squared part of a long pile: the last card that froze it sideways (if any), then
    the stack, its top card face up and its count."""
    out = card_img(under[freezers[-1]], True) if freezers else ""
    return (out + '<span class="ct-stack" aria-hidden="true">'
            f'{card_img(under[-1], bool(freezers) and freezers[-1] == len(under) - 1)}'
            f'<span class="ct-count">{len(under)}</span></span>')


def _freezers(pile: Sequence[Card], rules: RuleSet) -> set[int]:
    """Indexes of the cards a player turns sideways: each card that freezes the pile."""
    out = set()
    for i, c in enumerate(pile):
        if freezing_card((c,), rules)[0] is not None:
            out.add(i)
    return out


CSS = """
.ct-row, .ct-melds, .ct-pile, .ct-meld { display: inline-flex; flex-wrap: wrap;
  align-items: flex-end; vertical-align: middle; gap: 0.15em; }
.ct-melds { gap: 0.8em; }
.ct-card { height: 4.6em; width: auto; filter: drop-shadow(0 1px 1px rgba(0,0,0,.25)); }
.ct-card.ct-sideways { height: 3.3em; }
.ct-pile { flex-wrap: nowrap; overflow-x: auto; max-width: 100%; padding: 0.2em 0;
  align-items: center; }
.ct-pile .ct-card { margin-right: -2.2em; }
.ct-pile .ct-card.ct-sideways { margin-right: -0.3em; position: relative; z-index: 1; }
.ct-pile .ct-card:last-child { margin-right: 0; z-index: 2; position: relative; }
.ct-pile .ct-card.ct-under { margin-right: 0.2em; }
.ct-stack { position: relative; display: inline-block; padding: 0 7px 7px 0;
  margin-right: 0.3em; }
.ct-pile .ct-stack .ct-card { border-radius: 0.35em; box-shadow: 2px 2px 0 #fff, 3px 3px 0 #8a94a3,
  5px 5px 0 #fff, 6px 6px 0 #8a94a3; margin-right: 0; }
.ct-canasta { display: inline-flex; flex-direction: column; align-items: center;
  vertical-align: bottom; }
.ct-squared { position: relative; display: inline-block; padding: 0 7px 7px 0; }
.ct-canasta .ct-card { border-radius: 0.35em; box-shadow: 2px 2px 0 #fff, 3px 3px 0 #8a94a3,
  5px 5px 0 #fff, 6px 6px 0 #8a94a3; }
.ct-inside { display: block; font-size: 0.72em; color: #333; text-align: center;
  margin-top: 0.35em; white-space: nowrap; }
.ct-count { position: absolute; top: -0.4em; right: -0.2em; min-width: 1.4em; padding: 0 .3em;
  border-radius: 1em; background: #1f4e8c; color: #fff; font-size: 0.75em; text-align: center;
  line-height: 1.4em; }
.ct-meld .ct-card { margin-right: -1.9em; }
.ct-meld .ct-card.ct-wild { margin-right: -1.2em; }
.ct-meld .ct-card:last-child { margin-right: 0; }
.ct-meldbox { display: inline-flex; flex-direction: column; vertical-align: bottom;
  margin: 0 0.7em 0.4em 0; }
.ct-empty { color: #666; font-style: italic; }
.ct-block { margin: 0.6em 0; }
.ct-caption { display: block; font-size: 0.8em; color: #555; margin-bottom: 0.15em; }
@media (max-width: 480px) { .ct-card { height: 3.7em; } .ct-card.ct-sideways { height: 2.65em; }
  .ct-pile .ct-card { margin-right: -1.8em; } .ct-pile .ct-card.ct-under { margin-right: 0.2em; }
  .ct-pile .ct-card.ct-sideways { margin-right: -0.2em; }
  .ct-meld .ct-card { margin-right: -1.5em; } .ct-meld .ct-card.ct-wild { margin-right: -0.9em; }
  .ct-meld .ct-card:last-child { margin-right: 0; } }
"""
