"""02: Bank FAQ web page converted with LibreOffice headless (html -> docx).

Questions are <h4 class="faq-question"><a href="#">...</a></h4> (jQuery-style
accordion toggles), categories are <h2>, answers sit in <div class="faq-answer">.
Each category ends with a "Back to top" link; the page has a site header,
a category jump menu and a footer.
"""

import os
import shutil
import subprocess
import tempfile
from common import *

STEM = "gb02_forex_card_faq_html_soffice"
TITLE = "Multi-Currency Travel Card – FAQs"

INTRO = (
    "The Godavari Bank Multi-Currency Travel Card lets you carry up to 14 currencies on a single "
    "chip-and-PIN card, so you do not have to carry cash or buy currency at airport counters."
)

CATS = [
    (
        "About the Travel Card",
        [
            (
                "What is the Godavari Multi-Currency Travel Card?",
                [
                    (
                        "p",
                        "It is a prepaid forex card issued in association with Visa. You load foreign currency before you "
                        "travel and use the card at shops, restaurants, hotels and ATMs that accept Visa cards anywhere in "
                        "the world.",
                    ),
                ],
                ["issued in association with Visa"],
            ),
            (
                "Who can apply for the card?",
                [
                    (
                        "p",
                        "Any resident Indian aged 18 years or more who is travelling abroad for leisure, business, "
                        "studies or medical treatment can apply. Students going abroad may get the card through a "
                        "parent's savings account with us.",
                    ),
                ],
                ["aged 18 years or more"],
            ),
            (
                "What documents do I need to buy the card?",
                [
                    (
                        "ul",
                        [
                            "Passport valid for at least 6 months from the date of travel",
                            "Valid visa for the country of visit (where applicable)",
                            "Confirmed air ticket for travel within 60 days",
                            "PAN card",
                            "Form A2 signed by the traveller",
                        ],
                    ),
                ],
                ["Form A2", "within 60 days"],
            ),
        ],
    ),
    (
        "Loading and Limits",
        [
            (
                "How much foreign currency can I load on the card?",
                [
                    (
                        "p",
                        "Under the Liberalised Remittance Scheme you can load up to USD 2,50,000 (or its equivalent) in a "
                        "financial year. ATM cash withdrawals abroad are limited to USD 3,000 equivalent per day.",
                    ),
                ],
                ["USD 2,50,000", "USD 3,000 equivalent per day"],
            ),
            (
                "Which currencies can be loaded?",
                [
                    (
                        "p",
                        "The card can hold the following 14 currencies at the same time: USD, EUR, GBP, AUD, CAD, SGD, "
                        "AED, SAR, JPY, CHF, NZD, THB, HKD and ZAR. If you pay in a currency that is not loaded, the "
                        "amount is deducted from the currency with the highest balance.",
                    ),
                ],
                ["THB, HKD and ZAR"],
            ),
            (
                "Is Tax Collected at Source (TCS) applicable when I load the card?",
                [
                    (
                        "p",
                        "TCS applies when your total foreign remittances in a financial year exceed ₹7 lakh. Above this "
                        "threshold TCS is 20% for tourism, 5% for education or medical treatment, and 0.5% where "
                        "education is funded by a loan from a financial institution.",
                    ),
                ],
                ["exceed ₹7 lakh", "0.5% where education is funded"],
            ),
        ],
    ),
    (
        "Fees and Charges",
        [
            (
                "What are the charges for using the card?",
                [
                    (
                        "table",
                        [
                            ["Type of charge", "Amount"],
                            ["Card issuance fee", "₹300 + GST"],
                            ["Reload fee", "₹100 per reload"],
                            ["ATM cash withdrawal abroad", "USD 2 (or equivalent) per withdrawal"],
                            ["ATM balance enquiry abroad", "USD 0.50 per enquiry"],
                            ["Cross-currency mark-up", "3.5% of the transaction amount"],
                            ["Replacement card", "₹150 + GST"],
                            ["Encashment of unused balance", "Free"],
                        ],
                    ),
                ],
                ["USD 0.50 per enquiry", "3.5% of the transaction amount"],
            ),
            (
                "Is there a charge if I do not use the card for a long time?",
                [
                    (
                        "p",
                        "There is no inactivity fee for the first 12 months. After that, an inactivity fee of ₹100 per "
                        "quarter is charged until the card is used again or the balance is encashed.",
                    ),
                ],
                ["₹100 per quarter"],
            ),
        ],
    ),
    (
        "Safety and Refunds",
        [
            (
                "What should I do if my card is lost or stolen abroad?",
                [
                    (
                        "p",
                        "Block the card immediately in the GodavariPay app or call +91 40 4425 7700 from abroad "
                        "(1800 425 7700 within India). Once the loss is reported, we can arrange emergency cash "
                        "assistance of up to USD 1,000 through our correspondent bank and courier a replacement card.",
                    ),
                ],
                ["+91 40 4425 7700", "up to USD 1,000"],
            ),
            (
                "How do I get back the unused balance after I return?",
                [
                    (
                        "p",
                        "Under FEMA rules the unused balance must be surrendered within 180 days of your return. You can "
                        "encash it at any branch or through the app; the amount is credited to your savings account at the "
                        "buying rate of the day. Up to USD 2,000 may be retained on the card for future trips.",
                    ),
                ],
                ["within 180 days", "USD 2,000 may be retained"],
            ),
            (
                "Can I use the card for online purchases?",
                [
                    (
                        "p",
                        "Yes. International e-commerce transactions are disabled by default; switch them on in the "
                        "GodavariPay app. Every online transaction is authenticated with a one-time password (OTP) sent to "
                        "your Indian mobile number.",
                    ),
                ],
                ["one-time password (OTP)"],
            ),
        ],
    ),
]


