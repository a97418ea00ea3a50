"""King's Forge's only source of chance: the shared SplitMix64 generator (kingsforge/chance.py)
held as one int in the state, plus the die roll."""

from __future__ import annotations

from kingsforge.chance import below, seed_state, shuffle

__all__ = ["below", "roll_d6", "seed_state", "shuffle"]


def roll_d6(state) -> int:
    return below(state, 6) + 1
