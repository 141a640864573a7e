"""The guided first hand, without Streamlit: a fixed deal that walks a beginner through a
whole hand of Classic Canasta, one action at a time.

The deal is stacked so that the hand shows, in order: red 3s dealt and drawn, drawing,
melding, the first meld's minimum, the other side melding, taking an unfrozen pile, a
black 3 stopping the pile, a natural canasta, the other side taking the pile, taking a
frozen pile, adding a wild card, going out and the score. The other three players' moves
are fixed too. Every move
still goes through the game state's one move generator: the guide only narrows the
learner's choice to the step it is teaching, and says why anything else is refused.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass

from tutor.bots import Policy
from tutor.engine import (
    ACTION_RULES,
    CLASSIC,
    Action,
    AddToMeld,
    Card,
    Discard,
    Draw,
    Game,
    GoOut,
    Meld,
    State,
    TakePile,
    Why,
    parse_cards,
    rank_of,
)
from tutor.explain import rule_line, words
from tutor.table.play import Session

LEARNER, WEST, PARTNER, EAST = range(4)


def _cards(text: str) -> list[Card]:
    return list(parse_cards(text.split()))


# The deal. Seat 0 (you) plays first; the dealer is East. You are dealt a red 3.
HANDS = {
    LEARNER: "3H KS KH KD KC AS AH 9H 9D QH QD",
    WEST: "QD 8C 4C 4S 5S 6H 10D JS JD 7C 10H",
    PARTNER: "4D KH 2C 7H 10C 10S JC JH QC 3C 7C",
    EAST: "AC AH AS 9C 3S QS 5C 6C 8D 10S JH",
}
REPLACES = "7D"
"""The stock's top card after the deal: it replaces your red 3."""
UPCARD = "KC"
DRAWS = "3D AD 3H 7S 9S 8D 6H JC 10C KD 5D 5C"
"""The stock's next cards, in the order they leave it: your first draw (a red 3) and the
card that replaces it, West's first draw (a red 3 too) and its replacement, then each
draw in turn order (you take the pile on your second and fourth turns, West on its
third)."""

# What the other players do, move by move. East makes their side's first meld from the
# hand and discards a black 3 that stops the pile for you; West takes the pile with your
# discard once the black 3 under it no longer stops anyone. Your partner plays as a
# partner should: its king onto your kings, never a card of a rank your side has melded,
# and the 2♣ to freeze the pile against the other side. Nobody passes a pile they could
# take: every card on top at another player's turn is one they cannot use.
SCRIPT = {
    WEST: "draw | discard 6H | draw | discard 8C | take 7C 7S | discard 5S",
    PARTNER: "draw | add KH | discard 9S | draw | discard 4D | draw | discard 2C",
    EAST: "draw | meld AC AH AS | discard 9C | draw | discard 3S | draw | discard QS",
}


