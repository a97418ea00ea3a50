"""Conservation checks on a state: every die, card and token in exactly one place.

Used by the random-play tests after every action, and by `kingsforge selftest`.
"""

from __future__ import annotations

from collections import Counter

from kingsforge.engine.mechanism import MECHANISMS
from kingsforge.engine.restrictions import broken
from kingsforge.engine.state import EMPTY, GATHER, State


def die_places(s: State) -> Counter:
    """How many zones each die id is in (each must be exactly 1)."""
    seen = Counter()
    for pile in s.stock:
        seen.update(pile)
    for zones in (s.supply, s.smithy, s.rolled):
        for pile in zones:
            seen.update(pile)
    for _p, _card, _option, dice in s.claims:
        seen.update(dice)
    for zone in s._zones:                    # a mechanism's zones that hold dice
        if zone.dice is not None:
            seen.update(zone.dice(s))
    for used in s.dock_used:
        if used is not None:
            seen.update(used[1])
    for _card, _p, dice in s.crafted:
        seen.update(dice)
    if s.cemetery is not None:
        seen[s.cemetery[1]] += 1
    for decision in s.pending:
        seen.update(decision.dice)           # dice being handed out
    return seen


def problems(s: State) -> list[str]:
    """Everything wrong with the state (empty when every rule of conservation holds)."""
    out = _defaults_problems(s) + _dice_problems(s) + _card_problems(s)
    for m in MECHANISMS.values():           # each mechanism's own conservation rules
        if m.problems is not None:
            out += m.problems(s)
    out += _turn_problems(s)
    return out


def _defaults_problems(s: State) -> list[str]:
    """A base game: the module pieces stay at their defaults (State.clone shares them there)."""
    if s.content.module_state:
        return []
    out = [f"{name} is not empty in a game without modules" for name in ("pending", "as_type", "beside", "placed",
                                                                        "idle")
           if getattr(s, name)]
    return out + [f"{zone.name} is not at its default in a game without modules" for zone in s._zones
                  if zone.save(s)]


def _dice_problems(s: State) -> list[str]:
    c = s.content
    out = []
    seen = die_places(s)
    for die in range(len(c.die_type_of)):
        if seen[die] != 1:
            out.append(f"die {die} is in {seen[die]} places")
    for die in seen:
        if not 0 <= die < len(c.die_type_of):
            out.append(f"unknown die id {die}")
    for t, pile in enumerate(s.stock):
        for die in pile:
            if c.die_type_of[die] != t:
                out.append(f"die {die} is in the {c.die_types[t].id} stock but is {c.die_type_of[die]}")
    for p in range(s.n):
        for die in s.supply[p] + s.smithy[p] + s.rolled[p]:
            if not c.die_types[c.die_type_of[die]].player_die:
                out.append(f"player {p} holds die {die} that never enters a supply")
    smithies = {die for z in s.smithy for die in z}
    out += [f"die {die} sits out the round but is not on a smithy tile" for die in s.idle if die not in smithies]
    return out


def _card_problems(s: State) -> list[str]:
    c = s.content
    out = []
    # Gather cards of this game: deck + row + claimed + turned face down.
    if s.phase == GATHER:
        places = Counter(s.gather_deck) + Counter(x for x in s.gather_row if x != EMPTY)
        places += Counter(card for _p, card, _o, _d in s.claims) + Counter(card for _p, card in s.discards)
        if places != Counter(s.gather_cards):
            out.append(f"gather cards not conserved: {sorted(places.elements())} vs {sorted(s.gather_cards)}")
    # Craft cards dealt for this game, and the bid tiles (never dealt, always beside or bid on).
    tiles = set(c.tiles)
    beside = Counter(card for card in s.beside if card not in tiles)
    dealt = Counter(s.display) + Counter(s.waiting) + beside
    dealt += Counter(card for card, _p, _d in s.crafted if card not in tiles)
    for cards in s.tucked:
        dealt += Counter(cards)
    if dealt != Counter(s.craft_cards):
        out.append(f"craft cards not conserved: {sorted(dealt.elements())} vs {sorted(s.craft_cards)}")
    on_tiles = Counter(card for card in s.beside if card in tiles)
    on_tiles += Counter(card for card, _p, _d in s.crafted if card in tiles)
    if on_tiles != Counter(c.tiles):
        out.append(f"bid tiles not conserved: {sorted(on_tiles.elements())}")
    if any(tiles & set(cards) for cards in s.tucked):
        out.append("a bid tile was claimed like a craft card")
    for card, _p, dice in s.crafted:            # a restricted card's dice keep its rules
        if c.craft[card].restrict and broken(c.craft[card].restrict, [s.values[d] for d in dice]) is not None:
            out.append(f"the dice on {c.craft[card].id} break its restriction")
    if len(s.display) > c.setup.craft_display:
        out.append("too many craft cards on display")
    if any(c.craft[a].rank > c.craft[b].rank for a, b in zip(s.waiting, s.waiting[1:])):
        out.append("the waiting line is out of rank order")
    return out


def _turn_problems(s: State) -> list[str]:
    c = s.content
    out = []
    for t, count in enumerate(c.token_counts):
        held = sum(tokens.count(t) for tokens in s.held_tokens)
        if s.tokens[t] + held != count:
            out.append(f"token {c.token_ids[t]}: {s.tokens[t]} in the pool + {held} held != {count}")
    if s.pending and s.turn != s.pending[0].player:
        out.append("a decision is owed but another player is to move")
    return out


def assert_ok(s: State) -> None:
    found = problems(s)
    if found:
        raise AssertionError("; ".join(found))
