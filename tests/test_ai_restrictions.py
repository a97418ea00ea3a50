"""Restricted cards (the variant monuments' rules, engine/restrictions.py) in the AI: the exact
solver and the exact odds against brute force, and the bots' plans played through the engine."""

import random
from collections import defaultdict
from fractions import Fraction
from functools import lru_cache
from itertools import permutations, product

from kingsforge.ai.solver import Charge, Die, Target, solve
from kingsforge.engine.odds import craft_odds
from kingsforge.engine.restrictions import broken, distinct, value_ok
from test_ai_solver import FITS, GEM, METAL, T_GEM, T_METAL, T_WILD, T_WOOD, WOOD
from test_ai_solver import brute_best as solver_brute_best

RULES = [(("all_different", 0),), (("all_odd", 0),), (("not_value", 4),), (("max_value", 4),),
         (("all_different", 0), ("not_value", 2))]


def rule_card(rng, k, restrict):
    """k boxes that the rule lets a die fill (a max_value card asks no more than its value)."""
    top = 4 if ("max_value", 4) in restrict else 6
    return tuple((rng.choice([METAL, METAL, GEM, WOOD]), rng.randint(1, top)) for _ in range(k))


# --- the solver -----------------------------------------------------------------------------
def fills(dice, values, chosen):
    """Can these dice (with these values) fill every chosen target at once, each keeping its rule?"""
    slots = [(t, j) for t in chosen for j in range(len(t.slots))]
    for perm in permutations(range(len(dice)), len(slots)):
        beaten = {id(t): False for t in chosen}
        on = defaultdict(list)
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
            on[id(t)].append(v)
        if not ok or not all(beaten[id(t)] for t in chosen if t.floor is not None):
            continue
        if all(broken(t.restrict, on[id(t)]) is None for t in chosen):
            return True
    return False


def brute_best(dice, charges, targets):
    return solver_brute_best(dice, charges, targets, fills=fills)


def plan_values(plan, dice, charges):
    values = {d.id: d.value for d in dice}
    by_index = {c.index: c for c in charges}
    for index, die in plan.charges:
        ch = by_index[index]
        if ch.kind == "bonus":
            values[die] += ch.amount
        elif ch.kind == "flip":
            assert values[die] <= 6
            values[die] = 7 - values[die]
        else:
            values[die] = 6
    return values


def random_case(rng):
    dice = [Die(i, rng.choice([T_METAL, T_METAL, T_GEM, T_WOOD, T_WILD]), rng.randint(1, 6)) for i in
            range(rng.randint(2, 5))]
    charges = []
    for i in range(rng.choice([0, 0, 1, 1, 2])):
        kind = rng.choice(["bonus", "bonus", "flip", "auto6"])
        charges.append(Charge(i, kind, rng.choice([1, 2]) if kind == "bonus" else 0, rng.choice([7, 8])))
    targets = []
    for i in range(rng.randint(1, 2)):
        restrict = rng.choice(RULES)
        targets.append(Target(10 + i, rng.randint(1, 30), rule_card(rng, rng.randint(2, 3), restrict),
                              restrict=restrict))
    if rng.random() < 0.5:
        targets.append(Target(20, rng.randint(1, 30), rule_card(rng, rng.randint(1, 2), ())))
    if rng.random() < 0.4:
        restrict = rng.choice(RULES)
        slots = rule_card(rng, 2, restrict)
        top = 4 if ("max_value", 4) in restrict else 6
        floor = tuple(min(top - 1, max(p, rng.randint(1, 5))) for _, p in slots)
        targets.append(Target(30, rng.randint(1, 30), slots, floor=floor, restrict=restrict))
    return dice, charges, targets


