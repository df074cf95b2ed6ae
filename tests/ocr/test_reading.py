"""Reading real screenshots with real tesseract: the facts a customer's question depends on
(error code, amount, reference number, the word "failed") come back verbatim."""

from __future__ import annotations

import logging
import re

import numpy as np
import pytest
from PIL import Image, ImageDraw

from banking_ai.ocr import OcrError
from tests.ocr.conftest import encode
from tests.ocr.samples import Screenshot, render_screenshot, rotated, shrunk

pytestmark = pytest.mark.integration


def flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def missing_facts(shot: Screenshot, text: str) -> list[str]:
    return [fact for fact in shot.facts if fact not in flat(text)]


SCREENS = [
    ("upi_failure", {"font": "dejavu-sans", "theme": "light"}),
    ("upi_failure", {"font": "liberation-serif", "theme": "dark"}),
    ("upi_failure", {"font": "liberation-sans-narrow", "theme": "light", "phone": True, "size": 26}),
    ("atm_slip", {"font": "dejavu-mono", "theme": "light"}),
    ("atm_slip", {"font": "liberation-sans", "theme": "dark"}),
    ("statement", {"font": "liberation-sans", "theme": "light", "size": 20}),
    ("statement", {"font": "dejavu-serif", "theme": "dark", "size": 20}),
    ("neft_pending", {"font": "dejavu-sans-condensed", "theme": "dark", "phone": True, "size": 26}),
]


def screen_id(value) -> str:
    return value if isinstance(value, str) else "-".join(map(str, value.values()))


@pytest.mark.parametrize(("kind", "options"), SCREENS, ids=screen_id)
def test_screenshots_in_several_fonts_and_themes_give_back_their_key_facts(screenshots, kind, options):
    shot, result = screenshots.read(kind, **options)
    assert missing_facts(shot, result.text) == [], shot.name
    assert 0.6 <= result.confidence <= 1.0
    assert (result.width, result.height) == shot.image.size
    assert result.ms > 0
    assert ("inverted dark mode" in result.steps) == (options["theme"] == "dark")


def test_upi_failure_keeps_error_code_with_its_explanation_and_reference_with_its_label(screenshots):
    shot, result = screenshots.read("upi_failure", font="dejavu-sans", theme="light")
    code = shot.facts[0]
    text = flat(result.text)
    assert re.search(rf"Error {code}: \w+", text), "the error code lost its explanation"
    assert f"UPI Ref No {shot.facts[2]}" in text, "the reference number lost its label"
    assert "Transaction failed" in text
    assert f"₹{shot.facts[1]}" in text  # the rupee sign, which tesseract's English model reads as "%"


def test_table_and_label_value_rows_stay_on_one_line(screenshots):
    # Reading column by column would separate each amount from its description or label.
    shot, result = screenshots.read("statement", font="liberation-sans", theme="light", size=20)
    lines = result.text.splitlines()
    assert any("EMI" in line and "18,450.00" in line for line in lines)
    shot, result = screenshots.read("neft_pending", font="dejavu-sans-condensed", theme="dark", phone=True, size=26)
    lines = result.text.splitlines()
    assert any(line.startswith("UTR") and shot.facts[1] in line for line in lines)
    assert any(line.startswith("Amount") and shot.facts[0] in line for line in lines)


def test_a_forwarded_jpeg_phone_screenshot_with_small_text_is_still_read(engine):
    # WhatsApp-style: a 1080x2400 screenshot shrunk to 45 % and recompressed; body text ~12 px.
    full = render_screenshot("sms", font="liberation-sans", size=28, phone=True, seed=3)
    small = shrunk(full.image, 0.45)
    result = engine.read(encode(small, "JPEG", quality=60))
    assert missing_facts(full, result.text) == []
    assert any(step.startswith("scaled x") for step in result.steps), "small text should be enlarged"


def test_tiny_text_is_enlarged_before_reading(engine):
    shot = render_screenshot("upi_failure", font="dejavu-sans", size=11, width=340, seed=5)
    result = engine.read(shot.encode("PNG"))
    scale = next(float(step.split("x")[1]) for step in result.steps if step.startswith("scaled x"))
    assert scale >= 2
    assert missing_facts(shot, result.text) == []


def test_a_photo_of_a_screen_turned_a_few_degrees_is_straightened(engine):
    shot = render_screenshot("upi_failure", font="liberation-serif", seed=7)
    result = engine.read(encode(rotated(shot.image, 3.0)))
    assert "deskewed -3.0 deg" in result.steps
    text = flat(result.text)
    assert missing_facts(shot, text) == []
    assert f"UPI Ref No {shot.facts[2]}" in text  # a tilted row would split label and value


def test_exif_orientation_is_applied_so_a_sideways_photo_reads_upright(engine):
    shot = render_screenshot("upi_failure", font="liberation-sans", seed=1)
    sideways = shot.image.transpose(Image.Transpose.ROTATE_90)  # stored turned left...
    exif = Image.Exif()
    exif[0x0112] = 6  # ...with the tag that tells viewers to turn it right
    result = engine.read(encode(sideways, "JPEG", quality=92, exif=exif.tobytes()))
    assert "exif orientation 6" in result.steps
    assert (result.width, result.height) == shot.image.size
    assert missing_facts(shot, result.text) == []


