"""A lesson step as a standalone HTML page, and a screenshot of it in headless Chromium.

    python -m tutor.course.page discard-pile wild-freezes -o step.html --png step.png

The PNG needs Playwright (the test extra) and a Chromium: Debian's
``/usr/bin/chromium`` or ``CHROMIUM=/path/to/chrome``.
"""

from __future__ import annotations

import argparse
import os
import shutil
from html import escape
from pathlib import Path

from tutor.course.learn import Lesson, Step, lesson_by_id, load_lessons, say
from tutor.explain import heading
from tutor.explain import say as explain
from tutor.render.cards import CSS, inline_images

PAGE_CSS = """
body { font-family: system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
  max-width: 46rem; margin: 0 auto; padding: 1rem; line-height: 1.5; color: #1b1b1b; }
h1 { font-size: 1.35rem; margin-bottom: 0.2rem; } .ct-progress { color: #555; }
table { border-collapse: collapse; } td, th { border-bottom: 1px solid #ddd; padding: .2rem .6rem; }
.ct-check { border: 1px solid #c9d3e0; border-radius: .5rem; padding: .6rem .9rem;
  background: #f5f8fc; margin-top: 1rem; }
.ct-why { font-size: .92rem; color: #333; } .ct-rule { font-weight: 600; color: #1f4e8c; }
"""

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 "--disable-quic"]


def step_page(lesson: Lesson, step: Step, show_answer: bool = True) -> str:
    n = lesson.steps.index(step) + 1
    checks = []
    for check in step.checks:
        answer = ""
        if show_answer:
            _, why = check.grade(check.answer)
            lines = "".join(f'<li><span class="ct-rule">{escape(heading(w))}</span>: '
                            f"{escape(explain(w))}</li>" for w in why)
            answer = (f"<p><b>Answer: {escape(say(check.answer))}</b></p>"
                      f'<ul class="ct-why">{lines}</ul>')
        checks.append(f'<div class="ct-check"><p>{escape(check.asked())}</p>{answer}</div>')
    return (f"<!doctype html><html lang=en><head><meta charset=utf-8>"
            f'<meta name=viewport content="width=device-width, initial-scale=1">'
            f"<title>{escape(lesson.name())}: {escape(step.heading())}</title>"
            f"<style>{PAGE_CSS}{CSS}</style></head><body>"
            f"<h1>{escape(lesson.name())}</h1>"
            f'<p class="ct-progress">Step {n} of {len(lesson.steps)}: rules '
            f"{escape(', '.join(step.rows))}</p>"
            f"<h2>{escape(step.heading())}</h2>{_inline(step, lesson.rules)}{''.join(checks)}"
            f"</body></html>")


def _inline(step: Step, rules: str) -> str:
    """The step's text with its cards drawn inline (the page stands alone)."""
    with inline_images():
        return step.html(rules)


def chromium_path() -> str | None:
    for candidate in (os.environ.get("CHROMIUM"), "/usr/lib/chromium/chromium",
                      shutil.which("chromium"), shutil.which("chromium-browser")):
        if candidate and Path(candidate).exists():
            return candidate
    return None


def screenshot(html_file: Path, png: Path, width: int = 900) -> None:
    from playwright.sync_api import sync_playwright

    exe = chromium_path()
    if exe is None:
        raise SystemExit("no Chromium found: install Debian's chromium or set CHROMIUM")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": width, "height": 800})
        page.goto(html_file.resolve().as_uri())
        page.wait_for_load_state("load")
        page.screenshot(path=str(png), full_page=True)
        browser.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lesson")
    parser.add_argument("step")
    parser.add_argument("-o", "--output", default="lesson-step.html")
    parser.add_argument("--png", help="also save a screenshot (needs Playwright and Chromium)")
    parser.add_argument("--width", type=int, default=900, help="viewport width (390: a phone)")
    args = parser.parse_args(argv)
    lesson = lesson_by_id(args.lesson)
    if lesson is None:
        parser.error(f"no lesson {args.lesson!r}; known: "
                     + ", ".join(x.id for x in load_lessons()))
    try:
        step = lesson.step(args.step)
    except KeyError:
        parser.error(f"lesson {lesson.id!r} has no step {args.step!r}; its steps: "
                     + ", ".join(s.id for s in lesson.steps))
    out = Path(args.output)
    out.write_text(step_page(lesson, step), encoding="utf-8")
    print(out)
    if args.png:
        screenshot(out, Path(args.png), args.width)
        print(args.png)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
