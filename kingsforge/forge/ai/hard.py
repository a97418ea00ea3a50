"""Hard: Normal's best few moves, each tried on several redrawn copies of the hidden cards
and followed through the rest of the round by our own workers (each later move Normal's);
the move with the best average end-of-round worth wins.

The samples are the same for every candidate (common random numbers), and the work is
fixed (candidates x samples x steps), not timed, so a position always gets the same move.
"""

from __future__ import annotations

import random

from kingsforge.forge.ai.hidden import redraw
from kingsforge.forge.ai.lookahead import after, distinct_moves, finish_round, position_seed, ranked, value
from kingsforge.forge.engine.state import PLACE

CANDIDATES = 4      # Normal's best moves searched
SAMPLES = 2         # redraws of the hidden cards per candidate
STEPS = 4           # our own moves planned after the candidate
CLEAR_MARGIN = 3.0  # no search when Normal's best leads the next by this much worth


class HardBot:
    def __init__(self, seed: int = 0, name: str = "hard", candidates: int = CANDIDATES, samples: int = SAMPLES,
                 steps: int = STEPS):
        self.name = name
        self.seed = seed
        self.candidates, self.samples, self.steps = candidates, samples, steps

    def reseed(self, seed: int) -> None:
        self.seed = seed

    def choose(self, state, legal):
        if len(legal) == 1:
            return legal[0]
        seat = state.current()
        rng = random.Random(position_seed(self.seed, state))
        copies = [redraw(state, seat, random.Random(rng.getrandbits(64))) for _ in range(self.samples)]
        moves = distinct_moves(state, legal)
        rng.shuffle(moves)
        memo = {}
        scored = ranked(copies[0], moves, seat, memo)
        if (state.phase != PLACE or state.pending or len(scored) == 1
                or scored[0][0] - scored[1][0] >= CLEAR_MARGIN):
            return scored[0][2]
        best, best_value = None, None
        for _v, _i, move in scored[:self.candidates]:
            total = 0.0
            for s in copies:
                nxt = after(s, move, seat, memo)
                finish_round(nxt, seat, self.steps, memo)
                total += value(nxt, seat, memo)
            if best_value is None or total > best_value + 1e-9:
                best, best_value = move, total
        return best
