"""Retrieval on questions that name one product, at banks whose FAQs repeat questions per product.

    python -m benchmarks.product_probe

``data/eval/probes/product_naming_s29.jsonl``: 150 questions written blind by a helper who knew only which
products each bank's documents cover, labelled by another with the sections that answer them (132 have one).
Prints hit@1 and hit@4 of the top 4 with ``rag.asked_product_margin`` as set and turned off, and each
question whose first passage changes.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from banking_ai.conversation.evaluation import bank_settings_for, load_cases
from banking_ai.rag.search import Retriever
from banking_ai.rag.services import rag_services
from banking_ai.settings import load_settings

PROBE = Path("data/eval/probes/product_naming_s29.jsonl")


def main() -> None:
    rows = [json.loads(line) for line in PROBE.read_text(encoding="utf-8").splitlines() if line.strip()]
    rows = [row for row in rows if row["gold"]]
    banks, _ = load_cases(Path("data/eval/blind"))
    settings = load_settings()
    counts: Counter = Counter()
    for bank in sorted({row["bank"] for row in rows}):
        services = rag_services(bank_settings_for(settings, bank, banks[bank]))
        checked = services.retriever
        unchecked = Retriever(
            checked._settings.model_copy(update={"asked_product_margin": -1.0}),
            services.embedder,
            services.index,
            checked.booster,
        )
        for row in (row for row in rows if row["bank"] == bank):
            gold = {(doc, section) for doc, section in row["gold"]}
            firsts = {}
            for name, retriever in (("checked", checked), ("unchecked", unchecked)):
                found = retriever.search(row["question"], 4)
                ranks = [i for i, f in enumerate(found, 1) if (Path(f.source).stem, f.section) in gold]
                counts[(name, "hit@1")] += bool(ranks and ranks[0] == 1)
                counts[(name, "hit@4")] += bool(ranks)
                firsts[name] = found[0] if found else None
            if firsts["checked"] and firsts["unchecked"] and firsts["checked"].chunk_id != firsts["unchecked"].chunk_id:
                print(f"{bank} {row['id']}: {firsts['unchecked'].section} -> {firsts['checked'].section}")
    for name in ("checked", "unchecked"):
        print(name, {k: f"{counts[(name, k)]}/{len(rows)}" for k in ("hit@1", "hit@4")})


if __name__ == "__main__":
    main()
