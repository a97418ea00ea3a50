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

from collections import Counter
from itertools import combinations

from kingsforge.engine import decisions, effects, rng
from kingsforge.engine.actions import Harvest
from kingsforge.engine.mechanism import (
    DecisionKind,
    Hook,
    Mechanism,
    MoveSource,
    Trait,
    Zone,
    copy_list,
    copy_lists,
    register,
)
from kingsforge.engine.model import REROLL, CraftCard, DieCard, Tile
from kingsforge.engine.state import GATHER
from kingsforge.engine.words import Reason, Ref, dice_text, type_ref

# The log's sentences and refusal reasons of kept dice, harvests, die cards and bid tiles
# (engine/words.py merges them in; data/lang/es.yaml translates them). A bid tile's Craft move
# ('move.bid', 'move.outbid') is said by the core's describe.py, so those stay in words.py.
ENGLISH = {
    "move.ready": "{who} adds the kept {die} to the roll",
    "move.ready_paired": "{who} adds the kept {die} ({card}) to the roll",
    "move.ready_done": "{who} is ready to roll",
    "move.copy": "{who}'s {die} copies {other}",
    "move.copy_nothing": "{who}'s {die} has nothing to copy",
    "move.harvest": "{who} harvests a {die} as {other} {value}",
    "move.harvest_done": "{who} harvests nothing more",
    "move.stone": "{who} uses {card} on {dice}",
    "move.stone_nothing": "{who} uses {card} on nothing",
    "move.stone_reroll.one": "{who} uses {card}: {n} re-roll",
    "move.stone_reroll.other": "{who} uses {card}: {n} re-rolls",
    "move.keep_card": "{who} keeps {card}",
    "outcome.kept_gained": "{who} gains {dice} onto their mini cards",
    "outcome.kept_back": "{who}'s {dice} goes back onto their mini cards",
    "outcome.kept_cleanup": "at cleanup {who}'s mini cards take {dice}",
    "outcome.kept_cleanup_more": "{who}'s take {dice}",
    "reason.harvest_not_kept": "Only a die waiting on your own mini card can be harvested.",
    "reason.harvest_rolled": "A {die} is rolled, not harvested.",
    "reason.harvest_as": "A {die} is harvested only as one of the types its card names.",
}

READY, COPY, HARVEST, STONE, KEEP_CARD = "ready", "copy", "harvest", "stone", "keep_card"
DONE = ()                   # READY/HARVEST/STONE: nothing (more)
MATCH, OTHERWISE = 0, 1     # STONE 'match': the first item of a choice


# --- moments ------------------------------------------------------------------------------
def ready_kept(s, p) -> None:
    if s.kept[p]:
        decisions.owe(s, READY, p)


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


def grow(s, claimed) -> None:
    """The growing dice gain 1 at every cleanup, up to 6; at 6 they start again at 1."""
    s.grown = s.grown % 6 + 1


def expire_cards(s, claimed) -> None:
    cards = s.content.die_cards
    for entry in list(s.paired):
        p, card, die, since = entry
        if cards[card].expires and s.round >= since and die in s.kept[p]:
            s.kept[p].remove(die)
            s.values[die] = 0
            s.stock[s.content.die_type_of[die]].append(die)
            _discard_card(s, entry)


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


def _kept_told(before, after, name, words) -> list[str]:
    """Dice a move put on a player's mini cards by itself: the log names them, or a player never
    sees where they came from. During a turn a die from the stock is won (a visitor's gift) and
    any other is the player's own going back (the Cemetery cancelled it); at cleanup dice go
    back to the stock and come out again (a tile's die, a request's boosting die, a die an
    ability keeps), so the line says where they went, not where from."""
    out = []
    news = [(p, [die for die in kept if die not in before.kept[p]]) for p, kept in enumerate(after.kept)]
    news = [(p, new) for p, new in news if new]
    if not news:                # most moves: nothing to say, and no stock to look through
        return out
    cleanup = before.round != after.round
    stock = set() if cleanup else {die for pile in before.stock for die in pile}
    for p, new in news:
        if cleanup:
            key = "outcome.kept_cleanup_more" if out else "outcome.kept_cleanup"
            out.append(words(key, who=name(p), dice=dice_text(after, new, words=words)))
            continue
        gained = [die for die in new if die in stock]
        back = [die for die in new if die not in stock]
        if gained:
            out.append(words("outcome.kept_gained", who=name(p), dice=dice_text(after, gained, words=words)))
        if back:
            out.append(words("outcome.kept_back", who=name(p), dice=dice_text(after, back, words=words)))
    return out


