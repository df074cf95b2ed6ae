"""Hugging Face Space entry point (and ``python main.py`` locally): serve the banking assistant
(the web app, and the REST API beside it unless ``BANKING_AI_API__ENABLED=false``; docs/api.md).

Binds 127.0.0.1 by default (``BANKING_AI_UI__HOST`` / ``__PORT`` change it); on a Space
(``SPACE_ID`` set) 0.0.0.0:7860. An empty index is filled from data/policies at start-up.
"""

from __future__ import annotations

import logging
import os

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")

import banking_ai  # noqa: F401  (offline and thread defaults before numpy/torch load)
from banking_ai.settings import load_settings
from banking_ai.ui import serve


def main() -> None:
    settings = load_settings()
    logging.basicConfig(level=settings.log_level.upper(), format="%(levelname)s %(name)s: %(message)s")
    logging.getLogger("banking_ai.ui").setLevel(logging.INFO)  # start-up steps: index build, warm-up
    serve(settings)


if __name__ == "__main__":
    main()
