"""Text in pictures pasted into Word files: a schedule of charges or a rate card saved as an image.

Banks' Word files often carry a table as a picture (copied from a spreadsheet or a PDF as an image): its
words were invisible to the index, and an answer saying "see the schedule of charges" had nothing to
show. Each picture large enough to hold text is read with tesseract (the OCR the product already ships
for screenshots). A ruled table, found by its grid lines, comes back as rows of cells, so it is indexed
like a Word table ("Charge: Foreclosure – fixed rate loans | Car loans: 4% of principal outstanding");
other pictures as lines of text. Nothing is read from a picture with no text (a photograph, a logo).

Figures are what customers ask pictures for, and OCR misreads them: tesseract's English model has no
rupee sign. Upscaled it mostly reads "₹" as a sign before the digits ("%1,500", "=300"), which is
repaired, but at some scales as a digit ("₹10,000" read "310,000", "₹100" read "3100"). So each picture is
read at three scales, and a figure the readings do not all give is shown as "[unclear]" rather than as a
wrong amount (docs/retrieval.md: on a charges table of 39 figures, one reading gave 0–3 wrong ones
depending on its scale, seven scales tried; the readings at 26 and 40 px together 1; at 26, 34 and 40 px
none, with 2 shown as unclear). Reading takes a few seconds a picture: at most ``MAX_PICTURE_S`` per
document, so a file full of screenshots still parses within its time budget.
"""

from __future__ import annotations

import logging
import re
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

    from banking_ai.ocr.tesseract import TesseractOcrEngine, Word

log = logging.getLogger(__name__)

MIN_SIDE_PX = 120  # icons, bullets and small logos hold no text worth indexing
MIN_WORDS = 4
MIN_MEAN_CONFIDENCE = 0.5  # tesseract finding letters in a photograph or a logo scores far lower
GLYPH_PX = (26.0, 34.0, 40.0)  # letter heights of the readings, pixels (one reading alone misread ₹ figures)
MAX_PICTURES = 30  # read per document; more are left out (and logged)
MAX_PICTURE_S = 30.0  # reading a document's pictures stops after this (the parse's budget is 60 s by default)
LINE_SHARE = 0.5  # a grid line is dark along at least this share of the table's width (or height)
MIN_CELL_PX = 8
MAX_RULE_PX = 12  # thicker than this (at the reading's scale) a dark run is a filled band, not a rule
RULE_COVERAGE = 0.8  # an inner rule crosses a row where it is dark along this share of the row's height
MIN_READING_S = 2.0  # a reading is not started with less time than this left
SHADED_ROW_STD = 8.0  # grey levels: a table row this uneven holds something (text on a fill), blank is ~0
UNCLEAR = "[unclear]"
# "₹" read as a sign before the digits: "%1,500", "=300", "*5,000", "%~350"
_RUPEE_READ_AS_SIGN = re.compile(r"^[%=*~]+(?=\d)")
_FIGURE = re.compile(r"₹?\d+(?:[.,]\d+)*%?")  # "₹1,500", "0.50%", "12"


@dataclass(frozen=True, slots=True)
class PictureText:
    """What a picture says: rows of cells (a ruled table), with ``lines`` its title rows above it; or lines
    of text."""

    rows: tuple[tuple[str, ...], ...] = ()
    lines: tuple[str, ...] = ()


def large_enough(data: bytes) -> bool:
    """Whether a picture is large enough to hold text worth reading (its header only is read): icons,
    bullets and small logos are not, and do not count towards a document's ``MAX_PICTURES``."""
    import io

    from PIL import Image

    try:
        with Image.open(io.BytesIO(data)) as image:
            return min(image.size) >= MIN_SIDE_PX
    except Exception:  # not an image Pillow knows (EMF, damaged): read_picture would refuse it too
        return False


