"""Whether a customer's message asks for their own data, which only the bank's systems hold.

The router refuses such requests with the bank's channels (docs/conversation.md); these predicates keep
told situations, rules asked in the first person and other asks of the same message out of the refusal.
The cue words themselves are data in ``banking_ai.vocabulary.requests``.
"""

from __future__ import annotations

import re

# A question asking what the customer may or must do ("Can I update it with my rent agreement?").
_ASKS_WHAT_I_MAY_DO = re.compile(
    r"^\s*(?:(?:can|could|may|should|must|do) i|how (?:can|do|should) i|what (?:can|should|must|do) i do"
    r"|what are my options|what options do i have)\b",
    re.IGNORECASE,
)
# A question asking what the rules are ("Is there a grace period before the policy lapses?"), never a status.
# "Is there a problem with my account?", "Is there a reason?" ask about the customer's own case.
_ASKS_FOR_A_RULE = re.compile(
    r"^\s*(?:(?:is|are) there(?! (?:a |an |any )?(?:problems?|reasons?|issues?|delays?|updates?|news|errors?|"
    r"mistakes?|pending|holds?|blocks?)\b)|what happens|how long (?:is|does|do|will)|do i (?:need|have) to|"
    r"is it (?:possible|allowed|compulsory|mandatory|necessary))\b",
    re.IGNORECASE,
)


def asks_for_own_data(question: str) -> bool:
    """Whether answering needs the customer's own data (vocabulary/requests.py's cues).

    Told situations are not requests: "I got an SMS saying my KYC is due. Can I update it with my rent
    agreement?" asks what the customer may do, and "…my balance was low and the premium didn't go
    through. Is there a grace period?" asks for a rule; the policies answer both. When the asking
    sentence is anything else ("₹500 was debited from my account. Why?", "Can you help?"), or a rule is
    asked beside an order for the data ("Show my mini statement. Is there a fee for it?"), the whole
    message counts (``asks_a_rule_too`` then finds the rule asked beside it).
    """
    from banking_ai.conversation.parts import asking_sentences
    from banking_ai.vocabulary.requests import needs_own_data, orders_own_data

    if not needs_own_data(question):
        return False
    asked = asking_sentences(question)
    if asked == question or needs_own_data(asked):
        return True
    if _ASKS_WHAT_I_MAY_DO.match(asked):
        return orders_own_data(question)
    return not (_ASKS_FOR_A_RULE.match(asked) or _asks_general_rule(asked)) or orders_own_data(question)


def asks_a_rule_too(question: str) -> bool:
    """Whether a message that wants the customer's own data also asks, in another part, what the policies
    answer: a procedure, a rule, what the customer may do, or why a product behaves so ("I haven't used my
    savings account for two years. Has it become dormant, and how do I make it active again?", "My loan
    was rejected last week. What can I do to improve my chances?", "Show my mini statement. Is there a
    fee for it?": an order for the data is an ask of its own). A message that only asks for the data
    ("what is my balance", "how many reward points do i have and when do they expire?") does not."""
    from banking_ai.conversation.parts import question_parts
    from banking_ai.vocabulary.requests import asks_procedure, asks_reason, asks_rule

    parts = question_parts(question)
    return len(parts) > 1 and any(
        not asks_for_own_data(part)
        and bool(
            asks_procedure(part)
            or asks_rule(part)
            or asks_reason(part)
            or _ASKS_FOR_A_RULE.match(part)
            or _ASKS_WHAT_I_MAY_DO.match(part)
            or _asks_in_general(part)
            or _asks_rule_with_question_word(part)
        )
        for part in parts
    )


