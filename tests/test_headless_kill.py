"""Kill a headless game with SIGKILL at random moments, resume it each time, and
check it ends exactly as the uninterrupted game with the same seed.

Half the kills wait until the autosave shows a random move number (so they land
mid-game, often mid-write); the rest strike after a random delay (often while
the process is still starting or replaying the save). After every kill the
autosave must load, and never hold fewer moves than before the kill.
"""

from __future__ import annotations

import json
import random
import signal
import subprocess
import sys
import time

import pytest

from kingsforge import persist

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")

BOTS = "random,random,random,random"
SEED = 6            # about 400 moves: long enough to kill 25 times
KILLS = 25
HANG_GUARD = 120.0  # seconds; only so a broken build cannot hang the suite


@pytest.fixture
def env(subprocess_env, tmp_path):
    env = dict(subprocess_env)
    env["KINGSFORGE_HOME"] = str(tmp_path / "home")
    return env


def command(*args) -> list[str]:
    return [sys.executable, "-m", "kingsforge", "play", "--headless", *map(str, args)]


def saved_moves(path) -> int:
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return -1
    return len(json.loads(raw)["actions"])     # atomic writes: never half a file


def test_sigkill_and_resume_reaches_the_same_end(tmp_path, env, shipped_content):
    reference = subprocess.run(command("--bots", BOTS, "--seed", SEED, "--autosave", tmp_path / "ref.json"),
                               capture_output=True, text=True, env=env, timeout=600)
    assert reference.returncode == 0, reference.stderr
    expected = reference.stdout.strip().splitlines()[-1]
    assert expected.startswith("final: ") and "| digest " in expected
    total = saved_moves(tmp_path / "ref.json")
    assert total > 3 * KILLS

    rng = random.Random(5150)
    targets = sorted(rng.sample(range(2, total - 10), KILLS))
    path = tmp_path / "game.json"
    kills, progress = 0, -1
    for target in targets:
        args = ("--resume", path) if path.exists() else ("--bots", BOTS, "--seed", SEED, "--autosave", path)
        proc = subprocess.Popen(command(*args), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        try:
            if rng.random() < 0.5:
                try:                           # a random moment: starting, replaying or playing
                    proc.wait(timeout=rng.uniform(0.0, 1.0))
                except subprocess.TimeoutExpired:
                    pass
            else:                              # just after the game reaches `target` moves
                guard = time.monotonic() + HANG_GUARD
                while proc.poll() is None and saved_moves(path) < target and time.monotonic() < guard:
                    time.sleep(0.002)
                time.sleep(rng.uniform(0.0, 0.01))
            if proc.poll() is None:
                proc.send_signal(signal.SIGKILL)
                kills += 1
        finally:
            out, err = proc.communicate(timeout=HANG_GUARD)
        assert "Traceback" not in err, err
        if proc.returncode not in (0, -signal.SIGKILL):
            pytest.fail(f"exit {proc.returncode}: {err}")
        moves = saved_moves(path)
        assert moves >= progress, "a kill lost moves that were already saved"
        progress = moves
        if path.exists():
            record = persist.load_game(shipped_content, path)   # raises if the kill damaged it
            assert len(record.actions) == moves <= total

    assert kills >= KILLS // 2, f"only {kills} of {KILLS} kills found the game still running"
    final = subprocess.run(command("--resume", path), capture_output=True, text=True, env=env, timeout=600)
    assert final.returncode == 0, final.stderr
    assert final.stdout.strip().splitlines()[-1] == expected
    assert saved_moves(path) == total
    assert not list(tmp_path.glob("*.bad"))


@pytest.mark.parametrize("damage", ["truncate", "flip", "empty"])
def test_damaged_autosave_resumes_with_a_clear_message(tmp_path, env, damage):
    path = tmp_path / "game.json"
    done = subprocess.run(command("--bots", "greedy,random", "--seed", 3, "--autosave", path),
                          capture_output=True, text=True, env=env, timeout=600)
    assert done.returncode == 0, done.stderr
    raw = path.read_bytes()
    if damage == "truncate":
        raw = raw[: len(raw) * 2 // 3]
    elif damage == "flip":
        i = raw.index(b'"seed":') + len(b'"seed":')
        raw = raw[:i] + (b"9" if raw[i:i + 1] != b"9" else b"8") + raw[i + 1:]
    else:
        raw = b""
    path.write_bytes(raw)
    resumed = subprocess.run(command("--resume", path), capture_output=True, text=True, env=env, timeout=600)
    assert resumed.returncode == 2
    assert "Traceback" not in resumed.stderr
    assert "damaged" in resumed.stderr and "game.json.bad" in resumed.stderr
    assert resumed.stderr.strip().count("\n") == 0, "one clear line"
    assert not path.exists()
    assert (tmp_path / "game.json.bad").read_bytes() == raw
