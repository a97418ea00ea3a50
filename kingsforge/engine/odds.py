"""Exact odds that a roll of dice can craft a card, with optimal use of charges.

Method (no sampling anywhere):

0. Before anything, a group's bonuses, flips and auto-6s past one per box are dropped (a die
   takes one charge of a group, and only the dice on the boxes need any), as are re-rolls past
   one per die: six of each on a three-box card cost nothing then.
1. Die types are reduced to the colours on the card; types that fit none are
   dropped and types with the same remaining colours are merged.
2. Raw faces of a type that behave identically under every combination of the
   player's charges (same slots filled, same floors beaten) collapse into one
   *level*. Without charges a type has at most (thresholds + 1) levels.
3. Only a few dice per type can matter: the top ``k + r`` and, if there are flip
   charges, the bottom ``m + r`` (k = slots the type fits, m = min(flips, k),
   r = rerolls left). An exchange argument proves the rest never change the
   outcome (a used unflipped die can be swapped for a higher unused one, a
   flipped die for a lower one, and a reroll of a middle die is matched by a
   reroll of the (k+r)-th highest). Without flips the dice below the top k are
   only reroll fodder, so just their count is kept. Each type's roll is then
   enumerated as a multiset of levels with multinomial weights; with flips, level by
   level, merging the rolls that agree on the kept bottom and top dice (not every
   composition of the dice: 42 dice were seconds).
4. Feasibility is tracked as a bitset over states (slots filled, a floor beaten (a steal
   only), charges spent) in a Python int: adding a die is a few shifts and masks. Equal charges
   of one group (six flips) are one class whose spent count is a small counter in the
   state, not a bit each; the odds command refuses a question whose state would need more
   than MAX_STATE_BITS bits (OddsTooLarge) instead of running out of memory.
   Without rerolls the types are combined by a DP over these bitsets, so rolls
   of different types that leave the same reachable set are merged.
5. Rerolls are solved exactly by expectimax over (dice, rerolls left); values are
   integers scaled by 6**rerolls_left so the recursion stays in ints. A reroll
   is assumed to come before the other charges (applying a bonus, flip or auto6
   to a die and then rerolling it would waste the charge), and the rerolled die
   cannot take another charge of the reroll's group.

Restricted cards (engine/restrictions.py, the variant monuments) are counted exactly too:

6. A box with per-die rules (all odd, no 4, nothing above 4) is filled only by a die whose
   final value passes them; since a higher value may fail where a lower one passes, each
   charge subset offers every value its orders reach, not only the highest.
7. "All different" adds a bit per (card, value) to the state: a die placed on such a card
   sets the bit of its value, and a state with that bit set cannot take another die of the
   value on that card. More value bits is dominated like more charges spent.
8. With any rule the exchange argument of step 3 fails (the top dice may be the ones a rule
   forbids). What still holds: dice of one level are interchangeable and a type fills at most
   k boxes and feeds at most r rerolls, so each level keeps at most k + r dice. On an "all
   different" card fewer: dice of one level show one value, so at most one goes on the card
   uncharged and each other spends a charge (`level_cap`). Without rerolls the rolls are not
   listed: each type's dice are dealt to its levels one level at a time, the bitsets that
   agree merged after each (`fold_levels`; 20 dice against the four-box Chimera Sculpture
   were 20-80 ms a question listed, a few ms folded).

How long: `kingsforge bench` reports `odds_worst_ms`, the slowest of the heaviest questions
measured (commands/bench.py, ODDS_WORST): about 1-2 s. Flips and re-rolls together on many
boxes with a big supply are heavier still (six of each on the six-box Plate Armour with 22
dice: minutes), as are many kinds of bonus at once there, so set_progress lets the command
show how far it has got, Ctrl-C stops it, and the re-roll search's memos are bounded.
"""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Mapping, Sequence
from fractions import Fraction
from functools import lru_cache
from math import comb

from kingsforge.engine.restrictions import distinct, value_ok

__all__ = ["craft_odds", "bench_odds_ms", "clear_odds_cache", "set_progress", "limit_state_bits", "OddsTooLarge"]

_KINDS = ("bonus", "flip", "reroll", "auto6")


class OddsTooLarge(ValueError):
    """So many kinds of charges at once that the exact count cannot be held (MAX_STATE_BITS)."""


