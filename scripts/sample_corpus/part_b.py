"""Sample policy documents (part B) for the fictional Suvidha Bank Ltd.

Eight customer-facing documents on payments, digital security, complaints, contact
channels, senior citizens, nomination and claims, card disputes and customer
liability. Rendered to DOCX by ``scripts.sample_corpus.render``.
"""

from __future__ import annotations

UPI_NEFT_RTGS_IMPS: dict = {
    "file": "upi_neft_rtgs_imps.docx",
    "title": "UPI, NEFT, RTGS and IMPS: Limits, Timings and Failed Transfers",
    "blocks": [
        ("h1", "Overview of Suvidha Bank Fund Transfer Services"),
        (
            "p",
            "Suvidha Bank Ltd. lets you send money to any bank account in India through four "
            "electronic payment systems: Unified Payments Interface (UPI), Immediate Payment "
            "Service (IMPS), National Electronic Funds Transfer (NEFT) and Real Time Gross "
            "Settlement (RTGS). You can use them through the Suvidha Mobile app, through Suvidha "
            "NetBanking at www.suvidhabank.example, or at any of our branches. This document "
            "explains limits, timings, charges, beneficiaries and failed transfers.",
        ),
        (
            "bullets",
            [
                "UPI: instant transfers 24x7 using a UPI ID (for example, name@suvidha), a mobile "
                "number or a QR code. Every payment is authorised with your UPI PIN.",
                "IMPS: instant transfers 24x7 using the beneficiary's account number and IFSC, or "
                "the beneficiary's mobile number and MMID.",
                "NEFT: transfers settled in half-hourly batches, 24x7 on all days of the year.",
                "RTGS: real-time transfer of high-value amounts, with a minimum of ₹2 lakh per transaction.",
            ],
        ),
        (
            "p",
            "Every Suvidha Bank branch has an IFSC that starts with SUVB0 followed by a "
            "six-character branch code. You will find it on your cheque book, on your passbook and "
            "in Suvidha Mobile under Accounts > Account Details. Always check the beneficiary's "
            "account number carefully: credits are processed on the account number, and money sent "
            "to a wrong but valid account cannot be taken back without the recipient's consent.",
        ),
        ("h1", "Transfer Limits and Minimum Amounts"),
        (
            "p",
            "The table below shows the default limits for individual customers. Online limits "
            "apply per Customer ID across Suvidha Mobile and Suvidha NetBanking. Branch transfers "
            "are not subject to the online daily limits.",
        ),
        (
            "table",
            [
                [
                    "Payment mode",
                    "Minimum amount",
                    "Maximum per transaction",
                    "Default daily limit (online)",
                    "When the money reaches",
                ],
                ["UPI", "₹1", "₹1 lakh", "₹1 lakh, up to 20 transactions a day", "Instantly, 24x7"],
                [
                    "UPI for tax, hospital, education and IPO payments",
                    "₹1",
                    "₹5 lakh",
                    "₹5 lakh",
                    "Instantly, 24x7",
                ],
                ["IMPS", "₹1", "₹5 lakh", "₹5 lakh", "Instantly, 24x7"],
                [
                    "NEFT",
                    "₹1",
                    "No upper limit at a branch; ₹10 lakh online",
                    "₹10 lakh",
                    "In the next half-hourly batch, 24x7",
                ],
                [
                    "RTGS",
                    "₹2 lakh",
                    "No upper limit at a branch; ₹25 lakh online",
                    "₹25 lakh",
                    "Real time, usually within 30 minutes, 24x7",
                ],
            ],
        ),
        (
            "p",
            "You can reduce any of these limits in Suvidha Mobile under Profile > Manage Limits, "
            "and the change takes effect immediately. To increase a limit above the default, submit "
            "a written request at your home branch; it is processed within 2 working days. As a "
            "security measure, UPI payments are capped at ₹5,000 in total for the first 24 hours "
            "after you register UPI on a new phone or set a new UPI PIN. Amounts below ₹2 lakh "
            "cannot be sent by RTGS; use NEFT, IMPS or UPI instead.",
        ),
        ("h2", "Fund Transfer Charges"),
        (
            "p",
            "UPI, IMPS, NEFT and RTGS transfers made through Suvidha Mobile and Suvidha NetBanking "
            "are free for all savings account holders. Incoming transfers are always free. "
            "Transfers requested at a branch carry the following charges, plus GST at 18%:",
        ),
        (
            "bullets",
            [
                "NEFT at a branch: ₹2 for amounts up to ₹10,000; ₹4 for ₹10,001 to ₹1 lakh; ₹14 "
                "for above ₹1 lakh up to ₹2 lakh; ₹24 for above ₹2 lakh.",
                "RTGS at a branch: ₹20 for ₹2 lakh to ₹5 lakh; ₹45 for above ₹5 lakh.",
                "IMPS at a branch: ₹5 for amounts up to ₹1 lakh; ₹15 for above ₹1 lakh up to ₹5 lakh.",
                "UPI: Suvidha Bank does not charge for payments from your bank account. A few "
                "merchants add a convenience fee, which is always shown before you enter your UPI PIN.",
            ],
        ),
        ("h1", "NEFT and RTGS Timings and Batch Settlement"),
        (
            "p",
            "NEFT and RTGS are available 24x7 on all 365 days of the year, including Sundays, "
            "second and fourth Saturdays and bank holidays, when you use Suvidha Mobile or Suvidha "
            "NetBanking. Transfer requests handed in at a branch are accepted only during branch "
            "hours (Monday to Saturday, 10:00 to 16:00, except second and fourth Saturdays).",
        ),
        (
            "p",
            "NEFT works in half-hourly batches. There are 48 batches a day: the first settles at "
            "00:30 and the last at 24:00. A transfer you submit at 14:10, for example, is settled in "
            "the 14:30 batch. The beneficiary bank must credit the account within 2 hours of the "
            "batch settlement. If it cannot do so (for example, because the account is closed or "
            "the account number is invalid), it must return the money within 2 hours of that "
            "deadline, and we credit it back to your account the same day. You receive an SMS when "
            "the beneficiary's account has been credited.",
        ),
        (
            "p",
            "RTGS settles each transaction individually and in real time. The beneficiary bank must "
            "credit the account within 30 minutes of receiving the payment message, or return the "
            "money within 1 hour. Every NEFT and RTGS transfer has a unique transaction reference "
            "(UTR) number, shown on the confirmation screen and in your account statement. Quote "
            "the UTR number in any enquiry about the transfer.",
        ),
        (
            "p",
            "UPI and IMPS also work 24x7 and are normally credited within seconds. Planned downtime "
            "is announced in Suvidha Mobile at least 24 hours in advance. Before you "
            "confirm an NEFT or RTGS transfer, Suvidha Mobile shows the name of the account holder "
            "as recorded by the beneficiary bank, so that you can check you are paying the right "
            "person.",
        ),
        ("h1", "Adding a New Beneficiary"),
        (
            "p",
            "To send money by NEFT, RTGS or IMPS using an account number, you first need to add the "
            "recipient as a beneficiary. UPI payments to a UPI ID, mobile number or QR code do not "
            "need beneficiary registration.",
        ),
        (
            "steps",
            [
                "Log in to Suvidha Mobile and go to Transfers > Manage Beneficiaries > Add "
                "Beneficiary. In Suvidha NetBanking, go to Fund Transfer > Beneficiaries > Add.",
                "Enter the beneficiary's name, account number (twice, to avoid typing errors), "
                "account type and IFSC. You can search for the IFSC by bank and branch name.",
                "Check the account holder name returned by the beneficiary bank and make sure it "
                "matches the person you intend to pay.",
                "Enter the one-time password (OTP) sent to your registered mobile number. The OTP is "
                "valid for 3 minutes.",
                "You receive an SMS and an e-mail confirming that the beneficiary has been added.",
            ],
        ),
        (
            "p",
            "At a branch, submit the Beneficiary Registration form signed by all account holders "
            "as per the mode of operation.",
        ),
        ("h2", "Cooling Period and Limits for New Beneficiaries"),
        (
            "p",
            "To protect you if someone gains access to your login, every newly added beneficiary "
            "goes through a cooling period: no transfer can be made to the beneficiary for the first "
            "30 minutes after it is added. During the first 24 hours after it is added, you can send "
            "a total of up to ₹50,000 to that beneficiary. After 24 hours, the normal limits in the "
            "table above apply. The same cooling period applies if you change the account number or "
            "IFSC of an existing beneficiary.",
        ),
        (
            "p",
            "If you receive an SMS about a beneficiary you did not add, do not ignore it. Call 24x7 "
            "customer care on 1800-266-7788 (from abroad, +91-20-6600-7788) immediately. We will "
            "delete the beneficiary and block online transfers until you have reset your login "
            "credentials.",
        ),
        ("h1", "Setting and Resetting Your UPI PIN"),
        (
            "p",
            "Your UPI PIN is a 4-digit or 6-digit secret number that authorises every UPI payment "
            "from your Suvidha Bank account. You need it only to send money or to check your "
            "balance, never to receive money. Anyone who asks you to enter your UPI PIN to receive "
            "a payment is trying to cheat you. The bank never asks for your PIN, OTP, CVV or "
            "password by call, SMS or e-mail. To set your UPI PIN for the first time:",
        ),
        (
            "steps",
            [
                "Make sure the SIM card of the mobile number registered with your Suvidha Bank "
                "account is in the phone you are using.",
                "Open Suvidha Mobile (or any other UPI app) and select UPI > Register. The app sends "
                "an SMS from your phone to verify the number; your operator's standard SMS charge "
                "may apply.",
                "Select Suvidha Bank and choose the account you want to link.",
                "Tap Set UPI PIN and verify yourself with either your Suvidha debit card (last 6 "
                "digits and expiry date) or your Aadhaar number (first 6 digits, followed by an OTP "
                "from UIDAI to the mobile number linked with your Aadhaar).",
                "Enter the OTP sent by Suvidha Bank, then choose and confirm your new UPI PIN.",
            ],
        ),
        (
            "p",
            "You can change your UPI PIN at any time in Suvidha Mobile under UPI > Manage > Change "
            "UPI PIN by entering your current PIN and then the new one.",
        ),
        ("h2", "Forgot UPI PIN or PIN Locked After Wrong Attempts"),
        (
            "p",
            "If you enter a wrong UPI PIN three times in a row, UPI payments from your account are "
            "blocked for 24 hours. Each wrong attempt is declined with code ZM. The block lifts "
            "automatically after 24 hours. If you have forgotten the PIN, you do not need to wait: "
            "use UPI > Manage > Forgot UPI PIN in Suvidha Mobile and verify yourself again with "
            "your debit card details or Aadhaar OTP, just as when you first set it. If your debit "
            "card has expired or has been blocked, choose Aadhaar-based verification or request a "
            "replacement card.",
        ),
        (
            "p",
            "After a reset, the ₹5,000 limit for the first 24 hours applies. If you receive an SMS "
            "saying that your UPI PIN has been set or changed and you did not do it, call "
            "1800-266-7788 immediately so that we can block UPI on your account.",
        ),
        ("h1", "UPI Decline Codes and What They Mean"),
        (
            "p",
            "When a UPI payment does not go through, Suvidha Mobile shows a short reason code "
            "together with a message. The most common codes are listed below. Most codes, such as "
            "U30, U69 or Z9, mean the payment was declined before any money left your account. BT "
            "and RB are different: they mean the outcome is not yet known and your account may "
            "already have been debited. Such transfers appear with a 'pending' status.",
        ),
        (
            "table",
            [
                ["Code", "What it means", "What you should do"],
                [
                    "U30",
                    "Your account could not be debited, for example because it is dormant, frozen "
                    "or has a debit freeze for pending KYC updation",
                    "Check the account status in Suvidha Mobile. If the account is inoperative or "
                    "KYC is due, complete re-KYC at a branch or in the app, then try again",
                ],
                [
                    "U16",
                    "Risk threshold exceeded: the payment crosses your daily UPI limit or was "
                    "stopped by our fraud-monitoring system",
                    "Wait 24 hours for the limit to reset, or use NEFT or IMPS.",
                ],
                [
                    "U69",
                    "The collect request (payment request) expired because it was not approved in time",
                    "Nothing was debited. Ask the payee to send a fresh request and approve it before it expires",
                ],
                [
                    "ZM",
                    "Incorrect UPI PIN entered",
                    "Re-enter the correct PIN. After 3 wrong attempts UPI is blocked for 24 hours; "
                    "use Forgot UPI PIN to reset it",
                ],
                ["Z9", "Insufficient funds in your account", "Add money to the account or pay a smaller amount"],
                [
                    "Z8",
                    "Per-transaction limit exceeded",
                    "Send a lower amount, or use IMPS or NEFT for larger payments",
                ],
                [
                    "Z7",
                    "Maximum number of UPI transactions for the day (20) reached",
                    "Try again after 24 hours or use another payment mode",
                ],
                [
                    "U28",
                    "The beneficiary's bank is not reachable at the moment",
                    "No money was debited. Try again after 15 to 30 minutes",
                ],
                [
                    "BT",
                    "The beneficiary bank did not respond in time (timeout); your account may have been debited",
                    "Do not pay again. Check the status after 2 hours under Transaction History. "
                    "If the beneficiary is not credited, the amount is auto-reversed by T+1",
                ],
                [
                    "RB",
                    "Pending (deemed) status: your account is debited but the beneficiary bank has "
                    "not yet confirmed the credit",
                    "Do not pay again. Ask the payee to check their account. The status is "
                    "finalised, and any failed amount reversed, by T+1",
                ],
            ],
        ),
        (
            "p",
            "Keep a note of the 12-digit UPI transaction reference number (RRN) shown on the "
            "failure screen. You will need it if you raise a complaint.",
        ),
        ("h1", "Failed Transfers: Auto-Reversal and Compensation"),
        (
            "p",
            "A transfer has failed when money has left your account but has not reached the "
            "beneficiary, or when the beneficiary bank has received the money but not credited the "
            "beneficiary's account. Suvidha Bank follows the "
            "turnaround times (TAT) and compensation set by the Reserve Bank of India.",
        ),
        ("h2", "Auto-Reversal of Failed UPI and IMPS Transactions"),
        (
            "p",
            "If a UPI or IMPS transfer fails after your account has been debited, you do not need to "
            "do anything: the amount is automatically reversed to your account by T+1, where T is "
            "the day of the transaction. For example, if a UPI payment made on 5 March fails, the "
            "money must be back in your account by the end of 6 March. You receive an SMS when the "
            "reversal is credited, and the transaction shows as 'Reversed' in Suvidha Mobile.",
        ),
        (
            "p",
            "While the status shows 'pending', avoid repeating the payment, because both payments "
            "may eventually go through. You can tap Check Status in Suvidha Mobile at any time. If "
            "the money has not been reversed by the end of T+1, raise a complaint in Suvidha Mobile "
            "under UPI > Help > Raise Dispute, quoting the UPI reference number, or call "
            "1800-266-7788.",
        ),
        ("h2", "Turnaround Times and Compensation for Delays"),
        (
            "table",
            [
                ["Situation", "Time allowed to credit or reverse", "Compensation if the time is exceeded"],
                [
                    "UPI transfer to a person: your account debited, beneficiary not credited",
                    "Auto-reversal by T+1",
                    "₹100 per day of delay beyond T+1",
                ],
                [
                    "UPI payment to a merchant: your account debited, merchant has not confirmed",
                    "Auto-reversal by T+5",
                    "₹100 per day of delay beyond T+5",
                ],
                [
                    "IMPS: your account debited, beneficiary not credited",
                    "Credit to the beneficiary or reversal to you by T+1",
                    "₹100 per day of delay beyond T+1",
                ],
                [
                    "NEFT: beneficiary not credited",
                    "Credit within 2 hours of batch settlement, or return within the next 2 hours",
                    "Interest at the RBI repo rate plus 2% a year for the period of delay",
                ],
                [
                    "RTGS: beneficiary not credited",
                    "Credit within 30 minutes, or return within 1 hour",
                    "Interest at the RBI repo rate plus 2% a year for the period of delay",
                ],
            ],
        ),
        (
            "p",
            "Compensation is credited to your account automatically, without you having to claim "
            "it, normally along with or soon after the reversal. It is paid by the bank responsible "
            "for the delay. Days are counted as calendar days. If "
            "compensation is not credited, or you disagree with the outcome, contact customer care "
            "first, then the Principal Nodal Officer at grievance@suvidhabank.example. If your "
            "complaint is still unresolved after 30 days, you can approach the RBI Integrated "
            "Ombudsman, as explained in our Complaints and Grievance Redressal Policy.",
        ),
    ],
}

