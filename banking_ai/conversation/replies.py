"""The assistant's own wording: greetings, refusals, redirects, fallbacks.

Facts (numbers, channels, steps) never live here: they come from the bank's documents
through retrieval. These texts only frame them.
"""

from __future__ import annotations

from dataclasses import dataclass

# Open the block after a policy answer to a payment of the customer's that went wrong, or to a message
# that also asks for the customer's own data; what follows is the bank's channels, not part of the answer
# (the evaluation judges only what comes before it).
CANNOT_TRACE = "I can't see your account or this payment, so I can't check what happened to it."
CANNOT_CHECK = "I can't see your account, so I can't check your own details for you."
# Opens an offline answer whose best passage is hardly about the question (``Wording.closest_match``).
CLOSEST = "The closest I found:"


def answer_before_notes(text: str) -> str:
    """``text`` up to the block that says what the assistant cannot see (``CANNOT_TRACE``,
    ``CANNOT_CHECK``); all of ``text`` when it has none."""
    return min((text.partition(note)[0] for note in (CANNOT_TRACE, CANNOT_CHECK)), key=len)


@dataclass(frozen=True, slots=True)
class Wording:
    """Customer-facing sentences for one bank; ``contact_line`` is the last-resort channel."""

    bank_name: str
    contact_line: str

    def greeting(self) -> str:
        return (
            f"Hello! I'm {self.bank_name}'s virtual assistant. I can answer questions about accounts, cards, "
            "loans, deposits, payments and charges from the bank's policies, work out EMIs and deposit "
            "maturity, and read a screenshot of an error. How can I help?"
        )

    def thanks(self) -> str:
        return "You're welcome! If anything else comes up about your banking, just ask."

    def off_topic(self) -> str:
        return (
            f"I'm {self.bank_name}'s banking assistant, so I can only help with banking: accounts, cards, loans, "
            "deposits, payments, charges and the bank's services. Is there something about your banking I can "
            "help with?"
        )

    def account_refusal(self) -> str:
        return (
            "I can't see your accounts, so I can't tell you balances, transactions or the status of your own "
            "loans, cards or deposits — and please don't share account or card details here. You can get them "
            "securely through the bank's own channels:"
        )

    def cannot_trace(self, channels_above: bool = False) -> str:
        where = " through the channels above." if channels_above else ":"
        return f"{CANNOT_TRACE} The bank can trace it for you{where}"

    def cannot_check(self, channels_above: bool = False) -> str:
        where = " through the channels above." if channels_above else ":"
        return f"{CANNOT_CHECK} The bank can tell you{where}"

    def urgent_card(self) -> str:
        return "This is urgent — block your card first, then report it. Here is what to do now:"

    def urgent_fraud(self) -> str:
        return (
            "Act now: report it at once, and never share an OTP, PIN or CVV with anyone — the bank never asks "
            "for them. Here is what to do:"
        )

    def handoff(self) -> str:
        return "I can't transfer you from here, but you can reach a person at the bank through these channels:"

    def no_information(self) -> str:
        return f"I don't have that information in {self.bank_name}'s policy documents."

    def not_covered(self, products: list[str]) -> str:
        names = products[0] if len(products) == 1 else f"{', '.join(products[:-1])} or {products[-1]}"
        return f"I don't have information about {names} in {self.bank_name}'s policy documents."

    def closest_match(self) -> str:
        return f"I couldn't find this exactly in {self.bank_name}'s policy documents. {CLOSEST}"

    def nothing_indexed(self) -> str:
        return (
            f"{self.bank_name}'s policy documents have not been added to this assistant yet, so I can't answer "
            "questions about its products, rules or charges here."
        )

    def no_information_contact(self) -> str:
        return f"For help with it: {self.contact_line}"

    def general_label(self) -> str:
        return f"General information — not {self.bank_name} policy:"

    def general_footer(self) -> str:
        return f"For {self.bank_name}'s exact terms, please check with the bank: {self.contact_line}"

    def llm_unavailable(self) -> str:
        return "Our AI writing service is unavailable right now, so this answer is taken directly from the policies."

    def quoted(self) -> str:
        return "This answer is taken directly from the policies."

    def llm_ungrounded(self) -> str:
        return "This answer is quoted from the policies directly, so every figure in it is exactly as the bank states."

    def empty_message(self) -> str:
        return "Please type your question, or attach a screenshot of the message you need help with."

    def too_long(self, length: int, limit: int) -> str:
        return (
            f"Your message is {length:,} characters long, which is more than I can read at once ({limit:,}). "
            "Please send just the question — a sentence or two is enough."
        )

    def unsupported_script(self) -> str:
        return (
            "Sorry, I can only read English and Hindi (in Devanagari or in English letters). "
            "Could you write your question in one of them?"
        )

    def not_text(self) -> str:
        return "I can only read typed text and screenshots. Please type your question."

    def error(self) -> str:
        return f"Sorry, something went wrong on our side while answering. Please try again, or {self.contact_line}"
