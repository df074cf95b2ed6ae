"""A local HTTP server speaking Groq's chat-completions protocol, scripted per test.

The real ``groq`` client talks to it unchanged (``base_url=server.url``), so retries,
timeouts, authentication and SSE streaming are exercised over real HTTP::

    server = GroqServer.start(api_key="test-key")
    server.enqueue(Reply.text("Hello [1]"))              # JSON, or SSE when the client streams
    server.enqueue(Reply.error(429, headers={"retry-after": "0.05"}), Reply.text("ok"))
    ...
    server.requests[0].json["messages"]                  # what the client sent
    server.stop()

Speech in: ``POST /openai/v1/audio/transcriptions`` (multipart, as the client uploads a recording)
takes the same queue; a ``Reply.text`` is answered as ``{"text": ...}``, and the request's form
fields and uploaded files are recorded on ``RecordedRequest.form`` (``transcription_requests``).

Replies are served in the order queued, one per request; when the queue is empty the
``default`` reply is used (a 500 unless set). A queued callable is called with the request's JSON
body and returns the ``Reply`` (a model that quotes the tool results it was sent). Every request is
recorded before the reply, so a request that timed out is still counted.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

CHAT_PATH = "/openai/v1/chat/completions"
SPEECH_PATH = "/openai/v1/audio/speech"  # text to speech: queue ``Reply.audio(wav)``
TRANSCRIPTION_PATH = "/openai/v1/audio/transcriptions"


@dataclass(frozen=True, slots=True)
class Reply:
    """One scripted response. Build it with the class methods."""

    status: int = 200
    content: str | None = None  # assistant text: JSON body, or SSE when the request asked to stream
    pieces: tuple[str, ...] = ()  # explicit stream pieces (default: the content split after spaces)
    body: bytes | None = None  # a raw body instead (malformed replies)
    payload: dict | None = None  # a JSON body instead (errors, empty choices)
    headers: tuple[tuple[str, str], ...] = ()
    delay_s: float = 0.0  # wait before answering (timeouts)
    cut_after: int | None = None  # stream: drop the connection after this many pieces
    end_early: bool = False  # stream: finish the HTTP body cleanly but without finish_reason / [DONE]
    finish_reason: str = "stop"
    tool_calls: tuple[tuple[str, str], ...] = ()  # (function name, arguments as the model wrote them)
    usage: tuple[int, int] = (10, 5)  # prompt and completion tokens reported

    @classmethod
    def calls(cls, *calls: tuple[str, dict | str], text: str | None = None, usage: tuple[int, int] = (10, 5)) -> Reply:
        """Tool calls (function name, arguments: a dict sent as JSON, or a raw string), several in one reply."""
        encoded = tuple((name, args if isinstance(args, str) else json.dumps(args)) for name, args in calls)
        return cls(content=text, tool_calls=encoded, finish_reason="tool_calls", usage=usage)

    @classmethod
    def text(
        cls, content: str, *, delay_s: float = 0.0, finish_reason: str = "stop", usage: tuple[int, int] = (10, 5)
    ) -> Reply:
        return cls(content=content, delay_s=delay_s, finish_reason=finish_reason, usage=usage)

    @classmethod
    def stream(cls, *pieces: str) -> Reply:
        return cls(content="".join(pieces), pieces=pieces)

    @classmethod
    def cut_stream(cls, *pieces: str, after: int) -> Reply:
        """Stream ``pieces`` but drop the connection (no final chunk) after ``after`` of them."""
        return cls(content="".join(pieces), pieces=pieces, cut_after=after)

    @classmethod
    def truncated_stream(cls, *pieces: str) -> Reply:
        """Stream ``pieces`` and end the body cleanly, but with no finish_reason and no [DONE]."""
        return cls(content="".join(pieces), pieces=pieces, end_early=True)

    @classmethod
    def error(cls, status: int, message: str = "error", *, code: str = "", headers: dict | None = None) -> Reply:
        kind = "rate_limit_exceeded" if status == 429 else "invalid_request_error"
        error = {"message": message, "type": kind, **({"code": code} if code else {})}
        return cls(status=status, payload={"error": error}, headers=tuple((headers or {}).items()))

    @classmethod
    def raw(cls, body: bytes, *, status: int = 200, content_type: str = "application/json") -> Reply:
        return cls(status=status, body=body, headers=(("content-type", content_type),))

    @classmethod
    def audio(cls, wav: bytes, *, delay_s: float = 0.0) -> Reply:
        """A speech reply: ``wav`` as the body, ``audio/wav``."""
        return cls(body=wav, headers=(("content-type", "audio/wav"),), delay_s=delay_s)

    @classmethod
    def json(cls, payload: dict, *, status: int = 200) -> Reply:
        return cls(status=status, payload=payload)


@dataclass(frozen=True, slots=True)
class RecordedRequest:
    """What the server received; ``json`` is the parsed body (None when it was not JSON)."""

    method: str
    path: str
    headers: dict[str, str]
    json: Any
    at: float  # time.monotonic() on arrival, seconds
    form: dict[str, Any] | None = None  # multipart: field -> text, or (file name, bytes) for a file

    @property
    def messages(self) -> list[dict]:
        return list((self.json or {}).get("messages", []))


@dataclass
class GroqServer:
    """A ThreadingHTTPServer on 127.0.0.1, port chosen by the OS."""

    api_key: str | None = None  # when set, other bearer tokens get Groq's 401
    default: Reply = field(default_factory=lambda: Reply.error(500, "no reply scripted"))
    requests: list[RecordedRequest] = field(default_factory=list)
    _queue: deque = field(default_factory=deque)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _stopping: threading.Event = field(default_factory=threading.Event)
    _http: ThreadingHTTPServer | None = None

    @classmethod
    def start(cls, api_key: str | None = "test-key") -> GroqServer:
        server = cls(api_key=api_key)
        handler = type("Handler", (_Handler,), {"groq": server})
        http = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        http.daemon_threads = True
        http.block_on_close = False
        server._http = http
        threading.Thread(target=http.serve_forever, args=(0.05,), name="groq-test-server", daemon=True).start()
        return server

    @property
    def url(self) -> str:
        """The base URL to give the client: host and port only (the client adds /openai/v1)."""
        assert self._http is not None
        host, port = self._http.server_address[:2]
        return f"http://{host}:{port}"

    def enqueue(self, *replies: Reply | Callable[[dict], Reply]) -> GroqServer:
        with self._lock:
            self._queue.extend(replies)
        return self

    def stop(self) -> None:
        self._stopping.set()  # wakes replies that are sleeping
        if self._http is not None:
            self._http.shutdown()
            self._http.server_close()

    def __enter__(self) -> GroqServer:
        return self

    def __exit__(self, *exc) -> None:
        self.stop()

    @property
    def chat_requests(self) -> list[RecordedRequest]:
        with self._lock:
            return [r for r in self.requests if r.path == CHAT_PATH]

    @property
    def speech_requests(self) -> list[RecordedRequest]:
        with self._lock:
            return [r for r in self.requests if r.path == SPEECH_PATH]

    @property
    def transcription_requests(self) -> list[RecordedRequest]:
        with self._lock:
            return [r for r in self.requests if r.path == TRANSCRIPTION_PATH]

    def _record(self, request: RecordedRequest) -> None:
        with self._lock:
            self.requests.append(request)

    def _next_reply(self) -> Reply:
        with self._lock:
            return self._queue.popleft() if self._queue else self.default


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    groq: GroqServer  # set on the subclass made by GroqServer.start

    def log_message(self, format, *args) -> None:  # quiet: tests read .requests instead
        pass

    def do_POST(self) -> None:
        length = int(self.headers.get("content-length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw) if raw else None
        except ValueError:
            body = None
        headers = {k.lower(): v for k, v in self.headers.items()}
        form = _multipart(headers.get("content-type", ""), raw)
        self.groq._record(RecordedRequest("POST", self.path, headers, body, time.monotonic(), form))
        if self.path not in (CHAT_PATH, SPEECH_PATH, TRANSCRIPTION_PATH):
            return self._send_json(404, {"error": {"message": "Unknown request URL", "type": "invalid_request_error"}})
        key = self.groq.api_key
        if key is not None and headers.get("authorization") != f"Bearer {key}":
            error = {"message": "Invalid API Key", "type": "invalid_request_error", "code": "invalid_api_key"}
            return self._send_json(401, {"error": error})
        reply = self.groq._next_reply()
        if callable(reply):  # a reply made from the request: a scripted model that reads its tool results
            reply = reply(body or {})
        if reply.delay_s and self.groq._stopping.wait(reply.delay_s):
            return
        if self.path == TRANSCRIPTION_PATH and reply.content is not None and reply.status == 200:
            return self._send_json(200, {"text": reply.content, "x_groq": {"id": "req_test"}}, reply.headers)
        model = (body or {}).get("model", "")
        if (reply.content is not None or reply.tool_calls) and reply.status == 200:
            if (body or {}).get("stream"):
                return self._send_stream(reply, model)
            return self._send_json(200, _completion(reply, model), reply.headers)
        if reply.body is not None:
            return self._send(reply.status, reply.body, reply.headers)
        return self._send_json(reply.status, reply.payload or {}, reply.headers)

    def _send_json(self, status: int, payload: dict, headers: tuple = ()) -> None:
        self._send(status, json.dumps(payload).encode(), (("content-type", "application/json"), *headers))

    def _send(self, status: int, body: bytes, headers: tuple = ()) -> None:
        self.send_response(status)
        names = {name.lower() for name, _ in headers}
        for name, value in headers:
            self.send_header(name, value)
        if "content-type" not in names:
            self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def _send_stream(self, reply: Reply, model: str) -> None:
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.send_header("transfer-encoding", "chunked")
        for name, value in reply.headers:
            self.send_header(name, value)
        self.end_headers()
        pieces = reply.pieces or _split(reply.content or "")
        self._chunk(_event(_chunk_payload(model, {"role": "assistant", "content": ""}, None)))
        for number, piece in enumerate(pieces):
            if reply.cut_after is not None and number >= reply.cut_after:
                self.wfile.flush()
                self.close_connection = True
                self.connection.shutdown(socket.SHUT_RDWR)  # mid-body: the chunked encoding never ends
                return
            self._chunk(_event(_chunk_payload(model, {"content": piece}, None)))
        for delta in _tool_call_pieces(reply):
            self._chunk(_event(_chunk_payload(model, delta, None)))
        if not reply.end_early:
            last = _chunk_payload(model, {}, reply.finish_reason)
            usage = {"prompt_tokens": reply.usage[0], "completion_tokens": reply.usage[1]}
            last["x_groq"] = {"id": "req_test", "usage": usage}
            self._chunk(_event(last))
            self._chunk(b"data: [DONE]\n\n")
        self._chunk(b"")  # the zero-length chunk ends the body

    def _chunk(self, data: bytes) -> None:
        self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
        self.wfile.flush()


def _multipart(content_type: str, raw: bytes) -> dict[str, Any] | None:
    """A multipart/form-data body as {field: text, or (file name, bytes) for a file}; None otherwise."""
    if not content_type.startswith("multipart/form-data"):
        return None
    import email.parser
    import email.policy

    message = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(
        f"content-type: {content_type}\r\n\r\n".encode() + raw
    )
    form: dict[str, Any] = {}
    for part in message.iter_parts():
        name = part.get_param("name", header="content-disposition")
        payload = part.get_payload(decode=True) or b""
        filename = part.get_filename()
        form[name] = (filename, payload) if filename is not None else payload.decode("utf-8", "replace")
    return form


def _split(text: str) -> list[str]:
    """Pieces the way a model streams them: a word and its trailing space each."""
    pieces, start = [], 0
    for index, char in enumerate(text):
        if char == " ":
            pieces.append(text[start : index + 1])
            start = index + 1
    if start < len(text):
        pieces.append(text[start:])
    return pieces


def _tool_call_pieces(reply: Reply) -> list[dict]:
    """Stream deltas of the reply's tool calls as Groq sends them: id and name first, then the
    arguments in two parts."""
    deltas = []
    for index, (name, arguments) in enumerate(reply.tool_calls):
        head = {"index": index, "id": f"call_{index}", "type": "function", "function": {"name": name, "arguments": ""}}
        deltas.append({"tool_calls": [head]})
        half = len(arguments) // 2
        for part in (arguments[:half], arguments[half:]):
            deltas.append({"tool_calls": [{"index": index, "function": {"arguments": part}}]})
    return deltas


def _event(payload: dict) -> bytes:
    return f"data: {json.dumps(payload)}\n\n".encode()


def _chunk_payload(model: str, delta: dict, finish_reason: str | None) -> dict:
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": model,
        "system_fingerprint": "fp_test",
        "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish_reason}],
    }


def _completion(reply: Reply, model: str) -> dict:
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "system_fingerprint": "fp_test",
        "choices": [
            {
                "index": 0,
                "message": _message(reply),
                "logprobs": None,
                "finish_reason": reply.finish_reason,
            }
        ],
        "usage": {
            "prompt_tokens": reply.usage[0],
            "completion_tokens": reply.usage[1],
            "total_tokens": sum(reply.usage),
        },
    }


def _message(reply: Reply) -> dict:
    message: dict = {"role": "assistant", "content": reply.content}
    if reply.tool_calls:
        message["tool_calls"] = [
            {"id": f"call_{number}", "type": "function", "function": {"name": name, "arguments": arguments}}
            for number, (name, arguments) in enumerate(reply.tool_calls)
        ]
    return message
