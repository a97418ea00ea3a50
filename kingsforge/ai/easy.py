"""Easy: sensible but beatable. Greedy's move values with noise, and no solver.

Gather moves are drawn from a softmax over the greedy bot's one-move scores of
the three best moves, so Easy usually makes the best of them and sometimes the
second or third best
(the Race for the Galaxy AI's recipe for difficulty). It crafts like Greedy:
the highest-ranked card it can, manipulations only when one enables a craft,
and it never re-rolls. The noise is seeded from the bot's seed and the state,
so a given position always gets the same move.
"""

from __future__ import annotations

import math
import random

from kingsforge.ai.greedy import GreedyBot, colour_needs
from kingsforge.ai.normal import distinct_moves, position_seed
from kingsforge.engine.actions import Pass

TEMPERATURE = 0.6      # in greedy score units (about a die's worth)
CHOICES = 3            # noise picks among the best few moves, never a silly one


class EasyBot(GreedyBot):
    def __init__(self, seed: int = 0, name: str = "easy", temperature: float = TEMPERATURE):
        super().__init__(seed=seed, name=name)
        self.seed = seed
        self.temperature = temperature

    def _gather(self, state, legal):
        needs, memo = colour_needs(state), {}
        moves = distinct_moves(state, legal)
        # Passing with the first-to-pass benefit beats passing without it.
        scored = sorted(((self._score(state, a, needs, memo) + (0.3 if isinstance(a, Pass) and a.benefit else 0.0), -i, a)
                         for i, a in enumerate(moves)), reverse=True)[:CHOICES]
        top = scored[0][0]
        weights = [math.exp((s - top) / self.temperature) for s, _i, _a in scored]
        rng = random.Random(position_seed(self.seed, state))
        return rng.choices([a for _s, _i, a in scored], weights=weights, k=1)[0]
