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
import sys
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
    assert err.startswith(f"kingsforge: {path}: "), err         # the file named, then what is wrong
    for want in expected_lines(case):
        assert want in err, f"{case}: stderr {err!r} lacks {want!r}"
    assert not path.exists() and (tmp_path / "game.json.bad").is_file()


# --- files that are not regular files, and the one bounded reader every door uses ----------------
# A size check by stat() sees 0 bytes in a device or a FIFO: /dev/zero filled the memory and a
# FIFO with no writer hung for ever, at each door that reads a file someone else may have
# written (kingsforge/fileread.py read_limited is now the only way in).
POSIX = pytest.mark.skipif(sys.platform == "win32" or not Path("/dev/zero").exists(),
                           reason="devices and FIFOs as files are a POSIX matter")


@POSIX
def test_the_bounded_reader_refuses_what_is_not_a_regular_file(tmp_path):
    import os

    from kingsforge.fileread import FileTooLarge, NotARegularFile, read_limited

    plain = tmp_path / "plain.json"
    plain.write_bytes(b"x" * 10)
    assert read_limited(plain, 10) == b"x" * 10
    with pytest.raises(FileTooLarge) as big:
        read_limited(plain, 9)
    assert big.value.size == 10 and big.value.limit == 9
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    linked = tmp_path / "zero.json"
    linked.symlink_to("/dev/zero")
    for path, words in ((Path("/dev/zero"), "a device"), (linked, "a device"), (fifo, "a named pipe"),
                        (tmp_path, "a folder")):
        with pytest.raises(NotARegularFile) as refused:
            read_limited(path, 1000)
        assert isinstance(refused.value, OSError) and words in refused.value.strerror, (path, refused.value)
    with pytest.raises(FileNotFoundError):
        read_limited(tmp_path / "none.json", 10)


def _kingsforge(argv, env, cwd, code="from kingsforge.cli import main; raise SystemExit(main())"):
    """The command in a child with 1 GiB of address space and 60 s: before, /dev/zero raised
    MemoryError (or took the machine's memory) and a FIFO never returned."""
    import resource
    import subprocess

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    try:
        return subprocess.run([sys.executable, "-c", code, *argv], capture_output=True, text=True, env=env,
                              cwd=cwd, timeout=60, preexec_fn=limit)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{argv} still runs after 60 s")


def _not_a_file(tmp_path, kind):
    import os

    if kind == "fifo":
        path = tmp_path / "fifo"
        os.mkfifo(path)
        return path, "a named pipe"
    path = tmp_path / "zero"
    path.symlink_to("/dev/zero")
    return path, "a device"


@POSIX
@pytest.mark.parametrize("kind", ["device", "fifo"])
@pytest.mark.parametrize("door", ["resume", "resume_forge", "card_file", "forge_card_file", "settings"])
def test_a_device_or_fifo_is_refused_at_every_door(door, kind, tmp_path, subprocess_env):
    import shutil

    from kingsforge.resources import data_dir

    path, words = _not_a_file(tmp_path, kind)
    if door in ("resume", "resume_forge"):
        argv = ["play", "--headless", "--resume", str(path)] + (["--game", "forge"] if door == "resume_forge" else [])
        result = _kingsforge(argv, subprocess_env, tmp_path)
        assert result.returncode == 2 and result.stdout == "", result
        assert words in result.stderr and len(result.stderr.strip().splitlines()) == 1, result.stderr
        assert path.exists() and not list(tmp_path.glob("*.bad")), "a device or a pipe is no damaged save"
    elif door in ("card_file", "forge_card_file"):
        folder = tmp_path / "data"
        shutil.copytree(data_dir(), folder)
        card = folder / ("forge/guilds.yaml" if door == "forge_card_file" else "base/craft.yaml")
        card.unlink()
        card.symlink_to(path)
        argv = ["validate", "--data", str(folder)] + (["--game", "forge"] if door == "forge_card_file" else [])
        result = _kingsforge(argv, subprocess_env, tmp_path)
        assert result.returncode == 2 and "Traceback" not in result.stderr, result
        assert f"{card.parent.name}/{card.name}: cannot be read (it is {words}, not a file)" in result.stderr
    else:
        code = ("import sys; from kingsforge.persist.settings import load_settings; "
                "settings, problem = load_settings(sys.argv[1]); print(problem)")
        result = _kingsforge([str(path)], subprocess_env, tmp_path, code=code)
        assert result.returncode == 0 and "Traceback" not in result.stderr, result
        assert "could not be read" in result.stdout and words in result.stdout, result.stdout


@POSIX
@pytest.mark.parametrize("kind", ["device", "fifo"])
@pytest.mark.parametrize("door", ["autosave", "autosave_forge", "out", "out_forge", "report"])
def test_a_device_or_fifo_is_never_written_over(door, kind, tmp_path, capsys, monkeypatch):
    """A file the game writes is refused at once when the name is a device or a FIFO: the
    atomic rename put a plain file in its place (`play --headless --autosave /dev/null`, run as
    root, replaced /dev/null itself), and `screenshot --out /dev/null` ended in a traceback. A
    link to /dev/null stands for the device here (before, only the link was replaced)."""
    import os
    import stat

    monkeypatch.chdir(tmp_path)
    if kind == "fifo":
        path, words = tmp_path / "fifo", "it is a named pipe, not a file"
        os.mkfifo(path)
    else:
        path, words = tmp_path / "null", "it is a device, not a file"
        path.symlink_to("/dev/null")
    forge = ["--game", "forge"] if door.endswith("_forge") else []
    flag, argv = {"autosave": ("--autosave", ["play", "--headless", "--bots", "greedy,greedy", "--autosave"]),
                  "out": ("--out", ["screenshot", "--scene", "title", "--out"]),
                  "report": ("--report", ["selftest", "--report"])}[door.removesuffix("_forge")]
    code = main(argv + [str(path)] + forge)
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and "Traceback" not in err, (code, out, err)
    assert err.strip() == f"kingsforge: {flag} {path}: {words}; name a file"
    assert (stat.S_ISFIFO(os.lstat(path).st_mode) if kind == "fifo" else path.is_symlink()), "left as it was"
