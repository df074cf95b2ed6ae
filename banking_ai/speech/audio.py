"""Loading a customer's recording safely: limits are checked before the audio reaches an engine.

Order of checks: the byte size (``stat`` for a path, ``len`` for bytes) → the leading bytes say
which container it is (an image, a PDF or a text file is "not_audio"; AIFF, AMR and the like are
"unsupported_format") → the declared length against ``max_seconds`` where the header gives it →
decoding (a truncated or corrupt file is "damaged") → one mono 16 kHz int16 signal (what
pocketsphinx needs, and small to upload) → the length again → the loudest 30 ms against a
silence threshold ("silent").

WAV is read with the standard library. FLAC, Ogg (Vorbis, Opus) and MP3 go through ``soundfile``
(libsndfile, bundled in its wheel). WebM and MP4 — what browsers' ``MediaRecorder`` produces, and
what the chat's microphone sends (``recording.webm`` from Chrome) — go through PyAV, whose wheel
bundles FFmpeg's decoders. Nothing is written to disk.
"""

from __future__ import annotations

import io
import logging
import wave
from dataclasses import dataclass

from banking_ai.speech.base import AudioError, AudioSource

log = logging.getLogger(__name__)

RATE = 16_000  # samples per second the engines get
FRAME = RATE * 30 // 1000  # 30 ms
# Loudest 30 ms below this RMS (int16 units; ~-50 dBFS) is silence: a muted microphone or an
# empty room measured 0-40; espeak speech and a quiet voice several thousand.
SILENCE_RMS = 100.0
_STREAMED_WAV_BYTES = 0x7FFF0000

# Leading bytes -> container. Checked in order.
_CONTAINERS: tuple[tuple[int, bytes, str], ...] = (
    (0, b"RIFF", "wav"),  # WAVE checked below
    (0, b"fLaC", "flac"),
    (0, b"OggS", "ogg"),
    (0, b"ID3", "mp3"),
    (0, b"\x1a\x45\xdf\xa3", "webm"),  # Matroska / WebM
    (4, b"ftyp", "mp4"),  # MP4 / M4A; HEIC images are caught first below
)
_NOT_AUDIO: tuple[tuple[int, bytes], ...] = (
    (0, b"%PDF"),
    (0, b"\x89PNG"),
    (0, b"\xff\xd8\xff"),  # JPEG
    (0, b"GIF8"),
    (4, b"ftypheic"),
    (4, b"ftypavif"),
    (0, b"PK\x03\x04"),  # zip, DOCX
    (0, b"<"),  # HTML, XML
    (0, b"{"),  # JSON
)
_UNSUPPORTED: tuple[tuple[int, bytes], ...] = (
    (0, b"FORM"),  # AIFF
    (0, b"#!AMR"),
    (0, b".snd"),  # Sun/NeXT au
    (0, b"MThd"),  # MIDI: no recording at all, but a precise word is kinder
    (0, b"0&\xb2u"),  # ASF / WMA
)


@dataclass(frozen=True, slots=True)
class LoadedAudio:
    """A recording as 16 kHz mono int16 little-endian ``pcm``; ``format`` is the container read."""

    pcm: bytes
    format: str

    @property
    def seconds(self) -> float:
        return len(self.pcm) / 2 / RATE


def read_bytes(source: AudioSource, max_bytes: int) -> bytes:
    """The recording's bytes; a path is refused by its size before it is read. Raises ``AudioError``."""
    from banking_ai.files import read_upload

    return read_upload(source, max_bytes, AudioError, not_a_file="not_audio")


