"""Computer moves, hints and craft odds are worked out in a separate process.

The table never waits for the AI. It sends a *job* -- the bot level, the game
seed, the players, the action log as action_to_data dicts and the seat -- to
one long-lived worker process and polls for the answer every frame without
blocking, so the frame loop keeps its full rate however long Normal or Hard
think. (A thread would share the interpreter lock with the drawing and stall
frames by tens to hundreds of milliseconds.) The worker is started with the
"spawn" method and gets the card data once, as an argument; cli.py calls
multiprocessing.freeze_support(), which makes that work in the PyInstaller
build too. It exits when the table's end of the pipe closes (the game quit or
was killed) and is terminated by shutdown() on quit, even mid-thought.

The worker rebuilds the position by replaying the log (GameRecord; a log that
extends the last one only plays the new moves) and decides with
headless.SeatBot, which re-seeds the bot from (game seed, seat, move number)
before every decision: a choice is a pure function of the position, so a
continued game plays on exactly as the uninterrupted one would.

Inside the worker, moves and advice (hint, craft odds) run on two lanes
(threads), so exact odds that take seconds never delay a computer move. A job
superseded by a newer one on its channel (the same table and kind) is dropped;
odds are sent card by card so the quick ones show at once.

If no process can be started (or it dies twice), the very same worker runs on
a thread of this process instead. KINGSFORGE_AI_WORKER=thread forces that.
"""

from __future__ import annotations

import atexit
import collections
import itertools
import logging
import multiprocessing
import os
import queue
import threading
import time
import traceback
from fractions import Fraction

log = logging.getLogger("kingsforge.ui.aiworker")

MOVE, HINT, ODDS = "move", "hint", "odds"
_LANES = {MOVE: "move", HINT: "advice", ODDS: "advice"}
HINT_LEVEL = "normal"
MODE_ENV = "KINGSFORGE_AI_WORKER"
MAX_RESTARTS = 1                  # a worker process that dies is restarted once, then a thread takes over
# Exact odds are quick (p99 ~30 ms a card) but a big pool with several re-rolls against a four-colour
# card can take minutes and cannot be interrupted: a hint or odds question dropped after this long
# (the player moved on) restarts the worker rather than let it run on beside the computer's moves.
ADVICE_PATIENCE = 2.0


class AiError(RuntimeError):
    """The bot failed inside the worker; the message carries its traceback."""


def bot_level(level: str) -> str:
    """The registered bot for a seat's level: greedy stands in for a level the AI package lacks."""
    from kingsforge.ai import BOTS

    if level in BOTS:
        return level
    return "greedy" if "greedy" in BOTS else next(iter(BOTS))


# =============================================================== the worker side
class _Position:
    """The game a lane last looked at, advanced move by move while jobs extend its log."""

    def __init__(self, content):
        self.content = content
        self.key = None
        self.record = None
        self.data: list = []

    def get(self, job):
        if job.get("game") == "forge":         # the same worker plays Forge: its own record and moves
            from kingsforge.forge.engine.record import GameRecord, move_from_data

            def action_from_data(_content, data):
                return move_from_data(data)
        else:
            from kingsforge.engine.record import GameRecord, action_from_data

        key = (job.get("game"), job["seed"], job["players"], tuple(job.get("names") or ()))
        actions = job["actions"]
        n = len(self.data)
        if self.record is None or key != self.key or len(actions) < n or actions[:n] != self.data:
            self.record = GameRecord(self.content, job["players"], job["seed"], job.get("names"))
            self.key, self.data, n = key, [], 0
        try:
            for data in actions[n:]:
                self.record.play(action_from_data(self.content, data))
                self.data.append(data)
        except Exception:
            self.record = None
            raise
        return self.record


