"""The moves a player can make: small immutable records.

The acting player is always the state's current player, so actions carry no
seat. Cards and dock actions are indices into the Content tables, dice are die
ids. The same records flow from the table UI, the AI and the tests into
rules.apply, and into the game's action log (see record.py).
"""

from __future__ import annotations

from typing import NamedTuple


class Claim(NamedTuple):
    """Take a face-up gather card, using one option, paying dice box by box."""
    card: int
    option: int
    dice: tuple[int, ...]


class Dock(NamedTuple):
    """Turn a face-up gather card face down and use an unused dock action."""
    discard: int
    action: int
    dice: tuple[int, ...]


class Visit(NamedTuple):
    """Host a visitor shown on Griffin's Landing (content.visitors index): option 0 takes its
    free gift, option 1 its collaboration, paid with dice box by box like a gather option."""
    card: int
    option: int
    dice: tuple[int, ...]


class UseAbility(NamedTuple):
    """Use one option of a deluxe card's once-a-game ability (engine/abilities.py): `card` is a
    craft card the player has claimed, `dice` the one die it works on (() for none), or, for a
    next-round gather option, the dice paying its boxes."""
    card: int
    option: int
    dice: tuple[int, ...]


class Harvest(NamedTuple):
    """Harvest a never-rolled kept die (Heartwood) in the player's own craft turn, any time after
    the roll: it joins the roll as a die of type `as_type` at the shared growing value
    (engine/kept.py)."""
    die: int
    as_type: int


class Pass(NamedTuple):
    """Stop gathering. The first to pass may take a benefit ('' for none)."""
    benefit: str = ""


class Roll(NamedTuple):
    """Start the craft turn: roll every unused die in the supply."""


class UseCharge(NamedTuple):
    """Apply one of this round's manipulations (bonus, flip, re-roll, 6) to a rolled die."""
    charge: int
    die: int


class Craft(NamedTuple):
    """Put rolled dice on a displayed craft card (or out-craft another player's)."""
    card: int
    dice: tuple[int, ...]


class EndTurn(NamedTuple):
    """End the craft turn; unused rolled dice go to the smithy tile."""


class Decide(NamedTuple):
    """Answer the decision the player owes (engine/decisions.py): a player, a colour,
    a die type, or a tuple of dice, as that decision lists."""
    choice: object


ACTION_TYPES = {cls.__name__.lower(): cls for cls in (Claim, Dock, Pass, Roll, UseCharge, Craft, EndTurn, Decide,
                                                       Visit, UseAbility, Harvest)}


# The type of each field, as the engine and the saved game (record.py) read it. A move
# built by hand with a float, a bool or a text where a number goes is no move at all:
# rules.check refuses it (it used to raise, or accept it and write a save that cannot load).
def _whole(value) -> bool:
    return type(value) is int


def _dice(value) -> bool:
    return isinstance(value, (tuple, list)) and all(type(d) is int for d in value)


def _text(value) -> bool:
    return isinstance(value, str)


def _choice(value) -> bool:
    return _whole(value) or _dice(value)


_FIELD_TYPES = {Claim: (_whole, _whole, _dice), Dock: (_whole, _whole, _dice), Pass: (_text,), Roll: (),
                UseCharge: (_whole, _whole), Craft: (_whole, _dice), EndTurn: (), Decide: (_choice,),
                Visit: (_whole, _whole, _dice), UseAbility: (_whole, _whole, _dice), Harvest: (_whole, _whole)}


FIELD_KINDS = {"whole": _whole, "dice": _dice, "text": _text}


def register_kind(cls, fields) -> None:
    """A mechanism's own move class (engine/mechanism.py): known to saves and to well_formed,
    equal only to moves of its kind. `fields`: per field 'whole', 'dice' or 'text'."""
    ACTION_TYPES[cls.__name__.lower()] = cls
    _FIELD_TYPES[cls] = tuple(FIELD_KINDS[f] for f in fields)
    _distinct(cls, len(ACTION_TYPES))


def unregister_kind(cls) -> None:
    ACTION_TYPES.pop(cls.__name__.lower(), None)
    _FIELD_TYPES.pop(cls, None)


def well_formed(action) -> bool:
    """A move of a known kind whose every field has the type the engine reads."""
    fields = _FIELD_TYPES.get(type(action))
    return fields is not None and len(action) == len(fields) and all(ok(v) for ok, v in zip(fields, action))


# Plain NamedTuples compare as tuples: Claim(1, 0, (4,)) would equal Dock(1, 0, (4,)) and Roll()
# would equal EndTurn(), so a move could be mistaken for another in a list, set or dict.
# A move equals only a move of the same kind with the same fields.
def _same_move(self, other):
    return type(self) is type(other) and tuple.__eq__(self, other)


def _other_move(self, other):
    return not _same_move(self, other)


def _distinct(cls, tag: int) -> None:
    cls.__eq__ = _same_move
    cls.__ne__ = _other_move
    cls.__hash__ = lambda self: hash((tag, tuple.__hash__(self)))


for _tag, _cls in enumerate(ACTION_TYPES.values()):
    _distinct(_cls, _tag)

