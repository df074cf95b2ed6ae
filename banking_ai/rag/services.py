"""Process-wide RAG services: one embedder, indexer and retriever per index.

``banking_ai.app.build_services`` and the module-level ``build_rag_index`` /
``rag_search`` functions come here, so a process loads the model once and every
caller of one index shares its snapshot.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING

from banking_ai.embedding import Embedder, embedder_for
from banking_ai.rag.index import PolicyIndex, make_policy_index
from banking_ai.rag.indexing import Indexer
from banking_ai.rag.search import Retriever
from banking_ai.settings import Settings

if TYPE_CHECKING:
    from banking_ai.graph.boost import GraphBooster

log = logging.getLogger(__name__)

_lock = threading.Lock()
_services: dict[tuple, RagServices] = {}


@dataclass(slots=True)
class RagServices:
    settings: Settings
    embedder: Embedder
    index: PolicyIndex
    indexer: Indexer
    retriever: Retriever
    graph: GraphBooster | None = None  # the entity graph (None when settings.graph.enabled is off)


def build_rag_services(settings: Settings) -> RagServices:
    """Fresh services for ``settings`` (the embedder is still shared per process)."""
    embedder = embedder_for(settings)
    index = make_policy_index(settings)
    booster = sync = None
    if settings.graph.enabled:
        from banking_ai.graph.entities import default_extractor
        from banking_ai.graph.factory import make_graph_booster, make_graph_store
        from banking_ai.rag.graph_sync import GraphSync

        store = make_graph_store(settings)
        booster = make_graph_booster(settings, store, default_extractor())
        sync = GraphSync(store, default_extractor())
    indexer = Indexer(settings, embedder, index, graph=sync)
    retriever = Retriever(settings.rag, embedder, index, booster)
    return RagServices(settings, embedder, index, indexer, retriever, booster)


def rag_services(settings: Settings) -> RagServices:
    """Shared services for this settings object's index (built on first use)."""
    key = (
        str(settings.index_dir.resolve()),
        settings.qdrant.url,
        settings.qdrant.collection,
        settings.rag.model_dump_json(),
        settings.graph.model_dump_json(),
        settings.qdrant.local_reader,
    )
    with _lock:
        services = _services.get(key)
    if services is None:
        services = build_rag_services(settings)
        with _lock:
            services = _services.setdefault(key, services)
    return services
