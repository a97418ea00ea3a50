"""Forge's only source of chance: SplitMix64 held as one int in the state (so a clone
carries its future shuffles, and a seed plus the move log replays a game exactly)."""

from __future__ import annotations

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    return (seed * GOLDEN + 0x5F0F) & MASK


def below(state, n: int) -> int:
    """A uniform int in [0, n) drawn from state.rng."""
    counter = (state.rng + GOLDEN) & MASK
    state.rng = counter
    z = ((counter ^ (counter >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return (((z ^ (z >> 31)) >> 11) * n) >> 53


def shuffle(state, items: list) -> None:
    for i in range(len(items) - 1, 0, -1):
        j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