# What a bank's rules set, asked with a question word ("what's the penalty if I miss one installment?",
# "what fee do you charge to reload it?", "which documents are accepted for re-KYC"): with the customer's
# own words around it, still a rule; but what was done ("how much fee did you charge me", "what rate was I
# charged") is the customer's own record.
_RULE_ASKED = re.compile(
    r"\b(?:what|what's|whats|which|how much|kitna|kitni|kitne)\b[^.?!]{0,25}\b(?:charges?|fees?|penalty|penalties|fine"
    r"|compensation|markup|ratio|rates?|limits?|eligib\w*|documents?|forms?|criteria|rules?)\b"
    # an allowance: "how many free withdrawals do I get?"
    r"|\bhow many free\b",
    re.IGNORECASE,
)
# Read before any case the customer supposes ("what charges apply if my EMI was bounced?" asks a rule);
# "have to" is a must, not a perfect ("what documents do I have to submit?").
_WHAT_WAS_DONE = re.compile(r"\b(?:did|was|were|had|(?:has|have)(?!\s+to\b))\b", re.IGNORECASE)
_SUPPOSED_CASE = re.compile(r"\b(?:if|in case|agar|suppose)\b", re.IGNORECASE)


def _asks_rule_with_question_word(text: str) -> bool:
    return bool(_RULE_ASKED.search(text)) and not _WHAT_WAS_DONE.search(_SUPPOSED_CASE.split(text)[0])


# Words pointing back at the customer's own case: "What is this charge for?" after a debit, "What is the daily
# limit on it?", "What rate am I paying now?", "What charges got applied?", "What charges you deducted?".
_POINTS_AT_OWN = re.compile(r"\b(?:this|that|these|those|it|its|them|am i|are we|i am|i'm|got|you)\b", re.IGNORECASE)


def _asks_general_rule(asked: str) -> bool:
    """An asking sentence that, after the customer's told situation, asks a rule in general: a rule thing with a
    question word and words saying what about ("How many free withdrawals do I get before charges start?", "What
    is the fee for SMS alerts?"); not one pointing back at the told case, nor a bare "What is the limit?"."""
    found = _RULE_ASKED.search(asked)
    return (
        found is not None
        and _asks_rule_with_question_word(asked)
        and not _POINTS_AT_OWN.search(asked)
        and bool(asked[found.end() :].strip(" ?.!"))
    )


# The customer, or something said before ("Is there a fee for it?", "us par kitna byaj milega?").
_PERSONAL_OR_BACK = re.compile(
    r"\b(?:i|i'm|i've|me|my|mine|we|us|our|mera|meri|mere|mujhe|maine|mainne|hamara|hamari|hamare|humne|hamne|apna"
    r"|apni|apne|it|its|this|that|these|those|they|them|their|ye|yeh|wo|woh|vo|uska|uski|uske|iska|iski|iske"
    r"|us)\b",
    re.IGNORECASE,
)


def _asks_in_general(part: str) -> bool:
    """A question about the bank in general ("whats the current interest rate for gold loans?"): a question
    word, and neither the customer nor anything said before it."""
    from banking_ai.conversation.parts import asks_something

    return asks_something(part) and not _PERSONAL_OR_BACK.search(part)


# Money, or a request the customer made: at a bank these are the bank's ("did my salary get credited",
# "where is my money?", "status of my request", "meri request ka kya hua", "how much have I paid").
_MONEY_OR_REQUEST = re.compile(
    r"(?:\b(?:credit|credited|debit|debited|money|payments?|paid|pay|paisa|paise|rupees?|salary|pension|refund|"
    r"points|request|amount|owe|owed|bacha|bachi|baki|baaki|how much do i have|"
    # investments and insurance bought through the bank: "what is my portfolio worth today?"
    r"portfolio|holdings|units|sip|mutual funds?|demat|premium|investments?)\b|₹)",
    re.IGNORECASE,
)


def names_banking_thing(question: str) -> bool:
    """Whether ``question`` names a banking product or concept (graph/lexicon.py), money or a request:
    "status of my cheque book request" and "did my salary get credited" do, "status of my LPG booking",
    "how many steps did I walk" and "the value of my current car" do not."""
    from banking_ai.graph.entities import names_what_the_bank_holds as in_lexicon

    # ``question`` arrives normalised (the orchestrator transliterates Devanagari before routing).
    return bool(_MONEY_OR_REQUEST.search(question)) or in_lexicon(question)
