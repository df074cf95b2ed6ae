"""Network helpers for tests."""

import socket


def free_port() -> int:
    """A localhost port nothing listens on right now (for a server to start on, or to be refused)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]
