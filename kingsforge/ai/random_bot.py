"""A random player: a uniformly random kind of move, then a random move of that kind.

Choosing the kind first keeps it from spending nearly every turn at the docks
(there are far more ways to pay a dock than to claim a card), so random games
end in a sensible number of rounds while still exercising every rule.
engine/sample.py draws from the same distribution without listing every move
(for play-outs and the bench); `choose` picks from the list it is given.
"""

from __future__ import annotations

import random


class RandomBot:
    def __init__(self, seed: int = 0, name: str = "random"):
        self.name = name
        self.rng = random.Random(seed)

    def choose(self, state, legal):
        kinds = {}
        for action in legal:
            kinds.setdefault(type(action), []).append(action)
        group = kinds[self.rng.choice(list(kinds))]
        return self.rng.choice(group)