# --- helpers --------------------------------------------------------------------------------
def paired_entry(s, die):
    """The paired card held with `die` ((player, card, die, round)), or None."""
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
    kind = {d: (s.play_type(d), s.values[d]) for d in dice}
    if len(set(kind.values())) == len(kind):
        return list(combinations(sorted(dice), size))       # no two dice alike: every set differs
    for combo in combinations(sorted(dice), size):
        key = tuple(sorted([kind[d] for d in combo]))
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
        entry = paired_entry(s, die) if kind.paired else None
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
def _harvest_choices_of(s, p) -> list[tuple[int, int]]:
    """(die, type) per kind of never-rolled kept die p holds and type it may be harvested as."""
    types, type_of = s.content.die_types, s.content.die_type_of
    out, seen = [], set()
    for die in sorted(s.kept[p]):
        kind = types[type_of[die]]
        if kind.rolled:
            continue
        for as_type in kind.harvest_as:
            if (kind.index, as_type) not in seen:
                seen.add((kind.index, as_type))
                out.append((die, as_type))
    return out


def _harvest_choices(s, d):
    return [DONE] + _harvest_choices_of(s, d.player)


def harvest(s, p: int, die: int, as_type: int) -> None:
    """A never-rolled kept die joins p's roll as `as_type` at the shared growing value."""
    s.kept[p].remove(die)
    s.values[die] = s.grown
    s.rolled[p].append(die)
    s.as_type.append((die, as_type))


def _harvest(s, d, choice):
    if choice == DONE:
        return
    harvest(s, d.player, *choice)
    s.pending.insert(0, d)


# --- STONE: what a rolled paired die does, as its card says --------------------------------------
def _stone_choices(s, d):
    entry = paired_entry(s, d.extra)
    if entry is None or d.extra not in s.rolled[d.player]:
        return [DONE]
    card = s.content.die_cards[entry[1]]
    return STONES[card.kind][0](s, d.player, d.extra, card)


def _stone(s, d, choice):
    entry = paired_entry(s, d.extra)
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


# --- HARVEST at any time: the same choice as a move of the craft turn -----------------------------
def harvest_actions(s, p: int, payer=None) -> list:
    """Harvest moves in p's craft turn after the roll (the HARVEST decision offers them right
    after the roll; declined, or after a re-roll or a bonus, they stay on offer until the turn
    ends: the printed "at any time", docs/rulings.md)."""
    if not s.has_rolled or not s.kept[p]:
        return []
    return [Harvest(die, as_type) for die, as_type in _harvest_choices_of(s, p)]


def harvest_problem(s, p: int, action: Harvest):
    c = s.content
    if not s.has_rolled:
        return Reason("roll_first")
    if action.die not in s.kept[p]:
        return Reason("harvest_not_kept")
    kind = c.die_types[c.die_type_of[action.die]]
    if kind.rolled:
        return Reason("harvest_rolled", die=Ref("die", kind.id, kind.name.lower()))
    if action.as_type not in kind.harvest_as:
        return Reason("harvest_as", die=Ref("die", kind.id, kind.name.lower()))
    return None


def _harvest_move(s, p: int, action: Harvest) -> None:
    harvest(s, p, action.die, action.as_type)


def _harvests(content) -> bool:
    return any(t.keeps and not t.rolled and t.harvest_as for t in content.die_types)


# --- the move log's sentences ---------------------------------------------------------------------
def _card_ref(card) -> Ref:
    return Ref("die_card", card.id, card.name)


