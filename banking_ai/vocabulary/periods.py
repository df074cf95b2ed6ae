""" "Every month" as customers write it: the one list every rule about monthly amounts reads.

Regex fragments (non-capturing groups, case-insensitive by the caller). ``PER_MONTH`` is safe
anywhere ("5,000 every month", "har mahine 2000 jama"); ``PER_MONTH_AFTER_AMOUNT`` adds the short
forms that mean "a month" only right after an amount ("5,000/month", "5000 p.m.", "2000 mahina"):
elsewhere "pm" is a time and "mahina" just a month.
"""

from __future__ import annotations

PER_MONTH = r"(?:per\s+month|a\s+month|every\s+month|each\s+month|monthly|har\s+mahin[ae]|prati\s+mah(?:ina)?)"
PER_MONTH_AFTER_AMOUNT = rf"(?:{PER_MONTH}|/\s*month|/\s*m(?:o|onth)?\b|p\.?\s?m\.?(?!\w)|mahina)"
