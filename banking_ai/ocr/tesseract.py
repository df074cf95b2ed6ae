"""``TesseractOcrEngine``: the Debian tesseract 5 binary, run once per image.

Tesseract is run directly (``tesseract stdin stdout ... tsv``) rather than through
pytesseract: the image goes through a pipe, so a customer's screenshot is never written to
a temporary file; the executable is per engine (pytesseract keeps it in a module global);
and a timed-out run is killed with its whole process group.
"""

from __future__ import annotations

import io
import logging
import os
import re
import shutil
import subprocess
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from banking_ai.ocr.base import ImageSource, OcrError
from banking_ai.ocr.images import load_image
from banking_ai.ocr.preprocess import Preprocessing, prepare
from banking_ai.processes import CheckedOnce, last_line, run_limited
from banking_ai.types import OcrResult

if TYPE_CHECKING:
    from PIL.Image import Image

    from banking_ai.settings import OcrSettings

log = logging.getLogger(__name__)

# Page segmentation mode, chosen on the benchmark (docs/ocr.md).
DEFAULT_PSM = 4  # one column of text of variable sizes
# Below this mean word confidence the "text" is tesseract finding letters in noise (random
# pixels read at 0.12); real screenshots in the benchmark, however degraded, scored >= 0.70.
MIN_CONFIDENCE = 0.35
MIN_SECOND_S = 1.0  # a second reading is not started with less of the time limit left


@dataclass(frozen=True, slots=True)
class Word:
    """One word of tesseract's TSV output; ``conf`` in [0, 100]."""

    text: str
    conf: float
    line: tuple[int, int, int]  # (block, paragraph, line)
    box: tuple[int, int, int, int] = (0, 0, 0, 0)  # left, top, width, height in the image read, pixels


class TesseractOcrEngine:
    """Reads screenshots with tesseract after ``prepare`` (grayscale, dark mode, rescaling).

    ``settings`` gives the executable, languages, byte and pixel limits and the time limit;
    ``psm``, ``preprocessing``, ``config`` and ``tidy`` exist for the benchmark and
    default to the measured best.
    """

    name = "tesseract"

    def __init__(
        self,
        settings: OcrSettings,
        *,
        psm: int = DEFAULT_PSM,
        preprocessing: Preprocessing | None = None,
        threads: int = 1,
        config: tuple[str, ...] = (),
        tidy: bool = True,
    ) -> None:
        self._settings = settings
        self._psm = psm
        self._preprocessing = preprocessing or Preprocessing()
        # One OpenMP thread per run: on 2 shared cores it is as fast for one image and keeps
        # two customers' images from fighting over the cores (docs/ocr.md).
        self._threads = threads
        self._config = config  # extra "-c name=value" tesseract variables (benchmark experiments)
        self._tidy = tidy
        self._check = CheckedOnce("tesseract", self._probe)
        self._second: str = ""  # the second reading's languages, when installed (set by the probe)

    @property
    def settings(self) -> OcrSettings:
        """The executable, languages and limits this engine reads with."""
        return self._settings

    @property
    def unavailable_detail(self) -> str:
        """Why ``available()`` is False, for staff logs ("" when it is True or unchecked)."""
        return self._check.known_detail

    def available(self) -> bool:
        """True when the executable runs and has every configured language (checked once)."""
        return self._check()[0]

    def read(self, image: ImageSource) -> OcrResult:
        """Text of ``image`` (bytes or a path); raises ``OcrError`` (see ``OcrEngine.read``)."""
        started = time.perf_counter()
        if not self.available():
            raise OcrError("unavailable", detail=self.unavailable_detail)
        try:
            return self._read(image, started)
        except OcrError:
            raise
        except Exception as error:  # the contract is OcrError only: a bug must not reach the customer
            from banking_ai.privacy import failure_for_log

            log.error("ocr failed unexpectedly: %s", failure_for_log(error))  # never the message: it may quote text
            raise OcrError("failed", detail=type(error).__name__) from None

    def _read(self, image: ImageSource, started: float) -> OcrResult:
        loaded = load_image(image, max_bytes=self._settings.max_bytes, max_pixels=self._settings.max_pixels)
        low, high = loaded.image.convert("L").getextrema() if loaded.image.mode != "L" else loaded.image.getextrema()
        if high - low < 16:  # one flat colour: nothing to read, no need to ask tesseract
            raise OcrError("no_text", detail=f"{loaded.width}x{loaded.height} flat image")
        prepared, prep_steps = prepare(loaded.image, self._preprocessing)
        words = self.recognize(prepared)
        confidence = _confidence(words)
        left_s = self._settings.timeout_s - (time.perf_counter() - started)
        if self._second and confidence < self._settings.second_below and left_s >= MIN_SECOND_S:
            # Unsure: perhaps another script (a Hindi SMS read as English letters). Read again with the
            # second languages, within what is left of the time limit, and keep the surer reading; an
            # English screen rarely gets here (docs/ocr.md). Out of time, the first reading stands.
            try:
                again = self.recognize(prepared, self._second, timeout_s=left_s)
            except OcrError:
                again = []
            if (surer := _confidence(again)) > confidence:
                words, confidence = again, surer
                prep_steps = (*prep_steps, self._second)
        text = words_to_text(words)
        if self._tidy:
            text = tidy_text(text)
        elapsed = (time.perf_counter() - started) * 1000
        if not any(char.isalnum() for char in text) or confidence < MIN_CONFIDENCE:
            log.info(
                "ocr found no text: %dx%d, confidence %.2f, %.0f ms", loaded.width, loaded.height, confidence, elapsed
            )
            raise OcrError(
                "no_text", detail=f"{loaded.width}x{loaded.height}, {len(words)} words, conf {confidence:.2f}"
            )
        steps = (*loaded.steps, *prep_steps, f"psm {self._psm}")
        log.info(
            "ocr read %s %dx%d: %d chars, %d words, confidence %.2f, steps %s, %.0f ms",
            loaded.format,
            loaded.width,
            loaded.height,
            len(text),
            len(words),
            confidence,
            ",".join(steps),
            elapsed,
        )
        return OcrResult(
            text=text,
            confidence=round(confidence, 4),
            ms=elapsed,
            width=loaded.width,
            height=loaded.height,
            steps=steps,
        )

    def recognize(self, image: Image, languages: str = "", timeout_s: float | None = None) -> list[Word]:
        """Tesseract's words for a prepared Pillow image (in ``languages``, else the configured ones, within
        ``timeout_s``, else the configured limit); raises ``OcrError`` ("timeout", "failed")."""
        buffer = io.BytesIO()
        # Uncompressed PGM/PPM: encoding costs nothing, and leptonica reads it from the pipe.
        image.save(buffer, format="PPM")
        args = [
            self._settings.tesseract_cmd,
            "stdin",
            "stdout",
            "-l",
            languages or self._settings.languages,
            "--psm",
            str(self._psm),
            *(arg for variable in self._config for arg in ("-c", variable)),
            "tsv",
        ]
        limit = self._settings.timeout_s if timeout_s is None else timeout_s
        stdout = _run(args, buffer.getvalue(), timeout_s=limit, env=self._env())
        return parse_tsv(stdout)

    def _env(self) -> dict[str, str]:
        env = dict(os.environ)
        env["OMP_THREAD_LIMIT"] = str(self._threads)
        return env

    def _probe(self) -> tuple[bool, str]:
        command = self._settings.tesseract_cmd
        if shutil.which(command) is None:
            return False, f"executable {command!r} not found"
        try:
            listing = _run([command, "--list-langs"], b"", timeout_s=10.0, env=self._env())
        except OcrError as error:
            return False, f"{command} --list-langs failed: {error.detail}"
        installed = {line.strip() for line in listing.splitlines()[1:]}
        missing = [lang for lang in self._settings.languages.split("+") if lang not in installed]
        if missing:
            return False, f"languages not installed: {'+'.join(missing)}"
        second = self._settings.second_languages
        if second and second != self._settings.languages:
            if all(lang in installed for lang in second.split("+")):
                self._second = second
            else:
                log.info("ocr reads %s only: %s is not installed", self._settings.languages, second)
        return True, ""


