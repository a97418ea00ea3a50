"""Forge's moves: small immutable records. The mover is always the state's current player.

    Hammer(space)                      put your turn-order hammer on a free track space (0-3)
    Place(worker, location, option, detail)
                                       put an Assistant (0-3) or the Blacksmith (4) on a location
                                       and take its action at once; `option` picks between a
                                       location's actions, `detail` carries the rest (trades such as
                                       'sell:gems', a token id, contract ids for the Forge, an amount)
    Choose(option)                     answer the decision the player owes (an index into
                                       rules.options(state))
    Skip()                             no worker has a legal spot: they go home unused
"""

from __future__ import annotations

from typing import NamedTuple

BLACKSMITH = 4


class Hammer(NamedTuple):
    space: int


class Place(NamedTuple):
    worker: int
    location: str
    option: str = ""
    detail: tuple = ()


class Choose(NamedTuple):
    option: int


class Skip(NamedTuple):
    pass


ACTION_TYPES = {cls.__name__.lower(): cls for cls in (Hammer, Place, Choose, Skip)}


def well_formed(action) -> bool:
    """The right record with fields of the right types (bad input from a save or a test)."""
    if isinstance(action, Hammer):
        return isinstance(action.space, int) and not isinstance(action.space, bool)
    if isinstance(action, Choose):
        return isinstance(action.option, int) and not isinstance(action.option, bool)
    if isinstance(action, Place):
        return (isinstance(action.worker, int) and not isinstance(action.worker, bool)
                and isinstance(action.location, str) and isinstance(action.option, str)
                and isinstance(action.detail, tuple)
                and all(isinstance(d, (str, int)) and not isinstance(d, bool) for d in action.detail))
    return isinstance(action, Skip)
