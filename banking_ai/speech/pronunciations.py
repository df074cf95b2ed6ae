"""Pronunciations for the offline recogniser: the CMU dictionary in the pocketsphinx wheel, and
letter-to-sound for the bank's words it lacks.

A word the dictionary lacks cannot be recognised at all. The language model's words are checked
against it; the missing ones get a pronunciation here: an acronym (written in capitals in the
bank's text: UPI, KYC, EMI, IFSC) is spelt letter by letter, any other word (Hinglish, names,
coinages) is read by espeak-ng (``-x``: its phoneme mnemonics) and mapped to the ARPAbet phones
of pocketsphinx's English acoustic model. A word whose phonemes do not all map is left out.
"""

from __future__ import annotations

import logging
import re
import shutil
import subprocess
from collections.abc import Iterable
from pathlib import Path

from banking_ai.processes import run_limited

log = logging.getLogger(__name__)

# Letter names as the CMU dictionary says them ("a" is also the article, so the table is explicit).
LETTERS = {
    "a": "EY", "b": "B IY", "c": "S IY", "d": "D IY", "e": "IY", "f": "EH F", "g": "JH IY",
    "h": "EY CH", "i": "AY", "j": "JH EY", "k": "K EY", "l": "EH L", "m": "EH M", "n": "EH N",
    "o": "OW", "p": "P IY", "q": "K Y UW", "r": "AA R", "s": "EH S", "t": "T IY", "u": "Y UW",
    "v": "V IY", "w": "D AH B AH L Y UW", "x": "EH K S", "y": "W AY", "z": "Z IY",
}  # fmt: skip

# espeak-ng's English phoneme mnemonics (phsource/ph_english) -> ARPAbet. Stress marks are dropped.
ESPEAK_TO_ARPABET = {
    "@": "AH", "@2": "AH", "@5": "AH", "@L": "AH L", "@r": "ER", "3": "ER", "3:": "ER",
    "a": "AE", "a#": "AH", "aa": "AE", "A:": "AA", "A@": "AA R", "A#": "AE", "0": "AA", "0#": "AA",
    "aI": "AY", "aI@": "AY ER", "aI3": "AY ER", "aU": "AW", "aU@": "AW ER",
    "e": "EH", "E": "EH", "E2": "EH", "E#": "EH", "e@": "EH R", "eI": "EY",
    "i": "IY", "i:": "IY", "I": "IH", "I2": "IH", "I#": "IH", "i@": "IY ER", "i@3": "IY R",
    "O": "AO", "O:": "AO", "O@": "AO R", "o@": "AO R", "OI": "OY", "oU": "OW", "oU#": "OW",
    "u": "UW", "u:": "UW", "U": "UH", "U@": "UH R", "V": "AH",
    "p": "P", "b": "B", "t": "T", "d": "D", "k": "K", "g": "G", "f": "F", "v": "V", "s": "S",
    "z": "Z", "h": "HH", "m": "M", "n": "N", "l": "L", "r": "R", "w": "W", "j": "Y",
    "T": "TH", "D": "DH", "S": "SH", "Z": "ZH", "tS": "CH", "dZ": "JH", "N": "NG",
    "t#": "T", "t2": "T", "d#": "D", "O2": "AO", "x": "K", "r-": "R", "l/": "L", "n-": "N", "m-": "M",
    "z/": "Z", "?": "",
}  # fmt: skip
_STRESS = re.compile(r"[',;%=]")
_ACRONYM = re.compile(r"\b[A-Z]{2,5}s?\b")
_MAX_WORDS = 5_000  # missing words read by espeak-ng per model (a corpus of names would otherwise be slow)


def read_dictionary(path: Path) -> dict[str, list[str]]:
    """Word -> its pronunciations (phone strings) from a CMU-format dictionary ("read(2)" folded in)."""
    entries: dict[str, list[str]] = {}
    with path.open(encoding="utf-8", errors="replace") as handle:
        for line in handle:
            head, _, phones = line.strip().partition(" ")
            if head and phones:
                entries.setdefault(head.split("(", 1)[0], []).append(phones.strip())
    return entries


