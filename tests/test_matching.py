import random
import time
from collections import Counter
from itertools import permutations

import pytest

from kingsforge.engine.matching import (
    assignment_problem,
    count_shaped,
    distinct_assignments,
    fillable,
    find_assignment,
    may_fill,
    shape_of,
    shaped_assignments,
    unshape,
)

METAL, GEM, WOOD, STONE = 0, 1, 2, 3
T_METAL, T_GEM, T_WOOD, T_STONE, T_WILD = 0, 1, 2, 3, 4
FITS = [frozenset({METAL}), frozenset({GEM}), frozenset({WOOD}), frozenset({STONE}),
        frozenset({METAL, GEM, WOOD, STONE})]


def valid(slots, dice_by_slot, floor=None):
    return assignment_problem(slots, dice_by_slot, FITS, floor) is None


def cost(dice_by_slot):
    return (sum(v for _, _, v in dice_by_slot), sum(len(FITS[t]) for _, t, _ in dice_by_slot))


def brute_all(slots, dice, floor=None):
    return [p for p in permutations(dice, len(slots)) if valid(slots, p, floor)]


def by_id(dice):
    return {d[0]: d for d in dice}


# --- find_assignment: hand-written cases ------------------------------------

def test_simple_and_impossible():
    dice = [(1, T_METAL, 4), (2, T_GEM, 2)]
    assert find_assignment([(METAL, 4)], dice, FITS) == (1,)
    assert find_assignment([(METAL, 5)], dice, FITS) is None
    assert find_assignment([(GEM, 2), (METAL, 3)], dice, FITS) == (2, 1)
    assert find_assignment([(METAL, 1), (METAL, 1)], dice, FITS) is None   # one metal die only
    assert find_assignment([], dice, FITS) == ()


def test_wild_die_fills_any_basic_colour():
    dice = [(1, T_WILD, 3)]
    for colour in (METAL, GEM, WOOD, STONE):
        assert find_assignment([(colour, 3)], dice, FITS) == (1,)
    assert find_assignment([(METAL, 3), (GEM, 3)], dice, FITS) is None


def test_duplicate_colours_with_different_pips():
    # Filling the slots in order with the first die that fits would put the 6
    # on the 2-pip slot and fail the 5-pip slot.
    dice = [(1, T_METAL, 6), (2, T_METAL, 3)]
    assert find_assignment([(METAL, 2), (METAL, 5)], dice, FITS) == (2, 1)
    assert find_assignment([(METAL, 5), (METAL, 2)], dice, FITS) == (1, 2)


def test_wild_must_go_where_only_it_fits():
    dice = [(1, T_WILD, 5), (2, T_METAL, 5), (3, T_GEM, 1)]
    assert find_assignment([(METAL, 4), (GEM, 4)], dice, FITS) == (2, 1)


def test_prefers_least_valuable_dice():
    dice = [(1, T_METAL, 6), (2, T_METAL, 3), (3, T_METAL, 4)]
    assert find_assignment([(METAL, 3)], dice, FITS) == (2,)
    assert find_assignment([(METAL, 3), (METAL, 4)], dice, FITS) == (2, 3)
    # Equal value: the plain die is spent before the wild one.
    assert find_assignment([(METAL, 3)], [(1, T_WILD, 3), (2, T_METAL, 3)], FITS) == (2,)
    # Value first: a low wild die is spent before a high plain die.
    assert find_assignment([(METAL, 3)], [(1, T_METAL, 6), (2, T_WILD, 3)], FITS) == (2,)
    # Identical dice: the earlier one in the list.
    assert find_assignment([(GEM, 2)], [(7, T_GEM, 2), (5, T_GEM, 2)], FITS) == (7,)


def test_values_above_six_after_bonuses():
    dice = [(1, T_METAL, 8), (2, T_METAL, 7)]
    assert find_assignment([(METAL, 6)], dice, FITS) == (2,)
    assert find_assignment([(METAL, 6)], dice, FITS, floor=[7]) == (1,)


def test_steal_needs_one_slot_strictly_better():
    slots = [(METAL, 3), (GEM, 3)]
    floor = [4, 5]
    equal = [(1, T_METAL, 4), (2, T_GEM, 5)]
    assert find_assignment(slots, equal, FITS, floor) is None
    one_up = [(1, T_METAL, 5), (2, T_GEM, 5)]
    assert find_assignment(slots, one_up, FITS, floor) == (1, 2)
    below = [(1, T_METAL, 6), (2, T_GEM, 4)]
    assert find_assignment(slots, below, FITS, floor) is None
    # The cheapest steal raises only one slot, even when raising the other is possible.
    dice = [(1, T_METAL, 4), (2, T_METAL, 6), (3, T_GEM, 5), (4, T_GEM, 6)]
    assert find_assignment(slots, dice, FITS, floor) == (1, 4)
    with pytest.raises(ValueError):
        find_assignment(slots, dice, FITS, floor=[4])


