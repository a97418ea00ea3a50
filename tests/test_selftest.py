"""`kingsforge selftest`: one line per check, exit 0 only if all pass.

The whole selftest (every scene) runs in CI against the built executable; here
the scene list is cut to one scene to keep the suite fast.
"""

from __future__ import annotations

import os

import pytest

from kingsforge import cli, logsetup, selftest


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    monkeypatch.setenv("KINGSFORGE_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")


@pytest.fixture
def one_scene(monkeypatch):
    from kingsforge.ui import screenshot

    monkeypatch.setattr(screenshot, "SCENES", ("title",))
    from kingsforge.forge.ui import screenshot as forge_screenshot

    monkeypatch.setattr(forge_screenshot, "SCENES", ("table",))


def lines_of(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.strip() and not line.startswith("pygame-ce")]


def test_selftest_passes_and_says_what_it_checked(one_scene, capsys, tmp_path):
    report = tmp_path / "report.txt"
    assert cli.main(["selftest", "--report", str(report)]) == 0
    out = lines_of(capsys.readouterr().out)
    names = [line.split(":")[0].split(None, 1)[1] for line in out[:-1]]
    for name in ("runtime", "resources", "data", "fonts", "sounds", "scene title", "4-player game",
                 "replay", "save and load", "damaged save", "headless resume", "settings"):
        assert name in names, name
    assert all(line.startswith("ok ") for line in out[:-1]), out
    assert out[-1].startswith("selftest OK")
    assert lines_of(report.read_text()) == out
    # it cleaned up after itself and restored the environment
    assert os.environ["KINGSFORGE_HOME"] == str(tmp_path / "home")
    assert not (tmp_path / "home").exists()


def test_a_failing_scene_fails_the_selftest(one_scene, monkeypatch, capsys):
    from kingsforge.ui import screenshot

    def broken(*args, **kwargs):
        raise RuntimeError("the table fell over")

    monkeypatch.setattr(screenshot, "render_scene", broken)
    assert selftest.run() == 1
    out = lines_of(capsys.readouterr().out)
    assert any(line.startswith("FAIL  scene title: RuntimeError: the table fell over") for line in out), out
    assert all(line.startswith("ok ") for line in out[:-1] if "scene" not in line)
    # both games' scenes are drawn by the same render_scene: both fail
    assert out[-1].startswith("selftest FAILED: 2 of") and "scene title" in out[-1]
    assert "forge scene table" in out[-1]


def test_broken_data_fails_the_selftest(one_scene, tmp_path, capsys):
    import shutil

    from kingsforge.resources import data_dir

    bad = tmp_path / "data"
    shutil.copytree(data_dir(), bad)
    (bad / "base" / "craft.yaml").write_text("cards: [\n")
    # refused before any scene is drawn, naming the file and line, as every command's bad --data
    assert cli.main(["selftest", "--data", str(bad)]) == 2
    captured = capsys.readouterr()
    assert not captured.out and "Traceback" not in captured.err
    assert "craft.yaml:" in captured.err and len(captured.err.splitlines()) == 1, captured.err


def test_without_stdout_the_report_goes_to_the_user_folder(one_scene, monkeypatch, tmp_path):
    """A windowed Windows build has no stdout: the report is written to selftest.txt."""
    monkeypatch.setattr("sys.stdout", logsetup.NullStream())
    assert selftest.run() == 0
    text = (tmp_path / "home" / "selftest.txt").read_text()
    assert "ok    data:" in text and "selftest OK" in text
