"""Fresh puzzles without end: realistic positions with engine-computed answers.

    canasta-tutor generate --kind take_pile --count 100 --seed 7 [--difficulty 3]
                           [--rules bicycle] [--players 2] [--teams 2x3] [--theme frozen]

Positions are dealt from the real decks of the table (so no card appears more
often than the decks hold), hands have sizes that occur in play (a side that
has not opened holds the deal's size; an opened player 3 to 11 cards), and the
side's melds are legal melds of distinct ranks. Yes and no answers alternate,
a requested difficulty or theme is reached by drawing again, the output is the
same for the same arguments, and no position comes twice.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from typing import Any

from .engine import ALL_CARDS, Card, Rank, check_meld, get_rules
from .engine.cards import MELD_RANKS
from .engine.ruleids import RULE_IDS
from .engine.rules import DEFAULT_RULES, RuleSet, Table
from .explain import title
from .practice import difficulty
from .puzzle import PuzzleError, parse_puzzle, solve

#: Themes by name; any rule id (``pile-7``, ``Q1`` …) is also a theme.
THEMES: dict[str, set[str]] = {
    "frozen": {"pile-4", "pile-5", "pile-6", "bicycle-frozen"},
    "blocked": {"pile-7"},
    "opening": {"first-meld-7"},
    "natural_wild": {"pile-2"},
    "add_to_meld": {"pile-3"},
    "top_card": {"pile-8"},
    "minimum": {"first-meld-3", "first-meld-4", "first-meld-5", "first-meld-6", "variants-9"},
    "concealed": {"scoring-1"},
    "canasta": {"basics-7", "scoring-2"},
    "black_threes": {"scoring-9"},
    "red_threes": {"scoring-3", "variants-8"},
}
#: A theme of its own: positions met in games between computer players (take_pile and
#: go_out), chosen where the decision matters.
FROM_PLAY = "from_play"

KINDS = ("meld", "take_pile", "first_meld", "go_out", "score_hand", "upcard", "game")
#: The answer field whose yes/no (or value class) is balanced, per kind.
BALANCE = {"meld": "legal", "take_pile": "can_take", "first_meld": "meets",
           "go_out": "can_go_out", "score_hand": None, "upcard": "frozen", "game": "over"}
ATTEMPTS = 400


class Deck:
    """The table's cards, shuffled; cards are taken out as the position is dealt."""

    def __init__(self, rng: random.Random, table: Table) -> None:
        cards = [c for c in ALL_CARDS if c.suit is not None for _ in range(table.copies)]
        cards += [c for c in ALL_CARDS if c.suit is None] * table.jokers
        rng.shuffle(cards)
        self.cards = cards
        self.rng = rng

    def take(self, want: Callable[[Card], bool] = lambda c: True) -> Card | None:
        for i in range(len(self.cards) - 1, -1, -1):
            if want(self.cards[i]):
                return self.cards.pop(i)
        return None

    def take_n(self, n: int, want: Callable[[Card], bool] = lambda c: True) -> list[Card]:
        out = []
        for _ in range(n):
            c = self.take(want)
            if c is None:
                break
            out.append(c)
        return out


def _of_rank(rank: Rank) -> Callable[[Card], bool]:
    return lambda c: c.rank is rank


def _rank(meld: list[str]) -> Rank | None:
    return next((Card(x).rank for x in meld if Card(x).is_natural), None)


def _s(cards: list[Card]) -> list[str]:
    return [str(c) for c in cards]


def _meld(deck: Deck, rng: random.Random, rank: Rank, size: int, wilds: int) -> list[Card]:
    nat = deck.take_n(max(2, size - wilds), lambda c: c.rank is rank)
    return nat + deck.take_n(wilds, lambda c: c.is_wild)


def _side_melds(deck: Deck, rng: random.Random, k: int, avoid: set[Rank],
                rules: RuleSet) -> list[list[str]]:
    melds = []
    ranks = [r for r in MELD_RANKS if r not in avoid]
    rng.shuffle(ranks)
    for rank in ranks[:k]:
        size = rng.choice([3, 3, 4, 4, 5, 6, 7, 7, 8])
        wilds = rng.choice([0, 0, 0, 1, 1, 2, 3])
        meld = _meld(deck, rng, rank, size, min(wilds, size - 2))
        if len(meld) >= 3 and check_meld(meld, rules).legal:
            melds.append(_s(meld))
    return melds