def _confidence(words: list[Word]) -> float:
    """Mean word confidence in [0, 1] (words tesseract scored), 0.0 for none."""
    confident = [word.conf for word in words if word.conf >= 0]
    return sum(confident) / len(confident) / 100 if confident else 0.0


def parse_tsv(tsv: str) -> list[Word]:
    """Words (level 5 rows with text) of tesseract's TSV output, in reading order."""
    words = []
    for row in tsv.splitlines()[1:]:
        fields = row.split("\t")
        if len(fields) < 12 or fields[0] != "5" or not fields[11].strip():
            continue
        try:
            conf = float(fields[10])
            line = (int(fields[2]), int(fields[3]), int(fields[4]))
            box = (int(fields[6]), int(fields[7]), int(fields[8]), int(fields[9]))
        except ValueError:
            continue
        words.append(Word(text=fields[11].strip(), conf=conf, line=line, box=box))
    return words


def words_to_text(words: list[Word]) -> str:
    """Words joined by spaces, one text line per tesseract line."""
    lines: list[list[str]] = []
    current: tuple[int, int, int] | None = None
    for word in words:
        if word.line != current:
            lines.append([])
            current = word.line
        lines[-1].append(word.text)
    return "\n".join(" ".join(line) for line in lines)


# "26, 320.00" -> "26,320.00": tesseract sometimes reads the wide comma of a monospaced font
# as comma + space. Only digit groups ending in paise are joined, so "items 1, 200" stays.
_SPLIT_AMOUNT = re.compile(r"(?<=\d), (?=\d{2,3}(?:, ?\d{2,3})*\.\d{2}\b)")
# tesseract's English model has no rupee sign and reads "₹2,490.00" as "%2,490.00"; a per
# cent sign never comes before a number.
_RUPEE_AS_PERCENT = re.compile(r"(?<![\w%])%(?=\d)")
# A capital I read as a bar, alone between two lower-case words of a sentence ("what should | do?"); a bar
# between capitalised table headings ("Date | Amount") stays.
_I_AS_BAR = re.compile(r"(?<=[a-z,] )\|(?= [a-z])")


def tidy_text(text: str) -> str:
    """Repairs of tesseract's output: amounts split after a thousands comma are joined ("Rs. 1, 250.00"
    -> "Rs. 1,250.00"), a rupee sign read as "%" is restored, and a lone "|" between words is "I"."""
    return _I_AS_BAR.sub("I", _RUPEE_AS_PERCENT.sub("₹", _SPLIT_AMOUNT.sub(",", text)))


def _run(args: list[str], stdin: bytes, *, timeout_s: float, env: dict[str, str]) -> str:
    """Run tesseract, killing its process group on timeout; stdout as text. Raises ``OcrError``."""
    try:
        code, stdout, stderr = run_limited(args, stdin, timeout_s=timeout_s, env=env)
    except OSError as error:
        raise OcrError("unavailable", detail=f"cannot start {args[0]!r}: {type(error).__name__}") from None
    except subprocess.TimeoutExpired:
        raise OcrError("timeout", detail=f"tesseract exceeded {timeout_s:g} s") from None
    if code != 0:
        # stderr names options and files, never recognised text; keep the last line for staff.
        raise OcrError("failed", detail=f"tesseract exit {code}: {last_line(stderr)}")
    return stdout.decode("utf-8", "replace")
