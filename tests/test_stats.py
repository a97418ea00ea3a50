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
    stats.take_problem()
    assert stats.record_game(_game(), path) is True             # no traceback: a fresh database
    assert stats.summary(path).games == 1
    if damage:
        assert (tmp_path / "stats.sqlite3.bad").read_bytes() == damage
        # and the player is told, once (the Statistics screen takes it)
        assert stats.take_problem() == ("stats.problem.damaged", {"file": "stats.sqlite3.bad"})
    assert stats.take_problem() is None


def test_a_database_another_process_holds_is_left_as_it_is(tmp_path, monkeypatch):
    """Locked (another window writing) is not damage: no statistics for now, none lost."""
    monkeypatch.setattr(stats, "BUSY_WAIT_S", 0.05)
    path = tmp_path / "stats.sqlite3"
    for i in range(3):
        stats.record_game(_game(f"g{i}"), path)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        assert stats.summary(path).empty
        assert stats.record_game(_game("g9"), path) is False
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert not list(tmp_path.glob("*.bad"))
    assert stats.summary(path).games == 3


def test_a_newer_schema_is_left_as_it_is_and_said(tmp_path):
    """A file a newer version wrote is not damage: it is neither moved nor written (that version
    still reads it whole), nothing is recorded, and the player is told why the figures are empty."""
    path = tmp_path / "stats.sqlite3"
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {stats.SCHEMA_VERSION + 1}")
    con.execute("CREATE TABLE games (x)")
    con.commit()
    con.close()
    before = path.read_bytes()
    assert stats.summary(path).empty
    assert stats.take_problem() == ("stats.problem.newer", {"version": stats.SCHEMA_VERSION + 1})
    assert stats.record_game(_game(), path) is False
    assert not list(tmp_path.glob("*.bad")) and path.read_bytes() == before
    assert stats.take_problem() is not None         # said again at every look, until updated


