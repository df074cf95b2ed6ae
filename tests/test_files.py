"""Files the app keeps are owner-only; uploads are deleted only inside the upload cache."""

from __future__ import annotations

import os
import stat

from banking_ai.files import delete_uploads, open_private, owner_only_umask, private_dir


def _mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def test_a_private_folder_is_created_or_tightened_to_its_owner(tmp_path):
    fresh = private_dir(tmp_path / "a" / "index")
    assert _mode(fresh) == 0o700
    old = tmp_path / "old-index"
    old.mkdir(mode=0o755)
    os.chmod(old, 0o755)
    assert _mode(private_dir(old)) == 0o700


def test_a_private_file_is_created_0600_and_an_open_one_tightened(tmp_path):
    with open_private(tmp_path / "feedback.jsonl") as out:
        out.write("x\n")
    assert _mode(tmp_path / "feedback.jsonl") == 0o600
    loose = tmp_path / "loose.jsonl"
    loose.write_text("a\n")
    os.chmod(loose, 0o644)
    with open_private(loose) as out:
        out.write("b\n")
    assert _mode(loose) == 0o600 and loose.read_text() == "a\nb\n"


def test_the_umask_is_owner_only_inside_and_restored_after(tmp_path):
    before = os.umask(0o022)
    try:
        with owner_only_umask():
            (tmp_path / "made.txt").write_text("x")
            (tmp_path / "made").mkdir()
        assert _mode(tmp_path / "made.txt") == 0o600 and _mode(tmp_path / "made") == 0o700
        assert os.umask(0o022) == 0o022  # restored
    finally:
        os.umask(before)


def test_uploads_are_deleted_inside_the_cache_only(tmp_path):
    cache = tmp_path / "cache"
    upload = cache / "c0ffee" / "screenshot.png"
    upload.parent.mkdir(parents=True)
    upload.write_bytes(b"png")
    outside = tmp_path / "mine.png"
    outside.write_bytes(b"png")
    sneaky = cache / ".." / "mine.png"
    assert delete_uploads([str(upload), str(outside), str(sneaky), str(cache)], cache) == 1
    assert not upload.exists() and not upload.parent.exists()
    assert outside.exists() and cache.is_dir()
