"""Forge's command line as King's Forge's (review s25): a headless resume reads the save as King's
Forge's does (a damaged file kept as .bad, the same words, a hint on other card data), validate
reads Forge's language files, and selftest checks --report and --data before any check runs."""

from __future__ import annotations

import json
import re
import shutil

import pytest

from cli_run import refused, run
from kingsforge import i18n
from kingsforge.forge.commands import selftest as forge_selftest

GAMES = {"kingsforge": "actions", "forge": "moves"}


@pytest.fixture(params=sorted(GAMES))
def saved(request, capsys, tmp_path):
    """(game, the save of a finished headless game of it, its data unsealed)."""
    game = request.param
    save = tmp_path / "game.json"
    code, _out, _err = run(capsys, "play", "--game", game, "--headless", "--bots", "random,greedy", "--seed", "4",
                           "--autosave", str(save))
    assert code == 0
    data = json.loads(save.read_text())
    return game, save, data


def _resume(capsys, save, data=None, sealed=False):
    if data is not None:
        if not sealed:
            data.pop("integrity", None)
        save.write_text(json.dumps(data))
    return refused(capsys, "play", "--headless", "--resume", str(save))


def test_a_damaged_save_is_kept_as_bad_and_said_alike(capsys, saved):
    """A Forge save with a bad checksum was left in place ('is damaged (its checksum does not
    match)'); King's Forge's was kept as .bad with another sentence."""
    _game, save, data = saved
    data["seed"] = 5                            # the checksum no longer matches
    err = _resume(capsys, save, data, sealed=True)
    assert err == (f"kingsforge: {save}: The saved game is damaged (its contents do not match their checksum) "
                   "and cannot be continued. The file was kept as game.json.bad.\n")
    assert not save.exists() and (save.parent / "game.json.bad").is_file()


def test_a_format_is_compared_as_a_number(capsys, saved):
    """A Forge save of format '1' read "saved with format '1'; this version reads 1"."""
    _game, save, data = saved
    data["format"] = "1"
    assert "damaged (it has no format number)" in _resume(capsys, save, dict(data))
    assert (save.parent / "game.json.bad").is_file()
    data["format"] = 99
    err = _resume(capsys, save, data)
    assert "newer version of this game (save format 99; this version reads format 1)" in err, err
    assert save.exists(), "a save of a newer version is not damaged: it is left as it is"


def test_other_card_data_says_how_to_find_the_right_data(capsys, saved):
    game, save, data = saved
    data["data_checksum"] = "0" * 16
    data.pop("rules_checksum", None)
    err = _resume(capsys, save, data)
    validate = "kingsforge validate --game forge --data DIR" if game == "forge" else "kingsforge validate --data DIR"
    assert "different card data (checksum 0000000000000000" in err and f"`{validate}`" in err, err
    assert save.exists()


def test_an_illegal_move_is_named_by_its_number(capsys, saved):
    game, save, data = saved
    moves = data[GAMES[game]]
    moves[1] = moves[0] if game == "forge" else {**moves[1], "option": 99}
    err = _resume(capsys, save, data)
    assert "damaged (a move in it is not legal)" in err and re.search(r"Move \d+ is not legal: ", err), err
    assert (save.parent / "game.json.bad").is_file()


# --- validate reads Forge's language files --------------------------------------------------------------
def test_validate_refuses_a_broken_forge_language_file(capsys, tmp_path, monkeypatch):
    lang = tmp_path / "lang"
    shutil.copytree(i18n.lang_dir(), lang)
    monkeypatch.setattr(i18n, "lang_dir", lambda: lang)
    spanish = lang / "forge.es.yaml"
    lines = spanish.read_text(encoding="utf-8").count("\n")
    with open(spanish, "a", encoding="utf-8") as fh:
        fh.write("forge.s25: 'sin cerrar\n")
    err = refused(capsys, "validate", "--game", "forge")
    assert f"{spanish}:{lines + 1}: not valid YAML" in err, err


def test_validate_reads_forge_s_texts_and_says_so(capsys):
    code, out, _err = run(capsys, "validate", "--game", "forge")
    assert code == 0 and out.splitlines()[-1].startswith("texts OK"), out


# --- selftest checks its flags first ----------------------------------------------------------------------
@pytest.fixture
def checks_never_run(monkeypatch):
    def ran(args):
        raise AssertionError("the checks ran before the flags were checked")
        yield
    monkeypatch.setattr(forge_selftest, "_checks", ran)


def test_selftest_refuses_a_report_it_could_not_write_at_once(capsys, tmp_path, checks_never_run):
    """--report /missing/dir/x made the missing folders; a folder failed only after every check."""
    assert "is a folder" in refused(capsys, "selftest", "--game", "forge", "--report", str(tmp_path))
    missing = tmp_path / "missing" / "dir" / "x.txt"
    assert "does not exist" in refused(capsys, "selftest", "--game", "forge", "--report", str(missing))
    assert not (tmp_path / "missing").exists()


def test_selftest_refuses_a_data_folder_that_does_not_load_at_once(capsys, tmp_path, checks_never_run):
    err = refused(capsys, "selftest", "--game", "forge", "--data", str(tmp_path / "nowhere"))
    assert "nowhere" in err, err
