"""06 ATM / debit card disputes.
Pipeline: a Word draft under review (python-docx + raw OOXML): Heading 1 /
Heading 2 structure, Track Changes ON in settings, *unaccepted* tracked
insertions and deletions (w:ins / w:del, including inside a Heading 2, in a
table cell, a whole deleted paragraph and a whole inserted bullet paragraph)
and reviewer comments (comments.xml). The expected structure is the
*accepted* (final) view: inserted text counts, deleted text does not.

Inline markup used in the content below:
  {+text+}  tracked insertion       {-text-}  tracked deletion
  [[text|comment]]  text with a reviewer comment anchored on it
A block ('pdel', text) is a wholly deleted paragraph, ('bins', text) a wholly
inserted bullet paragraph.
"""

import re
from docx import Document
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls, qn
from common import *

STEM = "06_atm_disputes"
TITLE = "ATM and Debit Card Transaction Disputes – Customer FAQ"

INTRO = (
    [
        (
            "p",
            "If a transaction on your Krishna Gramin Bank debit card has gone wrong, this note explains how to "
            "report it, how {-soon-}{+quickly+} the bank will act and what compensation you are entitled to under "
            "RBI’s turnaround-time framework.",
        )
    ],
    ["turnaround-time framework", "quickly"],
)

CATS = [
    (
        "Failed ATM transactions",
        [],
        [],
        [
            (
                "My account was debited but cash was not dispensed{+ or only partly dispensed+}. What should I do?",
                [
                    (
                        "p",
                        "Please do not worry. Failed ATM transactions are reversed automatically within "
                        "{-T+7-}{+T+5+} days, where T is the date of the transaction. [[If the amount is not reversed in "
                        "time, the bank pays you ₹100 per day of delay|Legal: confirm compensation clause wording with "
                        "Card Ops before publishing.]] without any claim from you.",
                    ),
                    ("pdel", "Customers must visit the home branch in person to submit a claim form."),
                ],
                ["₹100 per day", "T+5"],
            ),
            (
                "Where do I report a failed transaction?",
                [
                    ("p", "You can report it through any of these channels:"),
                    (
                        "ul",
                        [
                            "Toll-free helpline 1800 572 3300 (24 × 7)",
                            "The “Raise a dispute” option in the KGB mPay app",
                            "Any branch of the bank, using the dispute form",
                        ],
                    ),
                    ("bins", "E-mail to cards@krishnagraminbank.in from your registered e-mail address"),
                ],
                ["1800 572 3300", "cards@krishnagraminbank.in"],
            ),
        ],
    ),
    (
        "Unauthorised transactions",
        [],
        [],
        [
            (
                "I see a transaction I did not make. What should I do first?",
                [
                    (
                        "p",
                        "Block your card immediately through the mPay app, by calling 1800 572 3300, or by sending the SMS "
                        "“BLOCK <last four digits of card>” to {-9223 011 300-}{+9223 011 330+} from your registered mobile. "
                        "Then report the transaction so that the bank can start an investigation.",
                    ),
                ],
                ["9223 011 330", "BLOCK"],
            ),
            (
                "Will I lose money for an unauthorised transaction?",
                [
                    ("p", "Your liability depends on how quickly you inform the bank after receiving our alert:"),
                    (
                        "table",
                        [
                            ["Time taken to report", "Your maximum liability"],
                            ["Within 3 working days", "Zero"],
                            [
                                "4 to 7 working days",
                                "₹10,000 (BSBD accounts); {-₹20,000-}{+₹25,000+} (other savings accounts)",
                            ],
                            ["More than 7 working days", "As per the bank’s Board-approved policy"],
                        ],
                    ),
                ],
                ["₹25,000", "Within 3 working days"],
            ),
            (
                "How long will the investigation take?",
                [
                    (
                        "p",
                        "The disputed amount is credited to your account as a shadow credit within 10 working days of your "
                        "report. The complaint is resolved, and your liability decided, within 90 days.",
                    ),
                ],
                ["10 working days", "90 days"],
            ),
        ],
    ),
    (
        "Other disputes",
        [],
        [],
        [
            (
                "A merchant charged me twice. How do I get my money back?",
                [
                    (
                        "p",
                        "First ask the merchant for a refund. If it is not received within {-5-}{+7+} days, raise a dispute "
                        "with the transaction date, amount and merchant name; the bank will file a chargeback with the card "
                        "network on your behalf.",
                    ),
                ],
                ["chargeback", "merchant name"],
            ),
            (
                "What does raising a dispute cost?",
                [
                    (
                        "p",
                        "There is no charge for raising a genuine dispute. A replacement card, if your card has to be "
                        "hot-listed, costs ₹200 plus GST. [[Copies of ATM CCTV footage are provided free when requested by "
                        "the police.|Do we still keep CCTV for 90 days? – K.S.]]",
                    ),
                ],
                ["₹200", "CCTV"],
            ),
            (
                "Can someone else report the dispute for me?",
                [
                    (
                        "p",
                        "Yes. A family member may report a lost card or a disputed transaction on your behalf by calling "
                        "1800 572 3300, but the written dispute form must be signed by the account holder{+ or by a "
                        "holder of a registered power of attorney+}.",
                    ),
                ],
                ["power of attorney"],
            ),
            (
                "What if I am not satisfied with the resolution?",
                [
                    (
                        "p",
                        "You may write to the Principal Nodal Officer, Krishna Gramin Bank, Head Office, Vijayawada. If you "
                        "do not receive a reply within 30 days, or are not satisfied with it, you can approach the RBI "
                        "Ombudsman at cms.rbi.org.in.",
                    ),
                ],
                ["30 days", "cms.rbi.org.in"],
            ),
        ],
    ),
]

