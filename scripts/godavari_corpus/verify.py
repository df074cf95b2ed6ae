"""Verify every docx against its expected JSON and its intended structure.

Generic checks (all files):
  * the file opens with python-docx;
  * the title and every path element occur in the body text;
  * each section's starts_with occurs after the previous one (document order)
    and after the section's own heading text;
  * every must_contain string occurs between this section's starts_with and
    the next section's starts_with.
Per-file structural checks confirm the pipeline-specific features.
"""

import glob
import json
import os
import re
import sys
import zipfile

import docx
from docx.oxml.ns import qn
from lxml import etree

from common import DOCX_DIR, EXP_DIR, body_text, norm

W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
NS = {
    "w": W,
    "mc": "http://schemas.openxmlformats.org/markup-compatibility/2006",
    "wps": "http://schemas.microsoft.com/office/word/2010/wordprocessingShape",
    "v": "urn:schemas-microsoft-com:vml",
}

errors = []


def err(stem, msg):
    errors.append(f"{stem}: {msg}")
    print(f"  FAIL {msg}")


def ok(cond, stem, msg):
    if not cond:
        err(stem, msg)
    return cond


def doc_xml(path, part="word/document.xml"):
    with zipfile.ZipFile(path) as z:
        return etree.fromstring(z.read(part))


def paras(d):
    """Top-level body paragraphs (python-docx objects), in order."""
    return [docx.text.paragraph.Paragraph(el, d) for el in d.element.body if el.tag == qn("w:p")]


def style_of(p):
    return p.style.name if p.style is not None else ""


def count_style(d, name):
    return sum(1 for p in d.paragraphs if style_of(p) == name)


def generic(stem, exp, path):
    d = docx.Document(path)
    text = norm(body_text(path))
    ok(norm(exp["title"]) in text, stem, "title not found in body text")
    cursor = 0
    starts = []
    for s in exp["sections"]:
        sw = norm(s["starts_with"])
        pos = text.find(sw, cursor)
        if not ok(pos >= 0, stem, f"starts_with not found in order: {sw!r} (path {s['path']})"):
            starts.append(None)
            continue
        if s["path"]:
            h = norm(s["path"][-1])
            hpos = text.rfind(h, cursor, pos)
            ok(hpos >= 0, stem, f"heading text {h!r} not found between previous section and starts_with")
            for el in s["path"][:-1]:
                ok(text.find(norm(el), 0, pos) >= 0, stem, f"path element {el!r} not found before section")
        starts.append(pos)
        cursor = pos + len(sw)
    for i, s in enumerate(exp["sections"]):
        if starts[i] is None:
            continue
        end = next((x for x in starts[i + 1 :] if x is not None), len(text))
        region = text[starts[i] : end]
        for m in s["must_contain"]:
            ok(norm(m) in region, stem, f"must_contain {m!r} not in section {s['path']}")
    return d


# ------------------------------------------------------------ per file ---
def chk01(stem, d, path):
    ok(count_style(d, "Heading 1") == 1, stem, "expected 1 Heading 1")
    ok(count_style(d, "Heading 2") == 4, stem, "expected 4 Heading 2 categories")
    ok(count_style(d, "Heading 3") == 3, stem, "expected 3 Heading 3 questions (h3>button)")
    ok(count_style(d, "Heading 4") == 5, stem, "expected 5 Heading 4 questions")
    bare = [
        p
        for p in d.paragraphs
        if p.text.startswith(
            ("Do I need to keep", "What happens if I do not pay", "Are there any charges for visiting")
        )
    ]
    ok(
        len(bare) == 3 and all(not style_of(p).startswith("Heading") for p in bare),
        stem,
        "bare-button questions should be non-heading paragraphs",
    )


def chk02(stem, d, path):
    ok(count_style(d, "Heading 2") == 4, stem, "expected 4 Heading 2")
    ok(count_style(d, "Heading 4") == 11, stem, "expected 11 Heading 4")
    root = doc_xml(path)
    ok(len(root.findall(".//w:p/w:hyperlink", NS)) >= 11, stem, "h4>a hyperlinks missing")


def chk03(stem, d, path):
    root = doc_xml(path)
    instr = " ".join(t.text or "" for t in root.iter(f"{{{W}}}instrText"))
    ok("TOC" in instr, stem, "TOC field missing")
    ok(len(root.findall(".//w:sdt", NS)) >= 1, stem, "TOC sdt missing")
    ok(count_style(d, "Heading 2") == 4 and count_style(d, "Heading 3") == 11, stem, "heading counts")
    ok(len(d.tables) == 2, stem, "expected 2 tables")
    ok(any(e.get(qn("w:val")) == "1" for e in root.iter(qn("w:ilvl"))), stem, "nested list level missing")


