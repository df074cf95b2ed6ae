#!/usr/bin/env python
"""Independent check of the produced .docx files against expected/*.json.

Linearises word/document.xml in document order (paragraphs, tables, nested tables,
content controls, hyperlinks, smart tags, text boxes; deleted text and field codes
skipped; mc:Fallback skipped), applying w:caps / w:smallCaps-free uppercase rendering
from direct run formatting, character styles, paragraph styles (basedOn chain) and
docDefaults.  Any namespace prefix is accepted (lxml is namespace-aware).

For each expected section in order: find a line equal to the last path element
(or, for run-in titles, a line starting with it followed by '.', ':' or a dash),
then starts_with and every must_contain string must occur between that heading and
the next section's heading.  Line normalisation: NBSP->space, whitespace collapsed,
leading e-mail quote markers ('>') removed.
"""

import glob
import json
import os
import re
import sys
import zipfile

from lxml import etree

W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
MC = "http://schemas.openxmlformats.org/markup-compatibility/2006"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def w(tag):
    return "{%s}%s" % (W, tag)


def onoff(el):
    if el is None:
        return None
    v = el.get(w("val"))
    return v is None or v.lower() not in ("0", "false", "off")


class Styles:
    def __init__(self, xml):
        self.caps = {}
        self.based = {}
        self.default_caps = False
        if xml is None:
            return
        root = etree.fromstring(xml)
        dd = root.find(f"{w('docDefaults')}/{w('rPrDefault')}/{w('rPr')}/{w('caps')}")
        self.default_caps = bool(onoff(dd))
        for s in root.iter(w("style")):
            sid = s.get(w("styleId"))
            b = s.find(w("basedOn"))
            self.based[sid] = b.get(w("val")) if b is not None else None
            c = s.find(f"{w('rPr')}/{w('caps')}")
            self.caps[sid] = onoff(c)

    def style_caps(self, sid):
        seen = set()
        while sid and sid not in seen:
            seen.add(sid)
            v = self.caps.get(sid)
            if v is not None:
                return v
            sid = self.based.get(sid)
        return None


def linearise(path):
    z = zipfile.ZipFile(path)
    doc = etree.fromstring(z.read("word/document.xml"))
    styles = Styles(z.read("word/styles.xml") if "word/styles.xml" in z.namelist() else None)
    lines = []

    def para(p):
        ppr = p.find(w("pPr"))
        pstyle = None
        if ppr is not None and ppr.find(w("pStyle")) is not None:
            pstyle = ppr.find(w("pStyle")).get(w("val"))
        if pstyle is None:
            pstyle = "Normal"
        pcaps = styles.style_caps(pstyle)
        if pcaps is None:
            pcaps = styles.default_caps
        buf = []
        boxes = []

        def walk(el, in_del=False):
            for ch in el:
                tag = ch.tag if isinstance(ch.tag, str) else ""
                if tag == "{%s}Fallback" % MC:
                    continue
                if tag == w("txbxContent"):
                    boxes.append(ch)
                    continue
                if tag in (w("del"), w("moveFrom")):
                    continue
                if tag == w("r"):
                    rpr = ch.find(w("rPr"))
                    caps = pcaps
                    if rpr is not None:
                        rs = rpr.find(w("rStyle"))
                        if rs is not None:
                            v = styles.style_caps(rs.get(w("val")))
                            if v is not None:
                                caps = v
                        v = onoff(rpr.find(w("caps")))
                        if v is not None:
                            caps = v
                    for rc in ch:
                        if rc.tag == w("t"):
                            buf.append(rc.text.upper() if (caps and rc.text) else (rc.text or ""))
                        elif rc.tag in (w("tab"), w("ptab")):
                            buf.append("\t")
                        elif rc.tag in (w("br"), w("cr")):
                            if rc.get(w("type")) in (None, "textWrapping"):
                                buf.append(" ")
                        elif rc.tag == w("noBreakHyphen"):
                            buf.append("-")
                        else:
                            walk(rc)  # drawings / pict holding text boxes
                    continue
                walk(ch)

        walk(p)
        lines.append("".join(buf))
        for bx in boxes:
            block(bx)

    def table(el):
        for ch in el:
            if ch.tag == w("tr"):
                table(ch)
            elif ch.tag == w("tc"):
                block(ch)
            elif ch.tag in (w("sdt"), w("sdtContent"), w("customXml")):
                table(ch)

    def block(container):
        for ch in container:
            if ch.tag == w("p"):
                para(ch)
            elif ch.tag == w("tbl"):
                table(ch)
            elif ch.tag in (w("sdt"), w("sdtContent"), w("customXml"), w("ins"), w("moveTo")):
                block(ch)
            elif ch.tag == "{%s}AlternateContent" % MC:
                c = ch.find("{%s}Choice" % MC)
                if c is not None:
                    block(c)

    block(doc.find(w("body")))
    return lines


def norm(s):
    s = s.replace("\u00a0", " ").replace("\t", " ")
    s = re.sub(r"^\s*(>\s*)+", "", s)
    return re.sub(r"\s+", " ", s).strip()


RUNIN = re.compile(r"^[.:–—-]")


def find_heading(lines, h, start):
    h = norm(h)
    for i in range(start, len(lines)):
        l = lines[i]
        if l == h:
            return i, len(l)
        if l.startswith(h) and RUNIN.match(l[len(h) :]):
            return i, len(h)
    return None


def check(exp_path):
    exp = json.load(open(exp_path, encoding="utf-8"))
    docx = os.path.join(ROOT, "docx", exp["file"])
    lines = [norm(l) for l in linearise(docx)]
    errors = []
    full = "\n".join(lines)
    if norm(exp["title"]) not in full:
        errors.append("title not found: " + exp["title"])
    pos = []  # (line, offset) start of each section's own text
    ptr = 0
    for sec in exp["sections"]:
        if not sec["path"]:
            pos.append((0, 0))
            continue
        r = find_heading(lines, sec["path"][-1], ptr)
        if r is None:
            errors.append("heading not found: %r" % sec["path"])
            pos.append(None)
            continue
        pos.append(r)
        ptr = r[0] + 1
    for k, sec in enumerate(exp["sections"]):
        if pos[k] is None:
            continue
        i, off = pos[k]
        nxt = next((p for p in pos[k + 1 :] if p is not None), None)
        if nxt is None:
            region_lines = [lines[i][off:]] + lines[i + 1 :]
        else:
            j = nxt[0]
            if j == i:
                region_lines = [lines[i][off:]]
            else:
                region_lines = [lines[i][off:]] + lines[i + 1 : j]
        region = " ".join(l for l in region_lines if l)
        region = re.sub(r"\s+", " ", region)
        if norm(sec["starts_with"]) not in region:
            errors.append("starts_with not found for %r: %r" % (sec["path"], sec["starts_with"]))
        for m in sec["must_contain"]:
            if norm(m) not in region:
                errors.append("must_contain %r missing in %r" % (m, sec["path"]))
    return exp["file"], len(exp["sections"]), errors


def main():
    files = sorted(glob.glob(os.path.join(ROOT, "expected", "*.json")))
    if len(sys.argv) > 1:
        files = [f for f in files if any(a in f for a in sys.argv[1:])]
    bad = 0
    total = 0
    for f in files:
        name, n, errs = check(f)
        total += n
        print(("PASS" if not errs else "FAIL"), name, n, "sections")
        for e in errs:
            print("   ", e)
        bad += bool(errs)
    print("%d files, %d sections, %d failing" % (len(files), total, bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
