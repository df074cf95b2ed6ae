"""Digital banking help centre: Title + Subtitle, Heading 1 categories, Heading 2 questions.
Web-export debris: a "Was this answer helpful? Yes | No" line after most answers, an empty
Heading 2, and headings ending in a non-breaking space."""

from jhelum_lib import F, B, N, T, P, NBSP, HelpDoc, inr

APP, NB = F["app"], F["nb"]


def build():
    d = HelpDoc(
        table_style="Light Grid Accent 1",
        helpful=True,
        font="Segoe UI",
        size=10,
        title_meta="Digital Banking - Help & FAQs",
    )
    d.updated("11 June 2025", prefix="Last Updated: ")
    d.title("Digital Banking")
    d.p("Help & FAQs", style="Subtitle")

    # ------------------------------------------------------------------------------------
    d.h1("Jhelum NetBanking")
    d.q(
        "How do I register for NetBanking?",
        f"You can register online if you have an active debit card and your mobile number is registered with us.",
        N(
            f"Go to {F['nb_url']} and click New User? Register.",
            "Enter your Customer ID and registered mobile number, and the OTP you receive.",
            "Enter your debit card number, expiry date and ATM PIN.",
            "Set your login password and transaction password.",
        ),
        "If you do not have a debit card, submit the NetBanking Registration Form at your branch. The login "
        "details are then sent to your registered mobile number and e-mail ID within two working days.",
    )
    d.q(
        "Where do I find my Customer ID?",
        f"Your 9-digit Customer ID is printed on the first page of your passbook, on your cheque book and in "
        f"your welcome letter. You can also get it by SMS: send CUSTID to {F['sms_no']} from your registered mobile "
        "number.",
    )
    d.q(
        "I have forgotten my password.",
        f"Click Forgot Password on the login page of {NB}. Enter your Customer ID, the OTP sent to your registered "
        "mobile number, and either your debit card details or your PAN. You can then set a new password. You "
        f"can also reset it in {APP} > Profile > Security > Reset NetBanking Password.",
    )
    d.q(
        "My NetBanking access is locked.\u00a0",
        "Access is locked after three wrong password attempts. It is unlocked automatically after 24 hours. "
        "To unlock it immediately, reset your password using Forgot Password.",
    )
    d.q(
        "What are the rules for a NetBanking password?",
        B(
            "8 to 20 characters",
            "At least one capital letter, one small letter, one number and one special character (such as @, # or $)",
            "Must not contain your Customer ID or name",
            "Must not be one of your last five passwords",
        ),
        "You will be asked to change your password every 180 days.",
    )
    d.q(
        "Can I use NetBanking when I am abroad?",
        "Yes. OTPs are sent to your registered mobile number, which must be able to receive SMS while roaming. "
        "NRI customers can also choose to receive OTPs on their registered e-mail ID.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Jhelum One App")
    d.q(
        "How do I register on Jhelum One?",
        N(
            "Download Jhelum One from the Google Play Store or Apple App Store.",
            "Make sure the SIM with your registered mobile number is in the phone. Allow the app to send an SMS; "
            "this is used to verify your number.",
            "Verify yourself with your debit card details, or with your NetBanking login.",
            "Set a 6-digit MPIN. You can also enable fingerprint or face login.",
        ),
    )
    d.q(
        "Which phones are supported?",
        "Android 9.0 and above, and iOS 15 and above. The app will not work on rooted or jailbroken phones.",
    )
    d.q(
        "I have changed my phone. What should I do?",
        "Install the app on the new phone and register again. Your old phone is de-registered automatically. For "
        f"your security, transfers to new beneficiaries and UPI transactions are limited to {inr(F['upi_cool'])} "
        "for the first 24 hours after registering on a new device.",
    )
    d.q(
        "What is MPIN?",
        "A 6-digit PIN you set to log in to Jhelum One and to authorise transactions. It is different from your "
        "ATM PIN and UPI PIN. Change it in Profile > Security > Change MPIN.",
    )
    d.q("Can I use the app on two phones?", "No.")

    # ------------------------------------------------------------------------------------
    d.h1("UPI")
    d.q(
        "How do I start using UPI on Jhelum One?",
        "Tap UPI on the home screen. Your UPI ID is created automatically, and you are asked to set a UPI PIN "
        "using your debit card details or Aadhaar OTP. You can then send money, scan QR codes and pay bills.",
    )
    d.q(
        "What is my UPI ID?",
        f"Your UPI ID is <your mobile number>{F['vpa_suffix']} by default. You can create up to three more "
        f"UPI IDs (for example, yourname{F['vpa_suffix']}) in UPI > Manage UPI IDs.",
    )
    d.q(
        "What are the UPI limits?",
        T(
            ["Type of payment", "Limit per transaction / per day"],
            [
                ["Person-to-person and most merchant payments", inr(F["upi_limit"])],
                [
                    "Tax payments, hospitals, educational institutions, IPOs, RBI Retail Direct",
                    inr(F["upi_limit_special"]),
                ],
                ["Insurance, capital markets, loan EMIs (merchants verified by NPCI)", "₹2,00,000"],
                ["First 24 hours after new device or new UPI PIN", inr(F["upi_cool"])],
                ["Number of transactions per day", str(F["upi_txn_day"])],
            ],
        ),
        "For person-to-person transfers, the limit is a combined daily limit across all your UPI apps for the "
        "same bank account.",
    )
    d.q(
        "How do I reset my UPI PIN?",
        "UPI > Manage > select account > Reset UPI PIN. Enter the last 6 digits and expiry date of your debit "
        "card, or authenticate with Aadhaar OTP, and set a new 4 or 6-digit PIN.",
    )
    d.q(
        "Money was debited but the payment failed",
        "Sometimes a payment shows as failed or pending even though the money has left your account. This usually "
        "happens because of a network time-out between your bank, NPCI and the beneficiary's bank. In almost all "
        "such cases the money is either credited to the beneficiary or returned to you automatically — you do not "
        "need to do anything.",
        N(
            "Do not pay again straight away. Check the status in UPI > History after 5 to 10 minutes.",
            "If the status is Success, the beneficiary has received the money. Ask them to check their account.",
            "If the status is Failed or Pending, wait for the automatic reversal.",
        ),
        "The RBI has set the following time limits for reversal (T is the day of the transaction). If the amount is "
        "not reversed in time, we pay you compensation automatically, without your having to ask for it:",
        T(
            ["Type of transaction", "Reversal within", "Compensation if late"],
            [
                [
                    "UPI payment to a person or merchant (account debited, beneficiary not credited)",
                    "T+1",
                    "₹100 per day",
                ],
                ["IMPS transfer", "T+1", "₹100 per day"],
                ["Debit card payment at a shop (POS) or online", "T+5", "₹100 per day"],
                ["Cash not dispensed at ATM", "T+5", "₹100 per day"],
                ["FASTag toll charged twice or wrongly", "T+1", "₹100 per day"],
            ],
        ),
        "If the reversal has not reached your account within the time shown, raise a complaint in UPI > History > "
        "select transaction > Raise Dispute, or call phone banking with the 12-digit UPI transaction reference "
        "number (UTR). You will receive a complaint number by SMS.",
        "**Pending transactions:** A transaction may show as Pending for up to 48 hours while the banks confirm its "
        "final status. Please do not raise a dispute for a pending transaction before this time, as it will "
        "usually resolve on its own.",
        "**Note:** Reversal for a failed payment at a merchant is made by the merchant's bank through NPCI. If the "
        "merchant has confirmed that the order failed, you do not need to claim a refund from them separately.",
    )
    d.q(
        "How long does an auto-reversal take?",
        "The amount is reversed by the end of the next working day (T+1). If it is not, we pay you compensation "
        "of ₹100 per day of delay from the following day, without your having to ask for it.\n"
        "If you still do not receive the money, raise a complaint in UPI > History > select transaction > "
        "Raise Dispute.",
    )
    d.q(
        "I sent money to the wrong UPI ID. Can I get it back?",
        "UPI payments cannot be reversed by the bank once they are successful. Raise a complaint in UPI > "
        "History > Raise Dispute. We will contact the beneficiary's bank, which will ask the beneficiary to return "
        "the money. Returning the money is at the beneficiary's discretion, so please check the name shown before "
        "you enter your UPI PIN.",
    )
    d.q("Is there a charge for UPI?", "No.")

    # ------------------------------------------------------------------------------------
    d.h1("UPI Lite")
    d.q(
        "What is UPI Lite?",
        f"UPI Lite is an on-device wallet for small payments that works without a UPI PIN. Add money to UPI Lite "
        f"from your bank account, and pay up to {inr(F['upi_lite_txn'])} at a time in one tap. Payments from UPI "
        "Lite do not appear in your bank passbook, which keeps your statement free of small transactions; you can "
        "see them in the app.",
    )
    d.q(
        "What are the limits?",
        T(
            ["", "Limit"],
            [
                ["Per transaction", inr(F["upi_lite_txn"])],
                ["Maximum balance in UPI Lite", inr(F["upi_lite_bal"])],
                ["Auto top-up", f"Up to 5 times a day, when the balance drops below your chosen amount"],
            ],
        ),
    )
    d.q(
        "What happens to the UPI Lite balance if I lose my phone?",
        "UPI Lite does not need a PIN, so anyone with your unlocked phone could use the balance. Disable UPI Lite "
        f"by calling {F['tollfree']}, or from Jhelum One on another device; the balance is returned to your bank "
        "account.",
    )
    d.h2("")

    # ------------------------------------------------------------------------------------
    d.h1("UPI on Credit Card")
    d.q(
        "Which credit cards can I link to UPI?",
        "Only RuPay credit cards. Of our cards, the Jhelum RuPay Select Credit Card can be linked to UPI. "
        "See the Cards section of Help & FAQs for the card's features.",
    )
    d.q(
        "Can I send money to friends with my credit card on UPI?",
        "No. Credit cards on UPI can be used only to pay merchants (by scanning their QR code or at checkout). "
        "Transfers to individuals and cash withdrawals are not allowed.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("NEFT, RTGS and IMPS")
    d.q(
        "What are the timings?",
        T(
            ["", "NEFT", "RTGS", "IMPS"],
            [
                ["Online (app / NetBanking)", "24x7, all days", "24x7, all days", "24x7, all days"],
                ["At the branch", "Branch hours", "Branch hours", "Branch hours"],
                ["Settlement", "Half-hourly batches", "Real time", "Instant"],
            ],
        ),
    )
    d.q(
        "What are the limits?",
        f"**NEFT:** no minimum or maximum.\n"
        f"**RTGS:** minimum {inr(F['rtgs_min'])}; no maximum.\n"
        f"**IMPS:** up to {inr(F['imps_max'])} per transaction.",
        f"Online transfers are also subject to your own daily limit for third-party transfers: "
        f"{inr(F['nb_tpt_default'])} on {NB} (can be increased to {inr(F['nb_tpt_max'])}) and "
        f"{inr(F['app_tpt_default'])} on {APP}.",
    )
    d.q(
        "What are the charges?",
        T(
            ["Amount", "NEFT (branch)", "RTGS (branch)", "IMPS (branch)"],
            [
                ["Up to ₹10,000", "₹2", "—", "₹5"],
                ["₹10,001 to ₹1,00,000", "₹4", "—", "₹5"],
                ["₹1,00,001 to ₹2,00,000", "₹14", "—", "₹15"],
                ["₹2,00,001 to ₹5,00,000", "₹24", "₹24.50", "₹15"],
                ["Above ₹5,00,000", "₹24", "₹49.50", "Not applicable"],
            ],
        ),
        "Charges are per transaction, plus GST. NEFT, RTGS and IMPS on Jhelum One and NetBanking are free.",
    )
    d.q(
        "How long does NEFT take?",
        "NEFT is settled in half-hourly batches. The beneficiary's bank must credit the money within two hours "
        "of the batch in which it was settled.",
    )
    d.q(
        "My NEFT/IMPS transfer failed. When will I get my money back?",
        "If the beneficiary's bank returns the NEFT transfer (for example, because the account number is wrong), "
        "we credit your account within two hours of receiving it. For IMPS, a failed transaction is reversed by "
        "the end of the next working day (T+1); otherwise we pay you compensation of ₹100 per day of delay.",
    )
    d.q(
        "Which should I use: NEFT, RTGS or IMPS?\u00a0",
        B(
            "IMPS for urgent transfers up to ₹5 lakh",
            "RTGS for large amounts, ₹2 lakh and above",
            "NEFT for any amount when a short delay is acceptable",
        ),
    )

    # ------------------------------------------------------------------------------------
    d.h1("Beneficiaries")
    d.q(
        "How do I add a beneficiary?",
        f"{APP} > Pay > Beneficiaries > Add, or {NB} > Fund Transfer > Manage Beneficiaries. Enter the name, "
        "account number and IFSC and confirm with the OTP sent to your mobile number. The beneficiary's name as "
        "held by their bank is shown for you to check before you confirm.",
    )
    d.q(
        "Is there a cooling period after adding a beneficiary?",
        f"Yes. You can transfer up to {inr(F['ben_cool_amt'])} to a new beneficiary in the first "
        f"{F['ben_cool_hours']} hours after adding them. The full limit is available after that.",
    )
    d.q("How many beneficiaries can I add?", "Up to 15 new beneficiaries a day, and a total of 500.")
    d.q(
        "Can I send money without adding a beneficiary?",
        "Yes, through Quick Transfer: up to ₹25,000 per day and ₹1,00,000 per month, without adding the "
        "beneficiary. UPI also does not need a beneficiary to be added.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Bill Payments and FASTag")
    d.q(
        "How do I pay my bills?",
        f"{APP} > Pay > Bill Payments. You can pay electricity, water, gas, broadband, DTH, mobile postpaid, "
        "insurance premiums, loan EMIs and municipal taxes for over 20,000 billers through Bharat BillPay. "
        "There is no charge.",
    )
    d.q(
        "How do I set up autopay?",
        "After adding a biller, tap Set Autopay and choose the maximum amount and the date. If a bill is more than "
        "the maximum amount, you will be asked to pay it manually.",
    )
    d.q(
        "How do I buy a FASTag?",
        f"{APP} > Pay > FASTag > Buy FASTag. Enter your vehicle registration number and upload the RC. The tag is "
        "delivered in 5 to 7 working days.",
        T(
            ["Charge", "Car / jeep / van"],
            [
                ["Issuance fee", "₹100 (inclusive of GST)"],
                ["Refundable security deposit", "₹200"],
                ["Minimum recharge", "₹100"],
            ],
        ),
    )
    d.q(
        "How do I recharge my FASTag?",
        f"{APP} > Pay > FASTag > Recharge, or through any UPI app using the FASTag's UPI ID "
        f"(netc.<vehicle number>{F['vpa_suffix']}). The recharge is credited instantly. You can also set up "
        "auto-recharge from your savings account when the balance falls below ₹200.",
    )
    d.q(
        "My FASTag is blacklisted",
        "A FASTag is blacklisted if the balance is insufficient, if KYC is incomplete, or if the vehicle's "
        "details do not match the RC. Recharge the tag or complete KYC in the app; the tag becomes active "
        "within 2 hours. If it has been blacklisted for a mismatch, please contact phone banking.",
    )

    # ------------------------------------------------------------------------------------
    d.helpful = False
    d.h1("SMS and Missed Call Banking")
    d.q(
        "How do I register?",
        "Your registered mobile number is enabled for SMS and missed call banking automatically. No separate "
        "registration is needed.",
    )
    d.q(
        "What is the missed call number for balance enquiry?",
        f"Give a missed call to {F['missed_bal']} for your balance, or to {F['missed_mini']} for the last 5 "
        "transactions, from your registered mobile number. You will receive an SMS within a few seconds.",
    )
    d.q(
        "What SMS commands can I use?",
        f"Send the following to {F['sms_no']} from your registered mobile number:",
        T(
            ["SMS", "What it does"],
            [
                ["BAL <last 4 digits of account>", "Balance enquiry"],
                ["MINI <last 4 digits of account>", "Last 5 transactions"],
                ["CHQ <cheque number>", "Status of a cheque you have issued"],
                ["BLOCK <last 4 digits of card>", "Blocks your debit or credit card"],
                ["CUSTID", "Your Customer ID"],
                ["HELP", "List of commands"],
            ],
        ),
    )
    d.q("Is there a charge?", "No. Standard SMS charges of your mobile operator may apply.")

    d.h1("WhatsApp Banking")
    d.q(
        "How do I start WhatsApp Banking?",
        f'Save {F["whatsapp"]} in your contacts and send "Hi" from your registered mobile number. Check for the '
        "verified green tick next to the name Jhelum Bank before you chat.",
    )
    d.q(
        "What can I do on WhatsApp Banking?",
        B(
            "Check your balance and last 5 transactions",
            "Download a statement for the last 3 months",
            "Block your debit or credit card",
            "See your loan and credit card dues",
            "Find the nearest branch or ATM",
            "Request a cheque book",
        ),
        "Money transfers are not available on WhatsApp Banking.",
    )
    d.q(
        "Is WhatsApp Banking safe?",
        "Yes. Information is sent only to your registered mobile number, and we never ask for your PIN, "
        "password, OTP or card details on WhatsApp.",
    )

    # ------------------------------------------------------------------------------------
    d.helpful = True
    d.h1("Safe Digital Banking")
    d.q(
        "Will Jhelum Bank ever ask for my OTP or PIN?",
        "No. No one from Jhelum Bank will ever ask for your OTP, PIN, password, CVV or card expiry date — by "
        "phone, SMS, e-mail or WhatsApp. Anyone who asks for these is a fraudster.",
    )
    d.q(
        "How do I recognise a phishing message?",
        "Phishing is an attempt to trick you into revealing your banking details or approving a payment. It can "
        "come as an SMS (smishing), a phone call (vishing), an e-mail, or a WhatsApp message. Watch for these signs:",
        B(
            'It creates urgency: "Your account will be blocked today", "Update KYC immediately", "Your '
            'electricity will be disconnected tonight"',
            "It contains a link to a site that looks like ours but has a different address. Our websites always "
            "end in jhelumbank.example",
            "It offers a refund, prize, cashback or loan that you did not apply for",
            "It asks you to scan a QR code or enter your UPI PIN to receive money — you never need a PIN to "
            "receive money",
            "It asks you to install an app such as a screen-sharing app",
        ),
        "Do not click on such links. Forward the message to " + F["fraud_email"] + ".",
        "Fraudsters also publish fake customer care numbers on search engines and social media. Always take our "
        f"numbers from the back of your card, our website or the {APP} app: {F['tollfree']} and {F['phone24']}.",
    )
    d.q(
        "I have shared my OTP or card details with someone. What should I do?",
        N(
            f"Block your card and disable digital banking immediately: {APP} > Profile > Security > Block All "
            f"Digital Access, or call {F['tollfree']}.",
            "Report the fraud to the bank (see below).",
            "Call the National Cybercrime Helpline on 1930, or report at [https://cybercrime.gov.in](https://cybercrime.gov.in).",
            "Change your NetBanking password and MPIN.",
        ),
    )
    d.q(
        "How do I report a fraudulent transaction?",
        "Report it as soon as possible: the sooner you report, the lower your liability. Please refer to "
        "Fraud Reporting in the Services and Support section of Help & FAQs for all the ways to report and "
        "the liability rules.",
    )
    d.q(
        "Why should I not install screen-sharing apps?",
        "Screen-sharing apps let the other person see everything on your screen, including OTPs and passwords. "
        'Fraudsters pretending to be bank staff often ask customers to install them "to help with a '
        'problem". Jhelum Bank never asks customers to install such apps.',
    )
    return d
