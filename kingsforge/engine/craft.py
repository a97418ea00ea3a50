"""The craft phase: roll, manipulate, craft or out-craft, end the turn."""

from __future__ import annotations

from kingsforge.engine import moments, rng
from kingsforge.engine.actions import Craft, EndTurn, Roll, UseCharge
from kingsforge.engine.cleanup import (
    end_round,  # imported here, not per move: _end_turn is hot
)
from kingsforge.engine.dice import cancel, reroll_die, rerollable
from kingsforge.engine.matching import (
    assignment_problem,
    cached_places,
    colour_values,
    count_shaped,
    covers,
    distinct_assignments,
    fillable,
    needs_by_colour,
    shape_of,
    shaped_assignments,
    unshape,
    useful_dice,
)
from kingsforge.engine.mechanism import card_rule, move_sources, plan, source_of
from kingsforge.engine.model import AUTO6, BONUS, FLIP, REROLL
from kingsforge.engine.percontent import per_content
from kingsforge.engine.restrictions import broken, distinct
from kingsforge.engine.state import CRAFT, State
from kingsforge.engine.words import Reason, Ref, craft_ref, rule_ref

MAX_FLIPPABLE = 6   # a die boosted above 6 has no opposite face


def start_craft(s: State) -> None:
    s.phase = CRAFT
    s.turn = s.anvil
    s.has_rolled = False
    s.craft_turns_left = s.n
    moments.run(s, "craft_start")
    moments.run(s, "turn_start", s.turn)


# --- legal moves -------------------------------------------------------------------
def legal(s: State) -> list:
    if not s.has_rolled:
        return [Roll()]
    p = s.turn
    actions = charge_actions(s, p)
    actions.extend(craft_actions(s, p))
    for source in move_sources(s.content, CRAFT):      # a mechanism's moves (an ability)
        actions.extend(source.listing(s, p, None))
    actions.append(EndTurn())
    return actions


def charge_actions(s: State, p: int) -> list:
    rolled = s.rolled[p]
    if not rolled:
        return []
    charges = s.charges[p]
    groups_on = _groups_on_dice(charges)
    type_of, values, fits, rules = s.content.die_type_of, s.values, s.fits, s.charge_rules
    out, seen_charges = [], set()
    for i, (kind, amount, group, used) in enumerate(charges):
        if used != -1 or (kind, amount, group) in seen_charges:
            continue
        seen_charges.add((kind, amount, group))
        seen_dice = set()
        colours = rules[group][0] if group in rules else None
        for die in rolled:
            on_die = groups_on.get(die, ())
            if group in on_die or (kind == FLIP and values[die] > MAX_FLIPPABLE):
                continue
            if kind == REROLL and not rerollable(s, die):
                continue
            die_type = type_of[die] if not s.as_type else s.play_type(die)
            if colours is not None and not fits[die_type] & colours:
                continue
            key = (die_type, values[die], on_die)
            if key in seen_dice:
                continue
            seen_dice.add(key)
            out.append(UseCharge(i, die))
    return out


def _groups_on_dice(charges) -> dict[int, tuple[int, ...]]:
    on = {}
    for _kind, _amount, group, die in charges:
        if die != -1:
            on[die] = on.get(die, ()) + (group,)
    return on


def craft_targets(s: State, p: int) -> list[tuple[int, tuple[int, ...] | None]]:
    """Cards p may craft now: the display (and cards beside it), and cards others crafted this
    round (with their dice)."""
    targets, limited = _candidate_targets(s, p)
    if limited:
        items = items_of(s, p)          # once, not per card
        targets = [(card, held) for card, held in targets
                   if target_problem(s, p, card, held is not None, items) is None]
    return targets


def _candidate_targets(s: State, p: int) -> tuple[list, bool]:
    """craft_targets before a module's limits (target_problem), and whether any may apply."""
    targets = [(card, None) for card in s.display]
    for card, owner, dice in s.crafted:
        if owner != p:
            targets.append((card, dice))
    if s.beside or s.content.setup.ending_rank:
        targets += [(card, None) for card in s.beside]
        return targets, True
    return targets, False


def items_of(s: State, p: int) -> int:
    """Craft cards p has: claimed, and crafted this round (bid tiles are not items)."""
    craft = s.content.craft
    return len(s.tucked[p]) + sum(1 for card, owner, _d in s.crafted if owner == p and craft[card].tile is None)


