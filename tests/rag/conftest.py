from pathlib import Path

import pytest

from tests.documents import forex_policy, locker_policy, pension_policy


@pytest.fixture
def corpus(tmp_path) -> Path:
    """A folder of three small policies (lockers, forex, pension) written as real DOCX files."""
    folder = tmp_path / "policies"
    locker_policy(folder / "lockers.docx")
    forex_policy(folder / "forex.docx")
    pension_policy(folder / "pension.docx")
    return folder
