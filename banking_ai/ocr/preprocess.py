"""Preparing a screenshot for tesseract: grayscale, dark mode turned light, text rescaled.

Each step is cheap numpy or Pillow work (tens of ms on a phone screenshot) and was kept only
where the benchmark (benchmarks/bench_ocr.py, docs/ocr.md) showed it helps.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np
    from PIL.Image import Image


@dataclass(frozen=True, slots=True)
class Preprocessing:
    """Which steps run; the defaults are the measured best (docs/ocr.md)."""

    grayscale: bool = True
    invert_dark: bool = True  # light text on a dark background is inverted
    rescale: bool = True  # scale so that the median glyph is ``glyph_px`` tall
    glyph_px: float = 20.0  # target median height of a glyph (connected ink component), pixels
    max_upscale: float = 4.0
    min_downscale: float = 0.5  # never shrink below half: thin strokes break
    max_output_pixels: int = 16_000_000  # the upscaled image stays under this, pixels
    deskew: bool = True  # straighten text turned by up to ``max_skew`` degrees (photos of screens)
    max_skew: float = 5.0
    autocontrast: bool = False
    flatten_panels: bool = True  # light panels a little darker than the page (chat bubbles, bars) become the page
    panel_depth: int = 48  # how much darker than the page a panel may be, gray levels
    binarize: bool = False  # global Otsu threshold (tesseract thresholds internally too)


def prepare(image: Image, options: Preprocessing = Preprocessing()) -> tuple[Image, tuple[str, ...]]:
    """``image`` (mode "L" or "RGB") prepared for OCR, and the names of the steps applied."""
    import numpy as np
    from PIL import Image as PilImage
    from PIL import ImageOps

    steps: list[str] = []
    if image.mode != "L" and not (options.grayscale or options.invert_dark or options.rescale or options.binarize):
        return image, tuple(steps)  # raw: tesseract gets the colours as they are
    if image.mode != "L":
        image = image.convert("L")
        steps.append("grayscale")
    pixels = np.asarray(image)
    threshold = otsu_threshold(pixels)
    dark = is_dark_background(pixels)
    if options.invert_dark and dark:
        image = ImageOps.invert(image)
        pixels = 255 - pixels
        threshold = 255 - threshold
        dark = False
        steps.append("inverted dark mode")
    if options.flatten_panels and not dark:
        flat = flatten_panels(pixels, options.panel_depth)
        if flat is not None:
            pixels = flat
            image = PilImage.fromarray(flat, mode="L")
            steps.append("panels flattened")
    if options.deskew:
        angle = estimate_skew(pixels, threshold, dark_background=dark, max_degrees=options.max_skew)
        if angle != 0.0:
            image = image.rotate(angle, resample=PilImage.Resampling.BICUBIC, expand=True, fillcolor=0 if dark else 255)
            pixels = np.asarray(image)
            steps.append(f"deskewed {angle:+.1f} deg")
    if options.rescale:
        glyph = median_glyph_height(pixels, threshold, dark_background=dark)
        if glyph is not None:
            scale = _clamp(options.glyph_px / glyph, options.min_downscale, options.max_upscale)
            area_cap = (options.max_output_pixels / (image.width * image.height)) ** 0.5
            scale = min(scale, max(1.0, area_cap))
            if abs(scale - 1.0) >= 0.15:
                size = (max(1, round(image.width * scale)), max(1, round(image.height * scale)))
                image = image.resize(size, PilImage.Resampling.LANCZOS if scale < 1 else PilImage.Resampling.BICUBIC)
                steps.append(f"scaled x{scale:.2f}")
    if options.autocontrast:
        image = ImageOps.autocontrast(image, cutoff=1)
        steps.append("autocontrast")
    if options.binarize:
        pixels = np.asarray(image)
        image = PilImage.fromarray(np.where(pixels > otsu_threshold(pixels), 255, 0).astype(np.uint8), mode="L")
        steps.append("binarized")
    return image, tuple(steps)


def otsu_threshold(pixels: np.ndarray) -> int:
    """Otsu's threshold of 8-bit gray ``pixels`` in [0, 255]: values above it are one class."""
    import numpy as np

    histogram = np.bincount(pixels.ravel(), minlength=256).astype(np.float64)
    total = histogram.sum()
    levels = np.arange(256, dtype=np.float64)
    weight_low = np.cumsum(histogram)
    weight_high = total - weight_low
    sum_low = np.cumsum(histogram * levels)
    mean_low = np.divide(sum_low, weight_low, out=np.zeros(256), where=weight_low > 0)
    mean_high = np.divide(sum_low[-1] - sum_low, weight_high, out=np.zeros(256), where=weight_high > 0)
    between = weight_low * weight_high * (mean_low - mean_high) ** 2
    return int(np.argmax(between))


