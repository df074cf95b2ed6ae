"""Accuracy and speed of reading banking screenshots: raw tesseract vs each preprocessing step.

Generates screenshots (tests/ocr/samples.py: five kinds of screen in eight fonts, under
eight conditions: clean, dark mode, tiny text, low contrast, JPEG artefacts, rotated 2.5°,
a 1080 × 2400 phone screen, a phone screen forwarded at 45 % size as JPEG), reads each with
every variant through the real ``TesseractOcrEngine.read`` (bytes in, text out), and prints:

- per variant: character error rate (CER, Levenshtein distance / ground-truth length, all
  whitespace collapsed), word recall (order-free), fact recall (error codes, amounts,
  reference numbers found verbatim), mean and p95 ms per image;
- CER per condition for the main variants;
- tesseract threads (OMP_THREAD_LIMIT 1 vs 2), alone and two images at a time;
- the pipe (stdin PGM) vs pytesseract (temporary PNG file) on the same prepared images.

``--languages`` compares, on those screenshots and on Hindi ones (a bank SMS and a customer's question in
Devanagari, light/dark, phone or not), reading with English only, with English and Hindi always, and the
product's way: English, read again with English and Hindi when unsure (``OcrSettings.second_below``).

    python -m benchmarks.bench_ocr [--quick] [--variants raw,chosen] [--languages] [--out results.json]
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace

import banking_ai  # noqa: F401  (thread defaults before numpy loads)
from banking_ai.ocr.base import OcrError
from banking_ai.ocr.preprocess import Preprocessing, prepare
from banking_ai.ocr.tesseract import DEFAULT_PSM, TesseractOcrEngine
from banking_ai.settings import OcrSettings
from tests.ocr.samples import FONTS, HINDI_KINDS, KINDS, Screenshot, render_screenshot, rotated, shrunk

CONDITIONS = ("clean", "dark", "tiny", "low-contrast", "jpeg", "rotated", "phone", "forwarded")
RAW = Preprocessing(grayscale=False, invert_dark=False, rescale=False, deskew=False)
PLAIN = Preprocessing(invert_dark=False, rescale=False, deskew=False)  # grayscale only
CHOSEN = Preprocessing()
# name -> (page segmentation mode, preprocessing, extra tesseract variables)
VARIANTS: dict[str, tuple[int, Preprocessing, tuple[str, ...]]] = {
    "raw psm3": (3, RAW, ()),
    "raw psm4": (4, RAW, ()),
    "raw psm6": (6, RAW, ()),
    "raw psm11": (11, RAW, ()),
    "gray psm3": (3, PLAIN, ()),
    "gray psm4": (4, PLAIN, ()),
    "gray+invert psm4": (4, replace(PLAIN, invert_dark=True), ()),
    "gray+rescale14 psm4": (4, replace(PLAIN, rescale=True, glyph_px=14), ()),
    "gray+rescale20 psm4": (4, replace(PLAIN, rescale=True, glyph_px=20), ()),
    "gray+rescale28 psm4": (4, replace(PLAIN, rescale=True, glyph_px=28), ()),
    "gray+deskew psm4": (4, replace(PLAIN, deskew=True), ()),
    "gray+invert+rescale20+deskew psm3": (3, CHOSEN, ()),
    "gray+invert+rescale20+deskew psm4": (4, CHOSEN, ()),
    "gray+invert+rescale20+deskew psm6": (6, CHOSEN, ()),
    "gray+invert+rescale20+deskew psm11": (11, CHOSEN, ()),
    "chosen+autocontrast psm4": (4, replace(CHOSEN, autocontrast=True), ()),
    "chosen+otsu psm4": (4, replace(CHOSEN, binarize=True), ()),
    "chosen psm4, tesseract re-invert off": (4, CHOSEN, ("tessedit_do_invert=0",)),
    "chosen psm4, output not tidied": (4, CHOSEN, ()),
}


@dataclass(frozen=True, slots=True)
class Case:
    name: str
    condition: str
    data: bytes
    truth: str
    facts: tuple[str, ...]


def build_cases(quick: bool = False) -> list[Case]:
    """One screenshot per (kind, condition); fonts rotate so each condition meets several."""
    fonts = list(FONTS)
    conditions = (*CONDITIONS[:4], "forwarded") if quick else CONDITIONS
    cases = []
    for k, kind in enumerate(KINDS):
        for c, condition in enumerate(conditions):
            font = fonts[(k * 3 + c) % len(fonts)]
            shot, data = _render(kind, condition, font, seed=k * 10 + c)
            cases.append(Case(shot.name + f"-{condition}", condition, data, shot.text, shot.facts))
    return cases


def _render(kind: str, condition: str, font: str, seed: int) -> tuple[Screenshot, bytes]:
    if condition == "dark":
        shot = render_screenshot(kind, font=font, theme="dark", seed=seed)
    elif condition == "tiny":
        shot = render_screenshot(kind, font=font, size=12, width=380, seed=seed)
    elif condition == "low-contrast":
        shot = render_screenshot(kind, font=font, theme="low-contrast", size=20, width=560, seed=seed)
    elif condition == "phone":
        shot = render_screenshot(kind, font=font, theme="dark" if seed % 2 else "light", size=24, phone=True, seed=seed)
    elif condition == "forwarded":
        full = render_screenshot(kind, font=font, size=30, phone=True, seed=seed)
        shot = Screenshot(full.name, shrunk(full.image, 0.45), full.text, full.facts)
        return shot, shot.encode("JPEG", quality=60)
    else:
        shot = render_screenshot(kind, font=font, size=22 if condition == "jpeg" else 28, seed=seed)
    if condition == "jpeg":
        return shot, shot.encode("JPEG", quality=35)
    if condition == "rotated":
        shot = Screenshot(shot.name, rotated(shot.image, 2.5), shot.text, shot.facts)
    return shot, shot.encode("PNG")


def _normal(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def score(text: str, case: Case) -> tuple[float, float, float]:
    """(CER, word recall, fact recall) of ``text`` against the case's ground truth."""
    from rapidfuzz.distance import Levenshtein

    truth, got = _normal(case.truth), _normal(text)
    cer = Levenshtein.distance(got, truth) / max(1, len(truth))
    remaining = got.split()
    found = 0
    for word in truth.split():
        if word in remaining:
            remaining.remove(word)
            found += 1
    facts = sum(fact in got for fact in case.facts) / len(case.facts)
    return cer, found / max(1, len(truth.split())), facts


