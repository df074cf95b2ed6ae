"""The scikit-learn intent classifier: tf-idf word and character n-grams plus MiniLM sentence
embeddings, a linear SVM, and calibrated probabilities.

Choices (feature sets, model, weights) were measured by ``benchmarks/bench_intent.py``; see
docs/intent.md. A saved model is a folder with ``meta.json`` (what it was trained on and with)
and ``model.joblib`` (the fitted vectorizers and estimator; the embedder is never saved).
"""

from __future__ import annotations

import json
import logging
import os
import re
import shutil
import time
import uuid
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from banking_ai.intent.base import (
    DEFAULT_MIN_CONFIDENCE,
    has_content,
    no_content_prediction,
    prediction_from_probabilities,
)
from banking_ai.types import IntentPrediction

if TYPE_CHECKING:
    import numpy as np

    from banking_ai.embedding import Embedder

log = logging.getLogger(__name__)

FORMAT_VERSION = 2
META_FILE = "meta.json"
MODEL_FILE = "model.joblib"
CALIBRATION_FOLDS = 5

FeatureSet = Literal["both", "tfidf", "embedding"]
ModelKind = Literal["svm", "logreg"]
Calibration = Literal["temperature", "sigmoid"]

_DIGITS = re.compile(r"\d")


class IntentModelMismatch(Exception):
    """A saved model cannot be used here (missing, other format, scikit-learn, embedder or data)."""


def normalise_for_tfidf(text: str) -> str:
    """Lower-case, every digit as 0: '5 lakh at 10.5%' and '8 lakh at 9.2%' share n-grams."""
    return _DIGITS.sub("0", text.lower())


