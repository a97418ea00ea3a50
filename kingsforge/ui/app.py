"""The game window: one event loop, the scene stack and the scaled canvas.

Scenes draw on a fixed 1920x1080 canvas; the Viewport fits it into whatever
window the player has (letterboxed) and maps the mouse back. A crash inside a
scene becomes a friendly message overlay, and the details go to a log file.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import traceback
from pathlib import Path

import pygame

from kingsforge import i18n, persist, seatbot
from kingsforge.persist.settings import MIN_WINDOW, Settings, window_within
from kingsforge.ui import gfx
from kingsforge.ui.scene import Scene, SceneStack
from kingsforge.ui.viewport import LOGICAL_SIZE, Viewport

FPS = 60
# With nothing moving the loop sleeps until input; it still wakes this often (ms) to run
# scene updates, so a worker's reply or a timer is noticed.
IDLE_WAKE_MS = 250
IDLE_POLL_S = 0.01      # input is looked for this often while idle (a 100 Hz poll costs next to nothing)
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
DEFAULT_WINDOW = (1600, 900)


def error_log_path() -> Path:
    """Where scene crashes are written (the user's data folder; KINGSFORGE_HOME in tests)."""
    return persist.log_dir() / "errors.log"


def _settings_notice(problem) -> tuple[str, str]:
    """The title-screen notice for a settings file that could not be used, in the game's language."""
    return (i18n.t("settings.problem_title"), problem.say())


class App:
    """Owns the window, the canvas, the settings and the scene stack."""

    def __init__(self, window_size=None, fullscreen: bool = False, settings: Settings | None = None,
                 raise_errors: bool = False, audio: bool = True, windowed: bool = False):
        # Messages the title screen shows once (a broken settings file, a save that cannot continue).
        self.notices: list[tuple[str, str]] = []
        problem = None
        if settings is None:
            # the player's saved settings; a broken file gives the defaults and a message
            settings, problem = persist.load_settings()
        self.settings = settings
        # this run's window: --fullscreen, --windowed and --size hold for the run only (a given size is a
        # window of that size); the saved choice changes with F11 or Settings (toggle_fullscreen)
        self.fullscreen = (fullscreen or (self.settings.fullscreen and window_size is None)) and not windowed
        # Tests set raise_errors so a bug fails loudly instead of showing a dialog.
        self.raise_errors = raise_errors
        seatbot.keep_memory_unfrozen()     # the window's objects stay collectable (seatbot.settle_memory)
        pygame.display.init()
        pygame.font.init()
        if audio:
            gfx.init_audio()
        gfx.sound_enabled = self.settings.sound
        gfx.volume = self.settings.volume
        self.set_language(getattr(self.settings, "language", None) or i18n.DEFAULT)
        if problem:
            self.notices.append(_settings_notice(problem))
        self.windowed_size = tuple(window_size) if window_size else self._fit_window(self.settings.window_size)
        self._fixed_size = window_size is not None   # --size is for this run only: not saved
        self.window = self._open_window()
        pygame.display.set_caption("King's Forge")
        self.canvas = pygame.Surface(LOGICAL_SIZE).convert()
        self.viewport = Viewport(self.window.get_size())
        self._text_floor()
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.mouse = (0, 0)
        self.time = 0.0
        self.frames = 0
        self._was_animating = True      # draw the first frames whatever happens
        # The module set named with --modules (a tuple, () = the base game alone), or None when
        # the flag was not given: the setup screen then starts from its remembered choice.
        self.cli_modules: tuple[str, ...] | None = None
        self._stack_changes = -1
        self.last_error: str | None = None
        pygame.event.clear()  # set_mode queues window events that tests must not see

    # ---------------------------------------------------------------- window
    @staticmethod
    def _default_window():
        return App._fit_window(DEFAULT_WINDOW)

    @staticmethod
    def _fit_window(size):
        """`size` (the saved window size), made to fit the desktop and 16:9."""
        try:
            desktop = pygame.display.get_desktop_sizes()[0]
        except Exception:
            desktop = DEFAULT_WINDOW
        w = min(int(size[0]), int(desktop[0] * 0.9))
        h = min(int(size[1]), int(desktop[1] * 0.9))
        # keep 16:9 so the first frame has no bars
        if w * 9 > h * 16:
            w = h * 16 // 9
        else:
            h = w * 9 // 16
        return (max(MIN_WINDOW[0], w), max(MIN_WINDOW[1], h))

    def _open_window(self) -> pygame.Surface:
        if self.fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.fullscreen = False
        window = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        set_minimum_size(MIN_WINDOW)
        return window

    def toggle_fullscreen(self) -> None:
        """F11 or Settings: the player's choice, kept in the settings (as the screen allowed it)."""
        if not self.fullscreen:
            self.windowed_size = self.window.get_size()
        self.fullscreen = not self.fullscreen
        self.window = self._open_window()
        self.settings.fullscreen = self.fullscreen
        self._window_resized()

    def set_window_size(self, size) -> None:
        """Resize the window (Settings); in full screen it is the size to come back to."""
        self.windowed_size = tuple(size)
        self.settings.window_size = tuple(size)
        self._fixed_size = False
        if not self.fullscreen:
            self.window = self._open_window()
            self._window_resized()

    def _window_resized(self) -> None:
        """The window took a new size: the canvas's scale and the text floor follow at once, so the
        scenes' next update lays out for them (a table rebuilds its view, drop targets and all, when
        the scale it was laid out for changes: TableScene._ensure_view)."""
        self.viewport.resize(self.window.get_size())
        self._text_floor()

    def save_settings(self) -> bool:
        """Write the settings file (leaving Settings, quitting); False if the disk refused."""
        if not self.fullscreen and not self._fixed_size:
            self.settings.window_size = window_within(self.windowed_size)
        try:
            persist.save_settings(self.settings)
            return True
        except (OSError, TypeError, ValueError) as exc:
            import logging

            logging.getLogger("kingsforge.ui").warning("settings not saved: %s", exc)
            return False

    def close(self) -> None:
        """Before the window goes: stop the AI worker (even mid-thought) and finish the autosave."""
        from kingsforge.ui import aiworker
        from kingsforge.ui.autosave import saver

        aiworker.shutdown()
        saver.flush(5.0)

    def set_language(self, code) -> str:
        """Show every text in language `code` from the next frame on; returns the code used."""
        try:
            used = i18n.set_language(code)
        except i18n.LanguageError:
            used = i18n.set_language(i18n.DEFAULT)
        if hasattr(self.settings, "language"):
            self.settings.language = used
        return used

    # ---------------------------------------------------------------- scenes
    def start(self, scene: Scene | None = None) -> None:
        if scene is None:
            from kingsforge.ui.scenes.title import TitleScene

            scene = TitleScene(self)
        self.stack.reset(scene)

    def quit(self) -> None:
        self.running = False

    # ---------------------------------------------------------------- events
    def map_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """Mouse events in window pixels -> the same event in canvas pixels."""
        if event.type not in MOUSE_EVENTS or not hasattr(event, "pos"):
            return event
        data = dict(event.dict)
        data["pos"] = self.viewport.to_logical(event.pos)
        if "rel" in data and self.viewport.scale:
            data["rel"] = (round(data["rel"][0] / self.viewport.scale),
                           round(data["rel"][1] / self.viewport.scale))
        self.mouse = data["pos"]
        return pygame.event.Event(event.type, data)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._window_resized()
            if not self.fullscreen:
                self.windowed_size = self.window.get_size()
            return
        event = self.map_event(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.toggle_rules()
            return
        self._guard(self.stack.handle_event, event)

    def toggle_rules(self) -> None:
        from kingsforge.ui.scenes import registry
        from kingsforge.ui.scenes.rules import RulesScene

        if isinstance(self.stack.top, RulesScene):
            self.stack.pop()
        else:
            self.stack.push(registry.make("forge.rules" if self.playing_forge() else "rules", self))

    def playing_forge(self) -> bool:
        """True at a Forge scene, or on the title with Forge chosen: F1 opens Forge's rules."""
        if any(type(scene).__module__.startswith("kingsforge.forge.") for scene in self.stack):
            return True
        from kingsforge.ui.scenes.title import TitleScene

        return isinstance(self.stack.top, TitleScene) and getattr(self.settings, "game", "") == "forge"

    # ----------------------------------------------------------------- frame
    def pump(self, dt: float | None = None) -> None:
        """One frame: drain events, update, draw and present."""
        for event in pygame.event.get():
            self.handle_event(event)
            if not self.running:
                return
        self.tick(1 / FPS if dt is None else dt)

    def tick(self, dt: float, redraw: bool = True) -> None:
        """Update the running scenes; draw if `redraw`, or if anything moved or the stack changed."""
        dt = min(max(dt, 0.0), 0.1)  # a stalled frame must not teleport animations
        self.time += dt
        gfx.sound_enabled = self.settings.sound
        gfx.volume = self.settings.volume
        self._guard(self.stack.update, dt)
        if os.environ.get("KINGSFORGE_LAYOUT_DUMP") and self.playing_forge():   # Forge's end-to-end test
            from kingsforge.forge.ui.layoutdump import write_if_changed

            self._forge_dump = write_if_changed(self, getattr(self, "_forge_dump", None))
        elif os.environ.get("KINGSFORGE_LAYOUT_DUMP"):      # the real-window tests: game over, replay, ...
            from kingsforge.ui import layoutdump

            self._scene_dump = layoutdump.write_scene_if_changed(self, getattr(self, "_scene_dump", None))
        animating = self.stack.animating()
        changed = self.stack.changes != self._stack_changes
        # the frame after an animation stops is drawn too: it shows where things came to rest
        if redraw or animating or self._was_animating or changed:
            self._stack_changes = self.stack.changes
            self.render()
        self._was_animating = animating

    def _text_floor(self) -> None:
        """No text smaller than gfx.MIN_SCREEN_PX window pixels, whatever the window's size."""
        gfx.min_text_px = gfx.text_floor_for(self.viewport.scale)
        gfx.view_scale = self.viewport.scale

    def render(self) -> None:
        if self.window.get_size() != self.viewport.window_size:
            self.viewport.resize(self.window.get_size())
        self._text_floor()
        self._guard(self.stack.draw, self.canvas)
        self.viewport.present(self.canvas, self.window)
        pygame.display.flip()
        self.frames += 1

    def run(self) -> int:
        if not len(self.stack):
            self.start()
        self.clock.tick()
        while self.running and len(self.stack):
            self.step()
        return 0

    def step(self) -> None:
        """One pass of the main loop: a paced frame while something moves; otherwise sleep until
        input (or IDLE_WAKE_MS), update, and draw only if the input or the update changed something."""
        if self._was_animating or self.stack.changes != self._stack_changes:
            dt = self.clock.tick(FPS) / 1000.0
            events = pygame.event.get()
        else:
            wake = IDLE_WAKE_MS / 1000.0
            wanted = self.stack.next_frame_in()      # a slow pulse asks for its next frame
            events = self._wait_for_events(wake if wanted is None else max(0.0, min(wake, wanted)))
            dt = self.clock.tick() / 1000.0
            if wanted is not None and wanted <= wake:
                events = events or [None]            # that frame is drawn, once
        for event in events:
            if event is None:
                continue
            self.handle_event(event)
            if not self.running:
                return
        self.tick(dt, redraw=bool(events))

    @staticmethod
    def _wait_for_events(seconds: float) -> list:
        """The next input, or [] after `seconds`. Polls every IDLE_POLL_S: SDL's own wait spins
        (1 ms sleeps) on video drivers that cannot block, which alone costs a few % of a core."""
        end = time.perf_counter() + seconds
        while True:
            events = pygame.event.get()
            if events or time.perf_counter() >= end:
                return events
            time.sleep(IDLE_POLL_S)

    def run_for(self, seconds: float) -> None:
        """The main loop for a while (the idle-CPU bench)."""
        end = time.perf_counter() + seconds
        self.clock.tick()
        while self.running and len(self.stack) and time.perf_counter() < end:
            self.step()

    # ---------------------------------------------------------------- errors
    def _guard(self, fn, *args) -> None:
        try:
            fn(*args)
        except Exception as exc:  # a scene bug must not close the game on the player
            if self.raise_errors:
                raise
            self.report_error(exc)

    def report_error(self, exc: BaseException) -> None:
        details = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        self.last_error = details
        try:
            path = error_log_path()
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("a", encoding="utf-8") as fh:
                fh.write(time.strftime("--- %Y-%m-%d %H:%M:%S\n") + details)
        except OSError:
            path = None
        from kingsforge.ui.scenes.error import ErrorScene

        top = self.stack.top
        if isinstance(top, ErrorScene):
            # the error screen itself failed: fall back to a bare title
            from kingsforge.ui.scenes.title import TitleScene

            try:
                self.stack.reset(TitleScene(self))
            except Exception:
                self.running = False
            return
        self.stack.push(ErrorScene(self, str(exc), path))


def set_minimum_size(size) -> None:
    """The system keeps a dragged edge of the display's window at `size` (pygame-ce reaches the
    window through Window.from_display_module, which it marks deprecated; without it, nothing)."""
    import warnings

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().minimum_size = size
    except (AttributeError, pygame.error):
        pass


def _parse_args(argv):
    parser = argparse.ArgumentParser(prog="kingsforge", add_help=True)
    parser.add_argument("--fullscreen", action="store_true", help="start in full screen")
    parser.add_argument("--size", default=None, help="window size, e.g. 1280x720")
    parser.add_argument("--quick", action="store_true",
                        help="skip the menus: one human against the computer (with --players, --seed)")
    parser.add_argument("--players", type=int, default=2, help="players for --quick (2-4)")
    parser.add_argument("--seed", type=int, default=None, help="seed for --quick")
    parser.add_argument("--data", default=None, help="card data folder (default: the built-in data/)")
    parser.add_argument("--modules", default=None, help="modules besides the base game, e.g. a,b")
    parser.add_argument("--lang", default=None, help="language of the game's texts: en or es")
    parser.add_argument("--windowed", action="store_true", help="start in a window even if full screen is saved")
    parser.add_argument("--game", default=None, choices=("kingsforge", "forge"),
                        help="the game the title offers first (and --quick starts)")
    args, _unknown = parser.parse_known_args(argv)
    size = None
    if args.size:
        try:
            from kingsforge.commands.usage import MAX_SIDE

            # the command line refuses a bad --size (usage.window_size); a caller of run() gets it in range
            w, h = (int(v) for v in args.size.lower().split("x"))
            size = (min(MAX_SIDE, max(MIN_WINDOW[0], w)), min(MAX_SIDE, max(MIN_WINDOW[1], h)))
        except ValueError:
            size = None
    return args, size


def run(argv=None) -> int:
    """Open the game window on the title screen; returns the exit code."""
    args, size = _parse_args(list(sys.argv[1:] if argv is None else argv))
    if args.lang is not None:
        try:
            i18n.normalise(args.lang)
        except i18n.LanguageError as exc:
            print(f"kingsforge: {exc}", file=sys.stderr or sys.__stdout__)
            return 2
    # Load the cards before opening a window: a broken data folder is reported, not drawn.
    from kingsforge.content import ContentError, load_content
    from kingsforge.content.modules import parse_module_ids
    from kingsforge.ui import match
    modules = None if args.modules is None else parse_module_ids(args.modules)
    try:
        match.use_content(load_content(args.data, modules=modules or ()))
    except ContentError as exc:
        print(f"kingsforge: {exc.message}", file=sys.stderr or sys.__stdout__)
        return 2
    # Windows: draw at real pixels instead of letting the OS blur the window.
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    try:
        app = App(window_size=size, fullscreen=args.fullscreen, windowed=args.windowed)
    except pygame.error as exc:
        print(f"King's Forge could not open a window: {exc}", file=sys.stderr or sys.__stdout__)
        return 1
    if args.lang is not None:
        saved = app.settings.language
        app.set_language(args.lang)      # --lang wins over the saved setting, for this run only:
        app.settings.language = saved    # the saved language changes when the player picks one in Settings
    app.cli_modules = modules            # --modules wins over the setup screen's remembered set
    if args.game is not None:
        app.settings.game = args.game        # --game wins over the title's remembered choice
    try:
        if args.quick and args.game == "forge":
            import random

            from kingsforge.forge.ui.match import ForgeMatch
            from kingsforge.forge.ui.screenshot import demo_config as forge_demo
            from kingsforge.ui.scenes import registry

            seed = args.seed if args.seed is not None else random.randrange(1, 10**9)
            app.start(registry.make("forge.table", app, ForgeMatch.new(forge_demo(args.players, seed))))
        elif args.quick:
            import random

            from kingsforge.ui.match import Match
            from kingsforge.ui.scenes.table import TableScene
            from kingsforge.ui.screenshot import demo_config

            seed = args.seed if args.seed is not None else random.randrange(1, 10**9)
            app.start(TableScene(app, Match.new(demo_config(args.players, seed))))
        else:
            app.offer_tutorial = True        # the title offers the tutorial until it is answered
            app.start()
        return app.run()
    finally:
        for step in ("close", "save_settings"):     # stop the AI worker, finish the autosave, keep settings
            getattr(app, step, lambda: None)()
        pygame.quit()
