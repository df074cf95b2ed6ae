"""The bank's vocabulary as customers write it, as data every part reads.

- ``hindi`` / ``spellings``: Devanagari written in Latin Hinglish, spelling variants made canonical;
- ``hinglish``: Hindi banking words and their meanings (expansion, the graph lexicon, the rules);
- ``abbreviations``: FD, a/c, EMI ... and their English;
- ``expansion``: ``expand_query`` and ``hinglish_gloss`` over those two tables;
- ``periods``: "every month" forms; ``requests``: own-data and emergency cues.
"""

from __future__ import annotations

from banking_ai.vocabulary.expansion import expand_query, hinglish_gloss
from banking_ai.vocabulary.hindi import has_devanagari, normalise_hindi, readable_script

__all__ = ["expand_query", "has_devanagari", "hinglish_gloss", "normalise_hindi", "readable_script"]
