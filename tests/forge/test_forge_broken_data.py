"""Broken Forge data files give one clear `file:line: card, field 'x': problem` message."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from data_copies import data_with
from data_copies import line_of as _line_of
from kingsforge.content.errors import ContentError
from kingsforge.forge.content import load_forge
from kingsforge.resources import data_dir

SOURCE = data_dir() / "forge"


def broken(tmp_path: Path, name: str, old: str, new: str) -> Path:
    return data_with(tmp_path, name, old, new, SOURCE)


def line_of(name: str, needle: str) -> int:
    return _line_of(name, needle, SOURCE)


CASES = [
    ("contracts.yaml", "id: milking_stool, name: \"Milking Stool\", deck: common",
     "id: milking_stool, name: \"Milking Stool\", deck: commons", "milking_stool", "field 'deck': unknown value 'commons'"),
    ("contracts.yaml", "id: oak_bench, name: \"Oak Bench\", deck: common, product: furniture, guild: brownsmith, skill: 1",
     "id: oak_bench, name: \"Oak Bench\", deck: common, product: furniture, guild: brownsmith, skill: 9",
     "oak_bench", "field 'skill': 9 is outside 1..5"),
    ("contracts.yaml", "guild: whitesmith, skill: 1, wood: 2, metal: 1",
     "guild: whitesmit, skill: 1, wood: 2, metal: 1", "garden_rake", "did you mean 'whitesmith'?"),
    ("contracts.yaml", "requires: [chisels], gold: 6", "requires: [chisel], gold: 6", "cart_wheel",
     "field 'requires': unknown value 'chisel'"),
    ("contracts.yaml", "requires: [chisels], gold: 6", "requires: [3], gold: 6", "cart_wheel",
     "field 'requires': unknown value 3"),
    ("board.yaml", "track: [wood, metal, brick, gems]", "track: [wood, metal, brik, gems]", None,
     "field 'track': unknown value 'brik' (did you mean 'brick'?)"),
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
    # names that are not text: a TypeError traceback in validate (difflib measured an int, a dict)
    ("board.yaml", "guild_names: [bladesmith,", "guild_names: [100000000000000000000000000000,", None,
     "forge/board.yaml:63: field 'guild_names': item 1 must be a name (text), not 100000000000000000000000000000"),
    ("board.yaml", "guild_names: [bladesmith,", "guild_names: [null,", None,
     "field 'guild_names': item 1 must be a name (text), not None"),
    ("board.yaml", "guild_names: [bladesmith, brownsmith,", "guild_names: [bladesmith, {},", None,
     "field 'guild_names': item 2 must be a name (text), not {}"),
    ("board.yaml", "product_types: [weapon,", "product_types: [[weapon],", None,
     "forge/board.yaml:64: field 'product_types': item 1 must be a name (text), not ['weapon']"),
    ("board.yaml", "product_types: [weapon,", "product_types: [7,", None,
     "field 'product_types': item 1 must be a name (text), not 7"),
    # a kilobyte of brackets: RecursionError from the YAML composer (the reader both games share)
    ("board.yaml", "hire_cost: 8", "hire_cost: 8\ndeep: " + "[" * 500 + "]" * 500, None,
     "values nested more than 40 deep"),
    # numbers that must agree across the board (content._cross_check)
    ("board.yaml", "skill: {start: 1, top: 5", "skill: {start: 6, top: 5", "skill",
     "field 'start': 6 is not below the top of the skill track (5)"),
    ("board.yaml", "skill: {start: 1,", "skill: {start: 0,", None, "field 'start': 0 is outside 1..9"),
    ("board.yaml", "storage: {wood: 6,", "storage: {wood: 0,", None,
     "field 'start': a player starts with 1 wood but the stores hold only 0"),
    ("board.yaml", "start_assistants: 2", "start_assistants: 4", None,
     "field 'start_assistants': 4 is not below max_assistants (4)"),
    ("board.yaml", "cost: {gold: 6, wood: 2}", "cost: {gold: 6, wood: 10}", "wagon",
     "field 'cost': costs 10 wood, more than a player's stores can ever hold (8: storage 6 + 2 from Rack Systems), "
     "even with Wood Lathe"),
]


@pytest.mark.parametrize("name,old,new,card,words", CASES)
def test_broken_values_name_file_line_card_and_field(tmp_path, name, old, new, card, words):
    folder = broken(tmp_path, name, old, new)
    refused(folder, name, card, words, old.split(",")[0] if "id:" in old else old)


BIG = "10000000000000000000000"      # 10**22

# Data the loader once took silently: a misspelt or unknown key (its field fell back to the
# default), a price list without gems (free at the Trading Post), a flag that is not true/false,
# numbers of any sign or size. (file, old, new, card, words, a text on the line named)
STRICT_CASES = [
    ("contracts.yaml", "requires: [chisels], gold: 6", "requries: [chisels], gold: 6", "cart_wheel",
     "field 'requries': unknown key 'requries' (did you mean 'requires'?)", "id: cart_wheel,"),
    ("contracts.yaml", "gold: 6, vp: 2, source: house, art: cartwheel", "glod: 6, vp: 2, source: house, art: cartwheel",
     "cart_wheel", "field 'gold': is missing ('glod' is not a field; did you mean 'gold'?)", "id: cart_wheel,"),
    ("development.yaml", "amount: 3, guild: silversmith", "amout: 3, guild: silversmith", "store_extension_1",
     "field 'amout': unknown key 'amout' (did you mean 'amount'?)", "id: store_extension_1,"),
    ("training.yaml", "effect: woodsman, text:", "effect: woodsman, level: 2, text:", "woodsman_1",
     "field 'level': unknown key 'level' (known fields: id, name, effect, text, source, art)", "id: woodsman_1,"),
    ("guilds.yaml", "guild: bladesmith, skill: 1", "guild: bladesmith, skil: 1", "bladesmiths_oath",
     "field 'skil': unknown key 'skil' (did you mean 'skill'?)", "id: bladesmiths_oath,"),
    ("board.yaml", "vp: 2, skill: 1, source: rulebook, art: clamp", "vp: 2, skil: 1, source: rulebook, art: clamp",
     "vise", "field 'skil': unknown key 'skil' (did you mean 'skill'?)", "id: vise,"),
    ("board.yaml", "text: Forge 3 contracts., art:", "text: Forge 3 contracts., arts:", "contracts",
     "field 'arts': unknown key 'arts' (did you mean 'art'?)", "id: contracts,"),
    ("board.yaml", "smith_bonus: 1, wagon: true}", "smith_bonuses: 1, wagon: true}", "forest",
     "field 'smith_bonuses': unknown key 'smith_bonuses' (did you mean 'smith_bonus'?)", "forest: {"),
    ("board.yaml", "build_spots: {", "build_spot: {", None,
     "field 'build_spot': unknown key 'build_spot' (did you mean 'build_spots'?)", "build_spots: {"),
    ("board.yaml", "vp_past_top: 5}", "vp_past_top: 5, bonus: 2}", None,
     "field 'bonus': unknown key 'bonus' (known fields: start, top, vp_past_top)", "skill: {"),
    ("contracts.yaml", "contracts:\n", "contract_notes:\ncontracts:\n", None,
     "field 'contract_notes': unknown key 'contract_notes' (did you mean 'contracts'?)", "contracts:"),
    ("board.yaml", "brick: 4, gems: 5}", "brick: 4}", None,
     "field 'prices': 'gems' is missing (name each of: wood, metal, brick, gems)", "prices: {"),
    ("board.yaml", "brick: 4, gems: 5}", "brick: 4, gems: 0}", None, "field 'gems': 0 is outside 1..99", "prices: {"),
    ("board.yaml", "storage: {wood: 6, metal: 6}", "storage: {wood: 6, metal: 6, gems: 3}", None,
     "field 'storage': unknown resource 'gems' (one of: wood, metal)", "storage: {"),
    ("board.yaml", "smith_bonus: 1, wagon: true}", 'smith_bonus: 1, wagon: "no"}', "forest",
     "field 'wagon': must be true or false, not 'no'", "forest: {"),
    ("board.yaml", "smith_bonus: 1, wagon: true}", "smith_bonus: 1, wagon: 7}", "forest",
     "field 'wagon': must be true or false, not 7", "forest: {"),
    ("board.yaml", "guild_points: [2,", "guild_points: [true,", None,
     "field 'guild_points': item 1 must be a whole number 0..999, not True", "guild_points: ["),
    ("board.yaml", "guild_points: [2, 5,", "guild_points: [2, -5,", None,
     "field 'guild_points': item 2 must be a whole number 0..999, not -5", "guild_points: ["),
    ("board.yaml", "achievement_points: [5, 3, 2, 1]", "achievement_points: [5, 3, 2, -1]", None,
     "field 'achievement_points': item 4 must be a whole number 0..99, not -1", "achievement_points: ["),
    ("board.yaml", "achievement_points: [5, 3, 2, 1]", "achievement_points: [5, 3, false, 1]", None,
     "field 'achievement_points': item 3 must be a whole number 0..99, not False", "achievement_points: ["),
    ("board.yaml", "hire_cost: 8", "hire_cost: " + BIG, None, f"field 'hire_cost': {BIG} is outside 0..99",
     "hire_cost: 8"),
    ("board.yaml", "then: 3}", f"then: {BIG}}}", "market", f"field 'then': {BIG} is outside 0..99", "market: {"),
    ("board.yaml", "smith_bonus: 1, wagon: true}", f"smith_bonus: {BIG}, wagon: true}}", "forest",
     f"field 'smith_bonus': {BIG} is outside 0..99", "forest: {"),
    ("board.yaml", "smith: 2}", f"smith: {BIG}}}", "mines", f"field 'smith': {BIG} is outside 0..99", "mines: {"),
    ("board.yaml", "assistants: [4, 3, 2]", f"assistants: [4, 3, {BIG}]", "forest",
     f"field 'assistants': item 3 must be a whole number 0..99, not {BIG}", "forest: {"),
]


@pytest.mark.parametrize("name,old,new,card,words,needle", STRICT_CASES)
def test_unknown_keys_flags_and_bounds_are_refused(tmp_path, name, old, new, card, words, needle):
    with pytest.raises(ContentError) as caught:
        load_forge(broken(tmp_path, name, old, new))
    message = caught.value.message
    assert message.startswith(f"forge/{name}:{line_of(name, needle)}: "), message
    assert words in message, message
    if card:
        assert f": {card}, " in message, message


TWO_GUILDS = """guilds:
  - {id: oath, name: "Oath", guild: bladesmith, skill: 1, source: house}
  - {id: dues, name: "Dues", guild: brownsmith, gain: {gold: 5}, source: house}
