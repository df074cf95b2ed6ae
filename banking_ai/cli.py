"""Command line: ``banking-ai`` and ``build_rag_index``. ``main(argv) -> exit code``.

Text from documents, screenshots or the LLM is printed through ``banking_ai.inert.terminal_text``
(JSON through ``json_for_terminal``): an escape sequence in a policy file must not reach the terminal.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
from dataclasses import asdict
from pathlib import Path

from banking_ai.inert import json_for_terminal, terminal_text

EXIT_FAILED = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130


def main(argv: list[str] | None = None) -> int:
    """Run one command; the exit code. ``argv`` None = the program's own arguments (``sys.argv``)."""
    parser = _parser()
    args = parser.parse_args(argv)
    if not getattr(args, "handler", None):
        parser.print_help()
        return EXIT_USAGE
    from banking_ai.files import owner_only_umask
    from banking_ai.settings import load_settings

    settings = load_settings()
    logging.basicConfig(level=settings.log_level.upper(), format="%(levelname)s %(name)s: %(message)s")
    try:
        with owner_only_umask():  # the index, uploads and feedback are the app's user's only
            code = args.handler(args, settings)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        code = EXIT_INTERRUPTED
    except Exception as exc:  # the CLI prints one readable line; --debug shows the traceback
        if getattr(args, "debug", False):
            _stop_background_work(None)
            raise
        from banking_ai.rag.locking import IndexBusyError

        prefix = "index busy" if isinstance(exc, IndexBusyError) else "error"
        print(terminal_text(f"{prefix}: {exc}"), file=sys.stderr)
        code = EXIT_FAILED
    _stop_background_work(code if argv is None else None)
    return code


def _stop_background_work(exit_code: int | None) -> None:
    """End background threads (the answer warm-up) before the interpreter does.

    A daemon thread still inside torch while the interpreter shuts down aborts the process after
    its answer was printed ("terminate called without an active exception", exit 134). The
    warm-up stops between batches (~60 ms), so this returns at once in practice. Last resort, for
    a program run only (``exit_code`` given; never seen in the runs in docs/benchmarks.md): a
    thread still running after the timeout is left behind by flushing and ``os._exit``, skipping
    the interpreter shutdown it would crash.
    """
    app = sys.modules.get("banking_ai.app")  # nothing to stop if the command never built the assistant
    if app is None or app.stop_background_work():
        return
    logging.getLogger(__name__).warning("a background thread did not stop in time")
    if exit_code is not None:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(exit_code)


