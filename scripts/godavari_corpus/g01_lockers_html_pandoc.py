"""01: Bank FAQ web page (accordion) converted with pandoc html -> docx.

Category 1 uses the accessible accordion pattern <h3><button>Q</button></h3>,
category 2 uses bare <button class="accordion"> elements (pandoc turns these
into ordinary Body Text paragraphs), categories 3-4 use <h4> questions.
"""

import os
import subprocess
from common import *

STEM = "gb01_lockers_faq_html_pandoc"
TITLE = "Safe Deposit Lockers – Frequently Asked Questions"

INTRO = (
    "Godavari Bank Ltd. offers safe deposit lockers at 214 branches across Andhra Pradesh, "
    "Telangana and Odisha. The answers below explain how lockers are allotted, what they cost "
    "and how you can operate them safely."
)

CATS = [
    (
        "Eligibility and Allotment",
        [
            (
                "Who can hire a safe deposit locker?",
                [
                    (
                        "p",
                        "Individuals (singly or jointly), Hindu Undivided Families, partnership firms, companies, "
                        "trusts and registered societies can hire a locker. The hirer must hold a savings or current "
                        "account with the branch where the locker is located.",
                    ),
                    (
                        "p",
                        "Minors cannot hire a locker in their own name, but a guardian may hire one on their behalf.",
                    ),
                ],
                ["savings or current account", "guardian may hire one"],
            ),
            (
                "How is a locker allotted when none is vacant?",
                [
                    (
                        "p",
                        "Every branch maintains a wait list for each locker size. When you apply, the branch gives you "
                        "a wait-list number within 3 working days, and lockers are allotted strictly in the order of "
                        "that list.",
                    ),
                ],
                ["wait-list number within 3 working days"],
            ),
            (
                "What locker sizes are available and what is the annual rent?",
                [
                    (
                        "p",
                        "Rent depends on the size of the locker and the location of the branch. Rent is collected "
                        "in advance every April.",
                    ),
                    (
                        "table",
                        [
                            ["Locker size", "Approx. dimensions (H x W x D)", "Metro / Urban", "Semi-urban / Rural"],
                            ["Small", '5" x 6" x 21"', "₹2,000", "₹1,350"],
                            ["Medium", '7" x 10" x 21"', "₹4,000", "₹2,500"],
                            ["Large", '10" x 13" x 21"', "₹8,000", "₹5,500"],
                            ["Extra Large", '15" x 22" x 21"', "₹12,000", "₹9,000"],
                        ],
                    ),
                    ("p", "GST at 18% is charged in addition to the rent shown above."),
                ],
                ["₹4,000", "₹1,350", "GST at 18%"],
            ),
        ],
    ),
    (
        "Charges and Security Deposit",
        [
            (
                "Do I need to keep a fixed deposit to get a locker?",
                [
                    (
                        "p",
                        "Yes. At the time of allotment the Bank may ask for a term deposit that covers 3 years' rent "
                        "plus ₹5,000 towards the charges of breaking open the locker, if that ever becomes necessary. "
                        "Existing customers with a satisfactory record of 2 years or more are exempt.",
                    ),
                ],
                ["plus ₹5,000", "satisfactory record of 2 years"],
            ),
            (
                "What happens if I do not pay the locker rent on time?",
                [
                    ("p", "A late fee is charged on overdue rent as follows:"),
                    (
                        "ul",
                        [
                            "10% of the annual rent for each quarter of delay, up to a maximum of 40%;",
                            "a reminder letter after 30 days and a registered notice after 90 days;",
                            "if rent remains unpaid for 3 years, the Bank may break open the locker after public notice.",
                        ],
                    ),
                ],
                ["10% of the annual rent", "registered notice after 90 days"],
            ),
            (
                "Are there any charges for visiting my locker?",
                [
                    (
                        "p",
                        "Each locker includes 12 free visits per year. Every additional visit is charged at ₹100 plus "
                        "GST, debited to your linked account at the end of the quarter.",
                    ),
                ],
                ["12 free visits", "₹100 plus GST"],
            ),
        ],
    ),
    (
        "Operating Your Locker",
        [
            (
                "What are the locker operating hours?",
                [
                    (
                        "p",
                        "Lockers can be operated from 10:00 a.m. to 4:00 p.m. on all working days. On the second and "
                        "fourth Saturdays and on public holidays the locker room is closed.",
                    ),
                ],
                ["10:00 a.m. to 4:00 p.m."],
            ),
            (
                "Can I authorise someone else to operate my locker?",
                [
                    (
                        "p",
                        "Yes. You can appoint a mandate holder by submitting Form LK-3 along with the mandate holder's "
                        "photograph and KYC documents. The mandate holder must sign the locker register in the presence "
                        "of the branch official on every visit.",
                    ),
                ],
                ["Form LK-3"],
            ),
            (
                "What should I do if I lose my locker key?",
                [
                    (
                        "p",
                        "Inform the branch in writing immediately and call our 24x7 helpline on 1800 425 7700 to record "
                        "the loss. The locker will be broken open in your presence and the lock replaced; the actual "
                        "cost, currently about ₹3,500, is recovered from you.",
                    ),
                ],
                ["1800 425 7700", "about ₹3,500"],
            ),
        ],
    ),
    (
        "Nomination and Safety",
        [
            (
                "Can I nominate someone for my locker?",
                [
                    (
                        "p",
                        "Yes. A locker hired singly can have up to two nominees, and in a jointly hired locker all hirers "
                        "together may nominate up to two persons. Nomination is registered free of charge and "
                        "acknowledged in writing.",
                    ),
                ],
                ["up to two nominees"],
            ),
            (
                "Is the Bank responsible for the contents of my locker?",
                [
                    (
                        "p",
                        "The Bank does not know or insure the contents of your locker. If the contents are lost because of "
                        "fire, theft, burglary, building collapse or fraud by an employee, the Bank's liability is limited "
                        "to 100 times the prevailing annual rent of the locker.",
                    ),
                    ("p", "We recommend that you insure valuables kept in the locker separately."),
                ],
                ["100 times the prevailing annual rent"],
            ),
        ],
    ),
]