def craft_odds(pool: Mapping[int, int], slots: Sequence[tuple[int, int]], fits,
               charges: Sequence[tuple[str, int, object]] = (), cemetery: int | None = None,
               floor: Sequence[int] | None = None, restrict: tuple = (),
               slot_rules: Sequence[tuple[int, tuple]] | None = None) -> Fraction:
    """Exact probability that rolling ``pool`` lets an optimal player fill ``slots``.

    pool: die_type -> number of dice rolled. fits[die_type]: colours that type fills.
    charges: (kind, amount, group); kind in 'bonus', 'flip', 'reroll', 'auto6'.
    Charges of one group go to different dice. 'amount' only matters for 'bonus'.
    cemetery: a face value (1..6); a die rolling it (first roll or reroll) is lost.
    floor: per slot, the value already there (a steal: >= everywhere, > somewhere).
    restrict: the card's rules on values (CraftCard.restrict), for every slot.
    slot_rules: for the boxes of several cards at once, per slot (card, its restrict):
    "all different" holds among the slots of one card.
    """
    slots = tuple(slots)
    if slot_rules is None:
        slot_rules = ((0, tuple(restrict)),) * len(slots)
    elif len(slot_rules) != len(slots):
        raise ValueError(f"slot_rules has {len(slot_rules)} entries for {len(slots)} slots")
    # Per slot: (distinct group or -1, per-die rules); the group only for "all different" cards.
    rules = [(g if distinct(r) else -1, r) for g, r in slot_rules]
    if floor is not None:
        floor = tuple(floor)
        if len(floor) != len(slots):
            raise ValueError(f"floor has {len(floor)} entries for {len(slots)} slots")
        slot_key = tuple(sorted((c, p, f, *rule) for (c, p), f, rule in zip(slots, floor, rules)))
    else:
        slot_key = tuple(sorted((c, p, 0, *rule) for (c, p), rule in zip(slots, rules)))
    if cemetery is not None and not 1 <= cemetery <= 6:
        raise ValueError(f"cemetery must be 1..6 or None, not {cemetery!r}")

    colours = {c for c, _ in slots}
    if not any(r for _g, r in rules):
        slot_key = tuple(entry[:3] for entry in slot_key)      # the plain key (and cache) of old
    merged: dict[frozenset, int] = defaultdict(int)
    for t, n in pool.items():
        if n < 0:
            raise ValueError(f"negative dice count for type {t}")
        useful = frozenset(fits[t]) & colours
        if n and useful:
            merged[useful] += n
    types_key = tuple(sorted((tuple(sorted(fs)), n) for fs, n in merged.items()))

    group_ids: dict[object, int] = {}
    norm_charges = []
    for kind, amount, group in charges:
        if kind not in _KINDS:
            raise ValueError(f"unknown charge kind {kind!r}")
        gid = group_ids.setdefault(group, len(group_ids))
        if kind == "bonus":
            if amount < 0:
                raise ValueError("a bonus cannot be negative")
            if amount == 0:
                continue
        else:
            amount = 0
        norm_charges.append((kind, amount, gid))
    norm_charges = _useful_charges(norm_charges, len(slots), sum(merged.values()))
    if not _colours_can_cover(merged, slots):
        return Fraction(0)
    return _odds(types_key, slot_key, tuple(sorted(norm_charges)), cemetery, floor is not None)


def _useful_charges(charges, n_slots: int, n_dice: int) -> list:
    """Drop the charges no roll can use, so they cost nothing (issue 22: six flips, six
    auto-6s and six re-rolls on a 3-box card took minutes). A die takes at most one charge
    of a group and only the dice on the card's boxes need any, so a group's bonus, flip or
    auto-6 beyond one per box is never used (of each bonus amount: a rule on values may
    want the smaller one); a re-roll group has at most one re-roll per die rolled."""
    seen: dict[tuple, int] = defaultdict(int)
    kept = []
    for kind, amount, gid in charges:
        key = (kind, amount, gid)
        seen[key] += 1
        if seen[key] <= (n_dice if kind == "reroll" else n_slots):
            kept.append(key)
    return kept


def _colours_can_cover(merged: Mapping[frozenset, int], slots) -> bool:
    """Hall's condition on colours alone: for every set of colours, at least as many dice
    fit one of them as there are boxes of them. Rolls, bonuses, flips and re-rolls never
    change a die's colour, so when this fails the chance is exactly 0 -- found here at once
    instead of after enumerating every roll (seconds for a big pool with flips)."""
    colours = sorted({c for c, _ in slots})
    for mask in range(1, 1 << len(colours)):
        chosen = {c for i, c in enumerate(colours) if mask >> i & 1}
        boxes = sum(1 for c, _ in slots if c in chosen)
        dice = sum(n for fs, n in merged.items() if fs & chosen)
        if dice < boxes:
            return False
    return True


MAX_STATE_BITS = 24       # a bitset of 2**24 states is 2 MB: more is out of reach (memory, hours)
_max_state_bits = None    # limit_state_bits: the odds command sets it; the AI's questions are never refused
MEMO_ENTRIES = 100_000    # per memo of a re-roll search (values, normalised dice): 740 MB at most measured
MEMO_BYTES = 256 << 20    # of bitsets kept per re-roll search
_progress = None          # set_progress: a callable taking the share done (0..1) of a long call


def set_progress(callback) -> None:
    """Have long craft_odds calls report the share of their work done (a float 0..1) to
    `callback` (None: no reports). The CLI shows it, so a slow answer is seen to move and
    can be stopped with Ctrl-C (a KeyboardInterrupt leaves no cache entry behind)."""
    global _progress
    _progress = callback


def limit_state_bits(bits: int | None) -> None:
    """Have craft_odds raise OddsTooLarge, before any work, for a question whose state would
    take more than `bits` bits (MAX_STATE_BITS: what the odds command allows; None: no limit)."""
    global _max_state_bits
    _max_state_bits = bits


def _report(share: float) -> None:
    if _progress is not None:
        _progress(share)


def clear_odds_cache() -> None:
    _odds.cache_clear()


def _apply(kinds_amounts, value: int) -> int | None:
    """Value after applying charges in this order, None if the order is illegal."""
    for kind, amount in kinds_amounts:
        if kind == "bonus":
            value += amount
        elif kind == "flip":
            if value > 6:
                return None
            value = 7 - value
        else:  # auto6
            value = 6
    return value


def _check_size(nbits: int) -> None:
    if _max_state_bits is not None and nbits > _max_state_bits:
        raise OddsTooLarge(f"{nbits} bits of state (boxes, charge counts, values), at most {_max_state_bits}: "
                           f"a bitset would take {(1 << nbits) >> 23:,} MB")


@lru_cache(maxsize=4096)
def _level_ways(n: int, size: int, above: int, cap: int) -> tuple[list, list]:
    """fold_levels' weights for dealing up to n dice to a level of `size` faces (the same few
    come back question after question): ways[m][cnt] = comb(m, cnt) * size**cnt, how that level
    takes cnt of m dice; won_from[c][m], the ways c or more of m dice show it, the rest a face
    of the `above` not dealt yet (lower levels, or absent). Read only."""
    ways = [[comb(m, cnt) * size ** cnt for cnt in range(m + 1)] for m in range(n + 1)]
    won_from = [[sum(ways[m][cnt] * above ** (m - cnt) for cnt in range(c, m + 1))
                 for m in range(n + 1)] for c in range(cap + 2)]
    return ways, won_from


