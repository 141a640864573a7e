"""English for what the score pad and the checker refuse in what was typed, loaded or
linked to, and the places they name ("Ann, meld 2", "line 4 (hand 2, side 1)")."""

from __future__ import annotations

from typing import Final

#: Places: a field of a position, a meld or hand within a place, a line of a CSV file, a
#: field of a saved game (each part of its path a code of its own).
PLACES: Final[dict[str, str]] = {
    "at": "{f:field}",
    "at.name": "{name}",
    "at.meld": "{at}, meld {i:#}",
    "at.hand-one": "{at}, cards left in hand",
    "at.hand": "{at}, cards left in player {i:#}'s hand",
    "at.csv": "line {line} (hand {n}, side {side:#})",
    "at.csv-named": "line {line} (hand {n}, {name})",
    "at.game-path": "{parts:, /}",
    "at.game.hands": "hand {i:#}",
    "at.game.teams": "side {i:#}",
    "at.game.melds": "meld {i:#}",
    "at.game.names": "name {i:#}",
    "at.game.lone": "who played alone in hand {i:#}",
    "at.game.cards": "cards left in hand {i:#}",
    "at.game.card": "card {i:#}",
    "at.game.item": "{name} {i:#}",
    "at.game.key": "{name}",
    "side.name": "{i:Side}",
    "src.link": "This link",
    "src.file": "This file",
    "src.saved": "This saved position",
    "json.at": "line {line}, column {col}",
    "json.too-deep": "nested too deeply",
    "json.unreadable": "it cannot be read",
    "size.bytes": "{n:n byte}",
    "size.kb": "{n} KB",
    "size.mb": "{n} MB",
    "size.mb-tenths": "{n}.{tenth} MB",
}

#: The score pad: typed hands, a game's file, its CSV export.
PAD: Final[dict[str, str]] = {
    "pad.reasons": "{reasons: /Upper}",
    "pad.from": "{source}: {reason}",
    "pad.cards-typed": "{where:Upper} {value}: cards are typed like KS KH 2C.",
    "pad.bad-card": "{where:Upper}: {reason}",
    "pad.melds-typed": "{where:Upper} {value}: melds are typed one a line, like KS KH KD.",
    "pad.won": "{i:side} won with {n}",
    "pad.drawn": "the leaders are level, a draw",
    "pad.game-over": "This game is over ({over}): start a new game to record another hand.",
    "pad.no-such-hand": "There is no hand {n:#} to change: this game has {hands:n hand}.",
    "pad.change-ends-game": "With this change the game is over after hand {last:#} ({over}), "
                            "but {later:n later hand} {later:follows|follow} it: correct or "
                            "undo those first.",
    "pad.nothing-typed": "Nothing is typed for this hand yet: type each side's melds, red 3s "
                         "and the cards left in hand first.",
    "pad.who-alone": "Say who played alone against the pair.",
    "pad.game-not-json": "This file is not a saved game (not JSON: {reason}).",
    "pad.not-a-game": "This file is not a saved game: it holds {value}, not a game's rules, "
                      "players and hands.",
    "pad.not-a-game-field": "this is not a field of a saved game",
    "pad.invalid-game": "This file is not a valid game: {where} {value}: {reason}.",
    "pad.invalid-entry": "{where:Upper} {value}: {reason}.",
    "pad.unknown-table": "This game's table is not one the tutor knows: {field} {value}: "
                         "{reason}.",
    "pad.too-many-hands": "This game has {n} hands; the score pad keeps at most {most} (no "
                          "game at a table comes near).",
    "pad.too-many-names": "This game names {n} sides, but {players} players play as {play_as}.",
    "pad.too-many-lone": "This game names who played alone for {n} hands but has {hands}.",
    "pad.lone-not-pair": "Hand {n:#}: who played alone ({value}) fits only a three-player "
                         "hand of the lone player against the pair.",
    "pad.in-hand": "Hand {n:#}: {reason}",
    "pad.after-the-end": "Hand {next:#} comes after the end of the game: after hand "
                         "{last:#} {over}, and a game takes no hands once it is over.",
    "pad.name-too-long": "The name of side {side:#} is {n} characters long ({value}); a "
                         "side's name has at most {most}.",
    "pad.file-too-big": "This file is {size}; the score pad reads game files of up to "
                        "{most} (a whole game is a few KB).",
    "pad.named-file-too-big": "{name} is {size}; the score pad reads game files of up to "
                              "{most} (a whole game is a few KB).",
    "pad.partner-hand-empty": "Every hand of {i:side} is empty: only the player who went out "
                              "ends the hand with no card; type the cards their partner "
                              "still held (they count against the side).",
    "pad.csv-lacks": "This file is not a score-pad CSV export: its first line lacks the "
                     "columns {columns:, /}.",
    "pad.csv-no-columns": "This file is not a score-pad CSV export: it lacks every column.",
    "pad.csv-too-many-values": "Line {line} has more values than the header has columns.",
    "pad.csv-cut-short": "Line {line} is cut short: it has no value for {columns:, /}.",
    "pad.csv-unreadable": "This file is not a score-pad CSV export (line {line} cannot be "
                          "read).",
    "pad.csv-no-hand": "This file has the score pad's columns but no hand.",
    "pad.csv-two-rows": "{where:Upper}: hand {n} has two rows for side {side}.",
    "pad.csv-no-row": "Hand {n} has no row for side {side} (sides are numbered from 0 in the "
                      "file).",
    "pad.csv-two-out": "Hand {n}: more than one side went out (sides {sides: and /} in the "
                       "file).",
    "pad.csv-bad-hand": "Hand {n}: {reason}.",
    "pad.csv-line": "Line {line}: {reason:lower}",
    "pad.csv-not-a-number": "Line {line}: {column} {value} is not a number.",
    "pad.csv-out-of-range": "Line {line}: {column} {value} is not between {low} and {high}.",
}

