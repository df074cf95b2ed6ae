"""BLAS threads, held at run time: the encoder and the search share the process's cores.

On 2 cores, OpenBLAS worker threads left spinning after a numpy product (the search's ``V @ q``)
starved the encoder's threads: the next query embedding took 116 ms instead of 27 ms.
``banking_ai/__init__`` sets ``OPENBLAS_NUM_THREADS=1``, but OpenBLAS reads it only when it loads:
in a process that imported numpy before banking_ai (a notebook, a bank's own service, an eval
harness) numpy's OpenBLAS kept a thread per core and rag_search took 2.6x one query embedding
instead of 1.1x (docs/benchmarks.md, "Import order"). Libraries loaded after banking_ai read the
variable themselves; the ones already loaded are held here, through threadpoolctl.
"""

from __future__ import annotations

import logging
import os

log = logging.getLogger(__name__)


def blas_thread_limit() -> int:
    """The BLAS threads this process should use: ``OPENBLAS_NUM_THREADS`` (an operator's choice), else 1."""
    try:
        return max(int(os.environ.get("OPENBLAS_NUM_THREADS", "1")), 1)
    except ValueError:
        return 1


def limit_blas_threads() -> None:
    """Hold every BLAS library loaded so far (numpy's, scipy's) to ``blas_thread_limit()`` threads.

    Backends call it when their model loads, the moment a process starts embedding (every process
    that searches embeds). Costs ~15 ms; the limit stays until the process ends.
    """
    from threadpoolctl import threadpool_limits

    limit = blas_thread_limit()
    threadpool_limits(limits=limit, user_api="blas")
    log.debug("BLAS libraries held to %d thread(s)", limit)