@lru_cache(maxsize=8192)
def _level_outcomes(n: int, sizes: tuple, absent: int, K: int, B: int) -> tuple:
    """_Ctx.outcomes without rules: the rolls of n dice of one type as the levels of their top
    K dice (and, with flips, their bottom B), with integer weights summing to 6**n; kept per
    the numbers they depend on, which questions about other pools and cards share. Read only."""
    L = len(sizes)
    below = [absent]                       # below[l]: weight of a face under level l (or absent)
    for s in sizes:
        below.append(below[-1] + s)
    result: dict[tuple[int, ...], int] = defaultdict(int)

    if B == 0:
        # Descending over levels; once the top K are known the rest only contribute weight.
        def rec(level: int, m: int, kept: tuple[int, ...], w: int) -> None:
            if level < 0:
                if m == 0 or absent:
                    result[kept] += w * absent ** m
                return
            room = K - len(kept)
            for cnt in range(m + 1):
                w2 = w * comb(m, cnt) * sizes[level] ** cnt
                if cnt >= room:
                    rest = m - cnt
                    lower = below[level]
                    if rest == 0 or lower:
                        result[(level,) * room + kept] += w2 * lower ** rest
                else:
                    rec(level - 1, m - cnt, (level,) * cnt + kept, w2)
        rec(L - 1, n, (), 1)
    else:
        # Flips: the bottom dice matter too. Levels are placed in ascending order, keeping
        # the first B dice placed and the last K; rolls that agree on those (and on how
        # many dice are left) are merged, so 42 dice are not every composition (issue 22).
        states: dict[tuple, int] = {(n, (), ()): 1}
        for level in range(L):
            size = sizes[level]
            last = level == L - 1 and not absent      # every die left must show this level
            grown: dict[tuple, int] = defaultdict(int)
            for (m, bottom, tail), w in states.items():
                ways = w                      # w * comb(m, cnt) * size ** cnt, kept up to date
                for cnt in range(m + 1 if size else 1):
                    if cnt:
                        ways = ways * (m - cnt + 1) * size // cnt
                    if last and cnt < m:
                        continue
                    add = (level,) * cnt
                    bottom2 = bottom if len(bottom) >= B else (bottom + add)[:B]
                    tail2 = (tail + add)[-K:] if K else ()
                    grown[m - cnt, bottom2, tail2] += ways
            states = grown
        for (m, bottom, tail), w in states.items():
            if m and not absent:
                continue
            placed = n - m
            if placed <= B:
                dice = bottom
            elif placed <= K + B:
                dice = bottom + tail[len(tail) - (placed - B):]
            else:
                dice = bottom + tail
            result[dice] += w * absent ** m
    return tuple(sorted(result.items()))


@lru_cache(maxsize=8192)
def _capped_outcomes(n: int, sizes: tuple, absent: int, K: int) -> tuple:
    """Step 8: every roll of one type, each level kept at most K times."""
    result: dict[tuple[int, ...], int] = defaultdict(int)
    L = len(sizes)

    def rec(level: int, m: int, kept: tuple[int, ...], w: int) -> None:
        if level == L:
            if m == 0 or absent:
                result[kept] += w * absent ** m
            return
        for cnt in range(m + 1):
            rec(level + 1, m - cnt, kept + (level,) * min(cnt, K), w * comb(m, cnt) * sizes[level] ** cnt)

    rec(0, n, (), 1)
    return tuple(sorted(result.items()))


@lru_cache(maxsize=4096)
def _deal_steps(n: int, size: int, above: int, cap: int, last: int, wins: bool) -> tuple:
    """fold_levels' dealing of m dice (per m) to a level whose chain of bitsets has `last` + 1
    entries (0 ... last of its dice placed; `wins`: the last one reaches the goal): the
    (entry, dice left, ways) each takes, and the ways that reach the goal (the dice not yet
    dealt counted whole). cnt of m dice show the level in ways[m][cnt]; past `last` they change
    nothing, so the rest go to the last entry, or to the goal. Read only."""
    ways, won_from = _level_ways(n, size, above, cap)
    steps = []
    for m in range(n + 1):
        row = ways[m]
        adds = [(cnt, m - cnt, row[cnt]) for cnt in range(m + 1 if m < last else last)]
        won_ways = 0
        if m >= last:
            if wins:
                won_ways = won_from[last][m]
            else:
                adds += [(last, m - cnt, row[cnt]) for cnt in range(last, m + 1)]
        steps.append((tuple(adds), won_ways))
    return tuple(steps)


@lru_cache(maxsize=8192)
def _type_levels(elig: tuple, need: tuple, strict_need: tuple, rules: tuple, group: tuple, det: tuple,
                 restricted: bool, cemetery, merge_useless: bool) -> tuple:
    """_Ctx's levels for dice that fit the boxes `elig`: per value a die may show, what it fills
    (its caps, per charge subset), the faces grouped into levels of equal caps, each level's
    size, and the faces that fill nothing (counted as absent). They depend on the boxes and the
    charges alone, which the questions about one card set share whatever the pool. Read only."""
    subsets, final = _charge_values(det, restricted)
    steal = bool(strict_need)
    caps = {}                                  # per value a die may show: what it fills
    for xs in final.values():
        for x in xs:
            if x not in caps:
                nm = sm = 0
                for j in elig:
                    if x >= need[j] and (not rules[j] or value_ok(rules[j], x)):
                        nm |= 1 << j
                        if steal and x >= strict_need[j]:
                            sm |= 1 << j
                # the value matters further only on an "all different" slot it can fill
                caps[x] = nm, sm, x if any(nm >> j & 1 and group[j] >= 0 for j in elig) else 0
    levels: dict[tuple, int] = {}
    level_caps: list[dict[int, tuple]] = []
    sizes: list[int] = []
    absent = 1 if cemetery else 0
    for v in range(1, 7):
        if v == cemetery:
            continue
        sig = tuple(tuple(sorted({caps[x] for x in final[v, s]})) for s in subsets)
        if merge_useless and not any(nm for opts in sig for nm, _, _ in opts):
            absent += 1                        # can never fill anything: same as not rolled
            continue
        if sig not in levels:
            levels[sig] = len(sizes)
            sizes.append(0)
            level_caps.append(dict(zip(subsets, sig)))
        sizes[levels[sig]] += 1
    return tuple(sizes), tuple(level_caps), absent


