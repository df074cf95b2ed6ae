"""One typed settings tree, read once (environment, ``.env``) and passed in.

Variables use the prefix ``BANKING_AI_`` with ``__`` between section and field
(``BANKING_AI_RAG__CHUNK_SIZE=600``). The ecosystem's own names are honoured as they
are: ``QDRANT_URL``, ``QDRANT_API_KEY`` (and, for later areas, ``GROQ_API_KEY``,
``NEO4J_*``). An explicit ``BANKING_AI_...`` value wins over the ecosystem name.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, NoDecode, PydanticBaseSettingsSource, SettingsConfigDict

# (section, field) filled from the ecosystem's own environment variable names.
_ECOSYSTEM_NAMES: dict[str, tuple[str, str]] = {
    "QDRANT_URL": ("qdrant", "url"),
    "QDRANT_API_KEY": ("qdrant", "api_key"),
    "GROQ_API_KEY": ("llm", "api_key"),
    "GROQ_BASE_URL": ("llm", "base_url"),
    "NEO4J_URI": ("graph", "neo4j_uri"),
    "NEO4J_USERNAME": ("graph", "neo4j_username"),
    "NEO4J_PASSWORD": ("graph", "neo4j_password"),
    "NEO4J_DATABASE": ("graph", "neo4j_database"),
    "GRADIO_TEMP_DIR": ("ui", "upload_cache_dir"),
}


def comma_separated(value: Any) -> Any:
    """A comma-separated environment value as a tuple of its non-empty, stripped parts (others as given)."""
    if isinstance(value, str):
        return tuple(part.strip() for part in value.split(",") if part.strip())
    return value


class QdrantSettings(BaseModel):
    """Where vectors live: embedded local mode in ``index_dir`` unless ``url`` is set."""

    url: str | None = Field(None, description="Qdrant server or cluster URL (QDRANT_URL); unset = local mode.")
    api_key: SecretStr | None = Field(None, description="API key for a Qdrant server (QDRANT_API_KEY).")
    collection: str = Field("bank_policies", description="Collection holding policy chunks.")
    timeout_s: float = Field(10.0, gt=0, description="Request timeout for a Qdrant server, seconds.")
    local_reader: str = Field(
        "snapshot",
        pattern="^(snapshot|qdrant)$",
        description="Local mode search path: 'snapshot' (in-memory matrix of the stored vectors, "
        "reloaded when the index changes) or 'qdrant' (qdrant-client local mode queries).",
    )


class EmbeddingSettings(BaseModel):
    """The sentence embedder."""

    model_path: str | None = Field(
        None, description="Folder of a sentence-transformers model; unset = the packaged all-MiniLM-L6-v2."
    )
    batch_size: int = Field(64, ge=1, description="Texts per encoder batch while indexing.")
    query_cache_size: int = Field(2048, ge=0, description="Query embeddings kept in the LRU cache.")
    threads: int | None = Field(
        None, ge=1, description="Encoder threads (torch or ONNX Runtime) per encode; unset = every core."
    )
    backend: Literal["auto", "onnx", "torch"] = Field(
        "auto",
        description="'onnx' (ONNX Runtime on an fp32 export of the model, made once with torch into cache_dir: "
        "the same vectors within 1e-5, 1.3x torch's batch throughput, no torch import at run time) or 'torch' "
        "(sentence-transformers). 'auto' = onnx when onnxruntime is installed and the model is a mean-pooling "
        "transformer, else torch. If the export cannot be made or loaded, onnx falls back to torch with a warning.",
    )
    cache_dir: Path | None = Field(
        None,
        description="Folder for the ONNX export of the model (~90 MB, made once); "
        "unset = <index_dir>/../models/embedding.",
    )


class RagSettings(BaseModel):
    """Chunking and ranking. Defaults were chosen on the retrieval eval (docs/benchmarks.md)."""

    chunk_size: int = Field(800, ge=100, description="Target chunk length, characters.")
    chunk_overlap: int = Field(100, ge=0, description="Overlap between consecutive chunks, characters.")
    min_chunk_chars: int = Field(
        160,
        ge=0,
        description="Pieces shorter than this are fragments: short section intros join what follows, "
        "splits are rebalanced (0 = off).",
    )
    top_k: int = Field(4, ge=1, description="Chunks returned by rag_search.")
    dense_candidates: int = Field(40, ge=1, description="Dense candidates fetched before the rerank.")
    sparse_candidates: int = Field(20, ge=0, description="BM25 candidates fetched before the rerank (0 = off).")
    sparse_weight: float = Field(0.3, ge=0, description="Weight of the normalised BM25 score in the final score.")
    sparse_char_ngrams: bool = Field(
        False, description="Add character 4-grams to the BM25 terms (typo tolerance); changing it re-indexes."
    )
    min_score: float = Field(
        0.30, ge=-1, le=1, description="Answer gate: when no chunk reaches this cosine, nothing is returned."
    )
    result_floor: float = Field(
        0.20, ge=-1, le=1, description="Once the gate is passed, chunks under this cosine are still dropped."
    )
    dedup_cosine: float = Field(0.95, gt=0, le=1, description="Results this similar to a better one are dropped.")
    query_expansion: Literal["none", "sparse", "all"] = Field(
        "sparse",
        description="Expand banking abbreviations and Hinglish words in questions: for the BM25 query only "
        "('sparse'), for both BM25 and the embedding ('all'), or not at all ('none').",
    )
    hinglish_gloss: bool = Field(
        True,
        description="For questions with Hindi words, also embed the question read in English words (a Hinglish "
        "question word by word; otherwise its Hindi banking words glossed) and score each chunk by the better of "
        "the two cosines (the English encoder cannot read Hindi).",
    )
    restated_heading: float = Field(
        0.80,
        ge=0,
        le=2,
        description="A question that restates a section's own heading (an FAQ's question: cosine of the leaf "
        "heading, of three words or more, at least this) gets that section first when no other of the best "
        "candidates' headings is as close; the answer text alone can be far from the question. Above 1 turns "
        "it off.",
    )
    asked_product_margin: float = Field(
        0.10,
        ge=-1,
        le=3,
        description='When a question names specific products ("personal loan") and the best passage\'s '
        "document title and headings name only other products, the best of the next few passages whose place "
        "names an asked product goes first if its score is within this much of the best. -1 turns it off.",
    )
    max_file_mb: float = Field(50.0, gt=0, description="Files larger than this are refused, megabytes.")
    lock_timeout_s: float = Field(60.0, ge=0, description="How long a writer waits for the index lock, seconds.")


class ParsingSettings(BaseModel):
    """Limits on reading one indexed or uploaded file (docs/security.md, "Parsing limits").

    Checked before a byte is unpacked: a DOCX's total uncompressed size, entry count and compression
    ratio; every XML part (and HTML) for DTDs / entity declarations and nesting depth. Then the file is
    parsed in a worker process with a time and an address-space budget, stopped when it passes either.
    """

    isolate: bool = Field(
        True,
        description="Parse in a worker process that is stopped after timeout_s or memory_mb (one worker per "
        "indexing run); off = parse in the indexing process (trusted files only: no time or memory budget).",
    )
    timeout_s: float = Field(60.0, gt=0, description="Longest parse of one file in the worker, seconds.")
    start_timeout_s: float = Field(
        120.0, gt=0, description="Longest start of the worker (it imports unstructured and spaCy), seconds."
    )
    memory_mb: int = Field(
        2048,
        ge=512,
        description="Address-space limit of the worker process, MB (RLIMIT_AS; the worker uses ~0.9 GB "
        "of address space once unstructured, spaCy and torch are imported).",
    )
    max_uncompressed_mb: float = Field(
        50.0,
        gt=0,
        description="Largest total uncompressed size of a DOCX's parts, MB (text, Markdown and HTML files are "
        "uncompressed: their file size counts).",
    )
    max_entries: int = Field(2000, ge=1, description="Most parts (zip entries) a DOCX may hold.")
    max_compression_ratio: float = Field(
        100.0,
        gt=1,
        description="Largest uncompressed/compressed ratio of one DOCX part above 100 KB uncompressed "
        "(Word's own parts stay under ~35; a decompression bomb is in the hundreds or thousands).",
    )
    max_xml_depth: int = Field(
        100, ge=8, description="Deepest element nesting allowed in a DOCX's XML parts or an HTML file."
    )
    read_pictures: bool = Field(
        True,
        description="Read the text of pictures in DOCX files with tesseract (a schedule of charges pasted as an "
        "image; a ruled table comes back as a table, unsure figures as '[unclear]'); skipped when tesseract is "
        "not installed. Off = pictures are left out (docs/retrieval.md).",
    )


class GraphSettings(BaseModel):
    """Graph boosting: chunks sharing banking entities with the question rank higher.

    Embedded SQLite in ``index_dir`` unless ``neo4j_uri`` is set. Weights are chosen on the
    retrieval eval (docs/benchmarks.md).
    """

    enabled: bool = Field(True, description="Extract entities at index time and boost shared ones at search time.")
    neo4j_uri: str | None = Field(
        None, description="Neo4j (or Bolt-compatible) server URI (NEO4J_URI); unset = SQLite."
    )
    neo4j_username: str = Field("neo4j", description="Neo4j user name (NEO4J_USERNAME).")
    neo4j_password: SecretStr | None = Field(None, description="Neo4j password (NEO4J_PASSWORD).")
    neo4j_database: str = Field("neo4j", description="Neo4j database name (NEO4J_DATABASE).")
    timeout_s: float = Field(2.0, gt=0, description="Time limit for a graph query at search time, seconds.")
    boost_weight: float = Field(0.0, ge=0, description="Weight of the normalised shared-entity score (0 = off).")
    neighbour_expansion: int = Field(0, ge=0, description="Graph neighbours added to the candidates (0 = off).")


class IntentSettings(BaseModel):
    """The intent classifier."""

    data_path: Path = Field(Path("data/intents/intents.csv"), description="Labelled CSV (text,label) it trains on.")
    model_dir: Path | None = Field(
        None, description="Where the trained model is kept; unset = <index_dir>/../models/intent."
    )
    min_confidence: float = Field(
        0.20,
        ge=0,
        le=1,
        description="Below this probability a prediction is treated as out of scope (tuned in docs/intent.md).",
    )


class OcrSettings(BaseModel):
    """Reading screenshots with tesseract."""

    enabled: bool = Field(True, description="Accept images; off = images are refused politely.")
    tesseract_cmd: str = Field("tesseract", description="The tesseract executable.")
    languages: str = Field("eng", description="Tesseract language codes, '+'-separated.")
    second_languages: str = Field(
        "eng+hin",
        description="Languages of a second reading when the first is unsure (Hindi in Devanagari read as "
        "English letters scores 0.38-0.66); the surer reading is kept. Skipped when not installed; '' = never.",
    )
    second_below: float = Field(
        0.70, ge=0, le=1, description="A first reading this unsure (mean word confidence) is read again."
    )
    max_bytes: int = Field(10_000_000, ge=1, description="Largest image file accepted, bytes.")
    max_pixels: int = Field(40_000_000, ge=1, description="Largest image accepted, width x height pixels.")
    timeout_s: float = Field(20.0, gt=0, description="Tesseract time limit per image, seconds.")


class SpeechSettings(BaseModel):
    """Speech in (transcription) and out (reading answers aloud): Groq with an API key, offline otherwise."""

    enabled: bool = Field(True, description="Accept recordings and offer read-aloud; off = neither is offered.")
    transcriber: Literal["auto", "groq", "whisper", "pocketsphinx"] = Field(
        "auto",
        description="Who transcribes: 'groq' (Whisper on Groq's audio endpoint; needs GROQ_API_KEY), 'whisper' "
        "(offline Whisper base from the model wheels), 'pocketsphinx' (offline, with a language model built from "
        "the bank's own documents and intents), 'auto' = Groq with a key, offline Whisper without (pocketsphinx "
        "when the Whisper wheels are missing).",
    )
    groq_model: str = Field("whisper-large-v3-turbo", description="Groq transcription model.")
    speaker: Literal["auto", "groq", "espeak", "off"] = Field(
        "auto",
        description="Who reads answers aloud: 'groq' (Groq's speech endpoint), 'espeak' (offline espeak-ng), "
        "'auto' = espeak-ng when installed (else Groq with a key), 'off' = no read-aloud.",
    )
    groq_voice_model: str = Field("canopylabs/orpheus-v1-english", description="Groq speech model.")
    groq_voice: str = Field("autumn", description="Groq speech voice.")
    espeak_cmd: str = Field("espeak-ng", description="The espeak-ng executable.")
    espeak_voice: str = Field("en-us", description="espeak-ng voice.")
    words_per_minute: int = Field(160, ge=80, le=400, description="Read-aloud speed, words per minute.")
    max_seconds: float = Field(60.0, gt=0, description="Longest recording accepted, seconds.")
    max_bytes: int = Field(10_000_000, ge=1, description="Largest audio file accepted, bytes.")
    timeout_s: float = Field(30.0, gt=0, description="Time limit for one transcription or one read-aloud, seconds.")


class LlmSettings(BaseModel):
    """Generation: Groq when an API key is set, otherwise the offline answerer."""

    api_key: SecretStr | None = Field(None, description="Groq API key (GROQ_API_KEY); unset = offline answerer.")
    base_url: str | None = Field(None, description="Groq-compatible endpoint (GROQ_BASE_URL); unset = Groq's.")
    model: str = Field("llama-3.3-70b-versatile", description="Groq model name.")
    temperature: float = Field(0.1, ge=0, le=2, description="Sampling temperature.")
    max_tokens: int = Field(600, ge=16, description="Longest reply, tokens.")
    timeout_s: float = Field(20.0, gt=0, description="Time limit per request, seconds.")
    max_retries: int = Field(2, ge=0, description="Retries on 429 and 5xx, with exponential backoff.")
    mode: Literal["rag", "agent"] = Field(
        "rag",
        description="How Groq answers policy questions: 'rag' (one call over the retrieved passages) or 'agent' "
        "(a function-calling loop with search, calculator and channel tools; docs/generation.md).",
    )
    agent_max_steps: int = Field(
        4, ge=1, le=10, description="Agent mode: most model calls in one turn; then the best grounded answer."
    )

    @property
    def has_key(self) -> bool:
        """A usable Groq API key is set (not unset, not blank): Groq answers, transcribes and speaks."""
        return self.api_key is not None and bool(self.api_key.get_secret_value().strip())


class ConversationSettings(BaseModel):
    """One customer turn and the memory kept between turns."""

    bank_name: str = Field("Suvidha Bank", description="The bank's name as the assistant says it.")
    contact_line: str = Field(
        "call customer care on 1800-266-7788 (24x7) or visit any branch.",
        description="Last-resort contact channel, used when the documents give none.",
    )
    public_numbers: Annotated[tuple[str, ...], NoDecode] = Field(
        ("+91-77380-77880",),
        description="The bank's published mobile-style numbers (WhatsApp banking): never masked in a customer's "
        "message, since customers ask whether they are genuine. Comma-separated in the environment.",
    )
    max_message_chars: int = Field(4000, ge=100, description="Longer messages are refused with a clear message.")
    memory_turns: int = Field(6, ge=0, description="Turns (question and answer) remembered per session.")
    memory_tokens: int = Field(1500, ge=0, description="Token budget of the remembered turns sent to the LLM.")
    session_ttl_s: float = Field(3600.0, gt=0, description="Sessions idle longer than this are forgotten, seconds.")
    max_sessions: int = Field(1000, ge=1, description="Sessions kept at most; the least recently used go first.")
    off_topic_confidence: float = Field(
        0.60,
        ge=0,
        le=1,
        description="An off-topic prediction at least this sure is redirected at once; a less sure one is "
        "checked against the policies first (docs/conversation.md).",
    )
    off_topic_evidence: float = Field(
        0.55,
        ge=-1,
        le=1,
        description="A question the classifier is sure is off-topic is still answered from the policies when a "
        "passage is at least this close (cosine): the indexed documents decide what is in scope.",
    )
    unsure_evidence: float = Field(
        0.40,
        ge=-1,
        le=1,
        description="Cosine a passage needs for an unsure off-topic guess, or an account-style question that "
        "asks for no account data, to be answered from the policies; below it the customer is redirected.",
    )
    off_topic_doubt: float = Field(
        0.05,
        ge=0,
        le=1,
        description="A banking guess that gives off-topic at least this probability needs a passage at least "
        "unsure_evidence close to be answered from the policies; below it the customer hears that the documents "
        "do not cover it (docs/conversation.md).",
    )
    account_confidence: float = Field(
        0.75,
        ge=0,
        le=1,
        description="An account_specific prediction at least this sure is refused with the bank's channels even "
        "when its words are not on the own-data cue list (how-to questions are still answered).",
    )
    urgent_confidence: float = Field(
        0.90,
        ge=0,
        le=2,
        description="A card_lost_stolen or fraud_report prediction at least this sure gets the emergency reply when "
        "the message tells the customer's own loss, even in words the alarm-word list lacks; a case supposed, the "
        "process asked in general, a loss already stopped, a cheque book lost with nothing taken, a fraudster's try "
        "that failed or the customer's own failed payment still does not (docs/conversation.md). Above 1: alarm "
        "words always needed.",
    )
    own_data_note: float = Field(
        0.20,
        ge=0,
        le=1.01,
        description="An answer from the policies to a message the intent classifier gives account_specific at "
        "least this probability (without refusing it) ends with \"I can't see your account\" and the bank's "
        'channels: it may ask for the customer\'s own details ("has my pension for this month come?"). '
        "Above 1 turns it off (docs/conversation.md).",
    )
    section_chunks: int = Field(
        4,
        ge=0,
        le=20,
        description="The answer may use up to this many chunks of the answered section that the search did not "
        "return (a section's answer is often split over chunks); 0 turns it off.",
    )
    part_pool: int = Field(
        4,
        ge=0,
        le=20,
        description="A question asking several things is split into its parts; a part is answered from another "
        "section only when that section is among this many best passages for the whole question (offline it is "
        "offered as a related question; a chat model reads it). 0 turns the splitting off.",
    )
    part_margin: float = Field(
        0.08,
        ge=0,
        le=3,
        description="Offline, a part's section is quoted (not only offered) when it is the whole question's "
        "runner-up section and the part searched alone prefers it to its next section by at least this much.",
    )
    part_heading: float = Field(
        0.70,
        ge=0,
        le=2,
        description="Offline, a part's section is also quoted when the part restates that section's own heading "
        "this closely (cosine; the section must still be among the whole question's best passages). Above 1: "
        "never.",
    )
    retry_below: float = Field(
        -1.0,
        ge=-1,
        le=3,
        description="When the best passage scores under this, the question is searched again rewritten (without "
        "the situation told before it; its first ask alone), at most twice; -1 (default) = off: on the blind "
        "evaluation it changed no answer (docs/conversation.md).",
    )
    closest_below: float = Field(
        0.45,
        ge=-1,
        le=1,
        description="Offline, when the answered passage's cosine to the question is under this, the quoted answer "
        "opens by saying the documents may not answer it exactly ('The closest I found:'); -1 = never. The "
        "offline counterpart of thin_context_score's labelled general answer (docs/conversation.md).",
    )
    related_margin: float = Field(
        0.08,
        ge=0,
        le=1,
        description="Other sections scoring within this of the answered one are offered as related questions "
        "instead of being stitched into the answer.",
    )
    warm_up_answers: bool = Field(
        True, description="Embed the indexed sentences in the background at start-up (faster first answers)."
    )
    thin_context_score: float = Field(
        0.45,
        ge=-1,
        le=1,
        description="When the best passage scores under this, a banking question is answered as general "
        "information by the LLM (clearly labelled) instead of from the policies.",
    )

    @field_validator("public_numbers", mode="before")
    @classmethod
    def _comma_separated(cls, value: Any) -> Any:
        return comma_separated(value)


class InsightsSettings(BaseModel):
    """Staff insights: one small record per customer turn (docs/insights.md). No customer text by default."""

    enabled: bool = Field(
        True, description="Record each served customer turn (route, intent, scores, nearest section, latency)."
    )
    path: Path | None = Field(
        None, description="SQLite file of turn records (owner-only); unset = <index_dir>/../insights/turns.sqlite3."
    )
    retention_days: float = Field(90, gt=0, description="Turn records older than this are deleted, days.")
    thin_cosine: float = Field(
        0.40,
        ge=-1,
        le=1,
        description="A policy answer whose best passage is less similar than this (cosine) counts as thin context: "
        "offline the customer got a quote from a passage that is hardly about the question.",
    )
    keep_question_text: bool = Field(
        False,
        description="Also keep the customer's typed question, PII-masked as the assistant read it, for staff to "
        "see what went unanswered. Off: no customer text is stored at all.",
    )
    question_retention_days: float = Field(
        7, gt=0, description="Kept question text is erased after this many days (the record itself stays), days."
    )


class UiSettings(BaseModel):
    """The Gradio app."""

    host: str = Field("127.0.0.1", description="Address the app binds to (0.0.0.0 on a Hugging Face Space).")
    port: int = Field(7860, ge=0, le=65535, description="Port the app listens on (0 = any free port).")
    staff_password: SecretStr | None = Field(
        None,
        description="Password for the staff tab, or its hash from `banking-ai hash-password` "
        "(pbkdf2_sha256$iterations$salt$digest). Unset: the tab is open on a local run and absent on a public "
        "deployment (a Hugging Face Space).",
    )
    staff_max_failures: int = Field(
        5, ge=1, description="Wrong staff passwords in a row from one address before it is locked out."
    )
    staff_lockout_s: float = Field(
        30.0,
        gt=0,
        description="First lockout of an address, seconds; each further wrong password doubles it (15 min at most).",
    )
    staff_max_failures_total: int = Field(
        50,
        ge=1,
        description="Wrong staff passwords from all addresses within 15 minutes before staff login pauses for "
        "everyone.",
    )
    feedback_path: Path | None = Field(
        None, description="JSON-lines file for like/dislike feedback; unset = <index_dir>/../feedback.jsonl."
    )
    feedback_retention_days: float = Field(
        90, gt=0, description="Feedback records older than this are dropped (when the app starts, then hourly), days."
    )
    upload_cache_dir: Path | None = Field(
        None,
        description="Gradio's upload cache (GRADIO_TEMP_DIR), owner-only; unset = <index_dir>/../upload_cache. "
        "A chat screenshot is deleted from it as soon as its turn has been answered.",
    )
    cache_max_age_s: int = Field(
        900,
        ge=60,
        description="Files left in the upload cache (a screenshot attached but never sent, a staff upload already "
        "kept) are deleted after this long, seconds; the whole cache is emptied when the app stops.",
    )
    concurrency_limit: int = Field(4, ge=1, description="Customer turns answered at the same time.")
    max_queue: int = Field(64, ge=1, description="Requests waiting beyond that before new ones are turned away.")
    max_upload_mb: float = Field(20.0, gt=0, description="Largest file accepted by the chat or staff upload, MB.")
    link_domains: Annotated[tuple[str, ...], NoDecode] = Field(
        ("suvidhabank.example",),
        description="The bank's own domains (subdomains included): the only ones an answer may link to (any "
        "other URL in an answer is shown as plain text), and e-mail addresses at them are not masked in a "
        "customer's message. Comma-separated in the environment; empty = no links.",
    )

    @field_validator("staff_password")
    @classmethod
    def _well_formed_hash(cls, value: SecretStr | None) -> SecretStr | None:
        from banking_ai.passwords import check_hash_format, is_password_hash

        if value is not None and is_password_hash(value.get_secret_value()):
            check_hash_format(value.get_secret_value())
        return value

    @field_validator("link_domains", mode="before")
    @classmethod
    def _comma_separated(cls, value: Any) -> Any:
        if isinstance(value, str):
            return tuple(part.strip().lower() for part in value.split(",") if part.strip())
        return value


class ApiSettings(BaseModel):
    """The REST API served beside the Gradio app by ``banking-ai serve`` (docs/api.md)."""

    enabled: bool = Field(
        True,
        description="Serve /v1/... and /docs beside the app (uvicorn + FastAPI, the app mounted at /); "
        "off = the Gradio app alone.",
    )
    staff_token: SecretStr | None = Field(
        None,
        description="Bearer token for the staff endpoints (/v1/documents, /v1/health); unset = those endpoints "
        "do not exist (404). Use a long random value (openssl rand -hex 32).",
    )
    client_keys: Annotated[tuple[SecretStr, ...], NoDecode] = Field(
        (),
        description="Keys a client must send in X-API-Key to use /v1/chat and /v1/search; comma-separated in the "
        "environment; empty = those endpoints are open.",
    )
    rate_limit: str = Field(
        "30/minute",
        description="Requests to /v1/chat and /v1/search per client (its key, else its address), in the limits "
        "library's notation ('30/minute', '5/second;100/hour').",
    )
    max_body_mb: float = Field(
        30.0,
        gt=0,
        description="Largest request body, MB (a chat image travels base64-encoded: 4/3 of ocr.max_bytes; staff "
        "uploads: ui.max_upload_mb per file).",
    )
    concurrency_limit: int = Field(4, ge=1, description="Customer turns the API answers at the same time.")

    @field_validator("client_keys", mode="before")
    @classmethod
    def _comma_separated(cls, value: Any) -> Any:
        return comma_separated(value)

    @field_validator("rate_limit")
    @classmethod
    def _valid_rate_limit(cls, value: str) -> str:
        from limits import parse_many

        parse_many(value)  # ValueError with the library's explanation when malformed
        return value


class Settings(BaseSettings):
    """Everything the product reads from its environment."""

    model_config = SettingsConfigDict(
        env_prefix="BANKING_AI_",
        env_nested_delimiter="__",
        env_file=".env",
        env_file_encoding="utf-8",
        extra="ignore",
    )

    index_dir: Path = Field(Path("var/index"), description="All local index state: Qdrant data, manifests, locks.")
    log_level: str = Field("WARNING", description="Python logging level for the CLI and app.")
    qdrant: QdrantSettings = QdrantSettings()
    embedding: EmbeddingSettings = EmbeddingSettings()
    rag: RagSettings = RagSettings()
    parsing: ParsingSettings = ParsingSettings()
    graph: GraphSettings = GraphSettings()
    intent: IntentSettings = IntentSettings()
    ocr: OcrSettings = OcrSettings()
    speech: SpeechSettings = SpeechSettings()
    llm: LlmSettings = LlmSettings()
    conversation: ConversationSettings = ConversationSettings()
    insights: InsightsSettings = InsightsSettings()
    ui: UiSettings = UiSettings()
    api: ApiSettings = ApiSettings()

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        return (
            init_settings,
            env_settings,
            _EcosystemNamesSource(settings_cls, dotenv_settings),
            dotenv_settings,
            file_secret_settings,
        )


class _EcosystemNamesSource(PydanticBaseSettingsSource):
    """Reads ``QDRANT_URL`` and friends from the environment or the ``.env`` file."""

    def __init__(self, settings_cls: type[BaseSettings], dotenv: PydanticBaseSettingsSource) -> None:
        super().__init__(settings_cls)
        self._dotenv = dotenv

    def get_field_value(self, field: Any, field_name: str) -> tuple[Any, str, bool]:  # pragma: no cover
        return None, field_name, False

    def __call__(self) -> dict[str, Any]:
        dotenv_values = getattr(self._dotenv, "env_vars", {}) or {}
        prefixed = self._dotenv()  # BANKING_AI_* values from .env: they win over ecosystem names
        out: dict[str, dict[str, Any]] = {}
        for name, (section, field) in _ECOSYSTEM_NAMES.items():
            if (prefixed.get(section) or {}).get(field) is not None:
                continue
            value = os.environ.get(name) or dotenv_values.get(name.lower()) or dotenv_values.get(name)
            if value:
                out.setdefault(section, {})[field] = value
        return out


def load_settings(**overrides: Any) -> Settings:
    """Read the settings once; keyword overrides win over every other source."""
    return Settings(**overrides)