class _Lane(threading.Thread):
    """Works through one kind of job in order, skipping jobs a newer one superseded."""

    def __init__(self, name: str, content, reply):
        super().__init__(name=f"kingsforge-ai-{name}", daemon=True)
        self.content = content
        self.reply = reply
        self.position = _Position(content)
        self.jobs: collections.deque = collections.deque()
        self.cv = threading.Condition()
        self.stopped = False
        self.bots: dict = {}

    def put(self, job) -> None:
        with self.cv:
            self.jobs.append(job)
            self.cv.notify()

    def stop(self) -> None:
        with self.cv:
            self.stopped = True
            self.cv.notify()

    def superseded(self, job) -> bool:
        with self.cv:
            return any(j.get("channel") == job.get("channel") for j in self.jobs)

    def run(self) -> None:
        while True:
            with self.cv:
                while not self.jobs and not self.stopped:
                    self.cv.wait()
                if self.stopped:
                    return
                job = self.jobs.popleft()
            if self.superseded(job):
                self.reply({"id": job["id"], "dropped": True})
                continue
            try:
                self.handle(job)
            except Exception:
                self.reply({"id": job["id"], "error": traceback.format_exc()})

    def seat_bot(self, level: str, seed: int, seat: int):
        from kingsforge.headless import SeatBot

        key = (bot_level(level), seed, seat)
        bot = self.bots.get(key)
        if bot is None:
            if len(self.bots) > 16:
                self.bots.clear()
            bot = self.bots[key] = SeatBot(key[0], seed, seat)
        return bot

    def handle(self, job) -> None:
        if job.get("game") == "forge":
            from kingsforge.forge.ui import advice as forge_advice

            record = self.position.get(job)
            self.reply({"id": job["id"], **forge_advice.answer(record, job, self.bots)})
            return
        from kingsforge.engine import rules
        from kingsforge.engine.record import action_to_data

        record = self.position.get(job)
        state = record.state
        kind = job["kind"]
        move = len(record.actions)
        started = time.perf_counter()
        if kind == MOVE:
            bot = self.seat_bot(job["level"], record.seed, job["seat"])
            action = bot.choose(state, rules.legal_actions(state), move)
            rest = float(job.get("think_at_least", 0.0)) - (time.perf_counter() - started)
            if rest > 0:
                time.sleep(rest)         # tests: a computer that takes its time
            self.reply({"id": job["id"], "action": action_to_data(self.content, action),
                        "seconds": time.perf_counter() - started})
        elif kind == HINT:
            from kingsforge.ui import advice

            action, why = advice.suggest(state, self.seat_bot(HINT_LEVEL, record.seed, state.turn), move)
            self.reply({"id": job["id"], "action": None if action is None else action_to_data(self.content, action),
                        "why": why, "seconds": time.perf_counter() - started})
        elif kind == ODDS:
            from kingsforge.ui import advice

            player = job["seat"]
            slots = self.content.craft
            # cheap cards first: each answer shows as soon as it is known
            for card, steal in sorted(advice.odds_targets(state, player), key=lambda t: len(slots[t[0]].slots)):
                if self.superseded(job):
                    self.reply({"id": job["id"], "dropped": True})
                    return
                value = advice.card_odds(state, player, card, steal)
                self.reply({"id": job["id"], "partial": True,
                            "odds": (card, steal, value.numerator, value.denominator)})
            self.reply({"id": job["id"], "done": True, "seconds": time.perf_counter() - started})
        else:
            raise ValueError(f"unknown job kind {kind!r}")


def _serve(conn, content) -> None:
    """The worker's main loop: hand jobs to the lanes until the table goes away."""
    if multiprocessing.current_process().name != "MainProcess":
        try:
            import signal

            signal.signal(signal.SIGINT, signal.SIG_IGN)   # Ctrl+C is for the game, which then stops us
        except (ImportError, ValueError, OSError):
            pass
    lock = threading.Lock()

    def reply(message) -> None:
        with lock:
            try:
                conn.send(message)
            except (OSError, EOFError, ValueError):
                pass

    lanes = {name: _Lane(name, content, reply) for name in set(_LANES.values())}
    for lane in lanes.values():
        lane.start()
    reply({"ready": os.getpid()})
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            break
        if job is None:
            break
        lanes[_LANES.get(job.get("kind"), "move")].put(job)
    for lane in lanes.values():
        lane.stop()


class _LocalPipe:
    """One end of an in-process pipe, for the thread fallback (same interface as a Connection)."""

    _CLOSED = object()

    def __init__(self, inbox: queue.Queue, outbox: queue.Queue):
        self.inbox = inbox
        self.outbox = outbox
        self.held: collections.deque = collections.deque()

    def send(self, message) -> None:
        self.outbox.put(message)

    def recv(self):
        message = self.held.popleft() if self.held else self.inbox.get()
        if message is self._CLOSED:
            raise EOFError
        return message

    def poll(self, timeout: float = 0.0) -> bool:
        if self.held:
            return True
        try:
            self.held.append(self.inbox.get(timeout=timeout) if timeout and timeout > 0 else self.inbox.get_nowait())
        except queue.Empty:
            return False
        return True

    def close(self) -> None:
        self.outbox.put(self._CLOSED)


