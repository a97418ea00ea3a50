"""The moments of a round at which mechanisms' hooks run.

The phases announce a moment (`run(s, "craft_start")`); the content's plan (engine/mechanism.py
`plan`, whose names the loader keeps as content.moments) says which registered hooks the cards
in play need there, in their declared order (a base game runs none). A new lasting effect is
one hook a mechanism declares; phase code never asks which module or mechanism is on.

Moments: game_start (new_game, after the first gather deal), craft_start (before the first
craft turn), turn_start (each craft turn, before the roll; `info` the player), rolled (after the
roll; the roller), round_claim (the start of cleanup, crafted cards still holding their dice),
gather_return (cleanup, as the gather cards' dice go back), before_return (cleanup, before
dice leave for the stock), round_end (cleanup, after dice went back, before the end-of-game
check; `info` is [(card, player)] claimed this round), cleanup_end (the very end of cleanup).
"""

from __future__ import annotations

from kingsforge.engine import registry  # noqa: F401  (every mechanism registers its hooks)
from kingsforge.engine.mechanism import plan


def run(s, moment: str, info=None) -> None:
    for hook in plan(s.content).runs.get(moment, ()):
        hook(s, info)
