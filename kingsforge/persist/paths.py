"""Where the player's files go.

KINGSFORGE_HOME, when set, holds everything (saves, settings, logs) in that one
folder: tests set it so they never touch a real home, and a portable install
can point it next to the program. Otherwise platformdirs picks the usual place
per OS (e.g. ~/.local/share/kingsforge and ~/.config/kingsforge on Linux,
%LOCALAPPDATA%\\kingsforge on Windows, ~/Library/Application Support/kingsforge
on macOS). Nothing here creates folders; the writers do.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "kingsforge"
HOME_ENV = "KINGSFORGE_HOME"


def _override() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def user_data_dir() -> Path:
    """Saved games and logs."""
    override = _override()
    if override is not None:
        return override
    try:
        import platformdirs

        return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    except Exception:  # platformdirs missing or confused: still somewhere private
        return Path.home() / f".{APP_NAME}"


def user_config_dir() -> Path:
    """settings.json."""
    override = _override()
    if override is not None:
        return override
    try:
        import platformdirs

        return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    except Exception:
        return Path.home() / f".{APP_NAME}"


def autosave_path(game: str = "kingsforge") -> Path:
    """The game in progress: one file per game, so starting Forge keeps a King's Forge game."""
    return user_data_dir() / ("forge-autosave.json" if game == "forge" else "autosave.json")


def settings_path() -> Path:
    return user_config_dir() / "settings.json"


def log_dir() -> Path:
    return user_data_dir() / "logs"


def log_path() -> Path:
    return log_dir() / "kingsforge.log"


def games_dir() -> Path:
    """Finished games, one record each, kept for replays (Forge's named FORGE_GAMES + ...)."""
    return user_data_dir() / "games"


FORGE_GAMES = "forge-"      # the start of a finished Forge game's file name in games_dir()
