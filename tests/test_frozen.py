"""What a frozen (PyInstaller) build relies on, checked from source: missing standard
streams, resource paths under sys._MEIPASS, the log file, and the spec itself."""

from __future__ import annotations

import ast
import logging
import subprocess
import sys
from pathlib import Path

import pytest

from kingsforge import logsetup, resources

REPO = Path(__file__).resolve().parent.parent


def test_guard_streams_makes_print_safe(monkeypatch):
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    replaced = logsetup.guard_streams()
    assert {"stdout", "stderr"} <= set(replaced)
    print("nobody reads this")
    print("nor this", file=sys.stderr)
    sys.stdout.flush()
    assert not logsetup.streams_are_real()


def test_windowed_build_simulation_runs_a_command_without_streams(tmp_path, subprocess_env):
    """Like a Windows console=False build: stdout/stderr are None from the start."""
    env = dict(subprocess_env, KINGSFORGE_HOME=str(tmp_path / "home"))
    code = ("import sys; sys.stdout = None; sys.stderr = None; sys.argv = ['kingsforge', 'validate'];"
            "from kingsforge.cli import main; raise SystemExit(main())")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout == ""
    log = (tmp_path / "home" / "logs" / "kingsforge.log").read_text(encoding="utf-8")
    assert "started" in log


def test_log_file_is_small_and_rotating(tmp_path, monkeypatch):
    monkeypatch.setattr(logsetup, "_installed_path", None)
    root = logging.getLogger()
    before = list(root.handlers)
    hook = sys.excepthook
    try:
        path = logsetup.install(path=tmp_path / "logs" / "k.log")
        assert path == tmp_path / "logs" / "k.log"
        assert logsetup.install() == path           # idempotent
        handler = [h for h in root.handlers if h not in before]
        assert len(handler) == 1 and handler[0].maxBytes <= 1024 * 1024 and handler[0].backupCount >= 1
        logging.getLogger("kingsforge.test").warning("x" * 2000)
        for _ in range(400):
            logging.getLogger("kingsforge.test").warning("y" * 2000)
        handler[0].flush()
        sizes = [p.stat().st_size for p in path.parent.iterdir()]
        assert max(sizes) <= logsetup.LOG_BYTES + 4096 and len(sizes) <= logsetup.LOG_BACKUPS + 1
    finally:
        for h in root.handlers[:]:
            if h not in before:
                root.removeHandler(h)
                h.close()
        sys.excepthook = hook


def test_unwritable_log_folder_does_not_stop_the_game(tmp_path, monkeypatch):
    monkeypatch.setattr(logsetup, "_installed_path", None)
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert logsetup.install(path=blocker / "logs" / "k.log") is None


def test_resource_path_prefers_the_bundle(tmp_path, monkeypatch):
    bundle = tmp_path / "_internal"
    (bundle / "data").mkdir(parents=True)
    (bundle / "data" / "craft.yaml").write_text("x")
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert resources.resource_path("data", "craft.yaml") == bundle / "data" / "craft.yaml"
    assert resources.data_dir() == bundle / "data"


def _spec_tree():
    return ast.parse((REPO / "build.spec").read_text(encoding="utf-8"))


def test_spec_bundles_data_and_sprites_one_folder():
    spec = (REPO / "build.spec").read_text(encoding="utf-8")
    _spec_tree()                                            # it is valid Python
    assert '"data"), "data")' in spec and '"sprites"), "sprites")' in spec
    assert "COLLECT(" in spec and "exclude_binaries=True" in spec      # one folder
    assert "console=False" in spec
    assert (REPO / "kingsforge" / "__main__.py").is_file()
    for folder in ("data", "sprites", "sprites/fonts", "sprites/sounds"):
        assert (REPO / folder).is_dir(), folder


def test_ci_builds_and_selftests_the_executable():
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    assert "pyinstaller" in ci and "build.spec" in ci
    assert "dist/kingsforge/kingsforge selftest" in ci


@pytest.mark.skipif(not (REPO / "dist" / "kingsforge").is_dir(), reason="no built executable here")
def test_built_executable_carries_the_files():
    internal = REPO / "dist" / "kingsforge" / "_internal"
    for part in ("data/base/craft.yaml", "data/jubilee_variant/craft.yaml", "sprites/fonts", "sprites/sounds"):
        assert (internal / part).exists(), part