def chk04(stem, d, path):
    ok(count_style(d, "Heading 1") == 4, stem, "expected 4 Heading 1")
    qs = [p for p in d.paragraphs if style_of(p) == "Normal" and p.runs and p.runs[0].bold and "?" in p.text]
    ok(len(qs) == 12, stem, f"expected 12 bold lead-in paragraphs, got {len(qs)}")
    for p in qs:
        ok(
            p.runs[-1].bold is not True and "?" in "".join(r.text for r in p.runs if r.bold),
            stem,
            f"lead-in structure wrong: {p.text[:40]}",
        )
    ok(len(d.tables) == 2, stem, "expected 2 tables")


def chk05(stem, d, path):
    qs = []
    for p in d.paragraphs:
        num = p._p.find(".//" + qn("w:numId"))
        if num is not None and num.get(qn("w:val")) == "50":
            qs.append(p)
    ok(len(qs) == 12, stem, f"expected 12 numbered questions, got {len(qs)}")
    ok(
        all(style_of(p) == "List Paragraph" and all(r.bold for r in p.runs) for p in qs),
        stem,
        "questions must be bold List Paragraph",
    )
    cats = [
        p
        for p in d.paragraphs
        if style_of(p) == "Normal" and p.text and p.text.isupper() and all(r.bold for r in p.runs)
    ]
    ok(len(cats) == 4, stem, f"expected 4 bold ALL-CAPS categories, got {len(cats)}")
    nroot = doc_xml(path, "word/numbering.xml")
    ok(any(n.get(qn("w:numId")) == "50" for n in nroot.iter(qn("w:num"))), stem, "numbering definition missing")
    ok(not any(style_of(p).startswith("Heading") for p in d.paragraphs), stem, "no heading styles expected")


def chk06(stem, d, path):
    root = doc_xml(path)
    instr = " ".join(t.text or "" for t in root.iter(f"{{{W}}}instrText"))
    ok("TOC \\o" in instr, stem, "TOC field instruction missing")
    ok(instr.count("PAGEREF") == 16, stem, "expected 16 PAGEREF entries")
    styles = [style_of(p) for p in d.paragraphs]
    ok(
        styles.count("toc 1") == 8 and styles.count("toc 2") == 4 and styles.count("toc 3") == 4,
        stem,
        "TOC 1/2/3 paragraph counts",
    )
    heads = [int(s.split()[-1]) for s in styles if s.startswith("Heading ")]
    ok(any(a == 1 and b == 3 for a, b in zip(heads, heads[1:])), stem, "no Heading 1 -> Heading 3 skip")
    ok("Title" in styles and "Subtitle" in styles, stem, "cover Title/Subtitle missing")
    sec = d.sections[0]
    ok(sec.different_first_page_header_footer, stem, "titlePg missing")
    ok("Policy on Nomination" in sec.header.paragraphs[0].text, stem, "header text missing")
    froot = etree.tostring(sec.footer._element).decode()
    ok("NUMPAGES" in froot and "PAGE" in froot, stem, "footer fields missing")
    ok(d.tables[0].cell(0, 0).text == "Version", stem, "version table missing")


def chk07(stem, d, path):
    top = d.tables
    ok(len(top) == 3, stem, f"expected 3 top-level tables, got {len(top)}")
    for t in top:
        tr0 = t._tbl.tr_lst[0]
        tcs = tr0.tc_lst
        span = tcs[0].tcPr.find(qn("w:gridSpan")) if tcs[0].tcPr is not None else None
        ok(len(tcs) == 1 and span is not None and span.get(qn("w:val")) == "2", stem, "row 0 not a merged cell")
        ok(t.rows[1].cells[0].text == "Question" and t.rows[1].cells[1].text == "Answer", stem, "header row")
    nested = sum(len(c.tables) for t in top for r in t.rows for c in r.cells)
    ok(nested == 2, stem, f"expected 2 nested tables, got {nested}")
    ok(not any(style_of(p).startswith("Heading") for p in d.paragraphs), stem, "no headings outside tables")


def chk08(stem, d, path):
    ps = d.paragraphs
    ok(not any(style_of(p) != "Normal" for p in ps), stem, "only Normal style expected")
    bold = [p for p in ps if any(r.bold for r in p.runs)]
    ok(len(bold) == 1, stem, "only the title may be bold")
    und = [p for p in ps if p.runs and all(r.underline for r in p.runs)]
    ok(len(und) == 4, stem, f"expected 4 underlined categories, got {len(und)}")
    ok(sum(1 for p in ps if re.match(r"Q\d+\. ", p.text)) == 12, stem, "expected 12 Qn. paragraphs")
    ok(any("\t" in p.text for p in ps), stem, "TAB-typed table missing")


def chk09(stem, d, path):
    terms = [p for p in d.paragraphs if p.runs and p.runs[0].bold and "\u2013" in p.text]
    ok(len(terms) == 10, stem, f"expected 10 term paragraphs, got {len(terms)}")
    ok(count_style(d, "Heading 2") == 8 and count_style(d, "Heading 1") == 2, stem, "heading counts")


