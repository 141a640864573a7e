"""At the table: a game's hands scored by the engine, typed card entry, export and import.

Each hand of a :class:`Game` is exactly the contract's ``score_hand`` position, so
it is validated and scored by the same engine path as a puzzle. Errors come back
in card-player words that name the field and the value: "Ann & Bob, meld 2: 'QX' is
not a card …", never field paths. Whatever a person typed or loaded is shown through
:func:`plain`, so a name or a file can never add HTML or Markdown to a page.
"""

from __future__ import annotations

import base64
import binascii
import csv
import functools
import io
import json
import re
import reprlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tutor.engine import (
    DEFAULT_RULES,
    Card,
    CardError,
    Problem,
    Why,
    check_game,
    get_rules,
    parse_cards,
)
from tutor.explain import say
from tutor.puzzles.format import PuzzleError, ScoreHandPosition, Solution, parse_puzzle, solve
from tutor.text import count


class EntryError(ValueError):
    """Something typed or loaded that cannot be right; the message is for card players."""


# --- shown as typed ---------------------------------------------------------------------

_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = _REPR.maxlong = 40
_REPR.maxlevel, _REPR.maxlist, _REPR.maxdict = 2, 4, 4


def short(value: object) -> str:
    """A value as a message quotes it: short, and safe for any depth of nesting."""
    return _REPR.repr(value)


def one_line(name: str, limit: int = 40) -> str:
    """A name as one line of at most ``limit`` characters."""
    return " ".join(name.split())[:limit]


# --- typed cards --------------------------------------------------------------------------


def read_cards(text: str, where: str) -> list[Card]:
    """Cards typed as ``KS KH 2C`` (commas fine); EntryError names the bad card."""
    if not isinstance(text, str):
        raise EntryError(f"{where} {short(text)}: cards are typed like KS KH 2C.")
    try:
        return list(parse_cards(text))
    except CardError as e:
        raise EntryError(f"{where}: {e}") from None


def read_melds(text: str, where: str) -> list[list[Card]]:
    """Melds typed one a line, or separated by ``;`` or ``|``."""
    if not isinstance(text, str):
        raise EntryError(f"{where} {short(text)}: melds are typed one a line, like KS KH KD.")
    melds = []
    parts = [p for p in re.split(r"[;|\n]", text) if p.strip()]
    for i, part in enumerate(parts):
        melds.append(read_cards(part, f"{where}, meld {i + 1}"))
    return melds


def error_words(err: PuzzleError, names: Sequence[str] | None = None) -> str:
    """Why a position is refused, in card-player words, each side by its name when the
    sides are named (else "the first side" …): said from the problems, never from the
    message's text. A message with no problems (a format error) is shown as it is."""
    if err.fields:
        return " ".join(say(Why.of("basics-1", "problem.format", field=f, value=v, text=msg),
                            sides=names) for f, v, msg in err.fields)
    if not err.problems:
        return str(err)
    return " ".join(say(_pad_words(p), sides=names) for p in err.problems)


def _pad_words(p: Problem) -> Why:
    """A problem as the score pad says it (its box for concealed, not a field)."""
    if p.field == "position.concealed":
        return Why.of(p.rule, "pad.concealed-nobody-out")
    return p.why


def _loc_words(loc: tuple[int | str, ...]) -> str:
    """A game file's field path (``hands.0.teams.1.melds.2``) in card-player words."""
    labels = {"hands": "hand", "teams": "side", "melds": "meld", "names": "name",
              "lone": "who played alone in hand"}
    words: list[str] = []
    prev: int | str | None = None
    for part in loc:
        if isinstance(part, int) and isinstance(prev, str):
            words.pop()
            label = labels.get(prev, prev.replace("_", " "))
            if prev == "hands" and words:
                label = "cards left in hand"
            words.append(f"{label} {part + 1}")
        elif isinstance(part, int):
            words.append(f"card {part + 1}")
        else:
            words.append(part.replace("_", " "))
        prev = part
    return ", ".join(words) or "the file"


# --- a game --------------------------------------------------------------------------------

MAX_SCORE = 100_000  # no running total at a real table comes near; bigger is a typing slip


@functools.lru_cache(maxsize=20_000)
def _scored(puzzle_json: str) -> Solution | PuzzleError:
    """The engine's score of one hand, by the hand's JSON (typing never re-scores old hands);
    the engine's message when the hand is impossible. Callers must not change the result."""
    try:
        return solve(parse_puzzle(json.loads(puzzle_json)))
    except PuzzleError as e:
        return e


