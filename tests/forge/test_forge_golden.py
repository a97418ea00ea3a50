"""Forge's golden transcripts (tests/forge/golden/*.txt, written by tools/make_forge_golden.py):
each replays from its seed through GameRecord and must give the same sentence and state
digest after every move, and the same standings. A golden file changes only when Forge's
rules or cards do: check the diff, then run `python tools/make_forge_golden.py`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from forge_scenario import content

from kingsforge.forge.engine import scoring
from kingsforge.forge.engine.describe import describe
from kingsforge.forge.engine.record import GameRecord, digest, move_from_data

GOLDEN = Path(__file__).resolve().parent / "golden"
FILES = sorted(p.name for p in GOLDEN.glob("*.txt"))
REGENERATE = "If the change is intended, check the diff and run `python tools/make_forge_golden.py`."


def test_there_are_goldens_for_every_player_count():
    assert {name.split("_")[1] for name in FILES} == {"2p", "3p", "4p"}


@pytest.mark.parametrize("name", FILES)
def test_golden_replays_exactly(name):
    header, record = {}, None
    for number, line in enumerate((GOLDEN / name).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("{"):
            if record is None:
                record = GameRecord(content(), int(header["players"]), int(header["seed"]))
            data, sentence, expected = line.split(" | ")
            move = move_from_data(json.loads(data))
            assert describe(record.state, move) == sentence, f"{name}:{number}: sentence changed. {REGENERATE}"
            record.play(move)
            assert digest(record.state) == expected, f"{name}:{number}: state changed. {REGENERATE}"
        elif line.startswith("state digest:"):
            assert record.state.phase == "over" and digest(record.state) == line.split(": ")[1]
        elif line.startswith("standings:"):
            got = "standings: " + "; ".join(f"{place}. P{seat + 1} {scoring.score(record.state, seat)} VP"
                                            for place, seat in enumerate(scoring.standings(record.state), 1))
            assert got == line, f"{name}:{number}: standings changed. {REGENERATE}"
        else:
            key, _, value = line.partition(": ")
            header[key] = value
    assert record is not None and record.state.phase == "over"
