"""`kingsforge selftest --game forge [--report FILE]`: checks Forge in this copy of the game:
its data, a full 4-player game between computer players with the invariants after every
move, and a save that reloads to the same position. One line per check; exit 0 only if all
pass. (Forge's table and its scenes come with its user interface.)"""

from __future__ import annotations

import json
import time
from pathlib import Path


def _checks(content):
    """The checks on `content` (loaded, so checked, before any check runs: run)."""

    def data():
        return f"{len(content.contracts)} contracts, checksum {content.checksum}"

    def game():
        from kingsforge.forge.engine import rules
        from kingsforge.forge.engine.invariants import problems
        from kingsforge.forge.engine.record import GameRecord, digest
        from kingsforge.forge.match import SeatBot

        record = GameRecord(content, 4, 2026)
        seats = [SeatBot(name, 2026, i) for i, name in enumerate(("greedy", "random", "greedy", "random"))]
        while record.state.phase != "over":
            s = record.state
            record.play(seats[s.current()].choose(s, rules.legal_actions(s), len(record.moves)))
            found = problems(record.state)
            if found:
                raise AssertionError(f"move {len(record.moves)}: {found[0]}")
        again = GameRecord.from_data(content, json.loads(json.dumps(record.to_data())))
        if digest(again.state) != digest(record.state):
            raise AssertionError("the saved game does not reload to the same position")
        return f"{len(record.moves)} moves, {record.state.round} rounds, invariants held, save reloads"

    yield "forge data", data
    yield "forge game", game


def run(args) -> int:
    from kingsforge.commands.usage import writable_file
    from kingsforge.forge.commands import load

    # --report and --data first (exit 2 at once), as King's Forge's selftest checks them
    report = getattr(args, "report", None)
    if report is not None:
        writable_file(report, "--report", "selftest.txt")
    content = load(args)
    lines, failed = [], 0
    for name, check in _checks(content):
        started = time.perf_counter()
        try:
            detail, ok = check(), True
        except Exception as exc:          # a selftest reports every failure, never stops on one
            detail, ok = f"{type(exc).__name__}: {exc}", False
            failed += 1
        lines.append(f"{'ok  ' if ok else 'FAIL'}  {name}: {detail} ({time.perf_counter() - started:.1f} s)")
        print(lines[-1], flush=True)
    lines.append(f"selftest {'FAILED' if failed else 'OK'}: Forge, {failed} failed")
    print(lines[-1], flush=True)
    if report:
        from kingsforge.persist import atomic_write_text
        try:
            atomic_write_text(Path(report), "\n".join(lines) + "\n")
        except OSError as exc:          # a folder, a path under a file, no permission: as King's Forge says it
            print(f"could not write the report to {report}: {exc}", flush=True)
            return 1
    return 1 if failed else 0
