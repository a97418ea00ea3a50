"""Conservation checks on a state: every die, card and token in exactly one place.

Used by the random-play tests after every action, and by `kingsforge selftest`.
"""

from __future__ import annotations

from collections import Counter

from kingsforge.engine.restrictions import broken
from kingsforge.engine.state import EMPTY, GATHER, State


def die_places(s: State) -> Counter:
    """How many zones each die id is in (each must be exactly 1)."""
    seen = Counter()
    for pile in s.stock:
        seen.update(pile)
    for zones in (s.supply, s.smithy, s.rolled, s.kept):
        for pile in zones:
            seen.update(pile)
    for _p, _card, _option, dice in s.claims:
        seen.update(dice)
    for _p, _card, _option, dice in s.visits:
        seen.update(dice)
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
    c = s.content
    out = []
    if not c.module_state:       # State.clone shares these lists in a base game
        for name in ("pending", "escape_deck", "escape_discard", "as_type", "beside", "placed", "card_deck",
                     "paired"):
            if getattr(s, name):
                out.append(f"{name} is not empty in a game without modules")
        if any(s.kept):
            out.append("a mini card holds dice in a game without modules")
    if not c.visitors and (s.piles or s.visits):
        out.append("visitor piles or visits in a game without visitors")
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
    out += _kept_problems(s)
    out += _visitor_problems(s)
    out += _ability_problems(s)
    if len(s.display) > c.setup.craft_display:
        out.append("too many craft cards on display")
    if any(c.craft[a].rank > c.craft[b].rank for a, b in zip(s.waiting, s.waiting[1:])):
        out.append("the waiting line is out of rank order")
    for t, count in enumerate(c.token_counts):
        held = sum(tokens.count(t) for tokens in s.held_tokens)
        if s.tokens[t] + held != count:
            out.append(f"token {c.token_ids[t]}: {s.tokens[t]} in the pool + {held} held != {count}")
    held = [d.extra for d in s.pending if d.kind == "escape"]
    escape = Counter(s.escape_deck) + Counter(s.escape_discard) + Counter(held)
    if escape != Counter({card.index: card.copies for card in c.escape}):
        out.append(f"escape cards not conserved: {sorted(escape.elements())}")
    if s.pending and s.turn != s.pending[0].player:
        out.append("a decision is owed but another player is to move")
    for p in range(s.n):
        for die in s.supply[p] + s.smithy[p] + s.rolled[p]:
            if not c.die_types[c.die_type_of[die]].player_die:
                out.append(f"player {p} holds die {die} that never enters a supply")
    return out


def _kept_problems(s: State) -> list[str]:
    """Kept dice wait unrolled on their owner's mini card; growing dice share one value; every
    paired card is in the deck, held with its die, or being chosen."""
    c = s.content
    out = []
    types = c.die_types
    for p in range(s.n):
        for die in s.kept[p]:
            if not types[c.die_type_of[die]].keeps:
                out.append(f"die {die} waits on a mini card but is not a kept die")
            if s.values[die]:
                out.append(f"kept die {die} shows a value")
        for die in s.smithy[p] + s.supply[p]:
            kind = types[c.die_type_of[die]]
            if kind.keeps and s.phase == GATHER:
                out.append(f"kept die {die} of player {p} is off its mini card in the gather phase")
    if any(t.grows for t in types):
        if not 1 <= s.grown <= 6:
            out.append(f"the shared growing value is {s.grown}")
    elif s.grown:
        out.append("a growing value without growing dice")
    if c.die_cards:
        drawing = Counter(card for d in s.pending if d.kind == "keep_card" for card in d.who)
        cards = Counter(s.card_deck) + Counter(card for _p, card, _d, _r in s.paired) + drawing
        if cards != Counter({card.index: card.copies for card in c.die_cards}):
            out.append(f"paired cards not conserved: {sorted(cards.elements())}")
        for p, _card, die, _r in s.paired:
            if die not in s.kept[p] + s.supply[p] + s.rolled[p]:
                out.append(f"paired die {die} is not with player {p}")
    return out


def _ability_problems(s: State) -> list[str]:
    """Deluxe abilities (engine/abilities.py): only cards with one are spent, once, and each was
    claimed; a die kept back waits in its owner's zones until cleanup; a next-round offer is
    its owner's card, for this round or the next."""
    c = s.content
    if not c.abilities:
        return ["deluxe abilities used in a game without them"] if (s.spent or s.saved or s.offers) else []
    out = []
    owned = {card for cards in s.tucked for card in cards}
    if len(set(s.spent)) != len(s.spent) or not set(s.spent) <= set(c.abilities) & owned:
        out.append(f"spent abilities {list(s.spent)} are not of claimed deluxe cards, once each")
    for p, die in s.saved:
        if s.phase != "craft" or not c.die_types[c.die_type_of[die]].keeps:
            out.append(f"die {die} kept back by player {p} is not an exotic die in play this craft phase")
    for card, p, rnd in s.offers:
        if card not in s.tucked[p] or not s.round <= rnd <= s.round + 1:
            out.append(f"next-round ability of {c.craft[card].id} offered to player {p} for round {rnd}")
    return out


def _visitor_problems(s: State) -> list[str]:
    """Every visitor in its own realm's pile once; a visit is of a visitor shown this round,
    by a player who hosts no other."""
    c = s.content
    out = []
    if not c.visitors:
        return out
    if len(s.piles) != len(c.realms):
        out.append(f"{len(s.piles)} visitor piles for {len(c.realms)} realms")
    for r, pile in enumerate(s.piles):
        if sorted(pile) != [v.index for v in c.visitors if v.realm == r]:
            out.append(f"visitor pile {c.realms[r][0]} holds {sorted(pile)}")
    shown = {pile[0] for pile in s.piles if pile}
    hosts = [p for p, _v, _o, _d in s.visits]
    if len(hosts) != len(set(hosts)):
        out.append("a player hosted two visitors in one round")
    visitors = [v for _p, v, _o, _d in s.visits]
    if len(visitors) != len(set(visitors)) or not set(visitors) <= shown:
        out.append(f"visits {visitors} are not of the visitors shown {sorted(shown)}")
    return out


def assert_ok(s: State) -> None:
    found = problems(s)
    if found:
        raise AssertionError("; ".join(found))