def test_a_folder_that_cannot_be_written_gives_empty_statistics(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    path = blocker / "stats.sqlite3"            # its folder is a file
    assert stats.record_game(_game(), path) is False
    assert stats.summary(path).empty


MASTERWORKS_GOLDEN = Path(__file__).resolve().parent / "golden" / "2p_greedy_vs_random_every_masterworks_seed10.txt"


def test_bids_requests_and_wares_are_counted_apart():
    """A game with every Masterworks module: bids on tiles and requests are not wares."""
    from kingsforge.content import load_content
    from kingsforge.engine.actions import Craft
    from kingsforge.ui.match import craft_kind, game_figures

    lines = MASTERWORKS_GOLDEN.read_text(encoding="utf-8").splitlines()
    header = dict(line.split(": ", 1) for line in lines if ": " in line and not line.startswith(("{", "#")))
    content = load_content(modules=tuple(header["modules"].split(",")))
    moves = [action_from_data(content, json.loads(line.split(" | ")[0])) for line in lines if line.startswith("{")]
    figures = game_figures(content, int(header["players"]), int(header["seed"]), moves)
    kinds = [craft_kind(content.craft[a.card]) for a in moves if isinstance(a, Craft)]
    assert kinds.count("bid") > 0
    assert sum(f.bids for f in figures) == kinds.count("bid")
    assert sum(f.crafts for f in figures) == kinds.count("ware")
    assert sum(f.requests for f in figures) == kinds.count("request")


def test_a_schema_1_database_is_migrated(tmp_path):
    """Rows written when every craft move counted as a ware: the bids and requests move to their
    own columns and leave the 'wares crafted most' list."""
    path = tmp_path / "stats.sqlite3"
    con = sqlite3.connect(str(path))
    con.executescript("""
        CREATE TABLE games (id INTEGER PRIMARY KEY, game_key TEXT NOT NULL UNIQUE, played_at TEXT NOT NULL,
            players INTEGER NOT NULL, rounds INTEGER NOT NULL, moves INTEGER NOT NULL, seed INTEGER,
            modules TEXT NOT NULL, winner INTEGER NOT NULL);
        CREATE TABLE seats (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, seat INTEGER NOT NULL,
            name TEXT NOT NULL, human INTEGER NOT NULL, level TEXT NOT NULL, place INTEGER NOT NULL,
            won INTEGER NOT NULL, wares INTEGER NOT NULL, dice_gathered INTEGER NOT NULL, crafts INTEGER NOT NULL,
            steals INTEGER NOT NULL, rounds INTEGER NOT NULL, PRIMARY KEY (game_id, seat));
        CREATE TABLE crafts (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL, card TEXT NOT NULL, card_name TEXT NOT NULL);
        INSERT INTO games VALUES (1, 'k1', '2025-01-01T10:00:00Z', 2, 5, 100, 3, '[]', 0);
        INSERT INTO seats VALUES (1, 0, 'Ana', 1, 'human', 0, 1, 2, 20, 6, 1, 5);
        INSERT INTO seats VALUES (1, 1, 'Bot', 0, 'hard', 1, 0, 1, 15, 3, 0, 5);
        INSERT INTO crafts VALUES (1, 0, 'hidden_city', 'Hidden City');
        INSERT INTO crafts VALUES (1, 0, 'hidden_city', 'Hidden City');
        INSERT INTO crafts VALUES (1, 0, 'great_cauldron', 'Great Cauldron');
        INSERT INTO crafts VALUES (1, 0, 'celestial_dragon', 'Celestial Dragon');
        INSERT INTO crafts VALUES (1, 0, 'crown', 'Crown');
        INSERT INTO crafts VALUES (1, 0, 'crown', 'Crown');
        INSERT INTO crafts VALUES (1, 1, 'lantern', 'Lantern');
        INSERT INTO crafts VALUES (1, 1, 'one_tree', 'One Tree');
        INSERT INTO crafts VALUES (1, 1, 'lantern', 'Lantern');
        PRAGMA user_version = 1;
    """)
    con.commit()
    con.close()
    s = stats.summary(path)
    assert s.games == 1
    assert (s.crafts, s.bids, s.requests, s.steals) == (2, 3, 1, 1)        # Ana's 6 craft moves, apart
    assert [card for card, _n, _k in s.top_crafts] == ["crown", "lantern"]   # no tile, no request
    con = sqlite3.connect(str(path))
    assert con.execute("PRAGMA user_version").fetchone()[0] == stats.SCHEMA_VERSION
    assert con.execute("SELECT crafts, bids, requests FROM seats WHERE seat = 1").fetchone() == (2, 1, 0)
    con.close()
    # a new game records its figures apart, beside the migrated ones
    game = _game("k2")
    game["seats"][0].update(bids=4, requests=1)
    game["crafts"] = [(0, "crown", "Crown", "ware"), (0, "hidden_city", "Hidden City", "bid")]
    assert stats.record_game(game, path)
    s = stats.summary(path)
    assert (s.bids, s.requests) == (7, 2)
    assert ("hidden_city", "Hidden City", 1) not in s.top_crafts


def test_the_game_over_screen_says_why_the_game_ended(monkeypatch):
    """A player reached the goal; or, under the Royal Decree, no masterwork was left (the ruling)."""
    from kingsforge.ui import staging
    from kingsforge.ui.match import Figures
    from kingsforge.ui.scenes.gameover import end_reason, figure_lines
    from kingsforge.ui.screenshot import demo_config

    match = staging.staged_match("gameover", demo_config(2, 4))
    s = match.state
    reason = end_reason(match)
    if any(len(t) >= s.items_to_win for t in s.tucked):
        assert "reached" in reason and str(s.items_to_win) in reason
    match = staging.every_masterworks_match("gameover-masterworks", demo_config(2, 1))
    s = match.state
    s.tucked = [t[:1] for t in s.tucked]          # nobody at the goal: the decree's ruling ended it
    s.display, s.waiting, s.beside = [], [], []
    assert "no masterwork" in end_reason(match)
    assert figure_lines(Figures(3, 2, 1, 5, 4, 1))[3:] == ["4 bids on tiles", "1 request made"]
    assert len(figure_lines(Figures(3, 2, 1, 5))) == 3       # the base game: no bid or request lines