class Game(BaseModel):
    """A game at the table: its rules and players, and every hand so far.

    Three players: a hand after the first take of the pile has two sides, the lone player
    (side 0, one hand) against the pair (side 1, two hands); ``lone`` then says which of
    the three players played alone (None for a hand where each played alone).
    """

    model_config = ConfigDict(extra="forbid")
    rules: str = DEFAULT_RULES
    players: int = 4
    teams: str | None = None
    names: list[str] = Field(default_factory=list)
    hands: list[ScoreHandPosition] = Field(default_factory=list)
    lone: list[int | None] = Field(default_factory=list)

    def puzzle(self, hand: ScoreHandPosition, n: int = 0) -> dict[str, Any]:
        data: dict[str, Any] = {"id": f"hand {n + 1}", "kind": "score_hand", "rules": self.rules,
                                "players": self.players, "position": hand.model_dump(mode="json")}
        if self.players == 6:
            data["teams"] = self.teams or "3x2"
        return data

    def is_pair(self, hand: ScoreHandPosition) -> bool:
        """A three-player hand of the lone player against the pair."""
        return self.players == 3 and len(hand.teams) == 2

    def lone_of(self, n: int) -> int | None:
        """Who played alone in hand ``n`` (player 0 when a pair hand does not say)."""
        lone = self.lone[n] if n < len(self.lone) else None
        if lone is None and n < len(self.hands) and self.is_pair(self.hands[n]):
            return 0
        return lone

    def hand_names(self, lone: int | None = None) -> list[str]:
        """The names of a hand's sides: the game's sides, or the lone player and the pair."""
        names = self.side_names()
        if lone is None or self.players != 3 or not 0 <= lone < len(names):
            return names
        return [names[lone], " & ".join(nm for i, nm in enumerate(names) if i != lone)]

    def score(self, hand: ScoreHandPosition, n: int = 0, lone: int | None = None) -> Solution:
        """The engine's score of one hand, with its breakdown; EntryError if impossible.

        Scored once per distinct hand (cached): the result is shared, do not change it.
        """
        got = _scored(json.dumps(self.puzzle(hand, 0), sort_keys=True))
        if isinstance(got, PuzzleError):
            raise EntryError(error_words(got, self.hand_names(lone if self.is_pair(hand)
                                                              else None)))
        return got

    @property
    def sides(self) -> int:
        return get_rules(self.rules).table(self.players, self.teams).sides

    def side_names(self) -> list[str]:
        """Each side's name as typed (on one line), else "side 1", "side 2", …"""
        return [one_line(self.names[i]) if i < len(self.names) and self.names[i].strip()
                else f"side {i + 1}" for i in range(self.sides)]

    def results(self) -> list[list[int]]:
        """Each hand's scores, in order, one a side of the game (a pair hand credits both
        members of the pair with the pair's score)."""
        out = []
        for i, h in enumerate(self.hands):
            scores: list[int] = self.score(h, i, self.lone_of(i)).answer["scores"]
            lone = self.lone_of(i)
            if self.is_pair(h) and lone is not None:
                scores = [scores[0] if p == lone else scores[1] for p in range(self.sides)]
            out.append(scores)
        return out

    def totals(self, results: list[list[int]] | None = None) -> list[int]:
        """Running totals; pass ``results`` when they are already at hand."""
        running = self.running(results)
        return running[-1] if running else [0] * self.sides

    def running(self, results: list[list[int]] | None = None) -> list[list[int]]:
        """The running totals after each hand."""
        totals = [0] * self.sides
        out = []
        for scores in self.results() if results is None else results:
            if len(scores) == len(totals):
                totals = [t + s for t, s in zip(totals, scores, strict=True)]
            out.append(totals)
        return out

    def state(self, results: list[list[int]] | None = None) -> GameState:
        """Totals, game over, winner and next minimums (scores each hand once)."""
        ruleset = get_rules(self.rules)
        table = ruleset.table(self.players, self.teams)
        totals = self.totals(results)
        verdict = check_game(totals, ruleset, table)
        return GameState(totals, verdict.over, verdict.winner, list(verdict.minimums),
                         list(verdict.why), table.target)

    # --- recording a hand --------------------------------------------------------------------

    def add(self, hand: ScoreHandPosition, lone: int | None = None) -> Solution:
        """Record a hand: refused (EntryError) when the game is over, nothing is typed, or
        the hand cannot be right. Returns the hand's score."""
        state = self.state()
        if state.over:
            raise EntryError(f"This game is over ({self._winner_words(state)}): start a new "
                             "game to record another hand.")
        scored = self._checked(hand, len(self.hands), lone)
        self.lone = [*self._lones(), lone if self.is_pair(hand) else None]
        self.hands.append(hand)
        return scored

    def replace(self, n: int, hand: ScoreHandPosition, lone: int | None = None) -> Solution:
        """Put an earlier hand right (the totals follow): refused (EntryError) as a new hand
        would be, and when the change would end the game before a later hand."""
        if not 0 <= n < len(self.hands):
            raise EntryError(f"There is no hand {n + 1} to change: this game has "
                             f"{count(len(self.hands), 'hand')}.")
        scored = self._checked(hand, n, lone)
        changed = self.model_copy(update={"hands": list(self.hands), "lone": self._lones()})
        changed.hands[n] = hand
        changed.lone[n] = lone if self.is_pair(hand) else None
        ended = changed.ended_early()
        if ended is not None:
            last, who = ended
            raise EntryError(f"With this change the game is over after hand {last + 1} ({who}), "
                             f"but {count(len(self.hands) - last - 1, 'later hand')} follow"
                             f"{'s' if len(self.hands) - last == 2 else ''} it: correct or undo "
                             "those first.")
        self.hands, self.lone = changed.hands, changed.lone
        return scored

    def _checked(self, hand: ScoreHandPosition, n: int, lone: int | None) -> Solution:
        """A typed hand's score; EntryError when it is blank or cannot be right."""
        if is_blank(hand):
            raise EntryError("Nothing is typed for this hand yet: type each side's melds, red "
                             "3s and the cards left in hand first.")
        pair = self.is_pair(hand)
        if pair and (lone is None or not 0 <= lone < self.sides):
            raise EntryError("Say who played alone against the pair.")
        return self.score(hand, n, lone if pair else None)

    def _lones(self) -> list[int | None]:
        return [self.lone_of(i) for i in range(len(self.hands))]

    def _winner_words(self, state: GameState) -> str:
        names = self.side_names()
        if state.winner is None:
            return "the leaders are level, a draw"
        return f"{names[state.winner]} won with {state.totals[state.winner]:,}"

    def ended_early(self) -> tuple[int, str] | None:
        """The hand after which the game was over, when more hands follow it, and who won
        then; None when only the last hand (or none) ends the game."""
        ruleset = get_rules(self.rules)
        table = ruleset.table(self.players, self.teams)
        totals = [0] * self.sides
        for n, scores in enumerate(self.results()[:-1]):
            totals = [t + x for t, x in zip(totals, scores, strict=True)]
            verdict = check_game(totals, ruleset, table)
            if verdict.over:
                state = GameState(totals, True, verdict.winner, [], [], table.target)
                return n, self._winner_words(state)
        return None

    def undo(self) -> tuple[ScoreHandPosition, int | None] | None:
        """Take back the last hand: it, and who played alone in it (None if no hand)."""
        if not self.hands:
            return None
        lone = self.lone_of(len(self.hands) - 1)
        hand = self.hands.pop()
        del self.lone[len(self.hands):]
        return hand, lone

    def warnings(self, hand: ScoreHandPosition, lone: int | None = None) -> list[str]:
        """What is possible but probably a slip, in card-player words."""
        names = self.hand_names(lone if self.is_pair(hand) else None)
        return hand_warnings(hand, names)

    # --- export and import -----------------------------------------------------------------

    def to_json(self) -> str:
        return self.model_dump_json(indent=2, exclude_none=True)

    @classmethod
    def from_json(cls, text: str) -> Game:
        too_big(len(text))
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as e:
            why = "nested too deeply" if isinstance(e, RecursionError) else str(e)
            raise EntryError(f"This file is not a saved game (not JSON: {why}).") from None
        if not isinstance(data, dict):
            raise EntryError(f"This file is not a saved game: it holds {short(data)}, not a "
                             "game's rules, players and hands.")
        try:
            game = cls.model_validate(data)
        except ValidationError as e:
            first = e.errors(include_url=False)[0]
            where = _loc_words(tuple(first["loc"]))
            msg = first["msg"].removeprefix("Value error, ")
            if first["type"] == "extra_forbidden":
                msg = "this is not a field of a saved game"
            shown = "" if first["type"] == "missing" else f" {short(first.get('input'))}"
            raise EntryError(f"This file is not a valid game: {where}{shown}: {msg}.") \
                from None
        game.check()
        return game

    def check(self) -> None:
        """Every hand must be possible, and none may follow the end of the game; the names
        fit; EntryError says which hand or name and what."""
        try:
            get_rules(self.rules).table(self.players, self.teams)
        except (ValueError, TypeError) as e:
            raise EntryError(f"This game's table is not one the tutor knows: {e}.") from None
        if len(self.hands) > MAX_HANDS:
            raise EntryError(f"This game has {len(self.hands):,} hands; the score pad keeps at "
                             f"most {MAX_HANDS:,} (no game at a table comes near).")
        if len(self.names) > self.sides:
            raise EntryError(f"This game names {len(self.names)} sides, but {self.players} "
                             f"players play as {self.sides}.")
        for i, name in enumerate(self.names):
            check_name(name, f"side {i + 1}")
        if len(self.lone) > len(self.hands):
            raise EntryError(f"This game names who played alone for {len(self.lone)} hands but "
                             f"has {len(self.hands)}.")
        for i, hand in enumerate(self.hands):
            lone = self.lone[i] if i < len(self.lone) else None
            if lone is not None and not (self.is_pair(hand) and 0 <= lone < self.sides):
                raise EntryError(f"Hand {i + 1}: who played alone ({short(lone)}) fits only a "
                                 "three-player hand of the lone player against the pair.")
            try:
                self.score(hand, i, self.lone_of(i))
            except EntryError as e:
                raise EntryError(f"Hand {i + 1}: {e}") from None
        ended = self.ended_early()
        if ended is not None:
            last, who = ended
            raise EntryError(f"Hand {last + 2} comes after the end of the game: after hand "
                             f"{last + 1} {who}, and a game takes no hands once it is over.")

    CSV_FIELDS: ClassVar[tuple[str, ...]] = (
        "rules", "players", "teams", "hand", "side", "name", "melds", "red_threes", "hands",
        "went_out", "concealed", "score")
    CSV_OPTIONAL: ClassVar[tuple[str, ...]] = ("lone",)  # three players: who played alone

    def to_csv(self) -> str:
        out = io.StringIO()
        writer = csv.DictWriter(out, fieldnames=self.CSV_FIELDS + self.CSV_OPTIONAL)
        writer.writeheader()
        for n, hand in enumerate(self.hands):
            lone = self.lone_of(n)
            pair = self.is_pair(hand) and lone is not None
            names = self.hand_names(lone if pair else None)
            scores = self.score(hand, n, lone).answer["scores"]
            for i, side in enumerate(hand.teams):
                writer.writerow({
                    "rules": self.rules, "players": self.players, "teams": self.teams or "",
                    "hand": n + 1, "side": i,
                    "name": spreadsheet_safe(names[i] if i < len(names) else ""),
                    "melds": " | ".join(" ".join(map(str, m)) for m in side.melds),
                    "red_threes": side.red_threes,
                    "hands": " | ".join(" ".join(map(str, h)) for h in side.hands),
                    "went_out": "yes" if hand.went_out == i else "",
                    "concealed": "yes" if hand.went_out == i and hand.concealed else "",
                    "score": scores[i], "lone": lone if pair else ""})
        return out.getvalue()

    @classmethod
    def from_csv(cls, text: str) -> Game:
        rows = _csv_rows(text, cls.CSV_FIELDS)
        first = rows[0][1]
        game = cls(rules=first["rules"], players=_number(first["players"], "players",
                                                         rows[0][0], 1, 99),
                   teams=first["teams"] or None)
        by_hand: dict[int, list[tuple[int, dict[str, str]]]] = {}
        for line, row in rows:
            by_hand.setdefault(_number(row["hand"], "hand", line, 1, 100_000), []).append(
                (line, row))
        names: dict[int, str] = {}
        lone_of: list[int | None] = []
        for n in sorted(by_hand):
            hand, lone = _csv_hand(n, by_hand[n], names)
            game.hands.append(hand)
            lone_of.append(lone if len(hand.teams) == 2 else None)
        if any(x is not None for x in lone_of):
            game.lone = lone_of
        if names:
            game.names = [names.get(i, "") for i in range(max(names) + 1)]
        game.check()
        return game