DIGITAL_BANKING_SECURITY: dict = {
    "file": "digital_banking_security.docx",
    "title": "Digital Banking Security: Suvidha NetBanking and Suvidha Mobile",
    "blocks": [
        ("h1", "Registering for Suvidha NetBanking and Suvidha Mobile"),
        (
            "p",
            "Suvidha NetBanking (at www.suvidhabank.example) and the Suvidha Mobile app let you "
            "check balances, download statements, transfer money, pay bills, manage your cards and "
            "open fixed deposits at any time of the day. Both services are free for all individual "
            "account holders of Suvidha Bank Ltd. To register, you need an active savings or "
            "current account, a mobile number registered with the bank, and either an active "
            "Suvidha debit card or a visit to your branch. To register for Suvidha NetBanking online:",
        ),
        (
            "steps",
            [
                "Type www.suvidhabank.example into your browser yourself and click NetBanking > New "
                "User Registration. Do not follow links received by SMS or e-mail.",
                "Enter your Customer ID (printed on your passbook and welcome letter) and your "
                "registered mobile number, then the OTP sent to that number.",
                "Validate yourself with your debit card number, expiry date and ATM PIN. If you do "
                "not have a debit card, choose Register at Branch and visit your home branch with "
                "an original photo ID.",
                "Create your login password and choose three security questions. Your Customer ID "
                "is your NetBanking user ID.",
            ],
        ),
        (
            "p",
            "If you register at a branch, your access is activated within 2 working days and a "
            "temporary password is sent to your registered mobile number by SMS. You must change it "
            "when you first log in. Suvidha Mobile uses the same Customer ID; you can register in "
            "the app directly with your debit card or with your NetBanking login.",
        ),
        ("h2", "Device Binding and MPIN on Suvidha Mobile"),
        (
            "p",
            "Download Suvidha Mobile only from the official Google Play Store or Apple App Store, "
            "where the publisher is shown as Suvidha Bank Ltd. When you register, the app binds "
            "itself to your phone and to the SIM card of your registered mobile number by sending "
            "an encrypted SMS from your phone. The SIM must therefore be in the same phone. The app "
            "stops working if that SIM is removed or replaced, and you can be registered on only one "
            "device at a time. Registering on a new phone automatically deregisters the old one, "
            "and you receive an SMS and e-mail alert when this happens.",
        ),
        (
            "p",
            "During registration you create a 4-digit or 6-digit MPIN, which you use to log in to "
            "the app. You can also enable fingerprint or face login. Your MPIN is different from "
            "your ATM PIN and your UPI PIN; use a different number for each, and avoid obvious "
            "choices such as 1234, 0000 or your year of birth. You can change the MPIN under "
            "Profile > Security Settings. After 3 wrong MPIN attempts the app is locked for 24 "
            "hours; you can unlock it earlier by resetting the MPIN with your debit card details and "
            "an OTP.",
        ),
        (
            "p",
            "For the first 24 hours after you register Suvidha Mobile on a new device, fund "
            "transfers and UPI payments are limited to ₹5,000 in total. This protects you if a "
            "fraudster has obtained your details and tries to register the app on another phone.",
        ),
        ("h1", "Logging In Securely"),
        (
            "p",
            "Each time you log in, check that you are on the genuine website or app. In a browser, "
            "the address bar must show https://www.suvidhabank.example with a padlock symbol. Our "
            "login page displays the personal security image and phrase you chose at registration; "
            "if they are missing or different, do not enter your password and call us on "
            "1800-266-7788.",
        ),
        ("h2", "Password Rules for Suvidha NetBanking"),
        (
            "bullets",
            [
                "Your password must be 8 to 20 characters long.",
                "It must contain at least one uppercase letter, one lowercase letter, one number "
                "and one special character such as @, #, $ or !.",
                "It must not contain your user ID, name, date of birth or mobile number.",
                "It cannot be the same as any of your last 5 passwords.",
                "You are asked to change your password every 180 days. A temporary password issued "
                "through a branch expires if it is not used within 7 days.",
                "Passwords are case-sensitive. Do not save them in your browser or write them down.",
            ],
        ),
        ("h2", "Forgot Password or Locked User ID"),
        (
            "p",
            "If you enter a wrong password 3 times in a row, your NetBanking user ID is locked for "
            "24 hours to protect your account. You can unlock it straight away by resetting your "
            "password online:",
        ),
        (
            "steps",
            [
                "On the NetBanking login page, click Forgot Password / Unlock User ID.",
                "Enter your Customer ID and registered mobile number, followed by the OTP you receive.",
                "Validate yourself with your debit card number, expiry date and ATM PIN, or by "
                "answering your security questions.",
                "Create a new password. Your user ID is unlocked and you can log in immediately.",
            ],
        ),
        (
            "p",
            "If you have forgotten your Customer ID, click Forgot Customer ID and enter your "
            "registered mobile number, date of birth and account number; the Customer ID is sent to "
            "you by SMS. If your mobile number has changed, first update it at a branch (with "
            "original KYC documents) or at a Suvidha Bank ATM using your debit card. For your "
            "safety, online fund transfers are restricted for 24 hours after a change of registered "
            "mobile number.",
        ),
        ("h2", "One-Time Passwords and Session Timeout"),
        (
            "p",
            "A one-time password (OTP) is a 6-digit code sent by SMS to your registered mobile "
            "number, and for some transactions also to your registered e-mail. OTPs are needed when "
            "you add a beneficiary, change limits or contact details, make an online card payment "
            "or transfer funds through NetBanking. Each OTP is valid for 3 minutes and can be used "
            "only once. Our OTP messages always state what the OTP is for, along with the amount "
            "and merchant where relevant, so read the whole message before using it. An OTP is "
            "never needed to receive money.",
        ),
        (
            "p",
            "For your safety, a NetBanking session ends automatically after 5 minutes without "
            "activity, and a Suvidha Mobile session after 3 minutes. Always log out with the Logout "
            "button instead of simply closing the browser. You cannot be logged in to NetBanking "
            "from two places at once. If you see a message that another session is active and it "
            "is not you, change your password and call customer care immediately.",
        ),
        ("h1", "Safe Digital Banking Habits"),
        (
            "bullets",
            [
                "Never share your password, MPIN, UPI PIN, ATM PIN, OTP, CVV or card expiry date "
                "with anyone, including people claiming to be bank staff, police, RBI officials or "
                "relatives. The bank never asks for your PIN, OTP, CVV or password by call, SMS or "
                "e-mail.",
                "Install apps only from the official app stores. Never install an app or an .apk "
                "file from a link sent by SMS, WhatsApp or e-mail.",
                "Keep your phone's operating system and Suvidha Mobile updated, and use a screen lock.",
                "Keep your mobile number and e-mail updated with the bank and read every "
                "transaction alert. An alert for a payment you did not make is your first warning.",
                "Set daily limits that match your needs under Profile > Manage Limits, and switch off "
                "online, contactless or international card usage under Cards > Manage Usage when "
                "you do not need it.",
                "Avoid banking on public Wi-Fi or on shared computers in cyber cafes.",
                "Genuine SMS from us come only from sender IDs ending in SUVBNK (for example, "
                "VM-SUVBNK). Our only customer care numbers are 1800-266-7788 and +91-20-6600-7788.",
                "Check your account statement every month and report anything unfamiliar at once.",
            ],
        ),
        ("h1", "Common Frauds and How to Spot Them"),
        (
            "p",
            "Fraudsters rarely break into bank systems. Instead, they trick customers into "
            "revealing their credentials or approving payments themselves, usually by creating "
            "panic or offering something too good to be true. Knowing their methods is your best "
            "defence.",
        ),
        ("h2", "Phishing, Vishing and Fake KYC Update Messages"),
        (
            "bullets",
            [
                "Phishing: e-mails or SMS with links to a fake website that looks exactly like "
                "Suvidha NetBanking. Whatever you type there goes straight to the fraudster. We "
                "never send links asking you to log in, verify your account or claim a refund.",
                "Vishing (voice phishing): calls from people pretending to be from the bank, RBI, "
                "the income tax department, a courier company or the police. They create urgency "
                "('your card will be blocked today', 'a parcel in your name contains drugs') and then "
                "ask for an OTP or a payment. Real police officers never conduct a 'digital arrest' "
                "over video call. Hang up and call us on the number on your card.",
                "Fake KYC update SMS: messages such as 'Your account will be blocked today, update "
                "your KYC or PAN by clicking this link'. Suvidha Bank never blocks an account by SMS "
                "without prior written notice. Re-KYC can be done only at a branch or in Suvidha "
                "Mobile under Profile > Update KYC, and never requires you to share an OTP or install "
                "another app.",
                "Reward points and refund messages: SMS saying your reward points expire today or a "
                "refund is waiting, with a link to 'redeem' it. These are phishing links.",
            ],
        ),
        ("h2", "Screen-Sharing Apps, SIM Swap, QR Code Scams and Fake Helplines"),
        (
            "bullets",
            [
                "Screen-sharing apps: fraudsters ask you to install AnyDesk, TeamViewer, "
                "QuickSupport or a similar 'support' app to fix a problem or process a refund. Once "
                "installed, they can see your screen, including OTPs and PINs, and may control your "
                "phone. Suvidha Bank staff never ask you to install any app other than Suvidha Mobile.",
                "SIM swap: the fraudster gets a duplicate SIM of your mobile number, often with forged "
                "documents, and then receives your OTPs. If your phone suddenly shows 'No network' or "
                "'Emergency calls only' for a long time, contact your mobile operator and call "
                "1800-266-7788 to block digital banking.",
                "QR code scams: scanning a QR code and entering your UPI PIN is only ever for paying "
                "money, never for receiving it. A 'buyer' on an online marketplace who sends you a QR "
                "code to receive payment is a fraudster. Always check the payee name before entering "
                "your PIN.",
                "Fake customer care numbers: fraudsters publish fake helpline numbers on search "
                "engines, social media and online maps. Take our numbers only from the back of your "
                "card, our website or Suvidha Mobile. Our staff will never ask you to move money to a "
                "'safe account'.",
            ],
        ),
        ("h1", "Reporting a Fraud Urgently"),
        (
            "p",
            "If you suspect that someone has accessed your account, card or UPI, act at once. The "
            "faster you report, the lower your liability: if you report an unauthorised electronic "
            "transaction within 3 working days of receiving our alert and you were not negligent, "
            "your liability is zero, as explained in our Customer Liability Policy for "
            "Unauthorised Electronic Banking Transactions. Follow these steps:",
        ),
        (
            "steps",
            [
                "Block your card: call the 24x7 card blocking hotline 1800-266-0000, send SMS BLOCK "
                "<last 4 digits of card> to 56767 from your registered mobile, use Suvidha Mobile "
                "under Cards > Block Card, or visit any branch.",
                "Call 24x7 customer care on 1800-266-7788 (from abroad, +91-20-6600-7788) to block "
                "NetBanking, Suvidha Mobile and UPI and to report the unauthorised transactions. Note "
                "the complaint reference number you are given.",
                "Report the fraud to the National Cyber Crime Helpline 1930 or at cybercrime.gov.in, "
                "ideally within the first hour. Quick reporting helps the authorities freeze the "
                "money in the fraudster's account.",
                "From a safe device, change your NetBanking password, MPIN and UPI PIN, and uninstall "
                "any screen-sharing app.",
                "If your SIM stopped working unexpectedly, ask your mobile operator to block it.",
                "Within 3 working days, send the details in writing to care@suvidhabank.example or "
                "hand them in at your branch: the complaint reference number, dates and amounts of "
                "the transactions, and a copy of your cyber crime complaint or police FIR if "
                "available.",
            ],
        ),
        (
            "p",
            "You can also report an unauthorised transaction by replying to the alert SMS, or in "
            "Suvidha Mobile under Help > Report Fraud, which works even without logging in. Every "
            "report is acknowledged with a reference number and the date and time of reporting. "
            "We will never ask for your PIN, OTP or password while handling your complaint.",
        ),
    ],
}

