"""AI figures for `kingsforge bench`: think time per decision for each level.

Each level plays seeded 2-player games against Greedy in this process; every
decision it makes is timed. The figures are printed, never asserted (timings
depend on the machine and its load).
"""

from __future__ import annotations

import time

from kingsforge.ai.stats import percentile


def _think_times(content, level: str, games: int, seed: int = 7000) -> list[float]:
    from kingsforge.ai import make_bot
    from kingsforge.engine import rules
    from kingsforge.engine.setup import new_game
    times = []
    for g in range(games):
        state = new_game(content, 2, seed + g)
        seat = g % 2
        bots = [make_bot(level if p == seat else "greedy", seed + g * 2 + p) for p in range(2)]
        while state.phase != "over" and state.round <= 60:
            legal = rules.legal_actions(state)
            start = time.perf_counter()
            action = bots[state.turn].choose(state, legal)
            if state.turn == seat:
                times.append(time.perf_counter() - start)
            rules.apply_in_place(state, action)
    return times


def _solver_ms(content, quick: bool) -> float:
    """Mean time of one exact craft plan on craft turns from seeded greedy games."""
    from kingsforge.ai.craftturn import solver_charges, solver_dice, targets_for
    from kingsforge.ai.greedy import GreedyBot
    from kingsforge.ai.solver import solve
    from kingsforge.engine import rules
    from kingsforge.engine.setup import new_game
    elapsed, count = 0.0, 0
    for g in range(2 if quick else 6):
        state = new_game(content, 3, 8000 + g)
        bot = GreedyBot()
        while state.phase != "over":
            p = state.turn
            if state.phase == "craft" and state.has_rolled and state.rolled[p]:
                start = time.perf_counter()
                solve(solver_dice(state, p), solver_charges(state, p), targets_for(state, p), content.fits)
                elapsed += time.perf_counter() - start
                count += 1
            rules.apply_in_place(state, bot.choose(state, rules.legal_actions(state)))
    return elapsed / max(1, count) * 1000


def ai_figures(content, quick: bool = False):
    for level, games in (("easy", 4 if quick else 12), ("normal", 2 if quick else 8), ("hard", 1 if quick else 4)):
        times = _think_times(content, level, games)
        yield f"ai_{level}_mean_ms", round(sum(times) / max(1, len(times)) * 1000, 2), "ms"
        yield f"ai_{level}_p95_ms", round(percentile(times, 95) * 1000, 2), "ms"
    yield "ai_solver_mean_ms", round(_solver_ms(content, quick), 3), "ms"
