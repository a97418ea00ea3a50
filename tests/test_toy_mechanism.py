"""A toy mechanism defined inside the tests (tests/toy_mechanism.py, its module folder
tests/toy_module/toy_polish/) plays full random games, is saved, loaded and replayed, is said
in the move log and answered by the bots -- with no edit to a core file (docs/modules.md,
"A new mechanism"). It proves the registry carries a zone, a move, a decision and a hook."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kingsforge.ai import make_bot
from kingsforge.ai.random_bot import RandomBot
from kingsforge.content import load_content
from kingsforge.engine import invariants, mechanism, rules
from kingsforge.engine.describe import describe
from kingsforge.engine.record import GameRecord
from kingsforge.engine.state import OVER, State
from kingsforge.resources import data_dir

TOY_FOLDER = Path(__file__).parent / "toy_module" / "toy_polish"


@pytest.fixture(scope="module")
def toy(tmp_path_factory):
    """The toy registered, and a data folder with the base game and the toy module."""
    import toy_mechanism
    if toy_mechanism.TOY.name not in mechanism.MECHANISMS:      # a second run in one process
        mechanism.register(toy_mechanism.TOY)
    folder = tmp_path_factory.mktemp("toy_data")
    (folder / "base").symlink_to(data_dir() / "base", target_is_directory=True)
    (folder / "toy_polish").symlink_to(TOY_FOLDER, target_is_directory=True)
    content = load_content(folder, modules=("toy_polish",))
    yield toy_mechanism, content
    mechanism.unregister(toy_mechanism.TOY.name)


def play_random(content, seed, players=3, cap=30, bot=RandomBot):
    game = GameRecord(content, players, seed)
    bots = [bot(seed=seed * 7 + p) for p in range(players)]
    seen = set()
    while game.state.phase != OVER and game.state.round <= cap:
        s = game.state
        legal = rules.legal_actions(s)
        action = bots[s.turn].choose(s, legal)
        seen.add(type(action).__name__ if not s.pending else s.pending[0].kind)
        assert describe(s, action)                 # the move log can say it
        game.play(action)
        assert invariants.problems(game.state) == []
    return game, seen


def test_the_toy_plays_full_random_games_saves_loads_and_replays(toy):
    module, content = toy
    assert dict(content.moments)["craft_start"] == ("hand_out_stones",)
    finished = 0
    for seed in range(4):
        game, seen = play_random(content, seed)
        finished += game.state.phase == OVER
        assert {"Polish", module.POLISH} <= seen, seen         # its move and its decision were played
        data = json.loads(json.dumps(game.to_data()))
        again = GameRecord.from_data(content, data)               # load = replay from the seed
        assert again.state.digest() == game.state.digest()
        state_data = json.loads(json.dumps(game.state.to_dict()))
        assert State.from_dict(content, state_data).digest() == game.state.digest()
    assert finished


def test_the_toy_move_is_held_to_the_front_door(toy):
    module, content = toy
    game, _seen = play_random(content, 11, cap=2)
    s = game.state
    for action in rules.legal_actions(s):
        assert rules.check(s, action) is None
    assert rules.check(s, module.Polish(-5)) is not None


def test_the_bots_answer_the_toy_decision(toy):
    """Greedy and Normal have no policy for `polish`: the generic one (the evaluation's best
    choice, or the kind's own) answers; never another kind's policy."""
    _module, content = toy
    for name in ("greedy", "normal"):
        game, seen = play_random(content, 3, players=2, cap=3, bot=lambda seed, name=name: make_bot(name, seed))
        assert game.state.round > 1


def test_the_base_game_does_not_see_the_toy(toy):
    base = load_content()
    assert not mechanism.move_sources(base, "craft") or all(
        not any(k.__name__ == "Polish" for k in src.kinds) for src in mechanism.move_sources(base, "craft"))
    game, _ = play_random(base, 2, cap=2)
    assert "stones" not in game.state.to_dict()
