"""Statistics of finished games: an SQLite database in the user data folder.

One row per finished game (keyed by a fingerprint of the game, so recording the
same game again changes nothing), one per seat (human or computer level, place,
and the figures of the game: dice gathered, crafts, steals) and one per craft.

    from kingsforge.persist import stats
    stats.record_game({...})        # True if new, False if it was already there (or could not be written)
    stats.summary()                 # Summary: games, wins per AI level and player count, top crafts, streaks

Nothing here raises at the game: a damaged file (not a database, a broken table)
is renamed to `stats.sqlite3.bad` and a fresh database is started; a file of a
newer version is left as it is and nothing is recorded in it; a disk that refuses
is logged and the statistics are simply empty. The first two are said to the
player (take_problem: the Statistics screen shows it).
This module knows nothing of the rules: the caller hands it plain values
(ui/match.py: stats_entry()). Forge's games share the file (column games.game, see
persist/forge_stats.py); the summary here counts King's Forge's only.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

from kingsforge.persist.paths import user_data_dir

SCHEMA_VERSION = 2        # 2: bids on ambassador tiles and requests counted apart from wares
FILE_NAME = "stats.sqlite3"
MIXED = "mixed"          # a game whose computer seats play at different levels

log = logging.getLogger("kingsforge.stats")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    game_key TEXT NOT NULL UNIQUE,
    played_at TEXT NOT NULL,
    players INTEGER NOT NULL,
    rounds INTEGER NOT NULL,
    moves INTEGER NOT NULL,
    seed INTEGER,
    modules TEXT NOT NULL,
    winner INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    human INTEGER NOT NULL,
    level TEXT NOT NULL,
    place INTEGER NOT NULL,
    won INTEGER NOT NULL,
    wares INTEGER NOT NULL,
    dice_gathered INTEGER NOT NULL,
    crafts INTEGER NOT NULL,
    steals INTEGER NOT NULL,
    rounds INTEGER NOT NULL,
    bids INTEGER NOT NULL DEFAULT 0,
    requests INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE IF NOT EXISTS crafts (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    card TEXT NOT NULL,
    card_name TEXT NOT NULL,
    kind TEXT NOT NULL DEFAULT 'ware'
);
CREATE INDEX IF NOT EXISTS crafts_card ON crafts(card);
"""


def db_path() -> Path:
    return user_data_dir() / FILE_NAME


class _Damaged(Exception):
    pass


class _Newer(Exception):
    """A file a newer version wrote: not damage, and not ours to change."""

    def __init__(self, version: int):
        super().__init__(f"schema {version} is newer than {SCHEMA_VERSION}")
        self.version = version


# What the player should be told about the file (a text key under stats.problem.* and its
# values), until the Statistics screen takes it: an unusable file is never dropped silently.
_problem: tuple[str, dict] | None = None


def take_problem() -> tuple[str, dict] | None:
    """(text key, values) of the last thing wrong with the statistics file, once; else None."""
    global _problem
    problem, _problem = _problem, None
    return problem


def _quarantine(path: Path) -> None:
    """Move a damaged database aside as <name>.bad (never deleted); its journal goes with it."""
    global _problem
    from kingsforge.persist.saves import quarantine

    moved = quarantine(path) if path.exists() else None
    for extra in ("-journal", "-wal", "-shm"):
        side = path.with_name(path.name + extra)
        if side.exists():
            quarantine(side)
    log.warning("the statistics file %s was damaged; kept as %s, starting over", path,
                moved.name if moved else "(not moved)")
    _problem = ("stats.problem.damaged", {"file": moved.name if moved else path.name})


def _open_checked(path: Path) -> sqlite3.Connection:
    con = sqlite3.connect(str(path), timeout=BUSY_WAIT_S)
    try:
        con.execute("PRAGMA foreign_keys = ON")
        version = con.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise _Newer(version)
        tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if version == 0 and tables - {"games", "seats", "crafts"}:
            raise _Damaged("not a statistics database")
        con.executescript(_SCHEMA)
        _add_game_column(con)
        if version == 1:
            _migrate_1_to_2(con)
        con.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        # every table must have the columns this version reads
        for table, column in (("games", "winner"), ("seats", "dice_gathered"), ("crafts", "card_name"),
                              ("seats", "bids"), ("crafts", "kind")):
            con.execute(f"SELECT {column} FROM {table} LIMIT 1").fetchall()
        if con.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise _Damaged("integrity check failed")
        con.commit()
        return con
    except Exception:
        con.close()
        raise


def _add_game_column(con: sqlite3.Connection) -> None:
    """games.game: which game a row is ('kingsforge' or 'forge', persist/forge_stats.py). Added to a
    database without it whatever its version; the rows already there are King's Forge games."""
    if "game" not in {row[1] for row in con.execute("PRAGMA table_info(games)")}:
        con.execute("ALTER TABLE games ADD COLUMN game TEXT NOT NULL DEFAULT 'kingsforge'")