def _ready_text(s, d, choice, name, words) -> str:
    c, who = s.content, name(s.turn)
    if choice == DONE:
        return words("move.ready_done", who=who)
    die = choice[0]
    entry = paired_entry(s, die)
    if entry is not None:
        return words("move.ready_paired", who=who, die=type_ref(c, c.die_type_of[die]),
                     card=_card_ref(c.die_cards[entry[1]]))
    return words("move.ready", who=who, die=type_ref(c, c.die_type_of[die]))


def _copy_text(s, d, choice, name, words) -> str:
    c, who = s.content, name(s.turn)
    die = type_ref(c, c.die_type_of[d.extra])
    if choice == decisions.NOTHING:
        return words("move.copy_nothing", who=who, die=die)
    return words("move.copy", who=who, die=die, other=type_ref(c, choice))


def _harvest_text(s, d, choice, name, words) -> str:
    c, who = s.content, name(s.turn)
    if choice == DONE:
        return words("move.harvest_done", who=who)
    return words("move.harvest", who=who, die=type_ref(c, c.die_type_of[choice[0]]), other=type_ref(c, choice[1]),
                 value=s.grown)


def _harvest_move_text(s, action, name, words) -> str:
    return _harvest_text(s, None, (action.die, action.as_type), name, words)


def _stone_text(s, d, choice, name, words) -> str:
    c, who = s.content, name(s.turn)
    entry = paired_entry(s, d.extra)
    card = c.die_cards[entry[1]] if entry is not None else None
    ref = _card_ref(card) if card else type_ref(c, c.die_type_of[d.extra])
    if card is not None and card.kind == "reroll":
        return words.count("move.stone_reroll", s.values[d.extra], who=who, card=ref)
    targets = choice[1:] if card is not None and card.kind == "match" and choice else choice
    if not targets:
        return words("move.stone_nothing", who=who, card=ref)
    return words("move.stone", who=who, card=ref, dice=dice_text(s, targets, with_values=True, words=words))


def _copied(s, d, choice) -> bool:
    """The log tells a copy made by itself (a type chosen), not a Borealis with nothing to copy."""
    return choice != decisions.NOTHING


def _stone_acts(s, d, choice) -> bool:
    """The log tells a Grimstone card that acted by itself: the Rolling Stone's re-rolls, or a die
    changed (not one that found nothing to act on)."""
    entry = paired_entry(s, d.extra)
    if entry is None or d.extra not in s.rolled[d.player]:
        return False
    return s.content.die_cards[entry[1]].kind == "reroll" or bool(choice)


def _keep_text(s, d, choice, name, words) -> str:
    return words("move.keep_card", who=name(s.turn), card=_card_ref(s.content.die_cards[choice]))


def _shuffle_deck(s, generator) -> None:
    generator.shuffle(s.card_deck)


def _nothing_more(s) -> dict:
    return {}


def _keeps(content) -> bool:
    return any(t.keeps for t in content.die_types)


def _deck(s) -> list:
    deck = [card.index for card in s.content.die_cards for _ in range(card.copies)]
    if deck:
        rng.shuffle(s, deck)
    return deck


def _card_ids(s) -> dict:
    return {card.id: card.index for card in s.content.die_cards}


def _save_cards(s) -> dict:
    c = s.content
    if not c.die_cards:
        return {}
    return {"card_deck": [c.die_cards[i].id for i in s.card_deck],
            "paired": [[p, c.die_cards[card].id, die, since] for p, card, die, since in s.paired]}


def _save_kept(s) -> dict:
    return {"kept": [z[:] for z in s.kept]} if any(s.kept) else {}


def conserved(s) -> list[str]:
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
        with_card = {die for _p, _card, die, _r in s.paired}
        with_card |= {d.extra for d in s.pending}       # its card still being chosen (a tile, the Brooch)
        for p in range(s.n):
            out += [f"paired die {die} waits on player {p}'s mini card without its card" for die in s.kept[p]
                    if types[c.die_type_of[die]].paired and die not in with_card]
    return out


# --- the data it owns (the loader hands these keys here) ---------------------------------------
# Die-type keys (game.yaml `dice:`): flags read as each type is met, links once every type is known.
KEPT_KEYS = ("keeps", "rolled", "harvest_as", "grows", "copies_rolled", "per_turn", "on_return", "paired")


