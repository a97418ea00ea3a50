"""Pause menu over the table (Esc)."""

from __future__ import annotations

import pygame

from kingsforge.ui.scenes.modal import ModalScene
from kingsforge.ui.widgets import Button


class PauseScene(ModalScene):
    panel_size = (560, 620)
    title = "Paused"

    def __init__(self, app, on_save_and_quit=None):
        super().__init__(app)
        self.on_save_and_quit = on_save_and_quit
        x, w, h = self.panel.centerx - 200, 400, 70
        y = self.panel.y + 120
        items = [
            ("Resume", self.close, "primary"),
            ("Rules", self.app.toggle_rules, "secondary"),
            ("Settings", self.settings, "secondary"),
            ("Save and leave", self.leave, "secondary"),
            ("Quit game", self.app.quit, "danger"),
        ]
        for i, (label, fn, style) in enumerate(items):
            self.widgets.add(Button((x, y + i * (h + 18), w, h), label, fn, style=style))

    def settings(self) -> None:
        from kingsforge.ui.scenes.settings import SettingsScene

        self.stack.push(SettingsScene(self.app))

    def leave(self) -> None:
        if self.on_save_and_quit:
            self.on_save_and_quit()
        from kingsforge.ui.scenes.title import TitleScene

        self.stack.reset(TitleScene(self.app))

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        super().handle_event(event)