def run_variant(engine: TesseractOcrEngine, cases: list[Case]) -> dict:
    rows = []
    for case in cases:
        started = time.perf_counter()
        try:
            result = engine.read(case.data)
            text, confidence = result.text, result.confidence
        except OcrError as error:
            text, confidence = "", 0.0
            print(f"  {case.name}: OcrError {error.reason}")
        ms = (time.perf_counter() - started) * 1000
        cer, words, facts = score(text, case)
        row = {"case": case.name, "condition": case.condition, "cer": cer, "words": words, "facts": facts}
        rows.append({**row, "confidence": confidence, "ms": ms})
    times = sorted(row["ms"] for row in rows)
    return {
        "cer": statistics.mean(row["cer"] for row in rows),
        "words": statistics.mean(row["words"] for row in rows),
        "facts": statistics.mean(row["facts"] for row in rows),
        "confidence_min": min(row["confidence"] for row in rows),
        "ms_mean": statistics.mean(times),
        "ms_p95": times[min(len(times) - 1, round(0.95 * (len(times) - 1)))],
        "rows": rows,
    }


def thread_timing(settings: OcrSettings, cases: list[Case]) -> dict[str, float]:
    """ms per image for the chosen pipeline: 1 vs 2 OpenMP threads, alone and 2 images at a time."""
    out = {}

    def read(engine: TesseractOcrEngine, case: Case) -> None:
        try:
            engine.read(case.data)
        except OcrError as error:  # a timeout under load is a result too: count it
            out[f"{error.reason}s"] = out.get(f"{error.reason}s", 0) + 1

    for threads in (1, 2):
        engine = TesseractOcrEngine(settings, threads=threads)
        started = time.perf_counter()
        for case in cases:
            read(engine, case)
        out[f"{threads} thread(s), one image at a time"] = (time.perf_counter() - started) * 1000 / len(cases)
        started = time.perf_counter()
        with ThreadPoolExecutor(2) as pool:
            list(pool.map(lambda case: read(engine, case), cases))  # noqa: B023
        out[f"{threads} thread(s), two images at a time"] = (time.perf_counter() - started) * 1000 / len(cases)
    return out


def pipe_vs_pytesseract(settings: OcrSettings, cases: list[Case]) -> dict[str, float]:
    """ms per image for the OCR call alone on prepared images: our pipe vs pytesseract's temp file."""
    import os

    from banking_ai.ocr.images import load_image

    try:
        import pytesseract
    except ImportError:
        return {}
    engine = TesseractOcrEngine(settings)
    prepared = [prepare(load_image(c.data, max_bytes=10**8, max_pixels=10**8).image)[0] for c in cases]
    started = time.perf_counter()
    for image in prepared:
        engine.recognize(image)
    pipe_ms = (time.perf_counter() - started) * 1000 / len(prepared)
    os.environ["OMP_THREAD_LIMIT"] = "1"
    started = time.perf_counter()
    for image in prepared:
        pytesseract.image_to_data(image, lang=settings.languages, config=f"--psm {DEFAULT_PSM}")
    pytesseract_ms = (time.perf_counter() - started) * 1000 / len(prepared)
    del os.environ["OMP_THREAD_LIMIT"]
    return {"pipe (PGM on stdin)": pipe_ms, "pytesseract (PNG temp file)": pytesseract_ms}


