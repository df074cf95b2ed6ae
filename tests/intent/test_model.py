"""The production intent model (real MiniLM, trained once on the committed CSV) as customers meet it."""

from __future__ import annotations

import json

import numpy as np
import pytest

from banking_ai.intent import INTENT_LABELS, OFF_TOPIC, IntentClassifier, IntentModelMismatch, SklearnIntentClassifier
from banking_ai.intent.dataset import read_intent_csv
from banking_ai.intent.evaluation import evaluate_predictions
from tests.intent.conftest import INTENTS_CSV, SMALL_EXAMPLES, HashEmbedder

pytestmark = [pytest.mark.integration, pytest.mark.slow]


def test_held_out_accuracy_and_off_topic_detection(trained_model, held_out):
    # Measured 0.948 accuracy / 0.949 macro-F1 on these 306 texts and 41 of 44 off-topic texts kept
    # out (docs/intent.md). Floors sit about one 95 % binomial interval below (+-2.5 points for 306
    # texts, +-8 for 44); tf-idf features alone score 0.905 and fail.
    scores = evaluate_predictions(held_out.labels, trained_model.predict(list(held_out.texts)))
    assert scores.accuracy >= 0.92, scores.confusions
    assert scores.macro_f1 >= 0.92
    assert scores.routing_accuracy >= 0.92
    assert scores.out_of_scope.recall >= 0.85
    assert scores.out_of_scope.false_rejects <= 0.03
    weak = {label: s.recall for label, s in scores.per_label.items() if s.recall < 0.7}
    assert not weak, f"labels the model mostly misses: {weak}"


def test_probabilities_are_calibrated_distributions(trained_model, held_out):
    texts = list(held_out.texts)
    probabilities = trained_model.predict_proba(texts)
    assert probabilities.shape == (len(texts), len(INTENT_LABELS))
    assert np.all((probabilities >= 0) & (probabilities <= 1))
    assert np.allclose(probabilities.sum(axis=1), 1.0, atol=1e-6)
    predictions = trained_model.predict(texts)
    for p, row in zip(predictions, probabilities, strict=True):
        assert p.confidence == pytest.approx(row.max(), abs=1e-4)
        assert len(p.alternatives) == 2 and p.label not in {a for a, _ in p.alternatives}
        assert p.confidence >= p.alternatives[0][1] >= p.alternatives[1][1]
    # Calibrated: confidence tracks correctness. Expected calibration error over 5 bins measured
    # 0.04 with temperature scaling; per-class sigmoid calibration measured 0.20 and fails.
    confidence = probabilities.max(axis=1)
    correct = np.array([p.label == g for p, g in zip(predictions, held_out.labels, strict=True)])
    bins = np.minimum((confidence * 5).astype(int), 4)
    ece = sum(abs(correct[bins == b].mean() - confidence[bins == b].mean()) * (bins == b).mean() for b in set(bins))
    assert ece < 0.10, ece
    assert confidence[correct].mean() > confidence[~correct].mean()


@pytest.mark.parametrize(
    "text",
    [
        "any tips for my japan trip in april?",
        "how much does medical treatment cost in a private hospital",
        "sitting on the river bank at sunset",
        "my phone battery dies by noon",
        "who will win the ipl final",
        "give me a recipe for gulab jamun",
        "give me three stock tips for tomorrow",  # investment advice: not the bank's assistant's job
        "",
        "???",
    ],
)
def test_off_topic_messages_are_out_of_scope(trained_model, text):
    (prediction,) = trained_model.predict([text])
    assert not prediction.in_scope, prediction


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("mera card kho gaya", "card_lost_stolen"),
        ("FD pe byaaj kitna hai", "deposit_rates"),
        ("emi for 7 lakh at 9.5% for 4 years", "emi_calculation"),
        ("how much will i get on 3 lakh fd at 7% for 2 years", "deposit_maturity_calculation"),
        ("going on a japan trip, will my debit card work there?", "card_info"),
        ("is pan card required to open a savings a/c", "account_opening_kyc"),
        ("upi txn failed but amt debited", "transfer_failure"),
        ("someone did a fraud txn on my cc", "fraud_report"),
        ("a caller has my otp and money is leaving my account right now", "fraud_report"),
        ("how long does the bank take to decide a chargeback", "dispute_charge"),
        ("the hotel billed my card twice for one night", "dispute_charge"),
        ("do you rent out lockers at the pune camp branch", "other_banking"),
        ("can i buy a forex card at the branch", "other_banking"),
        ("what is the current balance in my savings a/c", "account_specific"),
        ("has my home loan application been approved", "account_specific"),
    ],
)
def test_banking_messages_route_to_their_intent(trained_model, text, label):
    (prediction,) = trained_model.predict([text])
    assert (prediction.label, prediction.in_scope) == (label, True), prediction


@pytest.mark.parametrize(
    "text",
    [
        "which documents do you need from me to open a current account",
        "do you deduct anything from my account if i don't use my debit card for a year",
        "how much interest do you pay on my savings a/c balance",
        "what is the late fee if i pay my credit card bill after the due date",
        "do i have to pay for the debit card on my account every year",
        "is there a limit on how much i can send by upi from my account in a day",
    ],
)
def test_policy_questions_in_the_first_person_are_not_refused_as_account_specific(trained_model, text):
    """'my' alone must not turn a question about rules, fees or documents into "I can't see your accounts".
    Trained on the old data, four of these six were predicted account_specific."""
    (prediction,) = trained_model.predict([text])
    assert prediction.label != "account_specific" and prediction.in_scope, prediction