COMPLAINTS_AND_GRIEVANCE_REDRESSAL: dict = {
    "file": "complaints_and_grievance_redressal.docx",
    "title": "Complaints and Grievance Redressal Policy",
    "blocks": [
        ("h1", "Our Commitment to Fair Grievance Handling"),
        (
            "p",
            "Suvidha Bank Ltd. wants every customer to be treated fairly and every complaint to be "
            "resolved quickly. This policy explains how you can complain, how long we take to "
            "respond, and what you can do if you are not satisfied with our reply. It follows the "
            "Reserve Bank of India's guidelines on customer service and the Reserve Bank - "
            "Integrated Ombudsman Scheme, 2021.",
        ),
        (
            "bullets",
            [
                "Registering a complaint is free of charge on every channel. You do not need an "
                "agent or intermediary to complain on your behalf.",
                "Every complaint is recorded, given a reference number and tracked until it is closed.",
                "Complaints are handled courteously and without bias, and raising a complaint never "
                "affects the services you receive from us.",
                "Before we reject a complaint fully or partly, it is reviewed by our Internal "
                "Ombudsman, an independent senior official, and our final reply explains the reasons.",
                "Complaint data is reviewed every quarter by the Customer Service Committee of our "
                "Board so that the root causes are fixed.",
            ],
        ),
        (
            "p",
            "A query (for example, asking for an interest rate or a branch address) is answered on "
            "the spot. A complaint is any expression of dissatisfaction about a deficiency in our "
            "service, such as a wrong charge, a delayed refund or poor behaviour by staff.",
        ),
        ("h1", "Ways to Register a Complaint"),
        (
            "bullets",
            [
                "Phone: 24x7 customer care on 1800-266-7788 (toll-free within India) or +91-20-6600-7788 from abroad.",
                "Lost card or suspected fraud: 24x7 card blocking hotline 1800-266-0000, or SMS "
                "BLOCK <last 4 digits of card> to 56767 from your registered mobile, followed by a "
                "complaint on any channel.",
                "E-mail: write to care@suvidhabank.example, preferably from your registered e-mail address.",
                "Suvidha Mobile: Help > Raise a Complaint. Suvidha NetBanking: Service Requests > Complaints.",
                "Website: the complaint form at www.suvidhabank.example/complaints, which does not need a login.",
                "Branch: any Suvidha Bank branch, not only your home branch. Fill in the complaint "
                "form or write in the Complaint Book kept at every branch. Staff will help you if "
                "you need assistance in writing the complaint.",
                "Post: Customer Service Department, Suvidha Bank Ltd., Head Office, Pune.",
            ],
        ),
        ("h2", "Acknowledgement and Complaint Reference Number"),
        (
            "p",
            "Every complaint receives a unique reference number, which starts with CMP followed by "
            "10 digits (for example, CMP2603150421). Complaints made by phone, in Suvidha Mobile, "
            "in NetBanking or on the website are acknowledged immediately. Complaints made by "
            "e-mail, by post or at a branch are acknowledged within 1 working day by SMS and e-mail. "
            "The acknowledgement shows the date of the complaint and the expected resolution date.",
        ),
        (
            "p",
            "Please quote the reference number whenever you follow up or escalate. You can check "
            "the status at any time in Suvidha Mobile or on the website under Track Complaint, or "
            "by calling customer care with the reference number. If you do not receive an "
            "acknowledgement within 1 working day, call 1800-266-7788 and we will trace the "
            "complaint for you.",
        ),
        ("h2", "Information to Include in Your Complaint"),
        (
            "p",
            "Complete information helps us resolve your complaint at the first attempt, without "
            "calling you back for details. Please include:",
        ),
        (
            "bullets",
            [
                "Your name, Customer ID or the last 4 digits of your account number, and your "
                "registered mobile number.",
                "What went wrong, in your own words, and the channel involved (branch, ATM, UPI, "
                "card, NetBanking and so on).",
                "Dates, times and amounts of the transactions concerned, with reference numbers "
                "such as the UTR, the UPI reference number (RRN) or the ATM ID.",
                "What you would like us to do, for example reverse a charge or issue a certificate.",
                "Copies of supporting documents, such as screenshots, receipts, statements or letters.",
                "The reference number of any earlier complaint on the same matter.",
            ],
        ),
        (
            "p",
            "Never include your full card number, PIN, OTP, CVV or password in a complaint. The "
            "bank never asks for your PIN, OTP, CVV or password by call, SMS or e-mail.",
        ),
        ("h1", "Resolution Timelines by Complaint Type"),
        (
            "p",
            "We aim to resolve most complaints well within the times below. Where an RBI timeline "
            "applies, compensation for delay is credited automatically, without a claim from you.",
        ),
        (
            "table",
            [
                ["Type of complaint", "Resolution time", "Notes"],
                [
                    "Failed UPI or IMPS transfer, account debited",
                    "Auto-reversal by T+1",
                    "₹100 per day compensation beyond T+1",
                ],
                [
                    "ATM cash not dispensed but account debited",
                    "Auto-reversal by T+5",
                    "₹100 per day compensation beyond T+5",
                ],
                [
                    "Unauthorised electronic transaction",
                    "Shadow credit within 10 working days; final resolution within 90 days",
                    "As per our Customer Liability Policy",
                ],
                [
                    "Card dispute or chargeback (goods not received, double debit, wrong amount)",
                    "Within 90 days",
                    "Temporary credit may be given while the dispute is reviewed",
                ],
                [
                    "Wrong charges or interest applied to your account",
                    "7 working days",
                    "Wrong debits are refunded with interest",
                ],
                [
                    "Statement, certificate, cheque book or debit card not received",
                    "7 working days",
                    "",
                ],
                [
                    "Return of original property documents after a loan is fully repaid",
                    "Within 30 days of closure",
                    "₹5,000 per day compensation for delay",
                ],
                [
                    "Settlement of a deceased customer's account or locker",
                    "15 days from receipt of complete documents",
                    "As per our Nomination and Claim Settlement policy",
                ],
                [
                    "Staff behaviour and other service complaints",
                    "7 working days",
                    "Reviewed by the Branch Manager or Regional Head",
                ],
                ["All other complaints", "Within 30 days at most", ""],
            ],
        ),
        (
            "p",
            "If a complaint needs more time, for example because another bank or a card network is "
            "involved, we tell you in writing before the due date, with the reason and a new "
            "expected date. Whatever the type of complaint, if you have not received a final reply "
            "within 30 days, you may approach the RBI Integrated Ombudsman.",
        ),
        ("h1", "Escalation Matrix"),
        (
            "p",
            "Most complaints are settled at the first level. If you are not satisfied, you can "
            "escalate step by step, quoting your reference number at each stage.",
        ),
        ("h2", "Level 1: Branch or Customer Care"),
        (
            "p",
            "Your complaint is first handled by the branch where you lodged it or by our customer "
            "care team. The Branch Manager is responsible for complaints lodged at a branch; the "
            "names and phone numbers of the Branch Manager and the Principal Nodal Officer are "
            "displayed on the notice board of every branch. If you call customer care and are not "
            "satisfied with the answer, you may ask for your call to be transferred to a supervisor.",
        ),
        (
            "p",
            "Escalate to Level 2 if you do not receive a reply within the resolution time shown "
            "above, or if you are not satisfied with the reply you have received.",
        ),
        ("h2", "Level 2: Principal Nodal Officer"),
        (
            "p",
            "Write to the Principal Nodal Officer at grievance@suvidhabank.example, or by post to "
            "the Principal Nodal Officer, Suvidha Bank Ltd., Head Office, Pune. The current Principal "
            "Nodal Officer's name and contact details are published on www.suvidhabank.example and "
            "at all branches. Please include your Level 1 reference number, a short summary and "
            "copies of the replies you have already received.",
        ),
        (
            "p",
            "The Principal Nodal Officer acknowledges your escalation within 2 working days and "
            "sends a reasoned reply within 10 working days. If the bank proposes to reject your "
            "complaint fully or partly, the case is first referred to the Internal Ombudsman, and "
            "the final reply tells you of your right to approach the RBI Integrated Ombudsman.",
        ),
        ("h2", "Level 3: RBI Integrated Ombudsman"),
        (
            "p",
            "If your complaint remains unresolved 30 days after you first lodged it with the bank, "
            "or if you are not satisfied with our final reply, or if we have rejected it, you can "
            "complain to the RBI Integrated Ombudsman under the Reserve Bank - Integrated Ombudsman "
            "Scheme, 2021. The service is free of charge.",
        ),
        (
            "bullets",
            [
                "File online at cms.rbi.org.in, the RBI Complaint Management System, where you can "
                "also track your complaint.",
                "Or send it by e-mail to crpc@rbi.org.in, or by post to the Centralised Receipt and "
                "Processing Centre, Reserve Bank of India, 4th Floor, Sector 17, Chandigarh 160017.",
                "For help with filing, call the RBI Contact Centre on 14448.",
                "You must have complained to the bank first. File with the Ombudsman within one year "
                "of receiving our reply, or within one year and 30 days of your complaint if you "
                "received no reply.",
                "The Ombudsman does not accept a complaint on a matter that is already before a "
                "court, tribunal or arbitrator, or that has already been decided by the Ombudsman.",
            ],
        ),
        (
            "p",
            "The Ombudsman may facilitate a settlement or pass an award directing the bank to "
            "compensate you within the limits set by the Scheme. Suvidha Bank complies with "
            "Ombudsman awards within the time allowed.",
        ),
        ("h1", "Closing a Complaint and Sharing Feedback"),
        (
            "p",
            "A complaint is closed only after we have sent you a final reply by SMS, e-mail or "
            "letter, explaining what we found and what we have done. If you are not satisfied, you "
            "can reopen the complaint within 15 days by replying to the closure e-mail or calling "
            "customer care with the same reference number. A reopened complaint is reviewed by a "
            "different, more senior official.",
        ),
        (
            "p",
            "After closure, you may receive a call or an SMS asking you to rate our service by "
            "replying with a number from 1 to 5. These messages never contain links and never ask "
            "for personal or account details. You can also share suggestions at any time through "
            "the Feedback page on our website, the suggestion box at every branch, or in Suvidha "
            "Mobile under Help > Feedback. Each branch holds a Customer Service Committee meeting "
            "every month, to which customers, including senior citizens, are invited to share "
            "their experience.",
        ),
    ],
}

