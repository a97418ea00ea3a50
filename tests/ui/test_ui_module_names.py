"""Modules by the names each language's edition prints (data/lang module.<id>), everywhere a
module is named; module.yaml (covered by the card-data checksum that saves carry) is left as it
was, and the Spanish rules page still gives the English name a player would look up."""

from __future__ import annotations

import pytest

from kingsforge import i18n
from kingsforge.content import load_content
from kingsforge.content.modules import available_modules
from kingsforge.ui import gfx, rules_text


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    i18n.set_language("en")
    gfx.drawn_sizes = None


def test_every_module_has_a_name_in_both_languages_and_english_agrees_with_module_yaml():
    en, es = i18n.load_file("en"), i18n.load_file("es")
    for m in available_modules():
        assert en.get(f"module.{m.id}") == m.text("name", "en"), m.id
        spanish = es.get(f"module.{m.id}")
        assert spanish, f"{m.id} has no Spanish name"
        assert i18n.module_name(m, "es") == spanish
        if m.id != "base":          # the game's own title stays King's Forge in Spanish
            assert spanish != m.text("name", "en"), m.id
            assert "Masterworks" not in spanish and "Queen's Jubilee" not in spanish, spanish


def test_a_module_without_a_text_keeps_its_module_yaml_name():
    from kingsforge.engine.model import Module

    mod = Module(id="homebrew", name={"en": "Homebrew", "es": "Casera"}, summary={}, source="house")
    assert i18n.module_name(mod, "en") == "Homebrew"
    assert i18n.module_name(mod, "es") == "Casera"


def test_the_card_data_checksum_is_untouched_by_the_names():
    """The names live in the language files: the checksum saves carry does not move."""
    for modules in [("ambassador_requests", "ambassadors_row", "deluxe_cards", "griffins_landing",
                     "masterworks_craft", "royal_decree", "variant_monuments"), ("jubilee_gather", "jubilee_variant")]:
        before = load_content(modules=modules).checksum
        i18n.set_language("es")
        assert load_content(modules=modules).checksum == before
        i18n.set_language("en")


def test_spanish_rules_page_names_the_module_in_spanish_and_in_english():
    i18n.set_language("es")
    pages = rules_text.pages()
    for m in rules_text.modules():
        title, body = rules_text.page(rules_text.BASE_PAGES - 1 + rules_text.modules().index(m))
        assert body[0] == i18n.t("rules.module.english_name", name=i18n.module_name(m),
                                 english=m.text("name", "en")), (m.id, body[0])
        assert m.text("name", "en") in body[0] and i18n.module_name(m) in body[0]
    assert len(pages) == rules_text.page_count()
    i18n.set_language("en")
    first = rules_text.page(rules_text.BASE_PAGES - 1)[1][0]
    assert "English edition" not in first           # English needs no second name


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_spanish_setup_screen_shows_the_spanish_module_names(make_app, size):
    from kingsforge.ui.scenes.setup import SetupScene

    app = make_app(size)
    app.set_language("es")
    setup = app.stack.push(SetupScene(app))
    gfx.drawn_sizes = []
    app.pump()
    drawn = " ".join(s for _size, s in gfx.drawn_sizes)
    gfx.drawn_sizes = None
    for m in setup.offered:
        words = i18n.module_name(m).split()
        # a long name may wrap: every word of it is on screen, and no English name is
        assert all(w in drawn for w in words), (m.id, words)
        assert m.text("name", "en") not in drawn


def test_replay_list_names_a_games_modules_in_spanish(make_app, tmp_path):
    from kingsforge.ui.scenes.replay import GameEntry, ReplayListScene

    app = make_app((1280, 720))
    app.set_language("es")
    scene = app.stack.push(ReplayListScene(app))
    scene.games = [GameEntry(path=tmp_path / "x.json", when="hoy", finished=True, readable=True,
                             names=["Ana", "Bram"], colours=[(200, 40, 40), (40, 40, 200)], winners=(0,), rounds=5,
                             moves=100, modules=["royal_decree", "masterworks_craft"])]
    scene.hover = 0
    gfx.drawn_sizes = []
    scene.draw(app.canvas)
    drawn = [s for _size, s in gfx.drawn_sizes]
    gfx.drawn_sizes = None
    tip = next(s for s in drawn if s.startswith("Jugada con"))
    assert "Obras Maestras: El Decreto Real" in tip and "Obras Maestras: Objetos de los Reinos" in tip


@pytest.mark.parametrize("size, short", [((800, 600), True), ((1920, 1080), False)], ids=["800x600", "1920x1080"])
def test_setup_shows_a_short_name_only_where_the_whole_one_does_not_fit(size, short):
    """Three Spanish module names do not fit the set-up list of an 800x600 window even small: the
    list shows their short names there (module_short.<id>), with the whole name in the tooltip;
    a window with room shows the whole names, as everywhere else."""
    from conftest import close_screen_app
    from kingsforge.ui import layoutcheck
    from kingsforge.ui.screenshot import build_scene, make_app

    app = make_app(4, 1)
    app.set_language("es")
    try:
        build_scene(app, "setup", 4, 1)
        layoutcheck.resize(app, size)
        for _ in range(3):
            app.tick(1 / 30)
        drawn = {label.text for label in layoutcheck.recorded_frame(app).labels}
        scene = app.stack.top
        for m in scene.offered:
            whole, brief = i18n.module_name(m), i18n.module_short_name(m)
            if brief == whole:
                continue
            assert (brief in drawn, whole in drawn) == (short, not short), m.id
            assert whole in scene.module_toggles[m.id].tooltip or not scene.modules_compact
    finally:
        close_screen_app(app)
    assert any(i18n.module_short_name(m, "es") != i18n.module_name(m, "es") for m in available_modules())
