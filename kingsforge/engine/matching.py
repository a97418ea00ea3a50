"""Which dice can fill which requirement slots of a card.

Pure functions on small tuples so the engine, the AI and the odds code can call
them in tight loops:

* a slot is ``(colour, pips)``: the colour it needs and the minimum value;
* a die is ``(die_id, die_type, value)``; value may exceed 6 after bonuses;
* ``fits[die_type]`` is the set of colours that die type may fill (a wild die
  fits several);
* ``floor`` (steals only) gives, per slot, the value of the die the current
  owner has there. A steal needs ``value >= floor[i]`` on every slot and
  ``value > floor[i]`` on at least one.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from kingsforge.engine.restrictions import value_ok

Slot = tuple[int, int]
Die = tuple[int, int, int]

__all__ = ["find_assignment", "distinct_assignments", "shape_of", "shaped_assignments", "count_shaped", "unshape",
           "assignment_problem", "may_fill", "colour_values", "needs_by_colour", "covers"]


def _norm_floor(slots: Sequence[Slot], floor: Sequence[int] | None) -> tuple[int, ...] | None:
    if floor is None:
        return None
    floor = tuple(floor)
    if len(floor) != len(slots):
        raise ValueError(f"floor has {len(floor)} entries for {len(slots)} slots")
    return floor


def _needs(slots: Sequence[Slot], floor: tuple[int, ...] | None) -> tuple[list[int], list[int]]:
    """Per slot: the value needed to fill it, and the value needed to beat its floor."""
    if floor is None:
        need = [p for _, p in slots]
        return need, need
    need = [max(p, f) for (_, p), f in zip(slots, floor)]
    strict = [max(p, f + 1) for (_, p), f in zip(slots, floor)]
    return need, strict


def _spend_cost(die_type: int, value: int, fits) -> tuple[int, int]:
    # Spending a die costs its value first, its flexibility (number of colours
    # it fits) second: the player would rather keep high dice and wild dice.
    return value, len(fits[die_type])


def may_fill(slots: Sequence[Slot], dice: Sequence[Die], fits, floor: Sequence[int] | None = None) -> bool:
    """A quick necessary condition for the dice to fill the slots (False: they surely cannot).

    Per colour, the i-th highest need must be met by at least i dice that fit the
    colour; wild dice count in every colour they fit, so this can say True for a
    card that cannot be filled, never False for one that can. Move generation calls
    it before the full enumeration, which most cards on a random roll would fail.
    """
    if len(dice) < len(slots):
        return False
    floor = _norm_floor(slots, floor)
    return covers(needs_by_colour(tuple(slots), floor), colour_values(dice, fits))


def colour_values(dice: Sequence[Die], fits) -> dict[int, list[int]]:
    """Per colour, the values of the dice that fit it, highest first (for may_fill/covers)."""
    out: dict[int, list[int]] = {}
    for _, t, v in dice:
        for colour in fits[t]:
            out.setdefault(colour, []).append(v)
    for values in out.values():
        values.sort(reverse=True)
    return out


@lru_cache(maxsize=8192)
def needs_by_colour(slots: tuple[Slot, ...], floor: tuple[int, ...] | None) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Per colour of the slots, the values needed, highest first."""
    need = _needs(slots, floor)[0]
    grouped: dict[int, list[int]] = {}
    for (colour, _), n in zip(slots, need):
        grouped.setdefault(colour, []).append(n)
    return tuple((colour, tuple(sorted(needs, reverse=True))) for colour, needs in grouped.items())


def covers(needs, values_by_colour: dict[int, list[int]]) -> bool:
    """may_fill's test, from needs_by_colour and colour_values."""
    for colour, wanted in needs:
        values = values_by_colour.get(colour, ())
        if len(values) < len(wanted):
            return False
        for v, n in zip(values, wanted):
            if v < n:
                return False
    return True


