"""Every bot plays Queen's Jubilee: whole games with legal moves, and every kind of owed decision answered."""

import pytest

from kingsforge.ai import BOTS, make_bot
from kingsforge.content import load_content
from kingsforge.engine import decisions, rules
from kingsforge.engine.actions import Decide
from kingsforge.engine.setup import new_game

JUBILEE = ("jubilee_gather", "jubilee_variant")


@pytest.fixture(scope="module")
def content():
    return load_content(modules=JUBILEE)


def play(content, names, seed, max_rounds=40):
    state = new_game(content, len(names), seed)
    bots = [make_bot(n, seed * 31 + i) for i, n in enumerate(names)]
    while state.phase != "over" and state.round <= max_rounds:
        legal = rules.legal_actions(state)
        action = bots[state.turn].choose(state, legal)
        assert action in legal, f"{names[state.turn]} chose {action!r}"
        rules.apply_in_place(state, action)
    return state


@pytest.mark.parametrize("names,seed", [
    (["greedy", "easy"], 1), (["easy", "greedy", "random"], 2),
    (["normal", "greedy", "easy", "random"], 3), (["normal", "normal"], 4),
])
def test_bots_play_whole_jubilee_games(content, names, seed):
    assert play(content, names, seed).phase == "over"


def test_hard_plays_a_whole_jubilee_game(content):
    assert play(content, ["hard", "greedy", "normal"], 5).phase == "over"


@pytest.mark.parametrize("name,rounds", [("normal", 40), ("hard", 2)])
def test_same_seed_same_jubilee_moves(content, name, rounds):
    # Conjurer rolls, penalty cards and pre-rolls in the look-ahead never depend on call order.
    def moves():
        state = new_game(content, 2, 9)
        bots = [make_bot(name, 3), make_bot("greedy", 4)]
        out = []
        while state.phase != "over" and state.round <= rounds:
            out.append(bots[state.turn].choose(state, rules.legal_actions(state)))
            rules.apply_in_place(state, out[-1])
        return out
    assert moves() == moves()


def test_random_plays_jubilee_with_legal_moves(content):
    # Random games rarely finish; 15 rounds with every decision kind on the way is the check.
    assert play(content, ["random", "random", "random"], 6, max_rounds=15).round >= 2


@pytest.fixture(scope="module")
def owed(content):
    """One position for each kind of decision, found by random play."""
    found = {}
    for seed in range(200):
        state = new_game(content, 3, seed)
        bot = make_bot("random", seed)
        while state.phase != "over" and state.round <= 12 and len(found) < 4:
            if state.pending and state.pending[0].kind not in found:
                found[state.pending[0].kind] = state.clone()
            rules.apply_in_place(state, bot.choose(state, rules.legal_actions(state)))
        if len(found) == 4:
            break
    return found


def test_random_play_reaches_every_decision_kind(owed):
    assert set(owed) == {decisions.HAND_OUT, decisions.DECLARE, decisions.ESCAPE, decisions.PREROLL}


@pytest.mark.parametrize("name", sorted(BOTS))
def test_every_bot_answers_every_decision(owed, name):
    for kind, state in owed.items():
        legal = rules.legal_actions(state)
        action = make_bot(name, 1).choose(state, legal)
        assert isinstance(action, Decide) and action in legal, (kind, action)


@pytest.mark.parametrize("name", ["greedy", "easy", "normal", "hard"])
def test_conjurer_dice_go_best_to_self_worst_to_the_leader(content, name):
    state = _hand_out_position(content)
    me = state.turn
    leader = next(q for q in range(state.n) if q != me and state.tucked[q])
    best, worst = state.pending[0].dice[0], state.pending[0].dice[-1]
    bot = make_bot(name, 1)
    while state.pending and state.pending[0].kind == decisions.HAND_OUT:
        rules.apply_in_place(state, bot.choose(state, rules.legal_actions(state)))
    assert best in state.supply[me]
    assert worst in state.supply[leader]


@pytest.mark.parametrize("name", ["greedy", "easy", "normal", "hard"])
def test_preroll_takes_as_many_dice_as_allowed(owed, name):
    state = owed[decisions.PREROLL]
    legal = rules.legal_actions(state)
    action = make_bot(name, 1).choose(state, legal)
    assert len(action.choice) == max(len(a.choice) for a in legal)


