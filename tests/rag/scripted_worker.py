"""A parsing worker whose parser misbehaves on cue, for the worker's time and memory limits.

Run by ``WorkerParser(limits, module="tests.rag.scripted_worker")`` exactly as the real worker
is (same process set-up, limits and protocol); only the parse function differs. By file name:
``hang*`` never returns, ``hog*`` allocates until the address-space limit stops it, ``crash*``
kills the process; anything else is read as plain text (no unstructured: the worker starts in
well under a second).
"""

from __future__ import annotations

import os
import signal
import time

from banking_ai.rag import parse_worker
from banking_ai.rag.limits import check_limits
from banking_ai.rag.parsing import Block, ParsedDocument


def scripted_parse(path, max_bytes, limits):
    if path.name.startswith("hang"):
        while True:
            time.sleep(60)
    if path.name.startswith("hog"):
        hoard = []
        while True:
            hoard.append(bytearray(50_000_000))
    if path.name.startswith("crash"):
        os.kill(os.getpid(), signal.SIGSEGV)
    check_limits(path, limits)
    return ParsedDocument(path.stem.title(), [Block((), "text", text=path.read_text())])


def main(argv: list[str]) -> None:
    parse_worker.main(argv, parse=scripted_parse, warm=lambda: None)
