"""Lasting bonuses of claimed craft cards (craft.yaml `permanent:`): a die once, at the end of
the round the card is claimed, or pips in every later craft phase."""

from __future__ import annotations

from kingsforge.engine.mechanism import Hook, Mechanism, register
from kingsforge.engine.model import BONUS


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


def permanent_die(s, claimed) -> None:
    """A card with a lasting die gives its new owner one die from the (finite) stock, once.
    Owners take their dice in turn order from the first player (docs/rulings.md), not in
    the order the cards were first crafted: an out-crafted card keeps its first place."""
    craft = s.content.craft
    for card, p in sorted(claimed, key=lambda entry: (entry[1] - s.anvil) % s.n):
        bonus = craft[card].permanent
        if bonus is not None and bonus.die >= 0 and s.stock[bonus.die]:
            s.smithy[p].append(s.stock[bonus.die].pop())


PERMANENT = register(Mechanism(
    name="permanent_bonuses",
    order=10,
    hooks=(Hook("permanent_pips", "craft_start", 10, permanent_pips,
                lambda c: any(card.permanent and card.permanent.plus for card in c.craft)),
           Hook("permanent_die", "round_end", 10, permanent_die,
                lambda c: any(card.permanent and card.permanent.die >= 0 for card in c.craft))),
))
