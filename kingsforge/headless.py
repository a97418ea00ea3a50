"""AI games with no window, saved after every move and resumable after a crash.

    kingsforge play --headless --bots random,greedy,greedy --seed 7 --autosave game.json
    kingsforge play --headless --resume game.json

The save (kingsforge.persist) holds the seed, the move log and, under "extra",
the bot names, so a resumed game knows its players. A resumed game continues
exactly as the uninterrupted one would: each seat's bot is built from (game
seed, seat) alone, and before every decision its random generator is re-seeded
from (game seed, seat, move number), so no bot carries random state from one
move to the next (RandomBot keeps one RNG across calls; re-seeding it per
decision makes its choice a pure function of the position). A bot may keep
caches, but nothing else that changes its choices; tests/test_headless.py
checks every registered bot. The last line printed is the final standings and
the digest of the final state.
"""

from __future__ import annotations

import hashlib
import json
import logging
import random
import sys
from pathlib import Path

from kingsforge import persist
from kingsforge.engine import rules
from kingsforge.engine.record import GameRecord
from kingsforge.engine.state import OVER
from kingsforge.persist.saves import MAX_SAVE_BYTES

MAX_ROUNDS = 300        # as in sim.py: a game no one can finish is reported, not looped forever
EXIT_BAD_SAVE = 2
MODE = "headless"

log = logging.getLogger("kingsforge.headless")


class HeadlessError(Exception):
    """A player-facing problem (bad bot name, unreadable save): one line, exit code 2."""


