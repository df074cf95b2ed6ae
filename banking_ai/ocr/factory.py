"""``make_ocr_engine``: the one place that decides which OCR engine the app gets."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from banking_ai.ocr.base import ImageSource, OcrEngine, OcrError
from banking_ai.types import OcrResult

if TYPE_CHECKING:
    from banking_ai.settings import Settings

log = logging.getLogger(__name__)


class UnavailableOcrEngine:
    """Stands in when OCR is switched off or tesseract is missing: every read is refused
    politely with ``OcrError("unavailable")``; ``unavailable_detail`` says why, for staff."""

    name = "unavailable"

    def __init__(self, detail: str) -> None:
        self.unavailable_detail = detail

    def available(self) -> bool:
        return False

    def read(self, image: ImageSource) -> OcrResult:
        raise OcrError("unavailable", detail=self.unavailable_detail)


def make_ocr_engine(settings: Settings) -> OcrEngine:
    """Tesseract when enabled and installed (with its languages), else ``UnavailableOcrEngine``.

    Checks the executable once (``tesseract --list-langs``, a few tens of ms).
    """
    from banking_ai.ocr.tesseract import TesseractOcrEngine

    if not settings.ocr.enabled:
        return UnavailableOcrEngine("OCR is disabled in settings (BANKING_AI_OCR__ENABLED)")
    engine = TesseractOcrEngine(settings.ocr)
    if not engine.available():
        return UnavailableOcrEngine(engine.unavailable_detail)
    return engine
