"""One customer turn, end to end through the orchestrator, with deterministic collaborators.

The real classifier, OCR, index and a Groq-protocol server are exercised in
test_assistant_integration.py; here every route and failure path is pinned down quickly.
"""

from __future__ import annotations

import logging
from dataclasses import replace

import pytest

from banking_ai.conversation.replies import Wording
from banking_ai.conversation.routes import Router
from banking_ai.intent import KeywordIntentClassifier
from banking_ai.llm.base import ChatModelError
from banking_ai.llm.fake import BrokenStream, FakeChatModel
from banking_ai.llm.memory import ConversationMemory
from banking_ai.llm.offline import OfflineAnswerer
from banking_ai.ocr import FakeOcrEngine, OcrError
from banking_ai.orchestrator import Orchestrator
from banking_ai.settings import ConversationSettings
from banking_ai.types import IntentPrediction
from tests.conversation.fakes import FakeSearcher, chunk

FD_RATES = [
    chunk("Tenure: 1 year | General: 6.50% | Senior citizen: 7.00%", section="Fixed Deposit Interest Rates", n=1),
    chunk("Tenure: 2 years | General: 6.75% | Senior citizen: 7.25%", section="Fixed Deposit Interest Rates", n=2),
]
SENIOR = [
    chunk(
        "Senior citizens earn 0.50% more than the general rate on every fixed deposit tenure.",
        title="Senior Citizen Services",
        section="Higher Interest on Fixed Deposits",
        n=3,
    )
]
CARD_LOST = [
    chunk(
        "Block the card right away: call the 24x7 card blocking hotline 1800-266-0000 or send SMS BLOCK to 56767.",
        title="Debit and Credit Cards",
        section="Lost or Stolen Card: What to Do Immediately",
        n=4,
    )
]
CONTACT = [
    chunk(
        "Customer care is available 24x7 on 1800-266-7788 and at care@suvidhabank.example.",
        title="Branches and Contact Channels",
        section="Customer Care Phone Numbers",
        n=5,
    )
]
NEFT = [
    chunk(
        "NEFT runs 24x7 in half-hourly batches. NEFT transfers through NetBanking are free of charge.",
        title="Fund Transfers",
        section="NEFT and RTGS Timings",
        n=6,
    )
]
THIN = [chunk("Cheque books are issued on request at branches.", title="Savings", section="Cheques", score=0.33)]

KEYWORDS = {
    "greeting": ["hello"],
    "thanks_goodbye": ["thank", "thanks"],
    "off_topic": ["cricket", "injury"],
    "account_specific": ["my balance", "is my overdraft", "my steps"],
    "card_lost_stolen": ["lost my card"],
    "emi_calculation": ["emi", "per month"],
    "deposit_maturity_calculation": ["positive pay"],
    "human_agent": ["agent"],
    "deposit_rates": ["fd"],
    "senior_citizen_services": ["senior"],
}


def build(chat_model=None, ocr=None, topics=None, confidence=0.9, indexed=True, uncovered=None, **conversation):
    searcher = FakeSearcher(
        topics
        if topics is not None
        else {
            "senior": SENIOR + FD_RATES,
            "fd": FD_RATES,
            "lost my card": CARD_LOST,
            "customer care": CONTACT,
            "balance": CONTACT,
            "neft": NEFT,
            "cheque": THIN,
        },
        indexed=indexed,
        uncovered=uncovered,
    )
    settings = ConversationSettings(**conversation)
    wording = Wording(settings.bank_name, settings.contact_line)
    router = Router(
        searcher=searcher,
        answerer=OfflineAnswerer(),
        chat_model=chat_model,
        wording=wording,
        thin_context_score=settings.thin_context_score,
        closest_below=settings.closest_below,
        off_topic_confidence=settings.off_topic_confidence,
        own_data_note=settings.own_data_note,
        retry_below=settings.retry_below,
    )
    memory = ConversationMemory(max_turns=6, max_tokens=1500, ttl_s=3600, max_sessions=100)
    orchestrator = Orchestrator(
        settings=settings,
        classifier=KeywordIntentClassifier(KEYWORDS, default_label="account_info", confidence=confidence),
        ocr=ocr or FakeOcrEngine("nothing", validate=False),
        memory=memory,
        router=router,
    )
    return orchestrator, searcher


# --- input that cannot be answered ----------------------------------------------------------


@pytest.mark.parametrize("text", ["", "   ", None])
def test_an_empty_message_asks_for_a_question(text):
    assistant, searcher = build()
    answer = assistant.respond("s1", text)
    assert answer.route == "invalid"
    assert "type your question" in answer.text
    assert searcher.queries == []


def test_an_enormous_message_is_refused_with_its_size_and_the_limit():
    assistant, searcher = build(max_message_chars=4000)
    answer = assistant.respond("s1", "FD rates " * 2500)
    assert answer.route == "invalid"
    assert "22,499" in answer.text and "4,000" in answer.text  # stripped length
    assert searcher.queries == []


def test_a_message_that_is_not_text_is_refused():
    assistant, _ = build()
    assert assistant.respond("s1", b"\x00\x01").route == "invalid"


def test_a_failing_component_gives_an_apology_not_a_crash_or_a_greeting(caplog):
    class BrokenSearcher(FakeSearcher):
        def search(self, query, top_k=None):
            raise RuntimeError(f"index exploded on {query!r}")  # a message quoting the customer

    assistant, _ = build()
    assistant.router.searcher = BrokenSearcher({})
    with caplog.at_level(logging.DEBUG):
        answer = assistant.respond("s1", "What are the FD rates?")
    assert answer.route == "error"
    assert "went wrong" in answer.text
    assert "Hello" not in answer.text
    assert "RuntimeError" in caplog.text and "routes.py" in caplog.text, "staff can see what failed and where"
    assert "FD rates" not in caplog.text, "but not the customer's words"


# --- routes ------------------------------------------------------------------------------------


def test_greetings_and_thanks_get_short_friendly_replies_without_retrieval():
    assistant, searcher = build()
    assert assistant.respond("s1", "hello there").route == "smalltalk"
    assert "welcome" in assistant.respond("s1", "thank you!").text.lower()
    assert searcher.queries == []


def test_an_unsure_smalltalk_guess_is_answered_when_the_policies_speak_of_it():
    """ "exit load?" once got "You're welcome!": a greeting or thanks guessed without confidence is checked
    against the policies first; a sure one still gets its short reply without a search."""
    exit_load = chunk("An exit load of 1% applies to units redeemed within 365 days.", section="Exit load", n=7)
    unsure, _ = build(topics={"thanks": [exit_load]}, confidence=0.3)
    answered = unsure.respond("s1", "thanks exit load?")
    assert answered.route == "rag" and "365 days" in answered.text
    unsure_empty, _ = build(topics={}, confidence=0.3)
    assert unsure_empty.respond("s1", "thanks a lot").route == "smalltalk", "nothing in the policies: a thanks"
    sure, searcher = build(topics={"thanks": [exit_load]}, confidence=0.95)
    assert sure.respond("s1", "thanks!").route == "smalltalk"
    assert searcher.queries == []


def test_a_bare_product_name_the_headings_hold_is_answered_though_its_cosine_is_low():
    """ "sukanya" scored 0.33 against the bank's own Sukanya Samriddhi page and got a greeting back: the
    search marks a chunk whose headings hold every word of a short question, and that is evidence enough."""
    page = chunk(
        "A parent can open the account for a girl below 10.",
        title="Schemes",
        section="Sukanya Samriddhi",
        score=0.33,
        n=7,
    )
    named, _ = build(topics={"sukanya": [replace(page, named=True)]}, confidence=0.3, thin_context_score=0.3)
    assert named.respond("s1", "hello sukanya").route == "rag"
    unnamed, _ = build(topics={"sukanya": [page]}, confidence=0.3, thin_context_score=0.3)
    assert unnamed.respond("s1", "hello sukanya").route == "smalltalk", "a loose match is no evidence"
    off_topic, _ = build(topics={"cricket": [replace(page, named=True)]}, confidence=0.95)
    assert off_topic.respond("s1", "cricket").route == "rag", "a sure off-topic guess yields to the headings too"


