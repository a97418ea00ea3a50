"""A shared Forge win in the statistics: a win for each winner and for no single seat (games.winner
is -1, as in the kept game), in what is recorded, in files written before, and in the figures the
Statistics screen shows."""

from __future__ import annotations

import sqlite3

import pytest

from kingsforge.forge.engine import scoring
from kingsforge.forge.engine.state import OVER
from kingsforge.forge.ui import stats
from kingsforge.forge.ui.match import ForgeMatch
from kingsforge.forge.ui.screenshot import demo_config
from kingsforge.persist import forge_stats


def _finished(tied: tuple[int, ...], humans: int = 1, seed: int = 2) -> ForgeMatch:
    """A game of three over at its start, the seats `tied` ahead of the others in every respect."""
    config = demo_config(3, seed, humans=humans)
    for seat in config.seats:
        seat.level = "random"
    match = ForgeMatch.new(config)
    match.autosave_enabled = False
    match.state.phase = OVER
    for seat in tied:
        match.state.p[seat].vp = 5
    return match


def _stored(path) -> list[tuple[int, list[int]]]:
    """Each Forge game's games.winner and the seats that have `won`, in the order recorded."""
    with sqlite3.connect(str(path)) as con:
        games = con.execute("SELECT id, winner FROM games WHERE game = 'forge' ORDER BY id").fetchall()
        return [(winner, [s for (s,) in con.execute("SELECT seat FROM seats WHERE game_id = ? AND won = 1 "
                                                    "ORDER BY seat", (gid,))]) for gid, winner in games]


def test_a_shared_win_names_no_single_winner_in_the_record_and_the_file(tmp_path):
    match = _finished((0, 2))
    assert scoring.winners(match.state) == [0, 2]
    entry = stats.stats_entry(match)
    assert entry["winner"] == forge_stats.SHARED and entry["winners"] == [0, 2]
    assert [s["won"] for s in entry["seats"]] == [True, False, True]
    path = tmp_path / "stats.sqlite3"
    assert forge_stats.record_game(entry, path)
    assert _stored(path) == [(forge_stats.SHARED, [0, 2])]


def test_a_single_winner_is_still_the_games_winner(tmp_path):
    match = _finished((1,))
    entry = stats.stats_entry(match)
    assert entry["winner"] == 1 and entry["winners"] == [1]
    path = tmp_path / "stats.sqlite3"
    forge_stats.record_game(entry, path)
    assert _stored(path) == [(1, [1])]


@pytest.mark.parametrize("tied, human_won", [((0, 2), True), ((1, 2), False)])
def test_the_statistics_count_a_shared_win_for_each_winner_only(tmp_path, tied, human_won):
    """The human seat 0 sharing the win has won; two computers sharing it, the human has not."""
    path = tmp_path / "stats.sqlite3"
    forge_stats.record_game(stats.stats_entry(_finished(tied)), path)
    s = forge_stats.summary(path)
    assert (s.games, s.human_games, s.human_wins) == (1, 1, int(human_won))
    assert s.by_level == {("random", 3): (int(human_won), 1)}
    assert (s.longest_streak, s.current_streak) == (int(human_won), int(human_won))


def test_a_file_written_before_reads_a_shared_win_right(tmp_path):
    """Before, a shared win was stored with its first winner in games.winner: such a file still
    loads, its figures are the same, and the shared win names no single winner any more."""
    path = tmp_path / "stats.sqlite3"
    old = stats.stats_entry(_finished((0, 2)))
    old["winner"] = old["winners"][0]                 # as the statistics were written before
    del old["winners"]
    forge_stats.record_game(old, path)
    single = stats.stats_entry(_finished((1,), humans=0, seed=3))
    forge_stats.record_game(single, path)
    s = forge_stats.summary(path)
    assert (s.games, s.human_games, s.human_wins) == (2, 1, 1)
    assert _stored(path) == [(forge_stats.SHARED, [0, 2]), (1, [1])]
