"""Cleanup: claim crafted cards, return dice, check the end, pass the anvil."""

from __future__ import annotations

from kingsforge.engine import moments
from kingsforge.engine.setup import start_gather
from kingsforge.engine.state import OVER, State


def end_round(s: State) -> None:
    c = s.content
    # 1. Crafted cards that were not out-crafted are claimed; their dice go to the smithy.
    claimed = [(card, p) for card, p, _dice in s.crafted]
    for card, p, dice in s.crafted:
        s.tucked[p].append(card)
        s.smithy[p].extend(dice)
    s.crafted = []
    # 2. Dice on X boxes and docks go to the stock; other gather dice to the smithy.
    for p, card, option, dice in s.claims:
        boxes = c.gather[card].options[option].boxes
        for i, die in enumerate(dice):
            if boxes and boxes[i].consumed:
                _to_stock(s, die)
            else:
                s.smithy[p].append(die)
    for used in s.dock_used:
        if used is not None:
            for die in used[1]:
                _to_stock(s, die)
    if s.cemetery is not None:
        _to_stock(s, s.cemetery[1])
    s.claims, s.discards = [], []
    s.dock_used = [None] * len(s.dock_used)
    s.cemetery = None
    # Dice that only visit for a round (Library) leave every player's dice.
    types = c.die_types
    for p in range(s.n):
        for zone in (s.supply, s.smithy):
            keep = []
            for die in zone[p]:
                if types[c.die_type_of[die]].returns_to_stock:
                    _to_stock(s, die)
                else:
                    keep.append(die)
            zone[p] = keep
    # 3. Tokens and this round's manipulations expire.
    for p in range(s.n):
        for token in s.held_tokens[p]:
            s.tokens[token] += 1
        s.held_tokens[p] = []
        s.charges[p] = []
        s.roll_smithy[p] = False
    s.passed = [False] * s.n
    s.first_passer = -1
    s.values = [0] * len(s.values)
    s.has_rolled = False
    if s.charge_rules:
        s.charge_rules = {}
    s.fits = c.fits                   # declared colours last one round
    moments.run(s, "round_end", claimed)

    if game_is_over(s):
        s.phase = OVER
        s.turn = s.standings()[0]
        return
    # New round: last round's dice leave the smithy tile for the supply, the anvil moves left.
    for p in range(s.n):
        s.supply[p].extend(s.smithy[p])
        s.smithy[p] = []
    s.round += 1
    s.anvil = (s.anvil + 1) % s.n
    start_gather(s)


def game_is_over(s: State) -> bool:
    if any(len(cards) >= s.items_to_win for cards in s.tucked):
        return True
    # Ruling: with no craft cards left to make, the game cannot go on (docs/rulings.md).
    return not s.display and not s.waiting


def _to_stock(s: State, die: int) -> None:
    s.values[die] = 0
    s.stock[s.content.die_type_of[die]].append(die)
