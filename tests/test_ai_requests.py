"""The AI and the odds with Ambassador Requests (engine/requests.py): locked, two-colour and
optional boosting boxes are counted exactly (checked against brute force over every roll), the
solver plans only fills the engine accepts, and every bot plays legal whole games with each
request, answering the new decisions."""

import random
from collections import Counter
from fractions import Fraction
from itertools import product

import pytest

import bot_games
from kingsforge.ai.solver import Charge, Die, Target, solve
from kingsforge.content import load_content
from kingsforge.engine import requests, rules
from kingsforge.engine.actions import Craft, Decide
from kingsforge.engine.odds import craft_odds

MODS = ("ambassadors_row", "ambassador_requests")
IDS = ("celestial_dragon", "ancient_inuksuk", "thunderbird_initiation", "chimera_sculpture")


@pytest.fixture(scope="module")
def content():
    return load_content(modules=MODS)


def card(content, card_id):
    return content.craft[content.craft_index(card_id)]


def pool_dice(content, pool):
    """(die id, type) for a pool {type id: count}: ids are made up, one per die."""
    out, next_id = [], 0
    for type_id, count in pool.items():
        for _ in range(count):
            out.append((next_id, content.die_type_index(type_id)))
            next_id += 1
    return out


def brute_odds(content, k, pool) -> Fraction:
    """Every roll of the pool, and whether the engine's own fills list crafts the card with it."""
    dice = pool_dice(content, pool)
    good = 0
    for values in product(range(1, 7), repeat=len(dice)):
        rolled = [(d, t, v) for (d, t), v in zip(dice, values)]
        if requests.fills(content, k, rolled, content.fits) or (not k.special and _plain(content, k, rolled)):
            good += 1
    return Fraction(good, 6 ** len(dice))


def _plain(content, k, rolled):
    from kingsforge.engine.craft import can_fill
    return can_fill(k, rolled, content.fits)


@pytest.mark.parametrize("card_id,pool", [
    ("ancient_inuksuk", {"metal": 3, "gem": 2}),              # three locked boxes (and an optional one)
    ("thunderbird_initiation", {"wood": 2, "magic": 2}),       # two-colour boxes
    ("celestial_dragon", {"metal": 2, "gem": 1, "magic": 1}),  # an optional boosting box: not needed
    ("chimera_sculpture", {"wood": 2, "gem": 3}),               # all different
])
def test_exact_odds_match_brute_force(content, card_id, pool):
    k = card(content, card_id)
    types = {content.die_type_index(t): n for t, n in pool.items()}
    rules_ = requests.box_rules(k)
    got = craft_odds(types, requests.needed(k), content.fits, slot_rules=rules_ or None)
    assert got == brute_odds(content, k, pool), card_id
    assert 0 < got < 1


def test_a_two_colour_box_on_the_table_leaves_every_other_card_s_odds_alone(content):
    """With Thunderbird Initiation's wood/magic box in play every wood and magic die fits two
    colours (state.fits); beside a card without that box they are plain dice again. (They were
    once read as wild dice and dropped: every wood or magic card looked uncraftable to the AI.)"""
    from kingsforge.ai.expected import expected_crafts
    plain = load_content(modules=("ambassadors_row",))
    pool = {"metal": 4, "wood": 3, "gem": 2, "magic": 2}
    wood_or_magic = [k.id for k in plain.craft if not k.request and k.rank
                     and {plain.colours[c] for c, _p in k.slots} & {"wood", "magic"}][:8]
    assert len(wood_or_magic) == 8
    craftable = 0
    for card_id in wood_or_magic:
        got = [expected_crafts({c.die_type_index(t): n for t, n in pool.items()}, [c.craft_index(card_id)], [], c)
               for c in (plain, content)]
        assert got[1] == pytest.approx(got[0]), card_id
        craftable += got[0] > 0
    assert craftable >= 6


@pytest.mark.parametrize("card_id", IDS)
def test_the_ai_s_expected_crafts_of_a_request_are_its_exact_odds(content, card_id):
    from kingsforge.ai.expected import expected_crafts
    k = card(content, card_id)
    types = {content.die_type_index(t): n for t, n in {"metal": 3, "wood": 2, "gem": 3, "magic": 2}.items()}
    exact = craft_odds(types, requests.needed(k), content.fits, slot_rules=requests.box_rules(k) or None)
    assert expected_crafts(types, [k.index], [], content) == pytest.approx(float(exact))
    assert exact > 0


def test_a_lock_lowers_the_odds(content):
    k = card(content, "ancient_inuksuk")
    types = {content.die_type_index("metal"): 3, content.die_type_index("gem"): 2}
    locked = craft_odds(types, requests.needed(k), content.fits, slot_rules=requests.box_rules(k))
    open_ = craft_odds(types, requests.needed(k), content.fits)
    assert locked < open_


def _fillable(content, k, dice, fits):
    return bool(requests.fills(content, k, [(d.id, d.type, d.value) for d in dice], fits))


@pytest.mark.parametrize("card_id", IDS)
def test_the_solver_plans_a_request_exactly_when_the_engine_can_craft_it(content, card_id):
    k = card(content, card_id)
    rnd = random.Random(card_id)
    types = [content.die_type_index(t) for t in ("metal", "wood", "gem", "magic")]
    target = Target(k.index, 1, requests.needed(k), restrict=k.restrict, locked=k.locked)
    bonus = [Charge(0, "bonus", 1, 7)]
    for trial in range(150):
        dice = [Die(i, rnd.choice(types), rnd.randint(1, 6)) for i in range(rnd.randint(3, 7))]
        charges = bonus if trial % 3 == 0 else []
        plan = solve(dice, charges, [target], content.fits)
        if not charges:
            assert bool(plan.crafts) == _fillable(content, k, dice, content.fits), (dice, card_id)
        if plan.crafts:
            (_t, assigned), = plan.crafts
            values = {d.id: plan.values.get(d.id, d.value) for d in dice}
            rolled = [(d.id, d.type, values[d.id]) for d in dice]
            by_id = {d: (d, t, v) for d, t, v in rolled}
            assert requests.fill_problem(content, k.index, [by_id[d] for d in assigned], content.fits) is None


