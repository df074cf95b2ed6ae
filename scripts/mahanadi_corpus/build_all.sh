#!/usr/bin/env bash
# Rebuild all 12 documents + expected JSON, then run every check.
set -euo pipefail
cd "$(dirname "$0")"
PY=${PY:-/work/main/.venv/bin/python}
mkdir -p ../docx ../expected
for g in g[0-9][0-9]_*.py; do
  echo "== $g"; "$PY" "$g"
done
"$PY" open_check.py
"$PY" verify.py
"$PY" check_structure.py
