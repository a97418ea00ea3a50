"""Easy: sensible but beatable. Normal's values of the best three moves, one drawn by a
softmax (temperature EASY_TEMPERATURE, in points), so Easy usually plays Normal's move and
sometimes the second or third best, never a silly one. The draw is seeded from the bot's
seed and the position, so a position always gets the same move."""

from __future__ import annotations

import math
import random

from kingsforge.forge.ai.lookahead import position_seed
from kingsforge.forge.ai.normal import NormalBot

TEMPERATURE = 1.5
CHOICES = 3


class EasyBot(NormalBot):
    def __init__(self, seed: int = 0, name: str = "easy", temperature: float = TEMPERATURE):
        super().__init__(seed=seed, name=name)
        self.temperature = temperature

    def choose(self, state, legal):
        if len(legal) == 1:
            return legal[0]
        top = self.ranked(state, legal)[:CHOICES]
        weights = [math.exp((v - top[0][0]) / self.temperature) for v, _i, _m in top]
        rng = random.Random(position_seed(self.seed + 1, state))
        return rng.choices([m for _v, _i, m in top], weights=weights, k=1)[0]