def test_solver_matches_brute_force_with_restricted_cards():
    rng = random.Random(11)
    restricted_crafts = 0
    for _ in range(300):
        dice, charges, targets = random_case(rng)
        plan = solve(dice, charges, targets, FITS)
        assert plan.key == brute_best(dice, charges, targets), (dice, charges, targets)
        values = plan_values(plan, dice, charges)
        for target, assigned in plan.crafts:
            vals = [values[d] for d in assigned]
            assert broken(target.restrict, vals) is None, (target, vals)       # never an illegal fill
            assert all(vals[j] >= p for j, (_c, p) in enumerate(target.slots))
            restricted_crafts += bool(target.restrict)
    assert restricted_crafts > 50


def test_the_solver_picks_the_lower_value_a_rule_wants():
    # a +1 would make the 3 a 4: the Imperial Dragon wants it left alone, and takes the 6 as is
    dice = [Die(1, T_METAL, 3), Die(2, T_METAL, 6)]
    no4 = Target(1, 105, ((METAL, 3), (METAL, 5)), restrict=(("not_value", 4),))
    plan = solve(dice, [Charge(0, "bonus", 1, 7)], [no4], FITS)
    assert plan.cards == 1 and plan.charges == ()
    # all different: two 5s cannot both go on the card; a flip makes one of them a 2
    dice = [Die(1, T_GEM, 5), Die(2, T_GEM, 5)]
    diff = Target(2, 101, ((GEM, 2), (GEM, 2)), restrict=(("all_different", 0),))
    assert solve(dice, [], [diff], FITS).cards == 0
    plan = solve(dice, [Charge(0, "flip", 0, 7)], [diff], FITS)
    assert plan.cards == 1 and len(plan.charges) == 1
    # all odd: a flip turns the 4 into a 3
    dice = [Die(1, T_WOOD, 4), Die(2, T_WOOD, 1)]
    odd = Target(3, 104, ((WOOD, 1), (WOOD, 3)), restrict=(("all_odd", 0),))
    assert solve(dice, [], [odd], FITS).cards == 0
    assert solve(dice, [Charge(0, "flip", 0, 7)], [odd], FITS).cards == 1


# --- the odds ---------------------------------------------------------------------------------
def all_values(value, charges):
    """Every value one die reaches with all of `charges`, in some legal order."""
    out = set()
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
            out.add(v)
    return out


def brute_odds(pool, slots, fits, charges=(), cemetery=None, floor=None, slot_rules=None):
    """Every ordered roll, every use of every charge (re-rolls by expectimax), every value."""
    rules = slot_rules or [(0, ())] * len(slots)
    types = [t for t in sorted(pool) for _ in range(pool[t])]
    det = [ch for ch in charges if ch[0] != "reroll"]
    rerolls = [i for i, ch in enumerate(charges) if ch[0] == "reroll"]

    def can_fill(finals):
        for perm in permutations(range(len(finals)), len(slots)):
            beaten, on = False, defaultdict(list)
            for j, i in enumerate(perm):
                (colour, pips), (t, v) = slots[j], finals[i]
                group, restrict = rules[j]
                if colour not in fits[t] or v < pips or (floor is not None and v < floor[j]):
                    break
                if not value_ok(restrict, v):
                    break
                if distinct(restrict):
                    if v in on[group]:
                        break
                    on[group].append(v)
                beaten = beaten or (floor is not None and v > floor[j])
            else:
                if floor is None or beaten:
                    return True
        return False

    @lru_cache(maxsize=None)
    def terminal(dice):
        for choice in product(range(-1, len(dice)), repeat=len(det)):
            on_die = defaultdict(list)
            for ch, d in zip(det, choice):
                if d >= 0:
                    on_die[d].append(ch)
            if not all(len({g for _, _, g in chs}) == len(chs) and not {g for _, _, g in chs} & dice[d][2]
                       for d, chs in on_die.items()):
                continue
            options = [[(t, x) for x in all_values(v, on_die[d])] for d, (t, v, _) in enumerate(dice)]
            if any(can_fill(list(finals)) for finals in product(*options)):
                return True
        return False

    @lru_cache(maxsize=None)
    def value(state, left):
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
    for roll in product(range(1, 7), repeat=len(types)):
        total += value(tuple((None if v == cemetery else v, frozenset()) for v in roll), frozenset(rerolls))
    return total / 6 ** len(types)


