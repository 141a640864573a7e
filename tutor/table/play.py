"""Playing a game against computer players, without Streamlit: what the Play page shows
and does.

The learner sits at seat 0; the other seats are computer players (tutor/bots). Every
move goes through the game state's one move generator: a learner's attempt that the rules
refuse comes back as the rule that refuses it and changes nothing. What the computer
players do is written to a log in words a card player uses.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import InitVar, dataclass, field
from typing import NamedTuple

from tutor.bots import BOTS, PARTNERS, Policy, hands_the_pile
from tutor.engine import (
    ACTION_RULES,
    DEFAULT_RULES,
    Action,
    AddToMeld,
    Card,
    Discard,
    Draw,
    Game,
    GoOut,
    IllegalAction,
    Line,
    Meld,
    State,
    TakePile,
    Why,
    action_facts,
    card_value,
    check_game,
    option_why,
    parse_action,
    rank_of,
    sort_cards,
)
from tutor.explain import say, words
from tutor.puzzles.positions import state_puzzle
from tutor.table.record import GameDigest, game_record, hand_record, read_record

NEXT_HAND = "next hand"


def seat_why(players: int, seat: int) -> Why:
    """A seat at a table of ``players``, to be said: the catalogue's ``seat.<players>.<seat>``
    says it inside a sentence ("you", "your partner", "West"); ``{who:Upper}`` starts one."""
    return Why.plain(f"seat.{players}.{seat}")


def seat_names(players: int) -> tuple[str, ...]:
    """The seats' names as a table's rows show them: "You", "West", "Your partner"."""
    return tuple(words("seat.name", who=seat_why(players, i)) for i in range(players))


@dataclass(frozen=True)
class ScoreRow:
    """One line of the scores table: who, their running total, and whether their side in
    this hand has opened ("opened") or else the minimum its first meld needs."""

    name: str
    total: int
    needs: str


class Decision(NamedTuple):
    """A move of the learner's with a choice in it: the position before it, the move, and
    where in the hand's log it is."""

    before: State
    action: Action
    at: int


