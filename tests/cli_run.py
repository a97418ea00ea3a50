"""Running the command line inside a test: the exit code and what it printed, never a traceback."""

from __future__ import annotations

from kingsforge.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def refused(capsys, *argv) -> str:
    """The one line a refused command prints (exit 2)."""
    code, _out, err = run(capsys, *argv)
    assert code == 2 and len(err.strip().splitlines()) == 1, (argv, err)
    return err
