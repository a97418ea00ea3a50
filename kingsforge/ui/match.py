"""One game in progress as the table sees it: the engine's record plus the seats.

This is the UI's only door into the rules: it asks the engine for legal moves,
for the reason a move is refused (rules.check) and plays moves through the
engine's GameRecord (which applies them and keeps the log that undo and saves
replay). Nothing here decides what is legal.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from kingsforge import i18n, persist
from kingsforge.engine import rules
from kingsforge.engine.describe import describe, outcome
from kingsforge.engine.record import GameRecord
from kingsforge.engine.state import CRAFT, GATHER, OVER
from kingsforge.ui import logevents, looks
from kingsforge.ui.seats import GameConfig, Seated, saved_seats, seats_data

_content = None
_folder = None          # the data folder (--data), None: the built-in data/
_by_modules: dict = {}  # sorted module ids -> Content loaded from _folder


def use_content(loaded, folder=None) -> None:
    """Play with this card data (kingsforge play --data DIR --modules ...) instead of the
    built-in data/; `folder` is where it came from, so other module sets load from there too."""
    global _content, _folder
    _content, _folder = loaded, folder
    _by_modules.clear()
    looks.use(loaded)


def content():
    """The card data, loaded once per run."""
    global _content
    if _content is None:
        from kingsforge.content import load_content

        _content = load_content(_folder)
        looks.use(_content)
    return _content


def content_for(modules) -> object:
    """The card data for a module set (the base game plus `modules`), loaded once per set.
    Raises ContentError for a module this data folder lacks or a set that cannot be combined."""
    default = content()
    key = tuple(sorted(modules))
    if key == tuple(sorted(default.module_ids)):
        return default
    if key not in _by_modules:
        from kingsforge.content import load_content

        _by_modules[key] = load_content(_folder, modules=key)
        looks.use(_by_modules[key])
    return _by_modules[key]


def read_saved_game(path: Path, keep_mismatched: bool = False):
    """(the save, its seats) from `path`, with the content of its module set. Raises
    persist.SaveError with a message for the player; a file whose seats cannot be read is
    kept as <name>.bad, like any save that cannot be continued. `keep_mismatched`: an intact
    save this copy cannot play (other card data, a newer format, modules it lacks) is left
    where it is (persist.read_save)."""
    saved = persist.read_save(_content_for_save(path, keep_mismatched), path, keep_mismatched=keep_mismatched)
    return saved, saved_seats(saved, path)


def _content_for_save(path: Path, keep_mismatched: bool = False):
    """The card data a save was played with (`record.saved_modules`). A file that cannot be
    read as a save gets the default data, so persist.read_save reports the damage; modules
    this copy cannot load are refused (SaveError) and the file is kept as <name>.bad, so
    a new game's autosave never overwrites it (left where it is with `keep_mismatched`)."""
    import json

    from kingsforge.content import ContentError
    from kingsforge.engine.record import RecordError, saved_modules
    from kingsforge.fileread import FileTooLarge, read_limited

    try:
        modules = saved_modules(json.loads(read_limited(path, persist.saves.MAX_SAVE_BYTES)))
    except (OSError, ValueError, RecursionError, RecordError, FileTooLarge):
        return content()
    try:
        return content_for(modules)
    except ContentError as exc:
        moved = None if keep_mismatched else persist.quarantine(path)
        names = persist.saves.said_names(modules, ", ")       # a hand-edited save may list thousands
        key = "save.unknown_modules" if moved is not None else "save.unknown_modules_here"
        raise persist.SaveError(i18n.t(key, modules=names, file=moved.name if moved else path.name),
                                bad_path=moved, detail=f"modules {names}: {exc.message}") from None


@dataclass
class LogEntry:
    index: int        # position in the record's action list (an event: of the move that set it off)
    round: int
    player: int | None  # None: an event between moves (a phase ends, cleanup, a new round)
    text: str
    key: str = ""     # an event's text key and values, to say it again in another language
    params: dict = field(default_factory=dict)

    @property
    def event(self) -> bool:
        return self.player is None


def _event_entry(index: int, round_: int, key: str, params: dict) -> LogEntry:
    return LogEntry(index, round_, None, i18n.t(key, **params), key, params)


