"""The bank's tools for agent mode: policy search, the calculators, card blocking, channels, a person.

Each tool reuses the product's own code (the retriever, ``banking_ai.rules``, the router's channel
queries and wording). One ``BankTools`` per turn collects what the tools returned: the passages,
numbered in the order they were first returned (the answer cites them as [n]), and the texts whose
figures an answer may use (calculator results, the contact line).
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from banking_ai.llm.agent import Tool, ToolError
from banking_ai.types import RetrievedChunk

if TYPE_CHECKING:
    from banking_ai.conversation.replies import Wording
    from banking_ai.conversation.routes import Searcher

MAX_TOP_K = 8
_NUMBER = {"type": "number"}
_MONTHS = {"type": "integer"}


class BankTools:
    """The tools of one turn and what they returned (``sources``, ``evidence``, ``handed_off``)."""

    def __init__(self, searcher: Searcher, wording: Wording, *, top_k: int = 4) -> None:
        self.searcher = searcher
        self.wording = wording
        self.top_k = top_k
        self.sources: list[RetrievedChunk] = []
        self.evidence: list[str] = []  # tool outputs (not passages) that ground an answer's figures
        self.handed_off = False

    def passages(self, chunks: Sequence[RetrievedChunk]) -> dict[str, Any]:
        """``chunks`` as the model sees them, numbered by their place in ``sources`` (new ones appended)."""
        known = {chunk.chunk_id: number for number, chunk in enumerate(self.sources, 1)}
        listed = []
        for chunk in chunks:
            if chunk.chunk_id not in known:
                self.sources.append(chunk)
                known[chunk.chunk_id] = len(self.sources)
            listed.append(
                {
                    "id": known[chunk.chunk_id],
                    "document": chunk.doc_title,
                    "section": chunk.section,
                    "text": chunk.text.strip(),
                }
            )
        if not listed:
            return {"passages": [], "note": "Nothing in the bank's documents matches this search."}
        return {"passages": listed}

    def tools(self) -> list[Tool]:
        from banking_ai.conversation.routes import URGENT_QUERIES, find_channels

        def search_policies(args: dict[str, Any]) -> dict[str, Any]:
            query = _text(args, "query")
            top_k = min(max(int(_number(args, "top_k", self.top_k)), 1), MAX_TOP_K)
            return self.passages(self.searcher.search(query, top_k))

        def card_blocking_steps(args: dict[str, Any]) -> dict[str, Any]:
            return self.passages(self.searcher.search(URGENT_QUERIES["card_lost_stolen"], 2))

        def contact_channels(args: dict[str, Any]) -> dict[str, Any]:
            topic = str(args.get("topic") or "").strip()
            result = self.passages(find_channels(self.searcher, 2, topic))
            self.evidence.append(self.wording.contact_line)
            return {**result, "fallback": self.wording.contact_line}

        def handoff_to_human(args: dict[str, Any]) -> dict[str, Any]:
            self.handed_off = True
            result = self.passages(find_channels(self.searcher, 2))
            self.evidence.extend([self.wording.handoff(), self.wording.contact_line])
            return {**result, "message": self.wording.handoff(), "fallback": self.wording.contact_line}

        return [
            Tool(
                "search_policies",
                "Search the bank's policy documents. Returns numbered passages (id, document, section, text); "
                "cite them as [id]. Search once per thing the customer asks.",
                _schema({"query": {"type": "string"}, "top_k": {"type": "integer", "minimum": 1, "maximum": 8}}),
                search_policies,
                _passages_summary,
            ),
            Tool(
                "calculate_emi",
                "Monthly instalment (EMI) of a loan: principal in rupees, annual_rate in percent, months.",
                _schema({"principal": _NUMBER, "annual_rate": _NUMBER, "months": _MONTHS}, all_required=True),
                lambda args: self._calculate("emi", args),
                lambda result: "computed",
            ),
            Tool(
                "calculate_deposit_maturity",
                "Maturity amount of a fixed deposit (kind 'fd': principal) or recurring deposit (kind 'rd': "
                "principal = the monthly instalment), annual_rate in percent, months.",
                _schema(
                    {
                        "kind": {"type": "string", "enum": ["fd", "rd"]},
                        "principal": _NUMBER,
                        "annual_rate": _NUMBER,
                        "months": {"type": "integer"},
                    },
                    all_required=True,
                ),
                lambda args: self._calculate(str(args.get("kind", "")).lower(), args),
                lambda result: "computed",
            ),
            Tool(
                "card_blocking_steps",
                "How to block a lost or stolen card right away, from the bank's documents.",
                _schema({}),
                card_blocking_steps,
                _passages_summary,
            ),
            Tool(
                "contact_channels",
                "The bank's channels for a topic (customer care numbers, app, branch), from its documents.",
                _schema({"topic": {"type": "string"}}),
                contact_channels,
                _passages_summary,
            ),
            Tool(
                "handoff_to_human",
                "The customer wants a person, or you cannot help: returns how to reach the bank's staff.",
                _schema({"reason": {"type": "string"}}),
                handoff_to_human,
                _passages_summary,
            ),
        ]

    def _calculate(self, kind: str, args: dict[str, Any]) -> dict[str, Any]:
        from banking_ai.rules import CalculationError, CalculationRequest, calculation_reply

        if kind not in ("emi", "fd", "rd"):
            raise ToolError("kind must be 'fd' or 'rd'")
        amount = Decimal(str(_number(args, "principal")))
        months = _number(args, "months")
        if months != int(months):
            raise ToolError("months must be a whole number")
        request = CalculationRequest(
            kind,  # type: ignore[arg-type]
            principal=None if kind == "rd" else amount,
            monthly_instalment=amount if kind == "rd" else None,
            rate_pct=Decimal(str(_number(args, "annual_rate"))),
            months=int(months),
        )
        try:
            text = calculation_reply(request)
        except CalculationError as exc:
            raise ToolError(str(exc)) from None
        self.evidence.append(text)
        return {"result": text}


def _schema(properties: dict[str, Any], *, all_required: bool = False) -> dict[str, Any]:
    required = list(properties) if all_required else [name for name in properties if name in ("query",)]
    return {"type": "object", "properties": properties, "required": required}


def _text(args: dict[str, Any], name: str) -> str:
    value = args.get(name)
    if not isinstance(value, str) or not value.strip():
        raise ToolError(f"'{name}' must be a non-empty string")
    return value.strip()


def _number(args: dict[str, Any], name: str, default: float | None = None) -> float:
    value = args.get(name, default)
    if isinstance(value, str):
        value = value.replace(",", "").strip()
    try:
        number = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        raise ToolError(f"'{name}' must be a number") from None
    if number != number or number in (float("inf"), float("-inf")):
        raise ToolError(f"'{name}' must be a number")
    return number


def _passages_summary(result: dict[str, Any]) -> str:
    ids = [passage["id"] for passage in result.get("passages", [])]
    return f"{len(ids)} passage(s) {', '.join(f'[{n}]' for n in ids)}".strip()