def test_steal_strict_slot_choice_matters():
    # Only the metal slot can be beaten, so the 6 must go there.
    slots = [(METAL, 1), (METAL, 1)]
    dice = [(1, T_METAL, 6), (2, T_METAL, 2)]
    assert find_assignment(slots, dice, FITS, floor=[5, 2]) == (1, 2)
    assert find_assignment(slots, dice, FITS, floor=[2, 5]) == (2, 1)
    assert find_assignment(slots, dice, FITS, floor=[6, 2]) is None


# --- property test against brute force ---------------------------------------

def random_case(rng, max_slots=4, max_dice=6, steal_rate=0.3):
    slots = [(rng.choice((METAL, GEM, WOOD)), rng.randint(1, 6)) for _ in range(rng.randint(1, max_slots))]
    dice = [(i * 10 + 3, rng.choice((T_METAL, T_GEM, T_WOOD, T_WILD, T_METAL)), rng.randint(1, 7))
            for i in range(rng.randint(0, max_dice))]
    floor = None
    if rng.random() < steal_rate:
        floor = [max(p, rng.randint(1, 6)) for _, p in slots]
    return slots, dice, floor


def test_may_fill_never_rejects_a_fillable_card_and_is_exact_without_wild_dice():
    """may_fill is the quick check move generation runs first: False must mean no assignment."""
    rng = random.Random(99)
    rejected = 0
    for _ in range(1500):
        slots, dice, floor = random_case(rng)
        fillable = bool(brute_all(slots, dice, floor))
        quick = may_fill(slots, dice, FITS, floor)
        if fillable:
            assert quick, (slots, dice, floor)
        rejected += not quick
        if floor is None and not any(t == T_WILD for _, t, _ in dice):
            assert quick == fillable, (slots, dice)    # one colour per die: per-colour Hall is exact
    assert rejected > 300


def test_find_assignment_matches_brute_force():
    rng = random.Random(1234)
    for _ in range(1500):
        slots, dice, floor = random_case(rng)
        options = brute_all(slots, dice, floor)
        got = find_assignment(slots, dice, FITS, floor)
        if not options:
            assert got is None, (slots, dice, floor)
            continue
        assert got is not None, (slots, dice, floor)
        chosen = [by_id(dice)[i] for i in got]
        assert valid(slots, chosen, floor)
        assert cost(chosen) == min(cost(p) for p in options)


def test_fillable_answers_as_brute_force_and_find_assignment():
    """fillable (can_fill's test for a plain card) says yes exactly when some assignment exists."""
    rng = random.Random(4321)
    yes = 0
    for _ in range(2000):
        slots, dice, floor = random_case(rng, max_slots=5, max_dice=8)
        expected = bool(brute_all(slots, dice, floor))
        assert fillable(slots, dice, FITS, floor) == expected, (slots, dice, floor)
        assert (find_assignment(slots, dice, FITS, floor) is not None) == expected
        yes += expected
    assert 300 < yes < 1700, yes


def canonical(slots, assignment, dice, floor):
    """An assignment up to identical dice and identical slots."""
    d = by_id(dice)
    per_slot = []
    for j, die_id in enumerate(assignment):
        _, t, v = d[die_id]
        per_slot.append((slots[j], floor[j] if floor else None, t, v))
    return tuple(sorted(per_slot))


