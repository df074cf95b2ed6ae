"""The fictional Suvidha Bank policy corpus, written as data and rendered to DOCX."""
