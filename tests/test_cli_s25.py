"""The command line refuses bad values at once, naming what is wrong (exit 2, one line, no
traceback), and refuses flags that would be ignored (review s25): validate reads every language
file, selftest checks --report and --data first, headless resume names the bad move, play
--headless takes no window flags, --size has an upper bound, and a name given twice is refused."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from cli_run import refused, run
from kingsforge import selftest
from kingsforge.commands.usage import MAX_SIDE
from kingsforge.resources import data_dir


@pytest.fixture
def no_window(monkeypatch):
    """The game window, never opened: the calls that would have opened it."""
    opened = []
    monkeypatch.setattr("kingsforge.ui.app.run", lambda argv: opened.append(argv) or 0)
    return opened


# --- 1. validate reads every language file the game would load ------------------------------------
@pytest.fixture
def data_copy(tmp_path) -> Path:
    folder = tmp_path / "data"
    shutil.copytree(data_dir(), folder)
    return folder


def _append(path: Path, text: str) -> int:
    """Append `text` to a file; returns the line number of its first line."""
    lines = path.read_text(encoding="utf-8").count("\n")
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(text)
    return lines + 1


def test_validate_refuses_a_module_language_file_that_is_not_yaml(capsys, data_copy):
    """A module's lang/es.yaml that was not YAML passed with exit 0 (the game showed English)."""
    spanish = data_copy / "jubilee_gather" / "lang" / "es.yaml"
    line = _append(spanish, "card.gather.dungeon: [1, 2\n")
    err = refused(capsys, "validate", "--data", str(data_copy))
    assert f"{spanish}:{line}: not valid YAML" in err, err


@pytest.mark.parametrize("text, words", [
    ("card.gather.s25_only_here: Sólo aquí\n", "'card.gather.s25_only_here' has no English text"),
    ("card.gather.dungeon: Mazmorra\n", "'card.gather.dungeon' is already written at"),
    ("jubilee.s25_text: 'un {n sin cerrar'\n", "'jubilee.s25_text'"),
    ("- una lista\n", "not valid YAML"),
])
def test_validate_refuses_a_spanish_text_the_game_could_not_use(capsys, data_copy, text, words):
    spanish = data_copy / "jubilee_gather" / "lang" / "es.yaml"
    line = _append(spanish, text)
    err = refused(capsys, "validate", "--data", str(data_copy), "--modules", "jubilee_gather")
    assert words in err and f"{spanish}:" in err, err
    if "not valid YAML" not in words:
        assert f"{spanish}:{line}:" in err, err


@pytest.mark.parametrize("text, words", [
    # drawn as written: a NUL would show as '?', and a text past what the table draws is cut
    ('"Mazmorra\\0"', "holds a control character"),
    ("Mazmorra " * 500, "is 4499 letters long, more than the 4000"),
])
def test_validate_refuses_a_text_the_table_would_not_draw_as_written(capsys, data_copy, text, words):
    spanish = data_copy / "jubilee_gather" / "lang" / "es.yaml"
    lines = spanish.read_text(encoding="utf-8").splitlines()
    line = next(k for k, row in enumerate(lines, 1) if row.startswith("card.gather.dungeon:"))
    lines[line - 1] = f"card.gather.dungeon: {text}"
    spanish.write_text("\n".join(lines) + "\n", encoding="utf-8")
    err = refused(capsys, "validate", "--data", str(data_copy), "--modules", "jubilee_gather")
    assert f"{spanish}:{line}: 'card.gather.dungeon' {words}" in err, err


def test_validate_refuses_texts_missing_in_one_language_or_with_other_placeholders(capsys, data_copy):
    english = data_copy / "jubilee_gather" / "lang" / "en.yaml"
    line = _append(english, "jubilee.s25_new: 'A new text for {count}'\n")
    err = refused(capsys, "validate", "--data", str(data_copy))
    assert f"{english}:{line}: 'jubilee.s25_new' has no text in language 'es'" in err, err
    spanish = data_copy / "jubilee_gather" / "lang" / "es.yaml"
    line = _append(spanish, "jubilee.s25_new: 'Un texto nuevo para {cuenta}'\n")
    err = refused(capsys, "validate", "--data", str(data_copy))
    assert f"{spanish}:{line}: 'jubilee.s25_new' has the placeholders ['cuenta']" in err, err


