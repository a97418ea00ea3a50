"""Statistics of finished games (persist/stats.py) and the figures a game's record gives
(ui/match.game_figures): hand-checked on a golden game, recorded once, robust to a damaged file."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from kingsforge.engine.record import action_from_data
from kingsforge.persist import stats

GOLDEN = Path(__file__).resolve().parent / "golden" / "2p_greedy_vs_random_seed11.txt"


def golden_moves(content):
    lines = GOLDEN.read_text(encoding="utf-8").splitlines()
    return [action_from_data(content, json.loads(line.split(" | ")[0])) for line in lines if line.startswith("{")]


def test_figures_of_the_golden_game_match_the_hand_count(shipped_content):
    from kingsforge.ui.match import game_figures

    moves = golden_moves(shipped_content)
    # Round 1 (the first 13 moves), from the card data: Ana gains 2 wood (Woodcutter's Camp),
    # 1 Library die (Library), 1 metal + 1 gem (South Mine), 4 metal (Caravan), 1 wood (East Forest);
    # Alchemist and Tavern give bonuses, not dice. Ben gains 2 wood (Mill) and the first passer's metal.
    ana, ben = game_figures(shipped_content, 2, 11, moves[:13])
    assert (ana.dice_gathered, ben.dice_gathered) == (2 + 1 + 2 + 4 + 1, 2 + 1)
    assert (ana.crafts, ben.crafts, ana.rounds) == (0, 0, 2)     # the 13th move deals round 2
    # The whole game: Ana crafts Iron Shield, Silver Chalice, Smith's Hammer, Iron Pot in round 3
    # and Carved Pipe in round 4; nobody out-crafts; it ends in round 4.
    ana, ben = game_figures(shipped_content, 2, 11, moves)
    assert (ana.crafts, ben.crafts) == (5, 0)
    assert (ana.steals, ben.steals) == (0, 0)
    assert ana.rounds == ben.rounds == 4
    assert ana.dice_gathered >= 10 and ben.dice_gathered >= 3
    # a pure function: the same moves, the same figures
    assert game_figures(shipped_content, 2, 11, moves) == [ana, ben]


def test_a_steal_is_counted_for_the_thief():
    """An out-craft in a real game: the thief's steals and crafts, not the victim's."""
    from kingsforge.ui import staging
    from kingsforge.ui.match import record_figures
    from kingsforge.ui.screenshot import demo_config

    match = staging.staged_match("gameover", demo_config(3, 4))
    figures = record_figures(match.record)
    crafted = sum(f.crafts for f in figures)
    assert crafted >= len([c for t in match.state.tucked for c in t])
    assert sum(f.steals for f in figures) <= crafted


def _game(key="k1", won_by_human=True, level="hard", players=2, when="2025-01-01T10:00:00Z"):
    seats = [{"name": "Ana", "human": True, "level": "human", "place": 0 if won_by_human else 1,
              "won": won_by_human, "wares": 4, "dice_gathered": 20, "crafts": 5, "steals": 1, "rounds": 6}]
    for i in range(1, players):
        seats.append({"name": f"Bot{i}", "human": False, "level": level, "place": i if won_by_human else 0,
                      "won": not won_by_human and i == 1, "wares": 2, "dice_gathered": 15, "crafts": 2,
                      "steals": 0, "rounds": 6})
    return {"key": key, "played_at": when, "players": players, "rounds": 6, "moves": 120, "seed": 3,
            "modules": [], "winner": 0 if won_by_human else 1, "seats": seats,
            "crafts": [(0, "crown", "Crown"), (0, "crown", "Crown"), (1, "lantern", "Lantern")]}


def test_a_game_is_recorded_once(tmp_path):
    path = tmp_path / "stats.sqlite3"
    assert stats.summary(path).empty
    assert stats.record_game(_game(), path) is True
    assert stats.record_game(_game(), path) is False          # the same game again: nothing changes
    s = stats.summary(path)
    assert s.games == 1 and s.human_wins == 1
    assert s.by_level == {("hard", 2): (1, 1)}
    assert s.top_crafts[0] == ("crown", "Crown", 2)


def test_summary_wins_per_level_and_streaks(tmp_path):
    path = tmp_path / "stats.sqlite3"
    results = [True, True, False, True, True, True, False]
    for i, won in enumerate(results):
        stats.record_game(_game(f"g{i}", won, ("easy", "hard")[i % 2], 2 + i % 3, f"2025-01-{i + 1:02d}T10:00:00Z"),
                          path)
    s = stats.summary(path)
    assert s.games == 7 and s.human_games == 7 and s.human_wins == 5
    assert s.longest_streak == 3 and s.current_streak == 0
    assert sum(g for _w, g in s.by_level.values()) == 7
    assert s.by_level[("easy", 2)] == (1, 2)        # games 0 (won) and 6 (lost): easy, 2 players
    assert s.by_level[("hard", 3)] == (1, 1)        # game 1
    assert s.dice_gathered == 7 * 20 and s.crafts == 7 * 5 and s.steals == 7


@pytest.mark.parametrize("damage", [b"this is not a database at all" * 40, b"", b"SQLite format 3\x00" + b"\xff" * 400])
def test_a_damaged_file_is_kept_as_bad_and_started_over(tmp_path, damage):
    path = tmp_path / "stats.sqlite3"
    path.write_bytes(damage)
    assert stats.record_game(_game(), path) is True             # no traceback: a fresh database
    assert stats.summary(path).games == 1
    if damage:
        assert (tmp_path / "stats.sqlite3.bad").read_bytes() == damage


def test_a_newer_schema_is_not_touched(tmp_path):
    path = tmp_path / "stats.sqlite3"
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {stats.SCHEMA_VERSION + 1}")
    con.execute("CREATE TABLE games (x)")
    con.commit()
    con.close()
    assert stats.summary(path).empty
    assert (tmp_path / "stats.sqlite3.bad").exists()
    assert stats.record_game(_game(), path)


def test_a_folder_that_cannot_be_written_gives_empty_statistics(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    path = blocker / "stats.sqlite3"            # its folder is a file
    assert stats.record_game(_game(), path) is False
    assert stats.summary(path).empty
