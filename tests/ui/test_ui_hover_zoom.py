"""Zoom on hover (issue 12, 1280x720): in a small window a card pointed at for a moment is drawn
large beside it, clear of the card a die is dropped onto and of the glowing targets; the delay
asks for frames, then the idle loop sleeps again."""

from __future__ import annotations

import pygame
import pytest

from kingsforge.ui import app as app_module
from kingsforge.ui.screenshot import demo_config
from kingsforge.ui.staging import stage
from kingsforge.ui.table import zoom
from kingsforge.ui.table.placement import CLAIM

SMALL = (1280, 720)


def small_table(make_app, name="table-gather", size=SMALL):
    app = make_app(size=size)
    app.settings.craft_odds_hints = False
    table = stage(app, name, demo_config(3, 1))
    table.match.autosave_enabled = False
    for _ in range(90):
        app.tick(1 / 30)
    app.render()
    return app, table


def point(app, canvas_pos, buttons=(0, 0, 0)):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.viewport.to_window(canvas_pos), rel=(1, 1),
                                         buttons=buttons))


def frames(app, seconds, dt=1 / 60):
    for _ in range(round(seconds / dt)):
        app.pump(dt)


def mean_colour(surface, rect):
    return pygame.transform.average_color(surface, rect)[:3]


def test_hovered_card_is_drawn_large_after_the_delay_not_before(make_app):
    app, table = small_table(make_app)
    card, rect = next(iter(table.view.gather_rects.items()))
    before = app.canvas.copy()
    point(app, rect.center)
    frames(app, zoom.ZOOM_DELAY * 0.6)
    assert table.zoom.rect is None                           # no zoom before the delay
    assert table.animating()                                 # ... but the delay asks for frames
    frames(app, zoom.ZOOM_DELAY * 0.6)
    big = table.zoom.rect
    assert big is not None and table.zoom.hit == ("gather", card)
    assert big.w == pytest.approx(rect.w * 1.5, abs=2) and big.h == pytest.approx(rect.h * 1.5, abs=2)
    assert not big.colliderect(rect)                         # beside the card, never over it
    assert app.canvas.get_rect().contains(big)
    # the pixels: the enlarged copy is the card (its colours), where the table was before
    inner = big.inflate(-8, -8)
    card_colour = mean_colour(before, rect.inflate(-4, -4))
    zoom_colour = mean_colour(app.canvas, inner)
    assert all(abs(a - b) <= 12 for a, b in zip(card_colour, zoom_colour)), (card_colour, zoom_colour)
    assert mean_colour(before, inner) != zoom_colour
    # moving off the card takes it away
    point(app, (700, 1000))
    frames(app, 1 / 30)
    assert table.zoom.rect is None


def test_zoom_stays_during_a_drag_and_keeps_off_the_drop_card_and_glowing_targets(make_app):
    app, table = small_table(make_app)
    m = table.match
    s = m.state
    die = s.supply[s.turn][0]
    x, y, _size = table.dice.pos[die]
    point(app, (x, y))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.viewport.to_window((x, y)), button=1))
    frames(app, 1 / 60)
    assert table.drag is not None
    key = next(k for k in sorted(table.drag.valid, key=str) if k[0] == CLAIM)
    box = table.view.box_rects[key]
    for i in range(1, 7):
        point(app, (x + (box.centerx - x) * i / 6, y + (box.centery - y) * i / 6), buttons=(1, 0, 0))
        frames(app, 1 / 60)
    frames(app, zoom.ZOOM_DELAY + 0.1)
    assert table.drag is not None
    big = table.zoom.rect
    assert big is not None and table.zoom.hit == ("gather", key[1])
    drop_card = table.view.gather_rects[key[1]]
    assert not big.colliderect(drop_card)
    glowing = [table.view.box_rects[k] for k in table.drag.valid]
    assert big.collidelist(glowing) < 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=app.viewport.to_window(box.center), button=1))
    frames(app, 1 / 60)


def test_place_moves_away_from_whatever_must_stay_visible():
    screen = pygame.Rect(0, 0, 1920, 1080)
    card = pygame.Rect(384, 66, 224, 300)
    free = zoom.place(card, (336, 450), screen)
    assert free.left >= card.right                        # the roomier side: right of the card
    blocked = pygame.Rect(600, 0, 900, 500)               # glowing targets to the right
    moved = zoom.place(card, (336, 450), screen, avoid=[blocked])
    assert not moved.colliderect(blocked) and not moved.colliderect(card)
    assert zoom.place(card, (336, 450), screen, avoid=[screen]) is None


def test_no_hover_zoom_in_a_full_hd_window(make_app):
    app, table = small_table(make_app, size=(1920, 1080))
    rect = next(iter(table.view.gather_rects.values()))
    point(app, rect.center)
    frames(app, zoom.ZOOM_DELAY + 0.3)
    assert table.zoom.rect is None and table.zoom.hit is None


def test_idle_loop_sleeps_with_the_zoom_shown(make_app, monkeypatch):
    monkeypatch.setattr(app_module, "IDLE_WAKE_MS", 5)
    monkeypatch.setattr(app_module, "IDLE_POLL_S", 0.001)
    app, table = small_table(make_app, name="table-craft")
    rect = next(iter(table.view.craft_rects.values()))
    point(app, rect.center)
    for _ in range(400):
        app.step()
        if table.zoom.rect is not None and not app.stack.animating():
            break
    # the card tip's delay may still run: let it finish, then nothing is drawn any more
    for _ in range(400):
        if not app.stack.animating():
            break
        app.step()
    app.step()
    assert table.zoom.rect is not None
    drawn = app.frames
    for _ in range(30):
        app.step()
    assert app.frames == drawn
