"""The Stock panel holds every die type of any module set: each pile's count and name inside
the panel, whole, clear of each other and of the token row below, at every window size (13
types, every module on, once put a fourth row of piles over the tokens)."""

from __future__ import annotations

import pygame
import pytest
from test_ui_layout_check import SIZES, close, problems_at

from kingsforge import i18n
from kingsforge.content import load_content
from kingsforge.content.modules import playable_sets
from kingsforge.engine.setup import new_game
from kingsforge.ui import gfx, match
from kingsforge.ui.screenshot import build_scene, make_app
from kingsforge.ui.table import layout
from kingsforge.ui.table.panels import draw_stock


def test_every_stock_pile_sits_above_the_tokens():
    for modules in [()] + playable_sets():
        state = new_game(load_content(modules=modules), 4, 1)
        canvas = pygame.Surface((1920, 1080))
        gfx.labels = gfx.LabelLog(canvas)
        try:
            draw_stock(canvas, state, symbols=True)
            drawn = list(gfx.labels.labels)
        finally:
            gfx.labels = None
        names = {i18n.die_name(t) for t in state.content.die_types}
        piles = [label for label in drawn if label.text in names]
        assert len(piles) == len(state.content.die_types), modules
        tokens = layout.stock_token_row(len(state.content.die_types))
        for label in piles:
            assert layout.STOCK.contains(label.rect) and label.rect.bottom <= tokens, (modules, label)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_stock_of_the_largest_set_is_whole_and_clear_at_every_size(lang):
    largest = max(playable_sets(), key=lambda ids: len(load_content(modules=ids).die_types))
    match.use_content(load_content(modules=largest))
    app = make_app(4, 1)
    app.set_language(lang)
    try:
        build_scene(app, "table-gather", 4, 1)
        for _ in range(60):
            app.tick(1 / 30)
        assert len(app.stack.top.match.content.die_types) > 12
        found = [p for p in problems_at(app, SIZES) if "in the stock" in p]
        assert not found, "\n".join(found)
    finally:
        close(app)
        match.use_content(None)
        i18n.set_language("en")
