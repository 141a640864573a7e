"""The coach's judgement of a move: what it cost against the best move, by the evaluator.

After each of the learner's decisions in Play (a move with a choice), the evaluator
(:mod:`tutor.bots.evaluate`) rates the legal moves of the position before it, spending
its later rounds on the better half of them and the learner's move (the expert's search:
a third of the time, and its "best" is the best of fewer noisy moves, so the cost it says
runs less high); the move's cost is the best move's worth less its own, in points. A cost
over the learner's threshold earns a note: what a strong player would do, what it was
worth, and, where the position shows why, the reason in words with the rule it rests on.
A cost the rounds leave unsure is measured again over more deals of the best move and
the learner's (:data:`MORE`). The judgement takes about half a second (a second or so
where it plays on) and runs beside the page (a click never waits for it)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from tutor.engine import (
    Action,
    AddToMeld,
    AskPartner,
    Card,
    Discard,
    Draw,
    GoOut,
    Meld,
    State,
    TakePile,
    Why,
    option_why,
    rank_of,
)

from . import canasta_made, club, hands_the_pile
from .evaluate import Worth, focused, played_on

#: The marks a move earns by what it cost, in points: at least this much (the least first).
MARKS = (("inaccuracy", 30), ("mistake", 80), ("blunder", 200))
#: A cost counts only when it is this many standard errors clear of nothing: the
#: evaluator's playouts are a sample, and a coach that cries wolf is not listened to.
SURE = 2.5
#: The deals of the unseen cards the coach plays each move out over.
ROUNDS = 64
#: Where those leave a cost unsure (more than one standard error, not yet SURE), the best
#: move and the learner's are played on over this many deals more: a draw past a 9-card
#: pile that took a canasta measured 109 ± 60 points at 64 rounds, and went unmarked in a
#: walk's review while Play had said the pile could be taken.
MORE = 192
#: What the learner asks the coach to speak about: this mark and worse.
LEVELS = ("blunder", "mistake", "inaccuracy")


@dataclass(frozen=True)
class Judged:
    """One decision judged: the move, the best one, the cost, the mark and the note."""

    chosen: Action
    best: Action
    cost: int
    mark: str
    """good, inaccuracy, mistake or blunder."""
    note: Why | None
    worths: tuple[Worth, ...]


def mark(cost: float) -> str:
    out = "good"
    for name, least in MARKS:
        if cost >= least:
            out = name
    return out


def judge(st: State, chosen: Action, seed: int = 0, rounds: int = ROUNDS) -> Judged:
    """The move ``chosen`` in ``st`` (before it is played) against the best the evaluator
    finds there; a cost the playouts do not make sure of counts as none. By rounds, not
    by time: a busy machine's judgement comes later, not different (a draw past a pile
    worth taking measured 95 ± 171 points at 16 rounds, 271 ± 93 at 64). The rounds go as
    the expert's search spends them (:func:`focused`): after a few, only the better half of
    the moves, and the learner's, are played on."""
    worths = focused(st, rounds, seed, None, club, chosen)
    mine = next(w for w in worths if w.action == chosen)
    again = [chosen] if unsure(worths[0], mine) else []
    return weigh(st, chosen, tuple(played_on(st, worths, again, seed, MORE)))


def unsure(best: Worth, other: Worth) -> bool:
    """Is ``other``'s cost against ``best`` unsure: more than a standard error, not yet
    :data:`SURE`? (Then both are played on, over :data:`MORE` rounds.)"""
    gap, error = best.beats(other)
    return best is not other and error < gap <= SURE * error


def weigh(st: State, chosen: Action, worths: tuple[Worth, ...]) -> Judged:
    """The move ``chosen`` judged against the evaluator's ``worths`` of ``st``'s moves
    (best first, ``chosen`` among them)."""
    mine = next(w for w in worths if w.action == chosen)
    best = worths[0]
    cost = cost_of(best, mine)
    got = mark(cost)
    note = None if got == "good" else _note(st, chosen, best.action, cost, got)
    return Judged(chosen, best.action, cost, got, note, worths)


def cost_of(best: Worth, mine: Worth) -> int:
    """What a move cost against the best, in points: none where the playouts are not sure
    of it (see :data:`SURE`)."""
    gap, error = best.beats(mine)
    return max(0, round(gap)) if gap > SURE * error else 0


def speaks(judged: Judged, level: str) -> bool:
    """Does the coach speak about this move, at the learner's level (none: "off")?"""
    order = [name for name, _ in MARKS]
    if judged.mark not in order or level not in order:
        return False
    return order.index(judged.mark) >= order.index(level)


def deciding_rule(note: Why) -> str | None:
    """The rule a judgement's note rests on when the position shows why the better move is
    better (a note without a reason names no rule: the best move's rule does not decide)."""
    reason = note.fact("reason")
    if not isinstance(reason, Why) or reason.code == "no-reason":
        return None
    return reason.rule or None  # (a reason of play, not of the rules, names none)


