"""Intent classification: what a customer's message is about, and whether it is banking at all.

Public:

- ``IntentClassifier`` (Protocol): ``labels`` and ``predict(texts) -> list[IntentPrediction]``.
- ``SklearnIntentClassifier``: tf-idf n-grams + MiniLM embeddings, calibrated linear SVM;
  ``fit``, ``predict``, ``save(dir)``, ``load(dir, embedder)``.
- ``load_intent_classifier(settings, embedder=None)``: the app's model, retrained from
  ``settings.intent.data_path`` when the CSV, the embedder or scikit-learn changed.
- ``KeywordIntentClassifier``: a deterministic fake for other areas' tests.
- ``INTENT_LABELS``, ``OFF_TOPIC``.

Importing this package is cheap: scikit-learn, numpy and the embedder load on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from banking_ai.intent.base import INTENT_LABELS, OFF_TOPIC, IntentClassifier
from banking_ai.intent.dataset import IntentDataError
from banking_ai.intent.fake import KeywordIntentClassifier

if TYPE_CHECKING:
    from banking_ai.intent.loader import load_intent_classifier
    from banking_ai.intent.sklearn_model import IntentModelMismatch, SklearnIntentClassifier

__all__ = [
    "INTENT_LABELS",
    "OFF_TOPIC",
    "IntentClassifier",
    "IntentDataError",
    "IntentModelMismatch",
    "KeywordIntentClassifier",
    "SklearnIntentClassifier",
    "load_intent_classifier",
]

_LAZY = {
    "SklearnIntentClassifier": "banking_ai.intent.sklearn_model",
    "IntentModelMismatch": "banking_ai.intent.sklearn_model",
    "load_intent_classifier": "banking_ai.intent.loader",
}


def __getattr__(name: str):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module), name)
