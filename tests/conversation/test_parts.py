"""Splitting a message into the things it asks (``question_parts``): by grammar, for any topic."""

from __future__ import annotations

import pytest

from banking_ai.conversation.parts import question_parts


@pytest.mark.parametrize(
    ("message", "parts"),
    [
        (
            "What is the minimum gold purity you accept, and what are the processing charges?",
            ["What is the minimum gold purity you accept", "what are the processing charges?"],
        ),
        (
            "I run a small shop. My CA says I need a current account. What is the minimum balance, and can I keep "
            "my savings account too?",
            ["What is the minimum balance", "can I keep my savings account too?"],
        ),
        (
            "How much home loan can we get jointly, what documents will we need, and is insurance compulsory?",
            ["How much home loan can we get jointly", "what documents will we need", "is insurance compulsory?"],
        ),
        (
            "personal loan kitne din me mil jata hai aur byaj kitna lagega?",
            ["personal loan kitne din me mil jata hai", "byaj kitna lagega?"],
        ),
        ("fd kitne din ka hota hai? kitni penalty lagegi?", ["fd kitne din ka hota hai?", "kitni penalty lagegi?"]),
        # Hinglish asks with the question word inside or at the end, or none but a question mark
        ("kal bank khula hai kya? holiday list kahan dekhu", ["kal bank khula hai kya?", "holiday list kahan dekhu"]),
        (
            "sunday ko bhi ho jata hai kya, charge kitna hai",
            ["sunday ko bhi ho jata hai kya", "charge kitna hai"],
        ),
        ("locker kaha milega aur rent kitna hai", ["locker kaha milega", "rent kitna hai"]),
        (
            "forex card kaise banwaye aur usme kaun kaun si currency load ho sakti hai?",
            ["forex card kaise banwaye", "usme kaun kaun si currency load ho sakti hai?"],
        ),
        (
            "home loan ka part payment karna hai to koi charge lagega? aur uske baad emi kam hogi ya tenure?",
            ["home loan ka part payment karna hai to koi charge lagega?", "uske baad emi kam hogi ya tenure?"],
        ),
        # "&" joins asks as "and" does; "pls tell …" asks as "please tell …" does
        (
            "pls tell the locker rent & what is the deposit for a large locker",
            ["pls tell the locker rent", "what is the deposit for a large locker"],
        ),
        # session 29: a sentence opening with a joint, an order for something, "also" before a supposed case
        (
            "Is my KYC updated or still pending? and which documents are accepted for re-KYC",
            ["Is my KYC updated or still pending?", "which documents are accepted for re-KYC"],
        ),
        (
            "Check my forex card balance pls. And what's the markup abroad?",
            ["Check my forex card balance pls.", "what's the markup abroad?"],
        ),
        (
            "I want to know the status of my loan. also what documents does the builder give?",
            ["I want to know the status of my loan.", "what documents does the builder give?"],
        ),
    ],
)
def test_each_ask_is_a_part(message, parts):
    assert question_parts(message) == parts


@pytest.mark.parametrize(
    "message",
    [
        "What is the FD interest rate for senior citizens?",
        "My card got blocked after three wrong PINs, how do I unblock it?",  # the first clause is the situation
        "Can I take a loan against my FD instead of breaking it?",
        "PAN aur Aadhaar dono chahiye kya?",  # "aur" joining two nouns, not two clauses
        "fd rates",
        "What is the rent, and why?",  # a fragment too short to search on its own
        "I lost my card, what should I do?",  # a comma before the only ask
        "neft aur rtgs kitne baje tak hota hai?",  # "aur" joining two nouns before the ask
        "home loan aur car loan ka byaj kitna hai?",
        # "aur" joining nouns under one ask (a session-21 review's false splits)
        "kya aap bata sakte ho ki FD aur RD me kitna interest milta hai?",
        "kya mere savings account aur current account dono me minimum balance kitna rakhna padega?",
        "kya home loan ke liye mere aur meri wife ke documents kaise submit karein?",
        "What are the charges for NEFT and RTGS when done online?",
        "My mother, who is 68 and lives alone, wants to know how she can get cash delivered at home",
        "how to apply for education loan for my daughter and son who are studying in Canada?",
        "Can I also add my wife as a nominee on the same FD?",  # "also" inside one ask
        "I also want to know the fee for a duplicate passbook",
        "Is the locker rent, plus GST, payable in advance?",  # a comma and "plus" inside one ask
        "Can I add my wife, also my son, as nominees on my FD?",
    ],
)
def test_a_message_asking_one_thing_is_one_part(message):
    assert question_parts(message) == [message]


def test_at_most_three_parts():
    message = "What is the fee? What is the rate? What is the limit? What is the tenure?"
    assert question_parts(message) == ["What is the fee?", "What is the rate?", "What is the limit?"]


def test_the_asking_sentences_are_kept_and_the_situation_dropped():
    from banking_ai.conversation.parts import asking_sentences

    assert (
        asking_sentences("My mother is 72. She lives alone. Can she get cash at home?") == "Can she get cash at home?"
    )
    assert asking_sentences("What is the FD rate?") == "What is the FD rate?"
    assert asking_sentences("I lost my card.") == "I lost my card.", "a message that asks nothing stays whole"
