"""Accessibility figures (not a test): axe-core's WCAG 2.1 AA violations on every page.

    .venv/bin/python bench/axe.py [--url http://127.0.0.1:8501] [--detail]

Starts the app (its own progress file) unless ``--url`` names a running one, opens each
page of tests/test_accessibility.py (every page, a lesson step of each kind of check,
Play and the first hand dealt, the score pad with a hand) at phone and desktop width, and
prints how many violations axe finds on each by impact; ``--detail`` adds each rule and
the first element it names.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.browser import chromium_on  # noqa: E402
from tests.a11y import PAGES, WIDTHS, open_page, violations  # noqa: E402
from tests.browser import fresh  # noqa: E402


def main() -> None:
    args = sys.argv[1:]
    total: Counter[str] = Counter()
    with chromium_on(args) as (url, browser):
        for name in PAGES:
            for width in WIDTHS:
                page = fresh(browser, WIDTHS[width])
                open_page(page, url, name)
                found = violations(page, impacts=None)
                total += report(name, width, found, "--detail" in args)
                page.context.close()
    print("all pages", dict(total))


def report(name: str, width: str, found: list[dict[str, Any]], detail: bool) -> Counter[str]:
    by = Counter(str(v["impact"]) for v in found for _ in v["nodes"])
    print(f"{name:<24}{width:<8}" + " ".join(
        f"{k}={by.get(k, 0)}" for k in ("critical", "serious", "moderate", "minor")), flush=True)
    for v in found if detail else []:
        print(f"    {v['impact']:<9}{v['id']}: {len(v['nodes'])} × {v['nodes'][0]['target']}")
    return by


if __name__ == "__main__":
    main()
