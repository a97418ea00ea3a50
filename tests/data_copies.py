"""Broken copies of the shipped card data for a test: one text of one file replaced."""

from __future__ import annotations

import shutil
from pathlib import Path

from kingsforge.resources import data_dir


def data_with(tmp_path: Path, file: str, old: str, new: str, root: Path | None = None) -> Path:
    """A copy of `root` (the shipped data/ by default) with the first `old` of `file` replaced."""
    root = root or data_dir()
    folder = tmp_path / root.name
    shutil.copytree(root, folder)
    text = (folder / file).read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {file}"
    (folder / file).write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder


def line_of(file: str, needle: str, root: Path | None = None) -> int:
    """The line of the shipped `file` (under `root`) that holds `needle`."""
    lines = ((root or data_dir()) / file).read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines, 1):
        if needle in line:
            return number
    raise AssertionError(needle)
