"""The coach at work beside the pages: a process of its own that judges moves (a click
never waits for it, and its playouts do not hold up the pages' runs: a thread of this
process took half their time, Python running one thread at a time), and the judgements a
review asked for, kept for every tab of the process (a page script runs afresh each
time: what it must keep lives here)."""

from __future__ import annotations

import multiprocessing
import os
import sys
import threading
import time
import types
from collections import OrderedDict
from collections.abc import Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager, nullcontext

from tutor.bots.coach import Judged, judge
from tutor.engine import Action, State
from tutor.table.review import Review

#: The coach's process (none until first used).
_POOL: list[ProcessPoolExecutor] = []
#: Judgements made, by the game up to the move and the move: every review of the same
#: game, in any tab, finds them here (the oldest go first past the bound).
_JUDGED: OrderedDict[str, Future[Judged]] = OrderedDict()
_LOCK = threading.RLock()
_KEEP = 4000
#: A review asks for more only while fewer than this many of its judgements wait.
_AHEAD = 2


def submit(before: State, action: Action, number: int) -> Future[Judged]:
    """The move ``action`` in ``before`` sent to the coach's process (started on first use,
    started again if it died), judged as :func:`tutor.bots.coach.judge` judges it."""
    with _LOCK:
        for _ in range(2):
            starts = not _POOL  # (its one process is spawned by its first submit)
            if starts:
                _POOL.append(ProcessPoolExecutor(
                    max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                    initializer=watch_parent, initargs=(os.getpid(),)))
            try:
                with _bare_main() if starts else nullcontext():
                    return _POOL[0].submit(judge, before, action, number)
            except (BrokenProcessPool, RuntimeError):
                _POOL.pop().shutdown(wait=False, cancel_futures=True)
        raise RuntimeError("the coach's process cannot be started")


def watch_parent(parent: int, every: float = 1.0) -> None:
    """In the coach's process: end it once the server that started it is gone. Left alone,
    a coach busy with a judgement when its server stopped lived on, an orphan, and kept
    its core (seven of them, left by test servers, were found here)."""
    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(every)
        os._exit(0)

    threading.Thread(target=watch, name="coach-watches-its-server", daemon=True).start()


@contextmanager
def _bare_main() -> Iterator[None]:
    """While the coach's process is started: Streamlit runs a page as the module
    ``__main__`` with the page's file, and a spawned process runs its parent's ``__main__``
    file first, so the coach's process ran the whole app, without a page (a hundred
    warnings in the log, and seconds of start). It starts from an empty ``__main__``."""
    main = sys.modules.get("__main__")
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        yield
    finally:
        if main is not None:
            sys.modules["__main__"] = main


Futures = dict[int, "Future[Judged] | None"]


def judgements(review: Review, hand: int, at: int) -> tuple[Futures, dict[int, str]]:
    """Each of the learner's decisions in the hand with its judgement (None: not asked for
    yet), and the marks of those judged. The coach is asked for more while fewer than two
    wait: the move on screen first, then the ones after it (a review left alone stops
    asking)."""
    decisions = review.decisions(hand)
    with _LOCK:
        futures: Futures = {m.index: _JUDGED.get(m.key) for m in decisions}
        queued = sum(1 for f in futures.values() if f is not None and not f.done())
        for move in sorted(decisions, key=lambda m: (m.index < at, m.index)):
            if queued >= _AHEAD:
                break
            if futures[move.index] is None:
                futures[move.index] = _JUDGED[move.key] = submit(*review.judging(move))
                queued += 1
        while len(_JUDGED) > _KEEP:
            _JUDGED.popitem(last=False)
    marks = {i: f.result().mark for i, f in futures.items()
             if f is not None and f.done() and f.exception() is None}
    return futures, marks


def waiting(futures: Futures) -> bool:
    """Is a judgement of these still to come?"""
    return any(f is None or not f.done() for f in futures.values())
