"""Issue 21: a die type's look comes from its module's folder (data/<module>/looks.yaml), so a
module that brings a die brings how it is drawn, and no table code names a die type."""

from __future__ import annotations

import math
from pathlib import Path

import pygame
import pytest
from tablescene import table_for

from kingsforge.content import load_content
from kingsforge.content import looks as looks_data
from kingsforge.content.looks import every_look
from kingsforge.content.modules import playable_sets
from kingsforge.engine.record import GameRecord
from kingsforge.resources import data_dir, sprites_dir
from kingsforge.ui import gfx, looks, spritegen
from kingsforge.ui.match import Match, use_content
from kingsforge.ui.screenshot import demo_config
from kingsforge.ui.spritegen import dice as sprite_dice

UI = Path(__file__).resolve().parents[2] / "kingsforge" / "ui"
GLASS = (20, 200, 180)          # the toy module's die: a teal no shipped die wears


def test_every_die_type_of_every_playable_set_has_a_look():
    for modules in [()] + playable_sets():
        content = load_content(modules=modules)
        assert {t.id for t in content.die_types} == {type_id for type_id, _look in content.looks}, modules


def test_a_look_is_not_card_data(tmp_path):
    """looks.yaml is left out of the checksum saves and golden transcripts carry."""
    folder = tmp_path / "data"
    (folder / "base").mkdir(parents=True)
    for f in (data_dir() / "base").iterdir():
        (folder / "base" / f.name).write_bytes(f.read_bytes())
    shipped = load_content()
    looks_file = folder / "base" / "looks.yaml"
    looks_file.write_text(looks_file.read_text(encoding="utf-8").replace("[70, 74, 82]", "[10, 20, 30]"),
                          encoding="utf-8")
    repainted = load_content(folder)
    assert repainted.checksum == shipped.checksum
    assert dict(repainted.looks)["metal"].colour == (10, 20, 30) != dict(shipped.looks)["metal"].colour


def test_the_names_a_look_may_use_are_the_ones_the_ui_draws():
    assert set(looks_data.SYMBOLS) == set(sprite_dice.SYMBOLS)
    assert set(looks_data.TEXTURES) == set(sprite_dice.TEXTURES)
    drawn = []
    for mark in looks_data.MARKS:
        surface = pygame.Surface((40, 40), pygame.SRCALPHA)
        gfx.draw_shape(surface, mark, (20, 20), 16, (255, 255, 255))
        drawn.append(pygame.image.tobytes(surface, "RGBA"))
    assert len(set(drawn)) == len(looks_data.MARKS), "two marks draw the same shape"


def test_the_shipped_sprites_are_drawn_from_the_looks():
    """The generator reads each die's look; the sprites it draws are the shipped ones, pixel
    for pixel (the blank and one face of every die type, and each declared face set)."""
    names = [f"die_{t}_{face}" for t in every_look() for face in ("blank", 5)]
    names += [f"die_{t}_{colour}_2" for t, look in every_look().items() for colour in look.declared]
    assert any("_gem_2" in name for name in names)          # the Conjurer's declared faces
    for name in names:
        shipped = pygame.image.load(str(sprites_dir() / f"{name}.png"))
        assert pygame.image.tobytes(spritegen.render(name, 1.0), "RGBA") == pygame.image.tobytes(shipped, "RGBA"), name


def test_no_table_or_ai_code_names_a_modules_die_type():
    """The dice a module brings are drawn from their looks and valued from their worths (its
    ai.yaml): no UI or AI file but the screenshot staging (which stages named cards and kept
    dice for the demo scenes) spells their ids."""
    base = {t.id for t in load_content().die_types}
    module_dice = set(every_look()) - base
    assert {"farm", "conjurer", "grimstone", "archive"} <= module_dice
    for path in list(UI.rglob("*.py")) + list((UI.parent / "ai").rglob("*.py")):
        if path.name == "staging.py":
            continue
        text = path.read_text(encoding="utf-8")
        for type_id in module_dice:
            assert f'"{type_id}"' not in text and f"'{type_id}'" not in text, f"{path.name} names {type_id}"


@pytest.fixture()
def glass_content(tmp_path):
    """The base game plus a toy module from another data folder that brings two die types:
    Glass, with a look of its own, and Clay, with none."""
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "base").symlink_to(data_dir() / "base", target_is_directory=True)
    module = folder / "toy_glass"
    module.mkdir()
    (module / "module.yaml").write_text(
        "id: toy_glass\nname: {en: 'Toy: glass dice'}\nsummary: {en: 'Two die types that only sit in the stock.'}\n"
        "source: house\n", encoding="utf-8")
    (module / "game.yaml").write_text(
        "dice:\n  glass: {count: 3, colours: [gem], name: Glass}\n  clay: {count: 3, colours: [wood], name: Clay}\n",
        encoding="utf-8")
    (module / "looks.yaml").write_text(
        f"dice:\n  glass: {{colour: {list(GLASS)}, pips: [250, 250, 250], mark: diamond,\n"
        f"          sprite: {{body: {list(GLASS)}, pips: [250, 250, 250], inlay: [240, 240, 240], symbol: shard,"
        " texture: facets}}\n", encoding="utf-8")
    content = load_content(folder, modules=("toy_glass",))
    yield content
    use_content(load_content())


def _body_colour(surface, x, y, size):
    """The median colour of a die drawn centred at (x, y): its body, past its symbol and edges."""
    r = max(2, int(size * 0.35))
    pixels = [surface.get_at((round(x) + dx, round(y) + dy))[:3] for dx in range(-r, r + 1) for dy in range(-r, r + 1)]
    return tuple(sorted(p[i] for p in pixels)[len(pixels) // 2] for i in range(3))


def test_a_modules_own_die_is_drawn_from_its_look(app, glass_content):
    use_content(glass_content)
    assert looks.colour("glass") == GLASS and looks.mark("glass") == "diamond"
    record = GameRecord(glass_content, 2, 3)
    s = record.state
    glass, clay = (glass_content.die_type_index(t) for t in ("glass", "clay"))
    dice = [s.stock[glass].pop(), s.stock[clay].pop()]
    s.supply[s.turn].extend(dice)
    match = Match(demo_config(2, 3), record)
    match.autosave_enabled = False
    table = table_for(app, match)
    surface = pygame.Surface((1920, 1080))
    table.draw(surface)
    glass_die, clay_die = dice
    assert glass_die in table.dice.pos and clay_die in table.dice.pos
    x, y, size = table.dice.pos[glass_die]
    seen = _body_colour(surface, x, y, size)
    assert math.dist(seen, GLASS) < 70, seen                     # drawn as its look says
    x, y, size = table.dice.pos[clay_die]
    seen = _body_colour(surface, x, y, size)
    assert math.dist(seen, (255, 0, 255)) > 150, seen            # no look: a plain die, never the placeholder
    table.ai.close()
