"""A Forge game at the table: the record (seed + moves), who sits where, the move log, the
autosave after every move. Pure Python (no pygame), like kingsforge/ui/match.py for King's
Forge, and shaped the same way so the shell's AI worker and saves serve both games."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from kingsforge import persist
from kingsforge.forge.engine import rules
from kingsforge.forge.engine.record import GameRecord, move_to_data
from kingsforge.forge.engine.state import OVER
from kingsforge.forge.match import SeatBot
from kingsforge.forge.ui import advice, words
from kingsforge.ui.seats import GameConfig, Seated, saved_seats, seats_data

GAME = "forge"
_content = None


def use_content(loaded) -> None:
    """Play with this card data (kingsforge play --game forge --data DIR); None: the built-in."""
    global _content
    _content = loaded


def content():
    """Forge's card data (data/forge), loaded once."""
    global _content
    if _content is None:
        from kingsforge.forge.content import load_forge

        _content = load_forge()
    return _content


def autosave_path() -> Path:
    return persist.autosave_path(GAME)


@dataclass
class LogEntry:
    index: int          # the move's number in the record (-1: before the first move)
    round: int
    seat: int | None
    text: str


class ForgeMatch(Seated):
    game = GAME

    def __init__(self, config: GameConfig, record: GameRecord):
        self.config = config
        self.record = record
        self.version = 0
        self.bots = {p: SeatBot(advice.bot_for(seat.level), record.seed, p)
                     for p, seat in enumerate(config.seats) if not seat.human}
        self.autosave_enabled = True
        self.autosave_path: Path | None = None
        self._legal = (-1, [])
        self.log: list[LogEntry] = []
        self.placed: list[tuple] = []     # (seat, move, round) of every move: who stands where
        self.revealed: list[bool] = []    # per move: did it show a card from a deck (no undo past it)
        self.open_log = False             # the log names hidden cards too (a replay); else it never does

    # construction ---------------------------------------------------------------
    @classmethod
    def new(cls, config: GameConfig) -> "ForgeMatch":
        seed = config.seed if config.seed is not None else 1
        return cls(config, GameRecord(content(), len(config.seats), seed, [s.name for s in config.seats]))

    @classmethod
    def load(cls, path=None, keep_mismatched: bool = False) -> "ForgeMatch":
        """The saved Forge game at `path` (default: Forge's autosave); raises persist.SaveError.
        `keep_mismatched`: an intact save of other card data or a newer version stays where it is."""
        path = Path(path) if path is not None else autosave_path()
        saved = persist.read_save(content(), path, game=GAME, keep_mismatched=keep_mismatched)
        match = cls(GameConfig(seats=saved_seats(saved, path), seed=saved.record.seed), saved.record)
        match.autosave_path = path
        match._rebuild_log()
        return match

    # views ----------------------------------------------------------------------------
    @property
    def state(self):
        return self.record.state

    @property
    def over(self) -> bool:
        return self.state.phase == OVER

    @property
    def current(self) -> int | None:
        return self.state.current()

    @property
    def human_to_move(self) -> bool:
        return not self.over and self.is_human(self.current)

    def legal(self) -> list:
        if self._legal[0] != self.version:
            self._legal = (self.version, rules.legal_actions(self.state))
        return self._legal[1]

    def check(self, move) -> str | None:
        return rules.check(self.state, move)

    # moves ---------------------------------------------------------------------------------
    def play(self, move) -> LogEntry:
        """Play `move` for the seat to move; raises rules.IllegalAction with the reason."""
        before = self.state.clone()
        self.record.play(move)
        entry = LogEntry(len(self.record.moves) - 1, before.round, before.current(),
                         words.say_move(before, move, self.names, public=not self.open_log))
        self.log.append(entry)
        self.placed.append((before.current(), move, before.round))
        self.revealed.append(deck_cards(self.state) < deck_cards(before))
        self.version += 1
        self.autosave()
        return entry

    def bot_move(self):
        """The computer's move for the seat to move, worked out here (tests, screenshots)."""
        seat = self.current
        bot = self.bots.get(seat)
        return None if bot is None else bot.choose(self.state, self.legal(), len(self.record.moves))

    # undo: back to the human's last move, never past a card drawn from a deck -----------------
    def undo_point(self) -> int | None:
        """How many moves to keep to take back the last move of the person to move, or None when
        a card was drawn since (what it showed cannot be unseen)."""
        seat = self.current
        if not self.human_to_move:
            return None
        for k in range(len(self.record.moves) - 1, -1, -1):
            mover = self.placed[k][0]
            if self.revealed[k] or (mover != seat and self.is_human(mover)):
                return None             # a drawn card, or another person's move (hot seat)
            if mover == seat:
                return k
        return None

    def can_undo(self) -> bool:
        return self.undo_point() is not None

    def undo(self) -> bool:
        k = self.undo_point()
        if k is None:
            return False
        moves = self.record.moves[:k]
        record = GameRecord(self.content, self.record.players, self.record.seed, self.record.names)
        for move in moves:
            record.play(move)
        self.record = record
        self._rebuild_log()
        self.autosave()
        return True

    def job_data(self) -> dict:
        """What the AI worker needs to rebuild the position (kingsforge/ui/aiworker.py)."""
        r = self.record
        return {"seed": r.seed, "players": r.players, "names": list(r.names),
                "actions": [move_to_data(m) for m in r.moves]}

    # the log ----------------------------------------------------------------------------------
    def _rebuild_log(self) -> None:
        from kingsforge.forge.engine.setup import new_game

        state = new_game(self.content, self.record.players, self.record.seed)
        self.log, self.placed, self.revealed = [], [], []
        for i, move in enumerate(self.record.moves):
            self.log.append(LogEntry(i, state.round, state.current(),
                                     words.say_move(state, move, self.names, public=not self.open_log)))
            self.placed.append((state.current(), move, state.round))
            cards = deck_cards(state)
            rules.apply_in_place(state, move)
            self.revealed.append(deck_cards(state) < cards)
        self.version += 1

    relocalize_log = _rebuild_log

    # saving -----------------------------------------------------------------------------------
    def save_extra(self) -> dict:
        return {"seats": seats_data(self.config.seats)}

    def autosave(self) -> None:
        """Save after every move (off the frame loop); a finished game is deleted so Continue
        does not offer it."""
        if not self.autosave_enabled:
            return
        from kingsforge.ui.autosave import saver

        path = self.autosave_path or autosave_path()
        if self.over:
            saver.delete(path, self.record)
            from kingsforge.forge.ui.replay import keep_finished

            keep_finished(self)       # kept in games/ for the replay
            from kingsforge.forge.ui.stats import record_finished

            record_finished(self)     # and counted in the statistics (once: the game's key)
        else:
            saver.save(self.record, path, extra=self.save_extra())

    def flush_autosave(self, timeout: float = 10.0) -> bool:
        from kingsforge.ui.autosave import saver

        return saver.saved(timeout, self.autosave_enabled)


def deck_cards(state) -> int:
    """Cards left in every deck (fewer after a move: it showed a hidden card)."""
    return (sum(len(d) for d in state.contracts) + sum(len(d) for d in state.development) + len(state.training)
            + len(state.guilds))
