"""The rules book in small windows (the settings allow down to 800x450): a page too long for the
parchment scrolls inside it (arrow keys, PgUp/PgDn, the wheel) with a sign that there is more; every
page of both games (King's Forge, Forge), in English and Spanish, is read in full by a player who
walks the book with the keys: each paragraph shows whole on the parchment at some point, uncut."""

from __future__ import annotations

import pygame
import pytest

from kingsforge import i18n
from kingsforge.ui import gfx, layoutcheck, theme
from kingsforge.ui.screenshot import make_app


def _key(app, key):
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def _rules(app, game: str):
    from kingsforge.forge.ui.rules import ForgeRulesScene
    from kingsforge.ui.scenes.rules import RulesScene
    from kingsforge.ui.scenes.title import TitleScene

    app.stack.reset(TitleScene(app))
    return app.stack.push((ForgeRulesScene if game == "forge" else RulesScene)(app, page=0))


def _texts(paragraphs) -> list[str]:
    return [p[2:] if p.startswith("• ") else p for p in paragraphs]


@pytest.mark.parametrize("size", [(800, 450), (800, 600)], ids=["800x450", "800x600"])
@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("game", ["kingsforge", "forge"])
def test_every_rules_page_can_be_read_in_full(game, lang, size):
    app = make_app(2, 1)
    app.set_language(lang)
    try:
        sc = _rules(app, game)
        layoutcheck.resize(app, size)
        seen: dict[int, set[str]] = {i: set() for i in range(sc.count)}
        bad: list[str] = []
        for _ in range(400):
            page = sc.page
            log = layoutcheck.recorded_frame(app)
            body = sc.body_rect
            for label in log.labels:
                if not body.contains(label.rect):
                    continue
                if label.cut:
                    bad.append(f"page {page + 1}: cut {label.text!r}")
                seen[page].add(label.text)
            title, paragraphs = sc.page_text(page)
            for label in log.labels:
                if label.text in _texts(paragraphs) and not body.contains(label.rect):
                    bad.append(f"page {page + 1}: off the parchment {label.text[:40]!r} at {label.rect}")
            scroll, scroll_max = getattr(sc, "scroll", 0), getattr(sc, "scroll_max", 0)
            if scroll < scroll_max:             # more below: an arrow says so, at the parchment's foot
                area = sc.text_area
                tip = (area.centerx, area.bottom - 2 - sc._fade() // 4)
                assert app.canvas.get_at(tip)[:3] == theme.GOLD_DARK, (page, tip)
                _key(app, pygame.K_DOWN)
                assert sc.page == page
            elif sc.page < sc.count - 1:
                _key(app, pygame.K_PAGEDOWN)    # at a page's end: the next page
                assert sc.page == page + 1 and getattr(sc, "scroll", 0) == 0
            else:
                break
        assert sc.page == sc.count - 1 and getattr(sc, "scroll", 0) == getattr(sc, "scroll_max", 0)
        for i in range(sc.count):
            title, paragraphs = sc.page_text(i)
            missing = [p[:50] for p in _texts(paragraphs) if p not in seen[i]]
            if title not in seen[i]:
                missing.insert(0, f"title {title!r}")
            if missing:
                bad.append(f"page {i + 1}: never shown whole: {missing}")
        assert not bad, "\n".join(bad[:30])
    finally:
        i18n.set_language("en")
        gfx.min_text_px = 0
        gfx.view_scale = 1.0


def test_a_long_page_scrolls_by_wheel_and_keys_before_it_turns():
    app = make_app(2, 1)
    app.set_language("es")
    try:
        sc = _rules(app, "kingsforge")
        layoutcheck.resize(app, (800, 450))
        long_page = None
        for i in range(sc.count):
            sc.page = i
            app.render()
            if sc.scroll_max > 0:
                long_page = i
                break
        assert long_page is not None
        wheel = dict(x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
        app.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, **wheel))
        app.render()
        assert sc.page == long_page and sc.scroll > 0
        _key(app, pygame.K_UP)
        _key(app, pygame.K_UP)
        app.render()
        assert sc.scroll == 0 and sc.page == long_page
        _key(app, pygame.K_PAGEDOWN)
        app.render()
        assert sc.page == long_page and sc.scroll > 0
        _key(app, pygame.K_PAGEUP)
        app.render()
        assert sc.page == long_page and sc.scroll == 0
        _key(app, pygame.K_RIGHT)               # the arrows across turn the page, from the top
        app.render()
        assert sc.page == long_page + 1 and sc.scroll == 0
        sc.page = long_page + 1                 # reading backwards: the page before shows its end
        app.render()
        _key(app, pygame.K_PAGEUP)
        app.render()
        assert sc.page == long_page and sc.scroll == sc.scroll_max > 0
        sc.page = long_page + 1
        app.render()
        up = dict(x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
        app.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, **up))
        app.render()
        assert sc.page == long_page and sc.scroll == sc.scroll_max > 0
    finally:
        i18n.set_language("en")
        gfx.min_text_px = 0
        gfx.view_scale = 1.0