@lru_cache(maxsize=1024)
def _charge_values(det: tuple, restricted: bool) -> tuple[tuple[int, ...], dict]:
    """The charge classes' subsets one die may take, and what each face can show with them
    (final[v, s]), for _Ctx: they depend on the classes alone, which question after question
    shares. Read, never changed."""
    c = len(det)
    # Class subsets one die may take: at most one per group (subsets of one are ones too,
    # and come first in this order, as the DP below needs).
    by_group: dict[int, list[int]] = defaultdict(list)
    for i, (_, _, g) in enumerate(det):
        by_group[g].append(1 << i)
    subsets = [0]
    for members in by_group.values():
        subsets = [s | b for s in subsets for b in [0] + members]
    subsets = tuple(sorted(subsets))
    # final[v, s]: best value a face v can reach using exactly the charges in s,
    # in any legal order (flip-then-bonus beats bonus-then-flip, and so on).
    # A DP over subsets rather than over orders, so many charges stay cheap.
    final = {}
    for v in range(1, 7):
        reach = {0: {v}}
        for s in subsets[1:]:
            vals = set()
            for i in range(c):
                if s >> i & 1:
                    for x in reach[s & ~(1 << i)]:
                        y = _apply(((det[i][0], det[i][1]),), x)
                        if y is not None:
                            vals.add(y)
            reach[s] = vals
        for s in subsets:
            # Without rules the highest value is the best; with rules any value may be.
            final[v, s] = sorted(reach[s]) if restricted else (max(reach[s]),)
    return subsets, final


class _Rows(dict):
    """fold_levels' bitsets -> weights by the dice not yet dealt: a row of zeros on first use
    (setdefault would build one at every look-up)."""
    __slots__ = ("width",)

    def __init__(self, width: int):
        super().__init__()
        self.width = width

    def __missing__(self, bits: int) -> list[int]:
        row = self[bits] = [0] * self.width
        return row


