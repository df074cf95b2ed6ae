"""Routing sanity check: the intent model's label for every question of data/eval/retrieval.jsonl.

    python -m benchmarks.check_intent_routing [--train CSV] [--show]

A guide, not a target: the questions are the retrieval eval's, never training data.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

import banking_ai  # noqa: F401
from banking_ai.conversation.routes import URGENT
from banking_ai.embedding import embedder_for
from banking_ai.intent.loader import train_from_csv
from banking_ai.settings import Settings


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--train", type=Path, default=Path("data/intents/intents.csv"))
    parser.add_argument("--show", action="store_true", help="list the misrouted questions")
    args = parser.parse_args()
    rows = [json.loads(line) for line in Path("data/eval/retrieval.jsonl").read_text().splitlines() if line.strip()]
    model = train_from_csv(args.train, embedder_for(Settings(_env_file=None)))
    predictions = model.predict([r["question"] for r in rows])
    answerable = [(r, p) for r, p in zip(rows, predictions, strict=True) if r["doc"]]
    off = [(r, p) for r, p in zip(rows, predictions, strict=True) if not r["doc"]]
    labels = Counter(p.label for _, p in answerable)
    out = {
        "answerable": len(answerable),
        "account_specific": labels["account_specific"],
        "off_topic_label": labels["off_topic"],
        "out_of_scope": sum(not p.in_scope for _, p in answerable),
        "redirected (off_topic >= 0.60)": sum(p.label == "off_topic" and p.confidence >= 0.6 for _, p in answerable),
        "fraud_report": labels["fraud_report"],
        "fraud_dispute": labels["fraud_dispute"],
        "urgent": sum(p.label in URGENT for _, p in answerable),
        "other_banking": labels["other_banking"],
        "off_topic_questions": len(off),
        "off_topic caught (out of scope)": sum(not p.in_scope for _, p in off),
        "off_topic redirected (>= 0.60)": sum(p.label == "off_topic" and p.confidence >= 0.6 for _, p in off),
    }
    print(json.dumps(out, indent=1))
    by_doc = Counter((r["doc"], p.label) for r, p in answerable)
    print("urgent by doc:", {k: v for k, v in by_doc.items() if k[1] in URGENT})
    if args.show:
        for r, p in answerable:
            if p.label in {"account_specific", "off_topic"} | URGENT or not p.in_scope:
                print(f"  {p.label:18} {p.confidence:.2f} {r['doc']:40} {r['question'][:110]}")
        for r, p in off:
            print(f"  OFF {p.label:18} {p.confidence:.2f} in_scope={p.in_scope} {r['question'][:90]}")


if __name__ == "__main__":
    main()
