"""Paying a gather option, a dock action, a visitor or an ability with supply dice: the
distinct payments (as die ids per box) and why a proposed payment is refused.

A primitive: the gather phase and every mechanism whose move is paid with dice use it.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import permutations, product
from operator import itemgetter

from kingsforge.engine import effects
from kingsforge.engine.model import Option
from kingsforge.engine.words import Reason, Ref


class Payer:
    """One player's supply sorted by type, and the payments already worked out for it: options
    with the same boxes share them (a listing asks for many)."""
    __slots__ = ("by_type", "counts", "paid", "prerolled")

    def __init__(self, s, dice):
        self.by_type = dice_by_type(s, dice)
        self.counts = tuple(len(d) for d in self.by_type)
        self.paid = {}
        values = s.values
        self.prerolled = any(values[d] for d in dice)

    def payments(self, s, option: Option) -> list[tuple[int, ...]]:
        if self.prerolled and not option.take_all:
            found = self.paid.get(option.boxes)
            if found is None:
                flat, places = self.placed(s, option)
                found = self.paid[option.boxes] = [tuple([flat[i] for i in where]) for where in places]
            return found
        return payments(s, option, self.by_type, self.counts, self.paid)

    def placed(self, s, option: Option) -> tuple[list[int] | tuple[int, ...], tuple[tuple[int, ...], ...]]:
        """The option's payments as (dice, each payment as places among them): `_places` with
        pre-rolled dice, else the listed payments laid end to end."""
        if self.prerolled and not option.take_all:
            key = ("placed", option.boxes)
            found = self.paid.get(key)
            if found is None:
                found = self.paid[key] = self._places(s, option.boxes)
            return found
        flat, places = [], []
        for dice in self.payments(s, option):
            places.append(tuple(range(len(flat), len(flat) + len(dice))))
            flat += dice
        return flat, tuple(places)

    def _places(self, s, boxes) -> tuple[list[int], tuple[tuple[int, ...], ...]]:
        """With pre-rolled dice: the dice the boxes may take and payments_by_value's payments as
        places among them, cached on what they depend on: the boxes and, per type they accept,
        the values of its dice in order, no more of one value than there are boxes (the rest
        are never paid; which ids they are does not matter). Such supplies recur in play-outs;
        the random sampler counts their payments without building them."""
        accepted, n = _accepted_types(boxes)
        values = s.values
        shape, flat = [], []
        for t in accepted:
            pile = self.by_type[t]
            if len(pile) > n:
                per, kept = {}, []
                for d in pile:
                    v = values[d]
                    if per.get(v, 0) < n:
                        per[v] = per.get(v, 0) + 1
                        kept.append(d)
                pile = kept
            shape.append(tuple([values[d] for d in pile]))
            flat += pile
        key = (id(boxes), tuple(shape))
        found = _BY_VALUE.get(key)
        if found is None or found[0] is not boxes:
            place = {d: i for i, d in enumerate(flat)}
            if len(_BY_VALUE) > 20_000:
                _BY_VALUE.clear()
            found = _BY_VALUE[key] = (boxes, tuple(tuple([place[d] for d in dice])
                                                   for dice in payments_by_value(s, boxes, self.by_type, self.counts)))
        return flat, found[1]


class PaidMoves:
    """The moves `record(card, option index, dice)` paying each option of `cards` ((card, its
    options), ...) from a supply without pre-rolled dice, in a listing's order (card, option,
    then payment), as a sequence that counts them without building them: [i] builds only the
    one asked for. The random sampler draws one of a mechanism's paid moves this way
    (MoveSource.lazy)."""
    __slots__ = ("record", "parts", "ends", "dice", "type_of", "counts", "eligible")

    def __init__(self, s, dice, record, cards):
        self.record, self.dice, self.type_of = record, dice, s.content.die_type_of
        counts = [0] * len(s.content.die_types)
        for die in dice:
            counts[self.type_of[die]] += 1
        self.counts = counts = tuple(counts)
        self.eligible = None
        self.parts, self.ends, total = [], [], 0
        for card, options in cards:
            for o, option in enumerate(options):
                if option.take_all:
                    if self.eligible is None:
                        self.eligible = tuple(all_eligible(s, dice))
                    n = 1 if len(self.eligible) >= option.min_all else 0
                else:
                    n = len(type_assignments(option.boxes, counts))
                if n:
                    total += n
                    self.parts.append((card, o, option))
                    self.ends.append(total)

    def __len__(self) -> int:
        return self.ends[-1] if self.ends else 0

    def __getitem__(self, i: int):
        start = 0
        for (card, o, option), end in zip(self.parts, self.ends):
            if i < end:
                if option.take_all:
                    return _new(self.record, (card, o, self.eligible))
                paid = first_dice(type_assignments(option.boxes, self.counts)[i - start], self.dice, self.type_of)
                return _new(self.record, (card, o, paid))
            start = end
        raise IndexError(i)


_new = tuple.__new__    # a move record without its Python-level __new__


def payment_key(s, boxes, dice) -> tuple:
    """What a player cares about in a payment (the front door's contract, engine/rules.py
    `move_key`): the type and value of the die on each box, identical boxes interchangeable.
    Dice of one type and value are alike: which ids pay does not matter."""
    type_of, values = s.content.die_type_of, s.values
    first: dict = {}
    return tuple(sorted((first.setdefault(b, i), type_of[d], values[d]) for i, (b, d) in enumerate(zip(boxes, dice))))


def payments_by_value(s, boxes, by_type, counts) -> list[tuple[int, ...]]:
    """Every payment that differs in a way a player cares about, when some supply dice are
    pre-rolled (Traveling Camp, a handed-out Conjurer die): which pre-rolled value goes where
    matters, so each (type, value) per box is listed once, not just the lowest values."""
    values = s.values
    out, seen = [], set()
    for types in type_assignments(boxes, counts):
        where: dict = {}
        for i, t in enumerate(types):
            where.setdefault(t, []).append(i)
        groups = []
        for t, positions in where.items():
            # no more dice of one value than there are boxes to pay: more are alike
            kept, per_value = [], {}
            for d in by_type[t]:
                if per_value.get(values[d], 0) < len(positions):
                    per_value[values[d]] = per_value.get(values[d], 0) + 1
                    kept.append(d)
            groups.append((positions, list(permutations(kept, len(positions)))))
        for pick in product(*(choices for _positions, choices in groups)):
            dice = [0] * len(boxes)
            for (positions, _choices), chosen in zip(groups, pick):
                for i, d in zip(positions, chosen):
                    dice[i] = d
            key = payment_key(s, boxes, dice)
            if key not in seen:
                seen.add(key)
                out.append(tuple(dice))
    return out


_BY_VALUE: dict = {}      # Payer.places


def dice_by_type(s, dice) -> list[list[int]]:
    by_type = [[] for _ in s.content.die_types]
    type_of, values = s.content.die_type_of, s.values
    rolled = False
    for die in dice:
        by_type[type_of[die]].append(die)
        rolled = rolled or values[die] != 0
    if rolled:      # pre-rolled dice are paid last, the lowest first: they are worth keeping
        for pile in by_type:
            pile.sort(key=lambda d: (values[d] != 0, values[d]))
    return by_type


def payments(s, option: Option, by_type, counts, paid) -> list[tuple[int, ...]]:
    """Every distinct way to pay an option from the supply, as die ids per box."""
    if option.take_all:
        dice = all_eligible(s, [d for pile in by_type for d in pile])
        return [tuple(dice)] if len(dice) >= option.min_all else []
    boxes = option.boxes
    found = paid.get(boxes)
    if found is not None:
        return found
    accepted, cap = _accepted_types(boxes)
    usable = paid.get((_USABLE, accepted, cap))
    if usable is None:              # the dice these boxes could take, in type order, once per Payer
        usable = paid[(_USABLE, accepted, cap)] = (
            tuple([min(counts[t], cap) for t in accepted]), [d for t in accepted for d in by_type[t][:cap]])
    result = paid[boxes] = [take(usable[1]) for take in _takers(boxes, usable[0], counts)]
    return result


_USABLE = object()      # Payer.paid's key for the dice some boxes could take (its other keys: boxes)


def _takers(boxes, usable, counts) -> tuple:
    """Per payment of type_assignments(boxes, counts), a function that picks its dice (those
    payment_dice would) out of the dice the boxes could take (per type they accept, in order,
    the first `usable` of that type: a payment takes a type's dice first to last, never more
    than there are boxes): a Greedy gather turn lists every payment of every option, and a
    picker is several times quicker than payment_dice. Kept per the boxes and those usable
    counts, as type_assignments' answers are, so supplies that differ only in dice the boxes
    cannot take share them; keyed on the boxes' identity (an option's boxes live as long as
    its content; hashing them field by field was a good part of the cost)."""
    key = (id(boxes), usable)
    found = _TAKERS.get(key)
    if found is not None and found[0] is boxes:
        return found[1]
    if len(_TAKERS) > 50_000:
        _TAKERS.clear()
    accepted, _cap = _accepted_types(boxes)
    starts, at = {}, 0
    for t, n in zip(accepted, usable):
        starts[t] = at
        at += n
    takers = []
    for types in type_assignments(boxes, counts):
        taken = dict.fromkeys(accepted, 0)
        where = []
        for t in types:
            where.append(starts[t] + taken[t])
            taken[t] += 1
        if len(where) > 1:
            takers.append(itemgetter(*where))
        elif where:
            takers.append(lambda flat, i=where[0]: (flat[i],))
        else:
            takers.append(lambda flat: ())
    _TAKERS[key] = (boxes, tuple(takers))
    return _TAKERS[key][1]


_TAKERS: dict = {}


def first_dice(types, dice, type_of) -> tuple[int, ...]:
    """payment_dice over dice_by_type(dice), for dice none of which is pre-rolled: each box takes
    the first die of its type in `dice` not taken yet."""
    paid: list = []
    for t in types:
        for die in dice:
            if type_of[die] == t and die not in paid:
                paid.append(die)
                break
    return tuple(paid)


def payment_dice(types, by_type) -> tuple[int, ...]:
    """The dice paying boxes of these die types: the first unused die of each type, in order."""
    taken = [0] * len(by_type)
    dice = []
    for t in types:
        dice.append(by_type[t][taken[t]])
        taken[t] += 1
    return tuple(dice)


def all_eligible(s, dice) -> list[int]:
    """Dice a 'cost: all' option takes: every supply die that may pay, except wild ones."""
    types = s.content.die_types
    type_of = s.content.die_type_of
    return sorted(d for d in dice if not types[type_of[d]].wild and types[type_of[d]].player_die
                  and types[type_of[d]].gather_use)


@lru_cache(maxsize=65536)
def type_assignments(boxes, counts) -> tuple[tuple[int, ...], ...]:
    """Die types per box, each multiset once: identical boxes take types in order."""
    # Only the types some box accepts matter, and no more dice of a type than there are
    # boxes: every supply that agrees on those has the same assignments, so they are
    # worked out once per (boxes, usable counts). Random play-outs meet thousands of
    # different supplies but few usable counts.
    accepted, cap = _accepted_types(boxes)
    usable = tuple(min(counts[t], cap) for t in accepted)
    key = (boxes, usable)
    found = _BY_USABLE_COUNTS.get(key)
    if found is None:
        if len(_BY_USABLE_COUNTS) > 50_000:
            _BY_USABLE_COUNTS.clear()
        found = _BY_USABLE_COUNTS[key] = _enumerate_assignments(boxes, counts)
    return found


_BY_USABLE_COUNTS: dict = {}


@lru_cache(maxsize=4096)
def _accepted_types(boxes) -> tuple[tuple[int, ...], int]:
    return tuple(sorted(set().union(*(b.accepts for b in boxes)))), len(boxes)


def _enumerate_assignments(boxes, counts) -> tuple[tuple[int, ...], ...]:
    order = sorted(range(len(boxes)), key=lambda i: (sorted(boxes[i].accepts), boxes[i].consumed))
    out = []
    chosen = [0] * len(boxes)
    left = list(counts)

    def place(k, low):
        if k == len(order):
            out.append(tuple(chosen))
            return
        box = boxes[order[k]]
        same_as_previous = k > 0 and boxes[order[k - 1]] == box
        for t in sorted(box.accepts):
            if left[t] == 0 or (same_as_previous and t < low):
                continue
            left[t] -= 1
            chosen[order[k]] = t
            place(k + 1, t)
            left[t] += 1

    place(0, 0)
    return tuple(out)



def payment_problem(s, p: int, option: Option, dice, where) -> str | None:
    """Why these dice cannot pay for `option`; `where` names the card or dock (a str or a Ref)."""
    c = s.content
    if len(set(dice)) != len(dice):
        return Reason("duplicate")
    for die in dice:
        if die not in s.supply[p]:
            return Reason("not_in_supply")
        die_type = c.die_types[c.die_type_of[die]]
        if not die_type.gather_use:             # no box takes it, whatever it shows (Farm, Conjurer)
            return Reason("craft_only_die", die=Ref("die", die_type.id, die_type.name.lower()))
    if option.take_all:
        needed = all_eligible(s, s.supply[p])
        if sorted(dice) != needed:
            return Reason("takes_all", where=where)
        if len(dice) < option.min_all:
            return Reason("needs_at_least", where=where, count=option.min_all)
        return None
    if len(dice) != len(option.boxes):
        return Reason("needs_exactly", where=where, count=len(option.boxes))
    for die, box in zip(dice, option.boxes):
        if c.die_type_of[die] not in box.accepts:
            die_type = c.die_types[c.die_type_of[die]]
            return Reason("wrong_box", die=Ref("die", die_type.id, die_type.name.lower()),
                          box=Ref("box", box.label, box.label))
    return None


def pay(s, p: int, option: Option, dice) -> None:
    """p's dice leave the supply onto the option's boxes, then the option's effects resolve."""
    supply = s.supply[p]
    for die in dice:
        supply.remove(die)
    effects.resolve(s, p, option.effects, len(dice))