def card_kinds() -> dict[str, str]:
    """card id -> 'bid' (an ambassador tile) or 'request', from the card data, for the migration of
    rows written before they were told apart (any other card id is a ware); {} if the data cannot
    be read (the old rows then stay as they were)."""
    try:
        from kingsforge.content import load_content

        c = load_content(modules=("ambassadors_row", "ambassador_requests"))
    except Exception as exc:          # a damaged data folder must not stop the statistics
        log.warning("statistics: card data unreadable for the migration (%s)", exc)
        return {}
    return {card.id: "bid" if card.tile is not None else "request" for card in c.craft
            if card.tile is not None or card.request}


def _migrate_1_to_2(con: sqlite3.Connection) -> None:
    """Schema 1 counted every craft move as a ware: bids on tiles and requests move to their own
    columns (seats.bids, seats.requests; crafts.kind), out of seats.crafts."""
    columns = {r[1] for r in con.execute("PRAGMA table_info(seats)")}
    for column in ("bids", "requests"):
        if column not in columns:
            con.execute(f"ALTER TABLE seats ADD COLUMN {column} INTEGER NOT NULL DEFAULT 0")
    if "kind" not in {r[1] for r in con.execute("PRAGMA table_info(crafts)")}:
        con.execute("ALTER TABLE crafts ADD COLUMN kind TEXT NOT NULL DEFAULT 'ware'")
    kinds = card_kinds()
    for card, kind in kinds.items():
        con.execute("UPDATE crafts SET kind = ? WHERE card = ?", (kind, card))
    for kind, column in (("bid", "bids"), ("request", "requests")):
        con.execute(f"UPDATE seats SET {column} = (SELECT COUNT(*) FROM crafts c WHERE c.game_id = seats.game_id "
                    f"AND c.seat = seats.seat AND c.kind = ?)", (kind,))
    con.execute("UPDATE seats SET crafts = MAX(0, crafts - bids - requests)")


BUSY_WAIT_S = 5.0       # how long to wait for another window's write to the database

# SQLite's primary result codes for a file that is fine but cannot be used now: another
# process holds it (BUSY, LOCKED), the disk is full or refuses (FULL, READONLY, IOERR, PERM,
# CANTOPEN), memory ran out (NOMEM). Such an error must never move the player's statistics aside.
_PASSING_CODES = {3, 5, 6, 7, 8, 10, 13, 14}


def _passing(exc: Exception) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in _PASSING_CODES


def connect(path=None) -> sqlite3.Connection | None:
    """The statistics database, created if missing; a damaged one is kept as .bad and
    replaced by a fresh one. None if the disk refuses or another process holds the file
    (then there are no statistics for now; the file is left as it is), or if a newer
    version wrote it (left as it is, so that version still reads it whole)."""
    global _problem
    path = Path(path) if path is not None else db_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        log.warning("no statistics: cannot create %s (%s)", path.parent, exc)
        return None
    for attempt in range(2):
        try:
            return _open_checked(path)
        except _Newer as exc:
            log.warning("no statistics: %s (%s), left as it is", path, exc)
            _problem = ("stats.problem.newer", {"version": exc.version})
            return None
        except (sqlite3.DatabaseError, _Damaged) as exc:
            if _passing(exc):                           # locked, busy, full, read-only: not damage
                log.warning("no statistics for now: %s (%s)", path, exc)
                return None
            if attempt:
                log.warning("no statistics: %s (%s)", path, exc)
                return None
            log.warning("statistics file unusable: %s", exc)
            _quarantine(path)
        except (sqlite3.Error, OSError) as exc:       # locked, read-only, full disk
            log.warning("no statistics: %s (%s)", path, exc)
            return None
    return None


def record_game(game: dict, path=None) -> bool:
    """Add one finished game. `game`: key, played_at, players, rounds, moves, seed, modules (list),
    winner (seat), seats (list of dicts: name, human, level, place, won, wares, dice_gathered,
    crafts (wares), steals, rounds, bids (on ambassador tiles), requests) and crafts (list of (seat,
    card id, card name, kind): kind 'ware', 'bid' or 'request').
    True if it was added; False if the game was already recorded or could not be written."""
    con = connect(path)
    if con is None:
        return False
    try:
        with con:
            cur = con.execute(
                "INSERT OR IGNORE INTO games (game_key, played_at, players, rounds, moves, seed, modules, winner) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (str(game["key"]), str(game["played_at"]), int(game["players"]), int(game["rounds"]),
                 int(game.get("moves", 0)), game.get("seed"), json.dumps(list(game.get("modules", ()))),
                 int(game["winner"])))
            if cur.rowcount == 0:
                return False
            gid = cur.lastrowid
            for i, s in enumerate(game["seats"]):
                con.execute("INSERT INTO seats (game_id, seat, name, human, level, place, won, wares, dice_gathered, "
                            "crafts, steals, rounds, bids, requests) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                            (gid, i, str(s["name"]), int(bool(s["human"])), str(s["level"]), int(s["place"]),
                             int(bool(s["won"])), int(s["wares"]), int(s["dice_gathered"]), int(s["crafts"]),
                             int(s["steals"]), int(s["rounds"]), int(s.get("bids", 0)), int(s.get("requests", 0))))
            con.executemany("INSERT INTO crafts (game_id, seat, card, card_name, kind) VALUES (?, ?, ?, ?, ?)",
                            [(gid, int(seat), str(entry[0]), str(entry[1]), str(entry[2]) if len(entry) > 2 else "ware")
                             for seat, *entry in game.get("crafts", ())])
        return True
    except (sqlite3.Error, KeyError, TypeError, ValueError) as exc:
        log.warning("game not recorded in the statistics: %s", exc)
        return False
    finally:
        con.close()


