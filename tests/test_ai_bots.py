"""The AI levels: legal moves only, deterministic per seed, safe to share a thread, strong enough."""

import threading

import pytest

import heavy_positions
from kingsforge.ai import BOTS, make_bot
from kingsforge.ai.craftturn import CraftPlanner
from kingsforge.ai.tournament import run_games
from kingsforge.content import load_content
from kingsforge.engine import rules
from kingsforge.engine.actions import Craft, EndTurn, UseCharge
from kingsforge.engine.setup import new_game


@pytest.fixture(scope="module")
def content():
    return load_content()


def play(content, names, seed, max_rounds=40):
    """A whole game; returns the moves. Fails if a bot returns a move not in `legal`."""
    state = new_game(content, len(names), seed)
    bots = [make_bot(n, seed * 31 + i) for i, n in enumerate(names)]
    moves = []
    while state.phase != "over" and state.round <= max_rounds:
        legal = rules.legal_actions(state)
        action = bots[state.turn].choose(state, legal)
        assert action in legal, f"{names[state.turn]} chose {action!r}"
        moves.append(action)
        rules.apply_in_place(state, action)
    return moves, state


def test_levels_are_registered():
    for name in ("random", "greedy", "easy", "normal", "hard"):
        bot = make_bot(name, 3)
        assert bot.name == name and callable(bot.choose)
    assert set(BOTS) >= {"easy", "normal", "hard"}


@pytest.mark.parametrize("names,seed", [(["easy", "normal", "greedy"], 5), (["normal", "easy", "random", "normal"], 6)])
def test_bots_play_whole_games_with_legal_moves(content, names, seed):
    _moves, state = play(content, names, seed)
    assert state.phase == "over"


def test_hard_plays_a_whole_game_with_legal_moves(content):
    _moves, state = play(content, ["hard", "greedy"], 12)
    assert state.phase == "over"


@pytest.mark.parametrize("name", ["easy", "normal", "hard"])
def test_same_seed_same_moves(content, name):
    # Fresh bots, same seed: the same moves, whatever the caches already hold.
    rounds = 3 if name == "hard" else 40
    first, _ = play(content, [name, "greedy"], 21, max_rounds=rounds)
    second, _ = play(content, [name, "greedy"], 21, max_rounds=rounds)
    assert first == second


