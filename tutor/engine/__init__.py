"""The Canasta rules engine: pure Python, no Streamlit.

Cards (:mod:`.cards`), rule sets as data (:mod:`.rules`), the game and its one
move generator (:mod:`.game`, :mod:`.actions`), and verdicts, each returning a
value with ``why``: meld legality and counts (:mod:`.melds`, :mod:`.opening`),
queries over the generator (:mod:`.queries`: the pile, going out), scoring
(:mod:`.scoring`).
"""

from .actions import Action, AddToMeld, Answer, AskPartner, Discard, Draw, GoOut, Meld, TakePile
from .cards import ALL_CARDS, Card, CardError, Rank, Suit, format_cards, parse_card, parse_cards
from .game import Game, IllegalAction, State
from .goout import GoOutPlan
from .melds import MeldVerdict, add_to_meld, card_value, check_meld, count
from .opening import FirstMeldVerdict, check_first_meld, minimum_for
from .pile import PileState, PileVerdict, TakeWay, pile_state
from .queries import (
    GoOutVerdict,
    analyse_pile,
    check_go_out,
    go_out_discards,
    take_choices,
    turn_upcard,
)
from .ruleids import RULE_IDS, SHEET_ROWS
from .rules import (
    BICYCLE,
    CLASSIC,
    DEFAULT_RULES,
    RULESETS,
    RuleError,
    RuleSet,
    Table,
    get_rules,
)
from .scoring import (
    GameVerdict,
    ScoreVerdict,
    SideHand,
    UpcardVerdict,
    check_game,
    score_hand,
)
from .verdict import PositionError, Problem, Status, Why

__all__ = [
    "ALL_CARDS",
    "BICYCLE",
    "CLASSIC",
    "DEFAULT_RULES",
    "RULESETS",
    "RULE_IDS",
    "SHEET_ROWS",
    "Action",
    "AddToMeld",
    "Answer",
    "AskPartner",
    "Card",
    "CardError",
    "Discard",
    "Draw",
    "FirstMeldVerdict",
    "Game",
    "GameVerdict",
    "GoOut",
    "GoOutPlan",
    "GoOutVerdict",
    "IllegalAction",
    "Meld",
    "MeldVerdict",
    "PileState",
    "PileVerdict",
    "PositionError",
    "Problem",
    "Rank",
    "RuleError",
    "RuleSet",
    "ScoreVerdict",
    "SideHand",
    "State",
    "Status",
    "Suit",
    "Table",
    "TakePile",
    "TakeWay",
    "UpcardVerdict",
    "Why",
    "add_to_meld",
    "analyse_pile",
    "card_value",
    "check_first_meld",
    "check_game",
    "check_go_out",
    "check_meld",
    "count",
    "format_cards",
    "get_rules",
    "go_out_discards",
    "minimum_for",
    "parse_card",
    "parse_cards",
    "pile_state",
    "score_hand",
    "take_choices",
    "turn_upcard",
]