@dataclass
class Session:
    """One game at the table: hands until a side reaches the target."""

    rules: str = DEFAULT_RULES
    players: int = 4
    teams: str | None = None
    bot: str = "club"
    seed: int = 0
    totals: list[int] = field(default_factory=list)
    hand_no: int = 0
    log: list[Why] = field(default_factory=list)
    """What happened, a line a reason (said by :meth:`log_lines`)."""
    last_score: list[list[tuple[Why, int, str]]] = field(default_factory=list)
    state: State | None = None
    moves: list[str] = field(default_factory=list)
    """The learner's moves in order ("next hand" between hands): with the seed, the game."""
    notes: list[Why] = field(default_factory=list)
    """The coach's notes on the learner's last move (legal moves a strong player would not
    make), from the engine's own facts."""
    noted: dict[str, object] | None = None
    """The position the coach's notes (or a refused move) are about, as a puzzle: it goes
    into the learner's review queue."""
    pause: bool = False
    """The learner steps through the computer players' moves one at a time."""
    since: int = 0
    """Where in the log the learner's last move (or the deal) is: the log shows from there."""
    hand_start: int = 0
    """Where in the log this hand's deal is: the whole hand's log starts there."""
    opening: str | None = None
    """A record (docs/record-format.md) this game plays on from: its hands are dealt and
    played again to the position where it stops, then the game goes on from there."""
    careful: bool = True
    """The learner's partners play as :func:`tutor.bots.sensible` makes them (games saved
    before that replay without it)."""
    play_on: InitVar[bool] = True
    """False: stay at the opening's position (the computer players do not move on)."""

    def __post_init__(self, play_on: bool) -> None:
        self.game = Game.named(self.rules, self.players, self.teams)
        self.rng = random.Random(self.seed)
        if not self.totals:
            self.totals = [0] * self.game.table.sides
        self.scored = 0
        self.decision: Decision | None = None
        """The learner's last move with a choice in it, and the position before it: what
        the coach judges (tutor.bots.coach)."""
        self.dealt: list[tuple[int, int]] = []
        """Each hand's seed and dealer, in order: with the states' logs, the game's record."""
        self.played: list[State] = []
        """The hands before this one, as they ended."""
        self.earlier = 0
        """The learner's moves in the opening, counted as :attr:`moves` counts them."""
        if self.opening is not None:
            self._resume(self.opening, play_on)
        elif self.state is None:
            self.deal()

    # --- the hand ---------------------------------------------------------------------

    def deal(self) -> None:
        dealer = (self.hand_no + self.players - 1) % self.players  # the learner starts first
        self._start(self.rng.randrange(1 << 30), dealer)
        self.advance()

    def _start(self, seed: int, dealer: int) -> None:
        """A new hand dealt from ``seed`` and logged; the one before is kept."""
        if self.state is not None:
            self.played.append(self.state)
        self.dealt.append((seed, dealer))
        self.state = self.game.new_initial_state(seed, self.totals, dealer)
        self.hand_no += 1
        self.log_deal(Why.of("basics-2", "log.dealt", n=self.hand_no, cards=self.st.pile))

    def _resume(self, opening: str, play_on: bool) -> None:
        """The opening record's hands dealt and played again, each move logged as in play;
        then (``play_on``) the computer players move on to the learner's turn."""
        for h, hand in enumerate(read_record(opening).hands):
            self._start(hand.seed, hand.dealer)
            self.earlier += h > 0  # the learner's "next hand", as moves counts it
            for seat, text in hand.actions:
                if seat == 0:
                    self.since = len(self.log)
                    self.earlier += 1
                self._apply(seat, parse_action(text))
            if self.st.is_terminal():
                self._end_hand()
        if play_on:
            self.advance()

    def log_deal(self, line: Why) -> None:
        """A new hand's first lines: the deal, then the red 3s laid out from it."""
        self.since = self.hand_start = len(self.log)
        self.log.append(line)
        for side, reds in enumerate(self.st.reds):
            if reds:
                self.log.append(Why.of("basics-3", "log.reds-dealt", side=self.side_why(side),
                                       cards=reds))

    @property
    def st(self) -> State:
        assert self.state is not None
        return self.state

    @property
    def names(self) -> tuple[str, ...]:
        return seat_names(self.players)

    def number(self) -> int:
        """The learner's moves so far in the whole game, the opening's too: the seed the
        coach judges the last one with (a review of the game judges it the same)."""
        return self.earlier + len(self.moves)

    def my_turn(self) -> bool:
        return not self.st.is_terminal() and self.st.current == 0

    def policy(self, seat: int) -> Policy:
        """A seat's computer player; the learner's partners never discard wastefully (a
        game kept before they were careful replays as it was played)."""
        seats = self.game.seats()
        if self.careful and seats[seat] == seats[0]:
            return PARTNERS[self.bot]
        return BOTS[self.bot]

    def advance(self, limit: int | None = None) -> None:
        """The computer players move until it is the learner's turn or the hand is over, or
        for at most ``limit`` moves."""
        st = self.st
        moves = 0
        while not st.is_terminal() and st.current != 0 and moves < (limit or 2000):
            seat = st.current
            action = self.policy(seat)(st, self.rng)
            self._apply(seat, action)
            moves += 1
        if st.is_terminal() and not self.last_scored():
            self._end_hand()

    def last_scored(self) -> bool:
        return self.scored == self.hand_no

    def waiting(self) -> str | None:
        """Whose move the learner is waiting to see (with the pause on), else None."""
        if self.st.is_terminal() or self.st.current == 0:
            return None
        return self.names[self.st.current]

    def play(self, action: Action) -> Why | None:
        """The learner's move: None when it was played, else the rule that refuses it."""
        st = self.st
        if not self.my_turn():
            return Why.of("basics-4", "play.not-your-turn")
        why = st.why_illegal(action)
        if why is not None:
            self.noted = position_puzzle(self)
            return why
        self.notes = coach_notes(st, action)
        self.noted = position_puzzle(self) if self.notes else None
        self.decision = (Decision(st.clone(), action, len(st.log))
                         if len(st.legal_actions()) > 1 else None)
        self.since = len(self.log)
        try:
            self._apply(0, action)
        except IllegalAction as e:  # the same checker said yes a moment ago
            return e.why
        self.moves.append(repr(action))
        if not self.pause or st.is_terminal():  # with the pause on, the learner steps on
            self.advance()
        return None

    def _apply(self, seat: int, action: Action) -> None:
        """A move played and logged, with the red 3s a draw brings out."""
        st = self.st
        line = self.log_why(seat, action)
        side = st.side_of[seat]
        before = len(st.reds[side])
        held = Counter(st.hands[seat]) if seat == 0 and isinstance(action, Draw) else None
        st.apply(action)
        got = tuple((Counter(st.hands[seat]) - held).elements()) if held is not None else ()
        if got:  # your own draw names the card (a walk hunted for it in the hand)
            line = Why.of(line.rule, "log.draw-you-cards", who=self.seat_why(seat), cards=got)
        self.log.append(line)
        drawn = st.reds[side][before:] if isinstance(action, Draw) else []
        if drawn:
            self.log.append(Why.of("basics-3", "log.reds-drawn-you" if seat == 0 else
                                   "log.reds-drawn", who=self.seat_why(seat), cards=tuple(drawn)))

    def log_lines(self, start: int = 0) -> list[str]:
        """The log from ``start``, in words."""
        return [say(line) for line in self.log[start:]]

    def since_your_move(self) -> list[str]:
        """What happened since the learner's last move (your move, then the others'), or
        since the deal: what the page shows where the eye is."""
        return self.log_lines(self.since)

    def _end_hand(self) -> None:
        st = self.st
        self.scored = self.hand_no
        verdict = st.score()
        returns = st.returns()
        seats = self.game.seats()
        for s in range(len(self.totals)):
            self.totals[s] += returns[seats.index(s)]
        self.last_score = [[(self._label(side, ln), ln.points, ln.rule)
                            for ln in lines.lines]
                           for side, lines in enumerate(verdict.sides)]
        scores = [Why.plain("log.side-score", side=self.side_why(i), n=s)
                  for i, s in enumerate(verdict.scores)]
        if st.went_out is None:
            self.log.append(Why.of("basics-4", "log.stock-out", scores=scores))
        else:
            code = "log.out-concealed-scores" if st.concealed else "log.out-scores"
            self.log.append(Why.of("basics-9", code + ("-you" if st.went_out == 0 else ""),
                                   who=self.seat_why(st.went_out), scores=scores))

    def _label(self, side: int, line: Line) -> Why:
        """What a score line is for, in the players' names: the cards left in whose hand."""
        if not line.cards or line.item not in ("line.in-hand", "line.in-hand-of"):
            return line.what
        st = self.st
        for p in st.members(side):
            if st.hands[p] and sorted(st.hands[p]) == sorted(line.cards):
                return (Why.of(line.rule, "line.in-your-hand") if p == 0
                        else Why.of(line.rule, "line.in-hand-of-player", name=self.seat_why(p)))
        return line.what

    def seat_why(self, seat: int) -> Why:
        """A seat of this game, to be said (see :func:`seat_why`)."""
        return seat_why(self.players, seat)

    def called(self, seat: int) -> str:
        """A seat's name inside a sentence: 'you', 'your partner', 'West'."""
        return say(self.seat_why(seat))

    def seat_of(self, total: int) -> int:
        """The first seat of the game's side whose running total is ``totals[total]``."""
        return self.game.seats().index(total)

    def score_rows(self) -> list[ScoreRow]:
        """The scores table: each game side's running total, and whether its side in this
        hand has opened, else the minimum its first meld needs (at three players, after
        the first take of the pile, a player's side in the hand is the lone player or the
        pair; once the hand is over, each minimum is the next hand's)."""
        stt = self.st
        over = stt.is_terminal()
        rules, table = self.game.rules, self.game.table
        rows = []
        for i, total in enumerate(self.totals):
            side = stt.side_of[self.seat_of(i)]
            if stt.opened[side] and not over:
                needs = words("play.opened")
            else:
                needs = f"{rules.minimum(total if over else stt.totals[side], table)[0]:,}"
            rows.append(ScoreRow(words("seat.name", who=self.total_why(i)), total, needs))
        return rows

    def over(self) -> tuple[bool, int | None]:
        verdict = check_game(self.totals, self.game.rules, self.game.table)
        return verdict.over, verdict.winner

    def next_hand(self) -> None:
        if self.st.is_terminal() and not self.over()[0]:
            self.moves.append(NEXT_HAND)
            self.deal()

    def decision_key(self, decision: Decision) -> str | None:
        """What the judgement of the learner's last move with a choice in it (``decision``,
        of this hand) is kept by: the key a review of this game finds it under (None for a
        game from a position given, which has no record to review)."""
        if len(self.dealt) != len(self.played) + 1:
            return None
        digest = GameDigest.of(self.game)
        for st, (seed, dealer) in zip([*self.played, self.st], self.dealt, strict=True):
            digest.deal(seed, dealer)
            for _, action in st.log if st is not self.st else st.log[:decision.at + 1]:
                digest.move(action)
        return digest.key(self.number())

    def record(self) -> str:
        """The game so far as a public record (docs/record-format.md): every hand's seed,
        dealer and moves, the one being played too."""
        hands = [hand_record(st, seed, dealer) for st, (seed, dealer)
                 in zip([*self.played, self.st], self.dealt, strict=True)]
        return game_record(self.game, hands, ["learner", *[self.bot] * (self.players - 1)])

    # --- kept in the store: the seed and the learner's moves replay the game -----------

    def to_json(self) -> str:
        kept = {"rules": self.rules, "players": self.players, "teams": self.teams,
                "bot": self.bot, "seed": self.seed, "moves": self.moves,
                "careful": self.careful}
        return json.dumps(kept if self.opening is None else {**kept, "opening": self.opening})

    @classmethod
    def from_json(cls, text: str) -> Session:
        """The game as it was: dealt again from its seed, the learner's moves played again
        (the computer players make the same choices from the same random draws)."""
        data = json.loads(text)
        game = cls(data["rules"], int(data["players"]), data.get("teams"), data["bot"],
                   int(data["seed"]), opening=data.get("opening"),
                   careful=bool(data.get("careful", False)))
        for move in data["moves"]:
            if move == NEXT_HAND:
                game.next_hand()
            elif game.play(parse_action(move)) is not None:
                raise ValueError(f"a saved move no longer fits the game: {move}")
        return game

    # --- words ------------------------------------------------------------------------

    def side_name(self, side: int) -> str:
        """A side of this hand as a heading names it: 'You', 'Your side', 'West and East'
        (at three players, after the first take of the pile: the lone player, or the pair)."""
        return words("seat.name", who=self.side_why(side))

    def side_why(self, side: int) -> Why:
        """A side of this hand, to be said inside a sentence ("your side", "West and
        East")."""
        return self._seats_why(self.st.members(side))

    def hand_role(self, side: int) -> str:
        """At three players after the first take of the pile: ' (alone this hand)' for the
        lone player's side, ' (a pair this hand)' for the other two; else ''."""
        if self.players != 3 or len(self.st.melds) != 2:
            return ""
        return words("play.pair-this-hand" if len(self.st.members(side)) > 1
                     else "play.alone-this-hand")

    def partners(self) -> str | None:
        """Who plays with you, in a sentence: "Your partners: Left 2 and Right 2." At
        three players, once a pair has formed, who is your partner for this hand; None
        when you play alone."""
        mates = [self.seat_why(p) for p in self.st.members(self.st.side_of[0]) if p != 0]
        if not mates:
            if self.players == 3 and len(self.st.melds) == 2:
                return words("play.alone-against-pair")
            return None
        if self.players == 4:
            return None  # the seat is called "Your partner"
        return words("play.partner-for-hand" if self.players == 3 else "play.partners",
                     mates=mates, n=len(mates))

    def total_why(self, total: int) -> Why:
        """The game side whose running total is ``totals[total]``, to be said."""
        return self._seats_why([p for p, s in enumerate(self.game.seats()) if s == total])

    def _seats_why(self, seats: Sequence[int]) -> Why:
        if 0 in seats and len(seats) > 1 and self.players != 3:
            return Why.plain("seat.your-side")
        return Why.plain("seat.and", seats=[self.seat_why(p) for p in sorted(seats)])

    def say(self, seat: int, action: Action) -> str:
        """A move as the log says it, in words."""
        return say(self.log_why(seat, action))

    def option_words(self, action: Action) -> str:
        """A move the learner may make, said as an option: "Discard 2♠.", "Meld K♠ K♥ K♦."."""
        return say(option_why(self.st, action))

    def log_why(self, seat: int, action: Action) -> Why:
        """A move as the log says it: who did what, with which cards."""
        kind, facts = self._log_facts(action)
        code = f"log.{kind}{'-you' if seat == 0 else ''}"
        return Why.of(ACTION_RULES[type(action)], code, None, who=self.seat_why(seat), **facts)

    def _log_facts(self, a: Action) -> tuple[str, dict[str, object]]:
        return action_facts(self.st, a)

    # --- building the learner's move from chosen cards ---------------------------------

    def meld_action(self, cards: Sequence[Card], onto: int | None = None) -> Action | Why:
        """The chosen cards laid down: added to your side's meld of their rank, or a new
        meld; wild cards alone go onto the side's meld that has room, the biggest first, a
        natural canasta last."""
        if not cards:
            return Why.of("basics-5", "play.choose-meld")
        st = self.st
        melds = st.melds[st.side]
        naturals = {c.rank for c in cards if c.is_natural}
        if len(naturals) == 1:
            rank = next(iter(naturals))
            for i, m in enumerate(melds):
                if rank_of(m) is rank:
                    return AddToMeld(i, tuple(cards))
            return Meld(tuple(cards))
        if not naturals and all(c.is_wild for c in cards):
            return self._wilds_onto(tuple(cards), onto)
        return Meld(tuple(cards))  # the rules say what is wrong with it

    def _wilds_onto(self, wilds: tuple[Card, ...], onto: int | None) -> Action | Why:
        """Wild cards alone: onto the meld the learner chose, else the biggest meld that is
        not yet a natural canasta (a wild card would make it mixed), then the natural
        canastas."""
        st = self.st
        melds = st.melds[st.side]
        if onto is not None and onto < len(melds):
            return AddToMeld(onto, wilds)
        size = st.rules.canasta_size
        order = sorted(range(len(melds)), key=lambda i: (
            len(melds[i]) >= size and not any(c.is_wild for c in melds[i]), -len(melds[i])))
        for i in order:
            if st.is_legal(AddToMeld(i, wilds)):
                return AddToMeld(i, wilds)
        return Why.of("basics-6", "play.no-room-for-wilds")

    def hand(self) -> list[Card]:
        """Your hand, sorted and grouped by rank (wild cards last)."""
        return sort_cards(self.st.hands[0])


