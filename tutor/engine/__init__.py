"""The Canasta rules engine: pure Python, no Streamlit.

Cards (:mod:`.cards`), rule sets as data (:mod:`.rules`), and verdicts, each a
pure function that returns a value with ``why`` (:mod:`.melds`, :mod:`.pile`,
:mod:`.opening`, :mod:`.goout`, :mod:`.scoring`).
"""

from .cards import ALL_CARDS, Card, CardError, Rank, Suit, format_cards, parse_card, parse_cards
from .goout import GoOutPlan, GoOutVerdict, check_go_out
from .melds import MeldVerdict, add_to_meld, card_value, check_meld, count
from .opening import FirstMeldVerdict, check_first_meld, minimum_for
from .pile import PileState, PileVerdict, TakeWay, analyse_pile, best_opening, pile_state
from .ruleids import RULE_IDS, SHEET_ROWS
from .rules import BICYCLE, CLASSIC, RULESETS, RuleError, RuleSet, Table, get_rules
from .scoring import (
    GameVerdict,
    ScoreVerdict,
    SideHand,
    UpcardVerdict,
    check_game,
    score_hand,
    turn_upcard,
)
from .verdict import PositionError, Problem, Status, Why

__all__ = [
    "ALL_CARDS", "BICYCLE", "CLASSIC", "RULESETS", "RULE_IDS", "SHEET_ROWS", "Card", "CardError",
    "FirstMeldVerdict", "GameVerdict", "GoOutPlan", "GoOutVerdict", "MeldVerdict",
    "PileState", "PileVerdict", "PositionError", "Problem", "Rank", "RuleError", "RuleSet",
    "ScoreVerdict", "SideHand", "Status", "Suit", "Table", "TakeWay", "UpcardVerdict", "Why",
    "add_to_meld", "analyse_pile", "best_opening", "card_value", "check_first_meld",
    "check_game", "check_go_out", "check_meld", "count", "format_cards", "get_rules",
    "minimum_for", "parse_card", "parse_cards", "pile_state", "score_hand", "turn_upcard",
]
