"""The real assistant's turns in the insights store: no unmasked card, account, Aadhaar or phone number ever
reaches the file, and without the opt-in no question text at all."""

from __future__ import annotations

import re

import pytest

from banking_ai.insights import SqliteTurnStore, StoreRecorder
from tests.conftest import make_settings

pytestmark = [pytest.mark.integration, pytest.mark.slow]

CARD, ACCOUNT, AADHAAR, PHONE = "4111 1111 1111 1111", "50100234567890", "2345 6789 0124", "98765 43210"
# Questions the sample policies do not answer (so the opt-in keeps their text), each with one number.
QUESTIONS = [
    f"Do you offer pet insurance? my card is {CARD}",
    f"Can I open a demat account with you? a/c no {ACCOUNT}",
    f"Do you finance yachts? my aadhaar is {AADHAAR}",
    f"Is there a crypto trading account? call me on {PHONE}",
]
SESSION = "ravi.kumar@example.com"  # a REST client may use anything as its conversation id


@pytest.fixture(scope="module")
def assistant(sample_services, intent_model_dir):
    from banking_ai.app import build_services
    from banking_ai.settings import ConversationSettings, IntentSettings

    settings = make_settings(sample_services.settings.index_dir)
    settings.intent = IntentSettings(model_dir=intent_model_dir)
    settings.conversation = ConversationSettings(warm_up_answers=False)
    return build_services(settings, warm=False)


def _stored_bytes(folder) -> bytes:
    """Everything the store wrote: the database and any journal or write-ahead log beside it."""
    return b"".join(path.read_bytes() for path in sorted(folder.iterdir()) if path.is_file())


def _ask_all(assistant, store: SqliteTurnStore) -> None:
    assistant.recorder = StoreRecorder(store)
    try:
        for question in QUESTIONS:
            assistant.respond(SESSION, question)
    finally:
        assistant.recorder = None
        assistant.reset(SESSION)


def _assert_no_number_in_clear(stored: bytes) -> None:
    for number in (CARD, ACCOUNT, AADHAAR, PHONE):
        for form in {number, number.replace(" ", "")}:
            assert form.encode() not in stored, form
    squeezed = re.sub(rb"[\s-]", b"", stored)
    for digits in (b"411111111111", ACCOUNT.encode(), b"234567890124", b"9876543210"):
        assert digits not in squeezed
    assert SESSION.encode() not in stored


def test_by_default_no_question_text_is_stored(assistant, tmp_path):
    store = SqliteTurnStore(tmp_path / "insights" / "turns.sqlite3")
    _ask_all(assistant, store)
    records = store.records()
    store.close()
    assert len(records) == len(QUESTIONS) and all(r.question is None for r in records)
    assert any(r.unanswered for r in records)  # the turns were recorded as unanswered, without their text
    stored = _stored_bytes(tmp_path / "insights")
    _assert_no_number_in_clear(stored)
    for word in (b"pet insurance", b"demat", b"yachts", b"crypto", b"[card ending"):
        assert word not in stored


def test_with_the_opt_in_only_masked_text_is_stored(assistant, tmp_path):
    store = SqliteTurnStore(tmp_path / "insights" / "turns.sqlite3", keep_question_text=True)
    _ask_all(assistant, store)
    kept = [r.question for r in store.records() if r.question]
    store.close()
    assert kept, "the unanswered questions' text was kept"
    assert all(re.search(r"\[(card ending \d{4}|account number|Aadhaar|phone number)\]", text) for text in kept)
    _assert_no_number_in_clear(_stored_bytes(tmp_path / "insights"))


def test_an_unanswered_question_names_its_nearest_section_and_how_close_it_was(assistant, tmp_path):
    store = SqliteTurnStore(tmp_path / "turns.sqlite3")
    assistant.recorder = StoreRecorder(store)
    try:
        assistant.respond("s-gate", "Do you finance yachts with a loan?")
    finally:
        assistant.recorder = None
    (record,) = store.records()
    assert record.unanswered and record.place.count(" > ") >= 1
    assert record.cosine is not None and record.cosine < 0.40
