"""English for Learn: the list of lessons, a step's frame, its checks, reviews and the final
test (the lessons' own words are in tutor/lessons/)."""

from __future__ import annotations

from typing import Final

LEARN: Final[dict[str, str]] = {
    "value.yes": "yes",
    "value.no": "no",
    "value.none": "none",
    "field.card-alike": "{card} (copy {n})",
    "field.choose": "choose",
    "term.aria": "what {word} means",
    "learn.title": "Learn",
    "learn.intro": "{n} lessons, then a final test. The lessons take you through the Classic "
                   "Canasta sheets, one rule a step; the last of them shows where other rule "
                   "books differ. Each step ends with a check, and each lesson with a short "
                   "review of earlier rules; a wrong first answer shows the rule that decides "
                   "it and gives you a second try.",
    "learn.no-lesson": "There is no lesson called {name}. Pick one below.",
    "learn.no-step": "Lesson {lesson} has no step {name}; here is its first step.",
    "learn.optional": " (optional)",
    "learn.so-far": "{done} of {n:n step} learned",
    "learn.then-first-hand": "Then play a whole hand, a guide pointing to each move",
    "learn.all-lessons": "← All lessons",
    "learn.where": "{lesson} · Step {n} of {of}",
    "learn.learned-mark": " · learned :material/check_circle:",
    "learn.check-answer": "Check my answer",
    "learn.choose-first": "Choose an answer first.",
    "learn.step-learned": ":material/check_circle: Step learned: every check now answered "
                          "right.",
    "learn.from-lesson": "From the lesson “{lesson}”, the step “{step}”",
    "learn.try-again": "Try this check again",
    "learn.practise-lesson": "Practise this lesson: {about}",
    "learn.back": "← Back",
    "learn.next": "Next →",
    "learn.next-lesson": "Next lesson: {lesson} →",
    "learn.course-done": "That was the last step of the last lesson.",
    "learn.play-first-hand": "Play your first whole hand, with a guide",
    "learn.practise-all": "Practise what you learned: puzzles by rule",
    "learn.score": "Your score: {right} of {n} right first time",
    "learn.look-again": "Look again: {about}",
    "learn.table-link": "Your table's rules, with cards that show each difference",
    "learn.table-note": "The step below is the rule as {book} has it. At your table ({table})",
    "learn.table-differs": ", it differs.",
    "learn.graded-apart": "Its check has no right answer there, so it is asked and graded as "
                          "the lesson has it.",
    "learn.graded-table": "Its check comes out differently there: you are graded by your "
                          "table's rules.",
    "learn.review.title": "Review: earlier rules together",
    "learn.review.text": "A few checks from earlier steps, in no set order, before you go on. "
                         "A check you miss comes back later in your review queue.",
    "learn.final.title": "Final test",
    "learn.final.text": "{n} checks from across the course, the lesson each comes from named "
                        "above it. Answer them all, then see your score at the end.",
    "learn.final-test.name": "Final test",
    "learn.elsewhere": "Your first try at this check was made in another tab (or before a "
                       "reload), so this answer was your second try.",
    "learn.elsewhere-over": "This check was already answered in another tab (or before a "
                            "reload): what that answer earned is shown here, and this one was "
                            "not counted.",
}
