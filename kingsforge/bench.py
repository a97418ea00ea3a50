"""`kingsforge bench`: speed figures, one `name: value unit` line each. Never asserted in tests."""

from __future__ import annotations

import time

from kingsforge.engine import rules
from kingsforge.engine.setup import new_game


def run_bench(content, quick: bool = False, groups: set[str] | None = None):
    groups = groups or {"engine", "odds", "ui", "ai"}
    if "engine" in groups:
        yield from engine_figures(content, quick)
    if "odds" in groups:
        from kingsforge.engine.odds import bench_odds_ms
        best = min(bench_odds_ms() for _ in range(3 if quick else 7))
        yield "odds_ms", round(best, 2), "ms"
    if "ui" in groups:
        try:
            from kingsforge.ui.bench import ui_figures
        except ImportError:
            pass
        else:
            yield from ui_figures(content, quick)
    if "ai" in groups:
        try:
            from kingsforge.ai.bench import ai_figures
        except ImportError:
            pass
        else:
            yield from ai_figures(content, quick)


def engine_figures(content, quick: bool):
    """Random 4-player games played to the end, one core. The random players draw their moves
    with engine/sample.py (RandomBot's distribution without listing every move), the way
    play-outs do; `engine_listing_us_per_action` is the cost when the full list is built."""
    import random

    from kingsforge.engine.sample import random_action

    # Random games have a heavy tail (the median is under 1,000 moves, a few run to tens of
    # thousands when the cards left need dice nobody gathers), so the mean needs many games;
    # the seeds are fixed so runs compare.
    games = 20 if quick else 100
    actions = rounds = 0
    start = time.perf_counter()
    for g in range(games):
        state = new_game(content, 4, 1000 + g)
        rng = random.Random(g)
        while state.phase != "over":
            rules.apply_in_place(state, random_action(state, rng))
            actions += 1
        rounds += state.round
    elapsed = time.perf_counter() - start
    yield "engine_games_per_s", round(games / elapsed, 2), "games/s"
    yield "engine_actions_per_s", round(actions / elapsed), "actions/s"
    yield "engine_actions_per_game", round(actions / games), "actions"
    yield "engine_us_per_action", round(elapsed / actions * 1e6, 1), "us"
    yield "engine_rounds_per_game", round(rounds / games, 1), "rounds"
    yield "engine_rounds_per_s", round(rounds / elapsed), "rounds/s"
    from kingsforge.ai.random_bot import RandomBot
    moves = 0
    start = time.perf_counter()
    for g in range(2 if quick else 6):
        state = new_game(content, 4, 1000 + g)
        bots = [RandomBot(seed=g * 4 + i) for i in range(4)]
        while state.phase != "over" and moves < 20000 * (g + 1):
            rules.apply_in_place(state, bots[state.turn].choose(state, rules.legal_actions(state)))
            moves += 1
    yield "engine_listing_us_per_action", round((time.perf_counter() - start) / moves * 1e6, 1), "us"

    # A mid-game 4-player state: greedy bots play to round 3; its first gather turn.
    from kingsforge.ai.greedy import GreedyBot
    state = new_game(content, 4, 7)
    bots = [GreedyBot() for _ in range(4)]
    while state.round < 3 and state.phase != "over":
        rules.apply_in_place(state, bots[state.turn].choose(state, rules.legal_actions(state)))
    reps = 20000 if quick else 100000
    start = time.perf_counter()
    for _ in range(reps):
        state.clone()
    yield "clone_us", round((time.perf_counter() - start) / reps * 1e6, 2), "us"
    reps = 2000 if quick else 10000
    start = time.perf_counter()
    for _ in range(reps):
        rules.legal_actions(state)
    yield "legal_actions_us", round((time.perf_counter() - start) / reps * 1e6, 1), "us"
    yield "legal_actions_count", len(rules.legal_actions(state)), "actions"
