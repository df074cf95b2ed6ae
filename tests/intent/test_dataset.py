"""The committed intent data and the CSV checks staff meet when they bring their own file."""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest

from banking_ai.intent.base import INTENT_LABELS, OFF_TOPIC
from banking_ai.intent.dataset import IntentDataError, read_intent_csv
from tests.conftest import REPO
from tests.intent.conftest import HELD_OUT_CSV, INTENTS_CSV, write_csv

RETRIEVAL_EVAL = REPO / "data" / "eval" / "retrieval.jsonl"


def test_committed_training_data_covers_every_routed_label():
    data = read_intent_csv(INTENTS_CSV, min_labels=2, min_per_label=2)
    counts = Counter(data.labels)
    assert set(counts) == set(INTENT_LABELS)
    assert min(counts.values()) >= 40, counts
    assert len({t.lower() for t in data.texts}) == len(data), "duplicate training texts"


def test_held_out_data_is_separate_from_training_data():
    train = read_intent_csv(INTENTS_CSV)
    test = read_intent_csv(HELD_OUT_CSV)
    assert set(test.labels) == set(INTENT_LABELS)
    assert min(Counter(test.labels).values()) >= 10
    overlap = {t.lower() for t in test.texts} & {t.lower() for t in train.texts}
    assert not overlap, f"held-out texts also in training: {sorted(overlap)[:5]}"


def test_training_data_has_the_off_topic_near_misses_the_old_system_got_wrong():
    texts = [t.lower() for t, label in zip(*_columns(INTENTS_CSV), strict=True) if label == OFF_TOPIC]
    assert any("japan" in t for t in texts) and any("treatment" in t for t in texts)
    assert any("bank" in t for t in texts) and any("credit" in t for t in texts)


def test_other_banking_covers_many_topics_and_investment_advice_stays_off_topic():
    """New-topic banking questions (lockers, forex, PPF ...) must reach the policies, not the off-topic
    redirect; stock tips are advice the bank's assistant does not give."""
    texts, labels = _columns(INTENTS_CSV)
    other = [t.lower() for t, label in zip(texts, labels, strict=True) if label == "other_banking"]
    assert len(other) >= 60
    topics = ("locker", "forex", "insurance", "demat", "mutual fund", "ppf", "sukanya", "tds", "standing instruction")
    topics += ("demand draft", "nri", "fastag")
    missing = [topic for topic in topics if not any(topic in t for t in other)]
    assert not missing, f"other_banking has no example about: {missing}"
    off = [t.lower() for t, label in zip(texts, labels, strict=True) if label == OFF_TOPIC]
    assert any("stock" in t or "shares" in t for t in off)


def test_fraud_in_progress_and_dispute_rules_are_separate_labels():
    texts, labels = _columns(INTENTS_CSV)
    by_label = {label: [t.lower() for t, g in zip(texts, labels, strict=True) if g == label] for label in set(labels)}
    assert "fraud_dispute" not in by_label
    assert any("chargeback" in t for t in by_label["dispute_charge"])
    assert any("liability" in t for t in by_label["dispute_charge"])
    assert not any("chargeback" in t or "liability" in t for t in by_label["fraud_report"])
    assert any("otp" in t for t in by_label["fraud_report"]) and any("hack" in t for t in by_label["fraud_report"])


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.lower()))


def test_intent_data_does_not_copy_the_retrieval_evaluation_questions():
    """data/eval/retrieval.jsonl measures retrieval and routing; training on its questions would fake both."""
    questions = [_words(json.loads(line)["question"]) for line in RETRIEVAL_EVAL.read_text().splitlines() if line]
    copies = []
    for path in (INTENTS_CSV, HELD_OUT_CSV):
        for text in read_intent_csv(path).texts:
            words = _words(text)
            # Short keyword queries ("fd premature withdrawal penalty") overlap by nature; longer texts must not.
            if any(min(len(words), len(q)) >= 5 and len(words & q) / len(words | q) >= 0.65 for q in questions):
                copies.append(text)
    assert not copies, copies


def _columns(path):
    data = read_intent_csv(path)
    return data.texts, data.labels


def test_reads_quoted_commas_bom_extra_columns_and_blank_lines(tmp_path):
    path = tmp_path / "x.csv"
    path.write_text(
        '\ufeffid,Text,Label\n1,"EMI for 5,00,000 at 9%",emi_calculation\n\n2, hello ,greeting\n', encoding="utf-8"
    )
    data = read_intent_csv(path)
    assert data.texts == ("EMI for 5,00,000 at 9%", "hello")
    assert data.labels == ("emi_calculation", "greeting")
    assert len(data.sha256) == 64


def test_missing_file_is_named(tmp_path):
    with pytest.raises(IntentDataError, match=r"no such file: .*nope\.csv"):
        read_intent_csv(tmp_path / "nope.csv")


def test_header_without_text_and_label_is_explained(tmp_path):
    path = tmp_path / "bad.csv"
    path.write_text("question,intent\nhi,greeting\n", encoding="utf-8")
    with pytest.raises(IntentDataError, match=r"needs a header row 'text,label' \(found: question,intent\)"):
        read_intent_csv(path)


def test_rows_with_empty_text_or_label_are_reported_with_line_numbers(tmp_path):
    path = tmp_path / "holes.csv"
    path.write_text("text,label\nhi,greeting\n,greeting\nhello,\nbye,thanks_goodbye\n", encoding="utf-8")
    with pytest.raises(IntentDataError, match=r"2 row\(s\) with an empty text or label \(line 3, 4\)"):
        read_intent_csv(path)


def test_header_only_file_has_no_examples(tmp_path):
    path = tmp_path / "empty.csv"
    path.write_text("text,label\n", encoding="utf-8")
    with pytest.raises(IntentDataError, match="no examples"):
        read_intent_csv(path)


def test_training_needs_two_labels(tmp_path):
    path = write_csv(tmp_path / "one.csv", {"greeting": ["hi", "hello", "hey"]})
    assert len(read_intent_csv(path)) == 3  # fine for evaluation
    with pytest.raises(IntentDataError, match=r"1 label \(greeting\); training needs at least 2"):
        read_intent_csv(path, min_labels=2)


def test_training_needs_two_examples_per_label(tmp_path):
    path = write_csv(tmp_path / "thin.csv", {"greeting": ["hi", "hello"], "off_topic": ["weather"]})
    with pytest.raises(IntentDataError, match="at least 2 examples; too few for: off_topic"):
        read_intent_csv(path, min_per_label=2)


def test_non_utf8_file_is_refused_clearly(tmp_path):
    path = tmp_path / "latin1.csv"
    path.write_bytes("text,label\ncaf\xe9,greeting\n".encode("latin-1"))
    with pytest.raises(IntentDataError, match="not UTF-8"):
        read_intent_csv(path)
