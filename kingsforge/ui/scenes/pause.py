"""Pause menu over the table (Esc)."""

from __future__ import annotations

import pygame

from kingsforge import i18n
from kingsforge.i18n import t
from kingsforge.ui.scenes import registry
from kingsforge.ui.scenes.modal import ModalScene
from kingsforge.ui.widgets import Button, WidgetGroup


@registry.scene("pause")
class PauseScene(ModalScene):
    panel_size = (560, 620)
    def __init__(self, app, on_save_and_quit=None):
        super().__init__(app)
        self.on_save_and_quit = on_save_and_quit
        self._build()

    def _build(self) -> None:
        self.title = t("pause.title")
        self._language = i18n.generation()
        self.widgets = WidgetGroup()
        x, w, h = self.panel.centerx - 200, 400, 70
        y = self.panel.y + 120
        items = [
            ("Resume", "pause.resume", self.close, "primary"),
            ("Rules", "pause.rules", self.app.toggle_rules, "secondary"),
            ("Settings", "pause.settings", self.settings, "secondary"),
            ("Save and leave", "pause.save_leave", self.leave, "secondary"),
            ("Quit game", "pause.quit", self.quit, "danger"),
        ]
        for i, (name, label, fn, style) in enumerate(items):
            self.widgets.add(Button((x, y + i * (h + 18), w, h), t(label), fn, style=style, name=name))

    def update(self, dt: float) -> None:
        if self._language != i18n.generation():
            self._build()       # the language changed in Settings
        super().update(dt)

    def settings(self) -> None:
        self.stack.push(registry.make("settings", self.app))

    def leave(self) -> None:
        self._saved_then(self._to_title, "pause.not_saved.leave")

    def quit(self) -> None:
        self._saved_then(self.app.quit, "pause.not_saved.quit")

    def _saved_then(self, go, label: str) -> None:
        """Save, then go; a save the disk refused is said first, and the player chooses to stay
        (the game goes on) or to go without it."""
        if self.on_save_and_quit and self.on_save_and_quit() is False:
            from kingsforge.ui.autosave import saver

            self.stack.push(registry.make("choice", self.app, t("pause.not_saved.title"),
                                          t("pause.not_saved.question", error=saver.problem()),
                                          [(t(label), t("pause.not_saved.leave_hint"), go)],
                                          cancel_label=t("pause.not_saved.stay")))
            return
        go()

    def _to_title(self) -> None:
        self.stack.reset(registry.make("title", self.app))

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        super().handle_event(event)
