"""Kill a headless Forge game with SIGKILL a few times, resume it each time (the save names
its game: no --game needed), and check it ends exactly as the uninterrupted game."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time

import pytest

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")

BOTS = "greedy,random,greedy"
SEED = 9
KILLS = 4


@pytest.fixture
def env(subprocess_env, tmp_path):
    env = dict(subprocess_env)
    env["KINGSFORGE_HOME"] = str(tmp_path / "home")
    return env


def command(*args) -> list[str]:
    return [sys.executable, "-m", "kingsforge", "play", "--headless", *map(str, args)]


def saved_moves(path) -> int:
    try:
        return len(json.loads(path.read_bytes())["moves"])
    except FileNotFoundError:
        return -1


def test_sigkill_and_resume_reaches_the_same_end(tmp_path, env):
    reference = subprocess.run(command("--game", "forge", "--bots", BOTS, "--seed", SEED, "--autosave",
                                       tmp_path / "ref.json"), capture_output=True, text=True, env=env, timeout=300)
    assert reference.returncode == 0, reference.stderr
    expected = reference.stdout.strip().splitlines()[-1]
    total = saved_moves(tmp_path / "ref.json")
    assert expected.startswith("final: ") and total > 40
    save = tmp_path / "game.json"
    args = ("--game", "forge", "--bots", BOTS, "--seed", SEED, "--autosave", save)
    seen = -1
    for k in range(KILLS):
        target = (k + 1) * total // (KILLS + 2)
        proc = subprocess.Popen(command(*args), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
        deadline = time.monotonic() + 120
        while saved_moves(save) < target and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.005)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        moves = saved_moves(save)
        assert moves >= seen, "a kill lost saved moves"
        seen = moves
        args = ("--resume", save)                 # from now on: resume, naming no game
    finish = subprocess.run(command("--resume", save), capture_output=True, text=True, env=env, timeout=300)
    assert finish.returncode == 0, finish.stderr
    assert finish.stdout.strip().splitlines()[-1] == expected
