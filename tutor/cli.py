"""The `canasta-tutor` command: solve, check, schema, rules.

It never imports Streamlit (start-up time), and it never shows a traceback:
a puzzle that cannot be read gets one line naming the puzzle, the field and
the value, and the other puzzles are still solved.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from typing import IO, Any

from tutor.engine import DEFAULT_RULES, RULESETS

USAGE_EXIT = 2


def read_puzzles(text: str) -> Iterator[tuple[str, object]]:
    """Yield (where, parsed JSON or an exception) for a puzzle, a JSON list, or JSON Lines."""
    stripped = text.strip()
    if not stripped:
        return
    try:
        whole = json.loads(stripped)
    except (ValueError, RecursionError) as e:
        whole = e
    if isinstance(whole, list):
        for i, item in enumerate(whole):
            yield f"item {i + 1}", item
        return
    if isinstance(whole, dict):
        yield "puzzle", whole
        return
    if not isinstance(whole, Exception) and "\n" not in stripped:
        yield "line 1", whole
        return
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            yield f"line {n}", json.loads(line)
        except (ValueError, RecursionError) as e:
            yield f"line {n}", _BadJson(str(e) if not isinstance(e, RecursionError)
                                        else "nested too deeply")


class _BadJson(Exception):
    pass


def _read_text(path: str) -> str:
    if path == "-":
        data = sys.stdin.buffer.read()
    else:
        with open(path, "rb") as fh:
            data = fh.read()
    return data.decode("utf-8-sig", errors="replace")


def _results(text: str, rules: str | None = None) -> Iterator[dict[str, Any]]:
    """Each puzzle of ``text`` solved (``rules``: for those that name none)."""
    from tutor.puzzles.format import PuzzleError, parse_puzzle, solve

    for where, item in read_puzzles(text):
        if rules is not None and isinstance(item, dict) and "rules" not in item:
            item = {**item, "rules": rules}
        pid = item.get("id") if isinstance(item, dict) else None
        if not isinstance(pid, (str, int)) or isinstance(pid, bool):
            pid = None
        name = pid if pid is not None else where
        if isinstance(item, _BadJson):
            yield {"id": None, "error": f"{where}: not valid JSON ({item})"}
            continue
        try:
            puzzle = parse_puzzle(item)
            solution = solve(puzzle)
        except PuzzleError as e:
            yield {"id": pid, "error": f"{name}: {e}"}
            continue
        except Exception as e:  # a bug of ours: still one line, never a traceback
            yield {"id": pid, "error": f"{name}: internal error ({type(e).__name__}: {e})"}
            continue
        yield {"id": pid, "answer": solution.answer, "why": solution.why,
               "detail": solution.detail, "_puzzle": puzzle, "_solution": solution}


def cmd_solve(args: argparse.Namespace, out: IO[str]) -> int:
    rc = 0
    for result in _results(_read_text(args.file), args.rules):
        result.pop("_puzzle", None)
        result.pop("_solution", None)
        if "error" in result:
            rc = 1
        elif not args.detail:
            result.pop("detail", None)
        out.write(json.dumps(result, ensure_ascii=False) + "\n")
    return rc


def cmd_check(args: argparse.Namespace, out: IO[str]) -> int:
    from tutor.puzzles.format import compare

    checked = agreed = errors = unanswered = 0
    for result in _results(_read_text(args.file), args.rules):
        if "error" in result:
            errors += 1
            out.write(f"ERROR {result['error']}\n")
            continue
        puzzle = result["_puzzle"]
        if puzzle.answer is None:
            unanswered += 1
            continue
        checked += 1
        diff = compare(puzzle.answer, result["answer"])
        if puzzle.difficulty is not None:
            from tutor.puzzles.grading import difficulty

            measured = difficulty(puzzle, result["_solution"])
            if measured != puzzle.difficulty:
                diff["difficulty"] = (puzzle.difficulty, measured)
        if not diff:
            agreed += 1
            continue
        name = result["id"]
        for fname, (stated, engine) in diff.items():
            out.write(f"DISAGREE {name}: {fname}: the puzzle says {json.dumps(stated)}, "
                      f"the engine says {json.dumps(engine)}\n")
        for line in result["why"]:
            out.write(f"    why: {line}\n")
    out.write(f"{checked} checked, {agreed} agree, {checked - agreed} disagree, "
              f"{errors} errors, {unanswered} without an answer\n")
    return 0 if errors == 0 and agreed == checked else 1


def cmd_schema(args: argparse.Namespace, out: IO[str]) -> int:
    from tutor.puzzles.format import json_schema

    text = json.dumps(json_schema(), indent=2, ensure_ascii=False) + "\n"
    if args.output:
        with open(args.output, "w", encoding="utf-8") as fh:
            fh.write(text)
    else:
        out.write(text)
    return 0


def cmd_rules(args: argparse.Namespace, out: IO[str]) -> int:
    from tutor.engine import describe_options, get_rules, house_rules, spec_value
    from tutor.explain import house_rule, rules_name

    rules = get_rules(table_rules(args.file) if args.file else args.rules)
    out.write(f"{rules.name}: {rules_name(rules.base or rules.name, long=True)}\n"
              f"authority: {rules.authority}\n")
    for option, set_to in house_rules(rules):
        out.write(f"house rule: {option} = {spec_value(set_to)}  "
                  f"({house_rule(option, set_to)})\n")
    out.write("\n")
    for name, value, rule, doc in describe_options(rules):
        if name == "tables":
            for key, table in rules.tables.items():
                out.write(f"  table {key}: {table.model_dump_json()}\n")
            continue
        if name == "bands":
            value = ", ".join(f"{b.minimum} from {b.score:,}" if b.score > -10**8
                              else f"{b.minimum} below 0" for b in rules.bands)
        out.write(f"{name} = {value}  [{rule}]\n    {doc}\n")
    return 0


def cmd_generate(args: argparse.Namespace, out: IO[str]) -> int:
    from tutor.puzzles.generate import generate

    target = open(args.output, "w", encoding="utf-8") if args.output else out  # noqa: SIM115
    try:
        for puzzle in generate(args.kind, args.count, args.seed, args.difficulty, args.rules,
                               args.players, args.teams, args.theme):
            target.write(json.dumps(puzzle, ensure_ascii=False) + "\n")
    finally:
        if target is not out:
            target.close()
    return 0


def cmd_play(args: argparse.Namespace, out: IO[str]) -> int:
    """Computer players against each other: one JSON line a game, then a summary."""
    import random

    from tutor.engine import Game, check_game

    from .bots import BOTS, play_game
    from .table.record import game_record

    names = [n.strip() for n in args.bots.split(",")]
    if len(names) != 2 or any(n not in BOTS for n in names):
        raise ValueError(f"bots {args.bots!r}: name two of {', '.join(BOTS)}, such as "
                         "strong,club")
    game = Game.named(args.rules, args.players, args.teams)
    seats = game.seats()
    rng = random.Random(args.seed)
    wins = [0] * game.table.sides
    draws = 0
    for n in range(args.games):
        policies = [BOTS[names[0] if seats[p] == 0 else names[1]] for p in range(game.players)]
        hands: list[Any] = []
        got = play_game(game, policies, rng, first_dealer=n % game.players,
                        on_hand=_recorder(hands))
        if args.record:
            os.makedirs(args.record, exist_ok=True)
            with open(os.path.join(args.record, f"game-{n + 1:04d}.json"), "w",
                      encoding="utf-8") as f:
                f.write(game_record(game, hands, [names[0 if seats[p] == 0 else 1]
                                                  for p in range(game.players)]) + "\n")
        verdict = check_game(got.totals, game.rules, game.table)
        winner = verdict.winner if verdict.over else None
        if winner is None:
            draws += 1
        else:
            wins[winner] += 1
        out.write(json.dumps({"game": n + 1, "scores": got.totals, "winner": winner,
                              "hands": got.hands, "illegal": got.illegal}) + "\n")
    out.write(json.dumps({"summary": {"games": args.games, "wins": wins, "draws": draws,
                                      "bots": names}}) + "\n")
    return 0


def _recorder(hands: list[Any]) -> Any:
    """What hears of each hand played and keeps its record in ``hands``."""
    from .table.record import hand_record

    def heard(st: Any, seed: int, dealer: int) -> None:
        hands.append(hand_record(st, seed, dealer))
    return heard


def cmd_replay(args: argparse.Namespace, out: IO[str]) -> int:
    """A recorded game dealt again: each hand's itemised score, then the result; a move the
    rules refuse (or a record that cannot be read) is named with its reason, exit 1."""
    from tutor.explain import say, words

    from .table.record import RecordError, read_record, replay

    try:
        done = replay(read_record(_read_text(args.file)), args.rules)
    except RecordError as e:
        rule = f"{e.why.rule}: " if e.why.rule else ""
        print(f"canasta-tutor: {args.file}: {e.where}: {rule}{say(e.why)}", file=sys.stderr)
        return 1
    for n, hand in enumerate(done.hands):
        out.write(words("record.hand", n=n + 1, scores=" ".join(say(w) for w in hand.score.why))
                  + "\n")
    if done.in_progress is not None:
        out.write(words("record.in-progress", n=len(done.hands) + 1, moves=done.in_progress)
                  + "\n")
        return 0
    for why in done.verdict.why:
        out.write(f"{why.rule}: {say(why)}\n")
    return 0


def cmd_app(args: argparse.Namespace, out: IO[str]) -> int:
    """Serve the tutor until it is stopped (Ctrl+C): the installed package's own pages,
    card images and settings."""
    from tutor.app.launch import command

    cmd = command(args.port, args.host)
    if os.name == "posix":  # Streamlit in this process's place: a stop signal reaches it
        os.execv(cmd[0], cmd)
    return subprocess.call(cmd)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="canasta-tutor", description="Canasta Tutor's rules engine on the command line.")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("solve", help="answer every puzzle in FILE, one JSON line each")
    p.add_argument("file", metavar="FILE", help="a puzzle, a JSON list, or JSON Lines; - is stdin")
    p.add_argument("--rules", help="the rules of every puzzle that names "
                   "none: " + RULES_HELP)
    p.add_argument("--detail", action="store_true",
                   help="add the engine's detail (ways to take, plans, score breakdowns)")
    p.set_defaults(func=cmd_solve)
    p = sub.add_parser("check", help="check the answers stated in FILE against the engine")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--rules", help="the rules of every puzzle that names "
                   "none: " + RULES_HELP)
    p.set_defaults(func=cmd_check)
    p = sub.add_parser("schema", help="print the JSON Schema of a puzzle")
    p.add_argument("-o", "--output", help="write it to this file")
    p.set_defaults(func=cmd_schema)
    _generate_parser(sub)
    _play_parser(sub)
    p = sub.add_parser("app", help="start the tutor: its pages in your browser (Streamlit)")
    p.add_argument("--port", type=int, default=8501, help="the port (default 8501)")
    p.add_argument("--host", default="127.0.0.1", help="the address to listen on (default "
                   "127.0.0.1, this machine only; 0.0.0.0 for every interface)")
    p.set_defaults(func=cmd_app)
    p = sub.add_parser("rules", help="list a rule set's options and the rules they rest on "
                       "(or a rules file's: canasta-tutor rules FILE)")
    p.add_argument("file", metavar="FILE", nargs="?", help="a rules file (TOML)")
    p.add_argument("--rules", default=DEFAULT_RULES, help=RULES_HELP)
    p.set_defaults(func=cmd_rules)
    for each in sub.choices.values():  # every command says its sentences in either language
        each.add_argument("--lang", choices=["en", "es"], default="en",
                          help="the language of the sentences (en, es); rule ids, fields and "
                          "values stay as they are")
    return parser


RULES_HELP = (" or ".join(RULESETS) + ", a table's rules as a link names them "
              "(classic,black_three_freezes=true), or a rules file (TOML)")


def table_rules(text: str) -> str:
    """What ``--rules`` names: a rules file (TOML: base, name, [options]) if one is there,
    else a rule set's name or a table's spec; the table's spec either way."""
    from tutor.engine import RuleError, get_rules, rules_from_toml

    if text.endswith(".toml") or os.path.isfile(text):
        try:
            return rules_from_toml(_read_text(text))[0].name
        except RuleError as e:
            e.field = f"{text}: {e.field}"  # which file says it
            raise
    return get_rules(text).name