BRANCHES_AND_CONTACT_CHANNELS: dict = {
    "file": "branches_and_contact_channels.docx",
    "title": "Branches and Contact Channels",
    "blocks": [
        ("h1", "Branch Banking Hours"),
        (
            "p",
            "Suvidha Bank Ltd. branches are open from Monday to Saturday, 10:00 to 16:00, except on "
            "the second and fourth Saturdays of the month. Branches are closed on Sundays and public "
            "holidays. The first, third and fifth Saturdays are full working days with the same "
            "hours as weekdays. All branch services, including cash deposits and withdrawals, are "
            "available throughout banking hours, and customers already inside the branch at 16:00 "
            "are served.",
        ),
        (
            "p",
            "Many branches have a 24x7 e-lobby with an ATM, a cash deposit machine and a passbook "
            "printer, which you can use even when the branch is closed. Suvidha Mobile, Suvidha "
            "NetBanking, UPI, IMPS, NEFT and RTGS work 24x7 on all days, including holidays.",
        ),
        ("h2", "Bank Holidays and the Annual Holiday List"),
        (
            "p",
            "Bank holidays are declared by each state government under the Negotiable Instruments "
            "Act, so they differ from state to state. National holidays (26 January, 15 August and "
            "2 October) are observed by all branches. We publish the holiday list for every state "
            "on www.suvidhabank.example in December for the following calendar year. The list is "
            "also displayed on each branch notice board and in Suvidha Mobile under Help > Holiday "
            "List.",
        ),
        (
            "p",
            "Cheques dropped in a branch drop box on a holiday are sent for clearing on the next "
            "working day. NACH debits such as loan EMIs, SIPs and insurance premiums are processed "
            "on holidays as well, so keep enough balance in your account on the due date even if it "
            "falls on a holiday.",
        ),
        ("h1", "Customer Care Phone Numbers"),
        (
            "table",
            [
                ["Purpose", "Number", "Availability"],
                [
                    "Banking queries, complaints, blocking NetBanking or UPI",
                    "1800-266-7788 (toll-free in India)",
                    "24x7, all days",
                ],
                ["Calling from outside India", "+91-20-6600-7788 (chargeable)", "24x7, all days"],
                ["Lost or stolen card, card blocking", "1800-266-0000 (toll-free)", "24x7, all days"],
                [
                    "Block a card by SMS",
                    "SMS BLOCK <last 4 digits of card> to 56767 from your registered mobile",
                    "24x7, all days",
                ],
                [
                    "Reporting cyber fraud to the authorities",
                    "National Cyber Crime Helpline 1930 or cybercrime.gov.in",
                    "24x7, all days",
                ],
            ],
        ),
        (
            "p",
            "When you call 1800-266-7788 from your registered mobile number, our phone banking "
            "system recognises you automatically. From any other number, you are asked to key in "
            "your Customer ID and date of birth. Self-service options on the phone menu include "
            "your balance, your last five transactions, a cheque book request, and blocking your "
            "card, NetBanking or UPI. Press 9 at any time to speak to an officer. Senior citizens "
            "can press 8 to reach an officer directly without going through the menu.",
        ),
        (
            "p",
            "Our officers will never ask for your PIN, OTP, CVV or password. The bank never asks "
            "for these by call, SMS or e-mail. Use only the numbers above, which are also printed "
            "on the back of your card; fraudsters publish fake helpline numbers on search engines "
            "and social media.",
        ),
        ("h2", "Languages Supported on Our Channels"),
        (
            "bullets",
            [
                "Customer care: English, Hindi and Marathi 24x7; Gujarati, Kannada, Tamil, Telugu, "
                "Bengali and Malayalam from 08:00 to 20:00 on all days.",
                "Suvidha Mobile: English, Hindi, Marathi, Gujarati, Tamil, Telugu, Kannada and Bengali. "
                "Change the language under Profile > Language.",
                "Chatbot and WhatsApp Banking: English and Hindi, including Hindi typed in English letters.",
                "Branches: account opening forms, pay-in slips and notices are available in English, "
                "Hindi and the regional language of the state.",
                "Customers with hearing or speech impairment can talk to us in Indian Sign Language "
                "through a video call from Suvidha Mobile under Help > Video Support, Monday to "
                "Saturday, 10:00 to 18:00.",
            ],
        ),
        ("h1", "E-mail, WhatsApp Banking and Chatbot"),
        (
            "p",
            "E-mail: write to care@suvidhabank.example for queries, service requests and complaints. "
            "We reply within 2 working days. Write from your registered e-mail address so that we "
            "can act on account-specific requests, and mention only the last 4 digits of your "
            "account or card number. Unresolved complaints can be escalated to the Principal Nodal "
            "Officer at grievance@suvidhabank.example.",
        ),
        (
            "p",
            "Chatbot: our virtual assistant, Ask Suvi, is available 24x7 on www.suvidhabank.example "
            "and in Suvidha Mobile. It answers questions about products, interest rates, charges "
            "and branch or ATM locations. After you log in to Suvidha Mobile, it can also show your "
            "balance, block a card, stop a cheque or e-mail a statement. If Ask Suvi cannot help, "
            "type 'talk to agent' to chat with an officer between 08:00 and 22:00 on all days.",
        ),
        ("h2", "WhatsApp Banking"),
        (
            "p",
            "Save our official WhatsApp Banking number, +91-77380-77880, in your phone and send 'Hi' "
            "from your registered mobile number. Check that the account shows a verified green "
            "badge with the name Suvidha Bank Ltd. before you continue. WhatsApp Banking is free; "
            "it is available 24x7 and lets you:",
        ),
        (
            "bullets",
            [
                "check your account balance and get a mini statement of the last 5 transactions;",
                "request a cheque book or an account statement by e-mail;",
                "block your debit card temporarily;",
                "see fixed deposit and loan interest rates;",
                "find the nearest branch or ATM by sharing your location or PIN code;",
                "book a branch appointment or a doorstep banking visit.",
            ],
        ),
        (
            "p",
            "Fund transfers are not available on WhatsApp. We will never ask for your PIN, OTP, "
            "CVV or password on WhatsApp, and we never message you from any other number. To stop "
            "using the service, send STOP to the same number.",
        ),
        ("h1", "Finding a Branch or ATM"),
        (
            "p",
            "Use Locate Us on www.suvidhabank.example or in Suvidha Mobile to find the nearest "
            "branch or ATM. The app uses your phone's location, or you can search by city, area or "
            "PIN code. The branch locator shows each branch's address, IFSC, MICR code, phone number, "
            "working hours and Branch Manager's name. You can filter branches that have lockers, "
            "wheelchair access, a cash deposit machine or a 24x7 e-lobby.",
        ),
        (
            "p",
            "The ATM locator shows Suvidha ATMs and cash deposit machines, and whether each machine "
            "is currently working. Our branches are also listed on online maps, but phone numbers "
            "on map listings can be edited by the public, so always check a branch's number in our "
            "own locator before calling.",
        ),
        ("h1", "Doorstep Banking Service"),
        (
            "p",
            "Doorstep banking brings basic banking services to your home. It is available within "
            "10 km of any Suvidha Bank branch. The service is free for senior citizens aged 70 and "
            "above and for customers with disabilities (including visually impaired customers), for "
            "up to 4 visits a month. For all other customers, and for visits beyond 4 in a month, "
            "the charge is ₹100 plus GST per visit. Services include:",
        ),
        (
            "bullets",
            [
                "cash pickup for deposit, and cash delivery against a withdrawal request, from "
                "₹1,000 to ₹25,000 per visit;",
                "pickup of cheques, Form 15G and 15H, KYC documents and other requests;",
                "delivery of demand drafts, cheque books, term deposit advices and statements;",
                "submission of the annual life certificate for pensioners.",
            ],
        ),
        (
            "p",
            "Book a visit by calling 1800-266-7788, in Suvidha Mobile under Services > Doorstep "
            "Banking, through WhatsApp Banking or on our website. Requests received by 15:00 are "
            "served on the next working day in the time slot you choose. Our agent carries a Suvidha "
            "Bank photo identity card and quotes your service request number and a 4-digit "
            "verification code that we send you by SMS. Hand over cash or documents only after "
            "checking both.",
        ),
        ("h1", "Services at Branches and on Digital Channels"),
        (
            "p",
            "Most everyday services can be completed without visiting a branch. The table shows "
            "where each service is available.",
        ),
        (
            "table",
            [
                ["Service", "At a branch", "Suvidha Mobile and NetBanking", "Other channels"],
                ["Open a savings account", "Yes", "Yes, with video KYC", "-"],
                ["Cash deposit and withdrawal", "Yes", "No", "ATMs, cash deposit machines, doorstep banking"],
                ["UPI, IMPS, NEFT and RTGS transfers", "NEFT, RTGS and IMPS with a request form", "Yes, 24x7", "-"],
                ["Open or close a fixed deposit", "Yes", "Yes", "-"],
                ["Account statement", "Yes", "Yes, download or e-mail", "WhatsApp Banking, e-mail request"],
                ["Update registered mobile number", "Yes, with original KYC", "No", "Suvidha Bank ATM with debit card"],
                ["Block a debit or credit card", "Yes", "Yes", "Hotline 1800-266-0000, SMS to 56767"],
                ["Register or change a nomination", "Yes", "Yes, for accounts held singly", "-"],
                ["Locker services", "Yes", "No", "-"],
                ["Life certificate for pensioners", "Yes", "No", "Jeevan Pramaan, doorstep banking"],
                ["Raise a complaint", "Yes", "Yes", "Phone, e-mail, website form"],
            ],
        ),
        (
            "p",
            "Some services always need a branch visit: locker operations, changes to the signature "
            "or mode of operation of an account, registration of a power of attorney, and "
            "deposit or withdrawal of cash above the doorstep banking limit.",
        ),
        ("h1", "Booking a Branch Appointment"),
        (
            "p",
            "To avoid waiting, you can book a 20-minute appointment at any branch. Slots are "
            "available from 10:30 to 15:30 on branch working days and can be booked up to 15 days "
            "in advance.",
        ),
        (
            "steps",
            [
                "Open Suvidha Mobile and go to Services > Book Appointment, or use the Book "
                "Appointment page on our website, WhatsApp Banking, or call 1800-266-7788.",
                "Choose the branch, the purpose of your visit (for example, locker, home loan, "
                "account opening or KYC update) and a date and time slot.",
                "You receive an SMS with your token number and a list of documents to bring.",
                "Arrive 10 minutes before your slot and show the token number at the enquiry desk.",
            ],
        ),
        (
            "p",
            "You can reschedule or cancel up to 2 hours before the slot in Suvidha Mobile or by "
            "calling customer care. For home loans, wealth management and NRI services, the "
            "appointment is with a relationship manager, who can also visit your home or office. "
            "Senior citizens and customers with disabilities are served at the priority counter "
            "without an appointment.",
        ),
    ],
}