def _fit_masks(slots, cols, v: int, need, strict_need) -> tuple[int, int]:
    """The slots a die of these colours showing v fills (a bit each), and of those the ones
    whose floor it beats (strict_need None: no steal)."""
    nm = sm = 0
    for j, (colour, _) in enumerate(slots):
        if colour in cols and v >= need[j]:
            nm |= 1 << j
            if strict_need is not None and v >= strict_need[j]:
                sm |= 1 << j
    return nm, sm


def fillable(slots: Sequence[Slot], dice: Sequence[Die], fits, floor: Sequence[int] | None = None) -> bool:
    """find_assignment(...) is not None, without choosing the cheapest: the same DP over the
    slots filled (and a beaten floor), keeping only which states are reachable."""
    slots = tuple(slots)
    floor = _norm_floor(slots, floor)
    n = len(slots)
    steal = floor is not None
    need, strict_need = _needs(slots, floor)
    strict_bit = 1 << n
    goal = (1 << n) - 1 | (strict_bit if steal else 0)
    reach = {0}
    seen: dict[tuple[int, int], int] = {}
    for _d, t, v in dice:
        if seen.get((t, v), 0) >= n:          # identical dice beyond one per slot change nothing
            continue
        nm, sm = _fit_masks(slots, fits[t], v, need, strict_need if steal else None)
        if not nm:
            continue
        seen[(t, v)] = seen.get((t, v), 0) + 1
        for state in list(reach):
            free = nm & ~state
            while free:
                b = free & -free
                free ^= b
                reach.add(state | b | (strict_bit if b & sm else 0))
        if goal in reach:
            return True
    return goal in reach


def find_assignment(slots: Sequence[Slot], dice: Sequence[Die], fits,
                    floor: Sequence[int] | None = None) -> tuple[int, ...] | None:
    """Die ids, one per slot in slot order, or None if the dice cannot fill the card.

    Of all valid assignments, returns one with the smallest total value spent,
    then the fewest wild colours spent (the sum of ``len(fits[type])``); ties go
    to dice that come earlier in ``dice``. Exact: a DP over dice whose state is
    (slots filled, some slot strictly beaten), at most 2**(len(slots)+1) states.
    """
    slots = tuple(slots)
    floor = _norm_floor(slots, floor)
    n = len(slots)
    steal = floor is not None
    need, strict_need = _needs(slots, floor)
    full = (1 << n) - 1
    strict_bit = 1 << n
    goal = full | strict_bit if steal else full

    order = sorted(range(len(dice)), key=lambda i: (*_spend_cost(dice[i][1], dice[i][2], fits), i))
    # Identical dice beyond one per slot can never all be used.
    seen: dict[tuple[int, int], int] = {}
    # state -> (cost, ((slot, die_index), ...)); strict_bit in the state marks a beaten floor
    best: dict[int, tuple[tuple[int, int], tuple[tuple[int, int], ...]]] = {0: ((0, 0), ())}
    for i in order:
        _, t, v = dice[i]
        if seen.get((t, v), 0) >= n:
            continue
        nm, sm = _fit_masks(slots, fits[t], v, need, strict_need if steal else None)
        if not nm:
            continue
        seen[(t, v)] = seen.get((t, v), 0) + 1
        cv, cw = _spend_cost(t, v, fits)
        # Extend only the states that existed before this die (it is used once).
        for state, (cost, asg) in list(best.items()):
            free = nm & ~state
            while free:
                b = free & -free
                free ^= b
                new = state | b | (strict_bit if b & sm else 0)
                new_cost = (cost[0] + cv, cost[1] + cw)
                cur = best.get(new)
                if cur is None or new_cost < cur[0]:
                    best[new] = (new_cost, asg + ((b.bit_length() - 1, i),))
    found = best.get(goal)
    if found is None:
        return None
    out = [0] * n
    for j, i in found[1]:
        out[j] = dice[i][0]
    return tuple(out)


