"""Forge in the real window under Xvfb, driven by xdotool: a 2-player game against the computer
played to the game-over screen by dragging meeples and with the keys the prompts name
(installed by .ci/run; skipped where missing)."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).with_name("xvfb_forge.py")


@pytest.mark.skipif(not (shutil.which("xvfb-run") and shutil.which("xdotool")),
                    reason="needs Debian's xvfb and xdotool (.ci/run installs them)")
def test_real_window_plays_a_forge_game_to_the_end():
    result = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1600x900x24", sys.executable, str(SCRIPT)],
                            capture_output=True, text=True, timeout=400)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "e2e forge: game over" in result.stdout
