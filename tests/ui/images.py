"""Images a customer might send, drawn with Pillow (nothing downloaded)."""

from __future__ import annotations

import os
from pathlib import Path

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def text_screenshot(path: Path, lines: list[str]) -> Path:
    """A phone-sized PNG with ``lines`` in dark text on white, like a payment app's error screen."""
    from PIL import Image, ImageDraw, ImageFont

    font = ImageFont.truetype(FONT, 34)
    image = Image.new("RGB", (720, 120 + 60 * len(lines)), "white")
    draw = ImageDraw.Draw(image)
    for number, line in enumerate(lines):
        draw.text((40, 60 + 60 * number), line, fill="#202124", font=font)
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(path)
    return path


def noise_png(path: Path, side: int) -> Path:
    """A PNG of random pixels (does not compress: about 3 × side² bytes)."""
    from PIL import Image

    Image.frombytes("RGB", (side, side), os.urandom(side * side * 3)).save(path)
    return path


def broken_png(path: Path) -> Path:
    """A file named .png that is a PNG header followed by garbage (a damaged upload)."""
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + os.urandom(2000))
    return path
