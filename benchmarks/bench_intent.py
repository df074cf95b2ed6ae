"""Intent classifier: feature sets and models compared, and the out-of-scope threshold swept.

Everything runs in one process, side by side (the machine is shared and noisy: compare
within a run). Sentence embeddings of every text are computed once and reused by all
variants, so the train seconds below exclude embedding; the embedding cost is printed apart.

- 5-fold stratified cross-validation on data/intents/intents.csv (accuracy, macro-F1);
- train on intents.csv, score on the held-out data/intents/test.csv;
- the chosen variant's threshold sweep (routing accuracy, off-topic recall/precision, banking
  messages wrongly refused) on the held-out set and on the out-of-fold predictions;
- optionally, ``--banking-probe FILE`` (one banking message per line, written elsewhere — e.g. a
  sample of BANKING77): the share of these real banking messages refused as out of scope;
- single-message prediction latency with the real embedder (cold and cached query).

    python -m benchmarks.bench_intent [--train CSV] [--test CSV] [--banking-probe FILE] [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from dataclasses import asdict
from pathlib import Path

import banking_ai  # noqa: F401  (thread and offline defaults before numpy loads)
from banking_ai.embedding import embedder_for
from banking_ai.intent.base import prediction_from_probabilities
from banking_ai.intent.dataset import read_intent_csv
from banking_ai.intent.evaluation import evaluate_predictions
from banking_ai.intent.sklearn_model import SklearnIntentClassifier
from banking_ai.settings import Settings

VARIANTS: list[tuple[str, dict]] = [
    ("tfidf + svm", {"features": "tfidf"}),
    ("embedding + svm", {"features": "embedding"}),
    ("both + svm", {"features": "both"}),
    ("both + svm, sigmoid cal.", {"features": "both", "calibration": "sigmoid"}),
    ("both + svm, emb x2", {"features": "both", "embedding_weight": 2.0}),
    ("both + svm, C=0.3", {"features": "both", "c": 0.3}),
    ("tfidf + logreg C=10", {"features": "tfidf", "model": "logreg", "c": 10.0}),
    ("embedding + logreg C=10", {"features": "embedding", "model": "logreg", "c": 10.0}),
    ("both + logreg C=30", {"features": "both", "model": "logreg", "c": 30.0}),
]
CHOSEN = "both + svm"
THRESHOLDS = (0.0, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5)


class CachedEmbedder:
    """The real embedder behind a dict: each text is encoded once for all variants."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.name = inner.name
        self.dimension = inner.dimension
        self._vectors: dict[str, object] = {}

    def prime(self, texts: list[str]) -> float:
        started = time.perf_counter()
        todo = [t for t in dict.fromkeys(texts) if t not in self._vectors]
        for text, vector in zip(todo, self.inner.embed_documents(todo), strict=True):
            self._vectors[text] = vector
        return time.perf_counter() - started

    def embed_documents(self, texts):
        import numpy as np

        return np.stack([self._vectors[t] for t in texts])

    def embed_query(self, text):
        return self._vectors[text]


def cross_validate(texts, labels, params, embedder, folds=5, seed=13):
    """Out-of-fold probabilities for every example, plus the mean train seconds per fold."""
    import numpy as np
    from sklearn.model_selection import StratifiedKFold

    texts, labels = np.array(texts, dtype=object), np.array(labels, dtype=object)
    out: list = [None] * len(texts)
    label_order = None
    seconds = []
    for train, test in StratifiedKFold(folds, shuffle=True, random_state=seed).split(texts, labels):
        started = time.perf_counter()
        model = SklearnIntentClassifier(embedder, **params).fit(list(texts[train]), list(labels[train]))
        seconds.append(time.perf_counter() - started)
        label_order = model.labels
        for index, row in zip(test, model.predict_proba(list(texts[test])), strict=True):
            out[index] = row
    return label_order, out, statistics.mean(seconds)


def calibration_error(gold, label_order, probabilities, bins=10):
    """Expected calibration error: |accuracy - mean confidence| per confidence bin, weighted."""
    import numpy as np

    probabilities = np.asarray(probabilities)
    confidence = probabilities.max(axis=1)
    correct = np.asarray(label_order)[probabilities.argmax(axis=1)] == np.asarray(gold)
    index = np.minimum((confidence * bins).astype(int), bins - 1)
    return float(
        sum(abs(correct[index == b].mean() - confidence[index == b].mean()) * (index == b).mean() for b in set(index))
    )


def sweep(gold, label_order, probabilities):
    rows = []
    for threshold in THRESHOLDS:
        predictions = [prediction_from_probabilities(label_order, p, threshold) for p in probabilities]
        scores = evaluate_predictions(gold, predictions)
        oos = scores.out_of_scope
        rows.append(
            {
                "threshold": threshold,
                "routing_accuracy": scores.routing_accuracy,
                "oos_recall": oos.recall,
                "oos_precision": oos.precision,
                "banking_refused": oos.false_rejects,
            }
        )
    return rows


