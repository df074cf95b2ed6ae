"""The same indexing and search against a Qdrant server: runs when QDRANT_TEST_URL is set.

No Qdrant server binary can be installed on the project's offline machines, so CI runs
the local-mode suite; point QDRANT_TEST_URL at a server (e.g. http://localhost:6333)
to run this one.
"""

from __future__ import annotations

import os
import uuid
from pathlib import Path

import pytest

from banking_ai.rag.services import build_rag_services
from banking_ai.rag.store import make_client
from banking_ai.settings import QdrantSettings, Settings
from tests.documents import forex_policy, locker_policy

pytestmark = [
    pytest.mark.integration,
    pytest.mark.skipif(not os.environ.get("QDRANT_TEST_URL"), reason="set QDRANT_TEST_URL to test a Qdrant server"),
]


def test_index_update_search_and_delete_on_a_server(tmp_path, embedder):
    collection = f"banking_ai_test_{uuid.uuid4().hex[:8]}"
    settings = Settings(
        _env_file=None,
        index_dir=tmp_path / "index",
        qdrant=QdrantSettings(url=os.environ["QDRANT_TEST_URL"], collection=collection),
    )
    services = build_rag_services(settings)
    docs = tmp_path / "docs"
    locker_policy(docs / "lockers.docx")
    forex_policy(docs / "forex.docx")
    try:
        assert len(services.indexer.build([docs]).added) == 2
        assert services.indexer.build([docs]).chunks_embedded == 0
        locker_policy(docs / "lockers.docx", rent="₹2,750")
        assert [Path(p).name for p in services.indexer.build([docs]).updated] == ["lockers.docx"]
        top = services.retriever.search("annual rent of a small locker", 4)[0]
        assert "₹2,750" in top.text
        services.indexer.build([], delete=["forex.docx"])
        assert all("forex" not in r.source for r in services.retriever.search("buy foreign currency", 4))
    finally:
        client = make_client(settings)
        for name in (collection, f"{collection}_documents"):
            client.delete_collection(name)
        client.close()
