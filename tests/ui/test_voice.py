"""Asking by voice in the chat: the words land in the message box for the customer to check; nothing is sent."""

from __future__ import annotations

from banking_ai.speech import AudioError
from banking_ai.ui.voice import HEARD, TRY_AGAIN, VoiceInput
from tests.speech.fakes import FakeTranscriber
from tests.speech.samples import silence, tone
from tests.ui.fakes import FakeOrchestrator


def _recording(cache, data: bytes):
    path = cache / "5f3a" / "recording.wav"
    path.parent.mkdir(parents=True)
    path.write_bytes(data)
    return path


def test_the_transcript_goes_into_the_box_and_the_recording_is_deleted(tmp_path):
    orchestrator = FakeOrchestrator(transcriber=FakeTranscriber("how do I block my lost debit card"))
    voice = VoiceInput(orchestrator, upload_dir=tmp_path)
    recording = _recording(tmp_path, tone(1.0))

    box, note = voice.listen(str(recording), {"text": "", "files": []})

    assert box == {"text": "how do I block my lost debit card", "files": []}
    assert note == HEARD
    assert orchestrator.calls == []  # shown for correction, not sent
    assert not recording.exists() and not recording.parent.exists()


def test_words_are_added_after_what_is_typed_and_attachments_stay(tmp_path):
    voice = VoiceInput(FakeOrchestrator(transcriber=FakeTranscriber("and what does it mean")), upload_dir=tmp_path)
    shot = {"path": "/x/shot.png", "orig_name": "shot.png", "size": 10}
    box, _ = voice.listen(str(_recording(tmp_path, tone(1.0))), {"text": "I got this error ", "files": [shot]})
    assert box == {"text": "I got this error and what does it mean", "files": [shot]}


def test_bad_recordings_get_a_friendly_note_and_leave_the_box_alone(tmp_path):
    real_checks = FakeTranscriber(validate=True)
    voice = VoiceInput(FakeOrchestrator(transcriber=real_checks), upload_dir=tmp_path)
    typed = {"text": "half a question", "files": []}
    for data, words in ((silence(1.0), "could not hear"), (b"%PDF-1.4", "not a recording"), (b"", "empty")):
        path = tmp_path / "r" / "recording.wav"
        path.parent.mkdir(exist_ok=True)
        path.write_bytes(data)
        box, note = voice.listen(str(path), typed)
        assert box == typed and words in note
        assert not path.exists()

    broken = FakeTranscriber(replies=[AudioError("timeout"), RuntimeError("engine crashed")])
    voice = VoiceInput(FakeOrchestrator(transcriber=broken), upload_dir=tmp_path)
    assert "took too long" in voice.listen(str(_recording(tmp_path, tone(1.0))), None)[1]
    assert voice.listen(str(tmp_path / "gone.wav"), None) == ({"text": "", "files": []}, TRY_AGAIN)
    assert voice.listen(None, typed) == (typed, "")


def test_a_recording_outside_the_upload_cache_is_never_deleted(tmp_path):
    mine = tmp_path / "mine.wav"
    mine.write_bytes(tone(1.0))
    VoiceInput(FakeOrchestrator(), upload_dir=tmp_path / "cache").listen(str(mine), None)
    assert mine.exists()


def test_starting_to_record_prepares_the_engine_without_touching_the_box(tmp_path):
    transcriber = FakeTranscriber()
    voice = VoiceInput(FakeOrchestrator(transcriber=transcriber), upload_dir=tmp_path)
    voice.prepare()
    assert transcriber.warmed == 1 and transcriber.heard == 0
