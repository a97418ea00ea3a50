"""Forge's scenes at 1280x720 in both languages: no text under 12 screen pixels, and every
spot, token, card slot and row inside the panel it belongs to (4 players, a busy late game).
That every label stays inside its box, whole and clear of the others (a full hand's cards above
the forged line included) is the shared layout check's (tests/ui/test_ui_layout_check.py)."""

from __future__ import annotations

import pytest

from kingsforge.forge.engine.state import LOCATIONS
from kingsforge.forge.ui import layout
from kingsforge.forge.ui.screenshot import build_scene
from kingsforge.ui import gfx

SCENES = ("title", "setup", "table", "late", "trade", "decision-opening", "summary", "gameover", "zoom", "statistics",
          "free-tool", "store-extension")


pytestmark = pytest.mark.usefixtures("thread_worker")


@pytest.fixture(autouse=True)
def _forget_records():
    yield
    gfx.drawn_sizes = None


@pytest.mark.parametrize("lang", ["en", "es"])
def test_forge_scenes_have_no_text_under_12_screen_px_at_1280x720(make_app, lang):
    app = make_app(size=(1280, 720), start=False)
    app.set_language(lang)
    scale = app.viewport.scale
    small = []
    for name in SCENES:
        build_scene(app, name, 4, 3)
        app.tick(1 / 30, redraw=False)
        gfx.drawn_sizes = []
        app.render()
        sizes, gfx.drawn_sizes = gfx.drawn_sizes, None
        assert sizes, name
        small += [(name, px, s) for px, s in sizes if px * scale < 12 - 1e-6]
    assert not small, small[:20]


def test_every_piece_sits_inside_its_box(make_app):
    app = make_app(start=False)
    table = build_scene(app, "late", 4, 3)
    match = table.match
    for spot in layout.spots(match):
        assert layout.location_rect(spot.loc).contains(spot.rect), spot
    for loc in LOCATIONS[:12]:
        assert layout.BOARD.contains(layout.location_rect(loc))
    for i in range(8):
        assert layout.PBOARD.contains(layout.token_rect(i))
    for i in range(4):
        assert layout.PBOARD.contains(layout.dev_rect(i))
        assert layout.PLAYERS.contains(layout.player_row(i, 4))
        assert layout.TRACK.contains(layout.track_space(i))
    for w in range(5):
        assert layout.PBOARD.contains(layout.worker_rect(w))
        assert layout.PBOARD.contains(table.training_rect(min(w, 3)))
    assert layout.PBOARD.contains(layout.FORGE_SPOT)
    for col in range(7):
        for row in range(4):
            assert layout.ACHIEVE.contains(layout.achievement_cell(col, row))
    boxes = [layout.BOARD, layout.TRACK, layout.PLAYERS, layout.ACHIEVE, layout.DECKS, layout.HAND, layout.PBOARD]
    for i, a in enumerate(boxes):
        assert a.bottom <= 1080 and a.right <= 1920
        for b in boxes[i + 1:]:
            assert not a.colliderect(b), (a, b)


def test_a_turn_order_hammer_stays_off_its_owner_s_name(make_app):
    """The hammer on a taken track space stood across the name under it (a text review)."""
    from kingsforge.forge.ui import pieces

    app = make_app(start=False)
    build_scene(app, "late", 4, 3)
    app.render()
    for i in range(4):
        r = layout.track_space(i)
        name_top = r.bottom - 4 - gfx.font(18).get_linesize()
        under = [(x, y) for x in range(r.x, r.right) for y in range(name_top, r.bottom)
                 if tuple(app.canvas.get_at((x, y)))[:3] == pieces.HANDLE]
        assert not under, (i, under[:5])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_worker_dialog_scene_shows_its_dialog(make_app, players):
    """With 3 players the 'forge' picture showed the table and 'Bram is thinking': the staged
    worker (a Journeyman) had one way to forge, so the drop played it without a dialog."""
    from kingsforge.forge.ui.table import ForgeTableScene

    app = make_app(start=False)
    for name in ("trade", "build", "forge", "smith-option", "store-extension"):
        top = build_scene(app, name, players, 1)
        assert not isinstance(top, ForgeTableScene) and app.stack.top is top, (name, type(top).__name__)
