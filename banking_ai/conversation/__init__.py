"""Pieces of a customer turn that are not a backend: follow-up rewriting, reply wording, routing table."""
