"""Saved games: the engine's record (seed + action log) in a JSON file.

File layout (one JSON object):

    {"format": 1,                     # GameRecord.FORMAT_VERSION when saved
     "data_checksum": "...",          # the card data it was played with
     "rules_checksum": "...",         # the same without picture names (kingsforge/datasum.py)
     "players": 4, "seed": 7, "names": [...], "actions": [...],   # GameRecord.to_data()
     "saved_at": "2025-01-31T12:00:00Z", "app_version": "0.1.0",
     "extra": {...},                  # the caller's: seats for the table, bots for headless play
     "integrity": "sha256 hex"}       # of everything above, to catch damaged files

Loading only parses JSON and replays the moves through the rules, so a save can
never run code. A file that cannot be continued (damaged, truncated, written by
a newer version, played with other card data, illegal moves) raises SaveError
with a message for the player, after renaming the file to `<name>.bad` so it is
kept for a bug report but no longer offered as Continue. The command line and the
title's Continue ask read_save(keep_mismatched=True): an intact file of the other
game, of other card data or of another save format is then left as it is, for
the copy that can play it (only damage renames it).
The file is read through kingsforge/fileread.py: at most MAX_SAVE_BYTES, and only
a regular file (not a device or a FIFO).
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path

from kingsforge.chance import SEED_DIGITS, seed_ok
from kingsforge.content.checker import CONTROL
from kingsforge.datasum import same_rules
from kingsforge.fileread import FileTooLarge, read_limited
from kingsforge.persist.atomic import atomic_write_text

MAX_SAVE_BYTES = 32 * 1024 * 1024      # far above any real game; bigger is not a save


class SaveError(Exception):
    """A saved game that cannot be continued. `message` is for the player;
    `bad_path` is where the file was moved (None if it was left in place)."""

    def __init__(self, message: str, bad_path: Path | None = None, detail: str = "", mismatch: str | None = None):
        super().__init__(message)
        self.message = message
        self.bad_path = bad_path
        self.detail = detail            # technical reason, for the log
        self.mismatch = mismatch        # an intact file the caller cannot use: other_game, other_data, format


@dataclass
class SavedGame:
    record: object                      # kingsforge.engine.record.GameRecord
    extra: dict = field(default_factory=dict)
    saved_at: str = ""
    app_version: str = ""


def _app_version() -> str:
    try:
        from kingsforge import __version__

        return __version__
    except Exception:
        return "unknown"


def _integrity(data: dict) -> str:
    body = {k: v for k, v in data.items() if k != "integrity"}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def save_data(record, extra: dict | None = None) -> dict:
    """The JSON-ready content of a save file for `record`."""
    data = dict(record.to_data())
    data.pop("integrity", None)
    data["saved_at"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    data["app_version"] = _app_version()
    data["extra"] = dict(extra or {})
    return data


def save_text(record, extra: dict | None = None) -> str:
    """The text of a save file: canonical JSON (sorted keys, compact) with the integrity
    checksum of the rest spliced in as the last key, so it is serialised only once."""
    body = json.dumps(save_data(record, extra), sort_keys=True, separators=(",", ":"), ensure_ascii=True,
                      allow_nan=False)
    stamp = hashlib.sha256(body.encode("ascii")).hexdigest()
    return body[:-1] + f',"integrity":"{stamp}"}}\n'


def save_game(record, path, extra: dict | None = None) -> Path:
    """Write `record` (a GameRecord) to `path` atomically; `extra` is any JSON-ready dict
    the caller wants back on load (seats, bot names...). Raises OSError if it cannot."""
    return atomic_write_text(path, save_text(record, extra))


def has_save(path) -> bool:
    return Path(path).is_file()


def delete_save(path) -> None:
    """Forget a save (e.g. a finished game); a missing file is fine."""
    try:
        Path(path).unlink()
    except FileNotFoundError:
        pass


def read_json(path):
    """The JSON a save file holds, read within MAX_SAVE_BYTES; None if it cannot be read or
    parsed (gone, too large, not JSON)."""
    try:
        return json.loads(read_limited(path, MAX_SAVE_BYTES))
    except (OSError, ValueError, RecursionError, FileTooLarge):
        return None


def delete_own_save(path, mine: dict) -> bool:
    """Delete the save at `path` only if it holds the game whose record data is `mine`
    (GameRecord.to_data(): the same seed, seats and card data, its moves a beginning of
    ours): another window may have saved its own game there since. True if deleted."""
    data = read_json(path)
    if data is None:
        return False            # gone already, or not a save we could have written
    if not isinstance(data, dict):
        return False
    moves = "moves" if "moves" in mine else "actions"
    theirs = data.get(moves)
    same = all(data.get(k) == v for k, v in mine.items() if k != moves)
    if not (same and isinstance(theirs, list) and theirs == mine[moves][:len(theirs)]):
        return False
    delete_save(path)
    return True


def quarantine(path) -> Path | None:
    """Rename `path` to `<name>.bad` (or `<name>.2.bad`, ... if that exists) and return
    the new path; None if it could not be moved. Never deletes anything."""
    path = Path(path)
    candidate = path.with_name(path.name + ".bad")
    n = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.{n}.bad")
        n += 1
    try:
        os.replace(path, candidate)
    except OSError:
        return None
    return candidate


def load_game(content, path):
    """The GameRecord saved in `path`; raises SaveError (and moves the file to .bad)."""
    return read_save(content, path).record


def read_save(content, path, game: str = "kingsforge", keep_mismatched: bool = False) -> SavedGame:
    """The record and extras saved in `path`. Raises SaveError with a player-facing
    message (in the current language); a damaged file is renamed to `<name>.bad`. `game`
    names the game the file must hold ("forge" reads a Forge record with Forge's `content`).

    An intact file that does not fit the caller (a save of the other game, of other card
    data, of another save format: SaveError.mismatch says which) is not damaged: with
    `keep_mismatched` it is left where it is (the command line: the caller named the wrong
    game or data); without, it is renamed like a damaged one, so the window's Continue stops
    offering a game it cannot continue."""
    path = Path(path)
    try:
        try:
            raw = read_limited(path, MAX_SAVE_BYTES)
        except FileNotFoundError:
            raise SaveError(_say("save.missing"), detail=f"{path} does not exist") from None
        except FileTooLarge as big:
            raise _Damaged("too_large", f"{big.size} bytes", size=_mib(big.size),
                           limit=_mib(MAX_SAVE_BYTES)) from None
        except OSError as exc:      # a folder, a device, a FIFO (fileread says which), no permission
            raise SaveError(_say("save.cannot_read", error=exc.strerror or exc), detail=str(exc)) from None
        return _parse(content, raw, game)
    except _Mismatch as other:
        if not keep_mismatched:
            moved = quarantine(path)
            kept = _say("save.kept", file=moved.name) if moved is not None else _say("save.not_moved")
            raise SaveError(f"{other.message} {kept}", bad_path=moved, detail=other.detail,
                            mismatch=other.kind) from None
        raise SaveError(f"{other.message} {_say('save.left')}", detail=other.detail, mismatch=other.kind) from None
    except _Unusable as bad:
        moved = quarantine(path)
        kept = _say("save.kept", file=moved.name) if moved is not None else _say("save.not_moved")
        raise SaveError(f"{bad.message} {kept}", bad_path=moved, detail=bad.detail) from None


def _say(key: str, **params) -> str:
    """A message for the player in the current language (data/lang: save.*)."""
    from kingsforge import i18n

    return i18n.t(key, **params)


class _Unusable(Exception):
    def __init__(self, message: str, detail: str = ""):
        super().__init__(message)
        self.message = message
        self.detail = detail


class _Mismatch(_Unusable):
    """An intact save this caller cannot use (`kind`: other_game, other_data, format): not damage."""

    def __init__(self, kind: str, message: str, detail: str = ""):
        super().__init__(message, detail or kind)
        self.kind = kind


class _Damaged(_Unusable):
    """`what` names the damage: a key under save.what.* in data/lang."""

    def __init__(self, what: str, detail: str = "", **params):
        super().__init__(_say("save.damaged", what=_say(f"save.what.{what}", **params)), detail or what)


def _mib(size: int) -> str:
    return f"{size / (1024 * 1024):,.1f} MB"


def _check_modules(data: dict) -> None:
    """The module list must be a list of module ids, each once (record.saved_modules reads it)."""
    modules = data.get("modules", [])
    if not isinstance(modules, list) or not all(isinstance(m, str) for m in modules):
        raise _Damaged("modules_not_list", f"modules: {modules!r:.80}")
    seen = set()                          # one pass: list.count() per module took minutes on a long list
    for module in modules:
        if module in seen:
            raise _Damaged("module_repeated", f"modules: {modules!r:.80}", module=_cut(module))
        seen.add(module)


def _cut(text: str, most: int = 40) -> str:
    """A name from a file, cut for a message (a hand-edited save may hold a name of any length)."""
    return text if len(text) <= most else text[:most - 1] + "…"


MOST_NAMES = 10        # names from a file said in one message: a hand-edited save may list thousands


def said_names(names, sep: str = ",") -> str:
    """Names from a file for a message, in any language: each cut to 40 letters, the first
    MOST_NAMES of them, then how many more ('a,b … (+99,990)')."""
    names = list(names)
    more = f" … (+{len(names) - MOST_NAMES:,})" if len(names) > MOST_NAMES else ""
    return sep.join(_cut(name) for name in names[:MOST_NAMES]) + more


def _check_name_letters(names: list, extra: dict) -> None:
    """No player's name (the record's `names`, the table's `extra.seats[].name`) holds a control
    character or a lone surrogate: no table could draw it (a NUL stops the fonts). A name's length
    is left alone: the seats and the Replay list cut it to settings.MAX_NAME."""
    seats = extra.get("seats") if isinstance(extra.get("seats"), list) else []
    named = [(f"names[{i}]", name) for i, name in enumerate(names)]
    named += [(f"extra.seats[{i}].name", seat.get("name")) for i, seat in enumerate(seats) if isinstance(seat, dict)]
    for where, name in named:
        if isinstance(name, str) and CONTROL.search(name):
            raise _Damaged("names", f"{where} holds a control character: {name!r:.80}")


def _record_kind(game: str):
    """(FORMAT_VERSION, GameRecord, the key of its move list) of each game's records."""
    if game == "forge":
        from kingsforge.forge.engine.record import FORMAT_VERSION, GameRecord
        return FORMAT_VERSION, GameRecord, "moves"
    from kingsforge.engine.record import FORMAT_VERSION, GameRecord
    return FORMAT_VERSION, GameRecord, "actions"


def seat_colour(value) -> tuple[int, int, int] | None:
    """A seat's saved colour, [r, g, b] in whole numbers 0-255, or None when it is not one (both
    games' seats and the Replay list read colours from files a player may have edited)."""
    if (isinstance(value, (list, tuple)) and len(value) == 3
            and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 255 for v in value)):
        return tuple(value)
    return None


