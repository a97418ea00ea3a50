"""The Credits page: reachable from the title and the rules, credits every icon author, scrolls."""

import pygame
import pytest

from kingsforge import i18n
from kingsforge.ui import assets
from kingsforge.ui.scenes.credits import CreditsScene
from kingsforge.ui.scenes.rules import RulesScene
from kingsforge.ui.scenes.title import TitleScene


def authors_in_credits_file() -> dict[str, set[str]]:
    """author -> icons, read straight from sprites/CREDITS (the rows after the 'icon | author' header)."""
    found: dict[str, set[str]] = {}
    lines = (assets.sprites_root() / "CREDITS").read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.replace(" ", "").startswith("icon|author"))
    for line in lines[start + 1:]:
        if line.strip():
            icon, author = (part.strip() for part in line.split("|")[:2])
            found.setdefault(author, set()).add(icon)
    return found


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_credits_lists_every_icon_author_and_their_icons(make_app, lang):
    app = make_app()
    app.set_language(lang)
    scene = app.stack.push(CreditsScene(app))
    text = scene.text()
    authors = authors_in_credits_file()
    assert len(authors) >= 3
    for author, icons in authors.items():
        assert author in text, author
        line = next(i for i, s in enumerate(scene.lines) if s.startswith(author + ":"))
        listed = set(scene.lines[line + 1].split(", "))
        assert listed == icons, author
    for needed in ("https://creativecommons.org/licenses/by/3.0/", "CC BY 3.0", "Nick Sibicky",
                   "Gentium Book Basic", "Vollkorn", "SIL Open Font License"):
        assert needed in text, needed


def test_title_button_opens_credits_and_back_returns(app, driver):
    assert isinstance(app.stack.top, TitleScene)
    driver.press("Credits")
    assert isinstance(app.stack.top, CreditsScene)
    driver.press("Back")
    assert isinstance(app.stack.top, TitleScene)
    driver.press("Credits")
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


def test_title_menu_still_fits_with_every_entry(make_app):
    from kingsforge import persist

    path = persist.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{}", encoding="utf-8")       # Continue shown too: the longest menu
    app = make_app()
    buttons = [w for w in app.stack.top.widgets.widgets if getattr(w, "name", "") != "Dismiss"]
    assert any(b.name == "Credits" for b in buttons)
    bottoms = sorted(b.rect for b in buttons)
    assert max(r.bottom for r in bottoms) <= 1040
    for a, b in zip(bottoms, bottoms[1:]):
        assert a.bottom <= b.top, (a, b)


def test_rules_help_opens_credits(app, driver):
    driver.key(pygame.K_F1)
    assert isinstance(app.stack.top, RulesScene)
    driver.press("Credits")
    assert isinstance(app.stack.top, CreditsScene)
    driver.press("Back")
    assert isinstance(app.stack.top, RulesScene)


def test_credits_scroll_by_wheel_keys_and_bar(app, driver):
    scene = app.stack.push(CreditsScene(app))
    driver.frame()
    assert scene.max_scroll > 0, "the page is long enough to scroll at 1920x1080"
    driver.post(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0)
    driver.frame()
    assert scene.scroll == 2 * scene.STEP
    driver.key(pygame.K_END)
    assert scene.scroll == scene.max_scroll
    driver.key(pygame.K_HOME)
    assert scene.scroll == 0
    driver.key(pygame.K_PAGEDOWN)
    assert 0 < scene.scroll <= scene.max_scroll
    driver.key(pygame.K_UP)
    driver.key(pygame.K_HOME)
    thumb = scene._thumb()
    driver.drag(thumb.center, (thumb.centerx, scene._track().bottom + 50))
    assert scene.scroll == scene.max_scroll
    driver.key(pygame.K_HOME)
    driver.click((scene._track().centerx, scene._track().bottom - 5))      # the track below the thumb: a page down
    assert scene.scroll > 0
    app.render()


def test_credits_screenshot_scene(tmp_path):
    from kingsforge.ui.screenshot import SCENES, render_scene

    assert "credits" in SCENES
    out = render_scene("credits", out_path=tmp_path / "credits.png", lang="es")
    assert out.is_file() and out.stat().st_size > 10_000


@pytest.mark.parametrize("size", [(800, 450), (1366, 768)])
def test_a_resized_window_sets_the_credits_at_its_text_floor(make_app, size):
    """The page's texts are set once, as pictures: a window made smaller while the credits show
    must set them again at the new text floor, as the page opened in that window has them (they
    stayed at the big window's size, a few pixels high in the smallest one)."""
    from kingsforge.ui import gfx, layoutcheck

    app = make_app()
    scene = app.stack.push(CreditsScene(app))
    app.tick(1 / 30)
    try:
        layoutcheck.resize(app, size)
        app.tick(1 / 30)
        fresh = CreditsScene(app)
        assert [s.get_size() for s, *_ in scene.items] == [s.get_size() for s, *_ in fresh.items]
        assert (scene.content_h, scene.max_scroll) == (fresh.content_h, fresh.max_scroll)
    finally:
        gfx.min_text_px, gfx.view_scale = 0, 1.0
