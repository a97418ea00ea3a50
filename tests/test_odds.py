import math
import random
import time
from collections import defaultdict
from fractions import Fraction
from functools import lru_cache
from itertools import permutations, product

import pytest

from kingsforge.engine.matching import find_assignment
from kingsforge.engine.odds import (
    _bench_case,
    bench_odds_ms,
    clear_odds_cache,
    craft_odds,
)

METAL, GEM, WOOD, STONE = 0, 1, 2, 3
T_METAL, T_GEM, T_WOOD, T_STONE, T_WILD = 0, 1, 2, 3, 4
FITS = [frozenset({METAL}), frozenset({GEM}), frozenset({WOOD}), frozenset({STONE}),
        frozenset({METAL, GEM, WOOD, STONE})]


# --- brute force: every ordered roll, every use of every charge -------------

def best_value(value, charges):
    """Highest value reachable by applying all of `charges` to one die in some legal order."""
    best = None
    for order in permutations(charges):
        v = value
        for kind, amount, _ in order:
            if kind == "bonus":
                v += amount
            elif kind == "flip":
                if v > 6:
                    break
                v = 7 - v
            else:
                v = 6
        else:
            best = v if best is None else max(best, v)
    return best


def brute_odds(pool, slots, fits, charges=(), cemetery=None, floor=None):
    types = [t for t in sorted(pool) for _ in range(pool[t])]
    n = len(types)
    det = [ch for ch in charges if ch[0] != "reroll"]
    rerolls = [i for i, ch in enumerate(charges) if ch[0] == "reroll"]

    def can_fill(finals):
        for perm in permutations([d for d in finals if d is not None], len(slots)):
            beaten = False
            for (colour, pips), (t, v), j in zip(slots, perm, range(len(slots))):
                if colour not in fits[t] or v < pips or (floor is not None and v < floor[j]):
                    break
                beaten = beaten or (floor is not None and v > floor[j])
            else:
                if floor is None or beaten:
                    return True
        return False

    @lru_cache(maxsize=None)
    def terminal(dice):
        # dice: sorted tuple of (type, value, reroll groups used); cancelled dice are absent
        for choice in product(range(-1, len(dice)), repeat=len(det)):
            on_die = defaultdict(list)
            for ch, d in zip(det, choice):
                if d >= 0:
                    on_die[d].append(ch)
            legal = all(len({g for _, _, g in chs}) == len(chs) and not {g for _, _, g in chs} & dice[d][2]
                        for d, chs in on_die.items())
            if legal and can_fill([(t, best_value(v, on_die[d])) for d, (t, v, _) in enumerate(dice)]):
                return True
        return False

    @lru_cache(maxsize=None)
    def value(state, left):
        # state: per die (value or None if cancelled, reroll groups used); left: unused reroll charges
        dice = tuple(sorted((types[d], v, tags) for d, (v, tags) in enumerate(state) if v is not None))
        best = Fraction(int(terminal(dice)))
        for ci in left:
            g = charges[ci][2]
            for d, (v, tags) in enumerate(state):
                if v is None or g in tags:
                    continue
                total = Fraction(0)
                for new in range(1, 7):
                    nxt = list(state)
                    nxt[d] = (None if new == cemetery else new, tags | {g})
                    total += value(tuple(nxt), left - {ci})
                best = max(best, total / 6)
        return best

    total = Fraction(0)
    for roll in product(range(1, 7), repeat=n):
        state = tuple((None if v == cemetery else v, frozenset()) for v in roll)
        total += value(state, frozenset(rerolls))
    return total / 6 ** n


# --- closed forms --------------------------------------------------------------

def test_closed_forms():
    m = FITS
    assert craft_odds({T_METAL: 1}, [(METAL, 4)], m) == Fraction(1, 2)
    assert craft_odds({T_METAL: 2}, [(METAL, 6)], m) == Fraction(11, 36)
    assert craft_odds({T_METAL: 3}, [(METAL, 6)], m) == 1 - Fraction(5, 6) ** 3
    assert craft_odds({T_METAL: 2}, [(METAL, 1), (METAL, 1)], m) == 1
    assert craft_odds({T_METAL: 1}, [(METAL, 1), (METAL, 1)], m) == 0
    assert craft_odds({T_GEM: 5}, [(METAL, 1)], m) == 0
    assert craft_odds({T_METAL: 1}, [], m) == 1
    assert craft_odds({T_WILD: 1}, [(STONE, 5)], m) == Fraction(1, 3)
    # Cemetery 6 kills every 6: a lone die can never show one.
    assert craft_odds({T_METAL: 1}, [(METAL, 6)], m, cemetery=6) == 0
    assert craft_odds({T_METAL: 1}, [(METAL, 2)], m, cemetery=6) == Fraction(4, 6)
    # Steal: must beat a 4 on the only slot.
    assert craft_odds({T_METAL: 1}, [(METAL, 3)], m, floor=[4]) == Fraction(1, 3)


