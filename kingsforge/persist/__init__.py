"""Files the game writes for the player: saved games, settings, logs.

Everything here lives in the user's folders (platformdirs), never beside the
program: `KINGSFORGE_HOME` moves all of it to one folder (tests, portable
installs). Writes are atomic; reads never execute anything (JSON only).

    from kingsforge import persist
    persist.save_game(record, persist.autosave_path(), extra={...})
    saved = persist.read_save(content, persist.autosave_path())   # raises persist.SaveError
    settings, problem = persist.load_settings()
    persist.save_settings(settings)
"""

from kingsforge.persist.atomic import atomic_write_json, atomic_write_text
from kingsforge.persist.paths import (
                                      autosave_path,
                                      log_dir,
                                      log_path,
                                      settings_path,
                                      user_config_dir,
                                      user_data_dir,
)
from kingsforge.persist.saves import (
                                      SavedGame,
                                      SaveError,
                                      delete_own_save,
                                      delete_save,
                                      has_save,
                                      load_game,
                                      quarantine,
                                      read_save,
                                      save_game,
)
from kingsforge.persist.settings import Settings, load_settings, save_settings

__all__ = [
    "atomic_write_json", "atomic_write_text",
    "autosave_path", "log_dir", "log_path", "settings_path", "user_config_dir", "user_data_dir",
    "SaveError", "SavedGame", "delete_own_save", "delete_save", "has_save", "load_game", "quarantine", "read_save", "save_game",
    "Settings", "load_settings", "save_settings",
]
