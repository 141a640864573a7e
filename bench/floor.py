"""Streamlit's own floor (not a test): what a click costs on a bare Streamlit page here,
timed as bench/browser.py times the tutor's clicks, to tell Streamlit's share of a click
from the tutor's.

    .venv/bin/python bench/floor.py [--rounds 3]

Each page below runs in a server of its own, with the tutor's runner settings (no garbage
collection after a run, no magic), in headless Chromium at 390 px: a fresh browser each
round, ten clicks of its button, each from the tap to the frame painted once the run it
started is over. Prints min, median and 95th percentile for each page.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.browser import PHONE, Clicker, chromium_on  # noqa: E402
from tests.servers import free_port, healthy, streamlit_command  # noqa: E402

HEAD = """import streamlit as st
st.session_state.setdefault("n", 0)
def more():
    st.session_state.n += 1
n = st.session_state.n
"""
WORDS = "some words about the rule and the cards it turns on."

#: What each bare page draws besides its button (``n`` counts the clicks).
PAGES = {
    "one button and a number": 'st.write(n)\n',
    "a title, 12 Markdown paragraphs, a caption": (
        'st.title(f"Step {n}")\n'
        f'for i in range(12):\n    st.markdown(f"Paragraph {{i}} of step **{{n}}**: {WORDS}")\n'
        'st.caption("a caption")\n'),
    "the same paragraphs in one st.html": (
        'st.title(f"Step {n}")\n'
        f'st.html("".join(f"<p>Paragraph {{i}} of step <b>{{n}}</b>: {WORDS}</p>" '
        'for i in range(12)))\n'
        'st.caption("a caption")\n'),
}


def clicks(script: Path, rounds: int) -> list[float]:
    """Milliseconds of each click on the page ``script``, over ``rounds`` fresh browsers."""
    port = free_port()
    command = [*streamlit_command(port, script), "--runner.postScriptGC", "false",
               "--runner.magicEnabled", "false", "--client.toolbarMode", "minimal"]
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    took: list[float] = []
    try:
        healthy(f"http://127.0.0.1:{port}")
        with chromium_on(["--url", f"http://127.0.0.1:{port}"]) as (url, browser):
            for _ in range(rounds):
                page = browser.new_context(viewport=PHONE).new_page()  # type: ignore[arg-type]
                c = Clicker(page)
                page.goto(url)
                button = page.get_by_role("button", name="More")
                button.wait_for()
                c.settle()
                took += [c.click(button) * 1000 for _ in range(10)]
                page.context.close()
    finally:
        server.terminate()
    return took


def main() -> None:
    args = sys.argv[1:]
    rounds = int(args[args.index("--rounds") + 1]) if "--rounds" in args else 3
    print(f"{'bare Streamlit page, its button clicked':<46}{'n':>4}{'min ms':>8}"
          f"{'median':>8}{'p95':>8}")
    with tempfile.TemporaryDirectory() as tmp:
        for name, body in PAGES.items():
            script = Path(tmp) / "page.py"
            script.write_text(HEAD + body + 'st.button("More", on_click=more)\n')
            took = sorted(clicks(script, rounds))
            p95 = took[min(len(took) - 1, round(0.95 * (len(took) - 1)))]
            print(f"{name:<46}{len(took):>4}{took[0]:>8.0f}{statistics.median(took):>8.0f}"
                  f"{p95:>8.0f}")


if __name__ == "__main__":
    main()
