"""Computer players: policies over the game's ``legal_actions()``, outside the engine.

Each player sees only what :meth:`State.observation` would show it (its own hand,
the table, the pile's top) and picks one of the legal actions; none holds rules of
its own. Three strengths:

- ``beginner`` plays a legal action at random, drawing rather than melding half the time.
- ``club`` takes the pile whenever it may, goes out when it can, melds what it can and
  discards the card the next player is least likely to want.
- ``strong`` plays as ``club`` but counts cards: it discards the card the next player is
  least likely to take the pile with, from the cards still unseen and the size of the
  pile; it keeps its wild cards for finishing canastas (or opening) instead of
  spreading them over small melds, finishes a canasta before other melds, and keeps two
  cards in hand rather than one. (Measured by bench/bots.py; other ideas tried, such as
  holding back from going out while behind, lost games and are off.)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from math import comb

from tutor.engine import (
    Action,
    AddToMeld,
    Answer,
    AskPartner,
    Card,
    Discard,
    Draw,
    Game,
    GoOut,
    Meld,
    Rank,
    State,
    TakePile,
    check_game,
    quick_count,
    rank_of,
)

Policy = Callable[[State, random.Random], Action]


def beginner(st: State, rng: random.Random) -> Action:
    """A legal action at random (half the time the plainest: draw, or discard)."""
    legal = st.legal_actions()
    plain = [a for a in legal if isinstance(a, Draw | Discard | Answer)]
    if plain and rng.random() < 0.5:
        return rng.choice(plain)
    return rng.choice(legal)


@dataclass(frozen=True)
class Style:
    """What separates a club player from a strong one."""

    keep_pairs: bool
    keep_cards: int
    """Cards to keep in hand when melding (unless going out)."""
    freeze_pile: bool
    patient: bool
    counts_cards: bool = False
    """Discards by the chance that the next player can take the pile with it, from the
    cards still unseen (what a strong player counts at the table)."""
    canasta_first: bool = False
    """Prefers the meld that finishes a canasta."""
    save_wilds: bool = False
    """Lays a wild card only to finish a canasta, to open, or with a small hand."""


CLUB = Style(keep_pairs=False, keep_cards=1, freeze_pile=False, patient=False)
STRONG = Style(keep_pairs=False, keep_cards=2, freeze_pile=False, patient=False,
               counts_cards=True, canasta_first=True, save_wilds=True)


def club(st: State, rng: random.Random) -> Action:
    return _play(st, rng, CLUB)


def strong(st: State, rng: random.Random) -> Action:
    return _play(st, rng, STRONG)


def seen(policy: Policy) -> Policy:
    """``policy`` played on what its player sees: handed a picture of the table in which
    every card the player cannot see is dealt again (:meth:`State.determinized`, with a
    fixed seed, so that the game's own chances are not touched), it cannot read the other
    hands or the stock even by mistake."""
    def move(st: State, rng: random.Random) -> Action:
        return policy(st.determinized(st.current, random.Random(0)), rng)
    move.__name__ = move.__qualname__ = getattr(policy, "__name__", "policy")
    return move


def _play(st: State, rng: random.Random, style: Style) -> Action:
    legal = st.legal_actions()
    if st.phase == "answer":
        return Answer(True) if Answer(True) in legal else legal[0]
    if st.phase == "draw":
        return _draw_or_take(st, legal, style)
    return _meld_or_discard(st, legal, rng, style)


def _meld_or_discard(st: State, legal: list[Action], rng: random.Random,
                     style: Style) -> Action:
    """After drawing: go out when the style wants to, else the best meld, else the best
    discard (asking partner when nothing else is left)."""
    outs = [a for a in legal if isinstance(a, GoOut)]
    if outs and _wants_out(st, style):
        return max(outs, key=lambda a: (a.concealed, a.discard is None))
    melds = [a for a in legal if isinstance(a, Meld | AddToMeld)]
    best = _best_meld(st, melds, style)
    if best is not None:
        return best
    discards = [a for a in legal if isinstance(a, Discard)]
    if discards:
        return _best_discard(st, discards, style, rng)
    if outs:
        return outs[0]
    ask = [a for a in legal if isinstance(a, AskPartner)]
    return ask[0] if ask else legal[0]


def _draw_or_take(st: State, legal: list[Action], style: Style) -> Action:
    takes = [a for a in legal if isinstance(a, TakePile)]
    if not takes:
        return legal[0] if legal else Draw()
    # Take with the fewest cards from hand (keep the rest for melding later); a strong
    # player keeps its wild cards out of the pile's meld.
    def cost(a: TakePile) -> tuple[int, int]:
        wilds = sum(1 for c in a.cards if c.is_wild)
        return (wilds if style.keep_pairs else 0, len(a.cards))

    return min(takes, key=cost)


def side_value(st: State, side: int) -> int:
    """What a side's melds are worth on the table now: cards and canasta bonuses."""
    rules = st.rules
    total = 0
    for m in st.melds[side]:
        total += quick_count(m, rules)
        if len(m) >= rules.canasta_size:
            wild = any(c.is_wild for c in m)
            total += rules.mixed_canasta_bonus if wild else rules.natural_canasta_bonus
    return total


def _wants_out(st: State, style: Style) -> bool:
    """A patient player goes out when its side is ahead on the table, or time is short."""
    if not style.patient:
        return True
    mine = side_value(st, st.side)
    others = [s for s in range(len(st.melds)) if s != st.side]
    best_other = max((side_value(st, s) for s in others), default=0)
    threat = any(st.canastas(st.side_of[p]) >= st.table.canastas_to_go_out
                 and len(st.hands[p]) <= 4 for p in range(st.table.players)
                 if st.side_of[p] != st.side)
    return mine >= best_other or threat or st.stock_size < 20


def _fits_style(st: State, a: Meld | AddToMeld, style: Style) -> bool:
    """A meld the style lays now: any meld while opening; else one that keeps cards in hand
    and spends wild cards only where the style would."""
    if not st.opened[st.side]:
        return True  # the opening must be completed this turn
    hand = len(st.hand)
    if hand - len(a.cards) < style.keep_cards:
        return False
    if not any(c.is_wild for c in a.cards):
        return True
    if _wastes_wilds(st, a, style, hand):
        return False
    return not (style.keep_pairs and hand - len(a.cards) < 4)


def _wastes_wilds(st: State, a: Meld | AddToMeld, style: Style, hand: int) -> bool:
    """Wild cards that would spoil a natural canasta, or (saving them) go on a meld that
    stays short of a canasta while the hand is still long."""
    side = st.melds[st.side]
    if isinstance(a, AddToMeld) and style.keep_pairs:
        target = side[a.meld]
        if len(target) >= st.rules.canasta_size and not any(c.is_wild for c in target):
            return True
    if style.save_wilds and hand > 5:
        size = len(side[a.meld]) if isinstance(a, AddToMeld) else 0
        return size + len(a.cards) < st.rules.canasta_size
    return False


def _best_meld(st: State, melds: list[Meld | AddToMeld], style: Style) -> Action | None:
    """The meld that lays the most points, unless it breaks the player's plan."""
    side = st.melds[st.side]
    chosen = [a for a in melds if _fits_style(st, a, style)]
    if not chosen:
        return None

    def gain(a: Meld | AddToMeld) -> tuple[int, int, int]:
        naturals = sum(1 for c in a.cards if c.is_natural)
        size = (len(side[a.meld]) if isinstance(a, AddToMeld) else 0) + len(a.cards)
        before = len(side[a.meld]) if isinstance(a, AddToMeld) else 0
        finishes = int(style.canasta_first and before < st.rules.canasta_size <= size)
        return (finishes, naturals, quick_count(a.cards, st.rules))

    return max(chosen, key=gain)


def _best_discard(st: State, discards: list[Discard], style: Style,
                  rng: random.Random) -> Action:
    """The card the next player can least use: a black 3, a card of a rank the next player
    has discarded or cannot add to a meld, a single rather than one of a pair, a low card;
    wild cards last (or first, to freeze a big pile against a side that could take it)."""
    hand = st.hand
    counts = Counter(c.rank for c in hand)
    nxt = (st.current + 1) % st.table.players
    their_ranks = {rank_of(m) for m in st.melds[st.side_of[nxt]]}
    shed = {a.card.rank for p, a in st.log[-4 * st.table.players:]
            if p == nxt and isinstance(a, Discard)} if style.keep_pairs else set()
    pile_big = len(st.pile) >= 6 and st.opened[st.side_of[nxt]]

    if style.counts_cards:
        return _safest_discard(st, discards, counts, rng)

    def danger(a: Discard) -> tuple[int, int, int, float]:
        c = a.card
        if c.is_wild:
            freeze = style.freeze_pile and pile_big and st.frozen_for_all()[0] is None
            return (-1 if freeze else 9, 0, 0, 0.0)
        if c.is_black_three:
            return (0, 0, 0, 0.0)
        taken = 3 if c.rank in their_ranks else 0
        pair = 2 if style.keep_pairs and counts[c.rank] >= 2 else 0
        safe = -1 if c.rank in shed else 0
        return (2 + taken + pair + safe, c.value, counts[c.rank], rng.random())

    return min(discards, key=danger)


def _safest_discard(st: State, discards: list[Discard], counts: Counter[Rank],
                    rng: random.Random) -> Action:
    """The discard that risks least: the pile's size times the chance that the next player
    can take it with that card, a little for the card's value and a pair broken."""
    nxt = (st.current + 1) % st.table.players
    side = st.side_of[nxt]
    unseen = _unseen(st)
    pool = sum(unseen.values())
    held = len(st.hands[nxt])
    wilds = unseen[Rank.TWO] + unseen[Rank.JOKER]
    their = {rank_of(m) for m in st.melds[side]}
    frozen = st.frozen_for_all()[0] is not None or not st.opened[side]
    size = len(st.pile) + 1

    def risk(a: Discard) -> tuple[float, float]:
        c = a.card
        if c.is_black_three:
            return (-1.0, 0.0)
        if c.is_wild:
            return (size * 0.0 + 8.0, rng.random())  # freezes, but a wild is worth keeping
        pair = _chance_at_least(unseen[c.rank], pool, held, 2)
        if not frozen:
            if c.rank in their:
                pair = 1.0
            else:
                one = _chance_at_least(unseen[c.rank], pool, held, 1)
                pair = max(pair, one * _chance_at_least(wilds, pool, held, 1))
        broken = 1.0 if counts[c.rank] == 2 else 0.0
        return (size * pair + broken + c.value / 10, rng.random())

    return min(discards, key=risk)


def _unseen(st: State) -> Counter[Rank]:
    """Cards of each rank the player to move cannot see: decks less own hand, table, pile."""
    seen: Counter[Rank] = Counter(c.rank for c in st.hand)
    for side in st.melds:
        for m in side:
            seen.update(c.rank for c in m)
    seen.update(c.rank for c in st.pile)
    total: Counter[Rank] = Counter(c.rank for c in st.game.deck())
    return total - seen


def _chance_at_least(copies: int, pool: int, held: int, k: int) -> float:
    """Chance that ``held`` cards drawn from ``pool`` hold at least ``k`` of ``copies``."""
    if copies < k or pool <= 0 or held < k:
        return 0.0
    miss = sum(comb(copies, i) * comb(pool - copies, held - i) for i in range(k)
               if held - i <= pool - copies)
    return max(0.0, 1.0 - miss / comb(pool, held))


@dataclass
class GameResult:
    totals: list[int]
    hands: int
    illegal: int


def play_game(game: Game, policies: list[Policy], rng: random.Random, first_dealer: int = 0,
              max_hands: int = 60,
              on_hand: Callable[[State, int, int], None] | None = None) -> GameResult:
    """Hands until the game is over (a side reaches the table's target, or falls to the
    rules' losing floor). ``policies`` are by seat; the deal rotates one seat a hand;
    ``on_hand`` hears of each hand played (its state, seed and dealer). An action a policy
    picks that the game refuses is counted and replaced by the first legal one (the bots
    here pick from ``legal_actions()``, so the count stays 0; the playout tests hold them
    to it)."""
    seats = game.seats()
    sides = game.table.sides
    totals = [0] * sides
    hands = illegal = 0
    while hands < max_hands and not (hands and check_game(totals, game.rules, game.table).over):
        dealer = (first_dealer + hands) % game.players
        seed = rng.randrange(1 << 30)
        st = game.new_initial_state(seed, totals, dealer)
        while not st.is_terminal():
            action = policies[st.current](st, rng)
            if not st.is_legal(action):
                illegal += 1
                action = st.legal_actions()[0]
            st.apply(action)
        returns = st.returns()
        for s in range(sides):
            totals[s] += returns[seats.index(s)]
        hands += 1
        if on_hand is not None:
            on_hand(st, seed, dealer)
    return GameResult(totals, hands, illegal)


from .evaluate import expert  # noqa: E402 - it plays out with the club player above

BOTS: dict[str, Policy] = {name: seen(p) for name, p in (
    ("beginner", beginner), ("club", club), ("strong", strong), ("expert", expert))}
"""The computer players by strength, each seeing only what its seat sees."""


def wasteful(st: State, card: Card) -> bool:
    """A discard a partner must not make while another card could go: a wild card (it is
    worth more in a meld than on the pile), a card of a rank its side has melded (it
    belongs on the meld: the side is building that canasta), or one the next player's side
    has melded while the pile is theirs to take (it hands them the pile)."""
    if card.is_wild:
        return True
    if not card.is_natural:
        return False
    return any(rank_of(m) is card.rank for m in st.melds[st.side]) or hands_the_pile(st, card)


def hands_the_pile(st: State, card: Card) -> bool:
    """Would discarding ``card`` hand the next player the pile? A natural card of a rank
    their side has melded, on a pile not frozen for all, is theirs to take with it (pile-3);
    a frozen pile is taken only with a natural pair from the hand."""
    nxt = st.side_of[(st.current + 1) % st.table.players]
    return (card.is_natural and nxt != st.side and st.opened[nxt]
            and st.frozen_for_all()[0] is None
            and any(rank_of(m) is card.rank for m in st.melds[nxt]))


def canasta_made(st: State, a: Action) -> tuple[Card, ...] | None:
    """The canasta a meld, an addition or a take of the pile by the player to move makes, as
    it will lie (tried on the state and undone), else None (a move the rules refuse makes
    none: a learner's answer to a puzzle may be one)."""
    if not isinstance(a, Meld | AddToMeld | TakePile) or not st.is_legal(a):
        return None
    side, size = st.side, st.rules.canasta_size
    were = [len(m) >= size for m in st.melds[side]]
    st.apply(a)
    try:
        return next((tuple(m) for i, m in enumerate(st.melds[side])
                     if len(m) >= size and not (i < len(were) and were[i])), None)
    finally:
        st.undo()


def sensible(policy: Policy) -> Policy:
    """``policy`` as the learner's partner plays it: when it would end its turn with a
    discard, it goes out if it may, else finishes a canasta if it can, else swaps a
    wasteful discard (:func:`wasteful`) for the club player's choice among the others."""
    def move(st: State, rng: random.Random) -> Action:
        action = policy(st, rng)
        if not isinstance(action, Discard):
            return action
        legal = st.legal_actions()
        outs = [a for a in legal if isinstance(a, GoOut)]
        if outs:
            return max(outs, key=lambda a: (a.concealed, a.discard is None))
        canastas = [a for a in legal
                    if isinstance(a, Meld | AddToMeld) and canasta_made(st, a) is not None]
        if canastas:
            return min(canastas, key=lambda a: sum(c.is_wild for c in a.cards))
        if wasteful(st, action.card):
            others = [a for a in legal if isinstance(a, Discard) and not wasteful(st, a.card)]
            if others:
                return _best_discard(st, others, CLUB, rng)
        return action
    move.__name__ = move.__qualname__ = f"sensible_{getattr(policy, '__name__', 'policy')}"
    return move


PARTNERS: dict[str, Policy] = {name: sensible(p) for name, p in BOTS.items()}
"""The computer players as the learner's partners in Play: never a wasteful discard."""
