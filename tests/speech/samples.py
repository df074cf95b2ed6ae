"""Recordings for the speech tests: banking questions spoken by espeak-ng, and bad audio of every kind."""

from __future__ import annotations

import io
import math
import shutil
import subprocess
import wave

ESPEAK = "espeak-ng"


def have_espeak() -> bool:
    return shutil.which(ESPEAK) is not None


def speak(text: str, *, voice: str = "en-us", speed: int = 150) -> bytes:
    """``text`` spoken by espeak-ng as WAV bytes (22.05 kHz mono)."""
    done = subprocess.run(
        [ESPEAK, "-v", voice, "-s", str(speed), "--stdout", text], capture_output=True, check=True, timeout=30
    )
    return done.stdout


def wav(samples, rate: int = 16_000, channels: int = 1) -> bytes:
    """int16 ``samples`` (a sequence of ints, interleaved when stereo) as WAV bytes."""
    import numpy as np

    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as writer:
        writer.setnchannels(channels)
        writer.setsampwidth(2)
        writer.setframerate(rate)
        writer.writeframes(np.asarray(samples, dtype="<i2").tobytes())
    return buffer.getvalue()


def silence(seconds: float = 2.0, rate: int = 16_000) -> bytes:
    return wav([0] * int(seconds * rate), rate)


def tone(seconds: float, rate: int = 16_000, hz: float = 440.0, amplitude: int = 8000) -> bytes:
    return wav([int(amplitude * math.sin(2 * math.pi * hz * i / rate)) for i in range(int(seconds * rate))], rate)


def webm_opus(recording: bytes) -> bytes:
    """A WAV recording re-encoded as WebM/Opus, what Chrome's microphone sends."""
    import av
    import numpy as np

    with wave.open(io.BytesIO(recording)) as reader:
        rate = reader.getframerate()
        samples = np.frombuffer(reader.readframes(reader.getnframes()), dtype="<i2")
    out = io.BytesIO()
    with av.open(out, mode="w", format="webm") as box:
        stream = box.add_stream("libopus", rate=48_000, layout="mono")
        frame = av.AudioFrame.from_ndarray(samples.reshape(1, -1), format="s16", layout="mono")
        frame.sample_rate = rate
        resampler = av.AudioResampler(format="s16", layout="mono", rate=48_000)
        for part in resampler.resample(frame) + resampler.resample(None):
            for packet in stream.encode(part):
                box.mux(packet)
        for packet in stream.encode(None):
            box.mux(packet)
    return out.getvalue()