def test_charges_closed_forms():
    m = FITS
    one = {T_METAL: 1}
    six = [(METAL, 6)]
    assert craft_odds(one, six, m, [("bonus", 1, "a")]) == Fraction(2, 6)
    assert craft_odds(one, six, m, [("bonus", 5, "a")]) == 1
    assert craft_odds(one, six, m, [("flip", 0, "a")]) == Fraction(2, 6)
    assert craft_odds(one, six, m, [("auto6", 0, "a")]) == 1
    assert craft_odds(one, six, m, [("auto6", 0, "a")], cemetery=3) == Fraction(5, 6)
    assert craft_odds(one, six, m, [("reroll", 0, "a")]) == Fraction(11, 36)
    # Two rerolls of one group must hit different dice: with one die only one counts.
    assert craft_odds(one, six, m, [("reroll", 0, "a"), ("reroll", 0, "a")]) == Fraction(11, 36)
    assert craft_odds(one, six, m, [("reroll", 0, "a"), ("reroll", 0, "b")]) == 1 - Fraction(5, 6) ** 3
    # Flip then bonus: a 1 becomes 6 + 1 = 7.
    assert craft_odds(one, [(METAL, 7)], m, [("flip", 0, "a"), ("bonus", 1, "b")]) == Fraction(2, 6)
    # Same group: the flip and the bonus cannot both go on the one die (only a 6 + 1 works).
    assert craft_odds(one, [(METAL, 7)], m, [("flip", 0, "a"), ("bonus", 1, "a")]) == Fraction(1, 6)
    # Group labels are arbitrary hashables and the order of charges is irrelevant.
    a = craft_odds({T_METAL: 2}, six, m, [("bonus", 1, "x"), ("flip", 0, ("y", 2))])
    b = craft_odds({T_METAL: 2}, six, m, [("flip", 0, 7), ("bonus", 1, None)])
    assert a == b


def test_irrelevant_types_are_ignored_and_wild_types_merge():
    fits = FITS + [frozenset({METAL, GEM})]
    base = craft_odds({T_METAL: 2}, [(METAL, 4)], fits)
    assert craft_odds({T_METAL: 2, T_STONE: 5}, [(METAL, 4)], fits) == base
    # Against a metal-only card, a metal/gem die and a four-colour wild die are the same die.
    assert craft_odds({T_METAL: 1, 5: 1}, [(METAL, 4)], fits) == base
    assert craft_odds({T_METAL: 1, T_WILD: 1}, [(METAL, 4)], fits) == base


def test_dice_of_the_wrong_colours_give_zero_at_once():
    """Colours are fixed by the die: without enough dice of a colour (wild dice count in each
    colour they fit, but once) the answer is 0 however many other dice, bonuses and flips."""
    sword = [(METAL, 6), (WOOD, 6), (GEM, 6), (STONE, 6)]
    charges = [("bonus", 1, "a"), ("bonus", 1, "b"), ("flip", 0, "c"), ("reroll", 0, "d")]
    assert craft_odds({T_METAL: 28, T_WOOD: 7}, sword, FITS, charges) == 0
    # one wild die covers the gem box or the stone box, not both
    assert craft_odds({T_METAL: 3, T_WOOD: 3, T_WILD: 1}, sword, FITS) == 0
    assert craft_odds({T_METAL: 3, T_WOOD: 3, T_WILD: 2}, sword, FITS) > 0
    assert craft_odds({T_METAL: 1, T_WILD: 1}, [(METAL, 1), (METAL, 1)], FITS) == 1


def test_bad_input():
    with pytest.raises(ValueError):
        craft_odds({T_METAL: 1}, [(METAL, 4)], FITS, [("smash", 1, "a")])
    with pytest.raises(ValueError):
        craft_odds({T_METAL: 1}, [(METAL, 4)], FITS, cemetery=7)
    with pytest.raises(ValueError):
        craft_odds({T_METAL: 1}, [(METAL, 4)], FITS, floor=[1, 2])


# --- exact agreement with brute force ---------------------------------------------

