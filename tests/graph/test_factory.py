"""One settings-driven choice of graph store: SQLite in INDEX_DIR by default, Neo4j when NEO4J_URI is set."""

from __future__ import annotations

from banking_ai.graph.factory import make_graph_booster, make_graph_store
from banking_ai.graph.neo4j_store import Neo4jGraphStore
from banking_ai.graph.sqlite_store import SqliteGraphStore
from banking_ai.settings import GraphSettings, Settings


def test_no_configuration_means_sqlite_in_the_index_folder(tmp_path):
    store = make_graph_store(Settings(_env_file=None, index_dir=tmp_path / "index"))
    assert isinstance(store, SqliteGraphStore)
    assert store.path == tmp_path / "index" / "graph.sqlite3"
    assert not store.path.exists()  # nothing is created until the store is used


def test_neo4j_uri_from_the_environment_chooses_neo4j_without_showing_secrets(tmp_path, monkeypatch):
    monkeypatch.setenv("NEO4J_URI", "neo4j+s://alice:hunter2@graph.bank.example:7687")
    monkeypatch.setenv("NEO4J_PASSWORD", "s3cret")
    monkeypatch.setenv("NEO4J_DATABASE", "policies")
    settings = Settings(_env_file=None, index_dir=tmp_path)
    store = make_graph_store(settings)
    assert isinstance(store, Neo4jGraphStore)
    assert store.description == "Neo4j (graph.bank.example:7687)"
    assert store._database == "policies" and store._auth == ("neo4j", "s3cret")


def test_booster_takes_weight_neighbours_and_time_limit_from_settings(tmp_path):
    settings = Settings(
        _env_file=None,
        index_dir=tmp_path,
        graph=GraphSettings(boost_weight=0.15, neighbour_expansion=3, timeout_s=0.7),
    )
    booster = make_graph_booster(settings, make_graph_store(settings))
    assert (booster.weight, booster._neighbours, booster._timeout_s) == (0.15, 3, 0.7)
