"""The table's autosave: kingsforge.persist (written by ui/autosave.py after every move).

Kept as a thin re-export for code that still imports it from the UI package;
new code calls persist.save_game / read_save / delete_save directly.
"""

from __future__ import annotations

from kingsforge import persist


def save_path():
    return persist.autosave_path()


def has_saved_game() -> bool:
    return persist.has_save(persist.autosave_path())


def delete() -> None:
    persist.delete_save(persist.autosave_path())