def _csv_rows(text: str, fields: Sequence[str]) -> list[tuple[int, dict[str, str]]]:
    """A CSV export's rows with their line numbers; EntryError for a file that is not one."""
    too_big(len(text))
    reader = csv.DictReader(io.StringIO(text))
    rows: list[tuple[int, dict[str, str]]] = []
    try:
        header = reader.fieldnames or []
        missing = sorted(set(fields) - set(header))
        if missing:
            raise EntryError("This file is not a score-pad CSV export: it lacks "
                             + (", ".join(missing) if header else "every column") + ".")
        for row in reader:
            line = reader.line_num
            if None in row:
                raise EntryError(f"Line {line} has more values than the header has columns.")
            short_of = [k for k in fields if row.get(k) is None]
            if short_of:
                raise EntryError(f"Line {line} is cut short: it has no value for "
                                 f"{', '.join(short_of)}.")
            rows.append((line, {k: (v or "").strip() for k, v in row.items()}))
    except csv.Error as e:
        raise EntryError(f"This file is not a score-pad CSV export (line "
                         f"{reader.line_num}: {e}).") from None
    if not rows:
        raise EntryError("This file has the score pad's columns but no hand.")
    return rows


def _csv_hand(n: int, rows: list[tuple[int, dict[str, str]]], names: dict[int, str]
              ) -> tuple[ScoreHandPosition, int | None]:
    """Hand ``n`` from its rows, and who played alone in it; the sides' names go into
    ``names`` (a pair hand's names, "Ann & Cy", to each of its players)."""
    sides: dict[int, dict[str, Any]] = {}
    pair_names: dict[int, str] = {}
    went_out: list[int] = []
    concealed, lone = False, None
    for line, row in rows:
        side = _number(row["side"] or "0", "side", line, 0, 5)
        if side in sides:
            raise EntryError(f"{_csv_where(line, n, row, side)}: hand {n} has two rows for "
                             f"side {side}.")
        sides[side] = _csv_side(row, line, n, side)
        if _yes(row["went_out"]):
            went_out.append(side)
            concealed = _yes(row["concealed"])
        if row.get("lone"):
            lone = _number(row["lone"], "lone", line, 0, 2)
        if row["name"]:
            (pair_names if row.get("lone") else names)[side] = _csv_name(row["name"], line,
                                                                         side)
    hand = _csv_position(n, sides, went_out, concealed)
    if lone is not None:
        _name_pair(lone, pair_names, names)
    return hand, lone


