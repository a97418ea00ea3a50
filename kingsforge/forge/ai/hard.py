"""Hard: Normal's plan, wider and deeper (lookahead.plan): its best five moves one step
ahead, each followed by up to four more of its own moves on three redraws of the hidden
cards (the same redraws for every candidate), the best average winning. Unlike Normal's, its
plan plays the rivals' turns too, each as Greedy would (lookahead.play_round), so a spot a
rival takes first is gone and the round's end is reached. In the last round it follows, as
Normal does, the moves that make a build or a forge possible too (lookahead.enablers).
Positions are valued by Hard's own `hard_value.hard_worth` (Greedy's worth plus the guild
points its hand would add, stock discounted as a player nears five hammers, and each
achievement hammer counted a little above its row's points).

The work is fixed (candidates x samples x steps), not timed, so a position always gets the
same move; it never reads a face-down card (hidden.redraw).
"""

from __future__ import annotations

from kingsforge.forge.ai.hard_value import hard_worth
from kingsforge.forge.ai.normal import NormalBot

CANDIDATES = 5
SAMPLES = 3
STEPS = 4
SAMPLES_MANY = 2    # with 3-4 players: each rival turn in the plan costs a Greedy ranking (think time)


class HardBot(NormalBot):
    candidates, samples, steps = CANDIDATES, SAMPLES, STEPS
    judge = staticmethod(hard_worth)
    rivals = True

    def __init__(self, seed: int = 0, name: str = "hard", **kwargs):
        super().__init__(seed=seed, name=name, **kwargs)

    def samples_for(self, state) -> int:
        return min(self.samples, SAMPLES_MANY) if state.players > 2 else self.samples
