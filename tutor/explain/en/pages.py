"""English for the pages themselves: the navigation, the words every page shares, Home,
Settings and the cheat sheet (its printable page too)."""

from __future__ import annotations

from typing import Final

#: The cheat sheet: ``cheat.<section>`` a heading, the rest its lines (facts: the numbers of
#: the rules in force).
CHEAT: Final[dict[str, str]] = {
    "cheat.turn": "A turn",
    "cheat.draw": "Draw {n:a card|{n} cards} from the stock, or take the whole pile.",
    "cheat.red-three": "Lay out a red 3 at once and draw a card for it.",
    "cheat.meld": "Meld what you like (your side's first meld must reach its minimum).",
    "cheat.discard": "End with one discard, unless you go out by melding every card.",
    "cheat.melds": "Melds",
    "cheat.meld-rank": "Three or more cards of one rank, 4 to ace.",
    "cheat.limits": "At least {naturals} natural cards, at most {wilds} wild cards (2s and "
                    "jokers).",
    "cheat.limits-more-naturals": "At least {naturals} natural cards, at most {wilds} wild "
                                  "cards (2s and jokers), and more naturals than wilds.",
    "cheat.canasta": "{n} cards make a canasta: natural with no wild card, mixed with one or "
                     "more.",
    "cheat.black-threes": "Black 3s: only when going out, 3 to {most}, no wild card.",
    "cheat.red-threes": "Red 3s are never melded.",
    "cheat.one-meld": "One meld per rank for a side: more cards of it join that meld.",
    "cheat.pile": "The discard pile",
    "cheat.open-pair": "Unfrozen: meld its top card with a natural pair of its rank from "
                       "your hand.",
    "cheat.open-pair-or-wild": "Unfrozen: meld its top card with a natural pair of its rank, "
                               "or one natural and one wild card, from your hand.",
    "cheat.open-add": "Unfrozen: or add its top card to your side's meld of that rank.",
    "cheat.frozen-until": "It is frozen for a side until that side has made its first meld.",
    "cheat.wild-freezes": "A wild card in it freezes it for everyone.",
    "cheat.red-three-freezes": "So does a red 3 turned up at the deal.",
    "cheat.black-three-freezes": "So does a black 3.",
    "cheat.frozen-pair": "Frozen: only a natural pair of the top card's rank from your hand "
                         "takes it.",
    "cheat.stopped": "A wild card or black 3 on top stops the next player from taking it.",
    "cheat.take": "Take it by melding the top card at once; the rest comes into your hand.",
    "cheat.stock-out-play-on": "Stock used up: play goes on while each player takes the last "
                               "discard and melds it; the hand ends when a player must draw "
                               "and cannot.",
    "cheat.stock-out-ends": "Stock used up: the hand ends at once.",
    "cheat.minimums": "First meld: the minimum count",
    "cheat.band": "Side's total {span}: {n}.",
    "cheat.band-below": "below {n}",
    "cheat.band-any": "any total",
    "cheat.band-from": "{n} and more",
    "cheat.band-range": "{low} to {high}",
    "cheat.add-up": "All the melds of one turn add up; bonuses never count.",
    "cheat.top-counts": "Opening by taking the pile: its top card counts.",
    "cheat.values": "Card values",
    "cheat.values-line": "Joker: {joker} · 2 and ace: {ace} · king to 8: {high} · 7 to 4: "
                         "{low} · black 3: {black}.",
    "cheat.red-three-value": "A red 3 counts {n}.",
    "cheat.bonuses": "Bonuses",
    "cheat.going-out": "Going out {out}; concealed {concealed} in all.",
    "cheat.canastas": "Natural canasta {natural}; mixed canasta {mixed}.",
    "cheat.red-bonus": "Red 3s: {one} for one, {all} for all {n}; a side that has melded "
                       "nothing loses them instead.",
    "cheat.going-out-title": "Going out",
    "cheat.need": "Your side needs {n:n canasta}; a canasta finished as you go out counts.",
    "cheat.must-ask": "You must ask partner \"May I go out?\" first; the answer binds.",
    "cheat.may-ask": "You may ask partner \"May I go out?\"; the answer binds.",
    "cheat.scoring": "Scoring a hand, in this order",
    "cheat.score-out": "First, going out (or going out concealed).",
    "cheat.score-canastas": "Then each canasta.",
    "cheat.score-reds": "Then the red 3s.",
    "cheat.score-melded": "Plus every card melded.",
    "cheat.score-left": "Minus every card left in the side's hands.",
    "cheat.game-end": "The game ends when a total reaches {n}; the higher total wins.",
    "cheat.floor": "A side whose total falls to {n} or below loses the game at once.",
    "cheat.print-title": "Canasta cheat sheet: {name}, {n} players",
    "cheat.print-sub": "Canasta Tutor · the rules in force at this table",
}

