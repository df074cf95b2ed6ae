"""Layers that read true: text helpers and the vocabulary are neutral modules the areas share.

Tokenising (``banking_ai.text``) and the bank's words (``banking_ai.vocabulary``) import no area;
the answerer (``banking_ai.llm``) and the rules import them, never retrieval's internals.
"""

from __future__ import annotations

import ast

import pytest

from tests.conftest import REPO


def _imports(path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):  # lazy imports inside functions count too
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def _modules(*parts: str):
    base = REPO / "banking_ai" / "/".join(parts)
    return [base] if base.suffix == ".py" else sorted(base.rglob("*.py"))


@pytest.mark.parametrize("path", [*_modules("text.py"), *_modules("vocabulary")], ids=lambda p: p.name)
def test_neutral_modules_import_no_area(path):
    areas = ("rag", "llm", "intent", "graph", "rules", "conversation", "ui", "ocr", "orchestrator", "app")
    assert {m for m in _imports(path) if m.startswith(tuple(f"banking_ai.{a}" for a in areas))} == set()


@pytest.mark.parametrize("path", [*_modules("llm"), *_modules("rules")], ids=lambda p: p.name)
def test_the_answerer_and_the_rules_do_not_reach_into_retrieval(path):
    assert {m for m in _imports(path) if m.startswith("banking_ai.rag")} == set()
