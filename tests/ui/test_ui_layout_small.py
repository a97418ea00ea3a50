"""The layout check below 1152x648: a 1024x768 window (the canvas at 1024x576) shows the King's
Forge table with every Masterworks module and 4 players, the Griffin's Landing table, the set-up
screen and the kept-dice dialog with every label whole, in its box and clear of the others, in
English and Spanish (a few names squeezed into small boxes go under the text floor there, to
gfx.TIGHT_SCREEN_PX window pixels, rather than be cut). The players resize the window as the app
sees it (layoutcheck.resize: a VIDEORESIZE through App.handle_event)."""

from __future__ import annotations

import pytest

from conftest import close_screen_app
from kingsforge import i18n
from kingsforge.ui import gfx, layoutcheck
from kingsforge.ui.screenshot import build_scene, make_app

SCENES = (("table-masterworks", 4), ("table-landing", 4), ("setup", 4), ("decision-ready", 4))




def _problems(scene, players, lang, size) -> list[str]:
    app = make_app(players, 1)
    app.set_language(lang)
    try:
        build_scene(app, scene, players, 1)
        for _ in range(60):
            app.tick(1 / 30)
        layoutcheck.resize(app, size)
        for _ in range(3):
            app.tick(1 / 30)
        return layoutcheck.check_frame(app)
    finally:
        close_screen_app(app)
        i18n.set_language("en")


CASES = [pytest.param(s, n, lang, id=f"{s}-{lang}") for s, n in SCENES for lang in ("en", "es")]


@pytest.mark.parametrize("scene,players,lang", CASES)
def test_a_1024x768_window_shows_every_label_whole(scene, players, lang):
    found = _problems(scene, players, lang, (1024, 768))
    assert not found, "\n".join(found[:30])


def test_the_masterworks_table_at_800x600_keeps_its_names_whole():
    """At 800x600 the stock's and the ambassador tiles' die names, the tokens' counts, the smithy
    plate and a panel's note stay whole (they shrink under the floor instead of being cut)."""
    found = _problems("table-masterworks", 4, "en", (800, 600))
    words = ("Cemetery", "Grimstone", "Heartwood", "Aether Ore", "+1/+1", "Smithy", "forge below")
    bad = [f for f in found if any(w in f for w in words)]
    assert not bad, "\n".join(bad)


def test_a_tight_floor_gives_way_only_in_a_small_window():
    gfx.view_scale, gfx.min_text_px = 0.4, gfx.text_floor_for(0.4)
    try:
        with gfx.tight_floor():
            assert gfx.readable(10) == gfx.text_floor_for(0.4, gfx.TIGHT_SCREEN_PX) < gfx.text_floor_for(0.4)
        assert gfx.readable(10) == gfx.text_floor_for(0.4)
        gfx.view_scale, gfx.min_text_px = 2 / 3, gfx.text_floor_for(2 / 3)     # 1280x720: the full floor
        with gfx.tight_floor():
            assert gfx.readable(10) == gfx.text_floor_for(2 / 3)
    finally:
        gfx.view_scale, gfx.min_text_px = 1.0, 0


# 800x600 (the canvas at 800x450): every label of these whole, in its box and clear of the others
# (the set-up and the 4-player tables in both languages; the other tables where they had a problem).
CLEAN_800 = [pytest.param(s, n, lang, id=f"{s}-{n}-{lang}") for s, n, lang in (
    ("table-masterworks", 4, "en"), ("table-landing", 4, "en"), ("setup", 4, "en"), ("decision-ready", 4, "en"),
    ("table-masterworks", 4, "es"), ("table-landing", 4, "es"), ("setup", 4, "es"), ("decision-ready", 4, "es"),
    ("table-deluxe", 2, "en"), ("table-deluxe", 2, "es"), ("table-gather", 3, "es"), ("table-craft", 4, "es"),
    ("table-jubilee", 3, "es"), ("table-merchant", 3, "es"), ("table-gather", 3, "en"), ("table-craft", 4, "en"),
    ("table-jubilee", 3, "en"), ("table-merchant", 3, "en"))]


@pytest.mark.parametrize("scene,players,lang", CLEAN_800)
def test_an_800x600_window_shows_every_label_whole(scene, players, lang):
    """The kept-dice dialog measures its paragraphs at the small window's text floor (they ran
    into one another); a visitor's name and realm share its banner, a gather card's long name, a
    three-digit rank and an owner's name on a ware shrink under the floor instead of being cut.
    In Spanish: the stock's note and the 'Calderero' plate shrink under the floor, 'Cementerio'
    under its die takes a little of its column's gaps, 'Sombrolito' the tile's width; 'Fin del
    turno' is narrowed a little; a rival's rows set 'Suministro', 'Herrería' and 'sin dados' under
    the floor when an empty row's word has no room; set-up's three longest module names show their
    short names (module_short.<id>; the whole name stays everywhere else and in the tooltip).
    The deluxe ability chips' labels shrink under the floor; a reward chip's 'Volver a tirar ×2'
    takes the bonus's short word ('Relanzar ×2'); a rival's bonus line too long for its panel drops
    its 'Bonificaciones:' label, then shrinks under the floor; a Jubilee ware's needs stay below
    its lasting bonus's badge, under the floor where they would not fit there."""
    found = _problems(scene, players, lang, (800, 600))
    assert not found, "\n".join(found[:30])