SENIOR_CITIZEN_SERVICES: dict = {
    "file": "senior_citizen_services.docx",
    "title": "Banking Services for Senior Citizens",
    "blocks": [
        ("h1", "Who Qualifies as a Senior Citizen Customer"),
        (
            "p",
            "Any resident individual aged 60 years or above is a senior citizen customer of "
            "Suvidha Bank Ltd. Customers aged 80 years or above are super senior citizens and "
            "receive some additional benefits. Your age is taken from the date of birth in our "
            "records, which is verified from a document such as your Aadhaar, PAN card, passport, "
            "voter ID, pension payment order or birth certificate. If your date of birth is missing "
            "or wrong in our records, update it at any branch with one of these documents.",
        ),
        (
            "p",
            "You do not need to apply for senior citizen status. Our system recognises your 60th "
            "and 80th birthdays automatically, and the higher rates apply to every new deposit or "
            "renewal made on or after that date. Deposits opened before your birthday continue at "
            "the rate at which they were booked until maturity. For joint deposits, the senior "
            "citizen rate applies when the first holder is a senior citizen. Non-resident (NRE and "
            "NRO) deposits are not eligible for the additional rate.",
        ),
        ("h2", "Benefits at a Glance by Age Group"),
        (
            "table",
            [
                ["Benefit", "Age 60 to 69", "Age 70 to 79", "Age 80 and above"],
                [
                    "Additional interest on fixed deposits",
                    "0.50% p.a.",
                    "0.50% p.a.",
                    "0.60% p.a.",
                ],
                ["Priority counter and seating at branches", "Yes", "Yes", "Yes"],
                [
                    "Doorstep banking",
                    "₹100 plus GST per visit (free if you have a disability)",
                    "Free, up to 4 visits a month",
                    "Free, up to 4 visits a month",
                ],
                [
                    "Life certificate window for pensioners",
                    "1 to 30 November",
                    "1 to 30 November",
                    "1 October to 30 November",
                ],
                [
                    "Interest free of TDS each financial year",
                    "Up to ₹1 lakh",
                    "Up to ₹1 lakh",
                    "Up to ₹1 lakh",
                ],
                ["Senior Citizens Savings Scheme account", "Yes", "Yes", "Yes"],
            ],
        ),
        ("h1", "Higher Interest on Fixed Deposits"),
        (
            "p",
            "Senior citizens earn an additional 0.50% p.a. over our published card rates on fixed "
            "deposits of all tenures from 7 days to 10 years, including tax-saver fixed deposits. "
            "Super senior citizens aged 80 and above earn an additional 0.60% p.a. in place of "
            "0.50%. The additional rate applies to deposits below ₹3 crore. For example, if the card "
            "rate for your chosen tenure is 6.50% p.a. (a rate used here only for illustration), "
            "you would earn 7.00% p.a. at age 60 and 7.10% p.a. at age 80. Current rates are "
            "published on www.suvidhabank.example and displayed at every branch.",
        ),
        (
            "p",
            "You can choose to receive interest monthly, quarterly or at maturity (cumulative). "
            "Monthly interest is paid at a slightly discounted rate, as it is paid earlier. Interest "
            "on your savings account is the same as for all customers: 2.75% p.a. on balances up "
            "to ₹10 lakh and 3.25% p.a. on balances above ₹10 lakh. If you turn 80 during the term "
            "of a deposit, the deposit continues at its booked rate and the super senior rate "
            "applies from the next renewal.",
        ),
        ("h2", "Form 15H and Tax Deducted at Source"),
        (
            "p",
            "For senior citizens, the bank does not deduct tax at source (TDS) on interest from "
            "deposits if the total interest paid to you by Suvidha Bank in a financial year is "
            "₹1 lakh or less. Above this, TDS is deducted at 10% if we have your PAN, and at 20% if "
            "we do not. If the tax on your estimated total income for the year is nil, you can "
            "submit Form 15H so that no TDS is deducted at all.",
        ),
        (
            "bullets",
            [
                "Submit Form 15H at the start of each financial year, in April, and again whenever "
                "you open a new deposit later in the year. A Form 15H is valid only for the "
                "financial year in which it is submitted.",
                "You can submit it in Suvidha NetBanking under Service Requests > Form 15G/15H, at "
                "any branch, or through a doorstep banking visit.",
                "TDS already deducted before you submit the form cannot be refunded by the bank; you "
                "can claim it back in your income tax return.",
                "Making a false declaration in Form 15H is an offence under the Income-tax Act.",
                "You can download your TDS certificate (Form 16A) from NetBanking every quarter.",
            ],
        ),
        ("h1", "Priority Service and Doorstep Banking"),
        (
            "p",
            "Every Suvidha Bank branch has a clearly marked priority counter, or gives priority "
            "at all counters, for senior citizens and customers with disabilities. Branches provide "
            "seating, drinking water and staff assistance in filling in forms. Senior citizens can "
            "call 1800-266-7788 and press 8 to reach an officer directly, without going through "
            "the phone menu. Cheque books and replacement cards can be delivered to your home on "
            "request.",
        ),
        (
            "p",
            "Doorstep banking is free for senior citizens aged 70 and above and for customers with "
            "disabilities, for up to 4 visits a month; other customers pay ₹100 plus GST per visit. "
            "A bank agent can pick up or deliver cash from ₹1,000 to ₹25,000 per visit, collect "
            "cheques, Form 15H and KYC documents, deliver demand drafts and statements, and help "
            "you submit your life certificate. Book a visit on 1800-266-7788, in Suvidha Mobile "
            "under Services > Doorstep Banking, or through WhatsApp Banking. Requests received by "
            "15:00 are served on the next working day.",
        ),
        ("h1", "Pension Accounts"),
        (
            "p",
            "Suvidha Bank credits pensions of central and state government pensioners, family "
            "pensioners, EPFO (EPS-95) pensioners and retirees of companies with approved pension "
            "funds. A pension account is a savings account with no minimum balance requirement. To "
            "open one, bring your Pension Payment Order (PPO), PAN, Aadhaar and a photograph to any "
            "branch. You may open it jointly with your spouse on an 'Either or Survivor' basis, "
            "which makes it easier for your spouse to receive family pension later.",
        ),
        (
            "bullets",
            [
                "Government pensions are credited on the last working day of each month; the March "
                "pension is credited on the first working day of April.",
                "A monthly pension slip is sent to your registered e-mail address, and an annual "
                "pension certificate is available in NetBanking for your tax records.",
                "Dearness relief increases and arrears are credited automatically once the "
                "government order reaches us.",
                "When you open the account, you sign an undertaking that any excess pension paid "
                "by mistake may be recovered from the account.",
                "On the death of a pensioner, the spouse or eligible family member should inform "
                "the branch and submit the death certificate and the family pension claim form.",
            ],
        ),
        ("h2", "Submitting Your Annual Life Certificate"),
        (
            "p",
            "Pensioners must submit a life certificate every year to continue receiving their "
            "pension. The window is 1 to 30 November. Pensioners aged 80 and above can submit "
            "from 1 October. The certificate is valid for 12 months. If it is not received by 30 "
            "November, the pension is withheld from December until you submit it; the arrears are "
            "then paid in full. You can submit it in any of these ways:",
        ),
        (
            "bullets",
            [
                "Jeevan Pramaan digital life certificate using face authentication: install the "
                "AadhaarFaceRD and Jeevan Pramaan Face apps on any Android phone, enter your Aadhaar "
                "number, PPO number and mobile number, and take a live photograph.",
                "Jeevan Pramaan with a fingerprint device at any Suvidha Bank branch (not only your "
                "pension-paying branch) or at a Common Service Centre (CSC).",
                "Through a doorstep banking visit, free if you are 70 or above.",
                "Through the India Post Payments Bank doorstep service, for which India Post charges a fee.",
                "Pensioners living abroad can submit a physical certificate signed by an Indian "
                "embassy or consulate official, or by a notary.",
            ],
        ),
        (
            "p",
            "Once your certificate is processed, you receive an SMS with a Pramaan ID. Family "
            "pensioners may also need to submit a non-remarriage or non-employment certificate, as "
            "required by the pension rules.",
        ),
        ("h1", "Senior Citizens Savings Scheme (SCSS)"),
        (
            "p",
            "The Senior Citizens Savings Scheme is a Government of India savings scheme offered at "
            "all Suvidha Bank branches. The deposit is backed by the Government.",
        ),
        (
            "bullets",
            [
                "Who can open: individuals aged 60 or above; individuals aged 55 to 60 who retired "
                "on superannuation or under a voluntary retirement scheme, if they invest within one "
                "month of receiving retirement benefits; and retired defence personnel aged 50 to 60, "
                "on the same condition. A joint account may be opened only with your spouse.",
                "Deposit: a single deposit of at least ₹1,000, in multiples of ₹1,000, up to a "
                "maximum of ₹30 lakh across all your SCSS accounts. Deposits of ₹1 lakh or more must "
                "be paid by cheque or transfer.",
                "Tenure: 5 years, which can be extended by 3 years at a time by applying within one year of maturity.",
                "Interest: the rate is notified by the Government every quarter and stays fixed for "
                "your deposit at the rate applicable on the date of opening. Interest is paid "
                "quarterly on 1 April, 1 July, 1 October and 1 January into your savings account. It "
                "is fully taxable; TDS applies, and Form 15H is accepted.",
                "Tax benefit: the deposit qualifies for deduction under Section 80C, up to ₹1.5 lakh, "
                "under the old tax regime.",
                "Premature closure: before 1 year, no interest is payable and any interest already "
                "paid is recovered; between 1 and 2 years, 1.5% of the deposit is deducted; after 2 "
                "years, 1% is deducted.",
            ],
        ),
        (
            "p",
            "To open an SCSS account, submit the account opening form with your PAN, Aadhaar and a "
            "photograph, and name a nominee. You can also transfer an existing SCSS account from a "
            "post office or another bank to Suvidha Bank.",
        ),
        ("h1", "Reverse Mortgage Loans"),
        (
            "p",
            "If you own a house but need a regular income, the Suvidha Reverse Mortgage Loan lets "
            "you receive money against your home while you continue to live in it. It is available "
            "to senior citizens aged 60 or above who own a self-occupied residential property in "
            "India; in a joint loan with your spouse, the spouse must be at least 55. You can "
            "receive monthly or quarterly payments, or a partial lump sum for needs such as "
            "medical treatment, for a maximum of 15 years. Nothing has to be repaid during your "
            "lifetime or your spouse's lifetime. After both have passed away, your heirs can repay "
            "the loan and keep the house, or the bank sells the property to recover the loan and "
            "pays any surplus to the heirs. Payments received are not treated as income for tax "
            "purposes. Ask at any branch for details of the amount you could receive.",
        ),
        ("h1", "Help from Caregivers, Mandate Holders and Attorneys"),
        (
            "p",
            "If you find it difficult to visit the branch or to operate your account yourself, you "
            "can arrange for a trusted person to help you, while keeping control of your money.",
        ),
        (
            "bullets",
            [
                "Mandate (letter of authority): authorise a relative or caregiver to withdraw cash "
                "and carry out routine transactions on your behalf, up to a limit you set. Submit "
                "the mandate form at your branch with the mandate holder's KYC documents. The "
                "mandate holder cannot close the account, change the nomination or break fixed "
                "deposits, and you can cancel the mandate at any time.",
                "Power of attorney: for wider powers, register a power of attorney with your branch. "
                "The bank checks and records it before acting on the attorney's instructions.",
                "Joint account: add your spouse or child as a joint holder with 'Either or Survivor' operation.",
                "If you are unable to sign because of illness or age, you can operate your account "
                "with a thumb impression or mark, identified by two independent witnesses, one of "
                "whom must be a bank officer.",
                "Visually impaired customers can use all banking facilities, including cheque books, "
                "debit cards, NetBanking and talking ATMs, and can be assisted by a witness at the "
                "branch.",
            ],
        ),
        (
            "p",
            "Never give your PIN, OTP or password to a caregiver or mandate holder, even someone "
            "you trust. The bank never asks for your PIN, OTP, CVV or password by call, SMS or "
            "e-mail. If you suspect misuse of your account, call 1800-266-7788 at any time.",
        ),
    ],
}

