#!/usr/bin/env python
"""Asserts that each produced .docx really carries its production habit (reads the
.docx zip directly with lxml; independent of the generators)."""

import json
import os
import re
import sys
import zipfile

from lxml import etree

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
NS = {"w": W, "r": R}


class D:
    def __init__(self, stem):
        self.stem = stem
        self.z = zipfile.ZipFile(os.path.join(ROOT, "docx", stem + ".docx"))
        self.raw = self.z.read("word/document.xml")
        self.doc = etree.fromstring(self.raw)
        self.styles = etree.fromstring(self.z.read("word/styles.xml"))
        self.rels = self.z.read("word/_rels/document.xml.rels").decode()
        self.exp = json.load(open(os.path.join(ROOT, "expected", stem + ".json"), encoding="utf-8"))
        self.body = self.doc.find("w:body", NS)

    def paras(self, top_only=False):
        if top_only:
            return self.body.findall("w:p", NS)
        return list(self.body.iter("{%s}p" % W))

    @staticmethod
    def text(p):
        return "".join(
            (t.text or "") if t.tag == "{%s}t" % W else "\t"
            for t in p.iter("{%s}t" % W, "{%s}tab" % W)
            if t.getparent().tag == "{%s}r" % W
        )

    @staticmethod
    def pstyle(p):
        s = p.find("w:pPr/w:pStyle", NS)
        return s.get("{%s}val" % W) if s is not None else None

    def used_styles(self):
        return {self.pstyle(p) for p in self.paras()} - {None}

    def n_questions(self):
        return sum(1 for s in self.exp["sections"] if len(s["path"]) == 2)

    def style_by_name(self, name):
        for s in self.styles.findall("w:style", NS):
            n = s.find("w:name", NS)
            if n is not None and n.get("{%s}val" % W) == name:
                return s


def bold(p):
    rs = [r for r in p.findall(".//w:r", NS) if "".join(t.text or "" for t in r.findall("w:t", NS)).strip()]
    return rs and all(r.find("w:rPr/w:b", NS) is not None for r in rs)


def heading_styles(d):
    return {s for s in d.used_styles() if re.match(r"(?i)heading\s?\d", s or "")}


CHECKS = {}


def check(stem):
    def deco(f):
        CHECKS[stem] = f
        return f

    return deco


@check("01_student_minor_savings")
def c01(d):
    ol = [p for p in d.paras() if p.find("w:pPr/w:outlineLvl", NS) is not None]
    assert len(ol) >= 1 + 4 + d.n_questions(), len(ol)
    assert not d.used_styles(), d.used_styles()  # everything Normal, no pStyle at all
    lv = {p.find("w:pPr/w:outlineLvl", NS).get("{%s}val" % W) for p in ol}
    assert lv == {"0", "1", "2"}, lv
    assert all(bold(p) for p in ol)


@check("02_salary_accounts")
def c02(d):
    hs = heading_styles(d)
    assert hs == {"Heading2", "Heading4"}, hs
    h4 = [p for p in d.paras() if d.pstyle(p) == "Heading4"]
    assert len(h4) == d.n_questions()
    for p in h4:
        h = p.find("w:hyperlink", NS)
        assert h is not None and h.get("{%s}id" % R)
        rid = h.get("{%s}id" % R)
        assert re.search(r'Id="%s"[^>]*Target="https://www\.mahanadibank\.example/help/' % rid, d.rels) or re.search(
            r'Target="https://www\.mahanadibank\.example/help/[^"]*"[^>]*Id="%s"' % rid, d.rels
        )
    assert "Was this article helpful?" in d.raw.decode()


@check("03_personal_loans")
def c03(d):
    q = [p for p in d.paras() if d.text(p).strip() == "Question:" and bold(p)]
    a = [p for p in d.paras() if d.text(p).strip() == "Answer:" and bold(p)]
    assert len(q) == len(a) == d.n_questions(), (len(q), len(a))
    assert heading_styles(d) == {"Heading1"}


@check("04_home_loans")
def c04(d):
    assert d.style_by_name("Slide Title") is not None
    assert not heading_styles(d)
    pb = d.raw.count(b'w:type="page"')
    slides = [p for p in d.paras() if re.fullmatch(r"Slide \d+", d.text(p))]
    assert pb == len(slides) - 1 >= d.n_questions() + 3, (pb, len(slides))
    titles = [p for p in d.paras() if d.pstyle(p) in ("SlideTitle",)]
    assert len(titles) == d.n_questions() + 2


@check("05_fund_transfers_upi")
def c05(d):
    t = "\n".join(d.text(p) for p in d.paras())
    for e in ("❓", "👉", "📌", "✅", "⚠️"):
        assert e in t, e
    assert sum(1 for p in d.paras() if d.text(p).startswith("❓")) == d.n_questions()
    assert b'w:ascii="Segoe UI Emoji"' in d.raw
    assert not heading_styles(d)


