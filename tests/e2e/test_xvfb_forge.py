"""Forge in the real window under Xvfb, driven by xdotool: a 2-player game against the computer
played to the game-over screen by dragging meeples and with the keys the prompts name
(installed by .ci/run; skipped where missing)."""

from pathlib import Path

from xserver import needs_x, run_script

SCRIPT = Path(__file__).with_name("xvfb_forge.py")


@needs_x
def test_real_window_plays_a_forge_game_to_the_end():
    result = run_script(SCRIPT, timeout=400)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "e2e forge: game over" in result.stdout
