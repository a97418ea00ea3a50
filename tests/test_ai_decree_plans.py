"""The craft planner's plans can be played in some order: under the Royal Decree the item that
reaches the goal must be a masterwork (engine/craft.py target_problem), and a waiting card is
revealed only by a card crafted from the display, never by one beside it.

The positions come from Hard/Normal games (tests/games/decree_*.json: the game's moves up to
the position), replayed with the engine."""

import json
from functools import lru_cache
from pathlib import Path

import pytest

from kingsforge.ai import craftturn as ct
from kingsforge.ai import make_bot
from kingsforge.ai.solver import Decree, Die, Target, playable_order, solve, solve_all
from kingsforge.content import load_content
from kingsforge.engine import rules
from kingsforge.engine.actions import Craft, EndTurn
from kingsforge.engine.craft import target_problem
from kingsforge.engine.record import GameRecord, action_from_data

FOLDER = Path(__file__).parent / "games"      # move logs; tests/positions/ holds saved states


@lru_cache(maxsize=None)
def _content(modules):
    return load_content(modules=modules)


def position(name: str, extra: int = 0):
    """(state, bot name of the player to move, content) at the file's move (+ `extra` recorded moves)."""
    data = json.loads((FOLDER / f"decree_{name}.json").read_text())
    content = _content(tuple(data["modules"]))
    record = GameRecord(content, data["players"], data["seed"], data["names"])
    for action in data["actions"][:data["move"] + extra]:
        record.play(action_from_data(content, action))
    state = record.state
    return state, data["bots"][state.turn], content


def play_turn(state, bot_name):
    """The bot's craft turn from here, every move legal: the names of the cards it crafts."""
    bot = make_bot(bot_name, 0)
    p, craft = state.turn, state.content.craft
    crafted = []
    for _ in range(60):
        legal = rules.legal_actions(state)
        move = bot.choose(state, legal)
        assert move in legal
        if isinstance(move, Craft):
            crafted.append(craft[move.card].name)
        state = rules.apply(state, move)
        if isinstance(move, EndTurn) or state.turn != p or state.phase != "craft":
            break
    return crafted


def names(content, plan):
    return [content.craft[t.card].name for t, _dice in plan.crafts]


def assert_playable(state, plan):
    """Each craft of the plan, in its order, passes target_problem at the items held by then."""
    p = state.turn
    items = ct.items_of(state, p)
    crafted = list(state.crafted)
    for target, _dice in plan.crafts:
        s = state.clone()
        s.crafted = crafted
        assert target_problem(s, p, target.card, target.steal, items) is None, target
        crafted = crafted + [(target.card, p, ())]
        items += 1


# --- the positions --------------------------------------------------------------------------
def test_one_short_of_the_goal_hard_plays_a_plain_item_then_the_masterwork():
    """Two items of four: Canopy Drum then Chimera Statue. Hard chose Wizard's Goblet and the
    drum (two plain items), and the drum was refused once the goblet made three."""
    state, bot, content = position("g4")
    assert bot == "hard"
    p = state.turn
    dice, charges = ct.solver_dice(state, p), ct.solver_charges(state, p)
    det = [c for c in charges if c.kind != "reroll"]
    targets, decree = ct.targets_for(state, p), ct.decree_for(state, p)
    assert decree == Decree(items=2, short=3, holds=False)
    plans = solve_all(dice, det, targets, state.fits, ct.DENY_CHOICES, decree)
    assert [names(content, plan) for plan in plans] == [["Canopy Drum", "Chimera Statue"]]
    for plan in plans:
        assert_playable(state, plan)
    assert play_turn(state, "hard") == ["Canopy Drum", "Chimera Statue"]


def test_a_card_beside_the_display_reveals_no_waiting_card():
    """Aurora Mirror waits first in line: Normal planned Thunderbird Lodge (beside the display)
    and the mirror, which the lodge never reveals. Cauldron Ladle from the display does."""
    state, bot, content = position("g37")
    assert bot == "normal"
    assert play_turn(state, "normal") == ["Cauldron Ladle", "Aurora Mirror"]
    p = state.turn
    dice = ct.solver_dice(state, p)
    det = [c for c in ct.solver_charges(state, p) if c.kind != "reroll"]
    plan = solve(dice, det, ct.targets_for(state, p), state.fits, ct.decree_for(state, p))
    assert names(content, plan) == ["Cauldron Ladle", "Aurora Mirror"]
    lodge = next(t for t in ct.targets_for(state, p) if content.craft[t.card].name == "Thunderbird Lodge")
    assert lodge.beside and lodge.card in state.beside


