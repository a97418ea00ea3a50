"""Logging for the `kingsforge` program, safe in windowed frozen builds.

A PyInstaller build made with console=False has sys.stdout and sys.stderr set
to None on Windows (PyInstaller >= 5.7), so a stray print() or a logging
StreamHandler would raise. install() puts a null stream in their place, sends
log records to a small rotating file in the user data folder
(persist.log_path(): logs/kingsforge.log, 256 KB x 3), and logs uncaught
exceptions there too. If the folder cannot be written, logging stays off and
nothing fails. install() is idempotent.
"""

from __future__ import annotations

import io
import logging
import logging.handlers
import sys
import threading
from pathlib import Path

LOG_BYTES = 256 * 1024
LOG_BACKUPS = 2
_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_installed_path: Path | None = None
_lock = threading.Lock()


class NullStream(io.TextIOBase):
    """Accepts and drops text: the stand-in for a missing stdout/stderr."""

    encoding = "utf-8"
    errors = "replace"

    def writable(self) -> bool:
        return True

    def write(self, text) -> int:
        return len(text)

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return False


def guard_streams() -> list[str]:
    """Replace a None sys.stdout / sys.stderr (and their __std*__ twins) with a NullStream.
    Returns the names replaced."""
    replaced = []
    for name in ("stdout", "stderr", "__stdout__", "__stderr__"):
        if getattr(sys, name, None) is None:
            setattr(sys, name, NullStream())
            replaced.append(name)
    if getattr(sys, "stdin", None) is None:
        sys.stdin = io.StringIO()
        replaced.append("stdin")
    return replaced


def streams_are_real() -> bool:
    """False when stdout is missing or a NullStream (a windowed build): nobody reads prints."""
    return sys.stdout is not None and not isinstance(sys.stdout, NullStream)


def install(level: int = logging.INFO, path=None) -> Path | None:
    """Guard the standard streams and log to a rotating file; returns the log file's path,
    or None if the file could not be opened (the program still runs)."""
    global _installed_path
    guard_streams()
    with _lock:
        if _installed_path is not None:
            return _installed_path
        if path is None:
            from kingsforge.persist.paths import log_path

            path = log_path()
        path = Path(path)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            handler = logging.handlers.RotatingFileHandler(path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS,
                                                           encoding="utf-8", delay=True)
        except OSError:
            return None
        handler.setFormatter(logging.Formatter(_FORMAT))
        handler.set_name("kingsforge-file")
        root = logging.getLogger()
        root.addHandler(handler)
        if root.level > level or root.level == logging.NOTSET:
            root.setLevel(level)
        logging.captureWarnings(True)
        _install_excepthook()
        _installed_path = path
        logging.getLogger("kingsforge").info("started: %s (frozen=%s)", " ".join(sys.argv),
                                             bool(getattr(sys, "frozen", False)))
        return path


def _install_excepthook() -> None:
    previous = sys.excepthook

    def hook(kind, value, tb):
        if not issubclass(kind, KeyboardInterrupt):
            logging.getLogger("kingsforge").critical("uncaught exception", exc_info=(kind, value, tb))
        try:
            previous(kind, value, tb)
        except Exception:
            pass

    sys.excepthook = hook


def installed_path() -> Path | None:
    return _installed_path