NOMINATION_AND_CLAIM_SETTLEMENT: dict = {
    "file": "nomination_and_claim_settlement.docx",
    "title": "Nomination and Settlement of Claims of Deceased Customers",
    "blocks": [
        ("h1", "Why Nomination Matters"),
        (
            "p",
            "A nomination tells the bank who should receive the money in your accounts, or the "
            "contents of your locker, after your death. When a valid nomination exists, Suvidha "
            "Bank Ltd. can pay the nominee quickly, without asking for a succession certificate, "
            "an indemnity or a surety. Without a nomination, your family has to prove that they "
            "are your legal heirs, which takes longer and may need court documents.",
        ),
        (
            "p",
            "Please note that a nominee receives the money as a trustee for your legal heirs. "
            "Payment to the nominee discharges the bank, but it does not decide who finally owns "
            "the money; that is governed by your will or by the succession law that applies to you. "
            "We strongly encourage every customer to register a nomination. If you choose not to, "
            "we ask you to confirm this in writing. With your consent, the nominee's name is "
            "printed on your passbook, statement and fixed deposit advice.",
        ),
        ("h1", "Nomination for Accounts, Fixed Deposits and Lockers"),
        (
            "p",
            "Nomination is available for savings accounts, current accounts, fixed deposits, "
            "recurring deposits, safe deposit lockers and articles kept in safe custody, when they "
            "are held by individuals, singly or jointly. It is not available for accounts held in a "
            "representative capacity, such as those of a trust, a company, a partnership firm or "
            "the karta of a Hindu Undivided Family.",
        ),
        (
            "bullets",
            [
                "A nominee must be an individual. A minor, a non-resident Indian or a person who is "
                "not related to you can be a nominee.",
                "In a joint account, all holders make the nomination together, and it takes effect "
                "only after the death of all the account holders.",
                "A fixed deposit can have its own nomination. If you do not make one, the nomination "
                "registered for your savings account is applied to new deposits opened online.",
                "For a locker hired by one person, the hirer can nominate. For a jointly hired "
                "locker, all hirers nominate together.",
            ],
        ),
        ("h2", "Up to Four Nominees: Simultaneous and Successive Nomination"),
        (
            "p",
            "You can name up to four nominees. For deposit accounts (savings, current, fixed and "
            "recurring deposits), you can choose either simultaneous or successive nomination. For "
            "lockers and safe custody articles, only successive nomination is allowed.",
        ),
        (
            "bullets",
            [
                "Simultaneous nomination: all nominees receive a share at the same time. You state "
                "the percentage for each nominee, and the shares must add up to 100%. For example, "
                "Mr. Rao may nominate his wife for 50% and his son and daughter for 25% each. If a "
                "nominee dies before you, the nomination for that nominee's share lapses and that "
                "share is paid to your legal heirs.",
                "Successive nomination: nominees are listed in order of priority. The second nominee "
                "receives the amount only if the first nominee is no longer alive, the third only if "
                "the first two are not alive, and so on. Lockers and safe custody articles are "
                "handed over to nominees in this order.",
            ],
        ),
        ("h2", "Appointing a Minor as Nominee"),
        (
            "p",
            "If you nominate a minor, you must also name an adult to receive the amount on the "
            "minor's behalf until the minor turns 18. This person, called the appointee, is usually "
            "a parent or guardian of the minor, and signs the nomination form along with you. If a "
            "claim arises while the nominee is still a minor, we pay the appointee, who holds the "
            "money for the minor. For a locker, the appointee is given access and takes charge of "
            "the contents on the minor's behalf. If no appointee is named, we pay the minor's "
            "natural or court-appointed guardian after verifying the guardian's documents. Once the "
            "nominee turns 18, he or she can claim directly.",
        ),
        ("h1", "Registering, Changing or Cancelling a Nomination"),
        (
            "p",
            "You can register, change or cancel a nomination as often as you like, free of charge. "
            "Use the form that matches what you want to do:",
        ),
        (
            "table",
            [
                ["Form", "Purpose", "Signed by"],
                ["DA1", "Register a nomination for a deposit account or fixed deposit", "All account holders"],
                ["DA2", "Cancel an existing nomination for a deposit account", "All account holders"],
                [
                    "DA3",
                    "Change an existing nomination, for example to replace a nominee or change shares",
                    "All account holders",
                ],
                [
                    "SC1, SC2, SC3",
                    "Register, cancel or change a nomination for safe custody articles",
                    "All depositors",
                ],
                ["SL1 or SL1A, SL2, SL3", "Register, cancel or change a nomination for a locker", "All hirers"],
            ],
        ),
        (
            "p",
            "Submit the form at your home branch or any branch. If you sign with a thumb impression, "
            "it must be attested by two witnesses; a signature needs no witness. If your account is "
            "held in your name alone, you can also register or change the nomination for the "
            "account and your fixed deposits in Suvidha Mobile under Accounts > Nomination, "
            "confirmed with an OTP. Nominations for joint accounts and lockers are accepted only on "
            "the signed forms.",
        ),
        (
            "p",
            "We register the nomination within 3 working days and send you an acknowledgement by "
            "SMS and e-mail, stating the nominee's name and the date of registration. Ask for a "
            "written acknowledgement at the branch if you need one. A new nomination automatically "
            "replaces the earlier one.",
        ),
        ("h1", "Survivorship Clauses in Joint Accounts"),
        (
            "p",
            "In a joint account, the mode of operation chosen when the account was opened decides "
            "who receives the balance when one holder dies:",
        ),
        (
            "bullets",
            [
                "Either or Survivor: either holder can operate the account. On the death of one "
                "holder, the full balance is paid to the survivor, who needs to submit only the death "
                "certificate and his or her own KYC. The nominee receives the money only after the "
                "death of both holders.",
                "Former or Survivor: only the first holder operates the account while alive. After "
                "the first holder's death, the survivor can operate it or receive the balance.",
                "Anyone or Survivors: for three or more holders; the balance goes to the surviving holders.",
                "Jointly: all holders must sign. On the death of one holder, the balance is paid "
                "jointly to the surviving holders and the nominee or legal heirs of the deceased holder.",
            ],
        ),
        (
            "p",
            "Fixed deposits can carry a survivorship mandate that allows the survivor to withdraw "
            "the deposit before maturity. Where a deposit is closed before maturity because of the "
            "death of a depositor, no premature withdrawal penalty is charged. Payment to the "
            "survivor as per the mandate fully discharges the bank; any dispute between the "
            "survivor and the heirs must be settled between them.",
        ),
        ("h1", "Settlement of Claims of Deceased Depositors"),
        (
            "p",
            "A claim can be lodged at any Suvidha Bank branch, not only the branch where the "
            "account is held. Claim forms and a checklist of documents are available at branches "
            "and on www.suvidhabank.example. When we are informed of a customer's death, we stop "
            "operations in the accounts, cancel standing instructions and debit cards, and return "
            "cheques presented for payment. Fixed deposits continue to earn interest at the agreed "
            "rate until maturity.",
        ),
        ("h2", "Claims Where a Nominee or Survivor Exists"),
        (
            "p",
            "The nominee or survivor needs to submit only the claim form, a copy of the death "
            "certificate (with the original shown for verification) and his or her own KYC "
            "documents. No succession certificate, legal heir certificate, indemnity bond or surety "
            "is required. Where there are several nominees, each submits a separate claim form, and "
            "each receives his or her share. The money is credited to the claimant's bank account, "
            "which can be with any bank.",
        ),
        ("h2", "Claims Without Nomination or Survivorship"),
        (
            "p",
            "If there is no nominee or survivor, the balance is paid to the legal heirs. Where the "
            "total amount in all the deceased's accounts is up to ₹15 lakh, we follow a simplified "
            "procedure: the legal heirs submit the claim form, the death certificate, an affidavit "
            "or legal heir certificate naming all legal heirs, a letter of disclaimer from the other "
            "heirs if the money is to be paid to one of them, an indemnity bond signed by all legal "
            "heirs, and the KYC documents of all legal heirs. No surety is needed.",
        ),
        (
            "p",
            "Where the amount is above ₹15 lakh, the legal heirs must submit a succession "
            "certificate, a probate of the will or a letter of administration issued by a court. "
            "For lockers without a nominee, the locker is opened and an inventory of the contents is "
            "made in the presence of the legal heirs and two independent witnesses, and the contents "
            "are handed over against an indemnity.",
        ),
        ("h2", "Documents Required for a Claim"),
        (
            "table",
            [
                ["Document", "Nominee or survivor", "Legal heirs, up to ₹15 lakh", "Legal heirs, above ₹15 lakh"],
                ["Claim form", "Yes", "Yes", "Yes"],
                ["Death certificate", "Yes", "Yes", "Yes"],
                ["KYC documents of the claimant", "Yes", "Yes, of all legal heirs", "Yes, of all legal heirs"],
                ["Affidavit or legal heir certificate", "No", "Yes", "No"],
                ["Letter of disclaimer from other heirs", "No", "Yes, where applicable", "No"],
                ["Indemnity bond", "No", "Yes, signed by all legal heirs", "No"],
                ["Succession certificate, probate or letter of administration", "No", "No", "Yes"],
                [
                    "Passbook, cheque book, debit card and deposit receipts",
                    "If available",
                    "If available",
                    "If available",
                ],
            ],
        ),
        ("h2", "Claim Settlement Timelines and Compensation for Delay"),
        (
            "p",
            "Every claim is acknowledged with a reference number. If any document is missing, we "
            "tell you within 3 working days, listing everything that is still needed at one time. "
            "We settle claims within 15 days of receiving all the required documents. For lockers "
            "and safe custody articles, we fix a date for access or inventory within the same 15 "
            "days.",
        ),
        (
            "bullets",
            [
                "If we delay settling a claim for a deposit account beyond 15 days for reasons "
                "attributable to the bank, we pay compensation as interest at the bank rate plus 4% "
                "per annum on the claim amount for the period of delay.",
                "If we delay access to a locker or safe custody articles beyond 15 days, we pay "
                "compensation of ₹5,000 for each day of delay.",
                "For a customer who has been missing, the family can lodge a claim after 7 years "
                "with a police report stating that the person could not be traced, along with an "
                "indemnity.",
            ],
        ),
        (
            "p",
            "If you are not satisfied with the handling of a claim, you can escalate it to the "
            "Principal Nodal Officer at grievance@suvidhabank.example, and then to the RBI "
            "Integrated Ombudsman if it is unresolved after 30 days.",
        ),
    ],
}