# --- the coach ----------------------------------------------------------------------------


def coach_notes(st: State, action: Action) -> list[Why]:
    """What a strong player would point out about a legal ``action`` before it is played:
    a takeable pile passed up, a going out missed, a wild card laid on a natural canasta, a
    discard that hands the next player a big pile. Each note rests on the engine's facts."""
    legal = st.legal_actions()
    notes = [*_passed_pile(st, action, legal), *_spoiled_canasta(st, action)]
    if isinstance(action, Discard) and any(isinstance(a, GoOut) for a in legal):
        notes.append(Why.of("basics-9", "coach.go-out"))
    if isinstance(action, Discard):
        notes += [*_discard_notes(st, action.card), *_wild_thrown(st, action.card)]
    return notes


def coach_points_to(st: State) -> type[TakePile] | type[GoOut] | None:
    """The move the coach would point to before the learner makes one: the pile when
    drawing would pass up a pile worth taking, going out when a discard would miss it (the
    same facts as its notes after a move)."""
    legal = st.legal_actions()
    if st.phase == "draw" and _passed_pile(st, Draw(), legal):
        return TakePile
    if st.phase == "meld" and any(isinstance(a, GoOut) for a in legal):
        return GoOut
    return None


def _passed_pile(st: State, action: Action, legal: list[Action]) -> list[Why]:
    """A draw while a pile of three or more could be taken."""
    takes = [a for a in legal if isinstance(a, TakePile)]
    if not isinstance(action, Draw) or not takes or len(st.pile) < 3:
        return []
    way = min(takes, key=lambda a: len(a.cards))
    return [Why.of("pile-1", "coach.take-with" if way.cards else "coach.take",
                   n=len(st.pile), card=st.pile[-1], cards=way.cards)]