def test_with_nothing_indexed_a_banking_question_is_told_the_policies_are_missing_not_that_it_is_off_topic():
    model = FakeChatModel()
    assistant, _ = build(chat_model=model, topics={}, indexed=False)
    answer = assistant.respond("s1", "What documents do I need to open a savings account?")
    assert answer.route == "no_information"
    assert "have not been added" in answer.text and "banking assistant" not in answer.text
    assert "1800" in answer.text  # the bank's contact line, the one way left to get an answer
    assert model.calls == [] and not answer.citations
    assert assistant.respond("s2", "who won the cricket match yesterday?").route == "off_topic"
    unsure, _ = build(topics={}, indexed=False, confidence=0.3)  # an unsure "not banking" proves nothing
    assert "have not been added" in unsure.respond("s3", "who won the cricket match yesterday?").text
    indexed, _ = build(topics={})  # documents indexed, none about it: the evidence decides as before
    answer = indexed.respond("s4", "What documents do I need to open a savings account?")
    assert answer.route == "no_information" and "have not been added" not in answer.text
    assert "don't have that information" in answer.text


def test_a_product_no_document_covers_gets_no_information_naming_it_not_another_products_passage():
    """The nearest passage is about another product (the FD rates for "savings account interest rate"):
    quoting it would pass one product's figures off as another's."""
    model = FakeChatModel()
    assistant, _ = build(chat_model=model, uncovered={"savings": "product:savings_account"})
    answer = assistant.respond("s1", "What is the interest rate on a senior savings account?")
    assert answer.route == "no_information" and model.calls == []
    assert "I don't have information about savings accounts in Suvidha Bank's policy documents" in answer.text
    assert "7.25" not in answer.text, "no figure from the FD passage"
    assert answer.related and answer.related[0] in {c.section for c in SENIOR + FD_RATES}, "the nearest offered"
    covered, _ = build(uncovered={"savings": "product:savings_account"})
    assert covered.respond("s2", "What is the FD rate for senior citizens?").route == "rag", "a covered product"
    told = covered.respond("s3", "My pension comes to my savings account. What is the FD rate for seniors?")
    assert told.route == "rag", "a product told as the situation, not asked about, is not judged"


def test_off_topic_is_redirected_politely_without_the_llm():
    model = FakeChatModel()
    assistant, _ = build(chat_model=model)
    answer = assistant.respond("s1", "who won the cricket match yesterday?")
    assert answer.route == "off_topic"
    assert "banking" in answer.text
    assert model.calls == []


def test_a_sure_off_topic_guess_is_answered_when_a_policy_passage_is_clearly_about_it():
    """The indexed documents decide scope: a bank that indexes insurance FAQs gets insurance questions
    answered even where the classifier never saw the topic; a loose match does not let a question in."""
    cover = chunk("Injury means accidental bodily harm caused by violent, visible external means.", n=7)
    weak = chunk("Our branches are open 10 am to 4 pm.", title="Branches", section="Hours", score=0.35, n=8)
    assistant, _ = build(topics={"injury": [cover], "cricket": [weak]}, confidence=0.95)
    answered = assistant.respond("s1", "definition of injury in the accident policy")
    assert answered.route == "rag" and "violent, visible external means" in answered.text
    redirected = assistant.respond("s2", "who won the cricket match yesterday?")
    assert redirected.route == "off_topic" and not redirected.citations


def test_a_sure_off_topic_guess_naming_a_product_is_answered_from_a_page_about_that_product():
    """ "RD ki kist nahi bhari to jurmana lagta hai?" was redirected as not banking (off_topic 0.78) though the
    bank's "Recurring deposits > What happens if I miss an RD instalment?" was close behind (0.52): a heading about
    the product the customer names is evidence enough. A page about another product, or one named by a concept
    only ("documents" for a passport), is not."""
    missed = chunk(
        "A penalty of ₹1.50 per ₹100 is charged for each missed instalment.",
        title="Deposits FAQ",
        section="Recurring deposits > What happens if I miss an RD instalment?",
        score=0.52,
        n=7,
    )
    kyc = chunk(
        "Bring your PAN and Aadhaar.", title="Accounts FAQ", section="What documents are needed?", score=0.5, n=8
    )
    assistant, _ = build(topics={"cricket": [missed], "injury": [kyc]}, confidence=0.95)
    answered = assistant.respond("s1", "cricket: RD ki kist nahi bhari to jurmana lagta hai?")
    assert answered.route == "rag" and "₹1.50 per ₹100" in answered.text
    assert assistant.respond("s2", "cricket: FD ki kist nahi bhari?").route == "off_topic", "another product's page"
    assert assistant.respond("s3", "injury: documents for a passport?").route == "off_topic", "no product named"


def test_an_unsure_off_topic_guess_is_answered_when_the_policies_cover_it():
    """Staff may index a topic the classifier never saw; an unsure "off_topic" must not hide it."""
    locker = chunk("A small locker costs ₹2,000 a year.", title="Locker Policy", section="Rent", n=7)
    assistant, _ = build(topics={"locker": [locker], "customer care": CONTACT}, confidence=0.4)
    answered = assistant.respond("s1", "cricket club locker rent?")
    assert answered.route == "rag" and "₹2,000" in answered.text
    redirected = assistant.respond("s2", "who won the cricket match?")
    assert redirected.route == "off_topic", "nothing in the policies: still a polite redirect"


def test_an_unsure_off_topic_guess_about_a_product_the_documents_do_not_cover_is_told_so():
    """ "What's the age range to buy this health policy?" at a bank whose pages do not say: the documents do
    not cover it, which is not the same as "not banking"; a message naming no product is still redirected."""
    assistant, _ = build(topics={"customer care": CONTACT}, confidence=0.4)
    uncovered = assistant.respond("s1", "cricket team health policy age range?")
    assert uncovered.route == "no_information" and "don't have that information" in uncovered.text
    redirected = assistant.respond("s2", "who won the cricket match?")
    assert redirected.route == "off_topic"
    sure, _ = build(topics={"customer care": CONTACT}, confidence=0.9)
    assert sure.respond("s3", "cricket team health policy age range?").route == "off_topic", "a sure guess stays"


class _UnsureBankingGuess:
    """A banking guess that still gives off-topic some probability, whatever the message."""

    labels = ("other_banking", "off_topic")

    def predict(self, texts):
        return [IntentPrediction("other_banking", 0.45, True, (("off_topic", 0.3),)) for _ in texts]


def test_a_banking_guess_in_doubt_with_no_passage_near_it_is_redirected_unless_it_names_a_banking_thing():
    """ "how much does it cost to spay a puppy" (fees_charges 0.65, off_topic 0.24) was told the bank's
    documents lack it, as if it were banking the bank had not written about; naming nothing a bank holds,
    it is redirected. "Is there a fee to close my FD early?" at a bank whose pages do not say is banking."""
    assistant, _ = build(topics={"customer care": CONTACT})
    assistant.classifier = _UnsureBankingGuess()
    redirected = assistant.respond("s1", "how much does it cost to spay a puppy")
    assert redirected.route == "off_topic" and "banking" in redirected.text and not redirected.citations
    uncovered = assistant.respond("s2", "Is there a fee to close my FD early?")
    assert uncovered.route == "no_information" and "don't have that information" in uncovered.text


def test_own_data_told_as_the_situation_is_not_a_request_for_it():
    """ "My KYC is due" tells the situation; the question asks for a procedure, which the policies give.
    Asked for in the question itself, the customer's own data is still refused."""
    kyc = chunk("You can update your address with a registered rent agreement.", section="Re-KYC", n=7)
    assistant, _ = build(topics={"rent agreement": [kyc], "kyc": [kyc], "customer care": CONTACT}, confidence=0.5)
    told = assistant.respond("s1", "I got an SMS saying my KYC is due. Can I update it with my rent agreement?")
    assert told.route == "rag" and "rent agreement" in told.text
    asked = assistant.respond("s2", "I got an SMS about my KYC. What is the status of my KYC update?")
    assert asked.route == "account_refusal"


