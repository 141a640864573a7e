"""A sentence for every rule id, in our own words: each row of the Classic sheets, each
of Bicycle's rules that differs, each open point the texts leave (the ids and what they
name: :mod:`tutor.engine.ruleids`). The CLI lists these; a right answer's last reason
says one."""

from __future__ import annotations

from typing import Final

SHEET_ROW_SUMMARIES: Final[dict[str, str]] = {
    # The standard sheet
    "basics-1": "Four players in two partnerships; two decks and four jokers, 108 cards.",
    "basics-2": "Eleven cards each; the upcard starts the pile, and a wild or red 3 upcard "
    "is covered.",
    "basics-3": "A red 3 is laid face up at once and replaced from the stock; it is a bonus card.",
    "basics-4": "A turn starts with the top stock card, or with the whole pile when allowed.",
    "basics-5": "A meld is three or more cards of one rank from 4 to ace; add only to your "
    "own side's melds.",
    "basics-6": "Twos and jokers are wild; a meld needs two naturals and holds at most three "
    "wilds.",
    "basics-7": "Seven cards of one rank make a canasta.",
    "basics-8": "A turn ends with one discard; a black 3 on the pile stops the next player.",
    "basics-9": "With a canasta, a player may go out: meld every card, or all but one discard.",
    # Taking the discard pile, frozen or not
    "pile-1": "Taking the pile means melding its top card at once, then picking up the rest.",
    "pile-2": "Unfrozen pile: the top card with a natural pair, or with one natural and one wild.",
    "pile-3": "Unfrozen pile: its top card may instead go onto your side's meld of that rank.",
    "pile-4": "The pile is frozen against a side until that side has made its first meld.",
    "pile-5": "A discarded wild card freezes the pile for everyone until it is taken.",
    "pile-6": "A frozen pile is taken only with a natural pair of the top card's rank from hand.",
    "pile-7": "A wild card or black 3 on top blocks the next player; a black 3 does not freeze.",
    "pile-8": "Only the top card counts; buried cards cannot help make the meld.",
    "pile-9": "With the stock used up, play goes on while players take and meld the discard.",
    # First meld: the table by score
    "first-meld-1": "Card values: joker 50, ace and 2 are 20, K-8 are 10, 7-4 are 5, black 3 is 5.",
    "first-meld-2": "A side's first meld must reach a minimum count; melds of one turn add up.",
    "first-meld-3": "Below zero, the first meld needs 15.",
    "first-meld-4": "From 0 to 1,495, the first meld needs 50.",
    "first-meld-5": "From 1,500 to 2,995, the first meld needs 90.",
    "first-meld-6": "From 3,000, the first meld needs 120; bonuses never count toward it.",
    "first-meld-7": "Taking the pile to open: its top card counts, with a natural pair from hand.",
    "first-meld-8": "Once a side has opened, both partners meld freely for the rest of the hand.",
    "first-meld-9": "Worked example: K K K with Q Q 2 count 70; enough at 50, short at 90.",
    # Scoring a hand
    "scoring-1": "Going out scores 100; going out concealed, with a canasta, scores 200.",
    "scoring-2": "A natural canasta scores 500, a mixed one 300.",
    "scoring-3": "Red 3s score 100 each, 800 for all four; a side with no meld loses them.",
    "scoring-4": "Every melded card adds its value, canastas included.",
    "scoring-5": "Every card left in a side's hands, partner's too, is subtracted.",
    "scoring-6": "Running totals may go below zero and set the next first-meld minimum.",
    "scoring-7": "The game ends when a total reaches 5,000 after a hand; the higher total wins.",
    "scoring-8": "A player may ask partner 'May I go out?'; the answer binds, asking is optional.",
    "scoring-9": "Black 3s are melded only when going out: three or four, no wild cards.",
    # Two, three and six players
    "variants-1": "Two players: 15 cards each, each scores alone, game to 5,000.",
    "variants-2": "Two players: draw two, discard one; a last single stock card is a full draw.",
    "variants-3": "Two players: going out needs two canastas.",
    "variants-4": "Three players: 13 cards each, draw two, discard one.",
    "variants-5": "Three players: the first to take the pile plays alone against the other two; "
    "game to 7,500.",
    "variants-6": "Six players: three decks and six jokers, 162 cards, 13 cards each.",
    "variants-7": "Six players: three teams of two, or two teams of three.",
    "variants-8": "Six players: going out needs two canastas; red 3s: 4 → 400, 5 → 1,000, "
    "6 → 1,200.",
    "variants-9": "Six players: three teams to 7,500, two teams to 10,000 and a 150 minimum "
    "from 7,000.",
}

