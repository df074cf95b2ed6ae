"""02 Kisan Credit Card.
Pipeline: RTF as written by an older Word / template macro (stylesheet with
'heading 1' and 'Title', questions typed as *italic* Normal paragraphs - no
heading style, no bold; legacy \\pn bullets; \\trowd table), converted to
.docx with `soffice --headless --convert-to docx`.
"""

import os
import shutil
import subprocess
from common import *

STEM = "02_kisan_credit_card"
TITLE = "Kisan Credit Card (KCC) – Frequently Asked Questions"

INTRO = (
    [
        (
            "p",
            "The Kisan Credit Card scheme of Krishna Gramin Bank provides timely short-term credit to farmers for "
            "cultivation, post-harvest expenses and allied activities such as dairy and fisheries. The answers "
            "below apply to cards sanctioned on or after 1 April 2024.",
        )
    ],
    ["1 April 2024"],
)

CATS = [
    (
        "Eligibility",
        [],
        [],
        [
            (
                "Who can apply for a Kisan Credit Card?",
                [
                    (
                        "p",
                        "Owner cultivators, tenant farmers, oral lessees, sharecroppers and members of joint liability groups "
                        "are eligible. Farmers engaged in animal husbandry, poultry and inland fisheries may also apply for a "
                        "KCC limit for working capital.",
                    ),
                ],
                ["sharecroppers", "joint liability groups"],
            ),
            (
                "Is there an age limit?",
                [
                    (
                        "p",
                        "The minimum age is 18 years. A farmer above 70 years can be financed only with a co-borrower who is "
                        "a legal heir below 60 years of age.",
                    ),
                ],
                ["70 years", "60 years"],
            ),
            (
                "What documents must I submit?",
                [
                    ("p", "Please bring the following to your nearest branch:"),
                    (
                        "ul",
                        [
                            "Aadhaar card and PAN card (or Form 60)",
                            "Land records such as the pattadar passbook, or a Crop Cultivator Rights Card (CCRC) for tenant farmers",
                            "A declaration of the crops you propose to raise in the season",
                            "Two recent passport-size photographs",
                        ],
                    ),
                ],
                ["CCRC", "pattadar passbook"],
            ),
        ],
    ),
    (
        "Limit and interest",
        [],
        [],
        [
            (
                "How is my credit limit fixed?",
                [
                    (
                        "p",
                        "The limit is worked out from the scale of finance fixed by the District Level Technical Committee for "
                        "each crop, multiplied by the area you cultivate. To this the bank adds 10% for post-harvest and "
                        "household needs and 20% for repair and maintenance of farm assets. The limit is increased by 10% "
                        "every year for five years to cover rising costs.",
                    ),
                ],
                ["District Level Technical Committee", "20%"],
            ),
            (
                "What rate of interest is charged?",
                [
                    (
                        "p",
                        "Interest depends on the sanctioned limit. Farmers who repay on time receive a prompt repayment "
                        "incentive of 3% from the Government of India on limits up to ₹3 lakh.",
                    ),
                    (
                        "table",
                        [
                            ["Sanctioned limit", "Rate of interest", "Effective rate on prompt repayment"],
                            ["Up to ₹3 lakh", "7.00%", "4.00%"],
                            ["Above ₹3 lakh up to ₹10 lakh", "9.25%", "9.25%"],
                            ["Above ₹10 lakh", "10.00%", "10.00%"],
                        ],
                    ),
                ],
                ["7.00%", "4.00%", "Above ₹10 lakh"],
            ),
            (
                "Is any collateral security required?",
                [
                    (
                        "p",
                        "No collateral is needed for limits up to ₹1.60 lakh. Where the farmer has a tie-up for sale of produce "
                        "with a dairy or sugar factory that deducts repayments, no collateral is needed up to ₹3 lakh. Above "
                        "these limits, the bank takes an equitable mortgage of agricultural land.",
                    ),
                ],
                ["₹1.60 lakh", "equitable mortgage"],
            ),
            (
                "Are there processing charges?",
                [
                    (
                        "p",
                        "There are no processing, documentation or inspection charges for limits up to ₹3 lakh. For higher "
                        "limits, a processing fee of 0.35% of the limit is charged, subject to a maximum of ₹5,000 plus GST.",
                    ),
                ],
                ["0.35%", "₹5,000"],
            ),
        ],
    ),
    (
        "Repayment and insurance",
        [],
        [],
        [
            (
                "When must I repay the crop loan?",
                [
                    (
                        "p",
                        "Each drawal must be repaid within 12 months for short-duration crops and within 18 months for "
                        "long-duration crops such as sugarcane. Repayment dates are fixed to match the harvesting and "
                        "marketing period of the crop.",
                    ),
                ],
                ["18 months", "sugarcane"],
            ),
            (
                "What happens if my crop is damaged by a natural calamity?",
                [
                    (
                        "p",
                        "If the district is declared affected by the Collector, the crop loan can be converted into a term loan "
                        "repayable over up to 5 years, with a moratorium of one year. A fresh crop loan is also sanctioned "
                        "for the next season.",
                    ),
                ],
                ["5 years", "moratorium"],
            ),
            (
                "Is crop insurance compulsory?",
                [
                    (
                        "p",
                        "Enrolment under Pradhan Mantri Fasal Bima Yojana is voluntary. If you do not wish to be covered, "
                        "submit the opt-out declaration at the branch at least 7 days before the cut-off date for the season.",
                    ),
                ],
                ["Pradhan Mantri Fasal Bima Yojana", "7 days"],
            ),
            (
                "Will I get a card to draw money?",
                [
                    (
                        "p",
                        "Yes. Every KCC holder receives a RuPay Kisan card free of charge, which can be used at ATMs, "
                        "micro-ATMs of our business correspondents and at shops for buying seeds and fertiliser. The card "
                        "carries accidental insurance cover of ₹1 lakh.",
                    ),
                ],
                ["RuPay Kisan card", "₹1 lakh"],
            ),
        ],
    ),
]


