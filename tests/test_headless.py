"""Headless AI games with autosave and resume (kingsforge.headless, `play --headless`)."""

from __future__ import annotations

import json
import shutil

import pytest

from kingsforge import cli, headless, persist


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    monkeypatch.setenv("KINGSFORGE_HOME", str(tmp_path / "home"))


def last_line(text: str) -> str:
    return text.strip().splitlines()[-1]


def test_decision_seed_is_stable_and_spread():
    assert headless.decision_seed(1, 0, 0) == headless.decision_seed(1, 0, 0)
    seeds = {headless.decision_seed(s, p, m) for s in range(3) for p in range(4) for m in range(50)}
    assert len(seeds) == 3 * 4 * 50
    # fixed across processes and Python versions (no hash randomisation)
    assert headless.decision_seed(7, 2, 100) == 3987999839910967197


def test_new_game_saves_after_every_move(shipped_content, tmp_path):
    path = tmp_path / "g.json"
    seen = []

    def on_move(game):
        data = json.loads(path.read_text())
        seen.append(len(data["actions"]))
        assert len(data["actions"]) == len(game.record.actions)

    line = headless.HeadlessGame.new(shipped_content, ["greedy", "random"], 3, path).play(on_move)
    assert seen == list(range(1, len(seen) + 1)) and len(seen) > 10
    assert line.startswith("final: 1. ") and "| digest " in line
    saved = persist.read_save(shipped_content, path)
    assert saved.extra == {"mode": "headless", "bots": ["greedy", "random"]}
    assert line.endswith(saved.record.state.digest())


@pytest.mark.parametrize("bots,seed", [(["random", "random", "greedy"], 2), (["random"] * 4, 7)])
def test_resume_from_any_move_ends_the_same(shipped_content, tmp_path, bots, seed):
    path = tmp_path / "g.json"
    snapshots = {}

    def on_move(game):
        n = len(game.record.actions)
        if n in (1, 2, 17, 40, 77):
            snapshots[n] = tmp_path / f"at{n}.json"
            shutil.copyfile(path, snapshots[n])

    whole = headless.HeadlessGame.new(shipped_content, bots, seed, path).play(on_move)
    assert len(snapshots) >= 3
    for n, snap in snapshots.items():
        game = headless.HeadlessGame.resume(shipped_content, snap)
        assert len(game.record.actions) == n and game.bots == bots
        assert game.play() == whole, f"resumed at move {n}"
    # a finished game resumes straight to its final line
    assert headless.HeadlessGame.resume(shipped_content, path).play() == whole


def _registered_bots():
    from kingsforge.ai import BOTS

    return sorted(BOTS)


@pytest.mark.parametrize("name", _registered_bots())
def test_every_registered_bot_resumes_deterministically(shipped_content, tmp_path, name):
    """The contract headless play (and Continue) relies on: a bot's choices depend only on
    the position, the game seed, its seat and the move number, never on what it saw before."""
    path = tmp_path / "g.json"
    snap = tmp_path / "snap.json"

    def on_move(game):
        if len(game.record.actions) == 9:
            shutil.copyfile(path, snap)

    whole = headless.HeadlessGame.new(shipped_content, [name, "random"], 3, path).play(on_move)
    assert snap.exists()
    assert headless.HeadlessGame.resume(shipped_content, snap).play() == whole


def test_reseed_resets_a_bot_that_keeps_an_rng():
    bot = headless.SeatBot("random", 5, 1)

    class FakeState:
        turn = 1

    legal = list(range(50))
    first = [bot.choose(FakeState, [("x", i) for i in legal], 7) for _ in range(3)]
    assert first[0] == first[1] == first[2]
    again = headless.SeatBot("random", 5, 1).choose(FakeState, [("x", i) for i in legal], 7)
    assert again == first[0]


def test_final_line_names_every_seat(shipped_content):
    game = headless.HeadlessGame.new(shipped_content, ["greedy", "greedy", "random", "greedy"], 11)
    line = game.play()
    for seat in range(4):
        assert f"P{seat + 1} " in line
    assert line.count(". P") == 4
    assert line.endswith(game.record.state.digest())


# --- through the CLI -----------------------------------------------------------------------
def test_cli_new_and_resume(tmp_path, capsys):
    path = tmp_path / "cli.json"
    assert cli.main(["play", "--headless", "--bots", "random,greedy", "--seed", "4", "--autosave", str(path)]) == 0
    first = last_line(capsys.readouterr().out)
    assert first.startswith("final: ")
    assert cli.main(["play", "--headless", "--resume", str(path)]) == 0
    assert last_line(capsys.readouterr().out) == first
    # the same bots and seed may be repeated with --resume; others are refused
    assert cli.main(["play", "--headless", "--resume", str(path), "--bots", "random,greedy", "--seed", "4"]) == 0
    capsys.readouterr()
    assert cli.main(["play", "--headless", "--resume", str(path), "--seed", "5"]) == 2
    assert "seed 4" in capsys.readouterr().err
    # without --autosave the game is played but not saved
    assert cli.main(["play", "--headless", "--bots", "random,greedy", "--seed", "4"]) == 0
    assert last_line(capsys.readouterr().out) == first


