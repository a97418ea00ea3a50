"""The moves a player can make: small immutable records.

The acting player is always the state's current player, so actions carry no
seat. Cards and dock actions are indices into the Content tables, dice are die
ids. The same records flow from the table UI, the AI and the tests into
rules.apply, and into the game's action log (see record.py).
"""

from __future__ import annotations

from typing import NamedTuple


class Claim(NamedTuple):
    """Take a face-up gather card, using one option, paying dice box by box."""
    card: int
    option: int
    dice: tuple[int, ...]


class Dock(NamedTuple):
    """Turn a face-up gather card face down and use an unused dock action."""
    discard: int
    action: int
    dice: tuple[int, ...]


class Pass(NamedTuple):
    """Stop gathering. The first to pass may take a benefit ('' for none)."""
    benefit: str = ""


class Roll(NamedTuple):
    """Start the craft turn: roll every unused die in the supply."""


class UseCharge(NamedTuple):
    """Apply one of this round's manipulations (bonus, flip, re-roll, 6) to a rolled die."""
    charge: int
    die: int


class Craft(NamedTuple):
    """Put rolled dice on a displayed craft card (or out-craft another player's)."""
    card: int
    dice: tuple[int, ...]


class EndTurn(NamedTuple):
    """End the craft turn; unused rolled dice go to the smithy tile."""


ACTION_TYPES = {cls.__name__.lower(): cls for cls in (Claim, Dock, Pass, Roll, UseCharge, Craft, EndTurn)}
