"""Debit cards FAQ - corporate template with custom paragraph styles.

Format: paragraph styles "FAQ Title", "FAQ Category", "FAQ Question",
"FAQ Answer" and "FAQ Answer Bullet", all based on Normal (NOT on a Heading
style). "FAQ Category" has outline level 0 and "FAQ Question" outline level 1
in the style definition (w:outlineLvl in the style's pPr).
"""

from common import (
    F,
    add_abstract_num,
    add_marked_text,
    add_num,
    drop_thumbnail,
    el,
    fill_table,
    ppr_insert,
    save,
    set_app_props,
    set_core,
    tblpr_insert,
)
from docx import Document
from docx.enum.style import WD_STYLE_TYPE
from docx.shared import Cm, Pt, RGBColor

TITLE = "Tapti Bank Debit Cards – Your Questions Answered"

SECTIONS = [
    (
        "Card variants and fees",
        [
            (
                "Which debit cards does Tapti Bank issue?",
                [
                    "The debit card you receive depends on your account variant. You can also ask for an upgrade (see “How do I upgrade my debit card?” below).",
                    (
                        "table",
                        [
                            "Card",
                            "Network",
                            "Annual fee (+ GST)",
                            "Daily ATM cash limit (max.)",
                            "Daily purchase limit – POS + online (max.)",
                            "Other benefits",
                        ],
                        [
                            ["RuPay Sahaj", "RuPay", "Nil", "₹10,000", "₹25,000", "Personal accident cover ₹1,00,000"],
                            ["Tapti Classic", "RuPay or Visa", "₹199", "₹25,000", "₹50,000", "—"],
                            [
                                "Tapti Platinum",
                                "RuPay, Visa or Mastercard",
                                "₹499",
                                "₹50,000",
                                "₹2,00,000",
                                "1 domestic airport lounge visit per quarter",
                            ],
                            [
                                "Tapti Signature",
                                "Visa",
                                "₹999",
                                "₹1,00,000",
                                "₹5,00,000",
                                "2 domestic airport lounge visits per quarter; air accident cover ₹10,00,000",
                            ],
                        ],
                    ),
                    "RuPay Sahaj and the RuPay variant of Tapti Classic are domestic cards and cannot be enabled for use outside India.",
                ],
            ),
            (
                "When is the annual fee charged?",
                [
                    "There is no annual fee in the first year. The annual fee is debited to the linked account every year in the month of the card's issue anniversary, starting from the first anniversary. For example, for a Tapti Platinum card issued in August 2025, ₹499 + GST (₹588.82) is debited in August 2026.",
                    "If the balance is insufficient on the debit date, the fee is recovered when funds are next available; the account is not overdrawn for the fee.",
                ],
            ),
            (
                "Is there a joining or issuance fee for a debit card?",
                [
                    "No. The first debit card issued with your account carries no issuance (joining) fee. An additional card for a joint account holder carries an issuance fee of ₹150 + GST, after which the annual fee of the variant applies from its first anniversary.",
                ],
            ),
            (
                "Can the annual fee be waived?",
                [
                    "Yes. The annual fee is waived in the following cases:",
                    (
                        "ul",
                        [
                            "Tapti Platinum: if the total purchase spends (POS and online) on the card in the previous card year are ₹50,000 or more, or if the card is linked to a Tapti Senior Savings account.",
                            "Tapti Signature: if the purchase spends in the previous card year are ₹1,50,000 or more, or if the card is linked to a Tapti Max Savings account.",
                            "Tapti Classic: always waived when linked to a Tapti Young Savers account.",
                            "All variants: waived for Tapti Salary Account holders while salary is being credited.",
                        ],
                    ),
                    "ATM cash withdrawals, wallet loads and fees do not count towards the spend thresholds. The waiver is applied automatically; you do not have to ask for it.",
                ],
            ),
            (
                "How do I upgrade my debit card?",
                [
                    f"Go to {F['app']} > Cards > Debit Card > Upgrade Card and choose the new variant. The new card is dispatched within 7 working days. Your old card works until you activate the new one. There is no upgrade charge; the annual fee of the new variant applies from its first anniversary.",
                ],
            ),
        ],
    ),
    (
        "Replacing a card",
        [
            (
                "My card is damaged or the chip is not working. How do I get a replacement?",
                [
                    f"Request a replacement in {F['app']} > Cards > Debit Card > Replace Card, choose the reason “Damaged card”, and confirm your mailing address. You can also use {F['netbanking']} > Cards > Debit Card > Replace Card or submit Form DC-R at any branch.",
                    "For a damaged card we issue a new card with the same card number but a new expiry date and CVV. The replacement fee is ₹200 + GST, except for RuPay Sahaj cards (free) and for cards whose chip fails within six months of issue (free).",
                    "The new card reaches you within 7 working days in metro and urban areas and within 10 working days elsewhere. Cut the old card across the chip and the magnetic stripe once the new card is activated.",
                ],
            ),
            (
                "What is the fee for replacing a lost or stolen card?",
                [
                    "First block the card (see “How do I block my card temporarily?” below or call the 24x7 toll-free number). A lost or stolen card is always replaced with a new card number. The fee is ₹200 + GST; it is nil for RuPay Sahaj cards and for cards that Tapti Bank reissues on its own because of a suspected data compromise.",
                ],
            ),
            (
                "My card is about to expire. Will I get a new one automatically?",
                [
                    "Yes, if the card has been used at least once in the last 12 months. The renewal card is dispatched in the month before the expiry month, free of charge (the annual fee continues as usual). If the card has not been used in the last 12 months, it is not renewed automatically; you can request a new card from the app.",
                ],
            ),
            (
                "I have not received my new card. What should I do?",
                [
                    f"Check the dispatch status in {F['app']} > Cards > Track Card. Cards that the courier cannot deliver are returned to your home branch, and we send you an SMS. Please collect the card from the branch within 90 days with a photo ID; uncollected cards are destroyed after 90 days.",
                ],
            ),
        ],
    ),
    (
        "Online, international and contactless use",
        [
            (
                "How do I enable online (e-commerce) transactions on my card?",
                [
                    "As required by the Reserve Bank of India, all new and reissued cards are enabled only for ATM and POS use within India. Online, international and contactless use are switched off until you turn them on.",
                    (
                        "ol",
                        [
                            f"Open {F['app']} and go to Cards > Manage Usage.",
                            "Select the card and switch on “Online Transactions”.",
                            "Set a daily online limit (up to the daily purchase limit of your card) and confirm with your MPIN.",
                        ],
                    ),
                    f"The change is effective immediately. You can also use {F['netbanking']} > Cards > Debit Card > Usage Settings or call {F['toll_free']} and choose option {F['ivr_cards']}.",
                ],
            ),
            (
                "How do I enable international usage?",
                [
                    f"Go to {F['app']} > Cards > Manage Usage and switch on “International Usage”. You can set separate limits for international ATM withdrawals, POS purchases and online payments in foreign currency. International usage is available on Tapti Platinum, Tapti Signature and the Visa variant of Tapti Classic.",
                    "Charges for use abroad:",
                    (
                        "ul",
                        [
                            "Foreign currency mark-up: 3.5% of the transaction amount + GST.",
                            "Cash withdrawal at an ATM abroad: ₹150 + GST per withdrawal, plus the 3.5% mark-up.",
                            "Balance enquiry at an ATM abroad: ₹25 + GST.",
                        ],
                    ),
                ],
            ),
            (
                "What is the limit for contactless (tap and pay) transactions?",
                [
                    "Once contactless use is switched on, you can tap your card for payments of up to ₹5,000 per transaction without entering your PIN. For a payment above ₹5,000 you must insert the card and enter the PIN, even at a contactless terminal.",
                    f"The total of contactless payments in a day is capped at ₹10,000 by default. You can change this daily cap to any amount between ₹0 and ₹25,000 in {F['app']} > Cards > Manage Usage > Contactless.",
                ],
            ),
            (
                "How do I change my daily ATM withdrawal or purchase limit?",
                [
                    f"In {F['app']} > Cards > Manage Usage > Set Limits you can lower or raise the daily ATM, POS and online limits at any time. The new limits apply immediately but cannot exceed the maximum limits of your card variant shown in the table above. To go beyond them you need to upgrade the card.",
                ],
            ),
            (
                "How do I block my card temporarily?",
                [
                    f"Use {F['app']} > Cards > Manage Usage > Lock Card. A locked card declines all transactions (ATM, POS, online and contactless) until you unlock it from the same screen. Locking is free and can be reversed at any time.",
                    f"A temporary lock is not the same as blocking (hot-listing) a lost or stolen card. A blocked card cannot be unblocked. To block a card permanently use {F['app']} > Cards > Block Card, send an SMS “BLOCK <last 4 digits of the card>” to {F['sms']} from your registered mobile number, or call {F['toll_free']} and choose option {F['ivr_fraud']}.",
                ],
            ),
        ],
    ),
    (
        "ATM PIN and ATM use",
        [
            (
                "How do I set the ATM PIN for a new card?",
                [
                    "Tapti Bank does not send paper PIN mailers. Set your PIN (Green PIN) in any of these ways:",
                    (
                        "ul",
                        [
                            f"{F['app']} > Cards > Debit Card > Set PIN – enter the OTP sent to your registered mobile number and choose a 4-digit PIN.",
                            "At any Tapti Bank ATM: insert the card, choose “Green PIN”, enter the OTP sent to your registered mobile number and set the PIN.",
                            f"Call {F['toll_free']}, choose option {F['ivr_cards']} and follow the IVR instructions.",
                        ],
                    ),
                    "The card is activated with your first transaction after setting the PIN.",
                ],
            ),
            (
                "I have forgotten my ATM PIN. How do I reset it?",
                [
                    f"Use {F['app']} > Cards > Debit Card > Reset PIN, or the “Green PIN” option at a Tapti Bank ATM. You will need the card number, the expiry date and the OTP sent to your registered mobile number. The new PIN works immediately.",
                    "If a wrong PIN is entered three times in a row, the card is blocked for PIN-based transactions for 24 hours. Online transactions that use an OTP continue to work.",
                ],
            ),
            (
                "How many free ATM transactions do I get each month?",
                [
                    (
                        "table",
                        ["ATM used", "Free transactions per month", "Charge beyond free limit (+ GST)"],
                        [
                            [
                                "Tapti Bank ATMs",
                                "5 financial transactions (unlimited for Tapti Max Savings and Tapti Senior Savings); non-financial transactions always free",
                                "₹23 per financial transaction",
                            ],
                            [
                                "Other bank ATMs in Mumbai, New Delhi, Chennai, Kolkata, Bengaluru and Hyderabad",
                                "3 (financial and non-financial together)",
                                "₹23 per financial, ₹11 per non-financial transaction",
                            ],
                            [
                                "Other bank ATMs at all other locations",
                                "5 (financial and non-financial together)",
                                "₹23 per financial, ₹11 per non-financial transaction",
                            ],
                        ],
                    ),
                    "For Tapti Sahaj Basic Savings accounts, four withdrawals a month are free in total across branches and all ATMs.",
                ],
            ),
            (
                "Cash was not dispensed at the ATM but my account was debited. What happens now?",
                [
                    "Failed ATM withdrawals are reversed automatically within five calendar days of the transaction (T+5). If the amount is not reversed by then, Tapti Bank credits compensation of ₹100 per day of delay beyond T+5 to your account, without you having to claim it.",
                    f"If the reversal has not reached you, raise a dispute in {F['app']} > Help > Raise Dispute > ATM – Cash Not Dispensed, or call {F['toll_free']}. Keep the ATM slip or note the ATM ID, date and time.",
                ],
            ),
        ],
    ),
]