class _Ctx:
    """Everything derived from one normalised craft_odds call."""

    def __init__(self, types_key, slot_key, charges_key, cemetery, steal):
        self.ns = ns = len(slot_key)
        self.steal = steal
        self.cemetery = cemetery
        need = [max(p, f) for _, p, f, *_r in slot_key] if steal else [p for _, p, _, *_r in slot_key]
        strict_need = [max(p, f + 1) for _, p, f, *_r in slot_key] if steal else need
        # Restricted slots (step 6-8): per slot its per-die rules and its "all different" group.
        rules = [entry[4] if len(entry) > 3 else () for entry in slot_key]
        group = [entry[3] if len(entry) > 3 else -1 for entry in slot_key]
        self.restricted = restricted = any(rules)
        # Equal charges of a group (six flips) are one *class* with a count: a die takes at most
        # one charge of a group, so which of them it took never matters, and the state keeps
        # how many are spent in a counter of count.bit_length() bits, not a bit per charge
        # (issue 22: six flips and six auto-6s were 12 state bits, a 4096-fold bigger bitset).
        counts: dict[tuple, int] = defaultdict(int)
        for ch in charges_key:
            if ch[0] != "reroll":
                counts[ch] += 1
        self.det = det = sorted(counts)        # the classes (kind, amount, group)
        self.det_count = [counts[ch] for ch in det]
        self.rerolls = tuple(sorted(g for kind, _, g in charges_key if kind == "reroll"))
        self.det_groups = {g for _, _, g in det}
        n_flips = sum(n for (kind, _, _), n in counts.items() if kind == "flip")
        # A steal's "floor beaten" bit follows the box bits; without a steal there is none, so
        # every bitset is half as long (its operations are the odds' cost).
        self.strict_bit = 1 << ns if steal else 0
        self.lead = lead = ns + 1 if steal else ns
        self.field = []                        # per class: (lowest bit of its counter, width)
        offset = lead
        for n in self.det_count:
            self.field.append((offset, n.bit_length()))
            offset += n.bit_length()
        charge_bits = offset - lead
        _check_size(offset)                    # before the work that grows with the classes

        self.subsets, final = _charge_values(tuple(det), restricted)

        # "All different" value bits (step 7), after the charge bits: one per (group, value),
        # for the values that can fill a box of that group. With one charge at most, a value no
        # face shows (a 7 from a +1, the Cemetery's) is shown by the charged die alone: no two
        # dice can share it, so it needs no bit (a +2 saves two: a bitset a quarter as long).
        once = sum(self.det_count) <= 1
        groups = sorted({g for g in group if g >= 0})
        values = sorted({x for xs in final.values() for x in xs
                         if (not once or 1 <= x <= 6 and x != cemetery)
                         and any(group[j] >= 0 and x >= need[j] and value_ok(rules[j], x) for j in range(ns))})
        self.vbit = {(g, x): 1 << (lead + charge_bits + i * len(values) + k)
                     for i, g in enumerate(groups) for k, x in enumerate(values)}
        self.slot_group = group
        self.nbits = lead + charge_bits + len(self.vbit)
        _check_size(self.nbits)
        self.all_states = (1 << (1 << self.nbits)) - 1
        self._clear: dict[int, int] = {}
        self._free: dict[int, int] = {}
        self._left: dict[int, int] = {}

        goal = self.all_states                 # all slots filled (and a floor beaten)
        for j in range(ns):
            goal &= ~self.clear_bits(j)
        if steal:
            goal &= ~self.clear_bits(ns)
        self.goal = goal

        merge_useless = not self.rerolls
        # Per type: fit mask, dice count, levels (caps per subset), sizes, absent weight.
        self.types = []
        need_key, strict_key = tuple(need), tuple(strict_need) if steal else ()
        rules_key, group_key, det_key = tuple(rules), tuple(group), tuple(det)
        for colours, n in types_key:
            elig = [j for j in range(ns) if slot_key[j][0] in colours]
            sizes, level_caps, absent = _type_levels(tuple(elig), need_key, strict_key, rules_key, group_key, det_key,
                                                     restricted, cemetery, merge_useless)
            k = min(len(elig), n)
            self.types.append({
                "elig": sum(1 << j for j in elig), "n": n, "k": k, "m": min(n_flips, k), "sizes": sizes,
                "caps": level_caps, "absent": absent, "level_k": self.level_cap(elig, k),
            })
        self.any_flip = n_flips > 0
        self._pairs: dict[tuple[int, int, int], tuple] = {}
        self._close = None                     # close_down's steps, worked out once

    def level_cap(self, elig: list[int], k: int) -> int:
        """Step 8's bound on the dice of one level that can be placed, tightened by step 7:
        dice of a level are alike, so on one "all different" card at most one of them goes
        uncharged, and each other one there spends a charge of its own to show another value."""
        charges = sum(self.det_count)
        per_group: dict[int, int] = defaultdict(int)
        for j in elig:
            per_group[self.slot_group[j]] += 1
        placed = per_group.pop(-1, 0) + sum(min(n, 1 + charges) for n in per_group.values())
        return min(k, placed)

    # -- state bitsets -----------------------------------------------------
    def clear_bits(self, b: int) -> int:
        """Bitset of the states whose bit b is clear."""
        got = self._clear.get(b)
        if got is None:
            period = 1 << (b + 1)
            got = (1 << (1 << b)) - 1          # one period: 2**b ones then 2**b zeros
            length = period
            total = 1 << self.nbits
            while length < total:
                got |= got << length
                length <<= 1
            self._clear[b] = got
        return got

    def free(self, mask: int) -> int:
        """Bitset of the states sharing no bit with mask."""
        got = self._free.get(mask)
        if got is None:
            got = self.all_states
            b = 0
            m = mask
            while m:
                if m & 1:
                    got &= self.clear_bits(b)
                m >>= 1
                b += 1
            self._free[mask] = got
        return got

    def left(self, s: int) -> int:
        """Bitset of the states with a charge left in every class of subset s (counter < count)."""
        got = self._left.get(s)
        if got is None:
            got = self.all_states
            for i, (low, width) in enumerate(self.field):
                if s >> i & 1:
                    below = 0                  # states whose counter is under the class's count
                    for spent in range(self.det_count[i]):
                        eq = self.all_states
                        for b in range(width):
                            bit = self.clear_bits(low + b)
                            eq &= ~bit if spent >> b & 1 else bit
                        below |= eq
                    got &= below
            self._left[s] = got
        return got

    def spend(self, s: int) -> int:
        """What taking one charge of every class in s adds to a state's index."""
        return sum(1 << low for i, (low, _) in enumerate(self.field) if s >> i & 1)

    def pairs(self, ti: int, level: int, forbid: int) -> tuple[tuple[int, int], ...]:
        """(filter, shift) pairs: adding this die maps bitset F to F | OR((F & filter) << shift)."""
        key = (ti, level, forbid)
        got = self._pairs.get(key)
        if got is not None:
            return got
        caps = self.types[ti]["caps"][level]
        options = sorted(((s, nm, sm, x) for s, opts in caps.items() for nm, sm, x in opts
                          if nm and not s & forbid),
                         key=lambda o: bin(o[0]).count("1"))
        kept: list[tuple[int, int, int, int]] = []
        for s, nm, sm, x in options:
            # A bigger charge set that fills no more than a subset of it (with the same value,
            # where the value counts) is never needed.
            if any(not s2 & ~s and nm2 | nm == nm2 and sm2 | sm == sm2 and x2 == x for s2, nm2, sm2, x2 in kept):
                continue
            kept.append((s, nm, sm, x))
        by_shift: dict[int, int] = defaultdict(int)
        for s, nm, sm, x in kept:
            spend, left = self.spend(s), self.left(s)
            for j in range(self.ns):
                if not nm >> j & 1:
                    continue
                base = 1 << j
                if self.slot_group[j] >= 0:
                    base |= self.vbit.get((self.slot_group[j], x), 0)   # 0: a value only one die shows
                # the counters' fields lie above the slot bits and under the value bits, and
                # stay under their counts, so adding `spend` never carries into another field
                if sm >> j & 1:
                    by_shift[base + self.strict_bit + spend] |= self.free(base | self.strict_bit) & left
                    by_shift[base + spend] |= self.free(base) & ~self.clear_bits(self.ns) & left
                else:
                    by_shift[base + spend] |= self.free(base) & left
        got = tuple((filt, shift) for shift, filt in sorted(by_shift.items()))
        self._pairs[key] = got
        return got

    @staticmethod
    def extend(F: int, pairs) -> int:
        new = F
        for filt, shift in pairs:
            new |= (F & filt) << shift
        return new

    # -- per-type roll distributions --------------------------------------
    def outcomes(self, ti: int, r: int) -> tuple[tuple[tuple[int, ...], int], ...]:
        """Truncated level multisets (ascending) for one type's roll, with integer
        weights summing to 6**n (_level_outcomes: kept per the numbers they depend on)."""
        t = self.types[ti]
        if self.restricted:
            return _capped_outcomes(t["n"], t["sizes"], t["absent"], t["level_k"] + r)
        return _level_outcomes(t["n"], t["sizes"], t["absent"], t["k"] + r, t["m"] + r if t["m"] else 0)

    # -- no rerolls: DP over types on reachable-state bitsets -------------
    def close_down(self, F: int) -> int:
        """Add every state dominated by one in F (fewer slots, no floor beaten,
        more charges spent). Dominated states never reach the goal when their
        dominator cannot, so closing keeps the answer and makes more sets equal."""
        steps = self._close
        if steps is None:
            steps = self._close = self._close_steps()
        down, up = steps
        for keep, shift in down:
            F |= (F & keep) >> shift
        for keep, shift in up:
            F |= (F & keep) << shift
        return F

    def _close_steps(self) -> tuple[list, list]:
        """close_down's masks and shifts, in its order: a filled slot (or the floor beaten)
        given up, a charge spent, a value bit set."""
        down = [(~self.clear_bits(b), 1 << b) for b in range(self.lead)]
        up = [(self.left(1 << i), 1 << low) for i, (low, _) in enumerate(self.field)
              for _ in range(self.det_count[i])]
        up += [(self.clear_bits(bit.bit_length() - 1), bit) for bit in self.vbit.values()]
        return down, up

    def solve_static(self) -> Fraction:
        types = range(len(self.types))
        if self.restricted:                    # folded level by level, never listed
            order = sorted(types, key=self.count_capped)
        else:
            outs = [self.outcomes(ti, 0) for ti in types]
            order = sorted(types, key=lambda ti: len(outs[ti]))
        goal = self.goal
        dist: dict[int, int] = {1: 1}         # bitset {empty state} -> weight
        wins = 0
        for pos, ti in enumerate(order):
            # States missing a slot that no later type can fill are dead: drop them.
            later = 0
            for tj in order[pos + 1:]:
                later |= self.types[tj]["elig"]
            viable = self.all_states
            for j in range(self.ns):
                if not later >> j & 1:
                    viable &= ~self.clear_bits(j)
            rest = 1
            for tj in order[pos + 1:]:
                rest *= 6 ** self.types[tj]["n"]
            new: dict[int, int] = defaultdict(int)
            if self.restricted:
                _report(pos / len(order))
                won, reached = self.fold_levels(ti, dist, later)
                wins += won * rest
                for F2, w in reached.items():
                    F2 = self.close_down(F2) & viable
                    if F2:
                        new[F2] += w
                dist = new
                continue
            # Outcomes are sorted tuples: the bitset of the prefix an outcome shares with the one
            # before is reused, so each outcome adds only its own dice: (shared, their levels'
            # pairs, weight), worked out once for every bitset of the type.
            steps, prev = [], ()
            for dice, w2 in outs[ti]:
                common = 0
                while common < len(prev) and common < len(dice) and prev[common] == dice[common]:
                    common += 1
                steps.append((common + 1, [self.pairs(ti, level, 0) for level in dice[common:]], w2))
                prev = dice
            close_down = self.close_down
            for i, (F, w) in enumerate(dist.items()):
                _report((pos + i / len(dist)) / len(order))
                stack = [F]
                for shared, added, w2 in steps:
                    del stack[shared:]
                    F2 = stack[-1]
                    for pairs in added:         # _Ctx.extend, written out
                        G = F2
                        for filt, shift in pairs:
                            F2 |= (G & filt) << shift
                        stack.append(F2)
                    if F2 & goal:
                        wins += w * w2 * rest   # success is final whatever the later dice show
                        continue
                    F2 = close_down(F2) & viable
                    if F2:
                        new[F2] += w * w2
            dist = new
        n_all = sum(t["n"] for t in self.types)
        return Fraction(wins, 6 ** n_all)

    def count_capped(self, ti: int) -> int:
        """About how many rolls of type ti fold_levels meets (only to order the types)."""
        t = self.types[ti]
        return (min(t["n"], t["level_k"]) + 1) ** len(t["sizes"])

    def fold_levels(self, ti: int, dist: dict[int, int], later: int) -> tuple[int, dict[int, int]]:
        """Step 8 without listing the rolls: one type's dice are dealt to its levels one level
        at a time, the bitsets that agree merged after each level (a pool of 20 dice against an
        "all different" card has thousands of capped rolls but few distinct bitsets).
        Levels are dealt from the highest, so a box that only higher faces fill is known empty
        early: the states missing a box that neither the levels left nor the later types
        (`later`, a mask of boxes) can fill are dropped. Returns the weight that reached the
        goal (the dice not yet dealt counted whole) and the bitsets reached with their weights."""
        t = self.types[ti]
        n, sizes, absent, cap, goal = t["n"], t["sizes"], t["absent"], t["level_k"], self.goal
        states: dict[int, list[int]] = {}      # bitset -> weight by the dice not yet dealt
        for F, w in dist.items():
            states[F] = [0] * n + [w]
        won = 0
        above = sum(sizes) + absent            # faces of the levels not yet dealt, and absent
        fills = [later]                        # fills[l]: the boxes levels under l (or later) fill
        for caps in t["caps"]:
            fills.append(fills[-1])
            for opts in caps.values():
                for nm, _sm, _x in opts:
                    fills[-1] |= nm
        for level in range(len(sizes) - 1, -1, -1):
            size = sizes[level]
            above -= size
            pairs = self.pairs(ti, level, 0)
            # how a state's dice are dealt here, by its chain's length and whether it wins
            deal = [(_deal_steps(n, size, above, cap, last, False), _deal_steps(n, size, above, cap, last, True))
                    for last in range(cap + 1)]
            dealt = _Rows(n + 1)
            for F, by_left in states.items():
                chain = [F]                    # F with 0, 1, ... cap dice of this level added
                G = F
                while len(chain) <= cap and not G & goal:
                    H = G                      # _Ctx.extend, written out
                    for filt, shift in pairs:
                        H |= (G & filt) << shift
                    chain.append(H)
                    G = H
                last = len(chain) - 1
                wins = G & goal
                into = [dealt[G] for G in (chain[:-1] if wins else chain)]
                steps = deal[last][1 if wins else 0]
                for m, w in enumerate(by_left):
                    if w:
                        adds, won_ways = steps[m]
                        for entry, left, ways in adds:
                            into[entry][left] += w * ways
                        if won_ways:
                            won += w * won_ways
            viable = self.all_states
            for j in range(self.ns):
                if not fills[level] >> j & 1:
                    viable &= ~self.clear_bits(j)
            if viable == self.all_states:
                states = dealt
                continue
            states = {}
            for G, by_left in dealt.items():
                G &= viable
                if not G:
                    continue
                got = states.get(G)
                if got is None:
                    states[G] = by_left
                else:
                    for m, x in enumerate(by_left):
                        got[m] += x
        reached: dict[int, int] = {}
        for F, by_left in states.items():
            w = sum(x * absent ** m for m, x in enumerate(by_left)) if absent else by_left[0]
            if w:
                reached[F] = w
        return won, reached

    # -- rerolls: expectimax over (dice, rerolls left) ---------------------
    def solve_rerolls(self) -> Fraction:
        R0 = self.rerolls
        r0 = len(R0)
        # Bitsets are 2**nbits bits each: as many as fit in MEMO_BYTES.
        self.t_limit = max(1024, MEMO_BYTES // max(1, (1 << self.nbits) // 8))
        self._T: dict = {}
        self._W: dict = {}
        self._norm: dict = {}
        outs = []
        for ti in range(len(self.types)):
            merged: dict[tuple, int] = defaultdict(int)
            for dice, w in self.outcomes(ti, r0):
                merged[self.normalise_type(ti, tuple((lv, ()) for lv in dice), R0)] += w
            outs.append(sorted(merged.items()))    # sorted: neighbours share their first dice
        nt = len(self.types)
        later = [1] * (nt + 1)                 # later[i]: number of rolls of types i..end
        for ti in range(nt - 1, -1, -1):
            later[ti] = later[ti + 1] * 6 ** self.types[ti]["n"]
        scale = 6 ** r0
        total = 0

        # Depth-first over types, extending the bitset as we go: a prefix that
        # already crafts the card wins for every roll of the remaining types.
        # The bitset of the dice two outcomes share is built once (a stack, as in solve_static).
        # done..done+width: the share of the work this call covers, for set_progress.
        def walk(ti: int, prefix: tuple, F: int, w: int, done: float = 0.0, width: float = 1.0) -> None:
            nonlocal total
            if ti == nt:
                total += w * self.value(prefix, R0)
                return
            prev: tuple = ()
            stack = [F]
            step = width / len(outs[ti])
            for i, (dice, wt) in enumerate(outs[ti]):
                if step > 1e-4:
                    _report(done + i * step)
                common = 0
                while common < len(prev) and common < len(dice) and prev[common] == dice[common]:
                    common += 1
                del stack[common + 1:]
                for lv, _ in dice[common:]:
                    stack.append(self.extend(stack[-1], self.pairs(ti, lv, 0)) if lv >= 0 else stack[-1])
                prev = dice
                F2 = stack[-1]
                if F2 & self.goal:
                    total += w * wt * later[ti + 1] * scale
                    continue
                state = prefix + (dice,)
                self.keep(self._T, self.t_limit, state, F2)   # seeds bits() for the state and its children
                walk(ti + 1, state, F2, w * wt, done + i * step, step)

        walk(0, (), 1, 1)
        n_all = sum(t["n"] for t in self.types)
        return Fraction(total, 6 ** (n_all + r0))

    @staticmethod
    def keep(memo: dict, limit: int, key, value) -> None:
        """memo[key] = value, emptying the memo first when it is full: each is a cache of
        what can be worked out again, so a heavy question's memory stays bounded (issue 22:
        gigabytes) at the price of some repeated work."""
        if len(memo) >= limit:
            memo.clear()
        memo[key] = value

    def forbid_mask(self, tags: tuple[int, ...]) -> int:
        m = 0
        for i, (_, _, g) in enumerate(self.det):
            if g in tags:
                m |= 1 << i
        return m

    def bits(self, state) -> int:
        """Bitset of the states reachable with these dice (no rerolls)."""
        got = self._T.get(state)
        if got is None:
            if not state:
                return 1
            # Built on the bitset of the earlier types: states share those prefixes.
            F = self.bits(state[:-1])
            ti = len(state) - 1
            for lv, tags in state[-1]:
                if lv >= 0:                    # level -1: reroll fodder, never used
                    F = self.extend(F, self.pairs(ti, lv, self.forbid_mask(tags) if tags else 0))
            got = F
            self.keep(self._T, self.t_limit, state, got)
        return got

    def terminal(self, state) -> bool:
        return bool(self.bits(state) & self.goal)

    def normalise(self, state, R):
        """Drop tags no remaining charge cares about, then keep only the dice that
        can matter (untagged dice: top k+r and bottom m+r per type; without flips
        the r below the top k are kept as level -1, 'fodder': only their count matters)."""
        return tuple(self.normalise_type(ti, dice, R) for ti, dice in enumerate(state))

    def normalise_type(self, ti: int, dice, R):
        key = (ti, dice, R)
        got = self._norm.get(key)
        if got is not None:
            return got
        relevant = self.det_groups.union(R)
        t = self.types[ti]
        K = t["k"] + len(R)
        B = t["m"] + len(R) if t["m"] else 0
        untagged = []
        tagged = []
        for lv, tags in dice:
            tags = tuple(g for g in tags if g in relevant)
            if tags:
                tagged.append((lv, tags))
            else:
                untagged.append(lv)
        untagged.sort()
        if self.restricted:                    # step 8: at most level_k + r dice per level
            capped = []
            cap = t["level_k"] + len(R)
            for lv in untagged:
                if capped.count(lv) < cap:
                    capped.append(lv)
            untagged = capped
        elif len(untagged) > K + B:
            untagged = untagged[:B] + untagged[len(untagged) - K:]
        if not self.any_flip and not self.restricted and len(untagged) > t["k"]:
            # Without flips the untagged dice below the top k are only worth
            # rerolling (the top k dominate them), so their levels are forgotten.
            spare = len(untagged) - t["k"]
            untagged = [-1] * spare + untagged[spare:]
        got = tuple(sorted([(lv, ()) for lv in untagged] + tagged))
        self.keep(self._norm, MEMO_ENTRIES, key, got)
        return got

    def value(self, state, R) -> int:
        """6**len(R) times the success probability from here, playing optimally."""
        key = (state, R)
        got = self._W.get(key)
        if got is not None:
            return got
        scale = 6 ** len(R)
        if self.terminal(state):
            self.keep(self._W, MEMO_ENTRIES, key, scale)
            return scale
        best = 0
        for g in sorted(set(R)):
            i = R.index(g)
            R2 = R[:i] + R[i + 1:]
            # Children differ from the parent in one type only; normalise the others once.
            base = self.normalise(state, R2)
            bound = None
            if not R2:
                # Rerolling replaces a die, so it can do no better than adding the
                # new die to all the current ones: a cheap bound per type.
                F_all = self.bits(state)
                forbid = self.forbid_mask((g,))
                bound = [sum(size for lv2, size in enumerate(t["sizes"])
                             if self.extend(F_all, self.pairs(ti, lv2, forbid)) & self.goal)
                         for ti, t in enumerate(self.types)]
            for ti, dice in enumerate(state):
                if bound is not None and bound[ti] <= best:
                    continue
                sizes = self.types[ti]["sizes"]
                tried = set()
                for idx, (lv, tags) in enumerate(dice):
                    if g in tags:
                        continue
                    # Without flips a higher die dominates a lower one with the same
                    # tags, so only the lowest of each tag set is worth rerolling
                    # (not under a rule on values: there a lower die may be the better).
                    mark = (lv, tags) if self.any_flip or self.restricted else tags
                    if mark in tried:
                        continue
                    tried.add(mark)
                    rest = dice[:idx] + dice[idx + 1:]
                    new_tags = tuple(sorted(set(tags) | {g}))
                    acc = 0
                    head, tail = base[:ti], base[ti + 1:]
                    if not R2:
                        # Last reroll: the child's answer is the other dice's bitset
                        # plus the new die, no need to build and hash each child.
                        F = self.bits(head + (self.normalise_type(ti, rest, R2),) + tail)
                        if self.cemetery and F & self.goal:
                            acc += 1
                        forbid = self.forbid_mask(new_tags)
                        for lv2, size in enumerate(sizes):
                            if self.extend(F, self.pairs(ti, lv2, forbid)) & self.goal:
                                acc += size
                    else:
                        acc = self.expected_child(ti, rest, new_tags, head, tail, R2)
                    if acc > best:
                        best = acc
                        if best == scale:
                            self.keep(self._W, MEMO_ENTRIES, key, best)
                            return best
                        if bound is not None and best >= bound[ti]:
                            break
        self.keep(self._W, MEMO_ENTRIES, key, best)
        return best

    def expected_child(self, ti, rest, new_tags, head, tail, R2) -> int:
        """Sum over the rerolled die's new face (weighted by level size) of the child's value."""
        acc = 0
        if self.cemetery:
            acc += self.value(head + (self.normalise_type(ti, rest, R2),) + tail, R2)
        for lv2, size in enumerate(self.types[ti]["sizes"]):
            nd = tuple(sorted(rest + ((lv2, new_tags),)))
            acc += size * self.value(head + (self.normalise_type(ti, nd, R2),) + tail, R2)
        return acc


@lru_cache(maxsize=4096)
def _odds(types_key, slot_key, charges_key, cemetery, steal) -> Fraction:
    if not slot_key:
        return Fraction(0 if steal else 1)   # an empty steal beats nothing
    if not types_key:
        return Fraction(0)
    ctx = _Ctx(types_key, slot_key, charges_key, cemetery, steal)
    if ctx.rerolls:
        return ctx.solve_rerolls()
    return ctx.solve_static()


def _bench_case(charges=()):
    metal, gem, wood, stone = 0, 1, 2, 3
    fits = [frozenset({metal}), frozenset({gem}), frozenset({wood}), frozenset({stone}),
            frozenset({metal, gem, wood, stone})]          # type 4 is a wild die
    pool = {0: 4, 1: 3, 2: 2, 4: 1}
    slots = [(metal, 5), (metal, 3), (gem, 4), (wood, 3)]
    return pool, slots, fits, charges


def bench_odds_ms(charges=()) -> float:
    """Milliseconds for a cold craft_odds call: 10 dice (4 metal, 3 gem, 2 wood,
    1 wild) against a 4-slot card. Best of three cold runs, to dodge timer noise."""
    pool, slots, fits, charges = _bench_case(charges)
    best = float("inf")
    for _ in range(3):
        clear_odds_cache()
        t0 = time.perf_counter()
        craft_odds(pool, slots, fits, charges)
        best = min(best, time.perf_counter() - t0)
    clear_odds_cache()
    return best * 1000.0