def test_validate_asks_a_folder_for_the_texts_of_its_own_modules_only(capsys, data_copy):
    """A --data folder of the base game alone (no module folders) was refused for a module's
    sentence it cannot hold ("'move.request' has no text in language 'es'"), though every
    command plays it; a module that is there still owes each of its texts in both languages."""
    for folder in data_copy.iterdir():
        if folder.is_dir() and folder.name not in ("base", "lang"):
            shutil.rmtree(folder)
    code, out, _err = run(capsys, "validate", "--data", str(data_copy))
    assert code == 0 and "texts OK" in out.splitlines()[-1], out
    for module in ("ambassadors_row", "ambassador_requests"):
        shutil.copytree(data_dir() / module, data_copy / module)
    spanish = data_copy / "ambassador_requests" / "lang" / "es.yaml"
    spanish.write_text("".join(row for row in spanish.read_text(encoding="utf-8").splitlines(keepends=True)
                               if not row.startswith("move.request:")), encoding="utf-8")
    err = refused(capsys, "validate", "--data", str(data_copy), "--modules", "ambassadors_row,ambassador_requests")
    assert "'move.request' has no text in language 'es'" in err, err


def test_validate_reads_the_shipped_texts_and_says_so(capsys):
    code, out, _err = run(capsys, "validate", "--modules", "jubilee_gather")
    assert code == 0 and "texts OK" in out.splitlines()[-1], out


# --- 2. selftest checks --report and --data before any check runs -----------------------------------
@pytest.fixture
def checks_never_run(monkeypatch):
    def ran(self):
        raise AssertionError("the checks ran before the flags were checked")
    monkeypatch.setattr(selftest.SelfTest, "run", ran)


def test_selftest_refuses_a_report_it_could_not_write_at_once(capsys, tmp_path, checks_never_run):
    """--report naming a folder ran every check for a minute, then failed writing (exit 1); one in
    a missing folder would have made that folder."""
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    for report, words in ((tmp_path, "is a folder"), (blocker / "r.txt", "is a file, not a folder"),
                          (tmp_path / "no" / "such" / "r.txt", "does not exist"), ("", "names no file")):
        assert words in refused(capsys, "selftest", "--report", str(report))
    assert not (tmp_path / "no").exists()


def test_selftest_refuses_a_data_folder_that_does_not_load_at_once(capsys, tmp_path, checks_never_run):
    """--data /nonexistent drew every scene, then ended with a raw FileNotFoundError (exit 1)."""
    assert "data folder not found" in refused(capsys, "selftest", "--data", str(tmp_path / "nowhere"))


# --- 3. a damaged save's bad move is named ------------------------------------------------------------
def test_a_resumed_save_s_illegal_move_is_named_by_its_number(capsys, tmp_path):
    save = tmp_path / "game.json"
    assert run(capsys, "play", "--headless", "--bots", "random,greedy", "--seed", "4", "--autosave", str(save))[0] == 0
    data = json.loads(save.read_text())
    data.pop("integrity")
    data["actions"][1]["option"] = 99
    save.write_text(json.dumps(data))
    err = refused(capsys, "play", "--headless", "--resume", str(save))
    assert "damaged" in err and "Move 2 is not legal" in err, err
    assert (tmp_path / "game.json.bad").is_file()


# --- 4. play --headless takes no window flag; empty paths are refused ------------------------------
@pytest.mark.parametrize("game", ["kingsforge", "forge"])
@pytest.mark.parametrize("flags", [["--lang", "xx"], ["--lang", "es"], ["--size", "1x1"], ["--quick"],
                                   ["--fullscreen"], ["--windowed"]])
def test_headless_refuses_window_flags(capsys, game, flags, tmp_path):
    save = tmp_path / "game.json"
    err = refused(capsys, "play", "--game", game, "--headless", "--bots", "greedy,greedy", "--autosave", str(save),
                  *flags)
    assert f"{flags[0]} can only go with the game window, not with --headless" in err, err
    assert not save.exists()


@pytest.mark.parametrize("game", ["kingsforge", "forge"])
def test_headless_refuses_empty_save_paths(capsys, game):
    """--autosave "" wrote nothing and said nothing; --resume "" answered 'name the bots'."""
    err = refused(capsys, "play", "--game", game, "--headless", "--bots", "greedy,greedy", "--autosave", "")
    assert "--autosave names no file" in err
    assert "--resume names no file" in refused(capsys, "play", "--game", game, "--headless", "--resume", " ")


@pytest.mark.parametrize("game", ["kingsforge", "forge"])
def test_the_window_refuses_flags_it_would_ignore(capsys, game, no_window):
    for flags, words in ((["--autosave", ""], "--autosave can only go with --headless"),
                         (["--seed", "3"], "--seed can only go with --quick or --headless"),
                         (["--players", "3"], "--players can only go with --quick or --headless"),
                         (["--fullscreen", "--windowed"], "contradict")):
        assert words in refused(capsys, "play", "--game", game, *flags)
    assert no_window == []
    assert run(capsys, "play", "--game", game, "--quick", "--seed", "3", "--players", "3")[0] == 0


