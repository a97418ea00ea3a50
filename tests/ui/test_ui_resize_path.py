"""A player resizes the window mid-turn: the VIDEORESIZE reaches App.handle_event (not a test helper
that resets the table by hand), and the craft boxes' drop targets follow the boxes as drawn at once,
before any move rebuilds the table."""

from __future__ import annotations

import pygame
import pytest

from conftest import close_screen_app
from kingsforge.ui import gfx, layoutcheck
from kingsforge.ui.scenes.table import TableScene
from kingsforge.ui.screenshot import build_scene, make_app
from kingsforge.ui.table import layout
from kingsforge.ui.table.view import CRAFT


def _mismatches(table) -> list:
    v = table._ensure_view()
    bad = []
    for card, rect in v.craft_rects.items():
        drawn = layout.craft_slot_rects(rect, len(table.match.content.craft[card].slots))
        targets = [t.rect for t in v.targets if t.kind == CRAFT and t.target == card]
        assert len(targets) == len(drawn)
        bad += [(card, d, t) for d, t in zip(drawn, targets) if d != t]
    return bad


def _window_resize(app, size) -> None:
    """What the real window does: the display surface changes, then VIDEORESIZE comes in."""
    app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))


def test_a_window_resize_mid_turn_moves_the_drop_targets_with_the_boxes():
    app = make_app(4, 1)
    try:
        table = build_scene(app, "table-craft", 4, 1)
        for _ in range(30):
            app.tick(1 / 30)
        assert not _mismatches(table)
        version = table.match.version
        _window_resize(app, (1280, 720))
        assert gfx.compact()            # the scale follows the resize before the next frame's update
        for _ in range(3):
            app.tick(1 / 30)
        assert table.match.version == version           # no move was made
        assert not _mismatches(table)
        # a drop on a box's left edge finds that box
        v = table._ensure_view()
        card, rect = next(iter(v.craft_rects.items()))
        box = layout.craft_slot_rects(rect, len(table.match.content.craft[card].slots))[0]
        hits = [t for t in v.targets if t.rect.collidepoint((box.x + 3, box.centery))]
        assert any(t.kind == CRAFT and t.target == card for t in hits), hits
        _window_resize(app, (1920, 1080))
        app.tick(1 / 30)
        assert not gfx.compact() and not _mismatches(table)
    finally:
        close_screen_app(app)


def test_the_layout_check_resizes_through_the_app():
    """layoutcheck.resize goes through App.handle_event, so the tests resize as the window does."""
    app = make_app(4, 1)
    try:
        table = build_scene(app, "table-craft", 4, 1)
        app.tick(1 / 30)
        seen = []
        real = app.handle_event
        app.handle_event = lambda event: (seen.append(event.type), real(event))
        layoutcheck.resize(app, (1280, 720))
        assert pygame.VIDEORESIZE in seen
        app.tick(1 / 30)
        assert not _mismatches(table)
    finally:
        close_screen_app(app)


@pytest.mark.parametrize("scene", ["decision-harvest", "pause", "summary", "replay"])
@pytest.mark.parametrize("size", [(800, 450), (1366, 768)])
def test_a_resize_under_a_dialog_puts_the_tables_dice_in_their_new_places(scene, size):
    """A dialog (a decision, the pause menu, the round summary, the rules over a replay) over the
    table keeps it from updating; a window resized then showed the table laid out for the new size
    with its dice still where the old layout had them: opponents' dice off their chips and over the
    names beside them."""
    app = make_app(3, 1)
    try:
        built = build_scene(app, scene, 3, 1)
        for _ in range(30):
            app.tick(1 / 30)
        if scene == "replay":
            app.toggle_rules()          # F1 over the replay
            app.tick(1 / 30)
        table = built if scene == "replay" else next(s for s in app.stack if isinstance(s, TableScene))
        assert app.stack.top is not table
        _window_resize(app, size)
        for _ in range(3):
            app.tick(1 / 30)
        targets = table._dice_targets()
        assert targets
        off = {d: (table.dice.pos[d], t) for d, t in targets.items()
               if any(abs(a - b) > 1 for a, b in zip(table.dice.pos[d], t))}
        assert not off, off
    finally:
        close_screen_app(app)