def build_rag_index_main(argv: list[str] | None = None) -> int:
    """Entry point of the ``build_rag_index`` console script (same as ``banking-ai index``)."""
    return main(["index", *(sys.argv[1:] if argv is None else argv)])


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="banking-ai", description="Offline conversational banking assistant.")
    parser.add_argument("--debug", action="store_true", help="show tracebacks")
    commands = parser.add_subparsers(metavar="COMMAND")

    index = commands.add_parser("index", help="index policy documents (DOCX, PDF, TXT, MD, HTML)")
    index.add_argument("paths", nargs="*", metavar="PATH", help="files or folders")
    index.add_argument("--prune", action="store_true", help="remove indexed documents not found under PATHs")
    index.add_argument(
        "--delete",
        action="append",
        default=[],
        metavar="DOC",
        help="remove a document by path, file name or title (repeatable)",
    )
    index.add_argument("--quiet", action="store_true", help="no progress bars")
    index.add_argument("--json", action="store_true", help="print the report as JSON")
    index.set_defaults(handler=_index)

    search = commands.add_parser("search", help="search the indexed policies")
    search.add_argument("question")
    search.add_argument("--top-k", type=int, default=None)
    search.add_argument("--json", action="store_true")
    search.set_defaults(handler=_search)

    ask = commands.add_parser("ask", help="ask the assistant one question")
    ask.add_argument("question", nargs="?", default="")
    ask.add_argument("--image", type=Path, help="a screenshot to read with the question")
    ask.add_argument("--audio", type=Path, help="the question spoken (WAV, FLAC, Ogg, MP3, WebM), transcribed first")
    ask.add_argument("--session", default="cli", help="conversation id (turns in one process share memory)")
    ask.add_argument("--json", action="store_true", help="print the Answer as JSON")
    ask.add_argument("--speak", type=Path, metavar="OUT.wav", help="also write the answer read aloud to this WAV file")
    ask.set_defaults(handler=_ask)

    chat = commands.add_parser("chat", help="terminal conversation with the assistant")
    chat.set_defaults(handler=_chat)

    serve = commands.add_parser("serve", help="start the web app and the REST API beside it (same as python main.py)")
    serve.set_defaults(handler=_serve)

    hashing = commands.add_parser(
        "hash-password",
        help="hash a staff password for BANKING_AI_UI__STAFF_PASSWORD (asked twice, or one line on stdin)",
    )
    hashing.add_argument("--iterations", type=int, default=None, help="PBKDF2 iterations (default 600,000)")
    hashing.set_defaults(handler=_hash_password)

    intents = commands.add_parser("intents", help="train, evaluate and use intent classifiers")
    intent_commands = intents.add_subparsers(metavar="ACTION")
    train = intent_commands.add_parser("train", help="train on a CSV with header text,label")
    train.add_argument("--data", type=Path, required=True)
    train.add_argument("--out", type=Path, help="model folder (default: the app's model folder)")
    train.set_defaults(handler=_intents_train)
    intents_eval = intent_commands.add_parser("eval", help="evaluate a trained model on a CSV text,label")
    intents_eval.add_argument("--data", type=Path, required=True)
    intents_eval.add_argument("--model", type=Path, help="model folder (default: the app's model)")
    intents_eval.add_argument("--json", action="store_true")
    intents_eval.set_defaults(handler=_intents_eval)
    predict = intent_commands.add_parser("predict", help="classify each line of FILE")
    predict.add_argument("file", type=Path)
    predict.add_argument("--model", type=Path, help="model folder (default: the app's model)")
    predict.add_argument("--json", action="store_true", help="JSON lines")
    predict.set_defaults(handler=_intents_predict)

    insights = commands.add_parser("insights", help="staff insights: unanswered questions, routes, latency, feedback")
    insights.add_argument("--days", type=int, default=7, help="the last N days, today included (default 7)")
    insights.add_argument("--json", action="store_true")
    insights.set_defaults(handler=_insights)

    documents = commands.add_parser("documents", help="list indexed documents")
    documents.add_argument("--json", action="store_true")
    documents.set_defaults(handler=_documents)

    outline = commands.add_parser(
        "outline", help="show how files will be split into sections, before indexing them (one line per section)"
    )
    outline.add_argument("paths", nargs="+", type=Path, help="DOCX, PDF, TXT, MD or HTML files")
    outline.add_argument("--json", action="store_true")
    outline.set_defaults(handler=_outline)

    evaluate = commands.add_parser("eval", help="evaluate the assistant")
    evaluate.add_argument("what", choices=["retrieval", "answers"])
    evaluate.add_argument(
        "--data", type=Path, help="folder of *.jsonl questions (default: data/eval, or data/eval/blind for answers)"
    )
    evaluate.add_argument("--bank", action="append", help="answers: only this knowledge base (repeatable)")
    evaluate.add_argument("--json", action="store_true")
    evaluate.add_argument("--misses", action="store_true", help="list questions not answered at rank 1")
    evaluate.set_defaults(handler=_eval)
    return parser


_PHASE_LABELS = {"read": "reading files", "embed": "embedding chunks", "write": "storing chunks"}


class _ProgressBars:
    """tqdm bars per indexing phase, on stderr."""

    def __init__(self, enabled: bool) -> None:
        self._enabled = enabled
        self._bars: dict = {}

    def __call__(self, phase: str, done: int, total: int) -> None:
        if not self._enabled or total == 0:
            return
        from tqdm import tqdm

        bar = self._bars.get(phase)
        if bar is None:
            bar = self._bars[phase] = tqdm(
                total=total,
                desc=_PHASE_LABELS.get(phase, phase),
                unit="",
                file=sys.stderr,
                leave=True,
                dynamic_ncols=True,
            )
        bar.update(done - bar.n)

    def close(self) -> None:
        for bar in self._bars.values():
            bar.close()