def make_bot(level: str, seed: int):
    """The computer player for a level; levels the AI package lacks use its greedy bot."""
    from kingsforge import ai

    bots = getattr(ai, "BOTS", {})
    name = level if level in bots else ("greedy" if "greedy" in bots else next(iter(bots)))
    return ai.make_bot(name, seed=seed)


def seat_bot(level: str, game_seed: int, seat: int):
    """The computer player of a seat as the AI worker plays it: headless.SeatBot, re-seeded
    per decision from (game seed, seat, move number), so a continued game plays on identically."""
    from kingsforge.headless import SeatBot
    from kingsforge.ui.aiworker import bot_level

    return SeatBot(bot_level(level), game_seed, seat)


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


class Match(Seated):
    def __init__(self, config: GameConfig, record: GameRecord):
        self.config = config
        self.record = record
        self.version = 0          # bumps on every change, so views can cache
        self.log: list[LogEntry] = []
        self._legal_cache = (-1, [])
        self.bots = {}
        for p, seat in enumerate(config.seats):
            if not seat.human:
                self.bots[p] = seat_bot(seat.level, record.seed or 0, p)
        self.autosave_enabled = True
        self.autosave_path: Path | None = None   # None: persist.autosave_path()
        self._log_start()

    def _log_start(self) -> None:
        """The log of a game before its first move (a loaded game's is rebuilt from there)."""
        self.log = []
        if not self.record.actions:
            self.log = [_event_entry(-1, 1, key, params)
                        for key, params in logevents.start_lines(self.state, self.names)]

    # construction -------------------------------------------------------------
    @classmethod
    def new(cls, config: GameConfig) -> "Match":
        seed = config.seed if config.seed is not None else 1
        names = [s.name for s in config.seats]
        data = content() if config.modules is None else content_for(config.modules)
        record = GameRecord(data, len(config.seats), seed, names)
        return cls(config, record)

    @classmethod
    def load(cls, path=None, keep_mismatched: bool = False) -> "Match":
        """The saved game at `path` (default: the autosave), ready to continue.

        Raises persist.SaveError with a message for the player; a file that cannot be
        continued is kept as <name>.bad (persist.read_save does that; so do we for bad seats),
        but with `keep_mismatched` an intact one of other card data or a newer version stays."""
        path = Path(path) if path is not None else persist.autosave_path()
        saved, seats = read_saved_game(path, keep_mismatched)
        match = cls(GameConfig(seats=seats, seed=saved.record.seed, modules=saved.record.content.module_ids),
                    saved.record)
        match.autosave_path = path
        match._rebuild_log()
        return match

    def save_extra(self) -> dict:
        return {"seats": seats_data(self.config.seats)}

    def autosave(self) -> None:
        """Save after every move (written off the frame loop, see autosave.py); a finished
        game is deleted so it is not offered as Continue."""
        if not self.autosave_enabled:
            return
        from kingsforge.ui.autosave import saver

        path = self.autosave_path or persist.autosave_path()
        if self.over:
            saver.delete(path, self.record)
            _keep_finished(self)      # kept in games/ for replays, and in the statistics, once
        else:
            saver.save(self.record, path, extra=self.save_extra())

    def flush_autosave(self, timeout: float = 10.0) -> bool:
        """Wait until the last autosave is on disk. False if it is not (a full or read-only disk:
        autosave.saver.error says why, or it timed out)."""
        from kingsforge.ui.autosave import saver

        return saver.saved(timeout, self.autosave_enabled)

    # views ----------------------------------------------------------------------
    @property
    def state(self):
        return self.record.state

    @property
    def over(self) -> bool:
        return self.state.phase == OVER

    @property
    def current(self) -> int | None:
        return rules.current_player(self.state)

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
        mover = before.turn
        self.record.play(action)
        index = len(self.record.actions) - 1
        entry = LogEntry(index, before.round, mover, self._log_text(before, self.state, action))
        self.log.append(entry)
        for key, params in logevents.between_moves(before, self.state, action, self.names):
            self.log.append(_event_entry(index, before.round, key, params))
        self.version += 1
        self.autosave()
        _append_move_log(entry, self.names)
        return entry

    def _log_text(self, before, after, action) -> str:
        """The move-log line for a move, in the current language."""
        words = i18n.engine_words()
        text = describe(before, action, self.names, words=words)
        extra = outcome(before, after, action, self.names, words=words)
        return text + (f": {extra}" if extra else "")

    def relocalize_log(self) -> None:
        """Re-say every move-log line in the current language (after a language switch)."""
        from kingsforge.engine.setup import new_game

        state = new_game(self.content, self.record.players, self.record.seed)
        texts = []
        for action in self.record.actions:
            before = state.clone()
            rules.apply_in_place(state, action)
            texts.append(self._log_text(before, state, action))
        for entry in self.log:
            if entry.event:
                entry.text = i18n.t(entry.key, **entry.params)
            elif 0 <= entry.index < len(texts):
                entry.text = texts[entry.index]
        self.version += 1

    def bot_move(self):
        """The computer's choice for the seat to move (not yet played)."""
        p = self.current
        bot = self.bots.get(p)
        legal = self.legal()
        if bot is None or not legal:
            return None
        if hasattr(bot, "game_seed"):      # a SeatBot: re-seeded from the move number
            return bot.choose(self.state, legal, len(self.record.actions))
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
        self._log_start()
        saved, self.autosave_enabled = self.autosave_enabled, False
        try:
            for action in actions:
                self.play(action)
        finally:
            self.autosave_enabled = saved


