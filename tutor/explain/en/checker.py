"""English for the position checker and the club's page."""

from __future__ import annotations

from typing import Final

CHECKER: Final[dict[str, str]] = {
    "checker.title": "Position checker",
    "checker.intro": "Type what is in front of you, then press Check; the engine answers with "
                     "the rule. Cards like `KS KH 2C` (T or 10, ♠♥♦♣ work too); melds one a "
                     "line.",
    "checker.as-it-was": "This position, as it was {how},",
    "checker.how.shared": "shared",
    "checker.how.saved": "saved",
    "checker.mine": "Answer it under my Settings ({rules})",
    "checker.open-file": "Open a saved position (a puzzle file)",
    "checker.file": "puzzle JSON",
    "checker.question": "Question",
    "checker.pile": "The discard pile, bottom card first, top card last",
    "checker.hand": "Your hand",
    "checker.hand-drawn": "Your hand (after drawing)",
    "checker.melds": "Your side's melds on the table, one a line",
    "checker.meld": "The meld",
    "checker.going-out": "I am going out (black 3s may meld)",
    "checker.opening": "The melds you would lay, one a line",
    "checker.top": "If you take the pile: its top card (it is in one of the melds)",
    "checker.score": "Your side's score before this hand",
    "checker.check": "Check",
    "checker.press-check": "Press Check to answer this question with the cards above.",
    "checker.type-first": "Type the position and press Check to get an answer.",
    "checker.nothing-typed": "Nothing to check yet: type the cards in “{field}” first.",
    "checker.answer": "Answer",
    "checker.ways": "Every way to take it:",
    "checker.way.pair": "with a natural pair",
    "checker.way.natural_wild": "with a natural and a wild",
    "checker.way.add_to_meld": "onto your meld",
    "checker.counts": " — counts {n}",
    "checker.make-puzzle": "Make it a puzzle",
    "checker.download": "Download as a puzzle (JSON)",
    "checker.link": "A link that opens this position on the checker",
    "club.organisers-only": "This page is for a club's organisers.",
    "club.summary": "{name}: {learners:n learner} with answers, {answers:n answer} in all.",
    "club.weakest": "The club's weakest rules",
    "club.col.rule": "rule",
    "club.col.share": "right first time (%)",
    "club.col.answers": "answers",
    "club.col.missed": "learners who missed it",
    "club.none-answered": "Nobody has answered a question yet.",
    "club.due": "Due for review",
    "club.col.learner": "learner",
    "club.col.due": "puzzles due now",
    "club.none-due": "Nobody has a review due now.",
}