def probe_refusals(model, texts):
    """Share of ``texts`` (all banking) that each threshold would refuse as out of scope."""
    probabilities = model.predict_proba(texts)
    refused = {}
    for threshold in THRESHOLDS:
        predictions = [prediction_from_probabilities(model.labels, p, threshold) for p in probabilities]
        refused[threshold] = round(sum(not p.in_scope for p in predictions) / len(texts), 3)
    return refused


def single_message_latency(train, settings, repeats=30):
    real = embedder_for(settings)
    model = SklearnIntentClassifier(real).fit(list(train.texts), list(train.labels))
    questions = [f"what is the fd rate for {n} days for senior citizens" for n in range(repeats)]
    cold, warm = [], []
    for question in questions:
        started = time.perf_counter()
        model.predict([question])
        cold.append((time.perf_counter() - started) * 1000)
        started = time.perf_counter()
        model.predict([question])
        warm.append((time.perf_counter() - started) * 1000)
    return {"cold_p50_ms": round(statistics.median(cold), 1), "cached_p50_ms": round(statistics.median(warm), 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--train", type=Path, default=Path("data/intents/intents.csv"))
    parser.add_argument("--test", type=Path, default=Path("data/intents/test.csv"))
    parser.add_argument("--banking-probe", type=Path, default=None, help="banking messages, one per line")
    parser.add_argument("--json", type=Path, default=None, help="also write the results here")
    args = parser.parse_args(argv)

    settings = Settings(_env_file=None)
    train, test = read_intent_csv(args.train, min_labels=2), read_intent_csv(args.test)
    embedder = CachedEmbedder(embedder_for(settings))
    embedder.inner.warm_up()
    probe = []
    if args.banking_probe:
        probe = [line.strip() for line in args.banking_probe.read_text(encoding="utf-8").splitlines() if line.strip()]
    embed_seconds = embedder.prime(list(train.texts) + list(test.texts) + probe)
    print(f"{len(train)} training / {len(test)} held-out examples; embedding all: {embed_seconds:.1f} s")

    results: dict = {"variants": {}, "embed_seconds": round(embed_seconds, 2)}
    print(
        f"{'variant':26} {'cv acc':>7} {'cv F1':>7} {'cv ECE':>7} {'test acc':>9} {'test F1':>8} "
        f"{'test ECE':>9} {'train s':>8}"
    )
    for name, params in VARIANTS:
        order, oof, _ = cross_validate(train.texts, train.labels, params, embedder)
        cv = evaluate_predictions(train.labels, [prediction_from_probabilities(order, p, 0.0) for p in oof])
        started = time.perf_counter()
        model = SklearnIntentClassifier(embedder, **params).fit(list(train.texts), list(train.labels))
        seconds = time.perf_counter() - started
        held_out_probabilities = model.predict_proba(list(test.texts))
        held = evaluate_predictions(
            test.labels, [prediction_from_probabilities(model.labels, p, 0.0) for p in held_out_probabilities]
        )
        cv_ece = calibration_error(train.labels, order, oof)
        test_ece = calibration_error(test.labels, model.labels, held_out_probabilities)
        print(
            f"{name:26} {cv.accuracy:7.3f} {cv.macro_f1:7.3f} {cv_ece:7.3f} {held.accuracy:9.3f} "
            f"{held.macro_f1:8.3f} {test_ece:9.3f} {seconds:8.2f}"
        )
        results["variants"][name] = {
            "params": params,
            "cv_accuracy": cv.accuracy,
            "cv_macro_f1": cv.macro_f1,
            "test_accuracy": held.accuracy,
            "test_macro_f1": held.macro_f1,
            "cv_ece": round(cv_ece, 4),
            "test_ece": round(test_ece, 4),
            "train_seconds": round(seconds, 2),
        }
        if name == CHOSEN:
            results["threshold_test"] = sweep(test.labels, model.labels, held_out_probabilities)
            results["threshold_cv"] = sweep(train.labels, order, oof)
            results["test_confusions"] = asdict(held)["confusions"]
            if probe:
                results["banking_probe_refused"] = probe_refusals(model, probe)

    for title, key in (("held-out", "threshold_test"), ("out-of-fold (cv)", "threshold_cv")):
        print(f"\n{CHOSEN}: threshold sweep on {title}")
        print(f"{'min_conf':>8} {'routing':>8} {'oos rec':>8} {'oos prec':>9} {'banking refused':>16}")
        for row in results[key]:
            print(
                f"{row['threshold']:8.2f} {row['routing_accuracy']:8.3f} {row['oos_recall']:8.3f} "
                f"{row['oos_precision']:9.3f} {row['banking_refused']:16.3f}"
            )
    if probe:
        print(f"\n{CHOSEN}: share of {len(probe)} external banking messages refused, by min_confidence")
        print("  ".join(f"{t:.2f}: {share:.3f}" for t, share in results["banking_probe_refused"].items()))
    print("\nheld-out confusions (gold -> predicted, count):", results["test_confusions"][:12])
    results["latency"] = single_message_latency(train, settings)
    print("single message predict, real embedder:", results["latency"])
    if args.json:
        args.json.write_text(json.dumps(results, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
