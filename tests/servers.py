"""Starting the app and other servers on this machine, for the tests and the benches: a
free port, the one `streamlit run` command line, and waiting until a server answers."""

from __future__ import annotations

import socket
import sys
import time
import urllib.request
from pathlib import Path

APP = Path(__file__).resolve().parent.parent / "app.py"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def streamlit_command(port: int, script: Path = APP) -> list[str]:
    """`streamlit run` of ``script`` on 127.0.0.1:``port``, headless, no file watcher."""
    return [sys.executable, "-m", "streamlit", "run", str(script),
            "--server.headless", "true", "--server.port", str(port),
            "--server.address", "127.0.0.1", "--browser.gatherUsageStats", "false",
            "--server.fileWatcherType", "none"]


def healthy(url: str, seconds: float = 60, alive: object = None) -> bool:
    """Wait until ``url``/_stcore/health answers 200; False if it did not within
    ``seconds`` or ``alive`` (a process) exited first."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        if alive is not None and alive.poll() is not None:  # type: ignore[attr-defined]
            return False
        try:
            with urllib.request.urlopen(url + "/_stcore/health", timeout=2) as r:
                if r.status == 200:
                    return True
        except OSError:
            time.sleep(0.02)
    return False
