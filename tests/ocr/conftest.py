"""OCR fixtures: the real tesseract engine, and screenshots rendered and read once per session."""

from __future__ import annotations

import io

import pytest

from banking_ai.ocr import TesseractOcrEngine
from banking_ai.settings import OcrSettings
from banking_ai.types import OcrResult
from tests.ocr.samples import Screenshot, render_screenshot


def encode(image, format: str = "PNG", **options) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format=format, **options)
    return buffer.getvalue()


@pytest.fixture(scope="session")
def engine() -> TesseractOcrEngine:
    """The production engine with default settings; tesseract must be installed (make setup)."""
    engine = TesseractOcrEngine(OcrSettings())
    assert engine.available(), f"tesseract is required for the OCR tests: {engine.unavailable_detail}"
    return engine


class ReadCache:
    """Each (screenshot, encoding) is rendered and read once per session, shared by tests."""

    def __init__(self, engine: TesseractOcrEngine) -> None:
        self._engine = engine
        self._shots: dict[tuple, Screenshot] = {}
        self._results: dict[tuple, OcrResult] = {}

    def shot(self, kind: str, **options) -> Screenshot:
        key = (kind, tuple(sorted(options.items())))
        if key not in self._shots:
            self._shots[key] = render_screenshot(kind, **options)
        return self._shots[key]

    def read(self, kind: str, **options) -> tuple[Screenshot, OcrResult]:
        key = (kind, tuple(sorted(options.items())))
        shot = self.shot(kind, **options)
        if key not in self._results:
            self._results[key] = self._engine.read(shot.encode("PNG"))
        return shot, self._results[key]


@pytest.fixture(scope="session")
def screenshots(engine) -> ReadCache:
    return ReadCache(engine)
