"""Issue 12's small defects: screenshot help, sound without a device, remembered table,
Continue as the default, the shortcuts page and the hint's wording."""

import pytest

from kingsforge import cli


def test_screenshot_help_lists_every_scene(capsys, monkeypatch):
    from kingsforge.ui.screenshot import SCENES

    monkeypatch.setenv("COLUMNS", "400")                   # no wrapping inside a hyphenated name

    with pytest.raises(SystemExit) as exit_:
        cli.main(["screenshot", "--help"])
    assert exit_.value.code == 0
    out = " ".join(capsys.readouterr().out.split())      # argparse wraps the help text
    for name in SCENES:
        assert name in out, name
