"""Read-aloud speed: espeak-ng synthesis time for typical answers (docs/benchmarks.md, "Speech out").

Answers the first N questions of data/eval/retrieval.jsonl with the real assistant (offline answerer,
the local index), then times ``spoken_text`` and ``EspeakSpeaker.speak`` on each answer, one at a time
and then two at once (two customers clicking "Read aloud" together):

    python -m benchmarks.bench_speech_out [--questions 20]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import banking_ai  # noqa: F401  (thread defaults before numpy loads)
from banking_ai.settings import load_settings
from banking_ai.speech.espeak import EspeakSpeaker
from banking_ai.speech.spoken import spoken_text
from banking_ai.speech.wav import wav_seconds

QUESTIONS = Path("data/eval/retrieval.jsonl")


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--questions", type=int, default=20)
    args = parser.parse_args()
    from banking_ai.app import build_services

    settings = load_settings()
    assistant = build_services(settings, warm=False)
    questions = [json.loads(line)["question"] for line in QUESTIONS.read_text().splitlines()[: args.questions]]
    answers = [assistant.respond(f"bench-{n}", q).text for n, q in enumerate(questions)]
    speaker = EspeakSpeaker(settings.speech)
    speaker.speak("Warm up.")
    texts, text_ms, speak_ms, seconds = [], [], [], []
    for answer in answers:
        started = time.perf_counter()
        text = spoken_text(answer)
        text_ms.append((time.perf_counter() - started) * 1000)
        started = time.perf_counter()
        wav = speaker.speak(text)
        speak_ms.append((time.perf_counter() - started) * 1000)
        texts.append(text)
        seconds.append(wav_seconds(wav))
    with ThreadPoolExecutor(2) as pool:
        started = time.perf_counter()
        list(pool.map(speaker.speak, texts))
        pair_ms = (time.perf_counter() - started) * 1000 / len(texts) * 2
    chars = [len(t) for t in texts]
    print(f"{len(texts)} answers: spoken text {statistics.median(chars):.0f} chars median (max {max(chars)})")
    print(f"audio: {statistics.median(seconds):.1f} s median, {max(seconds):.1f} s max")
    print(f"spoken_text: p50 {statistics.median(text_ms):.2f} ms, max {max(text_ms):.2f} ms")
    speed = statistics.median(s * 1000 / m for s, m in zip(seconds, speak_ms, strict=True))
    print(
        f"espeak-ng: p50 {statistics.median(speak_ms):.0f} ms, p95 {_quantile(speak_ms, 0.95):.0f} ms, "
        f"max {max(speak_ms):.0f} ms; {speed:.0f}x faster than real time"
    )
    print(f"two at once: {pair_ms:.0f} ms per pair of answers")


if __name__ == "__main__":
    main()
