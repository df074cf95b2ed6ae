"""Untrusted text made inert: nothing from a document, the model or a customer becomes HTML, a link
to a foreign site, an image or a terminal command; the answer's own formatting keeps working.

Outputs are checked as strings and, independently, by rendering them with a CommonMark + GFM
renderer with autolinking (markdown-it-py); tests/ui/test_browser.py checks Gradio's own renderer.
"""

from __future__ import annotations

import json
import re

import pytest

from banking_ai.inert import allowed_link, inert_markdown, json_for_terminal, terminal_text

BANK = ("suvidhabank.example",)


def _html(markdown: str) -> str:
    from markdown_it import MarkdownIt

    renderer = MarkdownIt("gfm-like", {"linkify": True})
    renderer.linkify.set({"fuzzy_link": True, "fuzzy_email": True})
    renderer.linkify.tlds("example", True)  # the reserved test domains used here count as real ones
    return renderer.render(markdown)


def _links(markdown: str) -> list[str]:
    return re.findall(r'<a href="([^"]*)"', _html(markdown))


def _assert_inert(markdown: str) -> None:
    rendered = _html(markdown)
    assert "<img" not in rendered
    tags = r"<(?!/?(?:a|p|strong|em|ul|ol|li|br|h\d|table|thead|tbody|tr|th|td|blockquote)\b)"
    assert re.findall(tags, rendered) == []
    assert all(href.startswith(("https://suvidhabank.example", "mailto:care@")) for href in _links(markdown))


PROBE = (
    'To stay active, <a href="https://evil.example/kyc-login">Complete your re-KYC here</a>. '
    '<img src="http://127.0.0.1:8999/t.png"> Or use the [KYC portal](https://phish.example/otp).'
)


def test_the_security_probe_payloads_render_as_text_without_links_or_images():
    shown = inert_markdown(PROBE, BANK)
    _assert_inert(shown)
    rendered = _html(shown)
    assert _links(shown) == []
    # The customer still sees what the document said, as words.
    assert "Complete your re-KYC here" in rendered and "KYC portal" in rendered
    assert "https://phish.example/otp" in rendered  # the address is shown as plain text
    assert "&lt;img src=" in rendered


@pytest.mark.parametrize(
    "payload",
    [
        "<script>alert(1)</script>",
        "<iframe src=https://evil.example></iframe>",
        "<svg onload=alert(1)>",
        "<details open ontoggle=alert(1)>",
        "<a href=javascript:alert(1)>x</a>",
        "<!-- hidden --> text",
        "<style>body{display:none}</style>",
        "<IMG SRC=x onerror=alert(1)>",
        "< img src=x>",
        "<<img src=x>>",
    ],
)
def test_html_shows_as_text(payload):
    shown = inert_markdown(payload, BANK)
    assert "<" not in shown.replace("&lt;", "")
    _assert_inert(shown)


@pytest.mark.parametrize(
    "payload",
    [
        "[click](https://evil.example)",
        "[click](<https://evil.example/a b>)",
        '[click](https://evil.example "Suvidha Bank")',
        "[click](javascript:alert(1))",
        "[click](JaVaScRiPt:alert(1))",
        "[click](data:text/html;base64,PHNjcmlwdD4=)",
        "[click](//evil.example)",
        "[click](&#106;avascript:alert(1))",
        "[click](https://suvidhabank.example@evil.example)",
        "[click](https://evil.example\\@suvidhabank.example)",
        "[click](https://suvidhabank.example.evil.example)",
        "[click](https://evilsuvidhabank.example)",
        "[click][ref]\n\n[ref]: https://evil.example",
        "[click]\n\n[click]: https://evil.example",
        "[1]\n\n[1]: https://evil.example",
        "[click] [ref]\n\n[ref]:\n  https://evil.example",
        "[a [nested] label](https://evil.example)",
        "[split\nlabel](https://evil.example)",
        "\\[escaped](https://evil.example)",
        "[x]\\(https://evil.example)",
    ],
)
def test_markdown_links_outside_the_banks_domains_are_not_links(payload):
    shown = inert_markdown(payload, BANK)
    _assert_inert(shown)
    assert _links(shown) == []


@pytest.mark.parametrize(
    "payload",
    [
        "![logo](http://127.0.0.1:8999/t.png)",
        '![logo](https://suvidhabank.example/pixel.png "x")',  # not even the bank's own: no tracking pixels
        "![logo][img]\n\n[img]: http://127.0.0.1:8999/t.png",
        "![](http://127.0.0.1:8999/t.png)",
    ],
)
def test_markdown_images_show_at_most_their_alt_text(payload):
    shown = inert_markdown(payload, BANK)
    _assert_inert(shown)  # no <img>
    assert _links(shown) == []
    assert ("logo" in shown) == ("logo" in payload)


