"""``banking-ai serve`` with the API: one server, the Gradio app at / and the API beside it."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from pydantic import SecretStr

from banking_ai.settings import Settings, UiSettings
from tests.api.conftest import STAFF_TOKEN, api_settings, running
from tests.ui.conftest import MAX_UPLOAD_MB


@pytest.mark.integration
@pytest.mark.slow
def test_one_server_serves_the_app_at_the_root_and_the_api_beside_it(live_app, tmp_path, monkeypatch):
    import httpx
    from gradio_client import Client

    from banking_ai.api.server import api_with_app
    from banking_ai.ui import build_app

    monkeypatch.setenv("GRADIO_TEMP_DIR", str(tmp_path / "cache"))  # this app's cache is not the UI tests'
    settings = api_settings(live_app.settings, staff_token=SecretStr(STAFF_TOKEN))
    demo = build_app(live_app.orchestrator, settings)
    app = api_with_app(live_app.orchestrator, demo, settings, host="127.0.0.1", port=0)
    # The mounted app gets what launch() would give it.
    assert (demo.max_file_size, demo.show_error, demo.footer_links) == (
        live_app.demo.max_file_size,
        live_app.demo.show_error,
        live_app.demo.footer_links,
    )
    assert demo.max_file_size <= MAX_UPLOAD_MB * 2**20
    with running(app) as url, httpx.Client(base_url=url, timeout=120) as http:
        page = http.get("/")
        assert page.status_code == 200 and "Suvidha Bank assistant" in page.text
        assert http.get("/docs").status_code == 200
        paths = http.get("/openapi.json").json()["paths"]
        assert {"/v1/chat", "/v1/search", "/v1/documents", "/v1/health"} <= set(paths)
        chat_responses = paths["/v1/chat"]["post"]["responses"]
        assert {"200", "400", "413", "429", "503"} <= set(chat_responses) and "422" not in chat_responses
        assert http.post("/v1/search", json={"query": "fixed deposit interest rates"}).json()["passages"]
        chat = Client(url + "/", verbose=False, download_files=False, analytics_enabled=False)
        history, *_ = chat.predict({"text": "How do I block my lost debit card?", "files": []}, api_name="/chat")
        assert "block" in str(history[-1]["content"]).lower()


def test_serve_runs_the_api_when_enabled_and_gradio_alone_when_not(tmp_path, monkeypatch):
    from banking_ai.ui import serve as serve_module

    monkeypatch.delenv("GRADIO_TEMP_DIR", raising=False)
    monkeypatch.delenv("SPACE_ID", raising=False)
    seen = []
    monkeypatch.setattr("banking_ai.api.server.run", lambda o, d, s, host, port: seen.append(("api", host, port)))
    monkeypatch.setattr(serve_module, "launch", lambda demo, settings: seen.append(("gradio",)))
    monkeypatch.setattr(serve_module, "ensure_index", lambda orchestrator: None)
    monkeypatch.setattr(serve_module, "warm_up", lambda orchestrator: 0.0)
    monkeypatch.setattr("banking_ai.app.build_services", lambda settings: SimpleNamespace(recorder=None))
    monkeypatch.setattr("banking_ai.ui.app.build_app", lambda orchestrator, settings: object())
    base = Settings(_env_file=None, index_dir=tmp_path / "index", ui=UiSettings(port=8123))
    serve_module.serve(base)
    serve_module.serve(base.model_copy(update={"api": base.api.model_copy(update={"enabled": False})}))
    assert seen == [("api", "127.0.0.1", 8123), ("gradio",)]