def decision_seed(seed: int, seat: int, move: int) -> int:
    """The seed of the bot deciding move number `move` for `seat`: stable across runs,
    processes and Python versions (no hash randomisation)."""
    digest = hashlib.sha256(f"kingsforge-bot:{seed}:{seat}:{move}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def reseed(bot, seed: int) -> None:
    """Give `bot` a fresh random generator state: its own reseed(seed) if it has one,
    else every random.Random it holds is re-seeded."""
    own = getattr(bot, "reseed", None)
    if callable(own):
        own(seed)
        return
    for value in vars(bot).values():
        if isinstance(value, random.Random):
            value.seed(seed)


class SeatBot:
    """The computer player of one seat whose every choice is a pure function of
    (position, game seed, seat, move number): resumable and replayable.

        bot = SeatBot("normal", record.seed, seat)
        action = bot.choose(record.state, rules.legal_actions(record.state), len(record.actions))
    """

    def __init__(self, name: str, game_seed: int, seat: int):
        from kingsforge.ai import make_bot

        self.name = name
        self.game_seed = game_seed
        self.seat = seat
        self.bot = make_bot(name, decision_seed(game_seed, seat, -1))

    def choose(self, state, legal, move: int):
        reseed(self.bot, decision_seed(self.game_seed, self.seat, move))
        return self.bot.choose(state, legal)


def content_for_save(folder, path, modules=None):
    """The card data a saved game was played with: the base game plus the modules its file
    names (`record.saved_modules`). `modules` (the --modules flag, None if not given) must
    name the same set. A file that cannot be read as a save gets the flag's set, so that
    persist.read_save reports the damage; modules that cannot be loaded raise HeadlessError
    and leave the file where it is (it is not damaged: this copy lacks what it needs)."""
    from kingsforge.content import ContentError, load_content
    from kingsforge.engine.record import RecordError, saved_modules

    try:
        if Path(path).stat().st_size > MAX_SAVE_BYTES:
            raise ValueError("too large")
        saved = saved_modules(json.loads(Path(path).read_bytes()))
    except (OSError, ValueError, RecursionError, RecordError):
        saved = None
    if saved is None:
        return load_content(folder, modules=modules or ())
    if modules is not None and sorted(modules) != sorted(saved):
        raise HeadlessError(f"{path} was played with {_module_names(saved)}, not {_module_names(modules)}")
    try:
        return load_content(folder, modules=saved)
    except ContentError as exc:
        raise HeadlessError(f"{path} was played with {_module_names(saved)}, which cannot be loaded here: "
                            f"{exc.message}") from None


def _module_names(ids) -> str:
    return "modules " + ",".join(ids) if ids else "the base game alone"


def check_bots(names: list[str]) -> list[str]:
    from kingsforge.ai import BOTS

    names = [n.strip() for n in names if n.strip()]
    for name in names:
        if name not in BOTS:
            raise HeadlessError(f"unknown bot '{name}' (choose from {', '.join(sorted(BOTS))})")
    if not 2 <= len(names) <= 4:
        raise HeadlessError("name 2 to 4 bots, e.g. --bots random,greedy")
    return names


def seat_names(bots: list[str]) -> list[str]:
    return [f"P{i + 1} {bot}" for i, bot in enumerate(bots)]


def final_line(state, names: list[str]) -> str:
    """`final: 1. P2 greedy 3 items (best rank 30), 2. ... | rounds R | digest D`."""
    if state.phase == OVER:
        craft = state.content.craft
        parts = []
        for place, p in enumerate(state.standings(), 1):
            items = len(state.tucked[p])
            best = max((craft[c].rank for c in state.tucked[p]), default=0)
            parts.append(f"{place}. {names[p]} {items} item{'s' if items != 1 else ''} (best rank {best})")
        head = "final: " + ", ".join(parts)
    else:
        head = f"final: unfinished after {MAX_ROUNDS} rounds"
    return f"{head} | rounds {state.round} | digest {state.digest()}"


class HeadlessGame:
    def __init__(self, record: GameRecord, bots: list[str], autosave: Path | None):
        self.record = record
        self.bots = bots
        self.autosave = autosave
        self.extra = {"mode": MODE, "bots": list(bots)}
        self.players = [SeatBot(name, record.seed, seat) for seat, name in enumerate(bots)]

    @classmethod
    def new(cls, content, bots: list[str], seed: int, autosave=None) -> "HeadlessGame":
        bots = check_bots(bots)
        record = GameRecord(content, len(bots), seed, seat_names(bots))
        return cls(record, bots, Path(autosave) if autosave else None)

    @classmethod
    def resume(cls, content, path, autosave=None) -> "HeadlessGame":
        """Raises persist.SaveError (file moved to .bad) or HeadlessError."""
        saved = persist.read_save(content, path)
        extra = saved.extra
        bots = extra.get("bots") if isinstance(extra, dict) else None
        if extra.get("mode") != MODE or not isinstance(bots, list) or not all(isinstance(b, str) for b in bots):
            raise HeadlessError(f"{path} is not a headless game (it names no bots); "
                                "open it in the game window instead")
        if len(bots) != saved.record.players:
            raise HeadlessError(f"{path} names {len(bots)} bots for {saved.record.players} players")
        bots = check_bots(bots)
        return cls(saved.record, bots, Path(autosave or path))

    @property
    def finished(self) -> bool:
        state = self.record.state
        return state.phase == OVER or state.round > MAX_ROUNDS

    def save(self) -> None:
        if self.autosave is not None:
            persist.save_game(self.record, self.autosave, extra=self.extra)

    def step(self) -> None:
        record = self.record
        state = record.state
        legal = rules.legal_actions(state)
        action = self.players[state.turn].choose(state, legal, len(record.actions))
        record.play(action)

    def play(self, on_move=None) -> str:
        """Play to the end, saving after every move; returns the final line."""
        self.save()
        while not self.finished:
            self.step()
            self.save()
            if on_move is not None:
                on_move(self)
        return final_line(self.record.state, self.record.names)


def run(content, *, bots: str | None = None, seed: int | None = None, autosave=None, resume=None,
        out=None, err=None) -> int:
    """The `play --headless` command; returns the exit code."""
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        if resume:
            game = HeadlessGame.resume(content, resume, autosave)
            if bots is not None and check_bots(bots.split(",")) != game.bots:
                raise HeadlessError(f"{resume} was played by {','.join(game.bots)}, not {bots}")
            if seed is not None and seed != game.record.seed:
                raise HeadlessError(f"{resume} was played with seed {game.record.seed}, not {seed}")
            print(f"resumed {resume}: {','.join(game.bots)}, seed {game.record.seed}, "
                  f"move {len(game.record.actions)}, round {game.record.state.round}", file=out, flush=True)
        else:
            if not bots:
                raise HeadlessError("name the bots with --bots, e.g. --bots random,greedy")
            game = HeadlessGame.new(content, bots.split(","), 1 if seed is None else seed, autosave)
            where = f", autosave {autosave}" if autosave else ""
            print(f"new game: {','.join(game.bots)}, seed {game.record.seed}{where}", file=out, flush=True)
        line = game.play()
    except persist.SaveError as exc:
        log.warning("headless resume failed: %s (%s)", exc.message, exc.detail)
        print(f"kingsforge: {exc.message}", file=err, flush=True)
        return EXIT_BAD_SAVE
    except HeadlessError as exc:
        print(f"kingsforge: {exc}", file=err, flush=True)
        return EXIT_BAD_SAVE
    except OSError as exc:
        print(f"kingsforge: could not write the autosave: {exc}", file=err, flush=True)
        return EXIT_BAD_SAVE
    print(line, file=out, flush=True)
    return 0
