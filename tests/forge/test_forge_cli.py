"""`kingsforge <command> --game forge`: every Forge command from the command line."""

from __future__ import annotations

import json

from kingsforge.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_validate_and_cards(capsys):
    code, out, _ = run(capsys, "validate", "--game", "forge")
    assert code == 0 and "72 contracts" in out
    code, out, _ = run(capsys, "cards", "--game", "forge")
    assert code == 0 and "the Castle" in out and "Upgraded Forge" in out and "Skill 5" in out
    code, out, _ = run(capsys, "cards", "--game", "forge", "--json")
    data = json.loads(out)
    assert len(data["contracts"]) == 72 and len(data["locations"]) == 13 and len(data["achievements"]) == 7
    assert {k["source"] for k in data["contracts"]} == {"house"}
    assert {d["source"] for d in data["development"]} == {"rulebook"}


def test_headless_play_autosave_and_resume(capsys, tmp_path):
    save = tmp_path / "forge.json"
    code, out, _ = run(capsys, "play", "--game", "forge", "--headless", "--bots", "random,greedy", "--seed", "4",
                       "--autosave", str(save))
    assert code == 0 and out.splitlines()[-1].startswith("final: 1. P")
    final = out.splitlines()[-1]
    data = json.loads(save.read_text())
    assert data["game"] == "forge" and data["extra"]["bots"] == ["random", "greedy"]
    # cut the game short, then resume without naming the game: the save says it is Forge
    data["moves"] = data["moves"][:60]
    data.pop("integrity")
    save.write_text(json.dumps(data))
    code, out, _ = run(capsys, "play", "--headless", "--resume", str(save))
    assert code == 0 and "resumed" in out and out.splitlines()[-1] == final


def test_bad_input_is_one_line_and_exit_2(capsys, tmp_path):
    for argv, words in ((["play", "--game", "forge", "--headless", "--bots", "random,wizard"], "unknown Forge bot"),
                        (["play", "--game", "forge", "--bots", "greedy"], "go with --headless"),
                        (["odds", "--game", "forge", "--supply", "metal=1"], "not available for Forge"),
                        (["simulate", "--game", "forge", "--modules", "deluxe_cards"], "no modules"),
                        (["simulate", "--game", "forge", "--players", "5"], "--players"),
                        (["validate", "--game", "forge", "--data", str(tmp_path)], f"{tmp_path}: no Forge data folder here")):
        code, out, err = run(capsys, *argv)
        assert code == 2, argv
        assert words in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    damaged = tmp_path / "damaged.json"
    damaged.write_text('{"game": "forge", "format": 1, "moves": [')
    code, _, err = run(capsys, "play", "--game", "forge", "--headless", "--resume", str(damaged))
    assert code == 2 and "damaged" in err


def _cut_save(capsys, tmp_path, moves: int):
    """A headless game's save (random against greedy), cut to its first `moves` moves, unsealed."""
    save = tmp_path / "forge.json"
    run(capsys, "play", "--game", "forge", "--headless", "--bots", "random,greedy", "--seed", "4", "--autosave", str(save))
    data = json.loads(save.read_text())
    data.pop("integrity")
    data["moves"] = data["moves"][:moves]
    return save, data


def test_a_saves_bad_bots_are_named_with_the_file(capsys, tmp_path):
    """An unknown bot in a save read 'unknown Forge bot' with no file, and a list of bots of the
    wrong length read 'it names no bots for its seats'."""
    save, data = _cut_save(capsys, tmp_path, 30)
    for bots, words in ((["random", "nope"], f"{save}: unknown Forge bot 'nope'"),
                        (["random"], f"{save} names 1 bot for its 2 seats")):
        data["extra"]["bots"] = bots
        save.write_text(json.dumps(data))
        code, _, err = run(capsys, "play", "--game", "forge", "--headless", "--resume", str(save))
        assert code == 2 and err.startswith(f"kingsforge: {words}"), err