def test_plain_items_past_the_goal_stay_in_the_plan():
    """Three items of five, a masterwork among them: Cauldron Ladle (one short), Griffin Saddle (the
    masterwork that reaches the goal), then Star Compass (one over the goal frees plain items).
    The planner dropped Star Compass once one short and crafted two cards."""
    state, bot, content = position("g18")
    assert bot == "hard"
    assert play_turn(state, "hard") == ["Cauldron Ladle", "Griffin Saddle", "Star Compass"]
    # After the recorded Ladle: one short, Star Compass is refused now but stays a target.
    state, _bot, content = position("g18", extra=1)
    p = state.turn
    assert ct.decree_for(state, p) == Decree(items=4, short=4, holds=True)
    held = [content.craft[t.card].name for t in ct.targets_for(state, p)]
    assert "Star Compass" in held and "Griffin Saddle" in held
    assert play_turn(state, "hard") == ["Griffin Saddle", "Star Compass"]


# --- the solver on small made-up rolls ------------------------------------------------------
def _dice(*values):
    return [Die(i, 0, v) for i, v in enumerate(values)]


FITS = [frozenset({0})]
PLAIN_A = Target(1, 10, ((0, 1), (0, 1)))
PLAIN_B = Target(2, 20, ((0, 1), (0, 1)))
MASTER = Target(3, 100, ((0, 1), (0, 1)), ending=True)


@pytest.mark.parametrize("items, holds, want", [
    (0, False, [[2, 3], [1, 3], [1, 2]]),   # far from the goal: any two, a plain item first
    (2, False, [[2, 3], [1, 3]]),  # one short after the first: a plain item, then the masterwork
    (3, False, [[3, 2], [3, 1]]),  # one short: the masterwork first, one over frees the rest
    (3, True, [[3, 2], [3, 1]]),   # one short holding a masterwork: still one to reach the goal
    (4, False, [[3, 2], [3, 1]]),  # past it without one: the masterwork first
    (4, True, [[2, 3], [1, 3], [1, 2]]),    # past it holding one: anything
])
def test_the_solver_keeps_only_plans_the_decree_lets_play(items, holds, want):
    decree = Decree(items=items, short=3, holds=holds)
    plans = solve_all(_dice(6, 6, 6, 6), [], [PLAIN_A, PLAIN_B, MASTER], FITS, 6, decree)
    assert [[t.card for t, _d in plan.crafts] for plan in plans] == want


def test_two_plain_items_one_short_are_no_plan():
    decree = Decree(items=2, short=3, holds=False)
    assert playable_order([PLAIN_A, PLAIN_B], decree) is None
    assert solve(_dice(6, 6, 6, 6), [], [PLAIN_A, PLAIN_B], FITS, decree).cards == 1
    assert [t.card for t in playable_order([MASTER, PLAIN_A], decree)] == [1, 3]


def test_an_out_craft_of_a_masterwork_waits_for_one_short():
    steal = Target(4, 100, ((0, 1), (0, 1)), floor=(1, 1), ending=True)
    assert playable_order([steal, PLAIN_A], Decree(items=1, short=3, holds=False)) is None
    assert [t.card for t in playable_order([steal, PLAIN_A], Decree(items=2, short=3, holds=False))] == [1, 4]


def test_only_display_crafts_reveal_waiting_cards():
    beside = Target(5, 50, ((0, 1), (0, 1)), beside=True)
    display = Target(6, 5, ((0, 1), (0, 1)))
    waiting = Target(7, 40, ((0, 1), (0, 1)), queue=0)
    assert playable_order([beside, waiting]) is None
    assert [t.card for t in playable_order([waiting, display])] == [6, 7]
    # the lodge and the waiting card rank highest, but the lodge reveals nothing
    plan = solve(_dice(6, 6, 6, 6), [], [beside, display, waiting], FITS)
    assert [t.card for t, _d in plan.crafts] == [5, 6]
    assert solve(_dice(6, 6, 6, 6), [], [beside, waiting], FITS).cards == 1
