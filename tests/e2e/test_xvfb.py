"""The real window under Xvfb, driven by xdotool (installed by .ci/run; skipped where missing)."""

from pathlib import Path

from xserver import needs_x, run_script

SCRIPT = Path(__file__).with_name("xvfb_drag.py")


@needs_x
def test_real_mouse_drag_claims_a_gather_card():
    result = run_script(SCRIPT, timeout=300)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "made the claim" in result.stdout