AUTH = "S. Rao (Card Operations)"
DATE = "2024-05-28T11:42:00Z"
_rev = [100]


def rid():
    _rev[0] += 1
    return _rev[0]


TOK = re.compile(r"(\{\+.*?\+\}|\{-.*?-\}|\[\[.*?\|.*?\]\])", re.S)


def accepted(s):
    s = re.sub(r"\{-.*?-\}", "", s, flags=re.S)
    s = re.sub(r"\{\+(.*?)\+\}", r"\1", s, flags=re.S)
    s = re.sub(r"\[\[(.*?)\|.*?\]\]", r"\1", s, flags=re.S)
    return s


def t_el(tag, text):
    return '<w:%s xml:space="preserve">%s</w:%s>' % (tag, escape(text), tag)


from xml.sax.saxutils import escape


def fill(doc, p, s, comments):
    for part in TOK.split(s):
        if not part:
            continue
        if part.startswith("{+"):
            p._p.append(
                parse_xml(
                    '<w:ins %s w:id="%d" w:author="%s" w:date="%s"><w:r>%s</w:r></w:ins>'
                    % (nsdecls("w"), rid(), AUTH, DATE, t_el("t", part[2:-2]))
                )
            )
        elif part.startswith("{-"):
            p._p.append(
                parse_xml(
                    '<w:del %s w:id="%d" w:author="%s" w:date="%s"><w:r>%s</w:r></w:del>'
                    % (nsdecls("w"), rid(), AUTH, DATE, t_el("delText", part[2:-2]))
                )
            )
        elif part.startswith("[["):
            txt, com = part[2:-2].split("|", 1)
            r = p.add_run(txt)
            comments.append((r, com))
        else:
            p.add_run(part)


def whole_para(p, text, kind):
    tag = "del" if kind == "del" else "ins"
    ttag = "delText" if kind == "del" else "t"
    ppr = p._p.get_or_add_pPr()
    ppr.append(
        parse_xml(
            '<w:rPr %s><w:%s w:id="%d" w:author="%s" w:date="%s"/></w:rPr>' % (nsdecls("w"), tag, rid(), AUTH, DATE)
        )
    )
    p._p.append(
        parse_xml(
            '<w:%s %s w:id="%d" w:author="%s" w:date="%s"><w:r>%s</w:r></w:%s>'
            % (tag, nsdecls("w"), rid(), AUTH, DATE, t_el(ttag, text), tag)
        )
    )


def add_blocks(doc, blocks, comments):
    for kind, val in blocks:
        if kind == "p":
            fill(doc, doc.add_paragraph(), val, comments)
        elif kind == "pdel":
            whole_para(doc.add_paragraph(), val, "del")
        elif kind == "bins":
            whole_para(doc.add_paragraph(style="List Bullet"), val, "ins")
        elif kind == "ul":
            for it in val:
                fill(doc, doc.add_paragraph(style="List Bullet"), it, comments)
        elif kind == "table":
            t = doc.add_table(rows=len(val), cols=len(val[0]))
            t.style = "Table Grid"
            for r, row in enumerate(val):
                for c, txt in enumerate(row):
                    cp = t.cell(r, c).paragraphs[0]
                    fill(doc, cp, txt, comments)
                    if r == 0:
                        for run in cp.runs:
                            run.bold = True
            doc.add_paragraph()


def accepted_model(intro, cats):
    def ab(blocks):
        out = []
        for k, v in blocks:
            if k == "pdel":
                continue
            if k == "bins":
                out.append(("ul", [v]))
            elif k == "p":
                out.append(("p", accepted(v)))
            elif k == "ul":
                out.append(("ul", [accepted(x) for x in v]))
            elif k == "table":
                out.append(("table", [[accepted(x) for x in r] for r in v]))
        return out

    i2 = (ab(intro[0]), intro[1])
    c2 = [(accepted(c), ab(cb), cm, [(accepted(q), ab(b), m) for q, b, m in qs]) for c, cb, cm, qs in cats]
    return i2, c2


def main():
    i2, c2 = accepted_model(INTRO, CATS)
    all_text_in(i2, c2)
    doc = Document()
    doc.core_properties.title = TITLE
    doc.core_properties.author = "K. Srinivas"
    comments = []
    doc.add_paragraph(TITLE, style="Title")
    add_blocks(doc, INTRO[0], comments)
    for cat, cb, cm, qs in CATS:
        fill(doc, doc.add_paragraph(style="Heading 1"), cat, comments)
        add_blocks(doc, cb, comments)
        for qu, blocks, must in qs:
            fill(doc, doc.add_paragraph(style="Heading 2"), qu, comments)
            add_blocks(doc, blocks, comments)
    for r, com in comments:
        doc.add_comment(
            r,
            text=com,
            author="Legal Review" if com.startswith("Legal") else "K. Srinivas",
            initials="LR" if com.startswith("Legal") else "KS",
        )
    # Track Changes switched on
    settings = doc.settings.element
    settings.find(qn("w:defaultTabStop")).addprevious(parse_xml("<w:trackRevisions %s/>" % nsdecls("w")))
    doc.sections[0].header.paragraphs[0].text = "DRAFT v0.3 – for internal review – not for circulation"
    doc.save(os.path.join(DOCX, STEM + ".docx"))
    write_expected(
        STEM,
        "Word review draft: Heading 1/2, unaccepted tracked insertions/deletions (also in a heading, "
        "a table cell, whole deleted and whole inserted paragraphs) and comments; expected = accepted view",
        TITLE,
        build_sections(i2, c2),
    )


if __name__ == "__main__":
    main()
