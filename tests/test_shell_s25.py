"""The shell: --lang is for one run only (the saved language is the player's pick in Settings),
and a round summary of a game with no human seat moves on by itself in both games."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from kingsforge import i18n, persist  # noqa: E402

LINGER_S = 2.0          # a summary that moves on by itself still stays up this long, to be read
GONE_BY_S = 8.0         # ... and is gone by then


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("KINGSFORGE_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("KINGSFORGE_AI_WORKER", "thread")
    yield
    i18n.set_language("en")


@pytest.fixture
def app():
    from kingsforge.ui.app import App

    made = App(window_size=(1280, 720), audio=False, raise_errors=True)
    pygame.event.clear()
    yield made
    made.close()
    pygame.display.quit()


# --- 1. --lang ------------------------------------------------------------------------------------
def _start(monkeypatch, argv, play=lambda app: None) -> str:
    """Start the game as `kingsforge` does with `argv`, `play` in it, and quit (run() then saves
    the settings, as quitting does); the language the run showed first."""
    from kingsforge.ui import app as app_mod

    shown = []

    def run(app):
        shown.append(i18n.language())
        play(app)
        return 0

    monkeypatch.setattr(app_mod.App, "run", run)
    assert app_mod.run(argv) == 0
    return shown[0]


def _save_language(code: str) -> None:
    settings, _problem = persist.load_settings()
    settings.language = code
    persist.save_settings(settings)


@pytest.mark.parametrize("saved, flag", [("en", "es"), ("es", "en")])
def test_lang_on_the_command_line_holds_for_that_run_only(monkeypatch, saved, flag):
    _save_language(saved)
    assert _start(monkeypatch, ["--lang", flag]) == flag
    assert persist.load_settings()[0].language == saved           # what the player picked is kept
    assert _start(monkeypatch, []) == saved                        # the next run without --lang


def test_a_language_picked_in_settings_in_a_lang_run_is_saved(monkeypatch):
    from kingsforge.ui.scenes.settings import SettingsScene

    def pick_english(app):
        settings = app.stack.reset(SettingsScene(app))
        while i18n.language() != "en":
            settings.lang.step(1)
        settings.close()

    _save_language("es")
    assert _start(monkeypatch, ["--lang", "es"], pick_english) == "es"
    assert persist.load_settings()[0].language == "en"
    assert _start(monkeypatch, []) == "en"


# --- 2. a watched game's round summary ------------------------------------------------------------
def _kings_forge_summary(app, humans: int):
    from kingsforge.ui.match import Match
    from kingsforge.ui.scenes.summary import RoundSummaryScene
    from kingsforge.ui.screenshot import demo_config

    match = Match.new(demo_config(3, 5, humans=humans))
    match.autosave_enabled = False
    return RoundSummaryScene(app, match, 1, [[] for _ in match.seats])


def _forge_summary(app, humans: int):
    from kingsforge.forge.ui.gameover import RoundSummaryScene
    from kingsforge.forge.ui.match import ForgeMatch
    from kingsforge.forge.ui.screenshot import demo_config

    match = ForgeMatch.new(demo_config(3, 5, humans=humans))
    match.autosave_enabled = False
    return RoundSummaryScene(app, match, 1)


SUMMARIES = pytest.mark.parametrize("make", [_kings_forge_summary, _forge_summary], ids=["kingsforge", "forge"])


def _shown(app, make, humans: int):
    """The summary over a bare scene (the table's place), drawn once."""
    from kingsforge.ui.scene import Scene

    app.stack.reset(Scene(app))
    summary = app.stack.push(make(app, humans))
    app.render()
    return summary


def _wait(app, seconds: float, dt: float = 1 / 30) -> None:
    for _ in range(round(seconds / dt)):
        app.tick(dt, redraw=False)


@SUMMARIES
def test_a_watched_games_summary_moves_on_by_itself_after_a_readable_pause(app, make):
    summary = _shown(app, make, humans=0)
    _wait(app, LINGER_S)
    assert app.stack.top is summary                    # still up: time to read it
    app.render()                                       # the pause's bar under Next draws
    _wait(app, GONE_BY_S - LINGER_S)
    assert app.stack.top is not summary and summary not in list(app.stack)


@SUMMARIES
def test_with_a_human_seat_the_summary_waits_for_next(app, make):
    summary = _shown(app, make, humans=1)
    _wait(app, 3 * GONE_BY_S)
    assert app.stack.top is summary


@SUMMARIES
@pytest.mark.parametrize("how", ["key", "click"])
def test_a_key_or_a_click_moves_a_watched_summary_on_at_once(app, make, how):
    summary = _shown(app, make, humans=0)
    _wait(app, 0.2)
    if how == "key":
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    else:
        at = app.viewport.to_window(summary.next_button.rect.center)
        for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=at, rel=(0, 0), buttons=(0, 0, 0), button=1))
    app.pump(1 / 60)
    assert summary not in list(app.stack)


@SUMMARIES
def test_the_pause_stops_while_the_menu_is_over_the_summary(app, make):
    from kingsforge.ui.scenes.pause import PauseScene

    summary = _shown(app, make, humans=0)
    menu = app.stack.push(PauseScene(app))
    _wait(app, GONE_BY_S)
    assert app.stack.top is menu and summary in list(app.stack)
    app.stack.pop()
    _wait(app, GONE_BY_S)
    assert summary not in list(app.stack)


