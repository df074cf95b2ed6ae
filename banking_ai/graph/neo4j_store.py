"""``Neo4jGraphStore``: the graph in Neo4j (or any Bolt + Cypher server) through the official driver.

Model: ``(:PolicyDocument {doc_id, version})``, ``(:PolicyChunk {chunk_id, doc_id, position})``,
``(:BankingEntity {name})`` and ``(:PolicyChunk)-[:MENTIONS]->(:BankingEntity)``; uniqueness
constraints on the three keys are created at start-up. A document is replaced in one write
transaction of separate statements — delete its chunks, ``UNWIND`` chunk nodes, ``UNWIND``
entity nodes, then ``UNWIND`` ``MATCH``+``MERGE`` for the relationships, then the version. A
single ``UNWIND … MERGE (a) MERGE (b) MERGE (a)-[:R]->(b)`` statement silently built wrong graphs
on some Cypher engines. Every value travels as a parameter; no Cypher is built from data.

Driver errors become ``GraphUnavailable`` with a short reason ("unreachable", "authentication
failed", ...) that is safe to log and show: never the URI's credentials or the password.

Before the driver is first created, one plain TCP connect checks the server is there: a refused
or unresolvable address fails in about a millisecond instead of after importing the driver (~0.5 s,
paid by every CLI search with a stopped Neo4j; docs/benchmarks.md, "Reliability"). The booster's
circuit breaker then keeps searches off the store for its cooldown.
"""

from __future__ import annotations

import logging
import socket
import threading
from collections.abc import Collection, Sequence
from urllib.parse import urlsplit

from banking_ai.graph.base import ChunkEntities, GraphCounts, GraphUnavailable, SharedEntities

log = logging.getLogger(__name__)

BOLT_PORT = 7687
RELATIONSHIP_BATCH = 2000  # (chunk, entity) pairs per UNWIND statement
WRITE_RETRY_S = 15.0  # writes are retried on transient errors; reads (searches) never are

_CONSTRAINTS = (
    "CREATE CONSTRAINT policy_chunk_id IF NOT EXISTS FOR (c:PolicyChunk) REQUIRE c.chunk_id IS UNIQUE",
    "CREATE CONSTRAINT banking_entity_name IF NOT EXISTS FOR (e:BankingEntity) REQUIRE e.name IS UNIQUE",
    "CREATE CONSTRAINT policy_document_id IF NOT EXISTS FOR (d:PolicyDocument) REQUIRE d.doc_id IS UNIQUE",
)
_DELETE_CHUNKS = "MATCH (c:PolicyChunk {doc_id: $doc_id}) DETACH DELETE c"
_MERGE_CHUNKS = (
    "UNWIND $rows AS row MERGE (c:PolicyChunk {chunk_id: row.chunk_id}) "
    "SET c.doc_id = $doc_id, c.position = row.position"
)
_MERGE_ENTITIES = "UNWIND $names AS name MERGE (:BankingEntity {name: name})"
_MERGE_MENTIONS = (
    "UNWIND $pairs AS pair MATCH (c:PolicyChunk {chunk_id: pair.chunk}) "
    "MATCH (e:BankingEntity {name: pair.entity}) MERGE (c)-[:MENTIONS]->(e)"
)
_SET_VERSION = "MERGE (d:PolicyDocument {doc_id: $doc_id}) SET d.version = $version"
_CLEAR = "MATCH (n) WHERE n:PolicyChunk OR n:BankingEntity OR n:PolicyDocument DETACH DELETE n"
_DELETE_DOCUMENT = "MATCH (d:PolicyDocument {doc_id: $doc_id}) DELETE d"
_VERSIONS = "MATCH (d:PolicyDocument) RETURN d.doc_id AS doc_id, d.version AS version"
_SHARED = (
    "MATCH (c:PolicyChunk)-[:MENTIONS]->(e:BankingEntity) WHERE c.chunk_id IN $chunks AND e.name IN $names "
    "RETURN c.chunk_id AS chunk, collect(e.name) AS entities"
)
_ENTITY_COUNTS = (
    "MATCH (e:BankingEntity)<-[:MENTIONS]-(c:PolicyChunk) WHERE e.name IN $names RETURN e.name AS name, count(c) AS n"
)
_TOTAL_CHUNKS = "MATCH (c:PolicyChunk) RETURN count(c) AS n"
_RELATED = (
    "MATCH (e:BankingEntity)<-[:MENTIONS]-(c:PolicyChunk) WHERE e.name IN $names AND NOT c.chunk_id IN $skip "
    "WITH c, collect(e.name) AS shared RETURN c.chunk_id AS chunk, shared "
    "ORDER BY size(shared) DESC, chunk LIMIT $limit"
)
_COUNTS = (
    "MATCH (d:PolicyDocument) WITH count(d) AS documents "
    "OPTIONAL MATCH (c:PolicyChunk) WITH documents, count(c) AS chunks "
    "OPTIONAL MATCH (:PolicyChunk)-[m:MENTIONS]->() RETURN documents, chunks, count(m) AS mentions"
)


