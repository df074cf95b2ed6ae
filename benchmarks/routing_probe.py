"""Routes of a blind routing probe at several sample banks, scored per half and group.

    python -m benchmarks.routing_probe [--file data/eval/probes/routing_probe_s17.jsonl] [--banks suvidha tapti]

The last two lines count the misroutes, then every route taken, by half, group and route.

The session-17 probe (written by a helper from a description of the assistant only, split by id hash):
group A asks for data a biller, telco or office holds (expected off-topic), B for the bank's own data
(account refusal), C asks the bank's rules in the first person (answered from the policies).

A file of plain messages works too: a line without ``expect`` is an off-topic message, without ``group``
it counts under the file's name, and without ``split`` it falls in a half by the hash of its ``id`` (or
text). Session 18 ran the public CLINC150 out-of-scope test queries this way (``oos_test`` of
github.com/clinc/oos-eval, 1,000 lines ``{"id": ..., "question": ...}``; not shipped here):

    python -m benchmarks.routing_probe --file clinc_oos_test.jsonl --banks suvidha kaveri tapti yamuna

Not every out-of-scope query of that benchmark is out of a bank's scope ("can i deposit a check", "how do i
add someone to my account"). Session 23 had a helper label each by what a bank's assistant should do, without
seeing the assistant's routes (``data/eval/probes/clinc_oos_test_labels.jsonl``: banking 24, account 6,
not_banking 970); ``--labels`` scores each query by its label, grouped by it:

    python -m benchmarks.routing_probe --file clinc_oos_test.jsonl --labels data/eval/probes/clinc_oos_test_labels.jsonl
"""

from __future__ import annotations

import argparse
import hashlib
import json
from collections import Counter
from pathlib import Path

from banking_ai.app import build_services
from banking_ai.conversation.evaluation import bank_settings_for, load_cases
from banking_ai.conversation.replies import answer_before_notes
from banking_ai.settings import load_settings

EXPECTED = {
    "off_topic": {"off_topic", "smalltalk", "no_information"},
    # A failed payment of the customer's answered with the rule, "I can't see this payment" and the
    # channels serves the request as the refusal would, and tells the customer more (session 18).
    "account": {"account_refusal", "rag, traced"},
    "policy": {"rag", "rag, traced", "general"},
    "emergency": {"urgent"},
}
# A label of --labels: what a bank's assistant should do with the query.
LABELLED = {"banking": "policy", "account": "account", "not_banking": "off_topic"}


def _filled(message: dict, group: str) -> dict:
    """``message`` with the defaults of a plain file: off-topic, the file's group, a half by hash."""
    key = str(message.get("id") or message["question"])
    half = "tune" if int(hashlib.md5(key.encode()).hexdigest(), 16) % 2 == 0 else "heldout"
    return {"expect": "off_topic", "group": group, "split": half, "id": key, **message}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--file", type=Path, default=Path("data/eval/probes/routing_probe_s17.jsonl"))
    parser.add_argument("--banks", nargs="*", default=["suvidha", "tapti", "godavari", "sabarmati"])
    parser.add_argument("--show", action="store_true", help="list the tune half's misroutes")
    parser.add_argument("--labels", type=Path, help='lines {"id": ..., "label": "banking|account|not_banking"}')
    args = parser.parse_args()
    messages = [
        _filled(json.loads(line), args.file.stem)
        for line in args.file.read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    if args.labels:
        labels = [json.loads(line) for line in args.labels.read_text(encoding="utf-8").splitlines() if line.strip()]
        label = {row["id"]: row["label"] for row in labels}
        messages = [{**m, "group": label[m["id"]], "expect": LABELLED[label[m["id"]]]} for m in messages]
    banks, _ = load_cases(Path("data/eval/blind"))
    settings = load_settings()
    right: Counter = Counter()
    total: Counter = Counter()
    wrong: Counter = Counter()  # (half, group, route taken): counts, so held-out is not read message by message
    routes: Counter = Counter()  # (half, group, route taken) for every message, right or wrong
    for bank in args.banks:
        assistant = build_services(bank_settings_for(settings, bank, banks[bank]))
        for message in messages:
            answer = assistant.respond(f"probe-{bank}-{message['id']}", message["question"])
            route = answer.route
            if route == "rag" and answer_before_notes(answer.text) != answer.text:
                route = "rag, traced"  # the rule, then "I can't see this payment / your details" and the channels
            key = (message["split"], message["group"])
            total[key] += 1
            ok = route in EXPECTED[message["expect"]]
            routes[(*key, route)] += 1
            right[key] += ok
            if not ok:
                wrong[(*key, route)] += 1
                if args.show and message["split"] == "tune":
                    print(f"{bank} {message['id']} {message['expect']} -> {route}: {message['question']}")
    print(json.dumps({" ".join(key): f"{right[key]}/{total[key]}" for key in sorted(total)}))
    print(json.dumps({" ".join(key): wrong[key] for key in sorted(wrong)}))
    print(json.dumps({" ".join(key): routes[key] for key in sorted(routes)}))


if __name__ == "__main__":
    main()