# --- 5. a window's size has an upper bound ------------------------------------------------------------
@pytest.mark.parametrize("game", ["kingsforge", "forge"])
def test_play_refuses_a_window_larger_than_8k(capsys, game, no_window):
    """`play --size 16000x16000` opened a window of about 1 GB."""
    err = refused(capsys, "play", "--game", game, "--size", "16000x16000")
    assert f"each side at most {MAX_SIDE}" in err, err
    assert no_window == []
    assert run(capsys, "play", "--game", game, "--size", f"{MAX_SIDE}x720")[0] == 0


def test_screenshot_shares_the_bound(capsys, tmp_path):
    err = refused(capsys, "screenshot", "--scene", "title", "--out", str(tmp_path / "a.png"),
                  "--size", f"{MAX_SIDE + 1}x720")
    assert f"each side at most {MAX_SIDE}" in err


# --- 6. a name given twice is refused ----------------------------------------------------------------
@pytest.mark.parametrize("argv, words", [
    (["odds", "--supply", "metal=4,metal=3", "--card", "wizards_goblet"], "--supply names metal twice"),
    (["simulate", "--games", "1", "--modules", "jubilee_gather,jubilee_gather"],
     "--modules names 'jubilee_gather' twice"),
    (["validate", "--modules", "jubilee_gather, jubilee_gather"], "--modules names 'jubilee_gather' twice"),
    (["cards", "--modules", "jubilee_gather,jubilee_variant,jubilee_gather"], "'jubilee_gather' twice"),
    (["bench", "--quick", "--only", "engine,engine"], "--only names 'engine' twice"),
    (["bench", "--game", "forge", "--quick", "--only", "ui,ui"], "--only names 'ui' twice"),
    (["play", "--headless", "--bots", "greedy,greedy", "--modules", "jubilee_gather,jubilee_gather"],
     "'jubilee_gather' twice"),
])
def test_a_name_given_twice_is_refused(capsys, argv, words):
    assert words in refused(capsys, *argv)


@pytest.mark.parametrize("game", [[], ["--game", "forge"]])
def test_a_screenshot_is_written_only_as_a_png(capsys, tmp_path, game):
    """`screenshot --out shot.txt` wrote a TGA picture under that name."""
    err = refused(capsys, "screenshot", *game, "--scene", "title", "--out", str(tmp_path / "shot.txt"))
    assert "name a .png file" in err and not (tmp_path / "shot.txt").exists()


@pytest.mark.parametrize("game", [[], ["--game", "forge"]])
def test_bench_only_naming_no_group_is_refused_not_every_group(capsys, game):
    """`bench --only ,` named no group and ran them all (minutes of figures for none asked)."""
    assert "--only names no group" in refused(capsys, "bench", *game, "--quick", "--only", " , ")


def test_the_window_refuses_a_module_given_twice(capsys, no_window):
    assert "'jubilee_gather' twice" in refused(capsys, "play", "--modules", "jubilee_gather,jubilee_gather")
    assert no_window == []


# --- the smallest window (a review at 640x360: cut labels, dice over numbers) ----------------------
@pytest.mark.parametrize("command", [["play"], ["play", "--game", "forge"], ["screenshot", "--scene", "title"]])
def test_a_size_under_the_smallest_window_is_refused_naming_it(capsys, command, tmp_path):
    from kingsforge.persist.settings import MIN_WINDOW

    extra = ["--out", str(tmp_path / "s.png")] if command[0] == "screenshot" else []
    err = refused(capsys, *command, "--size", "640x360", *extra)
    assert f"--size 640x360 is too small for the game's screens: at least {MIN_WINDOW[0]}x{MIN_WINDOW[1]}" in err
    assert MIN_WINDOW == (800, 450)      # the canvas at 5/12: the scale every screen is tested at (800x600)


def test_the_window_cannot_be_dragged_under_the_smallest_size():
    import pygame

    from kingsforge.persist.settings import MIN_WINDOW
    from kingsforge.ui.app import App

    app = App(window_size=(1280, 720), audio=False, raise_errors=True)
    try:
        with pytest.warns(DeprecationWarning):          # the only way pygame-ce gives to the window
            window = pygame.Window.from_display_module()
        assert tuple(window.minimum_size) == MIN_WINDOW
        window.size = (640, 360)                     # a dragged edge: the system stops it at the minimum
        assert tuple(window.size) == MIN_WINDOW
    finally:
        app.close()
        pygame.display.quit()
