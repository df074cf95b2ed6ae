"""Open every DOCX in ./out with python-docx and print paragraph/table counts."""

import glob
import os
import sys

import docx

HERE = os.path.dirname(os.path.abspath(__file__))
files = sorted(glob.glob(os.path.join(HERE, "out", "*.docx")))
bad = 0
for f in files:
    try:
        d = docx.Document(f)
    except Exception as e:  # noqa: BLE001
        bad += 1
        print("%-30s FAILED TO OPEN: %s" % (os.path.basename(f), e))
        continue
    styles = {}
    for p in d.paragraphs:
        if p.style.name.startswith(("Heading", "Title")):
            styles[p.style.name] = styles.get(p.style.name, 0) + 1
    print(
        "%-30s paragraphs=%4d tables=%3d  %s"
        % (
            os.path.basename(f),
            len(d.paragraphs),
            len(d.tables),
            ", ".join("%s:%d" % kv for kv in sorted(styles.items())) or "(no heading styles)",
        )
    )
print("%d file(s) checked, %d failed" % (len(files), bad))
sys.exit(1 if bad or len(files) != 8 else 0)
