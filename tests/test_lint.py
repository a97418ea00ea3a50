"""The lint: ruff with pyflakes (F), import order (I) and complexity (C90), configured in
pyproject.toml, must be clean on kingsforge/ and tests/. ruff is in the test extra
(`pip install -e ".[test]"`), so CI runs it here; a machine without it skips, saying so."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.skipif(importlib.util.find_spec("ruff") is None, reason="ruff is not installed (pip install -e '.[test]')")
def test_ruff_is_clean():
    result = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "kingsforge", "tests"],
                            cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
