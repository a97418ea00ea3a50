"""The real window under Xvfb, driven by xdotool (installed by .ci/run; skipped where missing)."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).with_name("xvfb_drag.py")


@pytest.mark.skipif(not (shutil.which("xvfb-run") and shutil.which("xdotool")),
                    reason="needs Debian's xvfb and xdotool (.ci/run installs them)")
def test_real_mouse_drag_claims_a_gather_card():
    result = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1600x900x24", sys.executable, str(SCRIPT)],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "made the claim" in result.stdout