# --- finished games: kept for replays, figures and statistics ------------------------------
@dataclass
class Figures:
    """One player's figures for a game (the game-over screen and the statistics)."""
    dice_gathered: int = 0    # dice that came into their supply or smithy (not their own coming back)
    crafts: int = 0           # wares crafted (an out-craft counts too; not bids, not requests)
    steals: int = 0           # out-crafts: a ware or request taken from another player this round
    rounds: int = 0           # rounds the game lasted
    bids: int = 0             # bids on Masterworks' ambassador tiles (an outbid counts too)
    requests: int = 0         # Ambassador Requests made (taking one over counts too)


def craft_kind(card) -> str:
    """What a craft move makes: 'bid' on an ambassador tile, 'request', or a 'ware'."""
    return "bid" if card.tile is not None else "request" if card.request else "ware"


def game_figures(content, players: int, seed: int, actions) -> list[Figures]:
    """Each player's figures, worked out from the moves and the states between them.
    A pure function of the game: the same moves always give the same figures."""
    from kingsforge.engine.actions import Craft
    from kingsforge.engine.setup import new_game

    state = new_game(content, players, seed)
    figures = [Figures() for _ in range(players)]

    def held(p):
        return set(state.supply[p]) | set(state.smithy[p]) | set(state.rolled[p])

    for action in actions:
        before = [held(p) for p in range(players)]
        # dice coming back are not gathered: from a gather card's, visitor's or dock's boxes at cleanup,
        # or from a ware an out-craft took
        on_cards = {die for _card, _owner, dice in state.crafted for die in dice}
        on_cards.update(die for _p, _card, _option, dice in state.claims for die in dice)
        on_cards.update(die for _p, _visitor, _option, dice in state.visits for die in dice)
        on_cards.update(die for used in state.dock_used if used is not None for die in used[1])
        mover = state.turn
        if isinstance(action, Craft):
            kind = craft_kind(content.craft[action.card])
            if kind == "bid":
                figures[mover].bids += 1
            else:
                figures[mover].requests += kind == "request"
                figures[mover].crafts += kind == "ware"
                holder = state.crafted_by(action.card)
                if holder is not None and holder[0] != mover:
                    figures[mover].steals += 1
        rules.apply_in_place(state, action)
        for p in range(players):
            figures[p].dice_gathered += len(held(p) - before[p] - on_cards)
    for f in figures:
        f.rounds = state.round
    return figures


def record_figures(record) -> list[Figures]:
    return game_figures(record.content, record.players, record.seed, record.actions)


