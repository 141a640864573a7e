"""The guided first hand, without Streamlit: a fixed deal that walks a beginner through a
whole hand of Classic Canasta, one action at a time.

The deal is stacked so that the hand shows, in order: drawing, melding, the first meld's
minimum, taking an unfrozen pile, taking a frozen pile, a natural canasta, adding a wild
card, going out and the score. The other three players' moves are fixed too. Every move
still goes through the game state's one move generator: the guide only narrows the
learner's choice to the step it is teaching, and says why anything else is refused.
"""

from __future__ import annotations

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
)
from tutor.explain import rule_line
from tutor.table.play import Session

LEARNER, WEST, PARTNER, EAST = range(4)


def _cards(text: str) -> list[Card]:
    return list(parse_cards(text.split()))


# The deal. Seat 0 (you) plays first; the dealer is East.
HANDS = {
    LEARNER: "KS KH KD KC AS AH 9H 9D QH QD 7D",
    WEST: "KH KD 4S 5S 6H 8C 10D JS JD 4C 7C",
    PARTNER: "9S 2C 4D 5D 6D 8S 10C JC 5H 6S 8H",
    EAST: "9C QS 4H 5C 6C 8D 10S JH 7S 10H 8H",
}
UPCARD = "KC"
DRAWS = "AD 4D 7H 6D JC 10C 5H"
"""The stock's top cards, in the order they are drawn: yours on the first turn, then the
other three players' on their first and second turns."""

# What the other players do: a draw and a discard each turn, in turn order. Your partner
# plays as a partner should: never a king while your side builds kings, and the 2♣ to
# freeze the pile against the other side.
SCRIPT = {WEST: ["KH", "KD"], PARTNER: ["9S", "2C"], EAST: ["9C", "QS"]}


@dataclass(frozen=True)
class Step:
    """One thing the learner does: the move, what to choose, and why."""

    title: str
    say: str
    """What to do, and the rule it shows."""
    action: Action
    rule: str
    button: str
    """The page's button for it."""
    also: tuple[Action, ...] = ()
    """Other moves that do the same (the last card discarded is a going out)."""

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
    """Drawing, the first meld and its minimum, the discard."""
    c = _cards
    return (
        Step("Draw a card", "Every turn begins with a draw: the top card of the stock goes "
             "into your hand. Press Draw.", Draw(), "basics-4", "Draw"),
        Step("Your first meld", "A meld is three or more cards of one rank. Choose your four "
             "kings and press Meld. Kings count 10 each: 40 so far.",
             Meld(tuple(c("KS KH KD KC"))), "basics-5", "Meld the chosen cards"),
        Step("The first meld's minimum", "Your side has scored nothing yet, so its first meld "
             "must count at least 50 this turn, and 40 is short. Aces count 20 each: choose "
             "your three aces and press Meld. 40 + 60 = 100, enough.",
             Meld(tuple(c("AS AH AD"))), "first-meld-2", "Meld the chosen cards"),
        Step("End your turn with a discard", "A turn ends with one card on the discard pile. "
             "Choose the 7♦ (it fits nothing) and press Discard.",
             Discard(c("7D")[0]), "basics-8", "Discard the chosen card"),
    )


def _pile_steps() -> tuple[Step, ...]:
    """Taking the pile, open and frozen, and adding to a meld."""
    c = _cards
    return (
        Step("Take the pile", "East discarded the 9♣. Your side has melded and the pile holds "
             "no wild card, so it is not frozen for you: a natural pair of nines takes it. "
             "Choose 9♥ 9♦ and press Take the pile; the 9♣ and your pair make a meld, and "
             "the rest of the pile comes into your hand.",
             TakePile(tuple(c("9H 9D"))), "pile-2", "Take the pile"),
        Step("Add to a meld", "The pile gave you two kings. Choose K♣ K♥ and press Meld: "
             "cards of a rank your side has down are added to that meld (6 kings now).",
             AddToMeld(0, tuple(c("KC KH"))), "basics-5", "Meld the chosen cards"),
        Step("Discard again", "The 7♦ came back with the pile and still fits nothing: choose "
             "it and press Discard. You keep the 9♠ and your pair of queens.",
             Discard(c("7D")[0]), "basics-8", "Discard the chosen card"),
        Step("Take a frozen pile", "Your partner discarded the 2♣ to freeze the pile: a wild "
             "card in the pile freezes it for everyone (it lies sideways), so West and East "
             "can no longer take it cheaply. A frozen pile is taken only with a natural pair "
             "of its top card, no wild card. East's Q♠ is on top and you hold Q♥ Q♦: choose "
             "them and press Take the pile.", TakePile(tuple(c("QH QD"))), "pile-6",
             "Take the pile"),
    )


def _closing_steps() -> tuple[Step, ...]:
    """A canasta, a wild card, and going out."""
    c = _cards
    return (
        Step("A canasta", "A meld of seven cards is a canasta. Choose the K♦ and press Meld: "
             "seven kings and no wild card make a natural canasta, worth a 500 bonus.",
             AddToMeld(0, tuple(c("KD"))), "basics-7", "Meld the chosen cards"),
        Step("A wild card", "A 2 or a joker is wild: it joins a meld of natural cards (at "
             "least two naturals, at most three wild cards). Choose the 2♣ and press Meld: "
             "it goes onto your aces, not onto the kings, where it would turn the natural "
             "canasta into a mixed one, worth 300 instead of 500.",
             AddToMeld(1, tuple(c("2C"))), "basics-6", "Meld the chosen cards"),
        Step("One more", "Choose the 9♠ and press Meld to add it to your nines.",
             AddToMeld(2, tuple(c("9S"))), "basics-5", "Meld the chosen cards"),
        Step("Go out", "Your side has a canasta, so you may go out: get rid of your last "
             "cards. Choose the 7♦ and press Go out; the hand ends and is scored.",
             GoOut(c("7D")[0]), "basics-9", "Go out", also=(Discard(c("7D")[0]),)),
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
    order += _cards(UPCARD) + _cards(DRAWS)
    rest = Counter(game.deck())
    rest.subtract(Counter(order))
    assert all(n >= 0 for n in rest.values()), "the stacked deal uses a card twice too often"
    # Red 3s lie at the very bottom, so nobody draws one in this short hand.
    below = sorted(rest.elements(), key=lambda card: (not card.is_red_three, str(card)))
    return below + order[::-1]


def key(action: Action) -> tuple[object, ...]:
    """A move with its cards in any order."""
    cards = tuple(sorted(map(str, getattr(action, "cards", ()))))
    return (type(action).__name__, cards, getattr(action, "meld", None),
            getattr(action, "card", None), getattr(action, "discard", None))


def _scripted(st: State, rng: object) -> Action:
    """The other players' fixed moves: draw, then the next card of their script."""
    if st.phase == "draw":
        return Draw()
    turn = sum(1 for player, a in st.log if player == st.current and isinstance(a, Discard))
    return Discard(_cards(SCRIPT[st.current][turn])[0])


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
        self.since = self.hand_start = len(self.log)
        self.log.append(Why.of("basics-2", "log.guided-dealt", cards=self.st.pile))
        self.advance()

    def policy(self, seat: int) -> Policy:
        return _scripted

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
                      title=step.title, cards=tuple(step.cards), button=step.button)


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

