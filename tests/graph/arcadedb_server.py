"""A real Bolt + Cypher server for the tests and benchmarks (never the product): ArcadeDB, not Neo4j.

No Neo4j 4/5 server can be installed on the project's offline machines; the PyPI wheel
``arcadedb-embedded`` (dev extra: its own JRE and the Neo4j-Bolt plugin, Apache-2.0) speaks
Bolt and Cypher to the official ``neo4j`` driver unchanged. ``ArcadeDbBoltServer`` runs it in a
child Python process on free loopback ports (start ~4 s, ~175 MB) and stops it on ``stop()``.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time
from dataclasses import dataclass
from pathlib import Path

from tests.network import free_port

_CHILD = textwrap.dedent("""
    import sys
    from pathlib import Path
    from arcadedb_embedded.server import ArcadeDBServer

    root, password, http_port, bolt_port, ready = sys.argv[1:6]
    server = ArcadeDBServer(
        root_path=root,
        root_password=password,
        config={
            "host": "127.0.0.1",
            "http_port": int(http_port),
            "bolt_port": int(bolt_port),
            "server_plugins": "Bolt:com.arcadedb.bolt.BoltProtocolPlugin",
        },
        jvm_kwargs={"heap_size": "512m"},
    )
    server.start()
    server.create_database("neo4j")
    Path(ready).write_text("ready")
    sys.stdin.read()  # the parent closes stdin to stop the server
    server.stop()
""")


@dataclass(frozen=True)
class BoltServer:
    """Where a Bolt + Cypher server listens and how to log in."""

    name: str  # "ArcadeDB (Bolt-compatible)" or "Neo4j"
    uri: str
    username: str
    password: str
    database: str


class ArcadeDbBoltServer:
    """ArcadeDB with its Bolt plugin in a child process; ``start()`` returns once it accepts logins."""

    def __init__(self, folder: Path, password: str = "bolt-test-password", start_timeout_s: float = 90.0) -> None:
        self.folder = Path(folder)
        self._password = password
        self._start_timeout_s = start_timeout_s
        self._child: subprocess.Popen | None = None
        self._log = None
        self.log_path = self.folder / "server.log"

    def start(self) -> BoltServer:
        self.folder.mkdir(parents=True, exist_ok=True)
        ready = self.folder / "ready"
        ready.unlink(missing_ok=True)
        http_port, bolt_port = free_port(), free_port()
        self._log = self.log_path.open("w")
        self._child = subprocess.Popen(
            [
                sys.executable,
                "-c",
                _CHILD,
                str(self.folder / "root"),
                self._password,
                str(http_port),
                str(bolt_port),
                str(ready),
            ],
            stdin=subprocess.PIPE,
            stdout=self._log,
            cwd=self.folder,  # ArcadeDB writes ./log and ./config where it runs
            stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + self._start_timeout_s
        while not ready.exists():
            if self._child.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"the ArcadeDB Bolt server did not start; see {self.log_path}")
            time.sleep(0.1)
        return BoltServer(
            "ArcadeDB (Bolt-compatible)", f"bolt://127.0.0.1:{bolt_port}", "root", self._password, "neo4j"
        )

    def stop(self) -> None:
        child, self._child = self._child, None
        if child is not None:
            if child.stdin:
                child.stdin.close()
            try:
                child.wait(timeout=30)
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait(timeout=10)
        if self._log is not None:
            self._log.close()
            self._log = None
