"""The exact craft-phase solver: with the dice rolled, which cards to craft or
out-craft, which dice go on them, and where the round's bonuses, flips and
sixes go.

Search: a depth-first walk over the craft targets (the display, the waiting
cards that crafting reveals, and cards other players crafted this round),
trying to include each target before leaving it out, pruned by an upper bound
on the number of cards. Every set it keeps is checked exactly by `_fill`, so a
set is dropped only when no allocation of dice and manipulations can fill it:
the plan returned is optimal for `plan_key` (most cards, then most
out-crafts, then the highest ranks). Re-rolls are chance, not allocation; craftturn.py
plays them by expectimax around this solver.

A set is kept only if its cards can be crafted in some order (`playable_order`): a waiting
card once enough cards from the display (not beside it, not out-crafts) are crafted, and
under an ending rank (the Royal Decree, `Decree`) plain items only where the engine allows
them, the item that reaches the goal a masterwork. A plan lists its crafts in that order.

`_fill` splits the problem by colour (a single-colour die can only ever help
its colour): per colour, a DP over that colour's dice whose state is (boxes
still open, manipulations spent, out-crafts already beaten); the colours are
then joined on the manipulations they share. Wild dice are tried in each colour.

A restricted card (engine/restrictions.py, a variant monument) gives its boxes the values
they may take: per-die rules (all odd, no 4, nothing above 4) one set for every box, and
"all different" is tried as every way to give its boxes distinct exact values the dice can
reach. Such boxes are filled with every value a die can reach (every order of its
manipulations), not only the highest, since a higher value may break the rule. So a plan
never breaks a card's rule, and a set is dropped only when no fill keeps it.
"""

from __future__ import annotations

import threading
from contextlib import contextmanager
from functools import lru_cache
from itertools import combinations, permutations, product
from operator import add, gt
from typing import NamedTuple

from kingsforge.engine.restrictions import distinct, value_ok

BONUS, FLIP, REROLL, AUTO6 = "bonus", "flip", "reroll", "auto6"


class Target(NamedTuple):
    """A card the player may craft now or after some crafts reveal it."""
    card: int
    rank: int
    slots: tuple            # ((colour, pips), ...)
    floor: tuple | None = None   # out-craft: the values already on each box
    queue: int = -1         # waiting card k: shown once k+1 display cards are crafted
    restrict: tuple = ()    # the card's rules on its dice's values (CraftCard.restrict)
    locked: frozenset = frozenset()   # boxes that take exactly their pips (engine/requests.py)
    beside: bool = False    # beside the display (state.beside): crafting it reveals no waiting card
    ending: bool = False    # under an ending rank (the Royal Decree), an item that may reach the goal

    @property
    def steal(self) -> bool:
        return self.floor is not None


class Decree(NamedTuple):
    """An ending rank's limits on the order of crafts (engine/craft.py target_problem): with
    `items` items now, a plain item (not `ending`) is refused while holding exactly `short`
    (items_to_win - 1), and past it until an ending item is held (`holds`: held already, or
    crafted earlier this turn); an ending item is out-crafted only while holding `short` or more."""
    items: int
    short: int
    holds: bool


class Die(NamedTuple):
    id: int
    type: int
    value: int
    groups: frozenset = frozenset()   # charge groups already used on this die


class Charge(NamedTuple):
    index: int              # position in state.charges[player]
    kind: str
    amount: int
    group: int


class Plan(NamedTuple):
    key: tuple
    crafts: tuple           # ((target, dice ids per slot), ...) in a playable order
    charges: tuple          # ((charge index, die id), ...) in the order to apply them
    values: dict            # die id -> value once the charges are applied

    @property
    def cards(self) -> int:
        return len(self.crafts)


def plan_key(chosen) -> tuple:
    """Most cards, then most out-crafts, then the highest ranks (compared highest first)."""
    return (len(chosen), sum(1 for t in chosen if t.steal),
            tuple(sorted((t.rank for t in chosen), reverse=True)))


