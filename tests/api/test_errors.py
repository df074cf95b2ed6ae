"""Bad requests get a clear error in one shape — {"error": {"code", "message"}} — and the right status."""

from __future__ import annotations

import base64

import httpx
import pytest

from tests.api.conftest import CLIENT_KEY, api_server, api_settings
from tests.ui.conftest import OCR_MAX_BYTES
from tests.ui.images import broken_png, noise_png

pytestmark = [pytest.mark.integration, pytest.mark.slow]


def _error(response: httpx.Response, status: int) -> dict:
    assert response.status_code == status, response.text
    body = response.json()
    assert set(body) == {"error"} and set(body["error"]) == {"code", "message"}
    assert body["error"]["message"]
    return body["error"]


def test_malformed_json_is_a_400(customer):
    response = customer.post(
        "/v1/chat", content=b'{"message": "FD rate?"', headers={"Content-Type": "application/json"}
    )
    error = _error(response, 400)
    assert error["code"] == "invalid_request" and "not valid JSON" in error["message"]
    form = customer.post("/v1/chat", content=b'{"message": "FD rate?"}')  # no Content-Type: curl -d sends a form
    assert "Content-Type: application/json" in _error(form, 400)["message"]


@pytest.mark.parametrize(
    "body",
    [{}, {"message": ""}, {"message": "   \n "}, {"session_id": "s", "image": None}],
    ids=["missing", "empty", "blank", "no-text-no-image"],
)
def test_a_turn_without_a_message_is_a_400_in_the_chats_words(customer, body):
    error = _error(customer.post("/v1/chat", json=body), 400)
    assert error["code"] == "empty_message" and "type your question" in error["message"]


@pytest.mark.parametrize(
    "body",
    [{"message": 42}, {"message": "hi", "session_id": "a b/../c"}, {"message": "hi", "stream": "sometimes"}, []],
    ids=["number", "session-id", "stream-flag", "not-an-object"],
)
def test_wrongly_typed_fields_are_a_400_naming_the_field(customer, body):
    error = _error(customer.post("/v1/chat", json=body), 400)
    assert error["code"] == "invalid_request"


def test_search_limits_are_a_400(customer):
    assert "top_k" in _error(customer.post("/v1/search", json={"query": "FD", "top_k": 0}), 400)["message"]
    assert _error(customer.post("/v1/search", json={"query": " "}), 400)["code"] == "empty_message"


def test_too_long_message_is_a_413_saying_the_limit(customer, api):
    limit = api.settings.conversation.max_message_chars
    for path, field in (("/v1/chat", "message"), ("/v1/search", "query")):
        error = _error(customer.post(path, json={field: "a" * (limit + 1)}), 413)
        assert error["code"] == "message_too_long" and f"{limit:,}" in error["message"]


def test_bad_base64_is_a_400(customer):
    error = _error(customer.post("/v1/chat", json={"message": "what is this?", "image": "not base64 at all!"}), 400)
    assert error["code"] == "bad_base64"


def test_a_file_that_is_not_an_image_is_a_400_in_the_ocrs_words(customer):
    document = base64.b64encode(b"%PDF-1.7\n" + b"x" * 400).decode()
    error = _error(customer.post("/v1/chat", json={"image": document}), 400)
    assert error["code"] == "not_an_image" and "PDF" in error["message"]
    text = base64.b64encode(b"just some words, no picture " * 20).decode()
    error = _error(customer.post("/v1/chat", json={"message": "read this", "image": text}), 400)
    assert error["code"] == "not_an_image" and "not an image" in error["message"]


def test_a_damaged_image_is_a_400_in_the_ocrs_words(customer, tmp_path):
    damaged = base64.b64encode(broken_png(tmp_path / "cut.png").read_bytes()).decode()
    error = _error(customer.post("/v1/chat", json={"message": "what is this?", "image": damaged}), 400)
    assert error["code"] == "bad_image" and "upload" in error["message"].lower()


def test_image_over_the_ocr_limit_is_a_413(customer, tmp_path):
    big = noise_png(tmp_path / "big.png", 800)  # ~1.9 MB, over the tests' 1.5 MB OCR limit
    assert big.stat().st_size > OCR_MAX_BYTES
    error = _error(customer.post("/v1/chat", json={"image": base64.b64encode(big.read_bytes()).decode()}), 413)
    assert error["code"] == "image_too_large"


