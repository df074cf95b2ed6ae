"""Choosing an engine, its availability, time limits and failures of the tesseract process."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from banking_ai.ocr import (
    FakeOcrEngine,
    OcrEngine,
    OcrError,
    TesseractOcrEngine,
    UnavailableOcrEngine,
    make_ocr_engine,
)
from banking_ai.ocr.tesseract import tidy_text
from banking_ai.settings import OcrSettings, Settings
from tests.ocr.samples import render_screenshot

LANGS = "List of available languages in /fake (3):\neng\nhin\nosd\n"


def fake_tesseract(tmp_path: Path, body: str) -> str:
    """An executable standing in for tesseract: answers --list-langs, then runs ``body``."""
    script = tmp_path / "tesseract"
    script.write_text(f'#!/bin/sh\nif [ "$1" = "--list-langs" ]; then printf "{LANGS}"; exit 0; fi\n{body}\n')
    script.chmod(0o755)
    return str(script)


@pytest.fixture(scope="module")
def screenshot() -> bytes:
    return render_screenshot("upi_failure", font="dejavu-sans").encode("PNG")


def settings(**ocr) -> Settings:
    return Settings(_env_file=None, ocr=OcrSettings(**ocr))


@pytest.mark.integration
def test_the_factory_gives_tesseract_when_it_is_installed():
    engine = make_ocr_engine(settings())
    assert isinstance(engine, TesseractOcrEngine) and isinstance(engine, OcrEngine)
    assert engine.available()


@pytest.mark.parametrize(
    ("ocr", "detail"),
    [
        ({"enabled": False}, "disabled"),
        ({"tesseract_cmd": "/nonexistent/tesseract"}, "not found"),
        ({"languages": "eng+xyz"}, "xyz"),
    ],
)
def test_disabled_missing_or_without_languages_refuses_images_politely(ocr, detail, screenshot):
    engine = make_ocr_engine(settings(**ocr))
    assert isinstance(engine, UnavailableOcrEngine) and isinstance(engine, OcrEngine)
    assert not engine.available()
    assert detail in engine.unavailable_detail
    with pytest.raises(OcrError) as caught:
        engine.read(screenshot)
    assert caught.value.reason == "unavailable"
    assert "type the details" in str(caught.value)


def test_a_hung_tesseract_is_killed_at_the_time_limit(tmp_path, screenshot):
    pid_file = tmp_path / "pid"
    command = fake_tesseract(tmp_path, f"echo $$ > {pid_file}\nsleep 30 & wait")  # a child holds the pipe too
    engine = TesseractOcrEngine(OcrSettings(tesseract_cmd=command, timeout_s=0.5))
    assert engine.available()
    started = time.perf_counter()
    with pytest.raises(OcrError) as caught:
        engine.read(screenshot)
    assert caught.value.reason == "timeout"
    assert "took too long" in str(caught.value)
    assert time.perf_counter() - started < 3
    pid = int(pid_file.read_text())
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)  # the whole process group is gone, not left running


@pytest.mark.integration
def test_real_tesseract_on_a_large_screenshot_stops_at_a_tiny_time_limit():
    phone = render_screenshot("statement", size=30, phone=True).encode("PNG")
    engine = TesseractOcrEngine(OcrSettings(timeout_s=0.05))
    with pytest.raises(OcrError) as caught:
        engine.read(phone)
    assert caught.value.reason == "timeout"


def test_a_crashing_tesseract_gives_a_polite_failure_with_the_exit_code_for_staff(tmp_path, screenshot):
    command = fake_tesseract(tmp_path, 'echo "Error in pixReadMem: Unknown format" >&2\nexit 1')
    engine = TesseractOcrEngine(OcrSettings(tesseract_cmd=command))
    with pytest.raises(OcrError) as caught:
        engine.read(screenshot)
    assert caught.value.reason == "failed"
    assert "exit 1" in caught.value.detail and "pixReadMem" in caught.value.detail
    assert "pixReadMem" not in str(caught.value)


def test_an_unexpected_bug_still_reaches_the_customer_as_a_polite_failure(tmp_path, screenshot, monkeypatch, caplog):
    command = fake_tesseract(tmp_path, "exit 0")

    def broken(*args, **kwargs):
        raise ZeroDivisionError("a bug in preprocessing")

    monkeypatch.setattr("banking_ai.ocr.tesseract.prepare", broken)
    with pytest.raises(OcrError) as caught:
        TesseractOcrEngine(OcrSettings(tesseract_cmd=command)).read(screenshot)
    assert caught.value.reason == "failed" and caught.value.detail == "ZeroDivisionError"
    assert "ZeroDivisionError" in caplog.text  # staff can see what broke


def test_tesseract_output_becomes_lines_and_a_mean_confidence(tmp_path, screenshot):
    rows = [
        "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext",
        "1\t1\t0\t0\t0\t0\t0\t0\t720\t705\t-1\t",
        "5\t1\t1\t1\t1\t1\t10\t10\t50\t20\t90\tTransaction",
        "5\t1\t1\t1\t1\t2\t70\t10\t50\t20\t70\tfailed",
        "5\t1\t2\t1\t1\t1\t10\t60\t50\t20\t80\tU30",
        "5\t1\t2\t1\t1\t2\t10\t60\t50\t20\t-1\t ",
    ]
    command = fake_tesseract(tmp_path, "printf '" + "\\n".join(rows) + "\\n'")
    result = TesseractOcrEngine(OcrSettings(tesseract_cmd=command)).read(screenshot)
    assert result.text == "Transaction failed\nU30"
    assert result.confidence == pytest.approx(0.8)


def test_split_amounts_are_joined_and_a_rupee_sign_read_as_percent_is_restored():
    assert tidy_text("Amount RS.26, 320.00 debited") == "Amount RS.26,320.00 debited"
    assert tidy_text("Rs. 1, 23, 456.50") == "Rs. 1,23,456.50"  # Indian grouping
    assert tidy_text("%2,490.00 failed") == "₹2,490.00 failed"
    for unchanged in ("Items 1, 200 and 3, 4", "on 12, March 2025", "interest 7.5% p.a.", "50%% off", "a%2"):
        assert tidy_text(unchanged) == unchanged


def test_a_capital_i_read_as_a_bar_between_words_is_an_i():
    """Sans-serif "I" comes back from tesseract as "|": "My debit card is lost, what should | do?"."""
    assert tidy_text("My debit card is lost, what should | do?") == "My debit card is lost, what should I do?"
    assert tidy_text("yesterday | paid, and | was charged twice") == "yesterday I paid, and I was charged twice"
    for unchanged in ("Date | Amount | Balance", "01/03 | UPI/ramesh.k | 2,500.00", "a||b"):
        assert tidy_text(unchanged) == unchanged


def test_the_fake_replays_queued_replies_then_its_fixed_text(screenshot):
    engine = FakeOcrEngine("UPI failed U30", replies=["NEFT pending", OcrError("timeout")])
    assert isinstance(engine, OcrEngine)
    assert engine.read(screenshot).text == "NEFT pending"
    with pytest.raises(OcrError, match="took too long"):
        engine.read(screenshot)
    result = engine.read(screenshot)
    assert result.text == "UPI failed U30" and (result.width, result.height) == (720, 705)
    assert engine.reads == 3 and engine.sizes == [len(screenshot)] * 3
    with pytest.raises(OcrError) as caught:
        FakeOcrEngine("  ").read(screenshot)
    assert caught.value.reason == "no_text"
    with pytest.raises(OcrError) as caught:
        FakeOcrEngine("text", enabled=False).read(screenshot)
    assert caught.value.reason == "unavailable"


def test_importing_the_package_loads_no_image_libraries():
    import subprocess
    import sys

    code = "import sys, banking_ai.ocr; print(sorted({'PIL', 'numpy', 'scipy', 'pytesseract'} & set(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_the_health_panel_says_why_ocr_is_unavailable():
    from types import SimpleNamespace

    from banking_ai.ui.health import ocr_status

    engine = UnavailableOcrEngine("OCR is disabled in settings (BANKING_AI_OCR__ENABLED)")
    status = ocr_status(SimpleNamespace(ocr=engine), None)
    assert status == "not available: OCR is disabled in settings (BANKING_AI_OCR__ENABLED)"


def test_an_unsure_reading_read_again_past_the_time_limit_keeps_the_first_reading(tmp_path, screenshot):
    """The second reading (another script) gets what is left of the time limit; when it runs out, the
    customer still gets the first reading, not "took too long"."""
    header = "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext"
    unsure = f"{header}\\n5\t1\t1\t1\t1\t1\t0\t0\t10\t10\t55\tU30\\n5\t1\t1\t1\t1\t2\t0\t0\t10\t10\t50\tfailed\\n"
    body = f'case "$*" in *eng+hin*) sleep 30 & wait;; *) cat > /dev/null; printf "{unsure}";; esac'
    command = fake_tesseract(tmp_path, body)
    engine = TesseractOcrEngine(OcrSettings(tesseract_cmd=command, timeout_s=2.0, second_languages="eng+hin"))
    started = time.perf_counter()
    result = engine.read(screenshot)
    assert result.text == "U30 failed" and result.confidence == pytest.approx(0.525)
    assert "eng+hin" not in result.steps
    assert time.perf_counter() - started < 5
