"""At the table: a game's hands scored by the engine, typed card entry, export and import.

Each hand of a :class:`Game` is exactly the contract's ``score_hand`` position, so
it is validated and scored by the same engine path as a puzzle. Errors come back
in card-player words: "side 1, meld 2: 'QX' is not a card …", not field paths.
"""

from __future__ import annotations

import base64
import csv
import io
import json
import re
from dataclasses import dataclass
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .engine import Card, CardError, check_game, parse_cards
from .engine.rules import get_rules
from .puzzle import PuzzleError, ScoreHandPosition, Solution, parse_puzzle, solve


class EntryError(ValueError):
    """Something typed or loaded that cannot be right; the message is for card players."""


# --- typed cards --------------------------------------------------------------------------


def read_cards(text: str, where: str) -> list[Card]:
    """Cards typed as ``KS KH 2C`` (commas fine); EntryError names the bad card."""
    try:
        return list(parse_cards(text or ""))
    except CardError as e:
        raise EntryError(f"{where}: {e}") from None


def read_melds(text: str, where: str) -> list[list[Card]]:
    """Melds typed one a line, or separated by ``;`` or ``|``."""
    melds = []
    parts = [p for p in re.split(r"[;|\n]", text or "") if p.strip()]
    for i, part in enumerate(parts):
        melds.append(read_cards(part, f"{where}, meld {i + 1}"))
    return melds


def in_words(message: str) -> str:
    """Turn the engine's field paths into card-player words."""
    subs = [
        (r"position\.teams\[(\d+)\]\.melds\[(\d+)\]",
         lambda m: f"side {m[1]}, meld {int(m[2]) + 1}"),
        (r"position\.teams\[(\d+)\]\.hands\[(\d+)\]",
         lambda m: f"side {m[1]}, hand {int(m[2]) + 1}"),
        (r"position\.teams\[(\d+)\]\.red_threes", lambda m: f"side {m[1]}'s red 3s"),
        (r"position\.teams\[(\d+)\]\.hands", lambda m: f"side {m[1]}'s hands"),
        (r"position\.teams", lambda m: "the sides"),
        (r"position\.went_out", lambda m: "who went out"),
        (r"position\.concealed", lambda m: "concealed"),
        (r"position\.team_melds\[(\d+)\]", lambda m: f"your side's meld {int(m[1]) + 1}"),
        (r"position\.team_melds", lambda m: "your side's melds"),
        (r"position\.pile\[(\d+)\]", lambda m: f"the pile's card {int(m[1]) + 1}"),
        (r"position\.pile", lambda m: "the pile"),
        (r"position\.hand", lambda m: "your hand"),
        (r"position\.melds\[(\d+)\]", lambda m: f"meld {int(m[1]) + 1}"),
        (r"position\.cards", lambda m: "the meld"),
        (r"position\.team_score", lambda m: "your side's score"),
        (r"position\.", lambda m: ""),
    ]
    for pattern, repl in subs:
        message = re.sub(pattern, repl, message)
    return message


# --- a game --------------------------------------------------------------------------------


