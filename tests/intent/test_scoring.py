"""Turning probabilities into routing decisions, scoring them, and the keyword fake."""

from __future__ import annotations

import pytest

from banking_ai.intent import INTENT_LABELS, IntentClassifier, KeywordIntentClassifier
from banking_ai.intent.base import has_content, prediction_from_probabilities
from banking_ai.intent.evaluation import evaluate_predictions
from banking_ai.types import IntentPrediction


def test_prediction_takes_top_label_and_next_two_as_alternatives():
    p = prediction_from_probabilities(["a", "b", "c", "d"], [0.1, 0.6, 0.05, 0.25], min_confidence=0.3)
    assert p == IntentPrediction("b", 0.6, True, (("d", 0.25), ("a", 0.1)))


@pytest.mark.parametrize(
    ("probabilities", "min_confidence", "in_scope"),
    [
        ([0.5, 0.3, 0.2], 0.35, True),
        ([0.34, 0.33, 0.33], 0.35, False),  # too unsure to route on
        ([0.35, 0.33, 0.32], 0.35, True),  # the threshold itself is enough
        ([0.1, 0.1, 0.8], 0.35, False),  # off_topic is never in scope
    ],
)
def test_out_of_scope_is_off_topic_or_unsure(probabilities, min_confidence, in_scope):
    p = prediction_from_probabilities(["loan_info", "card_info", "off_topic"], probabilities, min_confidence)
    assert p.in_scope is in_scope


def test_content_check():
    assert not has_content("") and not has_content("  ?! ...") and has_content("FD?") and has_content("5")


def _p(label, in_scope=True):
    return IntentPrediction(label, 0.9, in_scope)


def test_evaluation_counts_accuracy_routing_and_out_of_scope():
    gold = ["loan_info", "loan_info", "card_info", "off_topic", "off_topic"]
    predictions = [
        _p("loan_info"),
        _p("loan_info", in_scope=False),  # right label, but refused: a routing error
        _p("loan_info"),
        _p("off_topic", in_scope=False),
        _p("card_info"),  # off-topic let through
    ]
    scores = evaluate_predictions(gold, predictions)
    assert scores.accuracy == 0.6
    assert scores.routing_accuracy == 0.4
    assert scores.per_label["loan_info"].precision == pytest.approx(0.6667, abs=1e-4)
    assert scores.per_label["loan_info"].recall == 1.0
    assert scores.per_label["card_info"].f1 == 0.0
    assert scores.out_of_scope.recall == 0.5
    assert scores.out_of_scope.precision == 0.5
    assert scores.out_of_scope.false_rejects == pytest.approx(1 / 3, abs=1e-4)
    assert ("card_info", "loan_info", 1) in scores.confusions


def test_evaluation_without_off_topic_has_no_out_of_scope_scores():
    assert evaluate_predictions(["greeting"], [_p("greeting")]).out_of_scope is None
    with pytest.raises(ValueError):
        evaluate_predictions(["greeting"], [])


def test_keyword_fake_is_a_deterministic_intent_classifier():
    fake = KeywordIntentClassifier()
    assert isinstance(fake, IntentClassifier)  # the protocol, structurally
    assert fake.labels == INTENT_LABELS
    lost, fraud, dispute, locker, weather, this = fake.predict(
        [
            "I lost my card yesterday",
            "fraud on my account!",
            "how do I raise a chargeback",
            "locker rules",
            "weather today",
            "this is it",
        ]
    )
    assert (lost.label, lost.in_scope) == ("card_lost_stolen", True)
    assert fraud.label == "fraud_report"
    assert dispute.label == "dispute_charge"
    assert (locker.label, locker.in_scope) == ("other_banking", True)
    assert (weather.label, weather.in_scope) == ("off_topic", False)
    assert this.label == "off_topic"  # 'hi' is matched as a word, not inside 'this'
    assert fake.texts_seen == 6


def test_keyword_fake_takes_custom_rules():
    fake = KeywordIntentClassifier({"loan_info": ["loan"]}, default_label="other", confidence=0.2, min_confidence=0.3)
    (p,) = fake.predict(["home loan rates"])
    assert fake.labels == ("loan_info", "other")
    assert (p.label, p.confidence, p.in_scope) == ("loan_info", 0.2, False)
