#!/usr/bin/env python3
"""Set-up and run in one step, on a machine that has only Python 3.11+.

    python3 dev.py app     start the tutor in the browser
    python3 dev.py test    lint, type-check and run the whole test suite
    python3 dev.py bench   print the engine benchmark figures

Each command creates `.venv` beside this file the first time, installs uv into
it and then exactly the versions that uv.lock names (the project with its test
extra); later runs install again only when pyproject.toml or uv.lock has
changed. A uv.lock that no longer matches pyproject.toml stops it, with the
command that brings the lock up to date (README, "Updating the locked versions").
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tempfile
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
LOCK = ROOT / "uv.lock"
STAMP = VENV / ".dev-stamp"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / ("python.exe" if os.name == "nt" else "python")


#: How uv installs: --locked, a lock that pyproject.toml has moved away from is an error, not
#: updated quietly; --inexact, uv and pip (not in the lock) stay in .venv; --compile-bytecode,
#: every module compiled once at install: a machine that writes no .pyc of its own
#: (PYTHONDONTWRITEBYTECODE) otherwise compiles Streamlit and pandas at every start, two
#: of the app's four seconds of cold start.
SYNC = ("sync", "-q", "--locked", "--inexact", "--extra", "test", "--compile-bytecode")


def _run(*cmd: str | Path, env: dict[str, str] | None = None) -> int:
    return subprocess.call([str(c) for c in cmd], cwd=ROOT, env=env)


def ensure_env() -> None:
    """Create the virtual environment and install the project when needed."""
    if sys.version_info < (3, 11):  # noqa: UP036 - dev.py may run on an older python3
        sys.exit(f"Canasta Tutor needs Python 3.11 or newer; this is {sys.version.split()[0]}.")
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + LOCK.read_bytes()
                            + " ".join(SYNC).encode()).hexdigest()
    if STAMP.exists() and STAMP.read_text() == wanted and PY.exists():
        return
    if not PY.exists():
        print("dev.py: creating .venv", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    env = {**os.environ, "UV_PYTHON_DOWNLOADS": "never", "PIP_DISABLE_PIP_VERSION_CHECK": "1",
           "UV_PROJECT_ENVIRONMENT": str(VENV)}
    uv = BIN / ("uv.exe" if os.name == "nt" else "uv")
    if not uv.exists():
        print("dev.py: installing uv", flush=True)
        if _run(PY, "-m", "pip", "install", "-q", "uv", env=env) != 0:
            sys.exit("dev.py: could not install uv with pip")
    print("dev.py: installing the locked versions (uv.lock) of the project and its test tools",
          flush=True)
    if _run(uv, *SYNC, env=env) != 0:
        sys.exit("dev.py: could not install the locked versions. If uv says the lock needs "
                 "to be updated, pyproject.toml has changed: run `.venv/bin/uv lock`, run the "
                 "tests and commit uv.lock with it.")
    STAMP.write_text(wanted)


def app(args: list[str]) -> int:
    ensure_env()
    port = os.environ.get("PORT", "8501")
    return _run(
        PY, "-m", "streamlit", "run", "app.py",
        "--server.address", "127.0.0.1", "--server.port", port,
        "--browser.gatherUsageStats", "false", *args,
    )


def workers() -> list[str]:
    """pytest-xdist's options: one worker a core, up to four (each browser test's worker
    runs its own app server and Chromium)."""
    n = min(os.cpu_count() or 1, 4)
    return ["-n", str(n), "--dist", "worksteal"] if n > 1 else []


def test(args: list[str]) -> int:
    """ruff, then pytest while mypy checks the types beside it (a first mypy run takes
    half a minute, most of it waiting on one core); mypy's report comes after pytest's."""
    ensure_env()
    print("dev.py: ruff", flush=True)
    rc = _run(PY, "-m", "ruff", "check", ".")
    if rc != 0:
        return rc
    with tempfile.TemporaryFile("w+") as report:
        mypy = subprocess.Popen([str(PY), "-m", "mypy", "--strict", "tutor"], cwd=ROOT,
                                stdout=report, stderr=subprocess.STDOUT)
        print("dev.py: pytest (and mypy --strict tutor beside it)", flush=True)
        rc = _run(PY, "-m", "pytest", *workers(), *args)
        if rc == 5:
            print("dev.py: pytest collected no tests", file=sys.stderr)
        typed = mypy.wait()
        report.seek(0)
        print("dev.py: mypy --strict tutor\n" + report.read(), end="", flush=True)
    return rc or typed


def bench(args: list[str]) -> int:
    ensure_env()
    return _run(PY, "bench/engine.py", *args)


COMMANDS = {"app": app, "test": test, "bench": bench}


def main() -> int:
    if len(sys.argv) < 2 or sys.argv[1] not in COMMANDS:
        print(__doc__)
        return 2
    return COMMANDS[sys.argv[1]](sys.argv[2:])


if __name__ == "__main__":
    raise SystemExit(main())
