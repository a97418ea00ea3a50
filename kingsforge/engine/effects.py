"""What each named effect does when a gather option, a dock action or a card resolves.

One table, EFFECTS: effect name -> function(state, player, effect, paid). A card
that reuses these is a YAML edit; a new kind of effect is one function registered
here plus its parser in content/loader.py (EFFECT_PARSERS), which
tests/test_effects_registry.py keeps in step.
"""

from __future__ import annotations

from kingsforge.engine import decisions, rng
from kingsforge.engine.model import AUTO6, BONUS, FLIP, REROLL, Effect
from kingsforge.engine.state import State

EFFECTS = {}
CHANCE_EFFECTS = ("cemetery", "conjure", "escape", "exotic")   # effects that roll dice or draw cards


def effect(*names):
    def register(fn):
        for name in names:
            EFFECTS[name] = fn
        return fn
    return register


def gain_dice(s: State, p: int, gains, to_supply: bool) -> None:
    """Take dice from the stock; the stock is finite, so take only what is left."""
    target = s.supply[p] if to_supply else s.smithy[p]
    types = s.content.die_types
    for die_type, count in gains:
        pile = s.stock[die_type]
        to = s.kept[p] if types[die_type].keeps else target   # a kept die waits on its mini card
        for _ in range(min(count, len(pile))):
            to.append(pile.pop())


def add_charges(s: State, p: int, kind: str, amounts) -> int:
    """One-use manipulations from one source; each must go to a different die. Returns the group."""
    group = s.next_group
    s.next_group += 1
    for amount in amounts:
        s.charges[p].append((kind, amount, group, -1))
    return group


def take_token(s: State, p: int, token: int) -> None:
    if s.tokens[token] <= 0:
        return                      # none left in the pool: finite like the dice
    s.tokens[token] -= 1
    s.held_tokens[p].append(token)
    for e in s.content.token_effects[token]:
        EFFECTS[e.kind](s, p, e, 0)


def resolve(s: State, p: int, effects, paid: int) -> None:
    """Carry out an option's effects for player p, who paid `paid` dice."""
    for e in effects:
        EFFECTS[e.kind](s, p, e, paid)


# --- the base game's effects ------------------------------------------------------------
@effect("gain")
def _gain(s, p, e: Effect, paid):
    gain_dice(s, p, e.dice, e.to_supply)


@effect("token")
def _token(s, p, e: Effect, paid):
    take_token(s, p, e.token)


@effect("bonus")
def _bonus(s, p, e: Effect, paid):
    group = add_charges(s, p, BONUS, e.amounts)
    if e.colours:
        # A coloured bonus (a visitor's gift) goes only on a die that fills its colour, like a
        # lasting bonus of a craft card; -1: no craft card. charge_rules is replaced, never changed.
        s.charge_rules = {**s.charge_rules, group: (e.colours, -1)}


@effect("flip")
def _flip(s, p, e: Effect, paid):
    add_charges(s, p, FLIP, [0] * e.count)


@effect("reroll")
def _reroll(s, p, e: Effect, paid):
    add_charges(s, p, REROLL, [0] * e.count)


@effect("auto6")
def _auto6(s, p, e: Effect, paid):
    add_charges(s, p, AUTO6, [6] * e.count)


@effect("roll_smithy")
def _roll_smithy(s, p, e: Effect, paid):
    s.roll_smithy[p] = True


@effect("cemetery")
def _cemetery(s, p, e: Effect, paid):
    cemetery_type = next((t.index for t in s.content.die_types if not t.player_die), None)
    if cemetery_type is None:           # no Cemetery die in this data (the loader refuses it): nothing to roll
        return
    if s.stock[cemetery_type] and s.cemetery is None:
        die = s.stock[cemetery_type].pop()
        s.values[die] = rng.roll_d6(s)
        s.cemetery = (p, die)


@effect("gain_by_count")
def _gain_by_count(s, p, e: Effect, paid):
    best = None
    for count, gains in e.table:
        if paid >= count:
            best = gains
    if best:
        gain_dice(s, p, best, False)


# --- module effects: dice for the other players, penalty cards, handed-out and pre-rolled dice ---
@effect("gain_others")
def _gain_others(s, p, e: Effect, paid):
    """Every other player gains these dice; when the stock runs short, p says who gets them."""
    others = tuple((p + k) % s.n for k in range(1, s.n))
    for die_type, count in e.dice:
        for _ in range(count):         # one die each per round of giving
            pile = s.stock[die_type]
            if len(pile) >= len(others):
                for q in others:
                    s.smithy[q].append(pile.pop())
            elif pile:
                dice = tuple(pile.pop() for _ in range(len(pile)))
                decisions.owe(s, decisions.HAND_OUT, p, dice=dice, who=others, extra=decisions.TO_SMITHY)


def declared_type(content) -> int:
    """The die type whose colour is declared in play (the Conjurer's)."""
    return next(t.index for t in content.die_types if t.declared)


@effect("conjure")
def _conjure(s, p, e: Effect, paid):
    """Roll one declared-type die per player; p hands them out, then declares their colour."""
    die_type = declared_type(s.content)
    pile = s.stock[die_type]
    kept = []
    for _ in range(min(s.n, len(pile))):
        die = pile.pop()
        s.values[die] = rng.roll_d6(s)
        if s.cancelled(s.values[die]):
            s.values[die] = 0
            pile.insert(0, die)
        else:
            kept.append(die)
    if kept:
        kept.sort(key=lambda d: (-s.values[d], d))
        decisions.owe(s, decisions.HAND_OUT, p, dice=tuple(kept), who=tuple(range(s.n)), extra=decisions.TO_SUPPLY)
        decisions.owe(s, decisions.DECLARE, p, extra=die_type)


@effect("preroll")
def _preroll(s, p, e: Effect, paid):
    decisions.owe(s, decisions.PREROLL, p, extra=e.count)
