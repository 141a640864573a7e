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

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.browser import start  # noqa: E402
from tests.a11y import PAGES, WIDTHS, open_page, violations  # noqa: E402
from tests.servers import free_port  # noqa: E402
from tutor.course.page import CHROMIUM_ARGS, chromium_path  # noqa: E402


def main() -> None:
    args = sys.argv[1:]
    url = args[args.index("--url") + 1] if "--url" in args else None
    exe = chromium_path()
    if exe is None:
        sys.exit("no chromium here")
    proc = None
    if url is None:
        port = free_port()
        proc, _ = start(port)
        url = f"http://127.0.0.1:{port}"
    total: Counter[str] = Counter()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
            for name in PAGES:
                for width in WIDTHS:
                    page = browser.new_context(viewport=WIDTHS[width]).new_page()
                    open_page(page, url, name)
                    found = violations(page, impacts=None)
                    by = Counter(v["impact"] for v in found for _ in v["nodes"])
                    total += by
                    print(f"{name:<24}{width:<8}" + " ".join(
                        f"{k}={by.get(k, 0)}" for k in ("critical", "serious", "moderate",
                                                        "minor")), flush=True)
                    if "--detail" in args:
                        for v in found:
                            print(f"    {v['impact']:<9}{v['id']}: {len(v['nodes'])} × "
                                  f"{v['nodes'][0]['target']}")
                    page.context.close()
            browser.close()
    finally:
        if proc is not None:
            proc.terminate()
    print("all pages", dict(total))


if __name__ == "__main__":
    main()
