"""``SentenceTransformerEmbedder``: the model through sentence-transformers and torch (the reference backend)."""

from __future__ import annotations

import logging
import os
import threading

import numpy as np

from banking_ai.embedding import threads as thread_limits
from banking_ai.embedding.base import EncodeGate, QueryCache, cached_queries, model_folder, model_name

log = logging.getLogger(__name__)


class SentenceTransformerEmbedder:
    """all-MiniLM-L6-v2 (or another local sentence-transformers folder) on the CPU.

    The model loads on first use (``warm_up()`` to do it early), once per process.
    """

    def __init__(
        self,
        model_path: str | None = None,
        *,
        batch_size: int = 64,
        cache_size: int = 2048,
        threads: int | None = None,
    ) -> None:
        """``threads``: torch threads for encoding (None = every core)."""
        self._model_path = model_path
        self._threads = threads
        self._batch_size = batch_size
        self._cache = QueryCache(cache_size)
        self._model = None
        self._load_lock = threading.Lock()
        # torch is not re-entrant-friendly on 2 cores: one encode at a time is faster.
        self._encode_gate = EncodeGate()
        self.dimension = 384
        # The name goes into every index version's signature: it must not change when the model loads.
        self.name = model_name(model_path)

    @property
    def cache(self) -> QueryCache:
        return self._cache

    def warm_up(self) -> None:
        self._get_model()

    def _get_model(self):
        if self._model is not None:
            return self._model
        with self._load_lock:
            if self._model is None:
                from sentence_transformers import SentenceTransformer
                from transformers.utils import logging as transformers_logging

                transformers_logging.disable_progress_bar()

                path = str(model_folder(self._model_path))
                import torch

                # OMP_NUM_THREADS=1 (set in banking_ai/__init__ against spinning BLAS threads) also
                # leaves torch on one thread; encodes are serialised, so each may use every core:
                # batch encoding 14 -> 26 chunks/s on 2 cores, single queries no slower.
                torch.set_num_threads(self._threads or os.cpu_count() or 1)
                thread_limits.limit_blas_threads()
                model = SentenceTransformer(path, device="cpu")
                self.dimension = int(model.get_embedding_dimension())
                self._model = model
                log.info("embedding model loaded (%s, dim %d)", self.name, self.dimension)
        return self._model

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        model = self._get_model()
        with self._encode_gate.hold():
            vectors = model.encode(texts, batch_size=self._batch_size, normalize_embeddings=True, convert_to_numpy=True)
        return np.asarray(vectors, dtype=np.float32)

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_queries([text])[0]

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        return cached_queries(self._cache, texts, self.embed_documents)
