"""The house rules that no one question of the puzzle format shows (how a hand is played: a
second meld of a rank, what joins the pair on a frozen pile, a red 3 in the pile, asking
partner, the stock running out, the three-player pair, a red 3 left in hand), each as a
moment of a hand: the cards that matter, and what the engine does there at each of the
option's values, played on a real table and said in words. Settings draws them beside the
positions of tutor/puzzles/house-examples.json."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape

from tutor.engine import (
    HOUSE_BY_NAME,
    AskPartner,
    Card,
    Discard,
    Draw,
    Game,
    GoOut,
    HouseValue,
    Meld,
    RuleSet,
    SideHand,
    State,
    TakePile,
    Why,
    derive,
    get_rules,
    parse_cards,
    score_hand,
)
from tutor.explain import words
from tutor.render.cards import cards_html

C = parse_cards


@dataclass(frozen=True)
class Scene:
    """A moment of a hand: ``shown`` the cards that matter (each row a label's message
    code and its cards), ``play`` what the engine does there under a table's rules (a
    value a test can check), ``say`` that outcome as a reason in words."""

    option: str
    shown: tuple[tuple[str, str], ...]
    play: Callable[[RuleSet], object]
    say: Callable[[object], Why]


def _at(rules: RuleSet, hand: str, melds: Sequence[str] = (), pile: str = "5H",
        phase: str = "meld", melded: bool | None = None) -> State:
    return State.position(Game(rules, rules.table(4)), C(hand), [C(m) for m in melds],
                          C(pile), 0, phase=phase, melded_before=melded)  # type: ignore[arg-type]


def _table(rules: RuleSet, players: int, hands: Sequence[str], melds: Sequence[Sequence[str]],
           pile: str, stock: str = "", current: int = 0, phase: str = "draw",
           totals: Sequence[int] | None = None) -> State:
    """A whole table, every card known."""
    return State.table_position(
        Game(rules, rules.table(players)), [C(h) for h in hands],
        [[C(m) for m in side] for side in melds], C(pile), C(stock), current, totals,
        phase)  # type: ignore[arg-type]


def _second_meld(rules: RuleSet) -> object:
    """Kings down, three more in hand: may they be a meld of their own?"""
    return Meld(C("KS KH KD")) in _at(rules, "KS KH KD 5C 6D 8S", ["KC KC KD"]).legal_actions()


def _frozen_extras(rules: RuleSet) -> object:
    """A frozen pile, a 9 on top, three 9s and a deuce in hand: may more than the pair go
    with the top card?"""
    st = _at(rules, "9S 9H 9D 2C 5C 6D", ["KC KC KD"], pile="2S 4C 9C", phase="draw")
    return max(len(a.cards) for a in st.legal_actions() if isinstance(a, TakePile)) > 2


def _pile_red_three(rules: RuleSet) -> object:
    """A pile with a red 3 in it, taken: does the stock give a card for it?"""
    st = _table(rules, 2, ["9D 9S 5C 6D 7H", "4C 4D 8S 8H JS"], [["KC KD KH"]], "3H 9H",
                stock="QS QH QD")
    take = TakePile(C("9D 9S"))
    assert take in st.legal_actions()
    st.apply(take)
    return st.stock_size < 3


def _asking(rules: RuleSet) -> object:
    """A canasta down and the rest of the hand meldable: going out at once allowed?"""
    legal = _at(rules, "5C 5D 5H 9S", ["KC KC KD KD KH KS KS"], melded=True).legal_actions()
    assert AskPartner() in legal
    return any(isinstance(a, GoOut) for a in legal)


def _red_three_left(rules: RuleSet) -> object:
    """Partner's side went out; 3♥ and 4♣ left in a hand of a side with 9♠ 9♥ 9♦ down."""
    side = SideHand((C("9S 9H 9D"),), 0, ((Card("3H"), Card("4C")), ()))
    other = SideHand((C("KS KH KD KC KS KH KD"),), 0, ((), ()))
    return score_hand([side, other], 1, False, rules, rules.table(4)).scores[0]


def _pair_share(rules: RuleSet) -> object:
    """Three players: the pair melded 9♠ 9♥ 9♦ and holds 4♣ and 5♦; each one's score."""
    lone = SideHand((C("KS KH KD KC KS KH KD"),), 0, ((),))
    pair = SideHand((C("9S 9H 9D"),), 0, ((Card("4C"),), (Card("5D"),)))
    return score_hand([lone, pair], 0, False, rules, rules.table(3)).scores[1]


