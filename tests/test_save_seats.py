"""Seats and colours read back from files a player may have edited: both games' saves and the
Replay list take a colour only when it is [r, g, b] in 0-255, and never raise on one."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from kingsforge import persist
from kingsforge.persist.saves import seat_colour
from kingsforge.ui.scenes import replay
from kingsforge.ui.seats import seats_from_data


@pytest.mark.parametrize("value, colour", [([10, 20, 30], (10, 20, 30)), ((0, 0, 255), (0, 0, 255)),
                                           ([999, -5, 0], None), ([1], None), ([True, 0, 0], None),
                                           ([1e400, 0, 0], None), ("red", None), (None, None),
                                           ([1.5, 2, 3], None), ([1, 2, 3, 4], None)])
def test_seat_colour(value, colour):
    assert seat_colour(value) == colour


@pytest.mark.parametrize("seats", [5, 1.5, True, "x", [{"name": "A", "colour": [999, -5, 0], "human": True}] * 2,
                                   [{"name": "A", "colour": [1e400, 0, 0], "human": True}] * 2,
                                   [{"name": 3, "colour": [1, 2, 3], "human": True}] * 2, [7, 8]])
def test_seats_that_make_no_sense_are_refused_in_both_games(seats):
    """One reading of a save's seats in the shell: a hand-edited Forge save with malformed seats
    opened with default seats (seat 1 human) where King's Forge refused it."""
    record = SimpleNamespace(players=2, names=["Ana", "Ben"])
    with pytest.raises(ValueError):
        seats_from_data({"seats": seats}, record)


def test_a_forge_save_with_malformed_seats_is_kept_aside_and_says_why(tmp_path):
    from kingsforge.forge.content import load_forge
    from kingsforge.forge.engine.record import GameRecord
    from kingsforge.forge.ui.match import ForgeMatch
    from kingsforge.forge.ui.replay import ForgeReplayScene

    record = GameRecord(load_forge(), 2, 5, ["Ana", "Ben"])
    for name, load in (("forge-autosave.json", ForgeMatch.load),
                       ("forge-5-90.json", lambda path: ForgeReplayScene.from_file(None, path))):
        path = persist.save_game(record, tmp_path / name, extra={"seats": [{"name": "Ana", "colour": "red", "human": True}] * 2})
        with pytest.raises(persist.SaveError) as caught:
            load(path)
        assert "players are missing" in caught.value.message and caught.value.detail == "a seat has a wrong colour"
        assert caught.value.bad_path is not None and caught.value.bad_path.exists() and not path.exists()


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


def test_a_headless_save_opens_with_computer_seats_at_its_levels_and_long_names_cut(tmp_path):
    """A save from `play --headless` keeps its bots, not seats: both games open it with every seat
    played by the computer at those levels (a Forge one opened with seat 1 human). Its names, which
    a hand edit can make 10,000 letters long (14 s a frame at the table), are cut as the seats' are."""
    from kingsforge.forge.content import load_forge
    from kingsforge.forge.engine.record import GameRecord
    from kingsforge.forge.ui.match import ForgeMatch
    from kingsforge.persist.settings import MAX_NAME

    record = GameRecord(load_forge(), 2, 5, ["A" * 10_000, "Ben"])
    path = persist.save_game(record, tmp_path / "forge-autosave.json", extra={"mode": "headless",
                                                                             "bots": ["hard", "greedy"]})
    match = ForgeMatch.load(path)
    assert [(s.name, s.human, s.level) for s in match.config.seats] == [("A" * MAX_NAME, False, "hard"),
                                                                         ("Ben", False, "greedy")]
    seats = [{"name": "B" * 10_000, "colour": [1, 2, 3], "human": True}] * 2
    assert all(len(s.name) == MAX_NAME for s in seats_from_data({"seats": seats}, record))


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
