#!/bin/sh
# Format 6: pandoc from Markdown (# title, ## categories, ### questions, lists, pipe tables)
cd "$(dirname "$0")"
pandoc -f markdown -t docx nri_banking_faq.md -o "${NARMADA_OUT:-../../data/narmada_bank/policies}"/nri_banking_faq.docx
