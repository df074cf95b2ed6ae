"""The assistant as customers meet it: the real index of the sample corpus, the real intent model
trained from the committed CSV, real tesseract on a rendered screenshot, the offline answerer.
"""

from __future__ import annotations

import io
import re

import pytest

from tests.conftest import make_settings

pytestmark = [pytest.mark.integration, pytest.mark.slow]


@pytest.fixture(scope="module")
def assistant(sample_services, tmp_path_factory):
    from banking_ai.app import build_services
    from banking_ai.settings import IntentSettings

    settings = make_settings(sample_services.settings.index_dir)
    settings.intent = IntentSettings(model_dir=tmp_path_factory.mktemp("intent-model"))
    return build_services(settings)


def _screenshot(lines: list[str]) -> bytes:
    from PIL import Image, ImageDraw, ImageFont

    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 30)
    image = Image.new("RGB", (900, 120 + 60 * len(lines)), "white")
    draw = ImageDraw.Draw(image)
    for row, line in enumerate(lines):
        draw.text((40, 60 + 60 * row), line, fill=(20, 20, 20), font=font)
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


def _cited_text(answer) -> str:
    return " ".join(citation.snippet for citation in answer.citations)


def test_a_policy_question_gets_a_grounded_cited_answer(assistant):
    answer = assistant.respond("int-1", "What is the penalty if I break my fixed deposit before maturity?")
    assert answer.route == "rag" and answer.generator == "offline"
    assert answer.citations, "a policy answer must cite its sources"
    assert any("Premature" in c.section for c in answer.citations)
    assert re.search(r"\d(\.\d+)?\s?%", answer.text), "the penalty rate is quoted"
    assert re.search(r"\[\d\]", answer.text)


def test_a_screenshot_of_a_failed_upi_payment_is_read_and_answered(assistant):
    image = _screenshot(["UPI transaction failed", "Error code: U30", "Debit has failed. Amount Rs 2,500"])
    answer = assistant.respond("int-2", "what does this error mean?", image=image)
    ocr = next(step for step in answer.trace if step.name == "ocr")
    assert "chars" in ocr.detail
    assert answer.route == "rag"
    assert any(c.doc_title and "UPI" in (c.section + c.doc_title) for c in answer.citations)
    assert "U30" in _cited_text(answer) or "U30" in answer.text


def test_a_follow_up_retrieves_the_detail_asked_for(assistant):
    first = assistant.respond("int-3", "What are the fixed deposit interest rates?")
    assert first.route == "rag"
    second = assistant.respond("int-3", "and for senior citizens?")
    assert any(step.name == "rewrite" for step in second.trace)
    assert second.route == "rag"
    assert "senior citizen" in (second.text + _cited_text(second)).lower()


def test_an_account_question_is_refused_with_a_channel_from_the_documents(assistant):
    answer = assistant.respond("int-4", "what is my account balance right now?")
    assert answer.route == "account_refusal"
    assert "can't see your accounts" in answer.text
    assert answer.citations


def test_a_lost_card_gets_the_blocking_hotline_first(assistant):
    answer = assistant.respond("int-5", "I lost my debit card, someone may use it")
    assert answer.route == "urgent"
    assert "1800-266-0000" in answer.text
    assert answer.text.index("1800-266-0000") < 600


def test_an_emi_is_computed_exactly(assistant):
    answer = assistant.respond("int-6", "emi for 5 lakh at 10.5% for 3 yrs")
    assert answer.route == "calculation"
    r = 10.5 / 1200
    expected = 500000 * r * (1 + r) ** 36 / ((1 + r) ** 36 - 1)
    assert f"{round(expected):,}".replace(",", "") in answer.text.replace(",", "")


def test_off_topic_is_redirected(assistant):
    answer = assistant.respond("int-7", "who won the cricket world cup in 2011?")
    assert answer.route == "off_topic"
