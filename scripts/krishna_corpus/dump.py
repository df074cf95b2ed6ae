"""Print paragraphs with style id and run formatting flags (for manual inspection)."""

import sys, zipfile
from lxml import etree

W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
NS = {"w": W}


def q(t):
    return "{%s}%s" % (W, t)


root = etree.fromstring(zipfile.ZipFile(sys.argv[1]).read("word/document.xml"))
for p in root.iter(q("p")):
    st = p.find("w:pPr/w:pStyle", NS)
    st = st.get(q("val")) if st is not None else "-"
    num = "num" if p.find("w:pPr/w:numPr", NS) is not None else ""
    depth = sum(1 for a in p.iterancestors() if a.tag == q("tbl"))
    flags = set()
    for r in p.iter(q("r")):
        rp = r.find("w:rPr", NS)
        if rp is None:
            continue
        for f in ("b", "i", "u", "caps", "smallCaps", "color", "sz"):
            e = rp.find("w:" + f, NS)
            if e is not None:
                flags.add(f + ("=" + e.get(q("val")) if e.get(q("val")) and f in ("color", "sz") else ""))
    txt = "".join(t.text or "" for t in p.iter(q("t")))
    print("%-14s %-4s T%d %-28s %s" % (st[:14], num, depth, ",".join(sorted(flags))[:28], txt[:80]))
