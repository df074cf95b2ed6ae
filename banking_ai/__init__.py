"""banking-ai: an offline-first conversational banking assistant."""

import os as _os

# On 2 cores, OpenBLAS worker threads left spinning after a numpy product starve
# torch's threads: the next query embedding took 116 ms instead of 27 ms (see
# docs/retrieval.md). The limit only works if set before numpy is first imported,
# so it lives here, where every entry point passes first. setdefault: an operator's
# explicit choice wins.
for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    _os.environ.setdefault(_name, "1")
# Nothing may reach a model hub or a telemetry endpoint at run time.
for _name in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "DO_NOT_TRACK", "UNSTRUCTURED_DISABLE_NOTICE"):
    _os.environ.setdefault(_name, "1")
_os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

__version__ = "0.1.0"
