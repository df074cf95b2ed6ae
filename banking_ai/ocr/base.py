"""The OCR seam: the ``OcrEngine`` protocol and ``OcrError``, whose message a customer can read."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol, runtime_checkable

from banking_ai.types import OcrResult

ImageSource = bytes | str | Path
"""Image bytes, or the path of an image file (a ``str`` is always read as a path)."""

# reason code -> the sentence shown to the customer. Codes are stable: callers and tests branch on them.
MESSAGES: dict[str, str] = {
    "empty": "That file is empty. Please upload the screenshot again.",
    "not_found": "We could not find the uploaded file. Please upload the screenshot again.",
    "too_large": "That image file is too large. Please upload a screenshot under {limit}.",
    "too_many_pixels": "That image is too large for us to read. Please upload an ordinary screenshot "
    "or crop it to the part with the message.",
    "not_image": "That file is not an image we can read. Please upload a PNG or JPEG screenshot.",
    "pdf": "That file is a PDF, not an image. Please upload a screenshot (PNG or JPEG) of the page instead.",
    "unsupported_format": "We can't read that image format yet. Please upload a PNG or JPEG screenshot.",
    "truncated": "That image seems to be incomplete (the upload may have been cut off). Please upload it again.",
    "damaged": "That image seems to be damaged. Please take the screenshot again and upload it.",
    "too_small": "That image is too small to contain readable text. Please upload the full screenshot.",
    "no_text": "We could not find any text in that image. Please upload a clearer screenshot or type the "
    "details (for example the error message) in your question.",
    "timeout": "Reading that image took too long. Please crop it to the part with the message and try again.",
    "failed": "We could not read that image. Please try another screenshot or type the details instead.",
    "unavailable": "We can't read images right now. Please type the details from your screenshot instead.",
}


class OcrError(ValueError):
    """An image could not be read.

    ``str(error)`` is one short sentence safe to show a customer (no stack trace, no file
    contents); ``reason`` is a stable code from ``MESSAGES`` ("not_image", "too_large",
    "no_text", "timeout", "unavailable" ...); ``detail`` is an optional note for staff logs
    (sizes, limits, exit codes, never image content or recognised text).
    """

    def __init__(self, reason: str, *, detail: str = "", limit: str = "") -> None:
        if reason not in MESSAGES:
            raise KeyError(f"unknown OCR error reason {reason!r}")
        self.reason = reason
        self.detail = detail
        super().__init__(MESSAGES[reason].format(limit=limit or "the size limit"))

    @property
    def message(self) -> str:
        """The customer-facing sentence (same as ``str(error)``)."""
        return str(self)


@runtime_checkable
class OcrEngine(Protocol):
    """Reads the text in a customer's screenshot. ``name`` appears in traces ("tesseract")."""

    name: str

    def read(self, image: ImageSource) -> OcrResult:
        """The text in ``image`` (bytes or a file path); raises ``OcrError``, never anything else.

        A result always holds some letters or digits: an image without text raises
        ``OcrError("no_text")``. ``OcrResult.ms`` is the whole read (load, preprocessing, OCR)
        in milliseconds; ``width`` and ``height`` are the image's pixels, upright.
        """
        ...

    @property
    def unavailable_detail(self) -> str:
        """Why ``read`` cannot work, for staff ("tesseract is not installed"); "" when it can."""
        ...

    def available(self) -> bool:
        """True when ``read`` can work (the engine is enabled and installed)."""
        ...
