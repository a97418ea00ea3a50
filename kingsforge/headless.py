"""AI games with no window, saved after every move and resumable after a crash.

    kingsforge play --headless --bots random,greedy,greedy --seed 7 --autosave game.json
    kingsforge play --headless --resume game.json

The save (kingsforge.persist) holds the seed, the move log and, under "extra",
the bot names, so a resumed game knows its players. A resumed game continues
exactly as the uninterrupted one would: every decision is made by a bot built
fresh for that decision with a seed derived from (game seed, seat, move
number), so no bot carries random state from one move to the next (RandomBot
keeps one RNG across calls; rebuilding it per decision makes its choice a pure
function of the position). The last line printed is the final standings and
the digest of the final state.
"""

from __future__ import annotations

import hashlib
import logging
import sys
from pathlib import Path

from kingsforge import persist
from kingsforge.engine import rules
from kingsforge.engine.record import GameRecord
from kingsforge.engine.state import OVER

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


def choose(bot_name: str, seed: int, state, legal, move: int):
    """One decision by a fresh bot: a pure function of (position, seed, seat, move)."""
    from kingsforge.ai import make_bot

    bot = make_bot(bot_name, decision_seed(seed, state.turn, move))
    return bot.choose(state, legal)


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
        action = choose(self.bots[state.turn], record.seed, state, legal, len(record.actions))
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