def test_a_missing_king_s_forge_save_is_named(capsys, tmp_path):
    missing = tmp_path / "missing.json"
    code, _, err = run(capsys, "play", "--headless", "--resume", str(missing))
    assert code == 2 and err.startswith(f"kingsforge: {missing}: ") and "no saved game" in err, err


def test_a_mangled_headless_save_is_refused_in_one_line(capsys, tmp_path):
    """A save whose extra is missing or not an object, whose bots are not names, or whose move
    type is not a word: a one-line refusal, exit 2 (each was a traceback)."""
    save, good = _cut_save(capsys, tmp_path, 20)

    def extra_missing(d):
        d.pop("extra")

    def extra_number(d):
        d["extra"] = 7

    def bots_numbers(d):
        d["extra"]["bots"] = [1, 2]

    def move_type_list(d):
        d["moves"][3]["type"] = []

    for mangle in (extra_missing, extra_number, bots_numbers, move_type_list):
        data = json.loads(json.dumps(good))
        mangle(data)
        bad = tmp_path / f"{mangle.__name__}.json"
        bad.write_text(json.dumps(data))
        code, _out, err = run(capsys, "play", "--headless", "--resume", str(bad))
        assert code == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err, (mangle.__name__, err)


def test_a_bad_seat_count_or_seed_in_a_save_is_named_with_the_file(capsys, tmp_path):
    """A seed past the command line's 18 digits used to read as 'move 41 is not legal', and a
    seat count of 9 as 'the player count or seed is missing', naming no file."""
    save = tmp_path / "forge.json"
    run(capsys, "play", "--game", "forge", "--headless", "--bots", "random,greedy", "--seed", "4",
        "--autosave", str(save))
    for field, value, words in (("seed", 10 ** 30, "its seed is not a whole number"),
                                ("seed", True, "its seed is not a whole number"),
                                ("players", 9, "its player count is not 2, 3 or 4")):
        data = json.loads(save.read_text())
        data.pop("integrity")
        data[field] = value
        bad = tmp_path / f"{field}.json"
        bad.write_text(json.dumps(data))
        code, _out, err = run(capsys, "play", "--headless", "--resume", str(bad))
        assert code == 2 and err.count("\n") == 1 and str(bad) in err and words in err, err


def test_simulate_tournament_and_bench(capsys):
    code, out, _ = run(capsys, "simulate", "--game", "forge", "--games", "2", "--players", "2", "--json")
    data = json.loads(out)
    assert code == 0 and data["game"] == "forge" and data["games"] == 2
    assert set(data["achievement_rate"]) >= {"contracts", "skill"}
    code, out, _ = run(capsys, "tournament", "--game", "forge", "--bots", "greedy,random", "--games", "2",
                       "--workers", "1", "--json")
    data = json.loads(out)
    assert code == 0 and set(data["bots"]) == {"greedy", "random"}
    greedy = data["bots"]["greedy"]     # think time by the wall clock and by CPU, the same decisions
    assert 0 < greedy["think_cpu_p95_ms"] <= greedy["think_cpu_max_ms"]
    assert greedy["think_cpu_max_ms"] <= greedy["think_max_ms"] * 1.5 + 1
    code, out, _ = run(capsys, "bench", "--game", "forge", "--quick", "--only", "engine")
    names = [line.split(":")[0] for line in out.splitlines()]
    assert code == 0 and names == ["engine_us_per_action", "legal_us_per_call", "clone_us", "greedy_games_per_s"]


def test_king_s_forge_stays_the_default(capsys):
    code, out, _ = run(capsys, "validate")
    assert code == 0 and "craft cards" in out


def test_selftest(capsys, tmp_path):
    report = tmp_path / "report.txt"
    code, out, _ = run(capsys, "selftest", "--game", "forge", "--report", str(report))
    assert code == 0 and "selftest OK: Forge" in out and "forge game" in report.read_text()