def play(content, name, players, seed, request_id):
    """A whole game whose first player picks `request_id` (each bot then plays as it likes)."""
    from kingsforge.ai import make_bot
    from kingsforge.engine.invariants import assert_ok
    from kingsforge.engine.setup import new_game

    bots = [make_bot(name, seed * 10 + p) for p in range(players)]
    s = new_game(content, players, seed)
    s = rules.apply(s, Decide(content.craft_index(request_id)))
    seen = Counter()
    while s.phase != "over" and s.round <= bot_games.ROUND_CAP:
        legal = rules.legal_actions(s)
        if s.pending:
            seen[s.pending[0].kind] += 1
        action = bots[s.turn].choose(s, legal)
        assert action in legal, f"{name} chose {action}, which is not legal"
        if isinstance(action, Craft) and content.craft[action.card].request:
            seen["craft"] += 1
            seen["boosted"] += len(action.dice) > content.craft[action.card].required
        rules.apply_in_place(s, action)
        assert_ok(s)
    return s, seen


@pytest.mark.parametrize("name", ["random", "greedy", "easy", "normal", "hard"])
def test_every_bot_plays_legal_games_with_every_request(content, name):
    seen = Counter()
    ended = 0
    ids = IDS if name != "hard" else IDS[:2]
    for i, request_id in enumerate(ids):
        s, got = play(content, name, 2 + i % 3, 300 + i, request_id)
        seen += got
        ended += s.phase == "over"
    if name != "random":
        assert ended == len(ids), "a bot game did not end"
    assert seen["craft"] >= 1, seen


def test_the_bots_answer_the_new_decisions(content):
    from kingsforge.ai import make_bot
    from kingsforge.engine.setup import new_game
    s = new_game(content, 2, 5)
    for name in ("greedy", "easy", "normal", "hard"):
        choice = make_bot(name, 1).choose(s, rules.legal_actions(s))
        assert choice == Decide(requests.RANDOM)          # drawn: every request comes up in play
    drawn = set()
    for seed in range(1, 41):
        s = new_game(content, 2, seed)
        s = rules.apply(s, make_bot("hard", seed).choose(s, rules.legal_actions(s)))
        drawn.update(k for k in s.beside if content.craft[k].request)
    assert drawn == set(content.requests)
    seen = Counter()
    for name in ("greedy", "normal"):
        seen += play(content, name, 2, 41, "thunderbird_initiation")[1]
    assert seen["set_aside"] >= 2, seen


@pytest.mark.parametrize("name", ["greedy", "normal", "hard"])
def test_a_spare_die_goes_on_the_boosting_box(name):
    from kingsforge.ai import make_bot
    from test_rules_masterworks_requests import Req

    game = Req("celestial_dragon")
    game.first_player(0)
    game.display("ruby_ring", "willow_wand")              # nothing else these dice can make
    game.supply(0, metal=2, gem=1, magic=1).supply(1, metal=1)
    game.to_craft_phase()
    game.ready_none()
    game.roll(6, 6, 3, 5)
    move = make_bot(name, 1).choose(game.state, rules.legal_actions(game.state))
    assert isinstance(move, Craft) and move.card == game.request and len(move.dice) == 4, move


def test_normal_plans_the_out_craft_of_a_request_held_without_its_boosting_box():
    from kingsforge.ai import make_bot
    from test_rules_masterworks_requests import Req

    game = Req("celestial_dragon")
    game.first_player(0)
    game.display("ruby_ring", "willow_wand")
    game.supply(0, metal=2, gem=1).supply(1, metal=2, gem=1)
    game.to_craft_phase()
    game.ready_none()
    game.roll(4, 4, 3)
    game.craft("celestial_dragon", ("metal", 4), ("metal", 4), ("gem", 3))
    game.end_turn()
    game.ready_none()
    game.roll(5, 4, 3)
    for name in ("normal", "hard"):
        move = make_bot(name, 1).choose(game.state, rules.legal_actions(game.state))
        assert isinstance(move, Craft) and move.card == game.request, (name, move)
        assert rules.check(game.state, move) is None


@pytest.mark.parametrize("level", ["greedy", "easy", "normal", "hard"])
def test_rolling_thunder_keeps_a_roll_that_already_crafts(level):
    """Metal 2, metal 2, gem 6 with Horseshoe Nails (two metal 2s) on display: every level kept
    the gem and re-rolled the metals (the Nails from sure to 69%)."""
    from kingsforge.ai import make_bot
    from test_rules_masterworks_requests import Req

    game = Req("thunderbird_initiation").owns(0, "thunderbird_initiation")
    game.first_player(0)
    game.display("horseshoe_nails", "lantern")
    game.supply(0, metal=2, gem=1).supply(1, metal=1)
    game.to_craft_phase()
    game.ready_none()
    game.roll(2, 2, 6)
    assert game.state.pending[0].kind == requests.SET_ASIDE
    move = make_bot(level, 1).choose(game.state, rules.legal_actions(game.state))
    assert move == Decide(requests.KEEP_ALL)