def read_picture(data: bytes, engine: TesseractOcrEngine, deadline: float | None = None) -> PictureText | None:
    """The text of one picture, or None when it holds none worth indexing (too small, a photograph, not an
    image tesseract can read) or cannot be read before ``deadline`` (a ``time.perf_counter()`` value). Read
    at several scales (``GLYPH_PX``); a figure the readings do not all give is "[unclear]"."""
    from banking_ai.ocr.base import OcrError
    from banking_ai.ocr.images import load_image

    try:
        loaded = load_image(data, max_bytes=engine.settings.max_bytes, max_pixels=engine.settings.max_pixels)
        if min(loaded.width, loaded.height) < MIN_SIDE_PX:
            return None
        readings = []
        for glyph_px in GLYPH_PX:
            left = engine.settings.timeout_s if deadline is None else deadline - time.perf_counter()
            if left < MIN_READING_S:
                log.info("picture not read: out of time")
                return None
            readings.append(_reading(loaded.image, engine, glyph_px, min(left, engine.settings.timeout_s)))
    except OcrError as error:
        log.info("picture not read: %s", error.reason)
        return None
    if any(reading is None for reading in readings):
        return None
    first, *others = readings
    shape = [len(row) for row in first.rows]
    if first.rows and all([len(row) for row in other.rows] == shape for other in others):
        rows = tuple(
            tuple(_agreed(cell, [other.rows[r][c] for other in others]) for c, cell in enumerate(row))
            for r, row in enumerate(first.rows)
        )
        said = [" ".join(other.lines) for other in others]
        return PictureText(rows=rows, lines=tuple(_agreed(line, said) for line in first.lines))
    said = [" ".join([*(" ".join(row) for row in other.rows), *other.lines]) for other in others]
    if first.rows:
        rows = tuple(tuple(_agreed(cell, said) for cell in row) for row in first.rows)
        return PictureText(rows=rows, lines=tuple(_agreed(line, said) for line in first.lines))
    return PictureText(lines=tuple(_agreed(line, said) for line in first.lines))


def _reading(image, engine: TesseractOcrEngine, glyph_px: float, timeout_s: float) -> PictureText | None:
    """One reading of the picture scaled so its letters are ``glyph_px`` tall. A table ruled with thin lines
    has them taken out first (tesseract reads a bordered cell poorly, or twice) and they place the words in
    cells. A table with filled bands (a coloured header, banded rows) is read as lines of text: a band is no
    rule, and pairing its values with the wrong columns would be worse than lines."""
    import numpy as np
    from PIL import Image

    from banking_ai.ocr.preprocess import Preprocessing, otsu_threshold, prepare

    prepared, _ = prepare(image, Preprocessing(glyph_px=glyph_px))
    pixels = np.array(prepared.convert("L"))
    dark = pixels < otsu_threshold(pixels)
    row_runs, column_runs = _grid_lines(dark, axis=1), _grid_lines(dark, axis=0)
    thin = all(end - start < MAX_RULE_PX for start, end in (*row_runs, *column_runs))
    ruled = thin and len(row_runs) >= 3 and len(column_runs) >= 3
    if ruled:
        for start, end in row_runs:
            pixels[max(0, start - 1) : end + 2, :] = 255
        for start, end in column_runs:
            pixels[:, max(0, start - 1) : end + 2] = 255
        prepared = Image.fromarray(pixels)
    words = [word for word in engine.recognize(prepared, timeout_s=timeout_s) if word.conf >= 0]
    if sum(_is_word(word.text) for word in words) < MIN_WORDS:
        return None
    if sum(word.conf for word in words) / len(words) / 100 < MIN_MEAN_CONFIDENCE:
        return None
    if ruled:
        table, titles = _cells(words, row_runs, column_runs, dark, pixels)  # the rules taken out, as read
        if len(table) >= 2:
            return PictureText(rows=table, lines=titles)
    lines: dict[tuple[int, int, int], list[str]] = {}
    for word in words:
        lines.setdefault(word.line, []).append(_RUPEE_READ_AS_SIGN.sub("₹", word.text))
    texts = (" ".join(line) for line in lines.values())
    return PictureText(lines=tuple(text for text in texts if any(_is_word(word) for word in text.split())))


