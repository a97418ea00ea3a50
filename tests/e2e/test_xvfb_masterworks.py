"""A 2-player game with every Masterworks module against the computer in the real window under
Xvfb, driven by xdotool (installed by .ci/run; skipped where missing): drags and the keys the
prompts name to the game-over screen, then its replay, the replay list and the statistics."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).with_name("xvfb_masterworks.py")


@pytest.mark.skipif(not (shutil.which("xvfb-run") and shutil.which("xdotool")),
                    reason="needs Debian's xvfb and xdotool (.ci/run installs them)")
def test_real_window_plays_every_masterworks_module_then_replay_and_statistics():
    result = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1600x900x24", sys.executable, str(SCRIPT)],
                            capture_output=True, text=True, timeout=480)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    for line in ("a whole game in", "game over:", "replay from the game-over screen", "replay from the list",
                 "statistics: 1 game"):
        assert f"e2e masterworks: {line}" in result.stdout, result.stdout[-3000:]
