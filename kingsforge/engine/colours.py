"""Colours a die fills, hybrid (two-colour) boxes among them, and their rarity: a primitive
that matching, decisions (a declared colour) and the special boxes of engine/requests.py share.

A hybrid box's colour is an index past `content.colours` (content.hybrids holds its members);
`state.fits` gives it to every die filling a member, so matching reads it like any colour.
"""

from __future__ import annotations


def colour_id(content, colour: int) -> str:
    """'gem', or 'wood/magic' for a hybrid box."""
    base = len(content.colours)
    if colour < base:
        return content.colours[colour]
    return "/".join(content.colours[m] for m in content.hybrids[colour - base])


def members(content, colour: int) -> tuple[int, ...]:
    base = len(content.colours)
    return (colour,) if colour < base else content.hybrids[colour - base]


def widen(content, colours: frozenset) -> frozenset:
    """A die filling `colours` also fills every hybrid colour one of them is in."""
    base = len(content.colours)
    extra = {base + k for k, mem in enumerate(content.hybrids) if colours & set(mem)}
    return colours | frozenset(extra) if extra else colours


def rarity(content, fits, die_type: int, colour: int) -> int:
    """How rare the colour a die counts as on a box of `colour`: its rarest member colour it fills."""
    order = content.rarity or tuple(range(len(content.colours)))
    own = fits[die_type]
    return max((order.index(m) for m in members(content, colour) if m in own), default=-1)
