"""Cards help centre — three heading levels: Heading 1 area (Debit Cards / Credit Cards / Card
Services), Heading 2 sub-category (a card or a topic), Heading 3 question. The credit-card
sub-categories repeat the same questions ("What is the annual fee?", "How do I earn reward points?")."""

from jhelum_lib import F, B, N, T, P, NBSP, HelpDoc, inr, inr_round, emi

APP, NB = F["app"], F["nb"]

CC = {
    "select": dict(
        name="Jhelum RuPay Select Credit Card",
        join=500,
        annual=500,
        waiver=100000,
        income="₹25,000",
        network="RuPay",
        forex=F["cc_forex_std"],
    ),
    "cashplus": dict(
        name="Jhelum Cashplus Credit Card",
        join=1000,
        annual=1000,
        waiver=150000,
        income="₹35,000",
        network="Visa",
        forex=F["cc_forex_std"],
    ),
    "voyage": dict(
        name="Jhelum Voyage Credit Card",
        join=3000,
        annual=3000,
        waiver=400000,
        income="₹75,000",
        network="Visa Signature",
        forex="1.99%",
    ),
    "fuel": dict(
        name="Jhelum Fuel Edge Credit Card",
        join=500,
        annual=500,
        waiver=50000,
        income="₹25,000",
        network="Mastercard",
        forex=F["cc_forex_std"],
    ),
    "chinar": dict(
        name="Jhelum Chinar Credit Card",
        join=10000,
        annual=10000,
        waiver=1000000,
        income="₹2,50,000",
        network="Visa Infinite",
        forex="1.49%",
    ),
}


def fee_answer(k, extra=None):
    c = CC[k]
    txt = (
        f"Joining fee: {inr(c['join'])} plus GST\nAnnual fee: {inr(c['annual'])} plus GST, from the second "
        f"year\nThe annual fee is waived if you spend {inr(c['waiver'])} or more in the previous card year."
    )
    out = [txt]
    if extra:
        out.append(extra)
    return out