EMPTY_PLAN = Plan(key=(0, 0, ()), crafts=(), charges=(), values={})


# --- manipulations on one die ---------------------------------------------------------
@lru_cache(maxsize=8192)
def best_value(value: int, charges: tuple) -> tuple[int, tuple[int, ...]] | None:
    """Highest value reachable by applying every charge in `charges` (kind, amount)
    to a die showing `value`, with the order that reaches it; None if no order is
    legal (a flip needs a value of 6 or less)."""
    best = None
    for order in permutations(range(len(charges))):
        v = reached(value, charges, order)
        if v is not None and (best is None or v > best[0]):
            best = (v, order)
    return best


def reached(value: int, charges, order) -> int | None:
    """The value after applying charges[i] ((kind, amount, ...)) for i in `order`; None if a
    flip comes after the die passed 6."""
    for i in order:
        kind, amount = charges[i][0], charges[i][1]
        if kind == BONUS:
            value += amount
        elif kind == FLIP:
            if value > 6:
                return None
            value = 7 - value
        else:
            value = 6
    return value


def _options(die: Die, classes, by_group) -> list[tuple[int, tuple[int, ...], tuple[int, ...]]]:
    """(value, charge classes used, order) for each useful way to manipulate `die`.

    At most one charge per group on a die, none from a group already on it; an
    option is dropped when a cheaper one (a subset of its charges) is as high.
    """
    groups = [g for g in by_group if g not in die.groups]
    found = []
    for pick in product(*[[None] + by_group[g] for g in groups]):
        used = tuple(sorted(c for c in pick if c is not None))
        got = best_value(die.value, tuple((classes[c][0], classes[c][1]) for c in used))
        if got is not None:
            found.append((got[0], used, tuple(used[i] for i in got[1])))
    found.sort(key=lambda o: (len(o[1]), -o[0]))
    kept = []
    for value, used, order in found:
        if any(v >= value and set(u) <= set(used) for v, u, _ in kept):
            continue
        kept.append((value, used, order))
    return kept


def _all_options(die: Die, classes, by_group) -> list[tuple[int, tuple[int, ...], tuple[int, ...]]]:
    """As _options, but every value a die can reach (any order of its charges), for boxes with
    a rule on values: a lower value may be the one the rule allows. An option is dropped only
    when a subset of its charges reaches the same value. Option 0 is the die as rolled."""
    groups = [g for g in by_group if g not in die.groups]
    found = {}
    for pick in product(*[[None] + by_group[g] for g in groups]):
        used = tuple(sorted(c for c in pick if c is not None))
        charges = [classes[c] for c in used]
        for order in permutations(range(len(used))):
            v = reached(die.value, charges, order)
            if v is not None:
                found.setdefault((v, used), tuple(used[i] for i in order))
    kept = []
    for (value, used), order in sorted(found.items(), key=lambda kv: (len(kv[0][1]), -kv[0][0])):
        if any(v == value and set(u) <= set(used) for v, u, _ in kept):
            continue
        kept.append((value, used, order))
    return kept