# =============================================================== the table side
class Backend:
    """The worker (a process, else a thread) and the jobs sent to it."""

    def __init__(self, content, mode: str | None = None):
        self.content = content
        self.ids = itertools.count(1)
        self.waiting: dict[int, dict] = {}       # sent, not answered yet
        self.sent_at: dict[int, float] = {}
        self.advice_restarts = 0
        self.dying: list = []                    # terminated workers not reaped yet
        self.results: dict[int, list] = {}       # answers so far (odds come card by card)
        self.mode = ""
        self.proc = None
        self.thread = None
        self.conn = None
        self.worker_pid = None
        self.restarts = 0
        self.closed = False
        self._start(mode or os.environ.get(MODE_ENV, "").strip().lower() or "process")

    def _start(self, mode: str) -> None:
        if mode == "process":
            try:
                ctx = multiprocessing.get_context("spawn")
                parent, child = ctx.Pipe()
                proc = ctx.Process(target=_serve, args=(child, self.content), name="kingsforge-ai", daemon=True)
                proc.start()
                child.close()
                self.conn, self.proc, self.thread, self.mode = parent, proc, None, "process"
                return
            except Exception as exc:     # no process allowed here: think on a thread instead
                log.warning("the AI worker process could not start (%s); using a thread", exc)
        inbox, outbox = queue.Queue(), queue.Queue()
        self.conn = _LocalPipe(inbox, outbox)
        child = _LocalPipe(outbox, inbox)
        self.thread = threading.Thread(target=_serve, args=(child, self.content), name="kingsforge-ai",
                                       daemon=True)
        self.thread.start()
        self.proc, self.mode = None, "thread"

    # ------------------------------------------------------------------ jobs
    def submit(self, job: dict) -> int:
        job = dict(job, id=next(self.ids))
        self.waiting[job["id"]] = job
        self.sent_at[job["id"]] = time.monotonic()
        self._send(job)
        return job["id"]

    def _send(self, job) -> None:
        try:
            self.conn.send(job)
        except (OSError, EOFError, ValueError) as exc:
            self._died(exc)

    def poll(self, timeout: float = 0.0) -> None:
        """Take in every answer that has arrived, waiting up to `timeout` s for the first."""
        if self.closed:
            return
        try:
            if not self.conn.poll(timeout):
                if self.waiting and self.proc is not None and not self.proc.is_alive():
                    self._died(RuntimeError(f"exit code {self.proc.exitcode}"))
                return
            while True:
                self._accept(self.conn.recv())
                if not self.conn.poll():
                    break
        except (EOFError, OSError) as exc:
            self._died(exc)

    def _accept(self, message) -> None:
        if "ready" in message:
            self.worker_pid = message["ready"]
            return
        i = message.get("id")
        if i not in self.waiting:
            return                       # forgotten meanwhile
        self.results.setdefault(i, []).append(message)
        if not message.get("partial"):
            del self.waiting[i]
            self.sent_at.pop(i, None)

    def finished(self, i: int) -> bool:
        return i not in self.waiting

    def messages(self, i: int) -> list:
        return self.results.get(i, [])

    def forget(self, i: int) -> None:
        job = self.waiting.pop(i, None)
        self.results.pop(i, None)
        sent = self.sent_at.pop(i, None)
        if (job is not None and _LANES.get(job.get("kind")) == "advice" and sent is not None
                and time.monotonic() - sent > ADVICE_PATIENCE and not self.closed):
            # the worker is most likely stuck on this long computation: start afresh
            log.info("an outdated %s question ran %.1f s: restarting the AI worker", job.get("kind"),
                     time.monotonic() - sent)
            self.advice_restarts += 1
            self._restart(self.mode)

    def wait_ready(self, timeout: float = 30.0) -> bool:
        """Wait until the worker has started (tests; the table never waits)."""
        end = time.monotonic() + timeout
        while self.worker_pid is None and time.monotonic() < end:
            self.poll(0.05)
        return self.worker_pid is not None

    # ----------------------------------------------------------- lifecycle
    def _died(self, exc) -> None:
        if self.closed:
            return
        log.warning("the AI worker (%s) stopped: %s", self.mode, exc)
        if self.mode == "process" and self.restarts < MAX_RESTARTS:
            self.restarts += 1
            self._restart("process")
        else:
            self._restart("thread")

    def _restart(self, mode: str) -> None:
        """A fresh worker; the questions still open are asked again. Never waits for the old one
        (this runs on the frame loop): it is terminated and reaped later."""
        self._stop_worker(wait=False)
        self.worker_pid = None
        self._start(mode)
        for i, job in sorted(self.waiting.items()):
            self.results.pop(i, None)
            self.sent_at[i] = time.monotonic()
            self._send(job)

    def _stop_worker(self, wait: bool = True) -> None:
        conn, proc = self.conn, self.proc
        try:
            conn.send(None)
        except Exception:
            pass
        self.dying = [p for p in self.dying if p.is_alive()]     # is_alive() reaps the finished ones
        if proc is not None and not wait:
            if proc.is_alive():
                proc.terminate()
                self.dying.append(proc)
        elif proc is not None:
            proc.join(0.2)
            if proc.is_alive():
                proc.terminate()          # mid-thought: it has nothing worth waiting for
                proc.join(1.0)
            if proc.is_alive():
                proc.kill()
                proc.join(1.0)
        try:
            conn.close()
        except Exception:
            pass

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self._stop_worker()
        for proc in self.dying:
            proc.join(1.0)
        self.dying = []
        self.waiting.clear()
        self.results.clear()


