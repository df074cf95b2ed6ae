#!/usr/bin/env bash
# Regenerate every Tapti Bank DOCX into data/tapti_bank/policies (or $TAPTI_OUT) and verify them.
set -euo pipefail
cd "$(dirname "$0")"
PY=${PY:-../../.venv/bin/python}
for g in gen_01_savings.py gen_02_debit_cards.py gen_03_upi.py gen_04_fixed_deposits.py \
         gen_05_retail_loans.py gen_06_safe_banking.py gen_07_credit_cards.py \
         gen_08_insurance.py gen_09_remittances.py gen_10_msme_loans.py; do
  echo "== $g"
  "$PY" "$g"
done
"$PY" verify.py
