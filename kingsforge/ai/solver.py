"""The exact craft-phase solver: with the dice rolled, which cards to craft or
out-craft, which dice go on them, and where the round's bonuses, flips and
sixes go.

Search: a depth-first walk over the craft targets (the display, the waiting
cards that crafting reveals, and cards other players crafted this round),
trying to include each target before leaving it out, pruned by an upper bound
on the number of cards. Every set it keeps is checked exactly by `_fill`, so a
set is dropped only when no allocation of dice and manipulations can fill it:
the plan returned is optimal for the key (most cards, then most out-crafts,
then the highest ranks). Re-rolls are chance, not allocation; craftturn.py
plays them by expectimax around this solver.

`_fill` splits the problem by colour (a single-colour die can only ever help
its colour): per colour, a DP over that colour's dice whose state is (boxes
still open, manipulations spent, out-crafts already beaten); the colours are
then joined on the manipulations they share. Wild dice are tried in each colour.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import permutations, product
from typing import NamedTuple

BONUS, FLIP, REROLL, AUTO6 = "bonus", "flip", "reroll", "auto6"


class Target(NamedTuple):
    """A card the player may craft now or after some crafts reveal it."""
    card: int
    rank: int
    slots: tuple            # ((colour, pips), ...)
    floor: tuple | None = None   # out-craft: the values already on each box
    queue: int = -1         # waiting card k: shown once k+1 display cards are crafted

    @property
    def steal(self) -> bool:
        return self.floor is not None


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


def default_key(chosen) -> tuple:
    """Most cards, then most out-crafts, then the highest ranks."""
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
        v = value
        for i in order:
            kind, amount = charges[i]
            if kind == BONUS:
                v += amount
            elif kind == FLIP:
                if v > 6:
                    break
                v = 7 - v
            else:
                v = 6
        else:
            if best is None or v > best[0]:
                best = (v, order)
    return best


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
        self.class_keys = sorted(keyed)
        self.class_members = [keyed[k] for k in self.class_keys]
        self.mult = tuple(len(m) for m in self.class_members)
        by_group = {}
        for ci, (_kind, _amount, group) in enumerate(self.class_keys):
            by_group.setdefault(group, []).append(ci)
        self.options = [_options(d, self.class_keys, by_group) for d in self.dice]
        self.n_auto6 = sum(len(m) for k, m in zip(self.class_keys, self.class_members) if k[0] == AUTO6)
        self.n_flip = sum(len(m) for k, m in zip(self.class_keys, self.class_members) if k[0] == FLIP)
        self.single = {}         # colour -> die indices of dice that fit only that colour
        self.wild = []           # die indices of dice that fit several colours
        for i, d in enumerate(self.dice):
            cols = fits[d.type]
            if len(cols) == 1:
                self.single.setdefault(next(iter(cols)), []).append(i)
            elif cols:
                self.wild.append(i)
        self.fill_cache = {}

    def fill(self, targets) -> tuple | None:
        """A witness allocation for `targets` (a tuple), or None if none exists."""
        key = tuple(sorted(targets))
        if key in self.fill_cache:
            return self.fill_cache[key]
        got = self._fill(targets)
        self.fill_cache[key] = got
        return got

    def _fill(self, targets):
        # Requirement boxes per colour, merged into classes of identical boxes.
        per_colour = {}
        all_beaten = 0
        for ti, t in enumerate(targets):
            bit = 0
            if t.floor is not None:
                bit = 1 << ti
                all_beaten |= bit
            for j, (colour, pips) in enumerate(t.slots):
                if bit:
                    f = t.floor[j]
                    cls = (max(pips, f), max(pips, f + 1), bit)
                else:
                    cls = (pips, 0, 0)
                per_colour.setdefault(colour, {}).setdefault(cls, []).append((ti, j))
        colours = sorted(per_colour)
        wild_usable = [i for i in self.wild if self.fits[self.dice[i].type] & set(colours)]
        zero = tuple(0 for _ in self.mult)
        # Each wild die goes to one colour it fits, or stays unused.
        choices = [[None] + sorted(self.fits[self.dice[i].type] & set(colours)) for i in wild_usable]
        for assign in product(*choices):
            acc = {(zero, 0): ()}
            for colour in colours:
                extra = tuple(i for i, c in zip(wild_usable, assign) if c == colour)
                states = self._colour_states(colour, per_colour[colour], extra)
                new = {}
                for (u1, b1), w1 in acc.items():
                    for (u2, b2), w2 in states.items():
                        u = tuple(a + b for a, b in zip(u1, u2))
                        if any(x > m for x, m in zip(u, self.mult)):
                            continue
                        k = (u, b1 | b2)
                        if k not in new:
                            new[k] = w1 + ((colour, w2),)
                acc = _pareto(new)
                if not acc:
                    break
            for (_u, beaten), witness in acc.items():
                if beaten == all_beaten:
                    return tuple(targets), per_colour, witness
        return None

    def _colour_states(self, colour, classes_map, extra):
        """(charges used, steals beaten) -> witness, for every way this colour's boxes fill."""
        classes = sorted(classes_map)           # (need, strict, steal bit)
        counts = tuple(len(classes_map[c]) for c in classes)
        dice_idx = list(self.single.get(colour, ())) + list(extra)
        dice_idx = self._trim(dice_idx, sum(counts))
        has_steal = any(c[2] for c in classes)
        quick = not has_steal and not any(self.mult)
        zero = tuple(0 for _ in self.mult)
        layer = {(counts, zero, 0): None}
        left = len(dice_idx)
        done = {}
        for di in dice_idx:
            left -= 1
            opts = self.options[di]
            new = {}
            for state, path in layer.items():
                needs, used, beaten = state
                if sum(needs) <= left:
                    new.setdefault(state, path)          # this die stays unused
                for oi, (value, ucls, _order) in enumerate(opts):
                    if ucls:
                        used2 = list(used)
                        ok = True
                        for c in ucls:
                            used2[c] += 1
                            if used2[c] > self.mult[c]:
                                ok = False
                        if not ok:
                            continue
                        used2 = tuple(used2)
                    else:
                        used2 = used
                    for k, (need, strict, bit) in enumerate(classes):
                        if needs[k] == 0 or value < need:
                            continue
                        n2 = needs[:k] + (needs[k] - 1,) + needs[k + 1:]
                        b2 = beaten | bit if bit and value >= strict else beaten
                        s2 = (n2, used2, b2)
                        if s2 in new:
                            continue
                        p2 = (path, di, oi, k)
                        if not any(n2):
                            done.setdefault((used2, b2), p2)
                            if quick:
                                return self._finish(done, classes, classes_map)
                        new[s2] = p2
            layer = new
        return self._finish(done, classes, classes_map)

    def _finish(self, done, classes, classes_map):
        out = {}
        for key, path in _pareto(done).items():
            out[key] = (path, tuple(classes), classes_map)
        return out

    def _trim(self, dice_idx, boxes):
        """Only a few dice of a colour can matter: the top boxes+sixes by value
        (any die can take a 6) and the bottom few as flip fodder. Dice that
        already carry a charge are kept: they are not interchangeable."""
        plain = sorted((i for i in dice_idx if not self.dice[i].groups),
                       key=lambda i: (self.dice[i].value, i))
        tagged = [i for i in dice_idx if self.dice[i].groups]
        top = boxes + self.n_auto6
        if len(plain) > top + self.n_flip:
            plain = plain[:self.n_flip] + plain[len(plain) - top:]
        # High dice first: the quick path then finds the natural allocation.
        return sorted(plain + tagged, key=lambda i: (-self.dice[i].value, i))