def _hand_out_position(content):
    """A 3-player position where the player to move owes the hand-out of three Conjurer
    dice of different values, and one rival has claimed two cards."""
    conjurer = next(t.index for t in content.die_types if t.declared)
    state = new_game(content, 3, 11)
    me = state.turn
    rival = (me + 1) % 3
    state.tucked[rival] = list(state.waiting[:2])
    dice = state.stock[conjurer][:3]
    for die, value in zip(dice, (6, 4, 1)):
        state.stock[conjurer].remove(die)
        state.values[die] = value
    decisions.owe(state, decisions.HAND_OUT, me, dice=tuple(dice), who=(0, 1, 2), extra=decisions.TO_SUPPLY)
    decisions.settle(state)
    return state


# --- the solver, odds and evaluation know Farm, Conjurer and lasting bonuses ---------------------
from kingsforge.ai.craftturn import (  # noqa: E402
    CraftPlanner,
    solver_charges,
    solver_dice,
    targets_for,
)
from kingsforge.ai.evaluate import lasting_charges, project  # noqa: E402
from kingsforge.ai.expected import expected_crafts  # noqa: E402
from kingsforge.ai.solver import Target, solve  # noqa: E402
from kingsforge.engine.actions import Craft, UseCharge  # noqa: E402

METAL, WOOD, GEM, MAGIC = 0, 1, 2, 3


def jubilee_craft_states(content, games=8):
    """Craft-turn states right after the roll, from seeded Greedy games with both Jubilee modules."""
    out = []
    for g in range(games):
        state = new_game(content, 2 + g % 3, 500 + g)
        bots = [make_bot("greedy", g) for _ in range(state.n)]
        while state.phase != "over" and state.round <= 30:
            p = state.turn
            fresh = not any(ch[3] != -1 for ch in state.charges[p]) and not any(o == p for _c, o, _d in state.crafted)
            if state.phase == "craft" and state.has_rolled and state.rolled[p] and fresh and not state.pending:
                out.append(state.clone())
            rules.apply_in_place(state, bots[p].choose(state, rules.legal_actions(state)))
    return out


def test_jubilee_plans_are_legal_and_maximal(content):
    # Colour-bound lasting bonuses, Farm dice (metal or wood) and declared Conjurer dice:
    # every planned move is legal in the engine, and the plan leaves no craft the engine allows.
    states = jubilee_craft_states(content)
    type_of = content.die_type_of
    special = {t.index for t in content.die_types if t.declared or len(t.fits) == 2}
    assert any(s.charge_rules for s in states)
    assert any(type_of[d] in special for s in states for d in s.rolled[s.turn])
    for state in states:
        p = state.turn
        plan = solve(solver_dice(state, p), [c for c in solver_charges(state, p) if c.kind != "reroll"],
                     targets_for(state, p), state.fits)
        s = state.clone()
        for charge, die in plan.charges:
            assert rules.check(s, UseCharge(charge, die)) is None
            rules.apply_in_place(s, UseCharge(charge, die))
        for target, dice in plan.crafts:
            assert rules.check(s, Craft(target.card, dice)) is None
            rules.apply_in_place(s, Craft(target.card, dice))
        assert sum(1 for _c, owner, _d in s.crafted if owner == p) == plan.cards
        assert not any(isinstance(a, Craft) for a in rules.legal_actions(s))


def _craft_position(content, dice_wanted, display):
    """A 2-player craft turn after the roll: the player to move rolled exactly `dice_wanted`
    ((die type, value), ...), holds no charges, and `display` is on show."""
    state = next(s for s in jubilee_craft_states(content, games=1) if s.n == 2)
    p = state.turn
    state.smithy[p].extend(state.rolled[p])
    state.rolled[p] = []
    state.charges[p], state.charge_rules = [], {}
    for die_type, value in dice_wanted:
        die = state.stock[die_type].pop()
        state.values[die] = value
        state.rolled[p].append(die)
    state.display, state.waiting, state.crafted = list(display), [], []
    return state


def test_a_colour_bound_bonus_goes_only_on_a_die_of_its_colour(content):
    gem, metal = content.die_type_index("gem"), content.die_type_index("metal")
    state = _craft_position(content, [(gem, 3), (metal, 3)], [])
    p = state.turn
    group = 99
    state.charges[p] = [("bonus", 2, group, -1)]
    state.charge_rules = {group: (frozenset({METAL}), 0)}
    dice = {d.type: d for d in solver_dice(state, p)}
    assert group in dice[gem].groups and group not in dice[metal].groups
    charges = solver_charges(state, p)
    assert not solve(list(dice.values()), charges, [Target(1, 1, ((GEM, 5),))], state.fits).cards
    assert solve(list(dice.values()), charges, [Target(1, 1, ((METAL, 5),))], state.fits).cards == 1