def distinct_assignments(slots: Sequence[Slot], dice: Sequence[Die], fits,
                         floor: Sequence[int] | None = None) -> list[tuple[int, ...]]:
    """Every valid assignment (die ids per slot), up to swapping identical dice
    (same type and value) and permuting dice among identical slots (same colour,
    pips and floor).

    Order is deterministic: cheapest first by the same spending cost as
    ``find_assignment`` (total value, then wild colours), then enumeration order.
    Each identical-dice class hands out its ids in the order they appear in ``dice``.
    """
    slots = tuple(slots)
    floor = _norm_floor(slots, floor)
    steal = floor is not None
    need, strict_need = _needs(slots, floor)

    ids_of: dict[tuple[int, int], list[int]] = {}
    for die_id, t, v in dice:
        ids_of.setdefault((t, v), []).append(die_id)
    keys = sorted(ids_of, key=lambda k: (*_spend_cost(k[0], k[1], fits), k[0]))
    remaining = [len(ids_of[k]) for k in keys]

    slot_classes: dict[tuple[int, int, int | None], list[int]] = {}
    for j, (colour, pips) in enumerate(slots):
        slot_classes.setdefault((colour, pips, floor[j] if steal else None), []).append(j)
    classes = list(slot_classes.values())
    # Per slot class: (die class index, beats the floor?) for every die class that fits it.
    cands = []
    for members in classes:
        j = members[0]
        colour = slots[j][0]
        cands.append([(k, steal and key[1] >= strict_need[j]) for k, key in enumerate(keys)
                      if colour in fits[key[0]] and key[1] >= need[j]])

    found: list[tuple[tuple[int, int], int, tuple[int, ...]]] = []
    picks: list[tuple[int, ...]] = [()] * len(classes)
    # worked out once per call, not per assignment emitted (emit is the hot spot)
    ids = [ids_of[k] for k in keys]
    costs = [_spend_cost(t, v, fits) for t, v in keys]
    cand_classes = [[k for k, _ in options] for options in cands]
    sizes = [len(members) for members in classes]
    nslots = len(slots)

    def emit() -> None:
        used = [0] * len(keys)
        out = [0] * nslots
        cost_v = cost_w = 0
        for members, pick in zip(classes, picks):
            for j, k in zip(members, pick):
                out[j] = ids[k][used[k]]
                used[k] += 1
                cv, cw = costs[k]
                cost_v += cv
                cost_w += cw
        found.append(((cost_v, cost_w), len(found), tuple(out)))

    def fillable(ci: int) -> bool:
        # Cheap necessary condition: each later slot class still has enough dice.
        for c in range(ci, len(classes)):
            have = 0
            for k in cand_classes[c]:
                have += remaining[k]
            if have < sizes[c]:
                return False
        return True

    def rec(ci: int, beaten: bool) -> None:
        if ci == len(classes):
            if beaten or not steal:
                emit()
            return
        if not fillable(ci):
            return
        options = cands[ci]
        size = len(classes[ci])
        pick: list[int] = []

        # Multisets of die classes (non-decreasing index) so identical slots are not permuted.
        def choose(start: int, left: int, beaten_now: bool) -> None:
            if left == 0:
                picks[ci] = tuple(pick)
                rec(ci + 1, beaten_now)
                return
            for pos in range(start, len(options)):
                k, strict = options[pos]
                if remaining[k]:
                    remaining[k] -= 1
                    pick.append(k)
                    choose(pos, left - 1, beaten_now or strict)
                    pick.pop()
                    remaining[k] += 1

        choose(0, size, beaten)

    rec(0, False)
    found.sort()
    return [asg for _, _, asg in found]


# --- the same assignments in shape space (the random sampler's craft kind) -----------------
# How many distinct assignments there are depends only on the card's classes of identical
# slots and, per die class, which slot classes it fits (and whether it beats their floor) and
# how many dice it has: a metal 4 and a metal 5 that fit the same slots count alike. So the
# sampler counts and draws crafts per shape, which the rolls of a play-out share far more often
# than they share multisets of dice.

