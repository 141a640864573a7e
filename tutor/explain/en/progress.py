"""English for Progress: the counts, what to work on next, mastery and reviews."""

from __future__ import annotations

from typing import Final

PROGRESS: Final[dict[str, str]] = {
    "progress.title": "Progress",
    "progress.session-only": "Progress is kept for this session only.",
    "progress.answered": "Questions answered",
    "progress.right": "Right first time",
    "progress.steps": "Lesson steps learned",
    "progress.games": "Games won",
    "progress.games-of": "{won} of {n}",
    "progress.games-help": "Whole games against the computer",
    "progress.nothing": "Nothing answered yet. Your results appear here as you learn and "
                        "practise.",
    "progress.start": "Start the first lesson",
    "progress.next": "Work on these next",
    "progress.read-again": "Read it again: {lesson}",
    "progress.practise-it": "Practise it",
    "progress.mastery": "Mastery by rule, weakest first",
    "progress.bar": "{rule} — {share}% of {n} right first time",
    "progress.every-rule": "Every rule you have met ({n})",
    "progress.col.rule": "rule",
    "progress.col.share": "right first time (%)",
    "progress.col.answers": "answers",
    "progress.accuracy": "Accuracy over time",
    "progress.reviews": "Reviews",
    "progress.due": "**{n}** {n:puzzle|puzzles} due for review now.",
    "progress.due-then": "**{n}** {n:puzzle|puzzles} due for review now; the next one after "
                         "that is due {when}.",
    "progress.none-due-then": "No puzzle is due for review now; the next one is due {when}.",
    "progress.review-now": "Review them now",
    "progress.due-at": "{name} — due {when}",
    "store.read-only": "Your progress file {path} can be read but not written: your history "
                       "shows, but what you do now will not be saved. Make the file writable, "
                       "or set {env} to another file.",
    "store.unreachable": "The progress database {path} cannot be reached ({error}). The tutor "
                         "works as usual, but this session's progress will not be saved. Check "
                         "the server, or set {env} to another database.",
    "store.unusable": "Your progress file {path} cannot be used because {why}. The tutor works "
                      "as usual, but this session's progress will not be saved. Set {env} to "
                      "another file, or move this one away to start afresh.",
    "store.damaged": "it is damaged (not a readable SQLite database)",
    "store.not-writable": "it cannot be written here",
    "store.error": "of an error ({error})",
    "when.now": "now",
    "when.under-a-minute": "in under a minute",
    "when.minutes": "in {n:n minute}",
    "when.hours": "in {n:n hour}",
    "when.days": "in {n:n day}",
}