def _index(args, settings) -> int:
    from banking_ai.rag import build_rag_index

    if not args.paths and not args.delete:
        print("error: give at least one PATH to index, or --delete DOC", file=sys.stderr)
        return EXIT_USAGE
    bars = _ProgressBars(enabled=not args.quiet and not args.json)
    try:
        report = build_rag_index(args.paths, settings=settings, prune=args.prune, delete=args.delete, on_progress=bars)
    finally:
        bars.close()
    if args.json:
        print(json.dumps(asdict(report), indent=2))
    else:
        for source, reason in report.failed.items():
            print(terminal_text(f"FAILED  {source}: {reason}"), file=sys.stderr)
        for source, reason in report.skipped.items():
            print(terminal_text(f"skipped {source}: {reason}"), file=sys.stderr)
        if report.interrupted:
            print("interrupted: documents stored so far are complete; run again to finish", file=sys.stderr)
        print(report.summary())
    if report.interrupted:
        return EXIT_INTERRUPTED
    return 0 if report.ok else EXIT_FAILED


def _search(args, settings) -> int:
    from banking_ai.rag import rag_search

    results = rag_search(args.question, args.top_k or settings.rag.top_k, settings=settings)
    if args.json:
        _print_json({"query": args.question, "results": [asdict(r) for r in results]})
        return 0
    if not results:
        print("No relevant policy text found for that question.")
        return 0
    for rank, result in enumerate(results, 1):
        where = f"{result.doc_title} — {result.section or '(introduction)'}"
        print(terminal_text(f"[{rank}] {where}  (score {result.score:.3f})"))
        print(terminal_text(f"    {Path(result.source).name}"))
        for line in result.text.splitlines():
            print(terminal_text(f"    {line}"))
        print()
    return 0


def _print_json(document) -> None:
    print(json_for_terminal(json.dumps(document, indent=2, ensure_ascii=False)))


def _ask(args, settings) -> int:
    from banking_ai.app import build_services

    if args.image is not None and not args.image.is_file():
        print(f"error: no such image file: {args.image}", file=sys.stderr)
        return EXIT_USAGE
    # One question: no background warm-up and no throwaway first turn (they pay off over many turns).
    assistant = build_services(settings, warm=False)
    question, heard = args.question, None
    if args.audio is not None:
        from banking_ai.speech import AudioError

        try:
            heard = assistant.transcribe(args.audio).text
        except AudioError as error:
            print(terminal_text(f"error: {error}"), file=sys.stderr)
            return EXIT_FAILED
        question = f"{question} {heard}".strip()
        if not args.json:
            print(terminal_text(f"heard: {heard}\n"))
    answer = assistant.respond(args.session, question, image=args.image)
    if args.json:
        _print_json({**asdict(answer), **({"transcript": heard} if heard is not None else {})})
    else:
        print(format_answer(answer, trace=True))
    spoken = args.speak is None or _speak(assistant.speaker, answer.text, args.speak)
    return 0 if answer.route not in ("invalid", "error") and spoken else EXIT_FAILED


def _speak(speaker, text: str, out: Path) -> bool:
    """Write ``text`` read aloud to ``out`` (WAV); False, with the reason on stderr, when it cannot be."""
    from banking_ai.speech import AudioError
    from banking_ai.speech.spoken import spoken_text

    try:
        if speaker is None:
            raise AudioError("unavailable", detail="no speaker configured", speaking=True)
        wav = speaker.speak(spoken_text(text))
    except AudioError as error:
        detail = f" ({error.detail})" if error.detail else ""
        print(f"error: the answer was not read aloud: {error.message}{detail}", file=sys.stderr)
        return False
    out.write_bytes(wav)
    print(f"answer read aloud: {out}", file=sys.stderr)
    return True