def game_key(record) -> str:
    """A fingerprint of a game (modules, seed, players, moves): the same game always has the same key."""
    import hashlib
    import json

    data = record.to_data()
    body = json.dumps([sorted(data["modules"]), data["players"], data["seed"], data["actions"]],
                      sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(body.encode()).hexdigest()[:16]


def stats_entry(record, seats, figures=None) -> dict:
    """A finished game as persist.stats.record_game wants it."""
    import time

    from kingsforge.engine.actions import Craft

    state = record.state
    figures = figures or record_figures(record)
    order = state.standings()
    from kingsforge.engine.setup import new_game

    crafts = []
    replay_state = new_game(record.content, record.players, record.seed)
    for action in record.actions:
        if isinstance(action, Craft):
            card = record.content.craft[action.card]
            crafts.append((replay_state.turn, card.id, card.name, craft_kind(card)))
        rules.apply_in_place(replay_state, action)
    return {"key": game_key(record), "played_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "players": record.players, "rounds": state.round, "moves": len(record.actions), "seed": record.seed,
            "modules": list(record.content.module_ids), "winner": order[0], "crafts": crafts,
            "seats": [{"name": s.name, "human": s.human, "level": "human" if s.human else s.level,
                       "place": order.index(p), "won": p == order[0], "wares": len(state.tucked[p]),
                       "dice_gathered": f.dice_gathered, "crafts": f.crafts, "steals": f.steals, "rounds": f.rounds,
                       "bids": f.bids, "requests": f.requests}
                      for p, (s, f) in enumerate(zip(seats, figures))]}


def finished_summary(record, seats) -> dict:
    """What the list of saved games shows of a finished game without replaying it."""
    import time

    state = record.state
    order = state.standings()
    return {"finished_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "rounds": state.round,
            "winner": order[0], "wares": [len(t) for t in state.tucked], "key": game_key(record)}


def keep_finished_game(record, seats, folder=None) -> Path | None:
    """Keep a finished game in the games folder (once per game: its key is in the file name) and
    record it in the statistics (once: the database knows the key). Returns the file, or None if
    the disk refused (logged; the game-over screen shows all the same)."""
    import logging
    import time

    from kingsforge.persist import stats

    log = logging.getLogger("kingsforge.ui")
    key = game_key(record)
    folder = Path(folder) if folder is not None else persist.paths.games_dir()
    path = None
    try:
        existing = sorted(folder.glob(f"*-{key}.json")) if folder.is_dir() else []
        if existing:
            path = existing[0]
        else:
            path = folder / f"{time.strftime('%Y%m%d-%H%M%S')}-{key}.json"
            persist.save_game(record, path, extra={"seats": seats_data(seats),
                                                   "finished": finished_summary(record, seats)})
    except (OSError, TypeError, ValueError) as exc:
        log.warning("the finished game was not kept: %s", exc)
        path = None
    try:
        stats.record_game(stats_entry(record, seats))
    except Exception as exc:      # statistics must never cost the player the game-over screen
        log.warning("the finished game was not added to the statistics: %s", exc)
    return path


def _keep_finished(match) -> None:
    if getattr(match, "_kept", False) or not match.over:
        return
    match._kept = True
    match.kept_path = keep_finished_game(match.record, match.config.seats)


class Replay(Seated):
    """A finished or saved game to step through, read-only. It answers what the table's drawing
    code asks of a match (state, content, seats, names, log...), but nobody moves: `go(n)` shows
    the table after the first n moves. A state is kept every CHECKPOINT moves, so a jump applies
    at most CHECKPOINT - 1 moves and a step forward applies one."""

    CHECKPOINT = 16

    def __init__(self, record, seats, source: Path | None = None):
        self.record = record
        self.config = GameConfig(seats=list(seats), seed=record.seed, modules=tuple(record.content.module_ids))
        self.actions = list(record.actions)
        self.source = source
        self.version = 0
        self._language = None
        self._build()
        self.position = len(self.actions)
        self._state = self.record.state.clone()
        self.figures = None

    # construction -----------------------------------------------------------------
    @classmethod
    def from_match(cls, match) -> "Replay":
        return cls(match.record, match.seats, getattr(match, "kept_path", None))

    @classmethod
    def from_file(cls, path) -> "Replay":
        """The saved game at `path` (the autosave or a kept finished game), with the module set it
        names. Raises persist.SaveError with a message for the player (a damaged file is kept as .bad)."""
        path = Path(path)
        saved, seats = read_saved_game(path)
        return cls(saved.record, seats, path)

    def _build(self) -> None:
        """One pass over the moves: the log (in the current language), checkpoints, round starts."""
        from kingsforge.engine.setup import new_game

        self._language = i18n.generation()
        state = new_game(self.content, self.record.players, self.record.seed)
        names = self.names
        words = i18n.engine_words()
        self.log = [_event_entry(-1, 1, key, params) for key, params in logevents.start_lines(state, names)]
        self.checkpoints = {0: state.clone()}
        self.round_starts = [(1, 0)]          # (round, moves before its first move)
        self.movers = []
        for i, action in enumerate(self.actions):
            before = state.clone()
            self.movers.append(before.turn)
            rules.apply_in_place(state, action)
            text = describe(before, action, names, words=words)
            extra = outcome(before, state, action, names, words=words)
            self.log.append(LogEntry(i, before.round, before.turn, text + (f": {extra}" if extra else "")))
            for key, params in logevents.between_moves(before, state, action, names):
                self.log.append(_event_entry(i, before.round, key, params))
            if state.round != before.round and state.phase != OVER:
                self.round_starts.append((state.round, i + 1))
            if (i + 1) % self.CHECKPOINT == 0:
                self.checkpoints[i + 1] = state.clone()
        self.final_digest = state.digest()
        self.version += 1

    def refresh_language(self) -> None:
        """Re-say the log in the current language (after a switch in Settings)."""
        if self._language != i18n.generation():
            self._build()

    # stepping ------------------------------------------------------------------------
    def state_at(self, count: int):
        """A new state after the first `count` moves (from the nearest checkpoint)."""
        count = max(0, min(count, len(self.actions)))
        base = count - count % self.CHECKPOINT
        state = self.checkpoints[base].clone()
        for action in self.actions[base:count]:
            rules.apply_in_place(state, action)
        return state

    def go(self, count: int) -> int:
        count = max(0, min(int(count), len(self.actions)))
        if count == self.position:
            return count
        if count == self.position + 1:
            rules.apply_in_place(self._state, self.actions[self.position])
        else:
            self._state = self.state_at(count)
        self.position = count
        self.version += 1
        return count

    def next(self) -> int:
        return self.go(self.position + 1)

    def prev(self) -> int:
        return self.go(self.position - 1)

    def to_start(self) -> int:
        return self.go(0)

    def to_end(self) -> int:
        return self.go(len(self.actions))

    def round_start(self, round_: int) -> int:
        """The position before round `round_`'s first move (the last round if there are fewer)."""
        starts = [pos for r, pos in self.round_starts if r <= round_]
        return starts[-1] if starts else 0

    def go_round(self, round_: int) -> int:
        return self.go(self.round_start(round_))

    def next_round(self) -> int:
        later = [pos for _r, pos in self.round_starts if pos > self.position]
        return self.go(later[0] if later else len(self.actions))

    def prev_round(self) -> int:
        earlier = [pos for _r, pos in self.round_starts if pos < self.position]
        return self.go(earlier[-1] if earlier else 0)

    @property
    def length(self) -> int:
        return len(self.actions)

    @property
    def rounds(self) -> list[int]:
        return [r for r, _pos in self.round_starts]

    def current_log_line(self) -> int:
        """The log line of the move just shown (with the lines it set off: the last of them); -1 at the start."""
        last = -1
        for i, entry in enumerate(self.log):
            if entry.index < self.position:
                last = i
            else:
                break
        return last

    def move_text(self) -> str:
        """The last move shown, as the log says it ('' at the start)."""
        for entry in reversed(self.log):
            if entry.index == self.position - 1 and not entry.event:
                return entry.text
        return ""

    def last_action(self):
        return self.actions[self.position - 1] if self.position else None

    def player_figures(self) -> list[Figures]:
        if self.figures is None:
            self.figures = record_figures(self.record)
        return self.figures

    # what the table's drawing code reads -----------------------------------------------
    @property
    def state(self):
        return self._state

    @property
    def over(self) -> bool:
        return self._state.phase == OVER

    @property
    def finished(self) -> bool:
        return self.record.state.phase == OVER

    @property
    def current(self) -> int | None:
        return rules.current_player(self._state)

    human_to_move = False

    @property
    def in_gather(self) -> bool:
        return self._state.phase == GATHER

    @property
    def in_craft(self) -> bool:
        return self._state.phase == CRAFT