def _pareto(states: dict) -> dict:
    """Keep (used, beaten) pairs no other pair beats: fewer charges, more steals beaten."""
    if len(states) <= 1:
        return states
    items = sorted(states.items(), key=lambda kv: (sum(kv[0][0]), -bin(kv[0][1]).count("1")))
    kept = {}
    for (u, b), w in items:
        if any(all(x <= y for x, y in zip(u2, u)) and (b2 | b) == b2 for (u2, b2) in kept):
            continue
        kept[(u, b)] = w
    return kept


# --- the search over target sets ------------------------------------------------------------
def solve(dice, charges, targets, fits, key=default_key) -> Plan:
    """The best plan for this roll. `dice`: Die records (rolled, not on a card);
    `charges`: unused Charge records (re-rolls are ignored here); `targets`:
    Target records; `fits[die type]`: the colours that type fills."""
    dice = [Die(*d) if not isinstance(d, Die) else d for d in dice]
    if not dice or not targets:
        return EMPTY_PLAN
    prob = _Problem(dice, charges, fits)
    order = sorted(range(len(targets)), key=lambda i: (targets[i].steal, targets[i].queue, i))
    targets = [targets[i] for i in order]
    n_dice = len(dice)
    sizes = [len(t.slots) for t in targets]
    best = [None, None]          # key, witness

    def bound(i, count, used):
        room = n_dice - used
        extra = 0
        for s in sorted(sizes[i:]):
            if s > room:
                break
            room -= s
            extra += 1
        return count + extra

    def dfs(i, chosen, line, used):
        if best[0] is not None and bound(i, len(chosen), used) < best[0][0]:
            return
        if i == len(targets):
            k = key(chosen)
            if best[0] is None or k > best[0]:
                best[0] = k
                best[1] = prob.fill(tuple(chosen)) if chosen else None
            return
        t = targets[i]
        if used + sizes[i] <= n_dice and (t.queue < 0 or line >= t.queue + 1):
            if prob.fill(tuple(chosen) + (t,)) is not None:
                dfs(i + 1, chosen + [t], line + (not t.steal), used + sizes[i])
        dfs(i + 1, chosen, line, used)

    dfs(0, [], 0, 0)
    if best[1] is None:
        return EMPTY_PLAN
    return _plan_from(prob, best[0], best[1])


def _plan_from(prob: _Problem, key, witness) -> Plan:
    chosen, _per_colour, colour_paths = witness
    dice_on = {ti: [None] * len(t.slots) for ti, t in enumerate(chosen)}
    values = {}
    charge_steps = []
    taken = [0] * len(prob.class_members)
    for _colour, (path, classes, classes_map) in colour_paths:
        free = {c: list(classes_map[c]) for c in classes}
        while path is not None:
            path, di, oi, k = path
            die = prob.dice[di]
            value, _used, order = prob.options[di][oi]
            ti, j = free[classes[k]].pop()
            dice_on[ti][j] = die.id
            values[die.id] = value
            for c in order:
                charge_steps.append((prob.class_members[c][taken[c]], die.id))
                taken[c] += 1
    # Out-crafts and display cards first, then waiting cards in the order they appear.
    crafts = sorted(((t, tuple(dice_on[ti])) for ti, t in enumerate(chosen)),
                    key=lambda td: (td[0].queue, td[0].card))
    return Plan(key=key, crafts=tuple(crafts), charges=tuple(charge_steps), values=values)
