"""Copies data/ and sprites/ into the package when building a wheel.

pyproject.toml holds all metadata; this file only exists so that an installed
kingsforge (pip install .) carries its YAML cards, images and font.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
BUNDLED = ("data", "sprites")


class BuildWithData(build_py):
    def run(self):
        super().run()
        target = Path(self.build_lib) / "kingsforge" / "_bundled"
        for name in BUNDLED:
            source = HERE / name
            if source.is_dir():
                shutil.copytree(source, target / name, dirs_exist_ok=True)


setup(cmdclass={"build_py": BuildWithData})
