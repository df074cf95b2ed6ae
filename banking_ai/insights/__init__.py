"""Staff insights: a record of each served turn (no customer text by default) and the summary staff see.

See docs/insights.md for what is stored and why.
"""

from banking_ai.insights.export import summary_csv, summary_dict, summary_text
from banking_ai.insights.recorder import (
    StoreRecorder,
    TurnRecorder,
    insights_path,
    make_turn_recorder,
    open_turn_store,
)
from banking_ai.insights.records import UNANSWERED, Thresholds, TurnRecord, unanswered_category
from banking_ai.insights.store import SqliteTurnStore
from banking_ai.insights.summary import InsightsSummary, load_summary, percentile, summarise

__all__ = [
    "UNANSWERED",
    "InsightsSummary",
    "SqliteTurnStore",
    "StoreRecorder",
    "Thresholds",
    "TurnRecord",
    "TurnRecorder",
    "insights_path",
    "load_summary",
    "make_turn_recorder",
    "open_turn_store",
    "percentile",
    "summarise",
    "summary_csv",
    "summary_dict",
    "summary_text",
    "unanswered_category",
]