def test_an_own_data_request_the_classifier_took_for_banking_is_refused_without_policy_evidence():
    """A bank without deposit pages still must not answer "the balance in my FD" from a random passage;
    a message taken for off-topic needs the policies to speak of its subject before it is refused."""
    banking, _ = build(topics={"customer care": CONTACT}, confidence=0.6)
    assert banking.respond("s1", "what is the balance in my fd right now?").route == "account_refusal"
    off_topic, _ = build(topics={"customer care": CONTACT}, confidence=0.95)
    assert off_topic.respond("s2", "what is the status of my cricket club booking?").route == "off_topic"


def test_an_own_data_request_about_something_no_bank_holds_is_not_refused_as_an_account_request():
    """The classifier's banking guess is not enough: "status of my LPG booking" names nothing a bank
    holds and the policies do not speak of it, so the customer is not told to check net banking for it;
    a cheque book, a home loan or a salary credit is banking even where the documents are silent."""
    assistant, _ = build(topics={"customer care": CONTACT}, confidence=0.6)  # every message taken for banking
    for message in (
        "what's the status of my LPG gas cylinder booking?",
        "when is my electricity bill due? status of my bill",
    ):
        assert assistant.respond(f"s-{message}", message).route != "account_refusal", message
    for message in (
        "what is the status of my cheque book request?",
        "What is the status of my home loan application?",
        "Did my salary get credited today?",
        "mera salary credit hua ya nahi aaj, check karo",
        "where is my money?",
        "what is the status of my request?",
    ):
        assert assistant.respond(f"s-{message}", message).route == "account_refusal", message


DORMANT = [
    chunk(
        "An account with no customer-induced transaction for 2 years becomes inoperative. To make it active "
        "again, submit fresh KYC documents at any branch.",
        title="Savings Accounts",
        section="Dormant and Inoperative Accounts",
        n=9,
    )
]


def test_an_own_data_request_with_a_question_the_policies_answer_gets_that_answer_and_who_can_check():
    """ "Has it become dormant, and how do I make it active again?" asks the customer's own status and a
    procedure: the procedure comes from the policies, then what only the bank can check, with its channels
    cited after the answer's own source. The status alone is still refused."""
    from banking_ai.conversation.replies import CANNOT_CHECK

    topics = {"dormant": DORMANT, "balance": CONTACT, "customer care": CONTACT}
    assistant, _ = build(topics=topics, confidence=0.6)
    both = assistant.respond(
        "s1",
        "I haven't done any transaction in my savings account for two years. Has it become dormant, and how do "
        "I make it active again?",
    )
    assert both.route == "rag"
    assert both.text.index("fresh KYC") < both.text.index(CANNOT_CHECK) < both.text.index("1800-266-7788")
    assert [(c.number, c.section) for c in both.citations] == [
        (1, "Dormant and Inoperative Accounts"),
        (2, "Customer Care Phone Numbers"),
    ]
    status = assistant.respond("s2", "I haven't done any transaction in my savings account. Has it become dormant?")
    assert status.route == "account_refusal" and "fresh KYC" not in status.text


def test_an_order_for_the_data_and_a_rule_asked_after_it_get_the_rule_and_who_can_check():
    """Session 29 (blind probes of two-ask messages): an order for the customer's data is an ask, and the
    fee asked after it is in the schedule of charges: the customer hears it, then where to get the data.
    The order alone is still refused."""
    from banking_ai.conversation.replies import CANNOT_CHECK

    fee = chunk(
        "Mini statements are free at our ATMs; at other banks' ATMs each costs ₹10.",
        title="Schedule of Charges",
        section="Mini Statements",
        n=3,
    )
    topics = {"mini statement": [fee], "customer care": CONTACT, "balance": CONTACT}
    assistant, _ = build(topics=topics, confidence=0.6)
    data_and_fee = assistant.respond("s1", "Show my mini statement. Is there a fee for it?")
    assert data_and_fee.route == "rag"
    assert data_and_fee.text.index("₹10") < data_and_fee.text.index(CANNOT_CHECK) < data_and_fee.text.index("1800")
    alone = assistant.respond("s2", "Show my mini statement.")
    assert alone.route == "account_refusal" and "₹10" not in alone.text


def test_an_own_data_request_whose_other_question_the_policies_miss_is_refused_as_before():
    """Nothing in the policies is close to the procedure asked: the customer gets the refusal and the
    channels, not a passage about something else."""
    far = [replace(DORMANT[0], cosine=0.2, score=0.2)]
    assistant, _ = build(topics={"dormant": far, "customer care": CONTACT}, confidence=0.6)
    answer = assistant.respond(
        "s1",
        "I haven't done any transaction in my savings account for two years. Has it become dormant, and how do "
        "I make it active again?",
    )
    assert answer.route == "account_refusal" and "fresh KYC" not in answer.text
    assert "1800-266-7788" in answer.text


def test_account_specific_requests_are_refused_with_the_banks_channel_cited():
    model = FakeChatModel()
    assistant, _ = build(chat_model=model)
    answer = assistant.respond("s1", "what is my balance?")
    assert answer.route == "account_refusal"
    assert "can't see your accounts" in answer.text
    assert "1800-266-7788" in answer.text
    assert answer.citations and answer.citations[0].doc_title == "Branches and Contact Channels"
    assert model.calls == [], "an account question must never reach the LLM"


def test_a_lost_card_gets_urgent_blocking_steps_first():
    assistant, _ = build()
    answer = assistant.respond("s1", "I lost my card in the metro")
    assert answer.route == "urgent"
    assert answer.text.startswith("This is urgent")
    assert answer.text.index("1800-266-0000") < 400
    assert answer.citations[0].section == "Lost or Stolen Card: What to Do Immediately"


def test_human_handoff_gives_the_contact_channels():
    assistant, _ = build()
    answer = assistant.respond("s1", "connect me to an agent")
    assert answer.route == "handoff"
    assert "1800-266-7788" in answer.text


def test_a_handoff_guess_in_doubt_needs_the_customer_to_ask_for_someone_at_the_bank():
    """A "human_agent" guess that also gives off-topic some probability hands no one over unless the words
    ask for a person or a call: "accept incoming phone call" is a phone's task. A sure guess is trusted
    ("call"), and a request in words is handed over however unsure the classifier is."""
    assistant, _ = build()
    assistant.classifier = KeywordIntentClassifier(
        {"human_agent": ["call", "agent"], "off_topic": ["incoming"]}, confidence=0.8
    )
    assert assistant.respond("s1", "accept incoming phone call").route == "off_topic"
    assert assistant.respond("s2", "please ask an agent to call me back, incoming calls are fine").route == "handoff"
    assistant.classifier = KeywordIntentClassifier({"human_agent": ["call"]}, confidence=0.99)
    assert assistant.respond("s3", "call").route == "handoff", "no doubt about it: the channels"


def test_an_unsure_handoff_guess_without_words_asking_for_someone_hands_no_one_over():
    """ "how can i get help for my mental health" (human_agent 0.23, account_specific 0.20) was handed to
    the bank's phone lines; a toss-up among labels is no request for the bank's staff."""
    assistant, _ = build(topics={"customer care": CONTACT})
    assistant.classifier = KeywordIntentClassifier({"human_agent": ["help", "agent"]}, confidence=0.25)
    assert assistant.respond("s1", "how can i get help for my mental health").route == "off_topic"
    assert assistant.respond("s2", "i need help, connect me to an agent").route == "handoff", "asked in words"


