"""The engine's front door: what is legal now, why a move is not, and applying one.

The table UI, the AI and the tests all go through these three functions.
"""

from __future__ import annotations

from kingsforge.engine import craft, decisions, gather
from kingsforge.engine.actions import (
    Claim,
    Craft,
    Decide,
    Dock,
    EndTurn,
    Harvest,
    Pass,
    Roll,
    UseAbility,
    UseCharge,
    Visit,
    well_formed,
)
from kingsforge.engine.effects import CHANCE_EFFECTS  # noqa: F401  (named here before)
from kingsforge.engine.mechanism import source_of
from kingsforge.engine.model import REROLL
from kingsforge.engine.payments import payment_key
from kingsforge.engine.state import GATHER, OVER, State
from kingsforge.engine.words import Reason


class IllegalAction(ValueError):
    """Raised by apply() with a reason a player can read."""


def current_player(s: State) -> int | None:
    return None if s.phase == OVER else s.turn


def legal_actions(s: State) -> list:
    if s.phase == OVER:
        return []
    if s.pending:
        return decisions.legal(s)
    return gather.legal(s) if s.phase == GATHER else craft.legal(s)


def check(s: State, action) -> str | None:
    """None if `action` is legal now, otherwise the reason in plain words.

    The reason is a words.Reason: the English sentence, which also carries
    .code and .params so the UI can say it in the player's language.
    """
    if s.phase == OVER:
        return Reason("game_over")
    if not well_formed(action):
        return Reason("not_a_move")
    if s.pending:
        return decisions.problem(s, action)
    if isinstance(action, Decide):
        return Reason("no_decision")
    if s.phase == GATHER:
        return gather.problem(s, action)
    return craft.problem(s, action)


def move_key(s: State, action):
    """What makes a move different from another for the player (the front door's contract):
    `legal_actions` lists one move per key, and `check` accepts a move only when a listed move
    has its key. Dice of one type and value are alike (which ids they are does not matter);
    their place does (which box of a payment, which slot of a card); pre-rolled dice differ by
    value. Two moves share a listed key and are still refused, rightly: a charge's index when
    that charge is used and its twin (same kind, amount and source) is not, and an out-craft
    whose dice sit in another order over identical boxes (each must match or beat the die in
    its own box). tests/test_front_door.py holds the engine to it in every module set."""
    c = s.content
    type_of, values = c.die_type_of, s.values
    if isinstance(action, Claim):
        option = c.gather[action.card].options[action.option]
        if option.take_all:
            return ("claim", action.card, action.option, tuple(sorted((type_of[d], values[d]) for d in action.dice)))
        return ("claim", action.card, action.option, payment_key(s, option.boxes, action.dice))
    if isinstance(action, Dock):
        return ("dock", action.discard, action.action,
                payment_key(s, c.dock_actions[action.action].option.boxes, action.dice))
    if isinstance(action, Visit):
        boxes = c.visitors[action.card].options[action.option].boxes
        return ("visit", action.card, action.option, payment_key(s, boxes, action.dice))
    if isinstance(action, UseAbility):
        ability = c.craft[action.card].ability[action.option]
        if ability.option is not None:        # a next-round gather option: a payment
            return ("ability", action.card, action.option, payment_key(s, ability.option.boxes, action.dice))
        p = s.turn
        return ("ability", action.card, action.option,
                tuple((s.play_type(d), values[d], d in s.rolled[p]) for d in action.dice))
    if isinstance(action, UseCharge):
        charges = s.charges[s.turn]
        kind, amount, group, _used = charges[action.charge]
        on_die = tuple(g for _k, _a, g, die in charges if die == action.die)
        return ("charge", kind, amount, group, s.play_type(action.die), values[action.die], on_die)
    if isinstance(action, Craft):
        card = c.craft[action.card]
        first: dict = {}         # identical slots are interchangeable; a special card's boxes are not
        return ("craft", action.card, tuple(sorted((j if card.special else first.setdefault(slot, j), s.play_type(d),
                                                    values[d]) for j, (slot, d) in enumerate(zip(card.slots, action.dice)))))
    if isinstance(action, Harvest):
        return ("harvest", type_of[action.die], action.as_type)
    if isinstance(action, Decide):
        return ("decide", tuple(action.choice) if isinstance(action.choice, list) else action.choice)
    return action


def apply(s: State, action, validate: bool = True) -> State:
    """The state after `action`; `s` itself is left untouched."""
    if validate:
        reason = check(s, action)
        if reason is not None:
            raise IllegalAction(reason)
    nxt = s.clone()
    apply_in_place(nxt, action)
    return nxt


def apply_in_place(s: State, action) -> None:
    """Mutating apply for search and simulation; the action must be legal."""
    if s.told:
        s.told = ()
    if s.roll_changes:
        s.roll_changes = ()
    if s.pending:
        decisions.do(s, action)
    elif s.phase == GATHER:
        gather.do(s, action)
    else:
        craft.do(s, action)
    if s.pending or s.resume != -1:
        decisions.settle(s)


def reveals_information(s: State, action) -> bool:
    """True when the move shows something new (dice rolled, a card turned up).

    Undo never goes back past such a move, so nobody can re-roll by undoing.
    """
    if isinstance(action, Roll):
        return True
    if isinstance(action, Decide):
        return s.pending[0].kind in decisions.REVEALING
    if isinstance(action, EndTurn):
        return s.craft_turns_left == 1      # the last craft turn deals the next round's cards
    if isinstance(action, UseCharge):
        return s.charges[s.turn][action.charge][0] == REROLL
    if isinstance(action, (Claim, Dock)):
        if s.gather_deck:
            return True
        if isinstance(action, Claim):
            option = s.content.gather[action.card].options[action.option]
            return any(e.kind in CHANCE_EFFECTS for e in option.effects)
        return False
    if isinstance(action, Pass):
        return False
    source = source_of(s.content, action)      # a mechanism's move: its source says
    return source is not None and source.reveals(s, action)


__all__ = ["IllegalAction", "legal_actions", "check", "apply", "apply_in_place", "current_player",
           "reveals_information", "Claim", "Dock", "Pass", "Roll", "UseCharge", "Craft", "Decide", "Visit",
           "UseAbility"]
