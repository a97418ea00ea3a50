"""Broken Forge data files give one clear `file:line: card, field 'x': problem` message."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from kingsforge.content.errors import ContentError
from kingsforge.forge.content import load_forge
from kingsforge.resources import data_dir

SOURCE = data_dir() / "forge"


def broken(tmp_path: Path, name: str, old: str, new: str) -> Path:
    folder = tmp_path / "forge"
    shutil.copytree(SOURCE, folder)
    text = (folder / name).read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {name}"
    (folder / name).write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder


def line_of(name: str, needle: str) -> int:
    for number, line in enumerate((SOURCE / name).read_text(encoding="utf-8").splitlines(), 1):
        if needle in line:
            return number
    raise AssertionError(needle)


CASES = [
    ("contracts.yaml", "id: milking_stool, name: \"Milking Stool\", deck: common",
     "id: milking_stool, name: \"Milking Stool\", deck: commons", "milking_stool", "field 'deck': unknown value 'commons'"),
    ("contracts.yaml", "id: oak_bench, name: \"Oak Bench\", deck: common, product: furniture, guild: brownsmith, skill: 1",
     "id: oak_bench, name: \"Oak Bench\", deck: common, product: furniture, guild: brownsmith, skill: 9",
     "oak_bench", "field 'skill': 9 is outside 1..5"),
    ("contracts.yaml", "guild: whitesmith, skill: 1, wood: 2, metal: 1",
     "guild: whitesmit, skill: 1, wood: 2, metal: 1", "garden_rake", "did you mean 'whitesmith'?"),
    ("contracts.yaml", "requires: [chisels], gold: 6", "requires: [chisel], gold: 6", "cart_wheel",
     "unknown value 'chisel'"),
    ("contracts.yaml", "id: cart_wheel, name", "id: milking_stool, name", "milking_stool", "used twice"),
    ("development.yaml", "effect: coin_press", "effect: coin_presses", "coin_press_1", "field 'effect'"),
    ("training.yaml", "id: woodsman_1, name: Woodsman, effect: woodsman", "id: woodsman_1, name: Woodsman, effect: lumberjack",
     "woodsman_1", "unknown value 'lumberjack'"),
    ("guilds.yaml", "gain: {gold: 5}", "gain: {silver: 5}", "brownsmiths_dues", "unknown resource 'silver'"),
    ("guilds.yaml", "gain: {gold: 5}", "gain: {gold: five}", "brownsmiths_dues", "must be a whole number"),
    ("board.yaml", "hire_cost: 8", "hire_cost: eight", None, "field 'hire_cost': must be a whole number"),
    ("board.yaml", "  - {id: vise,", "  - {id: visor,", None, "must list the eight tokens in order"),
    ("board.yaml", "architecture: [1, 2, 2]", "architecture: [1, 2]", None, "spots for 2, 3 and 4 players"),
    ("board.yaml", "architecture: [1, 2, 2]", "castle: [1, 2, 2]", None, "unknown building location 'castle'"),
]


@pytest.mark.parametrize("name,old,new,card,words", CASES)
def test_broken_values_name_file_line_card_and_field(tmp_path, name, old, new, card, words):
    folder = broken(tmp_path, name, old, new)
    with pytest.raises(ContentError) as caught:
        load_forge(folder)
    message = caught.value.message
    assert message.startswith(f"forge/{name}:"), message
    assert words in message, message
    if card:
        assert f": {card}, " in message or f": {card}:" in message, message
        assert caught.value.line == line_of(name, old.split(",")[0] if "id:" in old else old), message


def test_invalid_yaml_and_missing_files(tmp_path):
    folder = broken(tmp_path, "training.yaml", "training:\n", "training:\n  - {id: x\n")
    with pytest.raises(ContentError, match=r"forge/training.yaml:\d+: invalid YAML"):
        load_forge(folder)
    (folder / "guilds.yaml").unlink()
    (folder / "training.yaml").write_text((SOURCE / "training.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    with pytest.raises(ContentError, match="guilds.yaml: file not found"):
        load_forge(folder)
    with pytest.raises(ContentError, match="no Forge data folder"):
        load_forge(tmp_path / "nowhere")


def test_shipped_data_loads():
    c = load_forge()
    assert len(c.contracts) == 72 and c.checksum
