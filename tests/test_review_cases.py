"""Review cases: hand-made rules questions checked against the rule texts.

Each case is a puzzle (contract format) and the answer fields worked out by hand
from the Classic sheets (000_...) or Bicycle's rules (004_...), following the
open-question choices in docs/rules.md. Only the stated fields are compared.
A case whose expected value is ``ERROR`` must be refused as an impossible or
unreadable position.
"""

from __future__ import annotations

from typing import Any

import pytest

from tutor.puzzles.format import PuzzleError, parse_puzzle, solve

ERROR: dict[str, Any] = {"error": 1}


def P(
    kind: str, pos: dict[str, Any], rules: str = "classic", players: int = 4, **kw: Any
) -> dict[str, Any]:
    d: dict[str, Any] = {"kind": kind, "rules": rules, "players": players, "position": pos}
    d.update(kw)
    return d


def T(melds: list[list[str]], red: int = 0, hands: list[list[str]] | None = None) -> dict[str, Any]:
    d: dict[str, Any] = {"melds": melds, "red_threes": red}
    if hands is not None:
        d["hands"] = hands
    return d


def S(
    teams: list[dict[str, Any]], went_out: int | None = 0, concealed: bool = False
) -> dict[str, Any]:
    return {"teams": teams, "went_out": went_out, "concealed": concealed}


OPEN = [["7S", "7D", "7C"]]
CAN = [["KS", "KH", "KD", "KC", "KS", "KH", "KD"]]
CANK = ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]  # natural canasta, 70 in cards
CANQ = ["QS", "QH", "QD", "QC", "QS", "QH", "QD"]  # natural canasta, 70 in cards
Q5 = ["QS", "QH", "QD", "QC", "QS"]
SEVEN4 = ["4S", "4H", "4D", "4C", "4S", "4H", "4D"]  # natural canasta, 35 in cards
NINES = ["9S", "9H", "9D"]  # 30
FILL9 = ["4S", "5H", "6C", "7D", "8S", "9H", "JC", "QD", "10S"]
KKK = ["KS", "KH", "KD"]  # 30
QQ2 = ["QS", "QH", "2C"]  # 40
AAAJ = ["AS", "AH", "AD", "JK"]  # 110
# 120 only with every card: KK (+top K) 30, AAA 60, 444 15, 555 15
H120 = ["KH", "KD", "AS", "AH", "AD", "4S", "4H", "4D", "5S", "5H", "5D"]

