"""Loading a customer's image safely: limits are checked before a single pixel is decoded.

Order of checks: the byte size (``stat`` for a path, ``len`` for bytes) → the file's leading
bytes (a PDF or HEIC gets a precise message) → Pillow reads only the header, with the
formats restricted to ordinary screenshot formats (so Pillow never hands an EPS to
Ghostscript) → width × height against our pixel limit (a tiny PNG declaring 100 000 ×
100 000 pixels is refused without allocating anything) → the first frame is decoded
(truncation and corruption show up here) → EXIF orientation → one of the modes "L" or
"RGB", transparency flattened onto a background that contrasts with the content.
"""

from __future__ import annotations

import io
import logging
import warnings
from dataclasses import dataclass
from typing import TYPE_CHECKING

from banking_ai.ocr.base import ImageSource, OcrError

if TYPE_CHECKING:
    from PIL.Image import Image

log = logging.getLogger(__name__)

# What phones, browsers and screenshot tools produce. Anything else is refused unread.
FORMATS = ("PNG", "JPEG", "GIF", "WEBP", "BMP", "TIFF")  # camera MPO files open through the JPEG opener
# A line of readable text needs about 8 px; an image whose shorter side is under 12 px, or
# under 600 px in all, cannot hold a word (a 10 × 10 icon, a 1 × 1 tracking pixel).
MIN_SIDE = 12
MIN_PIXELS = 600

# Leading bytes of files customers send by mistake, for a precise message.
_NOT_IMAGES: tuple[tuple[int, bytes, str], ...] = (
    (0, b"%PDF", "pdf"),
    (4, b"ftypheic", "unsupported_format"),
    (4, b"ftypheix", "unsupported_format"),
    (4, b"ftypmif1", "unsupported_format"),
    (4, b"ftypavif", "unsupported_format"),
    (0, b"8BPS", "unsupported_format"),  # Photoshop
    (0, b"%!PS", "unsupported_format"),  # PostScript / EPS
)


@dataclass(frozen=True, slots=True)
class LoadedImage:
    """A decoded first frame in mode "L" or "RGB", upright; ``steps`` says what was done to it."""

    image: Image
    format: str
    steps: tuple[str, ...]

    @property
    def width(self) -> int:
        return self.image.width

    @property
    def height(self) -> int:
        return self.image.height


def read_bytes(source: ImageSource, max_bytes: int) -> bytes:
    """The image's bytes; a path is refused by its size before it is read. Raises ``OcrError``."""
    from banking_ai.files import read_upload

    return read_upload(source, max_bytes, OcrError, not_a_file="not_image")


def load_image(source: ImageSource, *, max_bytes: int, max_pixels: int) -> LoadedImage:
    """Decode the first frame of ``source`` within the limits (bytes, width × height pixels).

    Raises ``OcrError`` with reason "empty", "not_found", "too_large", "pdf",
    "unsupported_format", "not_image", "too_many_pixels", "truncated", "damaged" or "too_small".
    """
    from PIL import Image, UnidentifiedImageError

    data = read_bytes(source, max_bytes)
    for offset, magic, reason in _NOT_IMAGES:
        if data[offset : offset + len(magic)] == magic:
            raise OcrError(reason, detail=f"leading bytes {magic!r}")
    with warnings.catch_warnings():
        # Pillow warns above ~89 MP and raises above ~179 MP; our own limit is lower, and a
        # warning turned into an error keeps a bomb from ever reaching ``load``.
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        try:
            image = Image.open(io.BytesIO(data), formats=FORMATS)
        except (Image.DecompressionBombWarning, Image.DecompressionBombError) as error:
            raise OcrError("too_many_pixels", detail=str(error)[:120]) from None
        except UnidentifiedImageError:
            reason = _damage_reason(data) if _signature(data) else "not_image"
            raise OcrError(reason, detail=f"{len(data)} bytes, unidentified") from None
        except Exception as error:  # a broken header: Pillow raises many kinds
            raise OcrError(_damage_reason(data), detail=f"{type(error).__name__} in the header") from None
        width, height = image.size
        if width * height > max_pixels:
            raise OcrError("too_many_pixels", detail=f"{width}x{height} > {max_pixels} pixels")
        if width < MIN_SIDE or height < MIN_SIDE or width * height < MIN_PIXELS:
            raise OcrError("too_small", detail=f"{width}x{height}")
        steps: list[str] = []
        if getattr(image, "is_animated", False):  # n_frames would walk every frame; one peek is enough
            steps.append("first frame")
        try:
            image.load()
        except Exception as error:  # OSError for truncation; corrupt streams raise several kinds
            reason = "truncated" if "truncated" in str(error) else _damage_reason(data)
            raise OcrError(reason, detail=f"{image.format} {width}x{height}: {type(error).__name__}") from None
    upright = _apply_exif_orientation(image, steps)
    return LoadedImage(image=_to_l_or_rgb(upright, steps), format=image.format or "", steps=tuple(steps))


