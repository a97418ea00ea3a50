"""A player's panel never leaves a die out unseen: every die of a player's supply, rolled dice and
smithy lies in their panel's rows (overlapped as far as a third of a die), or a '+N' marker at the
row's end counts the ones that have no room, on the tables where crowded rows used to lose dice
(a big smithy, a long Spanish label, a small window)."""

from __future__ import annotations

import pygame
import pytest

from kingsforge import i18n
from kingsforge.ui import layoutcheck
from kingsforge.ui.screenshot import build_scene, make_app
from kingsforge.ui.table import panels

SIZES = ((1920, 1080), (1280, 720), (800, 600))
# the reviewer's tables: a 7-dice smithy, 12- and 10-dice smithies (Masterworks), an 11-dice supply
SCENES = (("table-craft", 3), ("table-masterworks", 3), ("table-craft", 4))


def _rows(s, p: int) -> list:
    return s.supply[p] + s.rolled[p] + s.smithy[p]


def _panel_dice(app, table, p: int):
    """(the dice p's panel draws, its '+N' markers as (rect, N)), as drawn in the current window."""
    s = table.match.state
    rect = table.view.panels[p]
    header = panels.draw_panel(app.canvas, s, table.match, p, rect, False, p == table.match.current)
    spots, _chips = panels.panel_layout(s, p, rect, at_forge=False)
    return [d for d in _rows(s, p) if d in spots], header.get("more_dice", []), spots


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("scene,players", SCENES, ids=[f"{s}-{n}p" for s, n in SCENES])
def test_every_die_in_a_panel_is_drawn_or_counted(scene, players, lang):
    app = make_app(players, 1)
    app.set_language(lang)
    table = build_scene(app, scene, players, 1)
    try:
        for size in SIZES:
            layoutcheck.resize(app, size)
            for _ in range(3):
                app.tick(1 / 30)
            app.render()
            s = table.match.state
            for p in range(s.n):
                if p == table.forge_player:
                    continue
                shown, markers, spots = _panel_dice(app, table, p)
                left_out = len(_rows(s, p)) - len(shown)
                assert left_out == sum(n for _r, n in markers), (size, lang, p, left_out, markers)
                rect = table.view.panels[p]
                for marker, _n in markers:      # in the panel, clear of every die drawn there
                    assert rect.contains(marker)
                    assert not any(marker.colliderect(_die_rect(spots[d])) for d in shown), (size, lang, p)
                if size != (800, 600):          # a window at least 1280x720 has room for them all
                    assert not markers, (size, lang, p, markers)
            # the player to move plays their dice from the forge's tray: each has its place there
            targets = table._dice_targets()
            assert all(d in targets for d in table._free_dice())
    finally:
        table.ai.close()
        i18n.set_language("en")


def _die_rect(spot):
    x, y, size = spot
    return pygame.Rect(round(x - size / 2), round(y - size / 2), size, size)


@pytest.mark.parametrize("size", SIZES, ids=["1920", "1280", "800"])
def test_a_row_with_no_room_counts_the_rest_with_a_marker(size):
    """A smithy of every die in the stock: the row overlaps its dice a third of a die apart at the closest, then
    counts what is left with '+N' at its end, never past the panel's edge nor under a die."""
    app = make_app(3, 1)
    table = build_scene(app, "table-craft", 3, 1)
    try:
        layoutcheck.resize(app, size)
        app.tick(1 / 30)
        s = table.match.state
        p = next(q for q in range(s.n) if q != table.forge_player)
        s.smithy[p] = _rows(s, p) + [d for pool in s.stock for d in pool]      # and every die in the stock
        s.supply[p], s.rolled[p] = [], []
        shown, markers, spots = _panel_dice(app, table, p)
        assert len(markers) == 1 and markers[0][1] == len(s.smithy[p]) - len(shown) > 0
        xs = [spots[d][0] for d in shown]
        assert all(b - a >= panels.least_step(panels.row_die()) for a, b in zip(xs, xs[1:]))
        assert markers[0][0].right <= table.view.panels[p].right - 8
        layoutcheck.resize(app, size)           # the dice go to their places: none over the '+N'
        app.tick(1 / 30)
        assert not layoutcheck.check_frame(app)
    finally:
        table.ai.close()
