"""Every seat — human at the table, AI, scripted test player — is a Player.

Like Keldon's `struct decisions`: the game loop asks the seat to move, gets an
action back, and feeds it to rules.apply like any other.
"""

from __future__ import annotations

from typing import Protocol

from kingsforge.engine.state import State


class Player(Protocol):
    name: str

    def choose(self, state: State, legal: list) -> tuple:
        """Pick one of `legal` (never empty) for the player to move in `state`."""
