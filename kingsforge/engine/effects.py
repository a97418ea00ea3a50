"""What each named effect does when a gather or dock option is taken.

One function per effect kind; adding a card that reuses these is a YAML edit,
adding a new kind of effect is one function here plus its name in the loader.
"""

from __future__ import annotations

from kingsforge.engine import rng
from kingsforge.engine.model import AUTO6, BONUS, FLIP, REROLL, Effect
from kingsforge.engine.state import State


def gain_dice(s: State, p: int, gains, to_supply: bool) -> None:
    """Take dice from the stock; the stock is finite, so take only what is left."""
    target = s.supply[p] if to_supply else s.smithy[p]
    for die_type, count in gains:
        pile = s.stock[die_type]
        for _ in range(min(count, len(pile))):
            target.append(pile.pop())


def add_charges(s: State, p: int, kind: str, amounts) -> None:
    """One-use manipulations from one source; each must go to a different die."""
    group = s.next_group
    s.next_group += 1
    for amount in amounts:
        s.charges[p].append((kind, amount, group, -1))


def take_token(s: State, p: int, token: int) -> None:
    if s.tokens[token] <= 0:
        return                      # none left in the pool: finite like the dice
    s.tokens[token] -= 1
    s.held_tokens[p].append(token)
    for effect in s.content.token_effects[token]:
        _grant(s, p, effect)


def _grant(s: State, p: int, e: Effect) -> None:
    if e.kind == "bonus":
        add_charges(s, p, BONUS, e.amounts)
    elif e.kind == "flip":
        add_charges(s, p, FLIP, [0] * e.count)
    elif e.kind == "reroll":
        add_charges(s, p, REROLL, [0] * e.count)
    elif e.kind == "auto6":
        add_charges(s, p, AUTO6, [6] * e.count)


def resolve(s: State, p: int, effects, paid: int) -> None:
    """Carry out an option's effects for player p, who paid `paid` dice."""
    for e in effects:
        kind = e.kind
        if kind == "gain":
            gain_dice(s, p, e.dice, e.to_supply)
        elif kind == "token":
            take_token(s, p, e.token)
        elif kind == "roll_smithy":
            s.roll_smithy[p] = True
        elif kind == "cemetery":
            cemetery_type = next(t.index for t in s.content.die_types if not t.player_die)
            if s.stock[cemetery_type] and s.cemetery is None:
                die = s.stock[cemetery_type].pop()
                s.values[die] = rng.roll_d6(s)
                s.cemetery = (p, die)
        elif kind == "gain_by_count":
            best = None
            for count, gains in e.table:
                if paid >= count:
                    best = gains
            if best:
                gain_dice(s, p, best, False)
        else:
            _grant(s, p, e)
