"""Shared fixtures for the data, golden, random-play, record and CLI tests."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

import kingsforge
from kingsforge.content import load_content

# Nothing the suite runs may touch the player's real folders (saves, settings, logs): the tests and
# every subprocess they start share a throwaway home; a test that needs its own sets it itself.
TEST_HOME = Path(tempfile.mkdtemp(prefix="kingsforge-tests-"))
os.environ["KINGSFORGE_HOME"] = str(TEST_HOME)

# The folder that holds the `kingsforge` package being tested (a checkout or site-packages).
PACKAGE_PARENT = Path(kingsforge.__file__).resolve().parent.parent
REPO_ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def shipped_content():
    """The shipped base-game data, loaded once."""
    return load_content()


@pytest.fixture(scope="session")
def subprocess_env():
    """Environment for `python -m kingsforge ...` that imports the same package as the tests."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(PACKAGE_PARENT), env.get("PYTHONPATH")) if p)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env["KINGSFORGE_HOME"] = str(TEST_HOME)
    return env


@pytest.fixture
def forge_stage(monkeypatch):
    """A Forge scene of the screenshot tool (4 players) in a language: (app, scene on top); the AI in
    a thread, and the app's workers, text floor and language put back afterwards."""
    from kingsforge import i18n
    from kingsforge.forge.ui import screenshot as forge_screenshot
    from kingsforge.ui import gfx
    from kingsforge.ui.screenshot import make_app

    monkeypatch.setenv("KINGSFORGE_AI_WORKER", "thread")
    made = []

    def build(name: str, lang: str = "en", players: int = 4, seed: int = 3):
        app = make_app(players, seed)
        made.append(app)
        app.set_language(lang)
        return app, forge_screenshot.build_scene(app, name, players, seed)

    yield build
    for app in made:
        for scene in app.stack:
            worker = getattr(scene, "worker", None) or getattr(scene, "ai", None)
            if worker is not None:
                worker.close()
    gfx.min_text_px, gfx.view_scale = 0, 1.0
    i18n.set_language("en")