class Game(BaseModel):
    """A game at the table: its rules and players, and every hand so far."""

    model_config = ConfigDict(extra="forbid")
    rules: str = "classic"
    players: int = 4
    teams: str | None = None
    names: list[str] = Field(default_factory=list)
    hands: list[ScoreHandPosition] = Field(default_factory=list)

    def puzzle(self, hand: ScoreHandPosition, n: int = 0) -> dict[str, Any]:
        data: dict[str, Any] = {"id": f"hand {n + 1}", "kind": "score_hand", "rules": self.rules,
                                "players": self.players, "position": hand.model_dump(mode="json")}
        if self.players == 6:
            data["teams"] = self.teams or "3x2"
        return data

    def score(self, hand: ScoreHandPosition, n: int = 0) -> Solution:
        """The engine's score of one hand, with its breakdown; EntryError if impossible."""
        try:
            return solve(parse_puzzle(self.puzzle(hand, n)))
        except PuzzleError as e:
            raise EntryError(in_words(str(e))) from None

    @property
    def sides(self) -> int:
        return get_rules(self.rules).table(self.players, self.teams).sides

    def side_names(self) -> list[str]:
        return [self.names[i] if i < len(self.names) and self.names[i] else f"side {i}"
                for i in range(self.sides)]

    def results(self) -> list[list[int]]:
        """Each hand's scores, in order."""
        return [self.score(h, i).answer["scores"] for i, h in enumerate(self.hands)]

    def totals(self, results: list[list[int]] | None = None) -> list[int]:
        """Running totals; pass ``results`` when they are already at hand."""
        totals = [0] * self.sides
        for scores in self.results() if results is None else results:
            if len(scores) == len(totals):
                totals = [t + s for t, s in zip(totals, scores, strict=True)]
        return totals

    def state(self, results: list[list[int]] | None = None) -> GameState:
        """Totals, game over, winner and next minimums (scores each hand once)."""
        ruleset = get_rules(self.rules)
        table = ruleset.table(self.players, self.teams)
        totals = self.totals(results)
        verdict = check_game(totals, ruleset, table)
        return GameState(totals, verdict.over, verdict.winner, list(verdict.minimums),
                         [str(w) for w in verdict.why], table.target)

    # --- export and import -----------------------------------------------------------------

    def to_json(self) -> str:
        return self.model_dump_json(indent=2, exclude_none=True)

    @classmethod
    def from_json(cls, text: str) -> Game:
        try:
            data = json.loads(text)
        except ValueError as e:
            raise EntryError(f"This file is not a saved game (not JSON: {e}).") from None
        try:
            game = cls.model_validate(data)
        except ValidationError as e:
            first = e.errors(include_url=False)[0]
            where = ".".join(str(x) for x in first["loc"])
            msg = first["msg"].removeprefix("Value error, ")
            raise EntryError(f"This file is not a valid game: {in_words(where)}: {msg}.") \
                from None
        game.check()
        return game

    def check(self) -> None:
        """Every hand must be possible; EntryError says which hand and what."""
        try:
            get_rules(self.rules).table(self.players, self.teams)
        except ValueError as e:
            raise EntryError(f"This game's table is not one the tutor knows: {e}.") from None
        for i, hand in enumerate(self.hands):
            try:
                self.score(hand, i)
            except EntryError as e:
                raise EntryError(f"Hand {i + 1}: {e}") from None

    CSV_FIELDS: ClassVar[tuple[str, ...]] = (
        "rules", "players", "teams", "hand", "side", "name", "melds", "red_threes", "hands",
        "went_out", "concealed", "score")

    def to_csv(self) -> str:
        out = io.StringIO()
        writer = csv.DictWriter(out, fieldnames=self.CSV_FIELDS)
        writer.writeheader()
        names = self.side_names()
        for n, (hand, scores) in enumerate(zip(self.hands, self.results(), strict=True)):
            for i, side in enumerate(hand.teams):
                writer.writerow({
                    "rules": self.rules, "players": self.players, "teams": self.teams or "",
                    "hand": n + 1, "side": i, "name": names[i] if i < len(names) else "",
                    "melds": " | ".join(" ".join(map(str, m)) for m in side.melds),
                    "red_threes": side.red_threes,
                    "hands": " | ".join(" ".join(map(str, h)) for h in side.hands),
                    "went_out": "yes" if hand.went_out == i else "",
                    "concealed": "yes" if hand.went_out == i and hand.concealed else "",
                    "score": scores[i]})
        return out.getvalue()

    @classmethod
    def from_csv(cls, text: str) -> Game:
        rows = list(csv.DictReader(io.StringIO(text)))
        if not rows or set(cls.CSV_FIELDS) - set(rows[0]):
            missing = sorted(set(cls.CSV_FIELDS) - set(rows[0])) if rows else ["every column"]
            raise EntryError("This file is not a score-pad CSV export: it lacks "
                             + ", ".join(missing) + ".")
        first = rows[0]
        try:
            players = int(first["players"])
        except ValueError:
            raise EntryError(f"Players {first['players']!r} is not a number.") from None
        game = cls(rules=first["rules"], players=players, teams=first["teams"] or None)
        by_hand: dict[int, list[dict[str, str]]] = {}
        for line, row in enumerate(rows, start=2):
            try:
                by_hand.setdefault(int(row["hand"]), []).append(row)
            except ValueError:
                raise EntryError(f"Line {line}: hand {row['hand']!r} is not a number.") from None
        names: dict[int, str] = {}
        for n in sorted(by_hand):
            teams, went_out, concealed = [], None, False
            for row in sorted(by_hand[n], key=lambda r: int(r["side"] or 0)):
                side = int(row["side"] or 0)
                where = f"hand {n}, side {side}"
                melds = read_melds(row["melds"], where)
                hands = [read_cards(h, f"{where}, hand {j + 1}")
                         for j, h in enumerate(row["hands"].split("|"))] if row["hands"] else []
                try:
                    reds = int(row["red_threes"] or 0)
                except ValueError:
                    raise EntryError(f"{where}: red 3s {row['red_threes']!r} is not a number.") \
                        from None
                teams.append({"melds": [[str(c) for c in m] for m in melds], "red_threes": reds,
                              "hands": [[str(c) for c in h] for h in hands]})
                if row["went_out"].strip().lower() in ("yes", "y", "1", "true"):
                    went_out = side
                    concealed = row["concealed"].strip().lower() in ("yes", "y", "1", "true")
                if row.get("name"):
                    names[side] = row["name"]
            game.hands.append(ScoreHandPosition.model_validate(
                {"teams": teams, "went_out": went_out, "concealed": concealed}))
        game.names = [names.get(i, "") for i in range(max(names, default=-1) + 1)]
        game.check()
        return game


@dataclass(frozen=True)
class GameState:
    totals: list[int]
    over: bool
    winner: int | None
    minimums: list[int | None]
    why: list[str]
    target: int


