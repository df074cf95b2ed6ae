"""Join the blind questions with their labels and freeze the tune / held-out split.

    python -m scripts.eval_blind.assemble data/eval/blind

Inputs in ``<folder>/source/``: ``questions_<bank>.jsonl`` (written blind from a topic list),
``labels_<bank>.jsonl`` (written afterwards by a different helper who read the documents) and
``questions_routing.jsonl`` (off-topic, account, emergency, look-alike and calculation messages,
bank-independent). The split is stratified by style and decided by a hash of the id, so it never
changes when labels are corrected: re-running gives the same halves.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections import defaultdict
from pathlib import Path


def _key(case_id: str) -> str:
    return hashlib.sha256(f"banking-ai blind split {case_id}".encode()).hexdigest()


def assign_splits(rows: list[dict]) -> None:
    """Alternate tune / heldout within each style, in hash order (half each, frozen by id).

    A row that already names its split keeps it: the second round of blind questions (session 10, ids
    ``s2-``, ``k2-``, ``n2-``, ``r2-``) was written after the held-out half was frozen and is all "tune",
    so the held-out half stays exactly what it was.
    """
    by_style: dict[str, list[dict]] = defaultdict(list)
    for row in rows:
        if row.get("split") in ("tune", "heldout"):
            continue
        by_style[row.get("style", "")].append(row)
    for group in by_style.values():
        for position, row in enumerate(sorted(group, key=lambda r: _key(r["id"]))):
            row["split"] = "tune" if position % 2 == 0 else "heldout"
    # A Devanagari question and its Hinglish twin always fall in the same half.
    by_id = {row["id"]: row for row in rows}
    for row in rows:
        if row.get("pair") in by_id:
            by_id[row["pair"]]["split"] = row["split"]


def _read(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _write(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows), encoding="utf-8")


def assemble(folder: Path) -> None:
    source = folder / "source"
    for questions_path in sorted(source.glob("questions_*.jsonl")):
        name = questions_path.stem.removeprefix("questions_")
        rows = _read(questions_path)
        if name == "routing":
            for row in rows:
                row["bank"] = None
        else:
            labels_path = source / f"labels_{name}.jsonl"
            if not labels_path.exists():
                print(f"skipped {name}: no labels yet", file=sys.stderr)
                continue
            labels = {label["id"]: label for label in _read(labels_path)}
            missing = [row["id"] for row in rows if row["id"] not in labels]
            if missing:
                raise SystemExit(f"{name}: unlabelled questions {missing[:5]}...")
            for row in rows:
                label = labels[row["id"]]
                row.update(
                    bank=name,
                    expect=label["expect"],
                    gold=label.get("gold") or [],
                    key_facts=label.get("key_facts") or [],
                )
        assign_splits(rows)
        fields = ("id", "bank", "split", "style", "expect", "question", "gold", "key_facts", "pair", "topic")
        _write(folder / f"{name}.jsonl", [{k: row[k] for k in fields if row.get(k) is not None} for row in rows])
        print(f"{name}: {len(rows)} questions", file=sys.stderr)


if __name__ == "__main__":
    assemble(Path(sys.argv[1] if len(sys.argv) > 1 else "data/eval/blind"))