def _chat(args, settings) -> int:
    from banking_ai.app import build_services
    from banking_ai.insights import make_turn_recorder

    assistant = build_services(settings)
    assistant.recorder = make_turn_recorder(settings)  # after the start-up warm-up turn, which is not a customer's
    name = settings.conversation.bank_name
    print(
        f"{name} assistant. Ask a question; '/image PATH [question]' reads a screenshot, '/new' starts over, "
        "an empty line or Ctrl-D quits."
    )
    session = "terminal"
    while True:
        try:
            line = input("\nyou> ").strip()
        except EOFError:
            return 0
        if not line:
            return 0
        if line == "/new":
            assistant.reset(session)
            print("(new conversation)")
            continue
        image = None
        if line.startswith("/image "):
            _, _, rest = line.partition(" ")
            path, _, line = rest.strip().partition(" ")
            image = Path(path)
        print()
        printed = ""
        for event in assistant.respond_stream(session, line, image=image):
            if event.answer is None:
                printed += event.delta
                print(terminal_text(event.delta), end="", flush=True)
            else:
                # A streamed reply that failed its check was replaced: show the answer that counts.
                replaced = printed.strip() != event.answer.text.strip()
                print("\r" + format_answer(event.answer, trace=False, text=replaced))


def format_answer(answer, *, trace: bool, text: bool = True) -> str:
    """An Answer for the terminal: text, notices, numbered sources and (optionally) the trace.

    Control characters and escape sequences (from a document, a screenshot or the model) are removed."""
    lines = [answer.text] if text else []
    lines += [f"note: {notice}" for notice in answer.notices]
    if answer.citations:
        lines.append("")
        for citation in answer.citations:
            section = citation.section or "(introduction)"
            lines.append(f"  [{citation.number}] {citation.doc_title} — {section} (score {citation.score:.2f})")
    if answer.related:
        lines.append("")
        lines.append("Related questions:")
        lines += [f"  - {question}" for question in answer.related]
    meta = f"({answer.route}, intent {answer.intent or '-'} {answer.confidence:.2f}, {answer.latency_ms:.0f} ms)"
    lines.append(meta)
    if trace:
        lines += [f"  {step.name:<10} {step.ms:8.1f} ms  {step.detail}" for step in answer.trace]
    return terminal_text("\n".join(lines))


def _serve(args, settings) -> int:
    from banking_ai.ui import serve

    serve(settings)
    return 0


MIN_PASSWORD_CHARS = 12


def _hash_password(args, settings) -> int:
    """Print ``pbkdf2_sha256$...`` for a password typed twice (a terminal) or read from one stdin line."""
    from banking_ai.passwords import DEFAULT_ITERATIONS, hash_password

    if sys.stdin.isatty():
        import getpass

        password = getpass.getpass("Staff password: ")
        if getpass.getpass("Same password again: ") != password:
            print("error: the two passwords differ", file=sys.stderr)
            return EXIT_USAGE
    else:
        password = sys.stdin.readline().rstrip("\r\n")
    if not password:
        print("error: empty password", file=sys.stderr)
        return EXIT_USAGE
    if len(password) < MIN_PASSWORD_CHARS:
        print(
            f"warning: a staff password shorter than {MIN_PASSWORD_CHARS} characters is easy to guess", file=sys.stderr
        )
    try:
        print(hash_password(password, iterations=args.iterations or DEFAULT_ITERATIONS))
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    return 0


def _intents_train(args, settings) -> int:
    from banking_ai.intent import cli as intent_cli

    return intent_cli.train(args.data, args.out, settings)


def _intents_eval(args, settings) -> int:
    from banking_ai.intent import cli as intent_cli

    return intent_cli.evaluate(args.data, args.model, settings, args.json)


def _intents_predict(args, settings) -> int:
    from banking_ai.intent import cli as intent_cli

    return intent_cli.predict(args.file, args.model, settings, args.json)


