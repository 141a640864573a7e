"""Templates with no words in them, only how facts are put together (a sum, a place and
its reason): every language's catalogue shares them."""

from __future__ import annotations

from typing import Final

NEUTRAL: Final[dict[str, str]] = {
    "no-reason": "",
    "number": "{n}",
    "problem.at": "{field:field} ({value}): {reason:lower}",
    "problem.at-bare": "{field:field}: {reason:lower}",
    "problem.line": "{reason:lower}",
    "problem.format": "{field:field} {value}: {reason:lower}",
    # sums to add up (practice.py)
    "sum.term": "{card} {value}",
    "sum.total": "{terms: + /} = {total}",
    "sum.first": "{what}",
    "sum.plus": "+ {what}",
    "sum.minus": "− {what}",
    "sum.side": "{side:side}: {items: /}",
    "sum.side-total": "{plan} = {total}",
    "sum.sides": "{sides}",
}
