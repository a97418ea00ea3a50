"""Easy: sensible but beatable. Every move valued one step ahead (lookahead.one_step: the
cards a move draws chosen at once, on two redraws of the hidden cards), and one of the best
three drawn by a softmax (temperature TEMPERATURE, in points): Easy usually plays the best
of them, sometimes the second or third, never a silly one. No plan through the round.
The draw is seeded from the bot's seed and the position: a position always gets the same move."""

from __future__ import annotations

import math
import random

from kingsforge.forge.ai.lookahead import one_step, position_seed

TEMPERATURE = 1.5
CHOICES = 3
SAMPLES = 2


class EasyBot:
    def __init__(self, seed: int = 0, name: str = "easy", temperature: float = TEMPERATURE):
        self.name = name
        self.seed = seed
        self.temperature = temperature

    def reseed(self, seed: int) -> None:
        self.seed = seed

    def choose(self, state, legal):
        if len(legal) == 1:
            return legal[0]
        top = one_step(state, legal, self.seed, SAMPLES)[:CHOICES]
        weights = [math.exp((v - top[0][0]) / self.temperature) for v, _i, _m in top]
        rng = random.Random(position_seed(self.seed + 1, state))
        return rng.choices([m for _v, _i, m in top], weights=weights, k=1)[0]