def load_audio(source: AudioSource, *, max_bytes: int, max_seconds: float) -> LoadedAudio:
    """``source`` decoded to 16 kHz mono int16 within the limits.

    Raises ``AudioError`` with reason "empty", "not_found", "too_large", "not_audio",
    "unsupported_format", "damaged", "too_long" or "silent".
    """
    data = read_bytes(source, max_bytes)
    kind = container(data)
    if kind == "wav":
        samples, rate = _decode_wav(data, max_seconds)
    elif kind in ("flac", "ogg", "mp3"):
        samples, rate = _decode_soundfile(data, kind, max_seconds)
    else:
        samples, rate = _decode_av(data, kind, max_seconds)
    pcm = _to_16k_int16(samples, rate)
    loaded = LoadedAudio(pcm=pcm, format=kind)
    _check_length(loaded.seconds, max_seconds)
    loudest = loudest_rms(pcm)
    if loudest < SILENCE_RMS:
        raise AudioError("silent", detail=f"{loaded.seconds:.1f} s, loudest 30 ms RMS {loudest:.0f}")
    return loaded


def container(data: bytes) -> str:
    """ "wav", "flac", "ogg", "mp3", "webm" or "mp4" from the leading bytes; raises ``AudioError``
    ("not_audio", "unsupported_format") for anything else."""
    head = data[:64]
    for offset, magic in _NOT_AUDIO:
        if head[offset : offset + len(magic)] == magic:
            raise AudioError("not_audio", detail=f"leading bytes {magic!r}")
    for offset, magic in _UNSUPPORTED:
        if head[offset : offset + len(magic)] == magic:
            raise AudioError("unsupported_format", detail=f"leading bytes {magic!r}")
    for offset, magic, kind in _CONTAINERS:
        if head[offset : offset + len(magic)] == magic:
            if kind == "wav" and head[8:12] != b"WAVE":
                raise AudioError("unsupported_format", detail="RIFF but not WAVE")
            return kind
    if len(head) >= 2 and head[0] == 0xFF and head[1] & 0xE0 == 0xE0:  # an MPEG audio frame
        return "mp3"
    raise AudioError("not_audio", detail=f"{len(data)} bytes, unknown leading bytes")


def loudest_rms(pcm: bytes) -> float:
    """The highest RMS over 30 ms frames of int16 ``pcm``, in int16 units [0, 32768]."""
    import numpy as np

    samples = np.frombuffer(pcm, dtype="<i2").astype(np.float32)
    usable = len(samples) // FRAME * FRAME
    if usable == 0:
        return float(np.sqrt(np.mean(samples**2))) if len(samples) else 0.0
    frames = samples[:usable].reshape(-1, FRAME)
    return float(np.sqrt((frames**2).mean(axis=1)).max())


def _check_length(seconds: float, max_seconds: float) -> None:
    if seconds > max_seconds:
        raise AudioError("too_long", detail=f"{seconds:.1f} s > {max_seconds:g} s", limit=_duration(max_seconds))


def _decode_wav(data: bytes, max_seconds: float):
    """(float32 mono samples in [-1, 1], rate) of a PCM WAV; other WAV codings go to soundfile."""
    import numpy as np

    try:
        with wave.open(io.BytesIO(data)) as reader:
            rate, width, channels, declared = (
                reader.getframerate(),
                reader.getsampwidth(),
                reader.getnchannels(),
                reader.getnframes(),
            )
            if rate <= 0 or channels <= 0:
                raise AudioError("damaged", detail=f"wav header: {rate} Hz, {channels} channels")
            # A WAV written as a stream (espeak-ng --stdout, some recorders) declares the largest
            # size instead of its own; only a real declared size can show a cut-off file.
            streamed = declared * width * channels >= _STREAMED_WAV_BYTES
            if streamed:
                declared = int((max_seconds + 1) * rate)
            else:
                _check_length(declared / rate, max_seconds)
            frames = reader.readframes(declared)
    except wave.Error as error:
        if "unknown format" in str(error):  # float or compressed WAV: libsndfile reads those
            return _decode_soundfile(data, "wav", max_seconds)
        raise AudioError("damaged", detail="wav header unreadable") from None
    except EOFError:
        raise AudioError("damaged", detail="wav header cut off") from None
    got = len(frames) // (width * channels)
    if got == 0 or (not streamed and got < declared * 0.98):  # the upload or the recording was cut off
        raise AudioError("damaged", detail=f"wav has {got} of {declared} frames")
    if width == 1:
        samples = (np.frombuffer(frames, dtype=np.uint8).astype(np.float32) - 128) / 128
    elif width == 2:
        samples = np.frombuffer(frames[: got * channels * 2], dtype="<i2").astype(np.float32) / 32768
    elif width == 3:
        raw = np.frombuffer(frames[: got * channels * 3], dtype=np.uint8).reshape(-1, 3)
        ints = (raw[:, 0].astype(np.int32) | raw[:, 1].astype(np.int32) << 8 | raw[:, 2].astype(np.int32) << 16) << 8
        samples = ints.astype(np.float32) / 2**31
    else:
        samples = np.frombuffer(frames[: got * channels * 4], dtype="<i4").astype(np.float32) / 2**31
    return samples.reshape(-1, channels).mean(axis=1), rate