def random_case(rng):
    charges = []
    for _ in range(rng.choice((0, 1, 1, 2, 2, 3))):
        kind = rng.choice(("bonus", "bonus", "flip", "auto6", "reroll"))
        charges.append((kind, rng.randint(1, 3) if kind == "bonus" else 0, rng.choice("ab")))
    # Keep the brute force cheap: fewer dice when there are rerolls to explore.
    n_rerolls = sum(1 for c in charges if c[0] == "reroll")
    n_dice = rng.randint(1, 4 if n_rerolls == 0 else 3 if n_rerolls == 1 else 2)
    pool = defaultdict(int)
    for _ in range(n_dice):
        pool[rng.choice((T_METAL, T_METAL, T_GEM, T_WILD, T_METAL, T_GEM, T_STONE))] += 1
    slots = [(rng.choice((METAL, METAL, GEM)), rng.randint(1, 6)) for _ in range(rng.randint(1, min(3, n_dice)))]
    floor = [max(p, rng.randint(1, 6)) for _, p in slots] if rng.random() < 0.25 else None
    cemetery = rng.choice((None, None, None, 1, 3, 6))
    return dict(pool), slots, charges, cemetery, floor


def test_matches_brute_force_random_cases():
    rng = random.Random(20240501)
    for _ in range(300):
        pool, slots, charges, cemetery, floor = random_case(rng)
        want = brute_odds(pool, slots, FITS, charges, cemetery, floor)
        got = craft_odds(pool, slots, FITS, charges, cemetery, floor)
        assert got == want, (pool, slots, charges, cemetery, floor)


def test_matches_brute_force_more_dice_than_slots():
    # Spare dice exercise the 'only the top/bottom dice matter' truncation.
    rng = random.Random(4242)
    for _ in range(30):
        n_rerolls = rng.choice((0, 0, 1))
        charges = [("reroll", 0, "a")] * n_rerolls
        for _ in range(rng.randint(0, 2)):
            kind = rng.choice(("bonus", "flip", "flip", "auto6"))
            charges.append((kind, rng.randint(1, 2) if kind == "bonus" else 0, rng.choice("ab")))
        pool = {T_METAL: rng.randint(2, 4 - n_rerolls), T_WILD: 1}
        slots = [(rng.choice((METAL, GEM)), rng.randint(2, 6)) for _ in range(rng.randint(1, 2))]
        floor = [max(p, rng.randint(1, 6)) for _, p in slots] if rng.random() < 0.25 else None
        cemetery = rng.choice((None, 2, 5))
        assert craft_odds(pool, slots, FITS, charges, cemetery, floor) == \
            brute_odds(pool, slots, FITS, charges, cemetery, floor), (pool, slots, charges, cemetery, floor)


@pytest.mark.parametrize("pool, slots, charges, cemetery, floor", [
    # Many dice of one type against one slot: only the top dice may matter.
    ({T_METAL: 5}, [(METAL, 6)], [], None, None),
    ({T_METAL: 5}, [(METAL, 5), (METAL, 2)], [("bonus", 1, "a")], 4, None),
    # Flips make the lowest dice valuable too.
    ({T_METAL: 5}, [(METAL, 6), (METAL, 5)], [("flip", 0, "a"), ("flip", 0, "b")], None, None),
    ({T_METAL: 4, T_WILD: 1}, [(METAL, 6), (GEM, 5)], [("flip", 0, "a"), ("bonus", 2, "a")], 2, None),
    # Rerolls with spare dice: which die to reroll, and group clashes with a bonus.
    ({T_METAL: 4}, [(METAL, 6)], [("reroll", 0, "a")], None, None),
    ({T_METAL: 4}, [(METAL, 6), (METAL, 4)], [("reroll", 0, "a"), ("bonus", 1, "a")], 5, None),
    ({T_METAL: 4}, [(METAL, 6), (METAL, 1)], [("reroll", 0, "a"), ("flip", 0, "b")], None, None),
    # With a flip, rerolling the higher die can be right (keep the 1 to flip into a 6).
    ({T_METAL: 2}, [(METAL, 6), (METAL, 6)], [("reroll", 0, "a"), ("flip", 0, "b")], None, None),
    ({T_METAL: 3}, [(METAL, 6), (METAL, 5)], [("reroll", 0, "a"), ("flip", 0, "b")], 3, None),
    ({T_METAL: 3}, [(METAL, 6), (METAL, 5)], [("reroll", 0, "a"), ("reroll", 0, "a")], None, None),
    ({T_METAL: 3}, [(METAL, 6)], [("reroll", 0, "a"), ("reroll", 0, "b"), ("flip", 0, "a")], None, None),
    ({T_METAL: 2, T_WILD: 1}, [(METAL, 5), (GEM, 4)], [("reroll", 0, "a"), ("auto6", 0, "b")], 6, [5, 4]),
    # Steals with charges.
    ({T_METAL: 4}, [(METAL, 3), (METAL, 3)], [("bonus", 1, "a")], None, [5, 6]),
])
def test_matches_brute_force_targeted(pool, slots, charges, cemetery, floor):
    assert craft_odds(pool, slots, FITS, charges, cemetery, floor) == \
        brute_odds(pool, slots, FITS, charges, cemetery, floor)


