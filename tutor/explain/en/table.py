"""English sentences for the table: Play, the coach, the guided first hand, lesson checks."""

from __future__ import annotations

from typing import Final

TABLE: Final[dict[str, str]] = {
    "play.not-your-turn": "It is not your turn.",
    "play.choose-meld": "Choose the cards to meld first.",
    "play.no-room-for-wilds": "Wild cards join a meld of your side that has room for them; "
    "none has.",
    "play.choose-one-discard": "Choose exactly one card to discard.",
    "play.choose-out-discard": "To go out, choose the card you discard last, then press Go "
                                "out.",
    "coach.take": "You could have taken the pile ({n:n card}) with its top {card}: every card "
    "of it is yours to meld, and the bigger the pile, the bigger the swing.",
    "coach.take-with": "You could have taken the pile ({n:n card}) with its top {card} and "
    "{cards}: every card of it is yours to meld, and the bigger the pile, the bigger the "
    "swing.",
    "coach.go-out": "You could have gone out this turn instead of discarding.",
    "coach.spoils-natural": "A wild card on a natural canasta makes it mixed: {natural} becomes "
    "{mixed}.",
    "coach.feeds-next": "The {card} goes straight onto a meld of {rank} the next player's side "
    "has down, so they can take the pile ({n:n card}) without a pair.",
    "coach.wild-thrown": "A discarded {card} freezes the pile, but a pile of {n:n card} is not "
    "worth guarding: in a meld the {card} counts {value} and helps make a canasta.",
    "coach.wild-thrown-frozen": "The pile was frozen already, so the {card} froze nothing more: "
    "in a meld it counts {value} and helps make a canasta.",
    "line.in-your-hand": "cards left in your hand",
    "line.in-hand-of-player": "cards left in {name}'s hand",
    # the seats, as said inside a sentence ({who:Upper} starts one)
    "seat.name": "{who:Upper}",
    "seat.your-side": "your side",
    "seat.and": "{seats: and /}",
    "seat.2.0": "you", "seat.2.1": "your opponent",
    "seat.3.0": "you", "seat.3.1": "Left", "seat.3.2": "Right",
    "seat.4.0": "you", "seat.4.1": "West", "seat.4.2": "your partner", "seat.4.3": "East",
    "seat.6.0": "you", "seat.6.1": "Left 1", "seat.6.2": "Left 2", "seat.6.3": "Across",
    "seat.6.4": "Right 2", "seat.6.5": "Right 1",
    "play.opened": "opened",
    "play.pair-this-hand": " (a pair this hand)",
    "play.alone-this-hand": " (alone this hand)",
    "play.alone-against-pair": "This hand you play alone against the other two as a pair.",
    "play.partner-for-hand": "Your partner for this hand: {mates: and /Upper}, against the "
                             "lone player.",
    "play.partners": "Your {n:partner|partners}: {mates: and /Upper}.",
    "play.drawn-game": "nobody: a draw",
    # the log of Play: the deal, the red 3s, the end of a hand
    "log.dealt": "Hand {n} is dealt; the pile starts with {cards}.",
    "log.guided-dealt": "The guided hand is dealt; the upcard is {cards}.",
    "log.reds-dealt": "Red 3s laid out at the deal ({side}): {cards}.",
    "log.reds-drawn": "{who:Upper} lays out {cards} and draws again.",
    "log.reds-drawn-you": "{who:Upper} lay out {cards} and draw again.",
    "log.side-score": "{side} {n}",
    "log.stock-out": "The stock ran out: the hand scores {scores:, /}.",
    "log.out-scores": "{who:Upper} went out: the hand scores {scores:, /}.",
    "log.out-concealed-scores": "{who:Upper} went out concealed: the hand scores {scores:, /}.",
    "log.out-scores-you": "You went out: the hand scores {scores:, /}.",
    "log.out-concealed-scores-you": "You went out concealed: the hand scores {scores:, /}.",
    # the move log of Play: another player, and you
    "can.draw": "Draw {n:a card|{n} cards} from the stock.",
    "can.take": "Take the pile ({n:n card}) with the top {card}{onto}.",
    "can.take-with": "Take the pile ({n:n card}) with the top {card} and {cards}{onto}.",
    "can.meld": "Meld {cards}.",
    "can.add": "Add {cards} to {meld}.",
    "can.discard": "Discard {card}.",
    "can.out": "Go out.",
    "can.out-concealed": "Go out concealed.",
    "can.out-discarding": "Go out, discarding {card}.",
    "can.out-discarding-concealed": "Go out concealed, discarding {card}.",
    "can.ask": "Ask partner: \"May I go out?\"",
    "can.answer-yes": "Answer yes.",
    "can.answer-no": "Answer no.",
    "log.onto": " onto {meld}",
    "log.draw": "{who:Upper} draws {n:a card|{n} cards} from the stock.",
    "log.draw-you": "{who:Upper} draw {n:a card|{n} cards} from the stock.",
    "log.draw-you-cards": "{who:Upper} draw {cards} from the stock.",
    "log.take": "{who:Upper} takes the pile ({n:n card}) with the top {card}{onto}.",
    "log.take-you": "{who:Upper} take the pile ({n:n card}) with the top {card}{onto}.",
    "log.take-with": "{who:Upper} takes the pile ({n:n card}) with the top {card} and "
                     "{cards}{onto}.",
    "log.take-with-you": "{who:Upper} take the pile ({n:n card}) with the top {card} and "
                         "{cards}{onto}.",
    "log.meld": "{who:Upper} melds {cards}.",
    "log.meld-you": "{who:Upper} meld {cards}.",
    "log.add": "{who:Upper} adds {cards} to {meld}.",
    "log.add-you": "{who:Upper} add {cards} to {meld}.",
    "log.discard": "{who:Upper} discards {card}.",
    "log.discard-you": "{who:Upper} discard {card}.",
    "log.laid": " Laid down: {parts:; /}.",
    "log.laid-meld": "{cards}",
    "log.laid-add": "{cards} on {meld}",
    "log.out": "{who:Upper} goes out.{laid}",
    "log.out-you": "{who:Upper} go out.{laid}",
    "log.out-concealed": "{who:Upper} goes out concealed.{laid}",
    "log.out-concealed-you": "{who:Upper} go out concealed.{laid}",
    "log.out-discarding": "{who:Upper} goes out, discarding {card}.{laid}",
    "log.out-discarding-you": "{who:Upper} go out, discarding {card}.{laid}",
    "log.out-discarding-concealed": "{who:Upper} goes out, discarding {card} concealed.{laid}",
    "log.out-discarding-concealed-you": "{who:Upper} go out, discarding {card} concealed.{laid}",
    "log.ask": "{who:Upper} asks partner: \"May I go out?\"",
    "log.ask-you": "{who:Upper} ask partner: \"May I go out?\"",
    "log.answer-yes": "{who:Upper} answers yes.",
    "log.answer-yes-you": "{who:Upper} answer yes.",
    "log.answer-no": "{who:Upper} answers no.",
    "log.answer-no-you": "{who:Upper} answer no.",
    "guide.over": "The guided hand is over: see the score below.",
    "guide.refused": "{reason} {next}",
    "guide.other-way": "The rules allow that, but this hand goes another way. {next}",
    "guide.next": "This step is “{title}”: press {button}.",
    "guide.next-with-cards": "This step is “{title}”: choose {cards} and press {button}.",
    "pad.concealed-nobody-out": "Concealed is ticked, but nobody went out: only the player "
    "who goes out can go out concealed (untick concealed, or say who went out).",
    "pad.every-hand-empty": "Every box of cards left in a hand is empty: only the player who "
    "went out ends a hand with no card; type what the others still held.",
    "check.rule": "{row:summary}",
    "check.line-wrong": "The {line} line is not {given}.",
    "check.line-wrong-cards": "The {line} line is not {given}; the cards it counts are "
                              "{cards}.",
    "check.line-missing": "The {line} line is missing.",
    "check.impossible": "This cannot happen at a real table: {problem:lower}",
    "check.impossible-text": "This cannot happen at a real table: {text}",
    "score-line.scoring-1": "going out",
    "score-line.scoring-2": "canasta bonuses",
    "score-line.scoring-3": "red 3s",
    "score-line.scoring-4": "cards melded",
    "score-line.scoring-5": "cards left in hand",
}
