"""Speech in, offline: word error rate and latency of pocketsphinx and Whisper base on banking questions.

The questions are spoken by espeak-ng in two voices (en-us, en-gb), then varied: 25 % slower and
faster speech, and white noise at 20 dB and 10 dB SNR. Language models compared: pocketsphinx's own
generic English model and the domain model (the sample policies' index + the intent examples) as a
bigram or trigram, with the intent examples counted once or three times, and with the decoder's
language weight at its default or raised. Settings are chosen on one half of the questions (even
positions) and reported on the other (odd positions), so the reported numbers were not tuned on.

    python -m benchmarks.bench_speech [--quick]

Numbers go to docs/benchmarks.md ("Speech in") by hand.
"""

from __future__ import annotations

import argparse
import io
import re
import statistics
import sys
import tempfile
import time
import wave
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parent.parent
QUESTIONS = [
    "How do I block my lost debit card",
    "What is the interest rate on a fixed deposit",
    "My card was stolen what should I do",
    "How can I open a savings account",
    "What documents do I need for a home loan",
    "Money was debited but the payment failed",
    "How do I change my mobile number",
    "What is the minimum balance for a savings account",
    "Can I close my fixed deposit before maturity",
    "How do I report a fraud transaction",
    "What are the charges for a cheque book",
    "How do I add a nominee to my account",
    "What is the penalty for early loan repayment",
    "How long does a refund take",
    "I want to talk to a customer care agent",
    "How do I reset my net banking password",
    "What is the interest rate for senior citizens",
    "How do I apply for a credit card",
    "My account is frozen what should I do",
    "How do I update my address",
    "What is the limit for a debit card withdrawal",
    "How do I raise a complaint",
    "Someone asked for my password on the phone",
    "How do I dispute a transaction on my credit card",
    "What is a recurring deposit",
    "How much can I transfer in a day",
    "Where is the nearest branch",
    "How do I get a statement of my account",
    "What happens if I miss a loan payment",
    "Is there a fee for a duplicate card",
]
VOICES = ("en-us", "en-gb")
BASE_SPEED = 160
# pocketsphinx's beams made wider (first pass 1e-48 -> 1e-60, words 7e-29 -> 1e-40, ...): fewer search errors, slower.
WIDER_BEAMS = dict(beam=1e-60, wbeam=1e-40, pbeam=1e-60, lpbeam=1e-50, fwdflatbeam=1e-70, fwdflatwbeam=1e-40)


def word_errors(reference: str, hypothesis: str) -> tuple[int, int]:
    """(edit distance in words, reference length); case and punctuation ignored (Whisper writes them)."""
    ref, hyp = _plain(reference).split(), _plain(hypothesis).split()
    row = list(range(len(hyp) + 1))
    for i, r in enumerate(ref, 1):
        previous, row[0] = row[0], i
        for j, h in enumerate(hyp, 1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, previous + (r != h))
    return row[len(hyp)], len(ref)


def _plain(text: str) -> str:
    return re.sub(r"[^\w\s']", " ", text.lower())


def pcm_wav(samples: np.ndarray, rate: int) -> bytes:
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as writer:
        writer.setnchannels(1)
        writer.setsampwidth(2)
        writer.setframerate(rate)
        writer.writeframes(np.clip(samples, -32768, 32767).astype("<i2").tobytes())
    return buffer.getvalue()


def with_noise(recording: bytes, snr_db: float, seed: int) -> bytes:
    with wave.open(io.BytesIO(recording)) as reader:
        rate = reader.getframerate()
        samples = np.frombuffer(reader.readframes(reader.getnframes()), dtype="<i2").astype(np.float64)
    speech = samples[np.abs(samples) > 200]
    power = float(np.mean(speech**2)) if len(speech) else 1.0
    noise = np.random.default_rng(seed).normal(0, np.sqrt(power / 10 ** (snr_db / 10)), len(samples))
    return pcm_wav(samples + noise, rate)


def recordings(quick: bool) -> dict[str, list[tuple[str, bytes]]]:
    """Condition -> [(question, WAV bytes)] (index order = QUESTIONS order, per voice)."""
    from tests.speech.samples import speak

    out: dict[str, list[tuple[str, bytes]]] = {}
    for voice in VOICES[:1] if quick else VOICES:
        plain = [(q, speak(q, voice=voice, speed=BASE_SPEED)) for q in QUESTIONS]
        out[f"{voice}"] = plain
        out[f"{voice} slow -25%"] = [(q, speak(q, voice=voice, speed=int(BASE_SPEED * 0.75))) for q in QUESTIONS]
        out[f"{voice} fast +25%"] = [(q, speak(q, voice=voice, speed=int(BASE_SPEED * 1.25))) for q in QUESTIONS]
        for snr in (20, 10):
            out[f"{voice} noise {snr} dB"] = [(q, with_noise(w, snr, i)) for i, (q, w) in enumerate(plain)]
    return out


