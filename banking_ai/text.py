"""The words of a text as the search and the answerer compare them.

Lower-case letters and digits, stop words (English and the commonest Hinglish) dropped, each word
reduced to its Snowball stem and hashed to a non-negative 31-bit id. The BM25 vectors of the index
(``banking_ai.rag.sparse``) and the offline answerer's lexical scores (``banking_ai.llm.offline``) use
the same terms, so a word counts the same way in both; neither owns them.
"""

from __future__ import annotations

import re
import zlib
from functools import lru_cache

_TOKEN = re.compile(r"[a-z0-9]+")
_STOP_WORDS_TEXT = """
a about above after again all am an and any are as at be because been before being below between
both but by can could did do does doing down during each few for from further had has have having he
her here hers him his how i if in into is it its itself just me more most my myself no nor not now
of off on once only or other our ours out over own same she should so some such than that the their
them then there these they this those through to too under until up very was we were what when where
which while who whom why will with would you your yours please kindly tell know want need hai hain
ka ki ke ko se me mein mera meri mere kya kaise kab
"""
STOP_WORDS = frozenset(_STOP_WORDS_TEXT.split())


@lru_cache(maxsize=1)
def _stemmer():
    import snowballstemmer

    return snowballstemmer.stemmer("english")


@lru_cache(maxsize=65536)
def _term(token: str) -> tuple[str, int]:
    stem = _stemmer().stemWord(token)
    return stem, zlib.crc32(stem.encode()) & 0x7FFFFFFF


@lru_cache(maxsize=65536)
def _grams(token: str) -> tuple[int, ...]:
    padded = f"#{token}#"
    return tuple(zlib.crc32(f"~{padded[i : i + 4]}".encode()) & 0x7FFFFFFF for i in range(len(padded) - 3))


def terms(text: str, char_ngrams: bool = False) -> list[int]:
    """Hashed, stemmed, stop-word-free terms of ``text``, in order (ids in [0, 2**31)).

    With ``char_ngrams``, each word also contributes its character 4-grams, so a
    misspelt word ("intrest", "cheqe") still shares terms with the right one.
    """
    out = []
    for token in _TOKEN.findall(text.lower()):
        if token in STOP_WORDS:
            continue
        out.append(_term(token)[1])
        if char_ngrams and len(token) > 3 and not token.isdigit():
            out.extend(_grams(token))
    return out
