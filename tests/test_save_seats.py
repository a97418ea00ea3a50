"""Seats and colours read back from files a player may have edited: both games' saves and the
Replay list take a colour only when it is [r, g, b] in 0-255, and never raise on one."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from kingsforge import persist
from kingsforge.forge.ui.match import seats_from
from kingsforge.persist.saves import seat_colour
from kingsforge.ui.scenes import replay


@pytest.mark.parametrize("value, colour", [([10, 20, 30], (10, 20, 30)), ((0, 0, 255), (0, 0, 255)),
                                           ([999, -5, 0], None), ([1], None), ([True, 0, 0], None),
                                           ([1e400, 0, 0], None), ("red", None), (None, None),
                                           ([1.5, 2, 3], None), ([1, 2, 3, 4], None)])
def test_seat_colour(value, colour):
    assert seat_colour(value) == colour


@pytest.mark.parametrize("seats", [5, 1.5, True, "x", [{"name": "A", "colour": [999, -5, 0], "human": True}] * 2,
                                   [{"name": "A", "colour": [1e400, 0, 0], "human": True}] * 2,
                                   [{"name": 3, "colour": [1, 2, 3], "human": True}] * 2, [7, 8]])
def test_forge_seats_from_a_bad_save_fall_back_to_computer_seats(seats):
    record = SimpleNamespace(players=2, names=["Ana", "Ben"])
    got = seats_from({"seats": seats}, record)
    assert len(got) == 2 and [s.name for s in got] == ["Ana", "Ben"]
    assert all(seat_colour(list(s.colour)) for s in got)


def test_the_replay_list_survives_bad_files_and_lists_only_its_game(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("KINGSFORGE_HOME", str(home))
    games = persist.paths.games_dir()
    games.mkdir(parents=True, exist_ok=True)
    base = {"format": 1, "seed": 3, "players": 2, "names": ["Ana", "Ben"], "actions": [], "modules": []}
    (games / "a_inf.json").write_text(json.dumps(dict(base, extra={"finished": {"rounds": 1e400}})))
    (games / "b_colour.json").write_text(json.dumps(dict(base, extra={"seats": [{"colour": [999, 0, 0]},
                                                                                {"colour": "red"}]})))
    (games / "forge-5-90.json").write_text(json.dumps({"game": "forge", "format": 1, "seed": 5, "moves": []}))
    entries = replay.saved_games()
    names = sorted(e.path.name for e in entries)
    assert names == ["a_inf.json", "b_colour.json"]         # Forge's game stays for Forge's Replay
    by_name = {e.path.name: e for e in entries}
    assert not by_name["a_inf.json"].readable
    assert by_name["b_colour.json"].colours == [(200, 200, 200), (200, 200, 200)]


def test_forge_s_kept_games_take_no_place_in_the_replay_list(tmp_path, monkeypatch):
    """The list keeps the newest 500 files; Forge's ('forge-...', sorting first) used them up
    before being dropped, so 500 kept Forge games left no King's Forge game listed."""
    monkeypatch.setenv("KINGSFORGE_HOME", str(tmp_path / "home"))
    games = persist.paths.games_dir()
    games.mkdir(parents=True, exist_ok=True)
    base = {"format": 1, "seed": 3, "players": 2, "names": ["Ana", "Ben"], "actions": [], "modules": []}
    (games / "20261127-101010-abc.json").write_text(json.dumps(base))
    forge = json.dumps({"game": "forge", "format": 1, "seed": 5, "moves": []})
    for i in range(3):
        (games / f"{persist.paths.FORGE_GAMES}{i}-90.json").write_text(forge)
    assert [e.path.name for e in replay.saved_games(limit=3)] == ["20261127-101010-abc.json"]