CARD_DISPUTES_AND_CHARGEBACKS: dict = {
    "file": "card_disputes_and_chargebacks.docx",
    "title": "Card Transaction Disputes and Chargebacks",
    "blocks": [
        ("h1", "When You Can Dispute a Card Transaction"),
        (
            "p",
            "This policy applies to all Suvidha Bank Ltd. debit cards and credit cards on the "
            "RuPay, Visa and Mastercard networks. A dispute is your request to us to investigate a "
            "card transaction and, where it is justified, to reverse it. You can raise a dispute "
            "when:",
        ),
        (
            "bullets",
            [
                "you do not recognise a transaction or did not authorise it;",
                "an ATM did not give you cash, or gave less than the amount debited;",
                "you were charged twice, or charged a wrong amount, for one purchase;",
                "you paid for goods or services that were never delivered;",
                "you cancelled an order, subscription or booking as per the merchant's terms and "
                "were still charged, or a promised refund never arrived;",
                "you paid the merchant by another method, such as cash or UPI, and your card was also charged.",
            ],
        ),
        (
            "p",
            "Please raise a dispute within 30 days of the statement date on which the transaction "
            "first appears (for debit cards, the date it appears in your account statement). Card "
            "networks set strict deadlines for chargebacks, and disputes raised late may not be "
            "accepted. For problems with a merchant, such as non-delivery, contact the merchant "
            "first; a dispute is not available simply because you changed your mind about a purchase.",
        ),
        ("h1", "Unrecognised Transactions on Your Card"),
        (
            "p",
            "Before treating a transaction as fraud, check whether it may be genuine. The name in "
            "your statement is often the merchant's registered company name rather than the shop "
            "or website name. A family member may have used a saved card, a subscription may have "
            "renewed, or a hotel or fuel station may have placed a temporary hold.",
        ),
        (
            "p",
            "If you still do not recognise the transaction, act immediately. Block your card by "
            "calling the 24x7 card blocking hotline 1800-266-0000, by sending SMS BLOCK <last 4 "
            "digits of card> to 56767 from your registered mobile, in Suvidha Mobile under Cards > "
            "Block Card, or at any branch. Then raise a dispute for each unrecognised transaction "
            "and report the fraud to the National Cyber Crime Helpline 1930 or at cybercrime.gov.in.",
        ),
        (
            "p",
            "If you report within 3 working days of receiving our transaction alert and you have "
            "not shared your card details, PIN or OTP, your liability is zero, and we credit the "
            "amount to your account (a shadow credit) within 10 working days while we investigate. "
            "The full rules are in our Customer Liability Policy for Unauthorised Electronic Banking "
            "Transactions. A replacement card is issued free of charge in fraud cases and delivered "
            "within 7 working days.",
        ),
        ("h1", "ATM Cash Not Dispensed but Account Debited"),
        (
            "p",
            "Sometimes an ATM debits your account but does not dispense cash, or dispenses only part "
            "of the amount, for example because of a network failure or a cash jam. This can happen "
            "at a Suvidha Bank ATM or at another bank's ATM. In both cases the amount is reversed "
            "to your account automatically within T+5 days, where T is the date of the transaction. "
            "If the reversal is not made by T+5, we pay you compensation of ₹100 for every day of "
            "delay after T+5 until the amount is reversed. The compensation is credited "
            "automatically; you do not have to claim it.",
        ),
        (
            "p",
            "If the money has not been reversed within T+5 days, raise a complaint in Suvidha Mobile "
            "under Cards > Dispute > ATM Cash Not Dispensed, or call 1800-266-7788. Keep the "
            "following details ready: the ATM ID or location, the date and time, the amount and the "
            "transaction reference number from the SMS or ATM slip. We check the ATM's electronic "
            "journal and its cash balance to confirm the failure. The same T+5 timeline and ₹100 "
            "per day compensation apply when a card payment at a shop's card machine or an online "
            "card payment fails but your account is debited.",
        ),
        ("h1", "Double Debits and Duplicate Charges"),
        (
            "p",
            "If you see two debits for a single purchase, first check whether one of them is a "
            "pre-authorisation hold. Hotels, car rental companies and fuel stations often block an "
            "amount on your card when you start, and then charge the final amount separately. Most "
            "holds are released automatically within 7 days; hotels and car rental companies may "
            "keep a hold for up to 30 days.",
        ),
        (
            "p",
            "If you have genuinely been charged twice, or charged a wrong amount (for example "
            "₹5,000 instead of ₹500), ask the merchant to cancel the extra charge. If the merchant "
            "does not respond within 7 days or refuses, raise a dispute with us and attach the "
            "charge slips or invoice. For a duplicate charge on a Suvidha Bank card machine, we "
            "reverse the extra debit within 7 working days of verifying it; for other merchants, "
            "the chargeback process below applies.",
        ),
        ("h1", "Goods or Services Not Received from a Merchant"),
        (
            "p",
            "If you paid by card for goods or services that were not delivered, for example an "
            "online order that never arrived, a cancelled flight or event without a refund, or a "
            "subscription charged after you cancelled it, follow these steps:",
        ),
        (
            "steps",
            [
                "Contact the merchant in writing and keep a copy of your messages.",
                "Wait until the promised delivery date has passed. If the merchant has not "
                "delivered or refunded within 15 days after that date, or refuses, or cannot be "
                "reached, raise a dispute with us.",
                "Raise the dispute within 30 days of the statement date on which the transaction "
                "appears, or within 30 days of the expected delivery date if that is later.",
                "Attach your order confirmation, the expected delivery date, your correspondence "
                "with the merchant and any cancellation or refund confirmation.",
            ],
        ),
        (
            "p",
            "If the merchant says a refund has been processed but you have not received it, ask the "
            "merchant for the 23-digit Acquirer Reference Number (ARN). Refunds normally reach your "
            "account within 5 to 7 working days after the merchant processes them, and the ARN "
            "lets us trace the refund quickly.",
        ),
        ("h1", "How the Chargeback Process Works"),
        (
            "p",
            "A chargeback is the reversal of a card transaction that Suvidha Bank, as your card "
            "issuer, requests through the card network from the merchant's bank (the acquirer). "
            "After you raise a dispute, we check it against the network rules and, if it is valid, "
            "raise a chargeback. The merchant can accept it or respond with evidence through its "
            "bank (this is called representment). We review the merchant's evidence and may take "
            "the case further to pre-arbitration and arbitration by the card network.",
        ),
        ("h2", "Steps to Raise a Card Dispute"),
        (
            "steps",
            [
                "If the transaction is unauthorised, block your card first.",
                "In Suvidha Mobile, go to Cards, select the card and the transaction, and tap "
                "Dispute. In Suvidha NetBanking, use Cards > Dispute a Transaction. You can also "
                "call 1800-266-7788, write to care@suvidhabank.example or fill in the Card Dispute "
                "Form at any branch.",
                "Choose the reason for the dispute, describe what happened and upload your documents.",
                "You receive a dispute reference number by SMS and e-mail, immediately for disputes "
                "raised online or by phone, and within 1 working day for other channels.",
                "If we ask for more documents, send them within 10 days; otherwise the dispute may be closed.",
                "Track progress in Suvidha Mobile under Cards > Dispute Status.",
            ],
        ),
        ("h2", "Chargeback Timelines and Temporary Credit"),
        (
            "table",
            [
                ["Stage", "Timeline"],
                [
                    "Raise the dispute with Suvidha Bank",
                    "Within 30 days of the statement date on which the transaction first appears",
                ],
                [
                    "Acknowledgement and reference number",
                    "Immediately online or by phone; within 1 working day for branch or e-mail",
                ],
                ["Temporary (shadow) credit for unauthorised transactions", "Within 10 working days of your report"],
                [
                    "Temporary credit for merchant disputes (non-delivery, double debit, wrong amount)",
                    "Within 15 working days of receiving complete documents, if the dispute is valid "
                    "under network rules",
                ],
                ["Chargeback raised with the card network", "Within 7 working days of receiving complete documents"],
                ["Merchant's response through its bank", "Up to 45 days after the chargeback"],
                ["Final resolution and written reply to you", "Within 90 days of your dispute"],
            ],
        ),
        (
            "p",
            "A temporary credit appears in your statement as 'Temporary credit' with the dispute "
            "reference number. It becomes final if the dispute is decided in your favour. On a "
            "credit card, the disputed amount is excluded from the minimum amount due, and no "
            "interest or late payment fee is charged on it while the dispute is under review.",
        ),
        ("h2", "Documents to Support Your Dispute"),
        (
            "bullets",
            [
                "All disputes: the signed dispute form (or online request) and a copy of the "
                "statement with the transaction marked.",
                "Unauthorised transactions: the acknowledgement of your cyber crime complaint or a "
                "police complaint, if available. This is not required for the temporary credit.",
                "Goods or services not received: the order confirmation or invoice, the promised "
                "delivery date and your correspondence with the merchant.",
                "Cancelled orders or bookings: the cancellation number or e-mail, and the "
                "merchant's cancellation terms.",
                "Double debit or wrong amount: both charge slips or receipts, or proof of payment by "
                "another method such as a cash receipt or UPI reference.",
                "Defective goods: photographs and the courier receipt for the returned goods.",
            ],
        ),
        ("h1", "Card Network Rules for Disputes"),
        (
            "p",
            "Suvidha cards run on the RuPay (NPCI), Visa and Mastercard networks. Each network sets "
            "the reason codes, evidence requirements and deadlines for chargebacks. Generally, a "
            "chargeback must be raised with the network within 120 days of the transaction date, "
            "which is why we ask you to tell us within 30 days of your statement. For goods not "
            "delivered, the period usually runs from the expected delivery date. Decisions of the "
            "network at arbitration are binding on both banks.",
        ),
        (
            "p",
            "For recurring card payments (e-mandates), RBI rules require a pre-debit notification "
            "at least 24 hours before each charge and additional authentication for payments above "
            "₹15,000. You can view and cancel your e-mandates in Suvidha Mobile under Cards > "
            "Manage E-mandates; cancel a subscription there before disputing later charges. For "
            "international transactions, refunds are converted at the exchange rate on the date of "
            "the refund, so the amount credited may differ slightly from the amount debited.",
        ),
        ("h1", "If Your Dispute Is Rejected"),
        (
            "p",
            "A dispute may be rejected if the merchant provides valid evidence (for example, a "
            "signed delivery receipt or proof that you used the service), if the transaction was "
            "authenticated with your PIN or OTP and there is no sign of fraud, or if the dispute "
            "was raised after the network deadline. We will write to you explaining the reasons "
            "and, where the network allows, share the merchant's evidence.",
        ),
        (
            "p",
            "We give you at least 7 days' written notice before reversing any temporary credit. On "
            "a credit card, the amount is added back to your next statement and is payable by its "
            "due date; no interest is charged for the period the dispute was under review. There "
            "is no fee for raising a dispute, even if it is rejected.",
        ),
        (
            "p",
            "If you have new evidence, send it within 10 days of our reply and we will review the "
            "case again and, where possible, take it to pre-arbitration. If you are not satisfied "
            "with our decision, escalate to the Principal Nodal Officer at "
            "grievance@suvidhabank.example. If your complaint is still unresolved after 30 days, you "
            "can approach the RBI Integrated Ombudsman at cms.rbi.org.in.",
        ),
    ],
}

