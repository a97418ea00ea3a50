"""The window draws only when something changes: idle screens cost next to no CPU."""

import pygame
import pytest

from kingsforge.ui import app as app_module
from kingsforge.ui.scenes.title import TitleScene
from kingsforge.ui.screenshot import demo_config
from kingsforge.ui.staging import stage


@pytest.fixture
def fast_idle(monkeypatch):
    # the loop's idle sleep, shortened so a test runs many idle passes quickly
    monkeypatch.setattr(app_module, "IDLE_WAKE_MS", 5)
    monkeypatch.setattr(app_module, "IDLE_POLL_S", 0.001)


def _settle(app, steps=120):
    for _ in range(steps):
        app.step()
        if not app.stack.animating():
            app.step()          # the frame that shows things at rest
            return
    raise AssertionError(f"{type(app.stack.top).__name__} never stopped animating")


def test_title_draws_nothing_while_idle(app, fast_idle):
    app.stack.reset(TitleScene(app))
    _settle(app)
    frames = app.frames
    for _ in range(30):
        app.step()
    assert app.frames == frames


def test_input_and_stack_changes_draw_a_frame(app, fast_idle):
    app.stack.reset(TitleScene(app))
    _settle(app)
    frames = app.frames
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    app.step()
    assert app.frames == frames + 1
    from kingsforge.ui.scenes.settings import SettingsScene

    app.stack.push(SettingsScene(app))    # pushed without input (as the table pushes a summary)
    app.step()
    assert app.frames == frames + 2


def test_idle_table_draws_nothing_and_hover_tooltip_still_shows(app, fast_idle):
    app.settings.craft_odds_hints = False
    table = stage(app, "table-gather", demo_config(2, 7))
    table.match.autosave_enabled = False
    _settle(app, steps=400)
    frames = app.frames
    for _ in range(30):
        app.step()
    assert app.frames == frames
    # pointing at a button: the tooltip's delay runs on frames, then drawing stops again
    button = table.btn_pass
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(1, 1),
                                         buttons=(0, 0, 0)))
    app.step()
    assert app.stack.animating()
    _settle(app, steps=400)
    assert table.widgets._hover_widget is button
    assert table.widgets._hover_time >= table.widgets.TOOLTIP_DELAY


def test_computer_turns_keep_the_table_animating(app):
    from kingsforge.ui.match import Match
    from kingsforge.ui.scenes.table import TableScene

    match = Match.new(demo_config(2, 5, humans=0))
    match.autosave_enabled = False
    table = app.stack.reset(TableScene(app, match))
    assert table.animating()


def test_idle_cpu_figure_is_under_five_percent():
    from kingsforge.ui.bench import ui_idle_cpu_pct

    assert ui_idle_cpu_pct(seconds=1.5) < 5.0


def test_a_lessons_arrow_redraws_a_few_times_a_second_from_a_kept_table(app, fast_idle, monkeypatch):
    """The tutorial's arrow asks for POINTER_FPS frames a second (not 60), each drawn over a copy
    of the still table: the whole table is drawn again only when something changes."""
    import time

    from kingsforge.ui.scenes import tutorial
    from kingsforge.ui.scenes.table import TableScene

    scene = tutorial.staged(app, "gather")
    try:
        _settle(app, steps=400)
        full = []
        monkeypatch.setattr(TableScene, "draw", lambda self, surface: full.append(1))
        frames, end = app.frames, time.perf_counter() + 1.0
        while time.perf_counter() < end:
            app.step()
        drawn = app.frames - frames
        assert 3 <= drawn <= tutorial.TutorialScene.POINTER_FPS + 3, drawn
        assert len(full) <= 1                       # the table itself: from the kept copy
    finally:
        scene.ai.close()


def test_tutorial_cpu_figure_is_under_five_percent():
    from kingsforge.ui.bench import ui_tutorial_cpu_pct

    assert ui_tutorial_cpu_pct(seconds=1.5) < 8.0     # target 5 (kingsforge bench); a busy CI machine
