"""Services and support help centre: Heading 1 title, an introduction paragraph and a typed table
of contents (plain paragraphs), then Heading 1 categories and Heading 2 questions. Page header with
the bank's name and a "Page X of Y" footer (PAGE / NUMPAGES fields). Some headings carry trailing
spaces."""

from docx.enum.text import WD_ALIGN_PARAGRAPH

from jhelum_lib import F, B, N, T, P, NBSP, HelpDoc, inr

APP, NB = F["app"], F["nb"]

CATEGORIES = [
    "KYC and Re-KYC",
    "Updating Your Details",
    "Nomination",
    "Safe Deposit Lockers",
    "Cheque Books and Stop Payment",
    "Cheque Clearing and Returns",
    "Positive Pay",
    "NRI Accounts and Remittances",
    "Foreign Currency and Forex Cards",
    "Doorstep Banking",
    "Deceased Claims",
    "Service Charges",
    "Complaints and Escalation",
    "Fraud Reporting and Customer Liability",
]


def build():
    d = HelpDoc(
        table_style="Table Grid",
        font="Verdana",
        size=10,
        list_style="List Paragraph",
        title_meta="Services and Support - Help & FAQs",
    )
    d.header_text(f"{F['bank_ltd']} – Customer Help Centre", align=WD_ALIGN_PARAGRAPH.CENTER)
    d.page_x_of_y()
    d.updated("20 June 2025")
    d.h1("Services and Support – Help & FAQs")
    d.p(
        f"This section answers common questions about everyday banking services at {F['bank']} — updating "
        f"your details, lockers, cheques, NRI services, complaints and more. If you cannot find the answer "
        f"you are looking for, please call us on {F['tollfree']} (toll-free, 8:00 am to 8:00 pm, all days) or "
        f"{F['phone24']} (24x7), write to {F['email']}, or chat with us on WhatsApp at {F['whatsapp']}."
    )
    d.p("**Contents**")
    for i, c in enumerate(CATEGORIES, 1):
        d.p(f"{i}. {c}")
    d.p("")

    C = iter(CATEGORIES)

    # ------------------------------------------------------------------------------------
    d.h1(next(C))
    d.q(
        "What is KYC and why do I need to update it?",
        "Know Your Customer (KYC) is the process by which a bank verifies the identity and address of its "
        "customers. The Reserve Bank of India requires banks to keep KYC information up to date throughout the "
        "relationship, which is why we ask you to update it from time to time (re-KYC or periodic updation).",
    )
    d.q(
        "How often must I update my KYC?",
        T(
            ["Risk category", "Periodic updation required at least once every"],
            [["High", "2 years"], ["Medium", "8 years"], ["Low", "10 years"]],
        ),
        "We inform you by SMS, e-mail and letter at least three times before your KYC is due.",
    )
    d.q(
        "How do I complete re-KYC if there is no change in my details?",
        "Submit a self-declaration in any of these ways:",
        B(
            f"{APP} > Profile > KYC > Re-KYC Self-Declaration",
            f"{NB} > Services > Re-KYC",
            f"E-mail from your registered e-mail ID to {F['email']}",
            "A letter at any branch",
            "Reply to the re-KYC SMS, if you have received one with a link",
        ),
        "A branch visit is not required. If only your address has changed, you can submit the new address "
        "online in the same way; we will verify it within two months.",
    )
    d.q(
        "What happens if I do not update my KYC?",
        "If KYC is not updated by the due date, we may place partial restrictions on your account after giving "
        "you notice — for example, debits may be stopped while credits continue. All restrictions are removed as "
        "soon as KYC is updated. Pensions, scholarships and government benefits (DBT) are always credited.",
    )

    # ------------------------------------------------------------------------------------
    d.h1(next(C) + " ")
    d.q(
        "How do I change my registered mobile number?",
        B(
            f"**ATM:** at any {F['bank']} ATM, using your debit card and PIN (Services > Update Mobile Number). "
            f"Confirm with the OTP sent to the new number.",
            f"**NetBanking:** {NB} > Services > Update Contact Details, if you still have access to the old number.",
            "**Branch:** submit the Customer Information Update Form (Form CIF-02) with identity proof.",
        ),
        f"After a change of mobile number, you need to register again on {APP}, and UPI payments and transfers to "
        f"new beneficiaries are limited to {inr(F['upi_cool'])} for the first 24 hours. We send an alert to both "
        f"the old and the new number.",
    )
    d.q(
        "How do I update my e-mail ID?",
        f"{APP} > Profile > Personal Details > E-mail, and confirm with the OTPs sent to your mobile number and "
        f"the new e-mail ID.",
    )
    d.q(
        "How do I change my address?",
        f"Upload a copy of an officially valid document with the new address on {APP} > Profile > Address, or "
        "submit Form CIF-02 with the document at any branch. If the document is your Aadhaar, the address can be "
        "updated instantly through Aadhaar OTP.",
    )
    d.q(
        "How do I link my PAN to my account?",
        f"{APP} > Profile > PAN, or {NB} > Services > Update PAN. Your PAN is verified with the Income Tax "
        "Department instantly. If your PAN is inoperative because it is not linked with Aadhaar, TDS on deposits "
        "will be deducted at the higher rate until it becomes operative again.",
    )
    d.q(
        "I have changed my name after marriage. How do I update it?",
        "Visit your branch with Form CIF-02, the marriage certificate or a gazette notification, and an OVD in "
        "the new name. A new debit card and cheque book will be issued in the new name free of charge.",
    )

    # ------------------------------------------------------------------------------------
    d.h1(next(C))
    d.q(
        "Why should I add a nominee?",
        "If something happens to you, the money in your account is paid to your nominee quickly, without the "
        "need for a succession certificate. The nominee receives the money as a trustee of your legal heirs.",
    )
    d.q(
        "How do I add or change a nominee?",
        T(
            ["Request", "Form", "Online"],
            [
                ["Add a nominee", "DA-1", f"{APP} > Profile > Nominee"],
                ["Cancel a nomination", "DA-2", "Branch only"],
                ["Change the nominee", "DA-3", f"{APP} > Profile > Nominee"],
            ],
        ),
        "For joint accounts, all account holders must sign the form. The acknowledgement is sent to your "
        "registered e-mail ID.",
    )
    d.q(
        "Can a minor be a nominee?",
        "Yes. You must name an adult who will receive the money on behalf of the minor if the claim arises "
        "while the nominee is still a minor.",
    )

    # ------------------------------------------------------------------------------------
    d.h1(next(C))
    d.q(
        "What locker sizes are available and what is the rent?",
        T(["Locker size", "Metro", "Urban", "Semi-urban and rural"], [list(r) for r in F["locker"]]),
        "Annual rent, plus GST, payable in advance every April. Jhelum Max account holders get 25% off the rent for a "
        "small or medium locker, and Jhelum Women account holders get 50% off the first year's rent.",
        "**Note:** Availability varies by branch. Extra Large lockers are available only at select metro branches.",
    )
    d.q(
        "How do I apply for a locker?",
        N(
            "Apply at the branch where you want the locker. You need a savings or current account with us, though it "
            "does not have to be at the same branch.",
            "If no locker is free, you are given a waiting list number, and the branch will contact you when a "
            "locker becomes available.",
            "When a locker is allotted, open a fixed deposit covering 3 years' rent plus break-open charges, as security.",
            "Sign the locker agreement and pay the first year's rent.",
        ),
        "The fixed deposit earns interest at the normal rate and is returned when you surrender the locker.",
    )
    d.q(
        "What is the locker agreement? ",
        "The locker agreement sets out the rights and responsibilities of the bank and the hirer, in the format "
        "approved by the Indian Banks' Association. It is executed on stamp paper of the value applicable in your "
        "state; the bank arranges the stamp paper and the stamp duty is paid by the hirer. You receive a copy of "
        "the signed agreement.",
    )
    d.q(
        "When can I access my locker?",
        "During branch working hours, except the last hour of business. Each visit is recorded in the locker "
        "register and you receive an SMS and e-mail alert with the date and time of access. For a jointly hired "
        "locker, access depends on the mode of operation in the agreement.",
    )
    d.q(
        "Is the bank liable if the contents of my locker are lost?",
        "The bank is liable for an amount of up to 100 times the annual rent of the locker if the contents are "
        "lost because of fire, theft, burglary, dacoity or building collapse on the bank's premises, or because of "
        "fraud by a bank employee. The bank is not liable for loss caused by natural calamities such as "
        "earthquakes and floods, or by the hirer's own negligence.",
        "The bank does not know and does not keep a record of the contents of lockers. We recommend that you "
        "insure valuable contents separately.",
    )
    d.q(
        "I have lost my locker key.",
        "Inform the branch immediately in writing. The locker is broken open in your presence and a new lock is "
        "fitted. The actual break-open and lock replacement charges (about ₹3,500 plus GST for a small or medium "
        "locker) are payable by you.",
    )

    # ------------------------------------------------------------------------------------
    d.h1(next(C))
    d.q(
        "How do I order a cheque book?",
        B(
            f"{APP} > Services > Cheque Services > Request Cheque Book",
            f"SMS CHQBOOK <last 4 digits of account> to {F['sms_no']}",
            "Any Jhelum Bank ATM",
            "Your branch",
        ),
        "The cheque book is delivered to your registered address by courier within 7 working days.",
    )
    d.q(
        "Is there a charge for cheque books?",
        f"{F['cheque_free']} cheque leaves are free every financial year for savings accounts (50 for Jhelum Max). "
        f"After that, {F['cheque_leaf']} per leaf plus GST. Jhelum Senior Citizen account holders get unlimited free "
        "cheque leaves.",
    )
    d.q(
        "How do I stop payment of a cheque?",
        f"{APP} > Services > Cheque Services > Stop Payment, or at your branch. A stop payment request takes effect "
        f"immediately. Charges: {F['stop_pay']}. There is no charge if you are stopping payment because the "
        "cheque book or cheque has been lost or stolen.",
    )
    d.q("Can I revoke a stop payment instruction?", "Yes.")

    # ------------------------------------------------------------------------------------
    d.h1(next(C))
    d.q(
        "When will the money from a cheque I deposit be credited?",
        "Cheques are cleared through the Cheque Truncation System (CTS). Cheques deposited before the cut-off "
        "time (3:00 pm on working days, 12:30 pm on Saturdays) are credited by the next working day. Cheques "
        "deposited in drop boxes after the cut-off are processed on the next working day.",
        "Cheques drawn on banks outside the CTS grid are sent for collection and credited within 7 to 10 working days.",
    )
    d.q(
        "What are the charges for a returned cheque?",
        T(
            ["Situation", "Charge"],
            [
                [
                    "Cheque issued by you returned for insufficient funds or exceeding arrangement",
                    F["bounce_issued"] + " per cheque",
                ],
                ["Cheque deposited by you returned unpaid", F["bounce_deposited"] + " per cheque"],
                [
                    "Cheque returned for technical reasons not attributable to you (for example, a signature scanning "
                    "error at the bank)",
                    "Nil",
                ],
            ],
        ),
    )
    d.q(
        "Why was my cheque returned?",
        "The reason is shown in the SMS alert and in your statement. Common reasons are insufficient funds, "
        "signature mismatch, an alteration on the cheque, an outdated cheque (more than 3 months old), a "
        "post-dated cheque, or a stop payment instruction by the drawer. If Positive Pay details were not "
        "submitted for a high-value cheque, the cheque may also be returned.",
    )
    d.q(
        "Is a cheque bounce for insufficient funds reported anywhere?",
        "It is an offence under Section 138 of the Negotiable Instruments Act, 1881, and the payee can take legal "
        "action. If cheques issued by you are returned four times in a financial year for insufficient funds, the "
        "bank may stop issuing new cheque books to you and may close the account after giving notice.",
    )

    # ------------------------------------------------------------------------------------
    d.h1(next(C))
    d.q(
        "What is Positive Pay?",
        "Under the Positive Pay System, you give us the key details of a cheque you have issued — date, "
        "beneficiary name, amount and cheque number — before the cheque is presented. The cheque is paid only if "
        "the details match. This protects you against altered or fraudulent cheques.",
    )
    d.q(
        "Is Positive Pay mandatory?",
        f"Positive Pay is available for cheques of {inr(F['posipay_min'])} and above. It is mandatory for cheques "
        f"of {inr(F['posipay_mand'])} and above. Such cheques may be returned if Positive Pay details have not "
        "been submitted. Disputes are accepted under the CTS dispute resolution mechanism only for cheques "
        "covered by Positive Pay.",
    )
    d.q(
        "How do I submit Positive Pay details?",
        f"{APP} > Services > Cheque Services > Positive Pay, {NB} > Services > Positive Pay, SMS, or at your "
        "branch. Submit the details at least one working day before the cheque is likely to be presented.",
    )

    # ------------------------------------------------------------------------------------
    d.h1(next(C))
    d.q(
        "What accounts can NRIs open?",
        T(
            ["", "NRE", "NRO", "FCNR(B)"],
            [
                [
                    "Purpose",
                    "Keep foreign earnings in India",
                    "Manage income earned in India (rent, pension, dividends)",
                    "Keep deposits in foreign currency",
                ],
                [
                    "Types",
                    "Savings, fixed and recurring deposits",
                    "Savings, current, fixed and recurring deposits",
                    "Fixed deposits only",
                ],
                ["Currency", "Indian rupees", "Indian rupees", "USD, GBP, EUR, CAD, AUD, JPY and SGD"],
                ["Repatriation", "Fully repatriable", "Up to USD 1 million per financial year", "Fully repatriable"],
                ["Tax on interest in India", "Tax-free", "Taxable (TDS at 30% plus surcharge and cess)", "Tax-free"],
                ["Deposit tenure", "1 to 10 years", "7 days to 10 years", "1 to 5 years"],
            ],
        ),
        "NRE fixed deposit rates are the same as our domestic rates for the same tenure. The additional rate for "
        "senior citizens does not apply to NRE and NRO deposits.",
    )
    d.q(
        "Who can open an NRI account?",
        "Non-resident Indians and Overseas Citizens of India (OCI). You can open an account online from abroad at "
        f"{F['web']}/nri, with your passport, visa or residence permit, overseas address proof and PAN (or Form 60). "
        "Documents must be attested by the Indian embassy, a notary, or an overseas branch of an Indian bank.",
    )
    d.q(
        "I have become an NRI. What should I do with my savings account?",
        "Inform us as soon as your residential status changes. Your resident savings account must be re-designated "
        "as an NRO account. Submit the NRI Account Conversion Form at any branch, or send it by courier with a "
        "copy of your passport and visa.",
    )
    d.q(
        "How can I repatriate money from my NRO account?",
        "Up to USD 1 million per financial year, for all permitted purposes, including the sale proceeds of "
        "assets. Submit the request with Form 15CA (filed online on the income tax portal) and Form 15CB "
        "(a certificate from a chartered accountant).",
    )
    d.q(
        "How can I send money to India from abroad?",
        B(
            "**Jhelum RemitHome:** online remittance from partner exchange houses and banks in the UAE, Saudi Arabia, "
            "Qatar, Oman, Kuwait, Bahrain, Singapore, the UK and the USA. Credit in minutes for most remittances.",
            "**SWIFT transfer:** from any bank abroad, to your NRE account. Use the SWIFT code JHELINBBXXX and your "
            "16-digit account number.",
        ),
        "We do not charge for incoming remittances to NRE accounts. The remitting bank may levy its own charges.",
    )
    d.q(
        "How much money can a resident send abroad?",
        "Under the Liberalised Remittance Scheme (LRS), resident individuals can remit up to USD 2,50,000 per "
        "financial year for permitted purposes such as education, travel, medical treatment, gifts and "
        "investments. Tax collected at source (TCS) applies above ₹10 lakh a year for most purposes.",
        f"Initiate outward remittances on {NB} > Forex > Outward Remittance.\nCharges: ₹500 plus GST per "
        "remittance, plus the correspondent bank's charges if you choose to bear them.",
    )

    # ------------------------------------------------------------------------------------
    d.h1(next(C))
    d.q(
        "What is the Jhelum Multicurrency Forex Card?",
        "A prepaid card that can be loaded with up to 15 foreign currencies and used at shops, online and at ATMs "
        "abroad. The exchange rate is locked in when you load the card, so you are protected against currency "
        "fluctuations.",
        T(
            ["Charge", "Amount"],
            [
                ["Issuance", "₹300 plus GST"],
                ["Reload", "₹75 plus GST"],
                ["ATM withdrawal abroad", "USD 2 (or equivalent) per withdrawal"],
                ["Cross-currency markup (when the currency used is not loaded)", "3.5%"],
                ["Replacement card", "₹100 plus GST"],
            ],
        ),
    )
    d.q(
        "How do I buy foreign currency notes?",
        "Order on our website or at a branch with forex services. Carry your passport, visa and air ticket. Notes "
        "of up to USD 3,000 (or equivalent) per trip can be bought in cash; the rest must be on a forex card or "
        "travellers' cheques.",
    )

    # ------------------------------------------------------------------------------------
    d.h1(next(C))
    d.q(
        "Who can use doorstep banking?",
        "Customers aged 70 years and above, and customers with a disability or a certified medical condition "
        "(including visual impairment), with a savings account with full KYC and a registered mobile number.",
    )
    d.q(
        "What services are available?",
        B(
            "Cash withdrawal and delivery, up to ₹25,000 per visit",
            "Cash pick-up for deposit, up to ₹25,000 per visit",
            "Pick-up of cheques and forms, including Form 15H",
            "Delivery of demand drafts, cheque books and account statements",
            "Submission of the annual life certificate (Jeevan Pramaan) for pensioners",
        ),
    )
    d.q(
        "How do I book a visit and what does it cost?",
        f"Book on {APP} > Services > Doorstep Banking, by calling {F['tollfree']}, or at your branch, at least one "
        f"working day in advance. The charge is {F['doorstep_fee']}. Two visits a month are free for customers aged "
        "80 years and above.",
    )

    # ------------------------------------------------------------------------------------
    d.h1(next(C))
    d.q(
        "How does a nominee or surviving account holder make a claim?",
        "Submit the following at any branch:",
        N(
            "Deceased Claim Form (Form DC-1)",
            "Death certificate (original for verification and a copy)",
            "KYC documents of the nominee or surviving account holder",
            "The deceased's passbook, unused cheque leaves and debit card",
        ),
        "For joint accounts with an 'Either or Survivor' or similar mode, the survivor can continue the account "
        "or close it. No other documents are required from the legal heirs.",
    )
    d.q(
        "What if there is no nominee?",
        f"Claims of up to {F['deceased_limit']} in total are settled under a simplified procedure, on the basis "
        "of a letter of indemnity and an affidavit signed by all the legal heirs, without a succession certificate. "
        f"For claims above {F['deceased_limit']}, or if there is a dispute among the heirs, a succession "
        "certificate, legal heir certificate or probate of the will is required.",
    )
    d.q(
        "How long does it take to settle a claim?",
        "We settle claims within 15 days of receiving all the required documents. If we take longer, we pay "
        "interest on the claim amount for the period of delay, at the savings rate plus 4% per annum. Locker "
        "contents and safe custody articles are released to the claimant within 15 days of receiving the claim, "
        "after an inventory has been prepared.",
    )

    # ------------------------------------------------------------------------------------
    d.h1(next(C))
    d.q(
        "Where can I see the full schedule of charges?",
        f"On our website ([click here]({F['web']}/service-charges)) and on the notice board at every branch. "
        "We give you 30 days' notice by SMS or e-mail before any change in charges.",
    )
    d.q(
        "Common service charges",
        T(
            ["Service", "Charge (plus GST)"],
            [
                ["Duplicate passbook", "₹100"],
                ["Physical account statement (after the first one in a quarter)", "₹100"],
                ["Balance certificate / interest certificate at the branch", "₹100 (free online)"],
                ["Signature verification or attestation", "₹100"],
                ["Cheque leaf beyond the free limit", F["cheque_leaf"] + " per leaf"],
                ["Stop payment", "₹100 per cheque / ₹250 per range"],
                ["Demand draft", "₹3 per ₹1,000, minimum ₹50, maximum ₹15,000"],
                ["Cancellation of a demand draft", "₹100"],
                ["SMS alerts", "₹15 per quarter (not charged for Jhelum Basic)"],
                ["Debit card replacement", inr(F["debit_replace"])],
                ["Cash handling (credit card bill paid in cash)", "₹100"],
            ],
        ),
    )

    # ------------------------------------------------------------------------------------
    d.h1(next(C))
    d.q(
        "How do I raise a complaint?",
        B(
            f"Call {F['tollfree']} or {F['phone24']}",
            f"E-mail {F['email']} from your registered e-mail ID",
            f"{APP} > Help > Raise a Complaint, or {NB} > Service Requests > Complaints",
            "At any branch — every branch has a complaint register and a Branch Manager who can help",
            f"Write to the Customer Experience Cell, {F['co']}",
        ),
        "You receive a complaint reference number by SMS, which you can use to track the status on the app or website.",
    )
    d.q(
        "How long will it take to resolve my complaint?",
        "Most complaints are resolved within 7 working days. If a complaint needs information from other banks or "
        "the card networks, it may take up to 30 days. We keep you informed of the progress.",
    )
    d.q(
        "What if I am not satisfied with the resolution?",
        "You can escalate your complaint:",
        T(
            ["Level", "Whom to contact", "When"],
            [
                ["1", "Customer care / branch", "First point of contact"],
                [
                    "2",
                    f"Grievance Redressal Officer of your region ({F['gro_email']})",
                    "No reply within 10 days, or not satisfied with the reply",
                ],
                [
                    "3",
                    f"Principal Nodal Officer: {F['pno_name']}, {F['pno_email']}, {F['pno_phone']}",
                    "Not satisfied with the reply at Level 2",
                ],
            ],
        ),
        "Please quote your complaint reference number at each level.",
    )
    d.q(
        "When can I approach the RBI Ombudsman?",
        "If you have not received a reply from the bank within 30 days of your complaint, or if you are not "
        "satisfied with the reply, you can file a complaint under the Reserve Bank – Integrated Ombudsman Scheme, "
        "2021. The complaint must be filed within one year of receiving the bank's reply (or within one year and "
        "30 days of your complaint if there was no reply).",
        "File online at [https://cms.rbi.org.in](https://cms.rbi.org.in), call 14448, or write to the Centralised "
        "Receipt and Processing Centre, Reserve Bank of India, 4th Floor, Sector 17, Chandigarh 160017. "
        "There is no fee for filing a complaint.",
    )

    # ------------------------------------------------------------------------------------
    d.h1(next(C))
    d.q(
        "How do I report an unauthorised transaction?",
        "Report it immediately — the time of reporting determines your liability.",
        N(
            f"Call {F['tollfree']} or {F['phone24']} (24x7) and choose option 1 (Report Fraud). The call is answered "
            "by an agent at any time.",
            f"{APP} > Help > Report Fraud, or reply to the transaction alert SMS with the word FRAUD.",
            f"E-mail {F['fraud_email']}.",
            "Report online financial fraud on the National Cybercrime Helpline 1930 or at "
            "[https://cybercrime.gov.in](https://cybercrime.gov.in).",
        ),
        "You receive an acknowledgement with a complaint number, and the date and time of reporting. Your "
        "cards and digital access are blocked immediately to prevent further loss.",
    )
    d.q(
        "What is my liability for an unauthorised transaction?",
        "Your liability for an unauthorised electronic transaction — one that you did not make or authorise — "
        "depends on who was at fault and how quickly you reported it to us. The rules below follow the RBI's "
        "directions on customer protection and our Board-approved Customer Protection Policy.",
        T(
            ["Situation", "Your maximum liability"],
            [
                ["Fraud or negligence on the part of the bank (whether or not you reported it)", "Zero"],
                [
                    "Breach elsewhere in the system (neither you nor the bank at fault), reported within 3 working days "
                    "of the alert",
                    "Zero",
                ],
                [
                    "As above, reported within 4 to 7 working days",
                    "The transaction amount or the limit below, whichever is lower",
                ],
                [
                    "As above, reported after 7 working days",
                    "Decided on a case-by-case basis under the bank's Board-approved policy",
                ],
                [
                    "Loss due to your negligence, such as sharing your PIN, OTP or password",
                    "The full loss until you report it; zero after reporting",
                ],
            ],
        ),
        "Limits for reporting within 4 to 7 working days:\n"
        "Jhelum Basic (BSBDA) accounts: ₹5,000\n"
        "All other savings accounts, prepaid cards, and credit cards with a limit of up to ₹5 lakh: ₹10,000\n"
        "Current accounts, overdrafts, and credit cards with a limit above ₹5 lakh: ₹25,000",
        "The number of working days is counted from the day after you receive the transaction alert, "
        "excluding that day.",
        "**Example:** Ms Bhat holds a Jhelum Classic savings account. Her card details are stolen through a "
        "skimming device at a shop — she has not shared her PIN or OTP with anyone. Unauthorised transactions of "
        "₹38,000 are made on a Monday, and she receives the SMS alerts the same day.",
        B(
            "If she reports the transactions by Thursday (within 3 working days), her liability is zero and the full "
            "₹38,000 is credited back.",
            "If she reports them the following Tuesday (within 7 working days), her liability is limited to ₹10,000, "
            "and ₹28,000 is credited back.",
            "If she had told someone her OTP, she would bear the loss up to the time she reported it.",
        ),
        "**The burden of proving customer liability is on the bank.** If we believe you were negligent, we will "
        "tell you why in writing. You can then escalate the matter as explained under Complaints and Escalation.",
    )
    d.q(
        "When will I get my money back?",
        "Where your liability is zero or limited, we credit the amount involved (a shadow reversal) within 10 "
        "working days of your report. The final resolution, including the decision on liability, is made within "
        "90 days. For credit cards, no interest is charged on the disputed amount during this period.",
    )

    return d