def test_distinct_assignments_match_brute_force():
    rng = random.Random(99)
    for _ in range(800):
        slots, dice, floor = random_case(rng, max_slots=3, max_dice=6)
        # Force repeats so the symmetry reduction is exercised.
        dice = [(i, t, (v + 1) // 2 * 2) for i, (_, t, v) in enumerate(dice)]
        got = distinct_assignments(slots, dice, FITS, floor)
        for asg in got:
            assert len(set(asg)) == len(asg)
            assert valid(slots, [by_id(dice)[i] for i in asg], floor)
        keys = [canonical(slots, a, dice, floor) for a in got]
        assert len(keys) == len(set(keys)), "same assignment listed twice"
        want = {canonical(slots, [x[0] for x in p], dice, floor) for p in brute_all(slots, dice, floor)}
        assert set(keys) == want
        assert got == distinct_assignments(slots, dice, FITS, floor)   # deterministic
        if got:
            best = find_assignment(slots, dice, FITS, floor)
            assert cost([by_id(dice)[i] for i in got[0]]) == cost([by_id(dice)[i] for i in best])


def test_distinct_assignments_small_examples():
    slots = [(METAL, 2), (METAL, 2)]
    dice = [(1, T_METAL, 3), (2, T_METAL, 3), (3, T_METAL, 5)]
    # {3,3} and {3,5}; order of the two identical slots does not matter.
    assert distinct_assignments(slots, dice, FITS) == [(1, 2), (1, 3)]
    assert distinct_assignments([(GEM, 1)], dice, FITS) == []
    assert distinct_assignments(slots, dice, FITS, floor=[3, 3]) == [(1, 3)]


def test_distinct_assignments_speed_report():
    rng = random.Random(5)
    slots = [(METAL, 3), (METAL, 2), (GEM, 4), (WOOD, 2)]
    cases = [[(i, rng.choice((T_METAL, T_GEM, T_WOOD, T_WILD)), rng.randint(1, 6)) for i in range(10)]
             for _ in range(200)]
    t0 = time.perf_counter()
    total = sum(len(distinct_assignments(slots, dice, FITS)) for dice in cases)
    ms = (time.perf_counter() - t0) * 1000 / len(cases)
    print(f"\ndistinct_assignments, 10 random dice vs 4 slots: {ms:.3f} ms/call, "
          f"{total / len(cases):.1f} assignments on average")


# --- assignment_problem --------------------------------------------------------

def test_assignment_problem_codes():
    slots = [(METAL, 3), (GEM, 4)]
    m5, g4, g2, w6 = (1, T_METAL, 5), (2, T_GEM, 4), (3, T_GEM, 2), (4, T_WOOD, 6)
    assert assignment_problem(slots, [m5, g4], FITS) is None
    assert assignment_problem(slots, [m5], FITS) == (1, "count")
    assert assignment_problem(slots, [m5, g4, g2], FITS) == (2, "count")
    assert assignment_problem(slots, [m5, m5], FITS) == (1, "duplicate")
    assert assignment_problem(slots, [w6, g4], FITS) == (0, "colour")
    assert assignment_problem(slots, [m5, g2], FITS) == (1, "pips")
    assert assignment_problem(slots, [(5, T_WILD, 3), g4], FITS) is None
    assert assignment_problem(slots, [m5, g4], FITS, floor=[6, 4]) == (0, "floor")
    assert assignment_problem(slots, [m5, g4], FITS, floor=[5, 4]) == (0, "not_better")
    assert assignment_problem(slots, [m5, g4], FITS, floor=[4, 4]) is None


def test_shapes_count_and_draw_what_distinct_assignments_lists():
    """The random sampler counts and draws crafts in shape space (matching.shape_of):
    count_shaped is len(distinct_assignments), and unshape over shaped_assignments gives exactly
    its assignments, each once, with and without a floor, wild dice and repeated slots included."""
    rng = random.Random(21)
    some = 0
    for _ in range(3000):
        slots = tuple((rng.randrange(4), rng.randint(1, 6)) for _ in range(rng.randint(1, 5)))
        dice = [(i, rng.randrange(len(FITS)), rng.randint(1, 8)) for i in range(rng.randint(0, 8))]
        floor = None if rng.random() < 0.6 else tuple(rng.randint(0, 6) for _ in slots)
        listed = distinct_assignments(slots, dice, FITS, floor)
        shape, tvs = shape_of(slots, floor, FITS, Counter((t, v) for _d, t, v in dice))
        assert count_shaped(shape) == len(listed), (slots, dice, floor)
        ids_of = {}
        for d, t, v in dice:
            ids_of.setdefault((t, v), []).append(d)
        drawn = [unshape(slots, floor, FITS, tvs, picks, ids_of) for picks in shaped_assignments(shape)]
        assert sorted(drawn) == sorted(listed), (slots, dice, floor)
        some += len(listed) > 0
    assert some > 500


def test_rolls_that_fit_alike_share_a_shape():
    """A metal 4 and a metal 5 on a card whose boxes need metal 3 fill the same boxes: the two
    rolls have one shape (so one count), while a die that beats a floor the other does not
    changes it."""
    slots = ((METAL, 3), (METAL, 3), (GEM, 2))
    four = {(T_METAL, 4): 2, (T_GEM, 2): 1}
    five = {(T_METAL, 5): 2, (T_GEM, 6): 1}
    assert shape_of(slots, None, FITS, four)[0] == shape_of(slots, None, FITS, five)[0]
    assert shape_of(slots, (4, 4, 2), FITS, four)[0] != shape_of(slots, (4, 4, 2), FITS, five)[0]
