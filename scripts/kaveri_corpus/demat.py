"""demat_trading_faq.docx — NO heading styles.  The title is a bold 16 pt
Normal paragraph; each question is a bold Normal paragraph ending in "?";
answers are Normal paragraphs, some with bullet lists, numbered steps and two
tables (demat charges, brokerage).  Core title is set."""

from ._docx_helpers import bold_para, bullets, new_document, numbered, table

FILE_NAME = "demat_trading_faq.docx"

TITLE = "Kaveri 3-in-1 Demat and Trading Account – Questions and Answers"


def build(out_path):
    doc = new_document("Demat and Trading Account FAQ", subject="Demat")
    n = 0

    def q(text):
        nonlocal n
        n += 1
        bold_para(doc, text)

    def a(*texts):
        for t in texts:
            doc.add_paragraph(t)

    bold_para(doc, TITLE, size=16)
    a(
        "Demat services are provided by Kaveri Bank Ltd. as a Depository "
        "Participant of CDSL (DP ID 12081800). Trading services are provided by "
        "Kaveri Securities Ltd., a wholly owned subsidiary of the bank and a "
        "SEBI-registered stock broker (INZ000291537). Charges are as on "
        "1 August 2025."
    )

    q("What is a 3-in-1 account?")
    a(
        "It links your Kaveri savings account, a Kaveri demat account and a "
        "Kaveri Securities trading account. Money for purchases is blocked in "
        "your savings account and sale proceeds are credited back automatically, "
        "and IPO applications are made through ASBA without moving funds."
    )

    q("Who can open a demat and trading account?")
    a(
        "Resident individuals aged 18 and above, HUFs, NRIs (through an NRE or "
        "NRO PIS account), partnership firms, LLPs and companies. A minor can "
        "hold a demat account through a guardian but cannot trade."
    )

    q("What documents do I need to open the account?")
    a("Existing Kaveri savings account holders need only their PAN and a signature on the e-form. Others need:")
    bullets(
        doc,
        [
            "PAN card (mandatory for every holder);",
            "Aadhaar, passport, voter ID or driving licence as proof of address;",
            "a recent photograph and signature on white paper (scanned for online applications);",
            "a cancelled cheque or the last bank statement of the account to be linked;",
            "for futures and options trading, proof of income: salary slips for "
            "the last 3 months, the latest ITR acknowledgement, or a 6-month bank "
            "statement.",
        ],
    )

    q("How long does it take to open the account?")
    a(
        "Online applications completed with Aadhaar e-sign are usually activated "
        "within 24 hours. Applications submitted at a branch take up to 3 "
        "working days."
    )

    q("What is the annual maintenance charge for the demat account?")
    a(
        "The AMC for a regular demat account is ₹300 plus GST a year, waived "
        "for the first year, and is debited in advance every April. If you "
        "qualify for a Basic Services Demat Account (BSDA) — one demat account "
        "per PAN with holdings up to ₹10 lakh — the AMC is lower. The full "
        "schedule is below."
    )
    table(
        doc,
        ["Demat charge", "Regular demat account", "BSDA"],
        [
            ["Account opening", "Free", "Free"],
            [
                "Annual maintenance charge (AMC)",
                "₹300 + GST per year (first year free)",
                "Nil up to ₹4 lakh holding value; ₹100 + GST for ₹4 lakh–₹10 lakh",
            ],
            ["Debit transaction (sale / transfer out)", "₹15 per ISIN per day", "₹15 per ISIN per day"],
            ["Pledge creation / closure / invocation", "₹30 per ISIN each", "₹30 per ISIN each"],
            [
                "Dematerialisation",
                "₹50 per certificate + ₹35 courier per request",
                "₹50 per certificate + ₹35 courier per request",
            ],
            ["Additional DIS booklet (10 slips)", "₹100", "₹100"],
            ["Ad-hoc physical statement", "₹50 per statement", "₹50 per statement"],
            ["Account closure", "Free", "Free"],
        ],
    )
    a("GST at 18% applies to all charges.")

    q("What brokerage does Kaveri Securities charge?")
    a("Brokerage depends on the segment:")
    table(
        doc,
        ["Segment", "Brokerage", "Minimum / cap"],
        [
            ["Equity delivery", "0.30% of turnover", "Minimum ₹25 per executed order"],
            ["Equity intraday", "0.03% of turnover", "Maximum ₹20 per executed order"],
            ["Equity futures", "0.03% of turnover", "Maximum ₹20 per executed order"],
            ["Equity options", "₹20 per executed order", "Flat"],
            ["Currency futures and options", "₹20 per executed order", "Flat"],
            ["Commodity futures", "0.03% of turnover", "Maximum ₹20 per executed order"],
        ],
    )
    a(
        "Statutory levies — securities transaction tax, exchange transaction "
        "charges, SEBI turnover fees, stamp duty and 18% GST on brokerage — are "
        "charged in addition. There is no annual fee for the trading account."
    )

    q("What are the trading hours?")
    a(
        "Equity and equity derivatives trade from 9:15 am to 3:30 pm, Monday to "
        "Friday, with a pre-open session from 9:00 am to 9:08 am. After-market "
        "orders can be placed from 3:45 pm to 8:57 am."
    )

    q("Can I link a bank account with another bank?")
    a(
        "Yes. You can link up to 5 bank accounts held in your own name, but "
        "automatic blocking of funds (the 3-in-1 feature) works only with your "
        "Kaveri savings account. Funds from other banks are added by UPI or net "
        "banking."
    )

    q("How do I add or change a nominee?")
    a(
        "In the Kaveri Trade app go to Profile > Nominee, add up to 10 nominees "
        "with the percentage share for each, and confirm with an Aadhaar OTP. "
        "Joint accounts and offline changes need the nomination form signed by "
        "all holders at a branch. You may instead sign the declaration to opt "
        "out of nomination."
    )

    q("What is a DIS slip and when do I need one?")
    a(
        "A Delivery Instruction Slip is the paper instruction to move shares out "
        "of your demat account, for example an off-market transfer, a gift, or "
        "a transfer to another broker. You do not need a slip to sell through "
        "Kaveri Securities: sales are authorised online with a CDSL TPIN and OTP "
        "or through a DDPI."
    )
    bullets(
        doc,
        [
            "Slips submitted at a branch before 3:00 pm are executed the same working day.",
            "Slips are serially numbered and issued only to you; never sign a blank slip.",
            "The first booklet of 10 slips is free; each further booklet costs ₹100.",
        ],
    )

    q("How do I pledge shares for margin?")
    numbered(
        doc,
        [
            "In the Kaveri Trade app open Portfolio > Pledge and select the shares and quantity.",
            "Confirm the request; CDSL sends a link to your registered mobile number and e-mail.",
            "Authorise the pledge with the CDSL OTP before 7:00 pm on the same day, or the request lapses.",
            "Collateral margin, after the exchange haircut, is available from the next trading day.",
        ],
    )
    a(
        "A charge of ₹30 plus GST per ISIN applies to pledge creation and to "
        "unpledging. Unpledge requests placed before 5:00 pm are processed the "
        "same day."
    )

    q("How do I transfer my shares to another demat account?")
    a(
        "Fill in a DIS slip with the target 16-digit BO ID and attach the "
        "client master list of the target account. Transfers to an account "
        "with the same PAN carry only the normal debit charge."
    )

    q("How do I close my demat and trading account?")
    a("Follow these steps:")
    numbered(
        doc,
        [
            "Sell your holdings or transfer them to another demat account, and clear any dues on the trading account.",
            "Fill in the account closure form, signed by all joint holders.",
            "Return the unused DIS slips with the form at any branch.",
            "The account is closed within 7 working days and a confirmation is sent by e-mail.",
        ],
    )
    a("There is no closure charge, but AMC already paid is not refunded.")

    q("Can I convert physical share certificates into demat form?")
    a(
        "Yes. Submit a Dematerialisation Request Form with the original "
        "certificates at a branch; the company's registrar usually confirms "
        "credit within 30 days."
    )

    q("How often will I receive a demat statement?")
    a(
        "CDSL e-mails a Consolidated Account Statement every month in which "
        "there is a transaction and once in six months otherwise. A physical "
        "statement is sent quarterly if you ask for one; ad-hoc copies cost "
        "₹50."
    )

    doc.save(out_path)
    return n
