"""10: Bilingual English + Hindi FAQ.

Category = Heading 1 (English / Hindi in one heading).  Question = Heading 2
in English, immediately followed by the Hindi question as a bold Normal
paragraph; then the English answer, then the Hindi answer.  Hindi runs use
Mangal with w:cs font, bCs for bold and lang bidi=hi-IN, as Word writes them.
"""

import docx
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls, qn
from docx.shared import Pt
from common import *

STEM = "gb10_apy_ppf_ssa_bilingual_faq"
TITLE = "Small Savings and Pension Schemes – FAQs / लघु बचत और पेंशन योजनाएँ – अक्सर पूछे जाने वाले प्रश्न"

# (english q, hindi q, english blocks, hindi blocks, must)
CATS = [
    (
        "Atal Pension Yojana (APY) / अटल पेंशन योजना",
        [
            (
                "Who can join Atal Pension Yojana?",
                "अटल पेंशन योजना में कौन शामिल हो सकता है?",
                [
                    (
                        "p",
                        "Any Indian citizen aged 18 to 40 years who has a savings account can join. From 1 October 2022, "
                        "persons who are or have been income-tax payers are not eligible.",
                    )
                ],
                [
                    (
                        "p",
                        "18 से 40 वर्ष की आयु का कोई भी भारतीय नागरिक, जिसका बचत खाता है, इस योजना में शामिल हो सकता है। "
                        "1 अक्टूबर 2022 से आयकरदाता इस योजना के पात्र नहीं हैं।",
                    )
                ],
                ["aged 18 to 40 years", "1 अक्टूबर 2022"],
            ),
            (
                "How much pension will I get and how much must I contribute?",
                "मुझे कितनी पेंशन मिलेगी और कितना अंशदान देना होगा?",
                [
                    (
                        "p",
                        "You can choose a guaranteed monthly pension of ₹1,000, ₹2,000, ₹3,000, ₹4,000 or ₹5,000 from the age "
                        "of 60. The monthly contribution depends on your age at joining:",
                    ),
                    (
                        "table",
                        [
                            ["Age at joining / प्रवेश की आयु", "For ₹1,000 pension", "For ₹5,000 pension"],
                            ["18 years", "₹42", "₹210"],
                            ["25 years", "₹76", "₹376"],
                            ["30 years", "₹116", "₹577"],
                            ["35 years", "₹181", "₹902"],
                            ["40 years", "₹291", "₹1,454"],
                        ],
                    ),
                ],
                [
                    (
                        "p",
                        "आप 60 वर्ष की आयु से ₹1,000 से ₹5,000 तक की गारंटीशुदा मासिक पेंशन चुन सकते हैं। मासिक अंशदान "
                        "योजना में शामिल होने की आयु पर निर्भर करता है, जैसा कि ऊपर तालिका में दिया गया है।",
                    )
                ],
                ["₹1,454", "गारंटीशुदा मासिक पेंशन"],
            ),
            (
                "What happens if I miss a monthly contribution?",
                "मासिक अंशदान चूक जाने पर क्या होगा?",
                [
                    (
                        "p",
                        "A late fee of ₹1 per month is charged for contributions up to ₹100, rising to ₹10 per month for "
                        "contributions above ₹1,000. The account is frozen after 6 months of default and closed after "
                        "12 months.",
                    )
                ],
                [
                    (
                        "p",
                        "₹100 तक के अंशदान पर ₹1 प्रति माह और ₹1,000 से अधिक के अंशदान पर ₹10 प्रति माह विलंब शुल्क लगता है। "
                        "6 महीने तक अंशदान न देने पर खाता फ्रीज़ कर दिया जाता है और 12 महीने बाद बंद कर दिया जाता है।",
                    )
                ],
                ["₹10 per month", "12 महीने बाद बंद"],
            ),
        ],
    ),
    (
        "Public Provident Fund (PPF) / लोक भविष्य निधि",
        [
            (
                "What is the minimum and maximum deposit in PPF?",
                "पीपीएफ में न्यूनतम और अधिकतम जमा राशि कितनी है?",
                [
                    (
                        "p",
                        "You must deposit at least ₹500 and can deposit up to ₹1,50,000 in a financial year, in a lump sum "
                        "or in instalments. The current interest rate is 7.1% per annum, compounded yearly.",
                    )
                ],
                [
                    (
                        "p",
                        "एक वित्तीय वर्ष में कम से कम ₹500 और अधिकतम ₹1,50,000 जमा किए जा सकते हैं। वर्तमान ब्याज दर 7.1% "
                        "प्रति वर्ष है, जो वार्षिक रूप से चक्रवृद्धि होती है।",
                    )
                ],
                ["up to ₹1,50,000", "7.1% per annum"],
            ),
            (
                "For how long is the PPF account locked in?",
                "पीपीएफ खाते की अवधि कितनी है?",
                [
                    (
                        "p",
                        "A PPF account matures after 15 full financial years. Within 1 year of maturity it can be extended "
                        "in blocks of 5 years, with or without further deposits.",
                    )
                ],
                [
                    (
                        "p",
                        "पीपीएफ खाता 15 पूरे वित्तीय वर्षों के बाद परिपक्व होता है। परिपक्वता के 1 वर्ष के भीतर इसे 5-5 वर्ष "
                        "के ब्लॉक में बढ़ाया जा सकता है।",
                    )
                ],
                ["in blocks of 5 years", "15 पूरे वित्तीय वर्षों"],
            ),
            (
                "Can I take a loan against my PPF account?",
                "क्या पीपीएफ खाते पर ऋण मिल सकता है?",
                [
                    (
                        "p",
                        "Yes, between the third and sixth financial year, up to 25% of the balance at the end of the second "
                        "preceding year. Interest is charged at 1% above the PPF rate.",
                    )
                ],
                [
                    (
                        "p",
                        "हाँ, तीसरे से छठे वित्तीय वर्ष के बीच, पिछले दूसरे वर्ष के अंत की शेष राशि के 25% तक ऋण लिया जा सकता "
                        "है। ब्याज पीपीएफ दर से 1% अधिक लगता है।",
                    )
                ],
                ["up to 25% of the balance", "1% above the PPF rate"],
            ),
            (
                "Is PPF interest taxable?",
                "क्या पीपीएफ पर मिलने वाला ब्याज कर योग्य है?",
                [
                    (
                        "p",
                        "No. Deposits qualify for deduction under Section 80C, and both the interest and the maturity amount "
                        "are fully tax-free.",
                    )
                ],
                [
                    (
                        "p",
                        "नहीं। जमा राशि पर धारा 80C के तहत कटौती मिलती है, और ब्याज तथा परिपक्वता राशि दोनों पूरी तरह "
                        "कर-मुक्त हैं।",
                    )
                ],
                ["Section 80C", "पूरी तरह कर-मुक्त"],
            ),
        ],
    ),
    (
        "Sukanya Samriddhi Account (SSA) / सुकन्या समृद्धि खाता",
        [
            (
                "Who can open a Sukanya Samriddhi account?",
                "सुकन्या समृद्धि खाता कौन खोल सकता है?",
                [
                    (
                        "p",
                        "A parent or legal guardian can open the account for a girl child below 10 years of age, on "
                        "producing her birth certificate. A family can open accounts for at most two girls.",
                    )
                ],
                [
                    (
                        "p",
                        "10 वर्ष से कम आयु की बालिका के माता-पिता या कानूनी अभिभावक उसके जन्म प्रमाण पत्र के साथ यह खाता खोल "
                        "सकते हैं। एक परिवार अधिकतम दो बालिकाओं के लिए खाता खोल सकता है।",
                    )
                ],
                ["below 10 years of age", "जन्म प्रमाण पत्र"],
            ),
            (
                "How much can be deposited and what interest is paid?",
                "कितनी राशि जमा की जा सकती है और ब्याज दर क्या है?",
                [
                    (
                        "p",
                        "The minimum deposit is ₹250 and the maximum is ₹1,50,000 in a financial year. Deposits are made "
                        "for 15 years from opening. The current interest rate is 8.2% per annum.",
                    )
                ],
                [
                    (
                        "p",
                        "एक वित्तीय वर्ष में न्यूनतम ₹250 और अधिकतम ₹1,50,000 जमा किए जा सकते हैं। खाता खोलने से 15 वर्ष तक "
                        "जमा करना होता है। वर्तमान ब्याज दर 8.2% प्रति वर्ष है।",
                    )
                ],
                ["minimum deposit is ₹250", "8.2% per annum"],
            ),
            (
                "When can the money be withdrawn?",
                "राशि कब निकाली जा सकती है?",
                [
                    (
                        "p",
                        "The account matures 21 years after opening. Up to 50% of the balance can be withdrawn for higher "
                        "education once the girl turns 18 or passes Class 10.",
                    )
                ],
                [
                    (
                        "p",
                        "खाता खोलने की तिथि से 21 वर्ष बाद खाता परिपक्व होता है। बालिका के 18 वर्ष की होने या दसवीं कक्षा "
                        "उत्तीर्ण करने पर उच्च शिक्षा के लिए शेष राशि का 50% तक निकाला जा सकता है।",
                    )
                ],
                ["matures 21 years after opening", "21 वर्ष बाद"],
            ),
        ],
    ),
    (
        "Charges and Help / शुल्क और सहायता",
        [
            (
                "Are there any charges for these accounts?",
                "क्या इन खातों पर कोई शुल्क है?",
                [
                    (
                        "table",
                        [
                            ["Service / सेवा", "APY", "PPF", "SSA"],
                            ["Account opening", "Nil", "Nil", "Nil"],
                            ["Duplicate passbook", "₹50", "₹50", "₹50"],
                            ["Transfer to another bank or post office", "Not applicable", "₹100", "₹100"],
                        ],
                    )
                ],
                [("p", "खाता खोलने पर कोई शुल्क नहीं है। डुप्लिकेट पासबुक के लिए ₹50 और खाता अंतरण के लिए ₹100 का शुल्क लगता है।")],
                ["Duplicate passbook", "डुप्लिकेट पासबुक"],
            ),
            (
                "Whom should I contact for help?",
                "सहायता के लिए किससे संपर्क करें?",
                [
                    (
                        "p",
                        "Visit any of our branches or call 1800 425 7700 (toll free). Help is available in English, Hindi "
                        "and Telugu.",
                    )
                ],
                [
                    (
                        "p",
                        "हमारी किसी भी शाखा में जाएँ या टोल-फ्री नंबर 1800 425 7700 पर कॉल करें। सहायता अंग्रेज़ी, हिंदी और "
                        "तेलुगु में उपलब्ध है।",
                    )
                ],
                ["call 1800 425 7700", "टोल-फ्री नंबर"],
            ),
        ],
    ),
]


