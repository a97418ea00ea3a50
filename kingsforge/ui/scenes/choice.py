"""A small decision overlay: a question and one button per answer."""

from __future__ import annotations

import pygame

from kingsforge.ui import gfx, theme
from kingsforge.ui.scenes import registry
from kingsforge.ui.scenes.modal import ModalScene
from kingsforge.ui.widgets import Button


@registry.scene("choice")
class ChoiceScene(ModalScene):
    def __init__(self, app, title: str, question: str, options, cancel_label: str = "", keys: bool = False):
        """options: [(label, hint, callback)]; the callback runs after the overlay closes. `keys`:
        the first answer (drawn as the one to take) is Enter's and each is its number's -- for a
        move's choices, never for a question whose first answer loses something (leave unsaved)."""
        self.title = title
        self.panel_size = (900, 250 + 110 * len(options) + (80 if cancel_label else 0))
        super().__init__(app)
        self.question = question
        y = self.panel.y + 170
        self.hints = []
        for i, (label, hint, callback) in enumerate(options):
            # the first answer, drawn as the one to take, is Enter's; each is its number's too
            hotkeys = (((pygame.K_RETURN, pygame.K_KP_ENTER) if i == 0 else ())
                       + ((pygame.K_1 + i,) if i < 9 else ())) if keys else ()
            btn = Button((self.panel.x + 60, y, self.panel.w - 120, 64), label, self._chooser(callback),
                         style="primary" if i == 0 else "secondary", name=label, hotkeys=hotkeys)
            self.widgets.add(btn)
            self.hints.append((hint, y + 74))
            y += 110
        if cancel_label:
            self.widgets.add(Button((self.panel.centerx - 150, y + 10, 300, 56), cancel_label, self.close,
                                    name=cancel_label))

    def _chooser(self, callback):
        def choose() -> None:
            self.close()
            callback()
        return choose

    def draw_body(self, surface) -> None:
        width = self.panel.w - 60
        gfx.blit_fitted(surface, self.question, (self.panel.centerx, self.panel.y + 110), width, theme.FS_BODY,
                        theme.TEXT, "midtop")
        for hint, y in self.hints:
            gfx.blit_fitted(surface, hint, (self.panel.centerx, y), width, theme.FS_SMALL, theme.TEXT_DIM, "midtop")
