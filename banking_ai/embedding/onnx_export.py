"""The ONNX export of a sentence-transformers model, made once with torch and kept in a folder.

The graph holds the transformer, mean pooling and L2 normalisation: ONNX Runtime turns token ids
and an attention mask into the finished sentence vectors. Measured on the packaged MiniLM: vectors
equal to sentence-transformers' within 3e-7 cosine, 1.3x its batch throughput, no torch import at
run time (docs/benchmarks.md, "Encoder").

``ensure_export`` makes the file in a child process (``python -m banking_ai.embedding.onnx_export``):
torch and transformers are imported there only, so a serving process never holds them, and a crash
of the exporter cannot take the caller down. The file is written under a temporary name, checked
against torch's own vectors, and renamed into place: a reader finds a complete export or none.
"""

from __future__ import annotations

import hashlib
import inspect
import logging
import os
import subprocess
import sys
import time
from pathlib import Path

log = logging.getLogger(__name__)

EXPORT_VERSION = 1  # bump when the graph changes: the file name changes with it
EXPORT_TIMEOUT_S = 900.0
MAX_DIFFERENCE = 1e-5  # largest element difference from torch's vectors the check accepts
OPSET = 17  # LayerNormalization as one op
_PROBES = [
    "What is the penalty for closing a fixed deposit early?",
    "hi",
    "FD todne par penalty kitni hai?",
    "Locker rent is payable in advance every April. " * 40,  # past the 256-token cut
]


class ExportError(RuntimeError):
    """The export could not be made (the message says why)."""


def export_file(folder: Path, cache_dir: Path, name: str) -> Path:
    """Where the export of the model in ``folder`` lives: a name that changes with the weights and the exporter."""
    weights = (folder / "model.safetensors").stat()
    key = f"{EXPORT_VERSION}|{folder.resolve()}|{weights.st_size}|{weights.st_mtime_ns}"
    return cache_dir / f"{name}-fp32-{hashlib.sha256(key.encode()).hexdigest()[:12]}.onnx"


def ensure_export(folder: Path, target: Path, *, max_seq_length: int, lower_case: bool) -> None:
    """Make ``target`` from the model in ``folder`` unless it exists (``ExportError`` when it cannot)."""
    if target.is_file():
        return
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ExportError(f"cannot create {target.parent}: {exc.strerror or exc}") from None
    log.warning("making the ONNX export of the embedding model: %s (once; under a minute)", target)
    started = time.perf_counter()
    package_root = str(Path(__file__).resolve().parent.parent.parent)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [package_root, os.environ.get("PYTHONPATH")]))}
    command = [sys.executable, "-m", "banking_ai.embedding.onnx_export", str(folder), str(target)]
    command += [str(max_seq_length), "lower" if lower_case else "cased"]
    try:
        done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=EXPORT_TIMEOUT_S)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise ExportError(f"the exporter did not finish: {exc}") from None
    if done.returncode != 0 or not target.is_file():
        lines = [line for line in done.stderr.splitlines() if line.strip()]
        raise ExportError(lines[-1] if lines else f"the exporter exited with {done.returncode}")
    log.warning("ONNX export made in %.1f s: %s", time.perf_counter() - started, target)


def _export(folder: Path, target: Path, max_seq_length: int, lower_case: bool) -> None:
    """In the child process: trace the model to a temporary file, check it, rename it into place."""
    import numpy as np
    import torch
    from transformers import AutoModel

    model = AutoModel.from_pretrained(str(folder), attn_implementation="eager").eval()
    takes_token_types = "token_type_ids" in inspect.signature(model.forward).parameters

    class SentenceVectors(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.model = model

        def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
            extra = {"token_type_ids": torch.zeros_like(input_ids)} if takes_token_types else {}
            tokens = self.model(input_ids=input_ids, attention_mask=attention_mask, **extra)[0]
            mask = attention_mask.unsqueeze(-1).to(tokens.dtype)
            pooled = (tokens * mask).sum(dim=1) / mask.sum(dim=1).clamp(min=1e-9)
            return torch.nn.functional.normalize(pooled, p=2.0, dim=1)

    wrapper = SentenceVectors().eval()
    ids = torch.ones((2, 8), dtype=torch.long)
    partial = target.with_name(f"{target.name}.{os.getpid()}.partial")
    axes = {0: "texts", 1: "tokens"}
    try:
        with torch.no_grad():
            torch.onnx.export(
                wrapper,
                (ids, torch.ones_like(ids)),
                str(partial),
                dynamo=False,
                opset_version=OPSET,
                input_names=["input_ids", "attention_mask"],
                output_names=["sentence_embedding"],
                dynamic_axes={"input_ids": axes, "attention_mask": axes, "sentence_embedding": {0: "texts"}},
            )
        ids, mask = tokenize(folder, _PROBES, max_seq_length=max_seq_length, lower_case=lower_case)
        with torch.no_grad():
            expected = wrapper(torch.from_numpy(ids), torch.from_numpy(mask)).numpy()
        import onnxruntime

        session = onnxruntime.InferenceSession(str(partial), providers=["CPUExecutionProvider"])
        got = session.run(None, {"input_ids": ids, "attention_mask": mask})[0]
        difference = float(np.abs(got - expected).max())
        if difference > MAX_DIFFERENCE:
            raise ExportError(f"the export's vectors differ from torch's by {difference:.1e}")
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)


def tokenize(folder: Path, texts: list[str], *, max_seq_length: int, lower_case: bool):
    """Token ids and attention mask (int64, padded to the longest text) as sentence-transformers makes them."""
    encoded = tokenizer_for(folder, max_seq_length).encode_batch([prepare(text, lower_case) for text in texts])
    return padded([item.ids for item in encoded])


def tokenizer_for(folder: Path, max_seq_length: int):
    """The model's fast tokenizer (``tokenizer.json``), cutting at ``max_seq_length`` tokens, unpadded."""
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
    tokenizer.enable_truncation(max_length=max_seq_length)
    tokenizer.no_padding()
    return tokenizer


def prepare(text: str, lower_case: bool) -> str:
    """A text as sentence-transformers hands it to the tokenizer (stripped; lower-cased if the model says so)."""
    text = text.strip()
    return text.lower() if lower_case else text


def padded(rows: list[list[int]]):
    """``(ids, mask)``: int64 arrays of shape (len(rows), longest row), zero-padded."""
    import numpy as np

    length = max(len(row) for row in rows)
    ids = np.zeros((len(rows), length), dtype=np.int64)
    mask = np.zeros((len(rows), length), dtype=np.int64)
    for i, row in enumerate(rows):
        ids[i, : len(row)] = row
        mask[i, : len(row)] = 1
    return ids, mask


if __name__ == "__main__":
    import warnings

    warnings.filterwarnings("ignore")  # the tracer's warnings are about code paths a sentence encoder never takes
    folder_arg, target_arg, length_arg, case_arg = sys.argv[1:5]
    try:
        _export(Path(folder_arg), Path(target_arg), int(length_arg), case_arg == "lower")
    except Exception as exc:
        print(f"{type(exc).__name__}: {exc}", file=sys.stderr)
        sys.exit(1)
