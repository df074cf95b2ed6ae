"""``OnnxEmbedder``: the model's fp32 ONNX export on ONNX Runtime, without torch.

Measured on 2 cores against sentence-transformers (docs/benchmarks.md, "Encoder"): the same
vectors (within 3e-7 cosine), 1.3x the batch throughput, and a process that embeds one question
starts in about a second instead of ten (torch and transformers are never imported). The export is
made once, by ``onnx_export.ensure_export``; when it cannot be made or loaded the embedder says why
in the log and hands every call to ``fallback`` (the torch backend).
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Callable
from pathlib import Path

import numpy as np

from banking_ai.embedding import onnx_export
from banking_ai.embedding import threads as thread_limits
from banking_ai.embedding.base import Embedder, EncodeGate, QueryCache, cached_queries

log = logging.getLogger(__name__)

# Texts per ONNX Runtime call. Measured on 2 cores (interleaved rounds of 64 chunks, best round):
# batches of 64 ran no faster than torch (18 chunks/s), 32 at 22-24, 16 at 20-26, 8 at 21 (docs/benchmarks.md);
# a smaller batch also bounds how long a customer's query waits behind indexing (one batch).
MAX_BATCH = 16


class OnnxEmbedder:
    """An ``Embedder`` over the ONNX export of a mean-pooling sentence-transformers folder. Thread-safe.

    ``layout`` is ``base.mean_pooling_layout(folder)``; ``export`` the export's file (made on
    first use if missing); ``threads`` ONNX Runtime's threads per encode (None = every core).
    """

    def __init__(
        self,
        folder: Path,
        export: Path,
        layout: dict,
        *,
        name: str,
        batch_size: int = 64,
        cache_size: int = 2048,
        threads: int | None = None,
        fallback: Callable[[], Embedder] | None = None,
    ) -> None:
        self._folder = folder
        self._export = export
        self._max_seq_length = layout["max_seq_length"]
        self._lower_case = layout["lower_case"]
        self._batch_size = min(batch_size, MAX_BATCH)
        self._threads = threads
        self._cache = QueryCache(cache_size)
        self._make_fallback = fallback
        self._fallback: Embedder | None = None
        self._session = None
        self._tokenizer = None
        self._load_lock = threading.Lock()
        self._encode_gate = EncodeGate()
        self.dimension = int(layout["config"].get("hidden_size", 384))
        self.name = name

    @property
    def cache(self) -> QueryCache:
        return self._cache

    @property
    def export(self) -> Path:
        """The export's file (it exists once the model has loaded, unless the fallback took over)."""
        return self._export

    def warm_up(self) -> None:
        self._load()

    def _load(self) -> Embedder | None:
        """Load the session (making the export first if needed); the fallback embedder when that failed."""
        if self._session is not None or self._fallback is not None:
            return self._fallback
        with self._load_lock:
            if self._session is None and self._fallback is None:
                try:
                    self._open()
                except Exception as exc:
                    if self._make_fallback is None:
                        raise
                    log.warning(
                        "the ONNX encoder is not available (%s); using sentence-transformers (torch) instead. "
                        "Set BANKING_AI_EMBEDDING__BACKEND=torch to skip this, or fix the cause and restart.",
                        exc,
                    )
                    fallback = self._make_fallback()
                    fallback.warm_up()
                    self._fallback = fallback
        return self._fallback

    def _open(self) -> None:
        import onnxruntime

        onnx_export.ensure_export(
            self._folder, self._export, max_seq_length=self._max_seq_length, lower_case=self._lower_case
        )
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = self._threads or os.cpu_count() or 1
        options.inter_op_num_threads = 1
        # Pool threads spinning between encodes starve everything else on 2 busy cores (the lesson of
        # OpenBLAS, docs/retrieval.md): with spinning, 2 threads took 142 ms per query instead of 80 ms
        # (1 thread: 75 ms; load ~10, docs/benchmarks.md "Encoder").
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        options.log_severity_level = 3  # errors only
        session = onnxruntime.InferenceSession(str(self._export), options, providers=["CPUExecutionProvider"])
        self._tokenizer = onnx_export.tokenizer_for(self._folder, self._max_seq_length)
        thread_limits.limit_blas_threads()
        self._session = session
        log.info("embedding model loaded (%s, ONNX Runtime, dim %d)", self.name, self.dimension)

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        fallback = self._load()
        if fallback is not None:
            return fallback.embed_documents(texts)
        prepared = [onnx_export.prepare(text, self._lower_case) for text in texts]
        rows = [item.ids for item in self._tokenizer.encode_batch(prepared)]
        out = np.empty((len(texts), self.dimension), dtype=np.float32)
        order = np.argsort([len(row) for row in rows], kind="stable")  # similar lengths together: less padding
        for start in range(0, len(order), self._batch_size):
            batch = order[start : start + self._batch_size]
            ids, mask = onnx_export.padded([rows[i] for i in batch])
            # One batch at a time through the gate: a customer's query waits for at most one batch.
            with self._encode_gate.hold():
                out[batch] = self._session.run(None, {"input_ids": ids, "attention_mask": mask})[0]
        return out

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_queries([text])[0]

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        return cached_queries(self._cache, texts, self.embed_documents)