CASES: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    # ---- batch 1 ----
    # --- meld ---
    (
        "m01",
        P("meld", {"cards": ["QH", "QS", "2C"]}),
        {"legal": True, "canasta": None, "points": 40},
    ),
    (
        "m02",
        P("meld", {"cards": ["QH", "2C", "JK"]}),
        {"legal": False, "canasta": None, "points": 80},
    ),
    ("m03", P("meld", {"cards": ["4S", "4H", "4D"]}), {"legal": True, "points": 15}),
    ("m04", P("meld", {"cards": ["3S", "3C", "3S"]}), {"legal": False, "points": 15}),
    (
        "m05",
        P("meld", {"cards": ["3S", "3C", "3S"], "going_out": True}),
        {"legal": True, "points": 15},
    ),
    (
        "m06",
        P("meld", {"cards": ["3S", "3C", "3S", "2D"], "going_out": True}),
        {"legal": False, "points": 35},
    ),
    (
        "m07",
        P("meld", {"cards": ["3S", "3C", "3S", "3C", "3S"], "going_out": True}, players=6),
        {"legal": False, "points": 25},
    ),
    (
        "m08",
        P("meld", {"cards": ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]}),
        {"legal": True, "canasta": "natural", "points": 70},
    ),
    (
        "m09",
        P("meld", {"cards": ["8S", "8H", "8D", "8C", "8S", "2C", "2D"]}),
        {"legal": True, "canasta": "mixed", "points": 90},
    ),
    (
        "m10",
        P("meld", {"cards": ["KS", "KH", "KD", "KC", "2S", "2H", "2D", "JK"]}),
        {"legal": False, "canasta": None, "points": 150},
    ),
    (
        "m11",
        P("meld", {"cards": ["AS", "AH", "AD", "AC", "AS", "AH", "AD", "AC"]}),
        {"legal": True, "canasta": "natural", "points": 160},
    ),
    (
        "m12",
        P("meld", {"cards": ["3H", "3H", "3D"]}),
        {"legal": False, "canasta": None, "points": 0},
    ),
    (
        "m13",
        P("meld", {"cards": ["5H", "5D", "JK", "JK", "JK"]}),
        {"legal": True, "canasta": None, "points": 160},
    ),
    (
        "m14",
        P("meld", {"cards": ["8S", "8H", "2C", "2D"]}, rules="bicycle"),
        {"legal": True, "points": 60},
    ),
    (
        "m15",
        P("meld", {"cards": ["8S", "2C", "2D"]}, rules="bicycle"),
        {"legal": False, "points": 50},
    ),
    ("m16", P("meld", {"cards": ["2S", "2H", "JK"]}), {"legal": False, "points": 90}),
    ("m17", P("meld", {"cards": ["QS", "QH"]}), {"legal": False, "points": 20}),
    (
        "m18",
        P("meld", {"cards": ["3S", "3S", "3C", "3C"], "going_out": True}),
        {"legal": True, "points": 20},
    ),
    ("m19", P("meld", {"cards": ["KS", "QS", "JS"]}), {"legal": False, "points": 30}),
    (
        "m20",
        P("meld", {"cards": ["TS", "9H", "9D", "9C", "9S", "2C", "JK", "2H"]}),
        {"legal": False, "points": 140},
    ),
    (
        "m21",
        P("meld", {"cards": ["9S", "9H", "9D", "9C", "9S", "2C", "JK", "2H"]}),
        {"legal": True, "canasta": "mixed", "points": 140},
    ),
    (
        "m22",
        P("meld", {"cards": ["3S", "3C", "3S"], "going_out": True}, rules="bicycle"),
        {"legal": True, "points": 15},
    ),
    (
        "m23",
        P("meld", {"cards": ["7S", "7H", "7D", "7C", "7S", "7H", "JK"]}, rules="bicycle"),
        {"legal": True, "canasta": "mixed", "points": 80},
    ),
    (
        "m24",
        P("meld", {"cards": ["3H", "3D", "3H"]}, rules="bicycle"),
        {"legal": False, "points": 300},
    ),
    ("m25", P("meld", {"cards": ["KS", "KS", "KS"]}), ERROR),
    ("m26", P("meld", {"cards": ["KS", "KS", "KS"]}, players=6), {"legal": True, "points": 30}),
    ("m27", P("meld", {"cards": ["2S", "2S", "2H"]}), {"legal": False}),
    (
        "m28",
        P("meld", {"cards": ["3S", "3C", "3S", "3C", "3S", "3C"], "going_out": True}, players=6),
        {"legal": False, "points": 30},
    ),
    # ---- batch 2 ----
    # wild buried in pile freezes for all (pile-5): natural+wild not enough (pile-6)
    (
        "t01",
        P(
            "take_pile",
            {"pile": ["5S", "2C", "9D", "QS"], "hand": ["QH", "2D", "4S"], "team_melds": OPEN},
        ),
        {"can_take": False, "frozen": True},
    ),
    (
        "t02",
        P(
            "take_pile",
            {"pile": ["5S", "2C", "9D", "QS"], "hand": ["QH", "QD", "4S"], "team_melds": OPEN},
        ),
        {"can_take": True, "frozen": True},
    ),
    # black 3 on top: blocked, not frozen (pile-7)
    (
        "t03",
        P(
            "take_pile",
            {"pile": ["5S", "9D", "3S"], "hand": ["QH", "QD", "4S"], "team_melds": OPEN},
        ),
        {"can_take": False, "frozen": False},
    ),
    # covered black 3: no effect classic; natural+wild ok
    (
        "t04",
        P(
            "take_pile",
            {"pile": ["5S", "3S", "QS"], "hand": ["QH", "2D", "4S"], "team_melds": OPEN},
        ),
        {"can_take": True, "frozen": False},
    ),
    # bicycle: covered black 3 freezes -> natural pair only
    (
        "t05",
        P(
            "take_pile",
            {"pile": ["5S", "3S", "QS"], "hand": ["QH", "2D", "4S"], "team_melds": OPEN},
            rules="bicycle",
        ),
        {"can_take": False, "frozen": True},
    ),
    (
        "t06",
        P(
            "take_pile",
            {"pile": ["5S", "3S", "QS"], "hand": ["QH", "QD", "4S"], "team_melds": OPEN},
            rules="bicycle",
        ),
        {"can_take": True, "frozen": True},
    ),
    # wild on top
    (
        "t07",
        P(
            "take_pile",
            {"pile": ["5S", "9D", "2C"], "hand": ["QH", "QD", "2D"], "team_melds": OPEN},
        ),
        {"can_take": False, "frozen": True},
    ),
    # red 3 upcard covered: Q1 freezes; natural+wild not enough
    (
        "t08",
        P(
            "take_pile",
            {"pile": ["3H", "9D", "QS"], "hand": ["QH", "2D", "4S"], "team_melds": OPEN},
        ),
        {"can_take": False, "frozen": True},
    ),
    (
        "t09",
        P(
            "take_pile",
            {"pile": ["3H", "9D", "QS"], "hand": ["QH", "QD", "4S"], "team_melds": OPEN},
        ),
        {"can_take": True, "frozen": True},
    ),
    # unopened 0 -> 50: KS+KH+KD=30, + AS AH AD from hand=60 -> 90 >= 50
    (
        "t10",
        P(
            "take_pile",
            {
                "pile": ["9D", "KS"],
                "hand": ["KH", "KD", "AS", "AH", "AD", "4C", "5C", "6C", "8C", "9C", "JC"],
                "team_melds": [],
            },
        ),
        {"can_take": True, "frozen": True},
    ),
    # unopened: 30 + 4s(15) = 45 < 50; deeper K in pile does not count (pile-8)
    (
        "t11",
        P(
            "take_pile",
            {
                "pile": ["KC", "QS", "KS"],
                "hand": ["KH", "KD", "4S", "4H", "4D", "6C", "7D", "8S", "9H", "JC", "QD"],
                "team_melds": [],
            },
        ),
        {"can_take": False, "frozen": True},
    ),
    # unopened, Q7: pair + wild: KS KH KD 2C = 50 -> meets 50
    (
        "t12",
        P(
            "take_pile",
            {
                "pile": ["9D", "KS"],
                "hand": ["KH", "KD", "2C", "4S", "5H", "6C", "7D", "8S", "9H", "JC", "QD"],
                "team_melds": [],
            },
        ),
        {"can_take": True, "frozen": True},
    ),
    # unopened: K + wild only (no natural pair) though AAA+ =60: frozen against team -> no
    (
        "t13",
        P(
            "take_pile",
            {
                "pile": ["9D", "KS"],
                "hand": ["KH", "2C", "AS", "AH", "AD", "4S", "6C", "7D", "8S", "9H", "JC"],
                "team_melds": [],
            },
        ),
        {"can_take": False, "frozen": True},
    ),
    # unopened, top card counts: AS AH AD = 60 >= 50
    (
        "t14",
        P(
            "take_pile",
            {
                "pile": ["9D", "AS"],
                "hand": ["AH", "AD", "4S", "5H", "6C", "7D", "8S", "9H", "JC", "QD", "KC"],
                "team_melds": [],
            },
        ),
        {"can_take": True, "frozen": True},
    ),
    # team score -5: min 15: 4S 4H 4D = 15
    (
        "t15",
        P(
            "take_pile",
            {
                "pile": ["9D", "4S"],
                "hand": ["4H", "4D", "5H", "6C", "7D", "8S", "9H", "JC", "QD", "KC", "AS"],
                "team_melds": [],
                "team_score": -5,
            },
        ),
        {"can_take": True, "frozen": True},
    ),
    # 1500 -> 90: AAA(60) + KKK(30) = 90 exactly
    (
        "t16",
        P(
            "take_pile",
            {
                "pile": ["9D", "AS"],
                "hand": ["AH", "AD", "KH", "KD", "KC", "5H", "6C", "7D", "8S", "JC", "QD"],
                "team_melds": [],
                "team_score": 1500,
            },
        ),
        {"can_take": True, "frozen": True},
    ),
    # 3000 -> 120: AAA + JK = 110 < 120
    (
        "t17",
        P(
            "take_pile",
            {
                "pile": ["9D", "AS"],
                "hand": ["AH", "AD", "JK", "4S", "5H", "6C", "7D", "8S", "JC", "QD", "KC"],
                "team_melds": [],
                "team_score": 3000,
            },
        ),
        {"can_take": False, "frozen": True},
    ),
    # 2995 -> 90: AAA + JK = 110 >= 90
    (
        "t18",
        P(
            "take_pile",
            {
                "pile": ["9D", "AS"],
                "hand": ["AH", "AD", "JK", "4S", "5H", "6C", "7D", "8S", "JC", "QD", "KC"],
                "team_melds": [],
                "team_score": 2995,
            },
        ),
        {"can_take": True, "frozen": True},
    ),
    # frozen (wild in pile), one K in hand + K meld on table: not enough (pile-6)
    (
        "t19",
        P(
            "take_pile",
            {
                "pile": ["2C", "9D", "KS"],
                "hand": ["KH", "4S", "5H"],
                "team_melds": [["KD", "KC", "KS"]],
            },
        ),
        {"can_take": False, "frozen": True},
    ),
    # not frozen: add to meld with no hand card
    (
        "t20",
        P(
            "take_pile",
            {"pile": ["5H", "9D", "KS"], "hand": ["4S", "5H"], "team_melds": [["KD", "KC", "KH"]]},
        ),
        {"can_take": True, "frozen": False},
    ),
    # Q14: one-card hand, one-card pile added to meld, no canasta -> must go out but can't
    (
        "t21",
        P("take_pile", {"pile": ["KS"], "hand": ["9H"], "team_melds": [["KD", "KC", "KH"]]}),
        {"can_take": False, "frozen": False},
    ),
    (
        "t22",
        P(
            "take_pile",
            {
                "pile": ["KS"],
                "hand": ["9H"],
                "team_melds": [["KD", "KC", "KH"], ["QS", "QH", "QD", "QC", "QS", "QH", "QD"]],
            },
        ),
        {"can_take": True, "frozen": False},
    ),
    # six players unopened: hand of 13
    (
        "t23",
        P(
            "take_pile",
            {
                "pile": ["9D", "AS"],
                "hand": [
                    "AH",
                    "AD",
                    "4S",
                    "5H",
                    "6C",
                    "7D",
                    "8S",
                    "9H",
                    "JC",
                    "QD",
                    "KC",
                    "10S",
                    "4D",
                ],
                "team_melds": [],
            },
            players=6,
        ),
        {"can_take": True, "frozen": True},
    ),
    # six players unopened with 11 cards -> impossible
    (
        "t24",
        P(
            "take_pile",
            {
                "pile": ["9D", "AS"],
                "hand": ["AH", "AD", "4S", "5H", "6C", "7D", "8S", "9H", "JC", "QD", "KC"],
                "team_melds": [],
            },
            players=6,
        ),
        ERROR,
    ),
    # 4p unopened 10 cards -> impossible
    (
        "t25",
        P(
            "take_pile",
            {
                "pile": ["9D", "AS"],
                "hand": ["AH", "AD", "4S", "5H", "6C", "7D", "8S", "9H", "JC", "QD"],
                "team_melds": [],
            },
        ),
        ERROR,
    ),
    # 6p 2x3 at 7000 -> 150: AAA(60)+JK(50)=110, + KKK(30)=140 <150
    (
        "t26",
        P(
            "take_pile",
            {
                "pile": ["9D", "AS"],
                "hand": [
                    "AH",
                    "AD",
                    "JK",
                    "KH",
                    "KD",
                    "KC",
                    "7D",
                    "8S",
                    "9H",
                    "JC",
                    "QD",
                    "10S",
                    "4D",
                ],
                "team_melds": [],
                "team_score": 7000,
            },
            players=6,
            teams="2x3",
        ),
        {"can_take": False, "frozen": True},
    ),
    # same in 3x2 -> 120: 140 >= 120
    (
        "t27",
        P(
            "take_pile",
            {
                "pile": ["9D", "AS"],
                "hand": [
                    "AH",
                    "AD",
                    "JK",
                    "KH",
                    "KD",
                    "KC",
                    "7D",
                    "8S",
                    "9H",
                    "JC",
                    "QD",
                    "10S",
                    "4D",
                ],
                "team_melds": [],
                "team_score": 7000,
            },
            players=6,
            teams="3x2",
        ),
        {"can_take": True, "frozen": True},
    ),
    # 2 players unopened 15 cards
    (
        "t28",
        P(
            "take_pile",
            {
                "pile": ["9D", "AS"],
                "hand": [
                    "AH",
                    "AD",
                    "4S",
                    "5H",
                    "6C",
                    "7D",
                    "8S",
                    "9H",
                    "JC",
                    "QD",
                    "KC",
                    "10S",
                    "4D",
                    "5D",
                    "6D",
                ],
                "team_melds": [],
            },
            players=2,
        ),
        {"can_take": True, "frozen": True},
    ),
    # unopened, pair but other hand cards allow; pile wild-frozen; natural pair 30 + 2s? pair
    # KK+2C+2D: 30+40=70 ok (Q7)
    (
        "t29",
        P(
            "take_pile",
            {
                "pile": ["JK", "9D", "KS"],
                "hand": ["KH", "KD", "2C", "2D", "5H", "6C", "7D", "8S", "9H", "JC", "QD"],
                "team_melds": [],
            },
        ),
        {"can_take": True, "frozen": True},
    ),
    # black 3 on top, bicycle: blocked
    (
        "t30",
        P(
            "take_pile",
            {"pile": ["5S", "9D", "3C"], "hand": ["QH", "QD", "4S"], "team_melds": OPEN},
            rules="bicycle",
        ),
        {"can_take": False, "frozen": True},
    ),
    # red 3 on top -> impossible position
    (
        "t31",
        P("take_pile", {"pile": ["5S", "3H"], "hand": ["QH", "QD", "4S"], "team_melds": OPEN}),
        ERROR,
    ),
    # red 3 in hand -> impossible
    (
        "t32",
        P("take_pile", {"pile": ["5S", "QS"], "hand": ["QH", "QD", "3D"], "team_melds": OPEN}),
        ERROR,
    ),
    # pile top rank team doesn't have, black 3 upcard at bottom classic not frozen, natural+wild
    (
        "t33",
        P("take_pile", {"pile": ["3S", "QS"], "hand": ["QH", "JK", "4S"], "team_melds": OPEN}),
        {"can_take": True, "frozen": False},
    ),
    (
        "t34",
        P(
            "take_pile",
            {"pile": ["3S", "QS"], "hand": ["QH", "JK", "4S"], "team_melds": OPEN},
            rules="bicycle",
        ),
        {"can_take": False, "frozen": True},
    ),
    # after canasta; top card 7 onto canasta (frozen by wild? no) ok
    (
        "t35",
        P("take_pile", {"pile": ["9D", "KC"], "hand": ["4S", "5H"], "team_melds": CAN}),
        {"can_take": True, "frozen": False},
    ),
    # ---- batch 3 ----
    (
        "f01",
        P("first_meld", {"team_score": -1, "melds": [["4S", "4H", "4D"]]}),
        {"minimum": 15, "count": 15, "meets": True},
    ),
    (
        "f02",
        P("first_meld", {"team_score": 0, "melds": [KKK, QQ2]}),
        {"minimum": 50, "count": 70, "meets": True},
    ),
    (
        "f03",
        P("first_meld", {"team_score": 1495, "melds": [KKK, QQ2]}),
        {"minimum": 50, "count": 70, "meets": True},
    ),
    (
        "f04",
        P("first_meld", {"team_score": 1500, "melds": [KKK, QQ2]}),
        {"minimum": 90, "count": 70, "meets": False},
    ),
    (
        "f05",
        P("first_meld", {"team_score": 2995, "melds": [AAAJ]}),
        {"minimum": 90, "count": 110, "meets": True},
    ),
    (
        "f06",
        P("first_meld", {"team_score": 3000, "melds": [AAAJ]}),
        {"minimum": 120, "count": 110, "meets": False},
    ),
    (
        "f07",
        P("first_meld", {"team_score": 7000, "melds": [AAAJ, KKK]}, players=6, teams="2x3"),
        {"minimum": 150, "count": 140, "meets": False},
    ),
    (
        "f08",
        P("first_meld", {"team_score": 7000, "melds": [AAAJ, KKK]}, players=6, teams="3x2"),
        {"minimum": 120, "count": 140, "meets": True},
    ),
    (
        "f09",
        P("first_meld", {"team_score": 6995, "melds": [AAAJ, KKK]}, players=6, teams="2x3"),
        {"minimum": 120, "meets": True},
    ),
    (
        "f10",
        P("first_meld", {"team_score": 7000, "melds": [AAAJ]}, players=2),
        {"minimum": 120, "meets": False},
    ),
    (
        "f11",
        P("first_meld", {"team_score": 0, "melds": [["QS", "2C", "JK"]]}),
        {"minimum": 50, "count": 80, "meets": False},
    ),
    (
        "f12",
        P("first_meld", {"team_score": 0, "melds": [KKK, ["AS", "AH", "AD"]], "pile_top": "KS"}),
        {"minimum": 50, "count": 90, "meets": True},
    ),
    (
        "f13",
        P("first_meld", {"team_score": 0, "melds": [["3S", "3S", "3C"], ["AS", "AH", "AD"]]}),
        {"count": 75, "meets": False},
    ),
    (
        "f14",
        P(
            "first_meld",
            {"team_score": 0, "melds": [["3S", "3S", "3C"], ["AS", "AH", "AD"]], "going_out": True},
        ),
        {"count": 75, "meets": True},
    ),
    (
        "f15",
        P("first_meld", {"team_score": 3000, "melds": [AAAJ]}, rules="bicycle"),
        {"minimum": 120, "meets": False},
    ),
    (
        "f16",
        P("first_meld", {"team_score": -1000, "melds": [["4S", "4H", "2D"]]}),
        {"minimum": 15, "count": 30, "meets": True},
    ),
    (
        "f17",
        P(
            "first_meld",
            {
                "team_score": 1499,
                "melds": [["4S", "4H", "4D"], ["5S", "5H", "5D"], ["6S", "6H", "6D"]],
            },
        ),
        {"minimum": 50, "count": 45, "meets": False},
    ),
    (
        "f18",
        P("first_meld", {"team_score": 2000, "melds": [KKK, QQ2]}, rules="bicycle"),
        {"minimum": 90, "count": 70, "meets": False},
    ),
    # pile top in a natural+wild meld (no natural pair from hand) - frozen against unopened team
    (
        "f19",
        P(
            "first_meld",
            {"team_score": 0, "melds": [["KS", "KH", "2C"], ["AS", "AH", "AD"]], "pile_top": "KS"},
        ),
        {"minimum": 50, "count": 100, "meets": False},
    ),
    # 3 players at 3000 -> 120 ; 7,000 -> 120 (no 150 band)
    (
        "f20",
        P("first_meld", {"team_score": 7000, "melds": [AAAJ, KKK]}, players=3),
        {"minimum": 120, "meets": True},
    ),
    (
        "f21",
        P(
            "first_meld",
            {
                "team_score": 0,
                "melds": [["3S", "3S", "3C", "2D"], ["AS", "AH", "AD"]],
                "going_out": True,
            },
        ),
        {"count": 95, "meets": False},
    ),
    # seven card canasta as opening; bonuses never count: 7 fives = 35 < 50
    (
        "f22",
        P("first_meld", {"team_score": 0, "melds": [["5S", "5H", "5D", "5C", "5S", "5H", "5D"]]}),
        {"minimum": 50, "count": 35, "meets": False},
    ),
    # pile_top not in melds -> error?
    (
        "f23",
        P("first_meld", {"team_score": 0, "melds": [KKK], "pile_top": "AS"}),
        {"minimum": 50, "count": 30, "meets": False},
    ),
    # ---- batch 4 ----
    # meld AAA, discard 9C, with canasta on table
    (
        "g01",
        P("go_out", {"hand": ["AS", "AH", "AD", "9C"], "team_melds": [CANK]}),
        {"can_go_out": True, "concealed": False},
    ),
    # complete canasta this turn: Q5 + QC + 2C = 7 mixed, discard 9D
    ("g02", P("go_out", {"hand": ["QC", "2C", "9D"], "team_melds": [Q5]}), {"can_go_out": True}),
    # no canasta reachable: Q5 + QC = 6
    (
        "g03",
        P("go_out", {"hand": ["QC", "9D"], "team_melds": [Q5]}),
        {"can_go_out": False, "concealed": False},
    ),
    # two black 3s: can't meld them, only one may be discarded
    ("g04", P("go_out", {"hand": ["3S", "3C"], "team_melds": [CANK]}), {"can_go_out": False}),
    # three black 3s + wild discard (Q17)
    (
        "g05",
        P("go_out", {"hand": ["3S", "3C", "3S", "2D"], "team_melds": [CANK]}),
        {"can_go_out": True},
    ),
    # four black 3s + discard
    (
        "g06",
        P("go_out", {"hand": ["3S", "3C", "3S", "3C", "5D"], "team_melds": [CANK]}),
        {"can_go_out": True},
    ),
    # black 3s with a wild can't meld together; 3S 3C 2D 9H: no
    (
        "g07",
        P("go_out", {"hand": ["3S", "3C", "2D", "9H"], "team_melds": [CANK]}),
        {"can_go_out": False},
    ),
    # concealed: unopened, 12 cards: 7 kings (70) + AAAA (80) + discard 9D = 150 >= 50
    (
        "g08",
        P("go_out", {"hand": [*CANK, "AS", "AH", "AD", "AC", "9D"], "team_melds": []}),
        {"can_go_out": True, "concealed": True},
    ),
    # Q5: unopened at 3000 -> 120: seven 4s (35) + 5s x4 (20) = 55 < 120
    (
        "g09",
        P(
            "go_out",
            {"hand": [*SEVEN4, "5S", "5H", "5D", "5C", "9D"], "team_melds": [], "team_score": 3000},
        ),
        {"can_go_out": False, "concealed": False},
    ),
    # same at -100: min 15
    (
        "g10",
        P(
            "go_out",
            {"hand": [*SEVEN4, "5S", "5H", "5D", "5C", "9D"], "team_melds": [], "team_score": -100},
        ),
        {"can_go_out": True, "concealed": True},
    ),
    # Q3: partner's canasta, hand AAA+9C no canasta of its own -> concealed false
    (
        "g11",
        P("go_out", {"hand": ["AS", "AH", "AD", "9C"], "team_melds": [CANK]}),
        {"can_go_out": True, "concealed": False},
    ),
    # Q3: partner has a meld, hand is a canasta of queens + discard -> concealed true
    (
        "g12",
        P("go_out", {"hand": [*CANQ, "9C"], "team_melds": [["KS", "KH", "KD"]]}),
        {"can_go_out": True, "concealed": True},
    ),
    # single card with canasta -> discard it
    (
        "g13",
        P("go_out", {"hand": ["9C"], "team_melds": [CANK]}),
        {"can_go_out": True, "concealed": False},
    ),
    # 2 players need 2 canastas: one on table, none completed
    (
        "g14",
        P("go_out", {"hand": ["AS", "AH", "AD", "9C"], "team_melds": [CANK]}, players=2),
        {"can_go_out": False},
    ),
    # 2 players: complete a second canasta
    (
        "g15",
        P("go_out", {"hand": ["QC", "QD", "9C"], "team_melds": [CANK, Q5]}, players=2),
        {"can_go_out": True, "concealed": False},
    ),
    # 6 players 3x2 need 2 canastas
    (
        "g16",
        P("go_out", {"hand": ["AS", "AH", "AD", "9C"], "team_melds": [CANK]}, players=6),
        {"can_go_out": False},
    ),
    (
        "g17",
        P(
            "go_out",
            {"hand": ["AS", "AH", "AD", "9C"], "team_melds": [CANK, CANQ]},
            players=6,
            teams="2x3",
        ),
        {"can_go_out": True},
    ),
    # 3 players: one canasta enough
    (
        "g18",
        P("go_out", {"hand": ["AS", "AH", "AD", "9C"], "team_melds": [CANK]}, players=3),
        {"can_go_out": True, "concealed": False},
    ),
    # JK can't join (Q meld full of wilds, K canasta mixed with 3 wilds) + 5D: only one discard
    (
        "g19",
        P(
            "go_out",
            {
                "hand": ["JK", "5D"],
                "team_melds": [
                    ["KS", "KH", "KD", "KC", "2S", "2H", "2D"],
                    ["QS", "QH", "QD", "2C", "JK", "JK"],
                ],
            },
        ),
        {"can_go_out": False},
    ),
    # JK can join natural K canasta
    ("g20", P("go_out", {"hand": ["JK", "5D"], "team_melds": [CANK]}), {"can_go_out": True}),
    # unopened 4p with 11 cards after drawing -> impossible
    ("g21", P("go_out", {"hand": [*CANK, "AS", "AH", "AD", "AC"], "team_melds": []}), ERROR),
    # bicycle concealed same as classic
    (
        "g22",
        P(
            "go_out",
            {"hand": [*CANK, "AS", "AH", "AD", "AC", "9D"], "team_melds": []},
            rules="bicycle",
        ),
        {"can_go_out": True, "concealed": True},
    ),
    # concealed without discard: 7 kings + 5 aces? only 4 aces in 2 decks... 7K + AAA + 5 5 ? use 7K
    # + AAAA + JK -> 12 all melded
    (
        "g23",
        P("go_out", {"hand": [*CANK, "AS", "AH", "AD", "AC", "JK"], "team_melds": []}),
        {"can_go_out": True, "concealed": True},
    ),
    # unopened concealed with no canasta in hand -> cannot go out
    (
        "g24",
        P(
            "go_out",
            {
                "hand": ["KS", "KH", "KD", "5S", "5H", "5D", "9C", "9D", "9H", "7S", "7H", "7D"],
                "team_melds": [],
            },
        ),
        {"can_go_out": False, "concealed": False},
    ),
    # black 3 meld in a concealed go-out: 7 kings + 3S3S3C + AS AH -> 7+3+2=12: AS AH can't meld:
    # discard one, one left -> no. Use 7K + 3S3S3C3C + 9D
    (
        "g25",
        P("go_out", {"hand": [*CANK, "3S", "3S", "3C", "3C", "9D"], "team_melds": []}),
        {"can_go_out": True, "concealed": True},
    ),
    # red 3 in hand -> error
    ("g26", P("go_out", {"hand": ["3H", "9C"], "team_melds": [CANK]}), ERROR),
    # 2 players unopened concealed: needs two canastas in the hand: 7K + 7Q + discard = 15 + ...
    # hand >= 16 after drawing
    (
        "g27",
        P("go_out", {"hand": CANK + CANQ + ["AS", "AH"], "team_melds": []}, players=2),
        {"can_go_out": False},
    ),
    (
        "g28",
        P("go_out", {"hand": CANK + CANQ + ["AS", "AH", "AD"], "team_melds": []}, players=2),
        {"can_go_out": True, "concealed": True},
    ),
    # 2 players with melds: melded_before default true -> concealed false
    (
        "g29",
        P("go_out", {"hand": [*CANQ, "9C"], "team_melds": [CANK]}, players=2),
        {"can_go_out": True, "concealed": False},
    ),
    # Q5 at 1500 (90): 7 kings (70) + AAA (60) = 130 >=90 ; concealed
    (
        "g30",
        P(
            "go_out",
            {"hand": [*CANK, "AS", "AH", "AD", "9D", "9H"], "team_melds": [], "team_score": 1500},
        ),
        {"can_go_out": False},
    ),
    # ---- batch 5 ----
    # 500+70+100=670 ; 30-(5+5)=20
    (
        "s01",
        P("score_hand", S([T([CANK], 0, [[], []]), T([NINES], 0, [["4S"], ["5D"]])])),
        {"scores": [670, 20]},
    ),
    # concealed: 200+500+70+60=830
    (
        "s02",
        P(
            "score_hand",
            S(
                [T([CANK, ["AS", "AH", "AD"]], 0, [[], []]), T([NINES], 0, [["4S"], ["5D"]])],
                concealed=True,
            ),
        ),
        {"scores": [830, 20]},
    ),
    # four red 3s 800: 800+500+70+100=1470 ; 0 - (10+20+5) = -35
    (
        "s03",
        P("score_hand", S([T([CANK], 4, [[], []]), T([], 0, [["KC"], ["AS", "3S"]])])),
        {"scores": [1470, -35]},
    ),
    # side with no meld, 2 red 3s: -200-35=-235 ; 200+570+100=870
    (
        "s04",
        P("score_hand", S([T([CANK], 2, [[], []]), T([], 2, [["KC"], ["AS", "3S"]])])),
        {"scores": [870, -235]},
    ),
    # 6p 3x2: 5 red 3s 1000 + 2 canastas 1000 + 140 + 100 = 2240 ; 100+30-10=120 ; -70
    (
        "s05",
        P(
            "score_hand",
            S(
                [
                    T([CANK, CANQ], 5, [[], []]),
                    T([NINES], 1, [["4S"], ["5D"]]),
                    T([], 0, [["JK"], ["2C"]]),
                ]
            ),
            players=6,
        ),
        {"scores": [2240, 120, -70]},
    ),
    # 6p: no-meld side with 4 red 3s -> -400 - 10 ; went out side 0 red 3s: 1000+140+100=1240; third
    # 30-10=20
    (
        "s06",
        P(
            "score_hand",
            S(
                [
                    T([CANK, CANQ], 0, [[], []]),
                    T([], 4, [["4S"], ["5D"]]),
                    T([NINES], 0, [["4H"], ["5H"]]),
                ]
            ),
            players=6,
        ),
        {"scores": [1240, -410, 20]},
    ),
    # 6p: six red 3s = 1200 ; 1200+1000+140+100 = 2440
    (
        "s07",
        P(
            "score_hand",
            S(
                [
                    T([CANK, CANQ], 6, [[], []]),
                    T([NINES], 0, [["4S"], ["5D"]]),
                    T([["4C", "4C", "4C"]], 0, [["7S"], ["5H"]]),
                ]
            ),
            players=6,
        ),
        {"scores": [2440, 20, 5]},
    ),
    # 6p 2x3: three hands a side; 4 red 3s 400
    (
        "s08",
        P(
            "score_hand",
            S([T([CANK, CANQ], 4, [[], ["4S"], []]), T([NINES], 0, [["4H"], ["5H"], ["6H"]])]),
            players=6,
            teams="2x3",
        ),
        {"scores": [1635, 15]},
    ),
    # stock ran out: no going-out bonus: 500+70+100(red)-10 = 660 ; 30-25 = 5
    (
        "s09",
        P(
            "score_hand",
            S([T([CANK], 1, [["4S"], ["5D"]]), T([NINES], 0, [["AS"], ["6S"]])], went_out=None),
        ),
        {"scores": [660, 5]},
    ),
    # 2 players: 1000+140+100=1240 ; 100+80-25=155
    (
        "s10",
        P(
            "score_hand",
            S([T([CANK, CANQ], 0, [[]]), T([["JS", "JH", "JD", "JK"]], 1, [["AC", "7H"]])]),
            players=2,
        ),
        {"scores": [1240, 155]},
    ),
    # 8-card mixed canasta: 300 + (4*10+40+... ) 8S8H8D8C8S=50, 2C2D=40, JK=50 -> 140; +100 out =
    # 540 ; 15 - 10 - 50 = -45
    (
        "s11",
        P(
            "score_hand",
            S(
                [
                    T([["8S", "8H", "8D", "8C", "8S", "2C", "2D", "JK"]], 0, [[], []]),
                    T([["5S", "5H", "5D"]], 0, [["3S", "3C"], ["JK"]]),
                ]
            ),
        ),
        {"scores": [540, -45]},
    ),
    # bicycle concealed: 100+100 extra = 200 -> 830
    (
        "s12",
        P(
            "score_hand",
            S(
                [T([CANK, ["AS", "AH", "AD"]], 0, [[], []]), T([NINES], 0, [["4S"], ["5D"]])],
                concealed=True,
            ),
            rules="bicycle",
        ),
        {"scores": [830, 20]},
    ),
    # 3 players, each alone: 670 ; 30-5=25 ; -100-15=-115
    (
        "s13",
        P(
            "score_hand",
            S([T([CANK], 0, [[]]), T([NINES], 0, [["4S"]]), T([], 1, [["5D", "KC"]])]),
            players=3,
        ),
        {"scores": [670, 25, -115]},
    ),
    # 3 players lone (side 0) vs pair: 670 ; 100+30-10 = 120
    (
        "s14",
        P("score_hand", S([T([CANK], 0, [[]]), T([NINES], 1, [["4S"], ["5D"]])]), players=3),
        {"scores": [670, 120]},
    ),
    # went out without a canasta -> impossible
    (
        "s15",
        P("score_hand", S([T([NINES], 0, [[], []]), T([["4S", "4H", "4D"]], 0, [["5S"], ["5D"]])])),
        ERROR,
    ),
    # concealed with nobody out -> impossible
    (
        "s16",
        P(
            "score_hand",
            S(
                [T([CANK], 0, [["4S"], ["5D"]]), T([NINES], 0, [["AS"], ["6S"]])],
                went_out=None,
                concealed=True,
            ),
        ),
        ERROR,
    ),
    # partner's cards subtracted: 500+70+100-15 = 655
    (
        "s17",
        P("score_hand", S([T([CANK], 0, [[], ["QH", "4S"]]), T([NINES], 0, [["4H"], ["5D"]])])),
        {"scores": [655, 20]},
    ),
    # 8 aces natural canasta: 500+160+100 = 760 ; 4 red 3s on a side without melds: -800 - 5 - 5 =
    # -810
    (
        "s18",
        P(
            "score_hand",
            S(
                [
                    T([["AS", "AH", "AD", "AC", "AS", "AH", "AD", "AC"]], 0, [[], []]),
                    T([], 4, [["4S"], ["5D"]]),
                ]
            ),
        ),
        {"scores": [760, -810]},
    ),
    # 2 players went out with one canasta -> impossible
    ("s19", P("score_hand", S([T([CANK], 0, [[]]), T([NINES], 0, [["4S"]])]), players=2), ERROR),
    # 3 red 3s 300, opponent negative total from hand: 300+570+100 = 970 ; melds 15 - JK JK = 15-100
    # = -85
    (
        "s20",
        P("score_hand", S([T([CANK], 3, [[], []]), T([["4S", "4H", "4D"]], 0, [["JK"], ["JK"]])])),
        {"scores": [970, -85]},
    ),
    # went-out side's hand list must include the empty one: both non-empty -> impossible
    (
        "s21",
        P("score_hand", S([T([CANK], 0, [["4C"], ["5D"]]), T([NINES], 0, [["4H"], ["5H"]])])),
        ERROR,
    ),
    # bicycle: red 3 count; side B no meld with 1 red 3 -> -100
    (
        "s22",
        P("score_hand", S([T([CANK], 0, [[], []]), T([], 1, [["4S"], ["5D"]])]), rules="bicycle"),
        {"scores": [670, -110]},
    ),
    # 5 red 3s with 4 players impossible (only 4 red 3s in two decks)
    ("s23", P("score_hand", S([T([CANK], 3, [[], []]), T([NINES], 2, [["4S"], ["5D"]])])), ERROR),
    # ---- batch 6 ----
    ("u01", P("upcard", {"stock": ["KS", "2C"]}), {"turned": 1, "frozen": False}),
    ("u02", P("upcard", {"stock": ["3S", "2C"]}), {"turned": 1, "frozen": False}),
    ("u03", P("upcard", {"stock": ["3H", "9D"]}), {"turned": 2, "frozen": True}),
    ("u04", P("upcard", {"stock": ["2C", "JK", "3D", "5S"]}), {"turned": 4, "frozen": True}),
    ("u05", P("upcard", {"stock": ["3S", "9D"]}, rules="bicycle"), {"turned": 2, "frozen": True}),
    (
        "u06",
        P("upcard", {"stock": ["3C", "3S", "4H"]}, rules="bicycle"),
        {"turned": 3, "frozen": True},
    ),
    ("u07", P("upcard", {"stock": ["KS"]}, rules="bicycle"), {"turned": 1, "frozen": False}),
    # red 3 then black 3: black 3 stays in classic; frozen by red 3 (Q1)
    ("u08", P("upcard", {"stock": ["3D", "3S", "9H"]}), {"turned": 2, "frozen": True}),
    ("u09", P("upcard", {"stock": ["2C"]}), ERROR),
    # wild then black 3: black 3 stays; frozen by the wild
    ("u10", P("upcard", {"stock": ["JK", "3C", "7H"]}), {"turned": 2, "frozen": True}),
    # bicycle: red 3 then natural
    ("u11", P("upcard", {"stock": ["3H", "5D"]}, rules="bicycle"), {"turned": 2, "frozen": True}),
    # 6 players: jokers x6 allowed
    (
        "u12",
        P("upcard", {"stock": ["JK", "JK", "JK", "JK", "JK", "7H"]}, players=6),
        {"turned": 6, "frozen": True},
    ),
    ("u13", P("upcard", {"stock": ["JK", "JK", "JK", "JK", "JK", "7H"]}), ERROR),
    # natural card upcard, stock just one card
    ("u14", P("upcard", {"stock": ["AS"]}), {"turned": 1, "frozen": False}),
    # game
    (
        "x01",
        P("game", {"totals": [5000, 4990]}),
        {"over": True, "winner": 0, "minimums": [None, None]},
    ),
    (
        "x02",
        P("game", {"totals": [5000, 5000]}),
        {"over": True, "winner": None, "minimums": [None, None]},
    ),
    (
        "x03",
        P("game", {"totals": [4995, -5]}),
        {"over": False, "winner": None, "minimums": [120, 15]},
    ),
    ("x04", P("game", {"totals": [1495, 1500]}), {"over": False, "minimums": [50, 90]}),
    ("x05", P("game", {"totals": [2995, 3000]}), {"over": False, "minimums": [90, 120]}),
    ("x06", P("game", {"totals": [0, -1]}), {"over": False, "minimums": [50, 15]}),
    (
        "x07",
        P("game", {"totals": [7495, 5000, 3000]}, players=3),
        {"over": False, "winner": None, "minimums": [120, 120, 120]},
    ),
    ("x08", P("game", {"totals": [7500, 7600, 0]}, players=3), {"over": True, "winner": 1}),
    (
        "x09",
        P("game", {"totals": [7000, 6995]}, players=6, teams="2x3"),
        {"over": False, "minimums": [150, 120]},
    ),
    (
        "x10",
        P("game", {"totals": [10000, 9000]}, players=6, teams="2x3"),
        {"over": True, "winner": 0},
    ),
    (
        "x11",
        P("game", {"totals": [7000, 7495, 0]}, players=6, teams="3x2"),
        {"over": False, "minimums": [120, 120, 50]},
    ),
    (
        "x12",
        P("game", {"totals": [7500, 7495, 0]}, players=6, teams="3x2"),
        {"over": True, "winner": 0},
    ),
    ("x13", P("game", {"totals": [5000, 4000]}, players=2), {"over": True, "winner": 0}),
    ("x14", P("game", {"totals": [5500, 6000]}), {"over": True, "winner": 1}),
    ("x15", P("game", {"totals": [7600, 7600, 8000]}, players=3), {"over": True, "winner": 2}),
    ("x16", P("game", {"totals": [8000, 8000, 7600]}, players=3), {"over": True, "winner": None}),
    (
        "x17",
        P("game", {"totals": [9995, 7000]}, players=6, teams="2x3"),
        {"over": False, "minimums": [150, 150]},
    ),
    ("x18", P("game", {"totals": [5000, 4990]}, rules="bicycle"), {"over": True, "winner": 0}),
    (
        "x19",
        P("game", {"totals": [5000, 4990, 0]}, players=3),
        {"over": False, "minimums": [120, 120, 50]},
    ),
    ("x20", P("game", {"totals": [5000, 4990]}, players=4), {"over": True}),
    ("x21", P("game", {"totals": [5000, 4990, 10]}), ERROR),
    ("x22", P("game", {"totals": [-2500, 100]}), {"over": False, "minimums": [15, 50]}),
    ("x23", P("game", {"totals": [5000, 5000, 4000]}, players=3), {"over": False}),
    # ---- batch 7 ----
    (
        "t36",
        P("take_pile", {"pile": ["5S", "QS"], "hand": ["QH", "QD"], "team_melds": OPEN}),
        {"can_take": False},
    ),
    (
        "t37",
        P("take_pile", {"pile": ["5S", "QS"], "hand": ["QH", "QD", "5H"], "team_melds": OPEN}),
        {"can_take": True, "frozen": False},
    ),
    (
        "t38",
        P("take_pile", {"pile": ["5S", "QS"], "hand": ["QH", "QD"], "team_melds": [CANK]}),
        {"can_take": True, "frozen": False},
    ),
    (
        "t39",
        P(
            "take_pile",
            {
                "pile": ["9D", "KS"],
                "hand": ["KH", "KD", "AS", "AH", "AD", "4C", "5C", "6C", "8C", "9C", "JC"],
                "team_melds": [],
            },
            rules="bicycle",
        ),
        {"can_take": True, "frozen": True},
    ),
    (
        "t40",
        P(
            "take_pile",
            {"pile": ["9D", "AS"], "hand": ["AH", "AD", *FILL9, "KC", "4D"], "team_melds": []},
            players=3,
        ),
        {"can_take": True, "frozen": True},
    ),
    (
        "t41",
        P(
            "take_pile",
            {"pile": ["9D", "AS"], "hand": ["AH", "AD", *FILL9, "KC"], "team_melds": []},
            players=3,
        ),
        ERROR,
    ),
    # pile aces don't count: K K K = 30 < 50
    (
        "t42",
        P(
            "take_pile",
            {
                "pile": ["AC", "AD", "9D", "KS"],
                "hand": ["KH", "KD", "AS", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC"],
                "team_melds": [],
            },
        ),
        {"can_take": False, "frozen": True},
    ),
    # KKK (30) + 5S 5H 2C (30) = 60
    (
        "t43",
        P(
            "take_pile",
            {
                "pile": ["9D", "KS"],
                "hand": ["KH", "KD", "5S", "5H", "2C", "4C", "6C", "7C", "8C", "9C", "JC"],
                "team_melds": [],
            },
        ),
        {"can_take": True, "frozen": True},
    ),
    # frozen, single K + K canasta on table
    (
        "t45",
        P(
            "take_pile",
            {
                "pile": ["JK", "9D", "KC"],
                "hand": ["KC", "4S"],
                "team_melds": [["KS", "KH", "KD", "KS", "KH", "KD", "2C"]],
            },
        ),
        {"can_take": False, "frozen": True},
    ),
    # one-card pile, black 3 upcard classic: blocked, not frozen
    (
        "t47",
        P("take_pile", {"pile": ["3S"], "hand": ["QH", "QD", "4S"], "team_melds": OPEN}),
        {"can_take": False, "frozen": False},
    ),
    # wild upcard covered by black 3 (stays in classic), then KS: frozen by wild
    (
        "t48",
        P(
            "take_pile",
            {"pile": ["2C", "3S", "KS"], "hand": ["KH", "KD", "4S"], "team_melds": OPEN},
        ),
        {"can_take": True, "frozen": True},
    ),
    (
        "t48b",
        P(
            "take_pile",
            {"pile": ["2C", "3S", "KS"], "hand": ["KH", "2D", "4S"], "team_melds": OPEN},
        ),
        {"can_take": False, "frozen": True},
    ),
    # 3000 -> 120: KS KH KD 2C 2D JK = 30+40+50 = 120 (Q7)
    (
        "t49",
        P(
            "take_pile",
            {
                "pile": ["9D", "KS"],
                "hand": ["KH", "KD", "2C", "2D", "JK", "4C", "6C", "7C", "8C", "9C", "JC"],
                "team_melds": [],
                "team_score": 3000,
            },
        ),
        {"can_take": True, "frozen": True},
    ),
    # go out
    (
        "g31",
        P("go_out", {"hand": ["QC", "QD", "2C", "9D"], "team_melds": [Q5]}),
        {"can_go_out": True, "concealed": False},
    ),
    (
        "g32",
        P("go_out", {"hand": [*CANQ, "KC"], "team_melds": [["KS", "KH", "KD"]]}),
        {"can_go_out": True, "concealed": True},
    ),
    (
        "g33",
        P(
            "go_out",
            {"hand": [*CANQ, "9C"], "team_melds": [["KS", "KH", "KD"]], "melded_before": True},
        ),
        {"can_go_out": True, "concealed": False},
    ),
    # 4s canasta + 5s + JK joins 4s: 35+15+50 = 100, discard 9D
    (
        "g34",
        P("go_out", {"hand": [*SEVEN4, "5S", "5H", "5D", "JK", "9D"], "team_melds": []}),
        {"can_go_out": True, "concealed": True},
    ),
    (
        "g35",
        P("go_out", {"hand": [*SEVEN4, "5S", "5H", "5D", "9D", "9H"], "team_melds": []}),
        {"can_go_out": False},
    ),
    # 6p unopened 14 cards: 7K + 7Q = 140 >= 50
    (
        "g37",
        P("go_out", {"hand": CANK + CANQ, "team_melds": []}, players=6),
        {"can_go_out": True, "concealed": True},
    ),
    # 6p 2x3 at 7000: 140 < 150
    (
        "g37b",
        P(
            "go_out",
            {"hand": CANK + CANQ, "team_melds": [], "team_score": 7000},
            players=6,
            teams="2x3",
        ),
        {"can_go_out": False},
    ),
    (
        "g40",
        P("go_out", {"hand": ["KC", "KS", "9D"], "team_melds": [CANQ, ["KS", "KH", "KD"]]}),
        {"can_go_out": True},
    ),
    ("g42", P("go_out", {"hand": ["9C", "9D"], "team_melds": [CANK]}), {"can_go_out": False}),
    ("g43", P("go_out", {"hand": ["9C", "9D", "2S"], "team_melds": [CANK]}), {"can_go_out": True}),
    ("g44", P("go_out", {"hand": ["9C", "2S"], "team_melds": [CANK, NINES]}), {"can_go_out": True}),
    (
        "g45",
        P("go_out", {"hand": ["3S", "3C", "3S", "9D"], "team_melds": [CANK]}, rules="bicycle"),
        {"can_go_out": True},
    ),
    # score
    (
        "s24",
        P(
            "score_hand",
            S(
                [
                    T([CANK, CANQ], 0, [[], []]),
                    T([], 5, [["4S"], ["5D"]]),
                    T([NINES], 0, [["4H"], ["5H"]]),
                ]
            ),
            players=6,
        ),
        {"scores": [1240, -1010, 20]},
    ),
    # 3p pair pooled 4 red 3s: 800+30-10 = 820
    (
        "s25",
        P("score_hand", S([T([CANK], 0, [[]]), T([NINES], 4, [["4S"], ["5D"]])]), players=3),
        {"scores": [670, 820]},
    ),
    # 2p stock ran out: 500+70-5 = 565 ; 30-20 = 10
    (
        "s26",
        P(
            "score_hand",
            S([T([CANK], 0, [["4S"]]), T([NINES], 0, [["AS"]])], went_out=None),
            players=2,
        ),
        {"scores": [565, 10]},
    ),
    # 6p 3x2 concealed: 200 + 1000 + 140 = 1340
    (
        "s27",
        P(
            "score_hand",
            S(
                [
                    T([CANK, CANQ], 0, [[], []]),
                    T([NINES], 0, [["4S"], ["5D"]]),
                    T([["4C", "4C", "4C"]], 0, [["7S"], ["5H"]]),
                ],
                concealed=True,
            ),
            players=6,
        ),
        {"scores": [1340, 20, 5]},
    ),
    # too many KS across sides
    (
        "s28",
        P("score_hand", S([T([CANK], 0, [[], []]), T([["KS", "KC", "KC"]], 0, [["4S"], ["5D"]])])),
        ERROR,
    ),
    # a side that went out but its partner hand missing (only 1 hand for 4p) -> error
    ("s29", P("score_hand", S([T([CANK], 0, [[]]), T([NINES], 0, [["4S"], ["5D"]])])), ERROR),
    # ---- batch 8 ----
    # red 3 turned onto a wild upcard then covered: a possible starting pile
    (
        "p01",
        P(
            "take_pile",
            {"pile": ["2C", "3H", "KS"], "hand": ["KH", "KD", "4S"], "team_melds": OPEN},
        ),
        {"can_take": True, "frozen": True},
    ),
    (
        "p02",
        P(
            "take_pile",
            {"pile": ["JK", "3D", "5S"], "hand": ["5H", "5D", "4S"], "team_melds": OPEN},
        ),
        {"can_take": True, "frozen": True},
    ),
    # bicycle: black 3 upcard covered by a red 3, covered by KS
    (
        "p03",
        P(
            "take_pile",
            {"pile": ["3S", "3H", "KS"], "hand": ["KH", "KD", "4S"], "team_melds": OPEN},
            rules="bicycle",
        ),
        {"can_take": True, "frozen": True},
    ),
    # classic: black 3 upcard is not covered, so a red 3 above it is impossible
    (
        "p04",
        P(
            "take_pile",
            {"pile": ["3S", "3H", "KS"], "hand": ["KH", "KD", "4S"], "team_melds": OPEN},
        ),
        ERROR,
    ),
    # red 3 in the middle above naturals: impossible
    (
        "p05",
        P(
            "take_pile",
            {"pile": ["9D", "3H", "KS"], "hand": ["KH", "KD", "4S"], "team_melds": OPEN},
        ),
        ERROR,
    ),
    # score: black-3 meld by the side that went out: 500+70+15+100 = 685
    (
        "s30",
        P(
            "score_hand",
            S([T([CANK, ["3S", "3S", "3C"]], 0, [[], []]), T([NINES], 0, [["4S"], ["5D"]])]),
        ),
        {"scores": [685, 20]},
    ),
    # black-3 meld by side that did not go out -> impossible
    (
        "s31",
        P(
            "score_hand",
            S([T([CANK], 0, [[], []]), T([NINES, ["3S", "3S", "3C"]], 0, [["4S"], ["5D"]])]),
        ),
        ERROR,
    ),
    # first_meld pile_top black 3 / wild -> cannot take pile
    (
        "f24",
        P(
            "first_meld",
            {
                "team_score": 0,
                "melds": [["3S", "3S", "3C"], ["AS", "AH", "AD"]],
                "pile_top": "3S",
                "going_out": True,
            },
        ),
        {"meets": False},
    ),
    (
        "f25",
        P(
            "first_meld",
            {"team_score": 0, "melds": [["KS", "KH", "2C"], ["AS", "AH", "AD"]], "pile_top": "2C"},
        ),
        {"meets": False},
    ),
    # two melds of one rank in one opening (Q13)
    (
        "f26",
        P("first_meld", {"team_score": 0, "melds": [["KS", "KH", "KD"], ["KC", "KS", "2C"]]}),
        {"meets": False},
    ),
    (
        "f27",
        P(
            "first_meld",
            {"team_score": 0, "melds": [["KS", "KH", "KD"], ["AS", "AH", "AD"]], "pile_top": "KS"},
            rules="bicycle",
        ),
        {"minimum": 50, "count": 90, "meets": True},
    ),
    (
        "f28",
        P("first_meld", {"team_score": 0, "melds": [["KS", "KH", "KD", "2C"]], "pile_top": "KS"}),
        {"count": 50, "meets": True},
    ),
    (
        "u15",
        P("upcard", {"stock": ["2C", "3S", "3H", "4S"]}, rules="bicycle"),
        {"turned": 4, "frozen": True},
    ),
    (
        "m29",
        P("meld", {"cards": ["3S", "3C", "4S"], "going_out": True}),
        {"legal": False, "points": 15},
    ),
    # ---- batch 9 ----
    ("e01", P("take_pile", {"pile": ["5S", "QS"], "hand": [], "team_melds": OPEN}), ERROR),
    ("e02", P("go_out", {"hand": [], "team_melds": [CANK]}), ERROR),
    ("e04", P("meld", {"cards": ["1S", "1H", "1D"]}), ERROR),
    ("e05", P("meld", {"cards": ["QS", "QH", "QD"], "foo": 1}), ERROR),
    (
        "e06",
        P(
            "go_out",
            {"hand": ["9C"], "team_melds": [CANK, CANQ], "melded_before": False},
            players=2,
        ),
        ERROR,
    ),
    (
        "e07",
        P(
            "score_hand",
            S(
                [
                    T([CANK, CANQ], 4, [[], []]),
                    T([NINES], 3, [["4S"], ["5D"]]),
                    T([], 0, [["4H"], ["5H"]]),
                ]
            ),
            players=6,
        ),
        ERROR,
    ),
    (
        "e08",
        P(
            "take_pile",
            {
                "pile": ["5S", "QS"],
                "hand": ["QH", "QD", "4S"],
                "team_melds": [["KS", "KH", "2C", "2D", "JK", "JK"]],
            },
        ),
        ERROR,
    ),
    (
        "e09",
        P(
            "take_pile",
            {
                "pile": ["5S", "QS"],
                "hand": ["QH", "QD", "4S"],
                "team_melds": [["KS", "KH", "KD"], ["KC", "KC", "2D"]],
            },
        ),
        ERROR,
    ),
    ("e10", P("game", {"totals": [100, 200]}, players=5), ERROR),
    ("e11", P("meld", {"cards": ["QS", "QH", "QD"]}, rules="hoyle"), ERROR),
    # 6p unopened go_out with 13 cards after drawing -> impossible
    (
        "e12",
        P(
            "go_out",
            {"hand": [*CANK, "AS", "AH", "AD", "AC", "9D", "9H"], "team_melds": []},
            players=6,
        ),
        ERROR,
    ),
    # game 2x3 tie at 10000
    (
        "x24",
        P("game", {"totals": [10000, 10000]}, players=6, teams="2x3"),
        {"over": True, "winner": None},
    ),
    # 3p lone player 4 red 3s: 800 + 570 + 100
    (
        "s32",
        P("score_hand", S([T([CANK], 4, [[]]), T([NINES], 0, [["4S"], ["5D"]])]), players=3),
        {"scores": [1470, 20]},
    ),
    # stock ran out, side with no meld + red 3: -100 - 10; other: 500+70-5-5=560
    (
        "s33",
        P(
            "score_hand",
            S([T([CANK], 0, [["4S"], ["5D"]]), T([], 1, [["4H"], ["5H"]])], went_out=None),
        ),
        {"scores": [560, -110]},
    ),
    # 7 cards 2 naturals 5 wilds: illegal, no canasta ; 20 + 5*... 2S 2H 2D JK JK = 60+100 = 160 +20
    # = 180
    (
        "m30",
        P("meld", {"cards": ["QS", "QH", "2S", "2H", "2D", "JK", "JK"]}),
        {"legal": False, "canasta": None, "points": 180},
    ),
    # ---- batch 10 ----
    (
        "h01",
        P(
            "go_out",
            {"hand": ["3S", "3S", "3S", "3C", "3C"], "team_melds": [CANK, CANQ]},
            players=6,
        ),
        {"can_go_out": True},
    ),
    (
        "h02",
        P(
            "go_out",
            {"hand": ["3S", "3S", "3S", "3C", "3C", "3C"], "team_melds": [CANK, CANQ]},
            players=6,
        ),
        {"can_go_out": False},
    ),
    # 120 needs all 11 hand cards: one-card pile leaves nothing to discard, no canasta
    (
        "h03",
        P("take_pile", {"pile": ["KS"], "hand": H120, "team_melds": [], "team_score": 3000}),
        {"can_take": False, "frozen": True},
    ),
    # after melding all 11 hand cards the hand is just the 9D: discarding it would be going out with
    # no canasta (basics-9)
    (
        "h04",
        P("take_pile", {"pile": ["9D", "KS"], "hand": H120, "team_melds": [], "team_score": 3000}),
        {"can_take": False, "frozen": True},
    ),
    (
        "h04b",
        P(
            "take_pile",
            {"pile": ["9D", "8C", "KS"], "hand": H120, "team_melds": [], "team_score": 3000},
        ),
        {"can_take": True, "frozen": True},
    ),
    # wilds: 7 wilds, room 3 (natural K canasta) + 3 (QQQ) + 1 discard
    (
        "h05",
        P(
            "go_out",
            {
                "hand": ["JK", "JK", "JK", "2C", "2D", "2H", "2S"],
                "team_melds": [CANK, ["QS", "QH", "QD"]],
            },
        ),
        {"can_go_out": True},
    ),
    (
        "h06",
        P(
            "go_out",
            {
                "hand": ["JK", "JK", "JK", "JK", "2C", "2D", "2H", "2S"],
                "team_melds": [CANK, ["QS", "QH", "QD"]],
            },
        ),
        {"can_go_out": False},
    ),
    # red 3 upcard covered by classic black 3 (stays), then KS
    (
        "h07",
        P(
            "take_pile",
            {"pile": ["3H", "3S", "KS"], "hand": ["KH", "2D", "4S"], "team_melds": OPEN},
        ),
        {"can_take": False, "frozen": True},
    ),
    # 3p unopened go_out 14 cards after drawing -> impossible (>= 15)
    # 14 cards is possible: the last stock card counts as a full draw (variants-2); 70+80+30 = 180
    # >= 50
    (
        "h08",
        P(
            "go_out",
            {"hand": [*CANK, "AS", "AH", "AD", "AC", "9D", "9H", "9C"], "team_melds": []},
            players=3,
        ),
        {"can_go_out": True, "concealed": True},
    ),
    (
        "h09",
        P(
            "go_out",
            {"hand": [*CANK, "AS", "AH", "AD", "AC", "9D", "9H", "9C", "4S"], "team_melds": []},
            players=3,
        ),
        {"can_go_out": True, "concealed": True},
    ),
    # bicycle 6p 2x3 at 7000 -> 150 (Q10)
    (
        "h10",
        P(
            "first_meld",
            {"team_score": 7000, "melds": [["AS", "AH", "AD", "JK"], ["KS", "KH", "KD"]]},
            rules="bicycle",
            players=6,
            teams="2x3",
        ),
        {"minimum": 150, "meets": False},
    ),
    (
        "h11",
        P(
            "go_out",
            {"hand": ["AS", "AH", "AD", "9C"], "team_melds": [CANK]},
            rules="bicycle",
            players=2,
        ),
        {"can_go_out": False},
    ),
    # 8-card canasta on the table counts
    (
        "h12",
        P("go_out", {"hand": ["AS", "AH", "AD", "9C"], "team_melds": [[*CANK, "KC"]]}),
        {"can_go_out": True},
    ),
    # an illegal-going-out: canasta needed but completed only by using the card we want to discard
    (
        "h13",
        P(
            "go_out",
            {"hand": ["QC", "QD", "9C", "9D"], "team_melds": [["QS", "QH", "QD", "QC", "QS"]]},
        ),
        {"can_go_out": False},
    ),
    # partner's canasta + unopened impossible: team_melds nonempty means opened; concealed with
    # partner's melds (Q3) and hand having 8 queens
    (
        "h14",
        P("go_out", {"hand": [*CANQ, "QC"], "team_melds": [["KS", "KH", "KD"]]}),
        {"can_go_out": True, "concealed": True},
    ),
    # empty pile: nothing to take
    (
        "h15",
        P("take_pile", {"pile": [], "hand": ["QH", "QD"], "team_melds": OPEN}),
        {"can_take": False},
    ),
]


@pytest.mark.parametrize(("case_id", "puzzle", "expected"), CASES, ids=[c[0] for c in CASES])
def test_review_case(case_id: str, puzzle: dict[str, Any], expected: dict[str, Any]) -> None:
    data = {"id": case_id, **puzzle}
    if expected == ERROR:
        with pytest.raises(PuzzleError):
            solve(parse_puzzle(data))
        return
    answer = solve(parse_puzzle(data)).answer
    assert {k: answer[k] for k in expected} == expected


def test_case_ids_unique() -> None:
    ids = [c[0] for c in CASES]
    assert len(ids) == len(set(ids))
