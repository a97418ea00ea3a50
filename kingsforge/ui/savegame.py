"""Where the autosave lives. The title screen offers Continue only when it exists.

The save holds what the engine needs to rebuild a game (setup + action log,
see match.py); KINGSFORGE_HOME moves it, so tests never touch a player's files.
"""

from __future__ import annotations

import json
import os
from pathlib import Path


def save_dir() -> Path:
    override = os.environ.get("KINGSFORGE_HOME")
    if override:
        return Path(override)
    try:
        import platformdirs

        return Path(platformdirs.user_data_dir("kingsforge", appauthor=False))
    except Exception:
        return Path.home() / ".kingsforge"


def save_path() -> Path:
    return save_dir() / "autosave.json"


def has_saved_game() -> bool:
    return save_path().is_file()


def write(data: dict) -> bool:
    path = save_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data), encoding="utf-8")
        tmp.replace(path)  # never leave a half-written save behind
        return True
    except OSError:
        return False


def read() -> dict | None:
    try:
        return json.loads(save_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def delete() -> None:
    try:
        save_path().unlink()
    except OSError:
        pass
