"""Generator for the fictional "Kaveri Bank" FAQ corpus (DOCX files).

Kaveri Bank is an invented Indian bank.  The corpus is a set of FAQ-shaped
Word documents whose *formatting deliberately differs* from file to file
(Heading 1/Heading 2 questions, bold Normal paragraphs with no heading styles
at all, numbered headings typed as text, pandoc output, LibreOffice output and
a hand-written Google-Docs-like document.xml).  It is used to evaluate how a
banking chatbot's ingestion and retrieval cope with unfamiliar layouts.

Re-run (from the repository root)::

    python -m scripts.kaveri_corpus.render data/kaveri_bank/policies

Requirements:

* ``python-docx`` (``pip install python-docx``) for most files;
* ``pandoc`` (Debian package ``pandoc``) for ``forex_travel_faq.docx``;
* LibreOffice Writer (Debian package ``libreoffice-writer-nogui``, command
  ``soffice``) for ``business_current_account_faq.docx``.

If pandoc or soffice is missing, the corresponding file is skipped with a
message and the already committed DOCX is left untouched: the committed DOCX
files are the source of truth, the scripts only document how they were made.
Outputs of pandoc and LibreOffice are not byte-for-byte reproducible.
"""

DOC_NAMES = (
    "insurance_faq.docx",
    "mutual_funds_sip_faq.docx",
    "demat_trading_faq.docx",
    "forex_travel_faq.docx",
    "kaveri_rewards_faq.docx",
    "business_current_account_faq.docx",
    "safe_deposit_locker_faq.docx",
    "savings_and_deposits_faq.docx",
    "cards_and_digital_banking_faq.docx",
)
