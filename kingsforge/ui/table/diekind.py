"""Which face a die shows: its type's sprites, or for a die whose colour is declared in
play (a Conjurer die) the face set with the declared colour's mark.

Sprites: die_<type>_<value> (spritegen.DIE_TYPES) and die_<type>_<colour>_<value> for each
colour its look gives a face set (looks.yaml `declared:`, spritegen.DECLARED_AS). A declared
type whose colour has no face set shows its own undeclared face.
"""

from __future__ import annotations

from kingsforge.ui import looks


def face_id(state, die: int) -> str:
    """The sprite family of `die` now: its type's id, or <type>_<colour> for a declared die
    whose colour has a face set."""
    c = state.content
    t = c.die_type_of[die]
    die_type = c.die_types[t]
    if die_type.declared:
        return declared_face(die_type.id, declared_colour(state, t))
    return die_type.id


def declared_face(type_id: str, colour: str | None) -> str:
    """The sprite family of a declared die type showing `colour`: its face set with that
    colour's mark where its look has one, else its own undeclared face."""
    look = looks.look(type_id)
    return f"{type_id}_{colour}" if look is not None and colour in look.declared else type_id


def declared_colour(state, die_type: int) -> str | None:
    """The colour a declared die type fills this round (its id: 'gem'), or None if not declared."""
    c = state.content
    fits = state.fits[die_type] if die_type < len(state.fits) else frozenset()
    if not c.die_types[die_type].declared or len(fits) != 1 or fits == c.fits[die_type]:
        return None
    return c.colours[next(iter(fits))]


def prerolled(state, die: int) -> bool:
    """A supply die already rolled (Traveling Camp's pre-roll, a handed-out Conjurer die)."""
    return state.values[die] > 0 and any(die in z for z in state.supply)
