"""Graph boosting: banking entities shared by a question and the policy chunks.

Entities are extracted at index time (``entities.EntityExtractor`` over ``lexicon``) and stored
per chunk in a ``GraphStore`` (``base``): ``sqlite_store`` in INDEX_DIR by default,
``neo4j_store`` when ``NEO4J_URI`` is set, ``memory`` for tests; ``factory`` is the one place that
chooses. At search time ``boost.GraphBooster`` scores the candidates by the entities they share
with the question, on worker threads with a deadline (``deadline``). Heavy imports (the neo4j
driver) happen only in the backend that needs them; the Bolt test server is in
``tests/graph/arcadedb_server.py``. Design and measurements: docs/graph.md.
"""
