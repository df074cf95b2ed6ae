"""Shared helpers: content model, ground-truth writer, must_contain picker.

Content model used by every generator:
  doc = {"title": str, "intro": [blocks] (optional),
         "cats": [{"name": str, "intro": [blocks] (optional),
                   "qs": [{"q": str, "a": [blocks], "mc": [optional manual picks]}]}]}
  block = ("p", text) | ("ul", [text]) | ("ol", [text]) | ("table", [[cells]...])
          | ("note", text) | ("sub", text)   # sub = bold follow-up line inside answer
  Inline bold is written as **text** inside strings (renderers handle or strip it).
"""

import json
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCS = os.path.join(ROOT, "docs")
EXP = os.path.join(ROOT, "expected")


LINK = re.compile(r"\[\[(.+?)\|(.+?)\]\]")


def plain(s):
    return LINK.sub(lambda m: m.group(1), s).replace("**", "")


def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


W_NS = (
    'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
)


def add_style_xml(document, xml):
    from docx.oxml import parse_xml

    document.styles.element.append(parse_xml(xml))


def units(blocks):
    """Paragraph-level text units of a block list, in reading order."""
    out = []
    for b in blocks:
        kind = b[0]
        if kind in ("p", "note", "sub"):
            out.append(plain(b[1]))
        elif kind in ("ul", "ol"):
            out.extend(plain(x) for x in b[1])
        elif kind == "table":
            for row in b[1]:
                out.extend(plain(c) for c in row if c)
    return out


def first_words(text, n=8):
    return " ".join(text.split()[:n])


PATTERNS = [
    r"₹\s?\d+(?:,\d+)*(?:\.\d+)?(?: (?:lakh|crore))?",
    r"\d+(?:\.\d+)?%(?: p\.a\.)?",
    r"Form [A-Z0-9][A-Za-z0-9\-]*",
    r"(?:Section|Sec\.) \d+[A-Z]*(?:\(\w+\))?",
    r"\b\d[\d,]*(?:\.\d+)? (?:working days|calendar days|days|months|years|hours|minutes|leaves|grams|carat|times|transactions|nominees|instalments)\b",
    r"\b\d{1,2}(?::\d{2})? (?:am|pm|a\.m\.|p\.m\.)",
    r"\bQ\.\d+\b",
    r"\b\d{2}-\d{2}-\d{4}\b",
    r"\b[\w.-]+@[\w.-]+\.example\b",
    r"\b1800 \d{3} \d{4}\b",
    r"\b[A-Z][A-Z0-9]{3,}(?:-[A-Z0-9]+)?\b",
]
STOP = set(
    [
        "a",
        "an",
        "the",
        "of",
        "to",
        "in",
        "on",
        "at",
        "by",
        "for",
        "from",
        "and",
        "or",
        "but",
        "if",
        "is",
        "are",
        "be",
        "been",
        "was",
        "were",
        "will",
        "shall",
        "can",
        "may",
        "must",
        "not",
        "no",
        "with",
        "as",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "which",
        "who",
        "whom",
        "whose",
        "what",
        "when",
        "where",
        "how",
        "than",
        "then",
        "there",
        "their",
        "they",
        "them",
        "he",
        "she",
        "his",
        "her",
        "you",
        "your",
        "we",
        "our",
        "us",
        "i",
        "into",
        "per",
        "up",
        "any",
        "all",
        "each",
        "such",
        "also",
        "only",
        "other",
        "under",
        "within",
        "after",
        "before",
        "above",
        "below",
        "between",
        "through",
        "during",
        "do",
        "does",
        "did",
        "has",
        "have",
        "had",
        "should",
        "would",
        "could",
        "being",
        "same",
        "one",
    ]
)


def phrases(text):
    w = text.split()
    out = []
    for n in (3, 4):
        for i in range(1, max(1, len(w) - n + 1)):
            seg = w[i : i + n]
            if seg[0].lower().strip("(,") in STOP or seg[-1].lower().strip(",.;:)") in STOP:
                continue
            ph = " ".join(seg)
            ph = ph.rstrip(",.;:")
            if not re.fullmatch(r"[\w₹,\-'’/ ]+", ph) or ph.endswith(","):
                continue
            if len(ph) < 14 or len(ph) > 45:
                continue
            out.append(ph)
    return out


