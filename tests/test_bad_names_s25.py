"""Bad names at every door, both games: a card name of one 20,000-letter word, a NUL in a
player's name, a kept game's name of 200,000 letters. Each is refused where it is read, with a
message naming what and where, and the drawing helpers stay bounded and never raise, whatever
text reaches them."""

from __future__ import annotations

import json
import os
import subprocess
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from data_copies import data_with, line_of  # noqa: E402
from kingsforge import persist  # noqa: E402
from kingsforge.content import ContentError, load_content  # noqa: E402
from kingsforge.content.checker import MAX_DATA_NAME  # noqa: E402
from kingsforge.engine.record import GameRecord  # noqa: E402
from kingsforge.forge.content import load_forge  # noqa: E402
from kingsforge.forge.engine.record import GameRecord as ForgeRecord  # noqa: E402
from kingsforge.forge.ui.match import ForgeMatch  # noqa: E402
from kingsforge.forge.ui.match import content as forge_content  # noqa: E402
from kingsforge.persist.settings import MAX_NAME, Settings  # noqa: E402
from kingsforge.ui import gfx  # noqa: E402
from kingsforge.ui.scenes import replay  # noqa: E402

LONG_WORD = "W" * 20_000


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    monkeypatch.setenv("KINGSFORGE_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


# --- 1. the card data refuses what no card can show ---------------------------------------------
CARD = "- {id: cudgel, name: Cudgel,"
BAD_NAMES = [
    (LONG_WORD, "20000 letters long"),
    ("W" * (MAX_DATA_NAME + 1), f"more than the {MAX_DATA_NAME}"),
    ('"Cud\\0gel"', "control character ('\\x00') at letter 4"),
    ('"Cud\\tgel"', "control character ('\\t')"),
    ('"Cud\\ud800gel"', "control character ('\\ud800')"),
]


@pytest.mark.parametrize("name, problem", BAD_NAMES, ids=["one long word", "one letter too many", "NUL", "tab",
                                                       "lone surrogate"])
def test_a_craft_card_s_bad_name_is_refused_at_its_line(tmp_path, name, problem):
    folder = data_with(tmp_path, "base/craft.yaml", CARD, f"- {{id: cudgel, name: {name},")
    with pytest.raises(ContentError) as caught:
        load_content(folder)
    message = caught.value.message
    assert f"base/craft.yaml:{line_of('base/craft.yaml', CARD)}:" in message
    assert "field 'craft[11].name'" in message and problem in message
    assert len(message) < 300                      # the name itself is not spelt out in full


def test_the_longest_shipped_names_are_well_within_the_limit():
    content = load_content(modules=("masterworks_craft", "ambassadors_row", "griffins_landing"))
    names = [c.name for c in content.craft] + [g.name for g in content.gather] + [d.name for d in content.die_types]
    assert max(map(len, names)) * 2 <= MAX_DATA_NAME


def test_a_die_type_s_name_with_a_control_character_is_refused(tmp_path):
    folder = data_with(tmp_path, "base/game.yaml", "colours: [metal], name: Metal}",
                       'colours: [metal], name: "Me\\x07tal"}')
    with pytest.raises(ContentError) as caught:
        load_content(folder)
    assert "die type 'metal'" in caught.value.message and "control character ('\\x07')" in caught.value.message


def test_a_module_s_name_with_a_control_character_is_refused(tmp_path):
    old = 'name: {en: "Masterworks: deluxe cards",'
    folder = data_with(tmp_path, "deluxe_cards/module.yaml", old, 'name: {en: "Deluxe\\0cards",')
    with pytest.raises(ContentError) as caught:
        load_content(folder, modules=("masterworks_craft", "deluxe_cards"))
    assert "deluxe_cards/module.yaml:" in caught.value.message
    assert "the 'en' name holds a control character" in caught.value.message


# --- 1b. gfx never builds a text surface without bounds -----------------------------------------
def test_a_text_of_one_long_word_is_drawn_within_the_bound():
    surf = gfx.text(LONG_WORD, 28, bold=True)
    assert surf.get_width() <= gfx.MAX_TEXT_PX


def test_a_wrapped_text_of_any_length_is_drawn_within_the_bound():
    surf = gfx.text("word " * 100_000, 18, wrap=600)
    letters = gfx.MAX_TEXT_CHARS * gfx.font(18).get_linesize() * gfx.font(18).size("W")[0]
    assert surf.get_width() <= 600 and surf.get_width() * surf.get_height() <= letters


def test_a_craft_title_of_one_long_word_does_not_crash_the_process(subprocess_env):
    """pygame's smoothscale of the 240,000-pixel title to its ribbon corrupted memory: the
    process died natively (SIGSEGV / SIGABRT). Drawn in a child process, which must end well."""
    code = ("import pygame; pygame.init()\n"
            "from kingsforge.ui.table import cards\n"
            "surface = pygame.Surface((400, 200))\n"
            f"cards.draw_craft_title(surface, 'W' * {len(LONG_WORD)}, pygame.Rect(10, 10, 220, 36), 28)\n"
            "print('drawn')\n")
    done = subprocess.run([sys.executable, "-c", code], env=subprocess_env, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0 and "drawn" in done.stdout, done.stderr[-500:]


# --- 2. no text makes gfx raise ---------------------------------------------------------------
@pytest.mark.parametrize("name", ["A\x00b", "A\ud800b", "A\x01b\x7f"])
def test_gfx_draws_and_measures_any_text_without_raising(name):
    assert gfx.text(name, 20).get_width() > 0
    assert gfx.text(name, 20, wrap=200).get_width() > 0
    assert gfx.fitted_text(name * 40, 120, 20).get_width() <= 120
    assert gfx.fit_text(name * 40, 120, 20).endswith("…")
    assert gfx.fits(name, 400, 20) and gfx.wrap_lines(f"{name} {name}", 400, 20)


def test_settings_drop_seat_names_with_a_control_character(private_home):
    path = persist.settings_path()
    path.parent.mkdir(parents=True)
    seats = [{"name": "A\u0000b", "colour": [1, 2, 3], "human": True, "level": "easy"},
             {"name": "B", "colour": [9, 9, 9], "human": False, "level": "easy"}]
    path.write_text(json.dumps({"format": 1, "last_seats": seats, "volume": 0.5}))
    settings, problem = persist.load_settings()
    assert settings.last_seats == Settings().last_seats and settings.volume == 0.5
    assert "players" in problem.say("en")                   # "last table's players" reset, said so


def saved(tmp_path, content, names=("Ana", "Ben"), seat_names=None):
    record = GameRecord(content, 2, 7, list(names))
    seats = [{"name": n, "colour": [10, 20, 30], "human": True, "level": "normal"} for n in seat_names or names]
    return persist.save_game(record, tmp_path / "game.json", extra={"seats": seats})


@pytest.mark.parametrize("names, seat_names, field", [
    (("A\x00b", "Ben"), None, "names[0]"),
    (("Ana", "Ben"), ("Ana", "B\ud800"), "extra.seats[1].name"),
])
def test_a_save_with_a_control_character_in_a_name_is_damaged(tmp_path, shipped_content, names, seat_names, field):
    path = saved(tmp_path, shipped_content, names, seat_names)
    with pytest.raises(persist.SaveError) as caught:
        persist.read_save(shipped_content, path)
    assert "damaged" in caught.value.message and "names" in caught.value.message
    assert field in caught.value.detail and caught.value.bad_path is not None


def test_a_save_with_a_long_name_still_loads(tmp_path, shipped_content):
    path = saved(tmp_path, shipped_content, ("A" * 1000, "Ben"))
    assert persist.read_save(shipped_content, path).record.players == 2


# --- 3. a long name in a kept game -------------------------------------------------------------
def test_the_replay_list_cuts_a_kept_game_s_long_names():
    games = persist.paths.games_dir()
    games.mkdir(parents=True)
    data = {"format": 1, "seed": 3, "players": 2, "names": ["W" * 200_000, "Ben"], "actions": [], "modules": []}
    (games / "20261127-101010-abc.json").write_text(json.dumps(data))
    entry, = replay.saved_games()
    assert entry.names == ["W" * MAX_NAME, "Ben"]


class _Counting:
    """A font that counts its measures (and stops a search that measures letter by letter)."""

    def __init__(self, font, most):
        self.font, self.most, self.measures = font, most, 0

    def size(self, s):
        self.measures += 1
        assert self.measures <= self.most, "fit_text measured letter by letter"
        return self.font.size(s)


@pytest.mark.parametrize("letters", [30, 20_000, 200_000])
def test_fit_text_measures_a_logarithmic_number_of_times(monkeypatch, letters):
    counting = _Counting(gfx.font(28), 2 + 2 * letters.bit_length())
    monkeypatch.setattr(gfx, "font", lambda *args, **kwargs: counting)
    cut = gfx.fit_text("W" * letters, 150, 28)
    assert cut.endswith("…") and counting.font.size(cut)[0] <= 150


def old_fit_text(s, max_width, size, bold=False, display=False):
    """fit_text as it was: one letter off per measure."""
    f = gfx.font(size, bold, display)
    if f.size(s)[0] <= max_width:
        return s
    while s and f.size(s + "…")[0] > max_width:
        s = s[:-1]
    return s + "…"


def test_fit_text_cuts_where_it_always_did(shipped_content):
    texts = [c.name for c in shipped_content.craft] + [g.name for g in shipped_content.gather] + [
        "Alabardas de la guardia de honor", "Fuegos artificiales encantados", "Ñandú pequeño, ¿sí?",
        "iiiiiiiiiiiiiiiiiiiiiiiiiiii", "WWWWWWWWWWWWW", "A", "", "Computer 3 (hard)", "Ana · Ben · Carla"]
    for text in texts:
        for size in (14, 18, 28):
            for bold in (False, True):
                for width in (0, 8, 30, 61, 97, 150, 260):
                    assert gfx.fit_text(text, width, size, bold) == old_fit_text(text, width, size, bold), \
                        (text, width, size, bold)


# --- Forge: its card data, its saves ---------------------------------------------------------------
BENCH = '- {id: oak_bench, name: "Oak Bench",'


@pytest.mark.parametrize("new, problem", [
    ('- {id: oak_bench, name: "' + "W" * 20_000 + '",', "oak_bench, field 'name': is 20000 letters long"),
    ('- {id: oak_bench, name: "' + "W" * (MAX_DATA_NAME + 1) + '",', f"more than the {MAX_DATA_NAME}"),
    ('- {id: oak_bench, name: "Oak\\0Bench",', "oak_bench, field 'name': holds a control character ('\\x00')"),
    ('- {id: oak_bench, name: "Oak Bench\\x1b",', "control character ('\\x1b') at letter 10"),
    ('- {id: "oak\\x01bench", name: "Oak Bench",', "field 'id': holds a control character ('\\x01')"),
], ids=["one long word", "one letter too many", "NUL", "escape", "id"])
def test_a_contract_s_bad_name_is_refused_at_its_line(tmp_path, new, problem):
    folder = data_with(tmp_path, "forge/contracts.yaml", BENCH, new)
    with pytest.raises(ContentError) as caught:
        load_forge(folder / "forge")
    message = caught.value.message
    assert f"forge/contracts.yaml:{line_of('forge/contracts.yaml', BENCH)}:" in message and problem in message
    assert len(message) < 300


def test_a_guild_name_with_a_control_character_is_refused(tmp_path):
    folder = data_with(tmp_path, "forge/board.yaml", "guild_names: [bladesmith,", 'guild_names: ["blade\\tsmith",')
    with pytest.raises(ContentError) as caught:
        load_forge(folder / "forge")
    assert "field 'guild_names': item 1 holds a control character ('\\t')" in caught.value.message


def test_forge_s_shipped_names_are_well_within_the_limit():
    c = load_forge()
    names = [card.name for card in (*c.contracts, *c.development, *c.training, *c.guilds, *c.tokens)]
    assert max(map(len, names)) * 2 <= MAX_DATA_NAME


def test_a_forge_save_whose_seat_name_holds_a_nul_is_damaged(tmp_path):
    record = ForgeRecord(forge_content(), 2, 5, ["Ana", "Ben"])
    seats = [{"name": "A\x00na", "colour": [10, 20, 30], "human": True, "level": "normal"},
             {"name": "Ben", "colour": [30, 20, 10], "human": False, "level": "easy"}]
    path = persist.save_game(record, tmp_path / "forge-autosave.json", extra={"seats": seats})
    with pytest.raises(persist.SaveError) as caught:
        ForgeMatch.load(path)
    assert "damaged" in caught.value.message and "extra.seats[0].name" in caught.value.detail
    assert caught.value.bad_path is not None and not path.exists()      # kept aside as .bad
