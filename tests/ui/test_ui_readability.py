"""1280x720 is readable: no text under gfx.MIN_SCREEN_PX (12) real pixels in any scene, English
and Spanish; the table's card titles are never cut; a hovered card is shown large."""

from __future__ import annotations

import pytest

from kingsforge import i18n
from kingsforge.ui import gfx

LANGS = ("en", "es")
TABLE_SCENES = ("table-gather", "table-craft", "hint-gather", "hint-craft", "zoom", "summary", "gameover")


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    i18n.set_language("en")
    gfx.drawn_sizes = None


def frame_sizes(app) -> list[tuple[int, str]]:
    """(canvas px, text) of every text drawn in one frame of `app`."""
    gfx.drawn_sizes = []
    try:
        app.render()
        return list(gfx.drawn_sizes)
    finally:
        gfx.drawn_sizes = None


@pytest.mark.parametrize("lang", LANGS)
def test_no_text_under_12_screen_px_at_1280x720(make_app, lang):
    from kingsforge.ui.screenshot import SCENES, build_scene

    app = make_app(size=(1280, 720), start=False)
    app.set_language(lang)
    scale = app.viewport.scale
    assert abs(scale - 2 / 3) < 1e-6
    small = []
    for players in (2, 4):
        for name in SCENES:
            build_scene(app, name, players, seed=players + 3)
            for _ in range(3):
                app.tick(1 / 30, redraw=False)
            sizes = frame_sizes(app)
            assert sizes, name                                      # the recorder sees the text
            small += [(name, players, round(px * scale, 1), s) for px, s in sizes if px * scale < 12 - 1e-6]
    assert not small, small[:20]


def test_the_floor_follows_the_window(make_app):
    """At 1920x1080 a 12 px canvas text is 12 real px; at 1280x720 the same text is drawn at 18."""
    big = make_app(size=(1920, 1080))
    big.render()
    assert gfx.min_text_px == 12 and gfx.text("x", 12).get_height() == gfx.font(12).get_linesize()
    small = make_app(size=(1280, 720))
    small.render()
    assert gfx.min_text_px == 18
    assert gfx.text("x", 12).get_height() == gfx.text("x", 18).get_height()
    assert gfx.font(10) is gfx.font(18)


def test_screenshot_renders_the_window_size(tmp_path):
    import pygame

    from kingsforge.cli import main

    out = tmp_path / "t.png"
    assert main(["screenshot", "--scene", "title", "--size", "1280x720", "--out", str(out)]) == 0
    assert pygame.image.load(str(out)).get_size() == (1280, 720)
    assert main(["screenshot", "--scene", "title", "--size", "big", "--out", str(out)]) == 2


@pytest.mark.parametrize("lang", LANGS)
def test_ware_titles_wrap_instead_of_being_cut_at_1280x720(make_app, monkeypatch, lang):
    """Every ware of every module, on a display-size card with the 1280x720 floor: its title fits
    on one or two lines; gfx.fit_text never has to cut it."""
    import pygame

    from kingsforge.content import load_content
    from kingsforge.ui.table import cards, layout

    app = make_app(size=(1280, 720), start=False)
    app.set_language(lang)
    app.render()
    cut = []
    real = gfx.fit_text

    def spy(s, max_width, size, bold=False, display=False):
        out = real(s, max_width, size, bold, display)
        if out != s:
            cut.append(s)
        return out

    monkeypatch.setattr(gfx, "fit_text", spy)
    content = load_content(modules=("jubilee_gather", "jubilee_variant"))
    base = load_content()
    canvas = pygame.Surface((layout.CRAFT_W, layout.CRAFT_H))
    rect = canvas.get_rect()
    wrapped = 0
    names = set()
    for c in (base, content):
        for card in c.craft:
            gfx.drawn_sizes = []
            cards.draw_craft_card(canvas, c, card.index, rect)
            name = i18n.craft_name(card)
            drawn = [s for _px, s in gfx.drawn_sizes]
            lines = cards.title_lines(name, cards.ribbon_text_width(layout.craft_part(rect, layout.CRAFT_TITLE)), 21)
            assert " ".join(lines) == name and all(line in drawn for line in lines), (name, drawn)
            wrapped += len(lines) >= 2
            names.add(name)
            names.update(lines)
    assert not [s for s in cut if s in names], cut
    assert wrapped            # some long titles do need more lines at this size
