"""Both games' only source of chance: a SplitMix64 generator held as one int.

A state carries the generator's counter, so cloning a state clones its future rolls and
shuffles for free, and a seed plus the move log reproduces a game exactly. Each game's
engine/rng.py seeds it (with its own salt) and uses these draws."""

from __future__ import annotations

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15
SEED_DIGITS = 18        # the command line's limit on any number; a save may hold no larger seed


def seed_ok(seed) -> bool:
    """Whether a seed read from a file is one a game can have been started with: a whole
    number (not a bool) of at most SEED_DIGITS digits, either sign."""
    return isinstance(seed, int) and not isinstance(seed, bool) and abs(seed) < 10 ** SEED_DIGITS


def seed_state(seed: int, salt: int = 0) -> int:
    return (seed * GOLDEN + salt) & MASK


def below(state, n: int) -> int:
    """A uniform int in [0, n) drawn from state.rng (53 high bits: no visible bias): one
    SplitMix64 step, written out (every roll and shuffle of a play-out comes here)."""
    counter = state.rng = (state.rng + GOLDEN) & MASK
    z = ((counter ^ (counter >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return (((z ^ (z >> 31)) >> 11) * n) >> 53


def shuffle(state, items: list) -> None:
    """Fisher-Yates with below()'s draws, the generator advanced in a local."""
    counter = state.rng
    for i in range(len(items) - 1, 0, -1):
        counter = (counter + GOLDEN) & MASK
        z = ((counter ^ (counter >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        j = (((z ^ (z >> 31)) >> 11) * (i + 1)) >> 53
        items[i], items[j] = items[j], items[i]
    state.rng = counter