TEAL = RGBColor(0x00, 0x5F, 0x73)


def add_style(
    doc,
    name,
    base="Normal",
    size=None,
    bold=None,
    color=None,
    outline=None,
    before=None,
    after=None,
    left=None,
    keep_next=False,
    italic=None,
):
    st = doc.styles.add_style(name, WD_STYLE_TYPE.PARAGRAPH)
    st.base_style = doc.styles[base]
    st.quick_style = True
    f = st.font
    f.name = "Segoe UI"
    if size:
        f.size = Pt(size)
    if bold is not None:
        f.bold = bold
    if italic is not None:
        f.italic = italic
    if color is not None:
        f.color.rgb = color
    pf = st.paragraph_format
    if before is not None:
        pf.space_before = Pt(before)
    if after is not None:
        pf.space_after = Pt(after)
    if left is not None:
        pf.left_indent = Cm(left)
    if keep_next:
        pf.keep_with_next = True
    if outline is not None:
        ppr = st.element.get_or_add_pPr()
        ppr_insert(ppr, el("w:outlineLvl", {"w:val": outline}))
    return st


def build():
    doc = Document()
    drop_thumbnail(doc)
    doc.styles["Normal"].font.name = "Segoe UI"
    doc.styles["Normal"].font.size = Pt(10)

    add_style(doc, "FAQ Title", size=20, bold=True, color=TEAL, after=4)
    add_style(doc, "FAQ Intro", size=10, italic=True, color=RGBColor(0x59, 0x59, 0x59), after=12)
    cat = add_style(
        doc,
        "FAQ Category",
        size=14,
        bold=True,
        color=RGBColor(0xFF, 0xFF, 0xFF),
        outline=0,
        before=18,
        after=6,
        keep_next=True,
    )
    # shaded band for categories
    ppr = cat.element.get_or_add_pPr()
    ppr_insert(ppr, el("w:shd", {"w:val": "clear", "w:color": "auto", "w:fill": "005F73"}))
    add_style(doc, "FAQ Question", size=11, bold=True, color=TEAL, outline=1, before=10, after=3, keep_next=True)
    add_style(doc, "FAQ Answer", size=10, after=6, left=0.5)
    bst = add_style(doc, "FAQ Answer Bullet", base="FAQ Answer", after=2)
    # bullets linked to the style (corporate-template way)
    babs = add_abstract_num(doc, kind="bullet", bullet_char="–", indent=851, hanging=284, font="Segoe UI")
    bnum = add_num(doc, babs, restart=False)
    bppr = bst.element.get_or_add_pPr()
    numpr = el("w:numPr")
    numpr.append(el("w:numId", {"w:val": bnum}))
    ppr_insert(bppr, numpr)
    sst = add_style(doc, "FAQ Answer Step", base="FAQ Answer", after=2)
    dabs = add_abstract_num(doc, kind="decimal", fmt="Step %1:", indent=1418, hanging=851)

    doc.add_paragraph(TITLE, style="FAQ Title")
    doc.add_paragraph(
        f"Effective 1 August 2025. Applies to debit cards linked to savings and current accounts held with Tapti Bank. "
        f"24x7 help: {F['toll_free']} (toll-free within India) | {F['abroad']} (from abroad).",
        style="FAQ Intro",
    )

    items = 0
    for cat_name, qs in SECTIONS:
        doc.add_paragraph(cat_name.upper(), style="FAQ Category")
        for q, blocks in qs:
            items += 1
            doc.add_paragraph(q, style="FAQ Question")
            for b in blocks:
                if isinstance(b, str):
                    add_marked_text(doc.add_paragraph(style="FAQ Answer"), b)
                elif b[0] == "ul":
                    for li in b[1]:
                        add_marked_text(doc.add_paragraph(style="FAQ Answer Bullet"), li)
                elif b[0] == "ol":
                    n = add_num(doc, dabs, restart=True)
                    for li in b[1]:
                        p = doc.add_paragraph(style="FAQ Answer Step")
                        ppr = p._p.get_or_add_pPr()
                        numpr = el("w:numPr")
                        numpr.append(el("w:ilvl", {"w:val": 0}))
                        numpr.append(el("w:numId", {"w:val": n}))
                        ppr_insert(ppr, numpr)
                        add_marked_text(p, li)
                elif b[0] == "table":
                    t = fill_table(doc, b[1], b[2], size=9, header_fill="D9EEF2")
                    tblpr = t._tbl.tblPr
                    tblpr_insert(tblpr, el("w:tblInd", {"w:w": 284, "w:type": "dxa"}))
                    doc.add_paragraph(style="FAQ Answer")
    p = doc.add_paragraph(style="FAQ Intro")
    p.add_run(
        f"All fees are exclusive of GST at {F['gst']}. Fees and limits are subject to change with 30 days' notice on {F['website']}."
    )
    set_core(
        doc,
        title=TITLE,
        author="Cards Business – Product Team",
        last_modified_by="Rupal Desai",
        subject="Debit card FAQ",
        keywords="debit card, ATM PIN, contactless, annual fee",
        revision=7,
    )
    set_app_props(doc, application="Microsoft Office Word", app_version="16.0000")
    save(doc, "debit_cards_faq.docx")
    return items


if __name__ == "__main__":
    print("items:", build())
