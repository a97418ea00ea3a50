"""Modules at the table's door: the setup screen's toggles, the remembered choice, saves
that carry their module set and saves whose modules this copy lacks."""

from __future__ import annotations

import json

import pytest

from kingsforge import persist
from kingsforge.engine.model import Module
from kingsforge.ui import modulechoice
from kingsforge.ui.match import Match
from kingsforge.ui.scenes.setup import SetupScene
from kingsforge.ui.scenes.table import TableScene
from kingsforge.ui.scenes.title import TitleScene
from kingsforge.ui.screenshot import demo_config

JUBILEE = ("jubilee_gather", "jubilee_variant")
MASTERWORKS = ("ambassadors_row", "masterworks_craft", "royal_decree", "griffins_landing")


def open_setup(app, driver):
    app.start()
    driver.press("New game")
    scene = app.stack.top
    assert isinstance(scene, SetupScene)
    return scene


def test_a_first_game_is_the_base_game_alone(app, driver):
    setup = open_setup(app, driver)
    # every module offered, the base game not
    assert set(setup.module_toggles) == set(JUBILEE + MASTERWORKS + ("variant_monuments", "deluxe_cards",
                                                                    "ambassador_requests"))
    assert not any(t.value for t in setup.module_toggles.values())
    driver.press("Start game")
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.match.content.module_ids == ()
    table.ai.close()


def test_the_toggles_create_a_game_with_those_modules_and_are_remembered(app, driver):
    setup = open_setup(app, driver)
    driver.click(setup.module_toggles["jubilee_variant"].switch_rect.center)
    assert setup.module_toggles["jubilee_variant"].value          # rebuilt, still on
    assert not setup.module_toggles["jubilee_gather"].value
    driver.press("Start game")
    table = app.stack.top
    assert isinstance(table, TableScene)
    c = table.match.content
    assert c.module_ids == ("jubilee_variant",)
    assert all(card.module == "jubilee_variant" for card in c.craft)   # the variant's deck replaced the base deck
    assert table.match.state.items_to_win == c.setup.items_to_win[table.match.state.n]
    assert app.settings.modules == ("jubilee_variant",)
    assert persist.load_settings()[0].modules == ("jubilee_variant",)   # written to settings.json
    table.ai.close()
    # the next setup screen starts from that choice, and both can be on together
    app.stack.replace(SetupScene(app))
    setup = app.stack.top
    assert setup.module_toggles["jubilee_variant"].value
    driver.click(setup.module_toggles["jubilee_gather"].rect.center)    # anywhere on the block
    driver.press("Start game")
    assert sorted(app.stack.top.match.content.module_ids) == sorted(JUBILEE)
    app.stack.top.ai.close()


def test_the_command_line_module_set_wins_over_the_remembered_one(app, driver):
    app.settings.modules = ("jubilee_gather",)
    app.cli_modules = ("jubilee_variant",)
    setup = open_setup(app, driver)
    assert [m for m, t in setup.module_toggles.items() if t.value] == ["jubilee_variant"]


def test_a_remembered_module_this_copy_lacks_is_dropped(app, driver):
    app.settings.modules = ("no_such_module", "jubilee_gather")
    setup = open_setup(app, driver)
    assert setup.config.modules == ("jubilee_gather",)


def test_the_summary_counts_the_variants_wares(app, driver):
    setup = open_setup(app, driver)
    n = len(setup.config.seats)
    base = setup.items_to_win()
    driver.click(setup.module_toggles["jubilee_variant"].switch_rect.center)
    assert setup.items_to_win() == base + 1 == {2: 6, 3: 5, 4: 5}[n]


# --- requires / excludes, with modules of our own --------------------------------------------
def mod(id_, requires=(), excludes=()):
    return Module(id_, {"en": id_.title(), "es": id_.upper()}, {"en": f"{id_} summary"}, "house",
                  tuple(requires), tuple(excludes))


MODS = [mod("a"), mod("b", requires=("a",)), mod("c", excludes=("a",)), mod("d")]


def test_turning_on_a_module_turns_on_what_it_needs_and_off_what_needs_it():
    assert modulechoice.switch(MODS, (), "b", True) == ("a", "b")
    assert modulechoice.switch(MODS, ("a", "b"), "a", False) == ()
    assert modulechoice.switch(MODS, ("a", "b", "d"), "b", False) == ("a", "d")


def test_the_setup_list_keeps_each_expansion_together_and_needs_first():
    """The toggles read as the boxes do: one expansion's modules side by side, and a module never
    above one it needs (Ambassador's Row before the visitors, the realm items before the decree)."""
    offered = modulechoice.offered()
    expansions = [m.text("name", "en").split(":")[0] for m in offered]
    assert expansions == sorted(expansions, key=expansions.index)        # no expansion split in two
    ids = [m.id for m in offered]
    for i, m in enumerate(offered):
        assert all(ids.index(need) < i for need in modulechoice.needs(offered, m.id)), m.id
    assert ids.index("ambassadors_row") < ids.index("griffins_landing") < ids.index("deluxe_cards")


def test_modules_that_exclude_each_other_cannot_both_be_on():
    assert modulechoice.conflicts(MODS, ("a",), "c") == ["a"]
    assert modulechoice.conflicts(MODS, ("c",), "b") == ["c"]       # b needs a, and c excludes a
    assert modulechoice.switch(MODS, ("a",), "c", True) == ("a",)    # refused
    assert modulechoice.clean(MODS, ("c", "a", "zz")) == ("c",)      # the earlier choice wins


