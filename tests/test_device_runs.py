"""tools/device_runs.py: the tournaments of a short stay on a many-core machine, cut by a deadline,
are the tournament's own games, and a cut run can go on from where it stopped."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from cli_run import run

TOOL = Path(__file__).resolve().parents[1] / "tools" / "device_runs.py"


def _tool(*argv):
    return subprocess.run([sys.executable, str(TOOL), *argv], capture_output=True, text=True, timeout=300)


def test_two_halves_of_a_run_report_as_the_tournament_of_those_games(tmp_path, capsys):
    first, second = tmp_path / "a", tmp_path / "b"
    assert _tool("play", str(first), "120", "1", "forge_hard_greedy2:0-0").returncode == 0
    assert _tool("play", str(second), "120", "1", "forge_hard_greedy2:1-1").returncode == 0
    assert 'finished: {"forge_hard_greedy2": 1}; cut: 0' in (first / "progress.log").read_text()
    shown = _tool("report", str(first), str(second))
    assert shown.returncode == 0, shown.stderr
    assert "forge_hard_greedy2: 2 of 1000 games (indices 0-1)" in shown.stdout
    report = json.loads(shown.stdout[shown.stdout.index("{"):shown.stdout.index("\n}") + 2])

    code, out, _err = run(capsys, "tournament", "--game", "forge", "--bots", "hard,greedy", "--players", "2",
                          "--games", "2", "--seed", "500001", "--workers", "1", "--json")
    own = json.loads(out)
    assert code == 0
    assert report["average_rounds"] == own["average_rounds"]
    for bot in ("hard", "greedy"):
        assert report["bots"][bot]["win_rate"] == own["bots"][bot]["win_rate"]
    assert "hard CPU think time, pooled: {'decisions': " in shown.stdout
    again = _tool("report", str(first), str(second), str(first))      # a folder named twice: no game counted twice
    assert "forge_hard_greedy2: 2 of 1000 games (indices 0-1, 1 played twice counted once)" in again.stdout
    third = tmp_path / "c"
    assert _tool("play", str(third), "120", "1", "forge_hard_greedy2:2-2").returncode == 0
    gap = _tool("report", str(first), str(third))
    assert "forge_hard_greedy2: 2 of 1000 games (indices 0-2, 1 missing between)" in gap.stdout


def test_a_deadline_already_past_hands_out_nothing_and_says_so(tmp_path):
    assert _tool("play", str(tmp_path), "0", "1", "forge_hard_greedy2", "kf_hard_greedy_mw:0-3").returncode == 0
    log = (tmp_path / "progress.log").read_text()
    assert 'finished: {"forge_hard_greedy2": 0, "kf_hard_greedy_mw": 0}' in log


def test_a_bad_match_or_span_is_named(tmp_path):
    bad = _tool("play", str(tmp_path / "none"), "5", "1", "forge_hard_greedy2:5-1")
    assert bad.returncode == 1 and "'forge_hard_greedy2:5-1'" in bad.stderr and "Traceback" not in bad.stderr
    unknown = _tool("play", str(tmp_path / "none"), "5", "1", "nope")
    assert "unknown match 'nope'" in unknown.stderr and "Traceback" not in unknown.stderr
    assert not (tmp_path / "none").exists()


def test_replay_names_a_games_slowest_decisions_and_times_one_of_them():
    """`replay MATCH GAME` plays the tournament's game here and names its slowest decisions by
    move; `replay MATCH GAME MOVE` times the decision there with a fresh bot, the same move each
    time; bad arguments are named, without a traceback."""
    whole = _tool("replay", "forge_hard_greedy2", "0")
    assert whole.returncode == 0, whole.stderr
    lines = whole.stdout.splitlines()
    assert lines[0].startswith("forge_hard_greedy2 game 0: ") and len(lines) == 6
    slowest = int(lines[1].split()[1].rstrip(":"))
    assert " hard (seat 0), " in lines[1]
    one = _tool("replay", "forge_hard_greedy2", "0", str(slowest), "2")
    assert one.returncode == 0, one.stderr
    head, *times = one.stdout.splitlines()
    assert head.startswith(f"forge_hard_greedy2 game 0 move {slowest}: hard (seat 0), ")
    assert len(times) == 2 and times[0].split(": ", 1)[1] == times[1].split(": ", 1)[1]
    early = _tool("replay", "kf_hard_greedy_mw", "0", "0", "1")         # King's Forge's first move
    assert early.returncode == 0 and "kf_hard_greedy_mw game 0 move 0: " in early.stdout, early.stderr
    for argv, said in ((["nope", "0"], "unknown match 'nope'"), (["forge_hard_greedy2", "x"], "whole numbers"),
                       (["forge_hard_greedy2", "1000"], "GAME is 0 to 999"),
                       (["forge_hard_greedy2", "0", "100000"], "ends after")):
        bad = _tool("replay", *argv)
        assert bad.returncode == 1 and said in bad.stderr and "Traceback" not in bad.stderr, (argv, bad.stderr)
