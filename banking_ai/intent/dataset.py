"""Labelled examples: a CSV with the header ``text,label``, checked with readable errors."""

from __future__ import annotations

import csv
import hashlib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

REQUIRED_COLUMNS = ("text", "label")
_SHOWN_LINES = 5  # line numbers quoted in an error message


class IntentDataError(ValueError):
    """The CSV cannot be used; the message says why in words a staff member can act on."""


@dataclass(frozen=True, slots=True)
class IntentDataset:
    """Examples read from ``source``; ``sha256`` is the file's hex digest (the model remembers it)."""

    texts: tuple[str, ...]
    labels: tuple[str, ...]
    sha256: str
    source: str

    def __len__(self) -> int:
        return len(self.texts)

    @property
    def label_counts(self) -> dict[str, int]:
        """Examples per label, most frequent first."""
        return dict(Counter(self.labels).most_common())


def file_sha256(path: Path) -> str:
    """Hex SHA-256 of the file's bytes."""
    digest = hashlib.sha256()
    with Path(path).open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 16), b""):
            digest.update(block)
    return digest.hexdigest()


def read_intent_csv(path: Path, *, min_labels: int = 1, min_per_label: int = 1) -> IntentDataset:
    """Read ``text,label`` rows (other columns are ignored; blank lines are skipped).

    Raises ``IntentDataError`` for a missing or unreadable file, a header without ``text`` and
    ``label``, rows with an empty text or label, no rows, fewer than ``min_labels`` distinct
    labels, or a label with fewer than ``min_per_label`` examples.
    """
    path = Path(path)
    if not path.is_file():
        raise IntentDataError(f"no such file: {path}")
    try:
        raw = path.read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise IntentDataError(f"{path} is not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    except OSError as exc:
        raise IntentDataError(f"cannot read {path}: {exc.strerror}") from None
    reader = csv.DictReader(raw.splitlines())
    header = [name.strip().lower() for name in reader.fieldnames or []]
    if not all(column in header for column in REQUIRED_COLUMNS):
        found = ",".join(reader.fieldnames or []) or "nothing"
        raise IntentDataError(f"{path} needs a header row 'text,label' (found: {found})")
    reader.fieldnames = header
    texts: list[str] = []
    labels: list[str] = []
    empty: list[int] = []
    for row in reader:
        if not any((value or "").strip() for value in row.values() if isinstance(value, str)):
            continue  # a blank line or a row of empty cells
        text = (row.get("text") or "").strip()
        label = (row.get("label") or "").strip()
        if not text or not label:
            empty.append(reader.line_num)
            continue
        texts.append(text)
        labels.append(label)
    if empty:
        shown = ", ".join(str(n) for n in empty[:_SHOWN_LINES]) + (" ..." if len(empty) > _SHOWN_LINES else "")
        raise IntentDataError(f"{path}: {len(empty)} row(s) with an empty text or label (line {shown})")
    if not texts:
        raise IntentDataError(f"{path} has no examples (only a header?)")
    counts = Counter(labels)
    if len(counts) < min_labels:
        only = ", ".join(sorted(counts))
        raise IntentDataError(
            f"{path} has {len(counts)} label ({only}); training needs at least {min_labels} different labels"
        )
    rare = sorted(label for label, n in counts.items() if n < min_per_label)
    if rare:
        raise IntentDataError(
            f"{path}: every label needs at least {min_per_label} examples; too few for: {', '.join(rare)}"
        )
    return IntentDataset(tuple(texts), tuple(labels), file_sha256(path), str(path))
