"""A decision kind with no panel of its own (the toy mechanism's, tests/toy_mechanism.py)
shows at the table as a list of buttons, each saying what it does in the move log's words."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from tablescene import table_for

from kingsforge import i18n
from kingsforge.ai.random_bot import RandomBot
from kingsforge.content import load_content
from kingsforge.engine import mechanism, rules
from kingsforge.engine.record import GameRecord
from kingsforge.resources import data_dir
from kingsforge.ui.match import Match
from kingsforge.ui.screenshot import demo_config
from kingsforge.ui.table.decisions import DecisionScene, prompt

TOY_FOLDER = Path(__file__).resolve().parent.parent / "toy_module" / "toy_polish"


@pytest.fixture(scope="module")
def toy_content(tmp_path_factory):
    import toy_mechanism
    if toy_mechanism.TOY.name not in mechanism.MECHANISMS:
        mechanism.register(toy_mechanism.TOY)
    folder = tmp_path_factory.mktemp("toy_data")
    (folder / "base").symlink_to(data_dir() / "base", target_is_directory=True)
    (folder / "toy_polish").symlink_to(TOY_FOLDER, target_is_directory=True)
    yield load_content(folder, modules=("toy_polish",))
    mechanism.unregister(toy_mechanism.TOY.name)


def test_a_decision_with_no_panel_is_a_list_of_buttons(app, toy_content):
    record = GameRecord(toy_content, 2, 4)
    bots = [RandomBot(seed=p) for p in range(2)]
    rnd = random.Random(1)
    while not (record.state.pending and record.state.pending[0].kind == "polish" and record.state.turn == 0):
        s = record.state
        legal = rules.legal_actions(s)
        polish = [a for a in legal if type(a).__name__ == "Polish"]
        record.play(polish[0] if polish and s.turn == 0 and rnd.random() < 0.9 else bots[s.turn].choose(s, legal))
        assert record.state.phase != "over" and record.state.round < 20
    match = Match(demo_config(2, 1), record)
    match.autosave_enabled = False
    table = table_for(app, match, last_human=0)
    dialog = DecisionScene(app, table)
    labels = [label for label, *_rest in dialog.options]
    assert len(labels) == 2 and all("polishes it by" in label for label in labels), labels
    assert dialog.title == i18n.t("decision.title.generic")
    assert prompt(match) == i18n.t("decision.prompt.generic", name=match.seats[0].name)
    dialog.choose(2)
    assert not match.state.pending or match.state.pending[0].kind != "polish"
