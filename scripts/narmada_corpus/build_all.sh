#!/bin/sh
# Regenerate the whole Narmada Bank corpus into data/narmada_bank/policies (or $NARMADA_OUT)
set -e
cd "$(dirname "$0")"
PY=${PY:-../../.venv/bin/python}
for s in gen_01_atm_cash_faq.py gen_02_cheque_services_faq.py gen_03_internet_banking_faq.py \
         gen_04_govt_savings_schemes_faq.py gen_05_farm_credit_guide.py gen_08_grievance_redressal_policy.py \
         gen_09_account_servicing_policy.py gen_10_education_loan_faq.py; do
  echo "$s: $($PY $s)"
done
./gen_06_nri_banking_faq.sh && echo "gen_06: pandoc done"
./gen_07_sgb_fastag_faq.sh && echo "gen_07: soffice done"
