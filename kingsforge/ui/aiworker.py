"""Computer moves are thought out on a worker thread so the table keeps drawing.

The bot gets a clone of the state; its answer is used only if the game has not
changed meanwhile (the match's version still matches), then played on the main
thread through the Match like any other move.
"""

from __future__ import annotations

import threading


class AiWorker:
    def __init__(self):
        self._thread: threading.Thread | None = None
        self._version = None
        self._result = None
        self._error: BaseException | None = None

    def request(self, match) -> None:
        """Start thinking about the current position, unless already doing so."""
        if self._version == match.version and (self._thread is not None):
            return
        if self._thread is not None and self._thread.is_alive():
            return  # an outdated search is still running; ask again when it ends
        p = match.current
        bot = match.bots.get(p)
        if bot is None:
            return
        state = match.state.clone()
        legal = list(match.legal())
        self._version = match.version
        self._result = None
        self._error = None

        def think() -> None:
            try:
                self._result = bot.choose(state, legal)
            except BaseException as exc:  # reported on the main thread
                self._error = exc

        self._thread = threading.Thread(target=think, name="kingsforge-ai", daemon=True)
        self._thread.start()

    def wait(self, seconds: float) -> None:
        if self._thread is not None:
            self._thread.join(seconds)

    @property
    def thinking(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def take(self, match):
        """The chosen move for the current position once it is ready, else None."""
        if self._thread is None or self._thread.is_alive():
            return None
        self._thread = None
        if self._version != match.version:
            return None  # the game moved on (undo, load): think again
        if self._error is not None:
            error, self._error = self._error, None
            raise error
        return self._result
