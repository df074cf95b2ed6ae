"""How the bank's written shorthand is said aloud (read-aloud, ``banking_ai.speech.spoken``).

Keys are matched whole and case-insensitively; the values are what a person would say.
"""

from __future__ import annotations

SPOKEN_WORDS: dict[str, str] = {
    "p.a.": "per year",
    "per annum": "per year",
    "e.g.": "for example",
    "i.e.": "that is",
    "etc.": "and so on",
    "approx.": "approximately",
    "a/c": "account",
    "w.e.f.": "with effect from",
    "incl.": "including",
    "max.": "maximum",
    "min.": "minimum",
    "no.": "number",
    "yrs": "years",
    "mths": "months",
    "24x7": "24 hours a day, 7 days a week",
    "24/7": "24 hours a day, 7 days a week",
}
# Currency marks before an amount; the amount is read first, then "rupees" ("₹2,000" -> "2,000 rupees").
RUPEE_MARKS: tuple[str, ...] = ("₹", "Rs.", "Rs", "INR")
CURRENCY_WORD = "rupees"