@dataclass(frozen=True)
class Step:
    """One thing the learner does: the move, what to choose, and why."""

    id: str
    """Its words are the catalogue's: ``guide.<id>`` its title, ``guide.<id>.say`` what to
    do and the rule it shows."""
    action: Action
    rule: str
    button: str
    """The page's button for it: the move it plays (draw, take, meld, discard, out)."""
    also: tuple[Action, ...] = ()
    """Other moves that do the same (the last card discarded is a going out)."""

    @property
    def title(self) -> str:
        return words(f"guide.{self.id}")

    @property
    def say(self) -> str:
        return words(f"guide.{self.id}.say")

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards to choose before pressing the button."""
        a = self.action
        if isinstance(a, Discard):
            return (a.card,)
        if isinstance(a, GoOut):
            return (a.discard,) if a.discard is not None else ()
        if isinstance(a, TakePile | Meld | AddToMeld):
            return a.cards
        return ()


def _steps() -> tuple[Step, ...]:
    return (*_opening_steps(), *_pile_steps(), *_closing_steps())


def _opening_steps() -> tuple[Step, ...]:
    """Red 3s, drawing, the first meld and its minimum, the discard."""
    c = _cards
    return (
        Step("draw", Draw(), "basics-4", "draw"),
        Step("first-meld", Meld(tuple(c("KS KH KD KC"))), "basics-5", "meld"),
        Step("minimum", Meld(tuple(c("AS AH AD"))), "first-meld-2", "meld"),
        Step("discard", Discard(c("7D")[0]), "basics-8", "discard"),
    )


def _pile_steps() -> tuple[Step, ...]:
    """Taking the pile, adding to a meld, a black 3 that stops the pile."""
    c = _cards
    return (
        Step("take", TakePile(tuple(c("9H 9D"))), "pile-2", "take"),
        Step("add", AddToMeld(0, tuple(c("KC"))), "basics-5", "meld"),
        Step("add-nine", AddToMeld(2, tuple(c("9S"))), "basics-5", "meld"),
        Step("discard-again", Discard(c("6H")[0]), "basics-8", "discard"),
        Step("black-three", Draw(), "pile-7", "draw"),
    )


def _closing_steps() -> tuple[Step, ...]:
    """A canasta, a frozen pile, a wild card, and going out."""
    c = _cards
    return (
        Step("canasta", AddToMeld(0, tuple(c("KD"))), "basics-7", "meld"),
        Step("odd-card", Discard(c("7D")[0]), "basics-8", "discard"),
        Step("frozen", TakePile(tuple(c("QH QD"))), "pile-6", "take"),
        Step("wild", AddToMeld(2, tuple(c("2C"))), "basics-6", "meld"),
        Step("go-out", GoOut(c("5S")[0]), "basics-9", "out", also=(Discard(c("5S")[0]),)),
    )


STEPS = _steps()


def deck() -> list[Card]:
    """The whole deck, stacked: dealt from its end one card a player at a time, then the
    upcard, then the draws; the rest of the two decks lies below in a fixed order."""
    game = Game.named(CLASSIC.name, 4)
    order: list[Card] = []
    hands = {seat: _cards(text) for seat, text in HANDS.items()}
    for r in range(game.table.deal):
        order += [hands[seat][r] for seat in range(4)]
    order += _cards(REPLACES) + _cards(UPCARD) + _cards(DRAWS)
    rest = Counter(game.deck())
    rest.subtract(Counter(order))
    assert all(n >= 0 for n in rest.values()), "the stacked deal uses a card twice too often"
    # The other red 3 lies at the very bottom, so nobody draws it in this short hand.
    below = sorted(rest.elements(), key=lambda card: (not card.is_red_three, str(card)))
    return below + order[::-1]


def key(action: Action) -> tuple[object, ...]:
    """A move with its cards in any order."""
    cards = tuple(sorted(map(str, getattr(action, "cards", ()))))
    return (type(action).__name__, cards, getattr(action, "meld", None),
            getattr(action, "card", None), getattr(action, "discard", None))


def _move(text: str, st: State) -> Action:
    """One move of the script: "draw", "discard 5S", "take 4C 4S", "meld AC AH AS" or
    "add KH" (onto the side's meld of that rank)."""
    verb, *rest = text.split()
    cards = tuple(_cards(" ".join(rest)))
    if verb == "add":
        melds = st.melds[st.side_of[st.current]]
        return AddToMeld(next(i for i, m in enumerate(melds) if rank_of(m) == cards[0].rank),
                         cards)
    moves: dict[str, Action] = {"draw": Draw(), "take": TakePile(cards), "meld": Meld(cards)}
    return Discard(cards[0]) if verb == "discard" else moves[verb]


MOVES = {seat: tuple(text.split(" | ")) for seat, text in SCRIPT.items()}


def _scripted(st: State, rng: object) -> Action:
    """The other players' fixed moves: the next one of their script."""
    played = sum(1 for player, _ in st.log if player == st.current)
    return _move(MOVES[st.current][played], st)


class Guided(Session):
    """The guided hand: a Play session on the stacked deal, the learner's moves narrowed to
    the step being taught."""

    def __init__(self) -> None:
        self.step = 0
        self.misses: list[Why] = []
        super().__init__(CLASSIC.name, 4, None, "club", 0)

    def deal(self) -> None:
        self.state = State.deal(self.game, deck(), self.totals, dealer=EAST)
        self.hand_no = 1
        self.log_deal(Why.of("basics-2", "log.guided-dealt", cards=self.st.pile))
        self.advance()

    def policy(self, seat: int) -> Policy:
        return _scripted

    def kept(self) -> str:
        """How far the hand has gone, as the store keeps it: the steps played (the deal
        and everyone else's moves are fixed, so they follow)."""
        return json.dumps({"step": self.step})

    @classmethod
    def resumed(cls, kept: str) -> Guided:
        """The hand as :meth:`kept` left it, played again to there (the others' moves all
        made, even those paused on); anything unreadable resumes at the deal."""
        game = cls()
        try:
            steps = int(json.loads(kept)["step"])
        except (ValueError, TypeError, KeyError):
            return game
        for step in STEPS[:max(0, steps)]:
            game.play(step.action)
        return game

    @property
    def current(self) -> Step | None:
        return STEPS[self.step] if self.step < len(STEPS) else None

    def play(self, action: Action) -> Why | None:
        """The step's move is played; anything else is refused with the rule that refuses
        it, or, when the rules allow it, with what this hand does next and why."""
        step = self.current
        if step is None:
            return Why.of("basics-9", "guide.over")
        if key(action) not in {key(a) for a in (step.action, *step.also)}:
            why = self.st.why_illegal(action) if self.my_turn() else None
            told = self._not_now(action, step, why)
            self.misses.append(told)
            return told
        refused = super().play(action)
        if refused is None:
            self.step += 1
            self.notes = []  # the guide speaks here, not the coach
        return refused

    def _not_now(self, action: Action, step: Step, why: Why | None) -> Why:
        if why is not None:
            return Why.of(why.rule, "guide.refused", why.choice, reason=why,
                          next=self.next_step(step))
        # the rules allow the move: the rule that governs it, and where the hand goes
        return Why.of(ACTION_RULES[type(action)], "guide.other-way", next=self.next_step(step))

    @staticmethod
    def next_step(step: Step) -> Why:
        return Why.of(step.rule, "guide.next-with-cards" if step.cards else "guide.next",
                      title=Why.plain(f"guide.{step.id}"), cards=tuple(step.cards),
                      button=Why.plain(f"play.button.{step.button}"))


def check_script() -> list[str]:
    """Every step played in order on a fresh deal: the problems found (none when the hand
    works). Used by the tests and worth running after any change to the deal."""
    game = Guided()
    problems: list[str] = []
    for n, step in enumerate(STEPS):
        why = game.play(step.action)
        if why is not None:
            problems.append(f"step {n + 1} ({step.title}): {rule_line(why)}")
            break
    if not game.st.is_terminal():
        problems.append("the hand did not end")
    return problems

