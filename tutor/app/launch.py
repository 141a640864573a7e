"""Starting the tutor from an installed package: ``canasta-tutor app``. Streamlit runs the
package's own entry (tutor/app/main.py), which serves the card images in static/ beside
it, with the settings of config.toml beside it (the checkout's .streamlit/config.toml is
that same file), given on the command line since no .streamlit folder comes with a wheel."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
ENTRY = HERE / "main.py"
CONFIG = HERE / "config.toml"


def _flag(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def config_flags() -> list[str]:
    """config.toml as `streamlit run` options: ``--server.headless true`` and so on."""
    table = tomllib.loads(CONFIG.read_text(encoding="utf-8"))
    return [arg for section, options in table.items() for key, value in options.items()
            for arg in (f"--{section}.{key}", _flag(value))]


def command(port: int, host: str) -> list[str]:
    """The command line that serves the tutor on ``host``:``port``."""
    return [sys.executable, "-m", "streamlit", "run", str(ENTRY), *config_flags(),
            "--server.port", str(port), "--server.address", host]
