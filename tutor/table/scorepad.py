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
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tutor.engine import (
    DEFAULT_RULES,
    Card,
    CardError,
    Problem,
    RuleError,
    Why,
    WhyError,
    check_game,
    get_rules,
    parse_cards,
)
from tutor.explain import say, words
from tutor.puzzles.format import (
    PuzzleError,
    ScoreHandPosition,
    Solution,
    format_why,
    parse_puzzle,
    solve,
)


class EntryError(WhyError):
    """Something typed or loaded that cannot be right. ``why`` says it as data (a page says
    it in the learner's language with :meth:`words`); ``sides`` names the sides it speaks
    of; ``str`` says it in the language words are said in now (the CLI's ``--lang``, the
    learner's on a page)."""

    def __init__(self, why: Why, sides: Sequence[str] | None = None) -> None:
        super().__init__(why)
        self.sides = list(sides) if sides is not None else None

    def __str__(self) -> str:
        return self.words()

    def words(self, lang: str | None = None) -> str:
        """The error in a sentence, in ``lang`` (by default, the current language)."""
        return say(self.why, lang, self.sides)

    def sentences(self, lang: str | None = None) -> list[str]:
        """Each error apart, for a page to show one a paragraph: a position's problems each
        on its own (run together, a walk read two as one)."""
        reasons = self.why.fact("reasons") if self.why.code == "pad.reasons" else None
        if not isinstance(reasons, tuple) or len(reasons) < 2:
            return [self.words(lang)]
        return [say(Why.plain("pad.reasons", reasons=(r,)), lang, self.sides) for r in reasons]


T = TypeVar("T")


class EntryErrors(EntryError):
    """Several fields wrong at once, each said (``why`` is the first's): a form is put right
    in one go, not a field a Check."""

    def __init__(self, errors: Sequence[EntryError]) -> None:
        super().__init__(errors[0].why, errors[0].sides)
        self.errors = list(errors)

    def words(self, lang: str | None = None) -> str:
        return " ".join(self.sentences(lang))

    def sentences(self, lang: str | None = None) -> list[str]:
        return [e.words(lang) for e in self.errors]


class Fields:
    """A form's fields read one after another, a wrong one noted and the next read all the
    same; :meth:`check` then says every one found."""

    def __init__(self) -> None:
        self.errors: list[EntryError] = []

    def read(self, reader: Callable[[], T], instead: T) -> T:
        """What ``reader`` reads, or ``instead`` (its error kept) where it cannot."""
        try:
            return reader()
        except EntryError as e:
            self.errors.append(e)
            return instead

    def check(self) -> None:
        """Every error found so far, as one :class:`EntryError`."""
        if len(self.errors) == 1:
            raise self.errors[0]
        if self.errors:
            raise EntryErrors(self.errors)


def refused(code: str, sides: Sequence[str] | None = None, **facts: object) -> EntryError:
    """An :class:`EntryError` from a message code and its facts."""
    return EntryError(Why.plain(code, **facts), sides)


def at(path: str) -> Why:
    """A place in a position, by its field path in the puzzle format: ``position.pile``."""
    return Why.plain("at", f=path)


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


def read_cards(text: str, where: Why, sides: Sequence[str] | None = None) -> list[Card]:
    """Cards typed as ``KS KH 2C`` (commas fine); EntryError names the place (``where``)
    and the bad card."""
    if not isinstance(text, str):
        raise refused("pad.cards-typed", sides, where=where, value=short(text))
    try:
        return list(parse_cards(text))
    except CardError as e:
        raise refused("pad.bad-card", sides, where=where, reason=e.why) from None


def read_melds(text: str, where: Why, sides: Sequence[str] | None = None) -> list[list[Card]]:
    """Melds typed one a line, or separated by ``;`` or ``|``."""
    if not isinstance(text, str):
        raise refused("pad.melds-typed", sides, where=where, value=short(text))
    melds = []
    parts = [p for p in re.split(r"[;|\n]", text) if p.strip()]
    for i, part in enumerate(parts):
        melds.append(read_cards(part, Why.plain("at.meld", at=where, i=i), sides))
    return melds


