"""Scores of intent predictions against gold labels: accuracy, macro-F1, per label, out of scope."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from banking_ai.intent.base import OFF_TOPIC
from banking_ai.types import IntentPrediction


@dataclass(frozen=True, slots=True)
class LabelScore:
    """Precision, recall and F1 of one label, each in [0, 1]; ``support`` = gold examples."""

    precision: float
    recall: float
    f1: float
    support: int


@dataclass(frozen=True, slots=True)
class OutOfScopeScore:
    """How well off-topic messages are kept out: positives are gold ``off_topic`` examples,
    predicted positives are predictions with ``in_scope=False``. ``false_rejects`` is the share
    of banking (gold in-scope) messages wrongly refused, in [0, 1]."""

    precision: float
    recall: float
    false_rejects: float


@dataclass(slots=True)
class IntentEvaluation:
    """Scores over ``examples`` messages.

    ``accuracy``: top label correct. ``routing_accuracy``: what the orchestrator gets right —
    an off-topic message refused, or a banking message in scope with the right label.
    ``macro_f1`` averages the per-label F1 of the gold labels. All in [0, 1].
    """

    examples: int
    accuracy: float
    routing_accuracy: float
    macro_f1: float
    per_label: dict[str, LabelScore] = field(default_factory=dict)
    out_of_scope: OutOfScopeScore | None = None
    confusions: list[tuple[str, str, int]] = field(default_factory=list)  # (gold, predicted, count)


def evaluate_predictions(gold: Sequence[str], predictions: Sequence[IntentPrediction]) -> IntentEvaluation:
    """Score ``predictions`` against ``gold`` labels (same order and length)."""
    if len(gold) != len(predictions):
        raise ValueError(f"{len(gold)} gold labels but {len(predictions)} predictions")
    if not gold:
        raise ValueError("nothing to evaluate")
    predicted = [p.label for p in predictions]
    correct = sum(g == p for g, p in zip(gold, predicted, strict=True))
    routed = sum(_routed_right(g, p) for g, p in zip(gold, predictions, strict=True))
    per_label = {label: _label_score(label, gold, predicted) for label in sorted(set(gold))}
    out_of_scope = _out_of_scope(gold, predictions) if OFF_TOPIC in gold else None
    confusions = Counter((g, p) for g, p in zip(gold, predicted, strict=True) if g != p)
    return IntentEvaluation(
        examples=len(gold),
        accuracy=_r(correct / len(gold)),
        routing_accuracy=_r(routed / len(gold)),
        macro_f1=_r(sum(s.f1 for s in per_label.values()) / len(per_label)),
        per_label=per_label,
        out_of_scope=out_of_scope,
        confusions=[(g, p, n) for (g, p), n in confusions.most_common()],
    )


def _routed_right(gold: str, prediction: IntentPrediction) -> bool:
    if gold == OFF_TOPIC:
        return not prediction.in_scope
    return prediction.in_scope and prediction.label == gold


def _label_score(label: str, gold: Sequence[str], predicted: Sequence[str]) -> LabelScore:
    true_positive = sum(g == label and p == label for g, p in zip(gold, predicted, strict=True))
    predicted_count = sum(p == label for p in predicted)
    support = sum(g == label for g in gold)
    precision = true_positive / predicted_count if predicted_count else 0.0
    recall = true_positive / support if support else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return LabelScore(_r(precision), _r(recall), _r(f1), support)


def _out_of_scope(gold: Sequence[str], predictions: Sequence[IntentPrediction]) -> OutOfScopeScore:
    refused = [not p.in_scope for p in predictions]
    off = [g == OFF_TOPIC for g in gold]
    hits = sum(r and o for r, o in zip(refused, off, strict=True))
    banking = len(gold) - sum(off)
    wrongly = sum(r and not o for r, o in zip(refused, off, strict=True))
    return OutOfScopeScore(
        precision=_r(hits / sum(refused)) if any(refused) else 0.0,
        recall=_r(hits / sum(off)),
        false_rejects=_r(wrongly / banking) if banking else 0.0,
    )


def _r(value: float) -> float:
    return round(value, 4)