def rtf_esc(s):
    out = []
    for ch in s:
        o = ord(ch)
        if ch in "\\{}":
            out.append("\\" + ch)
        elif o < 128:
            out.append(ch)
        else:
            if o > 32767:
                o -= 65536
            out.append("\\u%d?" % o)
    return "".join(out)


HEAD = r"""{\rtf1\ansi\ansicpg1252\uc1\deff0\deflang16393\deflangfe16393
{\fonttbl{\f0\froman\fcharset0\fprq2 Times New Roman;}{\f1\fswiss\fcharset0\fprq2 Arial;}{\f2\ftech\fcharset2\fprq2 Symbol;}{\f3\fswiss\fcharset0\fprq2 Nirmala UI;}}
{\colortbl;\red0\green0\blue0;\red0\green51\blue102;\red0\green102\blue51;}
{\stylesheet{\ql \li0\ri0\sa120\widctlpar\f0\fs22\lang16393 \snext0 Normal;}
{\s1\ql \li0\ri0\sb240\sa120\keepn\widctlpar\outlinelevel0\b\f1\fs28\cf2 \sbasedon0 \snext0 heading 1;}
{\s15\qc \li0\ri0\sb120\sa240\widctlpar\b\f1\fs36\cf2 \sbasedon0 \snext0 Title;}
{\*\cs10 \additive Default Paragraph Font;}}
{\info{\title Kisan Credit Card FAQ}{\author KGB Agri Credit Cell}{\company Krishna Gramin Bank}}
\paperw11906\paperh16838\margl1440\margr1440\margt1440\margb1440
\sectd{\header \pard\plain \qr\f1\fs16\cf2 Krishna Gramin Bank \u8211? Agricultural Credit\par}
{\footer \pard\plain \qc\f1\fs16 Toll-free 1800 572 3300 | Head Office: Vijayawada\par}
"""


def blocks_rtf(blocks):
    out = []
    for kind, val in blocks:
        if kind == "p":
            out.append(r"\pard\plain \s0\ql\sa120\f0\fs22 %s\par" % rtf_esc(val))
        elif kind == "ul":
            for it in val:
                out.append(
                    r"{\pntext\f2\fs22 \'b7\tab}\pard\plain \s0\ql\fi-360\li720\sa60\f0\fs22"
                    r"{\*\pn\pnlvlblt\pnf2\pnindent360{\pntxtb\'b7}}%s\par" % rtf_esc(it)
                )
        elif kind == "table":
            ncol = len(val[0])
            widths = [3600, 2400, 3000][:ncol]
            for ri, row in enumerate(val):
                rowdef = [r"\trowd\trgaph108\trleft0" + (r"\trhdr" if ri == 0 else "")]
                x = 0
                for w in widths:
                    x += w
                    rowdef.append(
                        r"\clbrdrt\brdrs\brdrw10\clbrdrl\brdrs\brdrw10\clbrdrb\brdrs\brdrw10\clbrdrr\brdrs\brdrw10"
                        + r"\cellx%d" % x
                    )
                out.append("".join(rowdef))
                cells = []
                for c in row:
                    b = r"\b" if ri == 0 else ""
                    cells.append(r"\pard\plain\intbl\ql\f0\fs20%s %s\cell" % (b, rtf_esc(c)))
                out.append("".join(cells) + r"\row")
            out.append(r"\pard\plain\s0\sa120\f0\fs22\par")
    return "\n".join(out)


def main():
    all_text_in(INTRO, CATS)
    out = [HEAD]
    out.append(r"\pard\plain \s15\qc\sb120\sa240\b\f1\fs36\cf2 %s\par" % rtf_esc(TITLE))
    out.append(blocks_rtf(INTRO[0]))
    for cat, cb, cm, qs in CATS:
        out.append(r"\pard\plain \s1\ql\sb240\sa120\keepn\outlinelevel0\b\f1\fs28\cf2 %s\par" % rtf_esc(cat))
        for qu, blocks, must in qs:
            # the question: Normal paragraph, italic only (direct formatting)
            out.append(r"\pard\plain \s0\ql\sb160\sa60\keepn\f0\fs22{\i %s}\par" % rtf_esc(qu))
            out.append(blocks_rtf(blocks))
    out.append("}")
    wd = os.path.join(WORK, STEM)
    shutil.rmtree(wd, ignore_errors=True)
    os.makedirs(wd)
    rtf = os.path.join(wd, STEM + ".rtf")
    open(rtf, "w", encoding="ascii").write("\n".join(out))
    subprocess.run(
        ["soffice", "--headless", "--convert-to", "docx", "--outdir", wd, rtf], check=True, capture_output=True
    )
    shutil.copy(os.path.join(wd, STEM + ".docx"), os.path.join(DOCX, STEM + ".docx"))
    write_expected(
        STEM,
        "RTF (Word-style stylesheet: heading 1 categories; questions are italic Normal paragraphs) "
        "-> soffice --convert-to docx",
        TITLE,
        build_sections(INTRO, CATS),
    )


if __name__ == "__main__":
    main()
