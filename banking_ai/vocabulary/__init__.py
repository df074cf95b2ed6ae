"""The bank's vocabulary as customers write it: Hindi in Devanagari and Hinglish spellings."""

from __future__ import annotations

from banking_ai.vocabulary.hindi import has_devanagari, normalise_hindi, readable_script

__all__ = ["has_devanagari", "normalise_hindi", "readable_script"]
