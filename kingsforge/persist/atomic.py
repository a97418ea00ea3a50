"""Atomic file replacement: a reader sees the old file or the new one, never half of one.

The new content goes to a temporary file in the same folder (same file system,
so the rename is atomic), is flushed and fsync'ed, then os.replace()s the
target; finally the folder itself is fsync'ed where the OS allows it, so the
rename survives a power cut. A process killed at any moment leaves at worst a
stray temporary file (cleaned up by a later write), never a damaged target.
A target that is there but is not a regular file (a device such as /dev/null, a FIFO, a
folder, or a link to one) is refused with fileread.NotARegularFile before anything is
written: the rename would put a plain file in its place (as root, /dev/null itself).
"""

from __future__ import annotations

import errno
import glob
import json
import os
import stat
import tempfile
import time
from pathlib import Path

_TMP_SUFFIX = ".tmp"
_STALE_SECONDS = 120.0          # a temp file this old belongs to a writer that died


def atomic_write_text(path, text: str, encoding: str = "utf-8") -> Path:
    return atomic_write_bytes(path, text.encode(encoding))


def atomic_write_json(path, data) -> Path:
    """Write `data` as JSON to `path` atomically. Raises OSError (or TypeError/ValueError
    for data JSON cannot hold) and then leaves the old file untouched."""
    text = json.dumps(data, ensure_ascii=False, indent=1, allow_nan=False)
    return atomic_write_text(path, text + "\n")


def check_target(path) -> None:
    """Raise fileread.NotARegularFile (an OSError saying what it is) if `path` is there but is
    not a regular file, nor a link to one; a missing path is fine (it is created)."""
    from kingsforge.fileread import NotARegularFile, kind_of

    try:
        mode = os.stat(path).st_mode
    except (FileNotFoundError, NotADirectoryError):
        return
    except OSError:
        return              # no permission to look: the write itself says what is wrong
    if not stat.S_ISREG(mode):
        kind = kind_of(mode)
        raise NotARegularFile(errno.EISDIR if stat.S_ISDIR(mode) else errno.EINVAL,
                              f"it is {kind}, not a file" if kind.startswith("a ") else kind, str(path))


def atomic_write_bytes(path, payload: bytes) -> Path:
    path = Path(path)
    check_target(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=_TMP_SUFFIX, dir=folder)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(payload)
            fh.flush()
            os.fsync(fh.fileno())
        _replace(tmp_name, path)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        raise
    _fsync_folder(folder)
    _clean_stale_temps(path)
    return path


def _replace(src: str, dst: Path) -> None:
    # Windows refuses to replace a file another process (a virus scanner, a
    # backup tool) has open for a moment; try again briefly before giving up.
    for attempt in range(10):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if os.name != "nt" or attempt == 9:
                raise
            time.sleep(0.05 * (attempt + 1))


def _fsync_folder(folder: Path) -> None:
    if os.name == "nt":             # folders cannot be opened for fsync on Windows
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _clean_stale_temps(path: Path) -> None:
    """Remove temporary files of `path` left by writers that were killed mid-write."""
    now = time.time()
    try:
        for tmp in path.parent.glob(f".{glob.escape(path.name)}.*{_TMP_SUFFIX}"):
            try:
                if now - tmp.stat().st_mtime > _STALE_SECONDS:
                    tmp.unlink()
            except OSError:
                pass
    except OSError:
        pass
