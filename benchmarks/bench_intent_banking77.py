"""BANKING77 (PolyAI, CC-BY-4.0): train and test the intent model on the public 77-intent benchmark.

The CSVs are not in the repository (license and size); pass their paths. Their header is
``text,category``: they are rewritten to ``text,label`` in a temporary folder and trained
with the same function as ``banking-ai intents train`` (``banking_ai.intent.cli.train``),
then scored on the test CSV. Prints accuracy, macro-F1, train seconds and predict seconds.

    python -m benchmarks.bench_intent_banking77 --train banking_data/train.csv --test banking_data/test.csv
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import json
import sys
import tempfile
import time
from pathlib import Path

import banking_ai  # noqa: F401  (thread and offline defaults before numpy loads)
from banking_ai.embedding import embedder_for
from banking_ai.intent import cli
from banking_ai.intent.dataset import read_intent_csv
from banking_ai.intent.evaluation import evaluate_predictions
from banking_ai.intent.sklearn_model import SklearnIntentClassifier
from banking_ai.settings import IntentSettings, Settings

LABEL_COLUMNS = ("label", "category", "intent")


def to_text_label_csv(source: Path, target: Path) -> int:
    """Copy ``source`` (``text`` plus ``category``, ``label`` or ``intent``) as ``text,label``; rows written."""
    with source.open(encoding="utf-8-sig", newline="") as handle:
        reader = csv.DictReader(handle)
        columns = {name.strip().lower(): name for name in reader.fieldnames or []}
        label_column = next((columns[c] for c in LABEL_COLUMNS if c in columns), None)
        if "text" not in columns or label_column is None:
            raise SystemExit(f"{source}: expected a 'text' column and one of {LABEL_COLUMNS}")
        rows = [(row[columns["text"]], row[label_column]) for row in reader]
    with target.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["text", "label"])
        writer.writerows(rows)
    return len(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--train", type=Path, required=True, help="BANKING77 train.csv")
    parser.add_argument("--test", type=Path, required=True, help="BANKING77 test.csv")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="banking77-") as folder:
        work = Path(folder)
        train_csv, test_csv, model_dir = work / "train.csv", work / "test.csv", work / "model"
        to_text_label_csv(args.train, train_csv)
        to_text_label_csv(args.test, test_csv)
        settings = Settings(_env_file=None, index_dir=work / "index", intent=IntentSettings(data_path=train_csv))
        embedder = embedder_for(settings)
        embedder.warm_up()  # model loading is not training time

        started = time.perf_counter()
        with contextlib.redirect_stdout(sys.stderr if args.json else sys.stdout):  # --json: one document
            status = cli.train(train_csv, model_dir, settings)  # the `banking-ai intents train` code path
        train_seconds = time.perf_counter() - started
        if status != 0:
            return status

        test = read_intent_csv(test_csv)
        model = SklearnIntentClassifier.load(model_dir, embedder, min_confidence=0.0)
        started = time.perf_counter()
        predictions = model.predict(list(test.texts))
        predict_seconds = time.perf_counter() - started
        scores = evaluate_predictions(test.labels, predictions)
        size_mb = sum(p.stat().st_size for p in model_dir.iterdir()) / 1e6

    result = {
        "train_examples": model.meta["examples"],
        "labels": len(model.labels),
        "test_examples": scores.examples,
        "accuracy": scores.accuracy,
        "macro_f1": scores.macro_f1,
        "train_seconds": round(train_seconds, 1),
        "predict_seconds": round(predict_seconds, 1),
        "model_mb": round(size_mb, 1),
    }
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(
            f"BANKING77: {result['train_examples']} training examples, {result['labels']} labels; "
            f"test accuracy {scores.accuracy:.4f}, macro-F1 {scores.macro_f1:.4f} on {scores.examples}; "
            f"train {train_seconds:.1f} s (embedding included), predict {predict_seconds:.1f} s, "
            f"model {size_mb:.1f} MB"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
