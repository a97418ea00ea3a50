"""The craft-phase solver against brute force, and its plans played through the engine."""

import random
from itertools import permutations, product

import pytest

from kingsforge.ai.craftturn import solver_charges, solver_dice, targets_for
from kingsforge.ai.solver import Charge, Die, Target, plan_key, solve
from kingsforge.content import load_content
from kingsforge.engine import rules
from kingsforge.engine.actions import Craft, UseCharge
from kingsforge.engine.setup import new_game

METAL, GEM, WOOD = 0, 1, 2
T_METAL, T_GEM, T_WOOD, T_WILD = 0, 1, 2, 3
FITS = [frozenset({METAL}), frozenset({GEM}), frozenset({WOOD}), frozenset({METAL, GEM, WOOD})]


# --- brute force ------------------------------------------------------------------------
def apply_all(value, charges):
    """Every value reachable by applying all `charges` to one die, in any legal order."""
    out = set()
    for order in permutations(charges):
        v = value
        for ch in order:
            if ch.kind == "bonus":
                v += ch.amount
            elif ch.kind == "flip":
                if v > 6:
                    break
                v = 7 - v
            else:
                v = 6
        else:
            out.add(v)
    return out


def final_values(dice, charges):
    """Every vector of final die values reachable with some use of the charges."""
    results = set()
    for where in product(range(-1, len(dice)), repeat=len(charges)):
        per_die = [[] for _ in dice]
        for ch, d in zip(charges, where):
            if d >= 0:
                per_die[d].append(ch)
        if any(len({c.group for c in chs}) < len(chs) or {c.group for c in chs} & d.groups
               for chs, d in zip(per_die, dice)):
            continue
        options = [sorted(apply_all(d.value, chs)) for d, chs in zip(dice, per_die)]
        for combo in product(*options):
            results.add(combo)
    return results


def fills(dice, values, chosen):
    """Can these dice (with these values) fill every chosen target at once?"""
    slots = [(t, j) for t in chosen for j in range(len(t.slots))]
    for perm in permutations(range(len(dice)), len(slots)):
        beaten = {id(t): False for t in chosen}
        ok = True
        for (t, j), i in zip(slots, perm):
            colour, pips = t.slots[j]
            v = values[i]
            if colour not in FITS[dice[i].type] or v < pips:
                ok = False
                break
            if t.floor is not None:
                if v < t.floor[j]:
                    ok = False
                    break
                beaten[id(t)] |= v > t.floor[j]
        if ok and all(beaten[id(t)] for t in chosen if t.floor is not None):
            return True
    return False


def revealable(chosen):
    line = [t for t in chosen if t.floor is None]
    for t in line:
        if t.queue >= 0 and sum(1 for u in line if u is not t and u.queue < t.queue) < t.queue + 1:
            return False
    return True


def brute_best(dice, charges, targets, fills=fills):
    """The best plan key by trying every set of targets on every reachable vector of values;
    `fills`: the test of one set on one vector (restricted cards pass their own)."""
    vectors = final_values(dice, charges)
    best = (0, 0, ())
    for mask in range(1, 1 << len(targets)):
        chosen = [t for i, t in enumerate(targets) if mask >> i & 1]
        key = plan_key(chosen)
        if key <= best or not revealable(chosen):
            continue
        if any(fills(dice, values, chosen) for values in vectors):
            best = key
    return best


# --- checking a plan ----------------------------------------------------------------------
def check_plan(plan, dice, charges, targets):
    by_id = {d.id: d for d in dice}
    values = {d.id: d.value for d in dice}
    groups = {d.id: set(d.groups) for d in dice}
    by_index = {c.index: c for c in charges}
    used = set()
    for index, die in plan.charges:
        assert index not in used, "a charge used twice"
        used.add(index)
        ch = by_index[index]
        assert ch.group not in groups[die], "two charges of one group on a die"
        groups[die].add(ch.group)
        if ch.kind == "bonus":
            values[die] += ch.amount
        elif ch.kind == "flip":
            assert values[die] <= 6
            values[die] = 7 - values[die]
        else:
            values[die] = 6
    on_card = set()
    line = 0
    for target, assigned in plan.crafts:
        assert target in targets
        if target.queue >= 0:
            assert line >= target.queue + 1, "a waiting card crafted before it is shown"
        line += target.floor is None
        beaten = False
        for j, die in enumerate(assigned):
            assert die not in on_card
            on_card.add(die)
            colour, pips = target.slots[j]
            assert colour in FITS[by_id[die].type] and values[die] >= pips
            if target.floor is not None:
                assert values[die] >= target.floor[j]
                beaten |= values[die] > target.floor[j]
        assert target.floor is None or beaten


