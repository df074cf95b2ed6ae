"""Shared helpers for the Godavari Bank test-document generators.

Content is kept as simple Python data so that the document and the
expected-structure JSON are produced from the same source.

Block types used for answers:
    ("p", "text")
    ("ul", [item, (item, [subitem, ...]), ...])
    ("ol", [item, ...])
    ("table", [[header...], [row...], ...])
"""

import html
import json
import os
import re
import tempfile

# The repository's layout (the helper's own folder had docx/, expected/ and src/ side by side).
REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DOCX_DIR = os.environ.get("GODAVARI_OUT", os.path.join(REPO, "data", "godavari_bank", "policies"))
EXP_DIR = os.path.join(REPO, "data", "eval", "structure", "godavari")
SRC_DIR = os.environ.get(
    "GODAVARI_SRC", os.path.join(tempfile.gettempdir(), "godavari_corpus_src")
)  # HTML/Markdown sources
for _d in (DOCX_DIR, EXP_DIR, SRC_DIR):
    os.makedirs(_d, exist_ok=True)

BANK = "Godavari Bank Ltd."
PHONE = "1800 425 7700"


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def first_words(text, n=8):
    return " ".join(norm(text).split()[:n])


def block_plain(block):
    kind, body = block
    if kind == "p":
        return body
    if kind in ("ul", "ol"):
        first = body[0]
        return first[0] if isinstance(first, tuple) else first
    if kind == "table":
        return " ".join(body[0])
    raise ValueError(kind)


def starts_with(blocks, n=8):
    return first_words(block_plain(blocks[0]), n)


def sec(path, start, must):
    return {"path": list(path), "starts_with": start, "must_contain": list(must)}


def write_expected(stem, pipeline, title, sections, **extra):
    data = {"file": stem + ".docx", "pipeline": pipeline, "title": title, "sections": sections}
    data.update(extra)
    with open(os.path.join(EXP_DIR, stem + ".json"), "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=2)
        f.write("\n")


def faq_sections(cats, n=8):
    """cats: [(category, [(question, blocks, must), ...]), ...]"""
    out = []
    for cat, qs in cats:
        for q, blocks, must in qs:
            path = [cat, q] if cat else [q]
            out.append(sec(path, starts_with(blocks, n), must))
    return out


# ---------------------------------------------------------------- HTML ---
def esc(s):
    return html.escape(s, quote=False)


def blocks_to_html(blocks, indent="        "):
    out = []
    for kind, body in blocks:
        if kind == "p":
            out.append(f"{indent}<p>{esc(body)}</p>")
        elif kind in ("ul", "ol"):
            out.append(f"{indent}<{kind}>")
            for it in body:
                if isinstance(it, tuple):
                    out.append(f"{indent}  <li>{esc(it[0])}")
                    out.append(f"{indent}    <ul>")
                    for sub in it[1]:
                        out.append(f"{indent}      <li>{esc(sub)}</li>")
                    out.append(f"{indent}    </ul>")
                    out.append(f"{indent}  </li>")
                else:
                    out.append(f"{indent}  <li>{esc(it)}</li>")
            out.append(f"{indent}</{kind}>")
        elif kind == "table":
            out.append(f'{indent}<table class="table table-bordered fee-table">')
            out.append(f"{indent}  <thead><tr>" + "".join(f"<th>{esc(c)}</th>" for c in body[0]) + "</tr></thead>")
            out.append(f"{indent}  <tbody>")
            for row in body[1:]:
                out.append(f"{indent}    <tr>" + "".join(f"<td>{esc(c)}</td>" for c in row) + "</tr>")
            out.append(f"{indent}  </tbody>")
            out.append(f"{indent}</table>")
    return "\n".join(out)


# ------------------------------------------------------------ Markdown ---
def blocks_to_md(blocks):
    out = []
    for kind, body in blocks:
        if kind == "p":
            out.append(body)
        elif kind in ("ul", "ol"):
            lines = []
            for i, it in enumerate(body, 1):
                mark = "-" if kind == "ul" else f"{i}."
                if isinstance(it, tuple):
                    lines.append(f"{mark} {it[0]}")
                    for sub in it[1]:
                        lines.append(f"    - {sub}")
                else:
                    lines.append(f"{mark} {it}")
            out.append("\n".join(lines))
        elif kind == "table":
            hdr = body[0]
            lines = ["| " + " | ".join(hdr) + " |", "|" + "|".join("---" for _ in hdr) + "|"]
            for row in body[1:]:
                lines.append("| " + " | ".join(row) + " |")
            out.append("\n".join(lines))
    return "\n\n".join(out)


# ------------------------------------------------------- docx reading ---
W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
MC = "http://schemas.openxmlformats.org/markup-compatibility/2006"


def _walk(el, out):
    tag = el.tag if isinstance(el.tag, str) else ""
    if tag == f"{{{MC}}}Fallback":
        return
    if tag in (f"{{{W}}}instrText", f"{{{W}}}delText"):
        return
    if tag == f"{{{W}}}p":
        out.append("\n")
    if tag == f"{{{W}}}t" and el.text:
        out.append(el.text)
    if tag in (f"{{{W}}}br", f"{{{W}}}tab", f"{{{W}}}cr"):
        out.append(" ")
    for ch in el:
        _walk(ch, out)


def body_text(docx_path):
    """All body text in document order (tables, text boxes included;
    headers/footers and field codes excluded)."""
    import zipfile
    from lxml import etree

    with zipfile.ZipFile(docx_path) as z:
        root = etree.fromstring(z.read("word/document.xml"))
    out = []
    _walk(root, out)
    return "".join(out)
