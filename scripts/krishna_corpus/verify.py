"""Independent check of docx/<stem>.docx against expected/<stem>.json.

Linearises word/document.xml in document order (paragraphs at any depth: tables,
nested tables, content controls, hyperlinks), using the *accepted* view of tracked
changes (w:ins kept, w:del / w:delText dropped, moveFrom dropped).
Then, for each expected section in order, finds a line equal to the last path
element whose following text starts with `starts_with`, and checks that every
must_contain string occurs between that heading and the next section's heading.
Also checks that the category (path[0]) line occurs before the question.
"""

import glob
import json
import os
import re
import sys
import zipfile
from lxml import etree

BASE = os.path.abspath(
    os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data", "eval", "structure", "krishna")
)

W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
NS = {"w": W}


def q(tag):
    return "{%s}%s" % (W, tag)


def norm(s):
    s = s.replace("\u00a0", " ").replace("\u2011", "-")
    return re.sub(r"\s+", " ", s).strip()


def para_text(p):
    out = []
    for el in p.iter():
        # skip deleted / moved-from content and field instructions
        anc = el
        skip = False
        while anc is not None and anc is not p:
            if anc.tag in (q("del"), q("moveFrom"), q("instrText")):
                skip = True
                break
            anc = anc.getparent()
        if skip:
            continue
        if el.tag == q("t"):
            out.append(el.text or "")
        elif el.tag in (q("tab"),):
            out.append(" ")
        elif el.tag in (q("br"), q("cr")):
            out.append(" ")
        elif el.tag == q("noBreakHyphen"):
            out.append("-")
    return norm("".join(out))


def is_deleted_para(p):
    # a paragraph whose mark is deleted AND all of whose runs are deleted
    ppr = p.find("w:pPr/w:rPr/w:del", NS)
    if ppr is None:
        return False
    return not para_text(p)


def walk(el, lines):
    for ch in el:
        if ch.tag == q("p"):
            if is_deleted_para(ch):
                continue
            lines.append(para_text(ch))
        elif ch.tag == q("tbl"):
            for tr in ch.findall("w:tr", NS):
                for tc in tr.findall("w:tc", NS):
                    walk(tc, lines)
        elif ch.tag in (q("sdt"),):
            c = ch.find("w:sdtContent", NS)
            if c is not None:
                walk(c, lines)
        elif ch.tag in (q("sdtContent"), q("customXml"), q("ins"), q("smartTag")):
            walk(ch, lines)


def lines_of(path):
    with zipfile.ZipFile(path) as z:
        root = etree.fromstring(z.read("word/document.xml"))
    body = root.find("w:body", NS)
    lines = []
    walk(body, lines)
    return [l for l in lines if l]


def check(stem, base=None, verbose=False):
    base = base or BASE
    exp = json.load(open("%s/expected/%s.json" % (base, stem), encoding="utf-8"))
    lines = lines_of("%s/docx/%s" % (base, exp["file"]))
    errs = []
    starts = []
    pos = 0
    for sec in exp["sections"]:
        path = [norm(x) for x in sec["path"]]
        sw = norm(sec["starts_with"])
        found = None
        if not path:
            # intro: find first line starting with sw
            for i in range(pos, len(lines)):
                if lines[i].startswith(sw):
                    found = i - 1  # "heading" virtual position
                    break
        else:
            for i in range(pos, len(lines)):
                if lines[i] == path[-1] and i + 1 < len(lines) and lines[i + 1].startswith(sw):
                    found = i
                    break
        if found is None:
            errs.append("section not found: %r / %r" % (path, sw))
            starts.append(None)
            continue
        if len(path) > 1:
            # category must occur before the question (and after previous section start or be the same category)
            if path[0] not in lines[:found]:
                errs.append("category line missing before %r" % path)
        starts.append(found)
        pos = found + 1
    # must_contain within [start+1, next_start)
    for k, sec in enumerate(exp["sections"]):
        s = starts[k]
        if s is None:
            continue
        nxt = next((x for x in starts[k + 1 :] if x is not None), len(lines))
        # the next section's category heading may sit between; stop at its category line too
        seg = "\n".join(lines[s + 1 : nxt])
        for m in sec["must_contain"]:
            if norm(m) not in seg:
                errs.append("must_contain %r not in section %r" % (m, sec["path"]))
    if verbose:
        for i, l in enumerate(lines):
            print("%3d %s" % (i, l[:110]))
    return errs, len(exp["sections"])


if __name__ == "__main__":
    verbose = "-v" in sys.argv
    stems = [a for a in sys.argv[1:] if a != "-v"]
    if not stems:
        import glob, os

        stems = sorted(os.path.basename(p)[:-5] for p in glob.glob(os.path.join(BASE, "expected", "*.json")))
    bad = 0
    for st in stems:
        errs, n = check(st, verbose=verbose and len(stems) == 1)
        print("%-32s %2d sections  %s" % (st, n, "OK" if not errs else "FAIL"))
        for e in errs:
            print("    ", e)
        bad += bool(errs)
    sys.exit(1 if bad else 0)
