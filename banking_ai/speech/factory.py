"""``make_transcriber``: the one place that decides who listens to customers' recordings."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from banking_ai.speech.base import AudioError, AudioSource, Transcriber, Transcript

if TYPE_CHECKING:
    from banking_ai.rag.services import RagServices
    from banking_ai.settings import Settings

log = logging.getLogger(__name__)


class UnavailableTranscriber:
    """Stands in when speech is off or no engine can run: every recording is refused politely with
    ``AudioError("unavailable")``; ``unavailable_detail`` says why, for staff."""

    name = "unavailable"

    def __init__(self, detail: str) -> None:
        self.unavailable_detail = detail

    def transcribe(self, audio: AudioSource) -> Transcript:
        raise AudioError("unavailable", detail=self.unavailable_detail)

    def warm_up(self) -> None:
        """Nothing to load."""


def make_transcriber(settings: Settings, rag: RagServices | None = None) -> Transcriber:
    """Groq Whisper when chosen (or "auto" with a key); offline Whisper base when chosen (or "auto"
    without a key and its wheels installed); else pocketsphinx with the bank's language model (built
    lazily, cached beside the index); ``UnavailableTranscriber`` when none can run."""
    speech = settings.speech
    if not speech.enabled:
        return UnavailableTranscriber("speech is disabled in settings (BANKING_AI_SPEECH__ENABLED)")
    has_key = settings.llm.has_key
    choice = speech.transcriber
    if choice == "groq" or (choice == "auto" and has_key):
        if not has_key:
            return UnavailableTranscriber("the Groq transcriber needs GROQ_API_KEY")
        from banking_ai.speech.groq_stt import GroqTranscriber

        return GroqTranscriber(settings)
    if choice in ("whisper", "auto"):
        from banking_ai.speech.whisper import WhisperTranscriber

        whisper = WhisperTranscriber(
            speech, model_dir=settings.index_dir.parent / "models" / "speech" / "whisper-base",
            prompt=whisper_prompt(settings.conversation.bank_name),
        )  # fmt: skip
        if not whisper.unavailable_detail:
            return whisper
        if choice == "whisper":
            log.warning("speech in unavailable: %s", whisper.unavailable_detail)
            return UnavailableTranscriber(whisper.unavailable_detail)
    from banking_ai.speech.sphinx import PocketsphinxTranscriber

    engine = PocketsphinxTranscriber(
        speech,
        rag=rag,
        intents_csv=settings.intent.data_path,
        cache_dir=settings.index_dir.parent / "models" / "speech",
    )
    if engine.unavailable_detail:
        log.warning("speech in unavailable: %s", engine.unavailable_detail)
        return UnavailableTranscriber(engine.unavailable_detail)
    return engine


def whisper_prompt(bank_name: str) -> str:
    """The text Whisper reads as coming before the recording: what the customer is likely to say,
    so "NEFT" and "net banking" are heard as such (docs/benchmarks.md, "Speech in")."""
    return f"A customer asks {bank_name} about accounts, cards, UPI, NEFT, RTGS, KYC, FD, net banking and loans."