#: The checker: typed positions, shared links and saved positions.
CHECKER: Final[dict[str, str]] = {
    "check.take_pile": "Can I take the pile?",
    "check.meld": "Is this meld legal?",
    "check.first_meld": "Does my opening reach the minimum?",
    "check.go_out": "Can I go out now?",
    "answer.take_pile.can_take.yes": "Yes: you can take the pile.",
    "answer.take_pile.can_take.no": "No: you cannot take the pile.",
    "answer.take_pile.frozen.yes": "The pile is frozen against your side.",
    "answer.take_pile.frozen.no": "The pile is not frozen against your side.",
    "answer.meld.legal.yes": "Yes: this meld is legal.",
    "answer.meld.legal.no": "No: this meld is not legal.",
    "answer.meld.canasta.natural": "It is a natural canasta.",
    "answer.meld.canasta.mixed": "It is a mixed canasta.",
    "answer.meld.points": "Its cards count {n} points.",
    "answer.first_meld.minimum": "Your side's first meld needs {n} points.",
    "answer.first_meld.count": "This opening counts {n}.",
    "answer.first_meld.meets.yes": "Yes: this opening reaches the minimum.",
    "answer.first_meld.meets.no": "No: this opening does not reach the minimum.",
    "answer.go_out.can_go_out.yes": "Yes: you can go out now.",
    "answer.go_out.can_go_out.no": "No: you cannot go out now.",
    "answer.go_out.concealed.yes": "Going out now is going out concealed: you lay down your "
                                   "whole hand in this one turn.",
    "answer.go_out.concealed.no": "",
    "answer.upcard.turned": "{n:n card} turned up to start the pile.",
    "answer.upcard.frozen.yes": "The pile starts frozen.",
    "answer.upcard.frozen.no": "The pile does not start frozen.",
    "answer.score_hand.scores": "The hand scores {values:, /} for the sides in turn.",
    "answer.game.over.yes": "The game is over.",
    "answer.game.over.no": "The game goes on: another hand is dealt.",
    "answer.game.winner": "{n:Side} wins.",
    "answer.game.minimums": "",
    "pad.no-position": "{source} does not hold a position: it holds {value}.",
    "pad.not-a-check": "{source} holds a {value} position; the tutor opens only these "
                       "questions: {kinds: · /}",
    "pad.no-kind": "{source} holds a puzzle without a kind of position; the tutor opens only "
                   "these questions: {kinds: · /}",
    "pad.position-not-named": "{source}: the position {value} should list its cards by name, "
                              "such as {{\"pile\": [\"KS\"], …}}.",
    "pad.field-type.cards": "{source}: {where} {value} should be cards such as "
                            "[\"KS\", \"KH\"].",
    "pad.field-type.melds": "{source}: {where} {value} should be melds such as "
                            "[[\"KS\", \"KH\", \"KD\"]].",
    "pad.field-type.score": "{source}: {where} {value} should be a whole number between "
                            "-{most} and {most}.",
    "pad.field-type.flag": "{source}: {where} {value} should be true or false.",
    "pad.field-type.card": "{source}: {where} {value} should be one card such as \"KS\".",
    "pad.unknown-question": "Unknown question {value}.",
    "pad.type-the-pile": "The pile is empty: type its cards, bottom first, top card last.",
    "pad.type-the-meld": "Type the meld's cards, for example KS KH 2C.",
    "pad.type-the-opening": "Type the melds you would lay, one a line.",
    "pad.top-not-in-melds": "If you take the pile: its top card {card} is in none of "
                            "the melds typed; taking the pile melds it at once, so type it "
                            "in the meld it goes to.",
    "pad.one-top-card": "The pile's top card is one card.",
    "pad.type-the-hand": "Type your hand after drawing.",
    "pad.score-not-a-number": "Your side's score {value} is not a whole number.",
    "pad.score-too-big": "Your side's score {n} is not a running total at a table (it lies "
                         "between -{most} and {most}).",
    "pad.link-too-long": "{source} is {n} characters long; a position's link is at most "
                         "{most}, so it cannot hold a position at a table.",
    "pad.link-too-deep": "{source} does not hold a position the checker can open: its "
                         "position is nested too deeply.",
    "pad.link-cut-short": "{source} does not hold a position the checker can open; it may "
                          "have been cut short.",
    "pad.position-not-json": "This file is not a saved position (not JSON: {reason}).",
    "pad.not-one-puzzle": "This file is not a saved position: it should hold one puzzle, not "
                          "{value}.",
}



