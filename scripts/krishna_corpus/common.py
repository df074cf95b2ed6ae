"""Shared helpers for the Krishna Gramin Bank test documents.

Content model used by every generator:
    INTRO = (blocks, must)               text before the first heading (path [])
    CATS  = [(category, cat_blocks, cat_must, [(question, blocks, must), ...]), ...]
blocks are ('p', text) | ('ul', [items]) | ('ol', [items]) | ('table', [rows])
"""

import json
import os
import tempfile

BASE = os.path.abspath(
    os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data", "eval", "structure", "krishna")
)
DOCX = os.path.join(BASE, "docx")
EXP = os.path.join(BASE, "expected")
WORK = os.path.join(tempfile.gettempdir(), "krishna_corpus_work")
BANK = "Krishna Gramin Bank"
PHONE = "1800 572 3300"


def words(text, n=8):
    return " ".join(text.split()[:n])


def first_text(blocks):
    kind, val = blocks[0]
    if kind == "p":
        return val
    if kind in ("ul", "ol"):
        return val[0]
    if kind == "table":
        return " ".join(val[0])
    raise ValueError(kind)


def build_sections(intro, cats, first_text_fn=first_text, n=8):
    """Return expected-section list from the content model."""
    out = []
    if intro and intro[0]:
        blocks, must = intro
        out.append({"path": [], "starts_with": words(first_text_fn(blocks), n), "must_contain": must})
    for cat, cblocks, cmust, qs in cats:
        if cblocks:
            out.append({"path": [cat], "starts_with": words(first_text_fn(cblocks), n), "must_contain": cmust})
        for q, blocks, must in qs:
            out.append({"path": [cat, q], "starts_with": words(first_text_fn(blocks), n), "must_contain": must})
    return out


def write_expected(stem, pipeline, title, sections):
    data = {"file": stem + ".docx", "pipeline": pipeline, "title": title, "sections": sections}
    with open(os.path.join(EXP, stem + ".json"), "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=2)
        f.write("\n")


def all_text_in(intro, cats):
    """Sanity helper: check each must string is literally in the block text of its section."""

    def btxt(blocks):
        parts = []
        for kind, val in blocks:
            if kind == "p":
                parts.append(val)
            elif kind in ("ul", "ol"):
                parts.extend(val)
            else:
                for r in val:
                    parts.extend(r)
        return "\n".join(parts)

    probs = []
    if intro and intro[0]:
        t = btxt(intro[0])
        probs += [("[]", m) for m in intro[1] if m not in t]
    for cat, cb, cm, qs in cats:
        t = btxt(cb) if cb else ""
        probs += [(cat, m) for m in cm if m not in t]
        for q, b, m in qs:
            t = btxt(b)
            probs += [(q, x) for x in m if x not in t]
    if probs:
        raise SystemExit("must_contain not in source text: %r" % probs)
