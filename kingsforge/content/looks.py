"""Die looks and worths: each module's `looks.yaml` says how its own die types are drawn, and
its `ai.yaml` what they are worth to the computer players.

A module that brings a die type brings its look beside it (docs/modules.md, "Looks"), so the
table and the sprite generator never name a die type. The file is presentation, not card data:
the rules never read it and the card-data checksum that saves carry leaves it out. A die type
with no look is drawn plain (the UI's fallback); a broken file is a ContentError naming
file:line, like any card file.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from kingsforge.content.checker import Checker
from kingsforge.content.yamlsource import read_yaml
from kingsforge.engine.model import DieLook, DieWorth

LOOKS_FILE = "looks.yaml"
WORTHS_FILE = "ai.yaml"
MOST_WORTH = 10.0       # in metal dice: far above any die's
# What the UI can draw (kingsforge/ui/gfx.py draw_shape, ui/spritegen/dice.py SYMBOLS and
# TEXTURES; tests/ui/test_looks.py holds the two sides together).
MARKS = ("triangle", "diamond", "star", "leaf", "cross", "square")
SYMBOLS = ("nut", "leaf", "gem", "star", "book", "tomb", "wheat", "sparkle", "rock", "flake", "rings", "shard",
           "scroll")
TEXTURES = ("plain", "brushed", "grain", "facets", "speckle", "ruling", "straw", "pinwheel", "mottled")


def read_looks(folder: Path, die_ids=None) -> dict[str, DieLook]:
    """The looks in one module folder's looks.yaml ({} without one). With `die_ids` (the die
    types of the content being loaded), a look for any other die type is refused."""
    looks = {}
    for type_id, spec, path_, card, check in _die_entries(folder, LOOKS_FILE, die_ids):
        check.mapping(spec, path_, required=("colour", "pips", "mark", "sprite"), card=card)
        sprite = check.mapping(spec["sprite"], path_ + ("sprite",),
                               required=("body", "pips", "inlay", "symbol", "texture"), optional=("declared",),
                               card=card)
        declared = check.sequence(sprite.get("declared", []), path_ + ("sprite", "declared"), card)
        looks[type_id] = DieLook(
            colour=_rgb(check, spec["colour"], path_ + ("colour",), card),
            pips=_rgb(check, spec["pips"], path_ + ("pips",), card),
            mark=check.choice(spec["mark"], path_ + ("mark",), MARKS, "mark", card),
            body=_rgb(check, sprite["body"], path_ + ("sprite", "body"), card),
            sprite_pips=_rgb(check, sprite["pips"], path_ + ("sprite", "pips"), card),
            inlay=_rgb(check, sprite["inlay"], path_ + ("sprite", "inlay"), card),
            symbol=check.choice(sprite["symbol"], path_ + ("sprite", "symbol"), SYMBOLS, "symbol", card),
            texture=check.choice(sprite["texture"], path_ + ("sprite", "texture"), TEXTURES, "texture", card),
            declared=tuple(check.text(c, path_ + ("sprite", "declared", i), card) for i, c in enumerate(declared)))
    return looks


def read_worths(folder: Path, die_ids=None) -> dict[str, DieWorth]:
    """The worths in one module folder's ai.yaml ({} without one), checked like its looks."""
    worths = {}
    for type_id, spec, path_, card, check in _die_entries(folder, WORTHS_FILE, die_ids):
        check.mapping(spec, path_, optional=("value", "tile"), card=card)
        worths[type_id] = DieWorth(**{key: _worth(check, spec[key], path_ + (key,), card) for key in spec})
    return worths


def _die_entries(folder: Path, name: str, die_ids):
    """(die type id, its mapping, its path, its name for messages, the file's checker) for each
    die type a module folder's `name` file describes under `dice:`."""
    path = Path(folder) / name
    if not path.is_file():
        return
    doc = read_yaml(path, f"{Path(folder).name}/{name}")
    check = Checker(doc)
    check.mapping(doc.data, (), required=("dice",))
    check.mapping(doc.data["dice"], ("dice",), any_keys=True)
    for type_id, spec in doc.data["dice"].items():
        card = f"die type '{type_id}'"
        if die_ids is not None:
            check.choice(type_id, ("dice", type_id), tuple(die_ids), "die type", card)
        yield str(type_id), spec, ("dice", type_id), card, check


def _worth(check: Checker, value, path, card) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value <= MOST_WORTH:
        check.fail(path, f"expected a worth in metal dice, more than 0 and at most {MOST_WORTH:g}", card)
    return float(value)


def _rgb(check: Checker, value, path, card) -> tuple[int, int, int]:
    check.sequence(value, path, card)
    if len(value) != 3:
        check.fail(path, f"expected a colour as [red, green, blue], got {len(value)} numbers", card)
    return tuple(check.integer(v, path + (i,), 0, 255, card) for i, v in enumerate(value))


@lru_cache(maxsize=4)
def every_look(folder: str | Path | None = None) -> dict[str, DieLook]:
    """Every module's looks in a data folder (the sprite generator draws them all), read once
    per folder: the table and the generator share it, and neither changes it."""
    from kingsforge.content.modules import module_folders
    from kingsforge.resources import data_dir

    looks: dict[str, DieLook] = {}
    for module_folder in module_folders(Path(folder) if folder else data_dir()).values():
        looks.update(read_looks(module_folder))
    return looks