# --- filling a set of targets -------------------------------------------------------------
class _Problem:
    """One roll and its manipulations, shared by every target set tried."""

    def __init__(self, dice, charges, fits):
        self.dice = list(dice)
        self.fits = fits
        keyed = {}
        for ch in charges:
            if ch.kind == REROLL:
                continue
            keyed.setdefault((ch.kind, ch.amount, ch.group), []).append(ch.index)
        class_keys = sorted(keyed)
        self.class_members = [sorted(keyed[k]) for k in class_keys]
        self.mult = tuple(len(m) for m in self.class_members)
        self.charge_key = (tuple(class_keys), self.mult)
        self.single = {}         # colour -> die indices of dice that fit only that colour
        self.wild = []           # die indices of dice that fit several colours
        for i, d in enumerate(self.dice):
            cols = fits[d.type]
            if len(cols) == 1:
                self.single.setdefault(next(iter(cols)), []).append(i)
            elif cols:
                self.wild.append(i)
        self.fill_cache = {}
        self.table_cache = {}
        # the highest value any die may reach: the range a rule on values is written over
        self.top = max([6] + [d.value for d in self.dice]) + sum(k[1] * m for k, m in zip(class_keys, self.mult)
                                                                 if k[0] == BONUS)
        self.reach = None        # colour -> values some die of that colour can reach (restricted cards)

    def fill(self, targets) -> tuple | None:
        """A witness allocation for `targets` (a tuple), or None if none exists."""
        key = tuple(sorted(targets))
        if key in self.fill_cache:
            return self.fill_cache[key]
        if over_cap():
            return None
        got = self._fill(targets)
        self.fill_cache[key] = got
        return got

    def _fill(self, targets):
        if not any(t.restrict or t.locked for t in targets):
            return self._fill_with(targets, None)
        # A set that cannot be filled with the rules ignored cannot be filled with them.
        if self._fill_with(targets, None) is None:
            return None
        for allowed in product(*[self._alternatives(t) for t in targets]):
            if over_cap():
                return None
            got = self._fill_with(targets, allowed)
            if got is not None:
                return got
        return None

    def _alternatives(self, t) -> list[tuple[tuple[int, ...], ...]]:
        """Per box of target t, the values it may take (() = any), one tuple per way to try.
        A locked box takes exactly its pips."""
        if not t.restrict and not t.locked:
            return [((),) * len(t.slots)]
        ok = tuple(v for v in range(1, self.top + 1) if value_ok(t.restrict, v))
        if not distinct(t.restrict):
            if not t.restrict:
                return [tuple((pips,) if j in t.locked else () for j, (_c, pips) in enumerate(t.slots))]
            # a locked box whose value the rule forbids takes nothing: (0,) is a value no die shows
            return [tuple(((pips,) if pips in ok else (0,)) if j in t.locked else ok
                          for j, (_c, pips) in enumerate(t.slots))]
        # All different: each box gets an exact value, all distinct, among the values a die of
        # its colour can reach; identical boxes take a set of values (not each order of it).
        reach = self._reach()
        groups = {}
        for j, (colour, pips) in enumerate(t.slots):
            need = pips if t.floor is None else max(pips, t.floor[j])
            groups.setdefault((colour, need, None if t.floor is None else t.floor[j], j in t.locked), []).append(j)
        keys = list(groups)
        cands = [[v for v in ok if v >= key[1] and v in reach.get(key[0], ()) and (not key[3] or v == key[1])]
                 for key in keys]
        out = []
        per_box = [()] * len(t.slots)

        def rec(g, used):
            if g == len(keys):
                out.append(tuple(per_box))
                return
            members = groups[keys[g]]
            for values in combinations([v for v in cands[g] if v not in used], len(members)):
                for j, v in zip(members, values):
                    per_box[j] = (v,)
                rec(g + 1, used | set(values))

        rec(0, frozenset())
        return out

    def _reach(self) -> dict[int, set[int]]:
        if self.reach is None:
            self.reach = {}
            for d in self.dice:
                values = {v for v, _u, _o in _die_options(d.value, d.groups, self.charge_key, True)}
                for colour in self.fits[d.type]:
                    self.reach.setdefault(colour, set()).update(values)
        return self.reach

    def _fill_with(self, targets, allowed):
        """_fill with each box limited to its values in `allowed` (None: no box is)."""
        _WORK.effort += FILL_EFFORT
        # Requirement boxes per colour, merged into classes of identical boxes.
        per_colour = {}
        all_beaten = 0
        for ti, t in enumerate(targets):
            bit = 0
            if t.floor is not None:
                bit = 1 << ti
                all_beaten |= bit
            for j, (colour, pips) in enumerate(t.slots):
                values = allowed[ti][j] if allowed is not None else ()
                if bit:
                    f = t.floor[j]
                    cls = (max(pips, f), max(pips, f + 1), bit, values)
                else:
                    cls = (pips, 0, 0, values)
                per_colour.setdefault(colour, {}).setdefault(cls, []).append((ti, j))
        colours = sorted(per_colour)
        wild_usable = [i for i in self.wild if self.fits[self.dice[i].type] & set(colours)]
        zero = tuple(0 for _ in self.mult)
        boxes = {}                             # colour -> its classes and their box counts
        for colour in colours:
            classes = tuple(sorted(per_colour[colour]))
            boxes[colour] = classes, tuple(len(per_colour[colour][c]) for c in classes)
        # Quick rejection: a colour that cannot be filled even with every wild die on it.
        for colour in colours:
            classes, counts = boxes[colour]
            extra = tuple(i for i in wild_usable if colour in self.fits[self.dice[i].type])
            if sum(counts) > len(self.single.get(colour, ())) + len(extra):
                return None
            if not self._table(colour, classes, counts, extra)[1]:
                return None
        # Each wild die goes to one colour it fits. A colour's table only takes the dice it needs
        # among those offered, so leaving a die out never helps: no 'unused' choice. A die that
        # fits one of these colours only has no choice at all (a wood die beside a wood/magic
        # box of a request fits two colours, but only one of them when no such box is sought).
        choices = [sorted(self.fits[self.dice[i].type] & set(colours)) for i in wild_usable]
        mult = self.mult
        for assign in product(*choices):
            acc = {(zero, 0): ()}
            for colour in colours:
                extra = tuple(i for i, c in zip(wild_usable, assign) if c == colour)
                classes, counts = boxes[colour]
                order, table = self._table(colour, classes, counts, extra)
                # merging the colours is work too: one unit per pair of partial answers
                _WORK.effort += len(acc) * len(table)
                new = {}
                for (u1, b1), w1 in acc.items():
                    for (u2, b2), path in table.items():
                        u = tuple(map(add, u1, u2))
                        if any(map(gt, u, mult)):
                            continue
                        k = (u, b1 | b2)
                        if k not in new:
                            new[k] = w1 + ((path, order, classes, per_colour[colour]),)
                acc = _pareto(new)
                if not acc:
                    break
            for (_u, beaten), witness in acc.items():
                if beaten == all_beaten:
                    return tuple(targets), witness
        return None

    def _table(self, colour, classes, counts, extra):
        key = (colour, classes, counts, extra)
        got = self.table_cache.get(key)
        if got is None:
            dice_idx = list(self.single.get(colour, ())) + list(extra)
            if any(c[3] for c in classes):     # boxes with a rule: a middle die may be the one
                order = sorted(dice_idx, key=lambda i: (-self.dice[i].value, sorted(self.dice[i].groups), i))
            else:
                order = self._trim(dice_idx, sum(counts))
            shared = (tuple((self.dice[i].value, self.dice[i].groups) for i in order), self.charge_key,
                      classes, counts)
            table, work = _colour_table(*shared)
            got = self.table_cache[key] = (order, table, work, shared)
        _WORK.units += got[2][0]
        _WORK.effort += TABLE_EFFORT
        if _WORK.built is not None and got[3] not in _WORK.built:
            _WORK.built.add(got[3])            # built once a decision (a cache may hold it: as if not)
            _WORK.effort += got[2][1]
        return got[:2]

    def _trim(self, dice_idx, boxes):
        """Only a few dice of a colour can matter: the top boxes+sixes by value
        (any die can take a 6) and the bottom few as flip fodder. That holds among
        dice that can take the same charges (the same groups barred), so dice are
        trimmed per group set. Returned high first, the order _colour_table's paths
        refer to."""
        keys, mult = self.charge_key
        n_auto6 = sum(m for k, m in zip(keys, mult) if k[0] == AUTO6)
        n_flip = sum(m for k, m in zip(keys, mult) if k[0] == FLIP)
        top = boxes + n_auto6
        alike = {}
        for i in dice_idx:
            alike.setdefault(self.dice[i].groups, []).append(i)
        kept = []
        for same in alike.values():
            same.sort(key=lambda i: (self.dice[i].value, i))
            if len(same) > top + n_flip:
                same = same[:n_flip] + same[len(same) - top:]
            kept += same
        return sorted(kept, key=lambda i: (-self.dice[i].value, sorted(self.dice[i].groups), i))