def test_a_bot_shared_between_threads_answers_as_if_alone(content):
    # The UI calls choose() from a worker thread; one bot may be asked from two.
    states = []
    state = new_game(content, 3, 8)
    driver = make_bot("greedy", 1)
    while state.phase != "over" and len(states) < 24:
        states.append(state.clone())
        rules.apply_in_place(state, driver.choose(state, rules.legal_actions(state)))
    alone = [make_bot("normal", 4).choose(s, rules.legal_actions(s)) for s in states]
    shared = make_bot("normal", 4)
    got = [None] * len(states)

    def work(indices):
        for i in indices:
            got[i] = shared.choose(states[i], rules.legal_actions(states[i]))

    threads = [threading.Thread(target=work, args=(range(k, len(states), 2),)) for k in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert got == alone


def test_normal_beats_random(content):
    results = run_games(content, ["normal", "random"], 2, 20, seed=11, workers=1)
    wins = sum(1 for r in results if r.winner >= 0 and r.bots[r.winner] == "normal")
    assert wins >= 18


def test_normal_beats_greedy_more_often_than_not(content):
    results = run_games(content, ["normal", "greedy"], 2, 16, seed=101, workers=1)
    wins = sum(1 for r in results if r.winner >= 0 and r.bots[r.winner] == "normal")
    assert wins >= 10


# --- the craft turn ------------------------------------------------------------------------
def craft_state(content, rolled, charges=(), display=None, players=2):
    """A craft-phase state for player 0 right after rolling the given (type id, value) dice."""
    state = new_game(content, players, 1)
    state.phase, state.turn, state.anvil = "craft", 0, 0
    state.has_rolled, state.craft_turns_left = True, players
    for p in range(players):
        state.supply[p] = []
    state.rolled[0] = []
    for type_id, value in rolled:
        t = content.die_type_index(type_id)
        die = state.stock[t].pop()
        state.values[die] = value
        state.rolled[0].append(die)
    state.charges[0] = [(kind, amount, group, -1) for kind, amount, group in charges]
    if display is not None:
        ids = [content.craft_index(c) for c in display]
        state.display = ids
        state.waiting = [c for c in state.waiting if c not in ids]
    return state


def test_reroll_goes_on_the_die_that_can_help(content):
    # Iron Pot needs two metal 3s: with a 6 and a 1, re-roll the 1 (2 chances in 3).
    state = craft_state(content, [("metal", 6), ("metal", 1)], [("reroll", 0, 9)], display=["iron_pot"])
    action = CraftPlanner().choose(state, rules.legal_actions(state))
    assert isinstance(action, UseCharge) and state.values[action.die] == 1


def test_no_reroll_when_the_card_is_already_made(content):
    state = craft_state(content, [("metal", 6), ("metal", 4)], [("reroll", 0, 9)], display=["iron_pot"])
    action = CraftPlanner().choose(state, rules.legal_actions(state))
    assert isinstance(action, Craft)


def test_spare_bonus_guards_a_card_when_a_rival_crafts_later(content):
    # The pot is made with the two 3s either way; player 1 crafts later with three
    # metal dice and could out-craft 3,3, so the spare +1 goes on a pot die first.
    state = craft_state(content, [("metal", 3), ("metal", 3)], [("bonus", 1, 9)], display=["iron_pot"])
    for _ in range(3):
        state.supply[1].append(state.stock[content.die_type_index("metal")].pop())
    action = CraftPlanner().choose(state, rules.legal_actions(state))
    assert isinstance(action, UseCharge)
    # With nobody crafting after us the bonus is not needed.
    state.craft_turns_left = 1
    assert isinstance(CraftPlanner().choose(state, rules.legal_actions(state)), Craft)


def test_turn_ends_when_nothing_can_be_crafted(content):
    state = craft_state(content, [("metal", 1)], display=["iron_pot"])
    assert isinstance(CraftPlanner().choose(state, rules.legal_actions(state)), EndTurn)


def test_hard_bounds_its_two_reroll_lookahead_by_work_and_stays_deterministic(content):
    """A heavy craft turn (tests/positions/heavy_reroll.json took 25 s with the full two-re-roll
    look-ahead): Hard gives up the second re-roll after DEEP_WORK units of solver work and
    answers like Normal's one-re-roll look; the same position gives the same move and the same
    work however warm the caches are."""
    from kingsforge.ai import craftturn

    state, data = heavy_positions.load("heavy_reroll", content)
    legal = rules.legal_actions(state)
    move, work = heavy_positions.twice("hard", data["bot_seed"], state, legal)
    one_look = make_bot("hard", data["bot_seed"])
    one_look.crafter.depth = 1
    answer, depth_one_work = heavy_positions.with_work(lambda: one_look.choose(state, legal))
    assert answer == move
    assert work <= craftturn.DEEP_WORK + depth_one_work + 200_000     # the cut, then the one-re-roll look
    assert move in legal and isinstance(move, UseCharge)


def test_a_playout_lists_each_dock_payment_once_as_distinct_moves_keeps_it():
    """Hard's play-outs list the gather moves with each dock payment once (turning down the most
    appealing card: normal.distinct_gather_moves) instead of once per face-up card: the same
    moves, in the same order, as distinct_moves over the whole listing, in every module set."""
    import random

    from kingsforge.ai.normal import distinct_gather_moves, distinct_moves
    from kingsforge.content.modules import playable_sets
    from kingsforge.engine.actions import Dock
    from kingsforge.engine.sample import random_action
    from kingsforge.engine.state import GATHER

    compared = docks = 0
    for modules in [()] + playable_sets():
        c = load_content(modules=modules)
        for seed in range(3):
            s, rng = new_game(c, 2 + seed, 40 + seed), random.Random(seed)
            while s.phase != "over" and s.round <= 6:
                if s.phase == GATHER and not s.pending:
                    expected = distinct_moves(s, rules.legal_actions(s))
                    assert distinct_gather_moves(s) == expected
                    compared += 1
                    docks += any(isinstance(a, Dock) for a in expected)
                rules.apply_in_place(s, random_action(s, rng))
    assert compared > 500 and docks > 200, (compared, docks)
