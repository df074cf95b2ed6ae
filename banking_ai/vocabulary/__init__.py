"""The bank's vocabulary as customers write it, as data every part reads.

- ``hindi`` / ``spellings``: Devanagari written in Latin Hinglish, spelling variants made canonical;
- ``hinglish``: Hindi banking words and their meanings (expansion, the graph lexicon, the rules);
- ``abbreviations``: FD, a/c, EMI ... and their English;
- ``hindi_words``: everyday Hindi words and their English (how a Hinglish question reads in English);
- ``expansion``: ``expand_query``, ``hinglish_gloss`` and ``english_reading`` over those tables;
- ``periods``: "every month" forms; ``requests``: own-data and emergency cues.
"""

from __future__ import annotations

from banking_ai.vocabulary.expansion import english_reading, expand_query, hinglish_gloss
from banking_ai.vocabulary.hindi import has_devanagari, normalise_hindi, readable_script

__all__ = ["english_reading", "expand_query", "has_devanagari", "hinglish_gloss", "normalise_hindi", "readable_script"]