def evaluate(transcriber, sets: dict[str, list[tuple[str, bytes]]], half: int) -> dict[str, tuple[float, float]]:
    """Condition -> (WER, median ms) over the questions at positions ``half``, ``half + 2`` ..."""
    from banking_ai.speech import AudioError

    results = {}
    for condition, items in sets.items():
        errors = words = 0
        times = []
        for question, recording in items[half::2]:
            reference = question.lower()
            try:
                heard = transcriber.transcribe(recording)
                text, ms = heard.text, heard.ms
            except AudioError:
                text, ms = "", 0.0
            e, n = word_errors(reference, text)
            errors, words = errors + e, words + n
            times.append(ms)
        results[condition] = (errors / words, statistics.median(times))
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one voice only")
    parser.add_argument(
        "--only", nargs="*", default=None, help="run only the settings whose name contains one of these"
    )
    args = parser.parse_args(argv)

    from pocketsphinx import get_model_path

    from banking_ai.rag.services import build_rag_services
    from banking_ai.settings import Settings, SpeechSettings
    from banking_ai.speech.sphinx import PocketsphinxTranscriber

    work = Path(tempfile.mkdtemp(prefix="bench-speech-"))
    settings = Settings(_env_file=None, index_dir=work / "index")
    rag = build_rag_services(settings)
    started = time.perf_counter()
    report = rag.indexer.build([REPO / "data" / "policies"])
    print(f"index: {report.chunks_total} chunks in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    sets = recordings(args.quick)
    intents = REPO / "data" / "intents" / "intents.csv"
    speech = SpeechSettings(timeout_s=120)
    generic = Path(get_model_path()) / "en-us" / "en-us.lm.bin"
    default_wip = {"wip": 0.65}  # pocketsphinx's own
    configs = {
        "generic en-us LM": dict(language_model=generic, decoder_options=default_wip),
        "domain bigram, intents x3, wip 0.65": dict(order=2, intent_weight=3, decoder_options=default_wip),
        "domain trigram, intents x3, wip 0.65": dict(order=3, intent_weight=3, decoder_options=default_wip),
        "domain trigram, intents x1, wip 30": dict(order=3, intent_weight=1),
        "domain trigram, intents x3, wip 30 (chosen)": dict(order=3, intent_weight=3),
        "... and silence probability 0.1 (rejected)": dict(decoder_options={"silprob": 0.1}),
        "... and wider beams (rejected)": dict(decoder_options=WIDER_BEAMS),
    }
    if args.only:
        configs = {name: options for name, options in configs.items() if any(part in name for part in args.only)}
    # Choice: the clean recordings of the even questions (both voices). Report: the odd questions, all conditions.
    clean = {name: items for name, items in sets.items() if name in VOICES}
    choice: dict[str, dict[str, tuple[float, float]]] = {}
    report: dict[str, dict[str, tuple[float, float]]] = {}
    engines = {
        name: PocketsphinxTranscriber(speech, rag=rag, intents_csv=intents, cache_dir=work / name, **options)
        for name, options in configs.items()
    }
    engines.update(_whisper_engines(speech, work, args.only))
    for name, engine in engines.items():
        started = time.perf_counter()
        engine.warm_up()
        build_s = time.perf_counter() - started
        choice[name] = evaluate(engine, clean, 0)
        report[name] = evaluate(engine, sets, 1)
        mean = statistics.mean(wer for wer, _ in choice[name].values())
        print(f"{name}: model + decoder {build_s:.1f} s; choice-half WER {mean:.3f}", file=sys.stderr, flush=True)
    print("\n### Choice half (even questions, clean): WER / median ms\n")
    _table(choice, list(clean))
    print("\n### Report half (odd questions): WER / median ms\n")
    _table(report, list(sets))
    return 0


def _whisper_engines(speech, work: Path, only: list[str] | None) -> dict:
    """Offline Whisper base (the model wheels), with and without the bank's prompt, beam 5 and 1."""
    from banking_ai.speech import whisper
    from banking_ai.speech.factory import whisper_prompt

    prompt = whisper_prompt("Suvidha Bank")
    settings = {
        "Whisper base, no prompt, beam 5": (None, 5),
        "Whisper base, bank prompt, beam 1": (prompt, 1),
        "Whisper base, bank prompt, beam 5 (chosen)": (prompt, 5),
    }
    out = {}
    for name, (text, beam) in settings.items():
        if only and not any(part in name for part in only):
            continue
        engine = whisper.WhisperTranscriber(speech, model_dir=work / "whisper-base", prompt=text)
        engine.transcribe = _with_beam(engine.transcribe, beam)
        out[name] = engine
    return out


def _with_beam(transcribe, beam: int):
    from banking_ai.speech import whisper

    def run(audio):
        chosen, whisper.BEAM_SIZE = whisper.BEAM_SIZE, beam
        try:
            return transcribe(audio)
        finally:
            whisper.BEAM_SIZE = chosen

    return run


def _table(results: dict[str, dict[str, tuple[float, float]]], conditions: list[str]) -> None:
    print("| language model | " + " | ".join(conditions) + " |")
    print("|---|" + "---|" * len(conditions))
    for name, row in results.items():
        print(f"| {name} | " + " | ".join(f"{row[c][0]:.3f} / {row[c][1]:.0f}" for c in conditions) + " |")


if __name__ == "__main__":
    sys.exit(main())
