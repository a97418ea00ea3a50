"""The moments of a round at which mechanisms' hooks run.

The phases announce a moment (`run(s, "craft_start")`); content.moments says which registered
hooks the cards in play need there, in their declared order (engine/mechanism.py `plan`: a base
game runs none). A new lasting effect is one hook a mechanism declares; phase code never asks
which module or mechanism is on.

Moments: game_start (new_game, after the first gather deal), craft_start (before the first
craft turn), turn_start (each craft turn, before the roll; `info` the player), rolled (after the
roll; the roller), round_claim (the start of cleanup, crafted cards still holding their dice),
gather_return (cleanup, as the gather cards' dice go back), before_return (cleanup, before
dice leave for the stock), round_end (cleanup, after dice went back, before the end-of-game
check; `info` is [(card, player)] claimed this round), cleanup_end (the very end of cleanup).
"""

from __future__ import annotations

from kingsforge.engine import registry  # noqa: F401  (every mechanism registers its hooks)
from kingsforge.engine.mechanism import HOOKS


def run(s, moment: str, info=None) -> None:
    c = s.content
    found = _RUNS.get(id(c))
    if found is None or found[0] is not c:
        found = _runs(c)
    for hook in found[1].get(moment, ()):
        hook(s, info)


_RUNS: dict = {}    # id(content) -> (content, {moment: (each hook's run, in order)})


def _runs(c) -> tuple:
    """content.hooks per moment as the functions to call, worked out once per content (a
    play-out announces several moments a turn)."""
    if len(_RUNS) > 64:
        _RUNS.clear()
    found = _RUNS[id(c)] = (c, {moment: tuple(HOOKS[name].run for name in names) for moment, names in c.moments})
    return found
