"""Forge's table in a small window (800x600): the locations' help lines take their short wordings
(each location's tooltip says the full one), the worded spots (Build, Develop, Hire, Train) grow
into ovals their word fits in, and a big window keeps the full help and round spots. That every
label is whole and clear at that size is the shared layout check's (test_ui_layout_check.py)."""

from __future__ import annotations

import pytest

from kingsforge.forge.engine.state import LOCATIONS
from kingsforge.forge.ui import layout, view, words
from kingsforge.forge.ui.screenshot import build_scene
from kingsforge.forge.ui.table import PlaceTile
from kingsforge.i18n import t
from kingsforge.ui import gfx, layoutcheck, theme

pytestmark = pytest.mark.usefixtures("thread_worker")


def _table(make_app, lang, size):
    app = make_app(size=size, start=False)
    app.set_language(lang)
    table = build_scene(app, "late", 4, 3)
    app.tick(1 / 30, redraw=False)
    return app, table


def _tile(table, loc) -> PlaceTile:
    return next(w for w in table.widgets.widgets if isinstance(w, PlaceTile) and w.loc == loc)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_small_window_shortens_the_place_help_and_the_tooltip_says_it_whole(make_app, lang):
    app, table = _table(make_app, lang, (800, 600))
    assert view.place_help_wording() == (1, False)
    for loc in LOCATIONS[:12]:
        full, short = words.wordings(f"forge.place_help.{loc}")
        assert len(short) < len(full), loc
        assert gfx.fits(short, layout.location_rect(loc).w - 28, 18, False, 16), short    # at the floor
        tip = _tile(table, loc).tooltip
        assert words.place_name(loc) in tip and t(f"forge.place_help.{loc}") in tip
    table.drag = (0, (100, 100))            # a worker on its way: no tip over the board
    assert _tile(table, "forest").tooltip == ""
    table.drag = None
    layoutcheck.resize(app, (1920, 1080))
    assert view.place_help_wording() == (0, False)
    assert all(_tile(table, loc).tooltip == "" for loc in LOCATIONS[:12])


@pytest.mark.parametrize("lang", ["en", "es"])
def test_worded_spots_are_ovals_their_word_fits_in_a_small_window_only(make_app, lang):
    app, table = _table(make_app, lang, (800, 600))
    spots = table.board_spots()
    worded = [sp for sp in spots if sp.option in layout.WORDED]
    assert worded and all(sp.rect.w == layout.SPOT_WIDE for sp in worded)
    for sp in worded:
        assert gfx.fits(t(f"forge.spot.{sp.option}"), sp.rect.w - 6, theme.FS_SMALL, True, 16), sp
    for loc in LOCATIONS[:12]:
        mine = [sp.rect for sp in spots if sp.loc == loc]
        assert all(layout.location_rect(loc).contains(r) for r in mine), loc
        assert not any(a.colliderect(b) for i, a in enumerate(mine) for b in mine[i + 1:]), loc
    layoutcheck.resize(app, (1920, 1080))
    assert all(sp.rect.w == layout.SPOT for sp in table.board_spots())


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1152, 648)])
def test_the_help_lines_are_one_wording_at_one_size(make_app, lang, size):
    """The twelve help lines read alike: one wording, drawn at one size (a short wording at a
    readable size before a long one under the small floor); where they are not the full wording
    at the text floor, each location's tooltip says it whole, beside the location, never over it."""
    app, table = _table(make_app, lang, size)
    layoutcheck.resize(app, size)
    app.render()
    how = view.place_help_wording()
    assert how is not None
    sizes = set()
    gfx.drawn_sizes = []
    try:
        app.render()
        labels = layoutcheck.recorded_frame(app).labels
    finally:
        gfx.drawn_sizes = None
    k, _small = how
    lines = {words.wordings(f"forge.place_help.{loc}")[k] if k < len(words.wordings(f"forge.place_help.{loc}"))
             else words.wordings(f"forge.place_help.{loc}")[-1] for loc in LOCATIONS[:12]}
    sizes = {label.rect.h for label in labels if label.text in lines}
    assert len([label for label in labels if label.text in lines]) >= 12 and len(sizes) == 1, sizes
    if how != (0, False):
        tile = _tile(table, "forest")
        assert tile.tooltip and tile.tooltip_clear
        from kingsforge.ui import widgets

        note = widgets.tooltip_place((448, 100), tile.rect.center, app.canvas.get_rect(), keep_off=(tile.rect,))
        assert not note.colliderect(tile.rect)


def test_a_short_wording_at_the_floor_beats_a_long_one_small(make_app):
    make_app(size=(800, 600), start=False).render()
    long, short = "To hire: 8 Gold at Support", "To hire: 8 Gold"
    width = gfx.font(18).size(short)[0] + 4
    assert not gfx.fits(long, width, 18, False, 16) and gfx.fits(short, width, 18, False, 16)
    assert gfx.whole_wording([long, short], width, 18, False, 16) == short


def test_a_resize_between_two_windows_of_one_text_floor_redraws_the_table(make_app):
    """The table's cached layer is keyed on the window's scale too: 1024x768 and 1010x568 share a
    text floor but not the small floor, so the layer drawn at one was shown at the other."""
    import pygame

    app, table = _table(make_app, "es", (1024, 768))
    layoutcheck.resize(app, (1024, 768))
    app.render()
    floor = gfx.min_text_px
    layoutcheck.resize(app, (1010, 568))
    assert gfx.min_text_px == floor
    app.render()
    resized = pygame.image.tobytes(app.canvas, "RGB")
    fresh, _t = _table(make_app, "es", (1010, 568))
    layoutcheck.resize(fresh, (1010, 568))
    fresh.render()
    assert pygame.image.tobytes(fresh.canvas, "RGB") == resized


def test_the_longest_development_name_is_whole_and_the_achievement_heads_read_alike_at_800x600(make_app):
    """'Herramientas especializadas' on a development slot was cut ('Herrami…') at 800x600: it goes
    on two lines in the plain face; the seven achievement heads are drawn at one size."""
    app, table = _table(make_app, "es", (800, 600))
    layoutcheck.resize(app, (800, 600))
    s, c = table.match.state, table.match.content
    p = s.p[table.shown]
    p.dev = [next(i for i, d in enumerate(c.development) if d.effect == e)
             for e in ("free_tool", "skill", "coin_press")]
    table.match.version += 1
    app.render()
    log = layoutcheck.recorded_frame(app)
    problems = layoutcheck.problems(log)
    assert not problems, problems[:5]
    heads = {t(f"forge.achievement.{a.id}") for a in c.achievements}
    heads |= {w for a in c.achievements for w in words.wordings(f"forge.achievement.{a.id}")}
    drawn = [label for label in log.labels if label.text in heads]
    assert len(drawn) == len(c.achievements) and len({label.rect.h for label in drawn}) == 1, drawn
