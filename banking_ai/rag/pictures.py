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
UNCLEAR = "[unclear]"
# "₹" read as a sign before the digits: "%1,500", "=300", "*5,000", "%~350"
_RUPEE_READ_AS_SIGN = re.compile(r"^[%=*~]+(?=\d)")
_FIGURE = re.compile(r"₹?\d+(?:[.,]\d+)*%?")  # "₹1,500", "0.50%", "12"


@dataclass(frozen=True, slots=True)
class PictureText:
    """What a picture says: rows of cells (a ruled table) or lines of text."""

    rows: tuple[tuple[str, ...], ...] = ()
    lines: tuple[str, ...] = ()


def read_picture(data: bytes, engine: TesseractOcrEngine) -> PictureText | None:
    """The text of one picture, or None when it holds none worth indexing (too small, a photograph, not an
    image tesseract can read). Read at several scales (``GLYPH_PX``); a figure the readings do not all give
    is "[unclear]"."""
    from banking_ai.ocr.base import OcrError
    from banking_ai.ocr.images import load_image

    try:
        loaded = load_image(data, max_bytes=engine.settings.max_bytes, max_pixels=engine.settings.max_pixels)
        if min(loaded.width, loaded.height) < MIN_SIDE_PX:
            return None
        readings = [_reading(loaded.image, engine, glyph_px) for glyph_px in GLYPH_PX]
    except OcrError as error:
        log.info("picture not read: %s", error.reason)
        return None
    if any(reading is None for reading in readings):
        return None
    first, *others = readings
    shape = [len(row) for row in first.rows]
    if first.rows and all([len(row) for row in other.rows] == shape for other in others):
        return PictureText(
            rows=tuple(
                tuple(_agreed(cell, [other.rows[r][c] for other in others]) for c, cell in enumerate(row))
                for r, row in enumerate(first.rows)
            )
        )
    said = [" ".join([*(" ".join(row) for row in other.rows), *other.lines]) for other in others]
    if first.rows:
        return PictureText(rows=tuple(tuple(_agreed(cell, said) for cell in row) for row in first.rows))
    return PictureText(lines=tuple(_agreed(line, said) for line in first.lines))


def _reading(image, engine: TesseractOcrEngine, glyph_px: float) -> PictureText | None:
    """One reading of the picture scaled so its letters are ``glyph_px`` tall, the ruled lines of a table
    taken out first (tesseract reads a bordered cell poorly, or twice) and used to place the words in cells."""
    import numpy as np
    from PIL import Image

    from banking_ai.ocr.preprocess import Preprocessing, otsu_threshold, prepare

    prepared, _ = prepare(image, Preprocessing(glyph_px=glyph_px))
    pixels = np.array(prepared.convert("L"))
    dark = pixels < otsu_threshold(pixels)
    row_runs, column_runs = _grid_lines(dark, axis=1), _grid_lines(dark, axis=0)
    ruled = len(row_runs) >= 3 and len(column_runs) >= 3
    if ruled:
        for start, end in row_runs:
            pixels[max(0, start - 1) : end + 2, :] = 255
        for start, end in column_runs:
            pixels[:, max(0, start - 1) : end + 2] = 255
        prepared = Image.fromarray(pixels)
    words = [word for word in engine.recognize(prepared) if word.conf >= 0]
    if len(words) < MIN_WORDS or sum(word.conf for word in words) / len(words) / 100 < MIN_MEAN_CONFIDENCE:
        return None
    if ruled:
        rows = [(start + end) // 2 for start, end in row_runs]
        columns = [(start + end) // 2 for start, end in column_runs]
        table = _cells(words, rows, columns)
        if len(table) >= 2:
            return PictureText(rows=table)
    lines: dict[tuple[int, int, int], list[str]] = {}
    for word in words:
        lines.setdefault(word.line, []).append(_RUPEE_READ_AS_SIGN.sub("₹", word.text))
    return PictureText(lines=tuple(" ".join(line) for line in lines.values()))


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


def _cells(words: list[Word], rows: list[int], columns: list[int]) -> tuple[tuple[str, ...], ...]:
    """The words placed in the grid's cells by their centres, each cell's words in reading order; rows with
    no text left out."""
    import bisect

    grid: dict[tuple[int, int], list[Word]] = {}
    for word in words:
        left, top, width, height = word.box
        row = bisect.bisect(rows, top + height // 2) - 1
        column = bisect.bisect(columns, left + width // 2) - 1
        if 0 <= row < len(rows) - 1 and 0 <= column < len(columns) - 1:
            grid.setdefault((row, column), []).append(word)
    table = []
    for row in range(len(rows) - 1):
        cells = []
        for column in range(len(columns) - 1):
            placed = sorted(grid.get((row, column), []), key=lambda w: (w.line, w.box[0]))
            cells.append(" ".join(_RUPEE_READ_AS_SIGN.sub("₹", word.text) for word in placed))
        if any(cells):
            table.append(tuple(cells))
    return tuple(table)
