"""The coach at work beside the pages: a process of its own that judges moves (a click
never waits for it, and its playouts do not hold up the pages' runs: a thread of this
process took half their time, Python running one thread at a time), and the judgements a
review asked for, kept for every tab of the process (a page script runs afresh each
time: what it must keep lives here)."""

from __future__ import annotations

import functools
import heapq
import itertools
import logging
import multiprocessing
import os
import sys
import threading
import time
import types
from collections import OrderedDict
from collections.abc import Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field, replace

from tutor.bots.coach import Judged, judge
from tutor.engine import Action, State
from tutor.table.review import Move, Review

#: The coach's process (none until first used).
_POOL: list[ProcessPoolExecutor] = []
#: Judgements made, by the game up to the move and the move: every review of the same
#: game, in any tab, finds them here (the oldest go first past the bound).
_JUDGED: OrderedDict[str, Future[Judged]] = OrderedDict()
_LOCK = threading.RLock()
_KEEP = 4000
#: A review asks for more only while fewer than this many of its judgements wait.
_AHEAD = 2


#: Who waits for a judgement, the most urgent first: a learner at the table (the note on
#: the move just made), a review's move on screen, then a review's marks further down its
#: list. One process judges one move at a time; in the order asked, a club's reviews put
#: Play's notes behind theirs, and a review opened at its tenth move waited for the first.
PLAY, SHOWN, REVIEW = 0, 1, 2


@dataclass(order=True)
class _Job:
    """A judgement asked for and not yet sent to the coach's process."""

    priority: int
    order: int
    asked: tuple[State, Action, int] = field(compare=False)
    future: Future[Judged] = field(compare=False)
    tries: int = field(default=0, compare=False)
    since: float = field(default_factory=time.monotonic, compare=False)


_WAITING: list[_Job] = []
#: The judgement at the coach's process now (at most one: the rest wait their turn here).
_BUSY: list[Future[Judged]] = []
_ORDER = itertools.count()
#: A judgement that took longer than this, waiting included, is logged: the coach is behind.
SLOW = 20.0
LOG = logging.getLogger(__name__)


def submit(before: State, action: Action, number: int, priority: int = PLAY,
           key: str | None = None) -> Future[Judged]:
    """The move ``action`` in ``before``, to be judged as :func:`tutor.bots.coach.judge`
    judges it in the coach's process (started on first use, started again if it died),
    after the judgements of a more urgent ``priority`` and those asked for before it. With
    a ``key`` (:class:`tutor.table.record.GameDigest`), it is kept for every review of the
    game, in any tab, and one already asked for under it is not asked for again."""
    with _LOCK:
        kept = _kept(key)
        if kept is not None:
            _hurry(kept, priority)
            return kept
        future: Future[Judged] = Future()
        heapq.heappush(_WAITING, _Job(priority, _place(priority), (before, action, number),
                                      future))
        if key is not None:
            _JUDGED[key] = future
            while len(_JUDGED) > _KEEP:
                _JUDGED.popitem(last=False)
        _next()
    return future


def _place(priority: int) -> int:
    """A judgement's place among those of its urgency: in the order asked, but the moves
    on a review's screen the latest first (a learner stepping through a hand is on the
    last one shown)."""
    order = next(_ORDER)
    return -order if priority == SHOWN else order


def _hurry(future: Future[Judged], priority: int) -> None:
    """(The lock held.) A judgement still waiting, asked for again more urgently (or shown
    again): it waits at the more urgent place."""
    for i, job in enumerate(_WAITING):
        if job.future is future and (job.priority > priority or job.priority == SHOWN == priority):
            _WAITING[i] = replace(job, priority=priority, order=_place(priority))
            heapq.heapify(_WAITING)
            return


def _next() -> None:
    """(The lock held.) Once the coach's process is free, the most urgent judgement waiting
    goes to it."""
    while _WAITING and not _BUSY:
        job = heapq.heappop(_WAITING)
        if job.tries == 0 and not job.future.set_running_or_notify_cancel():
            continue  # (no one waits for it now: a new game was dealt)
        try:
            sent = _send(job.asked)
        except Exception as e:  # (the asker hears of it: a click never fails for the coach)
            job.future.set_exception(e)
            continue
        _BUSY.append(sent)
        sent.add_done_callback(functools.partial(_hand_back, job))


