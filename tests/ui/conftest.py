"""Headless pygame for UI tests: dummy video and audio, set before pygame loads."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402


class Driver:
    """Sends synthetic input in window pixels, as a player's mouse would."""

    def __init__(self, app):
        self.app = app

    def win(self, pos):
        return self.app.viewport.to_window(pos)

    def frame(self, n=1, dt=1 / 60):
        for _ in range(n):
            self.app.pump(dt)

    def post(self, type_, **data):
        pygame.event.post(pygame.event.Event(type_, data))

    def move(self, pos, buttons=(0, 0, 0)):
        self.post(pygame.MOUSEMOTION, pos=self.win(pos), rel=(0, 0), buttons=buttons)
        self.frame()

    def click(self, pos, button=1):
        w = self.win(pos)
        self.post(pygame.MOUSEMOTION, pos=w, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=w, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=w, button=button)
        self.frame()

    def drag(self, start, end, steps=6):
        sx, sy = start
        ex, ey = end
        self.post(pygame.MOUSEMOTION, pos=self.win(start), rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=self.win(start), button=1)
        self.frame()
        for i in range(1, steps + 1):
            p = (sx + (ex - sx) * i / steps, sy + (ey - sy) * i / steps)
            self.post(pygame.MOUSEMOTION, pos=self.win(p), rel=(0, 0), buttons=(1, 0, 0))
            self.frame()
        self.post(pygame.MOUSEBUTTONUP, pos=self.win(end), button=1)
        self.frame()

    def key(self, key, mod=0, unicode=""):
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0)
        self.frame()

    def type_text(self, text):
        for ch in text:
            self.post(pygame.TEXTINPUT, text=ch)
        self.frame()

    def button(self, name):
        scene = self.app.stack.top
        return scene.widgets.button(name)

    def press(self, name):
        b = self.button(name)
        assert b is not None and b.visible, f"no button {name!r} on {type(self.app.stack.top).__name__}"
        self.click(b.rect.center)


def quick_bots(match):
    """Seat the fast greedy bot in every computer chair: these tests check the UI, not AI strength."""
    from kingsforge.ui.match import make_bot

    match.bots = {p: make_bot("greedy", seed=p) for p in match.bots}
    return match


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    monkeypatch.setenv("KINGSFORGE_HOME", str(tmp_path / "home"))
    from kingsforge.ui.autosave import saver

    saver.flush()
    monkeypatch.setattr(saver, "error", None)      # a failed save of another test is not this one's
    monkeypatch.setattr(saver, "errno", None)


@pytest.fixture
def make_app():
    from kingsforge.ui.app import App

    made = []

    def factory(size=(1920, 1080), start=True):
        app = App(window_size=size, audio=False, raise_errors=True)
        if start:
            app.start()
        made.append(app)
        pygame.event.clear()
        return app

    yield factory
    pygame.display.quit()
    from kingsforge.ui import gfx

    gfx.min_text_px = 0             # a small window's text floor must not reach the next test
    gfx.view_scale = 1.0


def close_screen_app(app) -> None:
    """Close an app built by kingsforge.ui.screenshot.make_app: its tables' AI workers stopped,
    the text floor and scale a small window set put back for the next test."""
    from kingsforge.ui import gfx

    for scene in app.stack:
        ai = getattr(scene, "ai", None)
        if ai is not None:
            ai.close()
    gfx.min_text_px = 0
    gfx.view_scale = 1.0


@pytest.fixture
def thread_worker(monkeypatch):
    """Forge's table tests: the AI thinks in a thread (no worker process to outlive the test), and
    the language is English again afterwards."""
    from kingsforge import i18n

    monkeypatch.setenv("KINGSFORGE_AI_WORKER", "thread")
    yield
    i18n.set_language("en")


@pytest.fixture
def app(make_app):
    return make_app()


@pytest.fixture
def driver(app):
    return Driver(app)


@pytest.fixture
def with_modules():
    """Deal the next games from the base game plus these modules (as --modules does); afterwards
    the built-in data and English again."""
    from kingsforge import i18n
    from kingsforge.content import load_content
    from kingsforge.ui import match as match_module

    def use(modules):
        match_module.use_content(load_content(None, modules=tuple(modules)) if modules else None)

    yield use
    match_module.use_content(None)
    i18n.set_language("en")
