"""``FakeOcrEngine``: deterministic OCR for other areas' tests (no tesseract needed)."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from banking_ai.ocr.base import ImageSource, OcrError
from banking_ai.ocr.images import load_image
from banking_ai.types import OcrResult


class FakeOcrEngine:
    """Returns the given text for every image, or the next of ``replies`` (a text or an
    ``OcrError`` to raise) while any are queued.

    With ``validate`` (the default) the image is decoded with the same limits as the real
    engine first, so a bad upload fails the same way ("not_image", "too_large" ...); a reply
    without letters or digits raises ``OcrError("no_text")``, as the real engine does.
    ``reads`` counts calls and ``sizes`` records each image's byte size (never its content).
    """

    name = "fake"
    unavailable_detail = ""

    def __init__(
        self,
        text: str = "",
        *,
        replies: Iterable[str | OcrError] = (),
        confidence: float = 0.9,
        enabled: bool = True,
        validate: bool = True,
        max_bytes: int = 10_000_000,
        max_pixels: int = 40_000_000,
    ) -> None:
        self.text = text
        self.replies: deque[str | OcrError] = deque(replies)
        self.confidence = confidence
        self.enabled = enabled
        self.validate = validate
        self.max_bytes = max_bytes
        self.max_pixels = max_pixels
        self.reads = 0
        self.sizes: list[int] = []

    def available(self) -> bool:
        return self.enabled

    def read(self, image: ImageSource) -> OcrResult:
        """The queued or fixed reply; raises ``OcrError`` like ``TesseractOcrEngine.read``."""
        self.reads += 1
        if not self.enabled:
            raise OcrError("unavailable", detail="fake engine disabled")
        width = height = 0
        if self.validate:
            loaded = load_image(image, max_bytes=self.max_bytes, max_pixels=self.max_pixels)
            width, height = loaded.width, loaded.height
        self.sizes.append(len(image) if isinstance(image, bytes) else -1)
        reply = self.replies.popleft() if self.replies else self.text
        if isinstance(reply, OcrError):
            raise reply
        if not any(char.isalnum() for char in reply):
            raise OcrError("no_text", detail="fake reply without text")
        return OcrResult(text=reply, confidence=self.confidence, ms=0.0, width=width, height=height, steps=("fake",))
