"""`kingsforge tournament --game forge`: seat-rotated seeded Forge games between AI levels, in
parallel worker processes. The first bot named is measured against the others; with fewer
bots than players the last one fills the remaining seats (hard,greedy in 4 players: one Hard
against three Greedy)."""

from __future__ import annotations

import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from kingsforge.commands.english import counted
from kingsforge.commands.usage import UsageError, check_games, worker_count
from kingsforge.forge.commands import load, strategies
from kingsforge.forge.match import MatchError, check_bots, play_game


def seats_for(bots: list[str], players: int, game: int) -> list[str]:
    line = bots + [bots[-1]] * (players - len(bots))
    shift = game % players
    return line[-shift:] + line[:-shift] if shift else line


_worker_content = None


def _init_worker(content) -> None:
    """Each worker plays with the content the main process loaded (never re-reads --data)."""
    global _worker_content
    _worker_content = content


def _one(job):
    seats, seed = job
    return play_game(_worker_content, seats, seed, time_moves=True)


def run(args) -> int:
    try:
        bots = check_bots(args.bots.split(","), players=args.players)
    except MatchError as exc:
        raise UsageError(str(exc)) from None
    if not 2 <= args.players <= 4:
        raise UsageError("--players must be 2, 3 or 4")
    if len(bots) > args.players:
        raise UsageError(f"{len(bots)} bots for {args.players} seats")
    check_games(args.games)
    workers = worker_count(args.workers, args.games)      # at most one per core: the results never differ
    content = load(args)
    jobs = ((seats_for(bots, args.players, g), args.seed + g) for g in range(args.games))
    start = time.perf_counter()
    if workers == 1:
        results = [play_game(content, seats, seed, time_moves=True) for seats, seed in jobs]
    else:
        with ProcessPoolExecutor(workers, initializer=_init_worker, initargs=(content,)) as pool:
            results = list(pool.map(_one, jobs, chunksize=max(1, args.games // (workers * 4))))
    data = summarise(results, bots, args.players, time.perf_counter() - start, workers)
    if getattr(args, "json", False):
        print(json.dumps(data, indent=2))
    else:
        print(f"Forge tournament: {counted(data['games'], 'game')}, {args.players} players, "
              f"{counted(workers, 'worker')}, {data['seconds']} s")
        for bot, row in data["bots"].items():
            print(f"  {bot:<8} win rate {row['win_rate']:6.1%}  think p95 {row['think_p95_ms']} ms, "
                  f"slowest {row['think_max_ms']} ms (CPU: p95 {row['think_cpu_p95_ms']} ms, "
                  f"slowest {row['think_cpu_max_ms']} ms)")
        print(f"  average rounds {data['average_rounds']}")
        for way, row in data["strategies"][bots[0]]["by_lean"].items():
            print(f"  {bots[0]} leaning on {way:<11} {counted(row['players'], 'player'):>12}, "
                  f"win rate {row['win_rate']:6.1%}")
    print(f"tournament done in {data['seconds']} s", file=sys.stderr)
    return 0


def _percentile(values, q):
    if not values:
        return 0.0
    values = sorted(values)
    return round(values[min(len(values) - 1, int(q * len(values)))], 2)


def summarise(results, bots, players, seconds, workers) -> dict:
    rows = {}
    for bot in dict.fromkeys(bots):
        seats = wins = 0.0
        think, think_cpu = [], []
        for r in results:
            for seat, name in enumerate(r.bots):
                if name == bot:
                    seats += 1
                    if seat in r.winners:
                        wins += 1 / len(r.winners)
            think += r.think_ms.get(bot, [])
            think_cpu += r.think_cpu_ms.get(bot, [])
        rows[bot] = {"win_rate": round(wins / seats, 4) if seats else 0.0, "seats": int(seats),
                     "think_p95_ms": _percentile(think, 0.95), "think_max_ms": _percentile(think, 1.0),
                     "think_cpu_p95_ms": _percentile(think_cpu, 0.95),
                     "think_cpu_max_ms": _percentile(think_cpu, 1.0)}
    first = bots[0]
    won_games = sum(1 for r in results if any(r.bots[s] == first for s in r.winners))
    return {"game": "forge", "games": len(results), "players": players, "workers": workers,
            "seconds": round(seconds, 1),
            "bots": rows, "first_bot_won_games": round(won_games / len(results), 4),
            "average_rounds": round(sum(r.rounds for r in results) / len(results), 2),
            # per bot, per way of scoring (contracts, guilds, development): players and win rate
            "strategies": {bot: {"by_points": strategies.tally(results, bot),
                                 "by_lean": strategies.tally(results, bot, lean=True)} for bot in dict.fromkeys(bots)}}
