"""The Hugging Face Space files stay in step with the package."""

from __future__ import annotations

import re
import tomllib

import pytest

from tests.conftest import REPO


def _pyproject_dependencies() -> set[str]:
    with (REPO / "pyproject.toml").open("rb") as handle:
        return set(tomllib.load(handle)["project"]["dependencies"])


def _requirements() -> list[str]:
    lines = (REPO / "requirements.txt").read_text().splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def test_space_requirements_are_the_package_dependencies_with_the_cpu_torch_index():
    lines = _requirements()
    assert "--extra-index-url https://download.pytorch.org/whl/cpu" in lines
    assert {line for line in lines if not line.startswith("--")} == _pyproject_dependencies()


def test_space_installs_tesseract_for_screenshots():
    packages = (REPO / "packages.txt").read_text().split()
    assert "tesseract-ocr" in packages and "tesseract-ocr-eng" in packages
    # Hindi too: a screenshot of a Hindi SMS is read again with it (OcrSettings.second_languages)
    assert "tesseract-ocr-hin" in packages
    assert re.search(r"^DEB_PACKAGES :=.*\btesseract-ocr-hin\b", (REPO / "Makefile").read_text(), re.M)


def test_space_installs_espeak_ng_for_read_aloud():
    assert "espeak-ng" in (REPO / "packages.txt").read_text().split()
    assert re.search(r"^DEB_PACKAGES :=.*\bespeak-ng\b", (REPO / "Makefile").read_text(), re.M)


def test_readme_front_matter_names_the_pinned_gradio_and_main_py():
    readme = (REPO / "README.md").read_text()
    if not readme.startswith("---\n"):
        pytest.skip("README.md has no Hugging Face front matter yet")
    front = readme.split("---\n")[1]
    pinned = next(dep for dep in _pyproject_dependencies() if dep.startswith("gradio=="))
    assert re.search(r"^sdk: gradio$", front, re.M)
    assert re.search(rf"^sdk_version: {re.escape(pinned.split('==')[1])}$", front, re.M)
    assert re.search(r"^app_file: main.py$", front, re.M)