def refusal(err: PuzzleError, names: Sequence[str] | None = None,
            source: Why | None = None) -> EntryError:
    """Why a position is refused, each side by its name when the sides are named (else "the
    first side" …): said from the problems and the format error's parts, never from the
    message's text; ``source`` says what held the position ("This link")."""
    reasons = [Why.of(why.rule, "problem.format", field=f, value=v, reason=why)
               for f, v, why in err.fields] + [_pad_words(p) for p in err.problems]
    why = Why.plain("pad.reasons", reasons=reasons)
    return EntryError(why if source is None else Why.plain("pad.from", source=source,
                                                           reason=why), names)


def _pad_words(p: Problem) -> Why:
    """A problem as the score pad says it (its box for concealed, not a field)."""
    if p.field == "position.concealed":
        return Why.of(p.rule, "pad.concealed-nobody-out")
    if p.reason.code == "problem.every-hand-empty":  # (its boxes, not "The sides:")
        return Why.of(p.rule, "pad.every-hand-empty")
    return p.why


#: The lists of a saved game whose items the catalogue names ("hand 2", "side 1").
_NUMBERED = frozenset({"hands", "teams", "melds", "names", "lone", "cards"})


def _loc_words(loc: tuple[int | str, ...]) -> Why:
    """A game file's field path (``hands.0.teams.1.melds.2``) as a place the catalogue
    says in words: each part a code (``game.hands``) with its number counted from 0."""
    parts: list[Why] = []
    prev: int | str | None = None
    for part in loc:
        if isinstance(part, int) and isinstance(prev, str):
            parts.pop()
            key = "cards" if prev == "hands" and parts else prev
            code = "at.game." + key if key in _NUMBERED else "at.game.item"
            parts.append(Why.plain(code, i=part, name=prev))
        elif isinstance(part, int):
            parts.append(Why.plain("at.game.card", i=part))
        else:
            parts.append(Why.plain("at.game.key", name=part))
        prev = part
    return Why.plain("at.game-path", parts=parts)


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
            raise refusal(got, self.hand_names(lone if self.is_pair(hand) else None))
        return got

    @property
    def sides(self) -> int:
        return get_rules(self.rules).table(self.players, self.teams).sides

    def side_names(self) -> list[str]:
        """Each side's name as typed (on one line), else "side 1", "side 2", … in the
        reader's language."""
        return [one_line(self.names[i]) if i < len(self.names) and self.names[i].strip()
                else words("pad.side", n=i + 1) for i in range(self.sides)]

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
            raise refused("pad.game-over", self.side_names(), over=self._winner_why(state))
        scored = self._checked(hand, len(self.hands), lone)
        self.lone = [*self._lones(), lone if self.is_pair(hand) else None]
        self.hands.append(hand)
        return scored

    def replace(self, n: int, hand: ScoreHandPosition, lone: int | None = None) -> Solution:
        """Put an earlier hand right (the totals follow): refused (EntryError) as a new hand
        would be, and when the change would end the game before a later hand."""
        if not 0 <= n < len(self.hands):
            raise refused("pad.no-such-hand", n=n, hands=len(self.hands))
        scored = self._checked(hand, n, lone)
        changed = self.model_copy(update={"hands": list(self.hands), "lone": self._lones()})
        changed.hands[n] = hand
        changed.lone[n] = lone if self.is_pair(hand) else None
        ended = changed.ended_early()
        if ended is not None:
            last, who = ended
            raise refused("pad.change-ends-game", self.side_names(), last=last, over=who,
                          later=len(self.hands) - last - 1)
        self.hands, self.lone = changed.hands, changed.lone
        return scored

    def _checked(self, hand: ScoreHandPosition, n: int, lone: int | None) -> Solution:
        """A typed hand's score; EntryError when it is blank or cannot be right."""
        if is_blank(hand):
            raise refused("pad.nothing-typed")
        pair = self.is_pair(hand)
        if pair and (lone is None or not 0 <= lone < self.sides):
            raise refused("pad.who-alone")
        return self.score(hand, n, lone if pair else None)

    def _lones(self) -> list[int | None]:
        return [self.lone_of(i) for i in range(len(self.hands))]

    @staticmethod
    def _winner_why(state: GameState) -> Why:
        """How the game ended: who won, with what (the sides named by the error)."""
        if state.winner is None:
            return Why.plain("pad.drawn")
        return Why.plain("pad.won", i=state.winner, n=state.totals[state.winner])

    def ended_early(self) -> tuple[int, Why] | None:
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
                return n, self._winner_why(state)
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
        return [say(w, sides=names) for w in hand_warnings(hand)]

    # --- export and import -----------------------------------------------------------------

    def to_json(self) -> str:
        return self.model_dump_json(indent=2, exclude_none=True)

    @classmethod
    def from_json(cls, text: str) -> Game:
        too_big(len(text))
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as e:
            raise refused("pad.game-not-json", reason=not_json(e)) from None
        if not isinstance(data, dict):
            raise refused("pad.not-a-game", value=short(data))
        try:
            game = cls.model_validate(data)
        except ValidationError as e:
            first = e.errors(include_url=False)[0]
            if first["type"] == "extra_forbidden":
                reason = Why.plain("pad.not-a-game-field")
            else:
                reason = format_why(first["type"], dict(first.get("ctx") or {}))
            shown = "" if first["type"] == "missing" else short(first.get("input"))
            raise refused("pad.invalid-game", where=_loc_words(tuple(first["loc"])),
                          value=shown, reason=reason) from None
        game.check()
        return game

    def check(self) -> None:
        """Every hand must be possible, and none may follow the end of the game; the names
        fit; EntryError says which hand or name and what."""
        try:
            get_rules(self.rules).table(self.players, self.teams)
        except RuleError as e:
            raise refused("pad.unknown-table", field=e.field, value=short(e.value),
                          reason=e.why) from None
        if len(self.hands) > MAX_HANDS:
            raise refused("pad.too-many-hands", n=len(self.hands), most=MAX_HANDS)
        if len(self.names) > self.sides:
            raise refused("pad.too-many-names", n=len(self.names), players=self.players,
                          play_as=self.sides)
        for i, name in enumerate(self.names):
            check_name(name, i)
        if len(self.lone) > len(self.hands):
            raise refused("pad.too-many-lone", n=len(self.lone), hands=len(self.hands))
        self._check_hands()

    def _check_hands(self) -> None:
        """Each hand possible, who played alone only in a pair hand, none after the end."""
        for i, hand in enumerate(self.hands):
            lone = self.lone[i] if i < len(self.lone) else None
            if lone is not None and not (self.is_pair(hand) and 0 <= lone < self.sides):
                raise refused("pad.lone-not-pair", n=i, value=short(lone))
            try:
                self.score(hand, i, self.lone_of(i))
            except EntryError as e:
                raise refused("pad.in-hand", e.sides, n=i, reason=e.why) from None
        ended = self.ended_early()
        if ended is not None:
            last, who = ended
            raise refused("pad.after-the-end", self.side_names(), last=last, next=last + 1,
                          over=who)

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
            raise refused("pad.csv-lacks" if header else "pad.csv-no-columns",
                          columns=missing)
        for row in reader:
            line = reader.line_num
            if None in row:
                raise refused("pad.csv-too-many-values", line=line)
            short_of = [k for k in fields if row.get(k) is None]
            if short_of:
                raise refused("pad.csv-cut-short", line=line, columns=short_of)
            rows.append((line, {k: (v or "").strip() for k, v in row.items()}))
    except csv.Error:
        raise refused("pad.csv-unreadable", line=reader.line_num) from None
    if not rows:
        raise refused("pad.csv-no-hand")
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
            raise refused("pad.csv-two-rows", where=_csv_where(line, n, row, side), n=n,
                          side=side)
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