def _pair_total(rules: RuleSet) -> object:
    """Three players at 1,600, -100 and 3,100; the second takes the pile first and plays
    alone: the total the pair plays on from."""
    st = _table(rules, 3, ["5C 6D 7H", "9D 9S 5H 6C 7D", "8C 8D JS"], [], "4C 9H",
                stock="QS QH QD", current=1, totals=[1600, -100, 3100])
    take = TakePile(C("9D 9S"))
    assert take in st.legal_actions()
    st.apply(take)
    return st.totals[st.side_of[0]]


def stock_used_up(rules: RuleSet) -> State:
    """The stock used up; 9♠ discarded to a next player whose side has melded kings and who
    holds 9♥ 9♦."""
    st = _table(rules, 4, ["9S 5C 6D", "9H 9D 7C 8D JS", "4C 4D 6H", "5S 6S 7S"],
                [[], ["KS KH KD"]], "4H", phase="meld")
    st.apply(Discard(Card("9S")))
    return st


def _stock_out(rules: RuleSet) -> object:
    return stock_used_up(rules).is_terminal()


def _may_leave(rules: RuleSet) -> object:
    st = stock_used_up(rules)
    return not st.is_terminal() and Draw() in st.legal_actions()


def _said(option: str, outcome: object, **facts: object) -> Why:
    """The outcome's words: ``scene.<option>.yes``/``.no`` for a yes or no, else
    ``scene.<option>`` with the outcome as ``n``."""
    if isinstance(outcome, bool):
        return Why.plain(f"scene.{option}.{'yes' if outcome else 'no'}", **facts)
    return Why.plain(f"scene.{option}", n=outcome, **facts)


def _scene(option: str, shown: tuple[tuple[str, str], ...],
           play: Callable[[RuleSet], object]) -> Scene:
    return Scene(option, shown, play, lambda outcome: _said(option, outcome))


SCENES: dict[str, Scene] = {s.option: s for s in (
    _scene("one_meld_per_rank", (("scene.melds", "KC KC KD"), ("scene.hand", "KS KH KD")),
           _second_meld),
    _scene("frozen_take_extras", (("scene.pile-frozen", "2S 4C 9C"),
                                  ("scene.hand", "9S 9H 9D 2C")), _frozen_extras),
    _scene("red_three_from_pile_replaced", (("scene.pile", "3H 9H"), ("scene.hand", "9D 9S")),
           _pile_red_three),
    _scene("must_ask_partner", (("scene.melds", "KC KC KD KD KH KS KS"),
                                ("scene.hand", "5C 5D 5H 9S")), _asking),
    _scene("red_three_value", (("scene.melds", "9S 9H 9D"), ("scene.left", "3H 4C")),
           _red_three_left),
    _scene("three_player_pair_shares", (("scene.pair-melds", "9S 9H 9D"),
                                        ("scene.pair-left", "4C 5D")), _pair_share),
    _scene("three_player_pair_minimum", (("scene.pile", "4C 9H"), ("scene.hand", "9D 9S")),
           _pair_total),
    _scene("stock_out", (("scene.discard", "9S"), ("scene.next-hand", "9H 9D")), _stock_out),
    _scene("stock_out_must_take", (("scene.discard", "9S"), ("scene.next-hand", "9H 9D")),
           _may_leave),
)}


def scene_outcomes(option: str) -> list[tuple[HouseValue, Why]]:
    """The scene played at each of the option's values (the rest as the Classic sheets
    have it), and what happens there, as reasons."""
    scene = SCENES[option]
    classic = get_rules("classic")
    return [(v, scene.say(scene.play(derive(classic, {option: v}))))
            for v in HOUSE_BY_NAME[option].choices]


def scene_html(option: str) -> str:
    """The moment in words and the cards that matter, each row under its label."""
    scene = SCENES[option]
    rows = "".join(f'<p class="ct-note">{escape(words(label))}</p>{cards_html(C(cards))}'
                   for label, cards in scene.shown)
    return f"<p>{escape(words(f'scene.{option}.about'))}</p>{rows}"