#: Rules as Bicycle publishes them (004_…), where they differ from the sheets.
BICYCLE_SUMMARIES: Final[dict[str, str]] = {
    "bicycle-upcard": "A joker, 2 or any 3 turned up is covered until a natural 4-A shows.",
    "bicycle-frozen": "A red 3 upcard, or a wild card or black 3 turned up or discarded, "
    "freezes the pile for everyone.",
    "bicycle-values": "Bicycle's value table lists the red 3 as a bonus card worth 100.",
    "bicycle-one-meld": "A side may not have two separate melds of one rank.",
    "bicycle-concealed": "Going out concealed: the whole hand in one turn, with a canasta, "
    "no earlier melds; 100 more.",
}

#: The online site's rules (002_…), where they differ from the sheets.
ONLINE_SUMMARIES: Final[dict[str, str]] = {
    "online-melds": "A meld holds more natural cards than wild ones, and three wild cards at "
    "most: K K 2 2 is no meld there.",
    "online-upcard": "A red 3 turned up is covered until another card shows; a wild card "
    "turned up stays on top and the pile starts frozen.",
    "online-pile": "The top card is taken with two natural cards of its rank from hand, or "
    "laid on a meld of the side; one natural and a wild card do not take it.",
    "online-going-out": "Before going out a player always asks partner, and a no stops going "
    "out that turn.",
    "online-game-end": "A side whose total falls to -2,000 or below loses the game.",
}

#: What the texts leave open (../shared/rules/open-questions.md).
OPEN_QUESTION_SUMMARIES: Final[dict[str, str]] = {
    "Q1": "Does a red 3 upcard freeze the pile (classic)?",
    "Q2": "The card value of a red 3.",
    "Q3": "Going out concealed while adding to the side's melds already on the table.",
    "Q4": "Going out concealed with a final discard.",
    "Q5": "Does the first-meld minimum apply to a concealed going out?",
    "Q6": "Bicycle: taking the pile to open: do the top card and melds from hand count?",
    "Q7": "May wild cards or more naturals join the natural pair that takes a frozen pile?",
    "Q8": "Both sides cross the target with equal totals.",
    "Q9": "Bicycle: when the stock runs out.",
    "Q10": "Bicycle with 2, 3 or 6 players.",
    "Q11": "Three players: how the lone player and the pair are scored.",
    "Q12": "Six players: black-3 melds of five or six cards.",
    "Q13": "Two separate melds of one rank on one side.",
    "Q14": "A one-card hand taking a one-card pile.",
    "Q15": "Is a seven-card illegal meld reported as a canasta?",
    "Q16": "Bicycle's two wordings of going out concealed.",
    "Q17": "Discarding a wild card as the last card when going out.",
    "Q18": "Is partner's answer to 'May I go out?' needed every time?",
    "Q19": "Is a red 3 taken with the discard pile replaced from the stock?",
    "Q20": "With the stock used up, must a player who can take the last discard take it?",
    "Q21": "When may a player ask partner 'May I go out?'",
}

RULE_SUMMARIES: Final[dict[str, str]] = {**SHEET_ROW_SUMMARIES, **BICYCLE_SUMMARIES,
                                         **ONLINE_SUMMARIES, **OPEN_QUESTION_SUMMARIES}