def _csv_where(line: int, n: int, row: dict[str, str], side: int) -> str:
    return f"line {line} (hand {n}, {one_line(row['name']) or f'side {side + 1}'})"


def _csv_side(row: dict[str, str], line: int, n: int, side: int) -> dict[str, Any]:
    """One side's row of a hand: its melds, red 3s and hands."""
    where = _csv_where(line, n, row, side)
    melds = read_melds(row["melds"], where)
    hands = [read_cards(h, f"{where}, hand {j + 1}")
             for j, h in enumerate(row["hands"].split("|"))] if row["hands"] else []
    reds = _number(row["red_threes"] or "0", "red 3s", line, 0, 99)
    return {"melds": [[str(c) for c in m] for m in melds], "red_threes": reds,
            "hands": [[str(c) for c in h] for h in hands]}


def _csv_position(n: int, sides: dict[int, dict[str, Any]], went_out: list[int],
                  concealed: bool) -> ScoreHandPosition:
    if sorted(sides) != list(range(len(sides))):
        gap = min(set(range(len(sides) + 1)) - set(sides))
        raise EntryError(f"Hand {n} has no row for side {gap} (sides are numbered "
                         "from 0 in the file).")
    if len(went_out) > 1:
        raise EntryError(f"Hand {n}: more than one side went out (sides "
                         f"{' and '.join(map(str, went_out))} in the file).")
    try:
        return ScoreHandPosition.model_validate(
            {"teams": [sides[i] for i in range(len(sides))],
             "went_out": went_out[0] if went_out else None, "concealed": concealed})
    except ValidationError as e:
        raise EntryError(f"Hand {n}: {e.errors(include_url=False)[0]['msg']}.") from None


