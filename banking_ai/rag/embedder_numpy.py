"""``NumpyEmbedder``: the packaged MiniLM's forward pass in numpy, for processes that embed a few queries.

``import sentence_transformers`` costs 8-13 s on 2 cores (torch, transformers and their
dependencies); a one-shot ``banking-ai search`` spent most of its time there. This backend reads
the same weights (``model.safetensors``) and tokenizer (``tokenizer.json``, the Rust tokenizers
package) and runs the BERT encoder, mean pooling and normalisation in numpy: the vectors equal
sentence-transformers' within 2e-7 (tests/rag/test_embedder_numpy.py), the model loads in ~0.3 s
and a query takes a few ms. It supports exactly that architecture (a BERT ``config.json``, mean
pooling, Normalize); ``supports(folder)`` says whether a model folder qualifies. Batch encoding
is not its strength: the indexer keeps torch.
"""

from __future__ import annotations

import json
import threading
from pathlib import Path

import numpy as np

from banking_ai.rag.embedder import QueryCache

_BATCH = 32


def supports(folder: Path) -> bool:
    """True for a sentence-transformers folder holding a BERT encoder with mean pooling and Normalize."""
    try:
        config = json.loads((folder / "config.json").read_text())
        modules = json.loads((folder / "modules.json").read_text())
        pooling_path = next(m["path"] for m in modules if m["type"].endswith(".Pooling"))
        pooling = json.loads((folder / pooling_path / "config.json").read_text())
    except (OSError, ValueError, KeyError, StopIteration):
        return False
    kinds = [module["type"].rsplit(".", 1)[-1] for module in modules]
    modes = {key for key, value in pooling.items() if key.startswith("pooling_mode") and value}
    return (
        config.get("model_type") == "bert"
        and config.get("hidden_act") == "gelu"
        and config.get("position_embedding_type", "absolute") == "absolute"
        and kinds == ["Transformer", "Pooling", "Normalize"]
        and modes == {"pooling_mode_mean_tokens"}
        and (folder / "model.safetensors").is_file()
        and (folder / "tokenizer.json").is_file()
    )


class NumpyEmbedder:
    """An ``Embedder`` over a BERT sentence-transformers folder, without torch. Thread-safe."""

    def __init__(self, folder: Path, *, name: str, cache_size: int = 2048) -> None:
        self._folder = folder
        self._cache = QueryCache(cache_size)
        self._lock = threading.Lock()
        self._weights: dict[str, np.ndarray] | None = None
        self.dimension = 384
        self.name = name

    @property
    def cache(self) -> QueryCache:
        return self._cache

    def warm_up(self) -> None:
        self._load()

    def _load(self) -> dict[str, np.ndarray]:
        if self._weights is not None:
            return self._weights
        with self._lock:
            if self._weights is None:
                from safetensors.numpy import load_file
                from tokenizers import Tokenizer

                self._config = json.loads((self._folder / "config.json").read_text())
                settings = json.loads((self._folder / "sentence_bert_config.json").read_text())
                tokenizer = Tokenizer.from_file(str(self._folder / "tokenizer.json"))
                tokenizer.enable_truncation(max_length=int(settings.get("max_seq_length", 256)))
                tokenizer.no_padding()
                self._tokenizer = tokenizer
                self._lower = bool(settings.get("do_lower_case", False))
                weights = load_file(str(self._folder / "model.safetensors"))
                # Checkpoints saved from BertForX prefix every name with "bert."
                self._weights = {key.removeprefix("bert."): value.astype(np.float32) for key, value in weights.items()}
                self.dimension = int(self._config["hidden_size"])
        return self._weights

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        weights = self._load()
        texts = [text.strip() for text in texts]  # as sentence-transformers does
        encoded = self._tokenizer.encode_batch([text.lower() if self._lower else text for text in texts])
        ids = [np.asarray(item.ids, dtype=np.int64) for item in encoded]
        out = np.zeros((len(texts), self.dimension), dtype=np.float32)
        order = np.argsort([len(row) for row in ids])  # similar lengths together: less padding
        for start in range(0, len(order), _BATCH):
            rows = order[start : start + _BATCH]
            out[rows] = self._forward(weights, [ids[row] for row in rows])
        return out

    def embed_query(self, text: str) -> np.ndarray:
        cached = self._cache.get(text)
        if cached is not None:
            return cached
        vector = self.embed_documents([text])[0]
        self._cache.put(text, vector)
        return vector

    # -- the encoder --------------------------------------------------------------------------
    def _forward(self, w: dict[str, np.ndarray], batch: list[np.ndarray]) -> np.ndarray:
        """BERT encoder + masked mean pooling + L2 normalisation for one padded batch."""
        from scipy.special import erf

        config = self._config
        length = max(len(row) for row in batch)
        ids = np.zeros((len(batch), length), dtype=np.int64)
        mask = np.zeros((len(batch), length), dtype=np.float32)
        for i, row in enumerate(batch):
            ids[i, : len(row)] = row
            mask[i, : len(row)] = 1.0
        x = (
            w["embeddings.word_embeddings.weight"][ids]
            + w["embeddings.position_embeddings.weight"][:length]
            + w["embeddings.token_type_embeddings.weight"][0]
        )
        x = self._layer_norm(x, "embeddings.LayerNorm")
        heads = int(config["num_attention_heads"])
        size = x.shape[-1] // heads
        # Padded keys get the most negative float added to their scores, as transformers does.
        blocked = ((1.0 - mask) * np.finfo(np.float32).min)[:, None, None, :]
        for layer in range(int(config["num_hidden_layers"])):
            prefix = f"encoder.layer.{layer}."

            def dense(v: np.ndarray, name: str, prefix: str = prefix) -> np.ndarray:
                return v @ w[f"{prefix}{name}.weight"].T + w[f"{prefix}{name}.bias"]

            def split(v: np.ndarray) -> np.ndarray:  # (batch, tokens, hidden) -> (batch, heads, tokens, size)
                return v.reshape(v.shape[0], length, heads, size).transpose(0, 2, 1, 3)

            query = split(dense(x, "attention.self.query"))
            key = split(dense(x, "attention.self.key"))
            value = split(dense(x, "attention.self.value"))
            scores = query @ key.transpose(0, 1, 3, 2) / np.sqrt(size) + blocked
            scores = np.exp(scores - scores.max(axis=-1, keepdims=True))
            scores /= scores.sum(axis=-1, keepdims=True)
            attended = (scores @ value).transpose(0, 2, 1, 3).reshape(x.shape)
            x = self._layer_norm(dense(attended, "attention.output.dense") + x, f"{prefix}attention.output.LayerNorm")
            hidden = dense(x, "intermediate.dense")
            hidden = 0.5 * hidden * (1.0 + erf(hidden / np.sqrt(2.0)))  # exact GELU ("gelu")
            x = self._layer_norm(dense(hidden, "output.dense") + x, f"{prefix}output.LayerNorm")
        pooled = (x * mask[:, :, None]).sum(axis=1) / np.maximum(mask.sum(axis=1, keepdims=True), 1e-9)
        norms = np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)
        return (pooled / norms).astype(np.float32)

    def _layer_norm(self, x: np.ndarray, name: str) -> np.ndarray:
        w = self._weights
        mean = x.mean(axis=-1, keepdims=True)
        variance = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
        normalised = (x - mean) / np.sqrt(variance + float(self._config["layer_norm_eps"]))
        return normalised * w[f"{name}.weight"] + w[f"{name}.bias"]