def describe(uri: str) -> str:
    """ "Neo4j (host:port)" — never the user name or password a URI may carry."""
    parts = urlsplit(uri)
    host = parts.hostname or "?"
    return f"Neo4j ({host}:{parts.port})" if parts.port else f"Neo4j ({host})"


class Neo4jGraphStore:
    """GraphStore on a Bolt server; the driver connects on first use, constraints are created once."""

    def __init__(
        self, uri: str, username: str, password: str | None, database: str = "neo4j", timeout_s: float = 2.0
    ) -> None:
        self.description = describe(uri)
        self._uri = uri
        self._auth = (username, password) if password is not None else None
        self._database = database
        self._timeout_s = timeout_s
        self._driver_instance = None
        self._lock = threading.Lock()
        self._constraints_done = False

    # -- connection ---------------------------------------------------------------------------
    def _driver(self):
        with self._lock:
            if self._driver_instance is None:
                self._check_reachable()
                from neo4j import GraphDatabase

                self._driver_instance = GraphDatabase.driver(
                    self._uri,
                    auth=self._auth,
                    connection_timeout=self._timeout_s,
                    connection_acquisition_timeout=self._timeout_s,
                    max_transaction_retry_time=WRITE_RETRY_S,
                    liveness_check_timeout=30.0,
                )
            return self._driver_instance

    def _check_reachable(self) -> None:
        """Raise GraphUnavailable at once when nothing accepts a TCP connection at the URI's host and port."""
        parts = urlsplit(self._uri)
        try:
            port = parts.port or BOLT_PORT
        except ValueError:  # the driver reports a malformed URI in its own words
            return
        try:
            with socket.create_connection((parts.hostname or "localhost", port), timeout=self._timeout_s):
                pass
        except ConnectionRefusedError:
            raise GraphUnavailable("unreachable (connection refused)") from None
        except socket.gaierror:
            raise GraphUnavailable("unreachable (unknown host)") from None
        except TimeoutError:
            raise GraphUnavailable(f"unreachable (no answer within {self._timeout_s:g} s)") from None
        except OSError as exc:
            raise GraphUnavailable(f"unreachable ({type(exc).__name__})") from None

    def _run(self, work, *, write: bool = False):
        """``work(tx)`` in a managed read or write transaction; driver errors become GraphUnavailable."""
        try:
            driver = self._driver()
            if write and not self._constraints_done:
                self._ensure_constraints(driver)
            with driver.session(database=self._database, default_access_mode="WRITE" if write else "READ") as session:
                if write:
                    return session.execute_write(work)
                # Reads serve searches: one attempt (a retry would outlast the search's deadline), and a
                # server-side timeout so the server gives up too.
                with session.begin_transaction(timeout=self._timeout_s) as tx:
                    return work(tx)
        except GraphUnavailable:
            raise
        except Exception as exc:
            raise GraphUnavailable(_reason(exc)) from exc

    def _ensure_constraints(self, driver) -> None:
        with driver.session(database=self._database) as session:
            for statement in _CONSTRAINTS:
                session.run(statement).consume()
        self._constraints_done = True

    def ensure_schema(self) -> None:
        """Create the uniqueness constraints now (the indexer's start-up); idempotent."""
        try:
            self._ensure_constraints(self._driver())
        except GraphUnavailable:
            raise
        except Exception as exc:
            raise GraphUnavailable(_reason(exc)) from exc

    # -- writing ------------------------------------------------------------------------------
    def upsert_document(self, doc_id: str, version: str, chunks: Sequence[ChunkEntities]) -> None:
        rows = [{"chunk_id": chunk.chunk_id, "position": chunk.position} for chunk in chunks]
        names = sorted({entity for chunk in chunks for entity in chunk.entities})
        pairs = [{"chunk": chunk.chunk_id, "entity": e} for chunk in chunks for e in sorted(set(chunk.entities))]

        def work(tx) -> None:
            tx.run(_DELETE_CHUNKS, doc_id=doc_id).consume()
            if rows:
                tx.run(_MERGE_CHUNKS, rows=rows, doc_id=doc_id).consume()
            if names:
                tx.run(_MERGE_ENTITIES, names=names).consume()
            for start in range(0, len(pairs), RELATIONSHIP_BATCH):
                tx.run(_MERGE_MENTIONS, pairs=pairs[start : start + RELATIONSHIP_BATCH]).consume()
            tx.run(_SET_VERSION, doc_id=doc_id, version=version).consume()

        self._run(work, write=True)

    def delete_document(self, doc_id: str) -> None:
        def work(tx) -> None:
            tx.run(_DELETE_CHUNKS, doc_id=doc_id).consume()
            tx.run(_DELETE_DOCUMENT, doc_id=doc_id).consume()

        self._run(work, write=True)

    # -- reading ------------------------------------------------------------------------------
    def document_versions(self) -> dict[str, str]:
        return self._run(lambda tx: {r["doc_id"]: r["version"] for r in tx.run(_VERSIONS)})

    def shared_entities(self, entities: Collection[str], chunk_ids: Collection[str]) -> SharedEntities:
        names = list(dict.fromkeys(entities))
        chunks = list(dict.fromkeys(chunk_ids))

        def work(tx) -> SharedEntities:
            if not names:
                return SharedEntities({}, {}, tx.run(_TOTAL_CHUNKS).single()["n"])
            counts = {r["name"]: r["n"] for r in tx.run(_ENTITY_COUNTS, names=names)}
            by_chunk = (
                {r["chunk"]: frozenset(r["entities"]) for r in tx.run(_SHARED, chunks=chunks, names=list(counts))}
                if counts and chunks
                else {}
            )
            return SharedEntities(by_chunk, counts, tx.run(_TOTAL_CHUNKS).single()["n"])

        return self._run(work)

    def related_chunks(
        self, entities: Collection[str], exclude: Collection[str], limit: int
    ) -> dict[str, frozenset[str]]:
        names = list(dict.fromkeys(entities))
        if not names or limit <= 0:
            return {}
        skip = list(dict.fromkeys(exclude))
        return self._run(
            lambda tx: {
                r["chunk"]: frozenset(r["shared"]) for r in tx.run(_RELATED, names=names, skip=skip, limit=limit)
            }
        )

    def counts(self) -> GraphCounts:
        record = self._run(lambda tx: tx.run(_COUNTS).single())
        return GraphCounts(record["documents"], record["chunks"], record["mentions"])

    def clear(self) -> None:
        """Delete every node with this graph's labels (the next indexing run rebuilds them from the index)."""
        self._run(lambda tx: tx.run(_CLEAR).consume(), write=True)

    def ping(self) -> None:
        """A trivial read in the configured database: checks the address, the login and the database."""
        self._run(lambda tx: tx.run("RETURN 1").consume())

    def close(self) -> None:
        with self._lock:
            driver, self._driver_instance = self._driver_instance, None
        if driver is not None:
            driver.close()


def _reason(exc: Exception) -> str:
    """A short, secret-free description of a driver error."""
    from neo4j import exceptions

    if isinstance(exc, exceptions.AuthError):
        return "authentication failed"
    if isinstance(exc, exceptions.ServiceUnavailable | exceptions.SessionExpired):
        return "unreachable"
    if isinstance(exc, TimeoutError | exceptions.ClientError) and "timeout" in str(exc).lower():
        return "timed out"
    if isinstance(exc, exceptions.Neo4jError):
        return f"server error {exc.code}"
    if isinstance(exc, OSError):
        return f"network error ({type(exc).__name__})"
    return type(exc).__name__