def test_the_idle_main_loop_keeps_the_pause_in_real_time(app):
    """With nothing moving the loop sleeps 250 ms between updates and caps a frame's dt at 0.1 s:
    the summary asks for frames often enough that its pause takes its real seconds."""
    from kingsforge.ui.scenes.summary import WATCHED_PAUSE_S

    summary = _shown(app, _kings_forge_summary, humans=0)
    app.run_for(WATCHED_PAUSE_S + 2.0)
    assert summary not in list(app.stack)


def test_the_round_summarys_note_stays_whole_in_its_panel_in_a_small_window():
    """At 800x600 the text floor made the Spanish note wider than the panel: it ran past both edges."""
    from kingsforge.ui import gfx
    from kingsforge.ui.app import App

    app = App(window_size=(800, 600), audio=False, raise_errors=True)
    try:
        for lang in ("en", "es"):
            app.set_language(lang)
            summary = app.stack.reset(_kings_forge_summary(app, humans=1))
            app.render()
            gfx.labels = gfx.LabelLog(app.canvas)
            try:
                summary.draw(app.canvas)
                note = [label for label in gfx.labels.labels if label.text == i18n.t("summary.note")]
            finally:
                gfx.labels = None
            assert note and summary.panel.contains(note[0].rect) and not note[0].cut, (lang, note)
    finally:
        app.close()
        pygame.display.quit()
        gfx.min_text_px, gfx.view_scale = 0, 1.0


def test_the_window_s_own_size_reading_stays_in_range():
    """ui.app.run read --size without an upper bound (16000x16000: about 1 GB of window) when called
    directly; the command line refuses it (commands/usage.window_size), run() brings it in range."""
    from kingsforge.commands.usage import MAX_SIDE
    from kingsforge.ui.app import _parse_args

    assert _parse_args(["--size", "16000x16000"])[1] == (MAX_SIDE, MAX_SIDE)
    assert _parse_args(["--size", "100x50"])[1] == (800, 450)        # the smallest window
    assert _parse_args(["--size", "1280x720"])[1] == (1280, 720)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_long_title_notice_keeps_its_button_below_its_words_in_a_small_window(lang):
    """The title's notice grew with its words at a small window's text floor while its OK button
    stayed where the notice was first laid out, over the words (a newer version's save, 800x600)."""
    from kingsforge import i18n
    from kingsforge.i18n import t
    from kingsforge.ui import layoutcheck
    from kingsforge.ui.scenes import registry
    from kingsforge.ui.screenshot import make_app

    app = make_app(2, 1)
    try:
        app.set_language(lang)
        app.notices.insert(0, (t("title.save_not_here"), t("save.newer", version=99, reads=1) + " " + t("save.left")))
        app.stack.reset(registry.make("title", app))
        for size in ((1920, 1080), (800, 600), (1280, 720)):
            layoutcheck.resize(app, size)
            for _ in range(3):
                app.tick(1 / 30)
            assert not layoutcheck.check_frame(app), size
    finally:
        i18n.set_language("en")


def test_a_button_disabled_while_focused_loses_its_ring_at_the_next_frame():
    """Forge's Undo kept its gold ring after a move greyed it out: the ring is drawn from the
    button's own flag, which the group cleared only when something next asked for the focus."""
    import pygame

    from kingsforge.ui.widgets import Button, WidgetGroup

    group = WidgetGroup()
    undo = group.add(Button((0, 0, 150, 46), "Undo", lambda: None, name="Undo"))
    group.add(Button((160, 0, 150, 46), "Hint", lambda: None, name="Hint"))
    group.set_focus(undo)
    group.show_focus = True
    undo.enabled = False
    group.draw(pygame.Surface((400, 60)))
    assert not undo.focused


def test_full_screen_from_the_command_line_holds_for_its_run_and_a_size_wins_over_the_saved_one():
    """One `play --fullscreen` was saved, and every later run opened full screen, `--size 1280x720`
    silently ignored: --fullscreen, --windowed and --size hold for their run; F11 or Settings
    change the saved choice."""
    from kingsforge.persist.settings import Settings
    from kingsforge.ui.app import App

    app = App(fullscreen=True, settings=Settings(fullscreen=False), audio=False, raise_errors=True)
    assert app.fullscreen and app.settings.fullscreen is False          # this run only
    app.toggle_fullscreen()                                             # F11: the player's choice, kept
    assert not app.fullscreen and app.settings.fullscreen is False
    app.toggle_fullscreen()
    assert app.fullscreen and app.settings.fullscreen is True
    sized = App(window_size=(1280, 720), settings=Settings(fullscreen=True), audio=False, raise_errors=True)
    assert not sized.fullscreen and sized.window.get_size() == (1280, 720)
    assert sized.settings.fullscreen is True                            # still the saved choice
    windowed = App(windowed=True, settings=Settings(fullscreen=True), audio=False, raise_errors=True)
    assert not windowed.fullscreen and windowed.settings.fullscreen is True
