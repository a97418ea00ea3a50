"""The one way the game reads a file someone else may have written (a save, a card file, the
settings): at most a set number of bytes, and only from a regular file.

`Path.stat().st_size` is 0 for a device or a FIFO, so a size check before `read_bytes()`
let `/dev/zero` fill the memory and a FIFO with no writer hang for ever. Here the file is
opened without waiting (O_NONBLOCK: a FIFO opens at once), anything but a regular file (a
device, a FIFO, a socket, a folder, reached directly or through a symbolic link) is refused
as an OSError saying what it is, and at most `limit + 1` bytes are read, so a file that grows
while it is read is still caught.

    raw = read_limited(path, MAX_SAVE_BYTES)      # FileNotFoundError, OSError, FileTooLarge
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
_CHUNK = 1 << 20


class FileTooLarge(Exception):
    """The file holds more than the limit: `size` bytes (at least limit + 1), `limit` allowed."""

    def __init__(self, path, size: int, limit: int):
        super().__init__(f"{path}: {size} bytes, more than {limit}")
        self.path = path
        self.size = size
        self.limit = limit


class NotARegularFile(OSError):
    """A device, a FIFO, a socket or a folder where a file was expected (strerror says which)."""


def kind_of(mode: int) -> str:
    """What a file of `mode` (st_mode) is, in words: 'a folder', 'a device', ..."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_limited(path, limit: int) -> bytes:
    """The bytes of the regular file at `path`, if it holds at most `limit` bytes.

    Raises FileNotFoundError, NotARegularFile (an OSError: strerror names what it is, e.g.
    'it is a device, not a file'), another OSError the system gives, or FileTooLarge."""
    path = Path(path)
    try:
        fd = os.open(path, _FLAGS)
    except IsADirectoryError:
        raise NotARegularFile(errno.EISDIR, "it is a folder, not a file", str(path)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = kind_of(info.st_mode)
            raise NotARegularFile(errno.EINVAL, f"it is {kind}, not a file" if kind.startswith("a ") else kind,
                                  str(path))
        if info.st_size > limit:
            raise FileTooLarge(path, info.st_size, limit)
        parts, got = [], 0
        while got <= limit:
            part = os.read(fd, min(_CHUNK, limit + 1 - got))
            if not part:
                break
            parts.append(part)
            got += len(part)
        if got > limit:
            raise FileTooLarge(path, max(got, info.st_size), limit)
        return b"".join(parts)
    finally:
        os.close(fd)
