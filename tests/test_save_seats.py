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


def test_forge_seats_from_a_save_without_seats_cut_long_names():
    """A hand-edited Forge save with no usable seats took its record's names as they were: names
    of 10,000 letters took 14 s a frame at the table. They are cut as the seats' names are."""
    from kingsforge.persist.settings import MAX_NAME

    record = SimpleNamespace(players=2, names=["A" * 10_000, "Ben"])
    assert [s.name for s in seats_from({}, record)] == ["A" * MAX_NAME, "Ben"]
    seats = [{"name": "B" * 10_000, "colour": [1, 2, 3], "human": True}] * 2
    assert all(len(s.name) == MAX_NAME for s in seats_from({"seats": seats}, record))


def test_the_replay_list_skips_a_pipe_among_the_games(tmp_path, monkeypatch):
    """A named pipe called games/forge-x.json made the list wait for ever on its read."""
    import os
    import threading

    monkeypatch.setenv("KINGSFORGE_HOME", str(tmp_path / "home"))
    games = persist.paths.games_dir()
    games.mkdir(parents=True, exist_ok=True)
    os.mkfifo(games / "20261127-101010-pipe.json")
    got = []
    reader = threading.Thread(target=lambda: got.append(replay.saved_games()), daemon=True)
    reader.start()
    reader.join(10)
    if reader.is_alive():           # let the stuck read go before failing
        os.open(games / "20261127-101010-pipe.json", os.O_WRONLY | os.O_NONBLOCK)
    assert not reader.is_alive() and [e.readable for e in got[0]] == [False]


def test_a_pipe_for_the_tutorial_offers_answer_reads_as_unanswered(tmp_path, monkeypatch):
    """The title reads whether the tutorial was offered: a pipe in that file's place hung it."""
    import os
    import threading

    from kingsforge.ui import tutorial_script

    monkeypatch.setenv("KINGSFORGE_HOME", str(tmp_path / "home"))
    path = tutorial_script.offer_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    got = []
    reader = threading.Thread(target=lambda: got.append(tutorial_script.offer_answered()), daemon=True)
    reader.start()
    reader.join(10)
    if reader.is_alive():           # let the stuck read go before failing
        os.open(path, os.O_WRONLY | os.O_NONBLOCK)
    assert not reader.is_alive() and got == [False]
