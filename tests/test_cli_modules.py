"""`--modules a,b` on every command (issue 9, section 1): the module set is loaded, an unknown
module is one line and exit 2, and a headless save carries its modules into --resume."""

from __future__ import annotations

import json

import pytest

from kingsforge import cli
from kingsforge.engine.record import saved_modules

JUBILEE = "jubilee_gather,jubilee_variant"


def run(capsys, argv):
    code = cli.main(argv)
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


@pytest.mark.parametrize("argv", [
    ["validate"],
    ["simulate", "--games", "1"],
    ["tournament", "--bots", "greedy", "--games", "1", "--workers", "1"],
    ["odds", "--supply", "metal=2"],
    ["bench", "--quick", "--only", "engine"],
    ["cards"],
    ["play", "--headless", "--bots", "greedy,greedy"],
    ["screenshot", "--scene", "title", "--out", "unused.png"],
])
def test_an_unknown_module_is_one_line_and_exit_2(capsys, argv):
    code, out, err = run(capsys, argv + ["--modules", "jubilee_gathr"])
    assert code == 2
    assert err.count("\n") == 1 and "unknown module 'jubilee_gathr'" in err
    assert "did you mean 'jubilee_gather'?" in err


def test_validate_names_the_module_set(capsys):
    code, out, _ = run(capsys, ["validate", "--modules", JUBILEE])
    assert code == 0
    assert out.startswith("data OK: modules jubilee_gather, jubilee_variant; ")
    code, base, _ = run(capsys, ["validate"])
    # without --modules: the base game's line first, then every module folder (issue 22)
    first = base.splitlines()[0]
    assert code == 0 and "modules" not in first and first != out.splitlines()[0]


def test_simulate_and_odds_use_the_modules(capsys, shipped_content):
    code, out, err = run(capsys, ["simulate", "--players", "2", "--games", "2", "--bots", "greedy",
                                  "--modules", JUBILEE, "--json"])
    assert code == 0, err
    base_ids = {card.id for card in shipped_content.craft}
    assert json.loads(out)["craft_rate_per_card"].keys().isdisjoint(base_ids)    # the variant's own deck
    code, out, _ = run(capsys, ["odds", "--supply", "metal=4,gem=3", "--modules", "jubilee_variant", "--json"])
    assert code == 0
    assert len(json.loads(out)) == 45


def test_headless_save_carries_its_modules_into_resume(tmp_path, capsys):
    path = tmp_path / "jubilee.json"
    new = ["play", "--headless", "--bots", "greedy,greedy", "--seed", "1", "--autosave", str(path)]
    code, out, err = run(capsys, new + ["--modules", JUBILEE])
    assert code == 0, err
    final = out.splitlines()[-1]
    assert saved_modules(json.loads(path.read_text())) == ("jubilee_gather", "jubilee_variant")
    # no --modules needed: the file names them; repeating them (any order) is fine
    code, out, err = run(capsys, ["play", "--headless", "--resume", str(path)])
    assert code == 0, err
    assert out.splitlines()[-1] == final
    code, out, _ = run(capsys, ["play", "--headless", "--resume", str(path), "--modules", "jubilee_variant,jubilee_gather"])
    assert code == 0 and out.splitlines()[-1] == final
    # another set is refused, and the file stays as it was
    before = path.read_bytes()
    code, _, err = run(capsys, ["play", "--headless", "--resume", str(path), "--modules", "jubilee_gather"])
    assert code == 2 and err.count("\n") == 1
    assert "played with modules jubilee_gather,jubilee_variant, not modules jubilee_gather" in err
    assert path.read_bytes() == before