def test_a_banking_guess_in_doubt_is_not_answered_from_a_passage_that_barely_matches():
    """A banking label that still gives off-topic some probability needs a passage that is about the
    question: "what to use to design my business cards" is not answered from the card pages because
    "card" is in it. It may be banking the bank has not written about, so the customer hears that the
    documents do not cover it. A close passage, or a guess without doubt, is answered as before."""
    delivery = "Your debit card is sent to your registered address."
    loose = [chunk(delivery, title="Cards", section="Delivery", score=0.35)]
    close = [chunk(delivery, title="Cards", section="Delivery", score=0.6)]
    question = "what to use to design my business cards"
    in_doubt = KeywordIntentClassifier({"card_info": ["cards"], "off_topic": ["design"]}, confidence=0.6)
    without_doubt = KeywordIntentClassifier({"card_info": ["cards"]}, confidence=0.6)
    assert dict(in_doubt.predict([question])[0].alternatives)["off_topic"] == 0.2

    doubted, _ = build(topics={"business cards": loose, "customer care": CONTACT})
    doubted.classifier = in_doubt
    declined = doubted.respond("s1", question)
    assert declined.route == "no_information" and "registered address" not in declined.text
    assert "1800-266-7788" in declined.text, "the bank's channels, as for any question the documents miss"
    undoubted, _ = build(topics={"business cards": loose, "customer care": CONTACT})
    undoubted.classifier = without_doubt
    assert undoubted.respond("s1", question).route == "rag", "no doubt about banking: answered as before"
    covered, _ = build(topics={"business cards": close, "customer care": CONTACT})
    covered.classifier = in_doubt
    assert covered.respond("s1", question).route == "rag", "a close passage: answered"


REVERSAL = [
    chunk(
        "A failed UPI payment is reversed to your account by T+1; after that the bank pays ₹100 a day.",
        title="Payments",
        section="Failed UPI Payments",
        n=8,
    )
]


def test_a_payment_of_the_customers_that_went_wrong_gets_the_rule_and_the_way_to_have_it_traced():
    """The policies give the rule (when a failed payment comes back); only the bank can trace the payment
    itself, so the answer says so and gives the channels, cited after the answer's own source."""
    topics = {"failed": REVERSAL, "fails": REVERSAL, "customer care": CONTACT}
    assistant, _ = build(topics=topics)
    told = assistant.respond("s1", "recharge of 450 failed but money deducted from my account, where is it?")
    assert told.route == "rag"
    assert told.text.index("T+1") < told.text.index("I can't see your account") < told.text.index("1800-266-7788")
    assert [(c.number, c.section) for c in told.citations] == [
        (1, "Failed UPI Payments"),
        (2, "Customer Care Phone Numbers"),
    ]
    supposed = assistant.respond("s2", "if a UPI payment fails, when is the money reversed?")
    assert supposed.route == "rag" and "I can't see your account" not in supposed.text, "a rule asked: just the rule"


def test_channels_the_answer_already_quoted_are_not_quoted_again():
    failed_contact = [
        chunk(
            "Failed payments are reversed by T+1; call customer care on 1800-266-7788 if they are not.",
            title="Branches and Contact Channels",
            section="Customer Care Phone Numbers",
            n=5,
        )
    ]
    assistant, _ = build(topics={"failed": failed_contact, "customer care": failed_contact})
    told = assistant.respond("s1", "my UPI payment failed but the money got debited")
    assert told.text.count("1800-266-7788") == 1 and "through the channels above" in told.text
    assert len(told.citations) == 1


def test_a_model_answer_that_cites_nothing_keeps_its_sources_beside_the_channels():
    assistant, _ = build(
        chat_model=FakeChatModel(["Your money comes back by T+1."]),
        topics={"failed": REVERSAL, "customer care": CONTACT},
    )
    answer = assistant.respond("s1", "my UPI payment failed but the money got debited")
    assert "[" not in answer.text
    assert [c.section for c in answer.citations] == ["Failed UPI Payments", "Customer Care Phone Numbers"]


def test_the_way_to_have_a_payment_traced_follows_a_streamed_model_answer():
    reply = "Your money comes back by T+1 [1]."
    assistant, _ = build(chat_model=FakeChatModel([reply]), topics={"failed": REVERSAL, "customer care": CONTACT})
    events = list(assistant.respond_stream("s1", "my UPI payment failed but the money got debited"))
    answer = events[-1].answer
    assert answer.text.startswith(reply) and "1800-266-7788" in answer.text
    assert "".join(e.delta for e in events[:-1]) == answer.text, "the customer sees the channels too"
    assert [c.section for c in answer.citations] == ["Failed UPI Payments", "Customer Care Phone Numbers"]


def test_emi_is_computed_exactly():
    assistant, _ = build()
    answer = assistant.respond("s1", "EMI for a loan of 1 lakh at 10% for 12 months")
    assert answer.route == "calculation" and answer.generator == "rules"
    assert "8,792" in answer.text  # 100000 * r (1+r)^12 / ((1+r)^12 - 1), r = 10/1200


def test_the_number_of_an_account_or_card_is_no_figure_to_compute_with():
    """ "FD maturity amount and date for FD no ending 0093" was sent to the calculator, which asked for the
    principal: the customer asks about their own deposit, and its number is no amount."""
    assistant, _ = build()
    for question in ("EMI debit date for loan a/c ending 2218", "EMI on card XX4321 this month?"):
        assert assistant.respond("s1", question).route != "calculation", question
    assert assistant.respond("s2", "EMI for 2 lakh at 10% for 24 months, a/c ending 2218").route == "calculation"
    assert assistant.respond("s3", "emi on card 50000").route == "calculation", "an amount, not a card number"


def test_a_figure_alone_makes_a_calculation_only_when_the_classifier_is_sure():
    """ "positve pay compulsary above wat amount?? 50k or 5 lac" (deposit_maturity_calculation 0.28) asks a
    threshold and was asked for a rate and a tenure; words asking to compute still calculate at any confidence."""
    page = chunk(
        "Positive Pay is compulsory for cheques of ₹5 lakh and above.", title="Cheques", section="Positive Pay", n=9
    )
    unsure, _ = build(topics={"positive pay": [page]}, confidence=0.3)
    answered = unsure.respond("s1", "positive pay compulsory above what amount?? 50k or 5 lac")
    assert answered.route == "rag" and "₹5 lakh and above" in answered.text
    assert unsure.respond("s2", "calculate emi for 5 lakh at 9% for 3 years").route == "calculation"
    # a figure and the thing computed named: an EMI to work out, however unsure the guess (a reviewer's case)
    assert unsure.respond("s4", "loan 400000 kitna per month").route == "calculation"
    sure, _ = build(topics={"positive pay": [page]}, confidence=0.9)
    assert sure.respond("s3", "positive pay maturity for 50k at 7% for 2 years").route == "calculation"


def test_a_missing_figure_is_asked_for_and_the_answer_completes_the_calculation():
    assistant, _ = build()
    first = assistant.respond("s1", "calculate EMI for 1 lakh for 12 months")
    assert first.route == "calculation"
    assert "rate" in first.text.lower()
    second = assistant.respond("s1", "10%")
    assert second.route == "calculation"
    assert "8,792" in second.text


def test_a_policy_question_is_answered_offline_with_citations():
    assistant, _ = build()
    answer = assistant.respond("s1", "What are the FD rates for 2 years?")
    assert answer.route == "rag" and answer.generator == "offline"
    assert "6.75%" in answer.text
    assert answer.citations and all(c.doc_title == "Deposits Policy" for c in answer.citations)
    assert "[" in answer.text  # numbered citation marks in the text


def test_nothing_above_the_threshold_says_so_and_gives_the_contact_channel():
    assistant, _ = build(topics={"customer care": CONTACT})
    answer = assistant.respond("s1", "What is the locker rent for a large locker?")
    assert answer.route == "no_information"
    assert answer.text.startswith("I don't have that information")
    assert "1800-266-7788" in answer.text


# --- generation with an LLM ----------------------------------------------------------------------


def test_a_grounded_llm_answer_is_streamed_and_kept():
    reply = "For 2 years the general rate is 6.75% and senior citizens get 7.25% [2]."
    model = FakeChatModel([reply])
    assistant, _ = build(chat_model=model)
    events = list(assistant.respond_stream("s1", "What are the FD rates for 2 years?"))
    answer = events[-1].answer
    assert answer.generator == "fake" and answer.text == reply
    assert "".join(e.delta for e in events[:-1]) == reply
    assert len(events) > 3, "the reply arrives in pieces"
    assert [c.number for c in answer.citations] == [2]
    prompt = "\n".join(m.content for m in model.last_messages)
    assert "Senior citizen: 7.25%" in prompt, "the sources were in the prompt"