def _table_args(p: argparse.ArgumentParser) -> None:
    """The rule set and the table: --rules, --players, --teams."""
    p.add_argument("--rules", default=DEFAULT_RULES, help=RULES_HELP)
    p.add_argument("--players", type=int, default=4, choices=[2, 3, 4, 6])
    p.add_argument("--teams", choices=["3x2", "2x3"], help="six players: 3x2 (default) or 2x3")


def _generate_parser(sub: Any) -> None:
    from .puzzles.deal import THEMES
    from .puzzles.kinds import KINDS

    p = sub.add_parser("generate", help="write fresh puzzles with engine-computed answers "
                       "(JSON Lines)")
    p.add_argument("--kind", required=True, choices=list(KINDS))
    p.add_argument("--count", type=int, default=10)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--difficulty", type=int, choices=range(1, 6), metavar="1-5")
    _table_args(p)
    p.add_argument("--theme", help="a rule id or one of: " + ", ".join(THEMES))
    p.add_argument("-o", "--output", help="write to this file instead of standard output")
    p.set_defaults(func=cmd_generate)


def _play_parser(sub: Any) -> None:
    p = sub.add_parser("play", help="computer players against each other, one JSON line "
                       "a game and a summary")
    p.add_argument("--bots", required=True, help="two of beginner, club, strong: the first "
                   "plays side 0, the second the other side or sides")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--record", metavar="DIR", help="write each game's record to DIR "
                   "(game-0001.json, …; docs/record-format.md)")
    _table_args(p)
    p.set_defaults(func=cmd_play)
    p = sub.add_parser("replay", help="deal a recorded game again, check every move against "
                       "the rules, and print each hand's itemised score and the result")
    p.add_argument("file", metavar="FILE", help="a game record (JSON; - is stdin)")
    p.add_argument("--rules", help="the rules of a record that names none: " + RULES_HELP)
    p.set_defaults(func=cmd_replay)


