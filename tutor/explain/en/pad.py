"""English for the Score pad page: its headings, fields, buttons, questions and notes (what
it refuses in what was typed or loaded is in entry.py)."""

from __future__ import annotations

from typing import Final

PAD: Final[dict[str, str]] = {
    "pad.title": "Score pad",
    "pad.about": "This game: {rules} · {players:n player} · playing to {target}",
    "pad.about-teams": "This game: {rules} · {players:n player} ({teams}) · playing to "
                       "{target}",
    "pad.saved-unreadable": "The saved game could not be read ({reason}); a new one was "
                            "started.",
    "pad.settings-changed": "Your settings have changed since this game began; it keeps its "
                            "own rules.",
    "pad.new-with-settings": "Start a new game with my settings",
    # the sides' names
    "pad.names": "Names of the sides",
    "pad.side": "side {n}",
    "pad.name-help": "At most {n} characters",
    "pad.name-cut": "The name of side {side} is {n} characters long; a side's name has at "
                    "most {most}, so it was cut to {name!r}.",
    # the hand being typed
    "pad.hand-heading": "Hand {n}",
    "pad.correcting": "Correcting hand {n}",
    "pad.correct-info": "Hand {n}'s cards are in the form: correct them, then save the "
                        "changes; the totals follow.",
    "pad.pair": "Someone took the pile: one player alone against the other two as a pair",
    "pad.who-alone-ask": "Who played alone?",
    "pad.how-to-type": "Type cards like `KS KH KD 2C` (T or 10, ♠♥♦♣ work too), one meld a "
                       "line; or pick them below.",
    "pad.melds": "melds",
    "pad.melds-placeholder": "one meld a line, e.g. KS KH KD 2C",
    "pad.red-threes": "red 3s",
    "pad.cards-left": "cards left in hand",
    "pad.cards-left-of": "cards left in player {n}'s hand",
    "pad.who-out": "Who went out?",
    "pad.nobody-out": "nobody (the stock ran out)",
    "pad.concealed": "concealed",
    "pad.pick": "Pick cards instead of typing",
    "pad.pick-cards": "cards",
    "pad.pick-placeholder": "choose the cards",
    "pad.pick-to": "add them to",
    "pad.to-meld": "{name}: a new meld",
    "pad.to-hand": "{name}: {who}",
    "pad.pick-add": "Add the cards",
    "pad.hand-scores": "This hand scores {totals}",
    "pad.side-total": "{name}: **{n}**",
    "pad.points": "{n:+}",
    "pad.col.side": "side",
    "pad.col.what": "what",
    "pad.col.points": "points",
    "pad.col.rule": "rule",
    "pad.col.total": "total",
    "pad.add": "Add this hand to the game",
    "pad.hand-in": "Hand {n} is in the game.",
    "pad.save-edit": "Save the changes to hand {n}",
    "pad.cancel-edit": "Cancel the correction",
    "pad.corrected": "Hand {n} is corrected; the totals follow it.",
    # the game so far
    "pad.so-far": "The game so far",
    "pad.row-hand": "hand {n}",
    "pad.row-alone": "hand {n} ({name} alone)",
    "pad.correct-pick": "Correct an earlier hand",
    "pad.correct-placeholder": "choose a hand: its cards come back into the form",
    "pad.undo": "Undo the last hand",
    "pad.undo-ask": "Undo hand {n}? Its cards come back into the form above, to correct and "
                    "add again; what is typed there now is replaced.",
    "pad.undo-yes": "Yes, undo hand {n}",
    "pad.undo-no": "No, keep it",
    "pad.taken-back": "Hand {n} is taken back: its cards are in the form, to correct and add "
                      "again.",
    "pad.winner": "Game over: {name} wins with {n}.",
    "pad.draw": "Game over: the leaders are level — a draw.",
    "pad.over-info": "This game is over, so it takes no more hands: start a new game to play "
                     "on.",
    "pad.start-new": "Start a new game",
    "pad.needs": "{name} needs **{n}**",
    "pad.first-meld-next": "First meld next hand: {needs}",
    # a new game, files
    "pad.new-ask": "Start a new game? The {n:n hand} of this game will be gone (export it "
                   "first to keep it); the names of the sides stay.",
    "pad.new-yes": "Yes, start a new game",
    "pad.keep-game": "No, keep this game",
    "pad.files": "Save, share, start again",
    "pad.export-json": "Export JSON",
    "pad.export-csv": "Export CSV",
    "pad.new-game": "New game",
    "pad.import": "Import a game (JSON or CSV export, up to {size})",
    "pad.session-only": "This game is kept for this session only.",
    "pad.file-refused": "{name}: {reason}",
    "pad.file-read": "{name}: {n:n hand} read.",
    "pad.replace-ask": "Replace the game in progress ({n:n hand}) with {name} ({read:n hand})? "
                       "The game in progress will be gone (export it first to keep it).",
    "pad.replace-yes": "Yes, replace it",
}
