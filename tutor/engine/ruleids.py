"""Stable rule ids.

Every row of the five Classic sheets (../shared/rules/sources/000_…, ids as in
../shared/rules/README.md) has an id here (its summary, in words, is in the catalogue:
:mod:`tutor.explain`). Bicycle's rules that differ from the sheets have ids of their own
(``bicycle-…``, by the section of 004_… they come from), so have the online site's
(``online-…``, from 002_…), and every open
question the texts leave has an id ``Q1`` … ``Q21``
(../shared/rules/open-questions.md). Engine explanations, lessons, puzzles and
tests all name rules by these ids.
"""

from __future__ import annotations

from typing import Final

#: The rows of the five Classic sheets, sheet by sheet.
SHEET_ROWS: Final[tuple[str, ...]] = (
    "basics-1", "basics-2", "basics-3", "basics-4", "basics-5", "basics-6", "basics-7",
    "basics-8", "basics-9", "pile-1", "pile-2", "pile-3", "pile-4", "pile-5", "pile-6",
    "pile-7", "pile-8", "pile-9", "first-meld-1", "first-meld-2", "first-meld-3",
    "first-meld-4", "first-meld-5", "first-meld-6", "first-meld-7", "first-meld-8",
    "first-meld-9", "scoring-1", "scoring-2", "scoring-3", "scoring-4", "scoring-5",
    "scoring-6", "scoring-7", "scoring-8", "scoring-9", "variants-1", "variants-2",
    "variants-3", "variants-4", "variants-5", "variants-6", "variants-7", "variants-8",
    "variants-9",
)

#: Rules as Bicycle publishes them (004_…), where they differ from the sheets.
BICYCLE_RULES: Final[tuple[str, ...]] = (
    "bicycle-upcard", "bicycle-frozen", "bicycle-values", "bicycle-one-meld",
    "bicycle-concealed",
)

#: Rules as the online card-game site plays them (002_…), where they differ from the sheets.
ONLINE_RULES: Final[tuple[str, ...]] = (
    "online-melds", "online-upcard", "online-pile", "online-going-out", "online-game-end",
)

#: What the texts leave open (../shared/rules/open-questions.md).
OPEN_QUESTIONS: Final[tuple[str, ...]] = (
    "Q1", "Q2", "Q3", "Q4", "Q5", "Q6", "Q7", "Q8", "Q9", "Q10", "Q11", "Q12", "Q13", "Q14",
    "Q15", "Q16", "Q17", "Q18", "Q19", "Q20", "Q21",
)

#: Every rule id, in that order.
RULE_IDS: Final[tuple[str, ...]] = SHEET_ROWS + BICYCLE_RULES + ONLINE_RULES + OPEN_QUESTIONS
