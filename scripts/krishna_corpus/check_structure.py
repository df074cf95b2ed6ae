"""File-specific structural assertions (does each .docx really use its production habit?)."""

import json
import os
import re
import sys
import zipfile
from lxml import etree

W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
NS = {"w": W}
BASE = os.path.abspath(
    os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data", "eval", "structure", "krishna")
)


def q(t):
    return "{%s}%s" % (W, t)


def load(stem):
    z = zipfile.ZipFile("%s/docx/%s.docx" % (BASE, stem))
    parts = {n: z.read(n) for n in z.namelist()}
    doc = etree.fromstring(parts["word/document.xml"])
    styles = etree.fromstring(parts["word/styles.xml"]) if "word/styles.xml" in parts else None
    exp = json.load(open("%s/expected/%s.json" % (BASE, stem), encoding="utf-8"))
    return parts, doc, styles, exp


def ptext(p):
    return "".join(t.text or "" for t in p.iter(q("t")))


def pstyle(p):
    s = p.find("w:pPr/w:pStyle", NS)
    return s.get(q("val")) if s is not None else None


def paras_with_style(doc, sid):
    return [p for p in doc.iter(q("p")) if pstyle(p) == sid]


def questions(exp):
    return [s["path"][-1] for s in exp["sections"] if len(s["path"]) == 2]


def cats(exp):
    out = []
    for s in exp["sections"]:
        if s["path"] and s["path"][0] not in out:
            out.append(s["path"][0])
    return out


def run_has(p, tag):
    return all(r.find("w:rPr/w:" + tag, NS) is not None for r in p.iter(q("r")) if ptext(r))


results = []


def ok(stem, cond, msg):
    results.append((stem, bool(cond), msg))


