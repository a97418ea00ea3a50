"""Lasting bonuses of claimed craft cards (craft.yaml `permanent:`): a die once, at the end of
the round the card is claimed, or pips in every later craft phase."""

from __future__ import annotations

from kingsforge.engine.mechanism import Hook, Mechanism, Trait, register
from kingsforge.engine.model import BONUS, Permanent


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


def parse_permanent(read, check, spec, path, card) -> dict:
    """craft.yaml `permanent: {die: gem}`, or `{plus: 1|2, colour: metal|...|any}`."""
    value, path = spec["permanent"], path + ("permanent",)
    if isinstance(value, dict) and "die" in value:
        check.mapping(value, path, required=("die",), card=card)
        type_id = check.choice(value["die"], path + ("die",), read.die_ids, "die type", card)
        if not read.die_type(type_id).player_die:
            check.fail(path + ("die",), f"'{type_id}' dice never enter a player's supply", card)
        return {"permanent": Permanent(die=read.die_ids.index(type_id))}
    check.mapping(value, path, required=("plus", "colour"), card=card)
    plus = check.integer(value["plus"], path + ("plus",), 1, 3, card)
    colour = value["colour"]
    if colour == "any":
        return {"permanent": Permanent(plus=plus, colours=frozenset(range(len(read.colours))))}
    check.choice(colour, path + ("colour",), read.colours, "colour", card)
    return {"permanent": Permanent(plus=plus, colours=frozenset({read.colours.index(colour)}))}


PERMANENT = register(Mechanism(
    name="permanent_bonuses",
    order=10,
    hooks=(Hook("permanent_pips", "craft_start", 10, permanent_pips,
                lambda c: any(card.permanent and card.permanent.plus for card in c.craft)),
           Hook("permanent_die", "round_end", 10, permanent_die,
                lambda c: any(card.permanent and card.permanent.die >= 0 for card in c.craft))),
    traits=(Trait(("permanent",), "craft", parse_permanent),),
))
