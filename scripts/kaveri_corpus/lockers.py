"""safe_deposit_locker_faq.docx — numbered headings typed as text in bold
Normal paragraphs ("1. Hiring a locker", "1.1 Who can hire a locker?"), no
heading styles.  Answers are Normal paragraphs, with a rent table, bullet
lists and numbered steps.  Core title is set."""

from ._docx_helpers import bold_para, bullets, new_document, numbered, table

FILE_NAME = "safe_deposit_locker_faq.docx"

TITLE = "KAVERI BANK – SAFE DEPOSIT LOCKER FACILITY"
SUBTITLE = "Frequently asked questions (revised 1 April 2025)"


def build(out_path):
    doc = new_document("Safe Deposit Lockers – FAQ", subject="Lockers")
    n = 0
    sec = 0
    sub = 0

    def section(text):
        nonlocal sec, sub
        sec += 1
        sub = 0
        bold_para(doc, f"{sec}. {text}", size=13)

    def q(text):
        nonlocal n, sub
        n += 1
        sub += 1
        bold_para(doc, f"{sec}.{sub} {text}")

    def a(*texts):
        for t in texts:
            doc.add_paragraph(t)

    bold_para(doc, TITLE, size=14, center=True)
    p = doc.add_paragraph(SUBTITLE)
    p.alignment = 1  # centred

    section("Hiring a locker")

    q("Who can hire a locker?")
    a(
        "Individuals (singly or jointly with up to three others), sole "
        "proprietorships, partnership firms, companies, trusts and registered "
        "societies. You need not be an existing Kaveri customer, but new "
        "customers must complete full KYC. A locker cannot be hired in the sole "
        "name of a minor."
    )

    q("Do I have to open a fixed deposit to get a locker?")
    a(
        "At allotment the bank may ask for a fixed deposit that covers three "
        "years' rent plus the break-open charges. The deposit earns the normal "
        "interest rate and is released when the locker is surrendered. Hirers "
        "who took their locker before 1 January 2023 and pay rent regularly do "
        "not need this deposit. No other product purchase is required."
    )

    q("How does the waiting list work?")
    a(
        "If no locker of your size is free, your application is acknowledged "
        "with a waiting-list number sent by SMS. Lockers are allotted strictly "
        "in waiting-list order. When your turn comes, you have 15 days to "
        "accept the allotment before the locker is offered to the next person. "
        "You can check your position at the branch or in the Kaveri Mobile app "
        "(Services > Locker)."
    )

    q("What happens at the time of allotment?")
    a(
        "You sign the locker agreement on stamp paper of the value prescribed "
        "in your state (the stamp duty is paid by the hirer), register your "
        "nominees, pay the first year's rent and collect two keys. The bank "
        "keeps a duplicate of its own master key only; no duplicate of your key "
        "is kept."
    )

    section("Locker sizes and rent")

    q("What sizes are available and what is the annual rent?")
    a("Rent depends on the locker size and the category of the branch. All amounts are per year and exclude 18% GST.")
    table(
        doc,
        ["Locker size (H × W × D, inches)", "Metro", "Urban", "Semi-urban", "Rural"],
        [
            ["Small (5 × 7 × 21)", "₹2,000", "₹1,500", "₹1,200", "₹1,000"],
            ["Medium (7 × 10 × 21)", "₹4,000", "₹3,000", "₹2,200", "₹1,800"],
            ["Large (10 × 14 × 21)", "₹8,000", "₹6,000", "₹4,500", "₹3,500"],
            ["Extra Large (15 × 20 × 21)", "₹15,000", "₹11,000", "₹8,000", "₹6,000"],
        ],
    )
    a("A one-time registration charge of ₹500 plus GST is collected at allotment.")

    q("How do I know my branch category?")
    a(
        "The category (metro, urban, semi-urban or rural) is shown on the "
        "charges notice board at every branch and on the locker page of the "
        "Kaveri Mobile app."
    )

    q("When is the rent due?")
    a(
        "Rent is payable yearly in advance on 1 April. For the first year it is "
        "charged pro rata from the month of allotment to 31 March. It is "
        "debited automatically from your linked Kaveri account; you will get "
        "an SMS reminder 15 days before."
    )

    q("What if I pay the rent late?")
    a(
        "A late fee of 10% of the annual rent is charged for every quarter or "
        "part of a quarter of delay, and the locker cannot be operated until "
        "the rent is paid."
    )

    section("Operating the locker")

    q("When can I operate my locker?")
    a(
        "During branch business hours, up to one hour before the branch closes: "
        "normally 10:00 am to 3:00 pm on weekdays and on working Saturdays."
    )

    q("How many times can I visit my locker?")
    a(
        "Small and Medium lockers include 12 free operations a year; Large and "
        "Extra Large lockers include 24. Each further visit costs ₹100 plus "
        "GST."
    )

    q("What must I bring when I operate the locker?")
    a(
        "Your locker key and an original photo ID. You sign the locker "
        "register with the time of entry and exit; an SMS and e-mail alert is "
        "sent after every operation."
    )

    q("Can someone else operate my locker on my behalf?")
    a(
        "Only a person holding a mandate or power of attorney that has been "
        "registered with the branch in advance. A nominee cannot operate the "
        "locker while the hirer is alive."
    )

    section("Joint hirers and nominees")

    q("How are joint lockers operated?")
    a(
        "Up to four persons can hire a locker jointly. The mode of operation "
        "can be 'either or survivor', 'any one or survivors' or 'jointly by "
        "all', and is chosen when the agreement is signed."
    )

    q("How many nominees can I register?")
    a(
        "Individual hirers, alone or jointly, can register up to four nominees. "
        "For lockers the nomination is successive: the second nominee is "
        "considered only if the first is no longer alive, and so on. Nominees "
        "can be changed at any time by submitting a fresh nomination form."
    )

    q("What happens to the locker when a hirer dies?")
    a(
        "The nominee or surviving joint hirer gets access after submitting the "
        "death certificate and proof of identity. The contents are released "
        "within 15 days of receiving a complete claim, after an inventory is "
        "made in their presence. If there is no nominee, legal heirs must "
        "produce a succession certificate or the bank's indemnity documents."
    )

    section("Contents and the bank's liability")

    q("What may not be kept in a locker?")
    a("The locker may be used only for lawful valuables and documents. It must not contain:")
    bullets(
        doc,
        [
            "cash or currency notes;",
            "arms, ammunition or explosives;",
            "drugs, narcotics or any contraband;",
            "perishable, radioactive or hazardous material;",
            "anything whose possession is illegal.",
        ],
    )

    q("Does the bank know what is in my locker, or insure it?")
    a(
        "No. The bank has no record of the contents and does not insure them. "
        "You may buy separate cover for valuables kept in a bank locker from an "
        "insurer."
    )

    q("What is the bank's liability if the contents are lost?")
    a(
        "If the contents are lost or damaged because of fire, theft, burglary, "
        "dacoity, building collapse or fraud by a bank employee, the bank's "
        "liability is up to 100 times the current annual rent. For example, for "
        "a Medium locker in a metro branch (rent ₹4,000) the maximum is "
        "₹4,00,000. The bank is not liable for loss caused by earthquake, flood, "
        "lightning or other natural calamities, or by the hirer's own "
        "negligence."
    )

    section("Unpaid rent, break-open, surrender and lost key")

    q("What happens if the rent is not paid for a long time?")
    a("If rent remains unpaid for three years, the bank may break open the locker after following this procedure:")
    numbered(
        doc,
        [
            "Reminders are sent by registered letter, e-mail and SMS to every hirer.",
            "If the letter comes back undelivered, a public notice is published "
            "in two newspapers, one in English and one in the local language.",
            "If there is no response within 30 days of the notice, the locker is "
            "broken open in the presence of two bank officers and an independent "
            "witness, and the process is video-recorded.",
            "An inventory is prepared and the contents are kept in a sealed cover "
            "in the branch's fireproof safe until claimed.",
        ],
    )
    a("Unpaid rent and break-open charges are recovered from the security fixed deposit.")

    q("Can the bank open a locker that has not been operated?")
    a(
        "Yes. If a locker has not been operated for more than three years, even "
        "when rent is paid, the bank may ask the hirer to operate or surrender "
        "it and, after notice, follow the break-open procedure above."
    )

    q("I have lost my locker key. What should I do?")
    a(
        "Inform your branch in writing immediately. The locker will be broken "
        "open in your presence and the lock replaced, usually within 7 working "
        "days. You pay the break-open charge of ₹3,000 plus the actual cost of "
        "the new lock and keys (typically ₹2,500 to ₹5,000), plus GST."
    )

    q("How do I surrender my locker, and will I get a refund?")
    a(
        "Empty the locker in the presence of a bank officer, return both keys "
        "and sign the surrender form. Advance rent for the remaining complete "
        "months is refunded and the security deposit is released the same day. "
        "The registration charge is not refunded."
    )

    doc.save(out_path)
    return n
