"""A toy mechanism defined inside the tests (tests/toy_mechanism.py, its module folder
tests/toy_module/toy_polish/) plays full random games, is saved, loaded and replayed, is said
in the move log and answered by the bots -- with no edit to a core file (docs/modules.md,
"A new mechanism"). It proves the registry carries a zone, a move, a decision, a hook and a
card trait (a craft.yaml key the toy alone parses)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from kingsforge.ai import make_bot
from kingsforge.ai.random_bot import RandomBot
from kingsforge.content import ContentError, load_content
from kingsforge.engine import invariants, mechanism, rules
from kingsforge.engine.describe import describe
from kingsforge.engine.mechanism import Mechanism, MechanismError, Trait
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
    for seed in range(4, 8):          # random players end some of these games within the cap
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


# --- the toy's card trait: craft.yaml `polish: n`, claimed and parsed by the toy alone -------------
def toy_data(tmp_path, craft_text=None) -> Path:
    """A data folder: the base game and a copy of the toy module (its craft.yaml replaced)."""
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "base").symlink_to(data_dir() / "base", target_is_directory=True)
    shutil.copytree(TOY_FOLDER, folder / "toy_polish")
    if craft_text is not None:
        (folder / "toy_polish" / "craft.yaml").write_text(craft_text, encoding="utf-8")
    return folder


def test_the_toy_card_trait_is_read_by_its_own_parser(toy):
    module, content = toy
    wheel = next(card for card in content.craft if card.id == "polishing_wheel")
    assert wheel.trait("polish") == 2 and wheel.traits == (("polish", 2),)
    assert all(card.trait("polish") is None for card in content.craft if card is not wheel)
    s = GameRecord(content, 2, 5).state.clone()
    s.tucked[1].append(wheel.index)
    before = s.stones
    module.hand_out_stones(s)
    assert [after - was for after, was in zip(s.stones, before)] == [1, 3]     # its owner: 1 + 2


def test_a_bad_toy_trait_names_its_file_and_line(toy, tmp_path):
    text = (TOY_FOLDER / "craft.yaml").read_text(encoding="utf-8").replace("polish: 2", "polish: 9")
    with pytest.raises(ContentError) as caught:
        load_content(toy_data(tmp_path, text), modules=("toy_polish",))
    line = text.splitlines().index("    polish: 9") + 1
    message = caught.value.message
    assert f"toy_polish/craft.yaml:{line}:" in message, message
    assert "craft card 'Polishing Wheel'" in message and "field 'craft[0].polish'" in message
    assert "must be from 1 to 3, got 9" in message


def test_without_the_toy_its_key_is_unknown(toy, tmp_path):
    module, _content = toy
    mechanism.unregister(module.TOY.name)
    try:
        with pytest.raises(ContentError) as caught:
            load_content(toy_data(tmp_path), modules=("toy_polish",))
    finally:
        mechanism.register(module.TOY)
    assert "unknown key 'polish'" in caught.value.message
    assert "toy_polish/craft.yaml:" in caught.value.message


def test_a_key_claimed_twice_is_a_load_error(toy, tmp_path):
    def parse(read, check, spec, path, card):
        return {}

    for key in ("polish", "permanent", "ability"):       # the toy's, and two shipped mechanisms' keys
        rival = Mechanism("rival_polish", 901, traits=(Trait((key,), "craft", parse),))
        with pytest.raises(MechanismError, match=f"'{key}'.*already claimed"):
            mechanism.register(rival)
    assert "rival_polish" not in mechanism.MECHANISMS
    # A key the loader reads itself cannot be claimed either: found when a card file is read.
    mechanism.register(Mechanism("rival_polish", 901, traits=(Trait(("rank",), "craft", parse),)))
    try:
        with pytest.raises(MechanismError, match="'rank' is the loader's own"):
            load_content(toy_data(tmp_path), modules=("toy_polish",))
    finally:
        mechanism.unregister("rival_polish")