def hindi_run(p, text, bold=False):
    r = p.add_run(text)
    rPr = r._r.get_or_add_rPr()
    rPr.insert(0, parse_xml('<w:rFonts %s w:ascii="Mangal" w:hAnsi="Mangal" w:cs="Mangal"/>' % nsdecls("w")))
    if bold:
        rPr.append(parse_xml("<w:b %s/>" % nsdecls("w")))
        rPr.append(parse_xml("<w:bCs %s/>" % nsdecls("w")))
    rPr.append(parse_xml('<w:lang %s w:val="en-IN" w:bidi="hi-IN"/>' % nsdecls("w")))
    return r


def add_mixed(p, text, bold=False):
    """Split text into Devanagari and non-Devanagari runs, as Word does."""
    import re

    for chunk in re.findall(r"[\u0900-\u097F][\u0900-\u097F\s\-,।]*|[^\u0900-\u097F]+", text):
        if re.search(r"[\u0900-\u097F]", chunk):
            hindi_run(p, chunk, bold)
        else:
            r = p.add_run(chunk)
            if bold:
                r.bold = True


def add_blocks(doc, blocks):
    for kind, body in blocks:
        if kind == "p":
            add_mixed(doc.add_paragraph(), body)
        elif kind == "table":
            t = doc.add_table(rows=len(body), cols=len(body[0]))
            t.style = doc.styles["Table Grid"]
            for i, row in enumerate(body):
                for j, v in enumerate(row):
                    add_mixed(t.cell(i, j).paragraphs[0], v, bold=(i == 0))
            doc.add_paragraph()