def target_problem(s: State, p: int, card: int, stealing: bool, items: int | None = None) -> str | None:
    """A module's limits on which card p may craft (None: no limit applies); `items`: p's
    items_of, when the caller has it."""
    c = s.content
    k = c.craft[card]
    if k.tile is not None:
        if (card, p) in s.placed:
            return Reason("once_a_round", card=craft_ref(c, card))
        return None
    floor = c.setup.ending_rank
    if floor:
        short = s.items_to_win - 1
        if items is None:
            items = items_of(s, p)
        if k.rank >= floor:
            if stealing and items < short:
                return Reason("steal_needs_items", card=craft_ref(c, card), count=short)
        elif items == short or (items > short and not s.holds_ending_item(p, this_round=True)):
            # the item that ends the game must rank high enough; one over the goal (an
            # ending item crafted earlier this turn) frees the rest, unless it was out-crafted
            return Reason("ending_item", pips=floor)
    return None


def rolled_dice(s: State, p: int) -> list[tuple[int, int, int]]:
    values = s.values
    if s.as_type:
        return [(d, s.play_type(d), values[d]) for d in s.rolled[p]]
    type_of = s.content.die_type_of
    return [(d, type_of[d], values[d]) for d in s.rolled[p]]


def craft_actions(s: State, p: int, first: bool = False) -> list:
    """Every distinct Craft p may make now; with `first`, stop at the first card that has one
    (the random sampler only asks whether there is any until it picks the kind)."""
    if not s.rolled[p]:
        return []
    dice = rolled_dice(s, p)
    fits = s.fits
    values = colour_values(dice, fits)
    out = []
    rules = card_rules(s.content)
    order = None            # the dice in (type, value) order, worked out for the first card that needs it
    for card, held in craft_targets(s, p):
        if card in rules:        # a mechanism fills it (special boxes: engine/requests.py)
            held_types = None if held is None else held_of(s, held)
            out.extend(Craft(card, fill) for fill in rules[card].fills(s.content, card, dice, fits, held_types))
            if first and out:
                return out
            continue
        floor = None if held is None else tuple(s.values[d] for d in held)
        k = s.content.craft[card]
        slots = k.slots
        # the quick check (matching.may_fill) first: most cards fail it on a given roll
        if len(dice) < len(slots) or not covers(needs_by_colour(slots, floor), values):
            continue
        if order is None:
            order = sorted(range(len(dice)), key=lambda i: (dice[i][1], dice[i][2]))
        for positions in _assignment_positions(slots, dice, fits, floor, useful_dice(k, dice, fits, order)):
            # a restricted card (variant monument): only fills whose values keep its rules
            if k.restrict and broken(k.restrict, [dice[i][2] for i in positions]) is not None:
                continue
            out.append(Craft(card, tuple([dice[i][0] for i in positions])))
        if first and out:
            return out
    return out


