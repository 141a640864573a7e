"""Showing what people type: as typed, never as markup."""

from __future__ import annotations

import re

# Every character that HTML or (Streamlit's) Markdown could read as markup, as a character
# reference: it is shown as itself both in st.markdown and inside an HTML block, and a
# newline cannot end an HTML block and let Markdown in.
_PLAIN = {c: f"&#{ord(c)};" for c in "\\`*_{}[]()#+-.!|~$:=^@%\n\r\t"}
_PLAIN |= {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"}
_PLAIN_RE = re.compile("[" + re.escape("".join(_PLAIN)) + "]")


#: A web address in typed text: Markdown would make a link of it even with every mark
#: escaped (it finds addresses after reading the escapes), so a word joiner, which shows
#: nothing, breaks ``://`` and ``www.`` apart.
_ADDRESS_RE = re.compile(r"(?<=:)(?=//)|(?<=\bwww)(?=\.)", re.IGNORECASE)


def plain(text: object) -> str:
    """``text`` made safe to show with st.markdown, st.error or in HTML: shown as typed,
    never as markup or a link."""
    unlinked = _ADDRESS_RE.sub("\u2060", str(text))
    return _PLAIN_RE.sub(lambda m: _PLAIN[m[0]], unlinked)


def plain_line(text: object) -> str:
    """:func:`plain` on one line: runs of spaces, tabs and line breaks made one space."""
    return plain(" ".join(str(text).split()))


def count(n: int, word: str, plural: str | None = None) -> str:
    """``n`` and the word in the number it takes: "1 card", "2 cards", "1,200 hands"."""
    return f"{n:,} {word if n == 1 else plural or word + 's'}"
