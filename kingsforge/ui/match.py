"""One game in progress as the table sees it: the engine's record plus the seats.

This is the UI's only door into the rules: it asks the engine for legal moves,
for the reason a move is refused (rules.check) and plays moves through the
engine's GameRecord (which applies them and keeps the log that undo and saves
replay). Nothing here decides what is legal.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from kingsforge.engine import rules
from kingsforge.engine.describe import describe, outcome
from kingsforge.engine.record import GameRecord, RecordError
from kingsforge.engine.state import CRAFT, GATHER, OVER
from kingsforge.ui import savegame
from kingsforge.ui.seats import GameConfig, Seat

SAVE_VERSION = 1
_content = None


def use_content(loaded) -> None:
    """Play with this card data (kingsforge play --data DIR) instead of the built-in data/."""
    global _content
    _content = loaded


def content():
    """The card data, loaded once per run."""
    global _content
    if _content is None:
        from kingsforge.content import load_content

        _content = load_content()
    return _content


@dataclass
class LogEntry:
    index: int        # position in the record's action list
    round: int
    player: int
    text: str


def make_bot(level: str, seed: int):
    """The computer player for a level; levels the AI package lacks use its greedy bot."""
    from kingsforge import ai

    bots = getattr(ai, "BOTS", {})
    name = level if level in bots else ("greedy" if "greedy" in bots else next(iter(bots)))
    return ai.make_bot(name, seed=seed)


def _append_move_log(entry: LogEntry, names) -> None:
    """With KINGSFORGE_MOVE_LOG set, every move is also appended to that file (end-to-end tests read it)."""
    path = os.environ.get("KINGSFORGE_MOVE_LOG")
    if not path:
        return
    try:
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(f"{entry.round}\t{names[entry.player]}\t{entry.text}\n")
    except OSError:
        pass


class Match:
    def __init__(self, config: GameConfig, record: GameRecord):
        self.config = config
        self.record = record
        self.version = 0          # bumps on every change, so views can cache
        self.log: list[LogEntry] = []
        self._legal_cache = (-1, [])
        self.bots = {}
        for p, seat in enumerate(config.seats):
            if not seat.human:
                self.bots[p] = make_bot(seat.level, seed=(record.seed or 0) * 31 + p)
        self.autosave_enabled = True

    # construction -------------------------------------------------------------
    @classmethod
    def new(cls, config: GameConfig) -> "Match":
        seed = config.seed if config.seed is not None else 1
        names = [s.name for s in config.seats]
        record = GameRecord(content(), len(config.seats), seed, names)
        return cls(config, record)

    @classmethod
    def from_save(cls, data) -> "Match":
        if not isinstance(data, dict) or data.get("version") != SAVE_VERSION:
            raise RecordError("this save was written by another version of the game")
        seats = [Seat(str(s["name"]), tuple(s["colour"]), bool(s["human"]), str(s.get("level", "normal")))
                 for s in data["seats"]]
        record = GameRecord.from_data(content(), data["record"])
        match = cls(GameConfig(seats=seats, seed=record.seed), record)
        match._rebuild_log()
        return match

    def to_save(self) -> dict:
        return {
            "version": SAVE_VERSION,
            "seats": [{"name": s.name, "colour": list(s.colour), "human": s.human, "level": s.level}
                      for s in self.config.seats],
            "record": self.record.to_data(),
        }

    def autosave(self) -> None:
        if not self.autosave_enabled:
            return
        if self.over:
            savegame.delete()  # a finished game is not offered as Continue
        else:
            savegame.write(self.to_save())

    # views ----------------------------------------------------------------------
    @property
    def state(self):
        return self.record.state

    @property
    def content(self):
        return self.record.content

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.config.seats]

    @property
    def seats(self) -> list[Seat]:
        return self.config.seats

    @property
    def over(self) -> bool:
        return self.state.phase == OVER

    @property
    def current(self) -> int | None:
        return rules.current_player(self.state)

    def is_human(self, p: int | None) -> bool:
        return p is not None and self.config.seats[p].human

    @property
    def human_to_move(self) -> bool:
        return not self.over and self.is_human(self.current)

    @property
    def in_gather(self) -> bool:
        return self.state.phase == GATHER

    @property
    def in_craft(self) -> bool:
        return self.state.phase == CRAFT

    def legal(self) -> list:
        if self._legal_cache[0] != self.version:
            self._legal_cache = (self.version, rules.legal_actions(self.state))
        return self._legal_cache[1]

    def check(self, action) -> str | None:
        return rules.check(self.state, action)

    # moves ------------------------------------------------------------------------
    def play(self, action) -> LogEntry:
        """Play a move for the player to move; raises rules.IllegalAction with the reason."""
        before = self.state.clone()
        text = describe(before, action, self.names)
        mover = before.turn
        self.record.play(action)
        extra = outcome(before, self.state, action, self.names)
        entry = LogEntry(len(self.record.actions) - 1, before.round, mover, text + (f": {extra}" if extra else ""))
        self.log.append(entry)
        self.version += 1
        self.autosave()
        _append_move_log(entry, self.names)
        return entry

    def bot_move(self):
        """The computer's choice for the seat to move (not yet played)."""
        p = self.current
        bot = self.bots.get(p)
        legal = self.legal()
        if bot is None or not legal:
            return None
        return bot.choose(self.state, legal)

    def can_undo(self) -> bool:
        return self.human_to_move and len(self.record.actions) > self.record.undo_floor()

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        if not self.record.undo():
            return False
        self.log = [e for e in self.log if e.index < len(self.record.actions)]
        self.version += 1
        self.autosave()
        return True

    def _rebuild_log(self) -> None:
        """Re-describe every move of a loaded game for the move log."""
        actions = list(self.record.actions)
        self.record.replay_to(0)
        self.log = []
        saved, self.autosave_enabled = self.autosave_enabled, False
        try:
            for action in actions:
                self.play(action)
        finally:
            self.autosave_enabled = saved
