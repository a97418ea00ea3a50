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

from pathlib import Path

from kingsforge import persist, seatbot
from kingsforge.engine import rules
from kingsforge.engine.record import GameRecord
from kingsforge.engine.state import OVER

MAX_ROUNDS = 300        # as in commands/simulate.py: a game no one can finish is reported, not looped forever
MODE = "headless"


class HeadlessError(Exception):
    """A player-facing problem (bad bot name, unreadable save): one line, exit code 2."""


class SeatBot(seatbot.SeatBot):
    """King's Forge's seat bot (kingsforge/seatbot.py)."""

    game = "kingsforge"

    @staticmethod
    def make_bot(name: str, seed: int):
        from kingsforge.ai import make_bot

        return make_bot(name, seed)


decision_seed = seatbot.decision_seed


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
        """Raises persist.SaveError (a damaged file moved to .bad; a save of the other game, of
        other card data or of another save format left as it is) or HeadlessError."""
        saved = persist.read_save(content, path, keep_mismatched=True)
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