def parse_die_flags(read, check, spec, path, card) -> dict:
    return {"keeps": check.flag(spec.get("keeps", False), path + ("keeps",), card),
            "rolled": check.flag(spec.get("rolled", True), path + ("rolled",), card),
            "grows": check.flag(spec.get("grows", False), path + ("grows",), card),
            "per_turn": check.integer(spec.get("per_turn", 0), path + ("per_turn",), 0, 20, card),
            "paired": check.flag(spec.get("paired", False), path + ("paired",), card)}


def parse_die_links(read, check, spec, path, card) -> dict:
    """harvest_as / copies_rolled (other die types that fill a colour), on_return (an effect),
    and the rules that tie the flags together."""
    kind = read.die_type(path[-1])
    links = {}
    for key in ("harvest_as", "copies_rolled"):
        if key in spec:
            listed = check.sequence(spec[key], path + (key,), card, allow_empty=False)
            found = []
            for i, other in enumerate(listed):
                check.choice(other, path + (key, i), read.die_ids, "die type", card)
                if not read.die_type(other).fits:
                    check.fail(path + (key, i), f"'{other}' dice fill no colour", card)
                found.append(read.die_ids.index(other))
            links[key] = tuple(found)
    if "on_return" in spec:
        links["on_return"] = (read.effect(check, spec["on_return"], path + ("on_return",), card, False),)
        if not kind.returns_to_stock:
            check.fail(path + ("on_return",), "only a die that returns_to_stock can give something back", card)
    if "harvest_as" in links and kind.rolled:
        check.fail(path + ("harvest_as",), "harvest_as is for a die that is never rolled ('rolled: false')", card)
    if not kind.rolled and ("harvest_as" not in links or not kind.keeps or not kind.grows):
        check.fail(path + ("rolled",), "a die never rolled must keep, grow and list harvest_as", card)
    if (kind.per_turn or kind.paired) and not kind.keeps:
        check.fail(path + ("per_turn" if kind.per_turn else "paired",), "only a kept die ('keeps: true')", card)
    return links


def parse_tiles(read, found) -> dict:
    """Bid tiles (game.yaml `tiles:`): craft cards that stay beside the display (read.craft)."""
    tiles, seen = [], {k.name for k in read.craft}
    for module_id, check, spec, path, label in read.game_cards(found, "tiles", "craft card",
                                                               ("id", "name", "source", "needs", "gives"),
                                                               ("draw", "notes", "art"), seen):
        needs = check.sequence(spec["needs"], path + ("needs",), label, allow_empty=False)
        slots = tuple(read.requirement(check, need, path + ("needs", j), label) for j, need in enumerate(needs))
        gives = check.choice(spec["gives"], path + ("gives",), read.die_ids, "die type", label)
        kind = read.die_type(gives)
        if not kind.keeps:
            check.fail(path + ("gives",), f"a tile gives a kept die ('keeps: true'); '{gives}' is not", label)
        draw = check.integer(spec.get("draw", 0), path + ("draw",), 0, 5, label)
        if draw and not kind.paired:
            check.fail(path + ("draw",), f"cards are drawn only with a paired die; '{gives}' is not", label)
        tiles.append(len(read.craft))
        read.craft.append(CraftCard(index=len(read.craft), id=spec["id"], name=spec["name"], rank=0, slots=slots,
                                    source=spec["source"], module=module_id, art=spec.get("art", ""),
                                    tile=Tile(gives=kind.index, draw=draw)))
    return {"tiles": tuple(tiles)}


