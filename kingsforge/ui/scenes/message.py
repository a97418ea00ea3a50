"""A small notice with an OK button (unreadable save, and the like)."""

from __future__ import annotations

import pygame

from kingsforge.i18n import t
from kingsforge.ui import gfx, theme
from kingsforge.ui.scenes import registry
from kingsforge.ui.scenes.modal import ModalScene
from kingsforge.ui.widgets import Button


@registry.scene("message")
class MessageScene(ModalScene):
    panel_size = (860, 380)

    def __init__(self, app, title: str, body: str):
        self.title = title
        super().__init__(app)
        self.body = body
        self.widgets.add(Button((self.panel.centerx - 150, self.panel.bottom - 100, 300, 64), t("common.ok"),
                                self.close, style="primary", hotkeys=(pygame.K_RETURN, pygame.K_SPACE), name="OK"))

    def draw_body(self, surface) -> None:
        gfx.blit_text(surface, self.body, (self.panel.x + 60, self.panel.y + 110), theme.FS_BODY,
                      theme.TEXT, wrap=self.panel.w - 120)
