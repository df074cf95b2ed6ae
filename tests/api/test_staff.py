"""Staff endpoints: refused without the token, absent without one configured, guessing throttled;
an uploaded DOCX is indexed (a job to poll), listed, found by search and deleted."""

from __future__ import annotations

import time

import pytest
from pydantic import SecretStr

from tests.api.conftest import STAFF_TOKEN, api_server, api_settings
from tests.documents import write_docx

pytestmark = [pytest.mark.integration, pytest.mark.slow]

STAFF_PATHS = [("get", "/v1/documents"), ("get", "/v1/health"), ("delete", "/v1/documents/fees.docx")]


@pytest.mark.parametrize(("method", "path"), STAFF_PATHS)
def test_staff_endpoints_refuse_without_the_right_token(api, method, path):
    with api.client() as anonymous, api.client(Authorization="Bearer not-the-token") as wrong:
        missing = getattr(anonymous, method)(path)
        guessed = getattr(wrong, method)(path)
    assert missing.status_code == 401 and missing.json()["error"]["code"] == "staff_token_required"
    assert missing.headers["www-authenticate"] == "Bearer"
    assert guessed.status_code == 403 and guessed.json()["error"]["code"] == "wrong_staff_token"


def test_staff_endpoints_answer_with_the_token(staff):
    documents = staff.get("/v1/documents")
    assert documents.status_code == 200
    assert len(documents.json()) >= 12 and all(d["title"] and d["chunks"] > 0 for d in documents.json())
    health = staff.get("/v1/health").json()
    assert health["documents"] == len(documents.json()) and "ocr" in health


def test_without_a_configured_token_staff_endpoints_do_not_exist(live_app):
    settings = api_settings(live_app.settings)
    with (
        api_server(live_app.orchestrator, settings) as server,
        server.client(Authorization=f"Bearer {STAFF_TOKEN}") as c,
    ):
        for method, path in STAFF_PATHS:
            response = getattr(c, method)(path)
            assert response.status_code == 404 and response.json()["error"]["code"] == "not_found"
        assert "/v1/documents" not in c.get("/openapi.json").json()["paths"]


def test_wrong_tokens_lock_the_address_out(live_app, caplog):
    settings = api_settings(live_app.settings, staff_token=SecretStr(STAFF_TOKEN))
    limit = settings.ui.staff_max_failures
    with api_server(live_app.orchestrator, settings) as server:
        with server.client(Authorization="Bearer guess-123") as guesser:
            statuses = [guesser.get("/v1/documents").status_code for _ in range(limit)]
            locked = guesser.get("/v1/documents")
        with server.client(Authorization=f"Bearer {STAFF_TOKEN}") as right:
            still_locked = right.get("/v1/documents")  # the right token does not help while locked out
    assert statuses == [403] * limit
    assert locked.status_code == 429 and int(locked.headers["retry-after"]) >= 1
    assert still_locked.status_code == 429
    assert "staff API token failed from 127.0.0.1" in caplog.text and "guess-123" not in caplog.text


def _wait_for(staff, job: dict, timeout_s: float = 120) -> dict:
    deadline = time.monotonic() + timeout_s
    while job["status"] in ("queued", "running"):
        assert time.monotonic() < deadline, job
        time.sleep(0.2)
        job = staff.get(f"/v1/documents/jobs/{job['job_id']}").json()
    return job


def test_uploaded_docx_is_indexed_listed_found_and_deleted(staff, customer, tmp_path):
    policy = write_docx(
        tmp_path / "api_gold_loan.docx",
        "Gold Loan Policy",
        [("h1", "Gold Loan Interest"), ("p", "Gold loans carry interest of 9.25% a year, repaid within 12 months.")],
    )
    with policy.open("rb") as handle:
        response = staff.post("/v1/documents", files=[("files", (policy.name, handle, "application/octet-stream"))])
    assert response.status_code == 202, response.text
    assert response.headers["location"] == f"/v1/documents/jobs/{response.json()['job_id']}"
    job = _wait_for(staff, response.json())
    assert job["status"] == "done" and job["report"]["ok"], job
    assert job["report"]["added"] == [policy.name]

    listed = {d["file"]: d for d in staff.get("/v1/documents").json()}
    assert listed[policy.name]["title"] == "Gold Loan Policy"
    passages = customer.post("/v1/search", json={"query": "gold loan interest rate"}).json()["passages"]
    # found beside the sample bank's own gold-loan page (whose heading "Gold Loan Interest Rates and Tenure"
    # restates the question more closely, so it may come first)
    found = [passage for passage in passages if passage["file"] == policy.name]
    assert found and "9.25%" in found[0]["text"], passages

    deleted = staff.delete(f"/v1/documents/{policy.name}")
    assert deleted.status_code == 200 and deleted.json()["removed"] == [policy.name]
    assert policy.name not in {d["file"] for d in staff.get("/v1/documents").json()}
    again = staff.delete(f"/v1/documents/{policy.name}")
    assert again.status_code == 404 and again.json()["error"]["code"] == "no_such_document"


def test_upload_problems_are_reported_per_file(staff, tmp_path, api):
    broken = tmp_path / "broken.docx"
    broken.write_bytes(b"PK\x03\x04 not really a zip")
    too_big = tmp_path / "huge.txt"
    too_big.write_bytes(b"a" * int(api.settings.ui.max_upload_mb * 1_000_000 + 1))
    files = [("files", (p.name, p.read_bytes(), "application/octet-stream")) for p in (broken, too_big)]
    job = _wait_for(staff, staff.post("/v1/documents", files=files).json())
    assert job["status"] == "done"
    assert "broken.docx" in job["report"]["failed"] and "upload limit" in job["refused"]["huge.txt"]
    assert staff.post("/v1/documents").json()["error"]["code"] == "invalid_request"  # no files at all
    assert staff.get("/v1/documents/jobs/no-such-job").status_code == 404


def test_upload_staging_keeps_running_jobs_files_and_clears_old_leftovers(tmp_path):
    import os

    from banking_ai.api.jobs import STALE_AFTER_S, IndexJobs
    from banking_ai.ui.documents import UploadOutcome

    staging = tmp_path / "api_uploads"
    old, recent = staging / "old", staging / "recent"
    for folder in (old, recent):
        folder.mkdir(parents=True)
        (folder / "policy.docx").write_bytes(b"x")
    aged = time.time() - STALE_AFTER_S - 60
    os.utime(old, (aged, aged))
    seen = []
    jobs = IndexJobs(lambda files, progress: seen.append(files) or UploadOutcome(), staging)
    assert not old.exists() and recent.exists()
    folder = jobs.stage()
    (folder / "a.docx").write_bytes(b"x")
    job = jobs.submit(folder, [(str(folder / "a.docx"), "a.docx")])
    deadline = time.monotonic() + 10
    while jobs.get(job.job_id).status != "done":
        assert time.monotonic() < deadline
        time.sleep(0.01)
    assert seen == [[(str(folder / "a.docx"), "a.docx")]] and not folder.exists()
    jobs.close()
