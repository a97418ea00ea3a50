"""Enter (and Space) press the button the keyboard focused, in every scene of both games.

A button's hotkey (the error screen's Enter for "Keep playing", a round summary's Space for
"Next") and a scene's own Enter (the title's default, the set-up's Start, the statistics' Close)
are for when nothing is focused: with the focus ring on another button, Enter means that one.

The walk: each scene is staged as the screenshots stage it; every button's press is recorded in
place of its action (Button.click, Toggle.activate), so nothing is played or left; then, for each
focusable button, Tab until the ring is on it and press Enter: exactly that button must have been
pressed, and the scene must still be on top (no scene-level Enter acted instead)."""

from __future__ import annotations

import pygame
import pytest

from kingsforge.ui import gfx, screenshot
from kingsforge.ui.table import keyboard
from kingsforge.ui.widgets import Button, Toggle

KINGSFORGE = ("title", "setup", "rules", "credits", "statistics", "replay", "gameover", "gameover-masterworks",
              "table-craft", "table-gather", "pause", "summary", "tutorial-offer", "tutorial",
              "decision-ready", "decision-copy", "decision-harvest", "decision-stone", "decision-keep_card",
              "decision-hand_out", "decision-declare", "decision-escape", "decision-preroll",
              "decision-festival", "decision-obey", "decision-pick_card", "decision-request",
              "decision-set_aside", "settings", "replay-list", "message", "error", "choice", "picker")
FORGE = ("forge-title", "forge-setup", "forge-statistics", "forge-rules", "forge-gameover", "forge-summary",
         "forge-trade", "forge-replay", "forge-table")

# Tab walks the move picker's rows only: Esc/Backspace is its Close and Back, Page Down its More, Ctrl+Tab its
# look at the table
TAB_SKIPS = {"picker": ("Close", "Back", "More choices", "Look at the table")}


def _build(app, name):
    from kingsforge.ui.scenes import registry

    if name.startswith("forge-"):
        from kingsforge.forge.ui import screenshot as forge_shots

        return forge_shots.build_scene(app, name[len("forge-"):], 3, 1)
    if name in ("settings", "replay-list", "message", "error", "choice"):
        screenshot.build_scene(app, "title", 3, 1)
        if name == "settings":
            return app.stack.push(registry.make("settings", app))
        if name == "replay-list":
            return app.stack.push(registry.make("replay.list", app))
        if name == "message":
            return app.stack.push(registry.make("message", app, "Title", "Body"))
        if name == "error":
            return app.stack.push(registry.make("error", app, "Something went wrong"))
        return app.stack.push(registry.make("choice", app, "Title", "Which one?",
                                            [("One", "", lambda: None), ("Two", "", lambda: None)],
                                            cancel_label="Cancel"))
    if name == "picker":
        from kingsforge.ui.table import keyboard

        table = screenshot.build_scene(app, "table-craft", 3, 1)
        app.pump(1 / 60)
        keyboard.open_picker(table)
        return app.stack.top
    return screenshot.build_scene(app, name, 3, 1)


def _key(app, key, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
    app.pump(1 / 60)


def _pressables(scene):
    return [w for w in scene.widgets.focusables() if isinstance(w, (Button, Toggle))]


def _close(app) -> None:
    for scene in app.stack:
        ai = getattr(scene, "ai", None)         # a table's AI worker (Settings' "ai" is a stepper)
        if callable(getattr(ai, "close", None)):
            ai.close()
    gfx.min_text_px = 0
    gfx.view_scale = 1.0


def walk(name, press_keys=(pygame.K_RETURN, pygame.K_SPACE), mp=None) -> list[str]:
    """The wrong presses found in scene `name`: 'scene: Enter on X pressed [Y]'."""
    pressed = []
    app = screenshot.make_app(size=(1280, 720))
    mp = mp or pytest.MonkeyPatch()
    mp.setattr(Button, "click", lambda self: pressed.append(self))
    mp.setattr(Toggle, "activate", lambda self: pressed.append(self))
    wrong = []
    try:
        _build(app, name)
        for _ in range(3):
            app.pump(1 / 60)            # a decision owed opens its dialog over the table
        scene = app.stack.top
        if name == "forge-trade":
            # one trade picked, so that "Take" (Enter's hotkey) is on
            next(b for b in scene.trade_buttons.values() if b.active()).on_click()
        if hasattr(scene, "rows") and hasattr(scene, "choose"):
            # the move picker: Enter on a row chooses the row its own cursor (the focus) is on
            mp.setattr(scene, "choose", lambda i: pressed.append(scene.rows[i - scene.page * keyboard.PAGE]))
        assert hasattr(scene, "widgets"), name
        count = len(_pressables(scene))
        assert count, f"{name}: no button to walk"
        for key in press_keys:
            for k in range(count):
                targets = _pressables(scene)
                if k >= len(targets):
                    break
                target = targets[k]
                scene.widgets.set_focus(None)
                for _ in range(len(scene.widgets.focusables()) + 1):
                    _key(app, pygame.K_TAB)
                    if scene.widgets.focused is target:
                        break
                if scene.widgets.focused is not target:
                    if getattr(target, "name", None) in TAB_SKIPS.get(name, ()):
                        continue
                    wrong.append(f"{name}: Tab never reaches {target.name if isinstance(target, Button) else target}")
                    continue
                pressed.clear()
                _key(app, key)
                label = getattr(target, "name", None) or getattr(target, "label", "")
                got = [getattr(w, "name", None) or getattr(w, "label", "") for w in pressed]
                if pressed != [target] or app.stack.top is not scene:
                    wrong.append(f"{name}: {pygame.key.name(key)} on {label!r} pressed {got}"
                                 + ("" if app.stack.top is scene else f", left for {type(app.stack.top).__name__}"))
                    if app.stack.top is not scene:
                        return wrong
    finally:
        mp.undo()
        _close(app)
    return wrong


@pytest.mark.parametrize("name", KINGSFORGE + FORGE)
def test_enter_presses_the_focused_button(name):
    assert walk(name) == []

