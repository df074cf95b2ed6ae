"""A bank's own name by settings alone: the product code never carries the sample bank's name.

The sample bank ("Suvidha Bank", its domain and its WhatsApp number) may appear only as the default
values of the settings that name the bank; everything the customer sees (page title, replies,
prompts, masking) takes the name, contact line, domains and numbers from settings.
"""

from __future__ import annotations

import re

import pytest

from banking_ai.llm.fake import FakeChatModel
from banking_ai.settings import ConversationSettings, Settings, UiSettings
from tests.conftest import REPO
from tests.conversation.test_orchestrator import THIN, build

SAMPLE_BANK = re.compile(r"suvidha", re.IGNORECASE)
# Where the sample bank may be named: the defaults of the settings that say who the bank is.
SETTINGS_DEFAULTS = {
    "banking_ai/settings.py": [
        repr(ConversationSettings.model_fields["bank_name"].default)[1:-1],
        *UiSettings.model_fields["link_domains"].default,
    ]
}


def _product_files():
    yield REPO / "main.py"
    for path in sorted((REPO / "banking_ai").rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            yield path


def test_the_product_code_names_the_sample_bank_only_in_settings_defaults():
    found = []
    for path in _product_files():
        name = path.relative_to(REPO).as_posix()
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except UnicodeDecodeError:
            lines = path.read_bytes().decode("latin-1").splitlines()
        for number, line in enumerate(lines, 1):
            if SAMPLE_BANK.search(line) and not any(value in line for value in SETTINGS_DEFAULTS.get(name, [])):
                found.append(f"{name}:{number}: {line.strip()}")
    assert found == []


def test_the_allowed_defaults_really_are_the_sample_bank():
    """The allow-list above cannot quietly widen: every value on it names the sample bank."""
    for values in SETTINGS_DEFAULTS.values():
        assert values and all(SAMPLE_BANK.search(value) for value in values)


KAVERI = {"bank_name": "Kaveri Bank", "contact_line": "call Kaveri PhoneBanking on 1800-425-0000."}


def test_the_page_title_is_the_banks_name(tmp_path):
    from banking_ai.ui import build_app
    from banking_ai.ui.app import page_title
    from tests.ui.fakes import FakeOrchestrator

    settings = Settings(_env_file=None, index_dir=tmp_path / "index", conversation=KAVERI)
    assert page_title(settings) == "Kaveri Bank assistant"
    demo = build_app(FakeOrchestrator(), settings)
    assert demo.title == "Kaveri Bank assistant"
    intro = [block.value for block in demo.blocks.values() if getattr(block, "elem_id", None) == "intro"]
    assert intro and intro[0].startswith("# Kaveri Bank assistant")


@pytest.mark.parametrize(
    ("question", "route", "says"),
    [
        ("hello", "smalltalk", "Kaveri Bank's virtual assistant"),
        ("who won the cricket match?", "off_topic", "Kaveri Bank's banking assistant"),
        ("what is the locker rent?", "no_information", "Kaveri Bank's policy documents"),
    ],
)
def test_replies_name_the_configured_bank_and_its_contact_line(question, route, says):
    assistant, _ = build(topics={}, **KAVERI)  # no documents: the contact line comes from settings
    answer = assistant.respond("kaveri", question)
    assert answer.route == route
    assert says in answer.text
    assert not SAMPLE_BANK.search(answer.text)
    if route == "no_information":
        assert KAVERI["contact_line"] in answer.text


def test_prompts_and_general_answers_name_the_configured_bank():
    model = FakeChatModel(["Cheque books usually take a week."])
    assistant, _ = build(chat_model=model, topics={"cheque": THIN}, **KAVERI)
    answer = assistant.respond("kaveri", "how long does a cheque book take?")
    assert answer.route == "general"
    assert "not Kaveri Bank policy" in answer.text
    system = [m.content for m in model.last_messages if m.role == "system"]
    assert system and "Kaveri Bank" in system[0]
    assert not SAMPLE_BANK.search(answer.text + "".join(m.content for m in model.last_messages))