# --- random small cases -----------------------------------------------------------------
def random_case(rng):
    n = rng.randint(1, 5)
    dice = []
    for i in range(n):
        t = rng.choice([T_METAL, T_METAL, T_GEM, T_WOOD, T_WILD])
        dice.append(Die(i, t, rng.randint(1, 6), frozenset({9}) if rng.random() < 0.1 else frozenset()))
    charges = []
    for i in range(rng.choice([0, 0, 1, 1, 2, 3])):
        kind = rng.choice(["bonus", "bonus", "flip", "auto6"])
        group = rng.choice([7, 8, 9])
        charges.append(Charge(i, kind, rng.choice([1, 2]) if kind == "bonus" else 0, group))

    def card(k):
        return tuple((rng.choice([METAL, METAL, GEM, WOOD]), rng.randint(1, 6)) for _ in range(k))

    targets = [Target(10 + i, rng.randint(1, 30), card(rng.randint(1, 3))) for i in range(rng.randint(1, 3))]
    for q in range(rng.choice([0, 1, 2])):
        targets.append(Target(20 + q, rng.randint(1, 30), card(rng.randint(1, 2)), queue=q))
    if rng.random() < 0.4:
        slots = card(rng.randint(1, 2))
        floor = tuple(max(p, rng.randint(1, 6)) for _, p in slots)
        targets.append(Target(30, rng.randint(1, 30), slots, floor=floor))
    return dice, charges, targets


def test_solver_matches_brute_force_on_random_small_cases():
    rng = random.Random(4)
    for _ in range(220):
        dice, charges, targets = random_case(rng)
        plan = solve(dice, charges, targets, FITS)
        assert plan.key == brute_best(dice, charges, targets), (dice, charges, targets)
        check_plan(plan, dice, charges, targets)


def test_counts_first_then_out_crafts_then_ranks():
    dice = [Die(1, T_METAL, 3), Die(2, T_METAL, 3), Die(3, T_METAL, 5), Die(4, T_METAL, 5)]
    cheap = [Target(1, 1, ((METAL, 3),)), Target(2, 2, ((METAL, 3),)), Target(3, 3, ((METAL, 5),))]
    big = Target(4, 30, ((METAL, 5), (METAL, 5), (METAL, 3)))
    plan = solve(dice, [], cheap + [big], FITS)
    assert plan.cards == 3 and {t.card for t, _ in plan.crafts} == {1, 2, 3}
    # An out-craft beats a display card of the same size; rank breaks the remaining tie.
    steal = Target(5, 2, ((METAL, 3),), floor=(4,))
    plan = solve([Die(1, T_METAL, 5)], [], [Target(6, 20, ((METAL, 3),)), steal], FITS)
    assert [t.card for t, _ in plan.crafts] == [5]
    plan = solve([Die(1, T_METAL, 5)], [], [Target(6, 20, ((METAL, 3),)), Target(7, 9, ((METAL, 3),))], FITS)
    assert [t.card for t, _ in plan.crafts] == [6]


def test_waiting_cards_are_crafted_after_enough_display_crafts():
    dice = [Die(i, T_METAL, 6) for i in range(4)]
    targets = [Target(1, 1, ((METAL, 2),) * 2), Target(2, 5, ((METAL, 6),), queue=0),
               Target(3, 6, ((METAL, 6),), queue=1)]
    plan = solve(dice, [], targets, FITS)
    assert [t.card for t, _ in plan.crafts] == [1, 2, 3]


def test_manipulations_make_a_craft_possible():
    # A 2 flipped is a 5; +1 turns the 4 into a 5.
    dice = [Die(1, T_GEM, 2), Die(2, T_GEM, 4)]
    target = Target(1, 9, ((GEM, 5), (GEM, 5)))
    assert solve(dice, [], [target], FITS).cards == 0
    plan = solve(dice, [Charge(0, "flip", 0, 1), Charge(1, "bonus", 1, 2)], [target], FITS)
    assert plan.cards == 1 and sorted(plan.charges) == [(0, 1), (1, 2)]


# --- plans played through the engine -------------------------------------------------------
@pytest.fixture(scope="module")
def content():
    return load_content()


def craft_states(content, games=6):
    """Craft-turn states right after the roll, from seeded games of greedy bots."""
    from kingsforge.ai.greedy import GreedyBot
    out = []
    for g in range(games):
        state = new_game(content, 2 + g % 3, 300 + g)
        bot = GreedyBot()
        while state.phase != "over":
            legal = rules.legal_actions(state)
            p = state.turn
            fresh = not any(ch[3] != -1 for ch in state.charges[p]) and not any(o == p for _c, o, _d in state.crafted)
            if state.phase == "craft" and state.has_rolled and state.rolled[p] and fresh:
                out.append(state.clone())
            rules.apply_in_place(state, bot.choose(state, legal))
    return out


def test_plans_are_legal_in_the_engine_and_craft_what_they_promise(content):
    for state in craft_states(content):
        p = state.turn
        plan = solve(solver_dice(state, p), [c for c in solver_charges(state, p) if c.kind != "reroll"],
                     targets_for(state, p), content.fits)
        s = state.clone()
        for charge, die in plan.charges:
            assert rules.check(s, UseCharge(charge, die)) is None
            rules.apply_in_place(s, UseCharge(charge, die))
        for target, dice in plan.crafts:
            assert rules.check(s, Craft(target.card, dice)) is None
            rules.apply_in_place(s, Craft(target.card, dice))
        assert sum(1 for _c, owner, _d in s.crafted if owner == p) == plan.cards
        # Nothing the engine still allows would add a card: the plan was maximal.
        assert not any(isinstance(a, Craft) for a in rules.legal_actions(s))