def candidates(text):
    c = []
    for p in PATTERNS:
        for m in re.finditer(p, text):
            s = m.group(0).strip()
            if len(s) >= 3:
                c.append(s)

    def score(ph):
        ws = ph.split()
        sc = sum(len(w) for w in ws if len(w.strip(",")) > 6)
        sc += 6 * sum(1 for w in ws[1:] if w[:1].isupper())
        sc += 8 * sum(1 for w in ws if any(ch.isdigit() for ch in w))
        return sc

    c.extend(sorted(phrases(text), key=score, reverse=True))
    seen, out = set(), []
    for s in c:
        if s not in seen:
            seen.add(s)
            out.append(s)
    return out


def pick_mc(us, others_text, manual=None):
    """Pick 3 strings spread over the section (first unit, last unit, middle),
    preferring numbers/terms and strings that occur in no other section of the file."""
    if manual:
        for m in manual:
            assert any(m in u for u in us), (m, us)
        return list(manual)
    n = len(us)
    order = []
    for idx in [0, n - 1, n // 2] + list(range(n)):
        if idx not in order:
            order.append(idx)
    picks = []

    def ok(c):
        if any(c in p or p in c for p in picks):
            return False

        def content(x):
            return {w for w in x.lower().replace(",", "").split() if w not in STOP and len(w) > 3}

        cw = content(c)
        for p in picks:
            if cw & content(p):
                return False
        return True

    for strict in (True, False):
        for idx in order:
            if len(picks) == 3:
                break
            if strict and any(p in us[idx] for p in picks) and n > 1 and len(picks) < 3 and idx in order[:3]:
                pass
            for cnd in candidates(us[idx]):
                if not ok(cnd):
                    continue
                if strict and cnd in others_text:
                    continue
                picks.append(cnd)
                break
    # fill if still short (second candidate of a unit)
    for idx in order:
        for cnd in candidates(us[idx]):
            if len(picks) < 3 and ok(cnd) and cnd not in others_text:
                picks.append(cnd)
    for idx in order:
        for cnd in candidates(us[idx]):
            if len(picks) < 3 and ok(cnd):
                picks.append(cnd)
    for idx in order:
        for cnd in candidates(us[idx]):
            if len(picks) < 3 and not any(cnd in p or p in cnd for p in picks):
                picks.append(cnd)
    return picks[:3]


def build_expected(doc, file_name, pipeline, title=None, path_fn=None, q_fn=None, cat_fn=None, extra_sections=None):
    """Return expected dict. path_fn(cat, q) gives the path for an item."""
    secs = []  # (path, units, manual)
    if doc.get("intro"):
        secs.append(([], units(doc["intro"]), doc.get("intro_mc")))
    for c in doc["cats"]:
        cname = cat_fn(c) if cat_fn else c["name"]
        if c.get("intro"):
            secs.append(([cname], units(c["intro"]), c.get("intro_mc")))
        for q in c["qs"]:
            qt = q_fn(q) if q_fn else plain(q["q"])
            path = [cname, qt] if cname is not None else [qt]
            secs.append((path, units(q["a"]), q.get("mc")))
    if extra_sections:
        secs.extend(extra_sections)
    alltexts = ["\n".join(u) for _, u, _ in secs]
    out = []
    for i, (path, us, man) in enumerate(secs):
        others = "\n".join(t for j, t in enumerate(alltexts) if j != i)
        out.append({"path": path, "starts_with": first_words(" ".join(us)), "must_contain": pick_mc(us, others, man)})
    return {"file": file_name, "pipeline": pipeline, "title": doc["title"] if title is None else title, "sections": out}


def write_expected(exp):
    stem = os.path.splitext(exp["file"])[0]
    with open(os.path.join(EXP, stem + ".json"), "w", encoding="utf-8") as f:
        json.dump(exp, f, ensure_ascii=False, indent=2)
    return len(exp["sections"])