def game_of(data) -> str:
    """The game a save's data holds: Forge saves name theirs, King's Forge's name none."""
    return "forge" if isinstance(data, dict) and data.get("game") == "forge" else "kingsforge"


GAME_NAMES = {"kingsforge": "King's Forge", "forge": "Forge"}


def _holds_other_game(data, game: str) -> bool:
    """A save of the other game: a Forge save names its game; a King's Forge one has "actions"."""
    if not isinstance(data, dict):
        return False
    if game == "forge":
        return data.get("game") is None and "actions" in data
    return data.get("game") == "forge"


def _other_game(data, game: str) -> _Mismatch:
    """A save of the other game: intact, but not for this reader."""
    other = "forge" if game == "kingsforge" else "kingsforge"
    return _Mismatch("other_game", _say("save.other_game", game=GAME_NAMES[other], wanted=GAME_NAMES[game]),
                     f"a {other} save read as {game}")


def _parse(content, raw: bytes, game: str = "kingsforge") -> SavedGame:
    FORMAT_VERSION, GameRecord, moves_key = _record_kind(game)

    if not raw.strip():
        raise _Damaged("empty")
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise _Damaged("not_text") from None
    except RecursionError:
        raise _Damaged("not_a_save") from None
    except ValueError as exc:
        raise _Damaged("incomplete", str(exc)) from None
    if _holds_other_game(data, game):
        raise _other_game(data, game)
    if isinstance(data, dict) and data.get("game") not in (None, "forge"):    # {"game": "chess", ...}
        raise _Damaged("unknown_game", f"game: {data.get('game')!r:.80}")
    if isinstance(data, dict) and game_of(data) != game:
        raise _Damaged("other_game")
    if not isinstance(data, dict) or moves_key not in data or "format" not in data:
        raise _Damaged("not_a_save")
    version = data.get("format")
    if not isinstance(version, int) or isinstance(version, bool):
        raise _Damaged("no_format")
    if version > FORMAT_VERSION:
        raise _Mismatch("format", _say("save.newer", version=version, reads=FORMAT_VERSION), f"format {version}")
    if version < FORMAT_VERSION:
        raise _Mismatch("format", _say("save.older", version=version), f"format {version}")
    stamp = data.get("integrity")
    if stamp is not None and stamp != _integrity(data):
        raise _Damaged("checksum", "integrity mismatch")
    _check_modules(data)                  # before the checksum: a bad list loads other card data
    saved_checksum = data.get("data_checksum")
    if not same_rules(content, data):
        if not isinstance(saved_checksum, str) or not 0 < len(saved_checksum) <= 64:
            raise _Damaged("not_a_save", f"data checksum {saved_checksum!r:.80}")
        raise _Mismatch("other_data", _say("save.other_data_needs", saved=saved_checksum, here=content.checksum),
                        f"data checksum {saved_checksum!r} != {content.checksum!r}")
    names = data.get("names")
    players = data.get("players")
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
        raise _Damaged("players", f"players: {players!r:.40}")
    if not seed_ok(data.get("seed")):
        raise _Damaged("seed", f"seed: {data.get('seed')!r:.40}", digits=SEED_DIGITS)
    if names is not None and (not isinstance(names, list) or not all(isinstance(n, str) for n in names)
                              or len(names) != players):
        raise _Damaged("names")
    extra = data.get("extra", {})
    if not isinstance(extra, dict):
        raise _Damaged("extra")
    _check_name_letters(names or [], extra)
    try:
        record = GameRecord.from_data(content, data)
    except ValueError as exc:            # RecordError is a ValueError
        raise _Damaged("moves_illegal", str(exc)) from None
    except Exception as exc:             # odd numbers in a hand-edited file must not crash the game
        raise _Damaged("moves_nonsense", f"{type(exc).__name__}: {exc}") from None
    return SavedGame(record=record, extra=extra, saved_at=str(data.get("saved_at", "")),
                     app_version=str(data.get("app_version", "")))
