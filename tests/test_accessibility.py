"""Every page as axe-core sees it in Chromium: no WCAG 2.1 AA violation of impact serious
or critical, at phone width and at desktop width (the pages and the states a learner
reaches them in are in tests/a11y.py; bench/axe.py prints the counts of every impact)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Page

from tests.a11y import PAGES, WIDTHS, open_page, violations
from tests.browser import LAID_OUT

pytestmark = pytest.mark.e2e


def _said(found: list[dict[str, Any]]) -> list[str]:
    return [f"{v['impact']} {v['id']}: {v['help']} at {[n['target'] for n in v['nodes']]}"
            for v in found]


@pytest.mark.parametrize("name", list(PAGES))
def test_no_serious_accessibility_violation(tab: Page, app_url: str, name: str) -> None:
    page = tab
    page.set_viewport_size(WIDTHS["phone"])
    open_page(page, app_url, name, profile="a11y-" + re.sub(r"\W+", "-", name))
    for width, size in WIDTHS.items():
        page.set_viewport_size(size)  # the same page at each width, without a reload
        page.evaluate(LAID_OUT)
        found = violations(page)
        assert not found, (name, width, _said(found))