def _score(rng: random.Random, table: Table, near: bool) -> int:
    anchors = [-150, -20, 0, 400, 1200, 1495, 1500, 2100, 2995, 3000, 4400]
    if table.top_band is not None:
        anchors += [6995, 7000, 8500]
    return rng.choice(anchors) if near or rng.random() < 0.5 else rng.randrange(-300, 4800, 5)


def _with_score(pos: dict[str, Any], rng: random.Random, table: Table,
                opened: bool) -> dict[str, Any]:
    """A side that has not opened always states its score (it sets the minimum)."""
    if not opened or rng.random() < 0.3:
        pos["team_score"] = _score(rng, table, near=True)
    return pos


# --- samplers, one per kind: (rng, rules, table, theme rules, want) -> position --------------


def sample_meld(rng: random.Random, rules: RuleSet, table: Table, theme: set[str],
                want: Any, level: int = 0) -> dict[str, Any]:
    deck = Deck(rng, table)
    roll = rng.random()
    if roll < 0.12 or "scoring-9" in theme:
        cards = deck.take_n(rng.randint(2, 5), lambda c: c.is_black_three)
        if rng.random() < 0.3:
            cards += deck.take_n(1, lambda c: c.is_wild)
        return {"cards": _s(cards), "going_out": rng.random() < 0.6}
    rank = rng.choice(MELD_RANKS)
    size = rng.choice([2, 3, 3, 4, 5, 6, 7, 7, 8])
    wilds = rng.choice([0, 0, 1, 1, 2, 3, 3, 4]) if want is not True else rng.choice([0, 1, 2, 3])
    cards = _meld(deck, rng, rank, size, min(wilds, size))
    if roll > 0.9:
        other = rng.choice([r for r in MELD_RANKS if r is not rank])
        cards += deck.take_n(1, lambda c: c.rank is other)
    if roll > 0.97:
        cards += deck.take_n(1, lambda c: c.is_red_three)
    rng.shuffle(cards)
    return {"cards": _s(cards)}


def sample_take_pile(rng: random.Random, rules: RuleSet, table: Table, theme: set[str],
                     want: Any, level: int = 0) -> dict[str, Any]:
    deck = Deck(rng, table)
    hard = level >= 4
    opened = rng.random() < (0.25 if theme & {"first-meld-7", "pile-4"} or hard else 0.6)
    if theme & {"pile-3", "pile-2", "pile-7"}:
        opened = True
    # The pile: discards (no red 3s), perhaps a wild inside, perhaps a black 3.
    size = rng.randint(1, 9)
    pile = deck.take_n(size, lambda c: not c.is_red_three and not c.is_wild
                       and not c.is_black_three)
    if hard and rng.random() < 0.5 and pile[-1].is_natural:  # a buried match (pile-8)
        match = deck.take(lambda c: c.rank is pile[-1].rank)
        if match is not None:
            pile.insert(rng.randrange(0, len(pile)), match)
    if rng.random() < (0.7 if theme & THEMES["frozen"] or hard else 0.25) and len(pile) > 1:
        wild = deck.take(lambda c: c.is_wild)
        if wild is not None:
            pile.insert(rng.randrange(0, len(pile)), wild)
    if rng.random() < (0.5 if theme & {"pile-7"} else 0.12):
        black = deck.take(lambda c: c.is_black_three)
        if black is not None:
            pile.insert(len(pile) if rng.random() < 0.5 else rng.randrange(0, len(pile)), black)
    if rng.random() < 0.06:
        wild = deck.take(lambda c: c.is_wild)
        if wild is not None:
            pile.append(wild)  # a wild just discarded: blocked and frozen
    top = pile[-1]
    melds: list[list[str]] = []
    if opened:
        melds = _side_melds(deck, rng, rng.randint(1, 4), set(), rules)
        if (rng.random() < (0.6 if "pile-3" in theme else 0.25) and top.is_natural
                and all(_rank(m) is not top.rank for m in melds)):
            extra = _meld(deck, rng, top.rank, rng.choice([3, 4, 5, 6]), 0)
            if len(extra) >= 3:
                melds.append(_s(extra))
    # The hand: some cards of the top's rank, perhaps wilds, the rest at random.
    n = table.deal if not opened else rng.randint(3, 11)
    mine = rng.choice([0, 1, 1, 2, 2, 2, 3]) if want is not False else rng.choice([0, 1, 1, 2])
    if hard:
        mine = rng.choice([1, 2, 2])
    hand = deck.take_n(min(mine, n), lambda c: c.rank is top.rank and c.is_natural)
    hand += deck.take_n(min(rng.choice([1, 1, 2] if hard else [0, 0, 1, 1, 2]), n - len(hand)),
                        lambda c: c.is_wild)
    hand += deck.take_n(n - len(hand), lambda c: not c.is_red_three)
    rng.shuffle(hand)
    return _with_score({"pile": _s(pile), "hand": _s(hand), "team_melds": melds}, rng, table,
                       opened)