CUSTOMER_LIABILITY_UNAUTHORISED_TRANSACTIONS: dict = {
    "file": "customer_liability_unauthorised_transactions.docx",
    "title": "Customer Liability Policy for Unauthorised Electronic Banking Transactions",
    "blocks": [
        ("h1", "Scope of This Policy"),
        (
            "p",
            "This policy of Suvidha Bank Ltd. sets out how much of the loss, if any, a customer "
            "bears when money is taken from an account or card through an electronic banking "
            "transaction that the customer did not authorise. It follows the Reserve Bank of "
            "India's directions on limiting the liability of customers in unauthorised electronic "
            "banking transactions and has been approved by our Board.",
        ),
        (
            "p",
            "The policy covers remote and online transactions (Suvidha NetBanking, Suvidha Mobile, "
            "UPI, IMPS, NEFT and RTGS initiated digitally, online card payments and prepaid "
            "instruments) and face-to-face transactions in which a card or device is present (ATM "
            "withdrawals and payments at shops' card machines). It does not cover cash or cheque "
            "transactions, or disputes with merchants about goods and services, which are handled "
            "under our Card Transaction Disputes and Chargebacks policy.",
        ),
        (
            "p",
            "Payments that you make yourself, for example after a fraudster persuades you to "
            "transfer money, are treated as authorised. We will still help you by alerting the "
            "beneficiary bank and asking you to report on 1930, but the liability limits in this "
            "policy do not apply to them.",
        ),
        (
            "p",
            "To receive alerts for every electronic transaction, you must register your mobile "
            "number with us; registering your e-mail address is recommended. Customers who have "
            "not registered a mobile number cannot make electronic transactions other than ATM cash "
            "withdrawals.",
        ),
        ("h1", "How and When to Report an Unauthorised Transaction"),
        (
            "p",
            "Report any transaction you did not authorise as soon as you notice it. You can report "
            "24x7 through any of these channels:",
        ),
        (
            "bullets",
            [
                "Call customer care on 1800-266-7788, or +91-20-6600-7788 from abroad.",
                "Call the card blocking hotline 1800-266-0000, or send SMS BLOCK <last 4 digits of "
                "card> to 56767 from your registered mobile.",
                "Reply to the transaction alert SMS, or use Help > Report Fraud in Suvidha Mobile, "
                "which works even without logging in. Cards can also be blocked under Cards > Block "
                "Card.",
                "E-mail care@suvidhabank.example, or use the Report Unauthorised Transaction page on "
                "www.suvidhabank.example.",
                "Visit any branch during banking hours.",
            ],
        ),
        (
            "p",
            "When you report, we immediately block the card or channel involved to prevent further "
            "loss, and send you an acknowledgement with a complaint number and the date and time of "
            "your report. Keep this acknowledgement: the time of reporting decides your liability. "
            "Please also report the fraud to the National Cyber Crime Helpline 1930 or at "
            "cybercrime.gov.in.",
        ),
        ("h2", "How Working Days Are Counted"),
        (
            "p",
            "The reporting period is counted in working days from the date on which you receive "
            "our communication (the SMS or e-mail alert) about the transaction. The day you receive "
            "the alert is not counted. Working days are the working days of your home branch, so "
            "Sundays, second and fourth Saturdays and public holidays are excluded.",
        ),
        (
            "p",
            "For example, if you receive an alert on a Monday and there are no holidays that week, "
            "Tuesday, Wednesday and Thursday are working days 1, 2 and 3. Reporting by Thursday "
            "qualifies for zero liability. Reporting between Friday and the following Tuesday "
            "(working days 4 to 7, counting Saturday as a working day) falls under limited "
            "liability. If that Saturday is a second or fourth Saturday, the seventh working day "
            "is the following Wednesday.",
        ),
        ("h1", "Zero Liability of the Customer"),
        ("p", "You bear no loss at all in the following situations:"),
        (
            "bullets",
            [
                "The fraud happened because of contributory fraud, negligence or a deficiency on "
                "the part of the bank, for example a data breach in our systems or the involvement "
                "of bank staff. This applies whether or not you reported the transaction, and "
                "whenever you reported it.",
                "The breach happened elsewhere in the system (a third-party breach), neither the "
                "bank nor you were at fault, and you reported the unauthorised transaction within 3 "
                "working days of receiving our communication. Examples include card skimming at an "
                "ATM, a data leak at a merchant or a compromised payment network.",
                "The transaction took place after you had reported the loss of your card or the "
                "compromise of your credentials. The bank bears all losses from the moment you "
                "report.",
            ],
        ),
        (
            "p",
            "In these cases, the full amount is credited back to your account, together with any "
            "interest you would have earned and any charges levied because of the transaction.",
        ),
        ("h1", "Limited Liability of the Customer"),
        (
            "p",
            "If the loss results from a third-party breach, with no fault on your side or the "
            "bank's, and you report it within 4 to 7 working days of receiving our communication, "
            "your liability is limited to the value of the transaction or the amount shown below, "
            "whichever is lower. The bank bears the rest.",
        ),
        (
            "table",
            [
                ["Type of account or card", "Maximum customer liability when reported in 4 to 7 working days"],
                ["Basic Savings Bank Deposit (BSBD) accounts", "₹5,000"],
                ["All other savings bank accounts", "₹10,000"],
                ["Prepaid payment instruments and gift cards", "₹10,000"],
                ["Current, cash credit and overdraft accounts of MSMEs", "₹10,000"],
                [
                    "Current, cash credit and overdraft accounts of individuals with an annual "
                    "average balance (in the 365 days before the fraud) or limit of up to ₹25 lakh",
                    "₹10,000",
                ],
                ["Credit cards with a limit of up to ₹5 lakh", "₹10,000"],
                ["All other current, cash credit and overdraft accounts", "₹25,000"],
                ["Credit cards with a limit above ₹5 lakh", "₹25,000"],
            ],
        ),
        (
            "p",
            "For example, if ₹40,000 is taken from a regular savings account and you report it on "
            "the fifth working day, you bear ₹10,000 and the bank bears ₹30,000. If only ₹6,000 was "
            "taken, you bear ₹6,000, because that is lower than the cap. The cap applies to all the "
            "unauthorised transactions arising from one incident taken together.",
        ),
        ("h1", "Transactions Reported After Seven Working Days"),
        (
            "p",
            "Under the bank's Board-approved policy, if you report an unauthorised transaction "
            "more than 7 working days after receiving our communication, you bear the full value of "
            "the unauthorised transactions that took place before you reported. Any transaction "
            "after your report is borne entirely by the bank.",
        ),
        (
            "p",
            "We understand that some customers cannot report in time for genuine reasons. Our "
            "Customer Grievance Redressal Committee reviews such cases, for example when the "
            "customer was in hospital, was affected by a bereavement or a natural disaster, or was "
            "travelling without access to a phone. With supporting documents, the Committee may "
            "limit your liability to the amounts in the limited liability table above.",
        ),
        ("h1", "Losses Caused by Customer Negligence"),
        (
            "p",
            "If the loss happened because you were negligent, you bear the entire loss until you "
            "report the unauthorised transaction to the bank. Any loss after you report is borne "
            "by the bank. Negligence includes:",
        ),
        (
            "bullets",
            [
                "sharing your PIN, UPI PIN, OTP, CVV, password or MPIN with anyone, including a "
                "person claiming to be from the bank;",
                "writing your PIN on your card or keeping it with the card;",
                "installing a screen-sharing or remote-access app at someone else's request and "
                "letting them see your screen while you bank;",
                "handing your card, or your phone with banking apps unlocked, to another person;",
                "not informing the bank of a change in your mobile number, so that alerts go to someone else.",
            ],
        ),
        (
            "p",
            "The bank never asks for your PIN, OTP, CVV or password by call, SMS or e-mail. Sharing "
            "them with anyone, even someone who says they are calling from Suvidha Bank, is treated "
            "as negligence.",
        ),
        ("h1", "Shadow Reversal Within 10 Working Days"),
        (
            "p",
            "Once you report an unauthorised transaction, we credit the amount involved to your "
            "account within 10 working days from the date you reported it. This is called a shadow "
            "reversal. We do this without waiting for the investigation to finish or for any "
            "insurance claim to be settled. The credit is value-dated to the date of the "
            "unauthorised transaction, so you do not lose any interest.",
        ),
        (
            "p",
            "In a savings or current account, the shadow credit is marked with a lien until the "
            "complaint is resolved; the lien is removed once your liability is confirmed as zero, "
            "or the credit is adjusted to your confirmed liability. On a credit card, the disputed "
            "amount is removed from your dues, and no interest or late payment fee is charged on it "
            "while the complaint is open.",
        ),
        ("h1", "Resolution Within 90 Days and Burden of Proof"),
        (
            "p",
            "We resolve every complaint about an unauthorised electronic transaction, and decide "
            "the customer's liability, within 90 days of receiving it. If we are unable to do so "
            "within 90 days, we pay you the compensation due under the zero or limited liability "
            "rules as if the decision had been made in your favour. In a debit card or bank account "
            "case, you do not suffer any loss of interest, and in a credit card case, you do not "
            "bear any extra interest.",
        ),
        ("h2", "Burden of Proof"),
        (
            "p",
            "The burden of proving that a customer is liable for an unauthorised electronic "
            "transaction lies on the bank, not on the customer. To decide a case, we examine records "
            "such as the device and location used, delivery of OTPs and alerts, authentication logs "
            "and ATM or card machine records. If we conclude that you were negligent, we explain "
            "the reasons in writing and share the relevant evidence on request.",
        ),
        (
            "p",
            "Please help us by providing the information we ask for, such as a copy of your police "
            "or cyber crime complaint and a short written statement, within the time we request. "
            "If you are not satisfied with our decision, escalate it to the Principal Nodal Officer "
            "at grievance@suvidhabank.example. If your complaint remains unresolved after 30 days, "
            "you can approach the RBI Integrated Ombudsman at cms.rbi.org.in.",
        ),
    ],
}

DOCUMENTS: list[dict] = [
    UPI_NEFT_RTGS_IMPS,
    DIGITAL_BANKING_SECURITY,
    COMPLAINTS_AND_GRIEVANCE_REDRESSAL,
    BRANCHES_AND_CONTACT_CHANNELS,
    SENIOR_CITIZEN_SERVICES,
    NOMINATION_AND_CLAIM_SETTLEMENT,
    CARD_DISPUTES_AND_CHARGEBACKS,
    CUSTOMER_LIABILITY_UNAUTHORISED_TRANSACTIONS,
]
