"""BM25-style sparse vectors for the lexical side of hybrid search.

Documents get BM25 term-frequency weights (k1 = 1.2, b = 0.75, a fixed average
length); queries get weight 1 per distinct term. The IDF factor is applied at search
time: by Qdrant's ``Modifier.IDF`` on a server, by the snapshot reader locally, with
the same formula, so both paths rank alike. Terms (stemmed, hashed words) come from
``banking_ai.text``, which the offline answerer shares.
"""

from __future__ import annotations

from collections import Counter

from banking_ai.text import terms

K1 = 1.2
B = 0.75
AVERAGE_LENGTH = 64.0  # terms per chunk after stop-word removal: mean 63.4 over the sample corpus


def document_vector(text: str, char_ngrams: bool = False) -> tuple[list[int], list[float]]:
    """Sparse BM25 term weights for an indexed chunk: (indices, values)."""
    counts = Counter(terms(text, char_ngrams))
    length = sum(counts.values())
    norm = K1 * (1 - B + B * length / AVERAGE_LENGTH)
    indices = sorted(counts)
    return indices, [counts[i] * (K1 + 1) / (counts[i] + norm) for i in indices]


def query_vector(text: str, char_ngrams: bool = False) -> tuple[list[int], list[float]]:
    """Sparse query: weight 1 per distinct term; (indices, values)."""
    indices = sorted(set(terms(text, char_ngrams)))
    return indices, [1.0] * len(indices)


def idf(document_frequency, total_documents: int):
    """Qdrant's IDF: ln(1 + (N - n + 0.5) / (n + 0.5)); works on numbers and numpy arrays."""
    import numpy as np

    n = np.asarray(document_frequency, dtype=np.float64)
    return np.log1p((total_documents - n + 0.5) / (n + 0.5))