def _spoiled_canasta(st: State, action: Action) -> list[Why]:
    """A wild card laid on a natural canasta (it becomes mixed)."""
    if not isinstance(action, AddToMeld) or not any(c.is_wild for c in action.cards):
        return []
    target = st.melds[st.side][action.meld]
    if len(target) < st.rules.canasta_size or any(c.is_wild for c in target):
        return []
    return [Why.of("scoring-2", "coach.spoils-natural", natural=st.rules.natural_canasta_bonus,
                   mixed=st.rules.mixed_canasta_bonus)]


def _discard_notes(st: State, card: Card) -> list[Why]:
    """A discard the next player can add to their side's meld while the pile is big."""
    if len(st.pile) < 4 or not hands_the_pile(st, card):
        return []
    return [Why.of("pile-3", "coach.feeds-next", card=card, rank=card.rank,
                   n=len(st.pile) + 1)]


#: A pile smaller than this is not worth a wild card to freeze (pile-5).
GUARD_WORTHY = 5


def _wild_thrown(st: State, card: Card) -> list[Why]:
    """A wild card discarded where freezing the pile buys little: the pile already frozen,
    or too small to guard, while the hand held a natural card to throw instead."""
    if not card.is_wild or all(c.is_wild for c in st.hands[st.current]):
        return []
    frozen = st.frozen_for_all()[0] is not None
    if not frozen and len(st.pile) >= GUARD_WORTHY:
        return []  # (freezing a big pile against the next player may be the point)
    return [Why.of("pile-5", "coach.wild-thrown-frozen" if frozen else "coach.wild-thrown",
                   card=card, n=len(st.pile), value=card_value(card, st.rules))]


# --- the position as a puzzle -------------------------------------------------------------


def position_puzzle(game: Session) -> dict[str, object] | None:
    """The learner's position as a puzzle in the public format: before drawing, "can you
    take the pile?"; after, "can you go out?". None when it is not the learner's turn."""
    return position_puzzle_of(game.st, game)


def position_puzzle_of(st: State, game: Session) -> dict[str, object] | None:
    """As :func:`position_puzzle`, for a position of the game's (the one before a move)."""
    if st.is_terminal() or st.current != 0:
        return None
    return state_puzzle(st, f"play-{game.seed}-{game.hand_no}-{len(game.moves)}")
