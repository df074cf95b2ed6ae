#!/bin/sh
# Format 7: LibreOffice conversion of HTML (h1 title, h4 / <p><strong> questions, ul/ol lists, HTML tables)
cd "$(dirname "$0")"
TMP=$(mktemp -d)
cp sgb_fastag_faq.html "$TMP/sovereign_gold_bond_fastag_faq.html"
soffice --headless --convert-to "docx:MS Word 2007 XML" --outdir "$TMP" "$TMP/sovereign_gold_bond_fastag_faq.html" >/dev/null 2>&1
cp "$TMP/sovereign_gold_bond_fastag_faq.docx" "${NARMADA_OUT:-../../data/narmada_bank/policies}"/
rm -rf "$TMP"
