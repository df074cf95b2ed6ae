"""Graph fixtures: a real Bolt + Cypher server for the Neo4j store, and one contract fixture for every store.

The Bolt server is **ArcadeDB** (PyPI ``arcadedb-embedded``: its own JRE and Neo4j-Bolt plugin),
not Neo4j — no Neo4j 4/5 server can be installed on the project's offline machines. It runs in
a child process on free loopback ports, started once per session (~4 s) and stopped at the end.
Set ``NEO4J_TEST_URI`` (and ``NEO4J_TEST_USERNAME`` / ``NEO4J_TEST_PASSWORD`` /
``NEO4J_TEST_DATABASE``) to run the same tests against a real Neo4j instead; its graph labels
(PolicyDocument, PolicyChunk, BankingEntity) are wiped before each test.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.graph.arcadedb_server import ArcadeDbBoltServer, BoltServer
from tests.network import free_port

__all__ = ["BoltServer", "bolt_store", "free_port", "wipe"]


@pytest.fixture(scope="session")
def bolt_server(tmp_path_factory):
    """A Bolt server for the session: NEO4J_TEST_URI if set, else ArcadeDB in a child process."""
    if os.environ.get("NEO4J_TEST_URI"):
        yield BoltServer(
            "Neo4j",
            os.environ["NEO4J_TEST_URI"],
            os.environ.get("NEO4J_TEST_USERNAME", "neo4j"),
            os.environ.get("NEO4J_TEST_PASSWORD", ""),
            os.environ.get("NEO4J_TEST_DATABASE", "neo4j"),
        )
        return
    server = ArcadeDbBoltServer(tmp_path_factory.mktemp("arcadedb"))
    try:
        yield server.start()
    finally:
        server.stop()


def wipe(store) -> None:
    """Empty this project's graph on a Bolt server (tests share one server)."""
    store.clear()


def bolt_store(server: BoltServer, **kwargs):
    from banking_ai.graph.neo4j_store import Neo4jGraphStore

    return Neo4jGraphStore(server.uri, server.username, server.password, database=server.database, **kwargs)


@pytest.fixture(
    params=[
        "memory",
        "sqlite",
        pytest.param("bolt", marks=pytest.mark.integration),
    ]
)
def graph_store(request, tmp_path: Path):
    """Each GraphStore backend, empty: the in-memory fake, SQLite in a tmp dir, the Bolt server."""
    if request.param == "memory":
        from banking_ai.graph.memory import MemoryGraphStore

        store = MemoryGraphStore()
    elif request.param == "sqlite":
        from banking_ai.graph.sqlite_store import SqliteGraphStore

        store = SqliteGraphStore(tmp_path / "graph.sqlite3")
    else:
        server = request.getfixturevalue("bolt_server")
        store = bolt_store(server, timeout_s=10.0)
        wipe(store)
    yield store
    store.close()
