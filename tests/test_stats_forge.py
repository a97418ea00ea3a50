"""Forge's games in the statistics database (persist/forge_stats.py, the games.game column of
persist/stats.py): recorded once, kept apart from King's Forge's figures, old rows read as King's
Forge games, wins per level and the favourite paths hand-checked."""

from __future__ import annotations

import sqlite3

from kingsforge.persist import forge_stats, stats
from tests.test_stats import _game as kf_game


def _forge(key="f1", won_by_human=True, level="hard", players=2, when="2025-02-01T10:00:00Z", paths=None):
    mine = paths or {"contracts": (20, 4), "guilds": (5, 2), "tokens": (3, 2), "board": (8, 3),
                     "achievements": (6, 2)}
    seats = [{"name": "Ana", "human": True, "level": "human", "place": 0 if won_by_human else 1,
              "won": won_by_human, "paths": mine}]
    for i in range(1, players):
        seats.append({"name": f"Bot{i}", "human": False, "level": level, "place": i if won_by_human else 0,
                      "won": not won_by_human and i == 1,
                      "paths": {"contracts": (1, 1), "guilds": (50, 3), "tokens": (0, 0), "board": (0, 0),
                                "achievements": (0, 0)}})
    return {"key": key, "played_at": when, "players": players, "rounds": 8, "moves": 90, "seed": 5,
            "winner": 0 if won_by_human else 1, "seats": seats}


def test_a_forge_game_is_recorded_once_and_apart_from_kings_forge(tmp_path):
    path = tmp_path / "stats.sqlite3"
    assert forge_stats.summary(path).empty
    assert forge_stats.record_game(_forge(), path) is True
    assert forge_stats.record_game(_forge(), path) is False       # the same game again: nothing changes
    assert stats.record_game(kf_game(key="f1"), path) is True       # a King's Forge game of the same key
    f, k = forge_stats.summary(path), stats.summary(path)
    assert (f.games, f.human_games, f.human_wins) == (1, 1, 1)
    assert (k.games, k.human_games, k.human_wins) == (1, 1, 1)
    assert f.by_level == {("hard", 2): (1, 1)} and k.by_level == {("hard", 2): (1, 1)}
    # King's Forge's human totals do not count Forge seats
    assert (k.dice_gathered, k.crafts, k.steals) == (20, 5, 1)
    with sqlite3.connect(str(path)) as con:
        assert sorted(r[0] for r in con.execute("SELECT game FROM games")) == ["forge", "kingsforge"]


def test_wins_per_level_and_player_count_and_favourite_paths(tmp_path):
    path = tmp_path / "stats.sqlite3"
    forge_stats.record_game(_forge("a", True, "easy", 2, "2025-02-01T10:00:00Z"), path)
    forge_stats.record_game(_forge("b", True, "easy", 2, "2025-02-02T10:00:00Z"), path)
    forge_stats.record_game(_forge("c", False, "hard", 3, "2025-02-03T10:00:00Z",
                                   {"contracts": (4, 1), "guilds": (2, 1), "tokens": (1, 1), "board": (9, 3),
                                    "achievements": (5, 1)}), path)
    forge_stats.record_game(_forge("d", True, "normal", 4, "2025-02-04T10:00:00Z"), path)
    s = forge_stats.summary(path)
    assert s.games == 4 and (s.human_wins, s.human_games) == (3, 4)
    assert s.by_level == {("easy", 2): (2, 2), ("hard", 3): (0, 1), ("normal", 4): (1, 1)}
    assert (s.longest_streak, s.current_streak) == (2, 1)
    assert s.best_score == 42                                     # 20 + 5 + 3 + 8 + 6
    # contracts were Ana's biggest part 3 times, the board once; the bots' guild points do not count
    assert s.paths[0] == ("contracts", 3, 64) and s.paths[1] == ("board", 1, 33)
    assert {p for p, _g, _vp in s.paths} == set(forge_stats.PATHS)
    assert dict((p, vp) for p, _g, vp in s.paths)["guilds"] == 17


def test_rows_from_before_the_game_column_are_kings_forge_games(tmp_path):
    """A statistics file written before Forge: its games count for King's Forge, none for Forge."""
    path = tmp_path / "stats.sqlite3"
    old = stats._SCHEMA
    with sqlite3.connect(str(path)) as con:
        con.executescript(old)
        con.execute("PRAGMA user_version = 1")
        con.execute("INSERT INTO games (game_key, played_at, players, rounds, moves, seed, modules, winner) "
                    "VALUES ('old', '2024-01-01T00:00:00Z', 2, 5, 80, 1, '[]', 0)")
        for seat, human in ((0, 1), (1, 0)):
            con.execute("INSERT INTO seats (game_id, seat, name, human, level, place, won, wares, dice_gathered, "
                        "crafts, steals, rounds) VALUES (1, ?, 'X', ?, ?, ?, ?, 3, 10, 2, 0, 5)",
                        (seat, human, "human" if human else "easy", seat, int(seat == 0)))
    assert "game" not in {r[1] for r in sqlite3.connect(str(path)).execute("PRAGMA table_info(games)")}
    k = stats.summary(path)
    assert (k.games, k.human_wins, k.by_level) == (1, 1, {("easy", 2): (1, 1)})
    assert forge_stats.summary(path).empty
    with sqlite3.connect(str(path)) as con:
        assert con.execute("SELECT game FROM games").fetchall() == [("kingsforge",)]
    assert stats.has_game("old", path)


def test_bad_input_is_not_recorded(tmp_path):
    path = tmp_path / "stats.sqlite3"
    broken = _forge()
    del broken["seats"][0]["paths"]
    assert forge_stats.record_game(broken, path) is False
    assert forge_stats.summary(path).empty


def test_a_hand_edited_row_is_left_out_not_raised(tmp_path):
    """Text where the VP of a path should be (the database edited by hand) left the Statistics
    screen with a TypeError; the row is left out and the rest still counts."""
    path = tmp_path / "stats.sqlite3"
    forge_stats.record_game(_forge("a"), path)
    forge_stats.record_game(_forge("b", when="2025-02-02T10:00:00Z"), path)
    with sqlite3.connect(str(path)) as con:
        con.execute("UPDATE forge_paths SET vp = 'lots' WHERE path = 'contracts' AND game_id = "
                    "(SELECT MIN(game_id) FROM forge_paths)")
    s = forge_stats.summary(path)
    assert s.games == 2 and dict((p, vp) for p, _g, vp in s.paths)["contracts"] == 20
