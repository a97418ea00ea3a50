"""Hooks the phases run at fixed moments of a round, named in the content.

The phases announce a moment (`run(s, "craft_start")`); content.moments says which
registered hooks the cards in play need there (the loader works it out, so a base
game runs none). A new lasting effect is one hook registered here and named by the
loader; phase code never asks which module is on.

Moments: craft_start (before the first craft turn), round_end (cleanup, after dice
went back to the stock, before the end-of-game check; `info` is [(card, player)]
claimed this round).
"""

from __future__ import annotations

from kingsforge.engine.model import BONUS

HOOKS = {}


def hook(name):
    def register(fn):
        HOOKS[name] = fn
        return fn
    return register


def run(s, moment: str, info=None) -> None:
    for name in s.content.hooks(moment):
        HOOKS[name](s, info)


@hook("permanent_pips")
def permanent_pips(s, info) -> None:
    """Each claimed card's lasting +N becomes a one-use charge for this craft phase, on a die
    that fills its colours. Cards claimed at the end of this round only count from the next."""
    craft = s.content.craft
    rules = {}
    for p in range(s.n):
        for card in s.tucked[p]:
            bonus = craft[card].permanent
            if bonus is not None and bonus.plus:
                group = s.next_group
                s.next_group += 1
                s.charges[p].append((BONUS, bonus.plus, group, -1))
                rules[group] = (bonus.colours, card)
    s.charge_rules = {**s.charge_rules, **rules} if s.charge_rules else rules   # keeps this round's coloured bonuses


@hook("permanent_die")
def permanent_die(s, claimed) -> None:
    """A card with a lasting die gives its new owner one die from the (finite) stock, once.
    Owners take their dice in turn order from the first player (docs/rulings.md), not in
    the order the cards were first crafted: an out-crafted card keeps its first place."""
    craft = s.content.craft
    for card, p in sorted(claimed, key=lambda entry: (entry[1] - s.anvil) % s.n):
        bonus = craft[card].permanent
        if bonus is not None and bonus.die >= 0 and s.stock[bonus.die]:
            s.smithy[p].append(s.stock[bonus.die].pop())
from kingsforge.engine import kept  # noqa: E402,F401  (registers its hooks and decisions)
from kingsforge.engine import abilities  # noqa: E402,F401  (registers its hooks and decisions)
from kingsforge.engine import requests  # noqa: E402,F401  (registers its hooks and decisions)
