"""What the documents' titles and headings cover (``ProductCoverage``): a question about a product none of
them treats is not answered from another product's passage."""

from __future__ import annotations

import pytest

from banking_ai.rag.coverage import (
    ProductCoverage,
    asked_products,
    names_asked,
    place_products,
    product_name,
    same_family,
)
from banking_ai.vocabulary import normalise_hindi

# A bank whose documents cover PPF, FASTag, gold loans and lockers (headings as FAQ questions).
PLACES = [
    # a title's words do not mix with a long heading's: no savings account here
    ("Small Savings Schemes", "Public Provident Fund (PPF) > Can I take a loan against my PPF account?"),
    ("FASTag FAQ", "Closing a FASTag > How do I close my FASTag?"),
    ("Loans", "Gold loans > What is the interest rate on a gold loan?"),
    ("Loans", "Personal > Who is eligible?"),  # "Loans > Personal": a personal loan, words in any order
    ("Lockers", "Rent > What is the annual locker rent?"),
    ("NRI Services", "Who can open an account as a non-resident?"),
]
BANK = ProductCoverage.from_places(PLACES)


@pytest.mark.parametrize(
    ("question", "uncovered"),
    [
        ("savings a/c interest rate", ["product:savings_account"]),
        ("how to close my savings account, any charges", ["product:savings_account"]),
        ("car loan ki byaj dar kitni hai?", ["product:car_loan"]),
        ("mera debit card kho gaya, naya kaise milega?", ["product:debit_card"]),
        ("salary account zero balance rules", ["product:salary_account"]),  # not also "savings account"
        # investments and schemes banks sell, and the loans a bank may not offer
        ("demat account opening charges", ["product:demat_account"]),
        ("sovereign gold bond ka interest kitna hai", ["product:gold_bond"]),
        ("What is the interest rate on an education loan?", ["product:education_loan"]),
        # the government's insurance schemes, each its own product (not insurance in general)
        ("PM Suraksha Bima Yojana premium kitna hai?", ["product:pmsby"]),
        ("pmjjby claim process", ["product:pmjjby"]),
        # Devanagari as the orchestrator hands it on, transliterated: "suraksha bima yojna"
        (normalise_hindi("प्रधानमंत्री सुरक्षा बीमा योजना का प्रीमियम कितना है?"), ["product:pmsby"]),
    ],
)
def test_a_question_about_a_product_no_heading_names_is_uncovered(question, uncovered):
    assert BANK.uncovered(question) == uncovered


@pytest.mark.parametrize(
    "question",
    [
        "What is the gold loan interest rate?",
        "personal loan eligibility",  # "Loans > Personal"
        "Is a gold loan cheaper than breaking my FD?",  # gold loans covered: one named product is enough
        "Can an NRI open an NRE account?",  # an NRE account is for NRIs, and the documents speak of them
        "What is the interest rate?",  # no product named: the search decides
        "loan ki byaj dar kya hai?",  # "loan" alone could be any loan
        "how do I close my FASTag?",
        "PPF account pe loan milta hai kya?",  # the PPF page covers it
    ],
)
def test_a_question_about_a_covered_product_or_none_is_not_judged(question):
    assert BANK.uncovered(question) == []


def test_documents_without_headings_tell_nothing():
    plain = ProductCoverage.from_places([("Policy", ""), ("Policy", ""), ("Policy", "Gold loans")])
    assert plain.uncovered("savings a/c interest rate") == []
    assert ProductCoverage().uncovered("savings a/c interest rate") == []  # nothing indexed


def test_a_product_any_chunk_text_names_is_covered_whatever_the_headings_say():
    """A card-fraud page headed "Reporting unauthorised transactions" that says "debit card" in its text
    answers the debit-card question: "no information" is said only of what the documents never mention."""
    places = [
        *PLACES,
        ("Liability Policy", "Reporting unauthorised transactions", "Report a misused debit card at once."),
    ]
    assert ProductCoverage.from_places(places).uncovered("debit card misuse, how many days to report?") == []
    assert BANK.uncovered("debit card misuse, how many days to report?") == ["product:debit_card"]


@pytest.mark.parametrize(
    ("place", "question"),
    [
        (("Agri and Retail Loans", "Jewel Loan > Rate of interest"), "gold loan interest rate kya hai"),
        (("Services", "Safe Deposit Vaults > What is the annual rent?"), "What is the annual locker rent?"),
        (("Bancassurance", "Life Cover > Claims"), "How do I claim my insurance?"),
        (("ForexPlus Cards", "Multicurrency ForexPlus Card > Reload"), "What is the forex card reload fee?"),
        (("Deposits", "Savings Bank Deposits > Minimum balance"), "savings account minimum balance"),
        (("Most Important Terms and Conditions", "Late payment charges"), "credit card late fee kitna hai?"),
    ],
)
def test_the_names_banks_give_products_count_as_mentioning_them(place, question):
    """A public bank's own product names (a reviewer's outside-style heading sets): "Jewel Loan" is a gold loan."""
    assert ProductCoverage.from_places([place]).uncovered(question) == []


def test_headings_in_devanagari_are_read():
    hindi = ProductCoverage.from_places([("बचत बैंक खाता", "न्यूनतम शेष राशि क्या है?"), ("लॉकर", "किराया")])
    assert hindi.uncovered("savings account minimum balance") == []
    assert hindi.uncovered("लॉकर का किराया कितना है?") == []


