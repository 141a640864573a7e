"""English for a puzzle on screen (its questions and the captions of its cards) and the
Practise page around it."""

from __future__ import annotations

from typing import Final

#: ``ask.<kind>.<field>``: what an answer field asks; ``draw.…``: a position's captions.
PUZZLE: Final[dict[str, str]] = {
    "ask.meld.legal": "Is it a legal meld?",
    "ask.meld.canasta": "Is it a canasta?",
    "ask.meld.canasta.natural": "natural canasta",
    "ask.meld.canasta.mixed": "mixed canasta",
    "ask.meld.canasta.none": "not a canasta",
    "ask.meld.points": "What are its cards worth?",
    "ask.take_pile.can_take": "Can you take the pile?",
    "ask.take_pile.with": "If so, with which cards from your hand? (optional)",
    "ask.take_pile.frozen": "Is the pile frozen against your side?",
    "ask.go_out.can_go_out": "Can you go out this turn?",
    "ask.go_out.discard": "If so, what is your last discard?",
    "ask.go_out.discard.none": "no discard",
    "ask.go_out.concealed": "Can you go out concealed?",
    "ask.first_meld.minimum": "What minimum does the side need?",
    "ask.first_meld.count": "What do the cards of every meld shown count?",
    "ask.first_meld.meets": "Do they open the side?",
    "ask.upcard.turned": "How many cards start the pile?",
    "ask.upcard.frozen": "Does the pile start frozen?",
    "ask.score_hand.scores": "What does each side score?",
    "ask.game.over": "Is the game over?",
    "ask.game.winner": "Who won?",
    "ask.game.winner.none": "nobody (yet)",
    "ask.game.side": "the side with {n}",
    "ask.game.minimums": "Each side's minimum for its next first meld (any number if the "
                         "game is over)",
    "draw.meld": "the cards",
    "draw.meld.going-out": "the cards (you are going out)",
    "draw.pile": "discard pile (top card on the right)",
    "draw.hand": "your hand",
    "draw.hand-drawn": "your hand (after drawing)",
    "draw.side-melds": "your side's melds",
    "draw.first-meld": "the melds laid this turn",
    "draw.first-meld.out": "the melds laid this turn, by a player who goes out with them",
    "draw.first-meld.top": "the melds laid this turn — the pile's top card {card} is in the "
                           "meld that holds it",
    "draw.upcard": "the stock's top cards after the deal, in the order they are turned",
    "draw.went-out": "went out",
    "draw.went-out-concealed": "went out concealed",
    "draw.red-threes": "red 3s laid out: {n}",
    "draw.red-threes.aria": "{n:n red 3} laid out",
    "draw.member-hand": "player {n}'s hand",
    "draw.empty": "empty",
    "draw.melds": "melds",
    "draw.nobody-out": "Nobody went out: the stock ran out.",
    "draw.game.side": "side",
    "draw.game.total": "total after the hand",
    "draw.score-line": "Your side: {n} points before this hand; it has not opened yet this "
                       "hand.",
    "ask.strategy.move": "What do you play?",
    "draw.strategy.turn-draw": "Your turn: you have not drawn yet.",
    "draw.strategy.turn-meld": "Your turn: you have drawn; meld if you like, then discard.",
    "draw.strategy.score": "{who:Upper}: {n} points before this hand; already opened.",
    "draw.strategy.score-closed": "{who:Upper}: {n} points before this hand; its first meld "
                                  "needs {need}.",
    "strategy.best": "Every move that is not as good costs at least {cost:n point} against "
                     "the best, over many deals of the cards you cannot see.",
    "strategy.all-good": "The best move here: {best} No other move is clearly worse.",
    "strategy.many-good": "Here {n} of the {all} moves are about as good as the best: over "
                          "many deals of the cards you cannot see, none of them is surely "
                          "worse. Each of the others costs at least {cost:n point}.",
    "strategy.against": "Not as good: {chosen} {reason}",
    "strategy.costs": "You chose: {chosen} Over many deals of the cards you cannot see, it "
                      "costs about {cost:n point} against the best move here. {reason}",
    "strategy.no-decision": "there is nothing to decide there: the hand is over, or only one "
                            "move is allowed",
    "strategy.not-a-move": "{value} is not a move",
}

PRACTICE: Final[dict[str, str]] = {
    "practice.think-of": "Think of the rule: {rule:rule}.",
    "practice.table-note": "{what} is answered under {table}; your own Settings ({mine}) stay "
                           "as they are.",
    "practice.title": "Practise",
    "practice.mode.set": "Practice set",
    "practice.mode.review": "Due for review",
    "practice.mode.drill": "Frozen-pile drill",
    "practice.what": "What to practise",
    "practice.kind": "Kind",
    "practice.any-kind": "any kind",
    "practice.theme": "Theme",
    "practice.any-theme": "any theme",
    "practice.one-rule": "one rule (named below)",
    "practice.rule-theme": "Puzzles on one rule: {rule}.",
    "practice.level": "Difficulty",
    "practice.any-level": "any",
    "practice.due": "{n:n puzzle} due for review now.",
    "practice.nothing-due": "Nothing is due for review right now. Missed puzzles come back "
                            "here on a spaced-repetition schedule; the Progress page says when.",
    "practice.bad-link": "That link does not open a puzzle: {why}",
    "practice.instead": "Give me a puzzle instead",
    "practice.table": "{rules} · {n:n player}",
    "practice.level-of": " · difficulty {n}",
    "practice.this-puzzle": "This puzzle",
    "practice.yes-take": "Yes, I can take it",
    "practice.no-take": "No, I can't",
    "practice.please": "Please answer: {fields}",
    "practice.hint": "Hint",
    "practice.streak": "Streak",
    "practice.streak-help": "Frozen-pile questions answered right first time in a row",
    "practice.next": "Next puzzle →",
    "practice.share": "Share this puzzle",
    "practice.share-link": "A link that opens this puzzle",
}
