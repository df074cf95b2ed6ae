"""Structure that authors type by hand instead of using Word's styles.

Real banks' files come from many tools: a PDF converted to Word (every printed line its own
paragraph, the running header and "Page 2 of 6" typed into the body), a typed table of contents,
an FAQ kept as a two-column "Question | Answer" table, questions as numbered list items or as
"Q1." paragraphs with "Ans:" answers. Each helper here recovers one of those so a question's
answer is indexed and cited under its own question.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Callable

# "Page 2", "Page 2 of 6", "2 of 6", "- 3 -": never a bare number ("1000" under "Minimum balance") or "24/7".
PAGE_NUMBER = re.compile(
    r"page\s+\d{1,4}(?:\s*(?:of|/)\s*\d{1,4})?|\d{1,4}\s+of\s+\d{1,4}|[-–—]\s*\d{1,4}\s*[-–—]", re.IGNORECASE
)
_CONTENTS = re.compile(r"(?:table\s+of\s+)?contents:?", re.IGNORECASE)
# A slide deck saved as a document types each slide's number: furniture, but no printed page.
_SLIDE_NUMBER = re.compile(r"slide\s+\d{1,3}(?:\s*(?:of|/)\s*\d{1,3})?", re.IGNORECASE)
_CONTENTS_ENTRY_TAIL = re.compile(r"[\s.·…_-]*\d{0,4}$")  # "Fixed deposits ........ 4"
QUESTION_MARKER = re.compile(r"(?:q|ques|question|faq)\s*\d{0,3}\s*[.:)\-–]\s*\S", re.IGNORECASE)
_ANSWER_MARKER = re.compile(r"(?:ans|answer)\s*[.:)\-–]\s+|a\s*[:\-–]\s+", re.IGNORECASE)
_ANSWER_MARKER_AFTER_Q = re.compile(r"a\s*\.\s+", re.IGNORECASE)  # "Q. …" / "A. …" pairs only
_ANSWER_MARKER_ALONE = re.compile(r"(?:ans|answer)\s*[.:)\-–]*|a\s*[.:\-–]+", re.IGNORECASE)  # "Ans." over a list
_QUESTION_TABLE_HEADERS = {"q", "ques", "question", "questions", "faq", "faqs", "query", "queries"}
_MAX_CATEGORY_CHARS = 80
_MAX_SUBJECT_CHARS = 160
_LIMITED = re.compile(r"\b(?:ltd|limited)\b", re.IGNORECASE)
_FUNCTION_WORDS = re.compile(r"\b(?:of|the|to|for|on|in|at|by|with|from|a|an)\b", re.IGNORECASE)
_WORD = re.compile(r"[^\W\d_]{2,}")
_SERIAL = re.compile(r"(?:q\s*)?\d{1,3}[.)]?", re.IGNORECASE)
_CELL_BULLET = re.compile(r"\s*[•▪●◦]\s+")
_CELL_STEP = re.compile(r"(?:^|\s)(\d{1,2})\.\s+(?=[A-Z])")
_CELL_STEP_BREAK = re.compile(r"(?:^|\s+)(?=\d{1,2}\.\s+[A-Z])")
# A web page's controls and footer, pasted or exported with its FAQ: "Was this helpful? Yes | No",
# "Expand All | Collapse All", "Back to top ↑", "Privacy Policy | Terms of Use | Sitemap",
# "Copyright © 2026 … Ltd., Pune. All rights reserved." (a few words of owner and place, no sentence:
# "© All content here, including the logo, is owned by the Bank. All rights reserved." says something).
_YEARS = r"\d{4}(?:\s*[-–]\s*\d{4})?"
_SITE_LINK = (
    r"(?:home|privacy(?: policy| notice| statement)?|terms(?: of (?:use|service)| (?:and|&) conditions)?|disclaimer"
    r"|site ?map|cookies?(?: policy| settings)?|accessibility(?: statement)?|careers|about us|contact us|feedback)"
)
_OWNER = r"(?:(?!(?:is|are|was|were|owned|may|must|shall|will)\b)\S+\s+){0,10}?"  # words, none a verb
_WEB_CHROME = re.compile(
    r"(?:last updated:?\s*[\w ,./-]{4,20}?\s*[|·]\s*)?"
    r"was this (?:article |answer |page |faq |information )?helpful\s*\??"
    r"(?:\s*[|·/]?\s*(?:yes|no|👍|👎))*\s*"
    r"|expand all\s*[|/·]\s*collapse all"
    rf"|(?:copyright\s*)?(?:©|\(c\))\s*(?:{_YEARS}\s*)?{_OWNER}all rights reserved\.?"
    rf"|copyright\s+{_YEARS}\s+{_OWNER}all rights reserved\.?"
    rf"|(?:copyright\s*)?©\s*{_YEARS}\s+{_OWNER}\S+"  # "© 2025 Mahanadi State Bank"
    r"|(?:[↑^▲⬆]\s*)?(?:back to top|go to top|return to top|top of (?:the )?page)(?:\s*[↑^▲⬆])?"
    rf"|{_SITE_LINK}(?:\s*[|·•]\s*{_SITE_LINK})+",
    re.IGNORECASE,
)
# A letter's or e-mail's sign-off ("Warm regards," over the writer's name, title and branch) and the
# pleasantry just before it ("Please call me if anything is unclear."): no question's answer.
_VALEDICTION = re.compile(
    r"(?:(?:with\s+)?(?:warm|warmest|kind|kindest|best|many)\s+)?regards(?:\s*(?:&|and)\s*thanks)?"
    r"|with regards|thanks?(?:\s+you)?\s*(?:,|&|and)?\s*(?:best\s+|warm\s+|kind\s+)?regards"
    r"|yours\s+(?:sincerely|faithfully|truly)|sincerely(?:\s+yours)?|(?:with\s+)?(?:best|warm)\s+wishes|सादर",
    re.IGNORECASE,
)
_BARE_VALEDICTION = re.compile(r"(?:thanks|thank you|best|cheers)\s*,", re.IGNORECASE)  # only with its comma
_PLEASANTRY = re.compile(
    r"(?:please (?:call|contact|write to|reach|get in touch with|feel free)|feel free|do (?:let|write|call)|"
    r"(?:i|we) hope|hope (?:this|that)|thank you for|let (?:me|us) know|looking forward|happy to help)\b"
    r"[^.!?]{0,80}[.!]?",
    re.IGNORECASE,
)
_SIGN_OFF_WINDOW = 12  # the last paragraphs of a document, where a sign-off is looked for
_REPEATS_FOR_FURNITURE = 2
_MAX_FURNITURE_CHARS = 80
_LINE_ENDINGS = (".", "!", "?", ":", ";", ")", "]", '"', "”")
_FULL_LINE_SHARE = 0.8  # a PDF line this close to the page's usual width ran on to the next line
PRINTED_LINE_CHARS = 60  # a line this long that stops without punctuation was wrapped by the printer
_OPENS_ITEM = re.compile(r"(?:[•▪●◦–-]\s|(?:q|ques|question)?\s*\d{1,2}(?:\.\d{1,2})*[.:)]\s|step\s+\d)", re.IGNORECASE)
_CONTENT_MARKS = re.compile(r": |₹|%|\brs\.?\s*\d", re.IGNORECASE)  # a line stating a value, not naming a topic
_FILE_NAME = re.compile(r"^microsoft (?:word|powerpoint) - |\.(?:pdf|docx?|rtf|odt|txt|html?)$", re.IGNORECASE)


def page_furniture(texts: list[str], plain: list[bool]) -> set[int]:
    """Indexes of paragraphs that are page furniture or a typed table of contents.

    ``texts`` are the paragraphs in order; ``plain`` marks those that are ordinary paragraphs
    (not headings, lists, tables or bold lines). Furniture is a page number ("Page 2 of 6",
    "- 3 -"), a slide's number typed on each slide ("Slide 4", at least twice) or, in a file that has
    page numbers, a line of three or more words, not a sentence and not part of one, repeated word for
    word (a running header or footer). A typed contents list is
    "Contents" followed by lines that name headings appearing later in the document. A web page's
    feedback and accordion controls and its copyright line are furniture too.
    """
    paginated = any(is_plain and PAGE_NUMBER.fullmatch(text) for text, is_plain in zip(texts, plain, strict=True))
    candidates = [  # repeated lines are running headers only in a file that carries its page numbers
        paginated and is_plain and _furniture_like(text) and not _inside_sentence(texts, index)
        for index, (text, is_plain) in enumerate(zip(texts, plain, strict=True))
    ]
    repeated = Counter(text for text, candidate in zip(texts, candidates, strict=True) if candidate)
    skip = {
        index
        for index, (text, is_plain) in enumerate(zip(texts, plain, strict=True))
        if is_plain
        and (PAGE_NUMBER.fullmatch(text) or (candidates[index] and repeated[text] >= _REPEATS_FOR_FURNITURE))
    }
    skip.update(
        index
        for index, (text, is_plain) in enumerate(zip(texts, plain, strict=True))
        if is_plain and _WEB_CHROME.fullmatch(text)
    )
    slides = [
        index
        for index, (text, is_plain) in enumerate(zip(texts, plain, strict=True))
        if is_plain and _SLIDE_NUMBER.fullmatch(text)
    ]
    if len(slides) >= _REPEATS_FOR_FURNITURE:
        skip.update(slides)
    for index, text in enumerate(texts):
        if _CONTENTS.fullmatch(text):
            entries = _contents_entries(texts, index + 1)
            if len(entries) >= 2:
                skip.update({index, *entries})
    return skip


def sign_off_start(texts: list[str], is_structure: Callable[[int], bool] = lambda index: False) -> int | None:
    """Index of the paragraph where a letter's or e-mail's sign-off begins, or None.

    A valediction ("Warm regards,", "Yours faithfully,") among the document's last paragraphs starts the
    sign-off when a signature follows it and nothing after it is structure (``is_structure``: a heading,
    table or bold title over text — a sample letter inside an FAQ, a circular's annexure) or asks a
    question; a short pleasantry right before it ("Please call me if anything is unclear.") belongs to
    it. Without this the signature, branch and disclaimer were read as the last question's answer and
    quoted to customers.
    """
    filled = [index for index, text in enumerate(texts) if text.strip()]
    for position in reversed(filled[-_SIGN_OFF_WINDOW:]):
        line = texts[position].strip()
        if not (_VALEDICTION.fullmatch(line.rstrip(",.!")) or _BARE_VALEDICTION.fullmatch(line)):
            continue
        after = [index for index in filled if index > position]
        if not after or any(texts[index].strip().endswith("?") for index in after):
            return None  # no signature under it, or questions go on: not a sign-off
        if any(is_structure(index) for index in after):
            return None  # sections go on after it (a sample letter, an annexure)
        before = [index for index in filled if index < position]
        if before and len(texts[before[-1]].strip()) <= 100 and _PLEASANTRY.fullmatch(texts[before[-1]].strip()):
            return before[-1]
        return position
    return None


def _furniture_like(text: str) -> bool:
    return len(text) <= _MAX_FURNITURE_CHARS and len(text.split()) >= 3 and not text.endswith(_LINE_ENDINGS)


def _inside_sentence(texts: list[str], index: int) -> bool:
    """A printed line carried on by the next one (or carrying on the last) is text, not furniture."""
    following = texts[index + 1] if index + 1 < len(texts) else ""
    return texts[index][:1].islower() or following[:1].islower()


def _contents_entries(texts: list[str], start: int) -> list[int]:
    entries = []
    for index in range(start, len(texts)):
        name = _CONTENTS_ENTRY_TAIL.sub("", texts[index]).strip()
        if not name or len(name) > _MAX_FURNITURE_CHARS or name not in texts[index + 1 :]:
            break
        entries.append(index)
    return entries


def wraps(line: str, text: str, line_chars: float = PRINTED_LINE_CHARS) -> bool:
    """Whether ``text`` carries on the printed ``line`` before it, broken mid-sentence.

    The break is inside a sentence when ``line`` has no closing punctuation and ``text`` starts in
    lower case, or when ``line`` is as long as a printed line (``line_chars``: "… Self Help Groups
    or" / "Joint Liability Groups …"). Flattened table rows (cells apart by runs of spaces), list
    items, and a ``text`` that opens an item ("2. ", "Q3.", "• ") or asks the next question never
    carry on.
    """
    if not line or not text or line.endswith(_LINE_ENDINGS) or "   " in line or "   " in text:
        return False
    if _OPENS_ITEM.match(text) or (text[0].isupper() and text.endswith("?")):
        return False
    return text[0].islower() or (
        len(line) >= line_chars
        and not line.startswith("- ")  # a Word list item ends where its paragraph ends
        and (text[0].isalnum() or text[0] in "(₹'\"‘“")
    )


def joined(paragraph: str, text: str) -> str:
    """``paragraph`` carried on by ``text``; a word broken at a hyphen keeps it ("merit-based")."""
    return paragraph + text if paragraph.endswith("-") and paragraph[-2:-1].isalpha() else f"{paragraph} {text}"


def is_file_name(title: str) -> bool:
    """A document title that is really a file name ("Microsoft Word - KCC_Guide_v4.pdf"), an identifier
    ("SHG_CIS_07") or an editor's default ("Word Document", "Untitled")."""
    title = title.strip()
    return bool(_FILE_NAME.search(title)) or (" " not in title and "_" in title) or title.casefold() in _DEFAULT_TITLES


# A letter's or circular's subject line: "Subject: Revised charges", "Sub - …", an e-mail's "Subject: RE: …".
_SUBJECT = re.compile(
    r"(?:(?:subject|subj)\s*[:.\-–]|sub\s*[:.]|sub\s+[-–]\s)\s*(?:(?:re|fw|fwd)\s*:\s*)*(\S.*)", re.IGNORECASE
)
# A letterhead line: the institution's name alone ("KRISHNA GRAMIN BANK", "Mahanadi Sahakari Bank Ltd."),
# or a line carrying its contact details (head office, toll-free number, website, e-mail).
_INSTITUTION = re.compile(
    r"(?:[A-Z][\w.&'’()-]*\s+(?:(?:and|&)\s+)?){0,6}"
    r"(?:bank|bank\s+ltd\.?|bank\s+limited|ltd\.?|limited|society|corporation)",
    re.IGNORECASE,
)
# "… Bank of India", "Bank of Baroda": a bank named after a place (one capitalised word: "Bank of Baroda
# FAQs" is a title).
_BANK_OF_PLACE = re.compile(
    r"(?<=[Bb][Aa][Nn][Kk])\s+(?:of|OF|Of)\s+[A-Z][\w]*(?:\s+(?:Ltd\.?|LTD\.?|Limited|LIMITED))?$"
)
# The branch a letter or leaflet comes from: "Connaught Place Branch, New Delhi", "NAVRANGPURA BRANCH, AHMEDABAD".
_BRANCH_LINE = re.compile(r"\b(?:Branch|BRANCH)\b\s*(?:,|$)")
_CONTACT = re.compile(
    r"head\s+office|regd\.?\s+office|registered\s+office|corporate\s+office|toll[\s-]?free|www\.|\S@\S"
    r"|\d{4}[\s-]?\d{3}[\s-]?\d{3,4}|\b(?:department|division)\s*$",
    re.IGNORECASE,
)


def subject(line: str) -> str | None:
    """What a subject line names ("Subject: Inoperative accounts" -> "Inoperative accounts"), else None."""
    found = _SUBJECT.fullmatch(line.strip())
    if not found or len(found.group(1)) > _MAX_SUBJECT_CHARS or not _WORD.search(found.group(1)):
        return None  # a form's blank "Subject: ________" names nothing
    return found.group(1).strip()


def is_letterhead(line: str) -> bool:
    """A line of a letterhead: the institution's name, every word capitalised, or its contact details."""
    line = line.strip()
    name = line.split("·")[0].split("|")[0].strip().rstrip(",")
    words = name.split()
    core = _BANK_OF_PLACE.sub("", name)  # "STATE BANK OF INDIA", "Bank of Baroda": the place is part of the name
    capitalised = all(word[0].isupper() or word in ("and", "&") for word in core.split() if word[0].isalpha())
    # a name of three words or more, or with its "Ltd." ("Savings Bank" and "Deposit Schemes of the Bank"
    # are titles): no article or preposition in it
    named = (len(words) >= 3 or bool(_LIMITED.search(name))) and not _FUNCTION_WORDS.search(core)
    contact = bool(_CONTACT.search(line) or _BRANCH_LINE.search(line))
    return contact or (capitalised and named and bool(_INSTITUTION.fullmatch(core)))


def same_words(first: str, second: str) -> bool:
    """Equal but for case, spacing and the kind of dash ("FAQ – Cards" and "FAQ - Cards")."""
    return _words(first) == _words(second)


def script(text: str) -> str:
    """ "devanagari" when most of the text's letters are Devanagari, else "latin"."""
    letters = [char for char in text if char.isalpha()]
    devanagari = sum("\u0900" <= char <= "\u097f" for char in letters)
    return "devanagari" if letters and devanagari * 2 > len(letters) else "latin"


def restates(heading: str, title: str) -> bool:
    """Whether a heading says the title again in other words: half the shorter one's words are shared
    ("Cards FAQ | Kaveri Bank" and "Cards – Frequently Asked Questions": "FAQ" is read as its words)."""
    first, second = _title_words(heading), _title_words(title)
    shared = len(first & second)
    return shared >= 2 and shared >= 0.5 * min(len(first), len(second))  # "Gold Loan" is not "Loan Policy"


def _title_words(text: str) -> set[str]:
    words = set(re.findall(r"\w+", text.casefold()))
    return words - {"faq", "faqs"} | {"frequently", "asked", "questions"} if words & {"faq", "faqs"} else words


def _words(text: str) -> list[str]:
    return re.sub(r"[\u2010-\u2015-]", "-", text).casefold().split()


def strip_answer_marker(text: str, question: str) -> str:
    """Drop an "Ans:"/"A." marker from the first paragraph under a question heading."""
    if not (question.endswith("?") or QUESTION_MARKER.match(question)):
        return text
    marker = _ANSWER_MARKER.match(text)
    if marker is None and QUESTION_MARKER.match(question):
        marker = _ANSWER_MARKER_AFTER_Q.match(text)
    return text[marker.end() :] if marker and marker.end() < len(text) else text


def is_answer_marker(text: str, question: str) -> bool:
    """Whether a paragraph under a question heading is nothing but an answer marker ("Ans." typed on a
    line of its own, with the answer's bullet list below it): a label, not part of the answer."""
    return (question.endswith("?") or bool(QUESTION_MARKER.match(question))) and bool(
        _ANSWER_MARKER_ALONE.fullmatch(text.strip())
    )


def question_rows(grid: list[list[str]]) -> list[tuple[tuple[str, ...], str]] | None:
    """(heading path, answer) pairs when a table is an FAQ kept as "Question | Answer" rows, else None.

    It is one when, after a leading serial-number column, two columns remain and either a header row
    names the first one a question or most first cells end with "?"; or when it has one column, questions
    in rows of their own over their answers (``_stacked_question_rows``). A row whose one (merged) cell
    names a category ("Opening an RD Account") is the category of the questions below it.
    """
    if grid and all(len(row) == 1 for row in grid):
        return _stacked_question_rows([row[0].strip() for row in grid])
    merged: list[bool] | None = None  # rows merged across a three-column table (explicit categories or notes)
    serials = all(not row[0] or _SERIAL.fullmatch(row[0]) or _spanning(row) for row in grid[1:])
    if grid and len(grid[0]) == 3 and serials:
        # "Sr. No. | Query | Response": the serial column goes; a row merged across all three columns keeps
        # its text in the question column: a category ("A. Variants and Balances") or a note.
        merged = [_spanning(row) and not _SERIAL.fullmatch(row[0]) for row in grid]
        grid = [[row[0], ""] if spans else row[1:] for row, spans in zip(grid, merged, strict=True)]
    if not grid or any(len(row) != 2 for row in grid):
        return None
    headers = [index for index, row in enumerate(grid[:2]) if row[0].strip(" .:").lower() in _QUESTION_TABLE_HEADERS]
    start = headers[0] + 1 if headers else 0
    body = grid[start:]
    if merged is not None:
        # Merged rows say they span the table: a short name is a category, whatever stands next to it
        # ("PART A – RETAIL LOANS" over "A.1 Home Loans"); a sentence is a note of the rows around it.
        flags = [spans and _names_category(row[0]) for row, spans in zip(body, merged[start:], strict=True)]
    else:
        flags = [_category_row(row) for row in body]
        # Category rows open the table and stand between runs of questions: never two in a row (a form's
        # empty fields), never only later (a question whose answer cell is empty).
        opens = (flags and flags[0]) or (headers == [1] and _category_row(grid[0]))
        if not (opens and not any(a and b for a, b in itertools.pairwise(flags))):
            flags = [False] * len(body)
    categories = [row for row, flag in zip(body, flags, strict=True) if flag]
    asked = sum(question.rstrip().endswith("?") for question, _ in body)
    questions = len(body) - len(categories)
    if not questions or not (headers or asked >= max(2, 0.6 * questions)):
        return None
    category: tuple[str, ...] = (grid[0][0].strip(),) if headers == [1] and _category_row(grid[0]) else ()
    rows: list[tuple[tuple[str, ...], str]] = []
    pending: list[str] = []  # category rows in a row: a part and its sub-part ("PART A" over "A.1 Home Loans")
    for (question, answer), flag in zip(body, flags, strict=True):
        if flag:
            pending.append(question.strip())
            continue
        if pending and (question and answer):
            category, pending = tuple(pending), []
        if question and answer:
            rows.append(((*category, question), _cell_lists(answer)))
        elif rows:  # an answer carried over a page break, or a note under the table: the row above's
            rows[-1] = (rows[-1][0], f"{rows[-1][1]}\n{_cell_lists(answer or question)}")
        elif answer or question:  # a note before the first question: text of the table's section
            rows.append(((*category,) if category else (), _cell_lists(answer or question)))
    if pending and rows:  # a merged row with no question under it closes the table: the last answer's note
        rows[-1] = (rows[-1][0], "\n".join([rows[-1][1], *pending]))
    return rows


def _stacked_question_rows(cells: list[str]) -> list[tuple[tuple[str, ...], str]] | None:
    """A one-column FAQ table: each question in a row of its own (often shaded or bold), its answer in the
    row or rows below. Only when the table opens with a question, holds two or more, and every question
    has an answer under it: a one-column list of questions is a checklist, not an FAQ."""
    asks = [cell.endswith("?") and len(cell) <= _MAX_SUBJECT_CHARS for cell in cells]
    answered = all(not ask or (following < len(asks) and not asks[following]) for following, ask in enumerate(asks, 1))
    if not asks or not asks[0] or sum(asks) < 2 or not answered:
        return None
    rows: list[tuple[tuple[str, ...], str]] = []
    for cell, ask in zip(cells, asks, strict=True):
        if ask:
            rows.append(((cell,), ""))
        else:
            rows[-1] = (rows[-1][0], "\n".join(filter(None, (rows[-1][1], _cell_lists(cell)))))
    return rows


def _names_category(text: str) -> bool:
    text = text.strip()
    return bool(text) and len(text) <= _MAX_CATEGORY_CHARS and not text.endswith((".", ":", ";", "?", "!"))


def _spanning(row: list[str]) -> bool:
    """A row whose first cell is merged across the others: they are empty or repeat its text."""
    first = row[0].strip()
    return bool(first) and all(not cell.strip() or cell.strip() == first for cell in row[1:])


def _category_row(row: list[str]) -> bool:
    """A row with text in its first cell only, not a question: a merged cell naming a category."""
    first = row[0].strip()
    return bool(first) and not row[1].strip() and not first.endswith("?") and len(first) <= _MAX_CATEGORY_CHARS


def _cell_lists(text: str) -> str:
    """A table cell's bullets ("•") and numbered steps ("1. … 2. …") back on lines of their own.

    The partitioner gives a cell as one line; a list inside an answer must stay a list so each
    step is quoted whole and alone.
    """
    text = _CELL_BULLET.sub("\n- ", text).strip()
    steps = _CELL_STEP.findall(text)
    if steps[:2] == ["1", "2"]:
        text = _CELL_STEP_BREAK.sub("\n- ", text).lstrip("\n")
    return text


_HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")
_DEFAULT_TITLES = {"word document", "microsoft word document", "document", "untitled", "untitled document", "title"}
_SITE_CHROME = ("nav", "header", "footer", "script", "style", "noscript", "form")
_TEXT_BLOCKS = ("p", "li", "td", "th", "dd", "div", "blockquote")
_MAX_BUTTON_QUESTION_CHARS = 200
_FRONT_MATTER = re.compile(r"\A---[ \t]*\n(\S.*?)\n(?:---|\.\.\.)[ \t]*(?:\n|\Z)", re.DOTALL)
_FRONT_MATTER_LINE = re.compile(r"[A-Za-z_][\w-]*\s*:|\s+\S|-\s|#|\s*$")  # "key: value", nested or list lines


def html_with_question_headings(raw: bytes) -> str:
    """A saved web page with its FAQ markup turned into headings the partitioner understands.

    Bank FAQ pages keep questions in accordions (``<details><summary>``) or definition lists
    (``<dt>``/``<dd>``); the partitioner drops the first and flattens the second. Each question
    becomes a heading one level below the page heading it sits under; navigation, footers and
    scripts are removed so they never join the last answer.
    """
    import lxml.html

    root = _html_root(raw)
    for element in list(root.iter(*_SITE_CHROME)):
        if element.tag in ("footer", "nav", "header") and any(
            a.tag in ("article", "main") for a in element.iterancestors()
        ):
            continue  # an article's own footer ("Rates revised w.e.f. …") or header is content
        if element.tag == "header" and any(child.tag in _HEADINGS for child in element.iter()):
            continue  # a section's header holds its heading: only the site's banner goes
        element.drop_tree()
    level, asked = 1, False
    for element in list(root.iter()):
        if element.tag in _HEADINGS and element.get("data-question") is None:
            # a question after a question heading is its sibling; after a category, one level below it
            level, asked = int(element.tag[1]), element.text_content().strip().endswith("?")
        elif element.tag == "button" and any(a.tag in _HEADINGS for a in element.iterancestors()):
            element.tag = "span"  # <h3><button>Question?</button></h3>: the heading's own text
        elif element.tag in ("summary", "dt") or (element.tag == "button" and _toggles_an_answer(element)):
            element.tag = _HEADINGS[min(level - 1 if asked else level, 5)]
            element.set("data-question", "")
        elif element.tag in ("details", "dl", "dd"):
            element.tag = "div"
    _show_link_addresses(root)
    return lxml.html.tostring(root, encoding="unicode")


def _show_link_addresses(root) -> None:
    """Each link whose words do not say where it goes is read with its address (``link_address``)."""
    for link in list(root.iter("a")):
        if any(a.tag in (*_HEADINGS, "summary", "dt", "button") for a in link.iterancestors()):
            continue  # a question linking to its own page
        block = next((a for a in link.iterancestors() if a.tag in _TEXT_BLOCKS), link.getparent())
        around = block.text_content() if block is not None else ""
        address = link_address(link.text_content(), link.get("href") or "", around)
        if address is None:
            continue
        link.tail = with_link_address(address, link.tail or "") + (link.tail or "")


def _toggles_an_answer(button) -> bool:
    """An accordion's button: it asks a question, or it expands a panel (not a tab, slide, menu or dialog)."""
    text = " ".join(button.text_content().split())
    if not text or len(text) > _MAX_BUTTON_QUESTION_CHARS:
        return False
    toggle = (button.get("data-bs-toggle") or button.get("data-toggle") or "").lower()
    if (
        toggle in ("tab", "pill", "modal", "dropdown", "offcanvas")
        or button.get("data-bs-slide")
        or button.get("data-slide")
    ):
        return False
    opens = button.get("aria-expanded") is not None and any(
        button.get(name) for name in ("aria-controls", "data-target", "data-bs-target")
    )
    return text.endswith("?") or opens


def _html_root(raw: bytes):
    import lxml.html

    head = raw[:4096].lower()
    if b"charset" in head or raw.lstrip().startswith(b"<?xml"):
        return lxml.html.document_fromstring(raw)  # the page names its encoding: lxml follows it
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:  # no declared encoding and not UTF-8: Windows' Western code page
        text = raw.decode("cp1252", errors="replace")
    return lxml.html.document_fromstring(text)


def html_title(raw: bytes) -> str | None:
    """The page's title: its one <h1>, else its <title>."""

    try:
        root = _html_root(raw)
    except Exception:  # a title is a nicety; the partitioner reads the page anyway
        return None
    headings, titles = root.xpath("//body//h1"), root.xpath("//head/title")
    # The page's one <h1> names it ("Locker Facility FAQ"); a <title> is often the site's name alone.
    chosen = headings if len(headings) == 1 else titles
    text = " ".join(chosen[0].text_content().split()) if chosen else ""
    return text or None


_LINK_SCHEME = re.compile(r"(?:https?://|mailto:|tel:)", re.IGNORECASE)  # web, e-mail, phone; not files or anchors
_PUBLIC_HOST = re.compile(r"https?://[^/?#]+\.[^/?#]+", re.IGNORECASE)  # "http://intranet/…" is the staff's
# and so are an address by number or a private domain ("http://10.2.3.4/…", "intranet.bank.local")
_PRIVATE_HOST = re.compile(
    r"https?://(?:[^/?#]*@)?(?:\d{1,3}(?:\.\d{1,3}){3}|[^/?#]*\.(?:local|lan|internal|corp|intranet|localdomain))(?:[:/?#]|$)",
    re.IGNORECASE,
)
_LINK_ADDRESS = re.compile(r"^(?:mailto:|tel:|https?://(?:www\.)?)", re.IGNORECASE)
_ADDRESS_WORDS = re.compile(r"\S+\.\S+")  # "www.bank.example", "bank.example/forms": an address, not words
_MAX_SHOWN_ADDRESS = 120  # a tracking link's query string is no help to a reader
_MARKDOWN_LINK = re.compile(
    r"(?<!!)\[([^\]\n]+)\]\(\s*<?((?:[^()\s>]|\([^()\s]*\))+)>?(?:\s+\"[^\"]*\")?\s*\)"
)  # the address may hold brackets of its own: "…/wiki/Ombudsman_(India)"
_CODE_FENCE = re.compile(r"^(?:```|~~~).*?^(?:```|~~~)[^\n]*$", re.MULTILINE | re.DOTALL)


def link_address(words: str, target: str, around: str) -> str | None:
    """The address to read after a link's words, or None when they say enough.

    A link whose words do not say where it goes ("fill in this form", "click here") is read with its
    address: an answer quoting the words alone would leave the customer nowhere. Not for a link showing its
    own address (``around``: the paragraph holding it) or an e-mail's or web page's ("write to
    care@bank.example", "visit www.bank.example"), a link without words (a logo), a question or heading
    linking to its own page, an anchor inside the file, or a tracking address too long to read.
    """
    words = " ".join(words.split())
    target = target.strip()
    if _LINK_SCHEME.match(target) is None or not words or words.endswith("?"):
        return None
    if target.lower().startswith("http") and (not _PUBLIC_HOST.match(target) or _PRIVATE_HOST.match(target)):
        return None
    if target.lower().startswith("tel:") and re.sub(r"\D", "", target) in re.sub(r"\D", "", around):
        return None  # the number is printed already
    shown = re.sub(r"^(?:mailto|tel):", "", target, flags=re.IGNORECASE)
    if not target.lower().startswith("http"):
        shown = shown.split("?")[0]  # an e-mail's "?subject=…&body=…" is no part of the address
    bare = _bare(target)
    if not bare or len(shown) > _MAX_SHOWN_ADDRESS or bare in around.lower():
        return None
    if _ADDRESS_WORDS.fullmatch(words) and _bare(words) in bare:
        return None
    return shown


def _bare(address: str) -> str:
    bare = _LINK_ADDRESS.sub("", address.strip()).rstrip("/").lower()
    return bare if address.lower().startswith("http") else bare.split("?")[0]


def with_link_address(address: str, after: str) -> str:
    """What to add after a link's words: " (address)", or ": address" at the end of words in brackets
    ("(click here: https://…)", not brackets in brackets)."""
    return f": {address}" if after.lstrip().startswith(")") else f" ({address})"


def markdown_link_addresses(text: str) -> str:
    """A Markdown file with each ``[words](address)`` link that needs it read as "words (address)"."""

    def shown(match: re.Match) -> str:
        line_start = text.rfind("\n", 0, match.start()) + 1
        line_end = text.find("\n", match.end())
        around = text[line_start : line_end if line_end >= 0 else len(text)]
        if around.lstrip().startswith("#"):
            return match.group(0)  # a heading linking to its own page
        address = link_address(match.group(1), match.group(2), around.replace(match.group(0), match.group(1)))
        if address is None:
            return match.group(0)
        return match.group(0) + with_link_address(address, text[match.end() :])

    fences = [match.span() for match in _CODE_FENCE.finditer(text)]

    def outside_code(match: re.Match) -> str:
        if any(start <= match.start() < end for start, end in fences):
            return match.group(0)  # a code example is shown as written
        return shown(match)

    return _MARKDOWN_LINK.sub(outside_code, text)


def markdown_front_matter(text: str) -> tuple[str | None, str]:
    """(the title in a Markdown file's YAML front matter, the text without it): pandoc and static-site
    files open with "---" / "title: …" / "---", which is not content."""
    text = text.removeprefix("\ufeff")
    match = _FRONT_MATTER.match(text)
    if match is None or not all(_FRONT_MATTER_LINE.match(line) for line in match.group(1).splitlines()):
        return None, text  # a "---" rule opening the file is no front matter
    title = re.search(r"^title:\s*(.+?)\s*$", match.group(1), re.MULTILINE)
    return (title.group(1).strip("\"'") or None) if title else None, text[match.end() :]


def looks_like_content(line: str) -> bool:
    """A short line that states a value ("Studies abroad: up to ₹1.5 crore") rather than names a topic."""
    return bool(_CONTENT_MARKS.search(line)) or line.count("(") != line.count(")")


def unwrapped_lines(text: str) -> str:
    """A PDF's text with the lines the printer wrapped joined back into their sentences; a full
    line is one close to the page's usual width."""
    lines = [line.strip() for line in text.split("\n")]
    lengths = sorted(len(line) for line in lines if line)
    if not lengths:
        return text
    line_chars = max(_FULL_LINE_SHARE * lengths[int(0.9 * (len(lengths) - 1))], PRINTED_LINE_CHARS)
    paragraphs: list[str] = []
    previous = ""  # the last printed line, not the paragraph it joined
    for line in lines:
        if paragraphs and wraps(previous, line, line_chars):
            paragraphs[-1] = joined(paragraphs[-1], line)
        else:
            paragraphs.append(line)
        previous = line
    return "\n".join(paragraphs)
