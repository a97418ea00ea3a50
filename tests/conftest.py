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
