"""Rolling a die again, and a die the Cemetery cancels: primitives the craft phase and the
mechanisms that re-roll (charges, abilities, Rolling Thunder) share."""

from __future__ import annotations

from kingsforge.engine import decisions, rng


def cancel(s, p: int, die: int) -> None:
    """A die cancelled by the Cemetery: to the smithy tile, or, for a kept die, back to its
    owner's mini card unused."""
    kind = s.content.die_types[s.content.die_type_of[die]]
    # unused, a kept die goes home; one whose paired card was already read (no entry left:
    # re-rolled after its card acted) was used, and is spent like any rolled exotic die (the entry is
    # looked up here, not with kept.paired_entry: a shared primitive reaches no mechanism by name)
    if kind.keeps and not (kind.paired and all(entry[2] != die for entry in s.paired)):
        s.values[die] = 0
        s.kept[p].append(die)
    else:
        s.smithy[p].append(die)


def rerollable(s, die: int) -> bool:
    """A die that is ever rolled may be re-rolled; one never rolled (a harvested Heartwood, even
    while it counts as wood or gem) may not."""
    c = s.content
    return c.die_types[c.die_type_of[die]].rolled


def reroll_die(s, p: int, die: int) -> bool:
    """Roll one of p's rolled dice again (a re-roll charge, an ability, Rolling Thunder); the
    Cemetery may cancel it, as any roll. False when it was cancelled (it left the roll)."""
    s.values[die] = rng.roll_d6(s)
    if s.cancelled(s.values[die]):
        s.rolled[p].remove(die)
        cancel(s, p, die)
        decisions.drop_for_die(s, p, die)     # a kept die back on its card unused: nothing owed on it
        return False
    return True