def acronyms(texts: Iterable[str]) -> set[str]:
    """Lower-cased words written in capitals (2-5 letters, a plural 's' allowed): UPI, KYC, EMIs."""
    found = set()
    for text in texts:
        found.update(match.rstrip("s").lower() for match in _ACRONYM.findall(text))
    return found


def spelt(word: str) -> str:
    """``word`` spelt letter by letter (ARPAbet): "kyc" -> "K EY W AY S IY"."""
    return " ".join(LETTERS[letter] for letter in word if letter in LETTERS)


def arpabet(phonemes: str) -> str | None:
    """espeak-ng ``-x --sep=_`` output for one word as ARPAbet, or None if a phoneme has no mapping."""
    phones = []
    for phoneme in _STRESS.sub("", phonemes).split("_"):
        if not phoneme:
            continue
        mapped = ESPEAK_TO_ARPABET.get(phoneme)
        if mapped is None:
            return None
        phones.extend(mapped.split())
    return " ".join(phones) or None


def can_read(command: str = "espeak-ng") -> bool:
    """Whether espeak-ng is there to read missing words (part of the model's cache key)."""
    return shutil.which(command) is not None


def espeak_pronunciations(words: list[str], command: str = "espeak-ng", timeout_s: float = 60.0) -> dict[str, str]:
    """ARPAbet pronunciations of ``words`` by espeak-ng's en-us letter-to-sound rules, one process
    for all of them (words on stdin, one a line). Empty when espeak-ng is missing or fails."""
    words = words[:_MAX_WORDS]
    if not words or not can_read(command):
        return {}
    args = [command, "-q", "-x", "--sep=_", "-v", "en-us", "--stdin"]
    try:
        code, stdout, _ = run_limited(args, "".join(f"{word}.\n" for word in words).encode(), timeout_s=timeout_s)
    except (OSError, subprocess.TimeoutExpired) as error:
        code, stdout = type(error).__name__, b""
    if code != 0:
        log.warning("speech dictionary: espeak-ng letter-to-sound failed (%s)", code)
        return {}
    lines = [line.strip() for line in stdout.decode("utf-8", "replace").splitlines() if line.strip()]
    if len(lines) != len(words):  # one line per word, or the pairing cannot be trusted
        log.warning("speech dictionary: espeak-ng gave %d lines for %d words", len(lines), len(words))
        return {}
    found = {}
    for word, line in zip(words, lines, strict=True):
        phones = arpabet(line.split()[0]) if len(line.split()) == 1 else None
        if phones:
            found[word] = phones
    return found


def missing_pronunciations(
    words: Iterable[str], known: dict[str, list[str]], capitals: set[str], espeak_cmd: str = "espeak-ng"
) -> dict[str, list[str]]:
    """Pronunciations for ``words`` (lower case) that ``known`` lacks: spelt out when the bank writes
    the word in ``capitals`` (an acronym), else read by espeak-ng. Known words are left as they are
    (the bank writes "BLOCK" in an SMS format; it is still the word "block")."""
    unknown = {w for w in words if w not in known and w.isalpha()}
    added: dict[str, list[str]] = {word: [spelt(word)] for word in unknown & capitals}
    for word in unknown - capitals:  # "emis", "fds": the plural of an acronym
        if word.endswith("s") and word[:-1] in capitals:
            added[word] = [f"{spelt(word[:-1])} Z"]
    unread = sorted(unknown - added.keys())
    for word, phones in espeak_pronunciations(unread, espeak_cmd).items():
        added[word] = [phones]
    log.info("speech dictionary: %d words added (%d acronyms, %d by espeak-ng)", len(added),
             len(capitals & added.keys()), len(added) - len(capitals & added.keys()))  # fmt: skip
    return added


def dictionary_text(words: Iterable[str], known: dict[str, list[str]], added: dict[str, list[str]]) -> str:
    """A CMU-format dictionary of ``words`` (those without a pronunciation are left out)."""
    lines = []
    for word in sorted(set(words)):
        for n, pronunciation in enumerate(known.get(word) or added.get(word) or [], 1):
            lines.append(f"{word if n == 1 else f'{word}({n})'} {pronunciation}")
    return "\n".join(lines) + "\n"