def hindi_cases() -> list[Case]:
    """The Hindi screenshots: each kind, light and dark, three seeds, as a window and as a phone screen."""
    cases = []
    for kind in HINDI_KINDS:
        for theme in ("light", "dark"):
            for seed in range(3):
                for phone in (False, True):
                    shot = render_screenshot(kind, font="lohit-devanagari", theme=theme, seed=seed, phone=phone)
                    cases.append(Case(shot.name + f"-{seed}", theme, shot.encode("PNG"), shot.text, shot.facts))
    return cases


LANGUAGE_CHOICES = {  # name -> (languages, second languages)
    "English only": ("eng", ""),
    "English + Hindi always": ("eng+hin", ""),
    "English, again with Hindi when unsure": ("eng", "eng+hin"),
}


def compare_languages(settings: OcrSettings, english: list[Case]) -> dict:
    out = {}
    hindi = hindi_cases()
    print(f"\nlanguages: {len(english)} English / {len(hindi)} Hindi screenshots")
    print(f"{'reading':40} {'CER':>6} {'facts':>6} {'ms mean':>8} | {'CER':>6} {'facts':>6} {'ms mean':>8}")
    for name, (languages, second) in LANGUAGE_CHOICES.items():
        engine = TesseractOcrEngine(settings.model_copy(update={"languages": languages, "second_languages": second}))
        en, hi = run_variant(engine, english), run_variant(engine, hindi)
        out[name] = {"english": en, "hindi": hi}
        print(
            f"{name:40} {en['cer']:6.3f} {en['facts']:6.3f} {en['ms_mean']:8.0f} | "
            f"{hi['cer']:6.3f} {hi['facts']:6.3f} {hi['ms_mean']:8.0f}",
            flush=True,
        )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="5 conditions instead of 8")
    parser.add_argument("--variants", help="comma-separated subset of: " + ", ".join(VARIANTS))
    parser.add_argument("--skip-timing", action="store_true", help="accuracy table only")
    parser.add_argument("--languages", action="store_true", help="only the English / Hindi reading comparison")
    parser.add_argument("--out", help="write all numbers as JSON here")
    args = parser.parse_args(argv)
    settings = OcrSettings()
    cases = build_cases(args.quick)
    if args.languages:
        results = compare_languages(settings, cases)
        if args.out:
            with open(args.out, "w", encoding="utf-8") as handle:
                json.dump(results, handle, indent=1)
        return 0
    chosen = args.variants.split(",") if args.variants else list(VARIANTS)
    print(f"{len(cases)} screenshots; CER lower is better, recalls higher are better\n")
    results = {}
    print(f"{'variant':40} {'CER':>6} {'words':>6} {'facts':>6} {'conf min':>8} {'ms mean':>8} {'ms p95':>7}")
    for name in chosen:
        psm, options, config = VARIANTS[name]
        engine = TesseractOcrEngine(
            settings, psm=psm, preprocessing=options, config=config, tidy="not tidied" not in name
        )
        result = results[name] = run_variant(engine, cases)
        print(
            f"{name:40} {result['cer']:6.3f} {result['words']:6.3f} {result['facts']:6.3f} "
            f"{result['confidence_min']:8.2f} {result['ms_mean']:8.0f} {result['ms_p95']:7.0f}",
            flush=True,
        )
    conditions = sorted({case.condition for case in cases}, key=CONDITIONS.index)
    for metric in ("cer", "ms"):
        print(f"\n{metric} by condition\n{'variant':40} " + " ".join(f"{c[:9]:>9}" for c in conditions))
        for name, result in results.items():
            cells = [statistics.mean(r[metric] for r in result["rows"] if r["condition"] == c) for c in conditions]
            print(f"{name:40} " + " ".join(f"{cell:9.3f}" if metric == "cer" else f"{cell:9.0f}" for cell in cells))
    extra = {}
    if not args.skip_timing:
        extra["threads"] = thread_timing(settings, cases[:10])
        extra["pipe_vs_pytesseract"] = pipe_vs_pytesseract(settings, cases[:10])
        for title, numbers in extra.items():
            print(f"\n{title} (ms per image)")
            for label, value in numbers.items():
                print(f"  {label:36} {value:8.0f}")
    if args.out:
        with open(args.out, "w", encoding="utf-8") as handle:
            json.dump({"variants": results, **extra}, handle, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