def main():
    st = "01_savings_charges"
    parts, doc, styles, exp = load(st)
    ok(st, [ptext(p) for p in paras_with_style(doc, "Heading1")] == cats(exp), "Heading1 = categories")
    ok(st, [ptext(p) for p in paras_with_style(doc, "Heading2")] == questions(exp), "Heading2 = questions")
    ok(st, b"LibreOffice" in parts["docProps/app.xml"], "written by LibreOffice")

    st = "02_kisan_credit_card"
    parts, doc, styles, exp = load(st)
    ok(st, [ptext(p) for p in paras_with_style(doc, "Heading1")] == cats(exp), "Heading1 = categories")
    qs = [p for p in doc.iter(q("p")) if ptext(p) in questions(exp)]
    ok(
        st,
        len(qs) == len(questions(exp)) and all(pstyle(p) in (None, "Normal") and run_has(p, "i") for p in qs),
        "questions: Normal + italic",
    )
    ok(st, not any(run_has(p, "b") for p in qs), "questions not bold")

    st = "03_shg_loans"
    parts, doc, styles, exp = load(st)
    ok(st, all(pstyle(p) is None for p in doc.iter(q("p"))), "no pStyle anywhere")
    ok(st, len(styles.findall("w:style", NS)) == 1, "styles.xml has only Normal")
    ok(st, all(r.find("w:rPr/w:rFonts", NS) is not None for r in doc.iter(q("r")) if ptext(r)), "every run has rFonts")

    st = "04_pmay_housing"
    parts, doc, styles, exp = load(st)
    h1 = [ptext(p) for p in paras_with_style(doc, "Heading1")]
    h2 = [ptext(p) for p in paras_with_style(doc, "Heading2")]
    ok(st, h1 == cats(exp) and h2 == questions(exp), "Heading1/2 = categories/questions")
    ok(st, not any(re.match(r"\d", t) for t in h1 + h2), "no typed numbers")
    sty = {s.get(q("styleId")): s for s in styles.findall("w:style", NS)}
    ok(
        st,
        sty["Heading1"].find("w:pPr/w:numPr", NS) is not None
        and sty["Heading2"].find("w:pPr/w:numPr/w:ilvl", NS) is not None,
        "numPr in Heading styles",
    )
    ok(st, b'w:pStyle w:val="Heading1"' in parts["word/numbering.xml"], "abstractNum lvl linked to Heading1")

    st = "05_vehicle_loans"
    parts, doc, styles, exp = load(st)
    body = doc.find("w:body", NS)
    sects = [e for e in body.iter(q("sectPr"))]
    ok(st, [s.find("w:cols", NS).get(q("num")) for s in sects] == [None, "2", "1"], "sections 1 / 2 / 1 columns")
    # questions inside the 2-column section: between first and second sectPr
    seq = list(body.iter(q("p")))
    i1 = next(i for i, p in enumerate(seq) if p.find("w:pPr/w:sectPr", NS) is not None)
    i2 = next(i for i, p in enumerate(seq) if i > i1 and p.find("w:pPr/w:sectPr", NS) is not None)
    ok(st, [ptext(p) for p in seq[i1:i2] if pstyle(p) == "Heading2"] == questions(exp), "all FAQ H2 in 2-col section")
    ok(st, b'w:type="column"' in parts["word/document.xml"], "column break present")

    st = "06_atm_disputes"
    parts, doc, styles, exp = load(st)
    ok(st, len(list(doc.iter(q("ins")))) >= 6 and len(list(doc.iter(q("del")))) >= 5, "tracked ins/del present")
    ok(
        st,
        any(p.find(".//w:ins", NS) is not None for p in paras_with_style(doc, "Heading2")),
        "tracked change in a heading",
    )
    ok(st, "word/comments.xml" in parts and len(list(doc.iter(q("commentReference")))) == 2, "two comments")
    ok(st, b"trackRevisions" in parts["word/settings.xml"], "track changes on")
    ok(st, any(p.find("w:pPr/w:rPr/w:del", NS) is not None for p in doc.iter(q("p"))), "whole deleted paragraph")

    st = "07_mobile_banking"
    parts, doc, styles, exp = load(st)
    anchors = [h.get(q("anchor")) for h in doc.iter(q("hyperlink"))]
    bms = {b.get(q("name")) for b in doc.iter(q("bookmarkStart"))}
    ok(
        st,
        all(a in bms for a in anchors) and len([a for a in anchors if a.startswith("faq")]) == len(questions(exp)),
        "jump list anchors resolve",
    )
    qp = [p for p in doc.iter(q("p")) if ptext(p) in questions(exp) and p.find("w:hyperlink", NS) is None]
    ok(
        st,
        len(qp) == len(questions(exp))
        and all(pstyle(p) is None and run_has(p, "color") and not run_has(p, "b") for p in qp),
        "questions: Normal, coloured, not bold",
    )

    st = "08_senior_citizen_deposits"
    parts, doc, styles, exp = load(st)
    sty = {s.get(q("styleId")): s for s in styles.findall("w:style", NS)}
    ok(
        st,
        all(sty[s].find("w:rPr/w:smallCaps", NS) is not None for s in ("Heading1", "Heading2", "Title")),
        "small caps styles",
    )
    ok(st, len(list(doc.iter(q("footnoteReference")))) == 7 and "word/footnotes.xml" in parts, "7 footnotes")

    st = "09_account_opening_kyc"
    parts, doc, styles, exp = load(st)
    qp = [p for p in doc.iter(q("p")) if ptext(p) in questions(exp)]
    ok(
        st,
        len(qp) == len(questions(exp)) and all(pstyle(p) is None and run_has(p, "b") for p in qp),
        "bold Normal questions",
    )
    ans = [p for p in doc.iter(q("p")) if ptext(p).startswith("Answer:")]
    ok(
        st,
        len(ans) == len(questions(exp)) and all(p.find("w:r/w:rPr/w:b", NS) is not None for p in ans),
        "bold Answer: labels",
    )
    ok(st, [ptext(p) for p in paras_with_style(doc, "Heading1")] == cats(exp), "Heading1 = parts")

    st = "10_internet_banking_security"
    parts, doc, styles, exp = load(st)
    ids = {s.get(q("styleId")) for s in styles.findall("w:style", NS)}
    ok(st, "Heading1" not in ids and "berschrift1" in ids and "Standard" in ids, "localized style ids")
    ok(st, [ptext(p) for p in paras_with_style(doc, "berschrift2")] == questions(exp), "berschrift2 = questions")
    ok(
        st,
        len([p for p in doc.iter(q("p")) if p.find("w:pPr/w:pBdr/w:bottom", NS) is not None])
        == len(questions(exp)) + 1,
        "horizontal rules",
    )

    st = "11_loan_against_property"
    parts, doc, styles, exp = load(st)
    body = doc.find("w:body", NS)
    ok(st, [e.tag for e in body] == [q("tbl"), q("sectPr")], "body = one outer table")
    depth = max(sum(1 for a in t.iterancestors() if a.tag == q("tbl")) for t in doc.iter(q("tbl")))
    ok(st, depth == 2, "tables nested 3 levels deep")
    ok(st, all(pstyle(p) is None for p in doc.iter(q("p"))), "no paragraph styles")

    st = "12_grievance_redressal"
    parts, doc, styles, exp = load(st)
    sdts = list(doc.iter(q("sdt")))
    nested = [s for s in sdts if any(a.tag == q("sdt") for a in s.iterancestors())]
    ok(st, len(sdts) == 1 + 1 + 4 + len(questions(exp)) and len(nested) == len(questions(exp)), "sdt counts / nesting")
    body = doc.find("w:body", NS)
    ok(st, sum(1 for e in body if e.tag == q("p")) == 1, "only the intro paragraph is a direct body child")
    ok(st, len(re.findall(b'w:type="page"', parts["word/document.xml"])) == 3, "page breaks between categories")

    bad = 0
    for stem, good, msg in results:
        if not good:
            bad += 1
        print("%-30s %-4s %s" % (stem, "ok" if good else "FAIL", msg))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
