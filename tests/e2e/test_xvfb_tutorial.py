"""The tutorial and a whole game in the real window under Xvfb, driven by xdotool (installed by
.ci/run; skipped where missing): real mouse drags onto the boxes the tutorial lights, then the
keys the prompts name, to the game's end."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).with_name("xvfb_tutorial.py")


@pytest.mark.skipif(not (shutil.which("xvfb-run") and shutil.which("xdotool")),
                    reason="needs Debian's xvfb and xdotool (.ci/run installs them)")
def test_tutorial_by_mouse_then_a_whole_game_by_keys():
    result = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1600x900x24", sys.executable, str(SCRIPT)],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "the tutorial's lessons, by mouse and keys" in result.stdout
    assert "a whole game by keys" in result.stdout