class SklearnIntentClassifier:
    """Linear intent model over tf-idf n-grams and sentence embeddings.

    ``embedder`` (the project's MiniLM ``Embedder``) is needed unless ``features="tfidf"``.
    ``min_confidence`` in [0, 1] is applied at prediction time: a top probability below it
    makes the prediction out of scope. ``embedding_weight`` scales the unit-length embedding
    against the two unit-length tf-idf blocks; ``calibration`` is how the SVM's scores become
    probabilities (``model="logreg"`` needs none).
    """

    def __init__(
        self,
        embedder: Embedder | None = None,
        *,
        features: FeatureSet = "both",
        model: ModelKind = "svm",
        min_confidence: float = DEFAULT_MIN_CONFIDENCE,
        embedding_weight: float = 1.0,
        c: float = 1.0,
        calibration: Calibration = "temperature",
    ) -> None:
        if features != "tfidf" and embedder is None:
            raise ValueError(f"features={features!r} needs an embedder")
        self.embedder = embedder
        self.features = features
        self.model = model
        self.min_confidence = min_confidence
        self.embedding_weight = embedding_weight
        self.c = c
        self.calibration = calibration
        self.labels: tuple[str, ...] = ()
        self.meta: dict[str, Any] = {}
        self._word = None
        self._char = None
        self._estimator = None

    # --- training ---------------------------------------------------------------------

    def fit(self, texts: Sequence[str], labels: Sequence[str]) -> SklearnIntentClassifier:
        """Train on ``texts`` and their ``labels`` (at least two labels, two examples each)."""
        from sklearn.feature_extraction.text import TfidfVectorizer

        if len(texts) != len(labels) or not texts:
            raise ValueError("fit needs as many labels as texts, and at least one text")
        counts = Counter(labels)
        if len(counts) < 2 or min(counts.values()) < 2:
            raise ValueError("fit needs at least two labels with at least two examples each")
        started = time.perf_counter()
        if self.features != "embedding":
            self._word = TfidfVectorizer(
                preprocessor=normalise_for_tfidf, ngram_range=(1, 2), sublinear_tf=True, token_pattern=r"[\w/%]+"
            )
            self._char = TfidfVectorizer(
                preprocessor=normalise_for_tfidf, analyzer="char_wb", ngram_range=(2, 5), sublinear_tf=True
            )
            self._word.fit(texts)
            self._char.fit(texts)
        matrix = self._matrix(texts)
        estimator = self._new_estimator(min(counts.values()))
        estimator.fit(matrix, list(labels))
        self.labels = tuple(str(label) for label in estimator.classes_)
        self._estimator = self._compact(estimator, matrix)
        self.meta = {
            "format_version": FORMAT_VERSION,
            "sklearn_version": _sklearn_version(),
            "features": self.features,
            "model": self.model,
            "embedding_weight": self.embedding_weight,
            "c": self.c,
            "calibration": self.calibration,
            "embedder": self._embedder_signature(),
            "labels": list(self.labels),
            "examples": len(texts),
            "train_seconds": round(time.perf_counter() - started, 3),
        }
        log.info(
            "intent model trained: %d examples, %d labels, %.1f s",
            len(texts),
            len(self.labels),
            self.meta["train_seconds"],
        )
        return self

    def _new_estimator(self, smallest_class: int):
        from sklearn.calibration import CalibratedClassifierCV
        from sklearn.linear_model import LogisticRegression
        from sklearn.svm import LinearSVC

        if self.model == "logreg":
            return LogisticRegression(C=self.c, max_iter=5000, random_state=0)
        # Calibration fitted on held-out folds: probabilities that mean something. Temperature
        # scaling (one multiclass parameter) beat per-class sigmoids on held-out calibration error.
        folds = max(2, min(CALIBRATION_FOLDS, smallest_class))
        return CalibratedClassifierCV(LinearSVC(C=self.c, random_state=0), method=self.calibration, cv=folds)

    def _compact(self, estimator, matrix):
        if self.model != "svm":
            return estimator
        from banking_ai.intent.calibrated import CalibratedLinearEnsemble

        compact = CalibratedLinearEnsemble.from_sklearn(estimator, matrix[:64])
        if compact is None:
            log.warning("calibrated SVM kept in scikit-learn form (slower predictions)")
            return estimator
        return compact

    # --- prediction -------------------------------------------------------------------

    def predict_proba(self, texts: Sequence[str]) -> np.ndarray:
        """Probabilities, shape (len(texts), len(labels)), each row in [0, 1] summing to 1."""
        import numpy as np

        if self._estimator is None:
            raise RuntimeError("the intent model is not trained; call fit() or load()")
        if not texts:
            return np.zeros((0, len(self.labels)))
        return self._estimator.predict_proba(self._matrix(texts))

    def predict(self, texts: Sequence[str]) -> list[IntentPrediction]:
        """One ``IntentPrediction`` per text, in order (see ``IntentPrediction``).

        A text without a letter or digit is ``off_topic`` with confidence 1 and out of scope."""
        texts = [str(t) for t in texts]
        worded = [t for t in texts if has_content(t)]
        rows = iter(self.predict_proba(worded))
        return [
            prediction_from_probabilities(self.labels, next(rows), self.min_confidence)
            if has_content(text)
            else no_content_prediction()
            for text in texts
        ]

    def _matrix(self, texts: Sequence[str]):
        import numpy as np
        from scipy import sparse

        blocks = []
        if self.features != "embedding":
            blocks += [self._word.transform(texts), self._char.transform(texts)]
        if self.features != "tfidf":
            blocks.append(sparse.csr_matrix(self._embed(texts) * np.float32(self.embedding_weight)))
        return sparse.hstack(blocks, format="csr")

    def _embed(self, texts: Sequence[str]) -> np.ndarray:
        import numpy as np

        if len(texts) == 1:  # a live turn: the same vector rag_search asks for, from the LRU cache
            return np.asarray(self.embedder.embed_query(texts[0]), dtype=np.float32)[None, :]
        return self.embedder.embed_documents(list(texts))

    def _embedder_signature(self) -> str | None:
        if self.features == "tfidf" or self.embedder is None:
            return None
        return f"{self.embedder.name}/{self.embedder.dimension}"

    # --- persistence ------------------------------------------------------------------

    def save(self, directory: Path, **extra_meta: Any) -> Path:
        """Write the model to ``directory`` atomically (a finished folder replaces the old one).

        ``extra_meta`` (for example ``data_sha256``) is stored in ``meta.json``. Returns ``directory``.
        """
        import joblib

        if self._estimator is None:
            raise RuntimeError("nothing to save: the intent model is not trained")
        directory = Path(directory)
        directory.parent.mkdir(parents=True, exist_ok=True)
        self.meta.update(extra_meta)
        staging = directory.parent / f".{directory.name}.tmp-{uuid.uuid4().hex[:8]}"
        staging.mkdir()
        try:
            joblib.dump({"word": self._word, "char": self._char, "estimator": self._estimator}, staging / MODEL_FILE)
            (staging / META_FILE).write_text(json.dumps(self.meta, indent=2, sort_keys=True), encoding="utf-8")
            _swap_in(staging, directory)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
        return directory

    @classmethod
    def load(
        cls, directory: Path, embedder: Embedder | None, *, min_confidence: float = DEFAULT_MIN_CONFIDENCE
    ) -> SklearnIntentClassifier:
        """A saved model; raises ``IntentModelMismatch`` (with the reason) when it is missing or was
        saved by another format version or scikit-learn version, or for another embedder."""
        import joblib

        meta = read_meta(directory)
        if meta.get("format_version") != FORMAT_VERSION:
            raise IntentModelMismatch(f"model format {meta.get('format_version')} (expected {FORMAT_VERSION})")
        if meta.get("sklearn_version") != _sklearn_version():
            raise IntentModelMismatch(
                f"saved with scikit-learn {meta.get('sklearn_version')}, running {_sklearn_version()}"
            )
        if meta["features"] != "tfidf" and embedder is None:
            raise IntentModelMismatch("the saved model uses sentence embeddings but no embedder was given")
        model = cls(
            embedder,
            features=meta["features"],
            model=meta["model"],
            min_confidence=min_confidence,
            embedding_weight=meta["embedding_weight"],
            c=meta["c"],
            calibration=meta["calibration"],
        )
        if meta.get("embedder") != model._embedder_signature():
            raise IntentModelMismatch(
                f"trained with embedder {meta.get('embedder')}, not {model._embedder_signature()}"
            )
        try:
            parts = joblib.load(Path(directory) / MODEL_FILE)
        except Exception as exc:  # a truncated or foreign file: retrain rather than crash
            raise IntentModelMismatch(f"unreadable {MODEL_FILE}: {type(exc).__name__}") from exc
        model._word, model._char, model._estimator = parts["word"], parts["char"], parts["estimator"]
        model.labels = tuple(meta["labels"])
        model.meta = meta
        return model


def read_meta(directory: Path) -> dict[str, Any]:
    """The ``meta.json`` of a saved model; ``IntentModelMismatch`` if there is none or it is broken."""
    path = Path(directory) / META_FILE
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise IntentModelMismatch(f"no model in {directory}") from None
    except (OSError, ValueError) as exc:
        raise IntentModelMismatch(f"unreadable {path}: {exc}") from None


def _swap_in(staging: Path, directory: Path) -> None:
    """Put the finished ``staging`` folder at ``directory``, moving any old model out of the way."""
    old = directory.parent / f".{directory.name}.old-{uuid.uuid4().hex[:8]}"
    if directory.exists():
        os.rename(directory, old)
    try:
        os.rename(staging, directory)
    except OSError:
        if not directory.exists():
            raise
        # Another process saved its model first (same data, same result): keep theirs.
        log.info("intent model was saved concurrently; keeping the other copy")
    shutil.rmtree(old, ignore_errors=True)


def _sklearn_version() -> str:
    import sklearn

    return sklearn.__version__