def _name_pair(lone: int, pair_names: dict[int, str], names: dict[int, str]) -> None:
    """The lone player's name, and the pair's "Ann & Cy" to each of its two players."""
    others = [p for p in range(3) if p != lone]
    pair = pair_names.get(1, "").split(" & ")
    found = {lone: pair_names.get(0, "")} | (
        dict(zip(others, pair, strict=True)) if len(pair) == 2 else {})
    for p, nm in found.items():
        if nm:
            names.setdefault(p, nm)

MAX_NAME = 40
"""The longest name of a side, in characters (the pad's name field stops there)."""
MAX_FILE = 1_000_000
"""The biggest game file the pad reads, in bytes (a long evening's game is a few KB)."""
MAX_HANDS = 1_000
MAX_TEXT = 10 * MAX_FILE  # (only to cut what is shown of a name that is far too long)


def check_name(name: str, whose: str) -> str:
    """A side's name as kept; EntryError when it is longer than :data:`MAX_NAME`."""
    if len(name) > MAX_NAME:
        raise EntryError(f"The name of {whose} is {len(name):,} characters long "
                         f"({short(name)}); a side's name has at most {MAX_NAME}.")
    return name


def too_big(size: int) -> None:
    """EntryError when a game file of ``size`` bytes (or characters) is over the limit."""
    if size > MAX_FILE:
        raise EntryError(f"This file is {size_words(size)}; the score pad reads game files "
                         f"of up to {size_words(MAX_FILE)} (a whole game is a few KB).")