#: The kinds of puzzle, each as the question it asks (a page's heading).
KINDS: Final[dict[str, str]] = {
    "answer.yes": "Yes",
    "answer.no": "No",
    "puzzle.from-game": "A position from a game: {kind:lower}",
    "puzzle.shared": "A shared position: {kind:lower}",
    "puzzle.of-step": "{step}: {kind:lower}",
    "puzzle.of-step-n": "{step}, question {n}",
    "puzzle.lesson": "A lesson question: {kind:lower}",
    "puzzle.new": "A new puzzle: {kind:lower}",
    "puzzle.any": "A puzzle: {kind:lower}",
    "kind.take_pile": "Can you take the pile?",
    "kind.meld": "Is this meld legal?",
    "kind.first_meld": "Does this opening reach the minimum?",
    "kind.go_out": "Can you go out?",
    "kind.score_hand": "Score this hand",
    "kind.upcard": "Start the discard pile",
    "kind.game": "After the hand",
    "kind.strategy": "What would a strong player do?",
    # the practice themes (tutor.puzzles.deal.THEMES)
    "theme.frozen": "frozen piles",
    "theme.blocked": "a pile stopped for one turn",
    "theme.opening": "opening by taking the pile",
    "theme.natural_wild": "a natural and a wild card",
    "theme.add_to_meld": "the top card onto your meld",
    "theme.top_card": "only the top card counts",
    "theme.minimum": "the first meld's minimum",
    "theme.concealed": "going out concealed",
    "theme.canasta": "canastas",
    "theme.black_threes": "black 3s",
    "theme.red_threes": "red 3s",
    "theme.from_play": "positions from your games",
    "theme.strategy": "strategy: what would a strong player do?",
}

#: A share link that opens no puzzle (facts: ``value``, as the link has it, quoted).
LINKS: Final[dict[str, str]] = {
    "link.gen-no-kind": "A generated puzzle's link names its kind and seed; this one does "
                        "not.",
    "link.no-such-puzzle": "There is no puzzle called {value}. It may have been renamed, or "
                           "the link was cut short.",
    "link.theme": " on the theme {theme}",
    "link.level": " at difficulty {n}",
    "link.cannot-make": "No puzzle of the kind “{kind}”{theme}{level} can be made for "
                        "{players} players under these rules; the link may mix a kind with a "
                        "theme that does not apply to it.",
    "link.no-puzzle": "This link names no puzzle.",
    "link.position": "{reason}",
    "link.unknown-kind": "The link asks for a kind of puzzle called {value}; the kinds are "
                         "{kinds:, /}.",
    "link.bad-seed": "The link's seed {value} is not a whole number.",
    "link.unknown-rules": "The link asks for rules called {value}; this tutor knows "
                          "{known: and /}.",
    "link.bad-rules": "The link's rules {value} cannot be played: {reason}.",
    "link.unknown-theme": "The link's theme {value} is not one this tutor knows.",
    "link.not-a-number": "The link's player count or difficulty is not a number.",
    "link.players": "Canasta is played by 2, 3, 4 or 6 players, not {n}.",
    "link.difficulty": "Difficulty runs from 1 to 5, not {n}.",
    "link.teams": "Six players play as 3x2 or 2x3 teams, not {value}.",
    "link.no-such-check": "There is no lesson question called {value}.",
    "link.nothing-fits": "No puzzle fits these choices; try another theme or difficulty.",
}
ENTRY: Final[dict[str, str]] = {**PLACES, **PAD, **CHECKER, **KINDS, **LINKS}