def test_when_the_model_finds_no_answer_in_the_passages_the_customer_gets_no_information_not_a_citation():
    model = FakeChatModel([" NO_ANSWER"])
    assistant, _ = build(chat_model=model)
    events = list(assistant.respond_stream("s1", "What are the FD rates for 2 years?"))
    answer = events[-1].answer
    assert len(model.calls) == 1, "the model read the passages"
    assert answer.route == "no_information"
    assert answer.text.startswith("I don't have that information") and "1800-266-7788" in answer.text
    assert "NO_ANSWER" not in "".join(e.delta for e in events[:-1]), "the marker never reaches the customer"
    assert all(c.doc_title != "Deposits Policy" for c in answer.citations), "nothing cited for an answer not given"


@pytest.mark.parametrize("reply", ["NO charges apply to FDs of 2 years [2].", "NO"])
def test_a_reply_that_only_starts_like_the_marker_is_streamed_whole(reply):
    model = FakeChatModel([reply], piece_chars=2)
    assistant, _ = build(chat_model=model)
    events = list(assistant.respond_stream("s1", "What are the FD rates for 2 years?"))
    assert "".join(e.delta for e in events[:-1]) == reply
    assert events[-1].answer.route == "rag"


def test_an_llm_figure_found_in_no_source_is_replaced_by_the_offline_answer():
    model = FakeChatModel(["For 2 years the rate is 9.10% [1]."])
    assistant, _ = build(chat_model=model)
    answer = assistant.respond("s1", "What are the FD rates for 2 years?")
    assert answer.generator == "offline"
    assert "9.10" not in answer.text and "6.75%" in answer.text
    assert answer.notices, "the customer is told the answer was quoted directly"
    assert any(step.name == "grounding" for step in answer.trace)


@pytest.mark.parametrize(
    "failure",
    [ChatModelError("rate limited"), BrokenStream("For 2 years the ", ChatModelError("stream broke"))],
)
def test_an_llm_failure_falls_back_to_the_offline_answer_and_says_so(failure):
    model = FakeChatModel([failure])
    assistant, _ = build(chat_model=model)
    answer = assistant.respond("s1", "What are the FD rates for 2 years?")
    assert answer.route == "rag" and answer.generator == "offline"
    assert "6.75%" in answer.text
    assert any("unavailable" in notice for notice in answer.notices)
    assert "Hello" not in answer.text


def test_thin_context_gets_a_clearly_labelled_general_answer():
    model = FakeChatModel(["Banks usually issue cheque books within a week."])
    assistant, _ = build(chat_model=model, thin_context_score=0.45)
    answer = assistant.respond("s1", "how long does a cheque book take?")
    assert answer.route == "general"
    assert answer.text.startswith("General information — not Suvidha Bank policy")
    assert "cheque books within a week" in answer.text


def test_offline_a_quote_from_a_passage_hardly_about_the_question_says_it_is_only_the_closest():
    """Offline there is no general answer to give: the nearest passage is still quoted (about half of such
    quotes answer the question), opened by saying the documents may not answer it exactly."""
    assistant, _ = build(closest_below=0.45)
    thin = assistant.respond("s1", "how long does a cheque book take?")
    assert thin.route == "rag"
    assert thin.text.startswith("I couldn't find this exactly in Suvidha Bank's policy documents. The closest I found:")
    assert "Cheque books are issued on request at branches. [1]" in thin.text
    sure = assistant.respond("s2", "what are the NEFT timings?")  # its passage is close (cosine 0.8)
    assert sure.route == "rag" and "closest" not in sure.text
    never, _ = build(closest_below=-1)
    assert "closest" not in never.respond("s3", "how long does a cheque book take?").text


# --- privacy, screenshots, memory ------------------------------------------------------------------


def test_card_numbers_are_masked_before_the_llm_memory_and_logs(caplog):
    model = FakeChatModel(["Senior citizens get 7.25% for 2 years [2]."])
    assistant, _ = build(chat_model=model)
    card = "4111 1111 1111 1111"
    with caplog.at_level(logging.DEBUG):
        answer = assistant.respond("s1", f"my card {card}, what are FD rates for 2 years?")
    sent = "\n".join(m.content for m in model.last_messages)
    assert card not in sent and "4111111111111111" not in sent
    assert card not in caplog.text and "FD rates" not in caplog.text
    assert answer.notices and any("card" in notice.lower() for notice in answer.notices)
    remembered = "\n".join(m.content for m in assistant.memory.history("s1"))
    assert card not in remembered


def test_screenshot_text_joins_the_typed_question():
    ocr = FakeOcrEngine("NEFT transfer pending. Ref 1234", validate=False)
    assistant, searcher = build(ocr=ocr)
    answer = assistant.respond("s1", "what does this mean?", image=b"png-bytes")
    assert (ocr.reads, ocr.sizes) == (1, [len(b"png-bytes")])  # the image was read, once
    assert "NEFT transfer pending" in searcher.queries[0]
    assert answer.route == "rag"
    assert any(step.name == "ocr" for step in answer.trace)


def test_an_unreadable_screenshot_alone_gets_the_ocr_message():
    assistant, _ = build(ocr=FakeOcrEngine(replies=[OcrError("not_image")], validate=False))
    answer = assistant.respond("s1", "", image=b"MZ\x90\x00")
    assert answer.route == "invalid"
    assert "not an image" in answer.text


def test_an_unreadable_screenshot_with_a_question_answers_the_question_and_says_why():
    assistant, _ = build(ocr=FakeOcrEngine(replies=[OcrError("no_text")], validate=False))
    answer = assistant.respond("s1", "What are the FD rates?", image=b"blank")
    assert answer.route == "rag"
    assert any("could not find any text" in notice for notice in answer.notices)


def test_a_follow_up_is_searched_together_with_the_previous_question():
    assistant, searcher = build()
    assistant.respond("s1", "What are the FD rates?")
    answer = assistant.respond("s1", "and for senior citizens?")
    assert "FD rates" in searcher.queries[-1] and "senior citizens" in searcher.queries[-1]
    assert any(step.name == "rewrite" for step in answer.trace)


def test_sessions_do_not_share_memory():
    assistant, searcher = build()
    assistant.respond("alice", "What are the FD rates?")
    assistant.respond("bob", "and for senior citizens?")
    assert "FD rates" not in searcher.queries[-1]
    assert assistant.memory.history("bob")[0].content == "and for senior citizens?"


def test_every_answer_carries_a_timed_trace_and_latency():
    assistant, _ = build()
    answer = assistant.respond("s1", "What are the FD rates?")
    names = [step.name for step in answer.trace]
    assert names[:2] == ["privacy", "intent"] and "retrieve" in names and "compose" in names
    assert all(step.ms >= 0 for step in answer.trace)
    assert answer.latency_ms >= sum(step.ms for step in answer.trace) * 0.99
    assert answer.intent == "deposit_rates" and 0 < answer.confidence <= 1


def test_close_sections_are_offered_as_related_questions_instead_of_being_stitched_in():
    rent = chunk("A small locker costs ₹2,000 a year.", title="Lockers", section="Rent > Annual rent", n=1)
    rent_more = chunk("Rent is payable every April.", title="Lockers", section="Rent > Annual rent", score=0.78, n=2)
    access = chunk("You may visit your locker 12 times a year.", title="Lockers", section="Access", score=0.75, n=3)
    far = chunk("Nominees may open the locker.", title="Lockers", section="Nominees", score=0.5, n=4)
    assistant, _ = build(topics={"locker": [rent, rent_more, access, far]})
    answer = assistant.respond("s1", "locker rent per year?")
    assert answer.route == "rag" and "₹2,000" in answer.text
    assert "12 times" not in answer.text, "a passage of another section is not stitched into the answer"
    assert {citation.section for citation in answer.citations} == {"Rent > Annual rent"}
    assert answer.related == ["Access"], "the close section is offered, the far one and the answered one are not"


def test_a_devanagari_question_is_understood_through_its_transliteration():
    assistant, searcher = build()
    answer = assistant.respond("s1", "सीनियर सिटीजन के लिए एफडी पर ब्याज दर क्या है?")
    classifier = assistant.classifier
    assert "senior citizen" in classifier.texts[-1] and " fd " in f" {classifier.texts[-1]} "
    assert any("senior" in query for query in searcher.queries)
    assert answer.route == "rag" and answer.citations
    assert any(step.name == "language" and "Devanagari" in step.detail for step in answer.trace)


