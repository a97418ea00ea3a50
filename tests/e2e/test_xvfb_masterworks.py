"""A 2-player game with every Masterworks module against the computer in the real window under
Xvfb, driven by xdotool (installed by .ci/run; skipped where missing): drags and the keys the
prompts name to the game-over screen, then its replay, the replay list and the statistics."""

from pathlib import Path

from xserver import needs_x, run_script

SCRIPT = Path(__file__).with_name("xvfb_masterworks.py")


@needs_x
def test_real_window_plays_every_masterworks_module_then_replay_and_statistics():
    result = run_script(SCRIPT, timeout=480)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    for line in ("a whole game in", "game over:", "replay from the game-over screen", "replay from the list",
                 "statistics: 1 game"):
        assert f"e2e masterworks: {line}" in result.stdout, result.stdout[-3000:]
