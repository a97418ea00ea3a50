"""Save and resume with every Masterworks module on, and with Queen's Jubilee and Masterworks
together: a save taken after any move loads to the same state and plays on to the same end.

The module sets are listed once here; a new module joins the game by joining a set.
"""

from __future__ import annotations

import json
import shutil

import pytest

from kingsforge import headless, persist
from kingsforge.ai import make_bot
from kingsforge.content import load_content
from kingsforge.engine import rules
from kingsforge.engine.record import GameRecord

MASTERWORKS = ("ambassadors_row", "masterworks_craft", "royal_decree", "griffins_landing", "variant_monuments",
               "deluxe_cards", "ambassador_requests")
# Queen's Jubilee's gather cards with Masterworks (its own craft deck, jubilee_variant, and
# Masterworks' realm items exclude each other: each replaces the deck's ranks).
JUBILEE_AND_MASTERWORKS = ("jubilee_gather",) + MASTERWORKS

SETS = {"masterworks": MASTERWORKS, "jubilee+masterworks": JUBILEE_AND_MASTERWORKS}


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    monkeypatch.setenv("KINGSFORGE_HOME", str(tmp_path / "home"))


@pytest.fixture(scope="module", params=sorted(SETS))
def content(request):
    return load_content(modules=SETS[request.param])


def test_the_sets_load_together(content):
    assert set(content.module_ids) in ({*MASTERWORKS}, {*JUBILEE_AND_MASTERWORKS})


@pytest.mark.parametrize("players,seed", [(2, 3), (4, 8)])
def test_every_save_loads_to_the_same_state(content, tmp_path, players, seed):
    """The autosave pattern with every module's zones in play (kept dice, paired cards, visitor
    piles, side cards, penalty cards, spent abilities, a request's reward): save after each move,
    load it, compare the digest."""
    path = tmp_path / "auto.json"
    record = GameRecord(content, players, seed)
    bots = [make_bot("greedy" if p % 2 == 0 else "random", p) for p in range(players)]
    for _ in range(400):
        state = record.state
        if state.phase == "over":
            break
        record.play(bots[state.turn].choose(state, rules.legal_actions(state)))
        persist.save_game(record, path)
        loaded = persist.load_game(content, path)
        assert loaded.state.digest() == record.state.digest()
        assert list(loaded.actions) == list(record.actions)
    assert record.state.round > 2


@pytest.mark.parametrize("bots,seed", [(["greedy", "random"], 5), (["normal", "greedy", "random", "greedy"], 2)])
def test_resume_from_any_move_ends_the_same(content, tmp_path, bots, seed):
    path = tmp_path / "g.json"
    snapshots = {}

    def on_move(game):
        n = len(game.record.actions)
        if n in (1, 9, 30, 61, 120):
            snapshots[n] = tmp_path / f"at{n}.json"
            shutil.copyfile(path, snapshots[n])

    whole = headless.HeadlessGame.new(content, bots, seed, path).play(on_move)
    assert len(snapshots) >= 4
    for n, snap in snapshots.items():
        game = headless.HeadlessGame.resume(content, snap)
        assert len(game.record.actions) == n
        assert game.play() == whole, f"resumed at move {n}"


def test_a_save_from_before_the_variant_kept_the_requests_reads_as_other_card_data(tmp_path):
    """The Jubilee variant with the Requests: the set gained the four request cards with its
    data files unchanged; a save made before (checksum ac94295579df217e) was replayed against
    the new cards and renamed damaged instead of being refused as other card data."""
    ids = ("ambassador_requests", "ambassadors_row", "griffins_landing", "jubilee_gather", "jubilee_variant")
    content = load_content(modules=ids)
    assert content.checksum != "ac94295579df217e"
    record = GameRecord(content, 2, 5)
    for _ in range(6):
        record.play(make_bot("random", 0).choose(record.state, rules.legal_actions(record.state)))
    data = record.to_data()
    data["data_checksum"] = "ac94295579df217e"
    del data["rules_checksum"]                  # written before saves carried it
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data))
    with pytest.raises(persist.SaveError) as err:
        persist.load_game(content, path)
    assert "different card data" in err.value.message