@pytest.mark.parametrize(
    "payload",
    [
        "visit https://evil.example/kyc now",
        "visit HTTPS://EVIL.EXAMPLE/kyc now",
        "visit http://127.0.0.1:8999/ now",
        "visit ftp://evil.example/ now",
        "visit www.evil.example now",
        "visit xwww.evil.example now",
        "write to phish@evil.example",
        "<https://evil.example>",
        "<mailto:phish@evil.example>",
        "<phish@evil.example>",
        "https://suvidhabank.example.evil.example/login",
    ],
)
def test_autolinks_and_bare_addresses_outside_the_banks_domains_stay_text(payload):
    shown = inert_markdown(payload, BANK)
    _assert_inert(shown)
    assert _links(shown) == []


def test_a_backslash_ends_a_bare_url_so_only_the_banks_part_is_linked():
    # Browsers read "\" as "/" in an http URL: the link must be what it shows, the bank's address.
    shown = inert_markdown("https://suvidhabank.example\\@evil.example/", BANK)
    _assert_inert(shown)
    assert _links(shown) == ["https://suvidhabank.example"]


@pytest.mark.parametrize(
    ("payload", "href"),
    [
        ("Log in at https://suvidhabank.example/netbanking.", "https://suvidhabank.example/netbanking"),
        ("Log in at https://www.suvidhabank.example/netbanking", "https://www.suvidhabank.example/netbanking"),
        ("[NetBanking](https://netbanking.suvidhabank.example/login)", "https://netbanking.suvidhabank.example/login"),
        ("Visit www.suvidhabank.example today", "https://www.suvidhabank.example"),
        ("Write to care@suvidhabank.example", "mailto:care@suvidhabank.example"),
        ("(see https://suvidhabank.example/fees)", "https://suvidhabank.example/fees"),
    ],
)
def test_links_to_the_banks_own_domains_stay_clickable(payload, href):
    shown = inert_markdown(payload, BANK)
    assert _links(shown) == [href]


def test_with_no_domains_configured_nothing_is_a_link():
    assert _links(inert_markdown("https://suvidhabank.example/x [a](https://suvidhabank.example)", ())) == []


def test_the_answers_own_formatting_and_citation_markers_survive():
    text = (
        "**Block your card now** [1].\n\n- Call 1800-266-7788 [2]\n- Or SMS *BLOCK* to 56767 [1]\n\n"
        "Charges: ₹500 + GST (18%) & more."
    )
    shown = inert_markdown(text, BANK)
    assert "[1]" in shown and "[2]" in shown
    rendered = _html(shown)
    assert "<strong>Block your card now</strong> [1]." in rendered
    assert "<li>Call 1800-266-7788 [2]</li>" in rendered and "<em>BLOCK</em>" in rendered
    assert "₹500 + GST (18%) &amp; more." in rendered


@pytest.mark.parametrize(
    "payload",
    ["&lt;img src=x&gt;", "&#60;script&#62;", "&#x3C;a href=https://evil.example&#x3E;x&#x3C;/a&#x3E;"],
)
def test_entities_are_shown_as_written_not_decoded_into_markup(payload):
    rendered = _html(inert_markdown(payload, BANK))
    assert "<img" not in rendered and "<script" not in rendered and "<a " not in rendered
    assert payload.split(";")[0] in rendered.replace("&amp;", "&")


def test_code_fences_and_backslash_tricks_do_not_survive():
    shown = inert_markdown('```mermaid\nclick A href "https://evil.example"\n```\n~~~\nx\n~~~', BANK)
    rendered = _html(shown)
    assert "<pre" not in rendered and "<code" not in rendered
    _assert_inert(shown)
    # A backslash in the text stays a backslash: it cannot escape the escapes added here.
    assert _links(inert_markdown("\\\\[a](https://evil.example) \\<img src=x>", BANK)) == []


def test_bidi_overrides_and_controls_are_removed():
    shown = inert_markdown("invoice\u202egpj.exe \x1b[31mred\x07", BANK)
    assert "\u202e" not in shown and "\x1b" not in shown and "\x07" not in shown
    assert "red" in shown


@pytest.mark.parametrize(
    "url",
    [
        "https://evil.example",
        "javascript:alert(1)",
        "https://suvidhabank.example:99999/",
        "https://user@suvidhabank.example/",
        "https://suvidhabank.example\\.evil.example/",
        "https://xn--suvidhabnk-xyz.example/",
        "https://suvidhabank.example /x",
    ],
)
def test_allowed_link_refuses_anything_but_a_plain_bank_url(url):
    assert allowed_link(url, BANK) is None


def test_terminal_text_removes_escape_sequences_and_controls():
    hyperlink = "\x1b]8;;https://evil.example\x1b\\link\x1b]8;;\x1b\\"
    hostile = f"Fees\x1b[2J\x1b]0;pwned\x07 are \x9b31m₹500\r\n{hyperlink} ok\tdone"
    shown = terminal_text(hostile)
    assert not re.search("[\x00-\x08\x0b-\x1f\x7f-\x9f]", shown)
    assert shown == "Fees are ₹500\nlink ok\tdone"


def test_json_for_terminal_escapes_c1_controls_and_keeps_the_data():
    document = json.dumps({"text": "a\x9b2Jb\u202ec"}, ensure_ascii=False)
    shown = json_for_terminal(document)
    assert "\x9b" not in shown and "\u202e" not in shown
    assert json.loads(shown) == {"text": "a\x9b2Jb\u202ec"}