@lru_cache(maxsize=8192)
def slot_classes(slots: tuple[Slot, ...], floor: tuple[int, ...] | None) -> tuple:
    """Per class of identical slots (colour, pips, floor), in slot order: (its slot indices,
    (colour, the value needed, the value that beats the floor or None))."""
    groups: dict = {}
    for j, (colour, pips) in enumerate(slots):
        groups.setdefault((colour, pips, None if floor is None else floor[j]), []).append(j)
    return tuple((tuple(members), (colour, pips if f is None else max(pips, f), None if f is None else max(pips, f + 1)))
                 for (colour, pips, f), members in groups.items())


def shape_of(slots: tuple[Slot, ...], floor: tuple[int, ...] | None, fits, per: dict) -> tuple[tuple, list]:
    """(shape, die classes): `per` how many dice there are of each (type, value). The shape is
    (slot class sizes, no floor?, ((fits per slot class: 0 no, 1 yes, 2 beats the floor), how
    many dice), ...) sorted; the die classes are the (type, value) of each entry in order."""
    sc = slot_classes(slots, floor)
    entries = []
    for (t, v), n in per.items():
        colours = fits[t]
        entries.append((tuple([0 if v < need or colour not in colours else 2 if strict is not None and v >= strict else 1
                               for _members, (colour, need, strict) in sc]), n, (t, v)))
    entries.sort()
    return ((tuple(len(members) for members, _test in sc), floor is None, tuple([(sig, n) for sig, n, _tv in entries])),
            [tv for _sig, _n, tv in entries])


def shaped_assignments(shape: tuple) -> list[tuple[tuple[int, ...], ...]]:
    """Every distinct assignment of a shape: per slot class, the shape's die classes on it
    (indices, non-decreasing). distinct_assignments' search, in shape space."""
    return _shaped_search(shape, [])


def count_shaped(shape: tuple) -> int:
    """len(shaped_assignments(shape)) without building them."""
    return _shaped_search(shape, None)


def _shaped_search(shape: tuple, out: list | None):
    sizes, plain, entries = shape
    steal = not plain
    remaining = [n for _sig, n in entries]
    cands = [[(k, sig[c] == 2) for k, (sig, _n) in enumerate(entries) if sig[c]] for c in range(len(sizes))]
    last = len(sizes)
    picks: list = [()] * last

    def fillable(ci: int) -> bool:
        # Cheap necessary condition: each later slot class still has enough dice.
        for c in range(ci, last):
            have = 0
            for k, _strict in cands[c]:
                have += remaining[k]
            if have < sizes[c]:
                return False
        return True

    def rec(ci: int, beaten: bool) -> int:
        if ci == last:
            if beaten or not steal:
                if out is not None:
                    out.append(tuple(picks))
                return 1
            return 0
        if not fillable(ci):
            return 0
        options = cands[ci]
        pick: list[int] = []

        # Multisets of die classes (non-decreasing index) so identical slots are not permuted.
        def choose(start: int, left: int, beaten_now: bool) -> int:
            if left == 0:
                picks[ci] = tuple(pick)
                return rec(ci + 1, beaten_now)
            total = 0
            for pos in range(start, len(options)):
                k, strict = options[pos]
                if remaining[k]:
                    remaining[k] -= 1
                    pick.append(k)
                    total += choose(pos, left - 1, beaten_now or strict)
                    pick.pop()
                    remaining[k] += 1
            return total

        return choose(0, sizes[ci], beaten)

    total = rec(0, False)
    return total if out is None else out


