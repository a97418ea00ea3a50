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
                        (["validate", "--game", "forge", "--data", str(tmp_path)], "board.yaml: file not found")):
        code, out, err = run(capsys, *argv)
        assert code == 2, argv
        assert words in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    damaged = tmp_path / "damaged.json"
    damaged.write_text('{"game": "forge", "format": 1, "moves": [')
    code, _, err = run(capsys, "play", "--game", "forge", "--headless", "--resume", str(damaged))
    assert code == 2 and "damaged" in err


def test_a_mangled_headless_save_is_refused_in_one_line(capsys, tmp_path):
    """A save whose extra is missing or not an object, whose bots are not names, or whose move
    type is not a word: a one-line refusal, exit 2 (each was a traceback)."""
    save = tmp_path / "forge.json"
    code, _out, _ = run(capsys, "play", "--game", "forge", "--headless", "--bots", "random,greedy", "--seed", "4",
                        "--autosave", str(save))
    good = json.loads(save.read_text())
    good.pop("integrity")
    good["moves"] = good["moves"][:20]

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
    for field, value, words in (("seed", 10 ** 30, "the seed"), ("seed", True, "the seed"),
                                ("players", 9, "the player count 9 is not 2, 3 or 4")):
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