def build_html():
    parts = [
        """<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Locker FAQs | Safe Deposit Lockers | Godavari Bank</title>
  <link rel="stylesheet" href="/assets/css/site.min.css">
  <script src="/assets/js/accordion.js" defer></script>
</head>
<body class="page-faq">
<header class="site-header">
  <div class="top-strip"><span>Toll free: 1800 425 7700</span> <a href="/locate">Locate Us</a> <a href="/login">Login</a></div>
  <div class="brand">Godavari Bank Ltd.</div>
  <nav class="main-nav" aria-label="Main">
    <ul>
      <li><a href="/personal">Personal</a></li>
      <li><a href="/nri">NRI</a></li>
      <li><a href="/business">Business</a></li>
      <li><a href="/rural">Rural &amp; Agri</a></li>
      <li><a href="/contact">Contact Us</a></li>
    </ul>
  </nav>
</header>
<div class="breadcrumb"><a href="/">Home</a> &gt; <a href="/personal">Personal</a> &gt; <a href="/personal/lockers">Lockers</a> &gt; FAQs</div>
<main id="content">
  <h1>"""
        + esc(TITLE)
        + """</h1>
  <p class="lead">"""
        + esc(INTRO)
        + """</p>
"""
    ]
    for ci, (cat, qs) in enumerate(CATS):
        parts.append(f'  <section class="faq-category" id="cat{ci + 1}">')
        parts.append(f"    <h2>{esc(cat)}</h2>")
        parts.append('    <div class="accordion">')
        for qi, (q, blocks, _) in enumerate(qs):
            pid = f"panel-{ci + 1}-{qi + 1}"
            if ci == 0:
                parts.append(
                    f'      <h3 class="accordion-header"><button class="accordion-button collapsed" type="button" '
                    f'aria-expanded="false" aria-controls="{pid}">{esc(q)}</button></h3>'
                )
            elif ci == 1:
                parts.append(f'      <button class="accordion" type="button" aria-controls="{pid}">{esc(q)}</button>')
            else:
                parts.append(f'      <h4 class="faq-q" data-toggle="collapse" data-target="#{pid}">{esc(q)}</h4>')
            parts.append(f'      <div class="panel collapse" id="{pid}">')
            parts.append(blocks_to_html(blocks))
            parts.append("      </div>")
        parts.append("    </div>")
        parts.append("  </section>")
    parts.append("""</main>
<footer class="site-footer">
  <p>Godavari Bank Ltd., Head Office: Danavaipeta, Rajahmundry – 533 103, Andhra Pradesh.</p>
  <p><a href="/privacy">Privacy Policy</a> | <a href="/terms">Terms of Use</a> | <a href="/sitemap">Sitemap</a></p>
  <p>© 2024 Godavari Bank Ltd. All rights reserved.</p>
</footer>
</body>
</html>
""")
    return "\n".join(parts)


def main():
    src = os.path.join(SRC_DIR, STEM + ".html")
    with open(src, "w", encoding="utf-8") as f:
        f.write(build_html())
    out = os.path.join(DOCX_DIR, STEM + ".docx")
    subprocess.run(["pandoc", "-f", "html", "-t", "docx", src, "-o", out], check=True)
    sections = [sec([], first_words(INTRO), ["214 branches"])] + faq_sections(CATS)
    write_expected(
        STEM,
        "HTML FAQ page (accordion: h3>button, bare button, h4) converted with pandoc html->docx",
        TITLE,
        sections,
        notes="Pandoc maps <title> to a Title paragraph and h1 to Heading 1 (the document title). "
        "Category 'Charges and Security Deposit' questions were bare <button> elements and come out "
        "as plain Body Text paragraphs. Site nav/breadcrumb/footer text is boilerplate, not sections.",
    )


if __name__ == "__main__":
    main()
