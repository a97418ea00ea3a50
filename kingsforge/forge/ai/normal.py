"""Normal: one step ahead, with the choices that step brings settled. Every distinct move is
applied to a copy and, when it draws cards (contracts, a guild, a development or a training
card), the best card is kept there too before the position is valued with `worth`. Greedy
values a drawing visit before its cards are chosen, so it sees nothing in them.

The copy has the hidden cards redrawn (hidden.redraw) from a seed digested from the position,
so Normal never reads a face-down card and a position always gets the same move.
"""

from __future__ import annotations

import random

from kingsforge.forge.ai.hidden import redraw
from kingsforge.forge.ai.lookahead import distinct_moves, position_seed, ranked


class NormalBot:
    def __init__(self, seed: int = 0, name: str = "normal"):
        self.name = name
        self.seed = seed

    def reseed(self, seed: int) -> None:
        self.seed = seed

    def choose(self, state, legal):
        if len(legal) == 1:
            return legal[0]
        return self.ranked(state, legal)[0][2]

    def ranked(self, state, legal):
        """(value, -index, move) for every distinct move, best first."""
        seat = state.current()
        rng = random.Random(position_seed(self.seed, state))
        s = redraw(state, seat, rng)
        moves = distinct_moves(s, legal)
        rng.shuffle(moves)                  # ties broken at random (the same way each time)
        return ranked(s, moves, seat, {})