def test_declared_conjurer_dice_and_farm_dice_fill_their_colours(content):
    conjurer, farm = content.die_type_index("conjurer"), content.die_type_index("farm")
    state = _craft_position(content, [(conjurer, 5), (farm, 4)], [])
    p = state.turn
    gem_and_wood = [Target(1, 1, ((GEM, 5),)), Target(2, 1, ((WOOD, 4),))]
    assert solve(solver_dice(state, p), [], gem_and_wood, state.fits).cards == 1     # undeclared: farm only
    fits = list(state.fits)
    fits[conjurer] = frozenset({GEM})
    state.fits = tuple(fits)
    assert solve(solver_dice(state, p), [], gem_and_wood, state.fits).cards == 2


def test_expected_crafts_read_declared_colours_and_colour_bounds(content):
    conjurer, metal = content.die_type_index("conjurer"), content.die_type_index("metal")
    gem_card = content.craft_index("sapphire_signet")            # gem 3, gem 4
    metal_card = content.craft_index("jubilee_medallion")        # metal 4, metal 5
    fits = list(content.fits)
    fits[conjurer] = frozenset({GEM})
    declared = tuple(fits)
    assert expected_crafts({conjurer: 3}, [gem_card], [], content) == 0.0
    assert expected_crafts({conjurer: 3}, [gem_card], [], content, fits=declared) > 0.4
    plain = expected_crafts({metal: 2}, [metal_card], [], content)
    plus = (("bonus", 2, -5),)
    assert expected_crafts({metal: 2}, [metal_card], [], content, plus, bound=((-5, frozenset({METAL})),)) > plain
    assert expected_crafts({metal: 2}, [metal_card], [], content, plus, bound=((-5, frozenset({GEM})),)) == plain


def test_a_lasting_bonus_raises_the_owners_future_rate(content):
    state = new_game(content, 2, 3)
    plus_two_any = content.craft_index("velvet_throne")
    die_card = content.craft_index("orb_of_state")
    assert lasting_charges(state, [plus_two_any])[0] == (("bonus", 2, -1 - plus_two_any),)
    for type_id, count in (("metal", 6), ("wood", 4), ("gem", 3), ("magic", 2)):
        pile = state.stock[content.die_type_index(type_id)]
        state.supply[0].extend(pile.pop() for _ in range(count))
    with_plus, with_die = state.clone(), state.clone()
    with_plus.tucked[0] = [plus_two_any]
    with_die.tucked[0] = [die_card]
    assert project(with_plus)[0].rate > project(with_die)[0].rate
    assert project(with_plus)[0].now > project(with_die)[0].now        # the +2 also comes this round


def test_among_equal_crafts_the_stronger_lasting_bonus_wins_while_rounds_remain(content):
    gem, magic = content.die_type_index("gem"), content.die_type_index("magic")
    choker = content.craft_index("emerald_choker")     # rank 33, +2 on a gem die every later round
    orb = content.craft_index("orb_of_state")          # rank 40, one magic die once
    state = _craft_position(content, [(gem, 6), (gem, 6), (gem, 6), (magic, 6)], [choker, orb])
    move = CraftPlanner(depth=1).choose(state, rules.legal_actions(state))
    assert isinstance(move, Craft) and move.card == choker
    rival = 1 - state.turn
    state.tucked[rival] = list(range(state.items_to_win))      # no later rounds: rank decides
    move = CraftPlanner(depth=1).choose(state, rules.legal_actions(state))
    assert isinstance(move, Craft) and move.card == orb


def test_prerolled_dice_count_with_their_values(content):
    metal = content.die_type_index("metal")
    medallion = content.craft_index("jubilee_medallion")        # metal 4, metal 5
    assert expected_crafts({metal: 1}, [medallion], [], content, prerolled=((metal, 6),)) == pytest.approx(1 / 2)
    assert expected_crafts({metal: 1}, [medallion], [], content, prerolled=((metal, 1),)) == 0.0
    assert expected_crafts({}, [medallion], [], content, prerolled=((metal, 5), (metal, 4))) == 1.0
    # With a manipulation the pre-rolled die is counted as one still to roll (the exact path has no fixed dice).
    assert expected_crafts({metal: 1}, [medallion], [], content, (("bonus", 1, 3),), prerolled=((metal, 6),)) \
        == pytest.approx(expected_crafts({metal: 2}, [medallion], [], content, (("bonus", 1, 3),)))


def test_the_evaluation_reads_prerolled_values(content):
    state = new_game(content, 2, 5)
    high, low = state.clone(), state.clone()
    for s, value in ((high, 6), (low, 1)):
        for die in s.supply[0]:
            s.values[die] = value
    assert project(high)[0].now > project(state)[0].now > project(low)[0].now
