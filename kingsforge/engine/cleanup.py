"""Cleanup: claim crafted cards, return dice, check the end, pass the anvil."""

from __future__ import annotations

from kingsforge.engine import effects, moments
from kingsforge.engine.percontent import per_content
from kingsforge.engine.setup import start_gather
from kingsforge.engine.state import OVER, State


def end_round(s: State) -> None:
    c = s.content
    moments.run(s, "round_claim")      # the crafted cards still hold their dice and values
    # 1. Crafted cards that were not out-crafted are claimed; their dice go to the smithy.
    #    A bid tile is not kept: it goes back beside the display (its holder is paid at the end).
    claimed = [(card, p) for card, p, _dice in s.crafted]
    for card, p, dice in s.crafted:
        if c.craft[card].tile is None:
            s.tucked[p].append(card)
        else:
            s.beside.append(card)
        s.smithy[p].extend(dice)
    s.crafted = []
    if s.placed:
        s.placed = []
        s.beside.sort(key=lambda card: (c.craft[card].tile is None, c.craft[card].rank, card))
    # 2. Dice on X boxes and docks go to the stock; other gather dice to the smithy.
    for p, card, option, dice in s.claims:
        boxes = c.gather[card].options[option].boxes
        for i, die in enumerate(dice):
            if boxes and boxes[i].consumed:
                _to_stock(s, die)
            else:
                s.smithy[p].append(die)
    moments.run(s, "gather_return")   # a mechanism's gather moves give their dice back too (visitors)
    for used in s.dock_used:
        if used is not None:
            for die in used[1]:
                _to_stock(s, die)
    if s.cemetery is not None:
        _to_stock(s, s.cemetery[1])
    s.claims, s.discards = [], []
    s.dock_used = [None] * len(s.dock_used)
    s.cemetery = None
    moments.run(s, "before_return")   # dice that a card keeps back (a deluxe ability) leave first
    # Dice that only visit for a round (Library) leave every player's dice.
    # A die with an `on_return` effect gives it to the player it leaves.
    types = c.die_types
    returning = _returning(c)
    owed = []
    for p in range(s.n):
        for zone in (s.supply, s.smithy):
            if returning.isdisjoint(zone[p]):
                continue
            keep = []
            for die in zone[p]:
                kind = types[c.die_type_of[die]]
                if kind.returns_to_stock:
                    _to_stock(s, die)
                    if kind.on_return:
                        owed.append((p, kind.on_return))
                else:
                    keep.append(die)
            zone[p] = keep
    for p, returned in owed:
        effects.resolve(s, p, returned, 0)
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
    if s.as_type:
        s.as_type = []                # so do copied, harvested and fed types
    s.idle = ()                       # dice that sat out the round come back with the smithy's
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
    moments.run(s, "cleanup_end", claimed)    # the very end of cleanup
    start_gather(s)


def game_is_over(s: State) -> bool:
    if any(s.ends_game(p) for p in range(s.n)):
        return True
    # Ruling: with no craft cards left to make, the game cannot go on (docs/rulings.md);
    # likewise when the item that must end it (ending_rank) can no longer be made. While one
    # can, the game goes on, even with the display and the waiting line empty: the decree's
    # masterworks beside the display are items to craft (mw.house.decree_masterworks_left).
    floor = s.content.setup.ending_rank
    if floor:
        craft = s.content.craft
        return not any(craft[k].rank >= floor for k in s.display + s.waiting + s.beside)
    return not s.display and not s.waiting


@per_content
def _returning(c) -> frozenset:
    """The dice whose type leaves every player's dice at cleanup (Library dice): most zones hold
    none, and a set test skips them without a look at each die."""
    return frozenset(d for d, t in enumerate(c.die_type_of) if c.die_types[t].returns_to_stock)


def _to_stock(s: State, die: int) -> None:
    s.values[die] = 0
    s.stock[s.content.die_type_of[die]].append(die)
