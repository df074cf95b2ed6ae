"""Write the eight Ravi Bank customer-information files to out/ and print item counts."""

from __future__ import annotations

from pathlib import Path

import doc_bank_mitra
import doc_cash_currency
import doc_children_accounts
import doc_home_loan_servicing
import doc_money_from_abroad
import doc_special_needs
import doc_unclaimed_deceased
import doc_vehicle_loans

OUT = Path(__file__).resolve().parent / "out"

DOCUMENTS = {
    "cash_currency.docx": doc_cash_currency,
    "money_from_abroad.docx": doc_money_from_abroad,
    "special_needs.docx": doc_special_needs,
    "vehicle_loans.docx": doc_vehicle_loans,
    "home_loan_servicing.docx": doc_home_loan_servicing,
    "bank_mitra.docx": doc_bank_mitra,
    "children_accounts.docx": doc_children_accounts,
    "unclaimed_deceased.docx": doc_unclaimed_deceased,
}


def main() -> None:
    OUT.mkdir(exist_ok=True)
    total = 0
    for filename, module in DOCUMENTS.items():
        count = module.build(OUT / filename)
        total += count
        print(f"{filename:<28} {count:>3} items")
    print(f"{'total':<28} {total:>3} items")


if __name__ == "__main__":
    main()
