"""Issue 21: what a module's dice are worth to the computer players comes from its own folder
(data/<module>/ai.yaml, content/looks.py), not from die ids written in the AI."""

from __future__ import annotations

import shutil

import pytest

from kingsforge.ai import exotic, greedy
from kingsforge.content import ContentError, load_content
from kingsforge.engine.model import DieWorth
from kingsforge.resources import data_dir


def _data(tmp_path, worths: str | None):
    folder = tmp_path / "data"
    shutil.copytree(data_dir(), folder)
    ai = folder / "ambassadors_row" / "ai.yaml"
    if worths is None:
        ai.unlink()
    else:
        ai.write_text(worths, encoding="utf-8")
    return folder


def test_the_shipped_worths_reach_the_ai():
    c = load_content(modules=("ambassadors_row",))
    worths = dict(c.worths)
    assert worths["aether_ore"] == DieWorth(tile=2.6) and worths["archive"] == DieWorth(value=2.2)
    tiles, values = exotic.tile_worths(c), greedy.base_values(c)
    assert tiles[c.die_type_index("aether_ore")] == 2.6 and tiles[c.die_type_index("grimstone")] == 2.0
    assert values[c.die_type_index("archive")] == 2.2 and values[c.die_type_index("gem")] == 2.0   # base: the AI's own


def test_a_modules_worths_are_its_own_and_not_card_data(tmp_path):
    shipped = load_content(modules=("ambassadors_row",))
    c = load_content(_data(tmp_path, "dice:\n  grimstone: {tile: 5, value: 3.5}\n"), modules=("ambassadors_row",))
    assert c.checksum == shipped.checksum
    grimstone, borealis = c.die_type_index("grimstone"), c.die_type_index("borealis")
    assert exotic.tile_worths(c)[grimstone] == 5.0 and greedy.base_values(c)[grimstone] == 3.5
    assert exotic.tile_worths(c)[borealis] == exotic.TILE_WORTH          # no worth given: the default
    assert greedy.base_values(c)[borealis] == 1.0


def test_without_worths_the_ai_uses_its_defaults(tmp_path):
    c = load_content(_data(tmp_path, None), modules=("ambassadors_row",))
    assert c.worths == ()
    assert set(exotic.tile_worths(c)) == {exotic.TILE_WORTH}
    assert greedy.base_values(c)[c.die_type_index("archive")] == 1.0


@pytest.mark.parametrize("text, expected", [
    ("dice:\n  grimstone: {tile: 0}\n", "ambassadors_row/ai.yaml:2: die type 'grimstone', field 'dice.grimstone.tile': "
                                        "expected a worth in metal dice, more than 0 and at most 10"),
    ("dice:\n  grimstone: {tile: lots}\n", "field 'dice.grimstone.tile': expected a worth"),
    ("dice:\n  grimstone: {tiles: 2}\n", "unknown key 'tiles' (did you mean 'tile'?)"),
    ("dice:\n  glass: {tile: 2}\n", "ambassadors_row/ai.yaml:2: die type 'glass', field 'dice.glass': unknown die type 'glass'"),
])
def test_a_broken_worth_names_file_line_and_field(tmp_path, text, expected):
    with pytest.raises(ContentError) as caught:
        load_content(_data(tmp_path, text), modules=("ambassadors_row",))
    assert expected in caught.value.message
