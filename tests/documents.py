"""Test documents written on the fly: DOCX through the corpus renderer, PDF by hand."""

from __future__ import annotations

from pathlib import Path

from scripts.sample_corpus.render import render_document


def write_docx(path: Path, title: str, blocks: list[tuple]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(render_document({"file": path.name, "title": title, "blocks": blocks}))
    return path


def locker_policy(path: Path, rent: str = "₹2,000") -> Path:
    return write_docx(
        path,
        "Safe Deposit Locker Policy",
        [
            ("h1", "Locker Sizes and Annual Rent"),
            ("p", f"A small locker costs {rent} per year plus GST, payable in advance every April."),
            ("table", [["Locker size", "Annual rent"], ["Small", rent], ["Medium", "₹4,500"], ["Large", "₹8,000"]]),
            ("h1", "Access to Your Locker"),
            ("p", "Lockers can be operated during branch hours. Bring your locker key and a photo ID."),
            (
                "bullets",
                [
                    "Joint hirers may operate together or singly as per the mandate.",
                    "Each visit is recorded in the locker register.",
                ],
            ),
        ],
    )


def forex_policy(path: Path) -> Path:
    return write_docx(
        path,
        "Foreign Exchange Services",
        [
            ("h1", "Buying Foreign Currency for Travel"),
            ("p", "Customers may buy up to USD 3,000 in cash per trip against a valid passport and visa."),
            ("h1", "Forex Card Reload"),
            ("p", "The multi-currency forex card can be reloaded online through Suvidha NetBanking."),
        ],
    )


def pension_policy(path: Path) -> Path:
    return write_docx(
        path,
        "Pension Account Services",
        [
            ("h1", "Submitting the Life Certificate"),
            ("p", "Pensioners submit a life certificate every November at any branch or through Jeevan Pramaan."),
            ("h1", "Pension Credit Date"),
            ("p", "Pension is credited on the last working day of each month."),
        ],
    )


def encrypted_docx(path: Path, source: Path, password: str = "secret") -> Path:
    """A real password-protected DOCX (Office's encryption, as Word writes it)."""
    from msoffcrypto.format.ooxml import OOXMLFile

    with source.open("rb") as plain, path.open("wb") as out:
        OOXMLFile(plain).encrypt(password, out)
    return path


def minimal_pdf(path: Path, lines: list[str]) -> Path:
    """A one-page PDF with a real text layer (Helvetica), written without a PDF library."""
    text_ops = " ".join(f"({line}) Tj 0 -16 Td" for line in lines)
    stream = f"BT /F1 12 Tf 72 720 Td {text_ops} ET".encode()
    return one_page_pdf(path, b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")


def one_page_pdf(path: Path, contents: bytes) -> Path:
    """A one-page PDF (Helvetica) whose page content object is ``contents`` (a stream object)."""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        contents,
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bytes(out))
    return path