ODDS_FITS = [frozenset({METAL}), frozenset({GEM}), frozenset({WOOD}), frozenset({METAL, GEM, WOOD})]


def odds_case(rng):
    pool = {}
    for _ in range(rng.randint(2, 4)):
        t = rng.choice([0, 0, 1, 2, 3])
        pool[t] = pool.get(t, 0) + 1
    restrict = rng.choice(RULES)
    slots = rule_card(rng, rng.randint(2, 3), restrict)
    charges = []
    for _ in range(rng.choice([0, 0, 1, 1, 2])):
        kind = rng.choice(["bonus", "flip", "auto6", "reroll"] if sum(pool.values()) <= 3
                          else ["bonus", "flip", "auto6"])
        charges.append((kind, rng.choice([1, 2]) if kind == "bonus" else 0, rng.choice("ab")))
    cemetery = rng.choice([None, None, None, rng.randint(1, 6)])
    floor = None
    if rng.random() < 0.25:
        top = 4 if ("max_value", 4) in restrict else 6
        floor = [min(top - 1, max(p, rng.randint(1, 5))) for _, p in slots]
    return pool, slots, restrict, charges, cemetery, floor


def test_odds_match_brute_force_with_a_rule():
    rng = random.Random(3)
    positive = 0
    for _ in range(70):
        pool, slots, restrict, charges, cemetery, floor = odds_case(rng)
        got = craft_odds(pool, slots, ODDS_FITS, charges, cemetery, floor, restrict=restrict)
        want = brute_odds(pool, slots, ODDS_FITS, charges, cemetery, floor, [(0, restrict)] * len(slots))
        assert got == want, (pool, slots, restrict, charges, cemetery, floor)
        positive += got > 0
    assert positive > 20


def test_odds_of_all_different_with_many_dice_of_a_face():
    """Step 7's cap: dice of one face beyond one per "all different" card (and one more per
    charge) are never used, so a pool of five of one colour is counted with fewer rolls."""
    rng = random.Random(11)
    rule = (("all_different", 0),)
    for _ in range(8):
        pool = {0: rng.randint(3, 4), 3: rng.randint(0, 1)}
        slots = [(METAL, rng.randint(1, 3)), (METAL, rng.randint(2, 4)), (GEM, rng.randint(1, 3))]
        charges = rng.choice([[], [("bonus", 1, "a")], [("flip", 0, "a")], [("auto6", 0, "a")]])
        rules = rng.choice([[(0, rule)] * 3, [(0, rule), (0, rule), (1, ())]])
        got = craft_odds(pool, slots, ODDS_FITS, charges, slot_rules=rules)
        assert got == brute_odds(pool, slots, ODDS_FITS, charges, slot_rules=rules), (pool, slots, charges, rules)



