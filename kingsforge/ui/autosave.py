"""The table's autosave after every move, written off the frame loop.

Match hands over a snapshot of its record (the seed and action log as plain
data, taken at once on the caller's thread) and a writer thread saves it with
kingsforge.persist.save_game: atomically (temporary file, fsync, rename), so a
process killed at any moment leaves the previous save or the new one, never a
broken file. The fsync alone costs about 10 ms on an ordinary disk -- most of
a 60 fps frame -- which is why it does not happen on the frame loop. Only the
newest request matters: a snapshot overtaken before it is written is skipped,
and a delete (the game ended) cancels a save still waiting. flush() waits until
the disk has caught up: leaving the table, quitting, and tests call it; an
ordinary interpreter exit does too (atexit).
"""

from __future__ import annotations

import atexit
import logging
import threading
from pathlib import Path

log = logging.getLogger("kingsforge.ui.autosave")


class _Snapshot:
    """What persist.save_game needs of a GameRecord: its data as it was."""

    def __init__(self, data: dict):
        self._data = data

    def to_data(self) -> dict:
        return self._data


class Autosaver:
    def __init__(self):
        self.cv = threading.Condition()
        self.pending = None            # ("save", path, snapshot, extra) or ("delete", path, record data)
        self.busy = False
        self.thread: threading.Thread | None = None
        self.error: str | None = None  # why the last save failed (a full disk, ...); None once one succeeds
        self.errno: int | None = None

    def save(self, record, path, extra: dict | None = None) -> None:
        self._put(("save", Path(path), _Snapshot(record.to_data()), dict(extra or {})))

    def delete(self, path, record=None) -> None:
        """Delete the save at `path`; with `record`, only if it still holds that game (another
        window may have saved its own game there since)."""
        self._put(("delete", Path(path), None if record is None else record.to_data()))

    def _put(self, op) -> None:
        with self.cv:
            self.pending = op
            if self.thread is None or not self.thread.is_alive():
                self.thread = threading.Thread(target=self._run, name="kingsforge-autosave", daemon=True)
                self.thread.start()
            self.cv.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every requested save or delete is done; False on timeout."""
        with self.cv:
            return self.cv.wait_for(lambda: self.pending is None and not self.busy, timeout)

    def saved(self, timeout: float = 10.0, saving: bool = True) -> bool:
        """Wait as flush(), then: is the last save on disk? (False: timed out, or `error` says why;
        `saving` False: the caller saves nothing, so an earlier game's failure is not its own.)"""
        return self.flush(timeout) and (self.error is None or not saving)

    def _run(self) -> None:
        from kingsforge import persist

        while True:
            with self.cv:
                self.cv.wait_for(lambda: self.pending is not None)
                op, self.pending = self.pending, None
                self.busy = True
            try:
                if op[0] == "save":
                    persist.save_game(op[2], op[1], extra=op[3])
                    self.error = None
                elif op[2] is None:
                    persist.delete_save(op[1])
                else:
                    persist.delete_own_save(op[1], op[2])
            except (OSError, TypeError, ValueError) as exc:   # a full disk must not stop the game
                log.warning("autosave to %s failed: %s", op[1], exc)
                if op[0] == "save":
                    self.error, self.errno = getattr(exc, "strerror", None) or str(exc), getattr(exc, "errno", None)
            finally:
                with self.cv:
                    self.busy = False
                    self.cv.notify_all()


    def problem(self) -> str:
        """Why the last save failed, in the player's language where we know the cause."""
        import errno

        from kingsforge.i18n import t

        if self.errno == errno.ENOSPC:
            return t("pause.not_saved.full")
        if self.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            return t("pause.not_saved.read_only")
        return self.error or t("pause.not_saved.slow")


saver = Autosaver()
atexit.register(saver.flush, 5.0)


def save_lesson(match, path) -> None:
    """A lesson's game (King's Forge's tutorial, Forge's guided round): saved to a file of its own
    after every move while it lasts (never the player's autosave), deleted when it is over."""
    if not match.autosave_enabled:
        return
    if match.over:
        saver.delete(path)
    else:
        saver.save(match.record, path, extra=match.save_extra())