#: The pages' own words: the navigation, what every page shares, each page's.
SHARED: Final[dict[str, str]] = {
    "nav.home": "Home",
    "nav.learn": "Learn",
    "nav.practice": "Practise",
    "nav.first_hand": "First hand",
    "nav.play": "Play",
    "nav.progress": "Progress",
    "nav.cheat_sheet": "Cheat sheet",
    "nav.score_pad": "Score pad",
    "nav.checker": "Position checker",
    "nav.settings": "Settings",
    "nav.club": "Club",
    "page.rules-in-force": "Rules in force:",
    "page.learner": "learner",
    "page.learner-side": "Learner: **{name}**",
    "page.rules-side": "Rules in force: **{rules}**",
    "cheat.page-title": "Cheat sheet",
    "cheat.page-caption": "{table}: the rules in force (change them in Settings).",
    "cheat.download": "Download the printable page (one A4 sheet)",
    "table.label": "{rules} · {n} players",
    "table.label-teams": "{rules} · {n} players, teams {teams}",
    "home.title": "Canasta Tutor",
    "home.intro": "Learn Classic Canasta from its rule sheets, one rule at a time; practise on "
                  "positions a rules engine checks and explains; and check a real table's pile or "
                  "score.",
    "home.steps": "Lesson steps learned",
    "home.answered": "Questions answered",
    "home.answered-help": "Each question counts once, however many tries it took.",
    "home.due": "Due for review",
    "home.learn": "Start or continue the lessons",
    "home.first-hand": "Play your first hand, with a guide",
    "home.practise": "Practise puzzles",
    "home.drill": "Frozen-pile drill",
    "home.score-pad": "Score a real game",
    "settings.title": "Settings",
    "settings.undo": "Undo",
    "settings.rests-on": "Rests on: {rule}",
    "settings.rests-on-house": "Rests on: {rule} · a house rule at your table",
    "settings.show-on-cards": "Show it on the cards: {question:lower}",
    "settings.table-rules": "Your table's rules",
    "settings.with-house": "{rules}:",
    "settings.back-to-book": "Back to the book's rules",
    "settings.as-the-book": "{rules} as the book has them. Tables differ on the points below: set "
                            "each as your table plays it.",
    "settings.name-label": "Your name for these rules (for example: Grandma's rules)",
    "settings.save-name": "Save the name",
    "settings.share": "Share these rules: a link or a file",
    "settings.share-link": "A link to these rules (it offers them; it changes nothing until the "
                           "one who opens it says so)",
    "settings.download": "Download them as a rules file",
    "settings.open-file": "Open a rules file ({what})",
    "settings.file-too-big": "This file is {n:n byte}: a rules file is a few lines, at most "
                             "{most:n byte}.",
    "settings.offers": "{source} offers",
    "settings.offers-in-force": ": the rules in force now",
    "settings.use": "Use these rules",
    "settings.book": "Rule book",
    "settings.players": "Players",
    "settings.six-as": "Six players play as",
    "settings.teams-3x2": "three teams of two",
    "settings.teams-2x3": "two teams of three",
    "settings.in-force": "In force: {table}. Lessons, practice puzzles, Play, the score pad and "
                         "the checker follow it.",
    "settings.learner": "Learner",
    "settings.signed-in": "You are signed in as **{name}**; your progress is yours alone on this "
                          "server.",
    "settings.sign-out": "Sign out",
    "settings.learning-as": "You are learning as **{name}**. Progress is kept per name (no "
                            "password); this browser remembers your name. Switch to a name of "
                            "your own below, and use the same name on another device to carry on "
                            "there.",
    "settings.switch-label": "Switch to another name",
    "settings.switch": "Switch",
    "settings.book-answer": "{answer} ({book})",
    "record.not-json": "not JSON: {detail} (line {line})",
    "record.bad-field": "{detail}",
    "record.not-a-record": "{value} is not a game record (its format is canasta-tutor/game)",
    "record.after-the-end": "hand {n} comes after the end of the game",
    "record.unfinished": "hand {n} stops before the hand is over",
    "record.unreadable-move": "{value} is not a move (a move is written as its repr, such as "
                              "Draw() or Discard(card=Card('5C')))",
    "record.hand-over": "{value} comes after the hand is over",
    "record.wrong-seat": "seat {seat} moves, but it is seat {current}'s turn",
    "record.illegal": "{value} is not allowed here: {reason:lower}",
    "record.hand": "Hand {n}: {scores}",
    "record.result": "{verdict}",
}

PAGES: Final[dict[str, str]] = {**CHEAT, **SHARED}