def test_a_value_only_the_charged_die_shows_needs_no_bit():
    """With one charge at most, a value no face shows (a 7 or 8 from a bonus, the Cemetery's
    value) can only be the charged die's, so "all different" needs no bit for it
    (engine.odds, step 7): the bitsets of a +2 on a four-box card are a quarter as long, and
    every answer is still the brute force's, with a Cemetery, a steal and two cards' boxes."""
    from kingsforge.engine.odds import _Ctx
    rule = (("all_different", 0),)
    slots = tuple(sorted((c, p, 0, 0, rule) for c, p in [(METAL, 2), (METAL, 4), (GEM, 3), (GEM, 3)]))
    one = _Ctx((((METAL,), 8), ((GEM,), 6)), slots, (("bonus", 2, 0),), None, False)
    two = _Ctx((((METAL,), 8), ((GEM,), 6)), slots, (("bonus", 2, 0), ("bonus", 2, 0)), None, False)
    assert sorted(x for _g, x in one.vbit) == [2, 3, 4, 5, 6]                # no 7, no 8
    assert sorted(x for _g, x in two.vbit) == [2, 3, 4, 5, 6, 7, 8]          # two dice may show an 8
    rng = random.Random(21)
    for _ in range(30):
        pool = {0: rng.randint(1, 3), 1: rng.randint(0, 2)}
        slots = [(METAL, rng.randint(2, 5)), (METAL, rng.randint(3, 6)), (GEM, rng.randint(2, 5))]
        charges = rng.choice([[("bonus", 2, "a")], [("bonus", 1, "a")], [("auto6", 0, "a")]])
        cemetery = rng.choice([None, rng.randint(1, 6)])
        rules = rng.choice([[(0, rule)] * 3, [(0, rule), (0, rule), (1, rule)]])
        floor = rng.choice([None, [p for _c, p in slots]])
        got = craft_odds(pool, slots, ODDS_FITS, charges, cemetery, floor, slot_rules=rules)
        want = brute_odds(pool, slots, ODDS_FITS, charges, cemetery, floor, rules)
        assert got == want, (pool, slots, charges, cemetery, rules, floor)

def test_odds_of_two_cards_with_their_own_rules():
    """A set of boxes from two cards: "all different" holds within each card, not across them."""
    rng = random.Random(8)
    for _ in range(25):
        pool = {0: rng.randint(1, 3), 1: rng.randint(1, 2)}
        a, b = rng.choice(RULES), rng.choice(RULES)
        slots = rule_card(rng, 2, a) + rule_card(rng, 1, b)
        rules = [(0, a), (0, a), (1, b)]
        charges = [("bonus", 1, "a")] if rng.random() < 0.4 else []
        got = craft_odds(pool, slots, ODDS_FITS, charges, slot_rules=rules)
        assert got == brute_odds(pool, slots, ODDS_FITS, charges, slot_rules=rules), (pool, slots, rules)
    # two 5s: not on one "all different" card, but one on each of two
    pool = {0: 2}
    two = [(METAL, 5), (METAL, 5)]
    rule = (("all_different", 0),)
    assert craft_odds(pool, two, ODDS_FITS, restrict=rule) == Fraction(2, 36)       # a 5 and a 6
    assert craft_odds(pool, two, ODDS_FITS, slot_rules=[(0, rule), (1, rule)]) == Fraction(4, 36)


def test_a_rule_never_raises_the_odds():
    rng = random.Random(4)
    for _ in range(40):
        pool, slots, restrict, charges, cemetery, floor = odds_case(rng)
        charges = [c for c in charges if c[0] != "reroll"]
        assert craft_odds(pool, slots, ODDS_FITS, charges, cemetery, floor, restrict=restrict) <= \
            craft_odds(pool, slots, ODDS_FITS, charges, cemetery, floor)


# --- bots at a table with the variant monuments ---------------------------------------------
def test_bots_with_variant_monuments_play_legal_moves_and_craft_them():
    from kingsforge.ai import make_bot
    from kingsforge.content import load_content
    from kingsforge.engine import invariants, rules
    from kingsforge.engine.actions import Craft
    from kingsforge.engine.setup import new_game

    c = load_content(modules=("ambassadors_row", "masterworks_craft", "royal_decree", "variant_monuments"))
    restricted = {k.index for k in c.craft if k.restrict}
    made = 0
    for g, kinds in enumerate((["normal", "greedy"], ["hard", "random"], ["greedy", "normal", "easy"])):
        s = new_game(c, len(kinds), 500 + g)
        bots = [make_bot(k, seed=g * 7 + i) for i, k in enumerate(kinds)]
        while s.phase != "over" and s.round <= 12:
            action = bots[s.turn].choose(s, rules.legal_actions(s))
            assert rules.check(s, action) is None, action
            made += isinstance(action, Craft) and action.card in restricted
            rules.apply_in_place(s, action)
            invariants.assert_ok(s)          # a restricted card's dice keep its rule
    assert made >= 2