def sample_first_meld(rng: random.Random, rules: RuleSet, table: Table, theme: set[str],
                      want: Any, level: int = 0) -> dict[str, Any]:
    deck = Deck(rng, table)
    melds = []
    ranks = list(MELD_RANKS)
    rng.shuffle(ranks)
    for rank in ranks[: rng.choice([1, 1, 2, 2, 2, 3])]:
        size = rng.choice([3, 3, 3, 4, 4, 5])
        wilds = rng.choice([0, 0, 1, 1, 2]) if rng.random() < 0.95 else 3
        melds.append(_meld(deck, rng, rank, size, min(wilds, size - 1)))
    pos: dict[str, Any] = {"team_score": _score(rng, table, near=True),
                           "melds": [_s(m) for m in melds]}
    if rng.random() < (0.6 if "first-meld-7" in theme else 0.2):
        m = melds[0]
        top = next((c for c in m if c.is_natural), None)
        if top is not None:
            pos["pile_top"] = str(top)
    return pos


def sample_go_out(rng: random.Random, rules: RuleSet, table: Table, theme: set[str],
                  want: Any, level: int = 0) -> dict[str, Any]:
    deck = Deck(rng, table)
    opened = rng.random() < (0.3 if "scoring-1" in theme else 0.75)
    melds: list[list[str]] = []
    if opened:
        melds = _side_melds(deck, rng, rng.randint(1, 4), set(), rules)
        if rng.random() < 0.7 and not any(len(m) >= 7 for m in melds):
            rank = rng.choice([r for r in MELD_RANKS if all(_rank(m) is not r for m in melds)])
            canasta = _meld(deck, rng, rank, 7, rng.choice([0, 1, 2]))
            if len(canasta) >= 7:
                melds.append(_s(canasta))
    used = {Card(x).rank for m in melds for x in m if Card(x).is_natural}
    hand: list[Card] = []
    groups = rng.choice([1, 2, 2, 3]) if opened else rng.choice([2, 3])
    ranks = [r for r in MELD_RANKS if r not in used]
    rng.shuffle(ranks)
    for rank in ranks[:groups]:
        size = rng.choice([2, 3, 3, 4]) if opened else rng.choice([3, 4, 6, 7])
        hand += deck.take_n(size, _of_rank(rank))
    if used and rng.random() < 0.4:
        r = rng.choice(sorted(used))
        hand += deck.take_n(1, lambda c: c.rank is r)
    hand += deck.take_n(rng.choice([0, 1, 1, 2]), lambda c: c.is_wild)
    hand += deck.take_n(rng.choice([0, 1, 1, 2]), lambda c: not c.is_red_three and not c.is_wild)
    if rng.random() < 0.08:
        hand += deck.take_n(3, lambda c: c.is_black_three)
    if not hand:
        hand = deck.take_n(1, lambda c: not c.is_red_three)
    rng.shuffle(hand)
    return _with_score({"hand": _s(hand[:15]), "team_melds": melds}, rng, table, opened)


