"""A picture's name changes no rule: saves and replays outlive a renamed picture (`art:`), in
both games, and a changed rule still refuses them (kingsforge/datasum.py)."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from kingsforge import persist
from kingsforge.content.loader import load_content
from kingsforge.engine.record import GameRecord
from kingsforge.engine.sample import random_action
from kingsforge.forge.content import load_forge
from kingsforge.forge.engine.record import GameRecord as ForgeRecord
from kingsforge.forge.engine.record import RecordError
from kingsforge.resources import data_dir

SAVES = Path(__file__).parent / "saves"


def _data_copy(tmp_path, file: str, old: str, new: str) -> Path:
    """The shipped data folder with one line of `file` changed."""
    folder = tmp_path / "data"
    shutil.copytree(data_dir(), folder)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")
    return folder


def _random_record(content, moves=40, seed=11) -> GameRecord:
    record, rng = GameRecord(content, 2, seed, ["Ana", "Ben"]), random.Random(seed)
    while len(record.actions) < moves and record.state.phase != "over":
        record.play(random_action(record.state, rng))
    return record


def test_a_save_written_before_cards_named_pictures_still_loads(shipped_content):
    """tests/saves/before_art_base.json was written by the code of 747a72e^ (a base game, 60
    random moves): its checksum is of card files with no `art:` field."""
    saved = persist.read_save(shipped_content, SAVES / "before_art_base.json", keep_mismatched=True)
    assert len(saved.record.actions) == 60
    assert (saved.record.state.round, saved.record.state.phase) == (7, "gather")


def test_a_renamed_picture_keeps_a_save(shipped_content, tmp_path):
    renamed = load_content(_data_copy(tmp_path, "base/craft.yaml", "art: nails}", "art: cooking-pot}"))
    assert renamed.checksum != shipped_content.checksum
    path = tmp_path / "autosave.json"
    record = _random_record(shipped_content)
    persist.save_game(record, path)
    saved = persist.read_save(renamed, path, keep_mismatched=True)
    assert saved.record.actions == record.actions
    assert GameRecord.from_data(renamed, record.to_data()).actions == record.actions


def test_a_changed_rule_still_refuses_a_save(shipped_content, tmp_path):
    changed = load_content(_data_copy(tmp_path, "base/craft.yaml", "needs: [metal 2, metal 2], art: nails",
                                      "needs: [metal 2, metal 3], art: nails"))
    path = tmp_path / "autosave.json"
    persist.save_game(_random_record(shipped_content), path)
    with pytest.raises(persist.SaveError) as refused:
        persist.read_save(changed, path, keep_mismatched=True)
    assert refused.value.mismatch == "other_data"


def _forge_record(content) -> ForgeRecord:
    from kingsforge.forge.engine import rules
    record, rng = ForgeRecord(content, 2, 5), random.Random(5)
    for _ in range(30):
        record.play(rng.choice(rules.legal_actions(record.state)))
    return record


def test_forge_a_renamed_picture_keeps_a_save_and_a_changed_rule_refuses_it(tmp_path):
    shipped = load_forge()
    text = (data_dir() / "forge" / "contracts.yaml").read_text(encoding="utf-8")
    arts = [line.split("art: ")[1].split(",")[0].split("}")[0].strip()
            for line in text.splitlines() if "art: " in line]
    art = next(name for name in arts if text.count(f"art: {name}") == 1)
    renamed = load_forge(_data_copy(tmp_path / "a", "forge/contracts.yaml", f"art: {art}", "art: anvil-impact")
                         / "forge")
    assert renamed.checksum != shipped.checksum
    data = _forge_record(shipped).to_data()
    assert ForgeRecord.from_data(renamed, data).moves == ForgeRecord.from_data(shipped, data).moves
    changed = load_forge(_data_copy(tmp_path / "b", "forge/board.yaml", "end_hammers: 5", "end_hammers: 6")
                         / "forge")
    with pytest.raises(RecordError, match="different Forge card data"):
        ForgeRecord.from_data(changed, data)
