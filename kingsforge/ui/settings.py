"""The player's settings: kingsforge.persist.settings (saved in the user's config folder).

Kept as a thin re-export for code that still imports it from the UI package.
"""

from kingsforge.persist.settings import (
    ANIM_FACTOR,
    PACE_SECONDS,
    PACES,
    Settings,
    load_settings,
    save_settings,
)

__all__ = ["ANIM_FACTOR", "PACE_SECONDS", "PACES", "Settings", "load_settings", "save_settings"]
