"""The die-type shape (colour-blind aid) on a ware's requirement boxes in a small window (1280x720,
1024x576): drawn inside the box, large enough to read, and nothing of it outside the box."""

from __future__ import annotations

import pygame
import pytest

from conftest import close_screen_app
from kingsforge.ui import gfx, layoutcheck
from kingsforge.ui.screenshot import build_scene, make_app
from kingsforge.ui.table import cards, layout


def _frame(app, symbols: bool) -> pygame.Surface:
    app.settings.colour_blind = symbols
    cards._faces.clear()
    app.render()
    return app.canvas.copy()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 576)])
def test_the_shape_sits_inside_each_requirement_box_and_reads(size):
    app = make_app(4, 1)
    try:
        table = build_scene(app, "table-craft", 4, 1)
        for _ in range(30):
            app.tick(1 / 30)
        layoutcheck.resize(app, size)
        for _ in range(3):
            app.tick(1 / 30)
        assert gfx.compact()
        table.mouse = (0, 0)
        plain, marked = _frame(app, False), _frame(app, True)
        v = table._ensure_view()
        checked = 0
        for card, rect in v.craft_rects.items():
            ware = table.match.content.craft[card]
            if ware.special:
                continue
            boxes = layout.craft_slot_rects(rect, len(ware.slots))
            for box in boxes:
                around = box.inflate(16, 16)
                changed = [(x, y) for x in range(around.left, around.right) for y in range(around.top, around.bottom)
                           if plain.get_at((x, y)) != marked.get_at((x, y))]
                assert changed, (card, box)
                outside = [p for p in changed if not any(b.collidepoint(p) for b in boxes)]
                changed = [p for p in changed if box.collidepoint(p)]
                assert not outside, f"{card}: the shape leaves its box {box} at {outside[:5]}"
                xs, ys = [p[0] for p in changed], [p[1] for p in changed]
                # at least 10 window pixels across: a shape one reads, not a speck
                scale = app.viewport.scale
                assert (max(xs) - min(xs)) * scale >= 10 and (max(ys) - min(ys)) * scale >= 10, (card, box)
                checked += 1
        assert checked >= 8
    finally:
        app.settings.colour_blind = True
        cards._faces.clear()
        close_screen_app(app)


def test_a_two_colour_request_box_shows_both_shapes_inside_it_in_a_small_window(monkeypatch):
    """A request's two-colour box carried no shape at all in a small window (its corner marks are
    for the full-size card): each colour's shape now sits in its own corner, inside the box."""
    from kingsforge.content import load_content
    from kingsforge.engine.requests import members

    content = load_content(modules=("masterworks_craft", "ambassadors_row", "ambassador_requests"))
    card, j = next((content.craft[i], j) for i in content.requests
                   for j, (colour, _pips) in enumerate(content.craft[i].slots)
                   if len(members(content, colour)) > 1)
    box = pygame.Rect(100, 100, 40, 40)
    drawn = []
    real = gfx.draw_die_shape
    monkeypatch.setattr(gfx, "draw_die_shape", lambda surface, kind, centre, size, *a, **k:
                        drawn.append((kind, centre, size)) or real(surface, kind, centre, size, *a, **k))
    monkeypatch.setattr(gfx, "view_scale", 0.5)
    cards._faces.clear()
    cards.draw_special_box(pygame.Surface((400, 400)), content, card, j, box, True)
    cards._faces.clear()
    kinds = {content.colours[m] for m in members(content, card.slots[j][0])}
    assert {kind for kind, _c, _s in drawn} == kinds
    for _kind, (x, y), size in drawn:
        assert box.contains(pygame.Rect(x - size, y - size, 2 * size, 2 * size))