# --- sampling check on a large pool -------------------------------------------------

def can_craft_sampled(dice, slots, bonus):
    """With one +bonus charge: try no bonus, then the bonus on each die."""
    if find_assignment(slots, dice, FITS) is not None:
        return True
    for i, (d, t, v) in enumerate(dice):
        boosted = dice[:i] + [(d, t, v + bonus)] + dice[i + 1:]
        if find_assignment(slots, boosted, FITS) is not None:
            return True
    return False


def test_large_pool_against_sampling():
    pool = {T_METAL: 4, T_GEM: 3, T_WOOD: 3, T_WILD: 2}
    slots = [(METAL, 5), (METAL, 4), (GEM, 5), (WOOD, 4), (GEM, 2)]
    cemetery = 2
    exact = craft_odds(pool, slots, FITS, [("bonus", 1, "a")], cemetery=cemetery)
    rng = random.Random(777)
    types = [t for t in sorted(pool) for _ in range(pool[t])]
    samples = 20000
    hits = 0
    for _ in range(samples):
        dice = [(i, t, v) for i, t in enumerate(types) if (v := rng.randint(1, 6)) != cemetery]
        hits += can_craft_sampled(dice, slots, 1)
    p = float(exact)
    stderr = math.sqrt(p * (1 - p) / samples)
    assert 0.05 < p < 0.95       # the case must be informative
    assert abs(hits / samples - p) < 4 * stderr, (hits / samples, p)


# --- timings (printed with -s, never asserted) ---------------------------------------

def test_report_timings():
    pool, slots, fits, _ = _bench_case()
    rows = [
        ("no charges", ()),
        ("two bonus charges (groups a, b)", (("bonus", 1, "a"), ("bonus", 1, "b"))),
        ("bonus +1 and flip", (("bonus", 1, "a"), ("flip", 0, "b"))),
        ("one reroll", (("reroll", 0, "a"),)),
        ("one reroll and a bonus", (("reroll", 0, "a"), ("bonus", 1, "b"))),
    ]
    print()
    for label, charges in rows:
        ms = bench_odds_ms(charges)
        p = craft_odds(pool, slots, fits, charges)
        print(f"craft_odds 10 dice vs 4 slots, {label}: {ms:.2f} ms cold, p = {float(p):.4f}")
    clear_odds_cache()
    t0 = time.perf_counter()
    craft_odds(pool, slots, fits)
    cold = time.perf_counter() - t0
    t0 = time.perf_counter()
    craft_odds(pool, slots, fits)
    warm = time.perf_counter() - t0
    print(f"cold {cold * 1000:.2f} ms, cached {warm * 1e6:.1f} us")


# --- issue 22: bounded odds ---------------------------------------------------------------
def test_charges_beyond_the_boxes_change_nothing():
    """A die takes one charge of a group and only the dice on the boxes need one, so a group's
    charges past one per box are dropped (engine.odds._useful_charges) without changing a
    chance: checked against the brute force, which uses every charge."""
    cases = [
        ({T_METAL: 3}, [(METAL, 6)], [("flip", 0, "a")] * 3, None),
        ({T_METAL: 2, T_GEM: 1}, [(METAL, 6), (GEM, 5)], [("auto6", 0, "a")] * 3 + [("bonus", 1, "b")], 2),
        ({T_METAL: 3}, [(METAL, 5)], [("bonus", 2, "a"), ("bonus", 1, "a"), ("bonus", 1, "a")], None),
        ({T_METAL: 2}, [(METAL, 6)], [("reroll", 0, "a")] * 3, None),
        # equal charges of a group share one counter in the state (engine.odds._Ctx: classes)
        ({T_METAL: 3}, [(METAL, 6), (METAL, 5)], [("flip", 0, "a")] * 2 + [("bonus", 1, "b")] * 2, 3),
        ({T_METAL: 2, T_WILD: 1}, [(METAL, 6), (GEM, 6), (METAL, 4)],
         [("auto6", 0, "a")] * 2 + [("bonus", 2, "a"), ("bonus", 1, "b")], None),
    ]
    for pool, slots, charges, cemetery in cases:
        assert craft_odds(pool, slots, FITS, charges, cemetery) == brute_odds(pool, slots, FITS, charges, cemetery)


