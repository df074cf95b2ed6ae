"""Format 3: Heading 1 per category, questions as Heading 3 (no Heading 2), List Bullet answers, tables."""

from common import *

doc = Document()
set_core(doc, "Narmada Net Internet Banking - Help Guide", "Digital Banking Team")
doc.add_heading("Narmada Net Internet Banking – Help Guide", level=0)
doc.add_paragraph(
    "Narmada Net (https://netbanking.narmadabank.co.in) is available 24x7 to all individual customers with an operative savings or current account."
)

# blocks: str paragraph, ("b", [...]) List Bullet, ("n", [...]) List Number, ("t", rows)
CATS = [
    (
        "Getting Started",
        [
            (
                "How do I register for Narmada Net?",
                [
                    "You can register online without visiting the branch if you have an active debit card and a registered mobile number.",
                    (
                        "b",
                        [
                            "Go to netbanking.narmadabank.co.in and click 'New User Registration'.",
                            "Enter your Customer ID (CIF number, printed on the passbook), account number and registered mobile number.",
                            "Validate with your debit card number, expiry date and ATM PIN, and the OTP sent to your mobile.",
                            "Create a User ID (8 to 20 characters) and a login password.",
                        ],
                    ),
                    "Customers without a debit card can submit the Narmada Net application form at the home branch; the kit is activated within 2 working days.",
                ],
            ),
            (
                "What do I do at first login?",
                [
                    "At first login you must:",
                    (
                        "b",
                        [
                            "Change the temporary password (if issued by the branch) to a password of your choice.",
                            "Set a separate transaction password, different from the login password.",
                            "Select 3 security questions and answers, used to reset passwords later.",
                            "Choose a personal security image and phrase that will be shown every time you log in.",
                        ],
                    ),
                ],
            ),
            (
                "What are the rules for a Narmada Net password?",
                [
                    (
                        "b",
                        [
                            "8 to 20 characters long",
                            "At least one uppercase letter, one lowercase letter, one number and one special character (such as @, #, $)",
                            "Must not contain your User ID, name or date of birth",
                            "Cannot be the same as any of your last 5 passwords",
                            "Expires every 180 days; you are prompted to change it",
                        ],
                    )
                ],
            ),
            (
                "Is there a charge for Narmada Net?",
                [
                    "No. Narmada Net is free for retail customers. Charges apply only for some transactions such as RTGS above ₹2 lakh for current accounts (₹20 + GST)."
                ],
            ),
        ],
    ),
    (
        "Passwords and User ID",
        [
            (
                "I have forgotten my login password. How do I reset it?",
                [
                    "Reset it online in a few minutes:",
                    (
                        "b",
                        [
                            "Click 'Forgot Password' on the login page.",
                            "Enter your User ID, account number and registered mobile number.",
                            "Validate using either your debit card details and ATM PIN, or answers to your security questions.",
                            "Enter the OTP and set a new password.",
                        ],
                    ),
                    "The new password works immediately, but for security, fund transfers to new beneficiaries are blocked for 24 hours after a password reset.",
                ],
            ),
            (
                "I have forgotten my User ID. What should I do?",
                [
                    "Click 'Forgot User ID' on the login page and enter your CIF number, registered mobile number and date of birth. Your User ID is sent by SMS and to your registered email address."
                ],
            ),
            (
                "My User ID is locked. How do I unlock it?",
                [
                    "Your User ID is locked after 3 consecutive wrong login password attempts.",
                    (
                        "b",
                        [
                            "It unlocks automatically after 24 hours, or",
                            "Unlock it immediately through 'Unlock User ID' on the login page using debit card details and OTP, or",
                            "Call 1800-233-4455 and ask for the Narmada Net desk.",
                        ],
                    ),
                    "If the transaction password is entered wrongly 5 times, only fund transfers are locked; reset the transaction password under Profile > Change Transaction Password.",
                ],
            ),
            (
                "Will the bank ever ask for my password or OTP?",
                [
                    "Never. Narmada Bank staff will never ask for your password, OTP, CVV or ATM PIN by phone, SMS or email. If you have shared them, change your password immediately and call 1800-233-4455 to block the channel."
                ],
            ),
        ],
    ),
    (
        "Beneficiaries and Fund Transfers",
        [
            (
                "How do I add a beneficiary?",
                [
                    (
                        "b",
                        [
                            "Log in and go to Transfers > Manage Beneficiary > Add.",
                            "Choose the type: within Narmada Bank, other bank (NEFT/RTGS/IMPS) or UPI ID.",
                            "Enter the beneficiary name, account number (twice) and IFSC.",
                            "Confirm with the OTP sent to your registered mobile number.",
                        ],
                    ),
                    "Within the first 4 hours after adding a beneficiary (the cooling period), you can transfer a maximum of ₹50,000 in total to that beneficiary.",
                ],
            ),
            (
                "How many beneficiaries can I add?",
                ["You can add up to 10 new beneficiaries per day and a total of 200 beneficiaries per User ID."],
            ),
            (
                "What are the fund transfer limits on Narmada Net?",
                [
                    "Default and maximum limits per customer per day:",
                    (
                        "t",
                        [
                            ["Transfer type", "Default daily limit", "Maximum limit you can set"],
                            ["Own Narmada Bank accounts", "No limit", "No limit"],
                            ["Third party within Narmada Bank", "₹5 lakh", "₹25 lakh"],
                            ["NEFT", "₹5 lakh", "₹25 lakh"],
                            ["IMPS", "₹2 lakh", "₹5 lakh"],
                            ["RTGS (minimum ₹2 lakh)", "₹10 lakh", "₹50 lakh"],
                            ["Quick Transfer without adding beneficiary", "₹25,000", "₹25,000"],
                        ],
                    ),
                    "You can change your limit under Profile > Set Transaction Limit; increases take effect after 24 hours, reductions take effect immediately.",
                ],
            ),
            (
                "What are the timings for NEFT, RTGS and IMPS?",
                [
                    (
                        "b",
                        [
                            "NEFT: 24x7, all days including holidays, settled in half-hourly batches",
                            "RTGS: 24x7, all days, real-time",
                            "IMPS: 24x7, instant",
                        ],
                    )
                ],
            ),
            (
                "Are there charges for online fund transfers?",
                [
                    (
                        "t",
                        [
                            ["Mode", "Amount", "Charge (savings account)"],
                            ["NEFT", "Any amount", "Free"],
                            ["RTGS", "Any amount", "Free"],
                            ["IMPS", "Up to ₹1,000", "Free"],
                            ["IMPS", "₹1,001 to ₹1 lakh", "₹2.50 + GST"],
                            ["IMPS", "Above ₹1 lakh to ₹5 lakh", "₹5 + GST"],
                        ],
                    ),
                    "Current account charges are published in the Schedule of Charges on the website.",
                ],
            ),
            (
                "I transferred money to a wrong account. Can it be reversed?",
                [
                    "The bank cannot reverse a completed transfer without the beneficiary's consent. Raise a request immediately under Services > Complaints > Wrong Transfer or call 1800-233-4455; we will contact the beneficiary's bank, which will seek the beneficiary's consent. The request is usually resolved within 15 working days."
                ],
            ),
        ],
    ),
    (
        "OTP and Security",
        [
            (
                "I am not receiving the OTP. What should I do?",
                [
                    (
                        "b",
                        [
                            "Check that your mobile has network coverage and SMS inbox is not full.",
                            "Check if DND or an SMS-blocking app is blocking messages from NRMDBK.",
                            "Wait 2 minutes, then use 'Resend OTP' (allowed up to 3 times).",
                            "If you are abroad, choose 'Send OTP to email' (available if your email is registered).",
                        ],
                    ),
                    "If your mobile number has changed, update it at the branch or ATM first; OTP is only sent to the registered number.",
                ],
            ),
            (
                "How long is an OTP valid?",
                [
                    "An OTP is valid for 5 minutes and can be used only once. After 3 wrong OTP entries the transaction is cancelled and must be started again."
                ],
            ),
            (
                "What is session timeout in Narmada Net?",
                [
                    "You are logged out automatically after 5 minutes of inactivity. Always use the 'Logout' button instead of just closing the browser."
                ],
            ),
            (
                "How do I report an unauthorised transaction?",
                [
                    "Report it at the earliest, because your liability depends on how quickly you report:",
                    (
                        "b",
                        [
                            "Call 1800-233-4455 (24x7) or reply to the transaction alert SMS with 'FRAUD'.",
                            "Block Narmada Net access from Narmada Mobile under Profile > Block Net Banking.",
                            "Lodge a complaint on the National Cyber Crime helpline 1930 as well.",
                        ],
                    ),
                    "If reported within 3 working days, your liability is zero where the fraud is not due to your negligence.",
                ],
            ),
        ],
    ),
]

n = 0
for cat, items in CATS:
    doc.add_heading(cat, level=1)
    for q, blocks in items:
        n += 1
        doc.add_heading(q, level=3)
        for b in blocks:
            if isinstance(b, str):
                doc.add_paragraph(b)
            elif b[0] == "b":
                for it in b[1]:
                    doc.add_paragraph(it, style="List Bullet")
            elif b[0] == "t":
                t = add_table(doc, b[1], style="Light Grid Accent 1")
doc.add_paragraph(
    "Need help? Call the Narmada Net helpdesk at 1800-233-4455 (8 a.m. to 10 p.m.) or email netbanking@narmadabank.co.in."
)
doc.save(out("internet_banking_faq.docx"))
print("items:", n)