def side_entry(melds_text: str, red_threes: int, hands_text: list[str],
               where: str) -> dict[str, Any]:
    """One side's typed entry as a score_hand team; EntryError names a bad card."""
    melds = read_melds(melds_text, where)
    hands = [read_cards(h, f"{where}, hand {j + 1}") for j, h in enumerate(hands_text)]
    return {"melds": [[str(c) for c in m] for m in melds], "red_threes": red_threes,
            "hands": [[str(c) for c in h] for h in hands]}


def hand_from_entries(teams: list[dict[str, Any]], went_out: int | None,
                      concealed: bool) -> ScoreHandPosition:
    return ScoreHandPosition.model_validate({"teams": teams, "went_out": went_out,
                                             "concealed": concealed and went_out is not None})


# --- the position checker ---------------------------------------------------------------------

CHECKS = {"take_pile": "Can I take the pile?", "meld": "Is this meld legal?",
          "first_meld": "Does my opening reach the minimum?", "go_out": "Can I go out now?"}


def checker_puzzle(question: str, fields: dict[str, Any], rules: str, players: int,
                   teams: str | None) -> dict[str, Any]:
    """A contract-format puzzle from the checker's typed fields; EntryError in card words."""
    if question not in CHECKS:
        raise EntryError(f"Unknown question {question!r}.")
    score = int(fields.get("score") or 0)
    if question == "take_pile":
        position: dict[str, Any] = {
            "pile": _strs(read_cards(fields.get("pile", ""), "the pile")),
            "hand": _strs(read_cards(fields.get("hand", ""), "your hand")),
            "team_melds": [_strs(m) for m in read_melds(fields.get("melds", ""),
                                                        "your side's melds")],
            "team_score": score}
        if not position["pile"]:
            raise EntryError("The pile is empty: type its cards, bottom first, top card last.")
    elif question == "meld":
        position = {"cards": _strs(read_cards(fields.get("meld", ""), "the meld")),
                    "going_out": bool(fields.get("going_out"))}
        if not position["cards"]:
            raise EntryError("Type the meld's cards, for example KS KH 2C.")
    elif question == "first_meld":
        melds = read_melds(fields.get("opening", ""), "your opening")
        if not melds:
            raise EntryError("Type the melds you would lay, one a line.")
        position = {"team_score": score, "melds": [_strs(m) for m in melds]}
        top = read_cards(fields.get("top", ""), "the pile's top card")
        if len(top) > 1:
            raise EntryError("The pile's top card is one card.")
        if top:
            position["pile_top"] = str(top[0])
    else:
        hand = read_cards(fields.get("hand", ""), "your hand")
        if not hand:
            raise EntryError("Type your hand after drawing.")
        position = {"hand": _strs(hand), "team_score": score,
                    "team_melds": [_strs(m) for m in read_melds(fields.get("melds", ""),
                                                                "your side's melds")]}
    data: dict[str, Any] = {"id": "table", "kind": question, "rules": rules, "players": players,
                            "position": position}
    if players == 6:
        data["teams"] = teams or "3x2"
    try:
        solve(parse_puzzle(data))
    except PuzzleError as e:
        raise EntryError(in_words(str(e).removeprefix("table: "))) from None
    return data


def _strs(cards: list[Card]) -> list[str]:
    return [str(c) for c in cards]


def encode_position(data: dict[str, Any]) -> str:
    """A puzzle as a short URL-safe string for a share link."""
    raw = json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_position(text: str) -> dict[str, Any]:
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        data = json.loads(raw)
        if not isinstance(data, dict) or data.get("kind") not in CHECKS:
            raise ValueError
        return data
    except (ValueError, UnicodeDecodeError):
        raise EntryError("This link does not hold a position the checker can open; it may "
                         "have been cut short.") from None


def read_position_file(text: str) -> dict[str, Any]:
    """A saved position (a puzzle the checker can answer); EntryError says what is wrong."""
    try:
        data = json.loads(text)
    except ValueError as e:
        raise EntryError(f"This file is not a saved position (not JSON: {e}).") from None
    if isinstance(data, list) and len(data) == 1:
        data = data[0]
    if not isinstance(data, dict):
        raise EntryError("This file is not a saved position: it should hold one puzzle.")
    if data.get("kind") not in CHECKS:
        raise EntryError(f"The checker opens {', '.join(CHECKS)} positions; this file holds "
                         f"a {data.get('kind', 'puzzle without a kind')!r}.")
    try:
        parse_puzzle(data)
    except PuzzleError as e:
        raise EntryError(f"This position cannot be opened: {in_words(str(e))}") from None
    return data


def fields_of(data: dict[str, Any]) -> dict[str, Any]:
    """The checker's typed fields back from a puzzle (to reopen a shared position)."""
    pos = data.get("position", {})
    melds = "\n".join(" ".join(m) for m in pos.get("team_melds", pos.get("melds", [])))
    return {"pile": " ".join(pos.get("pile", [])), "hand": " ".join(pos.get("hand", [])),
            "melds": melds if data["kind"] != "first_meld" else "",
            "opening": melds if data["kind"] == "first_meld" else "",
            "meld": " ".join(pos.get("cards", [])), "going_out": pos.get("going_out", False),
            "top": pos.get("pile_top") or "", "score": int(pos.get("team_score", 0))}
