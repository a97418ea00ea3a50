"""A die as the table shows it in a given state: its face (a declared Conjurer die wears its
colour's mark), the shared value of a growing die, and the mark of what it counts as (a copied
Borealis, a harvested Heartwood, a fed Grimstone, an Aether Ore on a box of one colour).

The table and the replay both draw dice through draw_state_die, so a replayed die reads as it
did in play.
"""

from __future__ import annotations

import pygame

from kingsforge.ui import gfx, looks
from kingsforge.ui.table.dice import draw_die
from kingsforge.ui.table.diekind import face_id
from kingsforge.ui.table.placement import CRAFT, Pending


def draw_state_die(surface, state, die: int, value: int, center, size: float, symbols: bool, angle: float = 0.0,
                   alpha: int = 255, lifted: bool = False, box_colour: int | None = None) -> None:
    """Draw `die` showing `value` (0: unrolled) with every mark `state` gives it; `box_colour`: the
    printed colour of the craft box it lies on, if any."""
    if not value and state.grown and state.content.die_types[state.content.die_type_of[die]].grows:
        value = state.grown                # a Heartwood die shows the value every Heartwood shares
    draw_die(surface, face_id(state, die), value, center, size, symbols, angle=angle, alpha=alpha, lifted=lifted)
    if state.as_type or box_colour is not None:
        draw_counts_as(surface, state, die, center, size, box_colour)


def box_colours(state, pending: Pending | None = None) -> dict[int, int]:
    """die -> the printed colour of the craft-card box it lies on: the wares (and bid tiles)
    crafted this round, and the boxes of a craft the player is placing now."""
    craft = state.content.craft
    out = {}
    for card, _owner, dice in state.crafted:
        for slot, die in zip(craft[card].slots, dice):
            out[die] = slot[0]
    if pending is not None and pending.kind == CRAFT:
        slots = craft[pending.target].slots
        out.update((die, slots[b][0]) for b, die in pending.dice.items() if b < len(slots))
    return out


def filled_colour(state, die: int, colour: int | None) -> int | None:
    """The colour a die filled when its type fills some printed colours but not all (Aether Ore,
    a Farm die): the colour of its box; None for a one-colour or wild die, or a die off a box."""
    if colour is None:
        return None
    t = state.play_type(die)
    fits = state.fits[t] if t < len(state.fits) else frozenset()
    basic = len(state.content.colours)
    fits = frozenset(x for x in fits if x < basic)     # a two-colour box (a request) is no colour of its own
    return colour if 1 < len(fits) < basic and colour in fits else None


def _corner(center, size: float):
    r = max(6, size * 0.2)
    return center[0] + size / 2 - r * 0.6, center[1] + size / 2 - r * 0.6, r


def _type_badge(surface, type_id: str, center, size: float) -> None:
    """A die type's colour disc and shape at a die's bottom-right corner."""
    cx, cy, r = _corner(center, size)
    pygame.draw.circle(surface, (20, 14, 10), (cx, cy), r + 2)
    pygame.draw.circle(surface, looks.colour(type_id, (200, 200, 200)), (cx, cy), r)
    gfx.draw_die_shape(surface, type_id, (cx, cy), r * 0.7, (255, 255, 255), outline=(0, 0, 0))


def draw_counts_as(surface, state, die: int, center, size: float, box_colour: int | None = None) -> None:
    """A copied or harvested die (Borealis, Heartwood) wears the mark of the type it counts as at
    its bottom-right corner; a fed Grimstone, a ring of the colours it fills. A die that fills one
    of several colours (Aether Ore) and lies on a craft box (`box_colour`) wears that colour's mark
    instead: what it counted as once used."""
    c = state.content
    filled = filled_colour(state, die, box_colour)
    if filled is not None:
        _type_badge(surface, c.colours[filled], center, size)
        return
    as_type = state.play_type(die)
    if as_type == c.die_type_of[die]:
        return
    if as_type < len(c.die_types):
        _type_badge(surface, c.die_types[as_type].id, center, size)
    else:
        cx, cy, r = _corner(center, size)
        pygame.draw.circle(surface, (20, 14, 10), (cx, cy), r + 2)
        colours = sorted(state.fits[as_type]) if as_type < len(state.fits) else []
        for k, colour in enumerate(colours):
            type_id = c.colours[colour]
            pygame.draw.arc(surface, looks.colour(type_id, (200, 200, 200)),
                            pygame.Rect(cx - r, cy - r, 2 * r, 2 * r), 6.283 * k / len(colours),
                            6.283 * (k + 1) / len(colours), max(2, int(r / 2)))
