"""A deterministic stand-in for the orchestrator: scripted answers, recorded calls."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from banking_ai.conversation.replies import Wording
from banking_ai.speech import Transcript
from banking_ai.types import Answer, Citation, StreamEvent, TraceStep


@dataclass
class Call:
    session_id: str
    text: str | None
    image: object


@dataclass
class FakeOrchestrator:
    """Answers every turn with ``answer`` after streaming ``streamed`` (defaults: the answer's words).

    ``calls`` records what it was asked; ``resets`` the sessions forgotten. ``fail`` makes
    ``respond_stream`` raise after its first piece, as a broken orchestrator would.
    """

    answer: Answer = field(
        default_factory=lambda: Answer(
            text="A 1 year fixed deposit earns 6.80% a year [1].",
            route="rag",
            intent="fd_rates",
            confidence=0.91,
            citations=[
                Citation(1, "Fixed and Recurring Deposits", "Interest rates", "fd.docx", 0.71, "1 year: 6.80% p.a.")
            ],
            trace=[TraceStep("intent", 3.0, "fd_rates 0.91"), TraceStep("retrieve", 12.0, "4 chunks")],
            latency_ms=42.0,
            generator="offline",
        )
    )
    streamed: list[str] | None = None
    fail: bool = False
    rag: object = None
    speaker: object = None  # a tests.speech.fakes.FakeSpeaker to offer read-aloud
    wording: Wording = field(default_factory=lambda: Wording("Suvidha Bank", "call customer care."))
    calls: list[Call] = field(default_factory=list)
    resets: list[str] = field(default_factory=list)
    transcriber: object = field(default_factory=lambda: _fake_transcriber())

    def respond_stream(self, session_id: str, text: str | None, image=None) -> Iterator[StreamEvent]:
        self.calls.append(Call(session_id, text, image))
        pieces = self.streamed if self.streamed is not None else [w + " " for w in self.answer.text.split()]
        for number, piece in enumerate(pieces):
            if self.fail and number == 1:
                raise RuntimeError("boom")
            yield StreamEvent(delta=piece)
        yield StreamEvent(answer=replace(self.answer, session_id=session_id, notices=list(self.answer.notices)))

    def respond(self, session_id: str, text: str | None, image=None) -> Answer:
        answer = None
        for event in self.respond_stream(session_id, text, image):
            answer = event.answer or answer
        assert answer is not None
        return answer

    def reset(self, session_id: str) -> None:
        self.resets.append(session_id)

    def transcribe(self, audio) -> Transcript:
        return self.transcriber.transcribe(audio)

    def prepare_to_listen(self) -> None:
        self.transcriber.warm_up()


def _fake_transcriber():
    from tests.speech.fakes import FakeTranscriber

    return FakeTranscriber()
