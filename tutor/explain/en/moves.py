"""English sentences for the moves of a game (game.py, goout.py)."""

from __future__ import annotations

from typing import Final

_CONCEALED = "Going out concealed needs a canasta made from your hand this turn; "
_BLACK_THREES = "Black 3s are melded only three or four together, with no wild card; "
_LOOSE = ("(no pair and no meld of that rank on the table), and going out allows at most one "
          "discard.")
_OPENING = "Taking the pile with {chosen} opens with {cards} ({base})"
_SHORT = "{head}, short of the {minimum} your side needs"
_SHORT_OF_MINIMUM = ("Going out would be your side's first meld, and everything you can meld "
                     "counts {count}, short of {minimum}")

MOVES: Final[dict[str, str]] = {
    # Any move (the one checker, game.py)
    "move.hand-over": "The hand is over.",
    "move.answer-first": "Partner must answer \"May I go out?\" first.",
    "move.draw-first": "A turn starts by drawing from the stock or taking the pile.",
    "move.not-held": "You do not hold the {card}.",
    "move.not-held-cards": "You do not hold {cards}.",
    "move.has-black-three-meld": "Your side already has a meld of black 3s: the other black 3s "
                                 "join it.",
    "move.has-rank-meld": "Your side already has a meld of {rank}: add to it instead.",
    "move.black-threes-dead-end": "Black 3s are melded only by a player going out, and after "
                                  "this meld you could not meld every other card (all but one "
                                  "discard) this turn.",
    "move.black-threes-no-canasta": "Black 3s are melded only by a player going out, and "
                                    "going out needs {need:n canasta} on the table: your side "
                                    "has {have}, and your cards cannot finish "
                                    "{missing:one|enough} this turn.",
    "move.must-go-out-dead-end": "After that you could not meld every card (all but one "
                                 "discard) this turn, and you must go out.",
    "move.opening-dead-end": "With these cards laid, this turn's melds could count {best} at "
                             "most, short of the {minimum} your side needs for its first meld "
                             "(keeping a card to discard).",
    "move.no-card-to-keep": "That would leave you no card to keep after discarding, so it must "
                            "be a going out, and that needs {need:n canasta} on the table when "
                            "the turn ends.",
    # Drawing
    "draw.already-drawn": "You have already drawn this turn.",
    "draw.stock-used-up": "The stock is used up: a turn begins by taking the pile, and the hand "
                          "ends when the player to draw cannot take it.",
    # Taking the pile
    "take.not-at-turn-start": "The pile can only be taken to begin a turn, instead of drawing.",
    "take.empty-pile": "The pile is empty: there is no top card to meld.",
    "take.black-three-freezes": "The top card, the {top}, is a black 3: it freezes the pile, and "
                                "a black 3 cannot be melded to take it.",
    "take.wild-card-on-top": "The top card, the {top}, is a wild card: the pile cannot be "
                             "taken this turn.",
    "take.black-three-on-top": "The top card, the {top}, is a black 3: the pile cannot be "
                               "taken this turn.",
    "take.wrong-rank": "The {card} cannot go with the top {top}: a meld is cards of one rank "
                       "(wild cards aside), here {rank}.",
    "take.one-card-hand": "Holding one card, you may not take a pile of one card.",
    "take.no-meld-to-join": "Your side has no meld of {rank} to add the top {top} to.",
    "take.needs-pair-or-meld": "To take the top {top} you need two natural {rank}, or one and a "
                               "wild card, or a meld of {rank} on the table.",
    "take.needs-natural-pair-or-meld": "To take the top {top} you need two natural {rank} or "
                                       "a meld of {rank} on the table; one natural and a wild "
                                       "card are not enough here.",
    "take.open-needs-pair": "To open by taking the pile you need two natural {rank} from your "
                            "hand with the top {top}; {have:lower}.",
    "take.frozen-needs-pair": "The pile is frozen (the {freezer}), so it "
                              "takes two natural {rank} from your hand; a wild card cannot "
                              "stand in and a meld on the table is not enough. {have}.",
    "take.frozen-needs-pair-joins": "The pile is frozen (the {freezer}), so it takes two "
                                    "natural {rank} from your hand; a wild card cannot stand "
                                    "in for either (it may only join the pair) and a meld on "
                                    "the table is not enough. {have}.",
    # (not how many you hold: that is the answer; counted among the natural cards of the
    # rank, since a wild card chosen is not one: "you chose none" read as false beside a 2♦)
    "take.chosen-of-held": "Of natural {rank}, you chose only {chosen}",
    "take.chosen-none": "You chose no natural {rank:one}",
    "take.held": "You hold {held}",
    "take.frozen-pair-alone": "A frozen pile is taken with the natural pair alone: more cards "
                              "may join only after it is taken.",
    "take.opening-counts": _OPENING,
    "take.opening-counts-more": _OPENING + " and at most {more} more from your hand: {count}",
    "take.opening-counts-top-only": _OPENING + "; other melds from the hand do not count at "
                                               "this table",
    "take.opening-short": _SHORT + ".",
    "take.opening-short-buried": _SHORT + "; the pile's other cards ({buried}) join your hand "
                                          "only once the opening has reached it, so they "
                                          "cannot help.",
    # Adding to a meld
    "add.no-such-meld": "Your side has no meld number {number}.",
    "add.no-cards": "Choose the cards to add.",
    "add.opening-own-melds-only": "Until the opening reaches its minimum, only this turn's "
                                  "melds take cards.",
    # Discarding
    "discard.opening-unfinished": "Reach the minimum first: the pile is still waiting.",
    "discard.short-of-minimum": "Your melds this turn count {count}, short of the {minimum} "
                                "your side needs for its first meld.",
    "discard.must-go-out": "Partner said yes, so you must go out this turn.",
    # Asking partner
    "ask.before-drawing": "Ask partner after drawing.",
    "ask.no-partner": "You have no partner to ask.",
    "ask.already-asked": "You have asked this turn already.",
    "ask.cannot-go-out": "You cannot go out this turn, so there is nothing to ask: a \"yes\" "
                         "would bind you to a going out you cannot make.",
    "ask.too-late": "You could now end this turn only by going out, so a \"no\" from partner, "
                    "which you would have to obey, could not be kept: ask before you meld so "
                    "many cards.",
    "answer.not-asked": "Nobody has asked \"May I go out?\".",
    # Going out
    "go-out.opening-first": "An opening by the pile reaches its minimum with the top card and "
                            "melds from your hand first: only then do the pile's other cards, "
                            "if any, join your hand, and going out comes after.",
    "go-out.is-concealed": "Laid that way your whole hand is melded this turn with a canasta "
                           "of your own: that is going out concealed, and it scores as "
                           "concealed.",
    "go-out.partner-said-no": "Partner said no: you may not go out this turn.",
    "go-out.must-ask": "At this table you must ask partner \"May I go out?\" first.",
    "go-out.wild-discard": "The last discard may not be a wild card ({card}).",
    "go-out.last-card-needs-canastas": "That card is your last, so discarding it goes out, and "
                                       "going out needs {need:n canasta}; your side has "
                                       "{have}.",
    "go-out.not-opened": "Your side has not made its first meld.",
    "go-out.before-drawing": "Go out after drawing.",
    "go-out.melded-before": "Not concealed: you melded before this turn.",
    "go-out.concealed-no-discard": "A concealed going out melds the whole hand, with no "
                                   "discard.",
    "go-out.possible": "You can go out that way.",
    "go-out.canastas-out-of-reach": "Going out needs {need:n canasta} on the table; your side "
                                    "has {have}, and the cards in your hand cannot finish "
                                    "{missing:one|enough} this turn.",
    "go-out.needs-canastas": "Going out needs {need:n canasta} on the table; after this turn "
                             "your side can have {most:n canasta} at most.",
    "go-out.concealed-adds": "Going out concealed may not add to the side's meld of {rank}.",
    "go-out.short-of-minimum": _SHORT_OF_MINIMUM + ": {band:lower}",
    "go-out.short-of-minimum-plain": _SHORT_OF_MINIMUM + ".",
    "go-out.wild-rule": "{cards} cannot become a meld under this table's wild-card rule.",
    "go-out.pair-needs-wild": "The pair {pairs:, /} needs a wild card to make three, and you "
                              "have {wilds}.",
    "go-out.pairs-need-wilds": "The pairs {pairs:, /} need a wild card each to make three, and "
                               "you have {wilds}.",
    "go-out.too-many-wilds": "{wilds:n wild card} {wilds:is|are} too many to meld: a meld holds "
                             "at most {most}, and your melds have room for {room}.",
    "go-out.concealed-joins-side-meld": _CONCEALED + "your {cards} must join the side's meld of "
                                                     "{rank}, which is not your own.",
    "go-out.concealed-joins-side-meld-largest": _CONCEALED + "your {cards} must join the side's "
                                                             "meld of {rank}, which is not your "
                                                             "own, and your own melds reach at "
                                                             "most {largest:n card}.",
    "go-out.concealed-own-melds-short": _CONCEALED + "your own melds reach at most "
                                                     "{largest:n card}, and a canasta is {size} "
                                                     "cards.",
    "go-out.concealed-no-own-meld": _CONCEALED + "you have no meld of your own to make one, and "
                                                 "a canasta is {size} cards.",
    "go-out.black-threes-loose": _BLACK_THREES + "your {cards} {cards:?is alone and cannot be "
                                                 "melded|cannot make such a meld}.",
    "go-out.black-threes-loose-after-discard": _BLACK_THREES + "with the {discard} discarded, "
                                                               "your {cards} {cards:?is left "
                                                               "alone and cannot be melded|"
                                                               "cannot make such a meld}.",
    "go-out.loose": "{cards} cannot be melded " + _LOOSE,
    "go-out.loose-besides-discard": "{cards} cannot be melded as well as the {discard} you "
                                    "discard " + _LOOSE,
    # the same after a first miss: the card to look for, not named (it would be the answer)
    "go-out.loose.hint": "{cards:?A card|Cards} of your hand cannot be melded " + _LOOSE,
    "go-out.loose-besides-discard.hint": "With the {discard} discarded, {cards:?a card is|cards "
                                         "are} left in your hand that cannot be melded "
                                         + _LOOSE,
    # A way to go out, said as a list: "meld K♠ K♥ K♦, add 2♣ to Q♥ Q♠ Q♦, discard the 5♣"
    "plan": "{parts:, /}",
    "plan.meld": "meld {cards}",
    "plan.add": "add {cards} to {meld}",
    "plan.discard": "discard the {card}",
    "plan.no-discard": "with no discard",
}