def _documents(args, settings) -> int:
    from banking_ai.rag.services import rag_services

    records = rag_services(settings).index.documents()  # the staff tab's listing; no wait for a build
    if args.json:
        _print_json([asdict(r) for r in records])
    else:
        for record in records:
            print(terminal_text(f"{record.chunks:>5} chunks  {record.indexed_at}  {record.title}  ({record.source})"))
        print(f"{len(records)} documents, {sum(r.chunks for r in records)} chunks")
    return 0


def _outline(args, settings) -> int:
    """Each file's title and sections as the index will see them: staff check that every question of
    an FAQ is its own section (and so its own citation) before indexing."""
    from banking_ai.rag.parsing import DocumentError, parse_document

    outlines, failed = [], 0
    for path in args.paths:
        try:
            parsed = parse_document(path, int(settings.rag.max_file_mb * 1e6))
        except (DocumentError, OSError) as exc:
            print(terminal_text(f"{path}: {exc}"), file=sys.stderr)
            failed += 1
            continue
        sections: dict[tuple[str, ...], int] = {}
        for block in parsed.blocks:
            size = len(block.text) if block.kind == "text" else sum(len(row) for row in block.rows)
            sections[block.section] = sections.get(block.section, 0) + size
        outlines.append({"file": str(path), "title": parsed.title, "sections": list(sections.items())})
    if args.json:
        _print_json(
            [
                {**o, "sections": [{"path": list(path), "characters": size} for path, size in o["sections"]]}
                for o in outlines
            ]
        )
    else:
        for o in outlines:
            print(terminal_text(f"{o['file']}: {o['title']} ({len(o['sections'])} sections)"))
            for path, size in o["sections"]:
                name = " > ".join(path) if path else "(before the first heading)"
                print(terminal_text(f"  {size:>6} chars  {name}"))
    return EXIT_FAILED if failed else 0


def _insights(args, settings) -> int:
    from banking_ai.insights import load_summary, summary_dict, summary_text

    if args.days < 1:
        print("error: --days must be at least 1", file=sys.stderr)
        return EXIT_USAGE
    summary = load_summary(settings, args.days)
    if args.json:
        _print_json(summary_dict(summary))
    else:
        print(terminal_text(summary_text(summary)))
    return 0


def _eval(args, settings) -> int:
    from banking_ai.rag.evaluation import evaluate, format_result, load_questions
    from banking_ai.rag.services import rag_services

    if args.what == "answers":
        return _eval_answers(args, settings)
    args.data = args.data or Path("data/eval")
    questions = load_questions(args.data)
    if not questions:
        print(f"error: no questions in {args.data}/*.jsonl", file=sys.stderr)
        return EXIT_FAILED
    retriever = rag_services(settings).retriever
    result = evaluate(questions, lambda q: retriever.search(q, 4))
    if args.json:
        print(
            json.dumps(
                result.to_dict() if args.misses else {**result.to_dict(), "misses": None}, indent=2, ensure_ascii=False
            )
        )
        return 0
    print(format_result(result))
    if args.misses:
        for miss in result.misses:
            print(f"- [{miss['rank']}] {miss['question']}\n    expected {miss['expected']}\n    got {miss['got']}")
    return 0


def _eval_answers(args, settings) -> int:
    from banking_ai.conversation.evaluation import evaluate_answers, failures, format_report

    folder = args.data or Path("data/eval/blind")
    if not (folder / "banks.json").is_file():
        print(f"error: {folder}/banks.json not found", file=sys.stderr)
        return EXIT_FAILED

    def progress(bank: str, done: int, total: int) -> None:
        if done < 0:
            print(f"{bank}: done in {total} s", file=sys.stderr)
        elif done % 50 == 0 or done == total:
            print(f"{bank}: {done}/{total}", file=sys.stderr)

    data, results = evaluate_answers(settings, folder, args.bank, progress)
    if args.misses:
        data["failures"] = failures(results)
    if args.json:
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return 0
    print(format_report(data))
    for row in data.get("failures", []):
        print(f"- {row['bank']} {row['id']} [{row['expect']} -> {row['route']}] rank={row['rank']} {row['question']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