"""
THREE_NAMES = "development:\n" + "".join(
    f"  - {{id: d{i}, name: Card {n}, deck: architect, effect: vp, text: Take 1 VP., source: house}}\n"
    for i, n in enumerate((1, 2, 3, 3)))

# (edits [(file, old, new); old None: the whole file], file named, card, words, line of the card there)
CROSS_CASES = [
    ([("board.yaml", "storage: {wood: 6,", "storage: {wood: 1,")], "contracts.yaml", "coopers_barrel",
     "field 'wood': costs 5 wood, more than a player's stores can ever hold (3: storage 1 + 2 from Rack Systems), "
     "even with Wood Lathe", "id: coopers_barrel,"),
    ([("board.yaml", "start: {gold: 5, wood: 1, metal: 1}", "start: {gold: 5, wood: 1}"),
      ("board.yaml", "metal: 6}", "metal: 0}")], "contracts.yaml", "short_sword",
     "field 'metal': costs 5 metal, more than a player's stores can ever hold (2: storage 0 + 2 from Rack Systems), "
     "even with Trip Hammer and Upgraded Hammers", "id: short_sword,"),
    ([("board.yaml", "top: 5,", "top: 4,")], "contracts.yaml", "knights_harness",
     "field 'skill': 5 is above the top of the skill track (4)", "id: knights_harness,"),
    ([("development.yaml", None, THREE_NAMES)], "board.yaml", None,
     "field 'development_limit': 4 is more than the 3 different development cards", None),
    ([("guilds.yaml", None, TWO_GUILDS)], "board.yaml", None, "the guild cards must cover at least 3 guilds", None),
    ([("training.yaml", "effect: striker", "effect: woodsman"), ("board.yaml", "max_assistants: 4", "max_assistants: 2"),
      ("board.yaml", "start_assistants: 2", "start_assistants: 1"),
      ("contracts.yaml", "assistants: 2, gold: 12, vp: 6, source: house, art: leg-armor",
       "assistants: 3, gold: 12, vp: 6, source: house, art: leg-armor")], "contracts.yaml", "plate_greaves",
     "field 'assistants': 3 helpers are more than a player can ever send (max_assistants 2)", "id: plate_greaves,"),
]


@pytest.mark.parametrize("edits,name,card,words,needle", CROSS_CASES)
def test_numbers_that_must_agree_across_the_board(tmp_path, edits, name, card, words, needle):
    """Data each file accepts alone but the engine cannot play: the skill start at or past the
    top, starting goods past storage, no Assistant left to hire, a cost no store can hold."""
    folder = tmp_path / "forge"
    shutil.copytree(SOURCE, folder)
    for file, old, new in edits:
        text = (folder / file).read_text(encoding="utf-8")
        assert old is None or old in text, f"{old!r} not in {file}"
        (folder / file).write_text(new if old is None else text.replace(old, new), encoding="utf-8")
    refused(folder, name, card, words, needle)


def refused(folder, name: str, card, words: str, needle: str) -> None:
    """Loading `folder` fails in file `name`, saying `words`, naming `card` at the line of `needle`."""
    with pytest.raises(ContentError) as caught:
        load_forge(folder)
    message = caught.value.message
    assert message.startswith(f"forge/{name}:"), message
    assert words in message, message
    if card:
        assert f": {card}, " in message or f": {card}:" in message, message
        assert caught.value.line == line_of(name, needle), message


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
    # a folder that holds no Forge data at all (a typo'd --data /tmp) is said so, not "tmp/board.yaml: file not found"
    empty = tmp_path / "elsewhere"
    empty.mkdir()
    with pytest.raises(ContentError, match=f"^{empty}: no Forge data folder here"):
        load_forge(empty)


def test_shipped_data_loads():
    c = load_forge()
    assert len(c.contracts) == 72 and c.checksum
