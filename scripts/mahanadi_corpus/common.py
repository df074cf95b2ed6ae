"""Shared helpers: data model -> expected JSON, plus python-docx XML helpers.

Data model used by every generator:
  DOC = {"title": str, "intro": [blocks] | None,
         "cats": [{"name": str|None, "intro": [blocks]|None, "qs": [(question, [blocks]), ...]}]}
  block = "paragraph text" | ("ul", [items]) | ("ol", [items]) | ("table", [[cells], ...])
          | ("note", "heading", [blocks])   (a 'Note' sub-heading that is part of the answer)
"""

import json
import os
import re

from docx.oxml import OxmlElement
from docx.oxml.ns import qn

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCX_DIR = os.path.join(ROOT, "docx")
EXP_DIR = os.path.join(ROOT, "expected")

BANK = "Mahanadi Sahakari Bank Ltd."


# ---------------------------------------------------------------- model -> text
def segments(blocks):
    """Printed text units (paragraphs, list items, table cells) of a block list."""
    out = []
    for b in blocks or []:
        if isinstance(b, str):
            out.append(b)
        elif b[0] in ("ul", "ol"):
            out.extend(b[1])
        elif b[0] == "table":
            for row in b[1]:
                out.extend(c for c in row if c)
        elif b[0] == "note":
            out.append(b[1])
            out.extend(segments(b[2]))
        else:
            raise ValueError(b)
    return out


def first_words(segs, n=8):
    words = " ".join(segs).split()
    return " ".join(words[:n])


FACT_RE = re.compile(
    r"₹\s?[\d,]+(?:\.\d+)?(?: (?:lakh|crore))?"
    r"|\b\d+(?:\.\d+)?%"
    r"|\b\d+ (?:working days|calendar days|days|years|months|hours|minutes)\b"
    r"|\bForm [0-9A-Z][0-9A-Z-]*[0-9A-Z]\b"
    r"|\b1800 \d{3} \d{4}\b"
    r"|\b[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+\b|\b[A-Z]{4,}\b"
)
STOP = set(
    [
        "the",
        "a",
        "an",
        "of",
        "to",
        "and",
        "or",
        "in",
        "on",
        "for",
        "is",
        "are",
        "be",
        "will",
        "your",
        "you",
        "we",
        "our",
        "by",
        "with",
        "at",
        "as",
        "it",
        "this",
        "that",
        "from",
        "can",
        "if",
    ]
)


def pick_must_contain(segs, other_text, n=3):
    """Pick 2-3 short strings, each inside one printed segment of this section:
    first facts (amounts, rates, durations, form names, phone numbers, codes) that do not
    occur elsewhere in the document, then distinctive 3-5 word phrases that do not cross a
    sentence boundary; non-distinctive facts only as a last resort."""
    chosen, used = [], []  # used: (seg, start, end) word ranges of chosen phrases

    def ok(s):
        return s and all(s not in c and c not in s for c in chosen)

    facts = []
    for seg in segs:
        for m in FACT_RE.finditer(seg):
            f = m.group(0).strip().rstrip(",.;:")
            if len(f) >= 3 and f not in facts:
                facts.append(f)
    for f in facts:
        if len(chosen) >= 2:
            break
        if f not in other_text and ok(f):
            chosen.append(f)
    cands = []
    for si, seg in enumerate(segs):
        w = seg.split()
        for size in (5, 4, 3):
            for i in range(0, max(1, len(w) - size + 1)):
                words = w[i : i + size]
                ph = " ".join(words)
                core = ph.rstrip(",;:")
                if any(x.endswith((".", ":", ";", "?")) for x in words[:-1]):
                    continue  # crosses a sentence/clause boundary
                core = core.rstrip(".")
                if (
                    len(core) < 14
                    or len(core) > 45
                    or words[0].lower() in STOP
                    or words[-1].lower().rstrip(",.") in STOP
                ):
                    continue
                if not (re.search(r"\w", words[0]) and re.search(r"\w", words[-1])):
                    continue
                if core.count("(") != core.count(")") or core.count("'") % 2:
                    continue
                cands.append((core in other_text, i == 0, -size, si, i, i + size, core))
    cands.sort()
    for cin, _, _, si, a, b, core in cands:
        if len(chosen) >= n:
            break
        if cin and len(chosen) >= 2:
            break
        if any(si == s2 and a < b2 and a2 < b for s2, a2, b2 in used):
            continue
        if ok(core):
            chosen.append(core)
            used.append((si, a, b))
    for f in facts:
        if len(chosen) >= 2:
            break
        if ok(f):
            chosen.append(f)
    for c in chosen:
        assert any(c in s for s in segs), c
    assert len(chosen) >= 2, segs
    return chosen[:n]


