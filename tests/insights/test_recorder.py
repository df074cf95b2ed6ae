"""One record per finished turn, from the orchestrator, whichever way the turn was served."""

from __future__ import annotations

import logging
from dataclasses import replace

from banking_ai.conversation.replies import CLOSEST
from banking_ai.insights import SqliteTurnStore, StoreRecorder, Thresholds, unanswered_category
from banking_ai.types import Answer
from tests.conversation.fakes import FakeSearcher, chunk
from tests.conversation.test_orchestrator import build


class ListRecorder:
    """Keeps what the orchestrator hands over."""

    def __init__(self) -> None:
        self.calls: list[tuple[Answer, object, str]] = []

    def record(self, answer, *, nearest, question) -> None:
        self.calls.append((answer, nearest, question))


def test_every_finished_turn_is_recorded_once_whether_streamed_or_not():
    assistant, _ = build()
    assistant.recorder = recorder = ListRecorder()
    assistant.respond("s1", "What are the FD rates?")
    events = list(assistant.respond_stream("s1", "hello"))
    assert [answer.route for answer, _, _ in recorder.calls] == ["rag", "smalltalk"]
    assert recorder.calls[1][0] is events[-1].answer
    _, nearest, question = recorder.calls[0]
    assert nearest.section == "Fixed Deposit Interest Rates" and question == "What are the FD rates?"
    assert recorder.calls[1][1] is None  # small talk searched nothing


def test_the_recorder_gets_the_masked_text_never_the_raw_message():
    assistant, _ = build()
    assistant.recorder = recorder = ListRecorder()
    assistant.respond("s1", "FD rates for card 4111 1111 1111 1111 holders?")
    question = recorder.calls[0][2]
    assert "4111 1111" not in question and "[card ending 1111]" in question


def test_a_failing_recorder_never_costs_the_customer_the_answer(caplog):
    class Broken:
        def record(self, answer, *, nearest, question):
            raise OSError("disk full")

    assistant, _ = build()
    assistant.recorder = Broken()
    with caplog.at_level(logging.WARNING):
        answer = assistant.respond("s1", "What are the FD rates?")
    assert answer.route == "rag" and "6.50%" in answer.text
    assert "not recorded: OSError" in caplog.text


def test_a_store_that_cannot_be_written_drops_the_record_and_serves_the_turn(tmp_path, caplog):
    store = SqliteTurnStore(tmp_path / "turns.sqlite3")
    store.close()  # every write now fails
    assistant, _ = build()
    assistant.recorder = StoreRecorder(store)
    with caplog.at_level(logging.WARNING):
        assert assistant.respond("s1", "What are the FD rates?").route == "rag"
    assert "insights: turn not recorded" in caplog.text


def test_stored_records_carry_route_intent_section_and_reason_and_hash_the_session(tmp_path):
    store = SqliteTurnStore(tmp_path / "turns.sqlite3")
    assistant, _ = build()
    assistant.recorder = StoreRecorder(store)
    assistant.respond("conversation-42", "How do I order a cheque book?")  # only a weak passage
    assistant.respond("conversation-42", "Do you finance yachts?")  # nothing at all
    thin, nothing = store.records()
    assert (thin.route, thin.unanswered, thin.place) == ("rag", "thin_context", "Savings > Cheques")
    assert thin.score == 0.33 and thin.latency_ms > 0
    assert (nothing.route, nothing.unanswered, nothing.place) == ("no_information", "no_information", "")
    assert thin.session == nothing.session != "conversation-42"  # one conversation, under a keyed hash
    assistant.respond("conversation-43", "How do I order a cheque book?")
    assert store.records()[-1].session != thin.session
    assert thin.question is None  # no text without the opt-in


def test_a_question_under_the_answer_gate_is_recorded_with_the_nearest_passage_all_the_same():
    class GatedSearcher(FakeSearcher):
        """Like the real retriever: nothing comes back under the gate unless the gate is lowered."""

        def search(self, query, top_k=None, *, min_score=None):
            found = super().search(query, top_k)
            return found if min_score is not None else [c for c in found if c.cosine >= 0.30]

    weak = chunk("Yachts are not financed.", title="Loans", section="Vehicle loans", score=0.12)
    assistant, _ = build()
    assistant.router.searcher = GatedSearcher({"yacht": [weak], "customer care": []})
    assistant.recorder = recorder = ListRecorder()
    answer = assistant.respond("s1", "Do you finance a yacht?")
    assert answer.route == "no_information"
    assert recorder.calls[0][1] == weak


def test_which_turns_count_as_unanswered():
    def category(route, intent="loan_info", confidence=0.9, score=0.8, cosine=0.7, text=""):
        answer = Answer(text=text, route=route, intent=intent, confidence=confidence)
        nearest = replace(chunk("x", score=score), cosine=cosine)
        return unanswered_category(answer, nearest, Thresholds(thin_context_score=0.45, thin_cosine=0.4))

    assert category("no_information") == "no_information"
    assert category("general") == "thin_context"
    assert category("rag", score=0.3) == "thin_context"
    assert category("rag", score=0.6, cosine=0.3) == "thin_context"  # BM25 lifted a passage not about it
    assert category("rag") == ""
    assert category("rag", text=f"I couldn't find this exactly. {CLOSEST}\n\nUp to 7 years. [1]") == "thin_context"
    assert category("off_topic", intent="off_topic", confidence=0.95) == ""  # sure it is not banking
    assert category("off_topic", intent="off_topic", confidence=0.4) == "off_topic_unsure"
    assert category("off_topic", intent="loan_info", confidence=0.3) == "off_topic_unsure"
    assert category("smalltalk") == category("calculation") == ""


def test_no_recorder_when_disabled_or_when_the_store_cannot_be_opened(tmp_path, caplog):
    from banking_ai.insights import make_turn_recorder
    from banking_ai.settings import InsightsSettings, Settings

    def settings(**insights):
        return Settings(_env_file=None, index_dir=tmp_path / "index", insights=InsightsSettings(**insights))

    assert make_turn_recorder(settings(enabled=False)) is None
    (tmp_path / "a-file").write_text("")
    with caplog.at_level(logging.WARNING):
        assert make_turn_recorder(settings(path=tmp_path / "a-file" / "turns.sqlite3")) is None
    assert "recording is off" in caplog.text
    assert make_turn_recorder(settings()).store.path == tmp_path / "insights" / "turns.sqlite3"