def test_a_shorthand_is_spelled_out_before_anything_reads_the_question():
    accounts = chunk("Current accounts come in three variants.", title="Accounts", section="Current account variants")
    assistant, searcher = build(topics={"current account": [accounts]})
    answer = assistant.respond("s1", "current a/c types")
    assert assistant.classifier.texts[-1] == "current account types"
    assert searcher.queries[0] == "current account types"
    assert answer.route == "rag" and "three variants" in answer.text
    assert any(step.name == "language" and step.detail == "shorthand spelled out" for step in answer.trace)


def test_a_look_alike_of_an_emergency_is_answered_from_the_policies():
    assistant, _ = build(topics={"card": CARD_LOST, "customer care": CONTACT})
    forgot = assistant.respond("s1", "I lost my card yesterday, what do I do?")
    assert forgot.route == "urgent"
    hypothetical = assistant.respond("s2", "if my card is ever lost, what is the replacement card fee?")
    assert hypothetical.route != "urgent"


def _sure_of(label: str, confidence: float) -> KeywordIntentClassifier:
    """Every message of these tests gets ``label`` at ``confidence`` (each holds one of the words)."""
    return KeywordIntentClassifier({label: ["i", "maine", "tell"]}, default_label=label, confidence=confidence)


STORIES = [
    "He sent a link, I filled my details and entered the OTP. Within two minutes Rs 49,999 was debited.",
    "maine galti se UPI collect request accept kar li, 5000 chale gaye aur wo banda aur request bhej raha hai",
]


@pytest.mark.parametrize("story", STORIES)
def test_a_loss_the_classifier_is_sure_of_needs_no_alarm_word(story):
    """No word of the alarm list ("fraud", "stolen", "unauthorised") is in these; the classifier, trained on
    many wordings, is sure, and the words show it is the customer's own money."""
    assistant, _ = build(topics={"card": CARD_LOST, "upi": CARD_LOST})
    assistant.classifier = _sure_of("fraud_report", 0.95)
    assert assistant.respond("u1", story).route == "urgent"


@pytest.mark.parametrize("story", STORIES)
def test_an_unsure_loss_guess_still_needs_an_alarm_word(story):
    assistant, _ = build(topics={"card": CARD_LOST, "upi": CARD_LOST, "otp": CARD_LOST})
    assistant.classifier = _sure_of("fraud_report", 0.89)  # just under urgent_confidence (0.90)
    assert assistant.respond("u2", story).route != "urgent"


@pytest.mark.parametrize(
    "look_alike",
    [
        "if my card is stolen abroad, who do I call?",  # a case supposed
        "I blocked my lost card last week, how much is a replacement card?",  # stopped, the rules asked
        "I lost my cheque book at home, no cheque has been used, how do I stop payment?",  # paper, nothing taken
        "maine recharge kiya tha 299 ka, paise cut gaye recharge nahi hua, refund kab aayega",  # their own payment
    ],
)
def test_a_sure_loss_guess_is_no_emergency_when_the_words_say_otherwise(look_alike):
    assistant, _ = build(topics={"card": CARD_LOST, "cheque": CARD_LOST, "fraud": CARD_LOST})
    assistant.classifier = _sure_of("card_lost_stolen", 0.99)
    assert assistant.respond("u3", look_alike).route != "urgent"


def test_only_a_request_for_the_customers_own_data_is_refused():
    topics = {"balance": CONTACT, "overdraft": FD_RATES, "customer care": CONTACT}
    assistant, _ = build(topics=topics, confidence=0.6)  # the classifier is unsure: the words decide
    refused = assistant.respond("s1", "what is my balance")
    assert refused.route == "account_refusal"
    policy = assistant.respond("s2", "is my overdraft limit fixed?")
    assert assistant.classifier.texts[-1] == "is my overdraft limit fixed?"  # classified account_specific
    assert policy.route == "rag", "a policy question about 'my' account is answered, not refused"


def test_an_answer_to_what_may_ask_the_customers_own_details_ends_with_who_can_check_them():
    """ "Is my overdraft limit fixed?" may ask the rule or the customer's own limit: the classifier gives
    account_specific some probability, the words do not make it an order for the data. The rule is answered,
    then what only the bank can check, with its channels cited after the answer's own source. A question the
    classifier gives no such probability gets the rule alone; above 1 the note is never added."""
    from banking_ai.conversation.replies import CANNOT_CHECK

    topics = {"overdraft": FD_RATES, "fd": FD_RATES, "customer care": CONTACT}
    assistant, _ = build(topics=topics, confidence=0.6)
    maybe_own = assistant.respond("s1", "is my overdraft limit fixed?")
    assert maybe_own.route == "rag"
    assert maybe_own.text.index("6.50%") < maybe_own.text.index(CANNOT_CHECK) < maybe_own.text.index("1800-266-7788")
    cited = list(dict.fromkeys(c.section for c in maybe_own.citations))
    assert cited == ["Fixed Deposit Interest Rates", "Customer Care Phone Numbers"]
    rule = assistant.respond("s2", "what are the fd rates?")
    assert rule.route == "rag" and CANNOT_CHECK not in rule.text
    off, _ = build(topics=topics, confidence=0.6, own_data_note=1.01)
    assert CANNOT_CHECK not in off.respond("s3", "is my overdraft limit fixed?").text


def test_asking_whether_something_of_ones_own_has_happened_ends_with_who_can_check_it():
    """ "Has my FD matured yet?" — the classifier gives account_specific nothing (deposit_rates), no cue word
    of a request says so, yet only the bank's records know. The rule is answered, then who can check."""
    from banking_ai.conversation.replies import CANNOT_CHECK

    topics = {"fd": FD_RATES, "customer care": CONTACT}
    assistant, _ = build(topics=topics, confidence=0.9)
    happened = assistant.respond("s1", "I booked an FD last year. Has my FD matured yet?")
    assert assistant.classifier.texts[-1].endswith("Has my FD matured yet?")
    assert happened.route == "rag"
    assert happened.text.index("6.50%") < happened.text.index(CANNOT_CHECK)
    rule = assistant.respond("s2", "does an FD get renewed at maturity?")
    assert rule.route == "rag" and CANNOT_CHECK not in rule.text


def test_an_unsure_own_data_guess_no_passage_is_near_is_refused_with_the_channels_not_called_off_topic():
    """ "is my overdraft limit fixed?" at a bank whose documents say nothing near it: the classifier's
    unsure account_specific guess names a banking thing, so the customer hears where the bank can check
    it, not "I can only help with banking". A guess that names nothing a bank holds is still redirected."""
    assistant, _ = build(topics={"customer care": CONTACT}, confidence=0.6)
    own = assistant.respond("s1", "is my overdraft limit fixed?")
    assert own.route == "account_refusal" and "1800-266-7788" in own.text
    steps = assistant.respond("s2", "how many are my steps today")
    assert assistant.classifier.texts[-1] == "how many are my steps today"
    assert steps.route == "off_topic"


def test_a_sure_account_guess_is_refused_in_any_words_but_a_how_to_question_is_answered():
    topics = {"overdraft": FD_RATES, "customer care": CONTACT, "balance": CONTACT}
    assistant, _ = build(topics=topics, confidence=0.95)
    sure = assistant.respond("s1", "is my overdraft still active or was it closed")
    assert sure.route == "account_refusal"
    how_to = assistant.respond("s2", "how do I check is my overdraft limit on the app")
    assert how_to.route == "rag"
    why = assistant.respond("s3", "why is my overdraft limit lower than my deposit?")
    assert assistant.classifier.texts[-1] == "why is my overdraft limit lower than my deposit?"
    assert why.route == "rag", "why a product behaves as it does is explained by the policies"
    charged = assistant.respond("s4", "why is my overdraft charged 500 rupees?")
    assert charged.route == "account_refusal", "a reason asked about money that moved is that transaction"


