"""Kept dice, paired cards and bid tiles: the hooks and decisions behind them.

A die type with `keeps: true` waits on its owner's mini card (`state.kept[p]`)
from round to round until the owner uses it. It is single use: once rolled (or
harvested) it is spent like any die and goes back to the stock at the next
cleanup (`returns_to_stock`). The properties of docs/modules.md say what each
type does; this module reads them, and phase code only announces moments:

* turn_start -> READY: before rolling, the player picks kept dice to add to the
  roll one at a time (`per_turn` caps a type; a `paired` die is named by its card);
* rolled -> COPY for each `copies_rolled` die rolled, HARVEST for kept dice that
  are never rolled (`rolled: false`, used at the shared `grows` value as one of
  `harvest_as`), then STONE for a rolled paired die (what its card does);
* round_end -> the shared value grows (6 -> 1); an `expires` card held since
  this round goes back with its die;
* cleanup_end -> each bid tile's holder gains its die (onto the mini card) and,
  with `draw`, draws that many paired cards and keeps one (KEEP_CARD).

Every choice is a Decision (engine/decisions.py), so it is a move in the log.
"""

from __future__ import annotations

from itertools import combinations

from kingsforge.engine import decisions, effects
from kingsforge.engine.model import REROLL
from kingsforge.engine.moments import hook

READY, COPY, HARVEST, STONE, KEEP_CARD = "ready", "copy", "harvest", "stone", "keep_card"
DONE = ()                   # READY/HARVEST/STONE: nothing (more)
MATCH, OTHERWISE = 0, 1     # STONE 'match': the first item of a choice


# --- moments ------------------------------------------------------------------------------
@hook("ready_kept")
def ready_kept(s, p) -> None:
    if s.kept[p]:
        decisions.owe(s, READY, p)


@hook("after_roll")
def after_roll(s, p) -> None:
    types, type_of = s.content.die_types, s.content.die_type_of
    for die in s.rolled[p]:
        if types[type_of[die]].copies_rolled:
            decisions.owe(s, COPY, p, extra=die)
    if any(not types[type_of[d]].rolled for d in s.kept[p]):
        decisions.owe(s, HARVEST, p)
    for owner, _card, die, _since in s.paired:
        if owner == p and die in s.rolled[p]:
            decisions.owe(s, STONE, p, extra=die)


@hook("grow")
def grow(s, claimed) -> None:
    """The growing dice gain 1 at every cleanup, up to 6; at 6 they start again at 1."""
    s.grown = s.grown % 6 + 1


@hook("expire_cards")
def expire_cards(s, claimed) -> None:
    cards = s.content.die_cards
    for entry in list(s.paired):
        p, card, die, since = entry
        if cards[card].expires and s.round >= since and die in s.kept[p]:
            s.kept[p].remove(die)
            s.values[die] = 0
            s.stock[s.content.die_type_of[die]].append(die)
            _discard_card(s, entry)


@hook("tile_rewards")
def tile_rewards(s, claimed) -> None:
    """At the very end of cleanup each tile's holder gains its die (from the finite stock)."""
    craft = s.content.craft
    for card, p in claimed:
        tile = craft[card].tile
        if tile is not None:
            take_kept(s, p, tile.gives, tile.draw)


def take_kept(s, p: int, die_type: int, draw: int) -> None:
    """One die of a kept type from the stock onto p's mini card (none left: nothing); with
    `draw`, that many paired cards are drawn and p keeps one for the die (KEEP_CARD)."""
    if not s.stock[die_type]:
        return
    die = s.stock[die_type].pop()
    s.kept[p].append(die)
    if draw:
        drawn = tuple(s.card_deck[:draw])
        del s.card_deck[:draw]
        if drawn:
            decisions.owe(s, KEEP_CARD, p, who=drawn, extra=die)


@effects.effect("exotic")
def _exotic(s, p, e, paid) -> None:
    """`exotic: {die: grimstone, draw: 2}`: a kept die now, with its card when it is paired
    (a visitor's action; the same as a tile's payout)."""
    for die_type, count in e.dice:
        for _ in range(count):
            take_kept(s, p, die_type, e.count)


# --- helpers --------------------------------------------------------------------------------
def _entry(s, die):
    for entry in s.paired:
        if entry[2] == die:
            return entry
    return None


def _discard_card(s, entry) -> None:
    s.paired.remove(entry)
    s.card_deck.append(entry[1])          # used or spent cards go to the bottom of the deck


def _usable(s, p, skip) -> list[int]:
    """p's rolled dice that fill some colour now, but `skip`."""
    fits = s.fits
    return [d for d in s.rolled[p] if d != skip and fits[s.play_type(d)]]


def _distinct(s, dice, size) -> list[tuple[int, ...]]:
    """Sets of `size` dice, each (type, value) multiset once, lowest ids first."""
    out, seen = [], set()
    for combo in combinations(sorted(dice), size):
        key = tuple(sorted((s.play_type(d), s.values[d]) for d in combo))
        if key not in seen:
            seen.add(key)
            out.append(combo)
    return out


