"""The rules in words: a short title for every sheet row, Bicycle rule and house point,
as a card player would say it. Rule ids are for the CLI and for links; a learner reads
these."""

from __future__ import annotations

from typing import Final

RULE_TITLES: Final[dict[str, str]] = {
    # The standard sheet
    "basics-1": "Two decks and four jokers, two against two",
    "basics-2": "The deal: eleven cards each, and the upcard that starts the pile",
    "basics-3": "A red 3 is laid out at once and replaced",
    "basics-4": "A turn starts with a draw, or with the whole pile",
    "basics-5": "A meld: three or more cards of one rank, on your own side",
    "basics-6": "Wild cards: two naturals at least, three wild cards at most",
    "basics-7": "Seven cards make a canasta",
    "basics-8": "A turn ends with one discard",
    "basics-9": "Going out: with a canasta, every card melded or one discarded",
    # Taking the discard pile
    "pile-1": "Taking the pile: its top card is melded at once",
    "pile-2": "Open pile: a pair from your hand, or one natural and a wild card",
    "pile-3": "Open pile: the top card may go onto your own meld",
    "pile-4": "The pile is frozen until your side has melded",
    "pile-5": "A wild card on the pile freezes it",
    "pile-6": "Frozen pile: only a natural pair takes it",
    "pile-7": "A black 3 or wild card on top stops the next player",
    "pile-8": "Only the top card counts",
    "pile-9": "When the stock is used up",
    # The first meld
    "first-meld-1": "What each card counts",
    "first-meld-2": "The first meld must reach a minimum",
    "first-meld-3": "The first meld's minimum with a score below zero",
    "first-meld-4": "The first meld's minimum with a score of 0 to 1,495",
    "first-meld-5": "The first meld's minimum with a score of 1,500 to 2,995",
    "first-meld-6": "The first meld's minimum from a score of 3,000 (bonuses not counted)",
    "first-meld-7": "Opening with the pile: the top card and your own cards count",
    "first-meld-8": "Once your side has melded, both partners meld freely",
    "first-meld-9": "A worked opening, counted against the minimum",
    # Scoring
    "scoring-1": "Going out: 100, or 200 concealed",
    "scoring-2": "Canastas: 500 natural, 300 mixed",
    "scoring-3": "Red 3s: 100 each, 800 for all four, lost without a meld",
    "scoring-4": "Melded cards count for the side that melded them",
    "scoring-5": "Cards left in hand count against their side",
    "scoring-6": "Totals can go below zero",
    "scoring-7": "The game ends at 5,000",
    "scoring-8": "\u201cMay I go out?\u201d: partner's answer binds",
    "scoring-9": "Black 3s: melded only when going out, with no wild card",
    # Two, three and six players
    "variants-1": "Two players: 15 cards each",
    "variants-2": "Two players: draw two, discard one",
    "variants-3": "Two players: two canastas to go out",
    "variants-4": "Three players: 13 cards each, draw two",
    "variants-5": "Three players: the first to take the pile plays alone",
    "variants-6": "Six players: three decks, 13 cards each",
    "variants-7": "Six players: three teams of two, or two of three",
    "variants-8": "Six players: two canastas to go out, more for red 3s",
    "variants-9": "Six players: the game to 7,500 or 10,000",
    # Bicycle's rules, where they differ
    "bicycle-upcard": "Bicycle: a wild card or 3 turned up is covered",
    "bicycle-frozen": "Bicycle: what freezes the pile",
    "bicycle-values": "Bicycle: a red 3 counts 100",
    "bicycle-one-meld": "Bicycle: one meld of each rank per side",
    "bicycle-concealed": "Bicycle: going out concealed",
    # The online site's rules, where they differ
    "online-melds": "Online Canasta: more natural cards than wild ones in a meld",
    "online-upcard": "Online Canasta: only a red 3 turned up is covered",
    "online-pile": "Online Canasta: a pile is taken with a natural pair or onto a meld",
    "online-going-out": "Online Canasta: partner is asked before every going out",
    "online-game-end": "Online Canasta: a side at -2,000 loses",
    # Points the rule books leave open
    "Q1": "Whether a red 3 turned up freezes the pile",
    "Q2": "What a red 3 counts",
    "Q3": "Going out concealed and your side's melds",
    "Q4": "Going out concealed with a discard",
    "Q5": "Whether the minimum applies to going out concealed",
    "Q6": "Bicycle: what counts when the pile opens",
    "Q7": "Wild cards with the pair that takes a frozen pile",
    "Q8": "Both sides past the target with the same total",
    "Q9": "Bicycle: when the stock runs out",
    "Q10": "Bicycle with two, three or six players",
    "Q11": "Three players: scoring the lone player and the pair",
    "Q12": "Six players: five or six black 3s",
    "Q13": "Two melds of the same rank on one side",
    "Q14": "One card in hand, one card in the pile",
    "Q15": "Seven cards that are not a legal meld",
    "Q16": "Bicycle's two wordings of going out concealed",
    "Q17": "A wild card as the last discard",
    "Q18": "Whether partner must be asked every time",
    "Q19": "A red 3 taken with the pile",
    "Q20": "The last discard when the stock is used up",
    "Q21": "When you may ask partner",
}


#: A rule's name where its title states what a check may ask (a score, a count, a minimum,
#: what does not count): a first miss's hint names the rule by it, and the answer is not
#: in the hint ("Going out: 100, or 200 concealed" answered "the going out line is not 200").
RULE_NAMES: Final[dict[str, str]] = {
    "basics-2": "The deal and the upcard",
    "basics-7": "What makes a canasta",
    # (the score bands too: "with a score of 0 to 1,495" answered a check at 1,495)
    "first-meld-3": "The first meld's minimum, by your side's score",
    "first-meld-4": "The first meld's minimum, by your side's score",
    "first-meld-5": "The first meld's minimum, by your side's score",
    "first-meld-6": "The first meld's minimum, by your side's score",
    "scoring-1": "The bonus for going out",
    "scoring-2": "The bonus for a canasta",
    "scoring-3": "What red 3s count",
    "scoring-7": "The end of the game",
    "variants-1": "Two players: the deal",
    "variants-2": "Two players: the draw",
    "variants-3": "Two players: going out",
    "variants-4": "Three players: the deal and the draw",
    "variants-6": "Six players: the decks and the deal",
    "variants-8": "Six players: going out and red 3s",
    "variants-9": "Six players: the end of the game",
    "bicycle-values": "Bicycle: what a red 3 counts",
    "online-game-end": "Online Canasta: the end of the game",
}