class CraftMoves:
    """craft_actions(s, p)'s moves as a sequence that counts each card's crafts and builds only
    the one asked for ([i]): the random sampler draws one craft among all. A plain card's
    crafts are counted and drawn by its shape (matching.shape_of), in shape order, not the
    listing's; special cards and "all different" ones are listed, as craft_actions lists them."""
    __slots__ = ("parts", "ends")

    def __init__(self, s: State, p: int):
        self.parts, self.ends = [], []
        if not s.rolled[p]:
            return
        dice = rolled_dice(s, p)
        fits = s.fits
        values = colour_values(dice, fits)
        rules = card_rules(s.content)
        needs = plain_needs(s.content)
        order = None
        total = 0
        targets, limited = _candidate_targets(s, p)
        items = items_of(s, p) if limited else 0
        for card, held in targets:
            # a module's limits only for a card the dice could fill (the quick check is cheaper)
            if card in rules:
                if limited and target_problem(s, p, card, held is not None, items) is not None:
                    continue
                held_types = None if held is None else held_of(s, held)
                part = [Craft(card, fill) for fill in rules[card].fills(s.content, card, dice, fits, held_types)]
                n = len(part)
            else:
                floor = None if held is None else tuple(s.values[d] for d in held)
                k = s.content.craft[card]
                slots = k.slots
                if len(dice) < len(slots) or not covers(needs[card] if floor is None else needs_by_colour(slots, floor),
                                                        values):
                    continue
                if limited and target_problem(s, p, card, held is not None, items) is not None:
                    continue
                if order is None:
                    order = sorted(range(len(dice)), key=lambda i: (dice[i][1], dice[i][2]))
                ranked = useful_dice(k, dice, fits, order)
                if k.restrict and distinct(k.restrict):
                    part = [Craft(card, tuple([dice[i][0] for i in positions]))
                            for positions in _assignment_positions(slots, dice, fits, floor, ranked)
                            if broken(k.restrict, [dice[i][2] for i in positions]) is None]
                    n = len(part)
                else:
                    part = (card, slots, dice, fits, floor, ranked)
                    n = _assignment_count(slots, fits, floor, ranked)
            if n:
                total += n
                self.parts.append(part)
                self.ends.append(total)

    def __len__(self) -> int:
        return self.ends[-1] if self.ends else 0

    def __getitem__(self, i: int) -> Craft:
        start = 0
        for part, end in zip(self.parts, self.ends):
            if i < end:
                if isinstance(part, list):
                    return part[i - start]
                return _drawn_craft(*part, i - start)
            start = end
        raise IndexError(i)


@per_content
def plain_needs(content) -> list:
    """needs_by_colour of every craft card's boxes (no floor): the sampler's craft kind tests
    every card on offer against each roll, the AI's evaluation its colour coverage."""
    return [needs_by_colour(k.slots, None) for k in content.craft]


def restriction_problem(c, card: int, values) -> Reason | None:
    """Why dice showing `values` (all or some of those put on craft card `card`) break its
    restriction (a variant monument's rule), or None."""
    restrict = c.craft[card].restrict
    rule = broken(restrict, values) if restrict else None
    return None if rule is None else Reason("restricted", card=craft_ref(c, card), rule=rule_ref(rule))


def held_of(s: State, dice) -> list[tuple[int, int]]:
    """(type, value) of the dice on a crafted card, in box order."""
    return [(s.play_type(d), s.values[d]) for d in dice]


def card_rules(content) -> dict:
    """Craft card index -> the mechanism's CardRule that fills it (most cards: none)."""
    return plan(content).cards


def can_fill(card, dice, fits, floor=None, content=None, held=None) -> bool:
    """Can these rolled dice ((id, type, value), ...) fill craft card `card` (its rules kept)?
    A special card (engine/requests.py) needs `content`, and `held` ((type, value) per box) to steal."""
    rule = None if content is None else card_rule(content, card.index)
    if rule is not None:
        return bool(rule.fills(content, card.index, dice, fits, held))
    if card.special:
        return False             # a mechanism's card, asked without the content
    if not card.restrict:
        return fillable(card.slots, dice, fits, floor)
    value = {d: v for d, _t, v in dice}
    return any(broken(card.restrict, [value[d] for d in assignment]) is None
               for assignment in distinct_assignments(card.slots, dice, fits, floor))


_POSITIONS: dict = {}


def _assignment_positions(slots, dice, fits, floor, ranked) -> tuple[tuple[int, ...], ...]:
    """distinct_assignments as positions in `dice`, cached on what it depends on: the slots,
    the floor, the colours each type fits and the (type, value) of the dice, as a multiset. A
    random play-out rolls the same few dice again and again, and the enumeration is the dearest
    part of listing craft moves. `ranked` = _useful's (order, classes, counts): the positions of
    `dice` sorted by (type, value), stably, and the (type, value) of each in that order.
    distinct_assignments orders its answers by the dice's classes, not by where they lie, and
    hands out a class's ids in the order they come; a stable sort keeps that order, so the cache
    keyed on the sorted classes gives exactly the moves the dice in their own order would."""
    order, classes, _per = ranked
    found = cached_places(_POSITIONS, (slots, floor, fits, classes), dice, order,
                          lambda usable: distinct_assignments(slots, usable, fits, floor))
    return tuple([tuple([order[i] for i in positions]) for positions in found])


