"""The tutor as a player installs it: the wheel built from this checkout, installed with
the locked versions into a fresh environment outside the checkout, started with
`canasta-tutor app`, and a page opened in Chromium with its card images drawn."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from tests.servers import free_port, healthy

pytestmark = pytest.mark.e2e
ROOT = Path(__file__).resolve().parent.parent
UV = Path(sys.executable).parent / "uv"


def _alive(group: int) -> bool:
    """Whether any process of the group the server was started in is still running."""
    try:
        os.killpg(group, 0)
    except ProcessLookupError:
        return False
    return True


def _outside() -> dict[str, str]:
    """This environment without a path back into the checkout."""
    return {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}


def _run(*cmd: str | Path, cwd: Path) -> str:
    done = subprocess.run([str(c) for c in cmd], cwd=cwd, capture_output=True, text=True,
                          env={**_outside(), "UV_PYTHON_DOWNLOADS": "never"})
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def _source(tmp: Path) -> Path:
    """The checkout's files as git sees them (none it ignores: no build/ or egg-info left
    by an earlier build, whose lists setuptools would reuse), copied to ``tmp``/src."""
    src = tmp / "src"
    listed = _run("git", "ls-files", "-z", "--cached", "--others", "--exclude-standard",
                  cwd=ROOT)
    for name in filter(None, listed.split("\0")):
        if (ROOT / name).exists() or (ROOT / name).is_symlink():
            (src / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, src / name, follow_symlinks=False)
    return src


def _installed(tmp: Path) -> Path:
    """A fresh environment in ``tmp`` holding the wheel and the locked versions it needs;
    the path of its ``canasta-tutor``."""
    _run(UV, "build", "--wheel", "--out-dir", tmp / "dist", _source(tmp), cwd=tmp)
    wheel = next((tmp / "dist").glob("canasta_tutor-*.whl"))
    _run(UV, "export", "--frozen", "--no-emit-project", "--no-hashes", "--no-header",
         "-o", tmp / "locked.txt", cwd=ROOT)
    _run(UV, "venv", "-q", "--python", sys.executable, tmp / "env", cwd=tmp)
    py = tmp / "env" / "bin" / "python"
    _run(UV, "pip", "install", "-q", "--python", py, "-r", tmp / "locked.txt", wheel, cwd=tmp)
    where = _run(py, "-c", "import tutor; print(tutor.__file__)", cwd=tmp)
    assert where.startswith(str(tmp / "env")), where  # the wheel's copy, not the checkout
    return tmp / "env" / "bin" / "canasta-tutor"


@pytest.mark.long
def test_the_installed_wheel_starts_the_tutor_with_its_card_images(
        tmp_path: Path, browser: Browser) -> None:
    exe = _installed(tmp_path)
    port = free_port()
    env = {**_outside(), "CANASTA_TUTOR_DB": str(tmp_path / "progress.sqlite3")}
    proc = subprocess.Popen([str(exe), "app", "--port", str(port)], cwd=tmp_path, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            start_new_session=True)
    try:
        url = f"http://127.0.0.1:{port}"
        assert healthy(url, alive=proc), proc.stderr.read().decode()[-2000:] if proc.stderr else ""
        page = browser.new_page(viewport={"width": 390, "height": 844})
        page.goto(f"{url}/practice?puzzle=tp-018")
        page.get_by_role("button", name="Check my answer").wait_for(timeout=60_000)
        cards = page.locator("[data-testid='stMain'] img[src*='app/static/cards/']")
        cards.first.wait_for()
        page.wait_for_function(  # (each picture's load over, served or not: a busy CI run
            "() => [...document.querySelectorAll(\"[data-testid='stMain'] "  # read one
            "img[src*='app/static/cards/']\")].every(i => i.complete)")  # still coming)
        drawn = cards.evaluate_all("imgs => imgs.map(i => i.complete && i.naturalWidth > 0)")
        assert drawn and all(drawn), drawn  # every card picture served from the wheel
        page.close()
    finally:  # the server is the command's own process: stopping it leaves nothing behind
        proc.terminate()
        proc.wait(10)
        left = _alive(proc.pid)
        if left:
            os.killpg(proc.pid, signal.SIGKILL)
    assert not left, "canasta-tutor app left its server running when it was stopped"
