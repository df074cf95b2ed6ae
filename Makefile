# One set of commands for README, CI and developers.
# `make run` and `make test` work on a fresh machine: they create .venv, install the
# Python and Debian packages the product needs, build the sample index, then run.

PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
INDEX_DIR ?= $(or $(BANKING_AI_INDEX_DIR),var/index)
export BANKING_AI_INDEX_DIR := $(INDEX_DIR)
export PIP_DISABLE_PIP_VERSION_CHECK := 1

.PHONY: setup system-deps test-deps index run chat test lint format eval bench soak corpus clean

setup: $(STAMP) system-deps

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	# torch==2.13.0 is the CPU build on this machine's disk; pinning it in the same command
	# keeps pip from resolving a multi-GB CUDA build for sentence-transformers.
	$(BIN)/pip install --quiet torch==2.13.0 -e ".[dev]"
	touch $(STAMP)

# Debian packages the product uses; installed only when missing (CI and `make run` run as root).
APT_INSTALL := DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends
DEB_PACKAGES := tesseract-ocr tesseract-ocr-eng tesseract-ocr-hin espeak-ng fonts-liberation
system-deps:
	@missing=$$(for p in $(DEB_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then apt-get update -qq && $(APT_INSTALL) $$missing; fi

$(INDEX_DIR)/generation: | $(STAMP)
	$(BIN)/banking-ai index data/policies

index: $(STAMP)
	$(BIN)/banking-ai index data/policies

run: setup $(INDEX_DIR)/generation
	$(BIN)/banking-ai serve

chat: setup $(INDEX_DIR)/generation
	$(BIN)/banking-ai chat

# The browser test drives Debian's chromium (Playwright's own browser download is not used);
# the speech-in tests synthesise customers' questions with espeak-ng.
TEST_DEB_PACKAGES := chromium espeak-ng fonts-lohit-deva
test-deps:
	@missing=$$(for p in $(TEST_DEB_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then apt-get update -qq && $(APT_INSTALL) $$missing; fi

test: setup test-deps
	$(PY) -m pytest

lint: $(STAMP)
	$(BIN)/ruff check banking_ai tests benchmarks scripts
	$(BIN)/ruff format --check banking_ai tests benchmarks scripts

format: $(STAMP)
	$(BIN)/ruff format banking_ai tests benchmarks scripts
	$(BIN)/ruff check --fix banking_ai tests benchmarks scripts

# Reliability (not part of `make test`, ~15 min): kill -9 during indexing, two writers, concurrent
# customers, hostile documents and images. Numbers in docs/benchmarks.md.
soak: setup
	$(PY) -m benchmarks.soak

eval: setup $(INDEX_DIR)/generation
	$(BIN)/banking-ai eval retrieval
	$(BIN)/banking-ai intents eval --data data/intents/test.csv
	$(BIN)/banking-ai eval answers

bench: setup
	$(PY) -m benchmarks.bench_rag
	$(PY) -m benchmarks.bench_graph
	$(PY) -m benchmarks.bench_assistant

# Regenerate the sample DOCX corpus from scripts/sample_corpus (byte-for-byte reproducible).
corpus: $(STAMP)
	$(PY) -m scripts.sample_corpus.render data/policies

clean:
	rm -rf $(VENV) var .pytest_cache
