"""Render the Kaveri Bank FAQ corpus into a directory of DOCX files.

Usage, from the repository root::

    python -m scripts.kaveri_corpus.render data/kaveri_bank/policies
    python -m scripts.kaveri_corpus.render OUT_DIR --only insurance_faq.docx

python-docx is required.  forex_travel_faq.docx needs pandoc and
business_current_account_faq.docx needs LibreOffice (``soffice``); when either
tool is missing that file is skipped with a message and any existing copy in
OUT_DIR is kept (the committed DOCX files are the source of truth).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import DOC_NAMES, external


def _builders():
    # python-docx based builders are imported lazily so that a missing
    # python-docx gives a clear message rather than an ImportError traceback.
    from . import cards_digital, demat, insurance, lockers, mutual_funds, rewards, savings_deposits

    return {
        insurance.FILE_NAME: insurance.build,
        mutual_funds.FILE_NAME: mutual_funds.build,
        demat.FILE_NAME: demat.build,
        "forex_travel_faq.docx": external.build_forex,
        rewards.FILE_NAME: rewards.build,
        "business_current_account_faq.docx": external.build_business,
        lockers.FILE_NAME: lockers.build,
        savings_deposits.FILE_NAME: savings_deposits.build,
        cards_digital.FILE_NAME: cards_digital.build,
    }


def render(out_dir: Path, only: list[str] | None = None) -> dict[str, int | None]:
    """Build the documents into out_dir; return {file name: Q&A count or None if skipped}."""
    try:
        builders = _builders()
    except ImportError as exc:  # python-docx missing
        raise SystemExit(f"python-docx is required: pip install python-docx ({exc})")
    assert tuple(builders) == DOC_NAMES
    out_dir.mkdir(parents=True, exist_ok=True)
    results: dict[str, int | None] = {}
    for name, build in builders.items():
        if only and name not in only:
            continue
        target = out_dir / name
        try:
            results[name] = build(target)
        except external.ToolMissing as exc:
            print(f"SKIP {name}: {exc}; keeping existing file", file=sys.stderr)
            results[name] = None
            continue
        print(f"wrote {target}  ({results[name]} Q&A items)")
    total = sum(v for v in results.values() if v)
    print(f"total Q&A items written: {total}")
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--only", action="append", metavar="FILE_NAME", help="build only this file (repeatable)")
    args = parser.parse_args(argv)
    render(args.out_dir, args.only)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