def sample_score_hand(rng: random.Random, rules: RuleSet, table: Table, theme: set[str],
                      want: Any, level: int = 0) -> dict[str, Any]:
    deck = Deck(rng, table)
    sides = table.sides
    members = table.members
    went_out = None if rng.random() < 0.15 else rng.randrange(sides)
    reds_left = table.red_threes
    teams = []
    used: set[Rank] = set()
    for i in range(sides):
        k = rng.randint(0 if i != went_out else 1, 4)
        melds = []
        ranks = [r for r in MELD_RANKS if r not in used]
        rng.shuffle(ranks)
        canastas = table.canastas_to_go_out if i == went_out else rng.choice([0, 0, 1])
        for j, rank in enumerate(ranks[:max(k, canastas)]):
            size = 7 if j < canastas else rng.choice([3, 3, 4, 5, 6, 7, 8])
            meld = _meld(deck, rng, rank, size, rng.choice([0, 0, 1, 2]))
            if len(meld) >= 3 and (j >= canastas or len(meld) >= 7):
                melds.append(meld)
        reds = min(reds_left, rng.choice([0, 0, 0, 1, 1, 2, 4]))
        reds_left -= reds
        hands = [deck.take_n(0 if (i == went_out and h == 0) else rng.randint(0, 6),
                             lambda c: not c.is_red_three) for h in range(members)]
        teams.append({"melds": [_s(m) for m in melds], "red_threes": reds,
                      "hands": [_s(h) for h in hands]})
    concealed = went_out is not None and rng.random() < 0.1
    return {"teams": teams, "went_out": went_out, "concealed": concealed}


def sample_upcard(rng: random.Random, rules: RuleSet, table: Table, theme: set[str],
                  want: Any, level: int = 0) -> dict[str, Any]:
    deck = Deck(rng, table)
    first = rng.choice([0, 1, 1, 2, 3])
    stock = [deck.take(lambda c: c.is_wild or c.rank is Rank.THREE) for _ in range(first)]
    cards = [c for c in stock if c is not None]
    cards += deck.take_n(6 - len(cards), lambda c: True)
    return {"stock": _s(cards)}


def sample_game(rng: random.Random, rules: RuleSet, table: Table, theme: set[str],
                want: Any, level: int = 0) -> dict[str, Any]:
    target = table.target
    totals = []
    for _ in range(table.sides):
        if rng.random() < 0.35:
            totals.append(target + rng.randrange(-400, 900, 5))
        else:
            totals.append(rng.randrange(-800, target, 5))
    if rng.random() < 0.05:
        totals[-1] = totals[0]
    return {"totals": totals}


SAMPLERS: dict[str, Callable[..., dict[str, Any]]] = {
    "meld": sample_meld, "take_pile": sample_take_pile, "first_meld": sample_first_meld,
    "go_out": sample_go_out, "score_hand": sample_score_hand, "upcard": sample_upcard,
    "game": sample_game,
}


def generate(
    kind: str,
    count: int,
    seed: int = 0,
    difficulty_wanted: int | None = None,
    rules: str = DEFAULT_RULES,
    players: int = 4,
    teams: str | None = None,
    theme: str | None = None,
) -> Iterator[dict[str, Any]]:
    """``count`` distinct puzzles of ``kind`` with their engine-computed answers."""
    if kind not in SAMPLERS:
        raise ValueError(f"kind {kind!r}: use one of {', '.join(KINDS)}")
    if theme == FROM_PLAY:
        yield from from_play(kind, count, seed, rules, players, teams)
        return
    ruleset = get_rules(rules)
    table = ruleset.table(players, teams if players == 6 else None)
    wanted_rules = THEMES.get(theme, {theme}) if theme else set()
    if theme and theme not in THEMES and not wanted_rules <= _known_ids():
        raise ValueError(f"theme {theme!r}: use a rule id or one of "
                         f"{', '.join([*THEMES, FROM_PLAY])}")
    rng = random.Random(f"{seed}:{kind}:{rules}:{players}:{teams}:{difficulty_wanted}:{theme}")
    seen: set[str] = set()
    balance = BALANCE[kind]
    made = 0
    while made < count:
        want: Any = None if balance is None else made % 2 == 0
        best: tuple[int, dict[str, Any]] | None = None
        for _ in range(ATTEMPTS):
            puzzle = _attempt(kind, rng, ruleset, table, wanted_rules, want, rules, players,
                              teams, seen, difficulty_wanted or 0)
            if puzzle is None:
                continue
            gap = 0 if difficulty_wanted is None else abs(puzzle["difficulty"]
                                                           - difficulty_wanted)
            if best is None or gap < best[0]:
                best = (gap, puzzle)
            if gap == 0:
                break
        if best is None:
            raise RuntimeError(f"no {kind} puzzle found for these settings")
        puzzle = best[1]
        seen.add(_key(puzzle))
        made += 1
        puzzle["id"] = f"gen-{kind}-{seed}-{made}"
        yield puzzle