def _assignment_count(slots, fits, floor, ranked) -> int:
    """len(_assignment_positions(...)), counted on the card's shape (matching.shape_of), which
    many rolls share; kept per (slots, floor, fits, the dice's kinds) too, as the positions
    are, so a roll met before skips working out its shape."""
    key = (slots, floor, fits, ranked[1])
    n = _ROLL_COUNTS.get(key)
    if n is None:
        shape = shape_of(slots, floor, fits, ranked[2])[0]
        n = _COUNTS.get(shape)
        if n is None:
            if len(_COUNTS) > 50_000:
                _COUNTS.clear()
            n = _COUNTS[shape] = count_shaped(shape)
        if len(_ROLL_COUNTS) > 50_000:
            _ROLL_COUNTS.clear()
        _ROLL_COUNTS[key] = n
    return n


_COUNTS: dict = {}
_ROLL_COUNTS: dict = {}


def _drawn_craft(card, slots, dice, fits, floor, ranked, i: int) -> Craft:
    """The i-th craft of a card in shape order (the sampler's draw: the same moves as
    craft_actions lists for the card, in another order), enumerated once per shape."""
    order, classes, per = ranked
    shape, tvs = shape_of(slots, floor, fits, per)
    found = _SHAPED.get(shape)
    if found is None:
        if len(_SHAPED) > 5_000:
            _SHAPED.clear()
        found = _SHAPED[shape] = shaped_assignments(shape)
    ids_of: dict = {}
    for k, tv in zip(order, classes):
        ids_of.setdefault(tv, []).append(dice[k][0])
    return Craft(card, unshape(slots, floor, fits, tvs, found[i], ids_of))


_SHAPED: dict = {}


# --- checking a proposed move --------------------------------------------------------
def problem(s: State, action) -> str | None:
    p = s.turn
    if not isinstance(action, (Roll, EndTurn, UseCharge, Craft)):
        source = source_of(s.content, action, CRAFT)
        return Reason("gather_phase_move") if source is None else source.problem(s, p, action)
    if isinstance(action, Roll):
        return Reason("already_rolled") if s.has_rolled else None
    if not s.has_rolled:
        return Reason("roll_first")
    if isinstance(action, EndTurn):
        return None
    if isinstance(action, UseCharge):
        return _charge_problem(s, p, action)
    if isinstance(action, Craft):
        return _craft_problem(s, p, action)
    return Reason("gather_phase_move")


def _charge_problem(s: State, p: int, action: UseCharge) -> str | None:
    charges = s.charges[p]
    if not 0 <= action.charge < len(charges):
        return Reason("no_such_bonus")
    kind, _amount, group, used = charges[action.charge]
    if used != -1:
        return Reason("bonus_used")
    if action.die not in s.rolled[p]:
        return Reason("bonus_own_dice")
    if group in _groups_on_dice(charges).get(action.die, ()):
        return Reason("bonus_same_source")
    if kind == FLIP and s.values[action.die] > MAX_FLIPPABLE:
        return Reason("flip_above_6")
    if kind == REROLL and not rerollable(s, action.die):
        die_type = s.content.die_types[s.content.die_type_of[action.die]]
        return Reason("never_rolled", die=Ref("die", die_type.id, die_type.name.lower()))
    rule = s.charge_rules.get(group)
    if rule is not None and not s.fits[s.play_type(action.die)] & rule[0]:
        colours = sorted(rule[0])
        need = Ref("die", s.content.colours[colours[0]], s.content.colours[colours[0]])
        return Reason("bonus_colour" if rule[1] >= 0 else "bonus_colour_round", need=need)
    return None