def test_the_setup_screen_says_why_a_module_cannot_be_turned_on(app, driver, monkeypatch):
    monkeypatch.setattr(modulechoice, "offered", lambda folder=None: list(MODS))
    app.settings.modules = ("a",)
    setup = open_setup(app, driver)
    assert setup.module_toggles["a"].value and not setup.module_toggles["c"].enabled
    notes = {m.id: (note, bad) for m, _r, _n, _s, note, bad in setup.module_blocks}
    assert notes["c"] == ("Cannot be played with: A", True)
    assert notes["b"] == ("Also turns on: A", False)
    driver.click(setup.module_toggles["c"].switch_rect.center)        # a disabled switch does nothing
    assert setup.config.modules == ("a",)
    driver.click(setup.module_toggles["a"].switch_rect.center)        # a off: c may be chosen now
    assert setup.module_toggles["c"].enabled


# --- saves ---------------------------------------------------------------------------------
def jubilee_match(seed=5):
    config = demo_config(3, seed, humans=0)
    config.modules = JUBILEE
    match = Match.new(config)
    match.autosave_enabled = False
    for _ in range(40):
        match.play(match.bot_move())
    return match


def test_the_autosave_carries_the_modules_and_continue_loads_them(app, driver):
    match = jubilee_match()
    persist.save_game(match.record, persist.autosave_path(), extra=match.save_extra())
    assert sorted(json.loads(persist.autosave_path().read_text())["modules"]) == sorted(JUBILEE)
    app.start()
    driver.press("Continue")
    table = app.stack.top
    assert isinstance(table, TableScene), app.notices
    assert sorted(table.match.content.module_ids) == sorted(JUBILEE)
    assert table.match.state.digest() == match.state.digest()
    assert table.match.config.modules == table.match.content.module_ids
    table.ai.close()


@pytest.mark.parametrize("lang, words", [("en", "does not have (jubilee_gather, fancy_new_module)"),
                                         ("es", "no tiene (jubilee_gather, fancy_new_module)")])
def test_a_save_with_unknown_modules_is_refused_and_left_for_a_copy_that_has_them(app, driver, lang, words):
    """Continue over a save of modules this copy lacks says which and leaves the file where it is (a
    copy with those modules continues it); Continue stays, and a New game asks before replacing it."""
    from kingsforge import i18n

    match = jubilee_match()
    data = json.loads(persist.saves.save_text(match.record, match.save_extra()))
    data["modules"] = ["jubilee_gather", "fancy_new_module"]
    data.pop("integrity")
    text = json.dumps(data)
    path = persist.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    i18n.set_language(lang)
    try:
        app.start()
        driver.press("Continue")
        assert isinstance(app.stack.top, TitleScene)
        heading, body = app.notices[0]
        assert words in body and "autosave.json" in body and ".bad" not in body
        assert path.read_text(encoding="utf-8") == text and not path.with_name("autosave.json.bad").exists()
        assert app.stack.top.widgets.button("Continue") is not None
    finally:
        i18n.set_language("en")


def test_a_save_naming_endless_modules_is_said_in_a_short_notice(app, driver):
    """A hand-edited save listing 100,000 modules put every name into the window's notice (700 KB
    of text): the first ten are named, then how many more."""
    match = jubilee_match()
    data = json.loads(persist.saves.save_text(match.record, match.save_extra()))
    data["modules"] = [f"m{i}" for i in range(100_000)]
    data.pop("integrity")
    path = persist.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    app.start()
    driver.press("Continue")
    assert isinstance(app.stack.top, TitleScene)
    _heading, body = app.notices[0]
    assert "(m0, m1, m2, m3, m4, m5, m6, m7, m8, m9 … (+99,990))" in body and len(body) < 600, body[:600]


def test_a_save_whose_modules_differ_from_its_moves_is_refused_and_left(app, driver):
    """Its card data is not the one its moves were played with: refused as other card data, the
    file left as it is (not damage: the checksum names the data that plays it)."""
    match = jubilee_match()
    data = json.loads(persist.saves.save_text(match.record, match.save_extra()))
    data["modules"] = []              # the base game: its checksum and cards differ
    data.pop("integrity")
    path = persist.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    app.start()
    before = path.read_bytes()
    driver.press("Continue")
    assert isinstance(app.stack.top, TitleScene)
    assert "different card data" in app.notices[0][1]
    assert path.read_bytes() == before and not path.with_name("autosave.json.bad").exists()


def test_a_module_switched_by_keyboard_keeps_the_focus(app, driver):
    """Space on a module's switch turns it on and the ring stays on it: it went to nowhere, and
    the next Tab started again at the first player's name."""
    import pygame

    scene = open_setup(app, driver)
    toggle = scene.module_toggles[MASTERWORKS[0]]
    scene.widgets.set_focus(toggle)
    scene.widgets.show_focus = True
    driver.key(pygame.K_SPACE)
    assert MASTERWORKS[0] in scene.config.modules
    again = scene.module_toggles[MASTERWORKS[0]]
    assert again is not toggle and scene.widgets.focused is again and scene.widgets.show_focus


def test_a_seats_colour_is_changed_by_keyboard_too(app, driver):
    """The colour swatch is in the keyboard's order before the name: Enter takes the next free
    colour, as a click does (the colours were mouse-only)."""
    import pygame

    from kingsforge.ui.scenes.setup import SwatchKey

    scene = open_setup(app, driver)
    items = scene.widgets.focusables()
    swatch = items[0]
    assert isinstance(swatch, SwatchKey) and items[1] is scene.name_fields[0]
    before = scene.config.seats[0].colour
    scene.widgets.set_focus(swatch)
    driver.key(pygame.K_RETURN)
    colours = [seat.colour for seat in scene.config.seats]
    assert colours[0] != before and len(set(colours)) == len(colours)