def from_play(kind: str, count: int, seed: int, rules: str, players: int,
              teams: str | None) -> Iterator[dict[str, Any]]:
    """Positions from games between club players where the decision matters: a pile that
    can be taken (or nearly: a card of its rank in hand), a hand that can go out (or holds
    four cards or fewer). Yes and no alternate, as for the other themes."""
    from .bots import BOTS
    from .engine.game import Game
    from .play import state_puzzle

    if kind not in ("take_pile", "go_out"):
        raise RuntimeError(f"no {kind} puzzle comes from play; use take_pile or go_out")
    game = Game.named(rules, players, teams if players == 6 else None)
    rng = random.Random(f"{seed}:{kind}:{rules}:{players}:{teams}:play")
    seen: set[str] = set()
    made = 0
    for _ in range(400):  # hands
        st = game.new_initial_state(rng.randrange(1 << 30))
        while not st.is_terminal() and made < count:
            data = state_puzzle(st, "gen") if _matters(st, kind) else None
            if data is not None and data["kind"] == kind and _key(data) not in seen:
                puzzle = parse_puzzle(data)
                try:
                    sol = solve(puzzle)
                except PuzzleError:
                    sol = None
                field = BALANCE[kind]
                if sol is not None and field is not None and sol.answer[field] is (
                        made % 2 == 0):
                    seen.add(_key(data))
                    made += 1
                    main = next((r for r in sol.rule_ids if r != "pile-1"), sol.rule_ids[0])
                    yield {**data, "id": f"play-{kind}-{seed}-{made}", "answer": sol.answer,
                           "difficulty": difficulty(puzzle, sol), "rule_ids": sol.rule_ids,
                           "theme": FROM_PLAY, "hint": f"Think of the rule: {title(main)}.",
                           "source": "a game between computer players"}
            st.apply(BOTS["club"](st, rng))
        if made >= count:
            return
    raise RuntimeError(f"no {kind} puzzle found from play for these settings")


def _matters(st: Any, kind: str) -> bool:
    """Is this a decision worth a puzzle?"""
    if kind == "take_pile":
        if st.phase != "draw" or not st.pile:
            return False
        top = st.pile[-1]
        return any(c.rank is top.rank for c in st.hand) or len(st.pile) >= 4
    return st.phase == "meld" and (len(st.hand) <= 4 or any(
        type(a).__name__ == "GoOut" for a in st.legal_actions()))


def _known_ids() -> set[str]:
    return set(RULE_IDS)


def _key(puzzle: dict[str, Any]) -> str:
    pos = puzzle["position"]
    norm = {k: (sorted(v) if k in ("hand",) else v) for k, v in pos.items()}
    return json.dumps([puzzle["kind"], puzzle.get("rules"), puzzle.get("players"), norm],
                      sort_keys=True)


def _attempt(kind: str, rng: random.Random, ruleset: RuleSet, table: Table,
             theme: set[str], want: Any, rules: str, players: int, teams: str | None,
             seen: set[str], level: int) -> dict[str, Any] | None:
    position = SAMPLERS[kind](rng, ruleset, table, theme, want, level)
    data: dict[str, Any] = {"id": "gen", "kind": kind, "rules": rules, "players": players,
                            "position": position}
    if players == 6:
        data["teams"] = table.layout
    if _key(data) in seen:
        return None
    try:
        puzzle = parse_puzzle(data)
        sol = solve(puzzle)
    except PuzzleError:
        return None  # an impossible position: draw again
    field = BALANCE[kind]
    if want is not None and field is not None and sol.answer[field] is not want:
        return None
    if theme and not theme & set(sol.rule_ids):
        return None
    main = next((r for r in sol.rule_ids if r != "pile-1"), sol.rule_ids[0])
    data["answer"] = sol.answer
    data["difficulty"] = difficulty(puzzle, sol)
    data["rule_ids"] = sol.rule_ids
    data["hint"] = f"Think of the rule: {title(main)}."
    data["source"] = "generated"
    return data
