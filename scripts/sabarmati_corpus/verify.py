"""Checks every docx: opens with python-docx, all XML parts well-formed, and the ground
truth is consistent with the document text (path strings, starts_with and must_contain
found, in document order, inside the section's span)."""

import glob
import json
import os
import re
import sys
import zipfile

sys.path.insert(0, os.path.dirname(__file__))
from common import DOCS, EXP
from docx import Document
from lxml import etree

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
MC = "{http://schemas.openxmlformats.org/markup-compatibility/2006}"


def text_of(path):
    z = zipfile.ZipFile(path)
    for n in z.namelist():
        if n.endswith(".xml") or n.endswith(".rels"):
            etree.fromstring(z.read(n))  # raises if malformed
    root = etree.fromstring(z.read("word/document.xml"))
    out = []

    def walk(el):
        if el.tag == MC + "Fallback":
            return
        if el.tag == W + "t":
            out.append(el.text or "")
        elif el.tag in (W + "br", W + "cr"):
            out.append("\n")
        elif el.tag == W + "tab" and el.getparent().tag == W + "r":
            out.append("\t")
        for ch in el:
            walk(ch)
        if el.tag == W + "p":
            out.append("\n")
        elif el.tag == W + "tc":
            out.append("\t")

    walk(root)
    return "".join(out)


def norm(s):
    return re.sub(r"\s+", " ", s.replace("\u00a0", " "))


def main():
    total, bad = 0, 0
    for jf in sorted(glob.glob(os.path.join(EXP, "*.json"))):
        exp = json.load(open(jf, encoding="utf-8"))
        fp = os.path.join(DOCS, exp["file"])
        Document(fp)
        raw = text_of(fp)
        nt = norm(raw)
        problems = []
        if exp["title"] and norm(exp["title"]) not in nt:
            problems.append("title not found")
        pos = 0
        starts = []
        for s in exp["sections"]:
            head = s["path"][-1] if s["path"] else None
            p = pos
            if head:
                h = nt.find(norm(head), pos)
                if h < 0:
                    problems.append(f"heading not found in order: {head}")
                    continue
                p = h + len(norm(head))
            sw = nt.find(norm(s["starts_with"]), p)
            if sw < 0 or (sw - p) > 400:
                problems.append(f"starts_with not right after heading: {s['path']} / {s['starts_with']} ({sw - p})")
                continue
            starts.append((s, sw))
            pos = sw
        for i, (s, sw) in enumerate(starts):
            end = starts[i + 1][1] if i + 1 < len(starts) else len(nt)
            span = nt[sw:end]
            for m in s["must_contain"]:
                if norm(m) not in span:
                    problems.append(f"must_contain '{m}' not in span of {s['path']}")
                if m not in raw:
                    problems.append(f"must_contain '{m}' not an exact substring of raw text")
            if len(s["must_contain"]) != 3:
                problems.append(f"{s['path']} has {len(s['must_contain'])} must_contain")
        n = len(exp["sections"])
        total += n
        bad += len(problems)
        print(f"{exp['file']:45s} sections={n:3d} problems={len(problems)}")
        for pr in problems:
            print("   -", pr)
    print("TOTAL sections", total, "problems", bad)


if __name__ == "__main__":
    main()