# --- READY: which kept die joins the roll ---------------------------------------------------
def _ready_choices(s, d):
    p = d.player
    types, type_of = s.content.die_types, s.content.die_type_of
    readied = {}
    for die in s.supply[p]:
        readied[type_of[die]] = readied.get(type_of[die], 0) + 1
    out, seen = [DONE], set()
    for die in sorted(s.kept[p]):
        t = type_of[die]
        kind = types[t]
        if not kind.rolled or (kind.per_turn and readied.get(t, 0) >= kind.per_turn):
            continue
        entry = _entry(s, die) if kind.paired else None
        key = (t, None if entry is None else s.content.die_cards[entry[1]].id)
        if key not in seen:
            seen.add(key)
            out.append((die,))
    return out


def _ready(s, d, choice):
    if choice == DONE:
        return
    die = choice[0]
    s.kept[d.player].remove(die)
    s.values[die] = 0
    s.supply[d.player].append(die)
    s.pending.insert(0, d)


# --- COPY: the type a copying die takes ---------------------------------------------------------
def _copy_choices(s, d):
    copies = s.content.die_types[s.content.die_type_of[d.extra]].copies_rolled
    found = {s.play_type(x) for x in s.rolled[d.player] if x != d.extra}
    return sorted(t for t in found if t in copies) or [decisions.NOTHING]


def _copy(s, d, die_type):
    if die_type != decisions.NOTHING and d.extra in s.rolled[d.player]:
        s.as_type.append((d.extra, die_type))


# --- HARVEST: a never-rolled kept die used at the shared value, as one of its types -------------
def _harvest_choices(s, d):
    types, type_of = s.content.die_types, s.content.die_type_of
    out, seen = [DONE], set()
    for die in sorted(s.kept[d.player]):
        kind = types[type_of[die]]
        if kind.rolled:
            continue
        for as_type in kind.harvest_as:
            if (kind.index, as_type) not in seen:
                seen.add((kind.index, as_type))
                out.append((die, as_type))
    return out


def _harvest(s, d, choice):
    if choice == DONE:
        return
    die, as_type = choice
    p = d.player
    s.kept[p].remove(die)
    s.values[die] = s.grown
    s.rolled[p].append(die)
    s.as_type.append((die, as_type))
    s.pending.insert(0, d)


# --- STONE: what a rolled paired die does, as its card says --------------------------------------
def _stone_choices(s, d):
    entry = _entry(s, d.extra)
    if entry is None or d.extra not in s.rolled[d.player]:
        return [DONE]
    card = s.content.die_cards[entry[1]]
    return STONES[card.kind][0](s, d.player, d.extra, card)


def _stone(s, d, choice):
    entry = _entry(s, d.extra)
    if entry is None:
        return
    card = s.content.die_cards[entry[1]]
    if d.extra in s.rolled[d.player]:
        STONES[card.kind][1](s, d.player, d.extra, card, choice)
    _discard_card(s, entry)


def _match_choices(s, p, die, card):
    value = s.values[die]
    others = _usable(s, p, die)
    matching = [x for x in others if s.values[x] == value]
    out = [DONE]
    for size in range(1, card.count + 1):
        out += [(MATCH,) + combo for combo in _distinct(s, matching, size)]
    if card.otherwise:
        out += [(OTHERWISE,) + combo for combo in _distinct(s, others, 1)]
    return out


def _match(s, p, die, card, choice):
    if choice == DONE:
        return
    amount = card.match if choice[0] == MATCH else card.otherwise
    for x in choice[1:]:
        s.values[x] += amount


def _extreme_choices(s, p, die, card):
    others = _usable(s, p, die)
    if not others:
        return [DONE]
    pick = min if card.kind == "lowest" else max
    edge = pick(s.values[x] for x in others)
    return [combo for combo in _distinct(s, [x for x in others if s.values[x] == edge], 1)]


def _extreme(s, p, die, card, choice):
    if choice == DONE:
        return
    x = choice[0]
    s.values[x] = max(s.values[x], min(card.cap, s.values[x] + s.values[die]))


def _reroll_choices(s, p, die, card):
    return [DONE]


def _reroll(s, p, die, card, choice):
    effects.add_charges(s, p, REROLL, [0] * s.values[die])


def _feed_choices(s, p, die, card):
    others = _usable(s, p, die)
    out = [DONE]
    for size in range(1, min(card.feed, len(others)) + 1):
        out += _distinct(s, others, size)
    return out


def _feed(s, p, die, card, choice):
    if choice == DONE:
        return
    colours = frozenset()
    for x in choice:
        colours |= s.fits[s.play_type(x)]
        s.rolled[p].remove(x)
        s.smithy[p].append(x)
    s.values[die] += len(choice)
    s.fits = tuple(s.fits) + (colours,)
    s.as_type.append((die, len(s.fits) - 1))


STONES = {
    "match": (_match_choices, _match),
    "lowest": (_extreme_choices, _extreme),
    "highest": (_extreme_choices, _extreme),
    "reroll": (_reroll_choices, _reroll),
    "feed": (_feed_choices, _feed),
}


# --- KEEP_CARD: one of the paired cards drawn, the other to the bottom -----------------------------
def _keep_choices(s, d):
    return sorted(set(d.who))


def _keep(s, d, card):
    drawn = list(d.who)
    drawn.remove(card)
    s.card_deck.extend(drawn)
    s.paired.append((d.player, card, d.extra, s.round))


decisions.KINDS.update({
    READY: (_ready_choices, _ready),
    COPY: (_copy_choices, _copy),
    HARVEST: (_harvest_choices, _harvest),
    STONE: (_stone_choices, _stone),
    KEEP_CARD: (_keep_choices, _keep),
})
