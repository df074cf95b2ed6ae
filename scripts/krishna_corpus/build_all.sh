#!/bin/sh
# Rebuild all 12 documents + expected JSON, then verify them.
# Needs: a python with python-docx + lxml (PY), soffice (LibreOffice) for 01 and 02.
set -e
cd "$(dirname "$0")"
PY=${PY:-../../.venv/bin/python}
for g in gen[0-9][0-9]_*.py; do
  echo "== $g"
  "$PY" "$g"
done
"$PY" verify.py
"$PY" check_structure.py
