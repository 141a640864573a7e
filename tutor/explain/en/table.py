"""English sentences for the table: Play, the coach, the guided first hand, lesson checks."""

from __future__ import annotations

from typing import Final

TABLE: Final[dict[str, str]] = {
    "play.not-your-turn": "It is not your turn.",
    "play.choose-meld": "Choose the cards to meld first.",
    "play.no-room-for-wilds": "Wild cards join a meld of your side that has room for them; "
    "none has.",
    "play.choose-one-discard": "Choose exactly one card to discard.",
    "coach.take": "You could have taken the pile ({n:n card}) with its top {card}: a big pile "
    "is the biggest swing in the game.",
    "coach.take-with": "You could have taken the pile ({n:n card}) with its top {card} and "
    "{cards}: a big pile is the biggest swing in the game.",
    "coach.go-out": "You could have gone out this turn instead of discarding.",
    "coach.spoils-natural": "A wild card on a natural canasta makes it mixed: {natural} becomes "
    "{mixed}.",
    "coach.feeds-next": "The {card} goes straight onto a meld of {rank} the next player's side "
    "has down, so they can take the pile ({n:n card}) without a pair.",
    "line.in-your-hand": "cards left in your hand",
    "line.in-hand-of-player": "cards left in {name}'s hand",
    # the move log of Play: another player, and you
    "log.draw": "{who} draws {n:a card|{n} cards} from the stock.",
    "log.draw-you": "{who} draw {n:a card|{n} cards} from the stock.",
    "log.take": "{who} takes the pile ({n:n card}) with the top {card}.",
    "log.take-you": "{who} take the pile ({n:n card}) with the top {card}.",
    "log.take-with": "{who} takes the pile ({n:n card}) with the top {card} and {cards}.",
    "log.take-with-you": "{who} take the pile ({n:n card}) with the top {card} and {cards}.",
    "log.meld": "{who} melds {cards}.",
    "log.meld-you": "{who} meld {cards}.",
    "log.add": "{who} adds {cards} to {meld}.",
    "log.add-you": "{who} add {cards} to {meld}.",
    "log.discard": "{who} discards {card}.",
    "log.discard-you": "{who} discard {card}.",
    "log.out": "{who} goes out.",
    "log.out-you": "{who} go out.",
    "log.out-concealed": "{who} goes out concealed.",
    "log.out-concealed-you": "{who} go out concealed.",
    "log.out-discarding": "{who} goes out, discarding {card}.",
    "log.out-discarding-you": "{who} go out, discarding {card}.",
    "log.out-discarding-concealed": "{who} goes out, discarding {card} concealed.",
    "log.out-discarding-concealed-you": "{who} go out, discarding {card} concealed.",
    "log.ask": "{who} asks partner: \"May I go out?\"",
    "log.ask-you": "{who} ask partner: \"May I go out?\"",
    "log.answer-yes": "{who} answers yes.",
    "log.answer-yes-you": "{who} answer yes.",
    "log.answer-no": "{who} answers no.",
    "log.answer-no-you": "{who} answer no.",
    "guide.over": "The guided hand is over: see the score below.",
    "guide.refused": "{reason} {next}",
    "guide.other-way": "The rules allow that, but this hand goes another way. {next}",
    "guide.next": "Next: {title:lower}. Press {button}.",
    "guide.next-with-cards": "Next: {title:lower}. Choose {cards} and press {button}.",
    "pad.concealed-nobody-out": "Concealed is ticked, but nobody went out: only the player "
    "who goes out can go out concealed (untick concealed, or say who went out).",
    "check.rule": "{row:summary}",
    "check.line-wrong": "The {line} line is not {given}.",
    "check.line-missing": "The {line} line is missing.",
    "check.impossible": "This cannot happen at a real table: {problem:lower}",
    "check.impossible-text": "This cannot happen at a real table: {text}",
    "score-line.scoring-1": "going out",
    "score-line.scoring-2": "canasta bonuses",
    "score-line.scoring-3": "red 3s",
    "score-line.scoring-4": "cards melded",
    "score-line.scoring-5": "cards left in hand",
}