def test_products_are_named_as_customers_say_them():
    assert product_name("product:debit_card") == "debit cards"
    assert product_name("product:savings_account") == "savings accounts"
    assert product_name("product:insurance") == "insurance"
    assert product_name("product:nre_account") == "NRE accounts"
    assert product_name("product:loan_against_deposit") == "loans against deposits"
    assert product_name("product:cheque") == "cheques"
    assert product_name("product:ppf") == "the Public Provident Fund (PPF)"
    assert product_name("product:demat_account") == "demat accounts"


@pytest.mark.parametrize(
    ("title", "section", "products"),
    [
        # the deepest heading naming a product decides; a title naming two products does not
        ("Personal and Gold Loans", "Personal Loans > Personal Loan Interest Rates", {"product:personal_loan"}),
        ("Personal and Gold Loans", "Gold Loans > What purity is accepted?", {"product:gold_loan"}),
        # a one- or two-word heading is read with the one above it
        ("Loans", "Loans > Personal > What is the rate?", {"product:personal_loan"}),
        # no heading names one: the document title's
        ("Debit Cards FAQ", "CARD VARIANTS AND FEES > Can the annual fee be waived?", {"product:debit_card"}),
        # the bank's own name for a product, and Devanagari
        ("Retail Loans", "Jewel Loan > Margin", {"product:gold_loan"}),
        ("ऋण", "होम लोन > ब्याज दर", {"product:home_loan"}),
        # the title above a short first heading; a short heading naming a product alone
        ("Loans", "Personal > Interest rates", {"product:personal_loan"}),
        # a heading naming a product in passing decides, though the title names another
        ("Credit Cards FAQ", "Fees > Is there a charge if my auto-debit or cheque payment fails?", {"product:cheque"}),
        # a bare "card" or "loan" is no specific product
        ("Help Centre", "Cards > Can the annual fee be waived?", set()),
        # parallel FAQ questions under each product's heading
        ("Loans FAQ", "Education Loan > What is the rate of interest?", {"product:education_loan"}),
        ("Investments", "Sukanya Samriddhi Yojana > Who can open the account?", {"product:sukanya_samriddhi"}),
        ("Circular", "G. Pradhan Mantri Suraksha Bima Yojana (PMSBY)", {"product:pmsby", "product:insurance"}),
    ],
)
def test_the_products_a_place_is_about(title, section, products):
    assert place_products(title, section) == products


def test_the_products_a_question_names():
    assert asked_products("Does my credit card's annual fee get waived?") == {"product:credit_card"}
    assert asked_products("is the annual fee waived") == set()
    assert asked_products("loan interest rate kya hai") == set(), "a bare loan names no specific product"


def test_products_of_one_family_and_places_that_name_the_asked_one():
    home, car, personal = ({f"product:{name}_loan"} for name in ("home", "car", "personal"))
    assert not same_family(frozenset(home | car), frozenset(personal)), "only the generic loan is shared"
    assert same_family(frozenset({"product:salary_account"}), frozenset({"product:savings_account"}))
    assert names_asked(frozenset({"product:salary_account"}), frozenset({"product:savings_account"}))
    assert names_asked(frozenset({"product:savings_account"}), frozenset({"product:salary_account"}))
    assert not names_asked(frozenset(car), frozenset(home))


def test_a_product_named_as_the_situation_or_by_the_banks_own_name_is_not_called_unmentioned():
    """A reviewer's cases: a product held at another bank, a payment mandate, an acronym with another meaning,
    and the names banks give products ("two-wheelers" on a vehicle-loan page, a "Mortgage Loan" against
    property, a depository participant account)."""
    bank = ProductCoverage.from_places(
        [
            ("Loans", "Vehicle Loan > Who is eligible?", "We finance new cars and two-wheelers."),
            ("Loans", "Mortgage Loan > Rate", "A loan against your residential or commercial property."),
            ("Investments", "DP Account > What are the charges?", "Our depository participant services."),
            ("Remittances", "Outward remittances > Is TCS collected?", "TCS applies above ₹10 lakh."),
            ("Retail", "Kisan Credit Card and agri loans > Late fee", "Interest subvention for prompt repayment."),
        ]
    )
    for question in (
        "bike loan interest rate",
        "loan against property interest rate",
        "demat account AMC charges",
        "we have an education loan from another bank; what documents and TCS apply to fees sent abroad?",
        "What is the charge if my SIP mandate bounces?",
        "what is the apy on savings",
    ):
        assert bank.uncovered(question) == [], question
    assert bank.uncovered("education loan rate of interest") == ["product:education_loan"]
    # a product the customer wants moved here is the one asked about (a reviewer's cases)
    for question in (
        "I want to move my education loan from another bank to you, what are the charges?",
        "Can I transfer my education loan from another bank?",
        "education loan takeover from other bank processing fee",
    ):
        assert bank.uncovered(question) == ["product:education_loan"], question
    # a character that matches a name case-blind but lowers to something else reads as no name
    assert ProductCoverage.from_places([("T", "A > B", "Monthly SİP via NACH")]).judged
    # "Kisan Credit Card" names no credit card, so a KCC page is about the KCC alone
    assert place_products("Retail", "Kisan Credit Card and agri loans > Late fee") == {"product:kisan_credit_card"}