def unshape(slots: tuple[Slot, ...], floor: tuple[int, ...] | None, fits, tvs: list, picks, ids_of: dict) -> tuple:
    """The assignment (die ids per slot) that `picks` (one of shaped_assignments) stands for,
    as distinct_assignments would list it: on identical slots the die classes in spending
    order, each class handing out its ids (`ids_of[(type, value)]`) in order."""
    used: dict = {}
    out = [0] * len(slots)
    for (members, _test), pick in zip(slot_classes(slots, floor), picks):
        chosen = sorted((tvs[k] for k in pick), key=lambda tv: (*_spend_cost(tv[0], tv[1], fits), tv[0]))
        for j, tv in zip(members, chosen):
            n = used.get(tv, 0)
            out[j] = ids_of[tv][n]
            used[tv] = n + 1
    return tuple(out)


def assignment_problem(slots: Sequence[Slot], assigned_dice: Sequence[Die], fits,
                       floor: Sequence[int] | None = None) -> tuple[int, str] | None:
    """None if ``assigned_dice`` (one die per slot, in slot order) validly fills
    the card, else ``(slot_index, code)`` for the first problem found.

    Codes: 'count' (index = first slot without a die, or len(slots) if there are
    surplus dice), 'duplicate' (index = the slot repeating a die), 'colour',
    'pips', 'floor', and 'not_better' (a steal that beats no slot; index 0, the
    problem concerns the whole card).
    """
    slots = tuple(slots)
    floor = _norm_floor(slots, floor)
    if len(assigned_dice) != len(slots):
        return min(len(slots), len(assigned_dice)), "count"
    used = set()
    beaten = False
    for j, ((colour, pips), (die_id, t, v)) in enumerate(zip(slots, assigned_dice)):
        if die_id in used:
            return j, "duplicate"
        used.add(die_id)
        if colour not in fits[t]:
            return j, "colour"
        if v < pips:
            return j, "pips"
        if floor is not None:
            if v < floor[j]:
                return j, "floor"
            beaten = beaten or v > floor[j]
    if floor is not None and not beaten:
        return 0, "not_better"
    return None


def useful_dice(card, dice, fits, order) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...], dict]:
    """The dice that could go on `card` (a colour of one of its slots, at least its lowest pips,
    a value its rules allow on every die), in (type, value) order, no more of one (type, value)
    than it has slots: the others are on no fill or never handed out (a class gives its ids in
    order), so leaving them out changes no answer, keeps the order of the rest, and lets one
    cached answer serve every roll that differs only in dice this card cannot use. Also how
    many of each (type, value) were kept (what the card's shape reads)."""
    colours, low, most = _card_needs(card.slots)
    restrict = card.restrict
    kept, per_class = [], {}
    for i in order:
        _d, t, v = dice[i]
        if v >= low and not colours.isdisjoint(fits[t]) and (not restrict or value_ok(restrict, v)):
            n = per_class.get((t, v), 0)
            if n < most:
                per_class[(t, v)] = n + 1
                kept.append(i)
    return tuple(kept), tuple([(dice[i][1], dice[i][2]) for i in kept]), per_class


@lru_cache(maxsize=4096)
def _card_needs(slots: tuple[Slot, ...]) -> tuple[frozenset, int, int]:
    """A card's colours, its lowest pips and its number of boxes."""
    return frozenset(colour for colour, _pips in slots), min(pips for _colour, pips in slots), len(slots)


def cached_places(cache: dict, key, dice, kept, listed) -> tuple[tuple[int, ...], ...]:
    """`listed(usable)`'s fills (die ids per box) of the dice at `kept` (positions in `dice`, in
    (type, value) order: useful_dice) as places among them, kept in `cache` under `key` (what
    the fills depend on: the boxes, and the kinds of the dice, never their ids). An enumeration
    orders its answers by the dice's kinds and hands a kind's ids out in order, so the places
    give exactly the ids any roll with those kinds would."""
    found = cache.get(key)
    if found is None:
        if len(cache) > 50_000:
            cache.clear()
        usable = [dice[i] for i in kept]
        where = {d[0]: i for i, d in enumerate(usable)}
        found = cache[key] = tuple(tuple([where[d] for d in fill]) for fill in listed(usable))
    return found