def main():
    doc = docx.Document()
    doc.styles["Normal"].font.name = "Calibri"
    # Title in two lines, separated by a line break
    t = doc.add_paragraph(style="Title")
    en, hi = TITLE.split(" / ")
    t.add_run(en)
    t.add_run().add_break()
    hindi_run(t, hi)
    intro = doc.add_paragraph()
    add_mixed(
        intro,
        "This leaflet answers common questions on Atal Pension Yojana, PPF and Sukanya Samriddhi "
        "accounts offered at all branches of Godavari Bank Ltd.",
    )
    intro2 = doc.add_paragraph()
    add_mixed(
        intro2,
        "यह पुस्तिका गोदावरी बैंक की सभी शाखाओं में उपलब्ध अटल पेंशन योजना, पीपीएफ और सुकन्या समृद्धि "
        "खातों से जुड़े सामान्य प्रश्नों के उत्तर देती है।",
    )
    for cat, qs in CATS:
        h = doc.add_heading(level=1)
        add_mixed(h, cat)
        for qe, qh, be, bh, _ in qs:
            doc.add_heading(qe, level=2)
            add_mixed(doc.add_paragraph(), qh, bold=True)
            add_blocks(doc, be)
            add_blocks(doc, bh)
    doc.save(os.path.join(DOCX_DIR, STEM + ".docx"))

    sections = [sec([], "This leaflet answers common questions on Atal Pension", ["Sukanya Samriddhi"])]
    for cat, qs in CATS:
        for qe, qh, be, bh, must in qs:
            s = sec([cat, qe], first_words(qh, 6), must)
            s["alt_starts_with"] = starts_with(be)
            s["hindi_question"] = qh
            sections.append(s)
    write_expected(
        STEM,
        "python-docx: bilingual EN+HI; Heading 1 bilingual categories, Heading 2 English question "
        "followed by bold Normal Hindi question, English then Hindi answer",
        TITLE.replace(" / ", " "),
        sections,
        notes="starts_with is the Hindi question (bold Normal paragraph right after the English Heading 2); "
        "a parser that folds the Hindi question into the heading should instead start with "
        "alt_starts_with (English answer). Title is one Title paragraph with a line break between "
        "English and Hindi.",
    )


if __name__ == "__main__":
    main()