def parse_die_cards(read, found) -> dict:
    """Cards paired with dice (game.yaml `die_cards:`), each one kind of STONES with its numbers."""
    out = []
    for module_id, check, spec, path, label in read.game_cards(found, "die_cards", "die card",
                                                               ("id", "name", "source", "does"),
                                                               ("copies", "notes", "art", "expires")):
        does = check.mapping(spec["does"], path + ("does",), required=("kind",),
                             optional=("plus", "dice", "otherwise", "cap", "feed"), card=label)
        kind = check.choice(does["kind"], path + ("does", "kind"), tuple(STONES), "kind", label)
        wanted = {"match": ("plus",), "lowest": ("cap",), "highest": ("cap",), "feed": ("feed",),
                  "reroll": ()}[kind]
        for key in wanted:
            if key not in does:
                check.fail(path + ("does",), f"a '{kind}' card needs '{key}'", label)

        def number(key, low, high):
            return check.integer(does.get(key, low), path + ("does", key), low, high, label)

        out.append(DieCard(index=len(out), id=spec["id"], name=spec["name"],
                           copies=check.integer(spec.get("copies", 1), path + ("copies",), 1, 20, label),
                           kind=kind, match=number("plus", 0, 6) if kind == "match" else 0,
                           count=number("dice", 1, 6), otherwise=number("otherwise", 0, 6),
                           cap=number("cap", 0, 12), feed=number("feed", 0, 6),
                           expires=check.flag(spec.get("expires", False), path + ("expires",), label),
                           source=spec["source"], module=module_id, art=spec.get("art", "")))
    if out and not any(t.paired for t in read.die_types):
        read.refuse([check for _m, check, data in found], "die cards need a die type with 'paired: true'")
    return {"die_cards": tuple(out)}


KEPT = register(Mechanism(
    name="kept_dice_and_bid_tiles",
    order=30,
    hooks=(Hook("ready_kept", "turn_start", 10, ready_kept, _keeps),
           Hook("after_roll", "rolled", 30, after_roll,
                lambda c: any(t.keeps or t.copies_rolled for t in c.die_types)),
           Hook("grow", "round_end", 20, grow, lambda c: any(t.grows for t in c.die_types)),
           Hook("expire_cards", "round_end", 30, expire_cards, lambda c: any(card.expires for card in c.die_cards)),
           Hook("tile_rewards", "cleanup_end", 10, tile_rewards, lambda c: bool(c.tiles))),
    moves=(MoveSource("craft", (Harvest,), harvest_actions, harvest_problem, _harvest_move, wanted=_harvests,
                      sentence=_harvest_move_text),),
    decisions=(DecisionKind(READY, _ready_choices, _ready, sentence=_ready_text),
               DecisionKind(COPY, _copy_choices, _copy, sentence=_copy_text, rolled_die=True, told=_copied),
               DecisionKind(HARVEST, _harvest_choices, _harvest, sentence=_harvest_text),
               DecisionKind(STONE, _stone_choices, _stone, sentence=_stone_text, rolled_die=True, told=_stone_acts),
               DecisionKind(KEEP_CARD, _keep_choices, _keep, sentence=_keep_text)),
    zones=(
        # player -> die ids waiting on their mini cards between rounds
        Zone("kept", lambda s: [[] for _ in range(s.n)], copy_lists, _save_kept,
             lambda s, data: [list(z) for z in data.get("kept", [[] for _ in range(s.n)])],
             dice=lambda s: [die for z in s.kept for die in z], told=_kept_told),
        # the shared value of the growing dice (0: none in play)
        Zone("grown", lambda s: 1 if any(t.grows for t in s.content.die_types) else 0, None,
             lambda s: {"grown": s.grown} if s.grown else {}, lambda s, data: data.get("grown", 0)),
        # paired cards (content.die_cards indices), top first: nobody has seen its order (a card used
        # goes to the bottom, drawn cards are known to their drawer only), so the AI redraws it whole
        Zone("card_deck", _deck, copy_list, _save_cards,
             lambda s, data: [_card_ids(s)[x] for x in data.get("card_deck", [])],
             hidden=True, redraw=_shuffle_deck),
        # [(player, card, die, round it came)] paired cards held with their dice (saved with the deck)
        Zone("paired", lambda s: [], copy_list, _nothing_more,
             lambda s, data: [(p, _card_ids(s)[card], die, since) for p, card, die, since in data.get("paired", [])]),
    ),
    problems=conserved,
    traits=(Trait(KEPT_KEYS, "die", parse_die_flags, links=parse_die_links),
            Trait(("tiles",), "game", parse_tiles),
            Trait(("die_cards",), "game", parse_die_cards)),
    english=ENGLISH,
))