def _is_word(text: str) -> bool:
    """A word or a figure, not a speck of a photograph read as "~", "4" or "‘"."""
    return sum(character.isalnum() for character in text) >= 2


def _agreed(text: str, others: list[str]) -> str:
    """``text`` with each figure that not every one of ``others`` (the same cell, or the whole picture, read
    at other scales) also gives shown as "[unclear]": the readings rarely misread a figure the same way."""
    given = [{_digits(match.group()) for match in _FIGURE.finditer(other)} for other in others]
    return _FIGURE.sub(lambda m: m.group() if all(_digits(m.group()) in g for g in given) else UNCLEAR, text)


def _digits(figure: str) -> str:
    return figure.lstrip("₹").rstrip("%")


def _grid_lines(dark: np.ndarray, axis: int) -> list[tuple[int, int]]:
    """The ruled lines across the picture, as (first, last) pixel: rows (``axis`` 1) or columns (``axis`` 0)
    of pixels dark along ``LINE_SHARE`` of the inked extent, runs of them one line."""
    import numpy as np

    inked = np.flatnonzero(dark.any(axis=1 - axis))  # the extent of ink along the other direction
    if inked.size == 0:
        return []
    extent = inked[-1] - inked[0] + 1
    solid = np.flatnonzero(dark.sum(axis=axis) >= LINE_SHARE * extent)
    runs: list[tuple[int, int]] = []
    for index in solid:
        if runs and index - runs[-1][1] <= 1:
            runs[-1] = (runs[-1][0], int(index))
        elif runs and index - runs[-1][1] < MIN_CELL_PX:
            runs[-1] = (runs[-1][0], int(index))  # a double rule, or a thick one drawn in two strokes
        else:
            runs.append((int(index), int(index)))
    return runs


def _cells(
    words: list[Word],
    row_runs: list[tuple[int, int]],
    column_runs: list[tuple[int, int]],
    dark: np.ndarray,
    gray: np.ndarray,
) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """The words placed in the grid's cells by their centres, each cell's words in reading order; and the
    table's title rows (a row over the whole width, its inner rules missing: "Schedule of charges from 1 April
    2026"), which are no column names. A merged row further down keeps its text in its first cell. An empty
    row is left out, but a row with ink or shading and no word read (text on a coloured band) is a row of
    "[unclear]": the table must not look complete without it."""
    import bisect

    rows = [(start + end) // 2 for start, end in row_runs]
    columns = [(start + end) // 2 for start, end in column_runs]
    grid: dict[tuple[int, int], list[Word]] = {}
    for word in words:
        left, top, width, height = word.box
        row = bisect.bisect(rows, top + height // 2) - 1
        column = bisect.bisect(columns, left + width // 2) - 1
        if 0 <= row < len(rows) - 1 and 0 <= column < len(columns) - 1:
            grid.setdefault((row, column), []).append(word)
    table: list[tuple[str, ...]] = []
    titles: list[str] = []
    for row in range(len(rows) - 1):
        cells = []
        for column in range(len(columns) - 1):
            placed = sorted(grid.get((row, column), []), key=lambda w: (w.line, w.box[0]))
            cells.append(" ".join(_RUPEE_READ_AS_SIGN.sub("₹", word.text) for word in placed))
        band = dark[row_runs[row][1] + 1 : row_runs[row + 1][0], :]
        if not any(cells):
            shade = gray[row_runs[row][1] + 1 : row_runs[row + 1][0], columns[0] : columns[-1]]
            if table and shade.size and shade.std() > SHADED_ROW_STD:
                table.append((UNCLEAR,) * (len(columns) - 1))  # a row with something in it that was not read
            continue
        merged = band.size and not all(
            band[:, start : end + 1].any(axis=1).mean() >= RULE_COVERAGE for start, end in column_runs[1:-1]
        )
        if merged:
            text = " ".join(cell for cell in cells if cell)
            if table:
                table.append((text, *[""] * (len(cells) - 1)))
            else:
                titles.append(text)
        else:
            table.append(tuple(cells))
    return tuple(table), tuple(titles)
