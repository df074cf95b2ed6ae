"""The one place that chooses the graph backend: Neo4j when ``NEO4J_URI`` is set, else SQLite in INDEX_DIR."""

from __future__ import annotations

from typing import TYPE_CHECKING

from banking_ai.graph.base import GraphStore
from banking_ai.graph.boost import GraphBooster
from banking_ai.graph.entities import EntityExtractor, default_extractor

if TYPE_CHECKING:
    from banking_ai.settings import Settings

GRAPH_FILE = "graph.sqlite3"


def make_graph_store(settings: Settings) -> GraphStore:
    """A store for ``settings.graph``; nothing connects until first use."""
    graph = settings.graph
    if graph.neo4j_uri:
        from banking_ai.graph.neo4j_store import Neo4jGraphStore

        password = graph.neo4j_password.get_secret_value() if graph.neo4j_password else None
        return Neo4jGraphStore(
            graph.neo4j_uri, graph.neo4j_username, password, database=graph.neo4j_database, timeout_s=graph.timeout_s
        )
    from banking_ai.graph.sqlite_store import SqliteGraphStore

    return SqliteGraphStore(settings.index_dir / GRAPH_FILE)


def make_graph_booster(settings: Settings, store: GraphStore, extractor: EntityExtractor | None = None) -> GraphBooster:
    """The search-time booster over ``store`` with the weights and time limit from ``settings.graph``."""
    graph = settings.graph
    return GraphBooster(
        store,
        extractor or default_extractor(),
        weight=graph.boost_weight,
        timeout_s=graph.timeout_s,
        neighbours=graph.neighbour_expansion,
    )
