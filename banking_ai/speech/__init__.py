"""Speech: customers ask by speaking (``Transcriber``) and hear answers (``Speaker``); see docs/speech.md."""

from banking_ai.speech.base import MESSAGES, AudioError, AudioSource, Speaker, Transcriber, Transcript

__all__ = ["MESSAGES", "AudioError", "AudioSource", "Speaker", "Transcriber", "Transcript"]
