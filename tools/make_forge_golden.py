"""Writes Forge's golden transcripts, tests/forge/golden/*.txt: seeded bot games, one line per
move: `<json move> | <sentence> | <state digest after it>`, then the final standings.
tests/forge/test_forge_golden.py replays them from the seed (bots not involved). Run it
only when a change to Forge's rules or cards is intended, and check the diff.

    python tools/make_forge_golden.py              # play the games again with today's bots
    python tools/make_forge_golden.py --sentences  # keep each file's moves, say them again
    python tools/make_forge_golden.py --check      # exit 1 if a file would change (writes nothing)
    python tools/make_forge_golden.py --sentences --check

`--sentences` is for a change to the log's words alone: the moves and digests stay as they
are (the bots may have changed since the files were written; replaying their moves does not
need them).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kingsforge.forge.ai import make_bot  # noqa: E402
from kingsforge.forge.content import load_forge  # noqa: E402
from kingsforge.forge.engine import rules, scoring  # noqa: E402
from kingsforge.forge.engine.describe import describe  # noqa: E402
from kingsforge.forge.engine.record import GameRecord, digest, move_from_data, move_to_data  # noqa: E402
from kingsforge.forge.engine.setup import new_game  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "tests" / "forge" / "golden"
GAMES = [(2, 11, ("greedy", "random")), (3, 5, ("greedy", "greedy", "random")), (4, 8, ("greedy",) * 4)]


def standings_line(state) -> str:
    parts = [f"{place}. P{seat + 1} {scoring.score(state, seat)} VP" for place, seat in
             enumerate(scoring.standings(state), 1)]
    return "standings: " + "; ".join(parts)


def played(players: int, seed: int, bots) -> tuple[Path, str]:
    """The file of a seeded bot game and its text, played with today's bots."""
    content = load_forge()
    state = new_game(content, players, seed)
    seats = [make_bot(bots[i], seed * 10 + i) for i in range(players)]
    lines = ["# Forge golden transcript (tools/make_forge_golden.py)", f"players: {players}", f"seed: {seed}",
             f"bots: {','.join(bots)}"]
    while state.phase != "over":
        move = seats[state.current()].choose(state, rules.legal_actions(state))
        sentence = describe(state, move)
        rules.apply_in_place(state, move)
        lines.append(f"{json.dumps(move_to_data(move), sort_keys=True)} | {sentence} | {digest(state)}")
    lines.append(f"state digest: {digest(state)}")
    lines.append(standings_line(state))
    path = OUT / f"forge_{players}p_{'_'.join(sorted(set(bots)))}_seed{seed}.txt"
    return path, "\n".join(lines) + "\n"


def resaid(path: Path) -> tuple[Path, str]:
    """A golden file with its sentences said again, replaying its own moves from its seed."""
    header, record, out = {}, None, []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("{"):
            if record is None:
                record = GameRecord(load_forge(), int(header["players"]), int(header["seed"]))
            data, _sentence, after = line.split(" | ")
            move = move_from_data(json.loads(data))
            line = f"{data} | {describe(record.state, move)} | {after}"
            record.play(move)
        elif ": " in line and not line.startswith("#"):
            key, _, value = line.partition(": ")
            header[key] = value
        out.append(line)
    return path, "\n".join(out) + "\n"


def main(argv) -> int:
    import argparse

    parser = argparse.ArgumentParser(description="write (or check) Forge's golden transcripts")
    parser.add_argument("--sentences", action="store_true", help="keep each file's moves, say them again")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a file would change")
    args = parser.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    files = [resaid(path) for path in sorted(OUT.glob("*.txt"))] if args.sentences else [played(*g) for g in GAMES]
    changed = 0
    for path, text in files:
        same = path.exists() and path.read_text(encoding="utf-8") == text
        changed += not same
        if args.check:
            print(("same    " if same else "changed ") + str(path))
        elif not same:
            path.write_text(text, encoding="utf-8")
            print(path)
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
