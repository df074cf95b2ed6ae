"""Every bad upload ends in an ``OcrError`` with a stable reason and a sentence a customer can
read, never a crash, a stack trace or the file's contents. Checked on the real engine and on
the fake other areas test with (same loader, same answers)."""

from __future__ import annotations

import io
import re
import struct
import time
import zipfile
import zlib
from collections.abc import Callable

import pytest
from PIL import Image

from banking_ai.ocr import MESSAGES, FakeOcrEngine, OcrError, TesseractOcrEngine
from banking_ai.settings import OcrSettings
from tests.ocr.conftest import encode
from tests.ocr.samples import render_screenshot


def png_declaring(width: int, height: int) -> bytes:
    """A valid, tiny PNG whose header claims ``width`` x ``height`` pixels (a decompression bomb)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)  # 8-bit grayscale
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + chunk(b"IEND", b"")
    )


def docx_bytes() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as package:
        package.writestr("[Content_Types].xml", "<Types/>")
        package.writestr("word/document.xml", "<w:document>Account 123456789012</w:document>")
    return buffer.getvalue()


@pytest.fixture(scope="module")
def screenshot_png() -> bytes:
    return render_screenshot("upi_failure", font="dejavu-sans").encode("PNG")


@pytest.fixture(scope="module")
def screenshot_jpeg() -> bytes:
    return render_screenshot("upi_failure", font="dejavu-sans").encode("JPEG", quality=90)


GIF_WITHOUT_FRAMES = b"GIF89a" + b"\x10\x00\x10\x00" + b"\x00" * 20  # a GIF header, then nothing

# name -> (build the bytes from a good PNG and JPEG screenshot, expected reason)
BAD_INPUTS: dict[str, tuple[Callable[[bytes, bytes], bytes], str]] = {
    "zero bytes": (lambda png, jpeg: b"", "empty"),
    "plain text": (lambda png, jpeg: b"My UPI payment failed, ref 412345678901", "not_image"),
    "html page": (lambda png, jpeg: b"<!doctype html><html><body>Error U30</body></html>", "not_image"),
    "docx document": (lambda png, jpeg: docx_bytes(), "not_image"),
    "pdf document": (lambda png, jpeg: b"%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF", "pdf"),
    "iphone heic photo": (lambda png, jpeg: b"\0\0\0\x18ftypheic\0\0\0\0mif1heic" + bytes(64), "unsupported_format"),
    "png cut in half": (lambda png, jpeg: png[: len(png) // 2], "truncated"),
    "png cut after the header": (lambda png, jpeg: png[:60], "truncated"),
    "jpeg cut in half": (lambda png, jpeg: jpeg[: len(jpeg) // 2], "truncated"),
    "jpeg cut in its header": (lambda png, jpeg: jpeg[:300], "truncated"),
    "gif without frames": (lambda png, jpeg: GIF_WITHOUT_FRAMES, "truncated"),
    "png with a zeroed body": (lambda png, jpeg: png[:100] + bytes(len(png) - 200) + png[-100:], "damaged"),
    "decompression bomb 100k x 100k": (lambda png, jpeg: png_declaring(100_000, 100_000), "too_many_pixels"),
    "bomb under Pillow's own limit": (lambda png, jpeg: png_declaring(8_000, 8_000), "too_many_pixels"),
    "10 x 10 image": (lambda png, jpeg: encode(Image.new("RGB", (10, 10), "white")), "too_small"),
    "1 x 2000 strip": (lambda png, jpeg: encode(Image.new("L", (1, 2000), 0)), "too_small"),
}


@pytest.fixture(params=[pytest.param("tesseract", marks=pytest.mark.integration), "fake"])
def any_engine(request):
    if request.param == "fake":
        return FakeOcrEngine("Transaction failed")
    return request.getfixturevalue("engine")


@pytest.mark.parametrize("case", list(BAD_INPUTS))
def test_bad_upload_gives_a_friendly_error_with_a_stable_reason(any_engine, case, screenshot_png, screenshot_jpeg):
    build, reason = BAD_INPUTS[case]
    data = build(screenshot_png, screenshot_jpeg)
    started = time.perf_counter()
    with pytest.raises(OcrError) as caught:
        any_engine.read(data)
    assert caught.value.reason == reason
    assert_customer_friendly(caught.value)
    assert time.perf_counter() - started < 2.0  # refused up front, not after decoding or OCR


def assert_customer_friendly(error: OcrError) -> None:
    message = str(error)
    template = re.escape(MESSAGES[error.reason]).replace(re.escape("{limit}"), r"[\d.]+ [KM]B")
    assert re.fullmatch(template, message), message
    assert 20 < len(message) < 200 and message.endswith(".")
    for leak in ("Traceback", "PIL", "Error:", "errno", "0x", "412345678901", "U30", "/tmp", "\n"):
        assert leak not in message


def test_every_reason_has_a_short_polite_message():
    for reason in MESSAGES:
        assert_customer_friendly(OcrError(reason, limit="10 MB"))
    with pytest.raises(KeyError):
        OcrError("no_such_reason")


def test_an_oversized_file_is_refused_with_the_limit_in_words(screenshot_png, tmp_path):
    engine = FakeOcrEngine("text", max_bytes=5_000)
    with pytest.raises(OcrError) as caught:
        engine.read(screenshot_png)
    assert caught.value.reason == "too_large"
    assert "under 5 KB" in str(caught.value)
    # A path is refused by its size before it is read: a sparse 20 GB file costs nothing.
    huge = tmp_path / "huge.png"
    with huge.open("wb") as handle:
        handle.truncate(20 * 10**9)
    started = time.perf_counter()
    with pytest.raises(OcrError) as caught:
        FakeOcrEngine("text").read(huge)
    assert caught.value.reason == "too_large" and "under 10 MB" in str(caught.value)
    assert time.perf_counter() - started < 0.5


@pytest.mark.integration
def test_the_real_engine_honours_the_configured_limits(screenshot_png):
    strict = TesseractOcrEngine(OcrSettings(max_bytes=len(screenshot_png) - 1))
    with pytest.raises(OcrError, match="under") as caught:
        strict.read(screenshot_png)
    assert caught.value.reason == "too_large"
    few_pixels = TesseractOcrEngine(OcrSettings(max_pixels=100_000))  # the screenshot is 720 x 705
    with pytest.raises(OcrError) as caught:
        few_pixels.read(screenshot_png)
    assert caught.value.reason == "too_many_pixels"


def test_a_missing_path_or_a_folder_is_refused(tmp_path):
    engine = FakeOcrEngine("text")
    with pytest.raises(OcrError) as caught:
        engine.read(tmp_path / "gone.png")
    assert caught.value.reason == "not_found"
    with pytest.raises(OcrError) as caught:
        engine.read(str(tmp_path))
    assert caught.value.reason == "not_image"