def test_a_question_in_a_script_the_assistant_cannot_read_is_asked_again_not_answered_from_noise():
    model = FakeChatModel()
    assistant, searcher = build(chat_model=model)
    answer = assistant.respond("s1", "எனது டெபிட் கார்டு தொலைந்துவிட்டது")  # Tamil: my debit card is lost
    assert answer.route == "invalid" and "English and Hindi" in answer.text
    assert searcher.queries == [] and model.calls == [] and not answer.citations


def test_the_llm_gets_a_devanagari_question_in_the_customers_own_script():
    model = FakeChatModel(["सीनियर सिटीजन को 7.25% मिलता है [1]."])
    assistant, _ = build(chat_model=model)
    question = "सीनियर सिटीजन के लिए एफडी पर ब्याज दर क्या है?"
    answer = assistant.respond("s1", question)
    assert question in model.last_messages[-1].content, "so the model answers in the customer's script"
    assert answer.route == "rag"


LOCKER_RENT = chunk("A small locker costs ₹2,000 a year.", title="Lockers", section="What is the annual rent?", n=1)
LOCKER_DUE = chunk(
    "Rent is debited automatically from your linked account every April.",
    title="Lockers",
    section="When is the rent due?",
    score=0.5,  # far below the best passage: not offered as a close section
    n=2,
)
LOCKER_TOPICS = {"locker": [LOCKER_RENT, LOCKER_DUE], "debited": [LOCKER_DUE]}
TWO_PART = "What's the rent for a small locker, and can it be debited automatically every year?"


def test_offline_a_part_both_searches_agree_on_is_answered_from_its_own_section():
    due = replace(LOCKER_DUE, score=0.78, cosine=0.78)  # close to the best passage: it would be offered
    assistant, searcher = build(topics={"locker": [LOCKER_RENT, due], "debited": [due]})
    answer = assistant.respond("s1", TWO_PART)
    assert answer.route == "rag" and "₹2,000" in answer.text
    assert answer.text.index("₹2,000") < answer.text.index("debited automatically"), "the question's own answer first"
    assert {c.section for c in answer.citations} == {"What is the annual rent?", "When is the rent due?"}
    assert "When is the rent due?" not in answer.related, "answered, so not offered again"
    assert any(query.startswith("can it be debited") for query in searcher.queries)
    parts = next(step for step in answer.trace if step.name == "parts")
    assert parts.detail == "2 parts, 1 answered from another section (1 quoted)"


def test_a_devanagari_question_is_split_into_its_asks_like_its_hinglish_twin():
    due = replace(LOCKER_DUE, score=0.78, cosine=0.78)
    assistant, searcher = build(topics={"locker": [LOCKER_RENT, due], "debit": [due]})
    answer = assistant.respond("s1", "छोटे लॉकर का किराया कितना है? क्या वो हर साल अपने आप डेबिट हो सकता है?")
    assert {c.section for c in answer.citations} == {"What is the annual rent?", "When is the rent due?"}
    assert any(query.startswith("kya vo har sal") for query in searcher.queries), searcher.queries


def test_offline_a_part_whose_own_search_is_torn_between_sections_is_offered_not_quoted():
    close = chunk(
        "Standing instructions can be debited from any account.",
        title="Payments",
        section="Standing instructions",
        score=0.48,
        n=4,
    )
    assistant, _ = build(topics={"locker": [LOCKER_RENT, LOCKER_DUE], "debited": [LOCKER_DUE, close]})
    answer = assistant.respond("s1", TWO_PART)
    assert "₹2,000" in answer.text and "debited automatically" not in answer.text
    assert answer.related[0] == "When is the rent due?", "the second part's section, first among the offers"


def test_offline_a_part_that_restates_its_sections_heading_is_quoted_though_its_search_is_torn():
    """The part's own search barely prefers the rent-due section, but the part restates that section's
    heading ("When is the rent due?"), and the whole question's best passages hold it: quoted. Just under
    ``part_heading`` it is only offered, as when nothing is restated."""
    close = chunk("Standing instructions run any day.", title="Payments", section="Standing", score=0.48, n=4)
    topics = {"locker": [LOCKER_RENT, LOCKER_DUE], "due": [LOCKER_DUE, close]}
    question = "What's the rent for a small locker, and when is the rent due?"
    for restated, quoted in ((0.75, True), (0.65, False)):
        assistant, searcher = build(topics=topics)
        searcher.restated = {"When is the rent due?": restated}
        answer = assistant.respond("s1", question)
        assert ("debited automatically" in answer.text) is quoted, restated
        assert ("When is the rent due?" in answer.related) is not quoted


def test_offline_a_part_whose_section_is_not_the_questions_runner_up_is_offered_not_quoted():
    keys = chunk("A lost locker key is replaced for ₹500.", title="Lockers", section="Lost keys", score=0.7, n=5)
    assistant, _ = build(topics={"locker": [LOCKER_RENT, keys, LOCKER_DUE], "debited": [LOCKER_DUE]})
    answer = assistant.respond("s1", TWO_PART)
    assert "debited automatically" not in answer.text and "₹500" not in answer.text
    assert answer.related[0] == "When is the rent due?"


def test_a_chat_model_reads_every_parts_section():
    model = FakeChatModel(["A small locker costs ₹2,000 a year [1], debited every April [2]."])
    assistant, _ = build(chat_model=model, topics=LOCKER_TOPICS, thin_context_score=0.3)
    answer = assistant.respond("s1", TWO_PART)
    prompt = "\n".join(message.content for message in model.calls[0])
    assert "₹2,000 a year" in prompt and "debited automatically from your linked account" in prompt
    assert {citation.section for citation in answer.citations} == {"What is the annual rent?", "When is the rent due?"}


def test_a_part_whose_section_the_whole_question_did_not_find_is_ignored():
    unrelated = chunk("Debit card annual fee is ₹200.", title="Cards", section="Card fees", n=3)
    assistant, _ = build(topics={"locker": [LOCKER_RENT], "debited": [unrelated]})
    answer = assistant.respond("s1", TWO_PART)
    assert "Card fees" not in answer.related and "₹200" not in answer.text


def test_a_one_part_question_is_searched_once():
    assistant, searcher = build(topics=LOCKER_TOPICS)
    assistant.respond("s1", "My locker key is lost, what is the rent for a small locker?")
    assert len(searcher.queries) == 1


def test_the_chat_model_speaks_for_the_bank_named_in_settings():
    model = FakeChatModel(["Senior citizens get 7.25% for 2 years [2]."])
    assistant, _ = build(chat_model=model, bank_name="Kaveri Bank")
    assistant.respond("s1", "What are the FD rates?")
    system = model.calls[0][0].content
    assert "virtual assistant of Kaveri Bank" in system and "Suvidha" not in system


def test_a_route_outside_the_known_ones_is_refused_where_the_answer_is_made():
    from banking_ai.types import ROUTES, Answer

    assert {"rag", "off_topic", "account_refusal", "urgent", "error"} <= set(ROUTES)
    with pytest.raises(ValueError, match="unknown route"):
        Answer("text", route="ragg")


def test_a_thin_search_is_retried_without_the_customers_situation_and_the_better_one_answers():
    doorstep = chunk("Doorstep banking brings cash to customers over 70 at home.", section="Doorstep banking", n=7)
    city = chunk("Our Nashik branch is open on Saturdays.", title="Branches", section="Nashik", score=0.3, n=8)
    assistant, searcher = build(topics={"nashik": [city], "cash at home": [doorstep]}, retry_below=0.45)
    answer = assistant.respond("s1", "My mother is 72 and lives alone in Nashik. Can she get cash at home?")
    assert searcher.queries[:2] == [
        "My mother is 72 and lives alone in Nashik. Can she get cash at home?",
        "Can she get cash at home?",
    ]
    assert "Doorstep banking" in answer.text or answer.citations[0].section == "Doorstep banking"
    retry = next(step for step in answer.trace if step.name == "rewrite")
    assert retry.detail.endswith("(kept)")