def size_words(size: int) -> str:
    """A file's size as people say it: "620 bytes", "12 KB", "10.5 MB"."""
    if size < 1000:
        return count(size, "byte")
    if size < 1_000_000:
        return f"{size / 1000:.0f} KB"
    return f"{size / 1_000_000:.1f} MB".replace(".0 MB", " MB")


_FORMULA = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_safe(text: str) -> str:
    """A text cell a spreadsheet shows as text: one that starts like a formula (= + - @,
    a tab or a carriage return) gets a leading apostrophe."""
    return "'" + text if text.startswith(_FORMULA) else text


def from_spreadsheet(text: str) -> str:
    """A text cell read back: the apostrophe :func:`spreadsheet_safe` added, taken off."""
    return text[1:] if text.startswith("'") and text[1:].startswith(_FORMULA) else text


def _csv_name(cell: str, line: int, side: int) -> str:
    try:
        return check_name(one_line(from_spreadsheet(cell), MAX_TEXT), f"side {side + 1}")
    except EntryError as e:
        raise EntryError(f"Line {line}: t{str(e)[1:]}") from None


def _number(text: str, what: str, line: int, low: int, high: int) -> int:
    try:
        value = int(text)
    except ValueError:
        raise EntryError(f"Line {line}: {what} {short(text)} is not a number.") from None
    if not low <= value <= high:
        raise EntryError(f"Line {line}: {what} {value} is not between {low} and {high}.")
    return value


def _yes(text: str) -> bool:
    return text.strip().lower() in ("yes", "y", "1", "true")


@dataclass(frozen=True)
class GameState:
    totals: list[int]
    over: bool
    winner: int | None
    minimums: list[int | None]
    why: list[Why]
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
    """The typed hand; "concealed" with nobody out is kept, so the engine refuses it in
    words rather than the pad dropping it without a word."""
    try:
        return ScoreHandPosition.model_validate({"teams": teams, "went_out": went_out,
                                                 "concealed": concealed})
    except ValidationError as e:
        first = e.errors(include_url=False)[0]
        raise EntryError(f"{_loc_words(tuple(first['loc']))} {short(first.get('input'))}: "
                         f"{first['msg']}.") from None


def is_blank(hand: ScoreHandPosition) -> bool:
    """Nothing typed: no meld, no red 3 and no card in any hand."""
    return not any(t.melds or t.red_threes or any(t.hands) for t in hand.teams)


def hand_warnings(hand: ScoreHandPosition, names: list[str]) -> list[str]:
    """What the engine allows but is most likely a slip at the table."""
    out = []
    w = hand.went_out
    if w is not None and 0 <= w < len(hand.teams):
        side = hand.teams[w]
        if len(side.hands) > 1 and not any(side.hands):
            name = names[w] if w < len(names) else f"side {w + 1}"
            out.append(f"Every hand of {name} is empty: only the player who went out ends the "
                       "hand with no card; type the cards their partner still held (they "
                       "count against the side).")
    return out


# --- the position checker ---------------------------------------------------------------------

CHECKS = {"take_pile": "Can I take the pile?", "meld": "Is this meld legal?",
          "first_meld": "Does my opening reach the minimum?", "go_out": "Can I go out now?"}