def test_a_big_forge_save_resumes_without_naming_its_game(capsys, tmp_path):
    """game_of_save read 16 MB against the 32 MB every save reader allows: a good 20 MB Forge
    save was sent to King's Forge's reader, called damaged and renamed .bad."""
    save = tmp_path / "forge.json"
    code, out, _ = run(capsys, "play", "--game", "forge", "--headless", "--bots", "random,greedy", "--seed", "4",
                       "--autosave", str(save))
    final = out.splitlines()[-1]
    data = json.loads(save.read_text())
    data["moves"] = data["moves"][:60]
    data.pop("integrity")
    save.write_text(json.dumps(data) + " " * (20 * 1024 * 1024))        # JSON allows the blanks after it
    code, out, err = run(capsys, "play", "--headless", "--resume", str(save))
    assert code == 0 and out.splitlines()[-1] == final, err
    assert not list(tmp_path.glob("*.bad"))


def test_tournament_workers_play_the_data_the_command_loaded(capsys, tmp_path, monkeypatch):
    """--data naming the data folder (not data/forge) crashed every worker (BrokenProcessPool):
    they re-read the raw --data. They now play the content the main process loaded, and the
    results do not depend on the number of workers."""
    from kingsforge.commands import usage
    from kingsforge.resources import data_dir

    monkeypatch.setattr(usage, "cores", lambda: 2)          # two workers even on a one-core machine
    argv = ["tournament", "--game", "forge", "--data", str(data_dir()), "--bots", "greedy,random", "--games", "4",
            "--json"]
    code, out, err = run(capsys, *argv, "--workers", "2")
    assert code == 0 and "Traceback" not in err, err
    parallel = json.loads(out)
    code, out, err = run(capsys, *argv, "--workers", "1")
    serial = json.loads(out)
    assert parallel["workers"] == 2 and serial["workers"] == 1
    for key in ("games", "first_bot_won_games", "average_rounds", "strategies"):
        assert parallel[key] == serial[key], key
    assert {b: r["win_rate"] for b, r in parallel["bots"].items()} == {b: r["win_rate"] for b, r in serial["bots"].items()}


def test_content_errors_cross_process_boundaries():
    """A ContentError raised in a worker is pickled back to the main process (it could not be)."""
    import pickle

    from kingsforge.content.errors import ContentError

    error = pickle.loads(pickle.dumps(ContentError("forge/board.yaml", 3, "bad", card="x", field="y", hint="z")))
    assert error.message == "forge/board.yaml:3: x, field 'y': bad (z)" and error.line == 3


def test_games_and_workers_are_bounded(capsys, monkeypatch):
    """A huge --games built the whole job list first and filled the memory; --workers started a
    process per game whatever the cores."""
    from kingsforge.commands import usage
    from kingsforge.forge.commands import simulate, tournament

    def played(*args, **kwargs):
        raise AssertionError("no game may be played")
    monkeypatch.setattr(tournament, "play_game", played)
    monkeypatch.setattr(simulate, "play_game", played)
    for argv in (["simulate"], ["tournament", "--workers", "1"]):
        code, out, err = run(capsys, *argv, "--game", "forge", "--bots", "random", "--games", "10001")
        assert code == 2 and "--games must be 1 to 10000" in err and len(err.strip().splitlines()) == 1, err
    monkeypatch.undo()
    monkeypatch.setattr(usage, "cores", lambda: 1)
    code, out, err = run(capsys, "tournament", "--game", "forge", "--bots", "random", "--games", "3",
                         "--workers", "64", "--json")
    assert code == 0 and json.loads(out)["workers"] == 1, err


def test_selftest_report_that_cannot_be_written_is_refused_at_once(capsys, tmp_path):
    """--report naming a folder, or a path under a file, gave a traceback, then a failure after
    every check had run: it is refused before any check, in one line (exit 2, as every command's
    bad value), and no folder is made for it."""
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    for report in (tmp_path, blocker / "report.txt", tmp_path / "missing" / "report.txt"):
        code, out, err = run(capsys, "selftest", "--game", "forge", "--report", str(report))
        assert code == 2 and "Traceback" not in out + err and not out, (out, err)
        assert err.count("\n") == 1 and str(report.parent if report.parent != tmp_path else report) in err, err
    assert not (tmp_path / "missing").exists()