@lru_cache(maxsize=4096)
def _die_options(value, groups, charge_key, every=False):
    """A die's manipulation options (_options; with `every`, _all_options)."""
    keys, _mult = charge_key
    by_group = {}
    for ci, (_kind, _amount, group) in enumerate(keys):
        by_group.setdefault(group, []).append(ci)
    return (_all_options if every else _options)(Die(0, 0, value, groups), keys, by_group)


@lru_cache(maxsize=50000)
def _colour_table(dice, charge_key, classes, counts):
    """(charges used per class, out-crafts beaten) -> path, for every Pareto-best way to
    fill one colour's boxes. `dice` are (value, groups), high first; `classes` are
    (need, strict need, out-craft bit) with `counts` boxes each. A path is a linked
    list (previous, die position, option, class). Keyed on values, not die ids, so
    rolls that differ in other colours or in die ids share the work. A class's fourth
    item is the values its boxes may take (() = any: a restricted card's boxes have some)."""
    _keys, mult = charge_key
    zero = tuple(0 for _ in mult)
    has_steal = any(c[2] for c in classes)
    every = any(c[3] for c in classes)
    # Fill without manipulations first: if that works and nothing is to be beaten,
    # using no charges is the one best answer.
    if not has_steal and not every:
        plain = _colour_greedy(dice, classes, counts, zero)
        if plain or not any(mult):
            return plain, (len(dice), len(dice))
        work = (len(dice), len(dice))
    else:
        plain, work = _colour_dp(dice, [[(v, (), ())] for v, _g in dice], zero, classes, counts, True)
        if not any(mult):
            return plain, work
    opts = [_die_options(v, g, charge_key, every) for v, g in dice]
    table, more = _colour_dp(dice, opts, mult, classes, counts, False)
    return table, (work[0] + more[0], work[1] + more[1])