def expected_sections(doc, cat_label=lambda c: c, q_label=lambda q, i: q, seg_fn=segments, must=None):
    """Build the expected section list from the model.  cat_label/q_label map the
    model strings to the text printed in the document (typed prefixes, caps...)."""
    raw = []  # (path, segs)
    if doc.get("intro"):
        raw.append(([], seg_fn(doc["intro"])))
    qi = 0
    for cat in doc["cats"]:
        cl = cat_label(cat["name"]) if cat.get("name") else None
        if cat.get("intro"):
            raw.append(([cl], seg_fn(cat["intro"])))
        for q, blocks in cat["qs"]:
            qi += 1
            ql = q_label(q, qi)
            raw.append(([cl, ql] if cl else [ql], seg_fn(blocks)))
    out = []
    for idx, (path, segs) in enumerate(raw):
        other = "\n".join("\n".join(s) for j, (_, s) in enumerate(raw) if j != idx)
        mc = (must or {}).get(tuple(path)) or pick_must_contain(segs, other)
        out.append({"path": path, "starts_with": first_words(segs), "must_contain": mc})
    return out


def write_expected(stem, pipeline, title, sections):
    data = {"file": stem + ".docx", "pipeline": pipeline, "title": title, "sections": sections}
    with open(os.path.join(EXP_DIR, stem + ".json"), "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=2)


# ---------------------------------------------------------------- docx helpers
def set_outline_level(paragraph, level):
    pPr = paragraph._p.get_or_add_pPr()
    el = OxmlElement("w:outlineLvl")
    el.set(qn("w:val"), str(level))
    pPr.append(el)


def shade_cell(cell, fill):
    tcPr = cell._tc.get_or_add_tcPr()
    shd = OxmlElement("w:shd")
    shd.set(qn("w:val"), "clear")
    shd.set(qn("w:color"), "auto")
    shd.set(qn("w:fill"), fill)
    tcPr.append(shd)


def set_table_borders(table, size=4, color="808080"):
    tblPr = table._tbl.tblPr
    b = OxmlElement("w:tblBorders")
    for side in ("top", "left", "bottom", "right", "insideH", "insideV"):
        e = OxmlElement("w:" + side)
        e.set(qn("w:val"), "single")
        e.set(qn("w:sz"), str(size))
        e.set(qn("w:space"), "0")
        e.set(qn("w:color"), color)
        b.append(e)
    tblPr.append(b)


def add_hyperlink(paragraph, url, text, bold=False, color="0563C1", underline=True):
    part = paragraph.part
    r_id = part.relate_to(
        url, "http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink", is_external=True
    )
    h = OxmlElement("w:hyperlink")
    h.set(qn("r:id"), r_id)
    r = OxmlElement("w:r")
    rPr = OxmlElement("w:rPr")
    if bold:
        rPr.append(OxmlElement("w:b"))
    c = OxmlElement("w:color")
    c.set(qn("w:val"), color)
    rPr.append(c)
    if underline:
        u = OxmlElement("w:u")
        u.set(qn("w:val"), "single")
        rPr.append(u)
    r.append(rPr)
    t = OxmlElement("w:t")
    t.text = text
    t.set(qn("xml:space"), "preserve")
    r.append(t)
    h.append(r)
    paragraph._p.append(h)
    return h


def para_border_bottom(paragraph, color="1F4E79", sz=8):
    pPr = paragraph._p.get_or_add_pPr()
    pbdr = OxmlElement("w:pBdr")
    b = OxmlElement("w:bottom")
    b.set(qn("w:val"), "single")
    b.set(qn("w:sz"), str(sz))
    b.set(qn("w:space"), "1")
    b.set(qn("w:color"), color)
    pbdr.append(b)
    pPr.append(pbdr)


def add_simple_table(doc, rows, header=True, style=None, widths=None, header_fill="D9E2F3"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    if style:
        t.style = style
    else:
        set_table_borders(t)
    for i, row in enumerate(rows):
        for j, val in enumerate(row):
            cell = t.cell(i, j)
            cell.text = ""
            run = cell.paragraphs[0].add_run(val)
            if header and i == 0:
                run.bold = True
                shade_cell(cell, header_fill)
    return t


def render_blocks_basic(
    doc, blocks, para_style=None, bullet_style="List Bullet", number_style="List Number", table_fn=None, note_fn=None
):
    for b in blocks:
        if isinstance(b, str):
            doc.add_paragraph(b, style=para_style)
        elif b[0] == "ul":
            for it in b[1]:
                doc.add_paragraph(it, style=bullet_style)
        elif b[0] == "ol":
            for it in b[1]:
                doc.add_paragraph(it, style=number_style)
        elif b[0] == "table":
            (table_fn or add_simple_table)(doc, b[1])
        elif b[0] == "note":
            note_fn(doc, b)
