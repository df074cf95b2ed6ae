"""Format 9: policy with unnumbered Heading 1/2, a 'Contents' list of plain paragraphs at the top,
and a 'Version 3.2, effective 1 April 2026' line (in body and in the real footer)."""

from common import *

doc = Document()
set_core(doc, "Account Servicing Policy", "Retail Banking Operations")

p = doc.add_paragraph()
r = p.add_run("Narmada Bank")
r.bold = True
r.font.size = Pt(13)
p = doc.add_paragraph()
r = p.add_run("Policy on Servicing of Deposit Accounts")
r.bold = True
r.font.size = Pt(20)
doc.add_paragraph(
    "Branch transfer, change of customer details, inoperative accounts, unclaimed deposits and account closure"
)

S = [
    (
        "Introduction",
        None,
        [
            "This policy sets out how Narmada Bank services the savings, current and term deposit accounts of individual customers after account opening. It should be read with the Bank's Deposit Policy, KYC Policy and Schedule of Service Charges. In this policy, 'you' means the account holder and 'we' or 'the Bank' means Narmada Bank."
        ],
    ),
    (
        "Transfer of Account to Another Branch",
        "Eligibility and process",
        [
            "An account can be transferred to any other Narmada Bank branch in India. The account number, Customer ID, cheque book, debit card and standing instructions remain unchanged, because all branches work on a common core banking platform. Term deposits, PPF and Sukanya Samriddhi accounts and loans linked to the account are transferred along with it on request.",
            "You can submit the request through Narmada Net (Requests > Transfer Account to Another Branch), Narmada Mobile (Services > Branch Transfer), or at either the old or the new branch. An online request requires only the OTP if your KYC is up to date; the transfer is completed within 2 working days. If the new branch is in a different city and your address has also changed, a fresh proof of address must be uploaded or submitted.",
        ],
    ),
    (
        None,
        "Charges for branch transfer",
        [
            "No charge is levied for transferring an account. Locker facilities are not transferable; you must surrender the locker at the old branch and apply afresh at the new branch."
        ],
    ),
    (
        "Change of Contact and Personal Details",
        "Updating the registered mobile number",
        [
            "Your registered mobile number is used for OTPs and transaction alerts, so it can be changed only through secure channels: (i) at any Narmada Bank ATM using your debit card and PIN (Services > Register/Change Mobile), where the new number is activated after 24 hours; or (ii) at your home branch by submitting the Customer Details Change form with original photo ID, where it is updated within 1 working day. For your safety, changing the mobile number through Narmada Net or phone banking is not permitted.",
            "After a change of mobile number, a confirmation SMS is sent to both the old and the new number, and fund transfers through Narmada Net and Narmada Mobile are restricted to ₹10,000 for the next 24 hours.",
        ],
    ),
    (
        None,
        "Updating the email address",
        [
            "The email address can be updated in Narmada Net under Profile > Update Email after OTP validation on the registered mobile, or at the branch. A verification link is sent to the new email address and must be clicked within 48 hours."
        ],
    ),
    (
        None,
        "Change of address",
        [
            "A change of address must be notified within 30 days of the change. Submit a self-declaration of the new address through Narmada Net, Narmada Mobile or the branch. If the new address is not the one on your officially valid document (OVD), submit a copy of an OVD with the new address, such as Aadhaar, passport, driving licence or voter ID, within 3 months. The address is updated within 2 working days of receipt of documents."
        ],
    ),
    (
        None,
        "Change of name",
        [
            "A change of name after marriage or otherwise is made on submission of the marriage certificate or a Gazette notification, together with an OVD in the new name. A new debit card and cheque book in the new name are issued free of charge within 7 working days; the old cheque book must be surrendered."
        ],
    ),
    (
        None,
        "Adding or changing a nominee",
        [
            "Nomination can be registered, changed or cancelled at any time through Narmada Net (Profile > Nomination), Narmada Mobile, or Form DA1/DA2/DA3 at the branch. Up to 4 nominees can be registered for a deposit account, with the share of each nominee stated in whole percentages adding up to 100%. An acknowledgement is issued within 3 working days and the nominee's name is printed on the passbook with the customer's consent."
        ],
    ),
    (
        None,
        "Minor accounts on attaining majority",
        [
            "When a minor account holder turns 18, the account is frozen for debits until the new major submits fresh KYC documents and specimen signature at the branch. The guardian's operating rights cease from the date of majority. We send a reminder 60 days before the 18th birthday."
        ],
    ),
    (
        "Inoperative and Dormant Accounts",
        "When an account becomes inoperative",
        [
            "A savings or current account is classified as inoperative if there has been no customer-induced transaction in it for 2 consecutive years. Customer-induced transactions include deposits, withdrawals, fund transfers, payment of standing instructions and debits for third-party products, but not credit of interest or debit of charges by the Bank. Credits such as Direct Benefit Transfer (DBT) scholarships are treated as customer-induced for this purpose.",
            "We send an SMS, email and letter 3 months before, and again 1 month before, an account is classified as inoperative. Once classified, withdrawals, cheque payments and digital debits are not allowed, but credits and interest continue.",
        ],
    ),
    (
        None,
        "Charges on inoperative accounts",
        [
            "No charge is levied for non-maintenance of minimum balance in an inoperative account, and no charge is levied for activation of an inoperative account. Interest on savings balance continues to be credited at the normal rate."
        ],
    ),
    (
        None,
        "Reactivating an inoperative account",
        [
            "To reactivate the account, submit a reactivation request with updated KYC documents (photograph, one OVD, and PAN or Form 60) at any Narmada Bank branch, not only the home branch. Customers whose KYC was completed in the last 10 years and whose details are unchanged can reactivate through Video KYC in Narmada Mobile or by visiting any branch and giving an Aadhaar-based biometric authentication. The account is reactivated within 3 working days of submission, and you are informed by SMS. A customer-initiated transaction must then be made within 30 days to keep the account active."
        ],
    ),
    (
        "Unclaimed Deposits",
        "What is an unclaimed deposit",
        [
            "Balances in savings or current accounts that have not been operated for 10 years or more, and term deposits that have not been claimed for 10 years or more after maturity, are transferred to the Depositor Education and Awareness (DEA) Fund maintained by the Reserve Bank of India. The customer's right to claim the money is not lost; the Bank pays the claim and seeks reimbursement from the DEA Fund."
        ],
    ),
    (
        None,
        "How to search for and claim an unclaimed deposit",
        [
            "You can search for unclaimed deposits in your name, or in the name of a deceased relative, on the RBI UDGAM portal (udgam.rbi.org.in) or on the Unclaimed Deposits page of the Narmada Bank website using the name and date of birth or PAN. To claim, visit any branch with the claim form, KYC documents and any account proof such as an old passbook or deposit receipt. Legal heirs must also submit the death certificate and the documents required under the Bank's policy on settlement of claims of deceased depositors.",
            "Claims are settled within 15 working days of receipt of complete documents. Interest on savings balances is paid at the savings bank rate applicable from time to time; on matured term deposits, interest is paid at the savings bank rate from the date of maturity to the date of settlement.",
        ],
    ),
    (
        "Closure of Account",
        "Closing a savings or current account",
        [
            "Submit the account closure form signed by all account holders at the home branch, along with the unused cheque leaves and debit card. You may also request closure in Narmada Net under Requests > Close Account, in which case the balance is transferred to another account of your choice after OTP verification, within 3 working days. Before closure, please cancel all standing instructions, NACH mandates, and subsidy/DBT links with the account."
        ],
    ),
    (
        None,
        "Account closure charges",
        [
            "Account closure charges are as follows:",
            (
                "t",
                [
                    ["Closure period", "Savings account", "Current account"],
                    ["Within 14 days of opening", "Nil", "Nil"],
                    ["After 14 days and within 12 months of opening", "₹500 + GST", "₹1,000 + GST"],
                    ["After 12 months", "Nil", "Nil"],
                    ["Closure on death of account holder", "Nil", "Nil"],
                ],
            ),
            "Balances up to ₹20,000 can be paid in cash on closure; higher amounts are paid only by transfer to another account or by a demand draft.",
        ],
    ),
    (
        None,
        "Closure of a deceased customer's account",
        [
            "The nominee or surviving joint holder can close the account by submitting the claim form and death certificate. Claims with a nominee or survivor are settled within 15 days; claims without a nominee up to ₹5 lakh are settled on the basis of an indemnity and affidavit, without a succession certificate."
        ],
    ),
    (
        "Service Standards and Contacts",
        "Service timelines",
        [
            (
                "t",
                [
                    ["Service request", "Timeline"],
                    ["Branch transfer (online)", "2 working days"],
                    ["Mobile number update at branch", "1 working day"],
                    ["Address update after documents", "2 working days"],
                    ["Reactivation of inoperative account", "3 working days"],
                    ["Settlement of unclaimed deposit claim", "15 working days"],
                    ["Online account closure", "3 working days"],
                ],
            )
        ],
    ),
    (
        None,
        "How to check the status of a service request",
        [
            "Every request gets a Service Request Number by SMS. You can track it in Narmada Mobile (Help > Track Request), in Narmada Net (Services > Request Status), or by calling 1800-233-4455 with the number. If the request is not completed in the stated time, you may complain as per the Bank's Customer Grievance Redressal Policy."
        ],
    ),
]

VERSION = "Version 3.2, effective 1 April 2026"

# Contents as plain paragraphs
p = doc.add_paragraph()
r = p.add_run("Contents")
r.bold = True
r.font.size = Pt(12)
for h1, h2, _ in S:
    if h1:
        doc.add_paragraph(h1)
    if h2:
        doc.add_paragraph("    " + h2)
doc.add_paragraph(VERSION)
doc.add_page_break()

n = 0
for h1, h2, paras in S:
    if h1:
        doc.add_heading(h1, level=1)
    if h2:
        doc.add_heading(h2, level=2)
    n += 1
    for pp in paras:
        if isinstance(pp, str):
            doc.add_paragraph(pp)
        else:
            add_table(doc, pp[1])

doc.add_paragraph("")
p = doc.add_paragraph()
r = p.add_run(VERSION + " | Owner: Retail Banking Operations, Head Office | Next review: 31 March 2027")
r.italic = True
r.font.size = Pt(8)
ft = doc.sections[0].footer.paragraphs[0]
ft.text = "Narmada Bank – Policy on Servicing of Deposit Accounts – " + VERSION
doc.save(out("account_servicing_policy.docx"))
print("sections:", n)
