"""Sentence embeddings, shared by retrieval, the intent classifier and the answerer (owned by none).

``Embedder`` is the protocol; ``embedder_for(settings)`` picks the backend: ONNX Runtime on an fp32
export of the model (``onnx_backend``, the default) or sentence-transformers on torch
(``torch_backend``, the reference and the fallback). Importing this package loads neither.
"""

from banking_ai.embedding.base import Embedder, QueryCache, low_priority, model_name
from banking_ai.embedding.factory import embedder_for

__all__ = ["Embedder", "QueryCache", "embedder_for", "low_priority", "model_name"]
