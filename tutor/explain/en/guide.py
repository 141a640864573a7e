"""English for the first hand: its page and the guide's steps (``guide.<step>`` a step's
title, ``guide.<step>.say`` what to do and the rule it shows)."""

from __future__ import annotations

from typing import Final

GUIDE: Final[dict[str, str]] = {
    "guide.draw": "Draw a card",
    "guide.draw.say": "Your 3♥ already lies face up by your side's melds: a red 3 is laid out "
                      "as soon as it is dealt, the stock gives a card in its place, and it is "
                      "worth 100 to your side. A turn begins in one of two ways: the top card "
                      "of the stock, or the whole discard pile. Your kings could take this "
                      "pile of one card, the K♣; you will take a bigger one later in this "
                      "hand. This time, press Draw.",
    "guide.first-meld": "Your first meld",
    "guide.first-meld.say": "You drew the 3♦, another red 3: it went beside the 3♥ and the "
                            "stock gave you the A♦ instead. Now a meld: three or more cards of "
                            "one rank. Choose your four kings and press “Meld the chosen cards”. "
                            "Kings count 10 "
                            "each: 40 so far.",
    "guide.minimum": "The first meld's minimum",
    "guide.minimum.say": "Your side has scored nothing yet, so its first meld must count at "
                         "least 50 this turn, and 40 is short. Aces count 20 each: choose your "
                         "three aces and press “Meld the chosen cards”. 40 + 60 = 100, enough.",
    "guide.discard": "End your turn with a discard",
    "guide.discard.say": "A turn ends with one card on the discard pile. Choose the 7♦ (it "
                         "fits nothing) and press “Discard the chosen card”.",
    "guide.take": "Take the pile",
    "guide.take.say": "West drew a red 3 too and laid it out. Your partner added the K♥ to "
                      "your kings: a side's melds belong to both partners. East made the "
                      "other side's first meld, three aces from the hand, and discarded the "
                      "9♣. Your side has melded and the pile holds no wild card, so it is not"
                      " frozen for you: a natural pair of nines takes it. Choose 9♥ 9♦ and "
                      "press Take the pile; the 9♣ and your pair make a meld, and the rest of"
                      " the pile comes into your hand.",
    "guide.add": "Add to a meld",
    "guide.add.say": "The pile gave you the K♣. Choose it and press “Meld the chosen "
                     "cards”: a card of a rank your side has down is added to that meld "
                     "(6 kings now, with your partner's).",
    "guide.add-nine": "Add to your new meld",
    "guide.add-nine.say": "The pile gave you your partner's 9♠ too, and your side now has "
                          "a meld of nines: choose the 9♠ and press “Meld the chosen "
                          "cards”.",
    "guide.discard-again": "Discard again",
    "guide.discard-again.say": "West's 6♥ and your own 7♦ came with the pile, and neither "
                               "fits a meld. West threw the 6♥ itself, so it is the safer "
                               "one to give back: choose it and press “Discard the chosen "
                               "card”.",
    "guide.black-three": "A black 3 stops the pile",
    "guide.black-three.say": "East discarded the 3♠. A black 3 on top of the pile stops the "
                             "next player: nobody may take the pile with it, so this turn you "
                             "draw. Press Draw.",
    "guide.canasta": "A canasta",
    "guide.canasta.say": "You drew the K♦. A meld of seven cards is a canasta: choose the K♦ "
                         "and press “Meld the chosen cards”. Seven kings and no wild card make a "
                         "natural canasta, "
                         "worth a 500 bonus.",
    "guide.odd-card": "Discard the odd card",
    "guide.odd-card.say": "Choose the 7♦ and press “Discard the chosen card”; you keep "
                          "your pair of queens.",
    "guide.frozen": "Take a frozen pile",
    "guide.frozen.say": "West took the pile with your 7♦ and a pair of sevens: the black 3 "
                        "under it had stopped only you, for one turn. Then your partner "
                        "discarded the 2♣: a wild card in the pile freezes it for everyone (it "
                        "lies sideways), so West and East can no longer take it cheaply. A "
                        "frozen pile is taken only with a natural pair of its top card, no wild "
                        "card. East's Q♠ is on top and you hold Q♥ Q♦: choose them and press "
                        "Take the pile.",
    "guide.wild": "A wild card",
    "guide.wild.say": "A 2 or a joker is wild: it joins a meld of natural cards (at least two "
                      "naturals, at most three wild cards). Choose the 2♣ and press “Meld the "
                      "chosen cards”: it "
                      "goes onto your nines, not onto the kings, where it would turn the natural "
                      "canasta into a mixed one, worth 300 instead of 500.",
    "guide.go-out": "Go out",
    "guide.go-out.say": "Your side has a canasta, so you may go out: get rid of your last "
                        "cards. Choose the 5♠ and press Go out; the hand ends and is scored.",
    "first.title": "Your first hand",
    "first.intro": "Play one whole hand of Classic Canasta with four players, from the deal "
                   "to the score. The cards are dealt so that each thing a beginner needs "
                   "comes up once: red 3s, drawing, melding, the first meld's minimum, taking "
                   "the pile (unfrozen, then frozen), a black 3 that stops it, a canasta, a "
                   "wild card, going out and the score; the other side melds and takes the "
                   "pile too. A guide points to one move at a time and says why anything else "
                   "does not fit.",
    "first.always-classic": "This hand is always played under the Classic rules with four "
                            "players, whatever Settings say. You sit at the bottom, your "
                            "partner across; West and East play against you.",
    "first.deal": "Deal the first hand",
    "first.moved-on": "This hand went further in another tab or window: here it is as it "
                      "stands now. Cards chosen on the older view were not played; choose "
                      "them again.",
    "first.step": "Step {n} of {of}",
    "first.over": "The hand is over",
    "first.done": "You went out, and the hand is scored line by line above, each line with "
                  "its rule: the bonus for going out, the canasta bonus, 100 for each red 3, "
                  "the count of the cards each side melded, less the count of the cards its "
                  "players still hold.",
    "first.play-game": "Play a whole game against the computer",
    "first.back": "Back to the lessons",
    "first.again": "Play this hand again",
    "first.to-choose": "the cards to choose",
    "first.step-head": "**{title}** · {rule:rule}",
}
