"""One place that knows where the game's files live.

Three layouts are supported: a source checkout (data/ beside the package), an
installed wheel (copies under kingsforge/_bundled/), and a PyInstaller bundle
(sys._MEIPASS). Nothing else in the game builds paths to shipped files.
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def _roots() -> list[Path]:
    roots = []
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        roots.append(Path(frozen_root))
    roots.append(_PACKAGE_DIR / "_bundled")    # installed wheel
    checkout = _PACKAGE_DIR.parent
    if (checkout / "pyproject.toml").is_file():  # a source checkout, not site-packages
        roots.append(checkout)
    return roots


def resource_path(*parts: str) -> Path:
    """Path of a shipped file or folder, e.g. resource_path("data", "dice.yaml")."""
    for root in _roots():
        candidate = root.joinpath(*parts)
        if candidate.exists():
            return candidate
    return _roots()[0].joinpath(*parts)


def data_dir() -> Path:
    return resource_path("data")


def sprites_dir() -> Path:
    return resource_path("sprites")