# Signature -> the bytes a complete file of that format ends with (searched in its last 1 KB).
_ENDINGS: dict[bytes, bytes] = {
    b"\x89PNG\r\n\x1a\n": b"IEND",
    b"\xff\xd8\xff": b"\xff\xd9",
    b"GIF8": b"\x3b",
}


def _signature(data: bytes) -> bytes | None:
    return next((magic for magic in _ENDINGS if data.startswith(magic)), None)


def _damage_reason(data: bytes) -> str:
    """ "truncated" when a PNG, JPEG or GIF lacks its end marker (an upload cut off), else "damaged"."""
    magic = _signature(data)
    return "truncated" if magic is not None and _ENDINGS[magic] not in data[-1024:] else "damaged"


def _apply_exif_orientation(image: Image, steps: list[str]) -> Image:
    from PIL import ImageOps

    try:
        orientation = image.getexif().get(0x0112, 1)
    except Exception:  # a broken EXIF block must not cost the customer the whole image
        return image
    if orientation in (None, 1):
        return image
    try:
        upright = ImageOps.exif_transpose(image)
    except Exception:
        return image
    steps.append(f"exif orientation {orientation}")
    return upright if upright is not None else image


def _to_l_or_rgb(image: Image, steps: list[str]) -> Image:
    """Any Pillow mode to "L" or "RGB"; 16-bit and float are rescaled, transparency flattened."""
    mode = image.mode
    if mode in ("L", "RGB"):
        return image
    if mode == "1":
        return image.convert("L")
    if mode.startswith("I") or mode == "F":
        steps.append("rescaled to 8-bit")
        return _rescale_to_8bit(image)
    if mode == "CMYK":
        steps.append("cmyk to rgb")
        return image.convert("RGB")
    if mode == "P":
        image = image.convert("RGBA") if "transparency" in image.info else image.convert("RGB")
    elif mode in ("LA", "PA", "La", "RGBa"):
        image = image.convert("RGBA")
    if image.mode == "RGBA":
        return _flatten_alpha(image, steps)
    return image.convert("RGB")  # YCbCr, LAB, HSV and the rest


def _rescale_to_8bit(image: Image) -> Image:
    import numpy as np
    from PIL import Image as PilImage

    values = np.asarray(image, dtype=np.float32)
    low, high = float(values.min()), float(values.max())
    scaled = (values - low) * (255.0 / (high - low)) if high > low else np.zeros_like(values)
    return PilImage.fromarray(scaled.astype(np.uint8), mode="L")


def _flatten_alpha(image: Image, steps: list[str]) -> Image:
    """Composite on white, or on black when the visible content is light (white text on a
    transparent background would otherwise vanish)."""
    import numpy as np
    from PIL import Image as PilImage

    alpha = image.getchannel("A")
    if alpha.getextrema()[0] == 255:
        return image.convert("RGB")
    weights = np.asarray(alpha, dtype=np.float32)
    luminance = np.asarray(image.convert("L"), dtype=np.float32)
    total = float(weights.sum())
    light_content = total > 0 and float((luminance * weights).sum()) / total > 127
    background = (0, 0, 0) if light_content else (255, 255, 255)
    steps.append("transparency on black" if light_content else "transparency on white")
    flat = PilImage.new("RGB", image.size, background)
    flat.paste(image.convert("RGB"), mask=alpha)
    return flat
