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
    assert view.place_help_wording() == 1
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
    assert view.place_help_wording() == 0
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