def chk10(stem, d, path):
    ps = paras(d)
    n = 0
    for i, p in enumerate(ps):
        if style_of(p) == "Heading 2":
            n += 1
            nx = ps[i + 1]
            ok(
                style_of(nx) == "Normal" and all(r.bold for r in nx.runs) and re.search("[\u0900-\u097f]", nx.text),
                stem,
                f"Hindi bold question missing after {p.text!r}",
            )
    ok(n == 12, stem, f"expected 12 Heading 2, got {n}")
    root = doc_xml(path)
    ok(any(f.get(qn("w:cs")) == "Mangal" for f in root.iter(qn("w:rFonts"))), stem, "Mangal cs font missing")


def chk11(stem, d, path):
    h3 = [p for p in d.paragraphs if style_of(p) == "Heading 3"]
    ok(len(h3) == 10, stem, f"expected 10 Heading 3, got {len(h3)}")
    for p in h3:
        last = p.runs[-1]
        ok(last.text == "" and last.bold, stem, f"trailing empty bold run missing: {p.text[:30]}")
        ok(p._p.find(qn("w:bookmarkStart")) is not None, stem, "bookmark missing in heading")
    ok(sum(1 for p in h3 if p._p.find(".//" + qn("w:br")) is not None) == 1, stem, "one heading with <w:br/>")
    ok(d.paragraphs[0].style.name == "Title", stem, "Title style")
    fonts = {f.get(qn("w:ascii")) for f in doc_xml(path).iter(qn("w:rFonts"))}
    ok({"Roboto", "Courier New", "Georgia"} <= fonts, stem, f"font spans missing: {fonts}")


def chk12(stem, d, path):
    ps = d.paragraphs
    ok(not any(style_of(p) != "Normal" for p in ps), stem, "only Normal style expected")
    exp = json.load(open(os.path.join(EXP_DIR, stem + ".json")))
    pages = exp["pages"]
    ok(sum(1 for p in ps if re.fullmatch(r"Page \d+ of \d+", p.text)) == pages, stem, "page number lines")
    ok(sum(1 for p in ps if p.text.startswith("Godavari Bank Ltd. | Doorstep")) == pages - 1, stem, "running headers")
    ok(max(len(p.text) for p in ps) <= 95, stem, "a line is longer than 95 chars")
    bold = [p for p in ps if p.runs and p.runs[0].bold]
    ok(len(bold) >= 20, stem, "bold heading lines")


def chk13(stem, d, path):
    ps = d.paragraphs
    ok(not any(style_of(p) != "Normal" for p in ps), stem, "only Normal style expected")
    ok(not any(r.bold for p in ps for r in p.runs), stem, "no bold expected")
    ok(sum(1 for p in ps if re.fullmatch(r"\d+\.\t\S.*", p.text)) == 12, stem, "12 clause-title lines")
    ok(sum(1 for p in ps if re.match(r"\d+\.\d+\.\d+\t", p.text)) == 6, stem, "6 third-level clauses")
    ok(len(d.tables) == 1, stem, "fee table")


def chk14(stem, d, path):
    st = d.styles
    q, a = st["Question"], st["Answer"]
    ok(q.base_style.name == "Heading 2", stem, "Question not basedOn Heading 2")
    ok(a.base_style.name == "Normal", stem, "Answer not basedOn Normal")
    ok(q.element.get(qn("w:customStyle")) == "1", stem, "Question not customStyle")
    ok(count_style(d, "Question") == 11 and count_style(d, "Heading 1") == 4, stem, "style counts")
    root = doc_xml(path)
    ok(len(root.findall(".//mc:Choice//wps:txbx/w:txbxContent", NS)) == 2, stem, "2 DrawingML text boxes")
    ok(len(root.findall(".//mc:Fallback//v:textbox/w:txbxContent", NS)) == 2, stem, "2 VML fallbacks")
    # each text box is anchored inside an Answer paragraph
    for tb in root.findall(".//mc:Choice//wps:txbx", NS):
        p = tb
        while p is not None and not (p.tag == qn("w:p") and p.getparent().tag == qn("w:body")):
            p = p.getparent()
        ps = p.find(qn("w:pPr") + "/" + qn("w:pStyle"))
        ok(ps is not None and ps.get(qn("w:val")) == "Answer", stem, "text box not anchored in an Answer paragraph")


CHECKS = {f"gb{n:02d}": globals()[f"chk{n:02d}"] for n in range(1, 15)}


def main():
    files = sorted(glob.glob(os.path.join(EXP_DIR, "*.json")))
    for f in files:
        exp = json.load(open(f, encoding="utf-8"))
        stem = exp["file"][:-5]
        path = os.path.join(DOCX_DIR, exp["file"])
        print(f"{stem}: {len(exp['sections'])} sections")
        if not ok(os.path.exists(path), stem, "docx missing"):
            continue
        d = generic(stem, exp, path)
        CHECKS[stem[:4]](stem, d, path)
    print()
    print(f"{len(files)} files checked, {len(errors)} problems")
    for e in errors:
        print("  ", e)
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
