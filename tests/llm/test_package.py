"""The llm package imports cheaply: no client library or model until one is used."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import REPO


def test_importing_the_package_loads_no_heavy_library():
    code = (
        "import sys, banking_ai.llm\n"
        "print(sorted(m for m in ('groq', 'httpx', 'numpy', 'torch', 'sentence_transformers') if m in sys.modules))"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"