def _csv_where(line: int, n: int, row: dict[str, str], side: int) -> Why:
    name = one_line(row["name"])
    if name:
        return Why.plain("at.csv-named", line=line, n=n, name=name)
    return Why.plain("at.csv", line=line, n=n, side=side)


def _csv_side(row: dict[str, str], line: int, n: int, side: int) -> dict[str, Any]:
    """One side's row of a hand: its melds, red 3s and hands."""
    typed = _side_cards(row["melds"], row["hands"].split("|") if row["hands"] else [],
                        _csv_where(line, n, row, side))
    return {**typed, "red_threes": _number(row["red_threes"] or "0", "red 3s", line, 0, 99)}


def _csv_position(n: int, sides: dict[int, dict[str, Any]], went_out: list[int],
                  concealed: bool) -> ScoreHandPosition:
    if sorted(sides) != list(range(len(sides))):
        gap = min(set(range(len(sides) + 1)) - set(sides))
        raise refused("pad.csv-no-row", n=n, side=gap)
    if len(went_out) > 1:
        raise refused("pad.csv-two-out", n=n, sides=[str(w) for w in went_out])
    try:
        return ScoreHandPosition.model_validate(
            {"teams": [sides[i] for i in range(len(sides))],
             "went_out": went_out[0] if went_out else None, "concealed": concealed})
    except ValidationError as e:
        first = e.errors(include_url=False)[0]
        raise refused("pad.csv-bad-hand", n=n,
                      reason=format_why(first["type"], dict(first.get("ctx") or {}))) from None


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


