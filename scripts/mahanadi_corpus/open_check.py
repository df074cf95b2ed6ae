#!/usr/bin/env python
"""Every .docx must open in python-docx and convert to text with headless LibreOffice."""

import glob
import os
import shutil
import subprocess
import sys
import tempfile

import docx

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
files = sorted(glob.glob(os.path.join(ROOT, "docx", "*.docx")))
assert len(files) == 12, files
tmp = tempfile.mkdtemp()
bad = 0
for f in files:
    d = docx.Document(f)
    n = len(d.paragraphs) + len(d.tables)
    subprocess.run(
        ["soffice", "--headless", "--convert-to", "txt:Text (encoded):UTF8", "--outdir", tmp, f],
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    out = os.path.join(tmp, os.path.basename(f)[:-5] + ".txt")
    size = os.path.getsize(out) if os.path.exists(out) else 0
    ok = size > 2000
    bad += not ok
    print("OPEN-OK" if ok else "OPEN-FAIL", os.path.basename(f), "python-docx blocks:", n, "soffice txt bytes:", size)
shutil.rmtree(tmp)
sys.exit(1 if bad else 0)
