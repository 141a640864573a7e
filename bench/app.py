"""App benchmark (not a test): server time per page run under AppTest, and cold start.

    .venv/bin/python bench/app.py

Targets (issue "The app"): every rerun after an answer under 100 ms; cold start to a
usable page under 3 s on this 2-core machine. Each figure is the median of 5 runs.
"""

from __future__ import annotations

import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["CANASTA_TUTOR_DB"] = str(Path(tempfile.mkdtemp()) / "bench.sqlite3")

from streamlit.testing.v1 import AppTest  # noqa: E402

PAGES = ["tutor/app/home.py", "tutor/app/learn.py", "tutor/app/practice.py",
         "tutor/app/progress.py", "tutor/app/settings.py", "tutor/app/score_pad.py",
         "tutor/app/checker.py"]


def timed(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000


def pages() -> None:
    first: dict[str, list[float]] = {p: [] for p in PAGES}
    again: dict[str, list[float]] = {p: [] for p in PAGES}
    for _ in range(5):
        at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
        at.run()
        for p in PAGES:
            first[p].append(timed(lambda p=p, at=at: at.switch_page(p).run()))
            again[p].append(timed(at.run))
    print(f"{'page':<28}{'first run':>12}{'rerun':>10}")
    for p in PAGES:
        print(f"{p:<28}{statistics.median(first[p]):>10.1f}ms{statistics.median(again[p]):>8.1f}ms")


def answers() -> None:
    wrong, right, lesson = [], [], []
    for _ in range(5):
        at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
        at.run()
        at.query_params["puzzle"] = "tp-018"
        at.switch_page("tutor/app/practice.py").run()
        at.radio(key="ans.tp-018.can_take").set_value(True)
        at.radio(key="ans.tp-018.frozen").set_value(True)
        button = next(b for b in at.button if b.label == "Check my answer")
        wrong.append(timed(lambda b=button: b.click().run()))
        at.radio(key="ans.tp-018.can_take").set_value(False)
        button = next(b for b in at.button if b.label == "Check my answer")
        right.append(timed(lambda b=button: b.click().run()))
        at.query_params["lesson"] = "discard-pile"
        at.query_params["step"] = "wild-freezes"
        at.switch_page("tutor/app/learn.py").run()
        at.radio(key="chk.discard-pile.wild-freezes.0").set_value(False)
        button = next(b for b in at.button if b.label == "Check my answer")
        lesson.append(timed(lambda b=button: b.click().run()))
    print(f"{'answer rerun: puzzle, wrong':<38}{statistics.median(wrong):>8.1f}ms")
    print(f"{'answer rerun: puzzle, right (2nd try)':<38}{statistics.median(right):>8.1f}ms")
    print(f"{'answer rerun: lesson check':<38}{statistics.median(lesson):>8.1f}ms")


def cold_start(script: Path, label: str, url_path: str, ready: str) -> None:
    runs = []
    for _ in range(3):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        start = time.perf_counter()
        proc = subprocess.Popen(
            [sys.executable, "-m", "streamlit", "run", str(script),
             "--server.headless", "true", "--server.port", str(port), "--server.address",
             "127.0.0.1", "--browser.gatherUsageStats", "false"],
            cwd=ROOT, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        try:
            while True:
                try:
                    with urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health",
                                                timeout=1):
                        break
                except OSError:
                    time.sleep(0.05)
            healthy = time.perf_counter() - start
            usable = _first_page(port, start, url_path, ready)
            runs.append((healthy, usable))
        finally:
            proc.terminate()
            proc.wait(10)
    healthy = statistics.median(r[0] for r in runs)
    print(f"{label + ': process start to health':<52}{healthy:>6.2f} s")
    if runs[0][1] is not None:
        usable = statistics.median(r[1] for r in runs if r[1] is not None)
        print(f"{label + ': to a usable page in Chromium':<52}{usable:>6.2f} s")


def _first_page(port: int, start: float, url_path: str, ready: str) -> float | None:
    try:
        from playwright.sync_api import sync_playwright

        from tutor.course.page import CHROMIUM_ARGS, chromium_path
    except ImportError:
        return None
    exe = chromium_path()
    if exe is None:
        return None
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.goto(f"http://127.0.0.1:{port}{url_path}")
        page.get_by_role("button", name=ready).wait_for(timeout=30_000)
        took = time.perf_counter() - start
        browser.close()
    return took


if __name__ == "__main__":
    pages()
    print()
    answers()
    print()
    cold_start(ROOT / "app.py", "Canasta Tutor", "/practice?puzzle=tp-018", "Check my answer")
    hello = Path(tempfile.mkdtemp()) / "hello.py"
    hello.write_text("import streamlit as st\nst.button('Hello')\n")
    cold_start(hello, "a one-button Streamlit app", "/", "Hello")
