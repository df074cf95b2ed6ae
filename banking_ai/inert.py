"""Untrusted text made inert for display: Markdown for the chat, plain text for a terminal.

An answer is made of text the bank does not control word by word: policy documents (anyone with
staff access can upload one), screenshots (OCR), the LLM and the customer. The chat renders
Markdown with a subset of HTML, so such text could otherwise become a link to a phishing page in
the bank's own voice, an image that tells a tracker who read the answer, or markup.

``inert_markdown`` keeps what formats an answer (bold, lists, line breaks, citation markers like
[1]) and neutralises what acts: HTML is escaped, Markdown links and images and autolinks become
their words, and URLs are shown as text the Markdown renderer does not turn into links. A link
survives only when it points (http or https, no user name) to one of the bank's own domains
(``settings.ui.link_domains``). ``terminal_text`` removes escape sequences and other control
characters, which could clear a terminal, set its title or hide text, before the CLI prints.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from urllib.parse import urlsplit

_I = re.IGNORECASE
# Control characters: C0 but tab and newline, DEL, C1; and the bidirectional embeddings, overrides
# and isolates that can make "moc.evil" read as "evil.com". Zero-width joiners stay: Indic scripts need them.
_CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u202a-\u202e\u2066-\u2069]")
# Whole terminal escape sequences (CSI, OSC, and two-character ESC forms), removed before stray controls.
_ESCAPE_SEQUENCE = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x9b[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b.")

_URL_CHARS = r"[^\s<>\"'`\[\]{}|\\^]"
_EMAIL = r"[a-z0-9._%+\-]+@[a-z0-9\-]+(?:\.[a-z0-9\-]+)+"
# Everything that can become a link or an image, in the order Markdown would see it.
_LINKISH = re.compile(
    # [label](destination "title") and ![alt](source)
    r"(?P<bang>!?)\[(?P<label>[^\[\]\n]{0,1000})\]\(\s*"
    r"(?P<dest><[^<>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)"
    r"(?:\s+(?:\"[^\"\n]*\"|'[^'\n]*'|\([^()\n]*\)))?\s*\)"
    # <scheme:...> and <name@host> autolinks
    rf"|<(?P<auto>[a-z][a-z0-9+.\-]{{1,31}}:[^\s<>]*|{_EMAIL})>"
    # bare URLs, www. addresses and e-mail addresses (GitHub-flavoured Markdown links them)
    rf"|(?<![a-z0-9+.\-])(?P<bare>[a-z][a-z0-9+.\-]{{1,31}}://{_URL_CHARS}*|www\.{_URL_CHARS}+)"
    rf"|(?<![\w.%+\-])(?P<email>{_EMAIL})",
    _I,
)
_EMAIL_ONLY = re.compile(_EMAIL, _I)
_TRAILING = ".,:;!?*_~'\""  # punctuation that ends a sentence, not a URL (as GitHub's autolinks trim)
_SAFE_URL = re.compile(r"[A-Za-z0-9\-._~:/?#@!$&'()*+,;=%]+")
_HOST = re.compile(r"[a-z0-9.\-]+")
# A citation marker, escaped like every bracket, is given back where it cannot start a link.
_CITATION = re.compile(r"\\\[(\d{1,3})\\\](?![(:\[])")


def strip_controls(text: str) -> str:
    """``text`` without terminal escape sequences and control characters (tab and newline kept)."""
    text = text.replace("\r\n", "\n")
    return _CONTROLS.sub("", _ESCAPE_SEQUENCE.sub("", text))


def terminal_text(text: str) -> str:
    """Text safe to print on a terminal: nothing in it can move the cursor, recolour or retitle."""
    return strip_controls(text)


def json_for_terminal(document: str) -> str:
    """A JSON document with DEL and C1 controls written as \\u escapes (json.dumps keeps them raw with
    ensure_ascii=False, and some terminals act on them); the data it encodes is unchanged."""
    return re.sub("[\x7f-\x9f\u061c\u202a-\u202e\u2066-\u2069]", lambda m: f"\\u{ord(m.group()):04x}", document)


def normalise_domains(domains: Iterable[str]) -> tuple[str, ...]:
    """Domains as compared: lower case, without a leading dot or "www."; empty entries dropped."""
    cleaned = (d.strip().lower().lstrip(".") for d in domains)
    return tuple(d.removeprefix("www.") for d in cleaned if d)


def allowed_link(url: str, domains: Iterable[str]) -> str | None:
    """``url`` when it may be a link: http(s), no user name or password, host one of ``domains`` or a
    subdomain of one, only plain URL characters (no backslash, space or quote a browser reads
    differently). None otherwise."""
    domains = normalise_domains(domains)
    if not domains or not _SAFE_URL.fullmatch(url):
        return None
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018  (raises on a malformed port)
    except ValueError:
        return None
    if parts.scheme.lower() not in ("http", "https") or "@" in parts.netloc:
        return None
    host = (parts.hostname or "").rstrip(".")
    if not _HOST.fullmatch(host) or not any(host == d or host.endswith("." + d) for d in domains):
        return None
    return url


def _allowed_email(address: str, domains: Iterable[str]) -> bool:
    host = address.rsplit("@", 1)[1].lower()
    return any(host == d or host.endswith("." + d) for d in normalise_domains(domains))


def inert_markdown(text: str, link_domains: Iterable[str] = ()) -> str:
    """``text`` as Markdown that renders as the same words and formatting but cannot act.

    Bold, italics, lists, headings, tables and citation markers ([1]) keep working. HTML shows as
    text; a Markdown image shows its alt text; a link to anywhere but ``link_domains`` shows its words
    and, in brackets, its address as plain text; bare URLs and e-mail addresses outside those domains
    are not linked. Code fences are disabled (Gradio would render a "mermaid" fence as a diagram).
    """
    domains = normalise_domains(link_domains)
    text = strip_controls(text)
    out: list[str] = []
    position = 0
    for match in _LINKISH.finditer(text):
        out.append(_escape(text[position : match.start()]))
        shown, rest = _link(match, domains)
        out.append(shown)
        out.append(_escape(rest))
        position = match.end()
    out.append(_escape(text[position:]))
    return _CITATION.sub(r"[\1]", "".join(out))


def _link(match: re.Match[str], domains: tuple[str, ...]) -> tuple[str, str]:
    """(Markdown for a link-like match, trailing text that was not part of it)."""
    if match["label"] is not None:
        label = match["label"].strip()
        if match["bang"]:
            return _escape(label), ""  # an image's alt text, never the image
        dest = match["dest"].strip()
        dest = dest[1:-1] if dest.startswith("<") and dest.endswith(">") else dest
        target = allowed_link(dest, domains)
        if target is not None:
            target = target.replace("(", "%28").replace(")", "%29")
            return (f"[{_escape(label)}]({target})" if label else f"<{target}>"), ""
        if not label or label == dest:
            return _escape(dest), ""
        return (f"{_escape(label)} ({_escape(dest)})" if dest else _escape(label)), ""
    if match["auto"] is not None:
        address = match["auto"]
        mailbox = address[len("mailto:") :] if address.lower().startswith("mailto:") else address
        if _EMAIL_ONLY.fullmatch(mailbox):
            return (f"<{address}>" if _allowed_email(mailbox, domains) else _escape(address)), ""
        return (f"<{address}>" if allowed_link(address, domains) else _escape(address)), ""
    if match["email"] is not None:
        address = match["email"]
        return (f"<{address}>" if _allowed_email(address, domains) else _escape(address)), ""
    url, rest = _trim(match["bare"])
    target = allowed_link(url if "://" in url else f"https://{url}", domains)
    if target is None:
        return _escape(url), rest
    return (f"<{target}>" if "://" in url else f"[{_escape(url)}]({target})"), rest


def _trim(url: str) -> tuple[str, str]:
    """A bare URL without the sentence punctuation after it, and that punctuation."""
    end = len(url)
    while end:
        last = url[end - 1]
        if last in _TRAILING or (last == ")" and url[:end].count("(") < url[:end].count(")")):
            end -= 1
        else:
            break
    return url[:end], url[end:]


def _escape(text: str) -> str:
    """Plain words as Markdown: no HTML, no link syntax, no autolink, no code fence.

    Backslashes first (so the text's own escapes stay literal), then HTML's ``&`` and ``<``, every
    bracket (no inline, reference or footnote link can form), backticks and tildes (no fence),
    and the marks autolinkers look for ("://", "www.", "@", a leading "//")."""
    text = text.replace("\\", "\\\\").replace("&", "&amp;").replace("<", "&lt;")
    text = re.sub(r"[\[\]`~]", r"\\\g<0>", text)
    text = text.replace("://", "\\://").replace("@", "\\@")
    text = re.sub(r"(?<![\w:/\\])//(?=\w)", r"/\\/", text)  # a protocol-relative "//host" (some linkifiers)
    return re.sub(r"(www)\.", r"\1\\.", text, flags=_I)