@pytest.mark.parametrize("argv,words", [
    (["play", "--headless"], "--bots"),
    (["play", "--headless", "--bots", "greedy"], "2 to 4"),
    (["play", "--headless", "--bots", "greedy,greedy,greedy,greedy,greedy"], "2 to 4"),
    (["play", "--headless", "--bots", "greedy,wizard"], "unknown bot 'wizard'"),
    (["play", "--bots", "greedy,greedy"], "--headless"),
    (["play", "--headless", "--resume", "/nonexistent/x.json"], "no saved game"),
])
def test_cli_mistakes_exit_2(argv, words, capsys):
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err


def test_cli_resume_of_a_damaged_save(shipped_content, tmp_path, capsys):
    path = tmp_path / "g.json"
    headless.HeadlessGame.new(shipped_content, ["greedy", "greedy"], 1, path).play()
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) // 3])
    assert cli.main(["play", "--headless", "--resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert "damaged" in err and "g.json.bad" in err and "Traceback" not in err
    assert (tmp_path / "g.json.bad").read_bytes() == raw[: len(raw) // 3]
    assert not path.exists()


def test_cli_resume_of_a_table_save_is_refused_but_kept(shipped_content, tmp_path, capsys):
    """A save from the game window (no bots recorded) is not renamed: it is fine, just not headless."""
    from kingsforge.engine.record import GameRecord

    path = tmp_path / "table.json"
    persist.save_game(GameRecord(shipped_content, 2, 1), path, extra={"seats": []})
    assert cli.main(["play", "--headless", "--resume", str(path)]) == 2
    assert "not a headless game" in capsys.readouterr().err
    assert path.exists()


def test_cli_unwritable_autosave_exits_2(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert cli.main(["play", "--headless", "--bots", "greedy,greedy", "--autosave", str(blocker / "g.json")]) == 2
    err = capsys.readouterr().err
    assert "could not write the autosave" in err and "Traceback" not in err


def test_cli_resume_of_a_forge_save_as_king_s_forge_names_the_game_and_keeps_it(tmp_path, capsys):
    """`--game kingsforge --resume FORGE_SAVE` renamed a good Forge save to .bad, calling it
    damaged (the other direction left it alone): the caller named the wrong game."""
    path = tmp_path / "forge.json"
    assert cli.main(["play", "--game", "forge", "--headless", "--bots", "greedy,greedy", "--seed", "3",
                     "--autosave", str(path)]) == 0
    before = path.read_bytes()
    capsys.readouterr()
    assert cli.main(["play", "--headless", "--game", "kingsforge", "--resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    assert "holds a saved Forge game, not a King's Forge game" in err and "left as it is" in err, err
    assert "damaged" not in err and "without --game" in err, err
    assert path.read_bytes() == before and not list(tmp_path.glob("*.bad"))


def test_cli_resume_with_other_card_data_keeps_the_file_and_names_both_checksums(shipped_content, tmp_path,
                                                                                  capsys):
    """A good save resumed with --data pointing at other card data was renamed .bad as damaged:
    the data is the caller's choice. The file stays, and the message names the data it needs."""
    from kingsforge.content import load_content
    from kingsforge.resources import data_dir

    path = tmp_path / "g.json"
    headless.HeadlessGame.new(shipped_content, ["greedy", "greedy"], 1, path).play()
    before = path.read_bytes()
    other = tmp_path / "data"
    shutil.copytree(data_dir(), other)
    craft = other / "base" / "craft.yaml"
    craft.write_text(craft.read_text(encoding="utf-8").replace("name: Iron Pot", "name: Iron Pots", 1),
                     encoding="utf-8")
    here = load_content(other).checksum
    assert here != shipped_content.checksum
    assert cli.main(["play", "--headless", "--resume", str(path), "--data", str(other)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    assert shipped_content.checksum in err and here in err and "left as it is" in err, err
    assert "--data" in err and "damaged" not in err, err
    assert path.read_bytes() == before and not list(tmp_path.glob("*.bad"))
    # with the data it was played with, it continues
    assert cli.main(["play", "--headless", "--resume", str(path)]) == 0


def test_read_save_sets_aside_a_save_it_cannot_use_unless_asked_to_keep_it(shipped_content, tmp_path):
    """read_save without keep_mismatched (a kept game's replay) renames a save of other card data,
    so it is not offered again; the reason says it is no damage. The command line and the title's
    Continue keep it (tests/ui/test_ui_persist.py)."""
    path = tmp_path / "autosave.json"
    headless.HeadlessGame.new(shipped_content, ["greedy", "greedy"], 1, path).play()
    data = json.loads(path.read_text())
    data.update(data_checksum="0123456789abcdef", rules_checksum="0123456789abcdef", integrity=None)
    path.write_text(json.dumps(data))
    with pytest.raises(persist.SaveError) as kept:
        persist.read_save(shipped_content, path, keep_mismatched=True)
    assert kept.value.bad_path is None and kept.value.mismatch == "other_data" and path.exists()
    with pytest.raises(persist.SaveError) as moved:
        persist.read_save(shipped_content, path)
    assert moved.value.bad_path is not None and moved.value.mismatch == "other_data" and not path.exists()
    assert "damaged" not in moved.value.message
