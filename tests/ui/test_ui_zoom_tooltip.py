"""In a small window the magnifier (the hovered card drawn large) and the card's explanation
tooltip never cover each other: at 1152x648 both used to land on the same spot. Every card on
the table is pointed at, at every size and in both languages, with the base game and with every
Masterworks module."""

from __future__ import annotations

import pygame
import pytest

from kingsforge import i18n
from kingsforge.ui.screenshot import demo_config
from kingsforge.ui.staging import stage
from kingsforge.ui.table import zoom
from kingsforge.ui.table.drawing import CARD_TIP_DELAY

SIZES = [(1152, 648), (1280, 720), (1600, 900), (1920, 1080)]


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    i18n.set_language("en")


def _cards(view):
    out = [r for r in view.gather_rects.values()] + list(view.craft_rects.values()) + list(view.dock_tiles)
    out += list(getattr(view, "tile_rects", {}).values())
    out += [r for _c, r in getattr(view, "beside_rects", [])]
    return [pygame.Rect(r) for r in out if r is not None and r.w > 20 and r.h > 20]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("scene", ["table-gather", "table-masterworks"])
def test_magnifier_and_card_tooltip_never_overlap(make_app, size, lang, scene):
    app = make_app(size=size)
    app.set_language(lang)
    app.settings.craft_odds_hints = False
    table = stage(app, scene, demo_config(2, 1))
    table.match.autosave_enabled = False
    for _ in range(30):
        app.tick(1 / 30)
    if not zoom.enabled():
        return                      # a large window has no magnifier (ui/table/zoom.py)
    cards = _cards(table.view)
    assert cards
    both = 0
    for rect in cards:
        for spot in (rect.center, (rect.x + 8, rect.y + 8), (rect.right - 8, rect.bottom - 8)):
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.viewport.to_window(spot), rel=(1, 1),
                                                 buttons=(0, 0, 0)))
            app.pump(1 / 60)
            if table.hover_card is None:
                continue
            # the pointer rests: past both delays (as frames of waiting would bring)
            table.hover_time, table.zoom.time = CARD_TIP_DELAY + 0.1, zoom.ZOOM_DELAY + 0.1
            table.card_tip_rect = None
            app.render()
            tip, big = table.card_tip_rect, table.zoom.rect
            assert tip is not None and big is not None, (table.hover_card, spot)
            both += 1
            framed = big.inflate(8, 8)          # the magnifier's parchment frame
            assert not tip.colliderect(framed), (size, lang, table.hover_card, spot, tip, framed)
            assert app.canvas.get_rect().contains(tip)
    assert both > 0, "no card showed both its magnifier and its tooltip"