_backend: Backend | None = None
_backend_lock = threading.Lock()


def backend(content) -> Backend:
    """The shared worker for this card data, started on first use."""
    global _backend
    with _backend_lock:
        if _backend is not None and (_backend.closed or _backend.content.checksum != content.checksum):
            _backend.close()
            _backend = None
        if _backend is None:
            _backend = Backend(content)
        return _backend


def shutdown() -> None:
    """Stop the worker (on quit; a thinking worker is terminated)."""
    global _backend
    with _backend_lock:
        if _backend is not None:
            _backend.close()
            _backend = None


atexit.register(shutdown)


def _decode(match, data):
    """A move the worker sent back, in the match's own game."""
    if getattr(match, "game", "kingsforge") == "forge":
        from kingsforge.forge.engine.record import move_from_data

        return move_from_data(data)
    from kingsforge.engine.record import action_from_data

    return action_from_data(match.content, data)


def job_for(match, kind: str, seat: int, level: str, channel: str) -> dict:
    if getattr(match, "game", "kingsforge") == "forge":
        return {**match.job_data(), "game": "forge", "kind": kind, "level": level, "seat": seat, "channel": channel}
    from kingsforge.engine.record import action_to_data

    record = match.record
    content = match.content
    return {"kind": kind, "level": level, "seed": record.seed, "players": record.players,
            "names": list(record.names), "seat": seat, "channel": channel,
            "actions": [action_to_data(content, a) for a in record.actions]}