def _decode_soundfile(data: bytes, kind: str, max_seconds: float):
    try:
        import soundfile
    except ImportError:
        raise AudioError("unsupported_format", detail=f"{kind}: soundfile is not installed") from None
    try:
        with soundfile.SoundFile(io.BytesIO(data)) as reader:
            if reader.samplerate <= 0:
                raise AudioError("damaged", detail=f"{kind}: bad sample rate")
            if reader.frames > 0:
                _check_length(reader.frames / reader.samplerate, max_seconds)
            limit = int((max_seconds + 1) * reader.samplerate)
            samples = reader.read(frames=limit, dtype="float32", always_2d=True)
            rate = reader.samplerate
    except AudioError:
        raise
    except Exception as error:  # libsndfile: "Format not recognised", "Internal error", truncation
        if kind == "ogg":  # Ogg Opus on an older libsndfile: FFmpeg reads it
            return _decode_av(data, kind, max_seconds)
        raise AudioError("damaged", detail=f"{kind}: {type(error).__name__}") from None
    if len(samples) == 0:
        raise AudioError("damaged", detail=f"{kind}: no samples")
    return samples.mean(axis=1), rate


def _decode_av(data: bytes, kind: str, max_seconds: float):
    """WebM / MP4 (and Ogg Opus) through FFmpeg's decoders, resampled to 16 kHz mono on the way."""
    import numpy as np

    try:
        import av
    except ImportError:
        raise AudioError("unsupported_format", detail=f"{kind}: PyAV is not installed") from None
    limit = int((max_seconds + 1) * RATE)
    pieces: list = []
    total = 0
    try:
        with av.open(io.BytesIO(data), mode="r") as box:
            if not box.streams.audio:
                raise AudioError("not_audio", detail=f"{kind}: no audio stream")
            resampler = av.AudioResampler(format="flt", layout="mono", rate=RATE)
            for frame in box.decode(box.streams.audio[0]):
                for out in resampler.resample(frame):
                    piece = out.to_ndarray().reshape(-1)
                    pieces.append(piece)
                    total += len(piece)
                if total > limit:
                    raise AudioError("too_long", detail=f"{kind}: over {max_seconds:g} s", limit=_duration(max_seconds))
    except AudioError:
        raise
    except Exception as error:  # av.error.InvalidDataError and friends
        raise AudioError("damaged", detail=f"{kind}: {type(error).__name__}") from None
    if total == 0:
        raise AudioError("damaged", detail=f"{kind}: no samples decoded")
    return np.concatenate(pieces).astype(np.float32), RATE


def _to_16k_int16(samples, rate: int) -> bytes:
    import numpy as np

    if rate != RATE:
        from math import gcd

        from scipy.signal import resample_poly

        common = gcd(RATE, rate)
        samples = resample_poly(samples, RATE // common, rate // common)
    return (np.clip(samples, -1.0, 1.0) * 32767).astype("<i2").tobytes()


def _duration(seconds: float) -> str:
    return f"{seconds / 60:g} minute{'s' if seconds != 60 else ''}" if seconds >= 60 else f"{seconds:g} seconds"
