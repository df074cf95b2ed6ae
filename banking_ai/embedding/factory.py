"""``embedder_for(settings)``: the process's embedder for a configuration; the one place a backend is chosen."""

from __future__ import annotations

import importlib.util
import logging
import threading
from typing import TYPE_CHECKING

from banking_ai.embedding.base import Embedder, mean_pooling_layout, model_folder, model_name

if TYPE_CHECKING:
    from pathlib import Path

    from banking_ai.settings import EmbeddingSettings, Settings

log = logging.getLogger(__name__)

_lock = threading.Lock()
_embedders: dict[tuple, Embedder] = {}


def export_dir_for(settings: Settings) -> Path:
    """``settings.embedding.cache_dir``, else ``<index_dir>/../models/embedding`` (beside the intent model)."""
    return settings.embedding.cache_dir or settings.index_dir.parent / "models" / "embedding"


def embedder_for(settings: Settings) -> Embedder:
    """The process's embedder for ``settings.embedding``: one per configuration, shared by search,
    indexing, the intent classifier and the answerer. The model loads on first use (or ``warm_up()``)."""
    embedding = settings.embedding
    common = (embedding.model_path, embedding.batch_size, embedding.query_cache_size, embedding.threads)
    with _lock:
        if embedding.backend == "torch":
            return _torch_embedder(embedding)
        export_dir = export_dir_for(settings).resolve()
        key = (*common, "onnx", str(export_dir))
        if key not in _embedders:
            _embedders[key] = _onnx_embedder(embedding, export_dir) or _torch_embedder(embedding)
        return _embedders[key]


def _torch_embedder(embedding: EmbeddingSettings) -> Embedder:
    key = (embedding.model_path, embedding.batch_size, embedding.query_cache_size, embedding.threads, "torch")
    if key not in _embedders:
        from banking_ai.embedding.torch_backend import SentenceTransformerEmbedder

        _embedders[key] = SentenceTransformerEmbedder(
            embedding.model_path,
            batch_size=embedding.batch_size,
            cache_size=embedding.query_cache_size,
            threads=embedding.threads,
        )
    return _embedders[key]


def _onnx_embedder(embedding: EmbeddingSettings, export_dir: Path) -> Embedder | None:
    """The ONNX backend, or None (torch instead) when ONNX Runtime is missing or the model is not one it can run."""
    if importlib.util.find_spec("onnxruntime") is None:
        log.info("onnxruntime is not installed; the embedder uses sentence-transformers (torch)")
        return None
    folder = model_folder(embedding.model_path)
    layout = mean_pooling_layout(folder)
    if layout is None:
        log.info("the ONNX backend cannot run %s (not a mean-pooling transformer); using torch", folder.name)
        return None
    from banking_ai.embedding.onnx_backend import OnnxEmbedder
    from banking_ai.embedding.onnx_export import export_file

    name = model_name(embedding.model_path)

    def fallback() -> Embedder:
        with _lock:
            return _torch_embedder(embedding)

    return OnnxEmbedder(
        folder,
        export_file(folder, export_dir, name),
        layout,
        name=name,
        batch_size=embedding.batch_size,
        cache_size=embedding.query_cache_size,
        threads=embedding.threads,
        fallback=fallback,
    )
