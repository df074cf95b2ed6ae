#!/usr/bin/env bash
# Rebuild all 14 Godavari Bank test documents and their expected JSON, then verify.
# PY: any python3 with python-docx + lxml (the project venv is used only as an interpreter).
set -euo pipefail
cd "$(dirname "$0")"
PY="${PY:-../../.venv/bin/python}"
for g in g01_*.py g02_*.py g03_*.py g04_*.py g05_*.py g06_*.py g07_*.py \
         g08_*.py g09_*.py g10_*.py g11_*.py g12_*.py g13_*.py g14_*.py; do
  echo "== $g"
  "$PY" "$g"
done
"$PY" verify.py
