"""Reading customers' screenshots: image → text with tesseract, safely and politely.

``make_ocr_engine(settings).read(image_bytes_or_path)`` returns an ``OcrResult`` or raises
``OcrError``, whose ``str()`` is a sentence for the customer and ``reason`` a stable code.
Importing this package is cheap: Pillow, numpy and scipy load on the first read.
"""

from __future__ import annotations

from banking_ai.ocr.base import MESSAGES, ImageSource, OcrEngine, OcrError
from banking_ai.ocr.factory import UnavailableOcrEngine, make_ocr_engine
from banking_ai.ocr.fake import FakeOcrEngine
from banking_ai.ocr.tesseract import TesseractOcrEngine

__all__ = [
    "MESSAGES",
    "FakeOcrEngine",
    "ImageSource",
    "OcrEngine",
    "OcrError",
    "TesseractOcrEngine",
    "UnavailableOcrEngine",
    "make_ocr_engine",
]
