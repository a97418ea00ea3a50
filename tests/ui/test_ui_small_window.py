"""The table laid out for a small window (1280x720): nothing in a header runs into its
neighbour, the opponents' dice and the requirement pips grow, a hovered card is shown large."""

from __future__ import annotations

import pygame
import pytest

from kingsforge import i18n
from kingsforge.ui import gfx

JUBILEE = ("jubilee_gather", "jubilee_variant")
SIZES = ((1280, 720), (1920, 1080))


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    i18n.set_language("en")


def jubilee_table(make_app, size, lang, players=4):
    from kingsforge.ui.screenshot import build_scene

    app = make_app(size=size, start=False)
    app.set_language(lang)
    table = build_scene(app, "table-jubilee", players, seed=players + 3)
    for _ in range(3):
        app.tick(1 / 30)
    app.render()
    return app, table


@pytest.mark.parametrize("size", SIZES, ids=["1280", "1920"])
@pytest.mark.parametrize("lang", ("en", "es"))
def test_move_log_title_and_older_note_do_not_overlap(make_app, size, lang):
    app, table = jubilee_table(make_app, size, lang)
    view = table.log_view
    assert len(table.match.log) > len(view.shown)        # older lines are hidden: the note shows
    assert view.older_rect is not None
    assert not view.title_rect.colliderect(view.older_rect), (view.title_rect, view.older_rect)
    # the note stays inside the log panel, above the first line drawn
    log = table.view.log
    assert log.contains(view.older_rect)


@pytest.mark.parametrize("size", SIZES, ids=["1280", "1920"])
@pytest.mark.parametrize("lang", ("en", "es"))
def test_panel_headers_keep_status_clear_of_the_badges(make_app, size, lang):
    from kingsforge.ui.table import panels

    app, table = jubilee_table(make_app, size, lang)
    m = table.match
    s = m.state
    seen_status = 0
    s.tucked = [[p * 4 + k for k in range(4)] for p in range(s.n)]     # four kept wares each: four badges
    for first in range(s.n):                 # whoever passed first
        s.first_passer = first
        for p in range(s.n):
            header = panels.draw_panel(app.canvas, s, m, p, table.view.panels[p], p == table.forge_player,
                                       p == m.current)
            parts = [header["name"], header["count"]] + header.get("badges", [])
            if "status" in header:
                seen_status += 1
                parts.append(header["status"])
            for i, a in enumerate(parts):
                for b in parts[i + 1:]:
                    assert not a.colliderect(b), (lang, p, header)
    assert seen_status >= s.n


def test_requirement_dice_and_panel_dice_grow_in_a_small_window(make_app):
    from kingsforge.ui.table import layout, panels

    card = pygame.Rect(16, layout.CRAFT_Y, layout.CRAFT_W, layout.CRAFT_H)
    big = {}
    for size in SIZES:
        make_app(size=size, start=False).render()
        big[size] = ([r.w for r in layout.craft_slot_rects(card, n)] for n in (2, 4, 6))
        big[size] = [max(w) for w in big[size]]
        assert panels.row_die() * gfx.view_scale >= (19 if size == (1280, 720) else 22)
    small, large = big[(1280, 720)], big[(1920, 1080)]
    assert small[0] * 2 / 3 >= 30 and small[1] * 2 / 3 >= 29         # real px at 1280x720, up to four dice
    assert all(a >= b for a, b in zip(small, large))
    assert large == [34, 34, 31]                                       # 1920x1080 as it was


@pytest.mark.parametrize("size", SIZES, ids=["1280", "1920"])
def test_panel_rows_show_every_die_up_to_a_full_supply(make_app, size):
    """The supply and smithy rows share the panel's width: a big smithy takes the supply's spare room."""
    from kingsforge.ui.table import panels

    app, table = jubilee_table(make_app, size, "en")
    s = table.match.state
    p = next(q for q in range(s.n) if q != table.forge_player)
    rect = table.view.panels[p]
    dice = list(range(len(s.values)))
    for n_sup, n_sm in ((1, 7), (7, 1), (4, 4)):
        s.supply[p], s.rolled[p], s.smithy[p] = dice[:n_sup], [], dice[n_sup:n_sup + n_sm]
        spots, _chips = panels.panel_layout(s, p, rect, at_forge=False)
        row = [d for d in dice[:n_sup + n_sm] if d in spots]
        assert len(row) == n_sup + n_sm, (n_sup, n_sm)
        assert all(rect.x < x - d / 2 and x + d / 2 <= rect.right for x, _y, d in (spots[k] for k in row))


@pytest.mark.parametrize("size", SIZES, ids=["1280", "1920"])
@pytest.mark.parametrize("lang", ("en", "es"))
def test_a_long_status_drops_the_players_kind_before_a_rank_badge(make_app, size, lang):
    """Rank badges decide a tie; the kind ('Easy AI') is a label: a status that needs room takes the
    kind's first, so two kept wares keep both badges beside 'Passed first' in either language."""
    from kingsforge.ui.table import panels

    app, table = jubilee_table(make_app, size, lang)
    m = table.match
    s = m.state
    s.tucked = [[p * 2 + k for k in range(2)] for p in range(s.n)]
    for p in range(s.n):
        s.first_passer = p
        header = panels.draw_panel(app.canvas, s, m, p, table.view.panels[p], p == table.forge_player,
                                   p == m.current)
        assert "status" in header and len(header.get("badges", [])) == 2, (lang, p, header)