@dataclass
class Tally:
    """The figures both games' Statistics screens show (tally_humans fills them)."""
    games: int = 0
    human_games: int = 0                 # games with at least one human seat
    human_wins: int = 0
    # (opponent level or MIXED, players) -> (human wins, games), games with humans and computers
    by_level: dict = field(default_factory=dict)
    longest_streak: int = 0              # consecutive games won by a human seat
    current_streak: int = 0

    @property
    def empty(self) -> bool:
        return self.games == 0


@dataclass
class Summary(Tally):
    top_crafts: list = field(default_factory=list)     # [(card id, card name, times)], most first
    dice_gathered: int = 0               # by human seats, all games
    crafts: int = 0                      # wares (not bids on tiles, not requests)
    steals: int = 0
    bids: int = 0                        # bids on Masterworks' ambassador tiles
    requests: int = 0                    # Ambassador Requests made


def summary(path=None, top: int = 8) -> Summary:
    """Everything the Statistics screen shows; an empty Summary when there is nothing (or no file)."""
    out = Summary()
    con = connect(path)
    if con is None:
        return out
    try:
        tally_humans(con, "kingsforge", out)
        out.top_crafts = [(card, name, n) for card, name, n in con.execute(
            "SELECT card, MAX(card_name), COUNT(*) AS n FROM crafts WHERE kind = 'ware' GROUP BY card "
            "ORDER BY n DESC, card LIMIT ?", (top,))]
        dice, crafts, steals, bids, requests = con.execute(
            "SELECT COALESCE(SUM(dice_gathered), 0), COALESCE(SUM(crafts), 0), COALESCE(SUM(steals), 0), "
            "COALESCE(SUM(bids), 0), COALESCE(SUM(requests), 0) FROM seats WHERE human = 1").fetchone()
        out.dice_gathered, out.crafts, out.steals, out.bids, out.requests = dice, crafts, steals, bids, requests
    except sqlite3.Error as exc:
        log.warning("statistics unreadable: %s", exc)
        return Summary()
    finally:
        con.close()
    return out


def tally_humans(con: sqlite3.Connection, game: str, out) -> None:
    """The figures both games' screens show, from `game`'s rows in the order played: games,
    games with a human seat and those a human won, wins per (computer level or MIXED, players)
    and the streaks. `out` is the game's summary (a Tally: Summary, forge_stats.ForgeSummary)."""
    out.games = con.execute("SELECT COUNT(*) FROM games WHERE game = ?", (game,)).fetchone()[0]
    rows = con.execute("SELECT g.id, g.players, s.human, s.level, s.won FROM games g JOIN seats s ON "
                       "s.game_id = g.id WHERE g.game = ? ORDER BY g.played_at, g.id, s.seat", (game,)).fetchall()
    games: dict[int, dict] = {}
    for gid, players, human, level, won in rows:
        g = games.setdefault(gid, {"players": players, "humans": 0, "levels": set(), "human_won": False})
        if human:
            g["humans"] += 1
            g["human_won"] = g["human_won"] or bool(won)
        else:
            g["levels"].add(level)
    run = 0
    for g in games.values():          # in the order played
        if not g["humans"]:
            continue
        out.human_games += 1
        out.human_wins += g["human_won"]
        run = run + 1 if g["human_won"] else 0
        out.longest_streak = max(out.longest_streak, run)
        if g["levels"]:
            level = next(iter(g["levels"])) if len(g["levels"]) == 1 else MIXED
            wins, played = out.by_level.get((level, g["players"]), (0, 0))
            out.by_level[(level, g["players"])] = (wins + g["human_won"], played + 1)
    out.current_streak = run


def has_game(key: str, path=None) -> bool:
    con = connect(path)
    if con is None:
        return False
    try:
        return con.execute("SELECT 1 FROM games WHERE game_key = ?", (key,)).fetchone() is not None
    except sqlite3.Error:
        return False
    finally:
        con.close()