def test_held_out_urgent_only_for_fraud_in_progress_and_new_topics_reach_the_policies(trained_model, held_out):
    # Measured on test.csv (docs/intent.md): 1 of 13 dispute/rules questions urgent (trained on the old
    # single fraud_dispute label: 12 of 13), 11 of 13 frauds in progress urgent, 14 of 15 new-topic banking
    # questions answered from the policies (old labels: 11 of 15; the rest refused, handed off or redirected).
    predictions = trained_model.predict(list(held_out.texts))
    urgent = {"card_lost_stolen", "fraud_report"}
    not_policies = urgent | {OFF_TOPIC, "account_specific", "human_agent", "greeting", "thanks_goodbye"}

    def predicted_for(gold):
        return [p for p, g in zip(predictions, held_out.labels, strict=True) if g == gold]

    disputes, frauds, new_topics = (predicted_for(g) for g in ("dispute_charge", "fraud_report", "other_banking"))
    assert len(disputes) >= 10 and len(frauds) >= 10 and len(new_topics) >= 10
    assert sum(p.label in urgent for p in disputes) <= 3, [p.label for p in disputes]
    assert sum(p.label in urgent for p in frauds) >= len(frauds) - 4, [p.label for p in frauds]
    assert sum(p.label not in not_policies for p in new_topics) >= len(new_topics) - 3, [p.label for p in new_topics]


def test_batch_and_single_predictions_agree(trained_model, held_out):
    texts = list(held_out.texts[:20])
    batch = trained_model.predict(texts)
    singles = [trained_model.predict([t])[0] for t in texts]  # single texts use the cached query path
    assert [p.label for p in batch] == [p.label for p in singles]
    assert all(abs(a.confidence - b.confidence) < 1e-3 for a, b in zip(batch, singles, strict=True))


def test_save_load_round_trip_gives_identical_predictions(trained_model, held_out, embedder, tmp_path):
    trained_model.save(tmp_path / "model")
    loaded = SklearnIntentClassifier.load(tmp_path / "model", embedder)
    assert isinstance(loaded, IntentClassifier)
    assert loaded.labels == trained_model.labels
    texts = list(held_out.texts)
    assert np.array_equal(loaded.predict_proba(texts), trained_model.predict_proba(texts))
    assert loaded.predict(texts) == trained_model.predict(texts)
    meta = json.loads((tmp_path / "model" / "meta.json").read_text())
    assert meta["sklearn_version"] and meta["embedder"] == "all-MiniLM-L6-v2/384"
    assert meta["examples"] == len(read_intent_csv(INTENTS_CSV))


def test_saving_again_replaces_the_model_and_leaves_no_temporary_folders(trained_model, embedder, tmp_path):
    small = SklearnIntentClassifier(embedder)
    texts = [t for ts in SMALL_EXAMPLES.values() for t in ts]
    small.fit(texts, [label for label, ts in SMALL_EXAMPLES.items() for _ in ts])
    trained_model.save(tmp_path / "model")
    small.save(tmp_path / "model")
    assert SklearnIntentClassifier.load(tmp_path / "model", embedder).labels == small.labels
    assert sorted(p.name for p in tmp_path.iterdir()) == ["model"]


def test_load_refuses_other_sklearn_version_other_embedder_and_missing_model(trained_model, embedder, tmp_path):
    directory = trained_model.save(tmp_path / "model")
    with pytest.raises(IntentModelMismatch, match="trained with embedder all-MiniLM-L6-v2/384"):
        SklearnIntentClassifier.load(directory, HashEmbedder())
    meta_path = directory / "meta.json"
    meta = json.loads(meta_path.read_text())
    meta_path.write_text(json.dumps({**meta, "sklearn_version": "0.24.2"}))
    with pytest.raises(IntentModelMismatch, match=r"scikit-learn 0\.24\.2"):
        SklearnIntentClassifier.load(directory, embedder)
    with pytest.raises(IntentModelMismatch, match="no model in"):
        SklearnIntentClassifier.load(tmp_path / "nothing", embedder)


def test_compact_probabilities_match_scikit_learn(embedder):
    """The numpy predictor replaces CalibratedClassifierCV.predict_proba only where they agree."""
    from banking_ai.intent.calibrated import CalibratedLinearEnsemble

    texts = [t for ts in SMALL_EXAMPLES.values() for t in ts]
    labels = [label for label, ts in SMALL_EXAMPLES.items() for _ in ts]
    model = SklearnIntentClassifier(embedder).fit(texts, labels)
    assert isinstance(model._estimator, CalibratedLinearEnsemble)
    reference = model._new_estimator(6).fit(model._matrix(texts), labels)
    queries = ["my atm card got stolen", "fd rates please", "hello", "cricket score"]
    assert np.allclose(model.predict_proba(queries), reference.predict_proba(model._matrix(queries)), atol=1e-4)
    two = SklearnIntentClassifier(embedder).fit(texts[:12], labels[:12])  # the binary case
    assert [p.label for p in two.predict(["hey hello", "my card was stolen"])] == ["greeting", "card_lost_stolen"]


def test_tfidf_only_model_needs_no_embedder(tmp_path):
    texts = [t for ts in SMALL_EXAMPLES.values() for t in ts]
    labels = [label for label, ts in SMALL_EXAMPLES.items() for _ in ts]
    model = SklearnIntentClassifier(features="tfidf").fit(texts, labels)
    model.save(tmp_path / "m")
    loaded = SklearnIntentClassifier.load(tmp_path / "m", None)
    assert loaded.predict(["fd interest rate for senior citizens"])[0].label == "deposit_rates"
    assert loaded.predict(["tell me a joke please"])[0].label == OFF_TOPIC
    with pytest.raises(ValueError, match="needs an embedder"):
        SklearnIntentClassifier(features="both")
