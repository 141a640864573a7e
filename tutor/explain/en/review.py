"""The review page's words: a game looked back on, move by move."""

from __future__ import annotations

REVIEW: dict[str, str] = {
    "review.title": "Review",
    "review.intro": "Every move of a hand in order, the others' too. The coach marks each of "
                    "your decisions: good, an inaccuracy, a mistake or a blunder, with what "
                    "it cost and the better move.",
    "review.none": "There is no game to review yet: play a hand, then come back here, or open "
                   "a game's record below.",
    "review.play-link": "Play a game",
    "review.of-play": "You are reviewing your game in Play.",
    "review.of-file": "You are reviewing the game in the file {name}.",
    "review.back-to-play": "Review your game in Play instead",
    "review.open": "Open a game saved from Play (the file that “Save the whole game” gives, "
                   "up to 1 MB)",
    "review.opened": "Opened {name}: its first hand is on screen.",
    "review.bad-file": "The file {name} could not be opened as a game: {where}: {reason}.",
    "review.too-big": "the file is {n:n byte}; a record is at most 1 MB",
    "review.not-text": "the file is not text (UTF-8)",
    "review.not-json": "it is not a game record (its text is not JSON)",
    "review.a-puzzle": "it is a puzzle, not a game: open it on the position checker",
    "review.not-a-game": "it is not a game record (one holds the table, the rules and each "
                         "hand's moves; here {field} is missing or wrong)",
    "review.unreadable": "that move cannot be read",
    "review.illegal": "that move is against the rules there: {reason:lower}",
    "review.out-of-order": "the moves are out of order (one comes after the hand is over, "
                           "or from a player whose turn it is not)",
    "review.unfinished": "the hand stops before it is over (only the last hand may)",
    "review.after-the-end": "the hand comes after the end of the game",
    "review.where-file": "the file",
    "review.where-move": "hand {hand}, move {move}",
    "review.where-hand": "hand {hand}",
    "review.hand": "Hand",
    "review.hand-done": "Hand {n}: your total after it, {total}",
    "review.hand-playing": "Hand {n}: still being played",
    "review.move": "Move",
    "review.end": "End",
    "review.at": "Move {n} of {total}",
    "review.at-end": "The end of the hand, after move {n}",
    "review.at-deal": "The hand as dealt: no move yet",
    "review.at-now": "Where the hand stands now, after move {n}",
    "review.then": "The move: {line}",
    "review.first": "First move",
    "review.back": "Back",
    "review.next": "Next",
    "review.previous-flag": "Previous mistake",
    "review.next-flag": "Next mistake",
    "review.no-flags": "The coach marked none of your moves in this hand.",
    "review.all-good": "The coach marked none of your {all:one decision|{all} decisions} in "
                       "this hand: it found no clearly better choice for {all:it|any}.",
    "review.flags": "The coach marked {n} of your {all} decisions in this hand ({marks}); "
                    "{good:one was good|{good} were good}.",
    "review.marks.blunder": "{n:n blunder}",
    "review.marks.mistake": "{n:n mistake}",
    "review.marks.inaccuracy": "{n:n inaccuracy}",
    "review.looking": "The coach is looking at your decisions in this hand: {done} of {all} "
                      "so far… (Next mistake finds the ones marked so far.)",
    "review.looking-here": "The coach is still looking at this move…",
    "review.taken-after": "{who:Upper} took the pile right after it. The coach weighs a "
                          "discard by what you could see: over the deals of the cards you "
                          "could not, no other discard was clearly better here.",
    "review.none-yet": "No mistake marked there yet: the coach is still looking at this "
                       "hand.",
    "review.none-that-way": "No mistake is marked that way in this hand.",
    "review.good": "A good move: the coach finds no better one by a clear margin.",
    "review.no-clear-cost": "The coach finds no clearly better move here, but what Play "
                            "warned of still holds:",
    "review.judged": "**Coach — {rule:rule}**\n\n{reason}",
    "review.judged-plain": "Coach — {reason}",
    "review.not-judged": "The coach could not look at this move.",
    "review.your-hand": "Your hand before this move",
    "review.play-on": "Play on from here",
    "review.play-on-help": "A new game in Play from this position: the computer players go "
                           "on from here, and so do you.",
    "review.replace": "Your game in Play (hand {hand}) is not over: playing on from here "
                      "puts this game in its place. Save its record first if you want it.",
    "review.yes-play-on": "Yes, play on from here",
    "review.no-keep": "No, keep my game",
    "review.strategy-about": "Or as a strategy puzzle: what would a strong player do here, "
                             "in the chair of the player to move?",
    "review.strategy-try": "Try it on Practise",
    "review.strategy-download": "Download the strategy puzzle (JSON)",
    "review.save": "Save this position as a puzzle",
    "review.no-puzzle": "A position is saved as a puzzle at the start of a turn: before the "
                        "draw, or before any meld of the turn.",
}