def check_name(name: str, side: int) -> str:
    """A side's name as kept; EntryError when it is longer than :data:`MAX_NAME`."""
    if len(name) > MAX_NAME:
        raise refused("pad.name-too-long", side=side, n=len(name), value=short(name),
                      most=MAX_NAME)
    return name


def too_big(size: int) -> None:
    """EntryError when a game file of ``size`` bytes (or characters) is over the limit."""
    if size > MAX_FILE:
        raise refused("pad.file-too-big", size=size_why(size), most=size_why(MAX_FILE))


def size_why(size: int) -> Why:
    """A file's size as people say it ("620 bytes", "12 KB", "10.5 MB"), as words to say:
    in bytes, whole kilobytes or tenths of a megabyte."""
    if size < 1000:
        return Why.plain("size.bytes", n=size)
    if size < 1_000_000:
        return Why.plain("size.kb", n=round(size / 1000))
    tenths = round(size / 100_000)
    if tenths % 10:
        return Why.plain("size.mb-tenths", n=tenths // 10, tenth=tenths % 10)
    return Why.plain("size.mb", n=tenths // 10)


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
        return check_name(one_line(from_spreadsheet(cell), MAX_TEXT), side)
    except EntryError as e:
        raise refused("pad.csv-line", line=line, reason=e.why) from None


def _number(text: str, what: str, line: int, low: int, high: int) -> int:
    """A CSV cell that holds a whole number in a range; ``what`` is its column."""
    try:
        value = int(text)
    except ValueError:
        raise refused("pad.csv-not-a-number", line=line, column=what,
                      value=short(text)) from None
    if not low <= value <= high:
        raise refused("pad.csv-out-of-range", line=line, column=what, value=value, low=low,
                      high=high)
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
               name: str, players: Sequence[int] | None = None) -> dict[str, Any]:
    """One side's typed entry as a score_hand team; EntryError names a bad card and the
    side by its ``name``, and a hand by its player's number on the pad (``players``)."""
    return {**_side_cards(melds_text, hands_text, Why.plain("at.name", name=name), players),
            "red_threes": red_threes}


def _side_cards(melds_text: str, hands_text: Sequence[str], where: Why,
                players: Sequence[int] | None = None) -> dict[str, Any]:
    """A side's melds and hands as typed (in the pad or a CSV file), as the format writes
    them; EntryError names the bad card and its place (``where``: the side, or the line;
    a hand as the pad labels it: "cards left in player 3's hand", not "hand 2", read as
    the deal)."""
    melds = read_melds(melds_text, where)
    hands = [read_cards(h, Why.plain("at.hand", at=where,
                                     i=(players[j] - 1) if players else j)
                        if len(hands_text) > 1 else Why.plain("at.hand-one", at=where))
             for j, h in enumerate(hands_text)]
    return {"melds": [[str(c) for c in m] for m in melds],
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
        raise refused("pad.invalid-entry", where=_loc_words(tuple(first["loc"])),
                      value=short(first.get("input")),
                      reason=format_why(first["type"], dict(first.get("ctx") or {}))) from None


def is_blank(hand: ScoreHandPosition) -> bool:
    """Nothing typed: no meld, no red 3 and no card in any hand."""
    return not any(t.melds or t.red_threes or any(t.hands) for t in hand.teams)


def hand_warnings(hand: ScoreHandPosition) -> list[Why]:
    """What the engine allows but is most likely a slip at the table (the sides by index,
    said with their names)."""
    out = []
    w = hand.went_out
    if w is not None and 0 <= w < len(hand.teams):
        side = hand.teams[w]
        if len(side.hands) > 1 and not any(side.hands):
            out.append(Why.plain("pad.partner-hand-empty", i=w))
    return out


# --- the position checker ---------------------------------------------------------------------

#: The checker's questions, by kind (their words: ``check.<kind>`` in the catalogue).
CHECKS = ("take_pile", "meld", "first_meld", "go_out")
#: The kinds a saved position opens as on Practise: the checker's, and a strategy puzzle.
OPENS = (*CHECKS, "strategy")

#: What each field of each question's position holds.
_FIELDS: dict[str, dict[str, str]] = {
    "take_pile": {"pile": "cards", "hand": "cards", "team_melds": "melds",
                  "team_score": "score"},
    "meld": {"cards": "cards", "going_out": "flag"},
    "first_meld": {"team_score": "score", "melds": "melds", "pile_top": "card",
                   "going_out": "flag"},
    "go_out": {"hand": "cards", "team_melds": "melds", "team_score": "score",
               "melded_before": "flag"},
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


def check_position(data: object, source: str, kinds: Sequence[str] = CHECKS
                   ) -> dict[str, Any]:
    """A position the checker can open (from a link or a file), every field of the right
    type; EntryError names the field and the value. ``source`` says what held it: "link",
    "file" or "saved" (a saved position); ``kinds``: the kinds it may be (Practise also
    opens a strategy puzzle)."""
    src = Why.plain("src." + source)
    if not isinstance(data, dict):
        raise refused("pad.no-position", source=src, value=short(data))
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in kinds:
        raise refused("pad.not-a-check" if "kind" in data else "pad.no-kind", source=src,
                      value=short(kind), kinds=tuple(Why.plain("kind." + k) for k in kinds))
    pos = data.get("position")
    if not isinstance(pos, dict):
        raise refused("pad.position-not-named", source=src, value=short(pos))
    for key, value in pos.items():
        what = _FIELDS.get(kind, {}).get(key)
        if what is not None and not _fits(what, value):
            raise refused("pad.field-type." + what, source=src, where=at("position." + key),
                          value=short(value), most=MAX_SCORE)
    try:
        solve(parse_puzzle(data))  # a position the engine cannot answer is refused here
    except PuzzleError as e:
        raise refusal(e, source=src) from None
    return data


def checker_answer(question: str, fields: dict[str, Any], rules: str, players: int,
                   teams: str | None) -> tuple[dict[str, Any], Solution]:
    """A contract-format puzzle from the checker's typed fields and the engine's answer to
    it (solved once); EntryError in card words."""
    if question not in CHECKS:
        raise refused("pad.unknown-question", value=short(question))
    position = _TYPED[question](fields, Fields())
    data: dict[str, Any] = {"id": "table", "kind": question, "rules": rules, "players": players,
                            "position": position}
    if players == 6:
        data["teams"] = teams or "3x2"
    try:
        solution = solve(parse_puzzle(data))
    except PuzzleError as e:
        raise refusal(e) from None
    return data, solution


def _typed_melds(fields: dict[str, Any], read: Fields, name: str = "melds",
                 path: str = "position.team_melds") -> list[list[str]]:
    """The melds typed in field ``name``, one a line (none where they cannot be read)."""
    none: list[list[str]] = []
    return read.read(lambda: [_strs(m) for m in read_melds(fields.get(name) or "", at(path))],
                     none)


def _typed_cards(fields: dict[str, Any], name: str, path: str, read: Fields) -> list[str]:
    """The cards typed in field ``name`` (none where they cannot be read: noted in ``read``)."""
    return read.read(lambda: _strs(read_cards(fields.get(name) or "", at(path))), [])


def _typed_score(fields: dict[str, Any], read: Fields) -> int:
    return read.read(lambda: _score(fields.get("score")), 0)


def _typed_take(fields: dict[str, Any], read: Fields) -> dict[str, Any]:
    pile = _typed_cards(fields, "pile", "position.pile", read)
    hand = _typed_cards(fields, "hand", "position.hand", read)
    position = {"pile": pile, "hand": hand, "team_melds": _typed_melds(fields, read),
                "team_score": _typed_score(fields, read)}
    read.check()
    if not pile:
        raise refused("pad.type-the-pile")
    return position


def _typed_meld(fields: dict[str, Any], read: Fields) -> dict[str, Any]:
    cards = _typed_cards(fields, "meld", "position.cards", read)
    read.check()
    if not cards:
        raise refused("pad.type-the-meld")
    return {"cards": cards, "going_out": bool(fields.get("going_out"))}


def _typed_first(fields: dict[str, Any], read: Fields) -> dict[str, Any]:
    melds = _typed_melds(fields, read, "opening", "position.melds")
    top = _typed_cards(fields, "top", "position.pile_top", read)
    if len(top) > 1:
        read.errors.append(refused("pad.one-top-card"))
    elif top and not any(top[0] in m for m in melds):  # (the box says it is in one: a "No,
        # does not reach the minimum" over "counts 70" of 50 read as the engine's slip)
        read.errors.append(refused("pad.top-not-in-melds", card=parse_cards(top[:1])[0]))
    score = _typed_score(fields, read)
    read.check()
    if not melds:
        raise refused("pad.type-the-opening")
    position: dict[str, Any] = {"team_score": score, "melds": melds}
    if top:
        position["pile_top"] = top[0]
    return position


def _typed_go_out(fields: dict[str, Any], read: Fields) -> dict[str, Any]:
    hand = _typed_cards(fields, "hand", "position.hand", read)
    melds = _typed_melds(fields, read)
    score = _typed_score(fields, read)
    read.check()
    if not hand:
        raise refused("pad.type-the-hand")
    return {"hand": hand, "team_score": score, "team_melds": melds}


#: How the checker reads a typed position, by question.
_TYPED = {"take_pile": _typed_take, "meld": _typed_meld, "first_meld": _typed_first,
          "go_out": _typed_go_out}


def checker_puzzle(question: str, fields: dict[str, Any], rules: str, players: int,
                   teams: str | None) -> dict[str, Any]:
    """A contract-format puzzle from the checker's typed fields; EntryError in card words."""
    return checker_answer(question, fields, rules, players, teams)[0]


_GROUPED = re.compile(r"[+-]?\d{1,3}([.,]\d{3})+")


def _score(value: object) -> int:
    """A typed score: a whole number, written as a player might ("1,500", "1.500" as Spanish
    writes it, "−50")."""
    if isinstance(value, str):
        value = "".join(value.split()).replace("\u2212", "-")
        if _GROUPED.fullmatch(value):  # (thousands marked with commas or points)
            value = value.replace(",", "").replace(".", "")
    if value is None or value == "":
        return 0
    try:
        score: int = int(value)  # type: ignore[call-overload]
    except (TypeError, ValueError, OverflowError):
        raise refused("pad.score-not-a-number", value=short(value)) from None
    if abs(score) > MAX_SCORE:
        raise refused("pad.score-too-big", n=score, most=MAX_SCORE)
    return score


def _strs(cards: list[Card]) -> list[str]:
    return [str(c) for c in cards]


def encode_position(data: dict[str, Any]) -> str:
    """A puzzle as a short URL-safe string for a share link: its JSON in base64, or past
    :data:`SQUEEZE_PAST` bytes (a hand's moves), ``z`` and its JSON compressed (plain JSON
    in base64 always starts ``ey``, so the two never meet)."""
    raw = json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode()
    if len(raw) > SQUEEZE_PAST:
        return "z" + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


#: A position longer than this (in bytes of JSON) is compressed in its link.
SQUEEZE_PAST = 1_500
#: The most a compressed link may open up to, in bytes (more is refused, not unpacked).
MOST_UNPACKED = 64_000


def _unpacked(text: str) -> bytes:
    body = text.removeprefix("z")
    raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    if body == text:
        return raw
    unpacker = zlib.decompressobj()
    out = unpacker.decompress(raw, MOST_UNPACKED)
    if unpacker.unconsumed_tail:
        raise ValueError("too long unpacked")
    return out


MAX_LINK = 4_000
"""The longest position a link carries, in characters: every card of three decks in it
would make about 1,500."""


def decode_position(text: str, source: str = "link", kinds: Sequence[str] = CHECKS
                    ) -> dict[str, Any]:
    """A share link's position, checked as the checker checks what is typed (the cards of
    the decks in play, the hand sizes, …); EntryError names what is wrong (never another
    error), ``source`` what held it ("link", "saved": a saved position)."""
    src = Why.plain("src." + source)
    if len(text) > MAX_LINK:
        raise refused("pad.link-too-long", source=src, n=len(text), most=MAX_LINK)
    try:
        data = json.loads(_unpacked(text))
    except RecursionError:
        raise refused("pad.link-too-deep", source=src) from None
    except (ValueError, TypeError, binascii.Error, zlib.error):
        raise refused("pad.link-cut-short", source=src) from None
    return check_position(data, source, kinds)


def read_position_file(text: str) -> dict[str, Any]:
    """A saved position (a puzzle the checker can answer); EntryError says what is wrong."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as e:
        raise refused("pad.position-not-json", reason=not_json(e)) from None
    if isinstance(data, list) and len(data) == 1:
        data = data[0]
    if not isinstance(data, dict):
        raise refused("pad.not-one-puzzle", value=short(data))
    return check_position(data, "file")


def not_json(e: Exception) -> Why:
    """Why a text is not JSON, as data: where the reader stopped, or nested too deeply."""
    if isinstance(e, RecursionError):
        return Why.plain("json.too-deep")
    if isinstance(e, json.JSONDecodeError):
        return Why.plain("json.at", line=e.lineno, col=e.colno)
    return Why.plain("json.unreadable")


def fields_of(data: dict[str, Any]) -> dict[str, Any]:
    """The checker's typed fields back from a checked puzzle (to reopen a shared position)."""
    pos = data.get("position", {})
    melds = "\n".join(" ".join(m) for m in pos.get("team_melds", pos.get("melds", [])))
    return {"pile": " ".join(pos.get("pile", [])), "hand": " ".join(pos.get("hand", [])),
            "melds": melds if data["kind"] != "first_meld" else "",
            "opening": melds if data["kind"] == "first_meld" else "",
            "meld": " ".join(pos.get("cards", [])), "going_out": bool(pos.get("going_out")),
            "top": pos.get("pile_top") or "", "score": str(int(pos.get("team_score") or 0))}