def _note(st: State, chosen: Action, best: Action, cost: int, got: str) -> Why:
    reason = reason_of(st, chosen, best)
    rule = reason.rule if reason is not None and reason.rule else option_why(st, best).rule
    return Why.of(rule, "coach.judged", mark=Why.plain(f"coach.mark.{got}"), cost=cost,
                  best=option_why(st, best), chosen=option_why(st, chosen),
                  reason=reason if reason is not None else Why.plain("no-reason"))


def reason_of(st: State, chosen: Action, best: Action) -> Why | None:
    """Why the better move is better, where the position shows it."""
    if isinstance(best, TakePile) and isinstance(chosen, Draw):
        return Why.of("pile-1", "coach.why.take", n=len(st.pile))
    if isinstance(best, GoOut) and not isinstance(chosen, GoOut):
        return Why.of("basics-9", "coach.why.out")
    if isinstance(best, AskPartner) and not isinstance(chosen, GoOut | AskPartner):
        return Why.of("scoring-8", "coach.why.ask")
    if isinstance(chosen, GoOut) and not isinstance(best, GoOut):
        return Why.of("basics-9", "coach.why.wait")
    canasta = _canasta_reason(st, chosen, best)
    if canasta is not None:
        return canasta
    if isinstance(chosen, Discard):
        return _discard_reason(st, chosen, best)
    return _more_reason(chosen, best)


def _more_reason(chosen: Action, best: Action) -> Why | None:
    """The better move lays the same cards on the same meld, and more (a walk's "Better:
    Add 10♣ 10♠ Joker Joker to …" beside "You played: Add 10♠ 10♣ Joker to …" left the
    learner to find the one Joker between them)."""
    if (isinstance(chosen, Meld) and isinstance(best, Meld)) or (
            isinstance(chosen, AddToMeld) and isinstance(best, AddToMeld)
            and chosen.meld == best.meld):
        mine, better = Counter(chosen.cards), Counter(best.cards)
    else:
        return None
    if not mine < better:
        return None
    return Why.plain("coach.why.more", cards=tuple((better - mine).elements()))


def _canasta_reason(st: State, chosen: Action, best: Action) -> Why | None:
    """The better move makes a canasta, the move played none."""
    made = canasta_made(st, best)
    if made is None or canasta_made(st, chosen) is not None:
        return None
    natural = not any(c.is_wild for c in made)
    rules = st.rules
    return Why.of("scoring-2", "coach.why.canasta" if natural else "coach.why.mixed-canasta",
                  rank=rank_of(made), bonus=rules.natural_canasta_bonus if natural
                  else rules.mixed_canasta_bonus)


def _discard_reason(st: State, chosen: Discard, best: Action) -> Why | None:
    """Why a discard is worse than the better move: it hands the next player the pile
    (whatever the better move is: a walk's note put "Add 8♠ to the eights" before a 4♠
    that let West take 17 cards, and never said so), it throws a wild card the better move
    keeps or lays, or, against a better discard, it breaks a pair."""
    card = chosen.card
    other = best.card if isinstance(best, Discard) else None
    # (a reason the better discard shares is no reason: a walk read "the 8♦ lets them take
    # the pile. Better: Discard 7♣" beside their sevens on the table)
    if hands_the_pile(st, card) and not (other is not None and hands_the_pile(st, other)):
        return Why.of("pile-3", "coach.why.feeds", card=card, rank=card.rank)
    if card.is_wild and not (isinstance(best, Discard) and best.card.is_wild):
        # (against a meld too: a walk's Joker thrown in place of A♠ A♣ Joker laid said no
        # more than what it cost)
        return Why.of("pile-5", "coach.why.wild", card=card)
    return None if other is None else _against_discard(st, card, other)


def _against_discard(st: State, card: Card, other: Card) -> Why | None:
    """Why throwing ``card`` is worse than throwing ``other``: it breaks a pair the other
    does not, or it spends a black 3 on a pile worth little."""
    if card.is_natural and _pair(st, card) and not (other.is_natural and _pair(st, other)):
        return Why.of("pile-2", "coach.why.pair", rank=card.rank)
    if card.is_black_three and not other.is_black_three and len(st.pile) <= EARLY_STOP:
        # (a walk's 3♠ on a one-card pile was a blunder of 462 points with no word why)
        return Why.of("pile-7", "coach.why.stop-early", card=card, n=len(st.pile))
    return None


#: A black 3 thrown on a pile of this many cards or fewer stops the next player from taking
#: little: kept, it can stop them when the pile is worth taking.
EARLY_STOP = 2


def _pair(st: State, card: Card) -> bool:
    """Does the hand hold exactly two of the card's rank (a pair the discard breaks)?"""
    return sum(1 for c in st.hand if c.rank is card.rank) == 2
