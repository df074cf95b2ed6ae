"""Builders that shell out to other tools.

* forex_travel_faq.docx — Markdown (sources/forex_travel_faq.md) converted by
  pandoc: "Title"/"Subtitle"/"Author" paragraphs from the YAML block, section
  headings as Heading 2, questions as Heading 3, answers in pandoc's "First
  Paragraph"/"Body Text"/"Compact" styles, pipe tables in the "Table" style.
  pandoc copies the YAML title into the DOCX core title.
* business_current_account_faq.docx — HTML (sources/business_current_account_faq.html)
  converted by LibreOffice Writer: Heading 1 title, Heading 2 sections,
  questions as bold "Q." paragraphs in "Body Text"/"Text Body" and answers
  starting with "A.".  LibreOffice copies the HTML <title> into the core title.

Each builder raises ToolMissing when its tool is not installed; render.py
then prints a message and leaves the committed DOCX untouched.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

SOURCES = Path(__file__).resolve().parent / "sources"


class ToolMissing(RuntimeError):
    pass


def _count(pattern: str, text: str) -> int:
    return len(re.findall(pattern, text, flags=re.M))


def build_forex(out_path: Path) -> int:
    """Needs pandoc (Debian package: pandoc)."""
    pandoc = shutil.which("pandoc")
    if not pandoc:
        raise ToolMissing("pandoc not found (apt-get install pandoc)")
    src = SOURCES / "forex_travel_faq.md"
    subprocess.run([pandoc, "--from", "markdown", "--to", "docx", "--output", str(out_path), str(src)], check=True)
    return _count(r"^### ", src.read_text(encoding="utf-8"))


def build_business(out_path: Path) -> int:
    """Needs LibreOffice Writer (Debian: libreoffice-writer-nogui; `soffice`)."""
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    if not soffice:
        raise ToolMissing("soffice not found (apt-get install --no-install-recommends libreoffice-writer-nogui)")
    src = SOURCES / "business_current_account_faq.html"
    with tempfile.TemporaryDirectory(prefix="kaveri_lo_") as tmp:
        tmp = Path(tmp)
        subprocess.run(
            [
                soffice,
                f"-env:UserInstallation=file://{tmp / 'profile'}",
                "--headless",
                "--infilter=HTML (StarWriter)",
                "--convert-to",
                "docx:MS Word 2007 XML",
                "--outdir",
                str(tmp / "out"),
                str(src),
            ],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=300,
        )
        produced = tmp / "out" / (src.stem + ".docx")
        if not produced.exists():
            raise RuntimeError("LibreOffice did not produce " + produced.name)
        shutil.copyfile(produced, out_path)
    return _count(r"<p><b>Q\. ", src.read_text(encoding="utf-8"))
