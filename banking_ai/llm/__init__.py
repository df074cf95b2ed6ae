"""Generation: the chat model seam (Groq, a fake), prompts, the offline answerer, grounding, memory.

Importing this package is cheap: ``groq`` and ``httpx`` load when a Groq model first sends a
request, and the embedder is whatever the caller passes to ``OfflineAnswerer``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from banking_ai.llm.agent import Tool, ToolError, ToolLoop
from banking_ai.llm.base import ChatModel, ChatModelError, ModelTurn, ToolCall, ToolCallingModel
from banking_ai.llm.fake import BrokenStream, FakeChatModel
from banking_ai.llm.groq import GroqChatModel
from banking_ai.llm.grounding import ungrounded_facts
from banking_ai.llm.memory import ConversationMemory
from banking_ai.llm.offline import OfflineAnswerer
from banking_ai.llm.prompts import (
    GENERAL_SYSTEM_PROMPT,
    SYSTEM_PROMPT,
    clean_rewrite,
    general_messages,
    rag_messages,
    rewrite_messages,
)

if TYPE_CHECKING:
    from banking_ai.settings import Settings

__all__ = [
    "GENERAL_SYSTEM_PROMPT",
    "SYSTEM_PROMPT",
    "BrokenStream",
    "ChatModel",
    "ChatModelError",
    "ConversationMemory",
    "FakeChatModel",
    "GroqChatModel",
    "ModelTurn",
    "OfflineAnswerer",
    "Tool",
    "ToolCall",
    "ToolCallingModel",
    "ToolError",
    "ToolLoop",
    "clean_rewrite",
    "general_messages",
    "make_agent",
    "make_chat_model",
    "make_memory",
    "rag_messages",
    "rewrite_messages",
    "ungrounded_facts",
]


def make_chat_model(settings: Settings) -> ChatModel | None:
    """Groq when ``settings.llm.api_key`` (GROQ_API_KEY) is set, otherwise None (the offline answerer)."""
    if not settings.llm.has_key:
        return None
    return GroqChatModel(settings.llm)


def make_memory(settings: Settings) -> ConversationMemory:
    """Conversation memory sized by ``settings.conversation``."""
    return ConversationMemory.from_settings(settings.conversation)


def make_agent(settings: Settings, chat_model: ChatModel | None) -> ToolLoop | None:
    """Agent mode's tool loop when ``settings.llm.mode`` is "agent" and the chat model can call tools."""
    if settings.llm.mode != "agent" or not isinstance(chat_model, ToolCallingModel):
        return None
    return ToolLoop(chat_model, max_steps=settings.llm.agent_max_steps)