def test_a_retry_that_finds_nothing_better_keeps_the_first_search():
    city = chunk("Our Nashik branch is open on Saturdays.", title="Branches", section="Nashik", score=0.3, n=8)
    assistant, searcher = build(topics={"nashik": [city]}, retry_below=0.45)
    answer = assistant.respond("s1", "I moved to Nashik last month. Which branch is open on Saturdays in nashik?")
    assert len(searcher.queries) >= 2 and answer.citations[0].section == "Nashik"
    assert not any(step.detail.endswith("(kept)") for step in answer.trace if step.name == "rewrite")


def test_by_default_a_thin_search_is_not_retried():
    city = chunk("Our Nashik branch is open on Saturdays.", title="Branches", section="Nashik", score=0.3, n=8)
    assistant, searcher = build(topics={"nashik": [city]})
    assistant.respond("s1", "I moved to Nashik last month. Which branch is open on Saturdays in nashik?")
    assert len(searcher.queries) == 1


# --- speech in -------------------------------------------------------------------------------------


def test_starting_a_recording_loads_the_speech_engine_once_in_the_background(caplog):
    """The model loads while the customer speaks, once; a failed load does not stop the recording from
    being heard (the engine loads again on the first transcription)."""
    from tests.speech.fakes import FakeTranscriber
    from tests.speech.samples import tone

    transcriber = FakeTranscriber("what is the FD rate")
    transcriber.warm_up_error = RuntimeError("model files missing")
    orchestrator, _ = build()
    orchestrator.transcriber = transcriber
    loading = orchestrator.prepare_to_listen()
    assert loading is not None
    loading.join(timeout=10)
    assert orchestrator.prepare_to_listen() is None  # the second recording does not load it again
    assert transcriber.warmed == 1
    assert "speech engine warm-up failed: RuntimeError" in caplog.text
    assert orchestrator.transcribe(tone(1.0)).text == "what is the FD rate"


def test_a_question_the_answer_points_to_is_offered_beside_it():
    takeover = chunk(
        "Yes, after 12 months. The fee is given in Q.7.", title="Loans", section="Home Loan > Q.12 Can I transfer?", n=1
    )
    takeover = replace(takeover, refers_to=("Q.7 What is the processing fee?",))
    assistant, _ = build(topics={"transfer": [takeover]})
    answer = assistant.respond("s1", "can I transfer my home loan to you?")
    assert answer.route == "rag" and "12 months" in answer.text
    assert answer.related[0] == "Q.7 What is the processing fee?"


def test_the_bank_s_channels_are_passages_that_give_a_number_or_address_closest_in_meaning_first():
    """A passage that merely talks about contact (ranked first by its many shared words) tells no one how
    to reach the bank; of those that give a number or an address, the closest in meaning comes first,
    and a second one only from its section."""
    from banking_ai.conversation.routes import find_channels

    talk = chunk("Customers should contact customer care promptly about helpline fraud.", section="Duties", score=0.9)
    sim = replace(chunk("Call 1800 233 4455 if the SIM dies.", section="SIM swap", score=0.8, n=1), cosine=0.36)
    care = replace(chunk("Call 1800 233 4455 or +91 261 414 4455.", section="Phones", score=0.7, n=2), cosine=0.41)
    mail = replace(chunk("Or write to care@taptibank.example.", section="Phones", score=0.6, n=3), cosine=0.30)
    other = replace(chunk("The NRI desk: nri@taptibank.example.", section="NRI desk", score=0.5, n=4), cosine=0.35)
    searcher = FakeSearcher({"customer care": [talk, sim, care, mail, other]})
    assert [c.chunk_id for c in find_channels(searcher, 2)] == [care.chunk_id, mail.chunk_id]
    assert [c.chunk_id for c in find_channels(searcher, 1)] == [care.chunk_id]
    assert find_channels(FakeSearcher({"customer care": [talk]}), 2) == []
    # a regulator's address is not the bank's line: a passage with a phone number comes first
    rbi = replace(chunk("Write to crpc@rbi.org.in or cms.rbi.org.in.", section="Ombudsman", n=5), cosine=0.6)
    assert find_channels(FakeSearcher({"customer care": [rbi, care]}), 1)[0].chunk_id == care.chunk_id


def test_of_the_passages_about_as_close_the_one_giving_most_ways_to_reach_the_bank_is_the_channels():
    """At a bank whose documents have no contact page, the nearest passage with a number may be a booking line
    ("choose option 4 … doorstep visit"); one about as close that gives WhatsApp and e-mail is the channels. A
    list of numbers far from the question is not."""
    from banking_ai.conversation.routes import find_channels

    booking = replace(
        chunk("Call 1800 180 7284 and choose option 4 to book a doorstep visit.", section="Doorstep", n=1),
        cosine=0.43,
    )
    ways = replace(
        chunk("Use WhatsApp banking on 98140 07284, or e-mail care@ravibank.example.", section="Contact", n=2),
        cosine=0.41,
    )
    far = replace(
        chunk("Branch lines: 0183 250 1111, 0183 250 2222, 0183 250 3333.", section="Branches", n=3), cosine=0.30
    )
    assert find_channels(FakeSearcher({"customer care": [booking, ways, far]}), 1)[0].chunk_id == ways.chunk_id
    assert find_channels(FakeSearcher({"customer care": [booking, far]}), 1)[0].chunk_id == booking.chunk_id


@pytest.mark.parametrize(
    ("text", "gives"),
    [
        ("Call 1800-180-2200 (24x7).", True),
        ("From abroad +91-532-660-2200.", True),
        ("Call 1800.425.3800 any time.", True),
        ("Write to care@yamunabank.example.", True),
        ("Visit sbi.co.in or https://onlinesbi.sbi/help.", True),
        ("Rates effective 01-04-2024 for FY 2023-2024.", False),
        ("Loans up to Rs 10000000000 and ₹1 00 00 000.", False),
        ("Customers should contact customer care promptly.", False),
        ("The rate is final.In case of doubt ask the branch.", False),
    ],
)
def test_a_passage_gives_a_channel_when_it_holds_a_phone_number_e_mail_or_web_address(text, gives):
    from banking_ai.conversation.routes import gives_contact

    assert gives_contact(text) is gives


def test_without_a_passage_giving_a_channel_the_refusal_gives_the_configured_contact_line():
    talk = chunk("Customers should contact customer care promptly.", section="Duties")
    assistant, _ = build(topics={"customer care": [talk]})
    answer = assistant.respond("s1", "what is my balance?")
    assert answer.route == "account_refusal"
    assert ConversationSettings().contact_line in answer.text and not answer.citations


def test_a_billers_or_telcos_data_is_not_refused_as_the_banks_though_the_policies_speak_of_bills():
    """ "When is my electricity bill due?" asks the biller's data, not the bank's, even at a bank whose
    bill-payment pages speak of bills and recharges; a payment made through the bank is the bank's."""
    bills = chunk("Pay electricity bills and mobile recharges in the app under Bill Pay.", section="Bill Pay")
    assistant, _ = build(topics={"recharge": [bills], "bill": [bills], "customer care": CONTACT}, confidence=0.5)
    for message in ("How many days of validity are left on my Jio recharge?", "When is my electricity bill due?"):
        assert assistant.respond(f"s-{message}", message).route != "account_refusal", message
    paid = assistant.respond("s-paid", "Has my electricity bill payment been debited from my account?")
    assert paid.route == "account_refusal"


def test_a_deadline_is_answered_even_when_the_classifier_is_sure_it_is_an_account_request():
    """ "Within how many days must I report …" asks a deadline the policies set, however sure the classifier
    is that a message naming the customer's balance is an account request; "what can I do" beside an order
    for the data is still a request for it."""
    report = chunk("Report an unauthorised debit within 3 working days for zero liability.", section="Liability")
    topics = {"report": [report], "chances": [report], "customer care": CONTACT}
    assistant, _ = build(topics=topics, confidence=0.9)
    asked = assistant.respond("s1", "Within how many days must I report a wrong debit in my balance?")
    assert asked.route == "rag" and "3 working days" in asked.text
    told = "My CIBIL score is 640. My loan was rejected. What can I do to improve my chances?"
    assert assistant.respond("s2", told).route != "account_refusal"
    ordered = assistant.respond("s3", "Show me my last 10 transactions. What can I do if one of them is wrong?")
    assert ordered.route == "account_refusal"