def test_cmyk_jpeg_palette_png_and_16_bit_png_are_read(engine):
    shot = render_screenshot("atm_slip", font="liberation-mono", seed=2)
    gray16 = Image.fromarray(np.asarray(shot.image.convert("L")).astype(np.uint16) * 257)
    for data, step in [
        (encode(shot.image.convert("CMYK"), "JPEG", quality=92), "cmyk to rgb"),
        (encode(shot.image.convert("P", palette=Image.Palette.ADAPTIVE, colors=16), "PNG"), None),
        (encode(gray16, "PNG"), "rescaled to 8-bit"),
    ]:
        result = engine.read(data)
        assert missing_facts(shot, result.text) == [], step
        assert step is None or step in result.steps


def test_an_animated_gif_is_read_from_its_first_frame(engine):
    shot = render_screenshot("upi_failure", font="dejavu-sans", seed=4)
    first = shot.image.convert("P", palette=Image.Palette.ADAPTIVE)
    second = Image.new("P", shot.image.size, 0)
    data = encode(first, "GIF", save_all=True, append_images=[second], duration=500, loop=0)
    result = engine.read(data)
    assert "first frame" in result.steps
    assert missing_facts(shot, result.text) == []


@pytest.mark.parametrize(("theme", "background"), [("light", "white"), ("dark", "black")])
def test_text_on_a_transparent_background_stays_readable(engine, theme, background):
    # A sticker-like PNG: only the text is opaque. White text composited on white would vanish.
    shot = render_screenshot("atm_slip", font="dejavu-sans", theme=theme, seed=6)
    rgba = np.asarray(shot.image.convert("RGBA")).copy()
    backdrop = rgba[2, 2, :3]
    rgba[(rgba[..., :3] == backdrop).all(axis=-1), 3] = 0
    result = engine.read(encode(Image.fromarray(rgba, mode="RGBA"), "PNG"))
    assert f"transparency on {background}" in result.steps
    assert missing_facts(shot, result.text) == []


def test_a_blank_or_textless_image_says_no_text(engine):
    blank = Image.new("RGB", (400, 300), "#f5f5f5")
    shapes = Image.new("RGB", (800, 600), "white")
    draw = ImageDraw.Draw(shapes)
    for i in range(6):  # a photo-like picture: big soft shapes, no glyphs
        draw.ellipse([60 + i * 110, 100 + i * 40, 260 + i * 90, 380 + i * 20], fill=(40 * i, 120, 200 - 25 * i))
    noise = Image.fromarray(np.random.default_rng(1).integers(0, 256, (150, 300), dtype=np.uint8))
    for image in (blank, shapes, noise):  # tesseract "reads" letters in noise, at a confidence of ~0.1
        with pytest.raises(OcrError) as caught:
            engine.read(encode(image))
        assert caught.value.reason == "no_text"
        assert "type the details" in str(caught.value)


def test_a_path_and_a_str_path_are_read_like_bytes(engine, screenshots, tmp_path):
    shot, expected = screenshots.read("upi_failure", font="dejavu-sans", theme="light")
    path = tmp_path / "screenshot.png"
    path.write_bytes(shot.encode("PNG"))
    assert engine.read(path).text == expected.text
    assert engine.read(str(path)).text == expected.text


def test_recognised_text_is_never_logged(engine, caplog):
    shot = render_screenshot("sms", font="dejavu-sans", seed=8)
    with caplog.at_level(logging.DEBUG, logger="banking_ai"):
        result = engine.read(shot.encode("PNG"))
    assert shot.facts[1] in result.text  # the reference number was read...
    logged = "\n".join(record.getMessage() for record in caplog.records)
    assert logged, "a read should leave a log line with sizes and timings"
    for secret in (*shot.facts, "XX4321", "Customer"):
        assert secret not in logged  # ...and appears in no log line


# --- Hindi in Devanagari ------------------------------------------------------------------


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("phone", [False, True])
def test_a_hindi_bank_sms_is_read_in_devanagari_with_its_amount_reference_and_number(screenshots, theme, phone):
    """Read with English letters only, "प्रिय ग्राहक, आपके खाते ... डेबिट किए गए" came back as Latin noise
    (confidence 0.38-0.47): that unsure a reading is read again with Hindi too, and the surer kept."""
    shot, result = screenshots.read("sms_hindi", font="lohit-devanagari", theme=theme, phone=phone)
    text = flat(result.text)
    assert [fact for fact in shot.facts if fact not in text] == [], shot.name
    assert "eng+hin" in result.steps and result.confidence >= 0.8
    assert "प्रिय ग्राहक" in text and "खाते" in text


@pytest.mark.parametrize(("theme", "phone"), [("light", False), ("dark", True)])
def test_a_screenshot_of_a_question_typed_in_hindi_is_read_in_devanagari(screenshots, theme, phone):
    """In a dark chat bubble on a dark phone screen the question was dropped whole (only the clock and the
    battery were read, so surely that no second reading was tried): the bubble's fill is flattened now."""
    shot, result = screenshots.read("question_hindi", font="lohit-devanagari", seed=0, theme=theme, phone=phone)
    assert shot.facts[0] in flat(result.text)


def test_an_english_screenshot_is_read_once_with_english_only(screenshots):
    """The second reading is for unsure ones: a clear English screen costs one tesseract run."""
    _, result = screenshots.read("upi_failure", font="dejavu-sans", theme="light")
    assert "eng+hin" not in result.steps


def test_without_the_second_languages_installed_english_is_still_read(engine):
    from banking_ai.ocr import TesseractOcrEngine
    from banking_ai.settings import OcrSettings

    shot = render_screenshot("sms_hindi", font="lohit-devanagari", seed=2)
    english_only = TesseractOcrEngine(OcrSettings(second_languages="eng+zzz"))
    assert english_only.available()
    result = english_only.read(shot.encode("PNG"))
    assert "eng+zzz" not in result.steps and "प्रिय" not in result.text and "1800-123-4567" in result.text