def build_html():
    p = [
        """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Travel Card FAQs - Godavari Bank</title>
<style>
 .faq-answer{display:none} .faq-question a{color:#00529b;text-decoration:none}
 .site-header{background:#00529b;color:#fff}
</style>
</head>
<body>
<div class="site-header">
  <p><b>Godavari Bank Ltd.</b> &nbsp; | &nbsp; Personal Banking &nbsp; | &nbsp; NRI Services &nbsp; | &nbsp; Forex &nbsp; | &nbsp; Customer Care: 1800 425 7700</p>
</div>
<div class="container">
<h1>"""
        + esc(TITLE)
        + """</h1>
<p>"""
        + esc(INTRO)
        + """</p>
<p class="jump">Jump to: """
        + " · ".join(f'<a href="#c{i + 1}">{esc(c)}</a>' for i, (c, _) in enumerate(CATS))
        + """</p>
"""
    ]
    for ci, (cat, qs) in enumerate(CATS):
        p.append(f'<h2 id="c{ci + 1}">{esc(cat)}</h2>')
        for qi, (q, blocks, _) in enumerate(qs):
            p.append('<div class="faq-item">')
            p.append(f'  <h4 class="faq-question"><a href="#" onclick="toggle(this);return false;">{esc(q)}</a></h4>')
            p.append('  <div class="faq-answer">')
            p.append(blocks_to_html(blocks, "    "))
            p.append("  </div>")
            p.append("</div>")
        p.append('<p class="top"><a href="#">Back to top</a></p>')
    p.append("""</div>
<div class="footer">
<p>Forex services are offered under an Authorised Dealer Category I licence issued by the Reserve Bank of India.</p>
<p>Copyright © 2024 Godavari Bank Ltd., Rajahmundry. All rights reserved.</p>
</div>
</body>
</html>
""")
    return "\n".join(p)


def main():
    src = os.path.join(SRC_DIR, STEM + ".html")
    with open(src, "w", encoding="utf-8") as f:
        f.write(build_html())
    tmp = tempfile.mkdtemp()
    subprocess.run(
        [
            "soffice",
            "-env:UserInstallation=file:///tmp/lo_profile_blind5",
            "--headless",
            "--infilter=HTML (StarWriter)",
            "--convert-to",
            "docx:MS Word 2007 XML",
            "--outdir",
            tmp,
            src,
        ],
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    shutil.move(os.path.join(tmp, STEM + ".docx"), os.path.join(DOCX_DIR, STEM + ".docx"))
    sections = [sec([], first_words(INTRO), ["14 currencies"])] + faq_sections(CATS)
    write_expected(
        STEM,
        "HTML FAQ page (h2 categories, h4>a questions) converted with LibreOffice headless",
        TITLE,
        sections,
        notes="h1 becomes Heading 1 = document title. 'Jump to' menu and 'Back to top' links are page "
        "furniture (the latter ends up inside the last answer of each category).",
    )


if __name__ == "__main__":
    main()