PANEL_SHARE = 0.005  # a gray covering this share of the image is a panel's fill, not a glyph's soft edge
PANEL_SPREAD = 2  # levels either side of a panel's gray that belong to it (compression noise)
INK_PERCENTILE = 0.05  # the ink's gray: this percentile of the image (a phone screen may hold 0.2 % text)
PANEL_NEAR_PAGE = 0.35  # a panel is at most this share of the way from the page's gray to the ink's


def flatten_panels(pixels: np.ndarray, depth: int) -> np.ndarray | None:
    """``pixels`` with the fill of light panels set to the page's gray, or None when there is none.

    The page is the most common gray (a light one); a panel (a chat bubble, a title bar, a card) is a gray
    at most ``depth`` levels darker that covers at least ``PANEL_SHARE`` of the image, and much nearer the
    page than the ink is (``PANEL_NEAR_PAGE``): pale text on a faded receipt or a photo of paper is itself
    a few levels off the page, and stays. The soft edges of small glyphs are grays of their own too, but
    each covers little, and they are kept."""
    import numpy as np

    counts = np.bincount(pixels.ravel(), minlength=256)
    page = int(np.argmax(counts))
    if page < 128:
        return None
    ink = float(np.percentile(pixels, INK_PERCENTILE))
    depth = min(depth, int(PANEL_NEAR_PAGE * (page - ink)))
    levels = [level for level in range(max(0, page - depth), page) if counts[level] >= PANEL_SHARE * pixels.size]
    if not levels:
        return None
    fill = np.zeros(256, dtype=bool)
    for level in levels:
        fill[max(0, level - PANEL_SPREAD) : min(page, level + PANEL_SPREAD + 1)] = True
    return np.where(fill[pixels], np.uint8(page), pixels).astype(np.uint8)


def is_dark_background(pixels: np.ndarray) -> bool:
    """True when most of the image is dark (dark mode): the median gray level is under 128."""
    import numpy as np

    sample = pixels[:: max(1, pixels.shape[0] // 256), :: max(1, pixels.shape[1] // 256)]
    return float(np.median(sample)) < 128


def median_glyph_height(pixels: np.ndarray, threshold: int, *, dark_background: bool) -> float | None:
    """Median height in pixels of the ink's connected components that look like glyphs.

    Ink is the side of Otsu's ``threshold`` opposite the background. Components shorter than
    3 px (specks, rules) or taller than a fifth of the image (icons, frames, photos) are
    ignored; None when fewer than 5 remain (no text to size).
    """
    import numpy as np
    from scipy import ndimage

    step = 2 if pixels.size > 4_000_000 else 1  # estimate on a half-size view of big images
    view = pixels[::step, ::step]
    ink = view > threshold if dark_background else view <= threshold
    labels, count = ndimage.label(ink)
    if count == 0:
        return None
    boxes = ndimage.find_objects(labels)
    heights = np.fromiter((box[0].stop - box[0].start for box in boxes), dtype=np.float64, count=len(boxes))
    widths = np.fromiter((box[1].stop - box[1].start for box in boxes), dtype=np.float64, count=len(boxes))
    glyphs = heights[(heights >= 3) & (heights <= view.shape[0] / 5) & (widths <= 4 * heights)]
    if glyphs.size < 5:
        return None
    return float(np.median(glyphs)) * step


def estimate_skew(pixels: np.ndarray, threshold: int, *, dark_background: bool, max_degrees: float = 5.0) -> float:
    """The rotation in degrees (counter-clockwise, 0.5° steps within ±``max_degrees``) that makes
    text lines horizontal; 0.0 when they already are.

    Projection profile: on a ≤ 600 px copy of the ink mask, the angle whose row sums change
    most sharply from row to row is the one where lines of text line up with pixel rows.
    """
    import numpy as np
    from PIL import Image as PilImage

    ink = pixels > threshold if dark_background else pixels <= threshold
    mask = PilImage.fromarray(ink.astype(np.uint8) * 255)
    shrink = min(1.0, 600 / max(mask.size))
    if shrink < 1.0:
        mask = mask.resize((max(1, round(mask.width * shrink)), max(1, round(mask.height * shrink))))

    def sharpness(angle: float) -> float:
        turned = np.asarray(mask.rotate(angle, resample=PilImage.Resampling.NEAREST), dtype=np.float32)
        return float(np.var(np.diff(turned.sum(axis=1))))

    angles = np.arange(-max_degrees, max_degrees + 1e-9, 0.5)
    scores = [sharpness(float(angle)) for angle in angles]
    best = float(angles[int(np.argmax(scores))])
    return 0.0 if abs(best) < 0.5 else best


def _clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))