def _craft_problem(s: State, p: int, action: Craft) -> str | None:
    c = s.content
    if not 0 <= action.card < len(c.craft):
        return Reason("no_such_craft_card")
    held = None
    if action.card not in s.display and action.card not in s.beside:
        owner_dice = s.crafted_by(action.card)
        if owner_dice is None:
            return Reason("not_on_display", card=craft_ref(c, action.card))
        if owner_dice[0] == p:
            return Reason("already_crafted", card=craft_ref(c, action.card))
        held = owner_dice[1]
    if s.beside or c.setup.ending_rank:
        limit = target_problem(s, p, action.card, held is not None)
        if limit is not None:
            return limit
    for die in action.dice:
        if die not in s.rolled[p]:
            return Reason("rolled_dice_only")
    type_of, values = c.die_type_of, s.values
    if s.as_type:
        assigned = [(d, s.play_type(d), values[d]) for d in action.dice]
    else:
        assigned = [(d, type_of[d], values[d]) for d in action.dice]
    rule = card_rule(c, action.card)
    if rule is not None:
        return rule.problem(c, action.card, assigned, s.fits, None if held is None else held_of(s, held))
    slots = c.craft[action.card].slots
    floor = None if held is None else [values[d] for d in held]
    found = assignment_problem(slots, assigned, s.fits, floor)
    if found is None:
        return restriction_problem(c, action.card, [v for _d, _t, v in assigned])
    index, code = found
    fields = {"count": len(slots)}
    if 0 <= index < len(slots):
        colour, pips = slots[index]
        fields.update(need=Ref("die", c.colours[colour], c.colours[colour]), pips=pips)
        if index < len(assigned):
            die, die_type, value = assigned[index]
            die_type = type_of[die]
            type_id = c.die_types[die_type].id
            fields.update(die=Ref("die", type_id, c.die_types[die_type].name.lower()), value=value)
        if floor is not None:
            fields.update(held=floor[index])
    try:
        return Reason(code, **fields)
    except KeyError:
        return Reason("requirements")




# --- carrying out a move ---------------------------------------------------------------
def do(s: State, action) -> None:
    p = s.turn
    if isinstance(action, Roll):
        _roll(s, p)
    elif isinstance(action, UseCharge):
        _use_charge(s, p, action.charge, action.die)
    elif isinstance(action, Craft):
        _craft(s, p, action.card, tuple(action.dice))
    elif isinstance(action, EndTurn):
        _end_turn(s, p)
    else:
        source_of(s.content, action, CRAFT).apply(s, p, action)


def _roll(s: State, p: int) -> None:
    dice = s.to_roll(p)
    s.supply[p] = []
    if s.roll_smithy[p]:            # the smithy's gains join the roll; dice sitting out stay
        s.smithy[p] = [die for die in s.smithy[p] if die in s.idle]
    values, rolled, roll = s.values, s.rolled[p], rng.roll_d6
    # the value the Cemetery cancels this round (state.cancelled), or 0: no die shows 0
    cancelled = 0 if s.cemetery is None else values[s.cemetery[1]]
    for die in dice:
        if values[die]:                   # pre-rolled or handed out rolled: it keeps its value
            rolled.append(die)
            continue
        value = values[die] = roll(s)
        if value == cancelled:
            cancel(s, p, die)             # the Cemetery takes it for this round
        else:
            rolled.append(die)
    s.has_rolled = True
    moments.run(s, "rolled", p)


def _use_charge(s: State, p: int, index: int, die: int) -> None:
    kind, amount, group, _ = s.charges[p][index]
    s.charges[p][index] = (kind, amount, group, die)
    if kind == BONUS:
        s.values[die] += amount
    elif kind == FLIP:
        s.values[die] = 7 - s.values[die]
    elif kind == AUTO6:
        s.values[die] = 6
    elif kind == REROLL:
        reroll_die(s, p, die)


def _craft(s: State, p: int, card: int, dice: tuple[int, ...]) -> None:
    rolled = s.rolled[p]
    for die in dice:
        rolled.remove(die)
    for i, (c, owner, held) in enumerate(s.crafted):
        if c == card:
            s.smithy[owner].extend(held)          # out-crafted: dice go to the victim's smithy
            s.crafted[i] = (card, p, dice)
            if s.content.craft[card].tile is not None:
                s.placed.append((card, p))
            return
    s.crafted.append((card, p, dice))
    if card in s.beside:                          # beside the display: nothing takes its place
        s.beside.remove(card)
        if s.content.craft[card].tile is not None:
            s.placed.append((card, p))
        return
    s.display.remove(card)
    if s.waiting:
        s.display.append(s.waiting.pop(0))        # the lowest rank waiting; craftable at once


def _end_turn(s: State, p: int) -> None:
    s.smithy[p].extend(s.rolled[p])
    s.rolled[p] = []
    s.craft_turns_left -= 1
    if s.craft_turns_left == 0:
        end_round(s)
        return
    s.turn = (s.turn + 1) % s.n
    s.has_rolled = False
    moments.run(s, "turn_start", s.turn)
