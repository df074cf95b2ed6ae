"""``load_intent_classifier``: the app's model, rebuilt from the committed CSV whenever needed."""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import TYPE_CHECKING

from banking_ai.intent.base import DEFAULT_MIN_CONFIDENCE
from banking_ai.intent.dataset import IntentDataError, file_sha256, read_intent_csv

if TYPE_CHECKING:
    from banking_ai.embedding import Embedder
    from banking_ai.intent.sklearn_model import SklearnIntentClassifier
    from banking_ai.settings import Settings

log = logging.getLogger(__name__)

_PROJECT_ROOT = Path(__file__).resolve().parent.parent.parent


def model_dir_for(settings: Settings) -> Path:
    """``settings.intent.model_dir``, else ``<index_dir>/../models/intent``."""
    return settings.intent.model_dir or settings.index_dir.parent / "models" / "intent"


def data_path_for(settings: Settings) -> Path:
    """``settings.intent.data_path``; a relative path missing from the working directory is
    looked up in the project folder too, so the app finds its data wherever it is started."""
    path = settings.intent.data_path
    if not path.is_absolute() and not path.exists() and (_PROJECT_ROOT / path).exists():
        return _PROJECT_ROOT / path
    return path


def train_from_csv(
    data: Path, embedder: Embedder | None, *, min_confidence: float = DEFAULT_MIN_CONFIDENCE
) -> SklearnIntentClassifier:
    """A new model trained on ``data`` (``IntentDataError`` when the CSV cannot be used)."""
    from banking_ai.intent.sklearn_model import SklearnIntentClassifier

    dataset = read_intent_csv(data, min_labels=2, min_per_label=2)
    model = SklearnIntentClassifier(embedder, min_confidence=min_confidence)
    model.fit(list(dataset.texts), list(dataset.labels))
    model.meta.update(data_sha256=dataset.sha256, data_source=str(data))
    return model


def load_intent_classifier(settings: Settings, embedder: Embedder | None = None) -> SklearnIntentClassifier:
    """The trained intent classifier for ``settings``.

    The model in ``model_dir_for(settings)`` is used when it was trained on the current bytes
    of ``settings.intent.data_path`` (SHA-256), with this embedder and this scikit-learn
    version; otherwise it is retrained from the CSV (a few seconds) and saved atomically.
    ``embedder`` defaults to the process-wide MiniLM embedder. When the CSV is missing a
    saved model is still used; with neither, ``IntentDataError`` says so.
    """
    from banking_ai.intent.sklearn_model import IntentModelMismatch, SklearnIntentClassifier

    if embedder is None:
        from banking_ai.embedding import embedder_for

        embedder = embedder_for(settings)
    directory = model_dir_for(settings)
    data = data_path_for(settings)
    min_confidence = settings.intent.min_confidence
    data_sha256 = file_sha256(data) if data.is_file() else None
    try:
        model = SklearnIntentClassifier.load(directory, embedder, min_confidence=min_confidence)
        if data_sha256 is not None and model.meta.get("data_sha256") != data_sha256:
            raise IntentModelMismatch(f"{data.name} changed since the model was trained")
        if data_sha256 is None:
            log.warning("intent data %s not found; using the saved model as it is", data)
        return model
    except IntentModelMismatch as reason:
        if data_sha256 is None:
            raise IntentDataError(f"no intent model can be built: {reason}, and no data at {data}") from None
        log.info("training the intent model (%s)", reason)
    started = time.perf_counter()
    model = train_from_csv(data, embedder, min_confidence=min_confidence)
    try:
        model.save(directory)
    except OSError as exc:  # a read-only deployment still answers, it just retrains next start
        log.warning("intent model trained but not saved to %s: %s", directory, exc.strerror or exc)
        return model
    log.info("intent model saved to %s in %.1f s", directory, time.perf_counter() - started)
    return model
