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