def _every_composition(n, sizes, absent, K, B):
    """The enumeration engine.odds used before issue 22 (each composition of n dice into the
    levels, then the bottom B and top K kept): the reference for the merged one."""
    result = defaultdict(int)
    L = len(sizes)

    def rec(level, m, counts, w):
        if level == L:
            if m and not absent:
                return
            dice = tuple(lv for lv in range(L) for _ in range(counts[lv]))
            if len(dice) > K + B:
                dice = dice[:B] + dice[len(dice) - K:]
            result[dice] += w * absent ** m
            return
        for cnt in range(m + 1):
            rec(level + 1, m - cnt, counts + [cnt], w * math.comb(m, cnt) * sizes[level] ** cnt)
    rec(0, n, [], 1)
    return sorted(result.items())


@pytest.mark.parametrize("n, slots, flips, rerolls, cemetery", [
    (7, ((0, 6, 0), (0, 5, 0)), 2, 0, None),
    (9, ((0, 6, 0), (0, 3, 0), (0, 4, 0)), 1, 1, 4),
    (3, ((0, 6, 0), (0, 5, 0)), 2, 2, None),
    (12, ((0, 2, 0),), 1, 2, 1),
])
def test_flip_outcomes_merged_level_by_level_match_every_composition(n, slots, flips, rerolls, cemetery):
    from kingsforge.engine.odds import _Ctx
    charges = tuple(sorted([("flip", 0, 0)] * flips + [("reroll", 0, 1)] * rerolls))
    ctx = _Ctx((((0,), n),), tuple(sorted(slots)), charges, cemetery, False)
    t = ctx.types[0]
    K, B = t["k"] + rerolls, t["m"] + rerolls if t["m"] else 0
    assert B, "a case with flips keeps bottom dice"
    assert list(ctx.outcomes(0, rerolls)) == _every_composition(n, t["sizes"], t["absent"], K, B)


def test_the_heaviest_known_questions_answer_in_seconds():
    """Issue 22: 32 dice with six flips, re-rolls and auto-6s and +1/+1 on Wizard's Goblet took
    112 s (now about 1); all 42 metal dice and both Library dice with six flips on Plate
    Armour took 10 s (about 2). CI gets slack; `kingsforge bench` reports odds_worst_ms."""
    from kingsforge.cli import build_parser
    from kingsforge.commands.bench import ODDS_WORST
    from kingsforge.commands.odds import odds_report
    from kingsforge.content import load_content

    content = load_content()
    for case in ODDS_WORST:
        clear_odds_cache()
        t0 = time.process_time()
        rows = odds_report(content, build_parser().parse_args(["odds"] + case.split()))
        took = time.process_time() - t0
        assert 0 <= rows[0]["probability"] <= 1
        assert took < 15, f"{case}: {took:.1f} s"
    clear_odds_cache()


def test_only_a_steal_has_a_floor_bit():
    """A state's bits are the boxes, a steal's "floor beaten" bit, the charge counters and the
    "all different" values; without a steal there is no floor bit, so every bitset (whose
    operations are the odds' cost) is half as long, and the answers are the brute force's."""
    from kingsforge.engine.odds import _Ctx
    slots = ((METAL, 5, 0), (METAL, 3, 0))
    plain = _Ctx((((METAL,), 3),), slots, (("bonus", 1, 0),), None, False)
    steal = _Ctx((((METAL,), 3),), ((METAL, 5, 4), (METAL, 3, 2)), (("bonus", 1, 0),), None, True)
    assert (plain.nbits, plain.strict_bit) == (2 + 1, 0)
    assert (steal.nbits, steal.strict_bit) == (2 + 1 + 1, 1 << 2)
    for floor in (None, [4, 2]):
        for charges in ((), [("bonus", 1, "a")], [("flip", 0, "a"), ("reroll", 0, "b")]):
            pool = {T_METAL: 3}
            got = craft_odds(pool, [(METAL, 5), (METAL, 3)], FITS, charges, None, floor)
            assert got == brute_odds(pool, [(METAL, 5), (METAL, 3)], FITS, charges, None, floor)