def _colour_greedy(dice, classes, counts, zero):
    """Without manipulations or out-crafts one colour fills iff the i-th highest die
    meets the i-th highest need, for every i (the dice come high first)."""
    needs = sorted(((classes[k][0], k) for k, c in enumerate(counts) for _ in range(c)), reverse=True)
    if len(needs) > len(dice):
        return {}
    path = None
    for pos, (need, k) in enumerate(needs):
        if dice[pos][0] < need:
            return {}
        path = (path, pos, 0, k)
    return {(zero, 0): path}


def _colour_dp(dice, opts, mult, classes, counts, quick):
    """Fill one colour's boxes die by die: the Pareto-best (charges used, out-crafts beaten)
    with a witness path each. A state (boxes still needed per class, charges used per class,
    out-crafts beaten) is one int, needs and charges as mixed-radix digits: the DP is all
    dict lookups, and a tuple of tuples per state was most of its time."""
    nstride, step = [], 1                    # needs: digit k is class k's boxes still needed
    for c in counts:
        nstride.append(step)
        step *= c + 1
    ustride, ucount = [], 1                  # charges used: digit c, at most mult[c]
    for m in mult:
        ustride.append(ucount)
        ucount *= m + 1
    shift = max([c[2] for c in classes] + [0]).bit_length()
    bmask = (1 << shift) - 1

    def used_tuple(code):
        return tuple(code // st % (m + 1) for st, m in zip(ustride, mult))

    start = sum(n * st for n, st in zip(counts, nstride))
    layer = {(start * ucount) << shift: None}
    left = len(dice)
    done = {}
    work = ops = 0    # states expanded and moves tried: the table's cost, counted even when it
                      # comes from a cache
    stop = quick and not any(c[2] for c in classes)
    fewer: dict = {}                         # needs -> [boxes left, needs less one box of class k]
    spent: dict = {}                         # per option's charges: used -> used after it
    as_tuple: dict = {}
    for di in range(len(dice)):
        left -= 1
        # Per option of this die, the classes its value may go to, worked out once for every
        # state (the order of options and classes, and so every witness, as before).
        fitting = []
        for oi, (value, ucls, _order) in enumerate(opts[di]):
            ks = [(k, bit if bit and value >= strict else 0)
                  for k, (need, strict, bit, values) in enumerate(classes)
                  if value >= need and (not values or value in values)]
            if ks:
                fitting.append((oi, ucls, spent.setdefault(ucls, {}) if ucls else None, ks))
        new = {}
        work += len(layer)
        ops += len(layer) * (1 + sum(len(ks) for *_, ks in fitting))     # the moves tried
        for state, path in layer.items():
            beaten = state & bmask
            needs, used = divmod(state >> shift, ucount)
            less = fewer.get(needs)
            if less is None:
                digits = [needs // st % (c + 1) for st, c in zip(nstride, counts)]
                less = fewer[needs] = [sum(digits)] + [needs - st if d else None
                                                       for st, d in zip(nstride, digits)]
            if less[0] <= left:
                new.setdefault(state, path)          # this die stays unused
            for oi, ucls, after, ks in fitting:
                if ucls:
                    used2 = after.get(used, False)
                    if used2 is False:               # charges used after this option, None: too many
                        used2 = used
                        for c in ucls:
                            if used2 // ustride[c] % (mult[c] + 1) >= mult[c]:
                                used2 = None
                                break
                            used2 += ustride[c]
                        after[used] = used2
                    if used2 is None:
                        continue
                else:
                    used2 = used
                for k, bit in ks:
                    n2 = less[k + 1]
                    if n2 is None:
                        continue
                    b2 = beaten | bit
                    s2 = ((n2 * ucount + used2) << shift) | b2
                    if s2 in new:
                        continue
                    p2 = (path, di, oi, k)
                    if less[0] == 1:                 # that was the last box
                        u2 = as_tuple.get(used2)
                        if u2 is None:
                            u2 = as_tuple[used2] = used_tuple(used2)
                        done.setdefault((u2, b2), p2)
                        if stop:
                            return _pareto(done), (work, ops)
                    new[s2] = p2
        layer = new
    return _pareto(done), (work, ops)


def _pareto(states: dict) -> dict:
    """Keep (used, beaten) pairs no other pair beats: fewer charges, more out-crafts beaten."""
    if len(states) <= 1:
        return states
    items = sorted(states.items(), key=lambda kv: (sum(kv[0][0]), -bin(kv[0][1]).count("1")))
    kept = {}
    for (u, b), w in items:
        if any((b2 | b) == b2 and all(x <= y for x, y in zip(u2, u)) for (u2, b2) in kept):
            continue
        kept[(u, b)] = w
    return kept


# --- the search over target sets ------------------------------------------------------------
# Work done by the solver on this thread, counted so that a caller can bound a search by work
# that does not depend on timing or on what the caches happen to hold (a cached table counts as
# when it was built):
# - units: DP states expanded; how far a look-ahead may go (craftturn.CraftPlanner._bounded);
# - effort: moves tried in the DP, fills tried and pairs of colours' partial answers merged,
#   closer to time (a rule box's many values cost moves, not states); what `capped` bounds.
class _Meter(threading.local):
    def __init__(self):
        self.units = 0
        self.effort = 0
        self.cap = None          # past this effort a fill finds nothing new (see `capped`)
        self.built = None        # the tables this capped decision has counted (see `capped`)


_WORK = _Meter()
FILL_EFFORT = 200                # a fill's own cost beside its merges, in moves tried
TABLE_EFFORT = 80                # a colour's table looked up and merged for a fill


def work_done() -> int:
    return _WORK.units


def effort_done() -> int:
    return _WORK.effort


def over_cap() -> bool:
    return _WORK.cap is not None and _WORK.effort > _WORK.cap


def effort_left() -> int | None:
    """What `capped` still allows (None: no bound)."""
    return None if _WORK.cap is None else max(0, _WORK.cap - _WORK.effort)


@contextmanager
def capped(effort: int | None):
    """Within, once `effort` more is done, no new set of targets fills: a solve returns the best
    plan found by then. The answer is worse only where the bound bites, and like the effort it
    depends on the position alone, never on timing: a colour's table counts its building the
    first time this decision uses it, whether a cache held it or not. None: no bound."""
    kept, built = _WORK.cap, _WORK.built
    if effort is not None:
        cap = _WORK.effort + effort
        _WORK.cap = cap if kept is None else min(kept, cap)
        if built is None:
            _WORK.built = set()
    try:
        yield
    finally:
        _WORK.cap, _WORK.built = kept, built


# --- the order of crafts ----------------------------------------------------------------------
def _may_come(t: Target, made: int, line: int, holds: bool, decree: Decree | None) -> bool:
    """May t be crafted after `made` crafts of this plan, `line` of them revealing a waiting card
    (`holds`: an ending item is held by then)?"""
    if t.queue >= 0 and line < t.queue + 1:
        return False
    if decree is None:
        return True
    items = decree.items + made
    if t.ending:
        return not t.steal or items >= decree.short
    return items < decree.short or (items > decree.short and holds)


def playable_order(chosen, decree: Decree | None = None) -> tuple | None:
    """The targets in an order they can be crafted in, or None if there is none: waiting card k
    after k+1 crafts from the display (not out-crafts, not cards beside it), and under `decree`
    (an ending rank) plain items only where target_problem allows them. Among the orders, the
    earliest in waiting order, plain items before ending ones, then by card."""
    rest = sorted(chosen, key=lambda t: (t.queue, t.ending, t.card))
    out = []

    def place(rest, line, holds):
        if not rest:
            return True
        for k, t in enumerate(rest):
            if _may_come(t, len(out), line, holds, decree):
                out.append(t)
                if place(rest[:k] + rest[k + 1:], line + (not t.steal and not t.beside), holds or t.ending):
                    return True
                out.pop()
        return False

    return tuple(out) if place(rest, 0, True if decree is None else decree.holds) else None


def solve(dice, charges, targets, fits, decree: Decree | None = None) -> Plan:
    """The best plan for this roll by `plan_key`. `dice`: Die records (rolled, not
    on a card); `charges`: unused Charge records (re-rolls are ignored here);
    `targets`: Target records; `fits[die type]`: the colours that type fills;
    `decree`: an ending rank's limits on the order of crafts (None: none)."""
    plans = solve_all(dice, charges, targets, fits, 1, decree)
    return plans[0] if plans else EMPTY_PLAN


def solve_all(dice, charges, targets, fits, limit: int, decree: Decree | None = None) -> list[Plan]:
    """Up to `limit` plans with the most cards and out-crafts, best by `plan_key`
    first. With limit 1 this is `solve`; more lets a player choose among equally
    big plans by what they leave to the players crafting after them. Every plan can be
    played in the order of its crafts (`playable_order`, under `decree`)."""
    dice = [Die(*d) if not isinstance(d, Die) else d for d in dice]
    if not dice or not targets:
        return []
    prob = _Problem(dice, charges, fits)
    n_dice = len(dice)
    # A set can only hold targets that can each be filled alone; waiting card k
    # also needs k+1 other cards crafted before it.
    targets = [t for t in targets if len(t.slots) <= n_dice and prob.fill((t,)) is not None]
    most = len(targets)
    targets = [t for t in targets if t.queue + 2 <= most]
    # (ending items first: under a decree a set past one short needs one, found sooner this way)
    targets.sort(key=lambda t: (t.steal, t.queue, not t.ending))
    sizes = [len(t.slots) for t in targets]
    found = []                   # (key, chosen) of the best sets so far, best first
    # Under a decree, whether an ending item is left among targets i..: a set that goes past one
    # short of the goal (or holds more without an ending item) needs one.
    ending_from = [False] * (len(targets) + 1)
    for i in range(len(targets) - 1, -1, -1):
        ending_from[i] = ending_from[i + 1] or targets[i].ending
    gap = None if decree is None else decree.short - decree.items

    def needs_ending(chosen) -> bool:
        """No order of `chosen`, nor of any set holding it, is playable without an ending item."""
        if gap >= 0:
            return len(chosen) > gap
        return not decree.holds and any(not t.ending for t in chosen)

    def optimistic(i, chosen, used):
        """A key no completion of `chosen` with targets i.. can beat."""
        room = n_dice - used
        extra = 0
        for size in sorted(sizes[i:]):
            if size > room:
                break
            room -= size
            extra += 1
        rest = targets[i:]
        steals = sum(1 for t in chosen if t.steal) + min(extra, sum(1 for t in rest if t.steal))
        ranks = sorted([t.rank for t in chosen] + sorted((t.rank for t in rest), reverse=True)[:extra],
                       reverse=True)
        return (len(chosen) + extra, steals, tuple(ranks))

    def hopeless(bound) -> bool:
        if not found:
            return False
        if limit == 1:
            return bound <= found[0][0]
        # Keep every set as big as the best (cards, out-crafts) until `limit` are held.
        if bound[:2] < found[0][0][:2]:
            return True
        return len(found) >= limit and bound <= found[-1][0]

    def dfs(i, chosen, line, used):
        if hopeless(optimistic(i, chosen, used)):
            return
        if i == len(targets):
            key = plan_key(chosen)
            if not key[0]:
                return
            if decree is not None and playable_order(chosen, decree) is None:
                return
            if found and key[:2] > found[0][0][:2]:
                found.clear()
            found.append((key, list(chosen)))
            found.sort(key=lambda kc: kc[0], reverse=True)
            del found[limit:]
            return
        t = targets[i]
        if used + sizes[i] <= n_dice and (t.queue < 0 or line >= t.queue + 1):
            more = chosen + [t]
            # under a decree, skip a set that no set holding it can play in any order
            barred = (decree is not None and not ending_from[i + 1] and not any(x.ending for x in more)
                      and needs_ending(more))
            if not barred and prob.fill(tuple(more)) is not None:
                # a card beside the display or an out-craft reveals no waiting card
                dfs(i + 1, more, line + (not t.steal and not t.beside), used + sizes[i])
        dfs(i + 1, chosen, line, used)

    dfs(0, [], 0, 0)
    return [_plan_from(prob, key, prob.fill(tuple(chosen)), decree) for key, chosen in found]


def _plan_from(prob: _Problem, key, witness, decree: Decree | None = None) -> Plan:
    chosen, colour_parts = witness
    dice_on = {ti: [None] * len(t.slots) for ti, t in enumerate(chosen)}
    values = {}
    charge_steps = []
    taken = [0] * len(prob.class_members)
    for path, order, classes, classes_map in colour_parts:
        free = {c: list(classes_map[c]) for c in classes}
        charge_keys = prob.charge_key
        every = any(c[3] for c in classes)
        while path is not None:
            path, pos, oi, k = path
            die = prob.dice[order[pos]]
            if oi == 0:                       # option 0 is always the die as rolled
                value, ch_order = die.value, ()
            else:
                value, _used, ch_order = _die_options(die.value, die.groups, charge_keys, every)[oi]
            ti, j = free[classes[k]].pop()
            dice_on[ti][j] = die.id
            values[die.id] = value
            for c in ch_order:
                charge_steps.append((prob.class_members[c][taken[c]], die.id))
                taken[c] += 1
    # Out-crafts and display cards first, then waiting cards in the order they appear; under a
    # decree, in an order it allows (plain items first where either will do).
    assigned = {}
    for ti, t in enumerate(chosen):
        assigned.setdefault(t, []).append(tuple(dice_on[ti]))
    order = playable_order(chosen, decree) or sorted(chosen, key=lambda t: (t.queue, t.ending, t.card))
    crafts = [(t, assigned[t].pop(0)) for t in order]
    return Plan(key=key, crafts=tuple(crafts), charges=tuple(charge_steps), values=values)
