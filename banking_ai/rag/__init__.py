"""Retrieval: ingest policy documents and search them.

Public: ``build_rag_index(paths, *, settings=None, prune=False) -> IndexReport`` and
``rag_search(query, top_k=4, *, settings=None) -> list[RetrievedChunk]``. Heavy
libraries load on first call, not on import.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from banking_ai.settings import Settings
    from banking_ai.types import IndexReport, RetrievedChunk

__all__ = ["build_rag_index", "rag_search"]


def _services(settings: Settings | None):
    from banking_ai.rag.services import rag_services
    from banking_ai.settings import load_settings

    return rag_services(settings or load_settings())


def build_rag_index(
    paths: Iterable[str | Path] | str | Path,
    *,
    settings: Settings | None = None,
    prune: bool = False,
    delete: Iterable[str] = (),
    on_progress: Callable[[str, int, int], None] | None = None,
) -> IndexReport:
    """Index DOCX/PDF/TXT/MD/HTML files and folders; incremental, idempotent and crash-safe.

    ``prune`` removes indexed documents not found under ``paths``; ``delete`` removes
    documents by path, file name or title. ``on_progress(phase, done, total)`` is called
    for the phases "read", "embed" and "write".
    """
    if isinstance(paths, (str, Path)):
        paths = [paths]
    return _services(settings).indexer.build(paths, prune=prune, delete=delete, on_progress=on_progress)


def rag_search(query: str, top_k: int = 4, *, settings: Settings | None = None) -> list[RetrievedChunk]:
    """The ``top_k`` policy chunks most relevant to ``query``, best first; [] below the threshold."""
    return _services(settings).retriever.search(query, top_k)
