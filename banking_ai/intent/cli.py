"""``banking-ai intents train | eval | predict``: thin commands that print to stdout.

Each function returns an exit code (0 ok, 1 failed); problems are one readable line on stderr.
"""

from __future__ import annotations

import json
import sys
import time
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING

from banking_ai.intent.dataset import IntentDataError, read_intent_csv

if TYPE_CHECKING:
    from banking_ai.intent.evaluation import IntentEvaluation
    from banking_ai.intent.sklearn_model import SklearnIntentClassifier
    from banking_ai.settings import Settings

EXIT_OK = 0
EXIT_FAILED = 1
_CONFUSIONS_SHOWN = 10


def train(data: Path, out: Path | None, settings: Settings) -> int:
    """Train on a ``text,label`` CSV and save the model to ``out`` (default: the settings' model dir)."""
    from banking_ai.intent.loader import model_dir_for, train_from_csv

    out = out or model_dir_for(settings)
    started = time.perf_counter()
    try:
        model = train_from_csv(data, _embedder(settings), min_confidence=settings.intent.min_confidence)
    except IntentDataError as exc:
        return _fail(str(exc))
    model.save(out)
    seconds = time.perf_counter() - started
    print(
        f"trained on {model.meta['examples']} examples, {len(model.labels)} labels "
        f"in {seconds:.1f} s (fit {model.meta['train_seconds']:.1f} s); saved to {out}"
    )
    return EXIT_OK


def evaluate(data: Path, model: Path | None, settings: Settings, as_json: bool) -> int:
    """Accuracy, routing accuracy, macro-F1, per-label precision/recall and, when ``off_topic`` is in
    the data, out-of-scope precision/recall of the model on a ``text,label`` CSV."""
    from banking_ai.intent.evaluation import evaluate_predictions

    try:
        dataset = read_intent_csv(data)
        classifier = _classifier(model, settings)
    except (IntentDataError, _ModelError) as exc:
        return _fail(str(exc))
    scores = evaluate_predictions(dataset.labels, classifier.predict(list(dataset.texts)))
    unknown = sorted(set(dataset.labels) - set(classifier.labels))
    if as_json:
        document = {"data": str(data), "model_labels": list(classifier.labels), **asdict(scores)}
        document["unknown_labels"] = unknown
        print(json.dumps(document, indent=2, ensure_ascii=False))
    else:
        _print_scores(scores, unknown)
    return EXIT_OK


def predict(file: Path, model: Path | None, settings: Settings, as_json: bool) -> int:
    """Classify each non-empty line of ``file`` ('-' = standard input); ``as_json`` prints JSON lines
    ``{"text", "label", "confidence", "in_scope", "alternatives"}``."""
    try:
        lines = _read_lines(file)
        classifier = _classifier(model, settings)
    except (IntentDataError, _ModelError) as exc:
        return _fail(str(exc))
    for text, prediction in zip(lines, classifier.predict(lines), strict=True):
        if as_json:
            print(json.dumps({"text": text, **asdict(prediction)}, ensure_ascii=False))
        else:
            scope = "in " if prediction.in_scope else "OUT"
            print(f"{prediction.label:<29} {prediction.confidence:5.2f} {scope}  {text}")
    return EXIT_OK


class _ModelError(Exception):
    pass


def _classifier(model: Path | None, settings: Settings) -> SklearnIntentClassifier:
    """The model at ``model``, else the app's model (trained from the settings' CSV if needed)."""
    from banking_ai.intent.sklearn_model import IntentModelMismatch, SklearnIntentClassifier, read_meta

    if model is None:
        from banking_ai.intent.loader import load_intent_classifier

        return load_intent_classifier(settings, _embedder(settings))
    try:
        meta = read_meta(model)
        embedder = None if meta.get("features") == "tfidf" else _embedder(settings)
        return SklearnIntentClassifier.load(model, embedder, min_confidence=settings.intent.min_confidence)
    except IntentModelMismatch as exc:
        raise _ModelError(f"cannot use the model in {model}: {exc} (retrain it with 'intents train')") from None


def _embedder(settings: Settings):
    from banking_ai.embedding import embedder_for

    return embedder_for(settings)


def _read_lines(file: Path) -> list[str]:
    if str(file) == "-":
        raw = sys.stdin.read()
    else:
        if not Path(file).is_file():
            raise IntentDataError(f"no such file: {file}")
        try:
            raw = Path(file).read_text(encoding="utf-8-sig")
        except UnicodeDecodeError:
            raise IntentDataError(f"{file} is not UTF-8 text") from None
    lines = [line.strip() for line in raw.splitlines() if line.strip()]
    if not lines:
        raise IntentDataError(f"{file} has no text to classify (one message per line)")
    return lines


def _print_scores(scores: IntentEvaluation, unknown: list[str]) -> None:
    print(f"examples          {scores.examples}")
    print(f"accuracy          {scores.accuracy:.3f}")
    print(f"routing accuracy  {scores.routing_accuracy:.3f}  (off-topic refused, banking in scope and right)")
    print(f"macro-F1          {scores.macro_f1:.3f}")
    if scores.out_of_scope:
        oos = scores.out_of_scope
        print(
            f"out of scope      precision {oos.precision:.3f}  recall {oos.recall:.3f}  "
            f"banking refused {oos.false_rejects:.3f}"
        )
    print(f"\n{'label':<29} {'prec':>6} {'recall':>6} {'f1':>6} {'n':>5}")
    for label, score in scores.per_label.items():
        print(f"{label:<29} {score.precision:6.3f} {score.recall:6.3f} {score.f1:6.3f} {score.support:5d}")
    if scores.confusions:
        print("\nmost frequent confusions (gold -> predicted):")
        for gold, predicted, count in scores.confusions[:_CONFUSIONS_SHOWN]:
            print(f"  {gold} -> {predicted}: {count}")
    if unknown:
        print(f"\nlabels the model does not know (always wrong): {', '.join(unknown)}")


def _fail(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return EXIT_FAILED
