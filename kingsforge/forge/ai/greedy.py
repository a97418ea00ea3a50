"""Greedy: plays the move whose resulting position is worth most to it right now
(evaluate.worth), ties broken at random. A baseline for the stronger players.

It never peeks: the moves are tried on a copy of the position in which everything it cannot
see (deck order, the others' hands) is dealt again at random (ai/hidden.py, shared with the stronger players), so what a
draw would show is a guess, never the hidden card."""

from __future__ import annotations

import random

from kingsforge.forge.ai import hidden
from kingsforge.forge.ai.evaluate import worth
from kingsforge.forge.engine import rules


class GreedyBot:
    def __init__(self, seed: int = 0, name: str = "greedy"):
        self.name = name
        self.rng = random.Random(seed)

    def choose(self, state, legal):
        if len(legal) == 1:
            return legal[0]
        seat = state.current()
        base = hidden.redraw(state, seat, self.rng)
        best, best_value = [], None
        for move in legal:
            nxt = base.clone()
            rules.apply_in_place(nxt, move)
            value = worth(nxt, seat)
            if best_value is None or value > best_value + 1e-9:
                best, best_value = [move], value
            elif abs(value - best_value) <= 1e-9:
                best.append(move)
        return best[0] if len(best) == 1 else self.rng.choice(best)