def test_resume_of_a_save_whose_modules_are_missing_keeps_the_file(tmp_path, capsys):
    path = tmp_path / "future.json"
    code, _, err = run(capsys, ["play", "--headless", "--bots", "greedy,greedy", "--seed", "2",
                                "--autosave", str(path), "--modules", "jubilee_gather"])
    assert code == 0, err
    data = json.loads(path.read_text())
    data["modules"] = ["jubilee_gather", "masterworks"]         # a module this copy does not have
    path.write_text(json.dumps(data))
    code, _, err = run(capsys, ["play", "--headless", "--resume", str(path)])
    assert code == 2 and err.count("\n") == 1
    assert "played with modules jubilee_gather,masterworks, which cannot be loaded here" in err
    assert "unknown module 'masterworks'" in err
    assert path.exists() and not (tmp_path / "future.json.bad").exists()


@pytest.mark.parametrize("modules, words", [
    (["a" * 100_000], "unknown module 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…'"),
    ([f"m{i}" for i in range(100_000)], "modules m0,m1,m2,m3,m4,m5,m6,m7,m8,m9 … (+99,990), which"),
])
def test_a_save_naming_endless_modules_is_said_in_a_short_line(tmp_path, capsys, modules, words):
    """A hand-edited save's module names went whole into the message: one line of 200 KB (a name
    of 100,000 letters said twice) or 700 KB (100,000 names)."""
    path = tmp_path / "g.json"
    code, _, err = run(capsys, ["play", "--headless", "--bots", "greedy,greedy", "--autosave", str(path)])
    assert code == 0, err
    data = json.loads(path.read_text())
    data["modules"] = modules
    path.write_text(json.dumps(data))
    code, _, err = run(capsys, ["play", "--headless", "--resume", str(path)])
    assert code == 2 and err.count("\n") == 1 and words in err, err[:500]
    assert len(err) < 600 and path.exists()


def test_resume_of_a_damaged_save_still_reports_the_damage(tmp_path, capsys):
    path = tmp_path / "g.json"
    path.write_text('{"format": 1, "modules": ["jubilee_gather"], "actions": [')
    code, _, err = run(capsys, ["play", "--headless", "--resume", str(path)])
    assert code == 2 and "damaged" in err
    assert (tmp_path / "g.json.bad").exists()


def test_play_passes_modules_to_the_window(monkeypatch):
    seen = {}
    monkeypatch.setattr("kingsforge.ui.app.run", lambda argv: seen.setdefault("argv", argv) and 0)
    assert cli.main(["play", "--modules", JUBILEE, "--lang", "es"]) == 0
    argv = seen["argv"]
    assert argv[argv.index("--modules") + 1] == JUBILEE


def test_the_window_reads_the_modules_flag():
    from kingsforge.ui.app import _parse_args
    args, _size = _parse_args(["--modules", JUBILEE])
    assert args.modules == JUBILEE
    assert _parse_args([])[0].modules is None


def test_bench_covers_each_module_alone_and_all_together():
    from argparse import Namespace

    from kingsforge.commands.bench import module_sets
    from kingsforge.content.modules import playable_sets
    # (compared as sets of ids: a module loads after the ones it requires, whatever its name)
    sets = [tuple(sorted(c.module_ids)) for c in module_sets(Namespace(modules=None, data=None))]
    # royal_decree comes with the masterworks_craft it needs; masterworks_craft excludes
    # jubilee_variant, so the largest sets are two combinations rather than every module
    # (a set's module_ids are in load order: a module after the modules it requires)
    assert [tuple(sorted(ids)) for ids in sets] == [tuple(ids) for ids in playable_sets()]
    assert ("masterworks_craft", "royal_decree") in sets and ("royal_decree",) not in sets
    assert ("ambassador_requests", "ambassadors_row", "griffins_landing", "jubilee_gather", "jubilee_variant") in sets
    assert ("ambassador_requests", "ambassadors_row") in sets and ("ambassador_requests",) not in sets
    assert ("ambassadors_row", "griffins_landing") in sets and ("griffins_landing",) not in sets
    assert [c.module_ids for c in module_sets(Namespace(modules="jubilee_variant", data=None))] == [
        ("jubilee_variant",)]
