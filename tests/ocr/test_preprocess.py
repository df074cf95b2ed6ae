"""Preprocessing and loading steps, checked on rendered screenshots without tesseract."""

from __future__ import annotations

import numpy as np
from PIL import Image

from banking_ai.ocr.images import load_image
from banking_ai.ocr.preprocess import (
    Preprocessing,
    estimate_skew,
    flatten_panels,
    is_dark_background,
    median_glyph_height,
    otsu_threshold,
    prepare,
)
from tests.ocr.conftest import encode
from tests.ocr.samples import render_screenshot, rotated

LIMITS = {"max_bytes": 10_000_000, "max_pixels": 40_000_000}


def glyph_height(image: Image.Image) -> float:
    pixels = np.asarray(image.convert("L"))
    dark = is_dark_background(pixels)
    height = median_glyph_height(pixels, otsu_threshold(pixels), dark_background=dark)
    assert height is not None
    return height


def test_otsu_threshold_separates_ink_from_paper():
    rng = np.random.default_rng(0)
    pixels = np.concatenate([rng.normal(40, 10, 2_000), rng.normal(220, 10, 8_000)]).clip(0, 255).astype(np.uint8)
    threshold = otsu_threshold(pixels)
    assert 50 < threshold < 210
    assert (pixels[:2_000] <= threshold).mean() > 0.99 and (pixels[2_000:] > threshold).mean() > 0.99


def test_glyph_height_follows_the_font_size():
    small = glyph_height(render_screenshot("sms", size=14).image)
    large = glyph_height(render_screenshot("sms", size=42).image)
    assert 2.6 < large / small < 3.4
    dark = glyph_height(render_screenshot("sms", size=42, theme="dark").image)
    assert abs(dark - large) <= 2  # light text on dark is measured the same way


def test_dark_mode_is_inverted_to_dark_text_on_light():
    shot = render_screenshot("upi_failure", theme="dark")
    prepared, steps = prepare(shot.image, Preprocessing(rescale=False))
    assert "inverted dark mode" in steps
    assert np.median(np.asarray(prepared)) > 200
    _, light_steps = prepare(render_screenshot("upi_failure").image, Preprocessing(rescale=False))
    assert "inverted dark mode" not in light_steps


def test_light_panels_become_the_page_and_text_and_soft_edges_stay():
    """A chat bubble a shade darker than the page (dark mode inverted: page 236, bubble 207) made tesseract's
    global threshold drop the text inside it; the bubble's fill becomes the page. A glyph's soft edge is
    also a shade darker, but each such gray covers little of the image and stays."""
    pixels = np.full((100, 100), 236, dtype=np.uint8)
    pixels[20:40, 10:90] = 207  # the bubble
    pixels[28:32, 20:60] = 30  # its text
    pixels[27, 20:60] = 215  # the text's soft upper edge: 40 pixels, 0.4 % of the image
    flat = flatten_panels(pixels, depth=48)
    assert flat is not None
    assert (flat[20:27, 10:90] == 236).all() and (flat[28:32, 20:60] == 30).all() and (flat[27, 20:60] == 215).all()
    assert flatten_panels(np.full((50, 50), 236, dtype=np.uint8), depth=48) is None, "no panel"
    assert flatten_panels(255 - pixels, depth=48) is None, "a dark page is inverted first"
    faded = np.full((100, 100), 200, dtype=np.uint8)
    faded[30:60, 10:90] = 160  # pale text on a faded receipt: 40 levels off the page, a quarter of the image
    assert flatten_panels(faded, depth=48) is None, "text is never a panel, however pale"
    shot = render_screenshot("question_hindi", font="lohit-devanagari", theme="dark", phone=True)
    _, steps = prepare(shot.image)
    assert steps[:3] == ("grayscale", "inverted dark mode", "panels flattened"), steps


def test_small_text_is_enlarged_to_the_target_and_large_text_reduced_at_most_by_half():
    options = Preprocessing()
    tiny = render_screenshot("upi_failure", size=12, width=360).image
    enlarged, steps = prepare(tiny, options)
    assert any(step.startswith("scaled x") for step in steps)
    assert abs(glyph_height(enlarged) - options.glyph_px) <= 0.25 * options.glyph_px
    huge = render_screenshot("sms", size=120, width=2400).image
    reduced, _ = prepare(huge, options)
    assert reduced.width == round(huge.width * options.min_downscale)


def test_enlarging_never_passes_the_output_pixel_cap():
    options = Preprocessing(max_output_pixels=2_000_000)
    phone = render_screenshot("sms", size=9, phone=True).image  # 2.6 MP already, tiny text
    prepared, _ = prepare(phone, options)
    assert prepared.width * prepared.height <= phone.width * phone.height * 1.01


def test_skew_is_measured_to_half_a_degree_and_straight_text_is_left_alone():
    shot = render_screenshot("statement", font="liberation-sans")
    for degrees in (0.0, 1.5, -3.0, 4.5):
        image = rotated(shot.image, degrees).convert("L") if degrees else shot.image.convert("L")
        pixels = np.asarray(image)
        assert estimate_skew(pixels, otsu_threshold(pixels), dark_background=False) == -degrees
    straightened, steps = prepare(rotated(shot.image, 2.0), Preprocessing(rescale=False))
    assert "deskewed -2.0 deg" in steps
    assert estimate_skew(np.asarray(straightened), 128, dark_background=False) == 0.0


def test_binarize_and_autocontrast_are_available_as_options():
    shot = render_screenshot("statement", theme="low-contrast")
    prepared, steps = prepare(shot.image, Preprocessing(rescale=False, autocontrast=True, binarize=True))
    assert steps[-2:] == ("autocontrast", "binarized")
    assert set(np.unique(np.asarray(prepared))) <= {0, 255}


def test_loading_flattens_transparency_onto_a_contrasting_background():
    white_text = Image.new("RGBA", (300, 80), (0, 0, 0, 0))
    white_text.paste((255, 255, 255, 255), (20, 20, 200, 40))
    loaded = load_image(encode(white_text), **LIMITS)
    assert loaded.steps == ("transparency on black",)
    assert loaded.image.mode == "RGB" and loaded.image.getpixel((5, 5)) == (0, 0, 0)
    opaque = Image.new("RGBA", (300, 80), (250, 250, 250, 255))
    assert load_image(encode(opaque), **LIMITS).steps == ()  # fully opaque: nothing to flatten


def test_sixteen_bit_gray_is_rescaled_not_clipped():
    ramp = np.tile(np.linspace(0, 65535, 256, dtype=np.uint16), (40, 1))  # Pillow's own convert clips at 255
    loaded = load_image(encode(Image.fromarray(ramp)), **LIMITS)
    values = np.asarray(loaded.image)
    assert loaded.image.mode == "L" and values.min() == 0 and values.max() == 255
    assert len(np.unique(values)) > 200
