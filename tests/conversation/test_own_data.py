"""Whether a message asks for the customer's own data (``banking_ai.conversation.own_data``)."""

from __future__ import annotations

import pytest

from banking_ai.conversation.own_data import asks_a_rule_too, asks_for_own_data, names_banking_thing


@pytest.mark.parametrize(
    "message",
    [
        "₹500 was debited from my account yesterday. Why?",
        "Rs. 2000 kat gaye kal mere account se. Kyun?",
        "I need my account balance. Can you help?",
        "Show my mini statement. Is there a fee for it?",
        "My salary was credited last month but I cannot see it. Where is it?",
        # a rule asked beside a want or an order for the data, in English or Hindi word order
        "I want to know my balance. Is there any charge?",
        "I need my mini statement. Is there a charge?",
        "Meri mini statement dikhao. Is there any charge?",
        # "is there" about the customer's own case
        "My balance is showing zero since morning. Is there a problem with my account?",
        "My loan status shows rejected. Is there a reason?",
        # a rule word pointing back at the customer's own case (a session-30 review's cases)
        "Rs 590 was debited from my account yesterday. What is this charge for?",
        "My card ending 8890 got blocked at the ATM. What is the daily limit on it?",
        "My home loan ending 5512. What rate am I paying now?",
        "My credit card ending 4432. What is the limit?",
        "My balance dropped by 500 yesterday. What charges got applied?",
    ],
)
def test_own_data_told_then_asked_about_briefly_is_still_a_request_for_it(message):
    """Only a question about what the customer may do sets the told situation aside; "Why?" after a
    debit asks about the customer's own transaction."""
    assert asks_for_own_data(message)


@pytest.mark.parametrize(
    "message",
    [
        "My balance was low on the debit date and the insurance premium failed. Is there a grace period?",
        "My account balance fell below the minimum last month. What happens now?",
        "Mine is a joint account and my balance is shared. Do I need to add a nominee separately?",
        "My FD matured with my balance unchanged. Is it possible to renew it online?",
        "I sold the car but the old FASTag is still linked to my account. Is there a way to move it?",
        # a short order before the situation is no ask of its own (a session-29 review's case)
        "Check once. My premium didn't go through because my balance was low. Is there a grace period?",
        # a rule asked with a question word (session 30, a ninth bank's blind question): an allowance, a fee
        "I was charged for ATM withdrawals this month. How many free withdrawals do I get before charges start?",
        "My account was debited for an SMS charge. What is the fee for SMS alerts?",
    ],
)
def test_own_data_told_as_the_situation_before_a_question_about_the_rules_is_not_a_request(message):
    """A rule asked after the situation ("Is there a grace period?", "What happens now?") is answered
    from the policies, however much of the customer's own money the situation mentions."""
    assert not asks_for_own_data(message)


@pytest.mark.parametrize(
    "message",
    [
        "I haven't done any transaction in my savings account for two years. Has it become dormant, and how do "
        "I make it active again?",
        "What is my balance and how do I get a statement?",
        "Has my FD matured, and can I renew it online?",
        "why was my card declined and how do I increase my limit?",
        # session 23: a case supposed then asked about, in Hinglish; a question about the bank in general
        "mera loan kitna baki hai, aur agar main abhi pura chuka du to foreclosure charge kitna lagega?",
        "pls tell my home loan outstanding & whats the prepayment charge on home loans",
        "What is my balance? What is the minimum balance for a savings account?",
        # session 29 (a blind probe of two-ask messages): an order for the data is an ask too, and a rule
        # asked after it with "also"/"and" is answered, whatever the customer's own words around it
        "Show my mini statement. Is there a fee for it?",
        "Check my forex card balance pls. And what's the markup if I use it in another currency?",
        "When is the last instalment of my RD due? Also what's the penalty if I miss one?",
        "I applied for a car loan 10 days back, what's the status? also what is the processing fee for car loans",
        "Show my balance. Also what documents do I have to submit for KYC?",  # "have to" is a must
        "What is my loan outstanding? And what charges apply if my EMI was bounced?",  # a case supposed
        "Show my FD balance. Or can I break it early without penalty?",
    ],
)
def test_a_second_ask_for_a_procedure_or_rule_is_found_beside_a_request_for_data(message):
    """The policies answer the second ask; the router answers it and says who can check the rest."""
    assert asks_a_rule_too(message)


@pytest.mark.parametrize(
    "message",
    [
        "My balance is showing zero since morning. Is there a problem with my account?",
        "I got an SMS about my KYC. What is the status of my KYC update?",
        "₹500 was debited from my account yesterday. Why?",
        "what is my account balance",
        # the second ask is about the data itself ("it", "us par") or the customer's own
        "how many reward points do i have and when do they expire?",
        "meri FD kab mature hogi aur us par kitna byaj milega?",
        "agar salary aa gayi to mera balance batao",
        # a fee or rate that was applied is the customer's own record
        "what is my EMI and how much fee did you charge me for the loan?",
        "what is my card limit and what rate was I charged last month?",
    ],
)
def test_a_request_for_data_alone_asks_no_rule_beside_it(message):
    assert not asks_a_rule_too(message)


@pytest.mark.parametrize(
    "message",
    [
        "status of my cheque book request",
        "did my salary get credited",
        "what is my car loan outstanding",
        "is my nominee registered on my FD",
        "where is my gold, I closed the loan last week",
        "What is my mutual fund portfolio worth today?",
    ],
)
def test_a_request_for_data_the_bank_holds_names_a_banking_thing(message):
    assert names_banking_thing(message)


@pytest.mark.parametrize(
    "message",
    [
        "how many steps did I walk today",
        "status of my LPG booking",
        "tell me the value on my current car",  # the customer's car, not a loan on it
        "what is my age as per my records",
    ],
)
def test_a_request_for_someone_elses_data_names_no_banking_thing(message):
    """The account refusal needs the data to be the bank's; these are a tracker's, a supplier's or the
    customer's own."""
    assert not names_banking_thing(message)