def build():
    d = HelpDoc(qlevel=3, table_style="Light List Accent 1", title_meta="Cards - Help & FAQs")
    d.title("Cards – Help & FAQs")
    d.updated("27 May 2025")
    d.p(
        f"To block a lost or stolen card immediately, call {F['tollfree']} or {F['phone24']} (24x7), or "
        f"SMS BLOCK <last 4 digits of card> to {F['sms_no']}.",
        bold=True,
    )

    # ====================================================================================
    d.h1("Debit Cards")
    d.h2("Debit Card Variants")
    d.q(
        "Which debit cards do you offer?",
        T(
            ["Card", "Network", "Annual fee (plus GST)", "Issued with"],
            [
                [F["debit"][0][0], "RuPay", inr(F["debit"][0][4]), "Jhelum Basic (free), on request for all accounts"],
                [F["debit"][1][0], "Visa", inr(F["debit"][1][4]), "Jhelum Classic, Salary, Senior Citizen"],
                [F["debit"][2][0], "Visa", inr(F["debit"][2][4]), "Jhelum Women"],
                [F["debit"][3][0], "Mastercard", inr(F["debit"][3][4]), "Jhelum Max"],
                [F["debit"][4][0], "RuPay", "Nil", "Jhelum Kids (age 10 and above)"],
            ],
        ),
        "The RuPay Classic Debit Card issued with a Jhelum Basic account is free of charge for life.",
    )
    d.q(
        "What are the daily limits?",
        T(
            ["Card", "ATM cash withdrawal per day", "Purchases (shops + online) per day"],
            [[n, inr(a), inr(p)] for n, _, a, p, _ in F["debit"]],
        ),
    )
    d.q(
        "Is there a fee for a replacement card?",
        f"Yes. {inr(F['debit_replace'])} plus GST for a replacement of a lost, stolen or damaged card. "
        f"Replacement on expiry is free.",
    )
    d.h2("PIN and Activation")
    d.q(
        "How do I activate my new debit card?",
        "Set a PIN for the card in any one of these ways. The card is activated as soon as the PIN is set.",
        B(
            f"{APP} > Cards > select card > Set PIN",
            f"{NB} > Cards > Debit Card > Generate PIN",
            f"Any {F['bank']} ATM, using the OTP sent to your registered mobile number",
            f"Calling {F['tollfree']} and choosing the Green PIN option",
        ),
        "Newly issued cards are enabled only for domestic ATM and shop (POS) use. Online, contactless and "
        "international use must be switched on separately. See How do I change my limits? below.",
    )
    d.q(
        "I have forgotten my PIN.",
        "You can reset the PIN using any of the options listed above, without visiting a branch. Your card "
        "number and expiry date, and an OTP sent to your registered mobile number, are required.",
    )
    d.q(
        "What happens if I enter the wrong PIN three times?",
        "The card is blocked for PIN-based transactions until midnight. It is unblocked automatically the next "
        "day. If you do not remember the PIN, reset it as explained above.",
    )
    d.h2("Using Your Debit Card")
    d.q(
        "How do I change my limits?",
        f"Go to {APP} > Cards > Manage Limits. For each card you can:",
        B(
            "switch domestic ATM, shop, online and contactless use on or off",
            "switch international use on or off",
            "set a daily limit for each type of transaction, up to the maximum for your card",
        ),
        "Changes take effect immediately. Limits can also be changed on NetBanking or by calling phone banking.",
    )
    d.q(
        "Can I use my debit card abroad?",
        "Yes. All our debit cards except the Jhelum Kids RuPay Debit Card can be used abroad. Switch on "
        "international use before you travel (see above).",
        T(
            ["Charge", "Amount"],
            [
                ["Foreign currency markup", "3.5% of the transaction amount"],
                ["ATM cash withdrawal abroad", "₹125 plus GST per withdrawal"],
                ["Balance enquiry abroad", "₹25 plus GST"],
            ],
        ),
        "**Note:** Debit cards cannot be used to buy lottery tickets, for gambling, or for margin trading abroad, "
        "as these are not permitted under the Foreign Exchange Management Act (FEMA). For regular "
        "international spends, a forex card may be better value (see Services and Support).",
    )
    d.q(
        "What is the limit for contactless payments?",
        f"Up to {inr(F['contactless_limit'])} per transaction without a PIN. For amounts above "
        f"{inr(F['contactless_limit'])}, you must enter your PIN even if you tap the card. You can set a lower "
        "contactless limit, or switch contactless off, in Manage Limits.",
    )
    d.q(
        "How many free ATM transactions do I get?",
        T(
            ["ATM", "Free transactions per month", "Charge after free limit"],
            [
                [f"{F['bank']} ATMs", f"{F['free_atm_own']} (unlimited for Jhelum Max)", f"{F['atm_fee']} plus GST"],
                [
                    "Other banks' ATMs — 6 metro cities",
                    f"{F['free_atm_other_metro']} (10 for Jhelum Max)",
                    f"{F['atm_fee']} plus GST",
                ],
                [
                    "Other banks' ATMs — other locations",
                    f"{F['free_atm_other_nonmetro']} (10 for Jhelum Max)",
                    f"{F['atm_fee']} plus GST",
                ],
            ],
        ),
        "Free limits include both financial and non-financial transactions (balance enquiry, mini statement). "
        "A transaction declined for insufficient balance is charged ₹25 plus GST.",
    )
    d.q(
        "Cash was not dispensed but my account was debited.",
        "The amount is reversed automatically within 5 working days. If it is not reversed by then, we pay "
        "you compensation of ₹100 a day from the sixth day until reversal. Please raise a complaint on "
        f"{APP} > Help > Report an Issue > ATM, if you do not receive the reversal.",
    )

    # ====================================================================================
    d.h1("Credit Cards")
    d.h2("Choosing a Credit Card")
    d.q(
        "Compare our credit cards",
        T(
            ["", "RuPay Select", "Cashplus", "Voyage", "Fuel Edge", "Chinar"],
            [
                ["Annual fee (plus GST)"] + [inr(CC[k]["annual"]) for k in CC],
                ["Fee waived on annual spends of"] + [inr(CC[k]["waiver"]) for k in CC],
                ["Best for", "Everyday spends and UPI", "Online shopping", "Travel", "Fuel", "Premium lifestyle"],
                [
                    "Earn rate",
                    "2 points per ₹100",
                    "5% / 1% cashback",
                    "4 points per ₹100",
                    "5 points per ₹100 on fuel",
                    "5 points per ₹100",
                ],
                [
                    "Airport lounges",
                    "1 domestic per quarter",
                    "1 domestic per quarter",
                    "8 domestic + 4 international a year",
                    "—",
                    "Unlimited",
                ],
                ["Foreign currency markup"] + [CC[k]["forex"] for k in CC],
            ],
        ),
    )
    d.q(
        "Who is eligible for a credit card?",
        "Indian residents aged 21 to 60 years (salaried) or 21 to 65 years (self-employed), with a good credit "
        "history and the following minimum income:",
        T(["Card", "Minimum net monthly income (salaried)"], [[CC[k]["name"], CC[k]["income"]] for k in CC]),
        "Self-employed applicants need an annual income under their ITR of 12 times the monthly figure. "
        "Customers with a fixed deposit of ₹25,000 or more can get a RuPay Select card against the FD, without "
        "income proof; the credit limit is 90% of the deposit.",
    )
    d.q(
        "How do I apply?",
        f"Existing customers: {APP} > Cards > Apply for Credit Card. Pre-approved offers are shown on the same "
        f"page and need no documents. New customers can apply on our website ([click here]({F['web']}/cards/apply)).",
    )
    d.h2("Jhelum RuPay Select Credit Card")
    d.q("What is the annual fee?", *fee_answer("select"))
    d.q(
        "How do I earn reward points?",
        "You earn 2 reward points for every ₹100 spent, including UPI payments to merchants. "
        "Each point is worth ₹0.25 when redeemed against your statement balance or for vouchers.",
        "No reward points are earned on fuel, rent payments, wallet loads, cash withdrawals, EMI transactions or fees.",
    )
    d.q(
        "Can I use this card on UPI?",
        f"Yes. Link the card in {APP} > UPI > Add RuPay Credit Card, or in any UPI app that supports credit "
        f"cards on UPI. You can pay merchants by scanning their QR code; transfers to individuals and cash "
        f"withdrawals are not allowed.",
    )
    d.h2("Jhelum Cashplus Credit Card")
    d.q("What is the annual fee?", *fee_answer("cashplus"))
    d.q(
        "How do I earn reward points?",
        "This card earns cashback instead of reward points:",
        B(
            "5% cashback on our 10 partner merchants (online shopping, food delivery, cab and movie platforms listed "
            "on our website), up to ₹1,000 per statement cycle",
            "1% cashback on all other spends, up to ₹500 per statement cycle",
        ),
        "Cashback is credited to your card account in the next statement. It is not paid on fuel, rent, "
        "wallet loads, government payments or EMI transactions.",
    )
    d.q(
        "Is lounge access included?",
        "Yes. One complimentary domestic airport lounge visit per calendar quarter, if you have spent at least "
        "₹50,000 on the card in the previous quarter.",
    )
    d.h2("Jhelum Voyage Credit Card")
    d.q(
        "What is the annual fee?",
        *fee_answer(
            "voyage",
            "Welcome benefit: 5,000 bonus reward points on paying the joining fee and spending "
            "₹10,000 in the first 60 days.",
        ),
    )
    d.q(
        "How do I earn reward points?",
        "4 reward points for every ₹100 spent, and 8 reward points for every ₹100 spent on flights and hotels "
        "booked through Jhelum Travel on the app. Points are worth ₹0.50 each when redeemed for flights and "
        "hotels on Jhelum Travel, and ₹0.30 each for vouchers.",
    )
    d.q(
        "Is lounge access included?",
        "Yes: 8 domestic lounge visits a year (2 per calendar quarter) using the card, and 4 international lounge "
        "visits a year with the complimentary Priority Pass membership. Guest visits are charged at USD 35 plus GST "
        "per visit.",
    )
    d.q("What is the foreign currency markup?", "1.99% plus GST.")
    d.h2("Jhelum Fuel Edge Credit Card")
    d.q("What is the annual fee?", *fee_answer("fuel"))
    d.q(
        "How do I earn reward points?",
        "5 reward points for every ₹100 spent at fuel stations, and 1 reward point for every ₹100 on other "
        "spends. Each point is worth ₹0.25.",
    )
    d.q(
        "Is there a fuel surcharge waiver?",
        "Yes. The 1% fuel surcharge is waived on transactions between ₹400 and ₹5,000 at any fuel station in "
        "India, up to ₹250 per statement cycle. GST on the surcharge is not waived.",
    )
    d.h2("Jhelum Chinar Credit Card")
    d.q(
        "What is the annual fee?",
        *fee_answer(
            "chinar",
            "Welcome benefit: 10,000 reward points and a one-year membership of a hotel "
            "loyalty programme, on payment of the joining fee.",
        ),
    )
    d.q(
        "How do I earn reward points?",
        "5 reward points for every ₹100 spent. Points are worth ₹1 each for flights and hotels on Jhelum Travel "
        "and ₹0.50 for vouchers. Reward points on this card do not expire.",
    )
    d.q(
        "Is lounge access included?",
        "Yes. Unlimited domestic and international lounge visits for the primary and add-on card members, "
        "using the card (domestic) and the Priority Pass membership (international).",
    )
    d.q("What is the foreign currency markup?", "1.49% plus GST.")
    d.h2("Billing and Payments")
    d.q(
        "What is the billing cycle?",
        f"Your statement is generated on the same date every month; you can choose a statement date of the "
        f"1st, 6th, 11th, 16th, 21st or 26th in {APP} > Cards > Credit Card > Change Statement Date. The payment "
        f"due date is {F['cc_due_days']} days after the statement date. This gives you an interest-free period "
        f"of 20 to 50 days on purchases, if you pay the total amount due by the due date.",
    )
    d.q(
        "What is the minimum amount due?",
        f"The minimum amount due (MAD) is the smallest payment you must make by the due date to keep your card in "
        f"good standing and avoid a late payment fee. It is 5% of the outstanding balance, excluding EMI "
        f"instalments, fees and taxes (minimum ₹200), plus the EMI instalments, fees, GST and any over-limit amount "
        f"billed in the statement.",
        "For example, if your total amount due is ₹40,000, including an EMI instalment of ₹2,500, a late payment fee "
        "of ₹750 and GST of ₹135 on the fee, the minimum amount due is 5% of ₹36,615 (₹1,831) plus ₹2,500, ₹750 and "
        "₹135 — that is, ₹5,216.",
        "Paying only the minimum amount due is expensive. The interest-free period is lost: interest is charged on "
        "the entire outstanding balance from the date of each transaction, and on all new purchases from the day "
        "they are made, until the total amount due is paid in full.",
        "**Example:** Your statement date is the 15th of each month.",
        N(
            "On 1 March you spend ₹12,000. Your statement of 15 March shows a total amount due of ₹12,000 and a minimum "
            "amount due of ₹600, payable by 4 April.",
            "On 4 April you pay only ₹600.",
            "On 10 April you spend ₹3,000.",
        ),
        "Your statement of 15 April will include interest at "
        + F["cc_interest_pm"]
        + " per month ("
        + F["cc_interest_pa"]
        + " a year), calculated daily:",
        T(
            ["Amount", "Period", "Days", "Interest"],
            [
                [inr(a), p, str(n), inr_round(a * 0.432 / 365 * n)]
                for a, p, n in [
                    (12000, "1 March to 3 April", 34),
                    (11400, "4 April to 15 April", 12),
                    (3000, "10 April to 15 April", 6),
                ]
            ]
            + [
                [
                    "",
                    "",
                    "**Total interest**",
                    "**" + inr_round(sum(a * 0.432 / 365 * n for a, n in [(12000, 34), (11400, 12), (3000, 6)])) + "**",
                ]
            ],
        ),
        "GST at "
        + F["gst"]
        + " is charged on the interest. If you had paid ₹12,000 in full by 4 April, you would have "
        "paid no interest at all.",
        "**Note:** If you pay less than the minimum amount due, a late payment fee is charged (see below), and the "
        "payment is reported to credit bureaus as overdue. Payments are applied first to taxes, then to fees and "
        "charges, interest, cash advances and finally purchases.",
    )
    d.q(
        "How much interest is charged?",
        f"{F['cc_interest_pm']} per month ({F['cc_interest_pa']} per year) on the outstanding balance, calculated "
        f"daily from the date of each transaction, if the total amount due is not paid in full by the due date. "
        f"Cash withdrawals attract interest from the date of withdrawal until they are repaid in full. "
        f"Interest rates are lower for Chinar cardholders (2.50% per month).",
    )
    d.q("What is the late payment fee?", T(["Total amount due", "Late payment fee (plus GST)"], F["cc_late"]))
    d.q(
        "How can I pay my credit card bill?",
        B(
            f"{APP} > Cards > Credit Card > Pay Bill (from any Jhelum Bank account, or any bank account via UPI)",
            "Auto-debit (full amount or minimum amount due) from your Jhelum Bank account",
            "NEFT or IMPS from another bank, using the 16-digit card number as the account number and IFSC JHEL0000001",
            "Bharat BillPay on any UPI or banking app",
            "Cash or cheque at any branch (a cash handling fee of ₹100 plus GST applies to cash payments)",
        ),
        "Payments made through NEFT or other banks may take up to one working day to be credited; please pay "
        "in advance of the due date.",
    )
    d.h2("EMI on Credit Card")
    d.q(
        "Can I convert a purchase into EMI?",
        f"Yes. Purchases of ₹2,500 or more can be converted into EMI within 30 days of the transaction, on "
        f"{APP} > Cards > Credit Card > Convert to EMI. You can also convert your outstanding balance (after the "
        f"statement) into EMI.",
    )
    d.q(
        "What are the charges for EMI?",
        T(
            ["Tenure", "Interest rate (reducing balance, p.a.)"],
            [["3 and 6 months", "14%"], ["9 and 12 months", "15%"], ["18 and 24 months", "16%"]],
        ),
        "**Processing fee:** 1% of the amount, minimum ₹199, maximum ₹999, plus GST.\n"
        "**Foreclosure:** 3% of the principal outstanding, plus GST.\n"
        f"**Example:** ₹30,000 over 12 months at 15% gives an EMI of {inr_round(emi(30000, 15, 12))}.",
    )
    d.h2("Reward Points")
    d.q(
        "Do my reward points expire?",
        "Reward points are valid for three years from the end of the month in which they were earned. Points "
        "on the Jhelum Chinar Credit Card do not expire. Any unredeemed points lapse when the card is closed, so "
        "redeem them before requesting closure.",
    )
    d.q(
        "How do I redeem my reward points?",
        N(
            f"Go to {APP} > Cards > Rewards.",
            "Choose statement credit, vouchers, or flights and hotels on Jhelum Travel.",
            "Confirm with the OTP sent to your registered mobile number.",
        ),
        "The minimum redemption is 500 points. A redemption fee of ₹99 plus GST is charged per request, except "
        "on the Chinar card.",
    )
    d.h2("Add-on Cards and Credit Limit")
    d.q(
        "Can I get an add-on card for a family member?",
        "Yes. Up to three add-on cards can be issued, free of charge, to your spouse, parents, children or siblings "
        "aged 18 years or above. The add-on cards share your credit limit; you can set a lower limit for each one.",
    )
    d.q(
        "How can I increase my credit limit?",
        f"We review limits regularly and send you an offer by SMS if you are eligible. You can also request an "
        f"increase after 12 months of card use on {APP} > Cards > Credit Card > Manage Limit > Increase Limit, by "
        "uploading your latest salary slip or ITR. A limit increase is never made without your explicit consent.",
    )
    d.q(
        "Can I spend above my credit limit?",
        "Only if you have opted in for over-limit transactions. An over-limit fee of 2.5% of the over-limit "
        "amount (minimum ₹550) plus GST is charged. If you have not opted in, transactions above the limit are "
        "declined.",
    )

    # ====================================================================================
    d.h1("Card Services")
    d.h2("Lost or Stolen Cards")
    d.q(
        "How do I block my card?",
        "Block the card immediately using any of these:",
        N(
            f"{APP} > Cards > select card > Block Card",
            f"SMS BLOCK <last 4 digits of card> to {F['sms_no']} from your registered mobile number",
            f"Call {F['tollfree']} (toll-free in India) or {F['phone24']} (from anywhere, 24x7)",
            f"{NB} > Cards > Block Card",
            "Visit any branch",
        ),
        "Blocking is permanent; a blocked card cannot be unblocked. If you only want to stop use temporarily, use "
        "the Lock Card option in the app instead.",
    )
    d.q(
        "Will I be liable for transactions made after my card was lost?",
        "Not for any transactions after you report the loss. For transactions before you reported it, "
        "your liability depends on how quickly you told us. Please refer to the answer on customer liability "
        "for unauthorised transactions under Fraud Reporting in the Services and Support section of Help & FAQs.",
    )
    d.q(
        "How do I get a replacement card?",
        f"Request a replacement when you block the card, or later in {APP} > Cards > Replace Card. The card is "
        f"delivered to your registered address within 7 working days. Debit cards: {inr(F['debit_replace'])} "
        f"plus GST. Credit cards: free.",
    )
    d.h2("Disputes and Chargebacks")
    d.q(
        "How do I dispute a transaction?",
        "If you see a transaction on your card that you do not recognise, or that you have a problem with, you can "
        "raise a dispute. First check whether the transaction is really unfamiliar: merchants sometimes bill under "
        "a different name from the one on their shop or website, and add-on card transactions appear on your "
        "statement too.",
        "**If you did not make the transaction at all,** block the card first (see How do I block my card? above) and "
        "report it as fraud — the liability rules are different and time matters.",
        "**For other disputes,** raise the dispute within 30 days of the statement date:",
        N(
            f"{APP} > Cards > select the transaction > Dispute, or",
            f"e-mail {F['email']} from your registered e-mail ID, or call phone banking.",
            "Tell us the reason and upload any supporting documents.",
        ),
        T(
            ["Reason for dispute", "Documents that help"],
            [
                ["Amount charged twice", "Statement showing both entries"],
                ["Goods or services not received", "Order confirmation, correspondence with the merchant"],
                ["Refund promised but not credited", "Refund confirmation or credit note from the merchant"],
                ["Wrong amount charged", "Charge slip or invoice"],
                ["Subscription cancelled but still charged", "Cancellation confirmation"],
            ],
        ),
        "We recommend that you first contact the merchant, as many disputes are settled more quickly that way. "
        "While a dispute is being examined, you do not need to pay the disputed amount, and no interest or late fee "
        "is charged on it; please pay the rest of your bill as usual.",
    )
    d.q(
        "How long does it take to resolve a dispute?",
        "We give a temporary credit within 10 working days for disputes of up to ₹10,000. The card network's "
        "chargeback process takes 45 to 90 days. If the merchant proves the transaction was valid, the temporary "
        "credit is reversed and you will be informed with the reasons.",
    )
    d.h2("Closing a Card")
    d.q(
        "How do I close my credit card?",
        f"Pay all outstanding dues and then request closure on {APP} > Cards > Credit Card > Close Card, by calling "
        f"phone banking, or by e-mail to {F['email']} from your registered e-mail ID. We close the card within "
        f"7 working days of the request. If we fail to do so, we pay you a penalty of ₹500 for each day of "
        f"delay, provided there are no dues on the card.",
    )
    d.q(
        "Will closing my card affect my credit score?",
        "It may. Closing a card reduces your total available credit, which can increase your credit utilisation "
        "ratio. If the card is your oldest credit line, closing it may also shorten your credit history.",
    )
    return d
