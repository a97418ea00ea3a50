"""Forge's only source of chance: the shared SplitMix64 generator (kingsforge/chance.py) held
as one int in the state (so a clone carries its future shuffles, and a seed plus the move log
replays a game exactly)."""

from __future__ import annotations

from kingsforge import chance
from kingsforge.chance import below, shuffle

__all__ = ["below", "seed_state", "shuffle"]

SALT = 0x5F0F           # Forge's games draw apart from King's Forge's of the same seed


def seed_state(seed: int) -> int:
    return chance.seed_state(seed, SALT)