def _error_words(e: ValueError) -> str:
    """An error in words: one whose reason is data is said by the catalogue, with the field
    and the value it is about when it names them (``rules 'hoyle': unknown rule set``)."""
    from tutor.engine import RuleError, WhyError
    from tutor.explain import say
    if isinstance(e, RuleError):
        return f"{e.field} {e.value!r}: {say(e.why)}"
    return say(e.why) if isinstance(e, WhyError) else str(e)


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    out = sys.stdout
    from tutor.explain import speaking

    with speaking(getattr(args, "lang", "en")):
        return _run(args, out)


def _run(args: argparse.Namespace, out: IO[str]) -> int:
    try:
        if getattr(args, "rules", None):
            args.rules = table_rules(args.rules)  # (a bad one is said below, in words)
        rc: int = args.func(args, out)
        return rc
    except BrokenPipeError:  # the reader stopped (``| head``): nothing more to say
        return 0
    except OSError as e:
        print(f"canasta-tutor: {getattr(e, 'filename', '') or getattr(args, 'file', '')}: "
              f"{e.strerror or e}", file=sys.stderr)
        return USAGE_EXIT
    except ValueError as e:  # an unknown rule set name and the like
        print(f"canasta-tutor: {_error_words(e)}", file=sys.stderr)
        return USAGE_EXIT
    except KeyboardInterrupt:
        return 130
    except Exception as e:  # a bug of ours: one line, never a traceback
        print(f"canasta-tutor: internal error ({type(e).__name__}: {e})", file=sys.stderr)
        return 1