def test_unknown_paths_and_methods_answer_in_the_apis_shape(customer):
    assert _error(customer.get("/v1/nothing-here"), 404)["code"] == "not_found"
    response = customer.get("/v1/chat")
    assert _error(response, 405)["code"] == "method_not_allowed" and "POST" in response.headers["allow"]


@pytest.fixture(scope="module")
def guarded(live_app):
    """A server that needs a client key, allows 3 requests a minute per client and 200 kB bodies."""
    settings = api_settings(live_app.settings, client_keys=(CLIENT_KEY,), rate_limit="3/minute", max_body_mb=0.2)
    with api_server(live_app.orchestrator, settings) as server:
        yield server


def test_client_keys_are_required_when_configured(guarded):
    with guarded.client() as anonymous, guarded.client(**{"X-API-Key": "guess"}) as wrong:
        assert _error(anonymous.post("/v1/search", json={"query": "FD rates"}), 401)["code"] == "client_key_required"
        assert _error(wrong.post("/v1/search", json={"query": "FD rates"}), 403)["code"] == "wrong_client_key"
    with guarded.client(**{"X-API-Key": CLIENT_KEY}) as client:
        assert client.post("/v1/search", json={"query": "FD rates"}).status_code == 200


def test_over_the_rate_limit_is_a_429_with_retry_after(guarded):
    with guarded.client(**{"X-API-Key": CLIENT_KEY}) as client:
        statuses = [client.post("/v1/search", json={"query": "savings account interest"}).status_code for _ in range(4)]
        assert statuses[-1] == 429 and 200 in statuses
        refused = client.post("/v1/search", json={"query": "savings account interest"})
    assert _error(refused, 429)["code"] == "rate_limited"
    assert 1 <= int(refused.headers["retry-after"]) <= 60


def test_bodies_over_the_limit_are_a_413_declared_or_chunked(guarded):
    big = b'{"message": "' + b"a" * 300_000 + b'"}'

    def chunks():
        for start in range(0, len(big), 50_000):
            yield big[start : start + 50_000]

    with guarded.client(**{"X-API-Key": CLIENT_KEY}) as client:
        declared = client.post("/v1/chat", content=big, headers={"Content-Type": "application/json"})
        chunked = client.post("/v1/chat", content=chunks(), headers={"Content-Type": "application/json"})
    assert _error(declared, 413)["code"] == "body_too_large"
    assert _error(chunked, 413)["code"] == "body_too_large"


class _BusyIndex:
    def size(self) -> int:
        from banking_ai.rag.locking import IndexBusyError

        raise IndexBusyError("the first index build is running")


class _Rag:
    index = _BusyIndex()


def test_index_unavailable_is_a_503_with_retry_after(live_app):
    from tests.ui.fakes import FakeOrchestrator

    with api_server(FakeOrchestrator(rag=_Rag()), api_settings(live_app.settings)) as server, server.client() as c:
        for path, body in (("/v1/chat", {"message": "FD rate?"}), ("/v1/search", {"query": "FD rate"})):
            response = c.post(path, json=body)
            assert _error(response, 503)["code"] == "index_busy" and response.headers["retry-after"]


def test_answers_are_inert_text_with_links_only_to_the_banks_domains(live_app):
    """Whatever a document or the model puts in an answer, the API's markdown cannot act: no HTML,
    no image, no link but to the bank's own domains; plain text carries no control characters."""
    from banking_ai.types import Answer
    from tests.ui.fakes import FakeOrchestrator

    hostile = Answer(
        text="Pay here: [verify](https://evil.example/login) <img src=x onerror=alert(1)> "
        "or https://netbanking.suvidhabank.example/fd \x1b[2J![t](https://tracker.example/p.png)",
        route="rag",
    )
    settings = api_settings(live_app.settings)
    with api_server(FakeOrchestrator(answer=hostile), settings) as server, server.client() as c:
        answer = c.post("/v1/chat", json={"message": "FD?"}).json()
    assert "\x1b" not in answer["text"]
    markdown = answer["markdown"]
    assert (
        "<img" not in markdown and "](https://evil.example" not in markdown and "tracker.example/p.png)" not in markdown
    )
    assert "<https://netbanking.suvidhabank.example/fd>" in markdown
