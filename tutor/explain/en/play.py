"""English for Play and the first hand: the table, the hand, the move buttons, the others'
moves and the guide's steps."""

from __future__ import annotations

from typing import Final

PLAY: Final[dict[str, str]] = {
    "play.title": "Play",
    "play.button.draw": "Draw",
    "play.button.take": "Take the pile",
    "play.button.meld": "Meld the chosen cards",
    "play.button.meld-all": "Meld them all and go out",
    "play.button.discard": "Discard the chosen card",
    "play.button.out": "Go out",
    "play.button.ask": 'Ask partner "May I go out?"',
    "play.button.yes": "Yes",
    "play.button.no": "No",
    "play.since": "Since your last move",
    "play.since-say": "Since your last move: {lines}",
    "play.col.player": "player",
    "play.col.side": "side",
    "play.col.total": "total",
    "play.col.needs": "first meld needs",
    "play.pile-heading": "The discard pile",
    "play.pile-line": "{n:n card} · top card {card} · stock: {stock:n card}",
    "play.pile-line-empty": "{n:n card} · stock: {stock:n card}",
    "play.hand-of": "{name}: {n:n card}",
    "play.log": "The whole hand so far",
    "play.canasta.mixed": "mixed canasta",
    "play.canasta.natural": "natural canasta",
    "play.no-melds": "no melds yet",
    "play.red-threes": "red 3s:",
    "play.red-threes.aria": "{n:n red 3}",
    "play.hand-over": "The hand is over",
    "play.col.what": "what",
    "play.col.points": "points",
    "play.col.rule": "rule",
    "play.pause": "Pause on their moves",
    "play.pause-help": "Step through the other players' moves one at a time",
    "play.waiting": "{who} is to play. Step through the others' moves, or let them play on "
                    "to your turn.",
    "play.show-move": "Show {who}'s move",
    "play.play-on": "Play on to my turn",
    "play.hand-pick": "Your hand: tap cards to choose them",
    "play.partner-asks": 'Your partner asks: "May I go out?" Your answer binds them.',
    "play.top-card": "The pile's top card ({n:n card} in the pile):",
    "play.top-card.aria": "top card of the pile",
    "play.begin": "Begin your turn: draw from the stock, or take the pile (choose the cards "
                  "that go with its top card, or none to add it to your side's meld).",
    "play.opening": "You are opening by taking the pile: this turn's melds count {count} of "
                    "the {minimum} your side needs. Meld from your hand to reach it; the "
                    "pile's other {n:n card} {n:joins|join} your hand then, and after that you "
                    "may go on melding, discard or go out.",
    "play.opening-bare": "You are opening by taking the pile: this turn's melds count {count} "
                         "of the {minimum} your side needs. Meld from your hand to reach it; "
                         "then you may go on melding, discard or go out.",
    "play.meld-turn": "Meld what you can, then end your turn with a discard (or go out).",
    "play.ask-closed": 'Asking partner "May I go out?" is no longer open this turn. {reason}',
    "play.onto": "Wild cards chosen alone go onto",
    "play.onto-placeholder": "the biggest meld with room",
    "play.onto-help": "Left empty, they go onto your biggest meld with room for them that is "
                      "not a natural canasta (a wild card would make it mixed).",
    "play.bot.beginner": "beginner",
    "play.bot.club": "club player",
    "play.bot.strong": "strong player",
    "play.moved-on": "This game moved on in another tab or window: here it is as it stands "
                     "now. A click or a card chosen on the older view was not played; "
                     "choose your cards and make your move again.",
    "play.moved-on.toast": "This game moved on in another tab: your click was not played.",
    "play.broken": "This game cannot be shown: something in it does not fit this version of "
                   "the tutor. Start a new game to play on.",
    "play.new-game": "New game",
    "play.not-resumed": "Your saved game could not be resumed: this version of the tutor "
                        "cannot replay its moves. Deal a new game to play on.",
    "play.first-hand": "New to Canasta? Play a first hand with a guide",
    "play.intro": "Play a whole game of {rules} against computer players, from the deal to "
                  "the final score. You sit at the bottom; your moves are checked by the same "
                  "rules engine as every puzzle, and a move the rules forbid tells you which "
                  "rule and changes nothing.",
    "play.bots": "Computer players",
    "play.deal": "Deal",
    "play.about": "{rules} · {players:n player} · hand {hand} · playing to {target} · "
                  "computer players: {bot}",
    "play.other-rules": "This game is played under {mine}, as it was dealt; your Settings are "
                        "now {now}. It keeps its own rules until you start a new game.",
    "play.start-under": "Start a new game under {rules}",
    "play.confirm-new": "Start a new game under {rules}? This game (hand {hand}) will be "
                        "gone.",
    "play.yes-new": "Yes, deal a new game",
    "play.no-keep": "No, keep this game",
    "play.over": "The game is over. Winner: {who}.",
    "play.review-hand": "Review this hand, move by move",
    "play.next-hand": "Next hand",
    "play.your-hand": "Your hand",
    "play.coach": "Coach",
    "play.coach-help": "Notes after a move a strong player would not make",
    "play.coach-note": "**Coach — {rule:rule}**\n\n{reason}",
    "play.coach-note-plain": "Coach — {reason}",
    "play.what-can-i-do": "What can I do?",
    "play.save": "Save this position as a puzzle",
    "play.save-when": "A position can be saved as a puzzle on your turn: before you draw, or "
                      "after drawing until you lay a meld (a puzzle cannot hold melds laid "
                      "in the same turn).",
    "play.download": "Download it (puzzle JSON)",
    "play.open-checker": "Open it on the position checker",
    "play.save-game": "Save the whole game (a record)",
    "play.save-game-about": "Every hand's deal and every move, yours and the computer's, in "
                            "the tutor's record format: `canasta-tutor replay` checks it and "
                            "scores it.",
    "play.download-game": "Download the game (record JSON)",
    "coach.judged": "{mark}: played out to the end of the hand, it leaves your side about "
                    "{cost:n point} behind the best move. Better: {best} You played: "
                    "{chosen} {reason}",
    "coach.mark.inaccuracy": "An inaccuracy",
    "coach.mark.mistake": "A mistake",
    "coach.mark.blunder": "A blunder",
    "coach.why.take": "{n:The pile's card is|The pile's {n} cards are} worth more than a "
                      "card from the stock.",
    "coach.why.out": "Going out now ends the hand before the others can meld more.",
    "coach.why.ask": "Asking partner \"May I go out?\" is the way to go out now, before the "
                     "others can meld more.",
    "coach.why.wait": "Going out now ends the hand before your side has melded what it "
                      "could.",
    "coach.why.more": "The better move lays the same cards plus {cards}.",
    "coach.why.feeds": "The next player's side has melded {rank}: the {card} lets them take "
                       "the pile.",
    "coach.why.canasta": "The better move makes a natural canasta of {rank}: a bonus of "
                         "{bonus} points, and a canasta is what lets your side go out.",
    "coach.why.mixed-canasta": "The better move makes a canasta of {rank}, mixed: a bonus "
                               "of {bonus} points, and a canasta is what lets your side go "
                               "out.",
    "coach.why.wild": "A wild card is worth more in your melds than on the pile, where it "
                      "freezes the pile for your side too.",
    "coach.why.stop-early": "A black 3 stops the next player for one turn only: on a pile of "
                            "{n:n card} the {card} blocks little, where kept it could stop "
                            "them once the pile is worth taking.",
    "coach.why.pair": "It breaks your pair of {rank}, which could take the pile.",
    "play.coach-level": "The coach speaks about",
    "play.level.off": "quick notes only",
    "play.level.blunder": "blunders only",
    "play.level.mistake": "mistakes",
    "play.level.inaccuracy": "every inaccuracy",
    "coach.failed": (
        "this move could not be judged just now; that it says nothing of it does not make "
        "it a good one."),
    "play.coach-last-turn": "On your last turn:",
    "play.coach-thinking": "The coach is looking at your last move…",
    "play.refused": "**{rule:rule}**\n\n{reason}",
    "play.take-choose-first": "To take the pile, first tap the cards in your hand that go "
    "with its top {card}, then press {button}.",
    "play.refused-lesson": "Where a lesson teaches it: {lesson}, “{step}”",
}
