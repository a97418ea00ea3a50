"""The tutorial and a whole game in the real window under Xvfb, driven by xdotool (installed by
.ci/run; skipped where missing): real mouse drags onto the boxes the tutorial lights, then the
keys the prompts name, to the game's end."""

from pathlib import Path

from xserver import needs_x, run_script

SCRIPT = Path(__file__).with_name("xvfb_tutorial.py")


@needs_x
def test_tutorial_by_mouse_then_a_whole_game_by_keys():
    result = run_script(SCRIPT, timeout=600)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "the tutorial's lessons, by mouse and keys" in result.stdout
    assert "a whole game by keys" in result.stdout