# What each question's position holds, and how a card player calls it.
_KINDS = {"cards": "cards such as [\"KS\", \"KH\"]", "melds": "melds such as [[\"KS\", \"KH\", "
          "\"KD\"]]", "score": "a whole number", "flag": "true or false", "card": "one card "
          "such as \"KS\""}
_FIELDS: dict[str, dict[str, tuple[str, str]]] = {
    "take_pile": {"pile": ("cards", "the pile"), "hand": ("cards", "your hand"),
                  "team_melds": ("melds", "your side's melds"),
                  "team_score": ("score", "your side's score")},
    "meld": {"cards": ("cards", "the meld"), "going_out": ("flag", "going out")},
    "first_meld": {"team_score": ("score", "your side's score"),
                   "melds": ("melds", "your opening"), "pile_top": ("card", "the pile's top card"),
                   "going_out": ("flag", "going out")},
    "go_out": {"hand": ("cards", "your hand"), "team_melds": ("melds", "your side's melds"),
               "team_score": ("score", "your side's score"),
               "melded_before": ("flag", "melded before")},
}


def _fits(kind: str, value: object) -> bool:
    if kind == "cards":
        return isinstance(value, list) and all(isinstance(c, str) for c in value)
    if kind == "melds":
        return isinstance(value, list) and all(_fits("cards", m) for m in value)
    if kind == "score":
        return isinstance(value, int) and not isinstance(value, bool) and \
            abs(value) <= MAX_SCORE
    if kind == "flag":
        return isinstance(value, bool) or value is None
    return isinstance(value, str) or value is None


def check_position(data: object, source: str) -> dict[str, Any]:
    """A position the checker can open (from a link or a file), every field of the right
    type; EntryError names the field and the value. ``source`` is "This link", "This file"."""
    if not isinstance(data, dict):
        raise EntryError(f"{source} does not hold a position: it holds {short(data)}.")
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in CHECKS:
        shown = short(kind) if "kind" in data else "puzzle without a kind"
        raise EntryError(f"{source} holds a {shown} position; the checker opens "
                         f"{', '.join(CHECKS)} positions.")
    pos = data.get("position")
    if not isinstance(pos, dict):
        raise EntryError(f"{source}: the position {short(pos)} should list its cards by name, "
                         "such as {\"pile\": [\"KS\"], …}.")
    for key, value in pos.items():
        if key in _FIELDS[kind]:
            what, word = _FIELDS[kind][key]
            if not _fits(what, value):
                extra = (f" between -{MAX_SCORE:,} and {MAX_SCORE:,}" if what == "score" else "")
                raise EntryError(f"{source}: {word} {short(value)} should be "
                                 f"{_KINDS[what]}{extra}.")
    try:
        solve(parse_puzzle(data))  # a position the engine cannot answer is refused here
    except PuzzleError as e:
        raise EntryError(f"{source}: {error_words(e)}") from None
    return data


def checker_answer(question: str, fields: dict[str, Any], rules: str, players: int,
                   teams: str | None) -> tuple[dict[str, Any], Solution]:
    """A contract-format puzzle from the checker's typed fields and the engine's answer to
    it (solved once); EntryError in card words."""
    if question not in CHECKS:
        raise EntryError(f"Unknown question {short(question)}.")
    position = _TYPED[question](fields, _score(fields.get("score")))
    data: dict[str, Any] = {"id": "table", "kind": question, "rules": rules, "players": players,
                            "position": position}
    if players == 6:
        data["teams"] = teams or "3x2"
    try:
        solution = solve(parse_puzzle(data))
    except PuzzleError as e:
        raise EntryError(error_words(e)) from None
    return data, solution


def _typed_melds(fields: dict[str, Any]) -> list[list[str]]:
    return [_strs(m) for m in read_melds(fields.get("melds") or "", "your side's melds")]


def _typed_take(fields: dict[str, Any], score: int) -> dict[str, Any]:
    pile = _strs(read_cards(fields.get("pile") or "", "the pile"))
    hand = _strs(read_cards(fields.get("hand") or "", "your hand"))
    position = {"pile": pile, "hand": hand, "team_melds": _typed_melds(fields),
                "team_score": score}
    if not pile:
        raise EntryError("The pile is empty: type its cards, bottom first, top card last.")
    return position


def _typed_meld(fields: dict[str, Any], score: int) -> dict[str, Any]:
    cards = _strs(read_cards(fields.get("meld") or "", "the meld"))
    if not cards:
        raise EntryError("Type the meld's cards, for example KS KH 2C.")
    return {"cards": cards, "going_out": bool(fields.get("going_out"))}