@check("06_credit_card_bills")
def c06(d):
    callouts = []
    for tbl in d.body.findall("w:tbl", NS):
        cells = tbl.findall("w:tr/w:tc", NS)
        if len(cells) == 1 and cells[0].find("w:tcPr/w:shd", NS) is not None:
            callouts.append("".join(t.text for t in cells[0].iter("{%s}t" % W)))
    assert len(callouts) == d.n_questions() and all(c.endswith("?") for c in callouts), callouts
    assert not heading_styles(d)
    assert d.body.find("w:p/w:pPr/w:pBdr/w:bottom", NS) is not None


@check("07_tax_saver_senior_fd")
def c07(d):
    sects = list(d.doc.iter("{%s}sectPr" % W))
    assert len(sects) == 4, len(sects)
    hdr_targets = set()
    for s in sects:
        for h in s.findall("w:headerReference", NS):
            hdr_targets.add(h.get("{%s}id" % R))
    assert len(hdr_targets) == 4
    h2 = [d.text(p) for p in d.paras() if d.pstyle(p) == "Heading2"]
    assert len(h2) == d.n_questions() and all(re.match(r"FAQ \d+ – ", t) for t in h2), h2
    assert [d.text(p) for p in d.paras() if d.pstyle(p) == "Heading3"] == ["Note", "Note"]
    # Heading 1 immediately followed by a table in parts 1 and 2
    kids = list(d.body)
    n = sum(
        1
        for i, k in enumerate(kids[:-1])
        if k.tag == "{%s}p" % W and d.pstyle(k) == "Heading1" and kids[i + 1].tag == "{%s}tbl" % W
    )
    assert n == 2, n


@check("08_inoperative_unclaimed_closure")
def c08(d):
    t = [d.text(p) for p in d.paras()]
    for s in ("Customer Circular No.", "Ref:", "To:", "Subject:", "Copy to:", "Yours faithfully,"):
        assert any(x.startswith(s) for x in t), s
    runin = 0
    for p in d.paras():
        r = p.find("w:r", NS)
        if r is not None and r.find("w:rPr/w:b", NS) is not None:
            if re.fullmatch(r"\d+\. [^.]+\.", d.text(r)):
                runin += 1
    assert runin == 10, runin
    assert sum(1 for x in t if re.match(r"\([a-d]\)\t", x)) >= 10
    assert not heading_styles(d)


@check("09_msme_mudra_loans")
def c09(d):
    assert d.raw.startswith(b"<?xml version='1.0' encoding='UTF-8'?>")
    assert b"<ns0:document" in d.raw and b"<w:" not in d.raw
    assert heading_styles(d) == {"Heading1", "Heading2"}
    assert b"LoanDesk" in d.z.read("docProps/app.xml")


@check("10_mutual_funds_sip")
def c10(d):
    ps = d.paras()
    assert {d.pstyle(p) for p in ps} == {"PreformattedText"}, {d.pstyle(p) for p in ps}
    assert not any(bold(p) for p in ps if d.text(p).strip())
    lines = [d.text(p) for p in ps]
    assert max(len(l) for l in lines if not l.startswith(("From:", "Subject:", "Mutual fund inv", "This e-mail"))) <= 72
    assert sum(1 for l in lines if l.startswith("> ")) == d.n_questions()
    assert sum(1 for l in lines if l.startswith("Re: ")) == 4
    assert "LibreOffice" in d.z.read("docProps/app.xml").decode()


@check("11_service_charges_cash_atm_sms")
def c11(d):
    st = d.style_by_name("Charge Category")
    assert st is not None and st.find("w:rPr/w:caps", NS) is not None
    cats = [p for p in d.paras() if d.pstyle(p) == "ChargeCategory"]
    assert len(cats) == 2 and all(d.text(p) == d.text(p).lower() for p in cats)
    direct = [p for p in d.paras() if p.find("w:r/w:rPr/w:caps", NS) is not None]
    assert len(direct) == 2 and all(d.text(p) == d.text(p).lower() for p in direct)
    assert not heading_styles(d)
    qs = [s["path"][-1] for s in d.exp["sections"] if len(s["path"]) == 2]
    assert not any(q.endswith("?") for q in qs) and any(q.endswith(":") for q in qs)


@check("12_cyber_fraud_unauthorised")
def c12(d):
    assert len(list(d.doc.iter("{%s}sectPr" % W))) == 3
    assert d.body.find(".//w:pPr/w:framePr", NS) is not None
    assert d.raw.count(b'w:lineRule="exact"') > 30
    assert b"<w:w w:val=" in d.raw and re.search(rb"<w:rPr>.*?<w:spacing w:val=", d.raw)
    t = [d.text(p) for p in d.paras()]
    assert sum(1 for x in t if re.fullmatch(r"Page \d of 3", x)) == 3
    assert sum(1 for x in t if x.startswith("MAHANADI SAHAKARI BANK LTD.  ")) == 2
    joined = "\n".join(t)
    assert "l0 working days" in joined and "Rs.l0,000" in joined and "with- drawn" in joined
    assert not d.used_styles() - {"Normal"}


def main():
    bad = 0
    for stem, f in sorted(CHECKS.items()):
        try:
            f(D(stem))
            print("PASS", stem)
        except AssertionError as e:
            bad += 1
            print("FAIL", stem, repr(e))
    assert len(CHECKS) == 12
    print("%d files checked, %d failing" % (len(CHECKS), bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
