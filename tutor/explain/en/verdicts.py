"""English sentences for the verdicts (melds, pile, opening, queries, scoring, positions)."""

from __future__ import annotations

from typing import Final

VERDICTS: Final[dict[str, str]] = {
    # melds (melds.py)
    "meld.red-three": "The {card} is a red 3: red 3s are laid out as bonus cards and never "
    "melded.",
    "meld.black-threes-no-wild": "A meld of black 3s takes no wild cards, and this one holds "
    "the {card}.",
    "meld.black-threes-one-rank": "A meld is all one rank: the {card} cannot lie with black 3s.",
    "meld.black-three-not-going-out": "The {card} is a black 3: black 3s are melded only by a "
    "player going out, three or four together; otherwise they can only be discarded.",
    "meld.black-threes-too-few": "A meld of black 3s needs three or four of them, not {n}.",
    "meld.black-threes-too-many": "A meld of black 3s holds three or four of them, not {n}.",
    "meld.black-threes-ok": "{n} black 3s with no wild card: a meld allowed to a player going "
    "out.",
    "meld.one-rank": "A meld is cards of one rank; {cards} mixes {ranks: and /}.",
    "meld.odd-rank": "A meld is cards of one rank; beside the {rank}, {odd} {odd:?is|are} "
                     "the odd {odd:?card|cards} out.",
    "meld.three-cards": "A meld needs three or more cards; {cards} {n:is one card|are {n} cards}.",
    "meld.three-cards-none": "A meld needs three or more cards; this is none.",
    "meld.wilds-alone": "Wild cards never meld on their own: {cards} has no natural card.",
    "meld.too-few-naturals": "A meld needs at least {need} natural cards (4 to ace); {cards} "
    "has {n} ({naturals:, /}).",
    "meld.no-naturals": "A meld needs at least {need} natural cards (4 to ace); {cards} has "
    "none.",
    "meld.too-many-wilds": "A meld holds at most {most} wild cards; {cards} has {n}.",
    "meld.naturals-exceed-wilds": "This table wants more naturals than wilds; {cards} has "
    "{naturals} and {wilds}.",
    "meld.natural-canasta": "{n} {rank} and no wild card: a natural canasta.",
    "meld.mixed-canasta": "{n:n card} of {rank}, {wilds:n wild card} among them: a mixed "
                          "canasta (a wild card inside; natural means none).",
    "meld.legal": "{n} natural {rank}: a legal meld.",
    "meld.legal-with-wilds": "{n} natural {rank} and {wilds} wild: a legal meld.",
    "meld.short-of-canasta": "A canasta takes {size} cards: this meld is {short:n card} short.",
    "meld.added": "{cards} join the side's meld: {reason:lower}",
    # the pile (pile.py)
    "pile.frozen-by-wild": "The {card} in the pile is a wild card: it freezes the pile for "
    "everyone until someone takes it.",
    "pile.frozen-by-red-three": "The {card} turned up at the deal freezes the pile for everyone "
    "until someone takes it.",
    "pile.frozen-by-black-three": "The {card} is a black 3: under these rules it freezes the "
    "pile for everyone until someone takes it.",
    "pile.black-three-covered": "The {card} is covered: a black 3 only stops the next player "
    "and does not freeze the pile.",
    "pile.frozen-not-opened": "Your side has not made its first meld, so the pile is frozen "
    "against it.",
    "pile.not-frozen": "Your side has opened and nothing freezes the pile: it is not frozen.",
    "pile.buried": "The {cards} lower in the pile cannot help: only the top card counts.",
    # the first meld (opening.py)
    "opening.band-range": "At {score} points (from {low} to {high}) a side needs {minimum} for "
    "its first meld.",
    "opening.band-from": "At {score} points ({low} or more) a side needs {minimum} for its "
    "first meld.",
    "opening.band-below": "At {score} points (below zero) a side needs {minimum} for its first "
    "meld.",
    "opening.band-up-to": "At {score} points (up to {high}) a side needs {minimum} for its "
    "first meld.",
    "opening.band-any": "At {score} points a side needs {minimum} for its first meld.",
    "opening.no-meld": "No meld is laid, so nothing opens the side.",
    "opening.meld-refused": "Meld {n} ({cards}): {reason}",
    "opening.two-melds-of-a-rank": "Melds {first} and {second} are both {rank}: a side keeps "
    "one meld of a rank.",
    "opening.counted": "The melds count {total} in card values; bonuses never count.",
    "opening.counted-with-top": "The melds count {total} in card values (the pile's top card "
    "included; cards deeper in the pile are not); bonuses never count.",
    "opening.short": "{total} is short of the {minimum} needed: {band:lower}",
    "opening.reaches": "{total} reaches the {minimum} needed: {band:lower}",
    "opening.top-not-melded": "The pile's top card {card} is in none of the melds; taking the "
    "pile means melding it at once.",
    "opening.top-blocked": "The top card {card} cannot be taken: a wild card or black 3 on top "
    "stops the next player.",
    "opening.top-needs-pair": "The meld with the top {card} needs two natural {rank} from hand; "
    "it has {n}.",
    # taking the pile, going out, the upcard, laying melds (queries.py)
    "take.can": "You can take the pile: {n:n way} to meld its top card {card}.",
    "take.way-meld": "Meld the top {card} with {cards} from your hand.",
    "take.way-meld-pair": "Meld the top {card} with the natural pair {pair} from your hand, "
                          "and {cards} with them.",
    "take.way-add-with": "Add the top {card} and {cards} from your hand to your side's meld "
    "{meld}.",
    "take.way-add": "Add the top {card} to your side's meld {meld}.",
    "take.way-open": "Open with the top {card} and {cards} from your hand{extras:/}: {total} "
    "counted, and your side needs {minimum}.",
    "take.open-adding": ", adding {cards} to that meld",
    "take.open-plus": ", plus {cards}",
    "go-out.can": "You can go out: {plan}.",
    "go-out.concealed-can": "It can be done concealed, the whole hand melded this turn with a "
    "canasta in it: {plan}.",
    "go-out.not-concealed-melded-before": "Not concealed: you melded before this turn.",
    "go-out.not-concealed": "Not concealed: {reason:lower}",
    "upcard.cover-wild": "The {card} turned up is a wild card: cover it with the next stock "
    "card.",
    "upcard.cover-red-three": "The {card} turned up is a red 3: cover it with the next stock "
    "card.",
    "upcard.cover-black-three": "The {card} turned up is a black 3: cover it with the next "
    "stock card.",
    "upcard.black-three-on-top": "The {card} on top is a black 3: the first player may not "
                                 "take the pile.",
    "upcard.black-three-stays": "The {card} is not covered (only a wild card or a red 3 is): "
                                "the pile starts with {n:n card}.",
    "upcard.covered": "{cards} turned up one after another: none of them may start the pile, "
                      "so each is covered by the next stock card, and the pile starts with "
                      "{n:n card}.",
    "upcard.natural": "The {card} is a natural card: the pile starts with {n:n card}.",
    "upcard.frozen": "The {card} in the starting pile freezes it for everyone.",
    "lay.may": "You may meld these cards: {melds: and /}.",
    "lay.opens": "These cards open your side: {melds: and /} count {count}, and your side "
    "needs {minimum}.",
    "lay.choose": "Choose the cards to meld.",
    "lay.not-held": "Those cards are not all in your hand.",
    "lay.short": "{cards} count {count}: short of the {minimum} your side needs for its first "
    "meld.",
    "lay.cannot": "{cards} cannot all be melded this turn.",
    # scoring a hand, the game after it (scoring.py)
    "line.going-out": "going out",
    "line.going-out-concealed": "going out concealed",
    "line.natural-canasta": "natural canasta of {rank}",
    "line.mixed-canasta": "mixed canasta of {rank}",
    "line.red-threes": "{n:n red 3}",
    "line.red-threes-penalty": "a penalty for {n:n red 3} (the side has no meld)",
    "line.melded": "cards melded",
    "line.in-hand": "cards left in hand",
    "line.in-hand-of": "cards left in player {n}'s hand",
    "score.item": "{what} {points:+}",
    "score.item-cards": "{what} ({cards}) {points:+}",
    "score.side": "{side:Side}: {items:, /} = {total}.",
    "score.side-nothing": "{side:Side}: nothing = {total}.",
    "score.nobody-out": "Nobody went out (the stock ran out), so there is no going-out bonus.",
    "score.pair-shares": "Three players: the first side is the lone player; the second side is "
    "the pair, and each of its members scores the pair's whole result.",
    "score.pair-splits": "Three players: the first side is the lone player; the second side is "
    "the pair, and its members split the pair's result: {each} each.",
    "game.won": "{side:Side} has {total}: the game to {target} is over and the highest total "
    "wins.",
    "game.level-play-on": "The leaders are level past {target}: play another hand.",
    "game.level-drawn": "The leaders are level past {target}: the game is drawn.",
    "game.side-minimum": "{side:Side}: {reason:lower}",
    "game.goes-on": "No side has reached {target}: the game goes on.",
    "problem.sides-count": "A {players}-player game scores {want: or /} sides, not {n}.",
    "problem.red-threes-negative": "A count of red 3s cannot be negative.",
    "problem.every-hand-empty": "Only the player who went out ends a hand with no card; the "
    "others still hold what they could not meld.",
    "problem.too-many-red-threes": "The decks hold {most} red 3s, not {n}.",
    "problem.no-such-side": "There is no such side (the first side is 0 in the puzzle format).",
    "problem.went-out-without-canastas": "{side:Side} has {have:n canasta} and going out needs "
    "{need}.",
    "problem.concealed-nobody-out": "Nobody went out, so nobody went out concealed.",
    "problem.who-lone": "the lone player",
    "problem.who-pair": "the pair",
    "problem.who-side": "{side:side}",
    "problem.too-many-hands": "{who:Upper} has {members:n player}, so lists {members:n hand}, "
    "not {n}.",
    "problem.too-few-hands": "{who:Upper} has {members:n player}: list every member's hand.",
    "problem.too-few-hands-out": "{who:Upper} has {members:n player}: list every member's "
    "hand, an empty list for the one who went out.",
    "problem.out-holds-cards": "{who:Upper} went out, so the player who went out holds no "
    "card; list that hand as empty.",
    # impossible positions (position.py, audit.py)
    "problem.too-many-copies": "The {card:name} is used {n} times in this position "
    "({places:, /field}), but {decks:n deck} hold {limit:n copy/copies} of each card.",
    "problem.too-many-jokers": "A joker is used {n} times in this position ({places:, /field}), "
    "but {decks:n deck} hold {limit} jokers.",
    "problem.red-three-in-hand": "A red 3 never stays in a hand; it is laid out and replaced.",
    "problem.empty-meld": "A meld on the table holds at least three cards.",
    "problem.meld-on-table": "This meld cannot be on the table: {reason:lower}",
    "problem.two-melds-of-a-rank": "The side already has a meld of {rank} (its meld {other}); "
    "more {rank} join that meld.",
    "problem.red-three-on-top": "A red 3 turned up at the deal is covered at once, so it is "
    "never the top card.",
    "problem.red-three-discarded": "A red 3 is never discarded; it can be in the pile only as a "
    "covered upcard at the bottom.",
    "problem.empty-hand-before": "A player before drawing holds at least one card; a player "
    "with none has gone out and the hand is over.",
    "problem.empty-hand-after": "A player after drawing holds at least one card; a player with "
    "none has gone out and the hand is over.",
    "problem.hand-size-before": "While a side has not melded, its players hold {want} cards "
    "before drawing (dealt {deal}, draw one and discard one a turn), not {n}.",
    "problem.hand-size-after": "While a side has not melded, its players hold {want} cards "
    "after drawing (dealt {deal}, draw one and discard one a turn), not {n}.",
    "problem.hand-size-draw-two-before": "While a side has not melded, its players hold at "
    "least {want} cards before drawing (dealt {deal}, draw two and discard one a turn), not "
    "{n}.",
    "problem.hand-size-draw-two-after": "While a side has not melded, its players hold at least "
    "{want} cards after drawing (dealt {deal}, draw two and discard one a turn), not {n}.",
    "problem.cards-missing": "{n:n card} of the decks {n:is|are} nowhere on the table, such as "
    "the {card:name}.",
    "problem.stock-too-short": "After {n:n card} the list ends, but the last one turned must "
    "be covered: list more stock cards.",
    "problem.no-partner-to-ask": "Only a player with a partner can ask \"May I go out?\"; "
    "here each player plays alone.",
    "problem.two-players-melded-before": "In the two-player game every meld of a side is the "
    "player's own, so with melds down the player has melded before.",
    "problem.totals-count": "A {players}-player game keeps {want} running totals, not {n}.",
    # sums to add up, the learner's choices (practice.py)
    "sum.cards": "{cards: + /}, each card at its value from the table of card values",
    "sum.in-hands": "the cards still held ({cards})",
    "sum.side-nothing": "{side:side}: nothing",
    "choice.pile-empty": "The pile is empty.",
    "choice.not-a-card": "{text!r} is not a card.",
    "choice.does-not-take": "Those cards do not take the pile with its top card {card}.",
    "choice.card-not-held": "That card is not in your hand.",
    "lay.lone-card": "A meld is cards of one rank: the {card} you chose has no other {rank:one} "
    "with it, and your side has no meld of {rank} to add it to.",
}
