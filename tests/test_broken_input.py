"""The broken-input corpus beyond data files (tests/broken/cli_* and save_*, README there): a bad
command line or a bad save gives exit 2 and the exact one-line message in expected.txt, never
a traceback (issue 22).

- cli_*: argv.txt, one argument a line, run through cli.main in-process;
- save_*: edits.json, top-level keys set in a finished headless save of the module set in
  modules.txt (none: the base game), then `play --headless --resume`; the file must be kept
  as <name>.bad. `"__pad_to_bytes__": N` pads the file with spaces to N bytes instead.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kingsforge.cli import main

BROKEN = Path(__file__).resolve().parent / "broken"
CLI_CASES = sorted(p.name for p in BROKEN.iterdir() if p.is_dir() and p.name.startswith("cli_"))
SAVE_CASES = sorted(p.name for p in BROKEN.iterdir() if p.is_dir() and p.name.startswith("save_"))
PAD = "__pad_to_bytes__"


def expected_lines(case: str) -> list[str]:
    lines = (BROKEN / case / "expected.txt").read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]


def test_the_corpus_has_the_cases_of_issue_22():
    assert len(CLI_CASES) >= 10 and len(SAVE_CASES) >= 3
    for case in CLI_CASES + SAVE_CASES:
        assert expected_lines(case), f"{case}: expected.txt lists nothing"


@pytest.mark.parametrize("case", CLI_CASES)
def test_bad_command_line_exits_2_with_the_message(case, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)          # nothing a case might write lands in the checkout
    argv = (BROKEN / case / "argv.txt").read_text(encoding="utf-8").splitlines()
    try:
        code = main(argv)
    except SystemExit as exc:            # argparse's own errors (a flag's type): usage, then the line
        code = exc.code
    out, err = capsys.readouterr()
    assert code == 2, (case, out, err)
    assert out == "" and "Traceback" not in err
    lines = err.strip().splitlines()
    for want in expected_lines(case):
        assert want in lines[-1], f"{case}: stderr {err!r} lacks {want!r}"


@pytest.fixture(scope="module")
def finished_saves(tmp_path_factory):
    """A finished headless save (its text) per module set, played once for every case."""
    made = {}

    def save_for(modules: str) -> str:
        if modules not in made:
            path = tmp_path_factory.mktemp("saves") / "game.json"
            argv = ["play", "--headless", "--bots", "greedy,greedy", "--seed", "2", "--autosave", str(path)]
            assert main(argv + (["--modules", modules] if modules else [])) == 0
            made[modules] = path.read_text(encoding="utf-8")
        return made[modules]
    return save_for


@pytest.mark.parametrize("case", SAVE_CASES)
def test_bad_save_exits_2_names_the_problem_and_keeps_the_file(case, finished_saves, tmp_path, capsys):
    modules_file = BROKEN / case / "modules.txt"
    modules = modules_file.read_text(encoding="utf-8").strip() if modules_file.is_file() else ""
    data = json.loads(finished_saves(modules))
    capsys.readouterr()
    edits = json.loads((BROKEN / case / "edits.json").read_text(encoding="utf-8"))
    pad = edits.pop(PAD, None)
    data.update(edits)
    data.pop("integrity", None)          # an edited save without its checksum still loads
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    if pad is not None:
        with open(path, "a", encoding="ascii") as fh:
            fh.write(" " * (pad - path.stat().st_size))
    code = main(["play", "--headless", "--resume", str(path)])
    out, err = capsys.readouterr()
    assert code == 2, (case, out, err)
    assert "Traceback" not in out + err and len(err.strip().splitlines()) == 1, err
    for want in expected_lines(case):
        assert want in err, f"{case}: stderr {err!r} lacks {want!r}"
    assert not path.exists() and (tmp_path / "game.json.bad").is_file()
