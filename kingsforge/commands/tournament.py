"""`kingsforge tournament`: seat-rotated seeded games between AI levels, in parallel
(kingsforge/ai/tournament.py plays and summarises them; this module checks the flags and prints)."""

from __future__ import annotations

import json
import sys
import time
from dataclasses import asdict

from kingsforge.ai import BOTS
from kingsforge.ai.balance import balance_report
from kingsforge.ai.tournament import format_summary, run_games, summarise
from kingsforge.commands.content import load_for
from kingsforge.commands.usage import UsageError, check_games, worker_count


def _progress_printer(games: int, start: float):
    """Long runs say how far they are on stderr (stdout stays the report): every 10%."""
    if games < 50:
        return None
    step = max(1, games // 10)

    def say(done: int, total: int) -> None:
        if done % step == 0 or done == total:
            print(f"tournament: {done}/{total} games, {time.perf_counter() - start:.0f} s", file=sys.stderr,
                  flush=True)

    return say


def run(args) -> int:
    return tournament(load_for(args), args)


def tournament(content, args) -> int:
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    if not bots:
        raise UsageError("--bots names no bot (e.g. --bots hard,greedy)")
    unknown = [b for b in bots if b not in BOTS]
    if unknown:
        raise UsageError(f"unknown bot '{unknown[0]}' (choose from {', '.join(sorted(BOTS))})")
    if not 2 <= args.players <= 4:
        raise UsageError("--players must be 2, 3 or 4")
    if len(bots) > args.players:
        raise UsageError(f"{len(bots)} bots for {args.players} seats")
    check_games(args.games)
    workers = worker_count(args.workers, args.games)      # at most one per core: the results never differ
    start = time.perf_counter()
    results = run_games(content, bots, args.players, args.games, args.seed, workers,
                        progress=_progress_printer(args.games, start))
    summary = summarise(results, bots, args.players, args.seed, workers, time.perf_counter() - start)
    if getattr(args, "json", False):
        data = asdict(summary)
        data["balance"] = balance_report(content, results)
        print(json.dumps(data, indent=2))
    else:
        print(format_summary(summary))
    return 0