def _window(monkeypatch):
    """kingsforge.ui.app.run replaced: records its argv and the Forge table's card data."""
    from kingsforge.forge.ui import match as table_match

    opened = []

    def open_app(argv):
        opened.append((argv, table_match.content()))
        return 0
    monkeypatch.setattr("kingsforge.ui.app.run", open_app)
    return opened


def test_window_flags_are_checked_before_a_window_opens(capsys, monkeypatch, tmp_path):
    """--size abc or full-width digits opened the window; --players 9 (or 0, 1) started a game
    of another size over the autosave; --data DOESNOTEXIST opened with the built-in data."""
    opened = _window(monkeypatch)
    for argv, words in ((["--size", "abc"], "--size must be WIDTHxHEIGHT"),
                        (["--size", "\uff12x\uff13"], "--size must be WIDTHxHEIGHT"),
                        (["--quick", "--players", "9"], "--players must be 2, 3 or 4"),
                        (["--quick", "--players", "1"], "--players must be 2, 3 or 4"),
                        (["--quick", "--players", "0"], "--players must be 2, 3 or 4"),
                        (["--data", str(tmp_path / "DOESNOTEXIST")], "no Forge data folder here")):
        code, out, err = run(capsys, "play", "--game", "forge", *argv)
        assert code == 2 and words in err and len(err.strip().splitlines()) == 1, (argv, err)
    assert opened == []


def _other_forge_data(tmp_path):
    import shutil

    from kingsforge.resources import data_dir

    folder = tmp_path / "data"
    shutil.copytree(data_dir() / "forge", folder / "forge")
    contracts = folder / "forge" / "contracts.yaml"
    text = contracts.read_text(encoding="utf-8")
    assert 'name: "Milking Stool"' in text
    contracts.write_text(text.replace('name: "Milking Stool"', 'name: "Milking Stools"', 1), encoding="utf-8")
    return folder


def test_the_window_plays_with_the_data_flag(capsys, monkeypatch, tmp_path):
    from kingsforge.forge.ui import match as table_match

    opened = _window(monkeypatch)
    folder = _other_forge_data(tmp_path)
    code, _out, err = run(capsys, "play", "--game", "forge", "--quick", "--players", "3", "--data", str(folder))
    assert code == 0, err
    (argv, content), = opened
    assert "Milking Stools" in {c.name for c in content.contracts}
    assert argv[argv.index("--players") + 1] == "3"
    assert table_match._content is None or "Milking Stools" not in {c.name for c in table_match.content().contracts}


def test_screenshot_data_and_out_are_checked_before_rendering(capsys, monkeypatch, tmp_path):
    """--data DOESNOTEXIST wrote the PNG with the built-in data; an --out that is a folder, empty
    or under a file failed with a pygame.error traceback after rendering."""
    from kingsforge.forge.ui import match as table_match

    rendered = []

    def render(name, players, seed, out, **kwargs):
        rendered.append((out, {c.name for c in table_match.content().contracts}))
    monkeypatch.setattr("kingsforge.ui.screenshot.render_scene", render)
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    for argv, words in ((["--data", str(tmp_path / "DOESNOTEXIST"), "--out", str(tmp_path / "a.png")],
                         "no Forge data folder here"),
                        (["--out", str(tmp_path)], "is a folder"),
                        (["--out", ""], "--out names no file"),
                        (["--out", str(blocker / "a.png")], "is a file, not a folder")):
        code, out, err = run(capsys, "screenshot", "--game", "forge", "--scene", "table", *argv)
        assert code == 2 and words in err and len(err.strip().splitlines()) == 1, (argv, err)
    assert rendered == []
    folder = _other_forge_data(tmp_path)
    code, out, err = run(capsys, "screenshot", "--game", "forge", "--scene", "table", "--data", str(folder),
                         "--out", str(tmp_path / "shot.png"))
    assert code == 0, err
    assert rendered and "Milking Stools" in rendered[0][1]