def _hand_back(job: _Job, sent: Future[Judged]) -> None:
    """Called by the pool's own thread as a judgement comes back: the rest is done on a
    thread of its own (the pool's thread may hold the pool's lock, which ``_send`` takes
    with this module's held: taken here in the other order, the two could wait forever)."""
    threading.Thread(target=_finished, args=(job, sent), name="coach-hands-back",
                     daemon=True).start()


def _finished(job: _Job, sent: Future[Judged]) -> None:
    """A judgement back from the coach's process: its answer goes to whoever asked; one lost
    with a process that died (killed, out of memory) is asked again, once, of a new one."""
    with _LOCK:
        _BUSY.clear()
        error = (BrokenProcessPool("the coach's process was stopped") if sent.cancelled()
                 else sent.exception())
        if isinstance(error, BrokenProcessPool) and job.tries == 0:
            heapq.heappush(_WAITING, replace(job, tries=1))
        elif error is not None:
            job.future.set_exception(error)
        else:
            job.future.set_result(sent.result())
        waited = time.monotonic() - job.since
        if waited > SLOW:
            LOG.warning("the coach is behind: a judgement (%s) took %.0f s, %d more waiting",
                        "Play" if job.priority == PLAY else "a review", waited, len(_WAITING))
        _next()


def cancel(futures: Iterable[Future[Judged]]) -> None:
    """Judgements no one will read (a game left): those not begun are never made."""
    for future in futures:
        future.cancel()


def _send(asked: tuple[State, Action, int]) -> Future[Judged]:
    """(The lock held.) A judgement sent to the coach's process, started if need be."""
    for _ in range(2):
        starts = not _POOL  # (its one process is spawned by its first submit)
        if starts:
            _POOL.append(ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                initializer=watch_parent, initargs=(os.getpid(),)))
        try:
            with _bare_main() if starts else nullcontext():
                return _POOL[0].submit(judge, *asked)
        except (BrokenProcessPool, RuntimeError):
            _POOL.pop().shutdown(wait=False, cancel_futures=True)
    raise RuntimeError("the coach's process cannot be started")


def watch_parent(parent: int, every: float = 1.0) -> None:
    """In the coach's process: end it once the server that started it is gone. Left alone,
    a coach busy with a judgement when its server stopped lived on, an orphan, and kept
    its core (seven of them, left by test servers, were found here). The coach also runs
    at a lower priority than the pages: its playouts are background work, and on a busy
    two-core machine they took the time a page's run and its browser needed."""
    os.nice(10)
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
    yet), and the marks of those judged. The move on screen is asked for, ahead of the
    review's others; the others while fewer than two wait, the ones after it first (a
    review left alone stops asking)."""
    decisions = review.decisions(hand)
    with _LOCK:
        futures: Futures = {m.index: _kept(m.key) for m in decisions}
        _ask(review, decisions, futures, at)
    marks = {i: f.result().mark for i, f in futures.items()
             if f is not None and f.done() and f.exception() is None}
    return futures, marks


def _ask(review: Review, decisions: list[Move], futures: Futures, at: int) -> None:
    """(The lock held.) The coach asked for the move on screen (one waiting: moved up), and
    for the others while fewer than two wait, the ones after it first."""
    queued = sum(1 for f in futures.values() if f is not None and not f.done())
    for move in sorted(decisions, key=lambda m: (m.index != at, m.index < at, m.index)):
        shown, kept = move.index == at, futures[move.index]
        if queued >= _AHEAD and not shown:
            break
        if kept is None or (shown and not kept.done()):
            queued += kept is None
            futures[move.index] = submit(*review.judging(move), SHOWN if shown else REVIEW,
                                         move.key)


def _kept(key: str | None) -> Future[Judged] | None:
    """(The lock held.) The judgement kept under ``key``, unless it was called off."""
    kept = _JUDGED.get(key) if key is not None else None
    return None if kept is None or kept.cancelled() else kept


def waiting(futures: Futures) -> bool:
    """Is a judgement of these still to come?"""
    return any(f is None or not f.done() for f in futures.values())
