"""How long the README's test command takes, and how busy it keeps the machine.

    python3 bench/suite.py              # python3 dev.py test, as CI runs it
    python3 bench/suite.py -m "not e2e" # extra arguments go to pytest

Prints the wall time and the share of the machine's cores that were busy over it (from
/proc/stat, so Linux only): a suite that waits leaves cores idle, one that works fills them.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def cpu_ticks() -> tuple[int, int]:
    """All CPU ticks so far and the idle ones (idle and waiting on I/O), of every core."""
    with open("/proc/stat", encoding="ascii") as f:
        values = [int(v) for v in f.readline().split()[1:]]
    return sum(values), values[3] + values[4]


def main(args: list[str]) -> int:
    total0, idle0 = cpu_ticks()
    start = time.perf_counter()
    rc = subprocess.call([sys.executable, str(ROOT / "dev.py"), "test", *args], cwd=ROOT)
    wall = time.perf_counter() - start
    total1, idle1 = cpu_ticks()
    busy = 100 * (1 - (idle1 - idle0) / max(1, total1 - total0))
    print(f"bench/suite.py: python3 dev.py test {' '.join(args)}".rstrip())
    print(f"  wall {wall // 60:.0f} min {wall % 60:.0f} s, cores busy {busy:.0f}%, rc {rc}")
    return rc


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
