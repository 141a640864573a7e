"""A real PostgreSQL server for the store tests: Debian's binaries (``apt-get install
postgresql``; .ci/run installs them), a throwaway cluster in a temporary folder on a free
port, stopped at the end. Under CI a missing server fails the run instead of skipping."""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.servers import free_port


def pg_bin(name: str) -> str | None:
    found = shutil.which(name)
    if found:
        return found
    candidates = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    return candidates[-1] if candidates else None


def _as_server_user() -> list[str]:
    """PostgreSQL refuses to run as root: as root, run it as the ``postgres`` user."""
    return ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """The URL of a fresh PostgreSQL server's maintenance database."""
    if pg_bin("initdb") is None or pg_bin("pg_ctl") is None:
        if os.environ.get("CI"):
            pytest.fail("PostgreSQL is not installed (.ci/run installs Debian's postgresql)")
        pytest.skip("PostgreSQL is not installed here")
    with postgres() as url:
        yield url


@contextmanager
def postgres() -> Iterator[str]:
    """A throwaway PostgreSQL server (Debian's binaries) on a free port: its URL."""
    initdb, pg_ctl = pg_bin("initdb"), pg_bin("pg_ctl")
    if initdb is None or pg_ctl is None:
        raise RuntimeError("PostgreSQL is not installed (apt-get install postgresql)")
    base = Path(tempfile.mkdtemp(prefix="canasta-pg-"))
    base.chmod(0o777)
    if os.geteuid() == 0:
        shutil.chown(base, "postgres")
    data, port = base / "data", free_port()
    run = _as_server_user()
    subprocess.run([*run, initdb, "-D", str(data), "-A", "trust", "-U", "tutor", "--no-sync",
                    "--locale=C.UTF-8",
                    "-E", "UTF8"], check=True, capture_output=True)
    options = f"-p {port} -k {base} -c listen_addresses=127.0.0.1 -c fsync=off"
    subprocess.run([*run, pg_ctl, "-D", str(data), "-o", options, "-l", str(base / "log"),
                    "-w", "start"], check=True, capture_output=True)
    try:
        yield f"postgresql://tutor@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run([*run, pg_ctl, "-D", str(data), "-m", "immediate", "stop"],
                       capture_output=True)
        shutil.rmtree(base, ignore_errors=True)


def fresh_database(server: str) -> str:
    """A new, empty database on the server; its URL."""
    import sqlalchemy as sa

    from tutor.store import database_url

    name = "t_" + uuid.uuid4().hex[:12]
    engine = sa.create_engine(database_url(server), isolation_level="AUTOCOMMIT")
    with engine.connect() as db:
        db.exec_driver_sql(f"CREATE DATABASE {name}")
    engine.dispose()
    return server.rsplit("/", 1)[0] + "/" + name
