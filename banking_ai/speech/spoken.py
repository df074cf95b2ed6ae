"""``spoken_text``: an answer as it should sound, not as it is written.

Citation marks ("[1]", "[1][2]") are not read; Markdown emphasis, headings, list markers and table
pipes become pauses; amounts, per cent signs and the bank's shorthand become words ("₹2,000" ->
"2,000 rupees", "6.8%" -> "6.8 percent", "p.a." -> "per year"); Indian digit grouping is said in
lakh and crore; links and e-mail addresses are said by their site name, not letter by letter; a long
answer is cut at a sentence with "the rest is on your screen". Pure string work, no I/O.
"""

from __future__ import annotations

import re

from banking_ai.vocabulary.spoken import CURRENCY_WORD, RUPEE_MARKS, SPOKEN_WORDS

MAX_SPOKEN_CHARS = 1200  # ~75 s at 160 words a minute; longer answers are meant to be read
THE_REST = "… the rest is on your screen."

_CITATIONS = re.compile(r"\s*(?:\[\d+(?:\s*[,–-]\s*\d+)*\])+")
_MARKDOWN_LINK = re.compile(r"\[([^\]]+)\]\((?:[^)\s]+)\)")
_URL = re.compile(r"\b(?:https?://|www\.)[^\s<>()]+", re.I)
_EMAIL = re.compile(r"\b([\w.+-]+)@([\w-]+(?:\.[\w-]+)+)\b")
_HTML_TAG = re.compile(r"<[^>]{1,200}>")
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
_LIST_MARKER = re.compile(r"^\s*(?:[-*+•]|\d{1,2}[.)])\s+")
_HEADING = re.compile(r"^\s*#{1,6}\s*")
_QUOTE = re.compile(r"^\s*>\s?")
_EMPHASIS = re.compile(r"(\*\*|__|\*|`+|~~)")
_UNDERSCORE_EMPHASIS = re.compile(r"(?<!\w)_(\S[^_]*?)_(?!\w)")
_MARKS = "|".join(re.escape(mark) for mark in sorted(RUPEE_MARKS, key=len, reverse=True))
_AMOUNT = re.compile(rf"(?:{_MARKS})\s?(\d[\d,]*(?:\.\d+)?)(\s?(?:lakhs?|crores?|thousand|k)\b)?(?:\s?/-)?", re.I)
_INDIAN_GROUPED = re.compile(r"\b\d{1,2}(?:,\d{2})+,\d{3}\b")
_PERCENT = re.compile(r"\s?%")
_STEP_ARROW = re.compile(r"\s+(?:>|→|->|»)\s+")  # "Cards > Block": menu steps, not "greater than"
_SHORTHAND = re.compile(
    "|".join(rf"(?<!\w){re.escape(word)}(?!\w)" for word in sorted(SPOKEN_WORDS, key=len, reverse=True)), re.I
)
_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+")


def spoken_text(answer_text: str, *, max_chars: int = MAX_SPOKEN_CHARS) -> str:
    """``answer_text`` (the answer's plain text or Markdown) as words to read aloud, at most about
    ``max_chars`` characters (cut after a whole sentence, then ``THE_REST``); "" when nothing is left."""
    text = _HTML_TAG.sub(" ", answer_text or "")
    text = _CITATIONS.sub("", text)
    text = _MARKDOWN_LINK.sub(r"\1", text)
    text = _EMAIL.sub(lambda m: f"{m.group(1)} at {_site(m.group(2))}", text)
    text = _URL.sub(lambda m: _site(m.group(0)), text)
    text = _AMOUNT.sub(_amount, text)
    text = _INDIAN_GROUPED.sub(lambda m: _indian_number(m.group(0)), text)
    text = _PERCENT.sub(" percent", _STEP_ARROW.sub(", then ", text))
    text = _SHORTHAND.sub(lambda m: SPOKEN_WORDS[m.group(0).lower()], text)
    sentences = [line for line in (_spoken_line(raw) for raw in text.splitlines()) if line]
    return _capped(" ".join(sentences), max_chars)


def _spoken_line(line: str) -> str:
    """One line of Markdown as a sentence: markers gone, cells separated by commas, a full stop at the end."""
    if _TABLE_RULE.match(line):
        return ""
    line = _QUOTE.sub("", _HEADING.sub("", _LIST_MARKER.sub("", line)))
    if line.strip().startswith("|") or line.count("|") >= 2:
        line = ", ".join(cell.strip() for cell in line.strip().strip("|").split("|") if cell.strip())
    line = _UNDERSCORE_EMPHASIS.sub(r"\1", _EMPHASIS.sub("", line))
    line = " ".join(line.split()).strip()
    if not any(char.isalnum() for char in line):
        return ""
    return line if line[-1] in ".!?:;…," else f"{line}."


def _amount(match: re.Match) -> str:
    number, scale = match.group(1).rstrip(","), (match.group(2) or "").strip()
    if scale.lower() == "k":
        scale = "thousand"
    said = _indian_number(number) if _INDIAN_GROUPED.fullmatch(number) else number
    return f"{said} {scale} {CURRENCY_WORD}".replace("  ", " ")


def _indian_number(grouped: str) -> str:
    """ "1,50,000" -> "1.5 lakh", "2,00,00,000" -> "2 crore" (read aloud as an Indian listener says them)."""
    value = int(grouped.replace(",", ""))
    for size, word in ((10_000_000, "crore"), (100_000, "lakh")):
        if value >= size:
            return f"{round(value / size, 2):g} {word}"
    return f"{value:,}"


def _site(address: str) -> str:
    """A link or mail domain as a listener hears it: "https://www.examplebank.in/cards" -> "examplebank dot in"."""
    host = re.sub(r"^(?:https?://)?(?:www\.)?", "", address, flags=re.I).split("/")[0].split("?")[0]
    return " dot ".join(part for part in host.rstrip(".").split(".") if part)


def _capped(text: str, max_chars: int) -> str:
    if len(text) <= max_chars:
        return text
    kept = ""
    for sentence in _SENTENCE_END.split(text):
        if len(kept) + len(sentence) + 1 > max_chars - len(THE_REST):
            break
        kept = f"{kept} {sentence}".strip()
    if not kept:  # one very long sentence: cut at a word
        kept = text[: max_chars - len(THE_REST)].rsplit(" ", 1)[0]
    return f"{kept} {THE_REST}"