class AiWorker:
    """One table's requests to the shared worker: the computer's move, the hint, the odds.

    Every answer belongs to one position (match.version); an answer for an
    older position is thrown away and asked for again.
    """

    _tables = itertools.count(1)

    def __init__(self):
        self.table = next(self._tables)
        self._be: Backend | None = None
        self._move = None      # (job id, version)
        self._hint = None      # (job id, version)
        self._odds = None      # (job id, version, player)
        self._hint_answer = None
        self._odds_answer: dict = {}
        self.think_at_least = 0.0       # seconds a move takes at least (tests of a slow computer)

    def _backend(self, match) -> Backend:
        be = self._be
        if be is None or be.closed:
            be = self._be = backend(match.content)
        return be

    def _submit(self, match, kind, seat, level, **extra) -> int:
        be = self._backend(match)
        return be.submit({**job_for(match, kind, seat, level, f"{self.table}:{kind}"), **extra})

    def _drop(self, slot) -> None:
        if slot is not None and self._be is not None:
            self._be.forget(slot[0])

    def warm(self, match) -> None:
        """Start the worker now (a process takes a moment), so the first computer move does not wait."""
        self._backend(match)

    # ------------------------------------------------------------- moves
    def request(self, match) -> None:
        """Start thinking about the current position for the computer to move, unless already doing so."""
        if match.over:
            return
        p = match.current
        bot = match.bots.get(p) if p is not None else None
        if bot is None:
            return
        if self._move is not None and self._move[1] == match.version:
            return
        self._drop(self._move)
        level = getattr(bot, "name", None) or match.seats[p].level
        extra = {"think_at_least": self.think_at_least} if self.think_at_least else {}
        self._move = (self._submit(match, MOVE, p, level, **extra), match.version)

    @property
    def thinking(self) -> bool:
        if self._move is None or self._be is None:
            return False
        self._be.poll()
        return not self._be.finished(self._move[0])

    def wait(self, seconds: float) -> None:
        if self._be is not None:
            self._be.poll(max(0.0, seconds))

    def take(self, match):
        """The chosen move for the current position once it is ready, else None (never blocks)."""
        if self._move is None or self._be is None:
            return None
        be = self._be
        be.poll()
        i, version = self._move
        if not be.finished(i):
            return None
        messages = be.messages(i)
        be.forget(i)
        self._move = None
        if version != match.version or not messages:
            return None                  # the game moved on (undo, load): think again
        answer = messages[-1]
        if "error" in answer:
            raise AiError("the computer player failed:\n" + answer["error"])
        if answer.get("dropped"):
            return None
        return _decode(match, answer["action"])

    # ------------------------------------------------------------- the hint
    def request_hint(self, match) -> None:
        """Ask what Normal would play for the player to move (see hint())."""
        p = match.current
        if match.over or p is None:
            return
        if self._hint is not None and self._hint[1] == match.version:
            return
        self._drop(self._hint)
        self._hint_answer = None
        self._hint = (self._submit(match, HINT, p, HINT_LEVEL), match.version)

    def hint(self, match):
        """None while thinking, else {"action": action or None, "why": {...}} for this position."""
        slot = self._hint
        if slot is None or slot[1] != match.version or self._be is None:
            return None
        if self._hint_answer is None:
            be = self._be
            be.poll()
            if not be.finished(slot[0]):
                return None
            messages = be.messages(slot[0])
            be.forget(slot[0])
            answer = messages[-1] if messages else {"dropped": True}
            if "error" in answer:
                log.error("hint failed: %s", answer["error"])
                answer = {"action": None, "why": {"kind": "none"}}
            elif answer.get("dropped"):
                self._hint = None        # superseded: ask again
                return None
            action = answer.get("action")
            self._hint_answer = {"action": _decode(match, action) if action else None,
                                 "why": answer.get("why") or {"kind": "best"}}
        return self._hint_answer

    # ------------------------------------------------------------- the odds
    def request_odds(self, match, player: int) -> None:
        """Ask for the exact craft odds of `player` in this position (see odds())."""
        if match.over:
            return
        if self._odds is not None and self._odds[1] == match.version and self._odds[2] == player:
            return
        self._drop(self._odds)
        self._odds_answer = {}
        self._odds = (self._submit(match, ODDS, player, ""), match.version, player)

    def odds(self, match, player: int):
        """({card: (Fraction, out-craft?)} so far, done?) for this position, or None if not asked."""
        slot = self._odds
        if slot is None or slot[1] != match.version or slot[2] != player or self._be is None:
            return None
        be = self._be
        be.poll()
        done = be.finished(slot[0])
        dropped = False
        for message in be.messages(slot[0]):
            if "odds" in message:
                card, steal, num, den = message["odds"]
                self._odds_answer[card] = (Fraction(num, den), steal)
            elif "error" in message:
                log.error("odds failed: %s", message["error"])
            dropped = dropped or bool(message.get("dropped"))
        if slot[0] in be.results:
            be.results[slot[0]] = []     # taken in
        if done:
            be.forget(slot[0])
            if dropped:
                self._odds = None        # superseded: asked again on the next frame
                return self._odds_answer, False
        return self._odds_answer, done

    def cancel_advice(self) -> None:
        """No hint or odds are wanted any more (the turn passed): forget the open questions."""
        for slot in (self._hint, self._odds):
            self._drop(slot)
        self._hint = self._odds = None
        self._hint_answer = None
        self._odds_answer = {}

    def close(self) -> None:
        """Forget this table's questions (the shared worker keeps running for the next table)."""
        for slot in (self._move, self._hint, self._odds):
            self._drop(slot)
        self._move = self._hint = self._odds = None
