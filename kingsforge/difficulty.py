"""How hard a craft card is, so ranks can follow difficulty (docs/cards.md).

difficulty = acquisition + ROLL_WEIGHT * roll_bits, where
- acquisition: for each box, what a die of that colour costs to get: the fewest
  dice any dock action asks for one (STARTING_COST for a colour players start
  with: cheap at the mines, but a card with many boxes still needs more dice);
- roll_bits: -log2 of the exact chance to craft the card when rolling one die
  more of each colour than the card needs (engine/odds.py).
"""

from __future__ import annotations

import math

from kingsforge.engine.model import Content
from kingsforge.engine.odds import craft_odds

ROLL_WEIGHT = 2.0
STARTING_COST = 0.5


def colour_costs(content: Content) -> dict[int, float]:
    costs = {}
    starting = {t for t, _n in content.setup.start_supply}
    for colour in range(len(content.colours)):
        types = [t.index for t in content.die_types if colour in t.fits and not t.wild]
        if any(t in starting for t in types):
            costs[colour] = STARTING_COST
            continue
        prices = [len(a.option.boxes) for a in content.dock_actions for e in a.option.effects
                  if e.kind == "gain" and any(t in types for t, _n in e.dice)]
        costs[colour] = float(min(prices)) if prices else 6.0
    return costs


def difficulty(content: Content, card) -> tuple[float, float, float]:
    """(difficulty, acquisition, chance) for one craft card."""
    costs = colour_costs(content)
    acquisition = sum(costs[colour] for colour, _pips in card.slots)
    pool = {}
    for colour, _pips in card.slots:
        die_type = next(t.index for t in content.die_types if t.fits == frozenset({colour}))
        pool[die_type] = pool.get(die_type, 1) + 1
    chance = float(craft_odds(pool, card.slots, content.fits, restrict=card.restrict))
    return acquisition + ROLL_WEIGHT * -math.log2(chance), acquisition, chance


def difficulty_order(content: Content) -> list:
    """Craft cards from easiest to hardest."""
    return sorted(content.craft, key=lambda card: difficulty(content, card)[0])
