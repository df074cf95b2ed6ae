"""How an answer reads in the chat: sources, notices, status line and trace."""

from __future__ import annotations

from banking_ai.types import Answer, Citation, TraceStep
from banking_ai.ui import render


def _answer(**changes) -> Answer:
    base = {
        "text": "A 1 year FD earns 6.80% [1].",
        "route": "rag",
        "intent": "fd_rates",
        "confidence": 0.912,
        "citations": [Citation(1, "Fixed Deposits", "Interest rates", "fd.docx", 0.7, "1 year: 6.80% p.a.")],
        "trace": [TraceStep("intent", 3.2, "fd_rates 0.91"), TraceStep("retrieve", 11.6, "4 chunks")],
        "latency_ms": 1234.0,
        "generator": "offline",
    }
    return Answer(**{**base, **changes})


def test_answer_shows_text_then_sources_with_document_section_and_passage():
    shown = render.answer_markdown(_answer())
    assert shown.startswith("A 1 year FD earns 6.80% [1].")
    sources = shown[shown.index("<details>") :]
    assert "<summary>1 source</summary>" in sources
    assert "[1] Fixed Deposits — Interest rates" in sources
    assert "1 year: 6.80% p.a." in sources


def test_status_line_names_route_intent_generator_and_latency():
    line = render.status_html(_answer())
    assert "answered from bank policies" in line
    assert "intent: fd_rates (91%)" in line
    assert "offline answerer" in line
    assert "1.2 s" in line


def test_trace_lists_each_step_with_its_duration_in_an_expandable_block():
    shown = render.answer_markdown(_answer())
    trace = shown[shown.index("How this answer was found") :]
    assert "intent: 3 ms — fd_rates 0.91" in trace
    assert "retrieve: 12 ms — 4 chunks" in trace


def test_notices_are_visible_before_the_sources():
    shown = render.answer_markdown(_answer(notices=["We removed a card number from your message."]))
    assert "> **Note:** We removed a card number from your message." in shown
    assert shown.index("Note:") < shown.index("<details>")


PROBE = (
    '<a href="https://evil.example/kyc-login">Complete your re-KYC here</a> '
    '<img src="http://127.0.0.1:8999/t.png"> [KYC portal](https://phish.example/otp)'
)


def test_answer_text_from_a_document_or_model_cannot_link_or_load_an_image():
    shown = render.answer_markdown(_answer(text=f"Re-KYC is due [1]. {PROBE}"), ["suvidhabank.example"])
    text = shown[: shown.index("<details>")]
    assert text.startswith("Re-KYC is due [1].")
    assert "<a" not in text and "<img" not in text and "](" not in text
    assert "Complete your re-KYC here" in text and "KYC portal (https\\://phish.example/otp)" in text


def test_a_link_to_the_banks_own_domain_stays_a_link():
    shown = render.answer_markdown(
        _answer(text="Log in at https://suvidhabank.example/net [1]."), ["suvidhabank.example"]
    )
    assert shown.startswith("Log in at <https://suvidhabank.example/net> [1].")
    assert "<https://suvidhabank.example" not in render.answer_markdown(_answer(text="https://suvidhabank.example"))


def test_streamed_text_and_notices_are_inert_too():
    assert "](" not in render.streaming_markdown("see [here](https://evil.example)")
    note = render.notice_markdown("<img src=x>\n\n[a](https://evil.example)")
    assert "<img" not in note and "](" not in note and "\n" not in note


def test_a_blank_line_in_a_source_title_cannot_end_the_sources_block():
    evil = Citation(1, "Fees\n\n[win](https://evil.example)", "S\n\nx", "a.docx", 0.5, "a\n\nb")
    block = render.citations_html([evil])
    assert "\n" not in block and "[win](https://evil.example)" in block  # inside the HTML block: text


def test_markup_from_a_document_is_escaped_not_rendered():
    evil = Citation(1, "<img src=x onerror=alert(1)>", "<b>x</b>", "a.docx", 0.5, "<script>alert(1)</script>")
    shown = render.answer_markdown(_answer(citations=[evil]))
    assert "<script>" not in shown and "<img" not in shown
    assert "&lt;script&gt;" in shown


def test_answer_without_sources_or_trace_has_no_empty_blocks():
    shown = render.answer_markdown(_answer(citations=[], trace=[], route="smalltalk", intent="greeting"))
    assert "<details>" not in shown
    assert "conversation" in shown


def test_long_paste_is_shortened_in_the_customers_bubble():
    bubble = render.user_markdown("x" * 20_000)
    assert len(bubble) < 700
    assert "20,000 characters" in bubble


def test_customers_bubble_names_the_attachment_and_escapes_markup():
    bubble = render.user_markdown("<b>hi</b> [win](https://evil.example) ![x](http://t.example/p.png)", "error.png")
    assert "&lt;b>hi&lt;/b>" in bubble
    assert "](" not in bubble and "https\\://evil.example" in bubble
    assert "*Attached: error.png*" in bubble
    assert render.user_markdown("", None) == "(empty message)"
