"""A gather move is valued at the same horizon whatever it is: a pass that ends the gather phase
is not valued with the craft phase's opening decisions settled while a claim beside it is not
(ai/decide.py settle_quickly with the phase).

tests/games/normal_last_pass.json (a review's game, Griffin's Landing with the ambassadors'
row): Hard has passed, and free cards are still on offer to Normal (an Alchemist's +1, a
Tavern's re-rolls, a mine's and a forest's dice). Settling Hard's kept dice for the pass alone
made it worth +0.174 against +0.068 for the best free card, and Normal passed."""

import json
from pathlib import Path

from kingsforge.ai import make_bot
from kingsforge.ai.decide import settle_quickly
from kingsforge.ai.evaluate import DEFAULT, evaluate
from kingsforge.ai.normal import ranked_moves
from kingsforge.content import load_content
from kingsforge.engine import rules
from kingsforge.engine.actions import Claim, Pass
from kingsforge.engine.record import GameRecord, action_from_data

GAME = Path(__file__).parent / "games" / "normal_last_pass.json"


def _position():
    data = json.loads(GAME.read_text())
    content = load_content(modules=tuple(data["modules"]))
    record = GameRecord(content, data["players"], data["seed"], data["names"])
    for action in data["actions"][:data["move"]]:
        record.play(action_from_data(content, action))
    return record.state


def test_normal_takes_the_free_cards_before_its_last_pass():
    state = _position()
    assert state.passed[1 - state.turn] and state.phase == "gather"
    legal = rules.legal_actions(state)
    free = [a for a in legal if isinstance(a, Claim) and not a.dice]
    assert free, "free cards are on offer"
    chosen = make_bot("normal", 2).choose(state, legal)
    assert isinstance(chosen, Claim) and not chosen.dice, chosen
    best = ranked_moves(state, legal, DEFAULT)[0][1]
    assert best == chosen


def test_the_last_pass_leaves_the_craft_phase_opening_to_the_craft_phase():
    state = _position()
    last_pass = next(a for a in rules.legal_actions(state) if isinstance(a, Pass) and not a.benefit)
    after = rules.apply(state, last_pass, validate=False)
    assert after.phase == "craft" and after.pending, "the craft phase opens with decisions owed"
    settled, gathering = after.clone(), after.clone()
    settle_quickly(settled)
    settle_quickly(gathering, "gather")
    assert not settled.pending and gathering.pending == after.pending
    assert evaluate(gathering, state.turn, DEFAULT) < evaluate(settled, state.turn, DEFAULT)
