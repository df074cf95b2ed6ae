"""WAV bytes: made from PCM, with complete headers, joined from pieces, and their duration."""

from __future__ import annotations

import io
import struct
import wave
from collections.abc import Sequence


def pcm_wav(pcm: bytes, rate: int) -> bytes:
    """Mono 16-bit ``pcm`` at ``rate`` Hz as a WAV file."""
    out = io.BytesIO()
    with wave.open(out, "wb") as writer:
        writer.setnchannels(1)
        writer.setsampwidth(2)
        writer.setframerate(rate)
        writer.writeframes(pcm)
    return out.getvalue()


def completed_wav(data: bytes) -> bytes:
    """``data`` with correct RIFF and data-chunk sizes. A WAV written to a pipe (``espeak-ng --stdout``)
    cannot seek back to fill them in and says 2 GB; browsers then show a wrong length. Raises
    ``ValueError`` when ``data`` is not a RIFF/WAVE file with a data chunk."""
    if len(data) < 12 or data[:4] != b"RIFF" or data[8:12] != b"WAVE":
        raise ValueError("not a WAV file")
    position = 12
    while position + 8 <= len(data):
        chunk, size = data[position : position + 4], struct.unpack("<I", data[position + 4 : position + 8])[0]
        if chunk == b"data":
            length = len(data) - position - 8
            length -= length % 2  # whole 16-bit samples
            body = data[: position + 4] + struct.pack("<I", length) + data[position + 8 : position + 8 + length]
            return body[:4] + struct.pack("<I", len(body) - 8) + body[8:]
        position += 8 + size + size % 2
    raise ValueError("WAV file without a data chunk")


def joined_wav(pieces: Sequence[bytes]) -> bytes:
    """One WAV of ``pieces`` played one after the other (all must share channels, width and rate)."""
    if len(pieces) == 1:
        return pieces[0]
    out = io.BytesIO()
    params = None
    with wave.open(out, "wb") as joined:
        for piece in pieces:
            with wave.open(io.BytesIO(completed_wav(piece)), "rb") as part:
                shape = (part.getnchannels(), part.getsampwidth(), part.getframerate())
                if params is None:
                    params = shape
                    joined.setnchannels(shape[0])
                    joined.setsampwidth(shape[1])
                    joined.setframerate(shape[2])
                elif shape != params:
                    raise ValueError(f"WAV pieces differ: {shape} after {params}")
                joined.writeframes(part.readframes(part.getnframes()))
    return out.getvalue()


def wav_seconds(data: bytes) -> float:
    """How long ``data`` plays, seconds; raises ``ValueError`` (or ``wave.Error``) for a bad WAV."""
    with wave.open(io.BytesIO(completed_wav(data)), "rb") as audio:
        return audio.getnframes() / float(audio.getframerate())