def _typed_first(fields: dict[str, Any], score: int) -> dict[str, Any]:
    melds = read_melds(fields.get("opening") or "", "your opening")
    if not melds:
        raise EntryError("Type the melds you would lay, one a line.")
    position: dict[str, Any] = {"team_score": score, "melds": [_strs(m) for m in melds]}
    top = read_cards(fields.get("top") or "", "the pile's top card")
    if len(top) > 1:
        raise EntryError("The pile's top card is one card.")
    if top:
        position["pile_top"] = str(top[0])
    return position


def _typed_go_out(fields: dict[str, Any], score: int) -> dict[str, Any]:
    hand = read_cards(fields.get("hand") or "", "your hand")
    if not hand:
        raise EntryError("Type your hand after drawing.")
    return {"hand": _strs(hand), "team_score": score, "team_melds": _typed_melds(fields)}


#: How the checker reads a typed position, by question.
_TYPED = {"take_pile": _typed_take, "meld": _typed_meld, "first_meld": _typed_first,
          "go_out": _typed_go_out}


def checker_puzzle(question: str, fields: dict[str, Any], rules: str, players: int,
                   teams: str | None) -> dict[str, Any]:
    """A contract-format puzzle from the checker's typed fields; EntryError in card words."""
    return checker_answer(question, fields, rules, players, teams)[0]


def _score(value: object) -> int:
    if value is None or value == "":
        return 0
    try:
        score: int = int(value)  # type: ignore[call-overload]
    except (TypeError, ValueError, OverflowError):
        raise EntryError(f"Your side's score {short(value)} is not a number.") from None
    if abs(score) > MAX_SCORE:
        raise EntryError(f"Your side's score {score:,} is not a running total at a table (it "
                         f"lies between -{MAX_SCORE:,} and {MAX_SCORE:,}).")
    return score


def _strs(cards: list[Card]) -> list[str]:
    return [str(c) for c in cards]


def encode_position(data: dict[str, Any]) -> str:
    """A puzzle as a short URL-safe string for a share link."""
    raw = json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


MAX_LINK = 4_000
"""The longest position a link carries, in characters: every card of three decks in it
would make about 1,500."""


def decode_position(text: str, source: str = "This link") -> dict[str, Any]:
    """A share link's position, checked as the checker checks what is typed (the cards of
    the decks in play, the hand sizes, …); EntryError names what is wrong (never another
    error), ``source`` what held it ("This link", "This saved position")."""
    if len(text) > MAX_LINK:
        raise EntryError(f"{source} is {len(text):,} characters long; a position's link is at "
                         f"most {MAX_LINK:,}, so it cannot hold a position at a table.")
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        data = json.loads(raw)
    except RecursionError:
        raise EntryError(f"{source} does not hold a position the checker can open: its "
                         "position is nested too deeply.") from None
    except (ValueError, TypeError, binascii.Error):
        raise EntryError(f"{source} does not hold a position the checker can open; it may "
                         "have been cut short.") from None
    return check_position(data, source)


def read_position_file(text: str) -> dict[str, Any]:
    """A saved position (a puzzle the checker can answer); EntryError says what is wrong."""
    try:
        data = json.loads(text)
    except RecursionError:
        raise EntryError("This file is not a saved position: it is nested too deeply.") \
            from None
    except ValueError as e:
        raise EntryError(f"This file is not a saved position (not JSON: {e}).") from None
    if isinstance(data, list) and len(data) == 1:
        data = data[0]
    if not isinstance(data, dict):
        raise EntryError(f"This file is not a saved position: it should hold one puzzle, "
                         f"not {short(data)}.")
    return check_position(data, "This file")


def fields_of(data: dict[str, Any]) -> dict[str, Any]:
    """The checker's typed fields back from a checked puzzle (to reopen a shared position)."""
    pos = data.get("position", {})
    melds = "\n".join(" ".join(m) for m in pos.get("team_melds", pos.get("melds", [])))
    return {"pile": " ".join(pos.get("pile", [])), "hand": " ".join(pos.get("hand", [])),
            "melds": melds if data["kind"] != "first_meld" else "",
            "opening": melds if data["kind"] == "first_meld" else "",
            "meld": " ".join(pos.get("cards", [])), "going_out": bool(pos.get("going_out")),
            "top": pos.get("pile_top") or "", "score": int(pos.get("team_score") or 0)}
