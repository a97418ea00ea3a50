"""Forge's finished games in the statistics database (persist/stats.py: the same file).

A Forge game is a row of `games` with ``game = 'forge'`` (the column stats.py adds; rows from
before it are King's Forge games; `winner` is the winning seat, -1 for a shared win, whose every
winner has `won`), its seats in `seats` (name, human, level, place, won, rounds;
King's Forge's dice/crafts/steals/wares are 0 for Forge seats), and where each seat's points came
from in `forge_paths`: one row per seat and path (contracts, guilds, tokens, board,
achievements) with the VP it brought and how many cards or pieces gave them.

    from kingsforge.persist import forge_stats
    forge_stats.record_game({...})     # True if new, False if already there or not written
    forge_stats.summary()              # ForgeSummary: games, wins per AI level and player count, paths

Like stats.py, nothing here raises at the game and nothing here knows the rules: the caller
(forge/ui/stats.py) hands plain values.
"""

from __future__ import annotations

import logging
import sqlite3
from dataclasses import dataclass, field

from kingsforge.persist import stats

GAME = "forge"
SHARED = -1             # games.winner of a shared win: no single seat won
# the scoring breakdown's parts (forge/engine/scoring.py: breakdown), in the order shown
PATHS = ("contracts", "guilds", "tokens", "board", "achievements")

log = logging.getLogger("kingsforge.stats")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS forge_paths (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    path TEXT NOT NULL,
    vp INTEGER NOT NULL,
    n INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat, path)
);
"""
# Files written before a shared win was kept as SHARED name its first winner in games.winner:
# set to SHARED wherever more than one seat won (each winner's `won` was right all along).
_SHARED_WINS = f"""
UPDATE games SET winner = {SHARED} WHERE game = '{GAME}' AND winner <> {SHARED}
    AND (SELECT COUNT(*) FROM seats s WHERE s.game_id = games.id AND s.won = 1) > 1;
"""


def sole_winner(winners) -> int:
    """The games table's `winner` of a game won by `winners` (seats): the one seat, or SHARED."""
    return winners[0] if len(winners) == 1 else SHARED


def _connect(path=None) -> sqlite3.Connection | None:
    con = stats.connect(path)
    if con is None:
        return None
    try:
        con.executescript(_SCHEMA + _SHARED_WINS)
        return con
    except sqlite3.Error as exc:
        log.warning("no Forge statistics: %s", exc)
        con.close()
        return None


def record_game(game: dict, path=None) -> bool:
    """Add one finished Forge game. `game`: key, played_at, players, rounds, moves, seed, winner
    (seat, SHARED for a shared win: sole_winner), seats (list of dicts: name, human, level, place,
    won (every winner of a shared win), paths: {path: (vp, n)}).
    True if it was added; False if the game was already recorded or could not be written."""
    con = _connect(path)
    if con is None:
        return False
    try:
        with con:
            cur = con.execute(
                "INSERT OR IGNORE INTO games (game_key, played_at, players, rounds, moves, seed, modules, winner, "
                "game) VALUES (?, ?, ?, ?, ?, ?, '[]', ?, ?)",
                (f"{GAME}-{game['key']}", str(game["played_at"]), int(game["players"]), int(game["rounds"]),
                 int(game.get("moves", 0)), game.get("seed"), int(game["winner"]), GAME))
            if cur.rowcount == 0:
                return False
            gid = cur.lastrowid
            for i, s in enumerate(game["seats"]):
                con.execute("INSERT INTO seats (game_id, seat, name, human, level, place, won, wares, dice_gathered, "
                            "crafts, steals, rounds) VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, ?)",
                            (gid, i, str(s["name"]), int(bool(s["human"])), str(s["level"]), int(s["place"]),
                             int(bool(s["won"])), int(game["rounds"])))
                con.executemany("INSERT INTO forge_paths VALUES (?, ?, ?, ?, ?)",
                                [(gid, i, p, int(s["paths"][p][0]), int(s["paths"][p][1]))
                                 for p in PATHS if p in s["paths"]])
        return True
    except (sqlite3.Error, KeyError, TypeError, ValueError, IndexError) as exc:
        log.warning("Forge game not recorded in the statistics: %s", exc)
        return False
    finally:
        con.close()


@dataclass
class ForgeSummary(stats.Tally):
    best_score: int = 0                  # a human seat's best final score
    # [(path, games it was a human's biggest source of VP, VP it brought humans in all)], favourite first
    paths: list = field(default_factory=list)


def summary(path=None) -> ForgeSummary:
    """Everything Forge's Statistics screen shows; empty when there is nothing (or no file)."""
    out = ForgeSummary()
    con = _connect(path)
    if con is None:
        return out
    try:
        stats.tally_humans(con, GAME, out)
        points: dict[tuple[int, int], dict[str, int]] = {}      # a human seat's VP by path
        for gid, seat, p, vp in con.execute(
                "SELECT f.game_id, f.seat, f.path, f.vp FROM forge_paths f JOIN games g ON g.id = f.game_id "
                "JOIN seats s ON s.game_id = f.game_id AND s.seat = f.seat WHERE g.game = ? AND s.human = 1",
                (GAME,)):
            if p in PATHS and isinstance(vp, int) and not isinstance(vp, bool):    # a hand-edited row: left out
                points.setdefault((gid, seat), {})[p] = vp
        favourite = {p: 0 for p in PATHS}
        total = {p: 0 for p in PATHS}
        for mine in points.values():
            out.best_score = max(out.best_score, sum(mine.values()))
            for p, vp in mine.items():
                total[p] = total.get(p, 0) + vp
            if any(mine.values()):     # the biggest part; ties go to the earlier path of PATHS
                favourite[max(PATHS, key=lambda p: (mine.get(p, 0), -PATHS.index(p)))] += 1
        out.paths = sorted(((p, favourite[p], total[p]) for p in PATHS),
                           key=lambda row: (-row[1], -row[2], PATHS.index(row[0])))
    except sqlite3.Error as exc:
        log.warning("Forge statistics unreadable: %s", exc)
        return ForgeSummary()
    finally:
        con.close()
    return out
