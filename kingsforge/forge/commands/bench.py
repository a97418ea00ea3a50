"""`kingsforge bench --game forge`: Forge's speed figures, one `name: value unit` line each.

engine_us_per_action: apply_in_place alone, replaying recorded bot games (set-up untimed);
legal_us_per_call: legal_actions; clone_us: State.clone; greedy_games_per_s: whole 4-player
games between four Greedy players. With the ui group (the default runs both): ui_frame_p99_ms and
ui_idle_cpu_pct of the Forge table (kingsforge/forge/ui/bench.py)."""

from __future__ import annotations

import time

from kingsforge.forge.commands import load
from kingsforge.forge.engine import rules
from kingsforge.forge.engine.setup import new_game
from kingsforge.forge.match import play_game


def figures(content, quick: bool = False):
    games = 4 if quick else 12
    logs = []
    for g in range(games):
        bots = ["random", "greedy", "random", "greedy"]
        result_moves = _moves(content, bots, 500 + g)
        logs.append((500 + g, result_moves))
    clock = time.perf_counter
    best = None
    for _ in range(3):
        total, count = 0.0, 0
        for seed, moves in logs:
            state = new_game(content, 4, seed)
            start = clock()
            for move in moves:
                rules.apply_in_place(state, move)
            total += clock() - start
            count += len(moves)
        per = total / count * 1e6
        best = per if best is None else min(best, per)
    yield "engine_us_per_action", round(best, 2), "us"
    seed, moves = logs[0]
    state = new_game(content, 4, seed)
    total, calls = 0.0, 0
    for move in moves:
        start = clock()
        rules.legal_actions(state)
        total += clock() - start
        calls += 1
        rules.apply_in_place(state, move)
    yield "legal_us_per_call", round(total / calls * 1e6, 1), "us"
    state = new_game(content, 4, seed)
    for move in moves[: len(moves) // 2]:           # a mid-game position: hands, cards, hammers
        rules.apply_in_place(state, move)
    n = 2000 if quick else 10000
    start = clock()
    for _ in range(n):
        state.clone()
    yield "clone_us", round((clock() - start) / n * 1e6, 2), "us"
    count = 2 if quick else 6
    start = clock()
    for g in range(count):
        play_game(content, ["greedy"] * 4, 900 + g)
    yield "greedy_games_per_s", round(count / (clock() - start), 2), "games/s"


def _moves(content, bots, seed):
    from kingsforge.forge.match import SeatBot
    state = new_game(content, len(bots), seed)
    seats = [SeatBot(b, seed, i) for i, b in enumerate(bots)]
    moves = []
    while state.phase != "over":
        move = seats[state.current()].choose(state, rules.legal_actions(state), len(moves))
        moves.append(move)
        rules.apply_in_place(state, move)
    return moves


def run(args) -> int:
    from kingsforge.commands.usage import UsageError, name_list

    only = getattr(args, "only", "") or ""
    groups = set(name_list(only, "--only"))
    if only and not groups:        # '--only ,' named none: not every group
        raise UsageError("--only names no group (choose from engine, ui)")
    groups = groups or {"engine", "ui"}
    if groups - {"engine", "ui"}:
        raise UsageError(f"Forge's bench groups are engine and ui (not {', '.join(sorted(groups - {'engine', 'ui'}))})")
    if "engine" in groups:
        for name, value, unit in figures(load(args), quick=args.quick):
            print(f"{name}: {value} {unit}", flush=True)
    if "ui" in groups:              # the table's frame time and idle CPU (kingsforge/forge/ui/bench.py)
        from kingsforge.forge.ui import bench as ui_bench

        for name, value, unit in ui_bench.figures(quick=args.quick):
            print(f"{name}: {value} {unit}", flush=True)
    return 0
