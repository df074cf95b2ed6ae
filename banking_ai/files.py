"""Files the app keeps are its own user's: owner-only folders and files.

The index (policy text), staff-uploaded documents, the Gradio upload cache (a customer's screenshot
while a turn reads it) and the feedback file (answers customers rated) must not be readable by other
accounts on the machine. Folders the app creates for them are 0700 (whatever a library writes inside
is then out of other users' reach), files it writes itself are 0600, and the app's processes run
with a 077 umask (``owner_only_umask``) so files written by Qdrant, SQLite or Gradio follow too.
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

log = logging.getLogger(__name__)

OWNER_ONLY_UMASK = 0o077
PRIVATE_DIR = 0o700
PRIVATE_FILE = 0o600


def private_dir(path: Path) -> Path:
    """``path`` as a folder only its owner can enter (created with its parents if missing).

    A folder an older version created readable by others is tightened; one the app does not own
    (a mounted volume) is left as it is, with a warning."""
    path = Path(path)
    path.mkdir(mode=PRIVATE_DIR, parents=True, exist_ok=True)
    _restrict(path, PRIVATE_DIR)
    return path


def private_file(path: Path) -> Path:
    """Make an existing file readable and writable by its owner only."""
    _restrict(Path(path), PRIVATE_FILE)
    return Path(path)


def open_private(path: Path, mode: str = "a", encoding: str = "utf-8"):
    """``open(path, mode)`` for text, creating the file as 0600 (an existing one is tightened)."""
    flags = {"a": os.O_WRONLY | os.O_APPEND | os.O_CREAT, "w": os.O_WRONLY | os.O_TRUNC | os.O_CREAT}[mode]
    descriptor = os.open(path, flags, PRIVATE_FILE)
    if stat.S_IMODE(os.fstat(descriptor).st_mode) & 0o077:
        os.fchmod(descriptor, PRIVATE_FILE)
    return os.fdopen(descriptor, mode, encoding=encoding)


def delete_uploads(paths: Iterable[str | Path], cache: Path | str) -> int:
    """Delete the files among ``paths`` that lie inside ``cache`` (Gradio's upload cache), and the
    per-file folder Gradio made for each (it is named after the file's content hash) once empty.
    Files elsewhere are never touched. Returns how many files were deleted."""
    cache = Path(cache).resolve()
    deleted = 0
    for given in paths:
        path = Path(given).resolve()
        if path == cache or not path.is_relative_to(cache):
            continue
        if path.is_file():
            path.unlink(missing_ok=True)
            deleted += 1
        if path.parent != cache:
            with contextlib.suppress(OSError):  # not empty: the same bytes were uploaded again meanwhile
                path.parent.rmdir()
    return deleted


@contextmanager
def owner_only_umask() -> Iterator[None]:
    """Files and folders created inside are owner-only (umask 077); the previous umask comes back after."""
    previous = os.umask(OWNER_ONLY_UMASK)
    try:
        yield
    finally:
        os.umask(previous)


def _restrict(path: Path, mode: int) -> None:
    if stat.S_IMODE(path.stat().st_mode) & 0o077 == 0:
        return
    try:
        path.chmod(mode)
    except PermissionError:
        log.warning("%s is readable by other users and cannot be restricted (not owned by this user)", path)


def read_upload(
    source: bytes | bytearray | memoryview | str | Path,
    max_bytes: int,
    refuse: Callable[..., Exception],
    *,
    not_a_file: str,
) -> bytes:
    """The bytes of a customer's upload: ``source`` itself, or the file at a path, which is refused by
    its size (``stat``) before a byte is read. ``refuse(reason, detail=..., limit=...)`` builds the
    area's own error: reasons "not_found", ``not_a_file`` (a folder, a device), "empty", "too_large"."""
    if isinstance(source, bytes | bytearray | memoryview):
        data = bytes(source)
    else:
        path = Path(source)
        try:
            size = path.stat().st_size
        except OSError as error:
            raise refuse("not_found", detail=type(error).__name__) from None
        if not path.is_file():
            raise refuse(not_a_file, detail="not a regular file")
        _check_upload_size(size, max_bytes, refuse)
        with path.open("rb") as handle:
            data = handle.read(max_bytes + 1)  # the file may have grown since stat
    _check_upload_size(len(data), max_bytes, refuse)
    return data


def _check_upload_size(size: int, max_bytes: int, refuse: Callable[..., Exception]) -> None:
    if size == 0:
        raise refuse("empty")
    if size > max_bytes:
        raise refuse("too_large", detail=f"{size} > {max_bytes} bytes", limit=megabytes(max_bytes))


def megabytes(size: int) -> str:
    """A byte limit as people read it: "10 MB", "500 KB"."""
    return f"{size / 1_000_000:g} MB" if size >= 1_000_000 else f"{size / 1000:g} KB"
