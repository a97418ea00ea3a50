"""A random Forge player: a random kind of move, then a random move of that kind (so the
many Trading Post combinations do not swamp everything else)."""

from __future__ import annotations

import random


class RandomBot:
    def __init__(self, seed: int = 0, name: str = "random"):
        self.name = name
        self.rng = random.Random(seed)

    def choose(self, state, legal):
        kinds = {}
        for move in legal:
            key = (type(move).__name__, getattr(move, "location", ""))
            kinds.setdefault(key, []).append(move)
        group = kinds[self.rng.choice(sorted(kinds))]
        return self.rng.choice(group)
